// Vitium's card file (the strict loader, the glossary, the faces), the views of a game, its undo
// barriers and the per-zone masks the legal actions read. The generic conformance battery
// (rulesConformance) plays it at 2-4 bosses.
#include <bit>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "rules/undo_barrier_check.h"
#include "vitium_fixture.h"

using namespace gm::rules;
using namespace gm::rules::vitium;
using namespace gm::rules::vitium::test;

namespace {
std::string readText(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Whether every boss's zone masks, zone counts and maneuverable cards agree with its instances.
bool masksMatchInstances(const VitiumState& st) {
  for (Seat s = 0; s < st.seatCount(); ++s) {
    const Boss& b = st.boss(s);
    std::array<std::uint64_t, kZoneCount> zones{};
    std::uint64_t maneuverable = 0;
    for (int i = 0; i < b.count; ++i) {
      const Inst& in = st.inst(b.first + i);
      zones[static_cast<int>(in.zone)] |= std::uint64_t{1} << i;
      if (st.cards().maneuvers[in.type]) maneuverable |= std::uint64_t{1} << i;
    }
    if (zones != b.zoneMask || maneuverable != b.maneuverable) return false;
    for (int z = 0; z < kZoneCount; ++z)
      if (std::popcount(zones[z]) != b.inZone[z]) return false;
  }
  return true;
}
}  // namespace

class VitiumCardFileAndViews : public QObject {
  Q_OBJECT

 private slots:
  void shippedFileUsesEveryKeywordTagDomainAndCardType() {
    const CardSet& set = *shippedCards();
    unsigned keywords = 0, tags = 0, rows = 0, types = 0;
    for (const Card& c : set.cards) {
      keywords |= c.keywords;
      tags |= c.tagMask;
      if (isAsset(c.type)) rows |= 1u << static_cast<int>(c.domain);
      types |= 1u << static_cast<int>(c.type);
    }
    QCOMPARE(keywords, (1u << kKeywordCount) - 1);
    QCOMPARE(tags, (1u << kTagCount) - 1);
    QCOMPARE(rows, (1u << kDomainRows) - 1);
    QCOMPARE(types, 31u);
    QCOMPARE(set.houses.size(), std::size_t(4));
    QVERIFY(set.characters.size() >= 4);
    for (const Character& ch : set.characters) {
      QVERIFY2(ch.deck.size() >= 15 && ch.deck.size() <= 20, ch.id.c_str());
      QVERIFY(ch.chosen > 0 && ch.drawn > 0 && ch.income > 0 && ch.cint > 0);
    }
  }

  void glossaryExplainsEveryKeywordTagAndDomain() {
    std::set<std::string> terms;
    for (const GlossaryEntry& e : shippedCards()->glossary) terms.insert(e.term);
    for (const char* t : {"Unique",
                          "Notorious",
                          "Long-Ranged",
                          "Tormenting",
                          "Hardened",
                          "Alter",
                          "Ongoing",
                          "Interceptor",
                          "Body Guard",
                          "Patrol Guard",
                          "Elusive",
                          "Sworn to",
                          "Political Immunity",
                          "Act",
                          "Exhaust",
                          "Ç cost",
                          "Deploy",
                          "Turn",
                          "Sabotage",
                          "Maneuver",
                          "Sneak",
                          "Seduce",
                          "Planetary",
                          "Stellar",
                          "Ethereal",
                          "Stowaway",
                          "Hacker",
                          "Starborn",
                          "Starworthy",
                          "Etherial",
                          "Low Etherial",
                          "Çint",
                          "Influence",
                          "Risk",
                          "Negotiate",
                          "Maneuvering step",
                          "Psych-damage",
                          "Phys-damage"})
      QVERIFY2(terms.count(t), t);
  }

  void malformedCardFilesNameTheFieldAndTheCard_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("expected");
    QTest::newRow("bad stat") << 0 << "/cards/0/force (the entry with id \"tallyman\")";
    QTest::newRow("unknown key") << 1 << "/cards/0/speed";
    QTest::newRow("bad domain") << 2 << "must be one of planetary, stowaway";
    QTest::newRow("triggered with a cost") << 3 << "a triggered ability";
    QTest::newRow("unknown deck card") << 4 << "no card has the id \"nothing\"";
    QTest::newRow("three Houses") << 5 << "/houses: must list exactly 4 Houses";
    QTest::newRow("endless ability") << 6 << "needs act, seduce or exhaust";
    QTest::newRow("another game") << 7 << "vitium";
  }
  void malformedCardFilesNameTheFieldAndTheCard() {
    QFETCH(int, which);
    QFETCH(QString, expected);
    auto parsed = editedCards([which](nlohmann::json& doc) {
      nlohmann::json& c = doc["cards"][0];
      switch (which) {
        case 0:
          c["force"] = "strong";
          break;
        case 1:
          c["speed"] = 3;
          break;
        case 2:
          c["domain"] = "orbital";
          break;
        case 3:
          c["abilities"] = {
              {{"tags", {"turn", "cint"}}, {"cint", 100}, {"do", "draw"}, {"amount", 1}}};
          break;
        case 4:
          doc["characters"][0]["deck"][0]["card"] = "nothing";
          break;
        case 5:
          doc["houses"].erase(3);
          break;
        case 6:
          c["abilities"] = {{{"tags", {"cint"}}, {"cint", 100}, {"do", "draw"}, {"amount", 1}}};
          break;
        case 7:
          doc["game"] = "vendetta";
          break;
      }
    });
    QVERIFY(!parsed.ok());
    QVERIFY2(QString::fromStdString(parsed.error()).contains(expected), parsed.error().c_str());
    QVERIFY(QString::fromStdString(parsed.error()).startsWith("test.json: "));
  }

  void aFileThatIsNotJsonIsRefusedWithItsLine() {
    auto parsed = parseCardSet("{\n  \"game\": \"vitium\",\n  oops\n}", "broken.json");
    QVERIFY(!parsed.ok());
    QVERIFY2(QString::fromStdString(parsed.error()).contains("broken.json"),
             parsed.error().c_str());
  }

  void germanFileGivesEveryFaceAndGlossaryTerm() {
    std::string path = GM_VITIUM_CARDS;
    path.replace(path.size() - 5, 5, ".de.json");
    const auto de = nlohmann::json::parse(readText(path));
    QCOMPARE(de["game"].get<std::string>(), std::string("vitium"));
    QCOMPARE(de["language"].get<std::string>(), std::string("de"));
    for (const CardFace& f : shippedGame()->cardFaces()) {
      QVERIFY2(de["faces"].contains(f.id), f.id.c_str());
      QVERIFY2(!de["faces"][f.id]["title"].get<std::string>().empty(), f.id.c_str());
      QVERIFY2(!de["faces"][f.id]["text"].get<std::string>().empty(), f.id.c_str());
    }
    QCOMPARE(de["faces"].size(), shippedGame()->cardFaces().size());
    for (const GlossaryEntry& e : shippedCards()->glossary) {
      QVERIFY2(de["glossary"].contains(e.term), e.term.c_str());
      QVERIFY(!de["glossary"][e.term]["text"].get<std::string>().empty());
    }
  }

  void facesPrintEveryCardAndCharacterWithTheOneBack() {
    const auto faces = shippedGame()->cardFaces();
    QCOMPARE(faces.size(), shippedCards()->cards.size() + shippedCards()->characters.size());
    for (std::size_t i = 0; i < shippedCards()->cards.size(); ++i)
      QCOMPARE(faces[i].id, shippedCards()->cards[i].id);  // playedCardType indexes them
    for (const CardFace& f : faces) {
      QCOMPARE(f.back, std::string("vitium"));
      QCOMPARE(f.ends.size(), std::size_t(1));
    }
    QCOMPARE(shippedGame()->cardBacks().front().id, std::string("vitium"));
  }

  void seatViewShowsExhaustionDamageAndHiddenHands() {
    auto st = emptyTable();
    const int tally = put(*st, "tallyman", 0, Zone::Employ);
    put(*st, "whisperer", 0, Zone::Hand);
    st->setExhaustedForTest(tally, true);
    st->setCountersForTest(tally, 1, 1, 0, 0);
    const SeatView v = st->seatView(1);
    const SeatCard& c = v.zone("p0.employ")->cards.front();
    QCOMPARE(c.rotation, 90);
    QCOMPARE(c.counters.at("damage"), 1);
    QCOMPARE(c.counters.at("psych"), 1);
    QVERIFY(c.faceUp);
    QCOMPARE(v.zone("p0.hand")->cards.front().uid, -1);
    QCOMPARE(st->seatView(0).zone("p0.hand")->cards.front().face, std::string("whisperer"));
  }

  void unavailableGivesTheRulesReasons() {
    auto st = emptyTable();
    const int warden = put(*st, "vault_warden", 0, Zone::Hand);
    const int job = put(*st, "forge_the_bonds", 0, Zone::Underway);
    st->setCintForTest(0, 100);
    auto why = st->unavailable(0);
    const auto reason = [&](int card, const std::string& kind) {
      for (const Unavailable& u : why)
        if (u.card == card && u.kind == kind) return u.messageKey;
      return std::string();
    };
    QCOMPARE(reason(warden, "purchase"), std::string("vitium.why.notEnoughCint"));
    QCOMPARE(reason(job, "complete"), std::string("vitium.why.needProgress"));
    st->setCintForTest(0, 500);
    why = st->unavailable(0);
    QCOMPARE(reason(warden, "purchase"), std::string("vitium.why.needInfluence"));
    act(*st, encode(Kind::EndTurn));
    why = st->unavailable(0);
    QCOMPARE(reason(warden, "purchase"), std::string("vitium.why.notYourTurn"));
    QVERIFY(st->unavailable(1).empty());
  }

  void aResampledWorldKeepsPublicCountersAndRedrawsHiddenCards() {
    auto st = emptyTable();
    const int job = put(*st, "the_long_ascension", 1, Zone::Underway);
    st->setCountersForTest(job, 0, 0, 4, 2);
    for (int i = 0; i < 5; ++i) put(*st, st->card(st->boss(1).first + i).id, 1, Zone::Hand);
    std::set<std::string> seen;
    Rng rng(3);
    for (int i = 0; i < 40; ++i) {
      auto world = st->resampleFor(0, rng);
      auto* w = static_cast<VitiumState*>(world.get());
      QCOMPARE(w->seatView(0), st->seatView(0));
      QCOMPARE(int(w->inst(job).progress), 4);
      QCOMPARE(int(w->inst(job).sabotage), 2);
      const Card& c = w->card(job);
      QVERIFY(isEvent(c.type) || c.withTag(kSneak));  // what can lie underway
      seen.insert(c.id);
    }
    QVERIFY(seen.size() > 3);
  }

  void aBossChoosingItsStartingCardsKnowsItsOwnDeck() {
    // During the setup a boss looks through its own deck: a world it cannot tell from the truth
    // keeps every card it may choose (a bot's choice names the card it meant). The other boss's
    // chosen cards are redrawn from all its cards, and its deck is laid out the same way in every
    // world with the same chosen cards (its choices mean the same cards there). After the setup's
    // shuffle the deck is hidden from its own boss too.
    auto st = newGame(2, 5);
    const Seat other = st->actingSeat();
    while (st->actingSeat() == other) st->apply(st->legalActions().front());
    const Seat me = st->actingSeat();
    QCOMPARE(st->phase(), Phase::Choose);
    const std::vector<ActionId> legal = st->legalActions();
    const Boss& ob = st->boss(other);
    Rng rng(21);
    std::map<std::multiset<std::string>, std::vector<std::string>> layouts;
    for (int i = 0; i < 40; ++i) {
      auto world = st->resampleFor(me, rng);
      auto* w = static_cast<VitiumState*>(world.get());
      for (ActionId a : legal) QCOMPARE(w->card(argA(a)).id, st->card(argA(a)).id);
      std::multiset<std::string> chosen, all, allTruth;
      std::vector<std::string> layout;
      for (int u = ob.first; u < ob.first + ob.count; ++u) {
        layout.push_back(w->card(u).id + (w->inst(u).zone == Zone::Hand ? "*" : ""));
        if (w->inst(u).zone == Zone::Hand) chosen.insert(w->card(u).id);
        all.insert(w->card(u).id);
        allTruth.insert(st->card(u).id);
      }
      QCOMPARE(all, allTruth);
      QCOMPARE(int(chosen.size()), int(st->boss(other).inZone[int(Zone::Hand)]));
      const auto [it, added] = layouts.emplace(chosen, layout);
      QVERIFY2(added || it->second == layout, "one choice, two layouts of the deck");
    }
    QVERIFY(layouts.size() > 3);
    for (int u = st->boss(me).first; u < st->boss(me).first + st->boss(me).count; ++u) {
      QVERIFY(st->visibleTo(u, me));
      QVERIFY(!st->visibleTo(u, other));
    }
    st->finishSetupForTest();
    std::set<std::string> ownDeck;
    for (int i = 0; i < 20; ++i) {
      auto world = st->resampleFor(me, rng);
      int deckCard = -1;
      for (int u = st->boss(me).first; u < st->boss(me).first + st->boss(me).count; ++u)
        if (st->inst(u).zone == Zone::Deck) {
          QVERIFY(!st->visibleTo(u, me));
          deckCard = u;
        }
      QVERIFY(deckCard >= 0);
      ownDeck.insert(static_cast<VitiumState*>(world.get())->card(deckCard).id);
    }
    QVERIFY(ownDeck.size() > 1);
  }

  void zoneMasksFollowEveryMoveAndEveryResampledWorld() {
    // The legal actions read a boss's cards per zone from its masks: a move or a resample that
    // left them stale would offer cards that are not there.
    Rng rng(12);
    std::vector<ActionId> legal;
    for (int seats = 2; seats <= 4; ++seats)
      for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        auto st = newGame(seats, seed);
        QVERIFY(masksMatchInstances(*st));
        for (int step = 1; !st->isTerminal(); ++step) {
          st->legalActions(legal);
          st->apply(legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
          QVERIFY2(masksMatchInstances(*st), qPrintable(QString("step %1").arg(step)));
          if (step % 20 == 0 && !st->isTerminal()) {
            auto world = st->resampleFor(st->actingSeat(), rng);
            QVERIFY(masksMatchInstances(static_cast<const VitiumState&>(*world)));
          }
        }
      }
  }

  void describeAndPlayedCardTypeNameTheCards() {
    auto st = emptyTable();
    const int tally = put(*st, "tallyman", 0, Zone::Hand);
    st->setCintForTest(0, 300);
    const ActionId buy = encode(Kind::Purchase, tally);
    const ActionView v = st->describe(buy);
    QCOMPARE(v.kind, std::string("purchase"));
    QCOMPARE(v.cards, std::vector<int>{tally});
    QCOMPARE(v.toZone, std::string("p0.employ"));
    QCOMPARE(st->playedCardType(buy), shippedCards()->findCard("tallyman"));
    QCOMPARE(st->playedCardType(encode(Kind::EndTurn)), -1);
  }

  void undoStopsAtDrawsAndTurnEndsNotAtPlainMoves() {
    using gm::rules::test::hasEvent;
    gm::rules::test::checkUndoBarrier(
        {.game = "vitium",
         .gameObject = shippedGame().get(),
         .games = 3,
         .mustBlock =
             [](auto events, Seat actor) {
               return hasEvent(events, "draw", actor) || hasEvent(events, "end_turn") ||
                      hasEvent(events, "shuffle");
             },
         .mustAllow = [](const ActionView& view,
                         auto) { return view.kind == "underway" || view.kind == "purchase"; },
         // Issue 38: another boss's maneuver pass with nothing else to do (gifts aside) blocked
         // every undo; it is no barrier now.
         .forcedMovesOfOthers = true});
  }
};

QTEST_APPLESS_MAIN(VitiumCardFileAndViews)
#include "vitium_card_file_test.moc"
