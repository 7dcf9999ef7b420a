#pragma once
// Test support for GameState::undoBarrier: random games of one game with undo tracked, each action
// checked against what its own events say. A game's test names the events that must stop a seat
// from taking the action back (a draw of its own, a card revealed to it, a shuffle) and the moves
// that must not (a plain move of its own that shows it nothing new).
#include <QtTest/QtTest>

#include <functional>
#include <span>
#include <string>

#include "core/game_state.h"
#include "core/rng.h"
#include "games/builtin_games.h"

namespace gm::rules::test {

struct UndoCase {
  std::string game;
  // The game to play when it is not in the builtin registry yet (a game whose table has not
  // landed); null: builtinGames().find(game).
  const Game* gameObject = nullptr;
  int seats = 2;
  int games = 20;
  // True when the action, whose events these are, must be a barrier for `actor`.
  std::function<bool(std::span<const GameEvent>, Seat actor)> mustBlock;
  // True when the action described by `view` must not be one.
  std::function<bool(const ActionView& view, std::span<const GameEvent>)> mustAllow;
  // The game has moves another seat cannot refuse (a pass with nothing else to do) right after a
  // seat's own move that may be taken back: at least one must come up.
  bool forcedMovesOfOthers = false;
};

// Plays c.games random games and checks every action; both kinds must have come up.
inline void checkUndoBarrier(const UndoCase& c) {
  const Game* game = c.gameObject ? c.gameObject : builtinGames().find(c.game);
  QVERIFY(game != nullptr);
  int blocked = 0, allowed = 0, passedOver = 0;
  for (int g = 0; g < c.games; ++g) {
    GameOptions options;
    options.seats = c.seats;
    options.seed = 1000 + static_cast<std::uint64_t>(g);
    auto made = game->newGame(options);
    QVERIFY(made.ok());
    std::unique_ptr<GameState> st = std::move(made.value());
    st->setRecordEvents(true);
    st->setTrackUndo(true);
    Rng rng(77 + static_cast<std::uint64_t>(g));
    for (int step = 0; step < 400 && !st->isTerminal(); ++step) {
      const std::vector<ActionId> legal = st->legalActions();
      const ActionId a = legal[rng.uniformInt(static_cast<std::uint32_t>(legal.size()))];
      const Seat actor = st->actingSeat();
      const ActionView view = st->describe(a);
      const std::size_t before = st->undoBarrier(actor);
      std::vector<std::size_t> othersBefore;
      for (Seat s = 0; s < st->seatCount(); ++s) othersBefore.push_back(st->undoBarrier(s));
      st->apply(a);
      const std::size_t n = st->history().size();
      QCOMPARE(st->undoNotes().size(), n);
      QCOMPARE(st->undoNotes().back().seat, actor);
      const std::size_t barrier = st->undoBarrier(actor);
      std::string what = c.game + ": seat " + std::to_string(actor) + " " + view.text + " (";
      for (const GameEvent& e : st->lastEvents())
        what += e.kind + "/" + std::to_string(e.seat) + " ";
      what += ")";
      if (c.mustBlock(st->lastEvents(), actor)) {
        ++blocked;
        QVERIFY2(barrier == n, (what + " is no barrier").c_str());
      } else if (c.mustAllow(view, st->lastEvents())) {
        ++allowed;
        QVERIFY2(barrier < n, (what + " is a barrier").c_str());
        // A move of its own keeps whatever could be taken back before it.
        if (before < n - 1) QCOMPARE(barrier, before);
      }
      // Nobody else may take back a move that is not theirs; a forced one (UndoNote::forced) that
      // drew nothing and showed a seat nothing leaves what that seat could take back as it was.
      const GameState::UndoNote& note = st->undoNotes().back();
      for (Seat s = 0; s < st->seatCount(); ++s) {
        if (s == actor) continue;
        const std::size_t was = othersBefore[static_cast<std::size_t>(s)];
        const bool passable = note.forced && !note.random && !(note.revealedTo & (1u << s));
        if (passable && was < n - 1) {
          ++passedOver;
          QCOMPARE(st->undoBarrier(s), was);
        } else {
          QCOMPARE(st->undoBarrier(s), n);
        }
      }
    }
  }
  QVERIFY2(blocked > 0, "no barrier came up");
  QVERIFY2(allowed > 0, "no move that may be taken back came up");
  if (c.forcedMovesOfOthers)
    QVERIFY2(passedOver > 0, "no forced move of another seat after a move that may be taken back");
}

inline bool hasEvent(std::span<const GameEvent> events, const std::string& kind,
                     Seat seat = kNoSeat) {
  for (const GameEvent& e : events)
    if (e.kind == kind && (seat == kNoSeat || e.seat == seat)) return true;
  return false;
}

}  // namespace gm::rules::test
