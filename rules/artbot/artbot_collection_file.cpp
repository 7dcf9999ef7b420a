// CollectionStore: the collections file. Read strictly (card_file.h's checks: a message names the
// field as a JSON pointer), written whole and atomically.
#include <filesystem>
#include <nlohmann/json.hpp>

#include "artbot_collection.h"
#include "core/atomic_file.h"
#include "core/card_file.h"
#include "core/user_json.h"

namespace gm::rules::artbot {
namespace {
using nlohmann::json;
using namespace cardfile;

constexpr const char* kFormat = "grudgematch-artbot-collections";
// Version 2 added "started" (the games started here, see StartedGame); version 1 is still read.
constexpr int kVersion = 2;
// Far more than a game can move; a bigger number means the file was edited by hand or damaged.
constexpr int kMaxCount = 100000;

std::vector<std::string> readStringList(const json& obj, const char* key,
                                        const std::string& pointer) {
  std::vector<std::string> out;
  if (!obj.contains(key)) return out;
  const json& list = obj.at(key);
  const std::string here = child(pointer, key);
  if (!list.is_array()) throw CardFileError{here, "must be a list of texts"};
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (!list[i].is_string() || list[i].get<std::string>().empty())
      throw CardFileError{child(here, i), "must be a non-empty text"};
    out.push_back(list[i].get<std::string>());
  }
  return out;
}

Profile readProfile(const json& j, const std::string& pointer, const CollectionStore& store) {
  requireObject(j, pointer);
  checkKeys(j, pointer, {"name", "ai", "cards", "deck"});
  Profile p;
  p.name = readString(j, "name", pointer, true);
  p.ai = readBool(j, "ai", pointer, false);
  const json& cards = required(j, "cards", pointer);
  const std::string cardsAt = child(pointer, "cards");
  requireObject(cards, cardsAt);
  for (const auto& [id, count] : cards.items()) {
    if (store.cardSet().findType(id) < 0)
      throw CardFileError{child(cardsAt, id), "unknown card " + inQuotes(id)};
    const int n = readInt(cards, id.c_str(), cardsAt, 0, kMaxCount, std::nullopt);
    if (n > 0) p.cards[id] = n;
  }
  p.deck = readStringList(j, "deck", pointer);
  if (!p.deck.empty()) {
    const DeckCheck check = store.checkOwned(p.cards, p.deck);
    if (!check.ok()) throw CardFileError{child(pointer, "deck"), check.text()};
  }
  return p;
}

// The version of a collections file, when it is one (format right, version a number; one beyond
// int64, 2^64 and larger included, which nlohmann keeps as a double, counts as the largest).
std::optional<std::int64_t> fileVersion(const json& doc) {
  if (userjson::text(userjson::member(doc, "format")) != kFormat) return std::nullopt;
  const json* v = userjson::member(doc, "version");
  if (const auto n = userjson::integerIn(v, INT64_MIN, INT64_MAX)) return n;
  if (v && v->is_number() && v->get<double>() > kVersion) return INT64_MAX;
  return std::nullopt;
}

StartedGame readStarted(const json& j, const std::string& pointer, const CollectionStore& store) {
  requireObject(j, pointer);
  checkKeys(j, pointer, {"gameKey", "owners", "decks"});
  StartedGame g;
  g.gameKey = readString(j, "gameKey", pointer, true);
  g.owners = readStringList(j, "owners", pointer);
  const json& decks = required(j, "decks", pointer);
  const std::string at = child(pointer, "decks");
  if (!decks.is_array() || decks.size() != g.owners.size())
    throw CardFileError{at, "must list one deck per owner"};
  for (std::size_t s = 0; s < decks.size(); ++s) {
    const std::string deckAt = child(at, s);
    if (!decks[s].is_array()) throw CardFileError{deckAt, "must be a list of card ids"};
    std::vector<std::string> deck;
    for (std::size_t i = 0; i < decks[s].size(); ++i) {
      const auto id = userjson::text(&decks[s][i]);
      if (!id || store.cardSet().findType(*id) < 0)
        throw CardFileError{child(deckAt, i), "must be a card id of this set"};
      deck.push_back(*id);
    }
    g.decks.push_back(std::move(deck));
  }
  return g;
}

}  // namespace

Expected<CollectionStore> CollectionStore::parse(std::string_view text, const std::string& source,
                                                 const CardSet& set) {
  return readCardFile<CollectionStore>(text, source, [&](const json& doc) {
    CollectionStore store(set);
    requireObject(doc, "");
    if (readString(doc, "format", "", true) != kFormat)
      throw CardFileError{"/format", "must be " + inQuotes(kFormat) + " (not a collections file)"};
    if (const auto v = fileVersion(doc); v && *v > kVersion)
      throw CardFileError{"/version", "the file was written by a newer Grudge Match (version " +
                                          doc.at("version").dump() +
                                          "); this version reads up to version " +
                                          std::to_string(kVersion)};
    const int version = readInt(doc, "version", "", 1, kVersion, std::nullopt);
    if (version >= 2)
      checkKeys(doc, "", {"format", "version", "profiles", "applied", "results", "started"});
    else
      checkKeys(doc, "", {"format", "version", "profiles", "applied", "results"});
    const json& profiles = required(doc, "profiles", "");
    if (!profiles.is_array()) throw CardFileError{"/profiles", "must be a list of profiles"};
    for (std::size_t i = 0; i < profiles.size(); ++i) {
      const std::string at = child("/profiles", i);
      Profile p = readProfile(profiles[i], at, store);
      if (store.find(p.name))
        throw CardFileError{child(at, "name"), "a second profile named " + inQuotes(p.name)};
      store.m_profiles.push_back(std::move(p));
    }
    store.m_applied = readStringList(doc, "applied", "");
    if (const json* started = userjson::member(doc, "started")) {
      if (!started->is_array()) throw CardFileError{"/started", "must be a list"};
      for (std::size_t i = 0; i < started->size(); ++i)
        store.m_started.push_back(readStarted((*started)[i], child("/started", i), store));
    }
    if (doc.contains("results")) {
      const json& results = doc.at("results");
      if (!results.is_array()) throw CardFileError{"/results", "must be a list"};
      for (std::size_t i = 0; i < results.size(); ++i) {
        const std::string at = child("/results", i);
        requireObject(results[i], at);
        checkKeys(results[i], at, {"gameKey", "moves"});
        const std::string key = readString(results[i], "gameKey", at, true);
        if (!store.applied(key))
          throw CardFileError{child(at, "gameKey"), "a result of a game that was never applied"};
        const json& moves = required(results[i], "moves", at);
        if (!moves.is_array()) throw CardFileError{child(at, "moves"), "must be a list"};
        std::vector<TransferOutcome> outcomes;
        for (std::size_t m = 0; m < moves.size(); ++m) {
          const std::string mAt = child(child(at, "moves"), m);
          requireObject(moves[m], mAt);
          checkKeys(moves[m], mAt, {"face", "from", "to", "why", "moved"});
          TransferOutcome o;
          o.face = readString(moves[m], "face", mAt, true);
          if (set.findType(o.face) < 0)
            throw CardFileError{child(mAt, "face"), "unknown card " + inQuotes(o.face)};
          o.from = readString(moves[m], "from", mAt, false);
          o.to = readString(moves[m], "to", mAt, false);
          o.why = readString(moves[m], "why", mAt, false);
          o.moved = readBool(moves[m], "moved", mAt, false);
          outcomes.push_back(std::move(o));
        }
        store.m_results.emplace_back(key, std::move(outcomes));
      }
    }
    return store;
  });
}

Expected<CollectionStore> CollectionStore::load(const std::string& path, const CardSet& set,
                                                bool* newer) {
  if (newer) *newer = false;
  // A write killed at its last instant may have left its temporary file: this file is read
  // afresh now, so it goes.
  removeWriteLeftover(path);
  // Missing is fine (no profiles yet); present but unreadable is not.
  std::error_code ec;
  if (!std::filesystem::exists(path, ec) && !ec) return CollectionStore(set);
  auto text = readTextFile(path);
  if (!text) return Error{text.error()};
  auto store = parse(*text, path, set);
  if (!store && newer) {
    const auto parsed = userjson::parseUserJson(*text);
    const auto v = parsed.ok() ? fileVersion(parsed.doc) : std::nullopt;
    *newer = v && *v > kVersion;
  }
  return store;
}

std::string CollectionStore::serialize() const {
  json doc = json::object();
  doc["format"] = kFormat;
  doc["version"] = kVersion;
  json profiles = json::array();
  for (const Profile& p : m_profiles) {
    json cards = json::object();
    for (const auto& [id, count] : p.cards) cards[id] = count;
    json entry = {{"name", p.name}, {"ai", p.ai}, {"cards", cards}};
    if (!p.deck.empty()) entry["deck"] = p.deck;
    profiles.push_back(std::move(entry));
  }
  doc["profiles"] = std::move(profiles);
  doc["applied"] = m_applied;
  json started = json::array();
  for (const StartedGame& g : m_started)
    started.push_back({{"gameKey", g.gameKey}, {"owners", g.owners}, {"decks", g.decks}});
  doc["started"] = std::move(started);
  json results = json::array();
  for (const auto& [key, outcomes] : m_results) {
    json moves = json::array();
    for (const TransferOutcome& o : outcomes)
      moves.push_back(
          {{"face", o.face}, {"from", o.from}, {"to", o.to}, {"why", o.why}, {"moved", o.moved}});
    results.push_back({{"gameKey", key}, {"moves", std::move(moves)}});
  }
  doc["results"] = std::move(results);
  return doc.dump(1) + "\n";
}

Expected<bool> CollectionStore::save(const std::string& path) const {
  return writeTextFileAtomically(path, serialize());
}

}  // namespace gm::rules::artbot
