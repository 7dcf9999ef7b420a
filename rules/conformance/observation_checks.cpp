#include "observation_checks.h"

#include <algorithm>
#include <set>

namespace gm::test {
namespace {

using nlohmann::json;

// The "zones" array, or null with a problem noted.
const json* zonesOf(const json& observation, const char* who, std::vector<std::string>& problems) {
  if (!observation.is_object() || !observation.contains("zones") ||
      !observation["zones"].is_array()) {
    problems.push_back(std::string(who) + " has no \"zones\" array");
    return nullptr;
  }
  for (const auto& z : observation["zones"]) {
    if (!z.is_object() || !z.contains("name") || !z["name"].is_string() || !z.contains("cards") ||
        !z["cards"].is_array()) {
      problems.push_back(std::string(who) +
                         " has a zone without a name or a cards array: " + z.dump());
      return nullptr;
    }
  }
  return &observation["zones"];
}

bool hasUid(const json& card) {
  return card.is_object() && card.contains("uid");
}
bool hasFace(const json& card) {
  return card.is_object() && card.contains("face") && card["face"].is_string() &&
         !card["face"].get<std::string>().empty();
}

// Every object anywhere in `node` that names a uid and a face must name the true face.
void checkFacesEverywhere(const json& node, const TruthCards& truth,
                          std::vector<std::string>& problems) {
  if (node.is_object()) {
    if (hasFace(node) && node.contains("uid") && node["uid"].is_number_integer()) {
      const int uid = node["uid"].get<int>();
      const auto it = truth.faceOf.find(uid);
      if (it != truth.faceOf.end() && it->second != node["face"].get<std::string>())
        problems.push_back("observe(seat) names card " + std::to_string(uid) + " '" +
                           node["face"].get<std::string>() + "' but it is '" + it->second + "'");
    }
    for (const auto& [key, value] : node.items()) checkFacesEverywhere(value, truth, problems);
  } else if (node.is_array()) {
    for (const auto& value : node) checkFacesEverywhere(value, truth, problems);
  }
}

}  // namespace

void checkTruthObservation(const json& observation, const std::vector<rules::ZoneSnapshot>& zones,
                           TruthCards& truth, std::vector<std::string>& problems) {
  truth = {};
  const json* list = zonesOf(observation, "observe(kNoSeat)", problems);
  if (!list) return;
  for (const auto& z : *list) {
    const std::string name = z["name"].get<std::string>();
    if (truth.zoneUids.count(name))
      problems.push_back("observe(kNoSeat) lists zone " + name + " twice");
    auto& uids = truth.zoneUids[name];
    for (const auto& card : z["cards"]) {
      if (!hasUid(card) || !card["uid"].is_number_integer() || !hasFace(card)) {
        problems.push_back("observe(kNoSeat) hides a card in zone " + name + ": " + card.dump());
        continue;
      }
      const int uid = card["uid"].get<int>();
      uids.push_back(uid);
      truth.faceOf[uid] = card["face"].get<std::string>();
      truth.zoneOf[uid] = name;
    }
  }
  std::set<std::string> snapshotNames;
  for (const auto& zone : zones) {
    snapshotNames.insert(zone.name);
    const auto it = truth.zoneUids.find(zone.name);
    if (it == truth.zoneUids.end()) {
      problems.push_back("observe(kNoSeat) lacks zone " + zone.name + " of zones()");
      continue;
    }
    auto listed = it->second;
    auto actual = zone.cards;
    std::sort(listed.begin(), listed.end());
    std::sort(actual.begin(), actual.end());
    if (listed != actual)
      problems.push_back("observe(kNoSeat) zone " + zone.name + " lists other cards than zones()");
  }
  for (const auto& [name, uids] : truth.zoneUids)
    if (!snapshotNames.count(name))
      problems.push_back("observe(kNoSeat) has zone " + name + " that zones() lacks");
}

bool checkSeatObservation(const json& observation, const TruthCards& truth,
                          std::vector<std::string>& problems) {
  const json* list = zonesOf(observation, "observe(seat)", problems);
  if (!list) return false;
  bool hides = false;
  std::set<std::string> seen;
  for (const auto& z : *list) {
    const std::string name = z["name"].get<std::string>();
    seen.insert(name);
    const auto truthZone = truth.zoneUids.find(name);
    if (truthZone == truth.zoneUids.end()) {
      problems.push_back("observe(seat) has zone " + name + " that the truth lacks");
      continue;
    }
    const int trueCount = static_cast<int>(truthZone->second.size());
    if (z.contains("count") &&
        (!z["count"].is_number_integer() || z["count"].get<int>() != trueCount))
      problems.push_back("observe(seat) zone " + name + " has count " + z["count"].dump() +
                         ", the truth " + std::to_string(trueCount));
    if (static_cast<int>(z["cards"].size()) > trueCount)
      problems.push_back("observe(seat) zone " + name + " lists more cards than it holds");
    int shown = 0;
    for (const auto& card : z["cards"]) {
      if (hasUid(card) != hasFace(card)) {
        problems.push_back("observe(seat) zone " + name + " has a card with a " +
                           (hasUid(card) ? "uid but no face" : "face but no uid") + ": " +
                           card.dump());
        continue;
      }
      if (!hasUid(card)) continue;
      ++shown;
      const int uid = card["uid"].is_number_integer() ? card["uid"].get<int>() : -1;
      const auto where = truth.zoneOf.find(uid);
      if (where == truth.zoneOf.end() || where->second != name)
        problems.push_back("observe(seat) shows card " + card["uid"].dump() + " in zone " + name +
                           ", the truth has it elsewhere");
    }
    if (shown < trueCount) hides = true;
  }
  for (const auto& [name, uids] : truth.zoneUids)
    if (!seen.count(name)) problems.push_back("observe(seat) lacks zone " + name);
  checkFacesEverywhere(observation, truth, problems);
  return hides;
}

}  // namespace gm::test
