#include "card_library.h"

#include "core/game.h"
#include "games/builtin_games.h"

namespace gm::app {

CardLibrary::CardLibrary(const QString& gameId) {
  if (const rules::Game* game = rules::builtinGames().find(gameId.toStdString()))
    *this = CardLibrary(*game);
}

CardLibrary::CardLibrary(const rules::Game& game)
    : m_faces(game.cardFaces()), m_backs(game.cardBacks()) {
  for (int i = 0; i < static_cast<int>(m_faces.size()); ++i)
    m_faceIndex.insert(QString::fromStdString(m_faces[static_cast<std::size_t>(i)].id), i);
}

namespace {
QHash<QString, std::shared_ptr<const CardLibrary>>& sharedLibraries() {
  static QHash<QString, std::shared_ptr<const CardLibrary>> cache;
  return cache;
}
}  // namespace

std::shared_ptr<const CardLibrary> CardLibrary::shared(const QString& gameId) {
  auto& cache = sharedLibraries();
  auto it = cache.constFind(gameId);
  if (it == cache.constEnd()) it = cache.insert(gameId, std::make_shared<CardLibrary>(gameId));
  return *it;
}

void CardLibrary::setShared(const QString& gameId, std::shared_ptr<const CardLibrary> library) {
  if (library)
    sharedLibraries().insert(gameId, std::move(library));
  else
    sharedLibraries().remove(gameId);
}

CardInfo CardLibrary::info(const QString& id) const {
  const rules::CardFace* card = face(id);
  if (!card || card->ends.empty()) return {id, {}, {}, -1};
  const rules::FaceEnd& end = card->ends.front();
  CardInfo info;
  info.name = QString::fromStdString(end.title);
  info.text = QString::fromStdString(end.text);
  // The shared icon names say what a stat means, so the badges need no knowledge of the game.
  for (const rules::FaceStat& stat : end.stats) {
    if (stat.icon == "instant") info.speed = tr("INSTANT");
    if (stat.icon == "speed") info.speed = QString::fromStdString(stat.value);
    if (stat.icon == "damage") {
      bool ok = false;
      const int value = QString::fromStdString(stat.value).toInt(&ok);
      if (ok) info.damage = value;
    }
  }
  return info;
}

const rules::CardFace* CardLibrary::face(const QString& id) const {
  const auto it = m_faceIndex.constFind(id);
  return it == m_faceIndex.constEnd() ? nullptr : &m_faces[static_cast<std::size_t>(*it)];
}

const rules::CardBack* CardLibrary::back(const QString& id) const {
  const std::string key = id.toStdString();
  for (const rules::CardBack& b : m_backs)
    if (b.id == key) return &b;
  return nullptr;
}

const rules::CardBack* CardLibrary::backFor(const QString& backId, const QString& faceId) const {
  if (const rules::CardBack* b = back(backId)) return b;
  if (const rules::CardFace* f = face(faceId))
    if (const rules::CardBack* b = back(QString::fromStdString(f->back))) return b;
  return m_backs.empty() ? nullptr : &m_backs.front();
}

}  // namespace gm::app
