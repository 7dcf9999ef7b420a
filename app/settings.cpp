#include "settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <algorithm>

#include "core/types.h"
#include "settings_file.h"

namespace gm::app {
namespace {
// The settings file is a text file a person may edit: what is read back is checked like any other
// user input, so a bad value falls back to the default instead of reaching QML.
constexpr int kMaxNameLength = 200;
constexpr int kMaxCoordinate = 100000;

// The computer levels, in the order a person reads them.
const QStringList& computerLevels() {
  static const QStringList list{QStringLiteral("easy"), QStringLiteral("normal"),
                                QStringLiteral("hard")};
  return list;
}

// A seat map as the new-game dialog stores it, with only known kinds and levels; empty if it is
// not one.
QVariantMap checkedSeat(const QVariant& value) {
  if (value.typeId() != QMetaType::QVariantMap) return {};
  const QVariantMap seat = value.toMap();
  const QString kind = seat.value(QStringLiteral("kind")).toString();
  const QString level = seat.value(QStringLiteral("level")).toString();
  const QString name = seat.value(QStringLiteral("name")).toString();
  if (kind != QLatin1String("human") && kind != QLatin1String("ai")) return {};
  QVariantMap out{{QStringLiteral("kind"), kind}};
  if (computerLevels().contains(level)) out.insert(QStringLiteral("level"), level);
  out.insert(QStringLiteral("name"), name.left(kMaxNameLength));
  return out;
}

// At most kMaxSeats seats, each checked; empty when any entry is not a seat.
QVariantList checkedSeats(const QVariant& value) {
  if (value.typeId() != QMetaType::QVariantList) return {};
  const QVariantList list = value.toList();
  if (list.size() > rules::kMaxSeats) return {};
  QVariantList out;
  for (const QVariant& v : list) {
    const QVariantMap seat = checkedSeat(v);
    if (seat.isEmpty()) return {};
    out.append(seat);
  }
  return out;
}

const QString kPace = QStringLiteral("animation/pace");
// Before paces there was a speed factor (0.25 .. 4); a stored one still chooses the nearest pace.
const QString kOldSpeed = QStringLiteral("animation/speed");
const QString kLastSeats = QStringLiteral("newGame/lastSeats");
const QString kSeatsByCount = QStringLiteral("newGame/seatsByCount");
const QString kLanguage = QStringLiteral("ui/language");
const QString kWindowGeometry = QStringLiteral("ui/windowGeometry");
const QString kRecord = QStringLiteral("record/");
constexpr int kMaxCount = 1'000'000'000;

// The last settings file set aside in this process: the first Settings (made at start) finds it,
// every later one (the QML singleton) reports it.
QString& setAsideProblem() {
  static QString problem;
  return problem;
}

// The settings file, checked before QSettings opens it. One that failed the check and could not
// be moved stays unread: the preferences then live in a scratch file until it is dealt with.
QString checkedSettingsPath() {
  const QString path = settingsFilePath();
  const QString problem = checkSettingsFile(path);
  if (problem.isEmpty()) return path;
  setAsideProblem() = problem;
  if (!QFileInfo::exists(path)) return path;
  return QDir::temp().filePath(
      QStringLiteral("grudgematch-settings-%1.conf").arg(QCoreApplication::applicationPid()));
}

}  // namespace

Settings::Settings(QObject* parent)
    : QObject(parent), m_settings(checkedSettingsPath(), QSettings::IniFormat) {}

QString Settings::problem() const {
  return setAsideProblem();
}

Pace Settings::pace() const {
  if (m_settings.contains(kPace)) return pace::fromName(m_settings.value(kPace).toString());
  bool ok = false;
  const double speed = m_settings.value(kOldSpeed).toDouble(&ok);
  if (!ok) return Pace::Normal;
  return speed >= 1.5 ? Pace::Fast : speed <= 0.75 ? Pace::Slow : Pace::Normal;
}

void Settings::setPace(Pace pace) {
  if (pace == this->pace() && m_settings.contains(kPace)) return;
  store(kPace, pace::name(pace));
  Q_EMIT paceChanged();
}

void Settings::setPaceName(const QString& name) {
  bool ok = false;
  const Pace pace = pace::fromName(name, &ok);
  if (ok) setPace(pace);
}

QVariantList Settings::lastSeats() const {
  return checkedSeats(m_settings.value(kLastSeats));
}

void Settings::setLastSeats(const QVariantList& seats) {
  if (seats == lastSeats()) return;
  store(kLastSeats, seats);
  Q_EMIT lastSeatsChanged();
}

QVariantMap Settings::seatsByCount() const {
  const QVariant stored = m_settings.value(kSeatsByCount);
  if (stored.typeId() != QMetaType::QVariantMap) return {};
  QVariantMap out;
  for (int n = 1; n <= rules::kMaxSeats; ++n) {
    const QVariantList seats = checkedSeats(stored.toMap().value(QString::number(n)));
    if (seats.size() == n) out.insert(QString::number(n), seats);
  }
  return out;
}

void Settings::setSeatsByCount(const QVariantMap& seats) {
  if (seats == seatsByCount()) return;
  store(kSeatsByCount, seats);
  Q_EMIT seatsByCountChanged();
}

QString Settings::language() const {
  // A locale name ("de", "pt_BR"); anything else follows the system.
  static const QRegularExpression locale(QStringLiteral("^[a-z]{2,3}(_[A-Z]{2})?$"));
  const QString language = m_settings.value(kLanguage).toString();
  return locale.match(language).hasMatch() ? language : QString();
}

void Settings::setLanguage(const QString& language) {
  if (language == this->language()) return;
  store(kLanguage, language);
  Q_EMIT languageChanged();
}

QRect Settings::windowGeometry() const {
  const QRect g = m_settings.value(kWindowGeometry).toRect();
  const auto sane = [](int v) { return v >= -kMaxCoordinate && v <= kMaxCoordinate; };
  if (!sane(g.x()) || !sane(g.y()) || g.width() <= 0 || g.height() <= 0 ||
      g.width() > kMaxCoordinate || g.height() > kMaxCoordinate)
    return {};
  return g;
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

QVariantMap Settings::playRecord(const QString& gameId) const {
  // Counts a person may have edited: a number from 0 to kMaxCount, else 0.
  const auto count = [&](const QString& key) {
    bool ok = false;
    const int n = m_settings.value(kRecord + gameId + QLatin1Char('/') + key).toInt(&ok);
    return ok && n >= 0 && n <= kMaxCount ? n : 0;
  };
  QVariantMap levels;
  for (const QString& level : computerLevels()) {
    const int played = count(level + QStringLiteral("/played"));
    if (played > 0)
      levels.insert(level, QVariantMap{{QStringLiteral("played"), played},
                                       {QStringLiteral("won"),
                                        std::min(played, count(level + QStringLiteral("/won")))}});
  }
  const int played = count(QStringLiteral("played"));
  const int against = std::min(played, count(QStringLiteral("againstComputer")));
  return {{QStringLiteral("played"), played},
          {QStringLiteral("againstComputer"), against},
          {QStringLiteral("won"), std::min(against, count(QStringLiteral("won")))},
          {QStringLiteral("levels"), levels}};
}

void Settings::addFinishedGame(const QString& gameId, const QStringList& levels, bool won) {
  const QVariantMap before = playRecord(gameId);
  const QString prefix = kRecord + gameId + QLatin1Char('/');
  const auto bump = [&](const QString& key, int value) {
    m_settings.setValue(prefix + key, std::min(value + 1, kMaxCount));
  };
  bump(QStringLiteral("played"), before.value(QStringLiteral("played")).toInt());
  if (!levels.isEmpty()) {
    bump(QStringLiteral("againstComputer"),
         before.value(QStringLiteral("againstComputer")).toInt());
    if (won) bump(QStringLiteral("won"), before.value(QStringLiteral("won")).toInt());
  }
  const QVariantMap byLevel = before.value(QStringLiteral("levels")).toMap();
  QStringList seen;
  for (const QString& level : levels) {
    if (!computerLevels().contains(level) || seen.contains(level)) continue;
    seen.append(level);
    const QVariantMap old = byLevel.value(level).toMap();
    bump(level + QStringLiteral("/played"), old.value(QStringLiteral("played")).toInt());
    if (won) bump(level + QStringLiteral("/won"), old.value(QStringLiteral("won")).toInt());
  }
  m_settings.sync();
  Q_EMIT playRecordChanged();
}

}  // namespace gm::app
