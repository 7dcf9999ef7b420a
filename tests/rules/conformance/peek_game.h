#pragma once
// Test support: "Peek", a tiny two-seat game with hidden cards, built to prove that the conformance
// battery catches broken engines. Eight cards valued 0..7, face "v<value>" (which value each uid
// carries is dealt from the seed, core/card_uids.h); each seat holds two cards only it may see, the
// deck order is hidden from both. In turn a seat plays one of its cards face up (action id = the
// card's uid) and draws the top card of the deck if any. When both hands are empty, the larger sum
// played wins.
//
// Each Defect switches on one way an engine can break a rule of the GameState contract; the
// conformance self-test checks the battery reports each of them.
#include <memory>

#include "core/game.h"

namespace gm::test {

enum class PeekDefect {
  None,
  UidOfHiddenCard,              // observe(s) lists the uid (not the face) of each opponent card
  FaceOfHiddenCard,             // observe(s) shows the opponent's hand
  UnsortedLegal,                // legal actions in decreasing order
  LostCard,                     // zones() forgets the top card of the deck
  CloneLosesRng,                // clone() reseeds the rng, so a clone's future differs
  ResampleKeepsTruth,           // resampleFor() returns the truth unchanged
  ResampleNotRepeatable,        // resampleFor() draws from a hidden counter as well as the rng
  ResampleRedealsOwnHand,       // resampleFor(s) changes s's own cards too
  KeyIgnoresOwnHand,            // infoKey(s) omits s's own cards, so different views share a key
  ReturnsOutOfRange,            // returns 2 for a win
  TooLongForItsBound,           // info().maxGameLength is shorter than a real game
  DescribeWrongSeat,            // describe() names the other seat
  SeatViewShowsHand,            // seatView(s) shows the opponent's hand (observe(s) does not)
  SeatViewLosesCard,            // seatView(s) lists one card fewer in the deck than the truth
  UnavailableNamesHiddenCard,   // unavailable(s) explains the opponent's hidden hand too
  UnavailableNamesLegalAction,  // unavailable(s) calls the acting seat's own cards unavailable
  UnavailableReadsTheDeck,      // unavailable(s) gives the hidden top card of the deck
  EventBeforeMove,              // an event is emitted while its card is in no zone
  DescribeReadsTheDeck,         // describe() names the hidden card the play will draw
  ResampleReadsTrueOrder,       // resampleFor() shuffles the unknown cards as they truly lie
  UidsInDeckOrder,              // uid u carries the value u, the same in every game
  // The first card played goes back face down under the deck at the second play (its uid kept),
  // and every play names the card its seat keeps in hand: a seen card is named while hidden.
  SeenCardNamedHidden,
};

std::shared_ptr<const rules::Game> makePeekGame(PeekDefect defect = PeekDefect::None);

}  // namespace gm::test
