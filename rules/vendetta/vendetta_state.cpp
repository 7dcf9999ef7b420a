// A Personal Vendetta game: setup, the zones, deaths and the end. The turn itself is in
// vendetta_flow.cpp, costs in vendetta_costs.cpp, what the effects do in vendetta_effects.cpp,
// what seats see in vendetta_view.cpp.
#include "vendetta_state.h"

#include <algorithm>
#include <bit>

#include "core/card_uids.h"

namespace gm::rules::vendetta {

int startingLife(int seats) {
  // RULINGS: the Setup section's numbers.
  return seats <= 2 ? 20 : seats == 3 ? 15 : 10;
}

const char* phaseKey(Phase p) {
  static const char* const keys[] = {"main",  "order",       "choose_x",   "pay", "target",
                                     "react", "effect_pick", "hand_limit", "over"};
  return keys[static_cast<int>(p)];
}

VendettaState::VendettaState(std::shared_ptr<const CardSet> cards, int seats,
                             std::vector<std::uint8_t> types, std::uint64_t seed)
    : GameState(seed), m_cards(std::move(cards)), m_seats(seats), m_type(std::move(types)) {
  assert(seats >= 2 && seats <= kMaxSeats);
  assert(!m_type.empty() && m_type.size() <= kMaxCards);
  m_maxLife = startingLife(seats);
  m_publicHash = mixHash(static_cast<std::uint64_t>(seats), m_type.size());
  // The card list is public; which uid carries which card is dealt from the seed (card_uids.h).
  for (const auto t : m_type) pub(t);
  UidFaces(seed).deal(std::span(m_type));
  for (int uid = 0; uid < cardCount(); ++uid) m_uidOf[m_type[uid]] = static_cast<std::uint8_t>(uid);
  std::array<std::uint8_t, kMaxCards> order{};
  for (int uid = 0; uid < cardCount(); ++uid) order[uid] = static_cast<std::uint8_t>(uid);
  rng().shuffle(std::span(order.data(), static_cast<std::size_t>(cardCount())));
  for (int i = 0; i < cardCount(); ++i) {
    m_head.push(order[i]);
    m_zone[order[i]] = ZoneKind::Head;
    m_where[order[i]] = -1;
  }
  for (Seat s = 0; s < seats; ++s) {
    m_c[s].corpus = static_cast<std::int16_t>(m_maxLife);
    m_c[s].cerebrium = static_cast<std::int16_t>(m_maxLife);
  }
  refillHeadspace();
  // RULINGS (all games): the first player is drawn from the seed.
  m_active = static_cast<Seat>(rng().uniformInt(static_cast<std::uint32_t>(seats)));
  pub(static_cast<std::uint64_t>(m_active));
  startTurn();
  advance();
}

Seat VendettaState::actingSeat() const {
  switch (m_phase) {
    case Phase::Over:
      return kNoSeat;
    case Phase::React:
      return m_responder;
    case Phase::ChooseX:
    case Phase::PayPick:
      return m_pay.payer;
    case Phase::Target:
      return m_sub.live ? m_sub.controller : m_act.frame.controller;
    case Phase::EffectPick:
      return m_sub.live ? m_sub.picker : m_act.frame.picker;
    default:
      return m_active;
  }
}

int VendettaState::uidOf(std::string_view id) const {
  for (int uid = 0; uid < cardCount(); ++uid)
    if (typeCard(uid).id == id) return uid;
  return -1;
}

int VendettaState::living() const {
  int n = 0;
  for (Seat s = 0; s < m_seats; ++s) n += m_c[s].out ? 0 : 1;
  return n;
}

int VendettaState::handSize(Seat s) const {
  int size = kBaseHandSize + staticSum(s, StaticKind::HandSize);
  for (Seat t = 0; t < m_seats; ++t)
    if (t != s && !m_c[t].out) {
      for (int i = 0; i < m_c[t].states.size(); ++i)
        for (const Ability& a : typeCard(m_c[t].states[i]).abilities)
          if (a.kind == AbilityKind::Static && a.stat == StaticKind::OpponentsHandSize)
            size += a.amount;
    }
  return std::max(0, size);
}

// --- zones ---

Pile& VendettaState::pile(ZoneKind z, Seat s) {
  switch (z) {
    case ZoneKind::Head:
      return m_head;
    case ZoneKind::Headspace:
      return m_headspace;
    case ZoneKind::Resolving:
      return m_resolving;
    case ZoneKind::Hand:
      return m_c[s].hand;
    case ZoneKind::States:
      return m_c[s].states;
    case ZoneKind::Forgotten:
      return m_c[s].forgotten;
    case ZoneKind::Aside:
      break;
  }
  return m_c[s].aside;
}

const Pile& VendettaState::pile(ZoneKind z, Seat s) const {
  return const_cast<VendettaState*>(this)->pile(z, s);
}

void VendettaState::moveCard(int uid, ZoneKind to, Seat s, bool bottom) {
  const ZoneKind from = m_zone[uid];
  const bool shared = from == ZoneKind::Head || from == ZoneKind::Headspace;
  const bool removed = pile(from, shared ? kNoSeat : m_where[uid]).erase(uid);
  assert(removed);
  (void)removed;
  Pile& dest = pile(to, s);
  if (bottom)
    dest.pushBottom(uid);
  else
    dest.push(uid);
  m_zone[uid] = to;
  m_where[uid] =
      static_cast<std::int8_t>(to == ZoneKind::Head || to == ZoneKind::Headspace ? -1 : s);
  // Everyone sees a card go anywhere but from the head into a hand (a draw keeps what was known).
  if (!(from == ZoneKind::Head && to == ZoneKind::Hand)) m_known |= std::uint64_t{1} << uid;
}

void VendettaState::rebuildHead() {
  // RULINGS: every clone's forgotten pile (a dead clone's are set aside) makes the new head.
  int n = 0;
  for (Seat s = 0; s < m_seats; ++s) {
    Pile& f = m_c[s].forgotten;
    while (!f.empty()) {
      const int uid = f.pop();
      m_head.push(uid);
      m_zone[uid] = ZoneKind::Head;
      m_where[uid] = -1;
      m_known &= ~(std::uint64_t{1} << uid);
      ++n;
    }
  }
  if (n == 0) return;
  rng().shuffle(std::span(m_head.c.data(), m_head.n));
  if (recording())
    note("rebuild", kNoSeat, -1, "", "head", n, {},
         "Every forgotten pile is shuffled into a new head.");
}

int VendettaState::topOfHead() {
  if (m_head.empty()) rebuildHead();
  if (m_head.empty()) return -1;
  return m_head[m_head.size() - 1];
}

void VendettaState::refillHeadspace() {
  if (!m_headspace.empty()) return;
  int n = 0;
  for (; n < kHeadspaceCards; ++n) {
    const int uid = topOfHead();
    if (uid < 0) break;
    moveCard(uid, ZoneKind::Headspace, kNoSeat);
    pub(static_cast<std::uint64_t>(uid) + 0x100);
    if (recording())
      note("flip", kNoSeat, uid, "head", "headspace", 1, {nameOf(uid)},
           nameOf(uid) + " is flipped into headspace.");
  }
  if (n > 0 && recording())
    note("refill", kNoSeat, -1, "head", "headspace", n, {std::to_string(n)},
         "Headspace is refilled.");
}

void VendettaState::kill(Seat s) {
  Clone& c = m_c[s];
  c.out = true;
  c.ticks = 0;
  // RULINGS: a dead clone's hand, forgotten pile and states are set aside (and whatever of its
  // cards is resolving).
  for (Pile* p : {&c.hand, &c.forgotten, &c.states})
    while (!p->empty()) moveCard((*p)[0], ZoneKind::Aside, s);
  for (int i = 0; i < m_resolving.size();)
    if (m_where[m_resolving[i]] == s)
      moveCard(m_resolving[i], ZoneKind::Aside, s);
    else
      ++i;
  if (recording())
    note("death", s, -1, "", zoneId(ZoneKind::Aside, s), 0, {}, seatName(s) + " dies.");
}

bool VendettaState::settle() {
  unsigned dead = 0;
  for (Seat s = 0; s < m_seats; ++s)
    if (!m_c[s].out && (m_c[s].corpus <= 0 || m_c[s].cerebrium <= 0)) dead |= 1u << s;
  if (dead == 0) return false;
  const int place = living() - std::popcount(dead) + 1;
  for (Seat s = 0; s < m_seats; ++s)
    if ((dead >> s) & 1u) {
      m_c[s].place = static_cast<std::uint8_t>(std::max(1, place));
      kill(s);
    }
  m_lastDeaths = dead;
  if (living() <= 1) {
    endGame(living() == 1 ? EndReason::LastStanding : EndReason::Draw);
    return true;
  }
  if ((dead >> m_active) & 1u) {
    // RULINGS: the active clone's death ends its turn at once.
    for (int i = 0; i < m_resolving.size();) forgetResolving(m_resolving[i], false);
    m_act = Action{};
    m_sub = Frame{};
    m_paying = false;
    m_dueCount = 0;
    m_responder = kNoSeat;
    m_stage = Stage::NextTurn;
    return true;
  }
  bool stop = false;
  if (m_sub.live && ((dead >> m_sub.controller) & 1u)) {
    m_sub.live = false;
    stop = true;
  }
  if (m_paying && ((dead >> m_pay.payer) & 1u)) {
    m_paying = false;
    stop = true;
  }
  return stop;
}

void VendettaState::endGame(EndReason why) {
  m_end = why;
  m_phase = Phase::Over;
  m_waiting = false;
  m_winners = 0;
  if (why == EndReason::LastStanding) {
    for (Seat s = 0; s < m_seats; ++s)
      if (!m_c[s].out) {
        m_winners = 1u << s;
        m_c[s].place = 1;
      }
  } else if (why == EndReason::Draw) {
    // Our ruling 5: the last clones dying in the same step share a draw.
    m_winners = m_lastDeaths;
  } else {
    for (Seat s = 0; s < m_seats; ++s)
      if (!m_c[s].out) m_winners |= 1u << s;
  }
  if (recording()) {
    const bool one = std::popcount(m_winners) == 1 && why == EndReason::LastStanding;
    const Seat w = one ? std::countr_zero(m_winners) : kNoSeat;
    const char* reason = why == EndReason::LastStanding ? "last_standing"
                         : why == EndReason::Draw       ? "draw"
                                                        : "turn_limit";
    note("game_over", w, -1, "", "", 0, {reason},
         one ? seatName(w) + " is the last clone standing."
             : std::string(why == EndReason::Draw ? "The last clones die together: a draw."
                                                  : "The turn limit is reached: a draw."));
  }
}

std::vector<double> VendettaState::returns() const {
  std::vector<double> r(m_seats, -1.0);
  if (m_phase != Phase::Over) return std::vector<double>(m_seats, 0.0);
  const bool shared = m_end != EndReason::LastStanding;
  for (Seat s = 0; s < m_seats; ++s)
    if ((m_winners >> s) & 1u) r[s] = shared ? 0.0 : 1.0;
  return r;
}

}  // namespace gm::rules::vendetta
