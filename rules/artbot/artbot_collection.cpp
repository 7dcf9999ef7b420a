#include "artbot_collection.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <span>
#include <utility>

#include "core/rng.h"

namespace gm::rules::artbot {
namespace {

// The share of a deck each kind of power gets when building automatically: mostly damage (the only
// way to win), some healing and stealing, a Glitch or two to break a bad hand.
enum class Role { Damage, Healing, Stealing, Glitch };
constexpr Role kRoles[] = {Role::Glitch, Role::Stealing, Role::Healing, Role::Damage};

Role roleOf(Power power) {
  if (power == Power::Healing) return Role::Healing;
  if (power == Power::Stealing) return Role::Stealing;
  if (power == Power::Glitch) return Role::Glitch;
  return Role::Damage;
}

int quota(Role role, int size) {
  switch (role) {
    case Role::Glitch:
      return std::max(1, static_cast<int>(std::lround(size * 0.1)));
    case Role::Stealing:
    case Role::Healing:
      return static_cast<int>(std::lround(size * 0.15));
    case Role::Damage:
      return size;  // whatever is left
  }
  return 0;
}

// How much a card is worth in a deck. Rarity Points count fully: a rare card revealed by an attack
// shields the others. Stealing and Glitch have no Power Points; they are worth a middling card.
int score(const CardType& card) {
  switch (roleOf(card.power)) {
    case Role::Stealing:
      return 25 + card.rp;
    case Role::Glitch:
      return 20 + card.rp;
    case Role::Healing:
    case Role::Damage:
      break;
  }
  return card.points + card.rp;
}

}  // namespace

int Profile::cardCount() const {
  int n = 0;
  for (const auto& [id, count] : cards) n += count;
  return n;
}

std::string DeckCheck::text() const {
  switch (problem) {
    case Problem::None:
      return "the deck is fine";
    case Problem::BadSize:
      return "a deck holds " + std::to_string(kMinDeckSize) + " to " +
             std::to_string(kMaxDeckSize) + " cards (asked for " + std::to_string(need) + ")";
    case Problem::WrongCount:
      return "the deck holds " + std::to_string(have) + " cards, not " + std::to_string(need);
    case Problem::UnknownCard:
      return "the deck holds \"" + card + "\", which is not a card of the set";
    case Problem::NotOwned:
      return "the deck holds " + std::to_string(need) + " x \"" + card + "\" but only " +
             std::to_string(have) + " are owned";
    case Problem::TooFewCards:
      return "the collection holds " + std::to_string(have) + " cards, fewer than a deck of " +
             std::to_string(need);
  }
  return {};
}

const Profile* CollectionStore::find(std::string_view name) const {
  for (const Profile& p : m_profiles)
    if (p.name == name) return &p;
  return nullptr;
}

Profile* CollectionStore::findMutable(std::string_view name) {
  return const_cast<Profile*>(std::as_const(*this).find(name));
}

const Profile& CollectionStore::createProfile(const std::string& name, bool ai) {
  assert(!find(name) && !name.empty());
  Profile p;
  p.name = name;
  p.ai = ai;
  for (int t = 0; t < m_set->typeCount(); ++t)
    if (m_set->starter[t] > 0) p.cards[m_set->types[t].id] = m_set->starter[t];
  m_profiles.push_back(std::move(p));
  return m_profiles.back();
}

int CollectionStore::totalCards() const {
  int n = 0;
  for (const Profile& p : m_profiles) n += p.cardCount();
  return n;
}

DeckCheck CollectionStore::checkDeck(const CardCounts& cards, const std::vector<std::string>& deck,
                                     int deckSize) const {
  DeckCheck check;
  if (deckSize < kMinDeckSize || deckSize > kMaxDeckSize) {
    check.problem = DeckCheck::Problem::BadSize;
    check.need = deckSize;
    return check;
  }
  int owned = 0;
  for (const auto& [id, count] : cards) owned += count;
  if (owned < deckSize) {
    check.problem = DeckCheck::Problem::TooFewCards;
    check.have = owned;
    check.need = deckSize;
    return check;
  }
  check = checkOwned(cards, deck);
  if (!check.ok()) return check;
  if (static_cast<int>(deck.size()) != deckSize) {
    check.problem = DeckCheck::Problem::WrongCount;
    check.have = static_cast<int>(deck.size());
    check.need = deckSize;
  }
  return check;
}

DeckCheck CollectionStore::checkOwned(const CardCounts& cards,
                                      const std::vector<std::string>& deck) const {
  DeckCheck check;
  CardCounts used;
  for (const std::string& id : deck) {
    if (m_set->findType(id) < 0) {
      check.problem = DeckCheck::Problem::UnknownCard;
      check.card = id;
      return check;
    }
    ++used[id];
  }
  for (const auto& [id, count] : used) {
    const auto it = cards.find(id);
    const int have = it == cards.end() ? 0 : it->second;
    if (count > have) {
      check.problem = DeckCheck::Problem::NotOwned;
      check.card = id;
      check.have = have;
      check.need = count;
      return check;
    }
  }
  return check;
}

DeckCheck CollectionStore::setDeck(std::string_view name, const std::vector<std::string>& deck) {
  Profile* p = findMutable(name);
  assert(p);
  const DeckCheck check = checkDeck(p->cards, deck, static_cast<int>(deck.size()));
  if (check.ok()) p->deck = deck;
  return check;
}

std::vector<std::string> CollectionStore::autoDeck(const CardCounts& cards, int size,
                                                   std::uint64_t seed) const {
  std::vector<const CardType*> pool;
  for (const auto& [id, count] : cards) {
    const int type = m_set->findType(id);
    assert(type >= 0);
    for (int i = 0; i < count; ++i) pool.push_back(&m_set->types[type]);
  }
  if (static_cast<int>(pool.size()) < size || size <= 0) return {};
  // Shuffled first so that cards of equal worth are chosen differently per seed.
  Rng rng(seed);
  rng.shuffle(std::span(pool));
  std::stable_sort(pool.begin(), pool.end(),
                   [](const CardType* a, const CardType* b) { return score(*a) > score(*b); });

  std::vector<bool> taken(pool.size(), false);
  std::vector<const CardType*> deck;
  for (const Role role : kRoles) {
    int want = std::min(quota(role, size), size - static_cast<int>(deck.size()));
    for (std::size_t i = 0; i < pool.size() && want > 0; ++i) {
      if (taken[i] || roleOf(pool[i]->power) != role) continue;
      taken[i] = true;
      deck.push_back(pool[i]);
      --want;
    }
  }
  // A collection short of some kind fills up with its best remaining cards.
  for (std::size_t i = 0; i < pool.size() && static_cast<int>(deck.size()) < size; ++i) {
    if (taken[i]) continue;
    taken[i] = true;
    deck.push_back(pool[i]);
  }
  std::vector<std::string> ids;
  ids.reserve(deck.size());
  for (const CardType* c : deck) ids.push_back(c->id);
  std::sort(ids.begin(), ids.end());
  return ids;
}

void CollectionStore::recordStarted(StartedGame game) {
  m_started.push_back(std::move(game));
  if (m_started.size() > kKeptStarted) m_started.erase(m_started.begin());
}

bool CollectionStore::startedHere(const StartedGame& game) const {
  return std::find(m_started.begin(), m_started.end(), game) != m_started.end();
}

bool CollectionStore::applied(std::string_view gameKey) const {
  return std::find(m_applied.begin(), m_applied.end(), gameKey) != m_applied.end();
}

std::vector<TransferOutcome> CollectionStore::applyResult(const std::string& gameKey,
                                                          const std::vector<std::string>& owners,
                                                          const std::vector<Transfer>& transfers) {
  if (applied(gameKey)) {
    const auto* earlier = result(gameKey);
    return earlier ? *earlier : std::vector<TransferOutcome>{};
  }
  const auto ownerOf = [&](int seat) -> std::string {
    return seat >= 0 && seat < static_cast<int>(owners.size()) ? owners[seat] : std::string();
  };
  std::vector<TransferOutcome> outcomes;
  for (const Transfer& t : transfers) {
    TransferOutcome out{t.face, ownerOf(t.from), ownerOf(t.to), t.why, false};
    Profile* from = findMutable(out.from);
    Profile* to = findMutable(out.to);
    const auto held = from ? from->cards.find(t.face) : CardCounts::iterator{};
    if (from && to && from != to && held != from->cards.end() && held->second > 0) {
      if (--held->second == 0) from->cards.erase(held);
      ++to->cards[t.face];
      out.moved = true;
      // The loser's saved deck may now hold more of that card than they own.
      const auto owned = from->cards.count(t.face) ? from->cards.at(t.face) : 0;
      const auto inDeck = std::count(from->deck.begin(), from->deck.end(), t.face);
      if (inDeck > owned) from->deck.erase(std::find(from->deck.begin(), from->deck.end(), t.face));
    }
    outcomes.push_back(std::move(out));
  }
  m_applied.push_back(gameKey);
  std::erase_if(m_started, [&](const StartedGame& g) { return g.gameKey == gameKey; });
  m_results.emplace_back(gameKey, outcomes);
  if (m_results.size() > kKeptResults) m_results.erase(m_results.begin());
  return outcomes;
}

const std::vector<TransferOutcome>* CollectionStore::result(std::string_view gameKey) const {
  for (const auto& [key, outcomes] : m_results)
    if (key == gameKey) return &outcomes;
  return nullptr;
}

}  // namespace gm::rules::artbot
