// GameState::playedCardType on every shipped game: the card type it names is the face of the card
// the action moves (as the whole truth's view shows it), and every game names the cards its
// players play, so a balance study has per-card figures for each of them.
#include <QtTest>
#include <map>

#include "core/rng.h"
#include "core/seat_view.h"
#include "every_game_rows.h"
#include "games/builtin_games.h"

using namespace gm::rules;

class TestPlayedCards : public QObject {
  Q_OBJECT

 private slots:
  void everyPlayedCardTypeIsTheFaceOfTheCardPlayed_data() {
    gm::test::addEveryGameAndSeatCountRows();
  }

  void everyPlayedCardTypeIsTheFaceOfTheCardPlayed() {
    QFETCH(QString, game);
    QFETCH(int, seats);
    const Game* g = builtinGames().find(game.toStdString());
    const auto faces = g->cardFaces();
    long played = 0;
    std::vector<ActionId> legal;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      auto state = g->newGame(GameOptions{seats, seed, nlohmann::json::object()});
      QVERIFY2(state, state.error().c_str());
      GameState& st = *state.value();
      Rng rng(seed * 77);
      while (!st.isTerminal()) {
        st.legalActions(legal);
        // The face of each card instance, from the whole truth.
        std::map<int, std::string> faceOf;
        for (const SeatZone& z : st.seatView(kNoSeat).zones)
          for (const SeatCard& c : z.cards) faceOf[c.uid] = c.face;
        for (const ActionId a : legal) {
          const int type = st.playedCardType(a);
          if (type < 0) continue;
          ++played;
          QVERIFY2(type < static_cast<int>(faces.size()), qPrintable(QString::number(type)));
          const ActionView v = st.describe(a);
          QVERIFY2(!v.cards.empty(), v.text.c_str());
          QCOMPARE(QString::fromStdString(faceOf[v.cards.front()]),
                   QString::fromStdString(faces[static_cast<std::size_t>(type)].id));
        }
        st.apply(legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
      }
    }
    QVERIFY2(played > 0, "the game names no card its players play");
  }
};

QTEST_GUILESS_MAIN(TestPlayedCards)
#include "tst_played_cards.moc"
