#pragma once
// The user's preferences, read from and written to QSettings at once (no save step to forget).
// The file is checked before Qt reads it (settings_file.h) and every value read back is checked
// like any other user input.
#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QRect>
#include <QSettings>
#include <QVariantList>
#include <QVariantMap>

#include "pace.h"

namespace gm::app {

class Settings : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON
  // The pace of the table's animations: "off", "fast", "normal" or "slow" (pace.h).
  Q_PROPERTY(QString pace READ paceName WRITE setPaceName NOTIFY paceChanged)
  // The animation durations at that pace, beat name -> ms (pace::durations): the Theme's.
  Q_PROPERTY(QVariantMap durations READ durations NOTIFY paceChanged)
  // The seats of the last new game, as given to Session.newGame().
  Q_PROPERTY(QVariantList lastSeats READ lastSeats WRITE setLastSeats NOTIFY lastSeatsChanged)
  // The seats last used for each player count ("2", "3", "4" -> a list like lastSeats), so the
  // new-game dialog gives back the set-up of that count.
  Q_PROPERTY(
      QVariantMap seatsByCount READ seatsByCount WRITE setSeatsByCount NOTIFY seatsByCountChanged)
  // A locale name such as "de"; "" follows the system. Read at start; AppLanguage applies a new one
  // at once and stores it here.
  Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
  // The main window's last position and size; an empty rect when never stored.
  Q_PROPERTY(
      QRect windowGeometry READ windowGeometry WRITE setWindowGeometry NOTIFY windowGeometryChanged)
  // Why the settings file found at start was put aside (settings_file.h), naming both paths; ""
  // when it was read.
  Q_PROPERTY(QString problem READ problem CONSTANT)

 public:
  explicit Settings(QObject* parent = nullptr);

  Pace pace() const;
  void setPace(Pace pace);
  QString paceName() const { return pace::name(pace()); }
  // An unknown name changes nothing.
  void setPaceName(const QString& name);
  QVariantMap durations() const { return pace::durations(pace()); }
  QVariantList lastSeats() const;
  void setLastSeats(const QVariantList& seats);
  QVariantMap seatsByCount() const;
  void setSeatsByCount(const QVariantMap& seats);
  QString language() const;
  void setLanguage(const QString& language);
  QRect windowGeometry() const;
  void setWindowGeometry(const QRect& geometry);
  QString problem() const;

  // The player's record at game `gameId`: {played, againstComputer, won, levels: {level:
  // {played, won}}}. `played` counts every finished game with a person at the table;
  // `againstComputer` those with a computer too, `won` those a person won (ahead of every
  // computer), and `levels` the same per computer level at the table.
  Q_INVOKABLE QVariantMap playRecord(const QString& gameId) const;
  // Adds one finished game to the record (the session calls it when a game it plays ends).
  // `levels`: the levels of the computers at the table (none in a game of people only).
  void addFinishedGame(const QString& gameId, const QStringList& levels, bool won);

 Q_SIGNALS:
  void paceChanged();
  void lastSeatsChanged();
  void seatsByCountChanged();
  void languageChanged();
  void windowGeometryChanged();
  void playRecordChanged();

 private:
  void store(const QString& key, const QVariant& value);

  QSettings m_settings;
};

}  // namespace gm::app
