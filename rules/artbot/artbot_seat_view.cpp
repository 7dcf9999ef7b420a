// Artbot's typed common view (rules/core/seat_view.h), with the visibility of observe()
// (artbot_view.cpp): an Active Deck is known to its own seat only; every Inactive Deck is face
// down for everybody (its owner knows which cards it holds, not where: that list stays in
// observe()); Discards, the played card and revealed cards are public. A card whose owner is not
// the seat it was dealt from (a steal) carries the mark "owner:<seat>". The played card carries its
// Power Points as the counter "pp", a revealed card its Rarity Points as "rp" (0 for a Common).
// The "hp" figure is shownHp(): steady while a Glitch deals.
#include <nlohmann/json.hpp>

#include "artbot_state.h"
#include "core/seat_view.h"

namespace gm::rules::artbot {

SeatView ArtbotState::seatView(Seat viewer) const {
  const bool all = viewer == kNoSeat;
  SeatView view = makeSeatView(info().id, viewer, m_turn, maxTurns());
  for (Seat s = 0; s < m_seats; ++s) {
    const PlayerCards& p = m_p[s];
    SeatPlayer player;
    player.seat = s;
    player.out = p.out;
    player.active = m_phase != Phase::Over && s == m_turnSeat;
    player.place = p.place;
    player.figures = {{"hp", shownHp(s), maxHp(), FigureHint::Meter}};
    view.players.push_back(std::move(player));

    for (int z = 0; z < kZoneCount; ++z) {
      const Zone zone = static_cast<Zone>(z);
      const bool known = all || (zone != Zone::Inactive && (zone != Zone::Active || viewer == s));
      SeatZone out = makeSeatZone(zoneName(s, zone), s,
                                  zone == Zone::Active     ? ZoneVisibility::Owner
                                  : zone == Zone::Inactive ? ZoneVisibility::Nobody
                                                           : ZoneVisibility::Everyone,
                                  zone == Zone::Active     ? ZoneLayout::Fan
                                  : zone == Zone::Played   ? ZoneLayout::Slot
                                  : zone == Zone::Revealed ? ZoneLayout::Row
                                                           : ZoneLayout::Stack,
                                  zone == Zone::Played ? 1 : 0);
      for (const int uid : cardsIn(s, zone)) {
        SeatCard c;
        c.back = "artbot";
        c.faceUp = zone != Zone::Active && zone != Zone::Inactive;
        if (known) {
          c.uid = uid;
          c.face = typeCard(uid).id;
          // The numbers of the damage sum: the played card's Power Points, each revealed
          // card's Rarity Points.
          if (zone == Zone::Played && typeCard(uid).points > 0)
            c.counters["pp"] = typeCard(uid).points;
          if (zone == Zone::Revealed) c.counters["rp"] = typeCard(uid).rp;
          if (ownerOf(uid) != originOf(uid))
            c.marks.push_back("owner:" + std::to_string(ownerOf(uid)));
        }
        out.cards.push_back(std::move(c));
      }
      view.zones.push_back(std::move(out));
    }
  }
  SeatZone pool = makeSeatZone("pool", kNoSeat, ZoneVisibility::Nobody, ZoneLayout::Row);
  for (int i = m_pool.begin; i < m_pool.end; ++i) {
    SeatCard c;
    c.back = "artbot";
    if (all) {
      c.uid = m_pool.cards[static_cast<std::size_t>(i)];
      c.face = typeCard(c.uid).id;
    }
    pool.cards.push_back(std::move(c));
  }
  view.zones.push_back(std::move(pool));
  return view;
}

}  // namespace gm::rules::artbot
