#include "card_translation.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include "core/atomic_file.h"
#include "core/card_file.h"
#include "core/user_json.h"
#include "logging.h"

namespace gm::app {
namespace {

namespace uj = rules::userjson;
using nlohmann::json;

QString toQ(const std::string& s) {
  return QString::fromStdString(s);
}

// Keys a face entry (or one of its ends) may have; anything else is a typo.
bool onlyKnownKeys(const json& object, bool face) {
  static const std::vector<std::string> endKeys{"title", "subtitle", "text", "footer"};
  for (const auto& [key, value] : object.items())
    if (std::find(endKeys.begin(), endKeys.end(), key) == endKeys.end() &&
        !(face && (key == "flavor" || key == "ends")))
      return false;
  return true;
}

// A string member of `object`, nullopt when absent; `ok` turns false when present but not a string.
std::optional<QString> text(const json& object, std::string_view key, bool& ok) {
  const json* member = uj::member(object, key);
  if (!member) return std::nullopt;
  const auto value = uj::text(member);
  if (!value) {
    ok = false;
    return std::nullopt;
  }
  return toQ(*value);
}

std::optional<QByteArray> readTranslation(const QString& path, QString* error) {
  // The shipped translations are resources; a file beside a card file is read like any user file.
  if (!path.startsWith(QLatin1Char(':'))) {
    const auto text = rules::readTextFile(QFile::encodeName(path).toStdString());
    if (!text) {
      if (error) *error = QString::fromStdString(text.error());
      return std::nullopt;
    }
    return QByteArray(text->data(), static_cast<qsizetype>(text->size()));
  }
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    if (error) *error = file.errorString();
    return std::nullopt;
  }
  // One byte past the limit is enough for the parser to refuse a file that is too large.
  return file.read(static_cast<qint64>(uj::kMaxBytes) + 1);
}

}  // namespace

std::optional<CardTranslation> CardTranslation::parse(std::string_view text_, QString* error) {
  auto refuse = [error](const QString& message) {
    if (error) *error = message;
    return std::nullopt;
  };
  const uj::ParseResult parsed = uj::parseUserJson(text_);
  if (!parsed.ok()) return refuse(toQ(*parsed.problem));
  const json& root = parsed.doc;
  if (!root.is_object()) return refuse(QStringLiteral("the file must hold a JSON object"));
  CardTranslation out;
  for (const auto& [key, value] : root.items()) {
    if (key == "$comment" || key == "game" || key == "language") continue;
    if (key == "words") {
      if (!value.is_object()) return refuse(QStringLiteral("/words must be an object"));
      for (const auto& [english, german] : value.items()) {
        const auto word = uj::text(&german);
        if (!word) return refuse(QStringLiteral("/words/%1 must be a string").arg(toQ(english)));
        out.m_words.insert(toQ(english), toQ(*word));
      }
    } else if (key == "faces") {
      if (!value.is_object()) return refuse(QStringLiteral("/faces must be an object"));
      for (const auto& [id, face] : value.items()) {
        const QString where = QStringLiteral("/faces/%1").arg(toQ(id));
        if (!face.is_object()) return refuse(where + QStringLiteral(" must be an object"));
        if (!onlyKnownKeys(face, true))
          return refuse(where + QStringLiteral(": unknown key (title, subtitle, text, footer, "
                                               "flavor or ends)"));
        bool ok = true;
        Face entry;
        entry.flavor = text(face, "flavor", ok);
        // One end's texts sit on the face itself; a card of two ends lists them in "ends".
        std::vector<const json*> ends;
        if (const json* list = uj::member(face, "ends")) {
          if (!list->is_array()) return refuse(where + QStringLiteral("/ends must be an array"));
          for (const json& end : *list) {
            if (!end.is_object() || !onlyKnownKeys(end, false))
              return refuse(where + QStringLiteral("/ends: every end is an object of title, "
                                                   "subtitle, text and footer"));
            ends.push_back(&end);
          }
        } else {
          ends.push_back(&face);
        }
        for (const json* end : ends)
          entry.ends.push_back({text(*end, "title", ok), text(*end, "subtitle", ok),
                                text(*end, "text", ok), text(*end, "footer", ok)});
        if (!ok) return refuse(where + QStringLiteral(": every text must be a string"));
        out.m_faces.insert(toQ(id), std::move(entry));
      }
    } else if (key == "glossary") {
      if (!value.is_object()) return refuse(QStringLiteral("/glossary must be an object"));
      for (const auto& [english, entry] : value.items()) {
        // Checked as an entry of the card file's own glossary is, with the same messages.
        try {
          const auto read = rules::cardfile::readGlossary(json{{"glossary", json::array({entry})}});
          out.m_glossary.insert(toQ(english), read.front());
        } catch (const rules::cardfile::CardFileError& e) {
          const QString field = toQ(e.pointer).section(QLatin1Char('/'), 3);
          return refuse(QStringLiteral("/glossary/%1%2: %3")
                            .arg(toQ(english),
                                 field.isEmpty() ? QString() : QLatin1Char('/') + field,
                                 toQ(e.what)));
        }
      }
    } else {
      return refuse(QStringLiteral("unknown key /%1 (words, faces or glossary)").arg(toQ(key)));
    }
  }
  return out;
}

std::optional<CardTranslation> CardTranslation::shipped(const QString& gameId,
                                                        const QString& language) {
  const QString path = QStringLiteral(":/cards/%1.%2.json").arg(gameId, language);
  if (!QFile::exists(path)) return std::nullopt;
  QString error;
  const auto bytes = readTranslation(path, &error);
  auto translation =
      bytes ? parse(std::string_view(bytes->constData(), bytes->size()), &error) : std::nullopt;
  if (!translation) qCWarning(lcLanguage) << path << "cannot be read:" << error;
  return translation;
}

QString CardTranslation::besidePath(const QString& cardFile, const QString& language) {
  const QFileInfo info(cardFile);
  return info.dir().filePath(info.completeBaseName() + QLatin1Char('.') + language +
                             QStringLiteral(".json"));
}

std::optional<CardTranslation> CardTranslation::beside(const QString& cardFile,
                                                       const QString& language, QString* error) {
  if (cardFile.isEmpty() || language.isEmpty()) return std::nullopt;
  const QString path = besidePath(cardFile, language);
  if (!QFileInfo::exists(path)) return std::nullopt;
  QString problem;
  const auto bytes = readTranslation(path, &problem);
  auto translation =
      bytes ? parse(std::string_view(bytes->constData(), bytes->size()), &problem) : std::nullopt;
  if (!translation && error)
    *error = QDir::toNativeSeparators(path) + QStringLiteral(": ") + problem;
  return translation;
}

QStringList CardTranslation::numbersIn(const QString& text) {
  static const QRegularExpression number(QStringLiteral("\\d+"));
  QStringList found;
  for (auto it = number.globalMatch(text); it.hasNext();) found << it.next().captured();
  found.sort();
  return found;
}

std::string CardTranslation::word(const std::string& english, const QString& where,
                                  QStringList* missing) const {
  if (english.empty()) return english;
  const auto it = m_words.constFind(toQ(english));
  if (it != m_words.constEnd()) return it->toStdString();
  if (missing) *missing << where + QStringLiteral(" \"") + toQ(english) + QLatin1Char('"');
  return english;
}

rules::CardFace CardTranslation::apply(const rules::CardFace& face, QStringList* missing) const {
  rules::CardFace out = face;
  const QString id = toQ(face.id);
  const auto found = m_faces.constFind(id);
  const Face* own = found == m_faces.constEnd() ? nullptr : &*found;
  auto note = [&](const QString& what) {
    if (missing) *missing << id + QStringLiteral(": ") + what;
  };
  // The face's own entry for one text, else the shared word (labels, type lines), else English.
  auto pick = [&](const std::optional<QString>& mine, std::string& english, const QString& what,
                  bool shared) {
    if (english.empty()) return;
    if (mine)
      english = mine->toStdString();
    else if (shared)
      english = word(english, id + QStringLiteral(": ") + what, missing);
    else
      note(what);
  };
  for (std::size_t i = 0; i < out.ends.size(); ++i) {
    rules::FaceEnd& end = out.ends[i];
    const End none;
    const End& mine = own && i < own->ends.size() ? own->ends[i] : none;
    const QString where = QStringLiteral("end %1 ").arg(i + 1);
    pick(mine.title, end.title, where + QStringLiteral("title"), false);
    pick(mine.subtitle, end.subtitle, where + QStringLiteral("subtitle"), true);
    pick(mine.text, end.text, where + QStringLiteral("text"), false);
    pick(mine.footer, end.footer, where + QStringLiteral("footer"), true);
    for (rules::FaceStat& stat : end.stats)
      stat.label = word(stat.label, id + QStringLiteral(": stat label"), missing);
    // A text written for other numbers (the card was changed since) would print wrong rules.
    const rules::FaceEnd& english = face.ends[i];
    if (numbersIn(toQ(end.title + " " + end.text)) !=
        numbersIn(toQ(english.title + " " + english.text))) {
      end.title = english.title;
      end.text = english.text;
      note(where + QStringLiteral("text prints other numbers than the English"));
    }
  }
  for (rules::FaceStat& mark : out.marks)
    mark.label = word(mark.label, id + QStringLiteral(": mark label"), missing);
  pick(own ? own->flavor : std::nullopt, out.flavor, QStringLiteral("flavor"), false);
  if (numbersIn(toQ(out.flavor)) != numbersIn(toQ(face.flavor))) {
    out.flavor = face.flavor;
    note(QStringLiteral("flavor prints other numbers than the English"));
  }
  return out;
}

rules::CardBack CardTranslation::apply(const rules::CardBack& back, QStringList* missing) const {
  rules::CardBack out = back;
  const QString where = QStringLiteral("back ") + toQ(back.id);
  out.title = word(back.title, where + QStringLiteral(": title"), missing);
  out.subtitle = word(back.subtitle, where + QStringLiteral(": subtitle"), missing);
  return out;
}

rules::GlossaryEntry CardTranslation::apply(const rules::GlossaryEntry& entry,
                                            QStringList* missing) const {
  const auto it = m_glossary.constFind(toQ(entry.term));
  if (it != m_glossary.constEnd()) return *it;
  if (missing) *missing << QStringLiteral("glossary: ") + toQ(entry.term);
  return entry;
}

QStringList CardTranslation::unknownEntries(
    const std::vector<rules::CardFace>& faces, const std::vector<rules::CardBack>& backs,
    const std::vector<rules::GlossaryEntry>& glossary) const {
  QSet<QString> ids, printed;
  auto print = [&printed](const std::string& s) { printed.insert(toQ(s)); };
  for (const rules::CardFace& face : faces) {
    ids.insert(toQ(face.id));
    for (const rules::FaceEnd& end : face.ends) {
      print(end.subtitle);
      print(end.footer);
      for (const rules::FaceStat& stat : end.stats) print(stat.label);
    }
    for (const rules::FaceStat& mark : face.marks) print(mark.label);
  }
  for (const rules::CardBack& back : backs) {
    print(back.title);
    print(back.subtitle);
  }
  QStringList unknown;
  for (auto it = m_faces.constBegin(); it != m_faces.constEnd(); ++it)
    if (!ids.contains(it.key())) unknown << QStringLiteral("face \"%1\"").arg(it.key());
  for (auto it = m_words.constBegin(); it != m_words.constEnd(); ++it)
    if (!printed.contains(it.key())) unknown << QStringLiteral("word \"%1\"").arg(it.key());
  QSet<QString> terms;
  for (const rules::GlossaryEntry& entry : glossary) terms.insert(toQ(entry.term));
  for (auto it = m_glossary.constBegin(); it != m_glossary.constEnd(); ++it)
    if (!terms.contains(it.key())) unknown << QStringLiteral("glossary \"%1\"").arg(it.key());
  unknown.sort();
  return unknown;
}

}  // namespace gm::app
