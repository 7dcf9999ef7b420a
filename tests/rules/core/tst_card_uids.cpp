// What a card uid promises (rules/core/card_uids.h, seat_view.h): the faces of a game's uids are
// dealt from its seed by a generator apart from the game's own, and an event passed to a seat that
// may not see its card keeps nothing that could name the card.
#include <QtTest>
#include <algorithm>
#include <array>
#include <numeric>
#include <set>

#include "core/action_view.h"
#include "core/card_uids.h"

using namespace gm::rules;

namespace {
std::array<int, 12> dealt(std::uint64_t seed) {
  std::array<int, 12> faces{};
  std::iota(faces.begin(), faces.end(), 0);
  UidFaces(seed).deal(std::span<int>(faces));
  return faces;
}
}  // namespace

class TestCardUids : public QObject {
  Q_OBJECT

 private slots:
  void uidFacesDealEveryFaceOnceFromTheSeed() {
    const auto faces = dealt(7);
    auto sorted = faces;
    std::sort(sorted.begin(), sorted.end());
    std::array<int, 12> list{};
    std::iota(list.begin(), list.end(), 0);
    QCOMPARE(sorted, list);
    QCOMPARE(dealt(7), faces);  // one seed, one deal
    QVERIFY(faces != list);     // not the deck list's order
  }

  void uidFacesDifferFromSeedToSeed() {
    std::set<std::array<int, 12>> deals;
    for (std::uint64_t seed = 0; seed < 20; ++seed) deals.insert(dealt(seed));
    QCOMPARE(deals.size(), std::size_t{20});
  }

  // The faces come from a generator of their own: the game's generator for the same seed draws
  // the same numbers whether or not the faces were dealt.
  void uidFacesLeaveTheGamesGeneratorAlone() {
    Rng game(42);
    const std::uint64_t first = game.next();
    dealt(42);
    Rng again(42);
    QCOMPARE(again.next(), first);
    QVERIFY(Rng(42) != Rng(mixHash(42, 0)));
  }

  void anEventAnotherSeatMayNotSeeKeepsNothingThatNamesItsCard() {
    const GameEvent e = makeEvent("peek", "keep", 1, 5, "v3", "p1.hand", "p1.hand", 2,
                                  {"Three", "0"}, "Player 2 keeps Three from Player 1.", 1u << 1);
    const GameEvent hidden = e.seenBy(0);
    QCOMPARE(hidden.card, -1);
    QVERIFY(hidden.face.empty() && hidden.args.empty() && hidden.text.empty());
    QCOMPARE(hidden.kind, e.kind);
    QCOMPARE(hidden.seat, 1);
    QCOMPARE(hidden.messageKey, e.messageKey);
    QCOMPARE(hidden.amount, 2);
    QCOMPARE(hidden.toZone, e.toZone);
    const GameEvent own = e.seenBy(1);
    QCOMPARE(own.face, e.face);
    QCOMPARE(own.args, e.args);
    QCOMPARE(own.text, e.text);
    QCOMPARE(e.seenBy(kNoSeat).text, e.text);
  }
};

QTEST_APPLESS_MAIN(TestCardUids)
#include "tst_card_uids.moc"
