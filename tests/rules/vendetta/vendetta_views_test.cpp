// The seat view a table draws from (zone ids, layouts and visibility, figures, marks and counters),
// hidden and known hand cards, the events of an action, and why actions are unavailable.
#include "vendetta_fixture.h"

using namespace gm::rules;
using namespace gm::rules::vendetta;
using namespace gm::rules::vendetta::test;

class VendettaViewsTest : public QObject {
  Q_OBJECT

 private slots:
  void vendettaSeatViewZonesInTheirDocumentedOrder() {
    auto st = newGame(3, 4);
    const SeatView v = st->seatView(1);
    std::vector<std::string> zoneIds;
    for (const SeatZone& z : v.zones) zoneIds.push_back(z.id);
    std::vector<std::string> expected = {"head", "headspace", "resolving"};
    for (int s = 0; s < 3; ++s)
      for (const char* z : {"hand", "states", "forgotten", "aside"})
        expected.push_back("p" + std::to_string(s) + "." + z);
    QCOMPARE(zoneIds, expected);
    QCOMPARE(v.zone("head")->visibility, ZoneVisibility::Nobody);
    QCOMPARE(v.zone("headspace")->layout, ZoneLayout::Row);
    QCOMPARE(v.zone("p0.hand")->visibility, ZoneVisibility::Owner);
    QCOMPARE(v.zone("p0.hand")->layout, ZoneLayout::Fan);
    QCOMPARE(v.zone("p2.forgotten")->layout, ZoneLayout::Stack);
    for (const SeatCard& c : v.zone("headspace")->cards) QVERIFY(c.faceUp && c.uid >= 0);
    for (const SeatCard& c : v.zone("head")->cards) QVERIFY(c.uid < 0 && c.back == "vendetta");
  }

  void vendettaSeatViewFigures() {
    auto st = newGame(4, 4);
    const SeatView v = st->seatView(kNoSeat);
    std::vector<std::string> keys;
    for (const Figure& f : v.players[0].figures) keys.push_back(f.key);
    QCOMPARE(keys, (std::vector<std::string>{"corpus", "cerebrium", "ticks", "hand", "hand_size",
                                             "interrogated", "chosen"}));
    QCOMPARE(v.players[0].figures[0].hint, FigureHint::Meter);
    QCOMPARE(v.players[0].figures[0].max, 10);
    QCOMPARE(v.players[0].figures[1].max, 10);
    QCOMPARE(v.players[st->turnSeat()].figures[2].value, 1);  // the first turn's tick
    QVERIFY(v.players[st->turnSeat()].active);
  }

  void vendettaHandHiddenExceptCardsTakenInPublic() {
    auto st = emptyTable();
    put(*st, "memory_carve", ZoneKind::Headspace);
    st->startTurnForTest(0, 2);
    act(*st, "take", "memory_carve");
    passAll(*st);
    // The taken card is known to everyone; a drawn one is not.
    const SeatView view = st->seatView(1);
    const SeatCard taken = view.zone("p0.hand")->cards[0];
    QCOMPARE(taken.uid, uid(*st, "memory_carve"));
    QCOMPARE(taken.faceUp, false);
    auto drawn = emptyTable();
    put(*drawn, "rummage", ZoneKind::Hand, 0);
    put(*drawn, "shiv", ZoneKind::Hand, 0);
    drawn->startTurnForTest(0, 2);
    act(*drawn, "play", "rummage");
    passAll(*drawn);
    const SeatView other = drawn->seatView(1);
    const SeatZone* hand = other.zone("p0.hand");
    QCOMPARE(hand->cards.size(), std::size_t{2});
    for (const SeatCard& c : hand->cards) QCOMPARE(c.uid, -1);
    const SeatView own = drawn->seatView(0);
    for (const SeatCard& c : own.zone("p0.hand")->cards) QVERIFY(c.uid >= 0);
  }

  void vendettaResolvingCardShowsItsOwnerAndX() {
    auto st = emptyTable();
    put(*st, "whisper_campaign", ZoneKind::Hand, 0);
    st->startTurnForTest(0, 2);
    act(*st, "play", "whisper_campaign");
    st->apply(kXBase + 3);
    const SeatView v = st->seatView(1);
    const SeatCard& c = v.zone("resolving")->cards.at(0);
    QCOMPARE(c.face, std::string("whisper_campaign"));
    QCOMPARE(c.marks, (std::vector<std::string>{"owner:0", "declared"}));
    QCOMPARE(c.counters.at("x"), 3);
  }

  // Until an action resolves, every seat sees which card it is about (a headspace card being
  // taken, a state being activated) and which clone it chose.
  void vendettaDeclaredActionAndChosenCloneAreShown() {
    auto st = emptyTable(3);
    put(*st, "memory_carve", ZoneKind::Headspace);
    put(*st, "scalpel_lunge", ZoneKind::Hand, 0);
    st->startTurnForTest(0, 2);
    const auto marks = [&](const char* zone, int i) {
      return st->seatView(2).zone(zone)->cards.at(static_cast<std::size_t>(i)).marks;
    };
    const auto chosen = [&](Seat s) { return st->seatView(1).players[s].figures.at(6).value; };
    act(*st, "take", "memory_carve");
    QCOMPARE(marks("headspace", 0), std::vector<std::string>{"declared"});
    passAll(*st);
    QCOMPARE(marks("p0.hand", 0), std::vector<std::string>{});
    act(*st, "play", "scalpel_lunge");
    QCOMPARE(chosen(2), 0);
    choose(*st, 2);
    QCOMPARE(st->seatView(1).players[2].figures.at(6).key, std::string("chosen"));
    QCOMPARE(chosen(2), 1);
    QCOMPARE(chosen(1), 0);
    passAll(*st);
    QCOMPARE(chosen(2), 0);
  }

  // The action that ends the game is over with it: nothing shows as still going on.
  void vendettaNothingDeclaredOnceTheGameIsOver() {
    auto st = emptyTable(2);
    put(*st, "memory_carve", ZoneKind::Hand, 0);
    st->setLifeForTest(1, 10, 1);
    st->startTurnForTest(0, 2);
    act(*st, "play", "memory_carve");
    passAll(*st);
    QVERIFY(st->isTerminal());
    const SeatView v = st->seatView(kNoSeat);
    for (const SeatZone& z : v.zones)
      for (const SeatCard& c : z.cards)
        QVERIFY2(std::find(c.marks.begin(), c.marks.end(), "declared") == c.marks.end(),
                 z.id.c_str());
    for (const SeatPlayer& p : v.players) QCOMPARE(p.figures.at(6).value, 0);
  }

  void vendettaEventsOfAnAttack() {
    auto st = emptyTable();
    put(*st, "memory_carve", ZoneKind::Hand, 0);
    st->startTurnForTest(0, 2);
    act(*st, "play", "memory_carve");
    QCOMPARE(eventKinds(*st), (std::vector<std::string>{"play", "spend", "pay", "target"}));
    st->apply(kPass);
    st->apply(kPass);
    QCOMPARE(eventKinds(*st), (std::vector<std::string>{"inflict", "lose", "forget"}));
    const GameEvent& inflict = st->lastEvents()[0];
    QCOMPARE(inflict.seat, 1);
    QCOMPARE(inflict.amount, 4);
    QCOMPARE(inflict.messageKey, std::string("vendetta.event.inflict"));
    QCOMPARE(inflict.args[0], std::string("cerebrium"));
  }

  void vendettaUnavailableNotYourTurn() {
    auto st = emptyTable();
    put(*st, "memory_carve", ZoneKind::Hand, 1);
    put(*st, "shiv", ZoneKind::Headspace);
    st->startTurnForTest(0, 2);
    const auto why = st->unavailable(1);
    QVERIFY(!why.empty());
    for (const Unavailable& u : why) {
      QCOMPARE(u.messageKey, std::string("vendetta.why.notYourTurn"));
      QCOMPARE(u.args, std::vector<std::string>{"1"});
    }
    // A reaction held outside a window says so.
    auto react = emptyTable();
    put(*react, "flinch", ZoneKind::Hand, 0);
    put(*react, "shiv", ZoneKind::Headspace);
    react->startTurnForTest(0, 2);
    QCOMPARE(react->unavailable(0).at(0).messageKey,
             std::string("vendetta.why.reactionOnlyInWindow"));
  }
};

QTEST_APPLESS_MAIN(VendettaViewsTest)
#include "vendetta_views_test.moc"
