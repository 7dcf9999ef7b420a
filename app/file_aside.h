#pragma once
// Setting a file aside: a damaged or refused file the app would otherwise overwrite (the autosave,
// a game's persistent data) is renamed beside itself, so the person can still look at it or send it
// in, and the app starts afresh without destroying anything.
#include <QString>

namespace gm::app {

// A free name beside `path` for its damaged copy: "<dir>/<base>.damaged-<yyyyMMdd-hhmmss>.<ext>",
// with "-2", "-3"... added when that is taken.
QString asidePath(const QString& path);

// Renames `path` to asidePath(path). Returns the new path, or "" when the rename failed (the file
// is then where it was, untouched).
QString setAside(const QString& path);

}  // namespace gm::app
