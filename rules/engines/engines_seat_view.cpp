// The typed common view of an Act (rules/core/seat_view.h), with the visibility of observe()
// (engines_view.cpp): a hand is known to its seat only, deck orders to nobody, the Active Areas
// (angle, the end that is up, taken and used marks), Discards and scoring piles to everyone.
// A known card shows the back of the deck it was printed for; a hidden one the back of the deck
// whose zone it lies in: which hidden cards came from the other deck (taken cards reshuffled) is
// not something the resampled worlds keep, so showing it would tell a bot more than its world.
#include <nlohmann/json.hpp>

#include "core/seat_view.h"
#include "engines_act.h"

namespace gm::rules::engines {

SeatView ActState::seatView(Seat viewer) const {
  const bool all = viewer == kNoSeat;
  SeatView view = makeSeatView(info().id, viewer, m_turn, kMaxTurns);
  for (Seat s = 0; s < 2; ++s) {
    SeatPlayer player;
    player.seat = s;
    player.active = m_phase != Phase::Over && s == m_turnSeat;
    player.role = roleKey(roleOf(s));
    if (m_phase == Phase::Over) player.place = m_winners == 0 || ((m_winners >> s) & 1u) ? 1 : 2;
    player.figures = {{"score", score(s), kGoal, FigureHint::Score}};
    view.players.push_back(std::move(player));

    for (int z = 0; z < kZoneCount; ++z) {
      const Zone zone = static_cast<Zone>(z);
      const bool hidden = zone == Zone::Deck || zone == Zone::Hand;
      const bool known = all || !hidden || (zone == Zone::Hand && viewer == s);
      SeatZone out = makeSeatZone(zoneName(s, zone), s,
                                  zone == Zone::Deck   ? ZoneVisibility::Nobody
                                  : zone == Zone::Hand ? ZoneVisibility::Owner
                                                       : ZoneVisibility::Everyone,
                                  zone == Zone::Hand     ? ZoneLayout::Fan
                                  : zone == Zone::Active ? ZoneLayout::Row
                                                         : ZoneLayout::Stack);
      for (int i = 0; i < m_count[s][z]; ++i) {
        const int uid = m_list[s][z][i];
        SeatCard c;
        c.back = roleKey(roleOf(s));
        c.faceUp = !hidden;
        if (known) {
          c.back = roleKey(ownerOf(uid));
          c.uid = uid;
          c.face = type(uid).id;
          c.end = m_end_up[uid];
        }
        if (zone == Zone::Active) {
          c.rotation = 90 * m_angle[uid];
          if (m_taken[uid]) c.marks.push_back("taken");
          if (m_used[uid]) c.marks.push_back("used");
          if (m_rivalUsed[uid]) c.marks.push_back("rivalUsed");
        }
        out.cards.push_back(std::move(c));
      }
      view.zones.push_back(std::move(out));
    }
  }
  return view;
}

}  // namespace gm::rules::engines
