// libFuzzer target: the Artbot collections loader against the shipped card set. Any input must give
// a store or a message; an accepted store must write out and read back to the same text.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "artbot/artbot_cards.h"
#include "artbot/artbot_collection.h"
#include "games/builtin_games.h"

namespace {
const gm::rules::artbot::CardSet& cards() {
  static const auto set =
      gm::rules::artbot::parseCardSet(gm::rules::builtinCardJson("artbot"), "artbot.json");
  return *set;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using gm::rules::artbot::CollectionStore;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto store = CollectionStore::parse(text, "fuzz.json", cards());
  if (store) {
    const std::string written = store->serialize();
    auto again = CollectionStore::parse(written, "fuzz.json", cards());
    if (!again || again->serialize() != written) __builtin_trap();
  }
  return 0;
}
