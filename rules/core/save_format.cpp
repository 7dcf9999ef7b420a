#include "save_format.h"

#include <nlohmann/json.hpp>

namespace gm::rules {
namespace {
using nlohmann::json;

const char* const kFormatName = "grudgematch-save";

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
    seats.push_back(std::move(j));
  }
  const json doc = {{"format", kFormatName},
                    {"formatVersion", kSaveFormatVersion},
                    {"game", d.gameId},
                    {"rulesVersion", d.rulesVersion},
                    {"seed", std::to_string(d.options.seed)},
                    {"options", {{"seats", d.options.seats}, {"variant", d.options.variant}}},
                    {"seats", seats},
                    {"actions", d.actions}};
  return doc.dump(1) + "\n";
}

Expected<SaveData> parseSave(std::string_view text) {
  json doc = json::parse(text, nullptr, false);
  if (doc.is_discarded())
    return Error{"The file is not valid JSON (it may be damaged or truncated)."};
  if (!doc.is_object() || doc.value("format", std::string()) != kFormatName)
    return Error{"This is not a Grudge Match save file."};
  const auto& version = doc["formatVersion"];
  if (!version.is_number_integer()) return Error{"The save has no format version."};
  if (version.get<int>() > kSaveFormatVersion)
    return Error{"The save was written by a newer Grudge Match (format version " +
                 std::to_string(version.get<int>()) + "); this version reads up to " +
                 std::to_string(kSaveFormatVersion) + "."};
  if (version.get<int>() < 1) return Error{"The save has an unknown format version."};

  SaveData d;
  if (!doc["game"].is_string()) return Error{"The save does not say which game it is."};
  d.gameId = doc["game"].get<std::string>();
  if (!doc["rulesVersion"].is_number_integer()) return Error{"The save has no rules version."};
  d.rulesVersion = doc["rulesVersion"].get<int>();

  const auto& seed = doc["seed"];
  if (!seed.is_string() || seed.get<std::string>().empty() ||
      seed.get<std::string>().find_first_not_of("0123456789") != std::string::npos ||
      seed.get<std::string>().size() > 20)
    return Error{"The save's seed is missing or not a whole number."};
  try {
    d.options.seed = std::stoull(seed.get<std::string>());
  } catch (...) {
    return Error{"The save's seed is out of range."};
  }

  const auto& options = doc["options"];
  if (!options.is_object() || !options["seats"].is_number_integer())
    return Error{"The save's options are missing the number of seats."};
  d.options.seats = options["seats"].get<int>();
  if (options.contains("variant")) {
    if (!options["variant"].is_object()) return Error{"The save's game variant is not an object."};
    d.options.variant = options["variant"];
  }

  const auto& seats = doc["seats"];
  if (!seats.is_array() || static_cast<int>(seats.size()) != d.options.seats)
    return Error{"The save lists " + std::to_string(seats.is_array() ? seats.size() : 0) +
                 " seats but its options say " + std::to_string(d.options.seats) + "."};
  for (std::size_t i = 0; i < seats.size(); ++i) {
    const auto& s = seats[i];
    SeatSetup setup;
    if (!s.is_object() || !s["kind"].is_string())
      return Error{"Seat " + std::to_string(i + 1) + " in the save has no kind."};
    setup.kind = s["kind"].get<std::string>();
    if (setup.kind != "human" && setup.kind != "ai")
      return Error{"Seat " + std::to_string(i + 1) + " has an unknown kind '" + setup.kind + "'."};
    if (setup.isAi()) {
      if (!s.contains("level") || !s["level"].is_string() ||
          !validLevel(s["level"].get<std::string>()))
        return Error{"Seat " + std::to_string(i + 1) + " is an AI with an unknown level."};
      setup.level = s["level"].get<std::string>();
    }
    if (s.contains("name")) {
      if (!s["name"].is_string())
        return Error{"Seat " + std::to_string(i + 1) + " has a name that is not text."};
      setup.name = s["name"].get<std::string>();
    }
    d.seats.push_back(std::move(setup));
  }

  const auto& actions = doc["actions"];
  if (!actions.is_array()) return Error{"The save has no list of actions."};
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (!actions[i].is_number_integer())
      return Error{"Action " + std::to_string(i + 1) + " in the save is not a whole number."};
    d.actions.push_back(actions[i].get<ActionId>());
  }
  return d;
}

Expected<LoadedGame> replaySave(SaveData d, const GameRegistry& registry) {
  const Game* game = registry.find(d.gameId);
  if (!game) return Error{"The save is for a game this version does not know: '" + d.gameId + "'."};
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

Expected<LoadedGame> loadSave(std::string_view text, const GameRegistry& registry) {
  auto parsed = parseSave(text);
  if (!parsed) return Error{parsed.error()};
  return replaySave(std::move(parsed.value()), registry);
}

}  // namespace gm::rules
