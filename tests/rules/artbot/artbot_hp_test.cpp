// HP as the engine publishes it (RULINGS: 10 per card a player still holds; the Discard is lost
// HP): the card being played and the revealed cards still count, a discard costs 10 and says so in
// an "hp" event, and in whole random games the "hp" figure of every recorded view matches the
// cards that view shows, and the "hp" events add up to every change of it.
#include "artbot_fixture.h"
#include "core/rng.h"

using namespace gm::rules;
using namespace gm::rules::artbot;
using namespace gm::rules::artbot::test;

namespace {
int hpFigure(const SeatView& view, Seat s) {
  for (const Figure& f : view.players[static_cast<std::size_t>(s)].figures)
    if (f.key == "hp") return f.value;
  qFatal("seat %d has no hp figure", s);
  return -1;
}

// 10 for every card of seat s's own zones but its Discard, as the view shows them.
int cardsHeld(const SeatView& view, Seat s) {
  int n = 0;
  for (const char* z : {"active", "inactive", "revealed", "played"})
    n += static_cast<int>(view.zone("p" + std::to_string(s) + "." + z)->cards.size());
  return 10 * n;
}

std::vector<const GameEvent*> eventsOf(const ArtbotState& st, const std::string& kind) {
  std::vector<const GameEvent*> out;
  for (const auto& e : st.lastEvents())
    if (e.kind == kind) out.push_back(&e);
  return out;
}
}  // namespace

class ArtbotHpTest : public QObject {
  Q_OBJECT

 private slots:
  void artbotRevealedAndPlayedCardsStillCountAsHp() {
    // 30 against a Rare and two Commons: 10 net, the victim is asked which one to discard.
    auto st = emptyTable();
    put(*st, 0, Zone::Active, {"roller_punch"});
    put(*st, 1, Zone::Inactive, {"arc_welder_slam", "rust_hook", "easel_swing"});
    st->startTurnForTest(0, 1);
    st->apply(st->playAction(typeOf(*st, "roller_punch")));
    QCOMPARE(st->phase(), Phase::Discard);
    QCOMPARE(st->count(1, Zone::Revealed), 3);
    QCOMPARE(st->count(0, Zone::Played), 1);
    QCOMPARE(st->hp(0), 200);
    QCOMPARE(st->hp(1), 200);
    QCOMPARE(hpFigure(st->seatView(0), 1), 200);
    QCOMPARE(hpFigure(st->seatView(1), 0), 200);
    QVERIFY(eventsOf(*st, "hp").empty());

    st->apply(st->pickAction(typeOf(*st, "easel_swing")));
    QCOMPARE(st->hp(1), 190);
    QCOMPARE(st->hp(0), 200);
    const auto hp = eventsOf(*st, "hp");
    QCOMPARE(hp.size(), std::size_t(1));
    QCOMPARE(hp[0]->seat, 1);
    QCOMPARE(hp[0]->amount, -10);
    QCOMPARE(hp[0]->args, (std::vector<std::string>{"-10", "190"}));
    QCOMPARE(hpFigure(st->seatView(0), 1), 190);
  }

  void artbotHealAndStealAnnounceTheirHp() {
    auto st = emptyTable();
    put(*st, 0, Zone::Active, {"touch_up"});
    discardAllBut(*st, 0, 10);
    st->startTurnForTest(0, 1);
    st->apply(st->playAction(typeOf(*st, "touch_up")));
    QCOMPARE(st->phase(), Phase::Heal);
    QCOMPARE(st->hp(0), 110);  // ten in the Inactive Deck and the healer itself
    st->apply(st->legalActions().front());
    auto hp = eventsOf(*st, "hp");
    QCOMPARE(hp.size(), std::size_t(1));
    QCOMPARE(hp[0]->seat, 0);
    QCOMPARE(hp[0]->amount, 10);
    QCOMPARE(hp[0]->args, (std::vector<std::string>{"+10", "120"}));

    auto thief = emptyTable();
    put(*thief, 0, Zone::Active, {"sticky_servo"});
    thief->startTurnForTest(0, 1);
    thief->apply(thief->playAction(typeOf(*thief, "sticky_servo")));
    hp = eventsOf(*thief, "hp");
    QCOMPARE(hp.size(), std::size_t(2));
    QCOMPARE(hp[0]->seat, 0);
    QCOMPARE(hp[0]->args, (std::vector<std::string>{"+10", "210"}));
    QCOMPARE(hp[1]->seat, 1);
    QCOMPARE(hp[1]->amount, -10);
    QCOMPARE(thief->hp(1), 190);
  }

  void artbotHpFigureMatchesTheCardsAtEveryEventOfRandomGames() {
    for (int seats = 2; seats <= 4; ++seats) {
      for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        auto made = builtinGames().find("artbot")->newGame({seats, seed, nlohmann::json::object()});
        QVERIFY(made.ok());
        auto& st = static_cast<ArtbotState&>(*made.value());
        st.setRecordEvents(true);
        st.setRecordEventViews(true, true);
        Rng rng(seed * 31 + seats);
        std::vector<int> shown(seats);
        for (Seat s = 0; s < seats; ++s) shown[s] = hpFigure(st.seatView(kNoSeat), s);
        for (int step = 0; step < 2000 && !st.isTerminal(); ++step) {
          const auto legal = st.legalActions();
          st.apply(legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
          const auto events = st.lastEvents();
          const auto views = st.lastEventViews();
          QCOMPARE(views.size(), events.size());
          for (std::size_t i = 0; i < events.size(); ++i) {
            const SeatView& truth = views[i][static_cast<std::size_t>(seats)];
            const bool glitching = !truth.zone("pool")->cards.empty();
            for (Seat s = 0; s < seats; ++s) {
              // While the Glitch pool holds cards the figure keeps the HP from before the Glitch.
              QVERIFY2(hpFigure(truth, s) == (glitching ? shown[s] : cardsHeld(truth, s)),
                       (events[i].kind + " seat " + std::to_string(s) + " glitching " +
                        std::to_string(glitching))
                           .c_str());
            }
            if (events[i].kind == "hp") {
              shown[events[i].seat] += events[i].amount;
              QCOMPARE(std::to_string(hpFigure(truth, events[i].seat)), events[i].args[1]);
              QCOMPARE(shown[events[i].seat], hpFigure(truth, events[i].seat));
            }
          }
          // Every change of HP was announced by an "hp" event.
          for (Seat s = 0; s < seats; ++s) QCOMPARE(st.hp(s), shown[s]);
        }
        QVERIFY(st.isTerminal());
      }
    }
  }
};

QTEST_APPLESS_MAIN(ArtbotHpTest)
#include "artbot_hp_test.moc"
