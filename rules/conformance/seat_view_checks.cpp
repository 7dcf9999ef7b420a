#include "seat_view_checks.h"

#include <algorithm>
#include <set>

namespace gm::test {
namespace {

using namespace gm::rules;

std::string where(const SeatView& view, const SeatZone& zone) {
  return "seatView(" + std::to_string(view.seat) + ") zone " + zone.id;
}

void checkCommon(const SeatView& view, const GameState& state, std::vector<std::string>& problems) {
  const std::string who = "seatView(" + std::to_string(view.seat) + ")";
  if (view.game != state.info().id) problems.push_back(who + " names game '" + view.game + "'");
  if (static_cast<int>(view.players.size()) != state.seatCount())
    problems.push_back(who + " lists " + std::to_string(view.players.size()) + " players");
  for (std::size_t i = 0; i < view.players.size(); ++i) {
    const SeatPlayer& p = view.players[i];
    if (p.seat != static_cast<Seat>(i)) problems.push_back(who + " lists a player out of order");
    for (const Figure& f : p.figures)
      if (f.key.empty()) problems.push_back(who + " has a figure without a key");
  }
  if (view.turnLimit > 0 && view.turn > view.turnLimit + 1)
    problems.push_back(who + " is at turn " + std::to_string(view.turn) + " past its limit " +
                       std::to_string(view.turnLimit));
  std::set<std::string> ids;
  for (const SeatZone& z : view.zones) {
    if (z.id.empty() || !ids.insert(z.id).second)
      problems.push_back(who + " lists zone '" + z.id + "' twice or without an id");
    if (z.capacity > 0 && static_cast<int>(z.cards.size()) > z.capacity)
      problems.push_back(where(view, z) + " holds more cards than its capacity");
    if (z.owner != kNoSeat && (z.owner < 0 || z.owner >= state.seatCount()))
      problems.push_back(where(view, z) + " has an owner that is not a seat");
    for (const SeatCard& c : z.cards) {
      if (c.back.empty()) problems.push_back(where(view, z) + " has a card without a back");
      if (c.rotation % 90 != 0 || c.rotation < 0 || c.rotation >= 360)
        problems.push_back(where(view, z) + " has a rotation of " + std::to_string(c.rotation));
      if (c.end < 0 || c.end > 1) problems.push_back(where(view, z) + " has an end other than 0/1");
      if (c.counters.count("")) problems.push_back(where(view, z) + " has a counter without a key");
    }
  }
}

}  // namespace

void checkTruthSeatView(const SeatView& view, const GameState& state, const TruthCards& truth,
                        std::vector<std::string>& problems) {
  checkCommon(view, state, problems);
  if (view.seat != kNoSeat) problems.push_back("seatView(kNoSeat) says it is another seat's");
  std::set<std::string> snapshotIds;
  for (const ZoneSnapshot& snap : state.zones()) {
    snapshotIds.insert(snap.name);
    const SeatZone* zone = view.zone(snap.name);
    if (!zone) {
      problems.push_back("seatView(kNoSeat) lacks zone " + snap.name + " of zones()");
      continue;
    }
    std::vector<int> listed, held = snap.cards;
    for (const SeatCard& c : zone->cards) {
      listed.push_back(c.uid);
      if (c.uid < 0 || c.face.empty()) {
        problems.push_back(where(view, *zone) + " hides a card from the whole truth");
        continue;
      }
      const auto face = truth.faceOf.find(c.uid);
      if (face != truth.faceOf.end() && face->second != c.face)
        problems.push_back(where(view, *zone) + " calls card " + std::to_string(c.uid) + " '" +
                           c.face + "' but observe(kNoSeat) says '" + face->second + "'");
    }
    std::sort(listed.begin(), listed.end());
    std::sort(held.begin(), held.end());
    if (listed != held)
      problems.push_back(where(view, *zone) + " does not hold the cards zones() has there");
  }
  for (const SeatZone& z : view.zones)
    if (!snapshotIds.count(z.id) && !z.cards.empty())
      problems.push_back(where(view, z) + " holds cards but is not in zones()");
}

bool checkSeatSeatView(const SeatView& view, const SeatView& truthView, const TruthCards& truth,
                       std::vector<std::string>& problems) {
  const std::string who = "seatView(" + std::to_string(view.seat) + ")";
  if (view.game != truthView.game || view.players.size() != truthView.players.size()) {
    problems.push_back(who + " describes another table than seatView(kNoSeat)");
    return false;
  }
  for (std::size_t i = 0; i < view.players.size(); ++i)
    if (view.players[i] != truthView.players[i])
      problems.push_back(who + " shows player " + std::to_string(i) +
                         " otherwise than the truth: public figures are the same for everyone");
  if (view.turn != truthView.turn || view.turnLimit != truthView.turnLimit)
    problems.push_back(who + " shows another turn than the truth");
  if (view.zones.size() != truthView.zones.size()) {
    problems.push_back(who + " lists other zones than seatView(kNoSeat)");
    return false;
  }
  bool hides = false;
  for (std::size_t z = 0; z < view.zones.size(); ++z) {
    const SeatZone& mine = view.zones[z];
    const SeatZone& real = truthView.zones[z];
    if (mine.id != real.id || mine.owner != real.owner || mine.visibility != real.visibility ||
        mine.layout != real.layout || mine.capacity != real.capacity) {
      problems.push_back(where(view, mine) + " differs from the truth's zone " + real.id);
      continue;
    }
    if (mine.cards.size() != real.cards.size()) {
      problems.push_back(where(view, mine) + " counts " + std::to_string(mine.cards.size()) +
                         " cards, the truth " + std::to_string(real.cards.size()));
      continue;
    }
    for (std::size_t i = 0; i < mine.cards.size(); ++i) {
      const SeatCard& c = mine.cards[i];
      if ((c.uid >= 0) != !c.face.empty()) {
        problems.push_back(where(view, mine) +
                           " shows a uid without a face or a face without a uid");
        continue;
      }
      if (c.uid < 0) {
        hides = true;
        if (c.faceUp) problems.push_back(where(view, mine) + " hides a face-up card");
        if (c.end != 0 || !c.marks.empty() || !c.counters.empty() || c.attachedTo >= 0)
          problems.push_back(where(view, mine) +
                             " tells the end, marks, counters or attachment of a hidden card");
        continue;
      }
      const auto zoneOf = truth.zoneOf.find(c.uid);
      const auto faceOf = truth.faceOf.find(c.uid);
      if (zoneOf == truth.zoneOf.end() || zoneOf->second != mine.id ||
          faceOf == truth.faceOf.end() || faceOf->second != c.face) {
        problems.push_back(where(view, mine) + " shows card " + std::to_string(c.uid) + " as '" +
                           c.face + "', which is not where or what the truth has");
        continue;
      }
      const auto real_it = std::find_if(real.cards.begin(), real.cards.end(),
                                        [&](const SeatCard& r) { return r.uid == c.uid; });
      if (real_it != real.cards.end() &&
          (real_it->faceUp != c.faceUp || real_it->end != c.end ||
           real_it->rotation != c.rotation || real_it->counters != c.counters ||
           real_it->attachedTo != c.attachedTo || real_it->marks != c.marks ||
           real_it->back != c.back))
        problems.push_back(where(view, mine) + " shows card " + std::to_string(c.uid) +
                           " otherwise than the truth");
    }
  }
  return hides;
}

std::uint64_t hashSeatView(const SeatView& view) {
  std::uint64_t h =
      mixHash(std::hash<std::string>{}(view.game), static_cast<std::uint64_t>(view.seat));
  const auto add = [&h](std::uint64_t v) { h = mixHash(h, v); };
  const auto text = [&add](const std::string& s) { add(std::hash<std::string>{}(s)); };
  add(static_cast<std::uint64_t>(view.turn));
  add(static_cast<std::uint64_t>(view.turnLimit));
  for (const SeatPlayer& p : view.players) {
    add(static_cast<std::uint64_t>(p.seat) << 8 | p.out << 2 | p.active << 1);
    add(static_cast<std::uint64_t>(p.place));
    text(p.role);
    for (const Figure& f : p.figures) {
      text(f.key);
      add(static_cast<std::uint64_t>(f.value));
      add(static_cast<std::uint64_t>(f.max));
      add(static_cast<std::uint64_t>(f.hint));
    }
  }
  for (const SeatZone& z : view.zones) {
    text(z.id);
    add(static_cast<std::uint64_t>(z.owner + 1) << 16 |
        static_cast<std::uint64_t>(z.visibility) << 8 | static_cast<std::uint64_t>(z.layout));
    add(static_cast<std::uint64_t>(z.capacity));
    for (const SeatCard& c : z.cards) {
      add(static_cast<std::uint64_t>(c.uid + 1));
      text(c.face);
      text(c.back);
      add(static_cast<std::uint64_t>(c.faceUp) << 40 | static_cast<std::uint64_t>(c.end) << 32 |
          static_cast<std::uint64_t>(c.rotation));
      add(static_cast<std::uint64_t>(c.attachedTo + 1));
      for (const auto& [key, value] : c.counters) {
        text(key);
        add(static_cast<std::uint64_t>(value));
      }
      for (const std::string& m : c.marks) text(m);
    }
  }
  if (!view.extra.empty()) add(std::hash<nlohmann::json>{}(view.extra));
  return h;
}

}  // namespace gm::test
