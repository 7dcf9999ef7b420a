#include "glossary.h"

#include "app_language.h"
#include "card_library.h"

namespace gm::app {

Glossary::Glossary(QObject* parent) : QObject(parent) {
  connect(AppLanguage::instance(), &AppLanguage::languageChanged, this, [this] {
    ++m_revision;
    Q_EMIT revisionChanged();
  });
}

const GlossaryMatcher& Glossary::matcher(const QString& gameId) const {
  // The shared library is built again after the language changed: a new one, a new matcher.
  const std::shared_ptr<const CardLibrary> library = CardLibrary::shared(gameId);
  Cached& cached = m_cache[gameId];
  if (cached.library != library) cached = {library, GlossaryMatcher(library->glossary())};
  return cached.matcher;
}

QString Glossary::linkify(const QString& gameId, const QString& text) const {
  return matcher(gameId).linkify(text);
}

QVariantMap Glossary::entry(const QString& gameId, const QString& linkOrWord) const {
  const GlossaryMatcher& m = matcher(gameId);
  const QString term = GlossaryMatcher::termOf(linkOrWord);
  const int index = m.find(term.isEmpty() ? linkOrWord : term);
  if (index < 0) return {};
  return toList(m, {index}).front().toMap();
}

QVariantList Glossary::entriesIn(const QString& gameId, const QString& text) const {
  const GlossaryMatcher& m = matcher(gameId);
  return toList(m, m.entriesIn(text));
}

QVariantList Glossary::entriesOfCard(const QString& gameId, const QString& face, int end) const {
  const rules::CardFace* card = CardLibrary::shared(gameId)->face(face);
  if (!card || card->ends.empty()) return {};
  const rules::FaceEnd& e =
      card->ends[static_cast<std::size_t>(std::clamp<int>(end, 0, card->ends.size() - 1))];
  return entriesIn(gameId, QString::fromStdString(e.subtitle + "\n" + e.text + "\n" + e.footer));
}

QVariantList Glossary::entries(const QString& gameId) const {
  const GlossaryMatcher& m = matcher(gameId);
  std::vector<int> all(m.entries().size());
  for (std::size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int>(i);
  return toList(m, all);
}

QString Glossary::linkifyMarkdown(const QString& gameId, const QString& markdown) const {
  return matcher(gameId).linkifyMarkdown(markdown);
}

QVariantList Glossary::toList(const GlossaryMatcher& m, const std::vector<int>& indices) const {
  QVariantList out;
  for (int i : indices) {
    const rules::GlossaryEntry& e = m.entries()[static_cast<std::size_t>(i)];
    const QString term = QString::fromStdString(e.term);
    out << QVariantMap{
        {QStringLiteral("term"), term},
        {QStringLiteral("text"), QString::fromStdString(e.text)},
        {QStringLiteral("link"), GlossaryMatcher::linkOf(term)},
        {QStringLiteral("styled"),
         QStringLiteral("<b>%1</b>: %2")
             .arg(term.toHtmlEscaped(), QString::fromStdString(e.text).toHtmlEscaped())}};
  }
  return out;
}

}  // namespace gm::app
