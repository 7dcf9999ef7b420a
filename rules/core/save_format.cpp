#include "save_format.h"

#include <algorithm>
#include <cstdint>
#include <nlohmann/json.hpp>

#include "user_json.h"

namespace gm::rules {
namespace {
using nlohmann::json;

const char* const kFormatName = "grudgematch-save";

// Longer texts are not ours: the longest game id is a word, a player's name a few words.
constexpr std::size_t kMaxIdBytes = 64;
constexpr std::size_t kMaxNameBytes = 200;
constexpr std::int64_t kMaxSeatsInSave = 64;
constexpr std::size_t kMaxPathBytes = 4096;
constexpr std::size_t kMaxHashBytes = 64;
// The first version with "cards"; older versions (and saves of the built-in cards) are written as
// kPlainFormatVersion so a version that knows no card files still opens them.
constexpr int kPlainFormatVersion = 1;

// The string member `key` of `doc`, or "" when it is missing or not a string.
std::string textOf(const json& doc, std::string_view key) {
  return userjson::text(userjson::member(doc, key)).value_or(std::string());
}

bool validLevel(const std::string& level) {
  return level == "easy" || level == "normal" || level == "hard";
}
}  // namespace

std::vector<SeatSetup> defaultSeats(int count) {
  std::vector<SeatSetup> seats(count);
  for (int i = 1; i < count; ++i) seats[i].kind = "ai";
  return seats;
}

std::string serializeSave(const SaveData& d) {
  json seats = json::array();
  for (const auto& s : d.seats) {
    json j = {{"kind", s.kind}};
    if (s.isAi()) j["level"] = s.level;
    if (!s.name.empty()) j["name"] = s.name;
    if (s.autoPass && !s.isAi()) j["autoPass"] = true;
    seats.push_back(std::move(j));
  }
  json doc = {{"format", kFormatName},
              {"formatVersion", d.cards ? kSaveFormatVersion : kPlainFormatVersion},
              {"game", d.gameId},
              {"rulesVersion", d.rulesVersion},
              {"seed", std::to_string(d.options.seed)},
              {"options", {{"seats", d.options.seats}, {"variant", d.options.variant}}},
              {"seats", seats},
              {"actions", d.actions}};
  if (d.cards) doc["cards"] = {{"path", d.cards->path}, {"hash", d.cards->hash}};
  return doc.dump(1) + "\n";
}

Expected<SaveData> parseSave(std::string_view text) {
  auto parsed = userjson::parseUserJson(text);
  if (!parsed.ok()) {
    if (parsed.kind != userjson::ParseResult::Kind::Syntax)
      return Error{"The file cannot be a Grudge Match save: " + *parsed.problem + "."};
    return Error{"The file is not valid JSON (it may be damaged or truncated)."};
  }
  const json& doc = parsed.doc;
  if (textOf(doc, "format") != kFormatName) return Error{"This is not a Grudge Match save file."};
  const json* version = userjson::member(doc, "formatVersion");
  if (!version || !version->is_number_integer()) return Error{"The save has no format version."};
  // A version beyond int64 is also "newer": refused with the same message, never wrapped.
  const auto v = userjson::integerIn(*version, INT64_MIN, INT64_MAX);
  if (!v || *v > kSaveFormatVersion)
    return Error{"The save was written by a newer Grudge Match (format version " + version->dump() +
                 "); this version reads up to " + std::to_string(kSaveFormatVersion) + "."};
  if (*v < 1) return Error{"The save has an unknown format version."};

  SaveData d;
  const auto game = userjson::text(userjson::member(doc, "game"));
  if (!game || game->empty() || game->size() > kMaxIdBytes)
    return Error{"The save does not say which game it is."};
  d.gameId = *game;
  const auto rules = userjson::integerIn(userjson::member(doc, "rulesVersion"), 0, INT32_MAX);
  if (!rules) return Error{"The save has no rules version (a whole number from 0 to 2147483647)."};
  d.rulesVersion = static_cast<int>(*rules);

  const auto seed = userjson::text(userjson::member(doc, "seed"));
  if (!seed || seed->empty() || seed->find_first_not_of("0123456789") != std::string::npos ||
      seed->size() > 20)
    return Error{"The save's seed is missing or not a whole number."};
  try {
    d.options.seed = std::stoull(*seed);
  } catch (...) {
    return Error{"The save's seed is out of range."};
  }

  const json* options = userjson::member(doc, "options");
  // The game checks the count it plays; this bound only keeps the number an int.
  const auto seatCount = userjson::integerIn(
      options ? userjson::member(*options, "seats") : nullptr, 1, kMaxSeatsInSave);
  if (!seatCount)
    return Error{"The save's options are missing the number of seats (a whole number from 1 to " +
                 std::to_string(kMaxSeatsInSave) + ")."};
  d.options.seats = static_cast<int>(*seatCount);
  if (const json* variant = userjson::member(*options, "variant")) {
    if (!variant->is_object()) return Error{"The save's game variant is not an object."};
    d.options.variant = *variant;
  }

  const json* seats = userjson::member(doc, "seats");
  if (!seats || !seats->is_array() || static_cast<int>(seats->size()) != d.options.seats)
    return Error{"The save lists " +
                 std::to_string(seats && seats->is_array() ? seats->size() : 0) +
                 " seats but its options say " + std::to_string(d.options.seats) + "."};
  for (std::size_t i = 0; i < seats->size(); ++i) {
    const json& s = (*seats)[i];
    const std::string which = "Seat " + std::to_string(i + 1);
    SeatSetup setup;
    const auto kind = userjson::text(userjson::member(s, "kind"));
    if (!kind) return Error{which + " in the save has no kind."};
    if (*kind != "human" && *kind != "ai")
      return Error{which + " has an unknown kind '" + kind->substr(0, kMaxIdBytes) + "'."};
    setup.kind = *kind;
    if (setup.isAi()) {
      const auto level = userjson::text(userjson::member(s, "level"));
      if (!level || !validLevel(*level)) return Error{which + " is an AI with an unknown level."};
      setup.level = *level;
    }
    if (const json* name = userjson::member(s, "name")) {
      if (!name->is_string() || name->get_ref<const std::string&>().size() > kMaxNameBytes)
        return Error{which + " has a name that is not text of at most " +
                     std::to_string(kMaxNameBytes) + " bytes."};
      setup.name = name->get<std::string>();
    }
    if (const json* autoPass = userjson::member(s, "autoPass")) {
      if (!autoPass->is_boolean())
        return Error{which + " has an auto-pass that is not true or false."};
      setup.autoPass = !setup.isAi() && autoPass->get<bool>();
    }
    d.seats.push_back(std::move(setup));
  }

  if (const json* cards = userjson::member(doc, "cards")) {
    const auto path = userjson::text(userjson::member(*cards, "path"));
    const auto hash = userjson::text(userjson::member(*cards, "hash"));
    if (!path || path->size() > kMaxPathBytes || !hash || hash->empty() ||
        hash->size() > kMaxHashBytes)
      return Error{"The save's card file is not a path and a hash."};
    d.cards = CardFileRef{*path, *hash};
  }

  const json* actions = userjson::member(doc, "actions");
  if (!actions || !actions->is_array()) return Error{"The save has no list of actions."};
  d.actions.reserve(actions->size());
  for (std::size_t i = 0; i < actions->size(); ++i) {
    // ActionId is int32: a larger number must be refused, not wrapped onto another action.
    const auto a = userjson::integerIn((*actions)[i], 0, INT32_MAX);
    if (!a)
      return Error{"Action " + std::to_string(i + 1) +
                   " in the save is not a whole number from 0 to 2147483647."};
    d.actions.push_back(static_cast<ActionId>(*a));
  }
  return d;
}

std::string cardFileMismatch(const std::optional<CardFileRef>& saved, const CardFileRef* given) {
  if (!saved && !given) return {};
  if (saved && given) {
    if (saved->sameContent(*given)) return {};
    if (saved->path == given->path)
      return "The save was made with the card file " + saved->path + " (" + saved->hash +
             "), which has changed since (now " + given->hash +
             "); only the file as it was can resume the game.";
    return "The save was made with the card file " + saved->path + " (" + saved->hash + "), and " +
           given->path + " is another card file (" + given->hash +
           "); open the save with the card file it was made with.";
  }
  if (saved)
    return "The save was made with the card file " + saved->path + " (" + saved->hash +
           "), not with the built-in cards; open it with that card file.";
  return "The save was made with the built-in cards, not with the card file " + given->path + ".";
}

bool writtenByNewerVersion(std::string_view text, const GameRegistry& registry) {
  const auto parsed = userjson::parseUserJson(text);
  if (!parsed.ok()) return false;
  // A number of any kind beyond ours (1e30 and 2^64 are not integers nlohmann keeps as such).
  const auto beyond = [](const json* v, double ours) {
    return v && v->is_number() && v->get<double>() > ours;
  };
  if (beyond(userjson::member(parsed.doc, "formatVersion"), kSaveFormatVersion)) return true;
  const auto id = userjson::text(userjson::member(parsed.doc, "game"));
  const Game* game = id ? registry.find(*id) : nullptr;
  return game && beyond(userjson::member(parsed.doc, "rulesVersion"), game->info().rulesVersion);
}

Expected<LoadedGame> replaySave(SaveData d, const GameRegistry& registry,
                                const CardFileGame* cards) {
  if (std::string mismatch = cardFileMismatch(d.cards, cards ? &cards->file : nullptr);
      !mismatch.empty())
    return Error{std::move(mismatch)};
  const Game* game = cards ? cards->game.get() : registry.find(d.gameId);
  if (!game) return Error{"The save is for a game this version does not know: '" + d.gameId + "'."};
  if (game->info().id != d.gameId)
    return Error{"The save is a game of '" + d.gameId + "', but the card file " + cards->file.path +
                 " is for '" + game->info().id + "'."};
  if (d.rulesVersion != game->info().rulesVersion)
    return Error{"The save was made with rules version " + std::to_string(d.rulesVersion) + " of " +
                 game->info().name + "; this version plays rules version " +
                 std::to_string(game->info().rulesVersion) + "."};
  auto state = game->newGame(d.options);
  if (!state) return Error{"The save's options are not valid: " + state.error()};
  auto& st = *state.value();
  std::vector<ActionId> legal;
  for (std::size_t i = 0; i < d.actions.size(); ++i) {
    if (st.isTerminal())
      return Error{"The save continues after the game ended (action " + std::to_string(i + 1) +
                   ")."};
    st.legalActions(legal);
    if (!std::binary_search(legal.begin(), legal.end(), d.actions[i]))
      return Error{"Action " + std::to_string(i + 1) + " in the save (" +
                   std::to_string(d.actions[i]) + ") is not legal at that point of the game."};
    st.apply(d.actions[i]);
  }
  return LoadedGame{std::move(d), std::move(state.value())};
}

Expected<LoadedGame> loadSave(std::string_view text, const GameRegistry& registry,
                              const CardFileGame* cards) {
  auto parsed = parseSave(text);
  if (!parsed) return Error{parsed.error()};
  return replaySave(std::move(parsed.value()), registry, cards);
}

}  // namespace gm::rules
