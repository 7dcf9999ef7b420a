// libFuzzer target: the save loader (parse, then replay against the shipped games). Any input must
// give a save or a message; a crash, a sanitizer report or an escaped exception is a finding.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/save_format.h"
#include "games/builtin_games.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto loaded = gm::rules::loadSave(text, gm::rules::builtinGames());
  // A loaded save must serialize and load again to the same actions.
  if (loaded) {
    auto again =
        gm::rules::loadSave(gm::rules::serializeSave(loaded->data), gm::rules::builtinGames());
    if (!again || again->data.actions != loaded->data.actions) __builtin_trap();
  }
  return 0;
}
