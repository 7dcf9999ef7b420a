#pragma once
// The print-and-play settings remembered between runs (QSettings group "printAndPlay"). Reading
// never trusts the file: a missing, mistyped or out-of-range value falls back to its default, so a
// damaged settings file cannot produce an invalid layout.
#include <QSettings>

#include "sheet_geometry.h"

namespace gm::app {

print::SheetSettings loadPnpSettings(QSettings& settings);
void storePnpSettings(QSettings& settings, const print::SheetSettings& sheet);

}  // namespace gm::app
