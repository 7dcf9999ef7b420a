// The session's part of the zones a seat is shown: the uids its actions give face-down cards,
// which only the host, holding the truth, can tell (host::SeatUpdate::aims).
#include <algorithm>

#include "core/seat_view.h"
#include "session.h"

namespace gm::app {

std::vector<int> Session::aimedHiddenCards(const rules::SeatZone& zone,
                                           const std::vector<rules::ActionView>& options) const {
  // Only while the seat may act.
  if (!m_state || !canChoose(m_viewSeat)) return {};
  std::vector<int> targets;
  for (const rules::ActionView& a : options)
    if (a.cards.size() > 1) targets.insert(targets.end(), a.cards.begin() + 1, a.cards.end());
  if (targets.empty()) return {};
  // The truth's order of the zone: the seat's view lists a zone's cards as they lie (the cards it
  // can identify must sit at the same places, or the zone's order is not the seat's to know).
  for (const rules::ZoneSnapshot& truth : m_state->zones()) {
    if (truth.name != zone.id) continue;
    if (truth.cards.size() != zone.cards.size()) return {};
    std::vector<int> out(zone.cards.size(), -1);
    for (std::size_t i = 0; i < zone.cards.size(); ++i) {
      const int uid = zone.cards[i].uid;
      if (uid >= 0 && uid != truth.cards[i]) return {};
      if (uid < 0 && std::find(targets.begin(), targets.end(), truth.cards[i]) != targets.end())
        out[i] = truth.cards[i];
    }
    return out;
  }
  return {};
}

}  // namespace gm::app
