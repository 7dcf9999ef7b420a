// Knockdown's typed common view (rules/core/seat_view.h). The same visibility as observe()
// (knockdown_view.cpp): a hand and a committed card are known to their seat only, Stamina orders to
// nobody, Discard, Unstable piles and the cards being revealed are public.
#include <nlohmann/json.hpp>

#include "core/seat_view.h"
#include "knockdown_state.h"

namespace gm::rules::knockdown {
SeatView KnockdownState::seatView(Seat viewer) const {
  const bool all = viewer == kNoSeat;
  SeatView view = makeSeatView(info().id, viewer, m_turn, kMaxTurns);

  const auto card = [this](int uid, bool known, bool faceUp) {
    SeatCard c;
    c.back = m_setup->isActionUid(uid) ? "action" : "stamina";
    c.faceUp = faceUp;
    if (known) {
      c.uid = uid;
      c.face = faceOf(uid);
    }
    return c;
  };
  const auto cards = [&](SeatZone& z, const auto& uids, int from, int count, bool known,
                         bool faceUp) {
    for (int i = from; i < from + count; ++i) z.cards.push_back(card(uids[i], known, faceUp));
  };

  for (Seat s = 0; s < 2; ++s) {
    const PlayerState& p = m_players[s];
    const bool own = all || viewer == s;

    SeatPlayer player;
    player.seat = s;
    player.out = p.loss != LossReason::None;
    player.active = !m_over;
    if (m_over) player.place = m_winner == kNoSeat || m_winner == s ? 1 : 2;
    player.figures = {
        {"damageThisTurn", p.damageThisTurn, kLosingDamage, FigureHint::Meter},
        {"totalDamage", p.totalDamage, 0, FigureHint::Number},
        {"momentum", p.momentum, 0, FigureHint::Number},
        {"unstableRevealed", p.unstableCount, m_setup->unstableCount(), FigureHint::Meter},
        {"unstablePiles", p.pileCount, kMaxPiles, FigureHint::Meter},
        {"knockedDown", p.onCanvas ? 1 : 0, 1, FigureHint::Flag},
        {"committed", p.pending >= 0 ? 1 : 0, 1, FigureHint::Flag}};
    view.players.push_back(std::move(player));

    SeatZone hand = makeSeatZone(zoneName(s, "hand"), s, ZoneVisibility::Owner, ZoneLayout::Fan);
    for (int i = 0; i < kHandSize; ++i)
      if (i != p.pending) hand.cards.push_back(card(actionUid(s, i), own, false));
    view.zones.push_back(std::move(hand));

    SeatZone play =
        makeSeatZone(zoneName(s, "play"), s, ZoneVisibility::Owner, ZoneLayout::Slot, 1);
    if (p.pending >= 0) play.cards.push_back(card(actionUid(s, p.pending), own, false));
    view.zones.push_back(std::move(play));

    SeatZone stamina =
        makeSeatZone(zoneName(s, "stamina"), s, ZoneVisibility::Nobody, ZoneLayout::Stack);
    cards(stamina, p.stamina, 0, p.staminaCount, all, false);
    view.zones.push_back(std::move(stamina));

    SeatZone discard =
        makeSeatZone(zoneName(s, "discard"), s, ZoneVisibility::Everyone, ZoneLayout::Stack);
    cards(discard, p.discard, 0, p.discardCount, true, true);
    view.zones.push_back(std::move(discard));

    int from = 0;
    for (int k = 0; k < kMaxPiles; ++k) {
      const int size = k < p.pileCount ? p.pileSize[k] : 0;
      SeatZone pile = makeSeatZone(pileZone(s, k), s, ZoneVisibility::Everyone, ZoneLayout::Stack);
      cards(pile, p.unstable, from, size, true, true);
      view.zones.push_back(std::move(pile));
      from += size;
    }

    SeatZone revealing = makeSeatZone(zoneName(s, "revealing"), s, ZoneVisibility::Everyone,
                                      ZoneLayout::Row, kKnockdownReveals);
    cards(revealing, p.revealing, 0, p.revealingCount, true, true);
    view.zones.push_back(std::move(revealing));
  }
  return view;
}

}  // namespace gm::rules::knockdown
