// The one card renderer (gm::print::CardPainter): every face and back of every registered game
// renders inside its cut line with its title, text fits at hand size and on paper, two-ended
// cards draw both ends the right way up, bleed runs exactly to the bleed line, black-and-white
// has no colour, and a PDF keeps the card's words as text and its shapes as vectors.
#include <QFile>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "card_painter.h"
#include "games/builtin_games.h"

using gm::print::CardPainter;
using gm::print::PaintOptions;
using gm::rules::CardBack;
using gm::rules::CardFace;
using gm::rules::FaceEnd;

namespace {

struct GameCards {
  std::string game;
  std::vector<CardFace> faces;
  std::vector<CardBack> backs;
};

std::vector<GameCards> allGames() {
  std::vector<GameCards> all;
  for (const gm::rules::Game* g : gm::rules::builtinGames().games())
    all.push_back({g->info().id, g->cardFaces(), g->cardBacks()});
  return all;
}

QString label(const std::string& game, const std::string& card) {
  return QString::fromStdString(game + "/" + card);
}

// A transparent image with the card's cut line at (margin, margin).
QImage renderFace(const CardFace& face, double width, int margin, const PaintOptions& options = {},
                  int endUp = 0) {
  const double height = width * 1.4;
  QImage image(static_cast<int>(width) + 2 * margin, static_cast<int>(height) + 2 * margin,
               QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::transparent);
  QPainter p(&image);
  CardPainter::paintFace(p, face, QRectF(margin, margin, width, height), options, endUp);
  return image;
}

QImage renderBack(const CardBack& back, double width, int margin,
                  const PaintOptions& options = {}) {
  const double height = width * 1.4;
  QImage image(static_cast<int>(width) + 2 * margin, static_cast<int>(height) + 2 * margin,
               QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::transparent);
  QPainter p(&image);
  CardPainter::paintBack(p, back, QRectF(margin, margin, width, height), options);
  return image;
}

struct Coverage {
  int outside = 0;      // pixels with any ink outside the cut rectangle
  double inside = 0.0;  // fraction of the cut rectangle fully covered
};

Coverage coverage(const QImage& image, const QRect& cut) {
  Coverage c;
  int opaque = 0;
  for (int y = 0; y < image.height(); ++y)
    for (int x = 0; x < image.width(); ++x) {
      const int alpha = qAlpha(image.pixel(x, y));
      if (cut.contains(x, y))
        opaque += alpha == 255 ? 1 : 0;
      else if (alpha > 0)
        ++c.outside;
    }
  c.inside = static_cast<double>(opaque) / (cut.width() * cut.height());
  return c;
}

int differingPixels(const QImage& a, const QImage& b, const QRect& area) {
  int n = 0;
  for (int y = area.top(); y <= area.bottom(); ++y)
    for (int x = area.left(); x <= area.right(); ++x)
      if (a.pixel(x, y) != b.pixel(x, y)) ++n;
  return n;
}

// Pixels in `area` whose blue clearly dominates red (or red blue, with `blue` false).
int tinted(const QImage& image, const QRect& area, bool blue) {
  int n = 0;
  for (int y = area.top(); y <= area.bottom(); ++y)
    for (int x = area.left(); x <= area.right(); ++x) {
      const QRgb px = image.pixel(x, y);
      const int d = blue ? qBlue(px) - qRed(px) : qRed(px) - qBlue(px);
      if (qAlpha(px) == 255 && d > 60) ++n;
    }
  return n;
}

CardFace twoEnded() {
  CardFace face;
  face.id = "test_two_ends";
  FaceEnd top;
  top.title = "Upper Hand";
  top.subtitle = "Active";
  top.accent = "#c0392b";
  top.stats = {{"damage", "3", "Damage"}};
  top.text = "Deal three to the card across from this one.";
  top.footer = "Exhausts to Discard";
  FaceEnd bottom;
  bottom.title = "Lower Depths";
  bottom.subtitle = "Exhausted";
  bottom.accent = "#1f5fa8";
  bottom.stats = {{"eye", "", "Watch"}};
  bottom.text = "Look at the top card of any deck.";
  bottom.footer = "Exhausts to Evidence";
  face.ends = {top, bottom};
  face.marks = {{"skull", "", "Vigilante"}};
  face.back = "any";
  return face;
}

}  // namespace

class CardPainterTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void everyGameHasPrintedFacesWithKnownBacks() {
    const auto games = allGames();
    QVERIFY(!games.empty());
    for (const GameCards& g : games) {
      QVERIFY2(!g.faces.empty(), g.game.c_str());
      QVERIFY2(!g.backs.empty(), g.game.c_str());
      for (const CardFace& f : g.faces) {
        QVERIFY2(!f.ends.empty() && !f.ends.front().title.empty(), qPrintable(label(g.game, f.id)));
        QVERIFY2(f.copies >= 1, qPrintable(label(g.game, f.id)));
        const bool known = std::any_of(g.backs.begin(), g.backs.end(),
                                       [&](const CardBack& b) { return b.id == f.back; });
        QVERIFY2(known, qPrintable(label(g.game, f.id) + " has back " + f.back.c_str()));
      }
    }
  }

  void knockdownPrintsTenActionsAndThreeStaminaKinds() {
    const gm::rules::Game* game = gm::rules::builtinGames().find("knockdown");
    QVERIFY(game);
    const auto faces = game->cardFaces();
    QCOMPARE(faces.size(), std::size_t{13});
    int actions = 0;
    for (const CardFace& f : faces)
      if (f.back == "action") {
        ++actions;
        QCOMPARE(f.copies, 2);
      }
    QCOMPARE(actions, 10);
    QCOMPARE(faces[10].id, std::string("rally"));
    QCOMPARE(faces[10].copies, 16);  // 8 per Stamina deck, two players
    QCOMPARE(faces[11].copies, 8);
    QCOMPARE(faces[12].copies, 56);
    QCOMPARE(faces[5].id, std::string("guard"));
    QCOMPARE(faces[5].ends[0].stats[0].icon, std::string("instant"));
    QCOMPARE(faces[0].ends[0].stats[0].value, std::string("8"));  // Jab's speed
    QCOMPARE(faces[0].ends[0].stats[1].value, std::string("2"));  // and damage
  }

  void everyFaceAndBackInksItsCardAndNothingOutside() {
    const int margin = 8;
    const QRect cut(margin, margin, 180, 252);
    for (const GameCards& g : allGames()) {
      for (const CardFace& f : g.faces)
        for (int endUp : {0, 1}) {
          const Coverage c = coverage(renderFace(f, 180, margin, {}, endUp), cut);
          QVERIFY2(c.outside == 0, qPrintable(label(g.game, f.id)));
          QVERIFY2(c.inside > 0.97, qPrintable(label(g.game, f.id)));
        }
      for (const CardBack& b : g.backs) {
        const Coverage c = coverage(renderBack(b, 180, margin), cut);
        QVERIFY2(c.outside == 0, qPrintable(label(g.game, b.id)));
        QVERIFY2(c.inside > 0.97, qPrintable(label(g.game, b.id)));
      }
    }
  }

  void everyFaceDrawsItsTitle() {
    const int margin = 4;
    const QRect titleBand(margin, margin, 180, 30);  // the top 30 px of a 180 px card
    for (const GameCards& g : allGames())
      for (CardFace f : g.faces) {
        const QImage with = renderFace(f, 180, margin);
        f.ends.front().title.clear();
        const QImage without = renderFace(f, 180, margin);
        QVERIFY2(differingPixels(with, without, titleBand) > 40, qPrintable(label(g.game, f.id)));
      }
  }

  void textFitsAtHandSizeAndOnPaper() {
    const QImage device(1, 1, QImage::Format_ARGB32_Premultiplied);
    for (const GameCards& g : allGames())
      for (const CardFace& f : g.faces) {
        double titleAt[2] = {0, 0};
        int i = 0;
        for (double width : {120.0, 1200.0}) {
          const QRectF cut(0, 0, width, width * 88 / 63);
          const auto placed = CardPainter::faceText(&device, f, cut);
          QVERIFY2(!placed.empty(), qPrintable(label(g.game, f.id)));
          for (const auto& t : placed) {
            const QString what =
                label(g.game, f.id) + " \"" + t.text + "\" at " + QString::number(width);
            QVERIFY2(t.fits, qPrintable(what));
            const double slack = 0.02 * t.box.height() + 0.5;
            QVERIFY2(t.box.adjusted(-slack, -slack, slack, slack).contains(t.needed),
                     qPrintable(what));
            QVERIFY2(cut.contains(t.box), qPrintable(what));
          }
          titleAt[i++] = placed.front().pixels;  // the title is laid out first
          QImage image(static_cast<int>(width), static_cast<int>(cut.height()),
                       QImage::Format_ARGB32_Premultiplied);
          image.fill(Qt::transparent);
          QPainter p(&image);
          CardPainter::paintFace(p, f, cut);
        }
        // Laid out relative to the card: ten times the card, about ten times the text.
        const double ratio = titleAt[1] / titleAt[0];
        QVERIFY2(ratio > 7 && ratio < 13, qPrintable(label(g.game, f.id)));
      }
  }

  void unknownIconShowsItsLabel() {
    CardFace face;
    face.id = "odd";
    FaceEnd end;
    end.title = "Oddity";
    end.stats = {{"no-such-icon", "", "Wobble"}, {"speed", "4", "Speed"}};
    face.ends = {end};
    const QImage device(1, 1, QImage::Format_ARGB32_Premultiplied);
    const auto placed = CardPainter::faceText(&device, face, QRectF(0, 0, 300, 420));
    const int wobbles = std::count_if(placed.begin(), placed.end(),
                                      [](const auto& t) { return t.text == "Wobble"; });
    // Once inside the medallion instead of the icon, once as the stat's caption.
    QCOMPARE(wobbles, 2);
    const int speeds = std::count_if(placed.begin(), placed.end(),
                                     [](const auto& t) { return t.text == "Speed"; });
    QCOMPARE(speeds, 1);  // a known icon is drawn, only its caption is text
  }

  void twoEndedCardDrawsTheSecondEndUpsideDownBelow() {
    const CardFace face = twoEnded();
    const int w = 200, h = 280;
    const QRect upper(0, 0, w, h / 2 - 4), lower(0, h / 2 + 4, w, h / 2 - 4);
    const QImage card = renderFace(face, w, 0);
    QVERIFY(tinted(card, upper, false) > 500);
    QVERIFY(tinted(card, lower, true) > 500);
    QCOMPARE(tinted(card, upper, true), 0);
    // The lower end's title bar is at the card's bottom edge (it is upside down): its blue
    // gradient fills most of the band just inside the bottom frame.
    const QRect bottomBand(20, h - 34, w - 40, 24);
    QVERIFY(tinted(card, bottomBand, true) > bottomBand.width() * bottomBand.height() / 2);
    // The lower half shows the second end's words: blank them and it changes.
    CardFace blank = face;
    blank.ends[1].title.clear();
    blank.ends[1].text.clear();
    QVERIFY(differingPixels(card, renderFace(blank, w, 0), lower) > 300);
    QCOMPARE(differingPixels(card, renderFace(blank, w, 0), upper), 0);
    // Turned over, the other end is on top.
    const QImage turned = renderFace(face, w, 0, {}, 1);
    QVERIFY(tinted(turned, upper, true) > 500);
    QCOMPARE(tinted(turned, upper, false), 0);
    // Every two-ended card of the shipped games has ink in its lower half beyond the frame.
    for (const GameCards& g : allGames())
      for (const CardFace& f : g.faces)
        if (f.ends.size() > 1) {
          CardFace one = f;
          one.ends[1] = FaceEnd{};
          one.ends[1].accent = f.ends[1].accent;
          QVERIFY2(differingPixels(renderFace(f, w, 0), renderFace(one, w, 0), lower) > 300,
                   qPrintable(label(g.game, f.id)));
        }
  }

  void bleedRunsExactlyToTheBleedLine() {
    PaintOptions options;
    options.bleed = 6;
    const auto games = allGames();
    QVERIFY(!games.empty());
    const GameCards& g = games.front();
    // Cut line at 20..220 x 20..300; bleed to 14..226 x 14..306, square corners.
    auto check = [](const QImage& image, const char* what) {
      const auto alpha = [&](int x, int y) { return qAlpha(image.pixel(x, y)); };
      QVERIFY2(alpha(14, 160) == 255 && alpha(13, 160) == 0, what);
      QVERIFY2(alpha(225, 160) == 255 && alpha(226, 160) == 0, what);
      QVERIFY2(alpha(120, 14) == 255 && alpha(120, 13) == 0, what);
      QVERIFY2(alpha(120, 305) == 255 && alpha(120, 306) == 0, what);
      QVERIFY2(alpha(14, 14) == 255 && alpha(225, 305) == 255, what);
      QVERIFY2(alpha(13, 13) == 0, what);
    };
    check(renderFace(g.faces.front(), 200, 20, options), "face");
    check(renderBack(g.backs.front(), 200, 20, options), "back");
    check(renderFace(twoEnded(), 200, 20, options), "two ends");
  }

  void blackAndWhiteHasNoColouredPixel() {
    PaintOptions bw;
    bw.blackAndWhite = true;
    auto coloured = [](const QImage& image) {
      int n = 0;
      for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
          const QRgb px = image.pixel(x, y);
          if (qRed(px) != qGreen(px) || qGreen(px) != qBlue(px)) ++n;
        }
      return n;
    };
    auto onWhite = [](const QImage& card) {
      QImage paper(card.size(), QImage::Format_RGB32);
      paper.fill(Qt::white);
      QPainter(&paper).drawImage(0, 0, card);
      return paper;
    };
    for (const GameCards& g : allGames()) {
      for (const CardFace& f : g.faces) {
        QVERIFY2(coloured(onWhite(renderFace(f, 150, 2, bw))) == 0,
                 qPrintable(label(g.game, f.id)));
        QVERIFY(coloured(onWhite(renderFace(f, 150, 2))) > 0);  // the test can see colour
      }
      for (const CardBack& b : g.backs)
        QVERIFY2(coloured(onWhite(renderBack(b, 150, 2, bw))) == 0,
                 qPrintable(label(g.game, b.id)));
    }
    QCOMPARE(coloured(onWhite(renderFace(twoEnded(), 150, 2, bw))), 0);
  }

  void pdfKeepsTheCardsWordsAsTextAndItsShapesAsVectors() {
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty()) QSKIP("pdftotext (poppler-utils) is not installed");
    const gm::rules::Game* game = gm::rules::builtinGames().find("knockdown");
    QVERIFY(game);
    const auto faces = game->cardFaces();
    const auto backs = game->cardBacks();
    const auto shot = std::find_if(faces.begin(), faces.end(),
                                   [](const CardFace& f) { return f.id == "body_shot"; });
    QVERIFY(shot != faces.end());

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("card.pdf"));
    if (qEnvironmentVariableIsSet("GM_KEEP_PDF")) dir.setAutoRemove(false);
    {
      QPdfWriter writer(path);
      writer.setPageSize(QPageSize(QSizeF(63, 88), QPageSize::Millimeter));
      writer.setPageMargins(QMarginsF(0, 0, 0, 0));
      QPainter p(&writer);
      // Millimetres through a scaled painter, the way a sheet is laid out.
      p.scale(writer.resolution() / 25.4, writer.resolution() / 25.4);
      CardPainter::paintFace(p, *shot, QRectF(0, 0, 63, 88));
      writer.newPage();
      CardPainter::paintBack(p, backs.front(), QRectF(0, 0, 63, 88));
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY2(bytes.size() < 200 * 1024, qPrintable(QString::number(bytes.size())));
    QVERIFY(!bytes.contains("/Subtype /Image"));  // no picture of the card: text and paths only

    QProcess extract;
    extract.start(pdftotext, {path, QStringLiteral("-")});
    QVERIFY(extract.waitForFinished(30000));
    QCOMPARE(extract.exitCode(), 0);
    const QString text = QString::fromUtf8(extract.readAllStandardOutput()).simplified();
    QVERIFY2(text.contains(QStringLiteral("Body Shot")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Deal 3. Store 1 momentum.")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Knockdown")), qPrintable(text));
  }
};

QTEST_MAIN(CardPainterTest)
#include "card_painter_test.moc"
