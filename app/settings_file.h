#pragma once
// The settings file is user input: a person may edit it, another program may put anything there.
// Qt's INI reader opens it without asking what it is (a FIFO hangs it, /dev/zero never ends) and
// rebuilds "@Variant(...)" values recursively (a value nested deeply enough overflows the stack at
// every start). So the file is checked before any QSettings reads it, through the same bounded
// reader as saves; one that fails is set aside, never overwritten, and the defaults are used.
#include <QString>

namespace gm::app {

// The file QSettings() uses for this application (IniFormat under the user's config folder).
QString settingsFilePath();

// Checks the file at `path`: absent or a link to nothing is fine; otherwise it must be a regular
// file of at most kMaxSettingsBytes whose every entry (a line with its escaped continuations) is
// at most kMaxSettingsEntryBytes long, which bounds how deeply a value can nest. One that fails is
// renamed aside (file_aside.h). Returns "" when the file may be read, else a message for the
// player naming both paths.
QString checkSettingsFile(const QString& path);

inline constexpr qsizetype kMaxSettingsBytes = 1024 * 1024;
// The longest entry this version writes (the seats of every player count, names of 200
// characters) is under 20 KB; each level of a nested value takes at least 8 bytes, so no value
// nests more than about 4000 levels (the nesting that overflowed the stack was 60000 deep).
inline constexpr qsizetype kMaxSettingsEntryBytes = 32 * 1024;

}  // namespace gm::app
