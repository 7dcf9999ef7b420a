#include "engines_match.h"

#include <nlohmann/json.hpp>

#include "core/match_state.h"
#include "core/user_json.h"
#include "engines_act.h"

namespace gm::rules::engines {

const GameInfo& matchInfo() {
  static const GameInfo info = [] {
    GameInfo i = actInfo();
    i.maxGameLength = 3 * actInfo().maxGameLength;
    return i;
  }();
  return info;
}

Expected<std::unique_ptr<GameState>> newEnginesGame(std::shared_ptr<const CardSet> cards,
                                                    const GameOptions& options) {
  if (options.seats != 2)
    return Error{"Engines of Vengeance is a game for exactly 2 players (asked for " +
                 std::to_string(options.seats) + ")."};
  const nlohmann::json& v = options.variant;
  int acts = 3;
  bool setups = false;
  Seat vigilante = 0;
  if (!v.is_null() && !v.is_object())
    return Error{"Engines of Vengeance options must be a JSON object."};
  if (v.is_object()) {
    for (const auto& [key, value] : v.items()) {
      if (key == "acts") {
        // integerIn: get<int>() would wrap 4294967297 to 1.
        const auto n = userjson::integerIn(value, 1, 3);
        if (!n || *n == 2)
          return Error{"The option \"acts\" must be 1 (a single Act) or 3 (a match)."};
        acts = static_cast<int>(*n);
      } else if (key == "setups") {
        if (!value.is_boolean()) return Error{"The option \"setups\" must be true or false."};
        setups = value.get<bool>();
      } else if (key == "vigilante") {
        const auto n = userjson::integerIn(value, 0, 1);
        if (!n) return Error{"The option \"vigilante\" must be the seat 0 or 1."};
        vigilante = static_cast<Seat>(*n);
      } else {
        return Error{"Engines of Vengeance has no option \"" + key +
                     "\" (known: \"acts\", \"setups\", \"vigilante\")."};
      }
    }
  }
  // A single Act (for simulate, tests and a quick game) is the bare Act: no match layer, no
  // cooperative ending (that belongs to Act 3) and no optional setups (those start Acts 2 and 3).
  if (acts == 1) {
    ActOptions o;
    o.vigilanteSeat = vigilante;
    return std::unique_ptr<GameState>(new ActState(std::move(cards), o, options.seed));
  }
  MatchRules rules;
  rules.segments = acts;
  rules.firstLead = vigilante;
  rules.segmentName = "act";
  // The lead seat of an Act is its Vigilante (the factory below).
  rules.roles = {roleKey(Role::Vigilante), roleKey(Role::Detective)};
  auto factory = [cards, setups,
                  seed = options.seed](const SegmentSetup& s) -> std::unique_ptr<GameState> {
    ActOptions o;
    o.vigilanteSeat = s.leadSeat;
    o.cooperativeEnding = s.last;
    o.uidSeed = seed;
    if (setups)
      o.setup = s.index == 1   ? OptionalSetup::TurncoatUp
                : s.index == 2 ? OptionalSetup::Exchange
                               : OptionalSetup::None;
    return std::make_unique<ActState>(cards, o, s.seed);
  };
  return std::unique_ptr<GameState>(
      new MatchState(matchInfo(), 2, options.seed, std::move(rules), std::move(factory)));
}

}  // namespace gm::rules::engines
