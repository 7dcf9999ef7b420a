#include "settings.h"

#include <algorithm>

namespace gm::app {
namespace {
const QString kAnimationSpeed = QStringLiteral("animation/speed");
const QString kLastSeats = QStringLiteral("newGame/lastSeats");
const QString kSeatsByCount = QStringLiteral("newGame/seatsByCount");
const QString kLanguage = QStringLiteral("ui/language");
const QString kWindowGeometry = QStringLiteral("ui/windowGeometry");
}  // namespace

Settings::Settings(QObject* parent) : QObject(parent) {}

double Settings::animationSpeed() const {
  bool ok = false;
  const double speed = m_settings.value(kAnimationSpeed, 1.0).toDouble(&ok);
  return ok ? std::clamp(speed, kMinSpeed, kMaxSpeed) : 1.0;
}

void Settings::setAnimationSpeed(double speed) {
  speed = std::clamp(speed, kMinSpeed, kMaxSpeed);
  if (qFuzzyCompare(speed, animationSpeed()) && m_settings.contains(kAnimationSpeed)) return;
  store(kAnimationSpeed, speed);
  Q_EMIT animationSpeedChanged();
}

QVariantList Settings::lastSeats() const {
  return m_settings.value(kLastSeats).toList();
}

void Settings::setLastSeats(const QVariantList& seats) {
  if (seats == lastSeats()) return;
  store(kLastSeats, seats);
  Q_EMIT lastSeatsChanged();
}

QVariantMap Settings::seatsByCount() const {
  return m_settings.value(kSeatsByCount).toMap();
}

void Settings::setSeatsByCount(const QVariantMap& seats) {
  if (seats == seatsByCount()) return;
  store(kSeatsByCount, seats);
  Q_EMIT seatsByCountChanged();
}

QString Settings::language() const {
  return m_settings.value(kLanguage).toString();
}

void Settings::setLanguage(const QString& language) {
  if (language == this->language()) return;
  store(kLanguage, language);
  Q_EMIT languageChanged();
}

QRect Settings::windowGeometry() const {
  return m_settings.value(kWindowGeometry).toRect();
}

void Settings::setWindowGeometry(const QRect& geometry) {
  if (geometry == windowGeometry()) return;
  store(kWindowGeometry, geometry);
  Q_EMIT windowGeometryChanged();
}

void Settings::store(const QString& key, const QVariant& value) {
  m_settings.setValue(key, value);
  // Written through at once so a crash or a kill never loses a preference.
  m_settings.sync();
}

}  // namespace gm::app
