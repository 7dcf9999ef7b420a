#include "card_library.h"

#include "app_language.h"
#include "card_translation.h"
#include "core/game.h"
#include "games/builtin_games.h"
#include "logging.h"

namespace gm::app {

CardLibrary::CardLibrary(const QString& gameId) {
  if (const rules::Game* game = rules::builtinGames().find(gameId.toStdString()))
    *this = CardLibrary(*game);
}

namespace {
// The translation of `game`'s cards in the app's language: the shipped one for the registry's own
// game object, the one beside a designer's card file for a game made from it.
std::optional<CardTranslation> translationFor(const rules::Game& game, const QString& cardFile) {
  if (rules::builtinGames().find(game.info().id) == &game)
    return CardTranslation::shipped(QString::fromStdString(game.info().id), AppLanguage::code());
  QString error;
  auto translation = CardTranslation::beside(cardFile, AppLanguage::code(), &error);
  if (!error.isEmpty()) qCWarning(lcLanguage) << error;
  return translation;
}
}  // namespace

CardLibrary::CardLibrary(const rules::Game& game, const QString& cardFile) {
  const std::optional<CardTranslation> translation = translationFor(game, cardFile);
  *this = CardLibrary(game, translation ? &*translation : nullptr);
}

CardLibrary::CardLibrary(const rules::Game& game, const CardTranslation* translation)
    : m_faces(game.cardFaces()), m_backs(game.cardBacks()), m_glossary(game.glossary()) {
  if (translation) {
    for (rules::CardFace& face : m_faces) {
      const rules::CardFace printed = face;
      face = translation->apply(face);
      for (std::size_t i = 0; i < face.ends.size() && i < printed.ends.size(); ++i)
        m_titles.insert(QString::fromStdString(printed.ends[i].title),
                        QString::fromStdString(face.ends[i].title));
    }
    for (rules::CardBack& back : m_backs) back = translation->apply(back);
    for (rules::GlossaryEntry& entry : m_glossary) entry = translation->apply(entry);
  }
  for (int i = 0; i < static_cast<int>(m_faces.size()); ++i)
    m_faceIndex.insert(QString::fromStdString(m_faces[static_cast<std::size_t>(i)].id), i);
}

namespace {
struct SharedLibrary {
  std::shared_ptr<const CardLibrary> library;
  QString language;                         // the language it was built in
  std::shared_ptr<const rules::Game> game;  // a designer's game; null for the built-in one
  QString cardFile;
};
QHash<QString, SharedLibrary>& sharedLibraries() {
  static QHash<QString, SharedLibrary> cache;
  return cache;
}
}  // namespace

std::shared_ptr<const CardLibrary> CardLibrary::shared(const QString& gameId) {
  auto& cache = sharedLibraries();
  auto it = cache.find(gameId);
  if (it == cache.end()) it = cache.insert(gameId, {});
  if (!it->library || it->language != AppLanguage::code()) {
    it->language = AppLanguage::code();
    it->library = it->game ? std::make_shared<const CardLibrary>(*it->game, it->cardFile)
                           : std::make_shared<const CardLibrary>(gameId);
  }
  return it->library;
}

void CardLibrary::setShared(const QString& gameId, std::shared_ptr<const rules::Game> game,
                            const QString& cardFile) {
  if (game)
    sharedLibraries().insert(gameId, {nullptr, QString(), std::move(game), cardFile});
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

QVariantMap CardLibrary::faceMap(const QString& id) const {
  const rules::CardFace* f = face(id);
  if (!f) return {};
  QVariantList ends;
  for (const rules::FaceEnd& end : f->ends) {
    QVariantList stats;
    for (const rules::FaceStat& stat : end.stats)
      stats.append(QVariantMap{{QStringLiteral("icon"), QString::fromStdString(stat.icon)},
                               {QStringLiteral("value"), QString::fromStdString(stat.value)}});
    ends.append(QVariantMap{{QStringLiteral("title"), QString::fromStdString(end.title)},
                            {QStringLiteral("subtitle"), QString::fromStdString(end.subtitle)},
                            {QStringLiteral("text"), QString::fromStdString(end.text)},
                            {QStringLiteral("footer"), QString::fromStdString(end.footer)},
                            {QStringLiteral("stats"), stats}});
  }
  return {{QStringLiteral("id"), id},
          {QStringLiteral("back"), QString::fromStdString(f->back)},
          {QStringLiteral("ends"), ends}};
}

}  // namespace gm::app
