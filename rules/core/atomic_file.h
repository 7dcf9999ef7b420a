#pragma once
// Reading and atomically replacing small text files (saves, collections) for the headless tools.
// The app uses QSaveFile; both write to a temporary file beside the target and rename it over.
#include <string>

#include "expected.h"

namespace gm::rules {

Expected<std::string> readTextFile(const std::string& path);
// Writes `text` to a temporary file in the same folder, flushes it and renames it over `path`, so a
// crash leaves either the old file or the new one, never half of one.
Expected<bool> writeTextFileAtomically(const std::string& path, const std::string& text);

}  // namespace gm::rules
