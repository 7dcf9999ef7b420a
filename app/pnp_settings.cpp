#include "pnp_settings.h"

#include <QString>

namespace gm::app {
namespace {

const QString kGroup = QStringLiteral("printAndPlay");

// A number from the settings within [lo, hi], else `fallback`.
double number(QSettings& s, const QString& key, double fallback, double lo, double hi) {
  bool ok = false;
  const double v = s.value(key).toDouble(&ok);
  return ok && v >= lo && v <= hi ? v : fallback;
}

bool flag(QSettings& s, const QString& key, bool fallback) {
  const QVariant v = s.value(key);
  return v.isValid() ? v.toBool() : fallback;
}

}  // namespace

print::SheetSettings loadPnpSettings(QSettings& s) {
  using print::SheetSettings;
  SheetSettings d;  // the defaults
  SheetSettings out = d;
  s.beginGroup(kGroup);
  const QString paper = s.value(QStringLiteral("paper")).toString();
  out.paper = paper == QLatin1String("letter") ? print::Paper::Letter : print::Paper::A4;
  out.landscape = flag(s, QStringLiteral("landscape"), d.landscape);
  const QString card = s.value(QStringLiteral("card")).toString();
  for (auto preset : {print::CardPreset::Poker, print::CardPreset::Bridge, print::CardPreset::Mini,
                      print::CardPreset::Custom}) {
    if (card == QString::fromStdString(print::cardName(preset))) out.card = preset;
  }
  out.customCard.width = number(s, QStringLiteral("customWidth"), d.customCard.width,
                                SheetSettings::kMinCardSide, SheetSettings::kMaxCardSide);
  out.customCard.height = number(s, QStringLiteral("customHeight"), d.customCard.height,
                                 SheetSettings::kMinCardSide, SheetSettings::kMaxCardSide);
  out.bleed = number(s, QStringLiteral("bleed"), d.bleed, 0.0, SheetSettings::kMaxBleed);
  out.gutter = number(s, QStringLiteral("gutter"), d.gutter, 0.0, SheetSettings::kMaxGutter);
  out.margin = number(s, QStringLiteral("margin"), d.margin, 0.0, SheetSettings::kMaxMargin);
  const QString duplex = s.value(QStringLiteral("duplex")).toString();
  for (auto mode : {print::Duplex::None, print::Duplex::LongEdge, print::Duplex::ShortEdge}) {
    if (duplex == QString::fromStdString(print::duplexName(mode))) out.duplex = mode;
  }
  out.cropToEdge = flag(s, QStringLiteral("cropToEdge"), d.cropToEdge);
  out.blackAndWhite = flag(s, QStringLiteral("blackAndWhite"), d.blackAndWhite);
  out.alignmentPage = flag(s, QStringLiteral("alignmentPage"), d.alignmentPage);
  out.backOffsetX = number(s, QStringLiteral("backOffsetX"), d.backOffsetX,
                           -SheetSettings::kMaxBackOffset, SheetSettings::kMaxBackOffset);
  out.backOffsetY = number(s, QStringLiteral("backOffsetY"), d.backOffsetY,
                           -SheetSettings::kMaxBackOffset, SheetSettings::kMaxBackOffset);
  s.endGroup();
  return out;
}

void storePnpSettings(QSettings& s, const print::SheetSettings& sheet) {
  s.beginGroup(kGroup);
  s.setValue(QStringLiteral("paper"), QString::fromStdString(print::paperName(sheet.paper)));
  s.setValue(QStringLiteral("landscape"), sheet.landscape);
  s.setValue(QStringLiteral("card"), QString::fromStdString(print::cardName(sheet.card)));
  s.setValue(QStringLiteral("customWidth"), sheet.customCard.width);
  s.setValue(QStringLiteral("customHeight"), sheet.customCard.height);
  s.setValue(QStringLiteral("bleed"), sheet.bleed);
  s.setValue(QStringLiteral("gutter"), sheet.gutter);
  s.setValue(QStringLiteral("margin"), sheet.margin);
  s.setValue(QStringLiteral("duplex"), QString::fromStdString(print::duplexName(sheet.duplex)));
  s.setValue(QStringLiteral("cropToEdge"), sheet.cropToEdge);
  s.setValue(QStringLiteral("blackAndWhite"), sheet.blackAndWhite);
  s.setValue(QStringLiteral("alignmentPage"), sheet.alignmentPage);
  s.setValue(QStringLiteral("backOffsetX"), sheet.backOffsetX);
  s.setValue(QStringLiteral("backOffsetY"), sheet.backOffsetY);
  s.endGroup();
  // Written through at once, like every other preference (see Settings::store).
  s.sync();
}

}  // namespace gm::app
