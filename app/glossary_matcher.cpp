#include "glossary_matcher.h"

#include <QRegularExpression>
#include <QSet>
#include <QUrl>
#include <algorithm>

namespace gm::app {
namespace {

bool isWordChar(QChar c) {
  return c.isLetterOrNumber() || c == QLatin1Char('_');
}

const QString kScheme = QStringLiteral("gloss:");

// A keyword printed in capitals only matches in capitals.
Qt::CaseSensitivity caseOf(const QString& word) {
  const bool capitals = word == word.toUpper() && word != word.toLower();
  return capitals ? Qt::CaseSensitive : Qt::CaseInsensitive;
}

}  // namespace

GlossaryMatcher::GlossaryMatcher(std::vector<rules::GlossaryEntry> entries)
    : m_entries(std::move(entries)) {
  for (int i = 0; i < static_cast<int>(m_entries.size()); ++i) {
    const rules::GlossaryEntry& e = m_entries[static_cast<std::size_t>(i)];
    const QString term = QString::fromStdString(e.term);
    m_words.push_back({term, i, caseOf(term)});
    for (const std::string& form : e.forms) {
      const QString text = QString::fromStdString(form);
      m_words.push_back({text, i, caseOf(text)});
    }
  }
  std::stable_sort(m_words.begin(), m_words.end(),
                   [](const Word& a, const Word& b) { return a.text.size() > b.text.size(); });
}

int GlossaryMatcher::find(const QString& word) const {
  for (const Word& w : m_words)
    if (w.text.compare(word, Qt::CaseInsensitive) == 0) return w.entry;
  return -1;
}

std::vector<GlossaryMatcher::Match> GlossaryMatcher::matches(const QString& text) const {
  std::vector<Match> out;
  if (m_words.empty()) return out;
  const qsizetype n = text.size();
  qsizetype i = 0;
  while (i < n) {
    if (i > 0 && isWordChar(text[i - 1])) {
      ++i;
      continue;
    }
    bool found = false;
    for (const Word& w : m_words) {
      const qsizetype end = i + w.text.size();
      if (end > n || (end < n && isWordChar(text[end]))) continue;
      if (QStringView(text).mid(i, w.text.size()).compare(w.text, w.cs) != 0) continue;
      out.push_back({i, w.text.size(), w.entry});
      i = end;
      found = true;
      break;
    }
    if (!found) ++i;
  }
  return out;
}

QString GlossaryMatcher::linkify(const QString& text) const {
  QString out;
  qsizetype at = 0;
  auto plain = [&out](QStringView part) {
    out += part.toString().toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
  };
  for (const Match& m : matches(text)) {
    plain(QStringView(text).mid(at, m.start - at));
    const QString term = QString::fromStdString(m_entries[static_cast<std::size_t>(m.entry)].term);
    out += QStringLiteral("<a href=\"%1\">%2</a>")
               .arg(linkOf(term), text.mid(m.start, m.length).toHtmlEscaped());
    at = m.start + m.length;
  }
  plain(QStringView(text).mid(at));
  return out;
}

std::vector<int> GlossaryMatcher::entriesIn(const QString& text) const {
  std::vector<int> out;
  for (const Match& m : matches(text))
    if (std::find(out.begin(), out.end(), m.entry) == out.end()) out.push_back(m.entry);
  return out;
}

QString GlossaryMatcher::linkifyMarkdown(const QString& markdown) const {
  // Spans a link must not go into: code, links and images, HTML tags.
  static const QRegularExpression skip(
      QStringLiteral("`[^`]*`|!?\\[[^\\]]*\\]\\([^)]*\\)|<[^>]*>"));
  QStringList lines = markdown.split(QLatin1Char('\n'));
  QSet<int> linked;  // entries linked in this section
  bool inCode = false;
  for (QString& line : lines) {
    const QString trimmed = line.trimmed();
    if (trimmed.startsWith(QStringLiteral("```"))) inCode = !inCode;
    if (inCode || trimmed.startsWith(QLatin1Char('`'))) continue;
    if (trimmed.startsWith(QLatin1Char('#'))) {
      linked.clear();
      continue;
    }
    if (trimmed.startsWith(QLatin1Char('|')) && trimmed.contains(QStringLiteral("---"))) continue;
    std::vector<std::pair<qsizetype, qsizetype>> skipped;
    for (auto it = skip.globalMatch(line); it.hasNext();) {
      const auto m = it.next();
      skipped.push_back({m.capturedStart(), m.capturedEnd()});
    }
    QString out;
    qsizetype at = 0;
    for (const Match& m : matches(line)) {
      const bool inSkipped = std::any_of(skipped.begin(), skipped.end(), [&m](const auto& s) {
        return m.start < s.second && m.start + m.length > s.first;
      });
      if (inSkipped || linked.contains(m.entry)) continue;
      linked.insert(m.entry);
      const QString term =
          QString::fromStdString(m_entries[static_cast<std::size_t>(m.entry)].term);
      out += line.mid(at, m.start - at);
      out += QStringLiteral("[%1](%2)").arg(line.mid(m.start, m.length), linkOf(term));
      at = m.start + m.length;
    }
    out += line.mid(at);
    line = out;
  }
  return lines.join(QLatin1Char('\n'));
}

QString GlossaryMatcher::linkOf(const QString& term) {
  return kScheme + QString::fromUtf8(QUrl::toPercentEncoding(term));
}

QString GlossaryMatcher::termOf(const QString& link) {
  if (!link.startsWith(kScheme)) return {};
  return QUrl::fromPercentEncoding(link.mid(kScheme.size()).toUtf8());
}

}  // namespace gm::app
