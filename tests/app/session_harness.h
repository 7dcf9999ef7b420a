#pragma once
// Test support: drives a Session the way a table does, without QML.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "core/game_state.h"
#include "session.h"

namespace gm::app::test {

// Plays every eventsReady list "asynchronously" (on the next event loop turn) and then confirms
// with animationsDone(), as the table's EventPlayer does. Records whether two lists ever
// overlapped.
class InstantTable : public QObject {
 public:
  explicit InstantTable(Session& session) : m_session(session) {
    session.setAnimate(true);
    connect(&session, &Session::eventsReady, this, [this](const QVariantList& events) {
      if (m_playing) overlapped = true;
      m_playing = true;
      batches.push_back(events);
      QTimer::singleShot(0, this, [this] {
        m_playing = false;
        m_session.animationsDone();
      });
    });
  }
  bool playing() const { return m_playing; }

  std::vector<QVariantList> batches;
  bool overlapped = false;

 private:
  Session& m_session;
  bool m_playing = false;
};

inline QVariantMap seat(const QString& kind, const QString& level = QStringLiteral("easy"),
                        const QString& name = {}) {
  return {{QStringLiteral("kind"), kind},
          {QStringLiteral("level"), level},
          {QStringLiteral("name"), name}};
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

// A session writing its autosave into a fresh temporary folder, bots without spectator pauses.
struct SessionFixture {
  QTemporaryDir dir;
  Session session;
  SessionFixture() {
    session.setAutosavePath(dir.filePath(QStringLiteral("autosave.json")));
    session.setBotPauseMs(0);
  }
};

}  // namespace gm::app::test
