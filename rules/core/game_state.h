#pragma once
// The one abstract game state every engine implements and every tool uses (AI, session, CLI, tests,
// saving). A state is the authoritative truth of one game; seats learn about it only through
// observe(), infoKey() and the events filtered for them.
#include <functional>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "action_view.h"
#include "rng.h"
#include "seat_view.h"
#include "types.h"

namespace gm::rules {

struct GameInfo {
  std::string id;        // the game's folder name under rules/, as listed in GM_GAMES
  std::string name;      // display name, English
  int rulesVersion = 1;  // bumped when a rule change makes old saves replay differently
  int minSeats = 2;
  int maxSeats = 2;
  int actionCount = 0;    // ids are 0 .. actionCount-1
  int maxGameLength = 0;  // upper bound on actions in any game (termination check)
  // The actions no bot takes (GameState::botsNeverTake) are the ids from this one on, so a bot or
  // a search leaves them out by cutting the sorted legal list; 0: the game has none.
  int botsNeverTakeFrom = 0;
};

class GameState {
 public:
  virtual ~GameState() = default;

  // The game's description. The reference is to data owned by the Game (or static), so it stays
  // valid for the state's whole life; it never changes during play, and clone() and resampleFor()
  // keep the same object. Its id, rulesVersion, seat range and actionCount are the Game's
  // (Game::info()).
  virtual const GameInfo& info() const = 0;
  // The number of seats, fixed at creation: info().minSeats <= seatCount() <= info().maxSeats.
  // Seats are 0 .. seatCount()-1 in turn order; an eliminated seat keeps its number.
  virtual int seatCount() const = 0;

  virtual NodeKind nodeKind() const = 0;
  // The seat that must act; kNoSeat exactly when nodeKind() is Terminal.
  virtual Seat actingSeat() const = 0;
  // The seat whose turn it is (another seat may be acting: a victim choosing what to discard, a
  // response). Default: actingSeat().
  virtual Seat turnSeat() const;
  // A response window: a Decision node where a seat other than turnSeat() may react to what was
  // just declared (a reaction, a maneuver). Its legal actions include exactly one of kind "pass"
  // (ActionView::kind). A game opens the window for every seat the rules let respond, whether or
  // not that seat holds a response, so the public sequence of nodes never tells who could have
  // responded; a seat with nothing to play has only the pass, which bots take without searching.
  // Default: false.
  virtual bool isResponseWindow() const;
  bool isTerminal() const { return nodeKind() == NodeKind::Terminal; }

  // Fills `out` with the legal actions of actingSeat(), strictly increasing, non-empty unless
  // terminal.
  virtual void legalActions(std::vector<ActionId>& out) const = 0;
  std::vector<ActionId> legalActions() const;
  bool isLegal(ActionId a) const;

  // Applies a legal action (asserted), records it in history() and advances the state. Every random
  // event inside uses rng(). Events are recorded only while recordEvents is on (off for playouts).
  void apply(ActionId a);

  // What an action means. Valid for legal actions of the current node; for a SecretCommit the view
  // is the committing seat's own (other seats learn only that a choice was made).
  virtual ActionView describe(ActionId a) const = 0;

  // What seat s is shown but may not do at this node, each with the reason: a card whose face s
  // sees (its uid is in seatView(s)) that has an action of that kind s may not take now, or an
  // action kind (card -1) s is offered at other times. The reasons are the rules' own, in the order
  // the rulebook would give them (the first that applies), and they cover a seat that is not
  // acting too ("not your turn"). Built only from what s may see: equal for any two states with
  // the same infoKey(s). No entry names an action legal now (the same card and kind), and a card
  // and kind appear at most once. Empty at a terminal node and for a game whose shown cards are
  // always playable (the default).
  virtual std::vector<Unavailable> unavailable(Seat s) const;

  // What the acting seat should know before it takes legal action `a` and may regret (paying its
  // own last life, a reaction whose condition does not hold, ending a turn with a scoring action
  // unused), or nothing. Built only from what the acting seat may see, like describe(). Read by the
  // table when a person chooses, never in a search. Default: none.
  virtual std::optional<Caution> caution(ActionId a) const;

  // The card type action `a` (legal at the current node) plays, as an index into the Game's
  // cardFaces(), or -1 when it plays none. "Plays" as a designer counts it: a card its player
  // puts into play from hand, not one moved, picked, paid, discarded or used again once in play.
  // Read at every move of a balance study (per-card figures, a card withheld from a player), so
  // it must be cheap: no text, no allocation. Default: -1 (the game counts no plays).
  virtual int playedCardType(ActionId a) const;

  // An action the rules allow that no bot takes, because it does nothing for the one who takes
  // it inside the game (a gift, when no promise binds the receiver); a person may still take it.
  // A bot's view (rules/ai/player_view.h) and a search's tree and playouts leave such actions out
  // unless nothing else is legal. They are the ids from info().botsNeverTakeFrom on.
  bool botsNeverTake(ActionId a) const {
    const int from = info().botsNeverTakeFrom;
    return from > 0 && a >= from;
  }
  // Cuts the actions no bot takes off `legal` (sorted, as legalActions() gives it), unless that
  // leaves none.
  void dropActionsBotsNeverTake(std::vector<ActionId>& legal) const;

  // Per-seat result at a terminal node, each in [-1, 1] (win 1, loss -1, draw 0 in two-player
  // games).
  virtual std::vector<double> returns() const = 0;
  // A cheap guess of returns() at a non-terminal node, for searches cut short. Default: all zero.
  virtual std::vector<double> estimate() const;

  // Everything seat s may see, and nothing more, as JSON (schema in docs of each game; the common
  // part: "game", "seat", "node", "acting", "turn", "players": [...], "zones": [...]).
  // s == kNoSeat gives the full truth (for tools and tests only).
  virtual nlohmann::json observe(Seat s) const = 0;

  // The typed common part of what seat s may see (seat_view.h states its contract); kNoSeat gives
  // the whole truth. The generic table draws from it; observe() adds what only the game needs.
  virtual SeatView seatView(Seat s) const = 0;

  // Equal for any two states that seat s cannot tell apart (same history as far as s can see).
  virtual InfoKey infoKey(Seat s) const = 0;

  // A full world consistent with everything seat s knows: every card s cannot see, every deck order
  // and every pending commit of another seat redrawn from `rng`, and the world's own generator
  // reseeded from `rng`, so the future is not the truth's. The result depends only on what s knows
  // and on rng (two states s cannot tell apart give the same world for the same rng state), so a
  // bot working from it cannot be influenced by what it must not see. observe(s), infoKey(s) and,
  // where s acts, legalActions() are the same as the truth's.
  virtual std::unique_ptr<GameState> resampleFor(Seat s, Rng& rng) const = 0;

  // A deep, independent copy: the same node, history, card positions, pending commits and rng
  // state, so clone()->apply(a) and apply(a) reach equal states and produce equal events; applying
  // to one never changes the other. Whether events are recorded is copied too, the events of the
  // last apply() need not be. Cheap enough to call at every search iteration.
  virtual std::unique_ptr<GameState> clone() const = 0;

  // The game's heuristic preference over `legal` (the acting seat's legal actions), larger is
  // better, written into `weights` (same length). It must use only what actingSeat() may see: bots
  // call it on a world resampled for that seat. Default: all equal.
  virtual void heuristicWeights(std::span<const ActionId> legal, std::span<double> weights) const;

  // Every card instance and the zone it is in (for the accounting checks and debugging tools).
  virtual std::vector<ZoneSnapshot> zones() const = 0;
  // Number of card instances; zones() lists each of 0 .. cardCount()-1 exactly once. A card's
  // number (uid) names the instance and says nothing of its face to a seat that cannot see it:
  // the faces are dealt to the uids from the seed (seat_view.h, core/card_uids.h), so action ids,
  // describe() and events may name a hidden card by its uid.
  virtual int cardCount() const = 0;

  std::span<const ActionId> history() const { return m_history; }

  // Events of the last apply(), in order.
  void setRecordEvents(bool on) { m_recordEvents = on; }
  bool recordEvents() const { return m_recordEvents; }
  std::span<const GameEvent> lastEvents() const { return m_events; }

  // For a table that shows each event as it happens (app/table_player.h): while events and their
  // views are recorded, each event of the last apply() comes with every seat's seatView() taken
  // when the event was emitted, so lastEventViews()[i][s] is what seat s sees just after
  // lastEvents()[i]. With `withTruth`, entry [seatCount()] is the view of kNoSeat (for the
  // conformance checks). Contract on every game: an event is emitted after the change it
  // describes, at a moment when the state is whole (every card in exactly one zone), so each
  // recorded view obeys seat_view.h; the last event's views need not equal the views after
  // apply() (the turn may pass on after it). Off by default and never copied: a clone or a
  // resampled world records no views until asked (bots and playouts never pay for them).
  void setRecordEventViews(bool on, bool withTruth = false) {
    m_recordEventViews = on;
    m_eventViewsWithTruth = withTruth;
  }
  bool recordEventViews() const { return m_recordEventViews; }
  bool eventViewsWithTruth() const { return m_eventViewsWithTruth; }
  std::span<const std::vector<SeatView>> lastEventViews() const { return m_eventViews; }

  // Taking actions back (undo). While tracked, every apply() notes what the action did that
  // undoing it could not take back: whether it drew on the random generator (a shuffle, a deal, a
  // roll: its outcome is fixed by the seed, so a player who saw it must not choose again), and to
  // which seats it showed a card they could not identify before (a uid that seatView(s) before
  // the action did not give, in seatView(s) after it or in an event s may see: a draw, a reveal,
  // a card played from another's hand, a card shown while the action resolved).
  // The notes are generic, so every game keeps them right by keeping seatView() right; a game
  // that draws on another generator than rng() (a wrapper's inner state) calls markRandom().
  // Off by default; a clone copies the flag and the notes (a session rebuilds a round from a
  // clone), a resampled world has neither (bots and playouts never pay for them).
  struct UndoNote {
    Seat seat = kNoSeat;      // who acted
    bool random = false;      // the action drew on the random generator
    unsigned revealedTo = 0;  // bit s: seat s saw a card it could not identify before
    // The actor had nothing else to do (its only legal action, leaving aside those bots never
    // take): no decision, so taken back with the move before it it changes nothing anyone chose.
    bool forced = false;
    bool operator==(const UndoNote&) const = default;
  };
  // Turn tracking on before the first action (notes start with the next apply()); off clears them.
  void setTrackUndo(bool on);
  bool trackUndo() const { return m_trackUndo; }
  // One note per action of history() while tracked from the start.
  std::span<const UndoNote> undoNotes() const { return m_undoNotes; }
  // The length of history() below which seat s may not take back actions: every action from it
  // on is s's own or another seat's forced one (UndoNote::forced: a pass it could not refuse
  // decides nothing), drew nothing random and showed s no card it did not know, and at least one
  // is s's own. Equal to history().size() when s may take nothing back (the last choice was
  // another seat's, or a barrier); 0 .. size otherwise. Without notes for the whole history
  // (tracking turned on late), nothing may be taken back.
  std::size_t undoBarrier(Seat s) const;

  Rng& rng() { return m_rng; }
  const Rng& rng() const { return m_rng; }

 protected:
  explicit GameState(std::uint64_t seed) : m_rng(seed) {}
  // Copies everything but the recorded views and the wish to record them (see
  // setRecordEventViews).
  GameState(const GameState& other)
      : m_rng(other.m_rng),
        m_history(other.m_history),
        m_undoNotes(other.m_undoNotes),
        m_events(other.m_events),
        m_recordEvents(other.m_recordEvents),
        m_trackUndo(other.m_trackUndo) {}
  GameState& operator=(const GameState&) = delete;

  // Applies a legal action; history and event buffers are already handled by apply().
  virtual void doApply(ActionId a) = 0;
  // Records `e` (and, when asked, every seat's view now: call it after the change e describes).
  // The test stays inline: playouts record nothing and must not pay for a call.
  void emitEvent(GameEvent e) {
    if (m_recordEvents) recordEvent(std::move(e));
  }
  // Records an event of an inner state together with the views it recorded, each passed through
  // `decorate(view, seat)` (a wrapper adds what it shows on top of the inner state's view).
  void forwardEvents(const GameState& inner, const std::function<void(SeatView&, Seat)>& decorate);
  // The action being applied drew on a random generator other than rng() (see setTrackUndo).
  void markRandom() { m_markedRandom = true; }
  // For resampleFor(): the resampled world keeps the history (as the seat saw it) but redraws the
  // rng.
  std::vector<ActionId>& mutableHistory() { return m_history; }

 private:
  Rng m_rng;
  std::vector<ActionId> m_history;
  std::vector<UndoNote> m_undoNotes;  // parallel to m_history while tracked
  void recordEvent(GameEvent e);
  void applyTracked(ActionId a);

  std::vector<GameEvent> m_events;
  std::vector<std::vector<SeatView>> m_eventViews;  // parallel to m_events when recorded
  bool m_recordEvents = false;
  bool m_recordEventViews = false;
  bool m_eventViewsWithTruth = false;
  bool m_trackUndo = false;
  bool m_markedRandom = false;
};

}  // namespace gm::rules
