#include "undo_checks.h"

namespace gm::test {

using namespace gm::rules;

void checkUndoBarriers(const GameState& st, std::span<const std::unique_ptr<GameState>> past,
                       Rng& rng, std::vector<std::string>& problems) {
  const auto history = st.history();
  const auto notes = st.undoNotes();
  const std::size_t n = history.size();
  if (notes.size() != n) {
    problems.push_back("undoNotes() has " + std::to_string(notes.size()) + " notes for " +
                       std::to_string(n) + " actions");
    return;
  }
  if (past.size() < n) return;
  for (Seat s = 0; s < st.seatCount(); ++s) {
    const std::size_t barrier = st.undoBarrier(s);
    const std::string who = "seat " + std::to_string(s) + "'s undo barrier at " +
                            std::to_string(barrier) + " of " + std::to_string(n);
    if (barrier > n) {
      problems.push_back(who + " lies past the history");
      continue;
    }
    if (barrier == n) continue;
    // What may be taken back: the seat's own moves and other seats' forced ones (their only
    // choice), none drawing on chance or showing the seat a card, at least one its own.
    bool own = false;
    for (std::size_t i = barrier; i < n; ++i) {
      own = own || notes[i].seat == s;
      if ((notes[i].seat != s && !notes[i].forced) || notes[i].random ||
          (notes[i].revealedTo & (1u << s)))
        problems.push_back(who + " spans action " + std::to_string(i) +
                           ", which it may not take back");
    }
    if (!own) problems.push_back(who + " spans no action of its own");
    auto world = past[barrier]->resampleFor(s, rng);
    for (std::size_t i = barrier; i < n; ++i) {
      if (world->isTerminal() || world->actingSeat() != notes[i].seat ||
          !world->isLegal(history[i])) {
        problems.push_back(who + ": in a world it cannot tell from the truth, action " +
                           std::to_string(i) + " cannot be taken as it was");
        break;
      }
      world->apply(history[i]);
    }
    if (world->history().size() == n && world->seatView(s) != st.seatView(s))
      problems.push_back(who + ": the actions it may take back showed it hidden information");
  }
}

}  // namespace gm::test
