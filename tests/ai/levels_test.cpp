// The search levels on every shipped game: when the iteration budget, not the clock, ends the
// search, a level's move is reproducible by seed.
#include <QtTest>
#include <memory>
#include <nlohmann/json.hpp>

#include "ai/bot_factory.h"
#include "ai/ismcts_bot.h"
#include "ai/random_bot.h"
#include "games/builtin_games.h"
#include "sanitizer_scale.h"

using namespace gm;

namespace {

// A position of `game` a few random actions in where the acting seat has a choice to make.
std::unique_ptr<rules::GameState> positionWithAChoice(const rules::Game& game, std::uint64_t seed) {
  for (std::uint64_t s = seed;; s += 100) {
    auto created =
        game.newGame(rules::GameOptions{game.info().minSeats, s, nlohmann::json::object()});
    if (!created) qFatal("%s: %s", game.info().id.c_str(), created.error().c_str());
    auto state = std::move(created.value());
    ai::RandomBot random(s);
    for (int i = 0; i < 6 && !state->isTerminal(); ++i)
      state->apply(
          random.choose(ai::PlayerView::legalActionsOnly(*state, state->actingSeat()), {}));
    // (A choice a bot would make: actions no bot takes do not count.)
    if (!state->isTerminal() &&
        ai::PlayerView::legalActionsOnly(*state, state->actingSeat()).legalActions().size() > 1)
      return state;
  }
}

}  // namespace

class LevelsTest : public QObject {
  Q_OBJECT

 private slots:
  void aLevelGivenAGenerousClockPlaysTheSameMoveForTheSameSeed() {
    for (const rules::Game* game : rules::builtinGames().games()) {
      for (const char* level : {"normal", "hard"}) {
        auto config = ai::searchConfig(level, {}, game->searchSettings());
        QVERIFY2(config.iterations > 0 && config.budgetMs > 0, "a level has a budget and a cap");
        // The level as configured, but with a clock that cannot end the search first (and, under
        // the sanitizers, a tenth of the iterations so the test stays short).
        config.budgetMs = 600'000;
        config.iterations = test::scaledCount(config.iterations, config.iterations / 10);
        auto state = positionWithAChoice(*game, 7);
        const ai::PlayerView view(*state, state->actingSeat(), 3);
        ai::IsmctsBot first(11, config), second(11, config);
        for (int move = 0; move < 2; ++move) {
          const auto a = first.choose(view, {});
          const auto b = second.choose(view, {});
          QCOMPARE(a, b);
          QCOMPARE(first.lastSearch().iterations, config.iterations);
          QCOMPARE(second.lastSearch().iterations, config.iterations);
          const auto& ra = first.lastSearch().root;
          const auto& rb = second.lastSearch().root;
          QCOMPARE(ra.size(), rb.size());
          for (std::size_t k = 0; k < ra.size(); ++k) {
            QCOMPARE(ra[k].visits, rb[k].visits);
            QCOMPARE(ra[k].probability, rb[k].probability);
          }
        }
        QVERIFY(first.lastSearch().nodes > 1);  // a tree was grown, not a fallback played
      }
    }
  }
};

QTEST_APPLESS_MAIN(LevelsTest)
#include "levels_test.moc"
