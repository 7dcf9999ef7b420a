// What each seat may see of a Vitium game: seatView(), observe(), infoKey(), zones() and
// describe().
//
// Visibility: employ and junkyards are public; a hand and the identity of an underway card are
// their boss's; a deck is face down for everybody, except that a boss looks through its own
// while it chooses its starting cards. The progress and sabotage counters of an
// underway card are public, and so is the order in which events went underway.
#include <algorithm>
#include <array>
#include <bit>
#include <nlohmann/json.hpp>

#include "vitium_state.h"

namespace gm::rules::vitium {
namespace {
using nlohmann::json;

std::string zoneId(Seat s, Zone z) {
  return "p" + std::to_string(s) + "." + zoneKey(z);
}

constexpr std::array<const char*, 10> kPhaseKeys{"choose",   "main",       "consent", "window",
                                                 "allocate", "share",      "gift",    "house",
                                                 "over",     "gift_amount"};
}  // namespace

std::vector<ZoneSnapshot> VitiumState::zones() const {
  std::vector<ZoneSnapshot> out;
  for (Seat s = 0; s < m_seats; ++s)
    for (int z = 0; z < kZoneCount; ++z)
      out.push_back({zoneId(s, static_cast<Zone>(z)), pile(s, static_cast<Zone>(z))});
  return out;
}

SeatView VitiumState::seatView(Seat viewer) const {
  SeatView v = makeSeatView("vitium", viewer, m_round, m_roundLimit);
  for (Seat s = 0; s < m_seats; ++s) {
    SeatPlayer p;
    p.seat = s;
    p.active = s == m_turn && !over();
    if (over())
      p.place = (s == m_winner || (m_draw && m_boss[s].total() >= m_boss[s].total())) ? 1 : 2;
    const Boss& b = m_boss[s];
    p.role = m_cards->characters[b.character].id;
    p.figures.push_back({"cint", b.cint, 0, FigureHint::Number});
    p.figures.push_back({"influence", b.total(), kWinInfluence, FigureHint::Score});
    for (int h = 0; h < kHouses; ++h)
      p.figures.push_back({"inf_" + m_cards->houses[h].id, b.influence[h], 0, FigureHint::Number});
    int hand = 0;
    for (int u = b.first; u < b.first + b.count; ++u) hand += m_inst[u].zone == Zone::Hand;
    p.figures.push_back({"hand", hand, 0, FigureHint::Number});
    v.players.push_back(std::move(p));
  }
  if (over() && m_draw) {
    int best = 0;
    for (Seat s = 0; s < m_seats; ++s) best = std::max(best, m_boss[s].total());
    for (Seat s = 0; s < m_seats; ++s) v.players[s].place = m_boss[s].total() == best ? 1 : 2;
  }
  for (Seat s = 0; s < m_seats; ++s) {
    for (int zi = 0; zi < kZoneCount; ++zi) {
      const Zone z = static_cast<Zone>(zi);
      const ZoneVisibility vis = z == Zone::Deck ? ZoneVisibility::Nobody
                                 : (z == Zone::Hand || z == Zone::Underway)
                                     ? ZoneVisibility::Owner
                                     : ZoneVisibility::Everyone;
      const ZoneLayout layout = z == Zone::Hand                              ? ZoneLayout::Fan
                                : (z == Zone::Employ || z == Zone::Underway) ? ZoneLayout::Row
                                                                             : ZoneLayout::Stack;
      SeatZone zone = makeSeatZone(zoneId(s, z), s, vis, layout);
      const bool ordered =
          z != Zone::Deck && !(z == Zone::Hand && viewer != s && viewer != kNoSeat);
      std::vector<int> cards = pile(s, z);
      std::vector<std::array<int, 3>> counters;
      // A pile whose order the viewer does not know lists the cards it sees first (a declared
      // purchase in another's hand), then the hidden ones.
      if (!ordered)
        std::sort(cards.begin(), cards.end(), [&](int a, int b) {
          return std::pair(!visibleTo(a, viewer), a) < std::pair(!visibleTo(b, viewer), b);
        });
      for (int u : cards) {
        const Inst& in = m_inst[u];
        SeatCard c;
        c.back = "vitium";
        // A deck lies face down on the table, also while its boss looks through it for the
        // starting cards: those are offered as choices by name (describe()).
        if (z == Zone::Deck ? viewer == kNoSeat : visibleTo(u, viewer)) {
          c.uid = u;
          c.face = card(u).id;
        }
        c.faceUp = z == Zone::Employ || z == Zone::Junkyard;
        if (z == Zone::Employ) {
          if (in.exhausted) c.rotation = 90;
          if (in.damage) c.counters["damage"] = in.damage;
          if (in.psych) c.counters["psych"] = in.psych;
          if (in.attached >= 0) c.attachedTo = in.attached;
        }
        if (z == Zone::Underway) {
          // Public for every card; on the card itself only where its face is shown (the view's
          // contract), and for every card in extra["underway"].
          if (c.uid >= 0) {
            c.counters["progress"] = in.progress;
            c.counters["sabotage"] = in.sabotage;
          }
          // Which face-down card sneaks is public too, never its face.
          counters.push_back({in.progress, in.sabotage, in.sneaks ? 1 : 0});
        }
        zone.cards.push_back(std::move(c));
      }
      if (z == Zone::Underway) v.extra["underway"][zone.id] = counters;
      v.zones.push_back(std::move(zone));
    }
  }
  v.extra["phase"] = kPhaseKeys[static_cast<int>(m_phase)];
  v.extra["first"] = m_first;
  if (m_pending >= 0 && m_phase != Phase::Main) {
    const int src = argA(m_pending), tgt = argB(m_pending);
    json p{{"kind", kindKey(kindOf(m_pending))}, {"seat", m_pendingSeat}};
    p["card"] = src != kNone && visibleTo(src, viewer) ? src : -1;
    p["target"] = tgt != kNone && visibleTo(tgt, viewer) ? tgt : -1;
    if (tgt != kNone && m_inst[tgt].zone == Zone::Underway) p["targetEvent"] = true;
    v.extra["pending"] = p;
  }
  if (m_phase == Phase::Gift || m_phase == Phase::GiftAmount)
    v.extra["gift"] = {{"from", m_giftFrom}, {"to", m_giftTo}, {"amount", m_giftAmount}};
  if (m_phase == Phase::Allocate || m_phase == Phase::Share) {
    v.extra["allocation"] = {
        {"owner", m_allocOwner},
        {"left", m_allocLeft},
        {"house", m_cards->houses[m_allocHouse].id},
        {"shares", std::vector<int>(m_alloc.begin(), m_alloc.begin() + m_seats)}};
  }
  if (m_phase == Phase::Window) v.extra["maneuvers"] = m_maneuvers;
  if (over()) v.extra["winner"] = m_winner;
  return v;
}

json VitiumState::observe(Seat s) const {
  // The seat view in the observation's own shape: a hidden card is {"hidden": true} (with its
  // public counters), a shown one names its uid and face.
  const SeatView v = seatView(s);
  json zonesJson = json::array();
  for (const SeatZone& z : v.zones) {
    json cards = json::array();
    for (const SeatCard& c : z.cards) {
      json card = c.uid >= 0 ? json{{"uid", c.uid}, {"face", c.face}} : json{{"hidden", true}};
      if (c.rotation) card["exhausted"] = true;
      if (!c.counters.empty()) card["counters"] = c.counters;
      if (c.attachedTo >= 0) card["alters"] = c.attachedTo;
      cards.push_back(std::move(card));
    }
    zonesJson.push_back({{"name", z.id}, {"owner", z.owner}, {"cards", std::move(cards)}});
  }
  json players = toJson(v)["players"];
  return {{"game", "vitium"},
          {"seat", s},
          {"node", over() ? "terminal" : (m_phase == Phase::Choose ? "secret_commit" : "decision")},
          {"acting", actingSeat()},
          {"turn", m_round},
          {"turnSeat", m_turn},
          {"players", std::move(players)},
          {"zones", std::move(zonesJson)},
          {"extra", v.extra},
          {"returns", over() ? json(returns()) : json(nullptr)}};
}

InfoKey VitiumState::infoKey(Seat s) const {
  // Small values share a mix (the mixes are a chain, and the key is most of what a step down the
  // search's tree costs): the header in two, each boss in two (its Çint with the counts of its
  // cards the seat cannot see, tagged by bit 62; then its Influence and setup) after one mix per
  // card the seat sees (bit 63, with its zone) and per hidden Underway card (its public counters).
  static_assert(kMaxInstances < 256 && kMaxTypes < 256 && kZoneCount <= 8 && kMaxDeck < 64);
  InfoKey k = mixHash(0x76697469ULL, static_cast<std::uint64_t>(s + 2) |
                                         static_cast<std::uint64_t>(m_allocLeft) << 8 |
                                         static_cast<std::uint64_t>(m_allocOwner + 1) << 16 |
                                         static_cast<std::uint64_t>(history().size()) << 24);
  k = mixHash(
      k, static_cast<std::uint64_t>(m_phase) | static_cast<std::uint64_t>(m_acting + 1) << 8 |
             static_cast<std::uint64_t>(m_turn) << 16 | static_cast<std::uint64_t>(m_round) << 24 |
             static_cast<std::uint64_t>(m_giftAmount) << 32 |
             static_cast<std::uint64_t>(m_giftTo + 1) << 48 |
             static_cast<std::uint64_t>(m_passes) << 52 |
             static_cast<std::uint64_t>(std::min(m_maneuvers, 255)) << 56);
  if (m_refusedWork != decltype(m_refusedWork){})
    for (const std::uint64_t w : m_refusedWork) k = mixHash(k, w);
  if (m_pending >= 0) {
    const int src = argA(m_pending), tgt = argB(m_pending);
    k = mixHash(k, static_cast<std::uint64_t>(kindOf(m_pending)) + 1);
    k = mixHash(k, src != kNone && visibleTo(src, s) ? src : 200);
    k = mixHash(k, tgt != kNone && visibleTo(tgt, s) ? tgt : 200);
    k = mixHash(k, m_prevented);
  }
  std::array<int, kMaxDeck> cards;
  for (Seat t = 0; t < m_seats; ++t) {
    const Boss& b = m_boss[t];
    // A deck is its count: no deck card is seen after the setup (a declared purchase or
    // completion shows a card from the hand or the Underway row), and during it the boss's own
    // deck is its character's cards less its hand, which is hashed below.
    std::uint64_t counts = static_cast<std::uint64_t>(std::popcount(b.in(Zone::Deck)));
    for (int zi = 0; zi < kZoneCount; ++zi) {
      const Zone z = static_cast<Zone>(zi);
      if (z == Zone::Deck || b.in(z) == 0) continue;
      // Only the cards that are hashed one by one need the zone's order (a hidden card outside
      // the Underway row only counts).
      int hidden = 0, n = 0;
      forEachCard(b, b.in(z), [&](int u) {
        if (z == Zone::Underway || visibleTo(u, s)) {
          cards[n++] = u;
        } else {
          ++hidden;
        }
      });
      sortInZoneOrder(std::span<int>(cards.data(), n));
      for (int i = 0; i < n; ++i) {
        const int u = cards[i];
        const Inst& in = m_inst[u];
        if (!visibleTo(u, s)) {
          ++hidden;
          if (z == Zone::Underway) k = mixHash(k, in.progress << 8 | in.sabotage | in.sneaks << 16);
          continue;
        }
        k = mixHash(k, static_cast<std::uint64_t>(u) | std::uint64_t{in.type} << 8 |
                           std::uint64_t{in.sneaks} << 16 | std::uint64_t{in.damage} << 17 |
                           std::uint64_t{in.psych} << 25 | std::uint64_t{in.progress} << 33 |
                           std::uint64_t{in.sabotage} << 41 | std::uint64_t{in.exhausted} << 49 |
                           static_cast<std::uint64_t>(in.attached + 1) << 50 |
                           static_cast<std::uint64_t>(zi) << 58 | std::uint64_t{1} << 63);
      }
      counts |= static_cast<std::uint64_t>(hidden) << (6 * zi);
    }
    k = mixHash(k, static_cast<std::uint64_t>(static_cast<std::uint32_t>(b.cint)) | counts << 32 |
                       std::uint64_t{1} << 62);
    k = mixHash(k, static_cast<std::uint64_t>(b.influence[0]) | b.influence[1] << 8 |
                       b.influence[2] << 16 | static_cast<std::uint64_t>(b.influence[3]) << 24 |
                       static_cast<std::uint64_t>(m_alloc[t]) << 32 |
                       static_cast<std::uint64_t>(b.offered | b.refusedBy << 4) << 40 |
                       static_cast<std::uint64_t>(b.chosenLeft) << 48);
  }
  return k;
}

ActionView VitiumState::describe(ActionId a) const {
  ActionView v;
  v.id = a;
  v.seat = actingSeat();
  const Kind k = kindOf(a);
  const int src = argA(a), tgt = argB(a);
  v.kind = kindKey(k);
  v.messageKey = std::string("vitium.") + v.kind;
  const auto name = [this](int u) { return card(u).name; };
  switch (k) {
    case Kind::EndTurn:
      v.text = "end the turn";
      break;
    case Kind::Pass:
      v.text = "pass (no maneuver)";
      break;
    case Kind::Gift:
      v.targetSeat = tgt;
      v.args = {std::to_string(tgt + 1)};
      v.text = "offer Çint to boss " + std::to_string(tgt + 1);
      break;
    case Kind::GiftAmount:
      v.targetSeat = m_giftTo;
      if (amountOf(a) == 0) {
        v.kind = "withdraw";
        v.messageKey = "vitium.withdraw";
        v.text = "take the offer back";
        break;
      }
      v.number = amountOf(a);
      v.args = {std::to_string(m_giftTo + 1)};
      v.text = "offer " + std::to_string(v.number) + "Ç to boss " + std::to_string(m_giftTo + 1);
      break;
    case Kind::Accept:
    case Kind::Refuse:
      v.text = k == Kind::Accept ? "accept" : "refuse";
      break;
    case Kind::Allocate:
      v.targetSeat = tgt;
      v.args = {std::to_string(tgt + 1)};
      v.text = "give 1 Influence of the job to boss " + std::to_string(tgt + 1);
      break;
    case Kind::House:
      v.args = {m_cards->houses[tgt].id};
      v.text = "take 1 Influence with " + m_cards->houses[tgt].name;
      break;
    case Kind::Negotiate:
      v.text = "negotiate (pay 200Ç, draw a card)";
      if (src != kNone) {
        v.cards = {src};
        v.fromZone = "p" + std::to_string(m_inst[src].owner) + ".hand";
        v.toZone = "p" + std::to_string(m_inst[src].owner) + ".junkyard";
        v.args = {card(src).id};
        v.text += ", discarding " + name(src);
      }
      break;
    default: {
      v.cards = {src};
      v.fromZone = zoneId(m_inst[src].owner, m_inst[src].zone);
      v.args = {card(src).id};
      v.text = std::string(kindKey(k)) + " " + name(src);
      if (tgt != kNone) {
        v.cards.push_back(tgt);
        v.args.push_back(visibleTo(tgt, v.seat) ? card(tgt).id : "");
        v.text += " -> " + (visibleTo(tgt, v.seat) ? name(tgt) : std::string("an underway event"));
        v.targetSeat = m_inst[tgt].owner;
      }
      if (k == Kind::Purchase) v.toZone = zoneId(m_inst[src].owner, Zone::Employ);
      if (k == Kind::Underway) v.toZone = zoneId(m_inst[src].owner, Zone::Underway);
      if (k == Kind::Choose) v.toZone = zoneId(m_inst[src].owner, Zone::Hand);
      break;
    }
  }
  return v;
}

}  // namespace gm::rules::vitium
