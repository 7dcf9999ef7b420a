#include "peek_game.h"

#include "core/card_uids.h"
#include "core/seat_view.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <nlohmann/json.hpp>
#include <vector>

namespace gm::test {
namespace {

using namespace gm::rules;
using nlohmann::json;

constexpr int kCards = 8;
constexpr int kHand = 2;

class PeekState final : public GameState {
 public:
  PeekState(const GameInfo& info, PeekDefect defect, std::uint64_t seed)
      : GameState(seed), m_info(&info), m_defect(defect) {
    for (int c = 0; c < kCards; ++c) m_value[c] = c;
    if (defect != PeekDefect::UidsInDeckOrder) UidFaces(seed).deal(std::span<int>(m_value));
    for (int c = 0; c < kCards; ++c) m_deck.push_back(c);
    rng().shuffle(std::span<int>(m_deck));
    for (auto& hand : m_hands) {
      for (int i = 0; i < kHand; ++i) hand.push_back(drawTop());
      std::sort(hand.begin(), hand.end());
    }
  }

  const GameInfo& info() const override { return *m_info; }
  int seatCount() const override { return 2; }
  NodeKind nodeKind() const override { return over() ? NodeKind::Terminal : NodeKind::Decision; }
  Seat actingSeat() const override { return over() ? kNoSeat : m_toAct; }

  void legalActions(std::vector<ActionId>& out) const override {
    out.clear();
    if (over()) return;
    out.assign(m_hands[m_toAct].begin(), m_hands[m_toAct].end());
    if (m_defect == PeekDefect::UnsortedLegal) std::reverse(out.begin(), out.end());
  }

  ActionView describe(ActionId a) const override {
    ActionView v;
    v.id = a;
    v.seat = m_defect == PeekDefect::DescribeWrongSeat ? 1 - m_toAct : m_toAct;
    v.kind = "play";
    v.cards = {a};
    if (m_defect == PeekDefect::SeenCardNamedHidden)
      for (const int c : m_hands[m_toAct])
        if (c != a) v.cards.push_back(c);
    v.fromZone = "p" + std::to_string(m_toAct) + ".hand";
    v.toZone = "table";
    v.messageKey = "peek.play";
    v.args = {face(a)};
    v.text = "Play " + face(a);
    if (m_defect == PeekDefect::DescribeReadsTheDeck && !m_deck.empty())
      v.text += ", then draw " + std::to_string(m_deck.back());
    return v;
  }

  // The hand of the seat that waits: its cards can't be played until its turn.
  std::vector<Unavailable> unavailable(Seat s) const override {
    std::vector<Unavailable> out;
    if (over()) return out;
    const std::string turn = std::to_string(m_toAct + 1);
    auto add = [&](int card) {
      out.push_back({card, "play", "peek.why.notYourTurn", {turn}, "Player " + turn + "'s turn."});
      // The deck's top card is known to nobody.
      if (m_defect == PeekDefect::UnavailableReadsTheDeck && !m_deck.empty())
        out.back().args.push_back(std::to_string(m_deck.back()));
    };
    if (s != m_toAct || m_defect == PeekDefect::UnavailableNamesLegalAction)
      for (const int c : m_hands[s]) add(c);
    if (m_defect == PeekDefect::UnavailableNamesHiddenCard)
      for (const int c : m_hands[1 - s]) add(c);
    return out;
  }

  std::vector<double> returns() const override {
    const double win = m_defect == PeekDefect::ReturnsOutOfRange ? 2.0 : 1.0;
    if (m_score[0] == m_score[1]) return {0.0, 0.0};
    return m_score[0] > m_score[1] ? std::vector<double>{win, -1.0}
                                   : std::vector<double>{-1.0, win};
  }

  json observe(Seat s) const override {
    auto cards = [this](const std::vector<int>& uids) {
      json out = json::array();
      for (const int u : uids) out.push_back({{"uid", u}, {"face", face(u)}});
      return out;
    };
    json zones = json::array();
    zones.push_back({{"name", "deck"},
                     {"count", m_deck.size()},
                     {"cards", s == kNoSeat ? cards(m_deck) : json::array()}});
    for (int p = 0; p < 2; ++p) {
      json hand = cards(m_hands[p]);
      if (s != kNoSeat && s != p) {
        hand = json::array();
        for (const int u : m_hands[p]) {
          if (m_defect == PeekDefect::UidOfHiddenCard)
            hand.push_back({{"uid", u}});
          else if (m_defect == PeekDefect::FaceOfHiddenCard)
            hand.push_back({{"uid", u}, {"face", face(u)}});
          else
            hand.push_back({{"hidden", true}});
        }
      }
      zones.push_back({{"name", "p" + std::to_string(p) + ".hand"},
                       {"count", m_hands[p].size()},
                       {"cards", hand}});
    }
    zones.push_back({{"name", "table"}, {"count", m_table.size()}, {"cards", cards(m_table)}});
    return {
        {"game", "peek"},
        {"seat", s},
        {"node", over() ? "terminal" : "decision"},
        {"acting", actingSeat()},
        {"turn", history().size()},
        {"players", {{{"seat", 0}, {"score", m_score[0]}}, {{"seat", 1}, {"score", m_score[1]}}}},
        {"zones", zones}};
  }

  SeatView seatView(Seat s) const override {
    SeatView view;
    view.game = "peek";
    view.seat = s;
    view.turn = static_cast<int>(history().size());
    const auto add = [&](SeatZone& zone, const std::vector<int>& uids, bool known, bool faceUp) {
      for (const int u : uids) {
        SeatCard c;
        c.back = "peek";
        c.faceUp = faceUp;
        if (known) {
          c.uid = u;
          c.face = face(u);
        }
        zone.cards.push_back(c);
      }
    };
    SeatZone deck = makeSeatZone("deck", kNoSeat, ZoneVisibility::Nobody, ZoneLayout::Stack);
    add(deck, m_deck, s == kNoSeat, false);
    if (m_defect == PeekDefect::SeatViewLosesCard && s != kNoSeat && !deck.cards.empty())
      deck.cards.pop_back();
    view.zones.push_back(std::move(deck));
    for (int p = 0; p < 2; ++p) {
      SeatPlayer player;
      player.seat = p;
      player.active = !over() && p == actingSeat();
      player.figures = {{"score", m_score[p], 0, FigureHint::Score}};
      view.players.push_back(player);
      SeatZone hand = makeSeatZone("p" + std::to_string(p) + ".hand", p, ZoneVisibility::Owner,
                                   ZoneLayout::Fan);
      add(hand, m_hands[p], s == kNoSeat || s == p || m_defect == PeekDefect::SeatViewShowsHand,
          false);
      view.zones.push_back(std::move(hand));
    }
    SeatZone table = makeSeatZone("table", kNoSeat, ZoneVisibility::Everyone, ZoneLayout::Row);
    add(table, m_table, true, true);
    view.zones.push_back(std::move(table));
    return view;
  }

  InfoKey infoKey(Seat s) const override {
    InfoKey h = 0x5eed;
    for (const ActionId a : history()) h = mixHash(h, static_cast<std::uint64_t>(a));
    if (m_defect != PeekDefect::KeyIgnoresOwnHand)
      for (const int u : m_hands[s]) h = mixHash(h, 100 + static_cast<std::uint64_t>(u));
    return h;
  }

  std::unique_ptr<GameState> resampleFor(Seat s, Rng& rng) const override {
    auto world = std::make_unique<PeekState>(*this);
    if (m_defect == PeekDefect::ResampleKeepsTruth) return world;
    static std::atomic<std::uint64_t> hiddenCounter{0};
    const Seat other = 1 - s;
    std::vector<int> unknown = m_deck;
    unknown.insert(unknown.end(), m_hands[other].begin(), m_hands[other].end());
    if (m_defect == PeekDefect::ResampleRedealsOwnHand)
      unknown.insert(unknown.end(), m_hands[s].begin(), m_hands[s].end());
    // Sorted first, by value, so the result depends on which cards are unknown, not on where they
    // lie nor on which uid carries which value.
    if (m_defect != PeekDefect::ResampleReadsTrueOrder)
      std::sort(unknown.begin(), unknown.end(),
                [this](int a, int b) { return m_value[a] < m_value[b]; });
    rng.shuffle(std::span<int>(unknown));
    if (m_defect == PeekDefect::ResampleNotRepeatable && unknown.size() > 1 &&
        (++hiddenCounter % 2))
      std::swap(unknown[0], unknown[1]);
    auto take = [&](std::vector<int>& into) {
      for (auto& u : into) {
        u = unknown.back();
        unknown.pop_back();
      }
      std::sort(into.begin(), into.end());
    };
    take(world->m_hands[other]);
    if (m_defect == PeekDefect::ResampleRedealsOwnHand) take(world->m_hands[s]);
    world->m_deck = unknown;
    world->rng().reseed(rng.next());
    return world;
  }

  std::unique_ptr<GameState> clone() const override {
    auto copy = std::make_unique<PeekState>(*this);
    if (m_defect == PeekDefect::CloneLosesRng) copy->rng().reseed(history().size());
    return copy;
  }

  std::vector<ZoneSnapshot> zones() const override {
    std::vector<ZoneSnapshot> z{
        {"deck", m_deck}, {"p0.hand", m_hands[0]}, {"p1.hand", m_hands[1]}, {"table", m_table}};
    if (m_defect == PeekDefect::LostCard && !z[0].cards.empty()) z[0].cards.pop_back();
    return z;
  }
  int cardCount() const override { return kCards; }

 protected:
  // The player plays the card, draws the top card, then shuffles the rest of the deck (so the
  // engine's rng matters after every action, which the clone and replay checks need).
  void doApply(ActionId a) override {
    auto& hand = m_hands[m_toAct];
    hand.erase(std::find(hand.begin(), hand.end(), a));
    // The event belongs after the move: emitted before it, its view holds the card nowhere.
    if (m_defect == PeekDefect::EventBeforeMove) note("play", a);
    m_table.push_back(a);
    if (m_defect != PeekDefect::EventBeforeMove) note("play", a);
    m_score[m_toAct] += m_value[a];
    if (m_defect == PeekDefect::SeenCardNamedHidden && history().size() == 2) {
      m_deck.insert(m_deck.begin(), m_table.front());
      m_table.erase(m_table.begin());
    }
    if (!m_deck.empty()) {
      hand.push_back(drawTop());
      std::sort(hand.begin(), hand.end());
      rng().shuffle(std::span<int>(m_deck));
      note("draw", -1);
    }
    m_toAct = 1 - m_toAct;
  }

 private:
  bool over() const { return m_hands[0].empty() && m_hands[1].empty(); }
  std::string face(int uid) const { return "v" + std::to_string(m_value[uid]); }
  void note(const char* kind, int card) {
    GameEvent e;
    e.kind = kind;
    e.seat = m_toAct;
    e.card = card;
    e.messageKey = std::string("peek.event.") + kind;
    e.text = kind;
    emitEvent(std::move(e));
  }
  int drawTop() {
    const int u = m_deck.back();
    m_deck.pop_back();
    return u;
  }

  const GameInfo* m_info;
  PeekDefect m_defect;
  std::array<int, kCards> m_value{};  // by uid
  std::vector<int> m_deck;            // bottom to top
  std::vector<int> m_hands[2];
  std::vector<int> m_table;
  int m_score[2] = {0, 0};
  Seat m_toAct = 0;
};

class PeekGame final : public Game {
 public:
  explicit PeekGame(PeekDefect defect) : m_defect(defect) {
    m_info.id = "peek";
    m_info.name = "Peek";
    m_info.minSeats = m_info.maxSeats = 2;
    m_info.actionCount = kCards;
    m_info.maxGameLength = defect == PeekDefect::TooLongForItsBound    ? kCards - 2
                           : defect == PeekDefect::SeenCardNamedHidden ? kCards + 1
                                                                       : kCards;
  }
  const GameInfo& info() const override { return m_info; }
  std::string summary() const override { return "Play your cards; the larger sum wins."; }
  Expected<std::unique_ptr<GameState>> newGame(const GameOptions& options) const override {
    if (options.seats != 2) return Error{"Peek is for 2 players."};
    return std::unique_ptr<GameState>(std::make_unique<PeekState>(m_info, m_defect, options.seed));
  }

 private:
  PeekDefect m_defect;
  GameInfo m_info;
};

}  // namespace

std::shared_ptr<const rules::Game> makePeekGame(PeekDefect defect) {
  return std::make_shared<PeekGame>(defect);
}

}  // namespace gm::test
