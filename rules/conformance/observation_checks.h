#pragma once
// Generic checks of observe() output, written against the common part of its schema
// (rules/core/game_state.h): a "zones" array of {"name", "cards": [...], optional "count"}, each
// card entry either a visible card {"uid", "face", ...} or a hidden one without both. A uid names
// one card instance, so a uid shown without its face would still give the face away.
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/action_view.h"

namespace gm::test {

// The full truth (observe(kNoSeat)) read back: where every card is and what it is.
struct TruthCards {
  std::map<std::string, std::vector<int>> zoneUids;  // zone name -> uids, as listed
  std::map<int, std::string> faceOf;                 // uid -> face
  std::map<int, std::string> zoneOf;                 // uid -> zone name
};

// Checks observe(kNoSeat) against zones(): the same zone names, each listing the same cards (as
// sets: an engine may list a zone top first), every card with a uid and a face. Fills `truth`.
void checkTruthObservation(const nlohmann::json& observation,
                           const std::vector<rules::ZoneSnapshot>& zones, TruthCards& truth,
                           std::vector<std::string>& problems);

// Checks observe(seat) against the truth: the same zone names; every card entry shows a uid exactly
// when it shows a face; a shown card is in the zone the truth has it in, with the truth's face; a
// zone's count equals the truth's and lists no more entries than that. Anywhere else in the view,
// an object naming both a uid and a face must name the true face. Returns true when the view hides
// at least one card the truth shows.
bool checkSeatObservation(const nlohmann::json& observation, const TruthCards& truth,
                          std::vector<std::string>& problems);

}  // namespace gm::test
