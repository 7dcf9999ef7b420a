// Personal Vendetta's typed common view (rules/core/seat_view.h) with the visibility of observe()
// (vendetta_view.cpp). Zone ids, figure keys and marks are listed in vendetta_state.h.
#include "core/seat_view.h"

#include "vendetta_state.h"

namespace gm::rules::vendetta {

SeatView VendettaState::seatView(Seat viewer) const {
  const bool all = viewer == kNoSeat;
  SeatView view = makeSeatView(info().id, viewer, m_turn, turnLimit());
  // The action declared and not resolved yet (from its cost to its resolution), and the clone it
  // or the reaction or trigger being resolved chose: public, so a table shows what is going on.
  const bool pending = m_phase != Phase::Over && m_act.kind != ActKind::None &&
                       (m_stage == Stage::ActionCost || m_stage == Stage::ActionTarget ||
                        m_stage == Stage::Window || m_stage == Stage::Resolve);
  const auto chosen = [&](Seat s) {
    return (pending && m_act.frame.target == s) ||
           (m_phase != Phase::Over && m_sub.live && m_sub.target == s);
  };
  for (Seat s = 0; s < m_seats; ++s) {
    const Clone& c = m_c[s];
    SeatPlayer player;
    player.seat = s;
    player.out = c.out;
    player.active = m_phase != Phase::Over && s == m_active;
    player.place = c.place;
    player.figures = {
        {"corpus", c.corpus, m_maxLife, FigureHint::Meter},
        {"cerebrium", c.cerebrium, m_maxLife, FigureHint::Meter},
        {"ticks", c.ticks, 0, FigureHint::Number},
        {"hand", c.hand.size(), 0, FigureHint::Number},
        {"hand_size", handSize(s), 0, FigureHint::Number},
        {"interrogated", c.interrogateNext || c.interrogatedNow ? 1 : 0, 1, FigureHint::Flag},
        {"chosen", chosen(s) ? 1 : 0, 1, FigureHint::Flag}};
    view.players.push_back(std::move(player));
  }
  const auto addZone = [&](ZoneKind z, Seat owner, ZoneVisibility vis, ZoneLayout layout,
                           int capacity) {
    SeatZone zone = makeSeatZone(zoneId(z, owner), owner, vis, layout, capacity);
    const Pile& p = pile(z, owner);
    for (int i = 0; i < p.size(); ++i) {
      const int uid = p[i];
      SeatCard card;
      card.back = "vendetta";
      const bool shown =
          all || (z != ZoneKind::Head && (z != ZoneKind::Hand || viewer == owner || known(uid)));
      card.faceUp = z != ZoneKind::Head && z != ZoneKind::Hand;
      if (shown) {
        card.uid = uid;
        card.face = typeCard(uid).id;
        if (z == ZoneKind::Resolving) {
          card.marks.push_back("owner:" + std::to_string(m_where[uid]));
          const bool paying = m_paying && m_pay.card == uid && m_pay.xChosen;
          const bool acting = !m_paying && m_act.card == uid && m_act.kind == ActKind::Play &&
                              typeCard(uid).cost.hasX;
          const bool reacting = m_sub.live && m_sub.card == uid && typeCard(uid).cost.hasX;
          if (paying || acting || reacting)
            card.counters["x"] = paying ? m_pay.x : acting ? m_act.frame.x : m_sub.x;
        }
        if (pending && uid == m_act.card) card.marks.push_back("declared");
      }
      zone.cards.push_back(std::move(card));
    }
    view.zones.push_back(std::move(zone));
  };
  addZone(ZoneKind::Head, kNoSeat, ZoneVisibility::Nobody, ZoneLayout::Stack, 0);
  // Headspace is refilled with four, but a pop may add more: no capacity.
  addZone(ZoneKind::Headspace, kNoSeat, ZoneVisibility::Everyone, ZoneLayout::Row, 0);
  addZone(ZoneKind::Resolving, kNoSeat, ZoneVisibility::Everyone, ZoneLayout::Row, 0);
  for (Seat s = 0; s < m_seats; ++s) {
    addZone(ZoneKind::Hand, s, ZoneVisibility::Owner, ZoneLayout::Fan, 0);
    addZone(ZoneKind::States, s, ZoneVisibility::Everyone, ZoneLayout::Row, 0);
    addZone(ZoneKind::Forgotten, s, ZoneVisibility::Everyone, ZoneLayout::Stack, 0);
    addZone(ZoneKind::Aside, s, ZoneVisibility::Everyone, ZoneLayout::Row, 0);
  }
  return view;
}

}  // namespace gm::rules::vendetta
