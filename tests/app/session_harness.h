#pragma once
// Test support: drives a Session the way a table does, without QML.
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "core/game.h"
#include "core/game_state.h"
#include "games/builtin_games.h"
#include "session.h"
#include "settings.h"
#include "table_player.h"

namespace gm::app::test {

// Shows each applied action the way a table does, without QML: the session's player on and every
// step recorded, one batch per action shown. At the fixture's pace "off" steps follow one another
// at once and finished() is posted, so the next action is applied on a later turn of the event
// loop. `overlapped` records whether the session ever applied an action while the player was still
// showing an earlier one.
class InstantTable : public QObject {
 public:
  explicit InstantTable(Session& session) : m_session(session) {
    session.setAnimate(true);
    TablePlayer* player = session.player();
    player->setEnabled(true);
    // A batch is what the player shows between starting and stopping: one action, unless the
    // session handed it another before the first was shown.
    connect(player, &TablePlayer::playingChanged, this, [this] {
      if (!m_session.player()->playing()) return;
      batches.emplace_back();
      m_applied = applied();
    });
    connect(player, &TablePlayer::stepStarting, this, [this](const QVariantMap& event) {
      if (applied() != m_applied) overlapped = true;
      batches.back().push_back(event);
    });
  }

  std::vector<QVariantList> batches;
  bool overlapped = false;

 private:
  std::size_t applied() const {
    return m_session.state() ? m_session.state()->history().size() : 0;
  }

  Session& m_session;
  std::size_t m_applied = 0;
};

// A player watching: each action's steps stop after the first until endShowing() (the table's
// "done" for that action), so a test can look at the session while an action is on the table.
inline void holdEveryAction(Session& session, QObject* context) {
  session.setAnimate(true);
  session.player()->setEnabled(true);
  QObject::connect(session.player(), &TablePlayer::stepShown, context,
                   [&session] { session.player()->hold(); });
}
inline void endShowing(Session& session) {
  session.player()->skip();
}

inline QVariantMap seat(const QString& kind, const QString& level = QStringLiteral("easy"),
                        const QString& name = {}) {
  return {{QStringLiteral("kind"), kind},
          {QStringLiteral("level"), level},
          {QStringLiteral("name"), name}};
}

// A data row "game" for every game of the registry, named by its id.
inline void addEveryGameRow() {
  QTest::addColumn<QString>("game");
  for (const gm::rules::Game* g : gm::rules::builtinGames().games())
    QTest::newRow(g->info().id.c_str()) << QString::fromStdString(g->info().id);
}

inline QVariantList humanVsAi() {
  return {seat(QStringLiteral("human"), {}, QStringLiteral("Ana")), seat(QStringLiteral("ai"))};
}
inline QVariantList hotSeat() {
  return {seat(QStringLiteral("human"), {}, QStringLiteral("Ana")),
          seat(QStringLiteral("human"), {}, QStringLiteral("Bo"))};
}

// A legal action from the view seat's hand: the `n`-th legal card, wrapping around.
inline int legalAction(const Session& session, int n) {
  std::vector<int> legal;
  for (const ZoneCard& c : session.hand()->cards())
    if (c.legal) legal.push_back(c.actionId);
  if (legal.empty()) return -1;
  return legal[static_cast<std::size_t>(n) % legal.size()];
}

// The observation entry of zone `name`, empty when absent.
inline QVariantMap zoneOf(const QVariantMap& observation, const QString& name) {
  for (const QVariant& z : observation.value(QStringLiteral("zones")).toList())
    if (z.toMap().value(QStringLiteral("name")).toString() == name) return z.toMap();
  return {};
}

// The true pending commit of seat s (-1 none), from the full-knowledge view.
inline int truePending(const Session& session, int s) {
  const nlohmann::json all = session.state()->observe(rules::kNoSeat);
  const auto& p = all["players"][static_cast<std::size_t>(s)];
  return p.contains("pending") && p["pending"].is_number_integer() ? p["pending"].get<int>() : -1;
}

// Every (uid, face) and every face the JSON shows anywhere.
inline void collectCards(const nlohmann::json& j, std::set<std::pair<int, std::string>>& cards,
                         std::set<std::string>& faces) {
  if (j.is_object()) {
    const auto face = j.find("face");
    if (face != j.end() && face->is_string() && !face->get<std::string>().empty()) {
      faces.insert(face->get<std::string>());
      const auto uid = j.find("uid");
      if (uid != j.end() && uid->is_number_integer())
        cards.insert({uid->get<int>(), face->get<std::string>()});
    }
  }
  if (j.is_object() || j.is_array())
    for (const auto& child : j) collectCards(child, cards, faces);
}

// The cards the session's models show for its view seat that the engine's view of that seat does
// not: a description of the first, or "".
inline QString leakedCard(Session& s) {
  std::set<std::pair<int, std::string>> cards;
  std::set<std::string> faces;
  collectCards(s.state()->observe(s.viewSeat()), cards, faces);
  auto check = [&](const ZoneModel* zone) -> QString {
    for (const ZoneCard& c : zone->cards()) {
      if (c.face.isEmpty()) continue;
      const std::string face = c.face.toStdString();
      if (!faces.count(face) || (c.uid >= 0 && !cards.count({c.uid, face})))
        return QStringLiteral("%1 shows %2 (%3)").arg(zone->zoneName(), c.face).arg(c.uid);
    }
    return {};
  };
  if (QString leak = check(s.hand()); !leak.isEmpty()) return leak;
  for (const QVariant& z : s.observation().value(QStringLiteral("zones")).toList()) {
    const QString name = z.toMap().value(QStringLiteral("name")).toString();
    if (QString leak = check(s.zone(name)); !leak.isEmpty()) return leak;
  }
  return {};
}

// Writes `bytes` to `path`, replacing what was there.
inline void writeFile(const QString& path, const QByteArray& bytes) {
  QFile file(path);
  QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
  file.write(bytes);
}

// The title printed on the first end of `face` in the running game (Session::cardFace).
inline QString cardTitle(const Session& s, const QString& face) {
  const QVariantList ends = s.cardFace(face).value(QStringLiteral("ends")).toList();
  return ends.isEmpty() ? QString()
                        : ends.front().toMap().value(QStringLiteral("title")).toString();
}

// A session writing its autosave into a fresh temporary folder, bots without spectator pauses.
// Clears the test's settings, keeping the pace "off" a SessionFixture's player shows at.
inline void clearSettings() {
  QSettings().clear();
  Settings().setPace(Pace::Off);
}

// A session whose table player (when a test turns it on) shows every event at once: pace "off"
// in the settings it reads.
struct SessionFixture {
  QTemporaryDir dir;
  Session session;
  SessionFixture() {
    Settings().setPace(Pace::Off);
    session.setAutosaveFolder(dir.path());
    session.setBotPauseMs(0);
  }
};

// The texts of the session's log, its lines in order.
inline QStringList logTexts(const Session& s) {
  QStringList out;
  for (const LogEntry& e : s.log()->entries()) out << e.text;
  return out;
}

// A file's bytes ("" when it cannot be read).
inline QByteArray readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The actions the session's game has applied.
inline std::vector<int> historyOf(const Session& s) {
  const auto h = s.state()->history();
  return {h.begin(), h.end()};
}

}  // namespace gm::app::test
