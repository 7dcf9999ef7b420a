// What a played card does: damage (reveal, Rarity Points, the victim's discards or recoveries),
// healing, stealing and the Glitch, with the choices they open (RULINGS.md "Artbot" and our
// rulings 4-6).
#include <bit>
#include <cassert>

#include "artbot_state.h"

namespace gm::rules::artbot {

int ArtbotState::targetMask() const {
  const Power power = typeCard(m_pending.card).power;
  int mask = 0;
  for (Seat k = 0; k < m_seats; ++k) {
    if (k == m_turnSeat || m_p[k].out) continue;
    // A steal needs a card to take (our ruling 5); damage and the Glitch may pick anyone still in.
    if (power == Power::Stealing && m_p[k].inactiveCount == 0) continue;
    mask |= 1 << k;
  }
  return mask;
}

bool ArtbotState::pickMatters(const std::uint8_t* list, int n, int remaining) const {
  if (remaining <= 0 || remaining >= n) return false;
  for (int i = 1; i < n; ++i)
    if (m_type[list[i]] != m_type[list[0]]) return true;
  return false;
}

void ArtbotState::playCard(int uid) {
  const CardType& c = typeCard(uid);
  m_pending = Pending{};
  m_pending.power = c.power;
  m_pending.card = static_cast<std::int16_t>(uid);
  if (c.power == Power::Healing) {
    m_pending.victim = m_turnSeat;
    m_pending.remaining =
        static_cast<std::int8_t>(std::min<int>(c.points / 10, m_p[m_turnSeat].discardCount));
    continueBringBack(Phase::Heal);
    return;
  }
  const int mask = targetMask();
  if (mask == 0) {
    // Only a steal can find nobody: it does nothing and the turn ends.
    assert(c.power == Power::Stealing);
    if (recordEvents())
      note("target", m_turnSeat, -1, "", "", -1, {"steal"},
           "No opponent has a card in their Inactive Deck: nothing to steal.");
    endTurn();
    return;
  }
  if ((mask & (mask - 1)) == 0) {
    chooseTarget(std::countr_zero(static_cast<unsigned>(mask)));
    return;
  }
  m_phase = Phase::Target;
}

void ArtbotState::chooseTarget(Seat k) {
  const Power power = m_pending.power;
  const char* what = isDamage(power) ? "damage" : power == Power::Stealing ? "steal" : "glitch";
  if (recordEvents())
    note("target", m_turnSeat, -1, "", "", k, {what},
         seatName(m_turnSeat) + " targets " + seatName(k) + " (" + what + ").");
  if (isDamage(power))
    startDamage(k);
  else if (power == Power::Stealing)
    steal(k);
  else
    glitch(k);
}

void ArtbotState::startDamage(Seat v) {
  PlayerCards& p = m_p[v];
  const int points = typeCard(m_pending.card).points;
  m_pending.victim = v;
  int rarity = 0;
  for (int i = 0; i < points / 10; ++i) {
    int uid = -1;
    Zone from = Zone::Inactive;
    if (p.inactiveCount > 0) {
      uid = takeTop(v);
    } else if (p.activeCount > 0) {
      // The Inactive Deck ran out: the rest come from the Active Deck, at random.
      from = Zone::Active;
      uid = removeActiveAt(v, static_cast<int>(rng().uniformInt(p.activeCount)));
    } else {
      break;
    }
    p.revealed[p.revealedCount++] = static_cast<std::uint8_t>(uid);
    rarity += typeCard(uid).rp;
    pub(static_cast<std::uint64_t>(uid) + 0x100);
    // Args: the card, its Rarity Points, the Rarity Points and the cards revealed so far.
    if (recordEvents())
      note("reveal", v, uid, zoneName(v, from), zoneName(v, Zone::Revealed), typeCard(uid).rp,
           {nameOf(uid), std::to_string(typeCard(uid).rp), std::to_string(rarity),
            std::to_string(p.revealedCount)},
           seatName(v) + " reveals " + nameOf(uid) + " (Rarity " +
               std::to_string(typeCard(uid).rp) + ").");
  }
  const int net = points - rarity;
  m_pending.rarity = static_cast<std::int16_t>(rarity);
  m_pending.net = static_cast<std::int16_t>(net);
  m_pending.cards =
      static_cast<std::int8_t>(net >= 0 ? std::min<int>(net / 10, p.revealedCount) : -net / 10);
  // Args: Power Points, Rarity Points, the net damage, the cards it gives (Pending::cards).
  if (recordEvents())
    note("damage", v, -1, "", "", net,
         {std::to_string(points), std::to_string(rarity), std::to_string(net),
          std::to_string(m_pending.cards)},
         std::to_string(points) + " damage minus " + std::to_string(rarity) +
             " Rarity: " + std::to_string(net) + " to " + seatName(v) + ".");
  if (net >= 0) {
    m_pending.remaining = m_pending.cards;
    continueDiscard();
    return;
  }
  // Negative damage: everything revealed goes back, then cards come back from the Discard.
  bottomRevealed(v);
  m_pending.remaining = static_cast<std::int8_t>(std::min<int>(m_pending.cards, p.discardCount));
  continueBringBack(Phase::Recover);
}

void ArtbotState::continueDiscard() {
  const Seat v = m_pending.victim;
  PlayerCards& p = m_p[v];
  if (pickMatters(p.revealed.data(), p.revealedCount, m_pending.remaining)) {
    m_phase = Phase::Discard;
    return;
  }
  // No real choice left: all of them, or only one kind of card.
  for (; m_pending.remaining > 0 && p.revealedCount > 0; --m_pending.remaining)
    discardRevealed(v, 0);
  bottomRevealed(v);
  if (!checkOuts()) endTurn();
}

// Healing and damage below zero: Discard cards go under the Inactive Deck of m_pending.victim (the
// healer when healing), picked while the pick matters, else at once.
void ArtbotState::continueBringBack(Phase phase) {
  const Seat v = m_pending.victim;
  PlayerCards& p = m_p[v];
  if (pickMatters(p.discard.data(), p.discardCount, m_pending.remaining)) {
    m_phase = phase;
    return;
  }
  for (; m_pending.remaining > 0 && p.discardCount > 0; --m_pending.remaining)
    bringBack(v, 0, phase == Phase::Heal);
  if (!checkOuts()) endTurn();
}

void ArtbotState::bringBack(Seat v, int at, bool heal) {
  const HpList before = recordEvents() ? hpList() : HpList{};
  const int uid = removeDiscardAt(v, at);
  putBottom(v, uid);
  if (recordEvents()) {
    note(heal ? "heal" : "recover", v, uid, zoneName(v, Zone::Discard), zoneName(v, Zone::Inactive),
         1, {nameOf(uid)},
         seatName(v) + (heal ? " heals " : " takes ") + nameOf(uid) + " back from their Discard.");
    noteHp(before);
  }
}

void ArtbotState::bottomRevealed(Seat v) {
  // One card at a time, so each event finds the card in one zone (a table shows it moving).
  while (m_p[v].revealedCount > 0) {
    const int uid = removeRevealedAt(v, 0);
    putBottom(v, uid);
    if (recordEvents())
      note("bottom", v, uid, zoneName(v, Zone::Revealed), zoneName(v, Zone::Inactive), 1,
           {nameOf(uid)}, seatName(v) + " puts " + nameOf(uid) + " back at the bottom.");
  }
}

void ArtbotState::discardRevealed(Seat v, int at) {
  const HpList before = recordEvents() ? hpList() : HpList{};
  const int uid = removeRevealedAt(v, at);
  addDiscard(v, uid);
  if (recordEvents()) {
    note("discard", v, uid, zoneName(v, Zone::Revealed), zoneName(v, Zone::Discard), 1,
         {nameOf(uid)}, seatName(v) + " discards " + nameOf(uid) + ".");
    noteHp(before);
  }
}

void ArtbotState::pick(int type) {
  const Seat v = m_pending.victim;
  PlayerCards& p = m_p[v];
  --m_pending.remaining;
  if (m_phase == Phase::Discard) {
    discardRevealed(v, firstOfType(p.revealed.data(), p.revealedCount, type));
    continueDiscard();
    return;
  }
  const Phase phase = m_phase;
  bringBack(v, firstOfType(p.discard.data(), p.discardCount, type), phase == Phase::Heal);
  continueBringBack(phase);
}

void ArtbotState::steal(Seat v) {
  PlayerCards& p = m_p[v];
  const Seat thief = m_turnSeat;
  assert(p.inactiveCount > 0);
  const HpList before = recordEvents() ? hpList() : HpList{};
  // A random position in the victim's Inactive Deck.
  const int uid = removeInactiveAt(v, static_cast<int>(rng().uniformInt(p.inactiveCount)));
  putBottom(thief, uid);
  changeOwner(uid, thief, kMovedBySteal);
  pub(static_cast<std::uint64_t>(uid) + 0x200);
  if (recordEvents()) {
    note("steal", thief, uid, zoneName(v, Zone::Inactive), zoneName(thief, Zone::Inactive), v,
         {nameOf(uid)}, seatName(thief) + " steals " + nameOf(uid) + " from " + seatName(v) + ".");
    noteHp(before);
  }
  if (!checkOuts()) endTurn();
}

void ArtbotState::changeOwner(int uid, Seat to, std::uint8_t why) {
  m_owner[uid] = static_cast<std::int8_t>(to);
  m_lastMove[uid] = why;
}

void ArtbotState::glitch(Seat chosen) {
  const Seat s = m_turnSeat;
  // The pool is part of the state while the Glitch deals, so each card is in one zone at every
  // event (a table shows it travelling through the pool).
  auto& pool = m_pool.cards;
  m_pool.hpBefore = hpList();
  int n = 0;
  for (int k = 0; k < m_seats; ++k) {
    const Seat x = (s + k) % m_seats;
    PlayerCards& p = m_p[x];
    if (p.out) continue;
    while (p.activeCount > 0) {
      const int uid = removeActiveAt(x, 0);
      pool[n++] = static_cast<std::uint8_t>(uid);
      m_pool.end = static_cast<std::uint8_t>(n);
      if (recordEvents())
        note("glitch_gather", x, uid, zoneName(x, Zone::Active), "pool", 1, {},
             seatName(x) + " puts a card into the Glitch pool.", onlySeat(x));
    }
  }
  rng().shuffle(std::span(pool.data(), n));
  if (recordEvents())
    note("glitch_shuffle", s, -1, "pool", "pool", n, {},
         seatName(s) + " shuffles the " + std::to_string(n) + " cards of the Glitch pool.");
  // One at a time round the table from the active player: 4 each, 2 for the chosen opponent.
  int dealt = 0;
  while (dealt < n) {
    bool gave = false;
    for (int k = 0; k < m_seats && dealt < n; ++k) {
      const Seat x = (s + k) % m_seats;
      const int quota = x == chosen ? 2 : kActiveSize;
      if (m_p[x].out || m_p[x].activeCount >= quota) continue;
      const int uid = pool[dealt++];
      m_pool.begin = static_cast<std::uint8_t>(dealt);
      addActive(x, uid);
      gave = true;
      if (recordEvents())
        note("glitch_deal", x, uid, "pool", zoneName(x, Zone::Active), 1, {},
             seatName(x) + " is dealt a card.", onlySeat(x));
      // RULINGS: the dealt cards are for keeps. Who got which card stays hidden from the others,
      // so the change of owner is named to the new owner only.
      const Seat former = m_owner[uid];
      if (former == x) continue;
      changeOwner(uid, x, kMovedByGlitch);
      if (recordEvents())
        note("glitch_keep", x, uid, zoneName(x, Zone::Active), zoneName(x, Zone::Active), 1,
             {nameOf(uid), std::to_string(former)},
             seatName(x) + " keeps " + nameOf(uid) + " from " + seatName(former) + " for good.",
             onlySeat(x));
    }
    assert(gave && "the quotas always hold the whole pool");
    if (!gave) break;
  }
  // The whole table learns that the deal was for keeps, not who got which card.
  if (recordEvents() && n > 0)
    note("glitch_keeps", s, -1, "pool", "", n, {},
         "Every card the Glitch dealt now belongs to the player who received it.");
  const HpList before = m_pool.hpBefore;
  m_pool = {};
  if (recordEvents()) noteHp(before);
  drawCards(chosen, 2);
  m_glitched = true;
  if (!checkOuts()) endTurn();
}

}  // namespace gm::rules::artbot
