// Why the cards of a seat's Active Deck can't be played (GameState::unavailable): the reason for
// each moment of a turn, for the player and the others, and none while a card may be played.
#include "artbot_fixture.h"

using namespace gm::rules;
using namespace gm::rules::artbot;
using namespace gm::rules::artbot::test;

namespace {

// The message keys seat s gets for its Active Deck, one per card (in Active Deck order); every
// entry must be about a card of that deck and of kind "play".
std::vector<std::string> reasons(const ArtbotState& st, Seat s) {
  std::vector<std::string> keys;
  const auto active = st.cardsIn(s, Zone::Active);
  for (const Unavailable& u : st.unavailable(s)) {
    if (u.kind != "play" || std::find(active.begin(), active.end(), u.card) == active.end())
      qFatal("an entry for card %d, kind %s, outside the Active Deck", u.card, u.kind.c_str());
    keys.push_back(u.messageKey);
  }
  return keys;
}

std::vector<std::string> times(int n, const std::string& key) {
  return std::vector<std::string>(static_cast<std::size_t>(n), key);
}

}  // namespace

class ArtbotReasonsTest : public QObject {
  Q_OBJECT

 private slots:
  void artbotThePlayerMayReturnAndPlayAnyCard() {
    auto st = emptyTable();
    put(*st, 0, Zone::Active, {"easel_swing", "kiln_blast"});
    put(*st, 1, Zone::Active, {"muse_drain", "gallery_snub"});
    st->startTurnForTest(0, 1);
    QCOMPARE(st->phase(), Phase::Return);
    QVERIFY(st->unavailable(0).empty());
    QCOMPARE(reasons(*st, 1), times(2, "artbot.why.notYourTurn"));
    QCOMPARE(st->unavailable(1).front().args, std::vector<std::string>{"1"});
    st->apply(st->returnAction(typeOf(*st, "easel_swing")));
    QCOMPARE(st->phase(), Phase::Play);
    QVERIFY(st->unavailable(0).empty());
  }

  void artbotAfterThePlayThePowerComesFirst() {
    // Three players: a damage card asks for its target, then the victim picks what to discard.
    auto st = emptyTable(3);
    // 30 against a Rare and two Commons: 10 net, one of the three to choose.
    put(*st, 0, Zone::Active, {"roller_punch", "easel_swing"});
    put(*st, 1, Zone::Inactive, {"arc_welder_slam", "rust_hook", "easel_swing"});
    st->startTurnForTest(0, 1);
    st->apply(st->returnAction(typeOf(*st, "easel_swing")));
    put(*st, 0, Zone::Active, {"gallery_snub"});
    st->apply(st->playAction(typeOf(*st, "roller_punch")));
    QCOMPARE(st->phase(), Phase::Target);
    QCOMPARE(reasons(*st, 0), times(1, "artbot.why.chooseTarget"));
    st->apply(st->targetAction(1));
    QCOMPARE(st->phase(), Phase::Discard);
    QCOMPARE(st->actingSeat(), 1);
    QCOMPARE(reasons(*st, 0), times(1, "artbot.why.waitForPicks"));
    QCOMPARE(st->unavailable(0).front().args, std::vector<std::string>{"2"});
  }

  void artbotOnlyCardsOfTheSeatsOwnActiveDeckAreExplained() {
    auto st = emptyTable(3);
    put(*st, 0, Zone::Active, {"easel_swing"});
    put(*st, 2, Zone::Active, {"muse_drain"});
    st->startTurnForTest(0, 1);
    QCOMPARE(reasons(*st, 2), times(1, "artbot.why.notYourTurn"));
    QVERIFY(reasons(*st, 1).empty());  // an empty Active Deck: nothing to explain
  }
};

QTEST_GUILESS_MAIN(ArtbotReasonsTest)
#include "artbot_reasons_test.moc"
