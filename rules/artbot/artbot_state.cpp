// The flow of an Artbot game: setup, the zones, a turn (return, play, end), elimination and the
// end of the game. What each Power does is in artbot_powers.cpp; what seats see in
// artbot_view.cpp.
#include "artbot_state.h"

#include <algorithm>
#include <bit>
#include <cassert>

#include "core/card_uids.h"

namespace gm::rules::artbot {

const char* zoneKey(Zone z) {
  static const char* const keys[] = {"active", "inactive", "discard", "played", "revealed"};
  return keys[static_cast<int>(z)];
}

const char* phaseKey(Phase p) {
  static const char* const keys[] = {"return",  "play", "target", "discard",
                                     "recover", "heal", "over"};
  return keys[static_cast<int>(p)];
}

ArtbotState::ArtbotState(std::shared_ptr<const CardSet> cards, int seats, int deckSize,
                         std::span<const int> deckTypes, std::uint64_t seed)
    : GameState(seed), m_cards(std::move(cards)), m_seats(seats), m_deckSize(deckSize) {
  assert(seats >= 2 && seats <= kMaxSeats);
  assert(deckSize >= kMinDeckSize && deckSize <= kMaxDeckSize);
  assert(static_cast<int>(deckTypes.size()) == seats * deckSize);
  const int types = m_cards->typeCount();
  m_publicHash = mixHash(static_cast<std::uint64_t>(seats), static_cast<std::uint64_t>(deckSize));
  // Which of a seat's uids carries which card of its deck is dealt from the seed (card_uids.h).
  UidFaces faces(seed);
  for (Seat p = 0; p < seats; ++p) {
    // The decklist in type order (a counting sort: types are few) is public.
    std::array<std::uint8_t, kMaxTypes> copies{};
    for (int i = 0; i < deckSize; ++i) {
      assert(deckTypes[p * deckSize + i] >= 0 && deckTypes[p * deckSize + i] < types);
      ++copies[deckTypes[p * deckSize + i]];
    }
    // The decklist's k-th card (in type order) is uid p * deckSize + number[k]: the deck is
    // shuffled as the decklist lies, so only the numbers come from the seed's own draw.
    std::array<std::uint8_t, kMaxDeckSize> number{};
    faces.number(std::span(number.data(), deckSize));
    std::array<std::uint8_t, kMaxDeckSize> order{};
    for (int t = 0, k = 0; t < types; ++t) {
      for (int c = 0; c < copies[t]; ++c, ++k) {
        const int uid = p * deckSize + number[k];
        m_type[uid] = static_cast<std::uint8_t>(t);
        m_place[uid] = static_cast<std::uint8_t>(p * deckSize + k);
        m_uidAt[p * deckSize + k] = static_cast<std::uint8_t>(uid);
        m_owner[uid] = static_cast<std::int8_t>(p);
        order[k] = static_cast<std::uint8_t>(uid);
        pub(static_cast<std::uint64_t>(t));  // the decklists are public
      }
    }
    rng().shuffle(std::span(order.data(), deckSize));
    for (int i = 0; i < deckSize; ++i) putBottom(p, order[i]);
    for (int i = 0; i < kActiveSize; ++i) addActive(p, takeTop(p));
  }
  buildCardJson();
  // RULINGS: the rulebook names no first player, so it is drawn from the seed.
  m_turnSeat = static_cast<Seat>(rng().uniformInt(static_cast<std::uint32_t>(seats)));
  startTurn();
}

Seat ArtbotState::actingSeat() const {
  switch (m_phase) {
    case Phase::Over:
      return kNoSeat;
    case Phase::Discard:
    case Phase::Recover:
      return m_pending.victim;
    default:
      return m_turnSeat;
  }
}

int ArtbotState::count(Seat s, Zone z) const {
  const PlayerCards& p = m_p[s];
  switch (z) {
    case Zone::Active:
      return p.activeCount;
    case Zone::Inactive:
      return p.inactiveCount;
    case Zone::Discard:
      return p.discardCount;
    case Zone::Played:
      return p.played >= 0 ? 1 : 0;
    case Zone::Revealed:
      return p.revealedCount;
  }
  return 0;
}

std::vector<int> ArtbotState::cardsIn(Seat s, Zone z) const {
  const PlayerCards& p = m_p[s];
  std::vector<int> out;
  switch (z) {
    case Zone::Active:
      out.assign(p.active.begin(), p.active.begin() + p.activeCount);
      break;
    case Zone::Inactive:
      for (int i = p.inactiveCount - 1; i >= 0; --i)
        out.push_back(p.inactive[static_cast<std::uint8_t>(p.head + i)]);
      break;
    case Zone::Discard:
      out.assign(p.discard.begin(), p.discard.begin() + p.discardCount);
      break;
    case Zone::Played:
      if (p.played >= 0) out.push_back(p.played);
      break;
    case Zone::Revealed:
      out.assign(p.revealed.begin(), p.revealed.begin() + p.revealedCount);
      break;
  }
  return out;
}

int ArtbotState::playersIn() const {
  int n = 0;
  for (Seat s = 0; s < m_seats; ++s) n += m_p[s].out ? 0 : 1;
  return n;
}

// --- zones ---

void ArtbotState::addDiscard(Seat s, int uid) {
  PlayerCards& p = m_p[s];
  p.discard[p.discardCount++] = static_cast<std::uint8_t>(uid);
  ++p.discardByType[m_type[uid]];
  p.discardTypes |= std::uint64_t{1} << m_type[uid];
}

int ArtbotState::removeDiscardAt(Seat s, int index) {
  PlayerCards& p = m_p[s];
  const int uid = p.discard[index];
  for (int i = index + 1; i < p.discardCount; ++i) p.discard[i - 1] = p.discard[i];
  --p.discardCount;
  if (--p.discardByType[m_type[uid]] == 0) p.discardTypes &= ~(std::uint64_t{1} << m_type[uid]);
  return uid;
}

int ArtbotState::removeRevealedAt(Seat s, int index) {
  PlayerCards& p = m_p[s];
  const int uid = p.revealed[index];
  for (int i = index + 1; i < p.revealedCount; ++i) p.revealed[i - 1] = p.revealed[i];
  --p.revealedCount;
  return uid;
}

int ArtbotState::removeInactiveAt(Seat s, int at) {
  PlayerCards& p = m_p[s];
  const int uid = p.inactive[static_cast<std::uint8_t>(p.head + at)];
  // Close the gap from the top: the cards above move down one place.
  for (int i = at; i > 0; --i)
    p.inactive[static_cast<std::uint8_t>(p.head + i)] =
        p.inactive[static_cast<std::uint8_t>(p.head + i - 1)];
  ++p.head;
  --p.inactiveCount;
  p.inactiveTotals.add(typeCard(uid), -1);
  return uid;
}

ArtbotState::Place ArtbotState::takeOut(int uid) {
  for (Seat t = 0; t < m_seats; ++t) {
    PlayerCards& p = m_p[t];
    for (int i = 0; i < p.activeCount; ++i) {
      if (p.active[i] != uid) continue;
      removeActiveAt(t, i);
      return {t, Zone::Active};
    }
    for (int i = 0; i < p.discardCount; ++i) {
      if (p.discard[i] != uid) continue;
      removeDiscardAt(t, i);
      return {t, Zone::Discard};
    }
    for (int i = 0; i < p.revealedCount; ++i) {
      if (p.revealed[i] != uid) continue;
      removeRevealedAt(t, i);
      return {t, Zone::Revealed};
    }
    if (p.played == uid) {
      p.played = -1;
      return {t, Zone::Played};
    }
    for (int i = 0; i < p.inactiveCount; ++i) {
      if (p.inactive[static_cast<std::uint8_t>(p.head + i)] != uid) continue;
      removeInactiveAt(t, i);
      return {t, Zone::Inactive};
    }
  }
  assert(false && "every card lies somewhere");
  return {};
}

int ArtbotState::firstOfType(const std::uint8_t* list, int n, int type) const {
  for (int i = 0; i < n; ++i)
    if (m_type[list[i]] == type) return i;
  assert(false && "no card of that type");
  return -1;
}

void ArtbotState::drawCards(Seat s, int n) {
  for (int i = 0; i < n && m_p[s].inactiveCount > 0; ++i) {
    const int uid = takeTop(s);
    addActive(s, uid);
    if (recordEvents())
      note("draw", s, uid, zoneName(s, Zone::Inactive), zoneName(s, Zone::Active), 1, {},
           seatName(s) + " draws a card.", onlySeat(s));
  }
}

// --- a turn ---

void ArtbotState::startTurn() {
  m_glitched = false;
  m_pending = Pending{};
  const Seat s = m_turnSeat;
  if (recordEvents())
    note("turn", s, -1, "", "", m_turn, {},
         "Turn " + std::to_string(m_turn) + ": " + seatName(s) + " to play.");
  // Our ruling 3: an empty Active Deck draws two before anything else.
  if (m_p[s].activeCount == 0) drawCards(s, 2);
  assert(m_p[s].activeCount > 0);
  // With a single card there is nothing to return: it is played. Said in the log, so a player
  // who expected the return step knows why it did not come.
  m_phase = m_p[s].activeCount >= 2 ? Phase::Return : Phase::Play;
  if (m_phase == Phase::Play && recordEvents())
    note("no_return", s, -1, "", "", 1, {},
         seatName(s) + " holds a single Active card: nothing to return, it is played.");
}

void ArtbotState::legalActions(std::vector<ActionId>& out) const {
  out.clear();
  const int T = typeCount();
  switch (m_phase) {
    case Phase::Return:
    case Phase::Play: {
      const PlayerCards& p = m_p[m_turnSeat];
      std::uint64_t seen = 0;
      for (int i = 0; i < p.activeCount; ++i) seen |= std::uint64_t{1} << m_type[p.active[i]];
      const int base = m_phase == Phase::Return ? 0 : T;
      for (; seen != 0; seen &= seen - 1) out.push_back(base + std::countr_zero(seen));
      break;
    }
    case Phase::Target: {
      const int mask = targetMask();
      for (Seat k = 0; k < m_seats; ++k)
        if ((mask >> k) & 1) out.push_back(targetAction(k));
      break;
    }
    case Phase::Discard: {
      const PlayerCards& p = m_p[m_pending.victim];
      std::uint64_t seen = 0;
      for (int i = 0; i < p.revealedCount; ++i) seen |= std::uint64_t{1} << m_type[p.revealed[i]];
      for (; seen != 0; seen &= seen - 1) out.push_back(pickAction(std::countr_zero(seen)));
      break;
    }
    case Phase::Recover:
    case Phase::Heal: {
      const PlayerCards& p = m_p[m_pending.victim];
      for (std::uint64_t seen = p.discardTypes; seen != 0; seen &= seen - 1)
        out.push_back(pickAction(std::countr_zero(seen)));
      break;
    }
    case Phase::Over:
      break;
  }
}

void ArtbotState::doApply(ActionId a) {
  const int T = typeCount();
  const Seat s = m_turnSeat;
  switch (m_phase) {
    case Phase::Return: {
      // Only that a card went back is public, not which.
      pub(mixHash(0x72657475726eULL, static_cast<std::uint64_t>(s)));
      // A return from an Active Deck of one card type is the only legal action, which the undo
      // notes count as no choice (UndoNote::forced), so the seats before it could take their
      // moves back across it; but only s can see that it had no choice. Made a barrier to every
      // seat, so what another seat may take back never tells it what s holds. (s loses nothing:
      // a return it could not choose cannot be chosen again.)
      if (activeHoldsOneType(s)) markRandom();
      const int uid = removeActiveAt(s, firstOfType(m_p[s].active.data(), m_p[s].activeCount, a));
      putBottom(s, uid);
      if (recordEvents())
        note("return", s, uid, zoneName(s, Zone::Active), zoneName(s, Zone::Inactive), 1, {},
             seatName(s) + " returns a card to the bottom of their Inactive Deck.", onlySeat(s));
      m_phase = Phase::Play;
      return;
    }
    case Phase::Play: {
      const int uid =
          removeActiveAt(s, firstOfType(m_p[s].active.data(), m_p[s].activeCount, a - T));
      pub(mixHash(static_cast<std::uint64_t>(a), static_cast<std::uint64_t>(uid)));
      m_p[s].played = static_cast<std::int16_t>(uid);
      if (recordEvents()) {
        const CardType& c = typeCard(uid);
        note("play", s, uid, zoneName(s, Zone::Active), zoneName(s, Zone::Played), c.points,
             {c.name, powerKey(c.power), std::to_string(c.points)},
             seatName(s) + " plays " + c.name + " (" + powerName(c.power) +
                 (c.points > 0 ? ", " + std::to_string(c.points) : std::string()) + ").");
      }
      playCard(uid);
      return;
    }
    case Phase::Target:
      pub(static_cast<std::uint64_t>(a));
      chooseTarget(a - 2 * T);
      return;
    case Phase::Discard:
    case Phase::Recover:
    case Phase::Heal:
      pub(static_cast<std::uint64_t>(a));
      pick(a - 2 * T - kMaxSeats);
      return;
    case Phase::Over:
      break;
  }
  assert(false && "no action at the end of the game");
}

void ArtbotState::endTurn() {
  const Seat s = m_turnSeat;
  PlayerCards& p = m_p[s];
  m_pending = Pending{};
  if (p.played >= 0) {
    const int uid = p.played;
    p.played = -1;
    putBottom(s, uid);
    if (recordEvents())
      note("end", s, uid, zoneName(s, Zone::Played), zoneName(s, Zone::Inactive), 1, {nameOf(uid)},
           seatName(s) + " puts " + nameOf(uid) + " at the bottom of their Inactive Deck.");
  }
  // After a Glitch the Active Deck is already dealt back (our ruling 6).
  if (!m_glitched) drawCards(s, 2);
  if (m_turn >= maxTurns()) return finishAtCap();
  Seat next = s;
  do next = (next + 1) % m_seats;
  while (m_p[next].out);
  m_turnSeat = next;
  ++m_turn;
  startTurn();
}

}  // namespace gm::rules::artbot
