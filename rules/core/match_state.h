#pragma once
// A match: several games ("segments", e.g. the Acts of a three-Act match) played one after another
// as one GameState, so every tool (AI, session, saves, CLI, conformance battery) handles a match
// without knowing it is one. The match owns one inner state at a time and forwards the engine
// interface to it; when the inner game ends and the match is undecided, a factory builds the next
// one with the seats' roles moved one seat on and a seed drawn from the match's own generator, so a
// seed plus the match's actions replays the whole match (a save crosses segment boundaries).
// Roles (the Vigilante and the Detective) belong to the match, not to GameState: MatchRules::roles
// names them, and the match deals them out per segment; a single game shows a seat's role only in
// its view (SeatPlayer::role).
//
// Scoring (the same for every game wrapped):
//  - A segment's winners are the seats with the highest return (winnerMask below); several
//    winners make a shared win (the cooperative ending), none a drawn segment.
//  - Each winner of a segment scores one. The match ends as soon as a seat has more than half of
//    MatchRules::segments wins, or when all segments have been played.
//  - When the segment that ends the match was a shared win, every seat sharing it wins the match
//    (e.g. "both win" in a last Act). Otherwise the seats with the most segment wins
//    win the match, unless every seat has the same count (a drawn match).
//  - returns(): +1 for each winner, -1 for the others, 0 for everyone in a drawn match.
//
// What the match adds to the inner game:
//  observe(s)["match"] = {"<name>": 2, "<name>s": 3, "winsNeeded": 2, "wins": [1, 0],
//    "roles": ["detective", "vigilante"], "over": false, "winners": [],
//    "results": [{"<name>": 1, "winners": [0], "shared": false, "roles": [...],
//                 "returns": [1, -1]}]}
//  where <name> is MatchRules::segmentName ("act"). Events after the inner game's own, in the
//  apply() that ends a segment: "<name>_over" (seat: the sole winner or kNoSeat; amount: segment
//  number; args: number, outcome "win" | "shared" | "draw", the wins per seat so far joined by
//  "-"), then either "<name>_start" of the next
//  (seat: its lead seat; amount and args[0]: its number) or "match_over" (seat: the sole winner or
//  kNoSeat; args: outcome, the wins per seat joined by "-"). Message keys are
//  "<game id>.event.<kind>".
//  infoKey(s) also covers the segment number and what s saw of every finished segment.
#include <array>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "game_state.h"

namespace gm::rules {

// The winners of a finished game as a bit mask (bit s: seat s): the seats with the highest return,
// except that when every seat has it and it is not positive nobody won (a draw). So +1/-1 is a win,
// +1/+1 a shared win, 0/0 and -1/-1 draws. Tools use it to count wins of any game.
unsigned winnerMask(const std::vector<double>& returns);

// What the factory needs to build one segment.
struct SegmentSetup {
  int index = 0;  // 0 for the first segment
  int count = 1;  // the most segments the match can last (MatchRules::segments)
  // The seat holding the first role in this segment (the Vigilante); it moves one seat on per
  // segment, so with two seats the roles swap every segment.
  Seat leadSeat = 0;
  std::uint64_t seed = 0;  // drawn from the match's generator
  bool last = false;       // index == count - 1: the segment where a shared win may be allowed
};

// Builds a segment: a non-terminal state with the match's seat count, whose action ids are those of
// GameInfo::actionCount of the match. Called only by the match, at construction and when a segment
// ends undecided.
using SegmentFactory = std::function<std::unique_ptr<GameState>(const SegmentSetup&)>;

struct MatchRules {
  int segments = 3;                     // best of N (N >= 1)
  Seat firstLead = 0;                   // SegmentSetup::leadSeat of the first segment
  std::string segmentName = "segment";  // the word in observe() and event kinds ("act")
  // The roles of a segment as lowercase ids, in seat order from its lead seat: roles[i] is played
  // by seat (leadSeat + i) % seats. Empty for games without roles; otherwise one per seat (the
  // factory's segments must give their seats the same roles in their views).
  std::vector<std::string> roles;
};

// How one finished segment ended, for tools that count wins per role.
struct SegmentResult {
  std::vector<double> returns;     // per seat, the segment's own returns()
  std::vector<std::string> roles;  // per seat, the role it played in that segment ("" when none)
};

class MatchState final : public GameState {
 public:
  // `info` belongs to the Game and outlives the state; its maxGameLength must bound a whole match.
  MatchState(const GameInfo& info, int seats, std::uint64_t seed, MatchRules rules,
             SegmentFactory factory);

  const GameInfo& info() const override { return *m_info; }
  int seatCount() const override { return m_seats; }
  NodeKind nodeKind() const override;
  Seat actingSeat() const override;
  void legalActions(std::vector<ActionId>& out) const override;
  using GameState::legalActions;
  ActionView describe(ActionId a) const override;
  int playedCardType(ActionId a) const override { return m_over ? -1 : m_inner->playedCardType(a); }
  std::vector<Unavailable> unavailable(Seat s) const override {
    return m_over ? std::vector<Unavailable>{} : m_inner->unavailable(s);
  }
  std::optional<Caution> caution(ActionId a) const override {
    return m_over ? std::nullopt : m_inner->caution(a);
  }
  std::vector<double> returns() const override;
  std::vector<double> estimate() const override;
  nlohmann::json observe(Seat s) const override;
  SeatView seatView(Seat s) const override;
  InfoKey infoKey(Seat s) const override;
  std::unique_ptr<GameState> resampleFor(Seat s, Rng& rng) const override;
  std::unique_ptr<GameState> clone() const override;
  void heuristicWeights(std::span<const ActionId> legal, std::span<double> weights) const override;
  std::vector<ZoneSnapshot> zones() const override { return m_inner->zones(); }
  int cardCount() const override { return m_inner->cardCount(); }

  // The role seat s plays in the segment being played (MatchRules::roles), "" when the match has
  // none.
  std::string seatRole(Seat s) const;
  // The segments finished so far, in order; the one in progress joins when it ends.
  std::vector<SegmentResult> finishedSegments() const;

  // The segment being played (the last one once the match is over).
  const GameState& currentSegment() const { return *m_inner; }
  int segmentIndex() const { return m_index; }
  int segmentCount() const { return m_setup->rules.segments; }
  int winsNeeded() const { return m_setup->winsNeeded; }
  int wins(Seat s) const { return m_wins[s]; }
  // Bit s set: seat s won finished segment i (several bits: a shared win; none: a draw).
  unsigned segmentWinners(int i) const { return m_results[i].winners; }
  // Bit s set: seat s won the match; 0 before the end and for a drawn match.
  unsigned matchWinners() const { return m_matchWinners; }

 protected:
  void doApply(ActionId a) override;

 private:
  struct Shared {
    MatchRules rules;
    SegmentFactory factory;
    int winsNeeded = 1;
  };
  struct Finished {
    SegmentResult result;
    unsigned winners = 0;
  };
  struct WorldCopy {};

  MatchState(const MatchState& other);
  MatchState(const MatchState& other, WorldCopy);

  // SegmentSetup::leadSeat of segment `index`: the first lead moved one seat on per segment.
  Seat leadSeat(int index) const;
  std::unique_ptr<GameState> makeSegment(int index);
  void finishSegment();
  // Adds the match (wins, places, the match JSON) to a view of the inner state.
  void decorate(SeatView& view) const;
  void finishMatch(unsigned decidingWinners);
  // observe()["match"] and SeatView::extra["match"] (the format is above).
  nlohmann::json matchJson() const;
  // The segment wins per seat joined by "-" ("2-1").
  std::string scoreText() const;
  // Plain English for the texts of the match's events.
  std::string segmentWord(int index) const;
  GameEvent matchEvent(std::string kind, Seat seat, int amount, std::vector<std::string> args,
                       std::string text) const;

  const GameInfo* m_info;
  int m_seats;
  std::shared_ptr<const Shared> m_setup;
  std::unique_ptr<GameState> m_inner;
  int m_index = 0;
  std::size_t m_segmentStart = 0;  // history().size() when the current segment began
  std::array<int, kMaxSeats> m_wins{};
  std::array<InfoKey, kMaxSeats> m_pastKeys{};  // what each seat saw of the finished segments
  std::vector<Finished> m_results;
  bool m_over = false;
  unsigned m_matchWinners = 0;
};

}  // namespace gm::rules
