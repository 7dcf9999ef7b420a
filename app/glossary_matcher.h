#pragma once
// Finds a glossary's words in a text: the terms and their other forms, as whole words (never a
// piece of a longer word), ignoring case, the longest word first where several start at the same
// place ("Super Rare" before "Rare"). A word written all in capitals is a printed keyword
// ("AGAINST", "GEGEN") and is found only in capitals, so the everyday word ("against", "gegen")
// is left alone. Knows no game: it works on whatever entries it is given, in
// whatever language they are written.
#include <QString>
#include <vector>

#include "core/glossary.h"

namespace gm::app {

class GlossaryMatcher {
 public:
  struct Match {
    qsizetype start = 0;
    qsizetype length = 0;
    int entry = -1;  // index into the entries the matcher was made from
  };

  GlossaryMatcher() = default;
  explicit GlossaryMatcher(std::vector<rules::GlossaryEntry> entries);

  const std::vector<rules::GlossaryEntry>& entries() const { return m_entries; }
  // The entry whose term or form is `word` (ignoring case), -1 when none.
  int find(const QString& word) const;
  // Every use of a word of the glossary in `text`, left to right, none overlapping.
  std::vector<Match> matches(const QString& text) const;
  // `text` (plain) as StyledText: escaped, line breaks as <br>, and every match a link to its
  // entry (linkOf).
  QString linkify(const QString& text) const;
  // The entries used in `text`, in order of first use, each once.
  std::vector<int> entriesIn(const QString& text) const;
  // Markdown `markdown` with the first use of each term in every section (from one heading to the
  // next) made a link to its entry; headings, code, tables' rule lines, links and HTML are left
  // alone.
  QString linkifyMarkdown(const QString& markdown) const;

  // The link to an entry ("gloss:" and the term, percent-encoded) and the term back from one
  // ("" when `link` is not a glossary link).
  static QString linkOf(const QString& term);
  static QString termOf(const QString& link);

 private:
  struct Word {
    QString text;
    int entry;
    Qt::CaseSensitivity cs;
  };
  std::vector<rules::GlossaryEntry> m_entries;
  std::vector<Word> m_words;  // every term and form, longest first
};

}  // namespace gm::app
