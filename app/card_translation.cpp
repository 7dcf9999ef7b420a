#include "card_translation.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "logging.h"

namespace gm::app {
namespace {

// Keys a face entry (or one of its ends) may have; anything else is a typo.
bool onlyKnownKeys(const QJsonObject& object, bool face) {
  static const QStringList endKeys{QStringLiteral("title"), QStringLiteral("subtitle"),
                                   QStringLiteral("text"), QStringLiteral("footer")};
  for (const QString& key : object.keys())
    if (!endKeys.contains(key) &&
        !(face && (key == QLatin1String("flavor") || key == QLatin1String("ends"))))
      return false;
  return true;
}

// A string member of `object`, nullopt when absent; `ok` turns false when present but not a string.
std::optional<QString> text(const QJsonObject& object, const QString& key, bool& ok) {
  const auto it = object.constFind(key);
  if (it == object.constEnd()) return std::nullopt;
  if (!it->isString()) {
    ok = false;
    return std::nullopt;
  }
  return it->toString();
}

QString toQ(const std::string& s) {
  return QString::fromStdString(s);
}

}  // namespace

std::optional<CardTranslation> CardTranslation::parse(const QByteArray& json, QString* error) {
  auto refuse = [error](const QString& message) {
    if (error) *error = message;
    return std::nullopt;
  };
  QJsonParseError parseError;
  const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
  if (!doc.isObject()) return refuse(parseError.errorString());
  const QJsonObject root = doc.object();
  CardTranslation out;
  for (auto it = root.constBegin(); it != root.constEnd(); ++it) {
    const QString& key = it.key();
    if (key == QLatin1String("$comment") || key == QLatin1String("game") ||
        key == QLatin1String("language"))
      continue;
    if (key == QLatin1String("words")) {
      if (!it->isObject()) return refuse(QStringLiteral("/words must be an object"));
      const QJsonObject words = it->toObject();
      for (auto w = words.constBegin(); w != words.constEnd(); ++w) {
        if (!w->isString())
          return refuse(QStringLiteral("/words/%1 must be a string").arg(w.key()));
        out.m_words.insert(w.key(), w->toString());
      }
    } else if (key == QLatin1String("faces")) {
      if (!it->isObject()) return refuse(QStringLiteral("/faces must be an object"));
      const QJsonObject faces = it->toObject();
      for (auto f = faces.constBegin(); f != faces.constEnd(); ++f) {
        const QString where = QStringLiteral("/faces/%1").arg(f.key());
        if (!f->isObject()) return refuse(where + QStringLiteral(" must be an object"));
        const QJsonObject face = f->toObject();
        if (!onlyKnownKeys(face, true))
          return refuse(where + QStringLiteral(": unknown key (title, subtitle, text, footer, "
                                               "flavor or ends)"));
        bool ok = true;
        Face parsed;
        parsed.flavor = text(face, QStringLiteral("flavor"), ok);
        // One end's texts sit on the face itself; a card of two ends lists them in "ends".
        QJsonArray ends;
        if (face.contains(QStringLiteral("ends"))) {
          if (!face.value(QStringLiteral("ends")).isArray())
            return refuse(where + QStringLiteral("/ends must be an array"));
          ends = face.value(QStringLiteral("ends")).toArray();
        } else {
          ends.append(face);
        }
        for (const QJsonValue& e : ends) {
          if (!e.isObject()) return refuse(where + QStringLiteral("/ends: every end is an object"));
          const QJsonObject end = e.toObject();
          if (face.contains(QStringLiteral("ends")) && !onlyKnownKeys(end, false))
            return refuse(where + QStringLiteral("/ends: unknown key (title, subtitle, text or "
                                                 "footer)"));
          parsed.ends.push_back(
              {text(end, QStringLiteral("title"), ok), text(end, QStringLiteral("subtitle"), ok),
               text(end, QStringLiteral("text"), ok), text(end, QStringLiteral("footer"), ok)});
        }
        if (!ok) return refuse(where + QStringLiteral(": every text must be a string"));
        out.m_faces.insert(f.key(), std::move(parsed));
      }
    } else {
      return refuse(QStringLiteral("unknown key /%1").arg(key));
    }
  }
  return out;
}

std::optional<CardTranslation> CardTranslation::shipped(const QString& gameId,
                                                        const QString& language) {
  QFile file(QStringLiteral(":/cards/%1.%2.json").arg(gameId, language));
  if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
  QString error;
  auto translation = parse(file.readAll(), &error);
  if (!translation) qCWarning(lcLanguage) << file.fileName() << "cannot be read:" << error;
  return translation;
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
  // The face's own entry for one text, else the shared word (labels, type lines), else English.
  auto pick = [&](const std::optional<QString>& mine, std::string& english, const QString& what,
                  bool shared) {
    if (english.empty()) return;
    if (mine) {
      english = mine->toStdString();
    } else if (shared) {
      english = word(english, id + QStringLiteral(": ") + what, missing);
    } else if (missing) {
      *missing << id + QStringLiteral(": ") + what;
    }
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
  }
  for (rules::FaceStat& mark : out.marks)
    mark.label = word(mark.label, id + QStringLiteral(": mark label"), missing);
  pick(own ? own->flavor : std::nullopt, out.flavor, QStringLiteral("flavor"), false);
  return out;
}

rules::CardBack CardTranslation::apply(const rules::CardBack& back, QStringList* missing) const {
  rules::CardBack out = back;
  const QString where = QStringLiteral("back ") + toQ(back.id);
  out.title = word(back.title, where + QStringLiteral(": title"), missing);
  out.subtitle = word(back.subtitle, where + QStringLiteral(": subtitle"), missing);
  return out;
}

QStringList CardTranslation::unknownEntries(const std::vector<rules::CardFace>& faces,
                                            const std::vector<rules::CardBack>& backs) const {
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
  unknown.sort();
  return unknown;
}

}  // namespace gm::app
