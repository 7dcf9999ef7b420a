#pragma once
// A game's glossary for QML: its entries in the app's language (CardLibrary::shared, so a
// designer's card file brings its own), the words of a text made links to them (GlossaryMatcher),
// and the entry behind a link. Used by the card zoom, the log and the rules page alike; knows no
// game.
#include <QtQml/qqmlregistration.h>
#include <QHash>
#include <QObject>
#include <QVariantList>
#include <QVariantMap>
#include <memory>

#include "glossary_matcher.h"

namespace gm::app {

class CardLibrary;

class Glossary : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON
  // Changes whenever the entries may have changed (the language): bind through it to follow.
  Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)

 public:
  explicit Glossary(QObject* parent = nullptr);

  int revision() const { return m_revision; }

  // `text` (plain) as StyledText with every glossary word of game `gameId` a link ("gloss:...").
  Q_INVOKABLE QString linkify(const QString& gameId, const QString& text) const;
  // The entry a link or a word names: {term, text, link, styled (the term in bold, a colon and
  // the text, as StyledText)}; empty when none.
  Q_INVOKABLE QVariantMap entry(const QString& gameId, const QString& linkOrWord) const;
  // The entries whose words `text` uses, in order of first use: [entry, ...].
  Q_INVOKABLE QVariantList entriesIn(const QString& gameId, const QString& text) const;
  // The entries a card face uses on end `end` (its type line, text and footer).
  Q_INVOKABLE QVariantList entriesOfCard(const QString& gameId, const QString& face, int end) const;
  // Every entry of the game, in the card file's order.
  Q_INVOKABLE QVariantList entries(const QString& gameId) const;
  // A rules page (Markdown) with its glossary words linked ("gloss:..."): see
  // GlossaryMatcher::linkifyMarkdown.
  Q_INVOKABLE QString linkifyMarkdown(const QString& gameId, const QString& markdown) const;

  // The matcher of game `gameId` in the app's language.
  const GlossaryMatcher& matcher(const QString& gameId) const;

 Q_SIGNALS:
  void revisionChanged();

 private:
  QVariantList toList(const GlossaryMatcher& m, const std::vector<int>& indices) const;

  struct Cached {
    std::shared_ptr<const CardLibrary> library;  // the library it was made from
    GlossaryMatcher matcher;
  };
  mutable QHash<QString, Cached> m_cache;
  int m_revision = 0;
};

}  // namespace gm::app
