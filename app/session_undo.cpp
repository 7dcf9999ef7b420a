// Session: taking moves back. The engine says how far back a seat may go (GameState::undoBarrier:
// its own actions since it last saw a card it did not know, since a random event, since another
// seat acted); the session replays the seed and the history without the undone actions through
// the same path that opens a save (install), so the state, the log and the autosave are those of
// the earlier moment.
#include "core/game.h"
#include "logging.h"
#include "session.h"

namespace gm::app {

host::Undo Session::computeUndo() const {
  using host::UndoReason;
  if (!m_state) return {UndoReason::NoGame};
  if (m_state->isTerminal()) return {UndoReason::Over};
  const rules::Seat s = m_viewSeat;
  if (!isHuman(s)) return {UndoReason::NotAPlayer};
  if (m_handoverSeat >= 0 || !roundIncludes(s)) return {UndoReason::NotYourTurn};
  const auto history = m_state->history();
  const auto notes = m_state->undoNotes();
  const std::size_t barrier = m_state->undoBarrier(s);
  if (barrier < history.size()) return {UndoReason::None};
  // Why not: the last action is a barrier of its own, or another seat's.
  // (Notes cover every action: the session tracks undo from a game's first action.)
  if (history.empty() || notes.size() != history.size()) return {UndoReason::NoMove};
  const rules::GameState::UndoNote& last = notes.back();
  if (last.seat != s) return {UndoReason::OtherMoved, last.seat};
  if (last.random) return {UndoReason::BroughtChance};
  return {UndoReason::ShowedACard};
}

bool Session::undo() {
  const host::Undo why = computeUndo();
  if (why.reason != host::UndoReason::None) {
    qCDebug(lcSession) << "undo refused:" << host::undoReasonName(why.reason);
    return false;
  }
  const auto history = m_state->history();
  const std::vector<rules::ActionId> actions(history.begin(), history.end());
  const std::size_t barrier = m_state->undoBarrier(m_viewSeat);
  // The view seat's last choice goes, with what followed it (other seats' forced moves: a pass
  // that could not be refused decides nothing) and its own forced moves just before it: a move
  // with nothing to choose is no move to take back, and would only be taken again
  // (GameState::UndoNote::forced).
  const auto notes = m_state->undoNotes();
  const rules::Seat me = m_viewSeat;
  std::size_t keep = actions.size();
  while (keep > barrier) {
    --keep;
    if (notes[keep].seat == me && !notes[keep].forced) break;
  }
  while (keep > barrier && notes[keep - 1].seat == me && notes[keep - 1].forced) --keep;

  rules::SaveData setup = m_setup;
  setup.actions.assign(actions.begin(), actions.begin() + static_cast<std::ptrdiff_t>(keep));
  std::optional<rules::CardFileGame> cards;
  if (m_cardGame && m_setup.cards) cards = rules::CardFileGame{m_cardGame, *m_setup.cards};
  qCInfo(lcSession) << "seat" << m_viewSeat << "takes back" << actions.size() - keep << "action(s)";
  m_installingUndo = true;
  const bool installed = install(std::move(setup), m_firstNote, std::move(cards));
  m_installingUndo = false;
  return installed;
}

}  // namespace gm::app
