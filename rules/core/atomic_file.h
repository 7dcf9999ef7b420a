#pragma once
// Reading and atomically replacing small text files (saves, card files, collections, reports) for
// every tool: the app reads its files through readTextFile too.
#include <cstddef>
#include <string>

#include "expected.h"
#include "user_json.h"

namespace gm::rules {

// Reads the regular file at `path` (a symbolic link to one is fine), never more than `maxBytes`.
// A folder, a device, a FIFO or a socket is refused before anything is read from it (a FIFO is
// opened without waiting for a writer, /dev/zero is never read), and so is a file larger than
// `maxBytes`, found while reading in bounded chunks: a file that grows while it is read stops at
// the limit as well. Every error names the file.
Expected<std::string> readTextFile(const std::string& path,
                                   std::size_t maxBytes = userjson::kMaxBytes);

// Writes `text` to a temporary file in the same folder, flushes it and renames it over `path`, so a
// crash leaves either the old file or the new one, never half of one. The temporary file has no
// name while it is written (where the file system allows), so a kill leaves nothing behind but for
// the instant between naming it and the rename; the next write removes such a leftover.
//
// Only a file is replaced: a `path` that exists and is a folder, a device, a FIFO or a socket is
// refused. A symbolic link is written through: the file it points to is replaced and the link
// stays (a link to anything but a regular file, or to nothing, is refused).
Expected<bool> writeTextFileAtomically(const std::string& path, const std::string& text);

// Removes what a write of `path` killed at its last instant left (its named temporary file), for a
// reader that starts afresh from `path`.
void removeWriteLeftover(const std::string& path);

}  // namespace gm::rules
