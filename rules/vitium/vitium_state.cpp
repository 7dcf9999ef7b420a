#include "vitium_state.h"

#include <algorithm>
#include <cassert>

#include "core/card_uids.h"

namespace gm::rules::vitium {
namespace {
constexpr std::array<const char*, kKindCount> kKindKeys{
    "end_turn", "pass",     "choose", "negotiate", "purchase", "underway",  "attack",
    "work",     "sabotage", "seduce", "complete",  "activate", "intercept", "accept",
    "refuse",   "allocate", "house",  "gift",      "offer"};
constexpr std::array<const char*, kZoneCount> kZoneKeys{"deck", "hand", "employ", "underway",
                                                        "junkyard"};
}  // namespace

const char* kindKey(Kind k) {
  return kKindKeys[static_cast<int>(k)];
}
const char* zoneKey(Zone z) {
  return kZoneKeys[static_cast<int>(z)];
}

int sabotageThreshold(int progress) {
  if (progress <= 0) return 3;
  if (progress <= 5) return 8;
  if (progress <= 11) return 7;
  if (progress <= 17) return 6;
  if (progress <= 23) return 5;
  return 4;
}

int riskDamage(int totalInfluence) {
  if (totalInfluence <= 2) return 0;
  if (totalInfluence <= 4) return 1;
  return 2;
}

VitiumState::VitiumState(std::shared_ptr<const CardSet> cards, const GameInfo* info, int seats,
                         std::uint64_t seed, int roundLimit)
    : GameState(seed) {
  m_cards = std::move(cards);
  m_info = info;
  m_seats = seats;
  m_roundLimit = roundLimit;
  std::vector<int> chars(m_cards->characters.size());
  for (std::size_t i = 0; i < chars.size(); ++i) chars[i] = static_cast<int>(i);
  rng().shuffle(std::span<int>(chars));
  // Which of its boss's uids carries which card of the deck list is dealt from the seed
  // (core/card_uids.h): a uid named in an action (a sabotage's target) tells no face.
  UidFaces faces(seed);
  for (Seat s = 0; s < seats; ++s) {
    const Character& ch = m_cards->characters[chars[s]];
    Boss& b = m_boss[s];
    b.character = static_cast<std::uint8_t>(chars[s]);
    b.cint = ch.cint;
    for (int h = 0; h < kHouses; ++h) b.influence[h] = static_cast<std::uint8_t>(ch.influence[h]);
    b.first = static_cast<std::uint8_t>(m_count);
    b.count = static_cast<std::uint8_t>(ch.deck.size());
    b.chosenLeft = static_cast<std::uint8_t>(ch.chosen);
    b.inZone[static_cast<int>(Zone::Deck)] = b.count;
    std::array<std::uint8_t, kMaxDeck> deck{};
    std::copy(ch.deck.begin(), ch.deck.end(), deck.begin());
    faces.deal(std::span(deck.data(), ch.deck.size()));
    for (std::uint8_t t : std::span(deck.data(), ch.deck.size())) {
      Inst& in = m_inst[m_count++];
      in.type = t;
      in.owner = static_cast<std::int8_t>(s);
      in.zone = Zone::Deck;
      in.seq = nextSeq();
    }
    rebuildMasks(s);
  }
  m_first = static_cast<Seat>(rng().uniformInt(static_cast<std::uint32_t>(seats)));
  m_turn = m_first;
  m_acting = m_first;
  m_phase = Phase::Choose;
  if (m_boss[m_acting].chosenLeft == 0) afterSetupChoice();
}

// ---- Setup and the turn ----

void VitiumState::afterSetupChoice() {
  // The next boss in turn order with choices left, or the end of the setup.
  for (int k = 0; k < m_seats; ++k) {
    const Seat s = (m_acting + k) % m_seats;
    if (m_boss[s].chosenLeft > 0) {
      m_acting = s;
      return;
    }
  }
  // Every deck shuffled (its cards in their order, then reordered by the rng), then each boss in
  // turn order from the first draws from the top, the last card of its shuffled order. (Without
  // pile() and draw(): a search of the setup ends it in almost every iteration.)
  std::array<std::array<int, kMaxDeck>, kMaxSeats> decks;
  std::array<int, kMaxSeats> sizes{};
  for (Seat s = 0; s < m_seats; ++s) {
    int n = 0;
    forEachCard(m_boss[s], m_boss[s].in(Zone::Deck), [&](int u) { decks[s][n++] = u; });
    const std::span<int> deck(decks[s].data(), static_cast<std::size_t>(n));
    sortInZoneOrder(deck);
    rng().shuffle(deck);
    for (int uid : deck) m_inst[uid].seq = nextSeq();
    sizes[s] = n;
    note("shuffle", s, -1, n, {}, "shuffles the deck");
  }
  for (int k = 0; k < m_seats; ++k) {
    const Seat s = (m_first + k) % m_seats;
    for (int i = 0; i < m_cards->characters[m_boss[s].character].drawn && sizes[s] > 0; ++i) {
      drawCard(s, decks[s][--sizes[s]]);
    }
  }
  beginTurn(m_first);
}

void VitiumState::beginTurn(Seat s) {
  m_turn = s;
  m_acting = s;
  m_refusedWork = {};
  for (Seat t = 0; t < m_seats; ++t) m_boss[t].offered = m_boss[t].refusedBy = 0;
  m_phase = Phase::Main;
  note("turn", s, -1, m_round, {}, "begins a turn");
  const Boss& b = m_boss[s];
  for (int u = b.first; u < b.first + b.count; ++u) m_inst[u].exhausted = false;
  gainCint(s, m_cards->characters[b.character].income);
  // Turn abilities in employ and sneak abilities underway, in card order.
  triggerAll(s, static_cast<Tag>(kTurn | kSneak));
  if (over()) return;
  m_resume = Phase::Main;
  m_resumeActing = s;
  finishResolution();
}

void VitiumState::endTurn() {
  note("end_turn", m_turn, -1, 0, {}, "ends the turn");
  // The next turn's start may work a sneak ability, which tells every boss what lay underway (or
  // that nothing sneaking did): ending a turn is never taken back.
  markRandom();
  Seat next = (m_turn + 1) % m_seats;
  if (next == m_first && ++m_round > m_roundLimit && m_roundLimit > 0) {
    finishByLimit();
    return;
  }
  beginTurn(next);
}

void VitiumState::triggerAll(Seat s, Tag tags) {
  const Boss& b = m_boss[s];
  // Card by card in uid order, each looked up in the zones as they are when its turn comes (an
  // earlier card's effect may move it).
  for (int next = 0; next < b.count && !over();) {
    const std::uint64_t live =
        (b.in(Zone::Employ) | b.in(Zone::Underway)) & (~std::uint64_t{0} << next);
    if (live == 0) break;
    next = std::countr_zero(live) + 1;
    const int u = b.first + next - 1;
    const Inst& in = m_inst[u];
    const Card& c = card(u);
    const Tag t = in.zone == Zone::Employ ? kTurn : kSneak;
    if (!(c.tagMask & t & tags)) continue;
    const Ability* a = c.withTag(t);
    // A sneak ability that works shows every boss what it does and which face-down card it is,
    // never the card's face (RULINGS).
    if (t == kSneak) m_inst[u].sneaks = true;
    if (recordEvents())
      note("trigger", s, u, a->amount, {tagKey(std::countr_zero(unsigned(t)))}, "a card triggers",
           t == kSneak);
    runOp(s, u, a->op, a->amount, kNone);
  }
}

void VitiumState::finishGame(Seat winner) {
  if (over()) return;
  m_winner = winner;
  m_phase = Phase::Over;
  m_acting = kNoSeat;
  note("game_over", winner, -1, 0, {"influence"}, "wins with 8 Influence");
}

void VitiumState::finishByLimit() {
  int best = -1, count = 0;
  for (Seat s = 0; s < m_seats; ++s) {
    const int t = m_boss[s].total();
    if (t > best)
      best = t, count = 1, m_winner = s;
    else if (t == best)
      ++count;
  }
  if (count > 1) {
    m_winner = kNoSeat;
    m_draw = true;
  }
  m_phase = Phase::Over;
  m_acting = kNoSeat;
  note("game_over", m_winner, -1, best, {"round_limit"}, "the round limit ends the game");
}

// ---- Cards and piles ----

std::vector<int> VitiumState::pile(Seat s, Zone z) const {
  std::vector<int> out;
  out.reserve(m_boss[s].inZone[static_cast<int>(z)]);
  forEachCard(m_boss[s], m_boss[s].in(z), [&](int u) { out.push_back(u); });
  sortInZoneOrder(out);
  return out;
}

void VitiumState::sortInZoneOrder(std::span<int> cards) const {
  // By zone, then seq, sorted as packed keys (zone, seq, uid): every seq is unique, so the uid
  // never decides, and the sort compares plain integers (a search sorts at every step, in
  // infoKey and resampleFor).
  // A list in order already (one card, a deck before its shuffle) is left as it is.
  static_assert(kMaxInstances <= 256);
  assert(cards.size() <= kMaxDeck);
  if (cards.size() < 2) return;
  std::array<std::uint32_t, kMaxDeck> keys;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const Inst& in = m_inst[cards[i]];
    keys[i] = static_cast<std::uint32_t>(in.zone) << 24 | std::uint32_t{in.seq} << 8 |
              static_cast<std::uint32_t>(cards[i]);
  }
  if (std::is_sorted(keys.begin(), keys.begin() + cards.size())) return;
  std::sort(keys.begin(), keys.begin() + cards.size());
  for (std::size_t i = 0; i < cards.size(); ++i) cards[i] = static_cast<int>(keys[i] & 255U);
}

int VitiumState::topOfDeck(Seat s) const {
  int top = -1;
  forEachCard(m_boss[s], m_boss[s].in(Zone::Deck), [&](int u) {
    if (top < 0 || m_inst[u].seq > m_inst[top].seq) top = u;
  });
  return top;
}

void VitiumState::rebuildMasks(Seat s) {
  Boss& b = m_boss[s];
  b.zoneMask = {};
  b.maneuverable = 0;
  for (int i = 0; i < b.count; ++i) {
    const Inst& in = m_inst[b.first + i];
    b.zoneMask[static_cast<int>(in.zone)] |= std::uint64_t{1} << i;
    if (m_cards->maneuvers[in.type]) b.maneuverable |= std::uint64_t{1} << i;
  }
}

void VitiumState::moveTo(int uid, Zone z) {
  Inst& in = m_inst[uid];
  if (in.zone == Zone::Employ && in.attached >= 0) {
    // An alter leaving takes its stats from its mark.
    const Card& c = card(uid);
    std::array<std::int8_t, 4>& b = m_inst[in.attached].bonus;
    b[0] = static_cast<std::int8_t>(b[0] - c.force);
    b[1] = static_cast<std::int8_t>(b[1] - c.cunning);
    b[2] = static_cast<std::int8_t>(b[2] - c.stealth);
    b[3] = static_cast<std::int8_t>(b[3] - c.resolve);
  }
  Boss& b = m_boss[in.owner];
  --b.inZone[static_cast<int>(in.zone)];
  ++b.inZone[static_cast<int>(z)];
  const std::uint64_t bit = std::uint64_t{1} << (uid - b.first);
  b.zoneMask[static_cast<int>(in.zone)] &= ~bit;
  b.zoneMask[static_cast<int>(z)] |= bit;
  in.zone = z;
  in.seq = nextSeq();
  in.exhausted = false;
  in.sneaks = false;
  in.damage = in.psych = in.progress = in.sabotage = 0;
  if (z != Zone::Employ) {
    in.attached = -1;
    in.bonus = {};
  }
}

void VitiumState::draw(Seat s, int n) {
  for (int i = 0; i < n; ++i) {
    const int u = topOfDeck(s);
    if (u < 0) return;
    drawCard(s, u);
  }
}

void VitiumState::drawCard(Seat s, int uid) {
  moveTo(uid, Zone::Hand);
  note("draw", s, uid, 1, {}, "draws a card", true);
}

int VitiumState::uidOf(const std::string& id, Seat owner) const {
  for (int u = 0; u < m_count; ++u)
    if (card(u).id == id && (owner == kNoSeat || m_inst[u].owner == owner)) return u;
  return -1;
}

// ---- Stats ----

int VitiumState::damageTotal(int uid) const {
  const Inst& in = m_inst[uid];
  return in.damage + (card(uid).has(kHardened) ? 0 : in.psych);
}

bool VitiumState::meetsInfluence(Seat s, const Card& c) const {
  const Boss& b = m_boss[s];
  if (b.influence[c.house] >= c.influence) return true;
  return c.swornTo >= 0 && b.influence[c.swornTo] >= c.influence;
}

// ---- Test set-up ----

void VitiumState::placeForTest(int uid, Zone z, int attached) {
  moveTo(uid, z);
  if (attached >= 0) attach(uid, attached);
}

void VitiumState::setCountersForTest(int uid, int damage, int psych, int progress, int sabotage) {
  Inst& in = m_inst[uid];
  in.damage = static_cast<std::uint8_t>(damage);
  in.psych = static_cast<std::uint8_t>(psych);
  in.progress = static_cast<std::uint8_t>(progress);
  in.sabotage = static_cast<std::uint8_t>(sabotage);
}

void VitiumState::finishSetupForTest() {
  while (m_phase == Phase::Choose) {
    const auto deck = pile(m_acting, Zone::Deck);
    apply(encode(Kind::Choose, deck.front()));
  }
}

void VitiumState::startTurnForTest(Seat s) {
  m_pending = -1;
  m_allocLeft = 0;
  m_pendingHouseGains = 0;
  m_alloc.fill(0);
  beginTurn(s);
}

void VitiumState::note(const char* kind, Seat seat, int card, int amount,
                       std::initializer_list<std::string_view> args, const char* text,
                       bool hideFace) {
  if (!recordEvents()) return;
  unsigned visible = ~0u;
  std::string face;
  if (card >= 0) {
    face = this->card(card).id;
    if (hideFace) visible = 1u << m_inst[card].owner;
  }
  emitEvent(makeEvent("vitium", kind, seat, card, face, "", "", amount,
                      std::vector<std::string>(args.begin(), args.end()), text, visible));
}

}  // namespace gm::rules::vitium
