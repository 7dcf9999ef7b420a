#pragma once
// Artbot's persistent collections: the cards every profile (a human player or an AI opponent) owns
// between games, the deck each last built, and which finished games have already changed owners.
//
// Contract (notes/artbot.md "Collections"): a profile is created with the card file's starter
// collection; after that cards only move between profiles, by applying a finished game's transfers
// exactly once per game key, so the number of cards over all profiles changes only when a profile
// is created. A transferred card the loser no longer owns is not moved, and the outcome says so.
//
// The file is read strictly: bad JSON, another format, an unknown card, a negative count, a deck
// that is not covered by its collection or two profiles of one name refuse the whole file with a
// message naming the field; the caller sets the file aside and never overwrites it. Saving is
// atomic.
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "artbot_cards.h"
#include "core/expected.h"

namespace gm::rules::artbot {

using CardCounts = std::map<std::string, int>;  // card id -> how many (only entries > 0)

struct Profile {
  std::string name;
  bool ai = false;
  CardCounts cards;
  std::vector<std::string> deck;  // the last built deck (card ids), empty when none

  int cardCount() const;
};

// Why a deck cannot be played from a collection (None = it can).
struct DeckCheck {
  enum class Problem { None, BadSize, WrongCount, UnknownCard, NotOwned, TooFewCards };
  Problem problem = Problem::None;
  std::string card;  // UnknownCard / NotOwned: the card id
  int have = 0;      // WrongCount: cards in the deck; NotOwned: owned copies; TooFewCards: owned
  int need = 0;      // WrongCount / TooFewCards: the deck size; NotOwned: copies in the deck

  bool ok() const { return problem == Problem::None; }
  std::string text() const;  // plain English, for tools and test messages
};

// One card type changing owners at the end of a game (seats of that game).
struct Transfer {
  std::string face;
  int from = 0;
  int to = 0;
  std::string why;  // "steal" | "glitch" | "final_steal"
};

// A game started from the collections: its key, the profile of each seat and the deck each
// plays. Only a finished game recorded so may change the collections (a save made by hand names
// any owners and key it likes).
struct StartedGame {
  std::string gameKey;
  std::vector<std::string> owners;
  std::vector<std::vector<std::string>> decks;  // by seat, card ids

  bool operator==(const StartedGame&) const = default;
};

// What applying a transfer did to the collections.
struct TransferOutcome {
  std::string face;
  std::string from;  // profile names
  std::string to;
  std::string why;
  bool moved = false;  // false: the loser no longer owned that card (or a profile is unknown)
};

class CollectionStore {
 public:
  // Results remembered for lastResult() (the applied keys themselves are all kept).
  static constexpr std::size_t kKeptResults = 50;
  // Started games remembered until they finish; older ones (games abandoned) are forgotten.
  static constexpr std::size_t kKeptStarted = 50;

  explicit CollectionStore(const CardSet& cards) : m_set(&cards) {}

  // Reads a collections file; `source` names it in messages. The card set must outlive the store.
  static Expected<CollectionStore> parse(std::string_view text, const std::string& source,
                                         const CardSet& set);
  // A missing file is an empty store; an unreadable or damaged one is an Error. When `newer` is
  // given it says whether the Error is a file written by a newer version (to be left alone, not
  // treated as damaged).
  static Expected<CollectionStore> load(const std::string& path, const CardSet& set,
                                        bool* newer = nullptr);
  std::string serialize() const;
  Expected<bool> save(const std::string& path) const;

  const CardSet& cardSet() const { return *m_set; }
  const std::vector<Profile>& profiles() const { return m_profiles; }
  const Profile* find(std::string_view name) const;
  // Adds a profile holding the starter collection. Precondition: no profile has that name.
  const Profile& createProfile(const std::string& name, bool ai);
  int totalCards() const;

  // Whether `deck` (card ids) can be played from `cards` as a deck of `deckSize`.
  DeckCheck checkDeck(const CardCounts& cards, const std::vector<std::string>& deck,
                      int deckSize) const;
  // Only whether `cards` hold every card of `deck` (any size): UnknownCard, NotOwned or None.
  DeckCheck checkOwned(const CardCounts& cards, const std::vector<std::string>& deck) const;
  // Stores a profile's deck; refused (nothing changes) when the collection does not cover it.
  DeckCheck setDeck(std::string_view name, const std::vector<std::string>& deck);
  // A deck of `size` cards from `cards`: every kind of power in a sensible share, the strongest
  // cards of each first, ties broken by `seed`. Empty when the collection holds fewer cards.
  std::vector<std::string> autoDeck(const CardCounts& cards, int size, std::uint64_t seed) const;

  // Records a game about to start from these collections (then saved, before the game starts).
  void recordStarted(StartedGame game);
  // Whether `game` is exactly one recorded by recordStarted and not applied yet.
  bool startedHere(const StartedGame& game) const;

  bool applied(std::string_view gameKey) const;
  // Moves each transfer's card from owners[from] to owners[to] unless the game key was applied
  // before (then returns the earlier outcomes, or none when they were forgotten, and changes
  // nothing). A moved card is also taken out of the loser's saved deck where it no longer fits.
  std::vector<TransferOutcome> applyResult(const std::string& gameKey,
                                           const std::vector<std::string>& owners,
                                           const std::vector<Transfer>& transfers);
  // The outcomes of an applied game (nullptr when unknown or forgotten).
  const std::vector<TransferOutcome>* result(std::string_view gameKey) const;

 private:
  Profile* findMutable(std::string_view name);

  const CardSet* m_set;
  std::vector<Profile> m_profiles;
  std::vector<std::string> m_applied;  // every applied game key, oldest first
  std::vector<StartedGame> m_started;  // started and not yet applied, oldest first
  std::vector<std::pair<std::string, std::vector<TransferOutcome>>> m_results;  // oldest first
};

}  // namespace gm::rules::artbot
