#include "conformance_checker.h"

#include <algorithm>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>

#include "core/save_format.h"
#include "observation_checks.h"
#include "seat_view_checks.h"
#include "undo_checks.h"

namespace gm::test {
namespace {

using namespace gm::rules;
using nlohmann::json;

std::vector<ActionId> historyOf(const GameState& st) {
  return {st.history().begin(), st.history().end()};
}

// apply() asserts isLegal(), which binary-searches the legal list: an unsorted list is reported
// and its game stopped, so the battery reports the defect in a Debug build instead of aborting.
bool strictlyIncreasing(const std::vector<ActionId>& legal) {
  return std::adjacent_find(legal.begin(), legal.end(), std::greater_equal<>()) == legal.end();
}

class Checker {
 public:
  Checker(const GameRegistry& registry, const Game& game, int seats,
          const ConformanceOptions& options)
      : m_registry(registry),
        m_game(game),
        m_info(game.info()),
        m_seats(seats),
        m_options(options) {}

  ConformanceReport run() {
    for (int g = m_options.shard; g < m_options.games && !full() && !spent(); g += m_options.shards)
      playGame(g);
    if (m_report.hiddenViews > 0 && m_report.changedResamples == 0)
      fail("resampleFor() never redrew anything although seats have hidden cards (" +
           std::to_string(m_report.hiddenViews) + " hidden views)");
    return std::move(m_report);
  }

 private:
  bool full() const { return static_cast<int>(m_report.failures.size()) >= m_options.maxFailures; }
  // The node budget is used up: no further game starts (the one under way is played out).
  bool spent() const { return m_options.maxNodes > 0 && m_report.nodes >= m_options.maxNodes; }

  // Records a problem once (the same message at many nodes is one problem).
  void fail(const std::string& what) {
    if (full() || !m_reported.insert(what).second) return;
    m_report.failures.push_back(m_info.id + ", " + std::to_string(m_seats) + " seats, game " +
                                std::to_string(m_gameIndex) + " (seed " + std::to_string(m_seed) +
                                "), after " + std::to_string(m_step) + " actions: " + what);
  }
  void expect(bool ok, const std::string& what) {
    if (!ok) fail(what);
  }

  void playGame(int g) {
    m_gameIndex = g;
    m_seed = mixHash(m_options.seed, static_cast<std::uint64_t>(g));
    m_step = 0;
    m_keyViews.clear();
    m_pick = Rng(mixHash(m_seed, 0xc0ffee));
    m_sample = Rng(mixHash(m_seed, 0x5a3b1e));
    auto created = m_game.newGame(GameOptions{m_seats, m_seed, m_game.botOnlyVariant()});
    if (!created)
      return fail("newGame() refused " + std::to_string(m_seats) + " seats: " + created.error());
    auto& st = *created.value();
    st.setTrackUndo(true);
    m_past.clear();
    auto again = m_game.newGame(GameOptions{m_seats, m_seed, m_game.botOnlyVariant()});
    expect(again && (*again)->observe(kNoSeat) == st.observe(kNoSeat),
           "two new games with one seed differ");
    expect(st.seatCount() == m_seats, "seatCount() is not the number of seats asked for");
    expect(st.info().id == m_info.id, "the state's info() is not its game's");
    // The bound of this game (its options may set it: a round limit, a single Act).
    m_maxLength = st.info().maxGameLength;
    expect(m_maxLength > 0, "the state's info() gives no bound on the game's length");
    const int playoutAt = static_cast<int>(
        m_pick.uniformInt(static_cast<std::uint32_t>(std::clamp(m_maxLength, 1, 1 << 20))));

    while (!full()) {
      ++m_report.nodes;
      const bool playout = m_step == playoutAt;
      const bool costly =
          m_options.resampleCheckOneIn <= 1 || m_step == 0 || playout || st.isTerminal() ||
          m_sample.uniformInt(static_cast<std::uint32_t>(m_options.resampleCheckOneIn)) == 0;
      checkNode(st, playout, costly);
      checkUndo(st);
      const bool saveHere = st.isTerminal() || m_pick.uniformInt(m_options.saveCheckOneIn) == 0;
      if (saveHere) checkSaveRoundTrip(st);
      if (st.isTerminal()) {
        checkTerminal(st);
        break;
      }
      if (m_options.maxActionsPerGame > 0 && m_step >= m_options.maxActionsPerGame) break;
      if (m_step >= m_maxLength) {
        fail("the game is not over after info().maxGameLength = " + std::to_string(m_maxLength) +
             " actions");
        break;
      }
      const auto legal = st.legalActions();
      if (legal.empty() || !strictlyIncreasing(legal)) break;  // reported by checkNode
      if (!checkCloneAndApply(st, legal)) break;
      ++m_step;
    }
    ++m_report.games;
  }

  // `resamples`: whether the costly resample checks run at this node.
  void checkNode(const GameState& st, bool playResampleOut, bool resamples) {
    const bool terminal = st.isTerminal();
    const Seat acting = st.actingSeat();
    expect(terminal == (acting == kNoSeat),
           "actingSeat() and nodeKind() disagree about the end of the game");
    expect(terminal || (acting >= 0 && acting < m_seats), "actingSeat() is not a seat");
    const auto legal = st.legalActions();
    expect(terminal == legal.empty(),
           terminal ? "a terminal state has legal actions" : "no legal action before the end");
    expect(strictlyIncreasing(legal), "legal actions are not strictly increasing");
    for (const ActionId a : legal) {
      expect(a >= 0 && a < m_info.actionCount,
             "legal action " + std::to_string(a) + " outside 0..actionCount-1");
      expect(st.isLegal(a), "isLegal() refuses a listed action");
      const ActionView v = st.describe(a);
      expect(v.id == a, "describe(" + std::to_string(a) + ") names another action");
      expect(v.seat == acting, "describe(" + std::to_string(a) + ") names seat " +
                                   std::to_string(v.seat) + ", not the acting seat");
      expect(!v.kind.empty() && !v.text.empty() && !v.messageKey.empty(),
             "describe() leaves kind, text or messageKey empty");
      for (const int c : v.cards)
        expect(c >= 0 && c < st.cardCount(), "describe() names a card that does not exist");
      expect(v.targetSeat == kNoSeat || (v.targetSeat >= 0 && v.targetSeat < m_seats),
             "describe() chooses a seat that does not exist");
    }
    if (st.isResponseWindow()) {
      expect(st.nodeKind() == NodeKind::Decision && acting != st.turnSeat(),
             "a response window that is not another seat's decision");
      expect(std::count_if(legal.begin(), legal.end(),
                           [&](ActionId a) { return st.describe(a).kind == "pass"; }) == 1,
             "a response window without exactly one pass action");
      ++m_report.responseWindows;
    }
    expect(terminal || (st.turnSeat() >= 0 && st.turnSeat() < m_seats), "turnSeat() is not a seat");
    checkZones(st, "the state");

    m_nodeTruth = st.observe(kNoSeat);
    const json& truth = m_nodeTruth;
    std::vector<std::string> problems;
    checkTruthObservation(truth, st.zones(), m_truth, problems);
    const SeatView truthView = st.seatView(kNoSeat);
    checkTruthSeatView(truthView, st, m_truth, problems);
    std::vector<json> views(m_seats);
    std::vector<SeatView> seatViews(m_seats);
    for (Seat s = 0; s < m_seats; ++s) {
      views[s] = st.observe(s);
      seatViews[s] = st.seatView(s);
      if (checkSeatObservation(views[s], m_truth, problems)) ++m_report.hiddenViews;
      checkSeatSeatView(seatViews[s], truthView, m_truth, problems);
      noteKeyView(s, st.infoKey(s), views[s], seatViews[s]);
    }
    for (const auto& p : problems) fail(p);
    for (Seat s = 0; s < m_seats; ++s) {
      checkUnavailable(st, s, legal, seatViews[s]);
      if (resamples) {
        ++m_report.resampleChecks;
        checkResamples(st, s, views[s], seatViews[s], truth, playResampleOut && s == 0);
      }
    }
  }

  // unavailable(s) as its contract says: nothing at the end; each entry with a kind, a text and
  // a "<game>.why." key; a card only where s sees it; a card and kind at most once; never an
  // action s may take now.
  void checkUnavailable(const GameState& st, Seat s, const std::vector<ActionId>& legal,
                        const SeatView& view) {
    const std::string who = "unavailable(" + std::to_string(s) + ")";
    const auto why = st.unavailable(s);
    if (st.isTerminal()) return expect(why.empty(), who + " lists something at the end");
    std::set<int> seen;
    for (const SeatZone& z : view.zones)
      for (const SeatCard& c : z.cards)
        if (c.uid >= 0) seen.insert(c.uid);
    std::set<std::pair<int, std::string>> listed;
    for (const Unavailable& u : why) {
      expect(!u.kind.empty() && !u.text.empty() && u.messageKey.rfind(m_info.id + ".why.", 0) == 0,
             who + " gives an entry without a kind, a text or a \"" + m_info.id + ".why.\" key");
      expect(u.card == -1 || seen.count(u.card) == 1, who + " names card " +
                                                          std::to_string(u.card) + ", which seat " +
                                                          std::to_string(s) + " does not see");
      expect(listed.emplace(u.card, u.kind).second,
             who + " lists card " + std::to_string(u.card) + " for \"" + u.kind + "\" twice");
    }
    if (st.actingSeat() != s) return;
    for (const ActionId a : legal) {
      const ActionView v = st.describe(a);
      const int card = v.cards.empty() ? -1 : v.cards.front();
      expect(listed.count({card, v.kind}) == 0 && listed.count({-1, v.kind}) == 0,
             who + " calls legal action " + std::to_string(a) + " (" + v.kind + ") unavailable");
      // caution(a) as its contract says: a text and a "<game>.caution." key.
      if (const std::optional<Caution> c = st.caution(a)) {
        ++m_report.cautions;
        expect(!c->text.empty() && c->messageKey.rfind(m_info.id + ".caution.", 0) == 0,
               "caution(" + std::to_string(a) + ") has no text or no \"" + m_info.id +
                   ".caution.\" key");
      }
    }
  }

  // Every card instance in exactly one zone, zone names unique.
  void checkZones(const GameState& st, const std::string& who) {
    std::vector<int> where(st.cardCount(), 0);
    std::set<std::string> names;
    for (const auto& zone : st.zones()) {
      expect(names.insert(zone.name).second,
             who + " lists zone " + zone.name + " twice in zones()");
      for (const int c : zone.cards) {
        if (c < 0 || c >= st.cardCount())
          fail(who + ": zone " + zone.name + " holds card " + std::to_string(c) +
               " outside 0..cardCount()-1");
        else
          ++where[c];
      }
    }
    for (int c = 0; c < st.cardCount(); ++c) {
      if (where[c] == 0) fail(who + ": card " + std::to_string(c) + " is missing from zones()");
      if (where[c] > 1)
        fail(who + ": card " + std::to_string(c) + " is in " + std::to_string(where[c]) + " zones");
    }
  }

  // States with an equal infoKey(s) must look the same to s, in observe() and in seatView().
  void noteKeyView(Seat s, InfoKey key, const json& view, const SeatView& seatView) {
    const auto hash = mixHash(std::hash<json>{}(view), hashSeatView(seatView));
    const auto [it, inserted] = m_keyViews.emplace(std::make_pair(s, key), hash);
    expect(inserted || it->second == hash, "two states share seat " + std::to_string(s) +
                                               "'s infoKey but observe(" + std::to_string(s) +
                                               ") or seatView(" + std::to_string(s) + ") differs");
  }

  void checkResamples(const GameState& st, Seat s, const json& view, const SeatView& seatView,
                      const json& truth, bool playOut) {
    const std::string who = "resampleFor(" + std::to_string(s) + ")";
    Rng r1(m_pick.next()), r2(m_pick.next());
    Rng r1Copy = r1;
    const auto w1 = st.resampleFor(s, r1);
    const auto w1Again = st.resampleFor(s, r1Copy);
    const auto w2 = st.resampleFor(s, r2);
    const json w1Truth = w1->observe(kNoSeat);
    expect(r1 == r1Copy && w1Truth == w1Again->observe(kNoSeat) && w1->rng() == w1Again->rng(),
           who + " is not deterministic for an equal rng state");
    const auto legal = st.legalActions();
    // The acting seat knows what each of its choices does: a world it cannot tell from the truth
    // gives every legal action the same meaning (a card chosen from a pile the seat looks through
    // is the same card in every world).
    std::vector<ActionView> meanings;
    if (st.actingSeat() == s)
      for (ActionId a : legal) meanings.push_back(st.describe(a));
    for (const auto* w : {w1.get(), w2.get()}) {
      expect(w->observe(s) == view, who + " changed observe(" + std::to_string(s) + ")");
      expect(w->seatView(s) == seatView, who + " changed seatView(" + std::to_string(s) + ")");
      expect(w->infoKey(s) == st.infoKey(s), who + " changed infoKey(" + std::to_string(s) + ")");
      expect(w->unavailable(s) == st.unavailable(s), who + " changed unavailable(" +
                                                         std::to_string(s) +
                                                         "): it reads what the seat can't see");
      expect(w->nodeKind() == st.nodeKind() && w->actingSeat() == st.actingSeat() &&
                 w->seatCount() == m_seats,
             who + " changed the node kind, acting seat or seat count");
      expect(w->history().size() == st.history().size(),
             who + " changed the length of the history");
      if (st.actingSeat() == s) {
        expect(w->legalActions() == legal, who + " changed the acting seat's legal actions");
        for (std::size_t i = 0; i < legal.size(); ++i) {
          if (const ActionView seen = w->describe(legal[i]); seen != meanings[i])
            fail(who + " changed what the acting seat's action " + std::to_string(legal[i]) +
                 " does: \"" + meanings[i].text + "\" became \"" + seen.text + "\"");
          expect(w->caution(legal[i]) == st.caution(legal[i]),
                 who + " changed the caution of action " + std::to_string(legal[i]) +
                     ": it reads what the seat can't see");
        }
      }
      expect(w->cardCount() == st.cardCount(), who + " changed cardCount()");
      checkZones(*w, who + "'s world");
      for (Seat t = 0; t < m_seats; ++t)
        if (t != s) noteKeyView(t, w->infoKey(t), w->observe(t), w->seatView(t));
    }
    if (w1Truth != truth || w2->observe(kNoSeat) != truth) ++m_report.changedResamples;
    // One seat a node (it doubles the resamples): every seat in turn along the game.
    if (s == m_step % m_seats) checkResampleOfWorld(st, *w1, s, who);
    if (playOut) playWorldOut(*w1, who);
  }

  // The world depends only on what the seat knows: resampled for it with one rng state, the truth
  // and a world it cannot tell from the truth give the same world (a world that kept a hidden fact
  // of the truth, such as which face a hidden uid carries, would give it away here).
  void checkResampleOfWorld(const GameState& st, const GameState& world, Seat s,
                            const std::string& who) {
    Rng r(m_pick.next());
    Rng rCopy = r;
    const auto fromTruth = st.resampleFor(s, r);
    const auto fromWorld = world.resampleFor(s, rCopy);
    expect(fromTruth->observe(kNoSeat) == fromWorld->observe(kNoSeat) &&
               historyOf(*fromTruth) == historyOf(*fromWorld) &&
               fromTruth->rng() == fromWorld->rng(),
           who + " of a world seat " + std::to_string(s) +
               " cannot tell from the truth differs from " + who +
               " of the truth for an equal rng state: the world keeps something the seat "
               "does not know");
  }

  // A resampled world is a full game: it must play on to a proper end.
  void playWorldOut(GameState& world, const std::string& who) {
    std::vector<ActionId> legal;
    while (!world.isTerminal() && static_cast<int>(world.history().size()) < m_maxLength) {
      world.legalActions(legal);
      if (legal.empty()) return fail(who + "'s world has no legal action before the end");
      if (!strictlyIncreasing(legal))
        return fail(who + "'s world: legal actions are not strictly increasing");
      world.apply(legal[m_pick.uniformInt(static_cast<std::uint32_t>(legal.size()))]);
      checkZones(world, who + "'s world, played on,");
    }
    expect(world.isTerminal(), who + "'s world does not end within info().maxGameLength");
  }

  // `bTruth`: b.observe(kNoSeat) when the caller has it already (an observation is the costliest
  // call of the battery).
  void expectSame(const GameState& a, const GameState& b, const std::string& what,
                  const json* bTruth = nullptr) {
    expect(a.observe(kNoSeat) == (bTruth ? *bTruth : b.observe(kNoSeat)),
           what + ": observe(kNoSeat) differs");
    expect(a.seatView(kNoSeat) == b.seatView(kNoSeat), what + ": seatView(kNoSeat) differs");
    expect(historyOf(a) == historyOf(b), what + ": history differs");
    expect(a.rng() == b.rng(), what + ": the rng state differs");
    expect(a.nodeKind() == b.nodeKind() && a.actingSeat() == b.actingSeat(),
           what + ": node or acting seat differs");
    for (Seat s = 0; s < m_seats; ++s)
      expect(a.infoKey(s) == b.infoKey(s), what + ": infoKey(" + std::to_string(s) + ") differs");
    if (a.isTerminal() && b.isTerminal())
      expect(a.returns() == b.returns(), what + ": returns differ");
  }

  // Every seat's undo barrier (undo_checks.h).
  void checkUndo(const GameState& st) {
    std::vector<std::string> problems;
    Rng rng(mixHash(m_seed, 0x0dd0 + static_cast<std::uint64_t>(m_step)));
    checkUndoBarriers(st, m_past, rng, problems);
    for (const std::string& p : problems) fail(p);
  }

  // Plays one action on `st` (and on a clone, checked against each other); false when the chooser
  // picked an illegal one, which ends the game.
  bool checkCloneAndApply(GameState& st, const std::vector<ActionId>& legal) {
    const ActionId a = m_options.choose
                           ? m_options.choose(st, legal, m_pick.next())
                           : legal[m_pick.uniformInt(static_cast<std::uint32_t>(legal.size()))];
    if (!std::binary_search(legal.begin(), legal.end(), a)) {
      fail("the chooser picked " + std::to_string(a) + ", which is not legal");
      return false;
    }
    const json& before = m_nodeTruth;
    m_past.push_back(st.clone());
    auto copy = st.clone();
    copy->setTrackUndo(false);
    expectSame(*copy, st, "clone()", &before);
    if (legal.size() > 1) {
      auto other = st.clone();
      other->apply(a == legal.front() ? legal.back() : legal.front());
      expect(st.observe(kNoSeat) == before, "applying to a clone changed its original");
    }
    // The copy records events and their views, the original does not: the game must not
    // depend on it.
    copy->setRecordEvents(true);
    copy->setRecordEventViews(true, true);
    st.apply(a);
    copy->apply(a);
    expectSame(st, *copy,
               "clone()+apply(" + std::to_string(a) + ") and apply (with events recorded)");
    for (const auto& e : copy->lastEvents())
      expect(!e.kind.empty() && !e.text.empty(),
             "an event without kind or text after action " + std::to_string(a));
    checkEventViews(*copy, a);
    return true;
  }

  // The views recorded with each event (what a table shows step by step) obey the seat view's
  // contract at that moment: the truth holds every card once, and each seat sees no more than
  // the truth of that moment allows.
  void checkEventViews(const GameState& st, ActionId a) {
    const auto events = st.lastEvents();
    const auto views = st.lastEventViews();
    const std::string after = " (events of action " + std::to_string(a) + ")";
    if (views.size() != events.size())
      return fail("lastEventViews() has " + std::to_string(views.size()) + " entries for " +
                  std::to_string(events.size()) + " events" + after);
    std::vector<std::string> problems;
    for (std::size_t i = 0; i < views.size(); ++i) {
      if (static_cast<int>(views[i].size()) != m_seats + 1) {
        fail("an event's views are not one per seat and the truth" + after);
        continue;
      }
      const SeatView& truth = views[i][static_cast<std::size_t>(m_seats)];
      std::vector<int> seen(static_cast<std::size_t>(st.cardCount()), 0);
      for (const SeatZone& z : truth.zones)
        for (const SeatCard& c : z.cards)
          if (c.uid >= 0 && c.uid < st.cardCount()) ++seen[static_cast<std::size_t>(c.uid)];
      expect(std::all_of(seen.begin(), seen.end(), [](int n) { return n == 1; }),
             "the truth's view at event '" + events[i].kind +
                 "' does not hold every card exactly once" + after);
      // Where each card was at that moment, from the truth's view; what each card is does not
      // change (the faces of the node's truth).
      TruthCards then;
      then.faceOf = m_truth.faceOf;
      for (const SeatZone& z : truth.zones)
        for (const SeatCard& c : z.cards) {
          then.zoneUids[z.id].push_back(c.uid);
          then.zoneOf[c.uid] = z.id;
          expect(c.face == m_truth.faceOf[c.uid], "the truth's view at event '" + events[i].kind +
                                                      "' changes what card " +
                                                      std::to_string(c.uid) + " is" + after);
        }
      for (Seat s = 0; s < m_seats; ++s)
        checkSeatSeatView(views[i][static_cast<std::size_t>(s)], truth, then, problems);
    }
    for (const auto& p : problems) fail(p + " [in a view recorded with an event" + after + "]");
  }

  void checkSaveRoundTrip(const GameState& st) {
    ++m_report.saveRoundTrips;
    const SaveData data{m_info.id,
                        m_info.rulesVersion,
                        GameOptions{m_seats, m_seed, m_game.botOnlyVariant()},
                        defaultSeats(m_seats),
                        historyOf(st),
                        std::nullopt};
    auto loaded = loadSave(serializeSave(data), m_registry);
    if (!loaded) return fail("save/load round trip refused: " + loaded.error());
    expect(loaded->data.actions == data.actions, "save/load round trip changed the actions");
    expectSame(*loaded->state, st, "save/load round trip", &m_nodeTruth);
  }

  void checkTerminal(const GameState& st) {
    const auto r = st.returns();
    if (static_cast<int>(r.size()) != m_seats)
      return fail("returns() has " + std::to_string(r.size()) + " entries");
    for (const double v : r)
      expect(v >= -1.0 && v <= 1.0, "a return outside [-1, 1]: " + std::to_string(v));
    expect(static_cast<int>(st.history().size()) <= m_maxLength,
           "the game took more than info().maxGameLength actions");
  }

  const GameRegistry& m_registry;
  const Game& m_game;
  const GameInfo& m_info;
  const int m_seats;
  const ConformanceOptions m_options;
  ConformanceReport m_report;
  std::set<std::string> m_reported;
  int m_gameIndex = 0;
  std::uint64_t m_seed = 0;
  int m_step = 0;
  int m_maxLength = 0;  // the game's info().maxGameLength
  Rng m_sample{0};      // which nodes get the costly checks (a stream of its own)
  Rng m_pick;
  TruthCards m_truth;
  // observe(kNoSeat) of the node being checked, made once by checkNode().
  json m_nodeTruth;
  std::map<std::pair<Seat, InfoKey>, std::size_t> m_keyViews;
  // The game's state after each number of actions so far (for the undo checks).
  std::vector<std::unique_ptr<GameState>> m_past;
};

}  // namespace

std::string ConformanceReport::text() const {
  std::string out;
  for (const auto& f : failures) out += f + "\n";
  return out;
}

ConformanceReport checkConformance(const GameRegistry& registry, std::string_view gameId, int seats,
                                   const ConformanceOptions& options) {
  if (options.shards < 1 || options.shard < 0 || options.shard >= options.shards) {
    ConformanceReport report;
    report.failures.push_back("shard " + std::to_string(options.shard) + " of " +
                              std::to_string(options.shards) + " does not exist");
    return report;
  }
  const Game* game = registry.find(gameId);
  if (!game) {
    ConformanceReport report;
    report.failures.push_back("no game '" + std::string(gameId) + "' in the registry");
    return report;
  }
  return Checker(registry, *game, seats, options).run();
}

}  // namespace gm::test
