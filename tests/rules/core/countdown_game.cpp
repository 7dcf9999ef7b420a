#include "countdown_game.h"

#include "core/seat_view.h"

#include <nlohmann/json.hpp>

namespace gm::test {
namespace {

using namespace gm::rules;

GameInfo countdownInfo() {
  GameInfo info;
  info.id = "countdown";
  info.name = "Countdown";
  info.rulesVersion = kCountdownRulesVersion;
  info.minSeats = 2;
  info.maxSeats = 4;
  info.actionCount = 3;
  info.maxGameLength = 9;
  return info;
}

class CountdownState final : public GameState {
 public:
  CountdownState(const GameInfo& info, int seats, std::uint64_t seed)
      : GameState(seed), m_info(&info), m_seats(seats) {}

  const GameInfo& info() const override { return *m_info; }
  int seatCount() const override { return m_seats; }
  NodeKind nodeKind() const override {
    return m_counter == 0 ? NodeKind::Terminal : NodeKind::Decision;
  }
  Seat actingSeat() const override { return m_counter == 0 ? kNoSeat : m_turn % m_seats; }

  void legalActions(std::vector<ActionId>& out) const override {
    out.clear();
    for (int take = 1; take <= 3 && take <= m_counter; ++take) out.push_back(take - 1);
  }

  ActionView describe(ActionId a) const override {
    ActionView v;
    v.id = a;
    v.seat = actingSeat();
    v.kind = "take";
    v.messageKey = "countdown.take";
    v.args = {std::to_string(a + 1)};
    v.text = "Take " + std::to_string(a + 1);
    return v;
  }

  std::vector<double> returns() const override {
    std::vector<double> r(m_seats, 1.0);
    if (m_counter == 0) r[m_loser] = -1.0;
    return r;
  }

  nlohmann::json observe(Seat s) const override {
    return {{"game", "countdown"},
            {"seat", s},
            {"node", m_counter == 0 ? "terminal" : "decision"},
            {"acting", actingSeat()},
            {"turn", m_turn},
            {"counter", m_counter},
            {"players", nlohmann::json::array()},
            {"zones", nlohmann::json::array()}};
  }

  SeatView seatView(Seat s) const override {
    SeatView view;
    view.game = "countdown";
    view.seat = s;
    view.turn = m_turn;
    for (Seat p = 0; p < m_seats; ++p) {
      SeatPlayer player;
      player.seat = p;
      player.active = m_counter > 0 && p == actingSeat();
      view.players.push_back(player);
    }
    view.extra = {{"counter", m_counter}};
    return view;
  }

  InfoKey infoKey(Seat s) const override {
    InfoKey h = 0;
    for (const ActionId a : history()) h = mixHash(h, static_cast<std::uint64_t>(a));
    return h;
  }

  std::unique_ptr<GameState> resampleFor(Seat s, Rng& rng) const override {
    auto world = std::make_unique<CountdownState>(*this);
    world->rng().reseed(rng.next());
    return world;
  }

  std::unique_ptr<GameState> clone() const override {
    return std::make_unique<CountdownState>(*this);
  }
  std::vector<ZoneSnapshot> zones() const override { return {}; }
  int cardCount() const override { return 0; }

 protected:
  void doApply(ActionId a) override {
    const Seat seat = actingSeat();
    m_counter -= a + 1;
    if (m_counter == 0) m_loser = seat;
    ++m_turn;
  }

 private:
  const GameInfo* m_info;
  int m_seats;
  int m_counter = 9;
  int m_turn = 0;
  Seat m_loser = kNoSeat;
};

class CountdownGame final : public Game {
 public:
  const GameInfo& info() const override { return m_info; }
  std::string summary() const override {
    return "Take 1 to 3; whoever takes the last point loses.";
  }
  Expected<std::unique_ptr<GameState>> newGame(const GameOptions& options) const override {
    if (options.seats < m_info.minSeats || options.seats > m_info.maxSeats)
      return Error{"Countdown is for 2 to 4 players, not " + std::to_string(options.seats) + "."};
    if (!options.variant.empty()) return Error{"Countdown has no variants."};
    return std::unique_ptr<GameState>(
        std::make_unique<CountdownState>(m_info, options.seats, options.seed));
  }

 private:
  GameInfo m_info = countdownInfo();
};

}  // namespace

std::shared_ptr<const rules::Game> makeCountdownGame() {
  return std::make_shared<CountdownGame>();
}

}  // namespace gm::test
