// Costs: whether a clone can pay one, and paying it (the fixed amounts, X, then the cards, states
// and forgotten cards the payer chooses).
#include <algorithm>

#include "vendetta_state.h"

namespace gm::rules::vendetta {
namespace {
constexpr int kPickRes[3] = {static_cast<int>(Res::Card), static_cast<int>(Res::State),
                             static_cast<int>(Res::Forgotten)};
}

// What the payer has of each resource towards a cost of `card` (the card itself does not count
// as a card in hand to discard).
static std::array<int, kResCount> holdings(const Clone& c, int card, bool onTurn) {
  std::array<int, kResCount> have{};
  // RULINGS: a clone has ticks only on its own turn, so off-turn reactions cannot pay ticks.
  have[static_cast<int>(Res::Tick)] = onTurn ? c.ticks : 0;
  have[static_cast<int>(Res::Corpus)] = c.corpus;
  have[static_cast<int>(Res::Cerebrium)] = c.cerebrium;
  have[static_cast<int>(Res::Card)] = c.hand.size() - (c.hand.find(card) >= 0 ? 1 : 0);
  have[static_cast<int>(Res::State)] = c.states.size();
  have[static_cast<int>(Res::Forgotten)] = c.forgotten.size();
  return have;
}

int VendettaState::maxX(Seat payer, const Cost& cost, int card, bool onTurn) const {
  if (!cost.hasX) return 0;
  const auto have = holdings(m_c[payer], card, onTurn);
  const int r = static_cast<int>(cost.xRes);
  return std::min(kMaxX, have[r] - cost.n[r]);
}

bool VendettaState::canPay(Seat payer, const Cost& cost, int card, bool onTurn, int x) const {
  const auto have = holdings(m_c[payer], card, onTurn);
  if (!onTurn && (cost.of(Res::Tick) > 0 || (cost.hasX && cost.xRes == Res::Tick))) return false;
  // Paying down to 0 is allowed (the payer then dies): a cost is payable when the payer has it.
  for (int r = 0; r < kResCount; ++r) {
    const int need = cost.n[r] + (cost.hasX && static_cast<int>(cost.xRes) == r ? x : 0);
    if (have[r] < need) return false;
  }
  return true;
}

bool VendettaState::canPlay(Seat s, int uid) const {
  const CardType& t = typeCard(uid);
  if (t.kind == CardKind::Reaction) return false;
  return canPay(s, t.cost, uid, true, t.cost.hasX ? t.cost.xMin : 0);
}

bool VendettaState::canActivate(Seat s, int uid) const {
  const CardType& t = typeCard(uid);
  if (t.activated < 0) return false;
  const Cost& c = t.abilities[t.activated].cost;
  return canPay(s, c, uid, true, c.hasX ? c.xMin : 0);
}

bool VendettaState::canReact(Seat s, int uid) const {
  const CardType& t = typeCard(uid);
  if (t.kind != CardKind::Reaction) return false;
  return canPay(s, t.cost, uid, s == m_active, t.cost.hasX ? t.cost.xMin : 0);
}

void VendettaState::startPayment(Seat payer, int card, const Cost& cost) {
  m_pay = Payment{};
  m_pay.payer = payer;
  m_pay.card = static_cast<std::int8_t>(card);
  m_pay.cost = cost;
  m_paying = true;
}

const Pile& VendettaState::payPile(int which) const {
  const Clone& c = m_c[m_pay.payer];
  return which == 0 ? c.hand : which == 1 ? c.states : c.forgotten;
}

bool VendettaState::payOn() {
  const Seat s = m_pay.payer;
  Clone& c = m_c[s];
  const Cost& cost = m_pay.cost;
  if (cost.hasX && !m_pay.xChosen) {
    const int top = maxX(s, cost, -1, s == m_active);
    if (top <= cost.xMin) {
      m_pay.x = static_cast<std::int8_t>(cost.xMin);
      m_pay.xChosen = true;
    } else {
      m_phase = Phase::ChooseX;
      m_waiting = true;
      return false;
    }
  }
  if (!m_pay.fixedPaid) {
    m_pay.fixedPaid = true;
    std::array<int, kResCount> due{};
    for (int r = 0; r < kResCount; ++r) due[r] = cost.n[r];
    if (cost.hasX) due[static_cast<int>(cost.xRes)] += m_pay.x;
    const int ticks = due[static_cast<int>(Res::Tick)];
    if (ticks > 0) {
      c.ticks = static_cast<std::int8_t>(c.ticks - ticks);
      if (recording())
        note("spend", s, -1, "", "", ticks, {std::to_string(ticks)},
             seatName(s) + " spends " + std::to_string(ticks) + " ticks.");
    }
    for (Res r : {Res::Corpus, Res::Cerebrium}) {
      const int n = due[static_cast<int>(r)];
      if (n == 0) continue;
      (r == Res::Corpus ? c.corpus : c.cerebrium) -= static_cast<std::int16_t>(n);
      if (recording())
        note("pay", s, -1, "", "", n, {resKey(r), std::to_string(n)},
             seatName(s) + " pays " + std::to_string(n) + " " + resKey(r) + ".");
    }
    for (int k = 0; k < 3; ++k) m_pay.picks[k] = static_cast<std::int8_t>(due[kPickRes[k]]);
    // RULINGS: a clone that pays its last corpus or cerebrium dies at once. Our ruling 4: what it
    // paid for does not resolve.
    if (settle()) return false;
  }
  for (int k = 0; k < 3; ++k) {
    if (m_pay.picks[k] <= 0) continue;
    const Pile& from = payPile(k);
    if (from.size() <= m_pay.picks[k]) {
      // No choice: every candidate goes.
      while (m_pay.picks[k] > 0 && !payPile(k).empty()) payPick(payPile(k)[0]);
      m_pay.picks[k] = 0;
      continue;
    }
    m_phase = Phase::PayPick;
    m_waiting = true;
    return false;
  }
  m_paying = false;
  return true;
}

void VendettaState::payPick(int uid) {
  const Seat s = m_pay.payer;
  int k = 0;
  while (k < 3 && m_pay.picks[k] <= 0) ++k;
  assert(k < 3);
  --m_pay.picks[k];
  if (k == 0) {
    moveCard(uid, ZoneKind::Forgotten, s);
    if (recording())
      note("discard", s, uid, zoneId(ZoneKind::Hand, s), zoneId(ZoneKind::Forgotten, s), 0,
           {nameOf(uid), "cost"}, seatName(s) + " discards " + nameOf(uid) + " to pay.");
  } else if (k == 1) {
    moveCard(uid, ZoneKind::Forgotten, s);
    if (recording())
      note("discard_state", s, uid, zoneId(ZoneKind::States, s), zoneId(ZoneKind::Forgotten, s), 0,
           {nameOf(uid), "cost"}, seatName(s) + " discards " + nameOf(uid) + " to pay.");
  } else {
    // The forgotten-card cost: from the payer's forgotten pile to the bottom of the head.
    moveCard(uid, ZoneKind::Head, kNoSeat, true);
    if (recording())
      note("bury", s, uid, zoneId(ZoneKind::Forgotten, s), "head", 0, {nameOf(uid)},
           seatName(s) + " puts " + nameOf(uid) + " on the bottom of the head to pay.");
  }
}

}  // namespace gm::rules::vendetta
