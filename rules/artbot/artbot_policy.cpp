// Artbot's policy hook: a greedy judgement of each legal action in "cards" (one card = 10 HP),
// read only from what the acting seat may see (bots call it on a world resampled for that seat,
// where the other players' hidden cards are a random deal of the pool they know as a multiset;
// the hook looks at those cards only as counts and averages, never at one card's place).
//
// The value of a card to its holder (keepValue) drives the picks: the victim discards its least
// valuable revealed cards (Rare and Super Rare protect when they come up again), a healer or a
// victim recovering from its Discard takes the most valuable ones back. A play is worth the HP it
// moves: my cards count 1, an opponent's count its share of the opponents' HP (so the leader is
// the one to hit, and at 2 seats an opponent's card counts as much as mine). Damage is the
// expected number of discards given the victim's Rarity mix (a Rarity-heavy Inactive Deck may even
// give cards back); a steal moves one card; a Glitch gives me two cards from the pool and takes
// two from the chosen opponent. The returned card is the one whose loss from the hand costs least.
#include <algorithm>
#include <array>
#include <cassert>
#include <vector>

#include "artbot_state.h"

namespace gm::rules::artbot {
namespace {

// Worth of holding a card, in cards: what it may do when played later plus the protection of its
// Rarity Points when it is revealed from the Inactive Deck.
constexpr double kDamagePerTen = 0.8;  // a damage card's expected discards per 10 PP
constexpr double kHealPerTen = 0.6;    // healing needs a Discard to heal from
// A steal and a Glitch are the only plays that add to my own HP (at 4 seats worth far more than
// a card off one of three rivals): held on to, never given up as a discard. Measured against
// random play (simulate, 2,000 games at 4 seats): 1.6 and 2.5 won 55 %, 5 and 8 won 60 %.
constexpr double kStealValue = 5.0;
constexpr double kGlitchValue = 8.0;
constexpr double kProtectPerTen = 0.4;  // per 10 RP
// At more than 2 seats an opponent's card counts its share of the opponents' HP times this (so
// the leader of 3 equal opponents counts 0.5 against my 1).
constexpr double kRivalScale = 1.5;
// Return step: the weight of the cards that stay in the hand besides the best play, and the
// bonus per 10 RP of the returned card (it protects from the Inactive Deck; in the hand it does
// not).
constexpr double kHandKeep = 0.3;
constexpr double kReturnProtect = 0.15;
// A small tiebreak towards good cards in a steal and a Glitch, and towards the bigger heal.
constexpr double kQuality = 0.1;

// Of a pile, its cards' worth added up (the terms a card does not have add exact zeros, so one
// card's pile gives that card's worth).
double keepValue(const PileTotals& t) {
  int rp = 0;
  for (int r = 0; r < kRarityCount; ++r) rp += t.byRarity[r] * rarityPoints(static_cast<Rarity>(r));
  return kDamagePerTen * t.damagePoints / 10.0 + kHealPerTen * t.healPoints / 10.0 +
         kStealValue * t.steals + kGlitchValue * t.glitches + kProtectPerTen * rp / 10.0;
}

double keepValue(const CardType& c) {
  PileTotals one;
  one.add(c, +1);
  return keepValue(one);
}

// What the acting seat uses about each seat: counts and the make-up of the hidden Inactive Deck.
// (No default values: the hook sets every field of the seats at the table, at most playout steps,
// and leaves the array's other places alone.)
struct SeatSummary {
  bool in;
  int active;
  int inactive;
  int discard;
  const PileTotals* inactiveTotals;
  double weight;  // an opponent's card in my cards (0 for me and for players out)
  // All that expectedDamage() reads of this seat (below), packed.
  std::uint64_t damageKey;
  int cards() const { return active + inactive; }
  // The mean keepValue() of the Inactive Deck's cards (worked out only when a steal needs it).
  double meanKeep() const { return inactive > 0 ? keepValue(*inactiveTotals) / inactive : 0.0; }
};

// Expected (discards - recoveries) when `points` of damage hit victim `v`: each revealed card's
// Rarity Points drawn from v's Inactive mix (Common 0, Rare 2, Super Rare 4 in tens), no more cards
// revealed than v holds, no more recovered than v's Discard holds.
double expectedDamage(int points, const SeatSummary& v) {
  const int k = points / 10;
  const int r = std::min(k, v.cards());
  if (r == 0) return 0.0;
  // Shares of Common, Rare and Super Rare in the Inactive Deck.
  std::array<double, kRarityCount> rarity{1.0, 0.0, 0.0};
  if (v.inactive > 0)
    for (int i = 0; i < kRarityCount; ++i)
      rarity[i] = static_cast<double>(v.inactiveTotals->byRarity[i]) / v.inactive;
  // Distribution of the Rarity sum in tens after each revealed card (two buffers in turn, each
  // cleared only as far as the next step reaches).
  std::array<std::array<double, 4 * kRevealCap + 1>, 2> buffers;
  double* dist = buffers[0].data();
  double* next = buffers[1].data();
  dist[0] = 1.0;
  for (int i = 0; i < r; ++i) {
    std::fill(next, next + 4 * (i + 1) + 1, 0.0);
    for (int s = 0; s <= 4 * i; ++s) {
      if (dist[s] == 0.0) continue;
      next[s] += dist[s] * rarity[0];
      next[s + 2] += dist[s] * rarity[1];
      next[s + 4] += dist[s] * rarity[2];
    }
    std::swap(dist, next);
  }
  double e = 0.0;
  for (int s = 0; s <= 4 * r; ++s) {
    const int net = k - s;
    e += dist[s] * (net >= 0 ? std::min(net, r) : -std::min(-net, v.discard));
  }
  return e;
}

// expectedDamage() reads of a victim only its Rarity counts (which give the shares), its cards up
// to kRevealCap (the most one card reveals) and its Discard up to 4 * kRevealCap (the most a
// reveal brings back). Those change slowly, so greedy playouts ask the same few questions again
// and again; each thread keeps its latest answers (the same numbers, found without the sums).
std::uint64_t damageKey(const PileTotals& inactive, int cards, int discard) {
  static_assert(kMaxCards < 256 && kRevealCap < 8 && 4 * kRevealCap < 32);
  return std::uint64_t{inactive.byRarity[0]} | std::uint64_t{inactive.byRarity[1]} << 8 |
         std::uint64_t{inactive.byRarity[2]} << 16 |
         static_cast<std::uint64_t>(std::min(cards, kRevealCap)) << 24 |
         static_cast<std::uint64_t>(std::min(discard, 4 * kRevealCap)) << 27;
}

double rememberedDamage(int points, const SeatSummary& v) {
  struct Answer {
    std::uint64_t key = ~std::uint64_t{0};  // no question has this key
    double damage = 0.0;
  };
  constexpr int kBits = 12;
  thread_local std::array<Answer, std::size_t{1} << kBits> answers;
  const std::uint64_t key = v.damageKey << 3 | static_cast<std::uint64_t>(points / 10);
  Answer& a = answers[(key * 0x9E3779B97F4A7C15ULL) >> (64 - kBits)];
  if (a.key != key) a = {key, expectedDamage(points, v)};
  return a.damage;
}

}  // namespace

void ArtbotState::heuristicWeights(std::span<const ActionId> legal,
                                   std::span<double> weights) const {
  const int T = typeCount();
  // The picks need only each card's worth; the summaries below are for the other phases. (Greedy
  // playouts call this hook at most of their steps, so it walks no deck: each deck is read from
  // the totals the state keeps, each damage's expectation is remembered per thread, and no card
  // list is allocated.)
  switch (m_phase) {
    case Phase::Discard:
      // Discard the least valuable of the revealed cards.
      for (std::size_t j = 0; j < legal.size(); ++j)
        weights[j] = -keepValue(m_cards->types[legal[j] - 2 * T - kMaxSeats]);
      return;
    case Phase::Recover:
    case Phase::Heal:
      for (std::size_t j = 0; j < legal.size(); ++j)
        weights[j] = keepValue(m_cards->types[legal[j] - 2 * T - kMaxSeats]);
      return;
    case Phase::Over:
      return;
    case Phase::Return:
    case Phase::Play:
    case Phase::Target:
      break;
  }
  const Seat me = actingSeat();
  // keepValue() by type, worked out when first asked for.
  std::array<double, kMaxTypes> keepOf;
  std::uint64_t keepKnown = 0;
  static_assert(kMaxTypes <= 64);
  const auto keepOfCard = [&](int uid) {
    const int t = m_type[uid];
    if (!(keepKnown >> t & 1U)) {
      keepOf[t] = keepValue(m_cards->types[t]);
      keepKnown |= std::uint64_t{1} << t;
    }
    return keepOf[t];
  };
  std::array<SeatSummary, kMaxSeats> seats;
  double rivalCards = 0.0;
  int rivals = 0;
  for (Seat s = 0; s < m_seats; ++s) {
    SeatSummary& x = seats[s];
    const PlayerCards& p = m_p[s];
    x.in = !isOut(s);
    x.active = p.activeCount;
    x.inactive = p.inactiveCount;
    x.discard = p.discardCount;
    x.inactiveTotals = &p.inactiveTotals;
    x.weight = 0.0;
    x.damageKey = damageKey(p.inactiveTotals, x.cards(), x.discard);
    if (s != me && x.in) {
      rivalCards += x.cards();
      ++rivals;
    }
  }
  for (Seat s = 0; s < m_seats; ++s) {
    if (s == me || !seats[s].in) continue;
    seats[s].weight = rivals <= 1 ? 1.0
                      : rivalCards > 0.0
                          ? std::min(1.0, kRivalScale * seats[s].cards() / rivalCards)
                          : 1.0 / rivals;
  }

  // The HP a Glitch moves (received - held per seat, as dealt round the table from me) judged
  // from my side, with `chosen` getting 2; `myLeft` = my Active cards once the Glitch is played.
  // The mean keepValue() of seat s's Active Deck (at most four cards, added up when asked).
  const auto meanActiveKeep = [&](Seat s) {
    const PlayerCards& p = m_p[s];
    PileTotals t;
    for (int i = 0; i < p.activeCount; ++i) t.add(typeCard(p.active[i]), +1);
    return p.activeCount > 0 ? keepValue(t) / p.activeCount : 0.0;
  };
  // The pool and its keep do not depend on the chosen opponent: worked out at the first Glitch
  // judged in this call (every call judges plays with one `myLeft`).
  std::array<int, kMaxSeats> held{};
  int pool = -1, poolFor = -1;
  double poolKeep = 0.0, myKeep = 0.0;
  const auto glitchValue = [&](Seat chosen, int myLeft) {
    if (poolFor != myLeft) {
      pool = 0;
      poolKeep = 0.0;
      for (Seat s = 0; s < m_seats; ++s) {
        if (!seats[s].in) continue;
        held[s] = s == me ? myLeft : seats[s].active;
        pool += held[s];
        const double mean = meanActiveKeep(s);
        poolKeep += mean * held[s];
        if (s == me) myKeep = mean;
      }
      poolFor = myLeft;
    }
    std::array<int, kMaxSeats> got{};
    for (int dealt = 0; dealt < pool;) {
      bool gave = false;
      for (int k = 0; k < m_seats && dealt < pool; ++k) {
        const Seat x = (me + k) % m_seats;
        const int quota = x == chosen ? 2 : kActiveSize;
        if (!seats[x].in || got[x] >= quota) continue;
        ++got[x];
        ++dealt;
        gave = true;
      }
      if (!gave) break;
    }
    double v = got[me] - held[me];
    for (Seat s = 0; s < m_seats; ++s)
      if (s != me) v -= seats[s].weight * (got[s] - held[s]);
    // The chosen one refills from their Inactive Deck (cards they keep), so only the deal counts;
    // my new cards are a draw from the pool instead of the ones I held.
    if (pool > 0) v += kQuality * (poolKeep / pool - myKeep) * got[me];
    return v;
  };

  // expected() by seat and tens of points within this call, in front of the thread's table (a
  // hand asks for the same few again and again); `known` says which are set.
  std::array<std::array<double, kRevealCap + 1>, kMaxSeats> damage;
  std::uint32_t known = 0;
  static_assert(kMaxSeats * (kRevealCap + 1) <= 32);
  const auto expected = [&](int points, Seat k) {
    assert(points >= 0 && points <= kMaxPoints);  // as the card file holds them
    const int tens = points / 10;
    const std::uint32_t bit = 1U << (k * (kRevealCap + 1) + tens);
    if (!(known & bit)) {
      damage[k][tens] = rememberedDamage(points, seats[k]);
      known |= bit;
    }
    return damage[k][tens];
  };

  // What playing card type `t` at opponent `k` is worth now (k ignored for healing).
  const auto playAt = [&](const CardType& c, Seat k, int myLeft) -> double {
    if (c.power == Power::Healing)
      return std::min(c.points / 10, seats[me].discard) + kQuality * c.points / 10.0;
    if (k == me || !seats[k].in) return -1e9;
    if (isDamage(c.power)) return seats[k].weight * expected(c.points, k);
    if (c.power == Power::Stealing) {
      if (seats[k].inactive == 0) return -1e9;
      return 1.0 + seats[k].weight + kQuality * seats[k].meanKeep();
    }
    return glitchValue(k, myLeft);
  };
  const auto bestPlay = [&](const CardType& c, int myLeft) {
    if (c.power == Power::Healing) return playAt(c, me, myLeft);
    double best = -1e9;
    for (Seat k = 0; k < m_seats; ++k)
      if (k != me) best = std::max(best, playAt(c, k, myLeft));
    // A steal with nobody to rob still moves the turn on: worth nothing, not minus infinity.
    return std::max(best, 0.0);
  };

  switch (m_phase) {
    case Phase::Return: {
      // The hand after the return: the best play of what is left plus a share of the rest.
      const PlayerCards& p = m_p[me];
      const std::span<const std::uint8_t> hand(p.active.data(), p.activeCount);
      const int left = static_cast<int>(hand.size()) - 2;
      std::array<double, kActiveCap> now{};
      for (std::size_t i = 0; i < hand.size(); ++i) now[i] = bestPlay(typeCard(hand[i]), left);
      for (std::size_t j = 0; j < legal.size(); ++j) {
        const int t = legal[j];
        const auto at =
            std::find_if(hand.begin(), hand.end(), [&](int uid) { return typeOf(uid) == t; }) -
            hand.begin();
        double best = -1e9, rest = 0.0;
        for (std::size_t i = 0; i < hand.size(); ++i) {
          if (static_cast<std::ptrdiff_t>(i) == at) continue;
          best = std::max(best, now[i]);
          rest += std::max(now[i], keepOfCard(hand[i]));
        }
        rest -= std::max(best, 0.0);
        weights[j] = best + kHandKeep * rest + kReturnProtect * m_cards->types[t].rp / 10.0;
      }
      return;
    }
    case Phase::Play: {
      const int left = count(me, Zone::Active) - 1;
      for (std::size_t j = 0; j < legal.size(); ++j)
        weights[j] = bestPlay(m_cards->types[legal[j] - T], left);
      return;
    }
    case Phase::Target: {
      const CardType& c = typeCard(m_pending.card);
      const int left = count(me, Zone::Active);
      for (std::size_t j = 0; j < legal.size(); ++j) weights[j] = playAt(c, legal[j] - 2 * T, left);
      return;
    }
    case Phase::Discard:
    case Phase::Recover:
    case Phase::Heal:
    case Phase::Over:
      return;  // answered above
  }
}

}  // namespace gm::rules::artbot
