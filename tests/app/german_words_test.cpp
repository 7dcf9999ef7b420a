// The German words as a player reads them (issue 38): every card's words fit their place, a stat's
// label no smaller than its English one by more than a quarter, and a count in its plural form in
// German and in English (the English plural forms come from translations/grudgematch_en.ts).
#include <QImage>
#include <QStandardPaths>
#include <QTest>

#include "app_language.h"
#include "card_painter.h"
#include "card_translation.h"
#include "core/game.h"
#include "event_text.h"
#include "game_ui.h"
#include "games/builtin_games.h"
#include "log_model.h"
#include "session_harness.h"

using namespace gm::app;

namespace {
const QString kGerman = QStringLiteral("de");
}  // namespace

class GermanWordsTest : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    AppLanguage::instance()->apply(QStringLiteral("en"));
  }
  void cleanupTestCase() { AppLanguage::instance()->apply(QStringLiteral("en")); }

  // "Entschlossenheit" under its medallion shrank until nobody could read it: every German word
  // of every card fits its place on paper and at hand size, and a stat's label is drawn at no
  // less than three quarters of the size of its English label.
  void everyGermanCardsWordsFitTheCard_data() { gm::app::test::addEveryGameRow(); }
  void everyGermanCardsWordsFitTheCard() {
    QFETCH(QString, game);
    const gm::rules::Game* g = gm::rules::builtinGames().find(game.toStdString());
    const auto translation = CardTranslation::shipped(game, kGerman);
    QVERIFY(g && translation);
    const QImage device(1, 1, QImage::Format_ARGB32_Premultiplied);
    for (const gm::rules::CardFace& face : g->cardFaces()) {
      const gm::rules::CardFace german = translation->apply(face);
      QStringList labels, titles;
      for (const auto& end : face.ends) {
        titles << QString::fromStdString(end.title) << QString::fromStdString(end.subtitle);
        for (const auto& stat : end.stats) labels << QString::fromStdString(stat.label);
      }
      for (double width : {120.0, 1200.0}) {
        const QRectF cut(0, 0, width, width * 88 / 63);
        const auto en = gm::print::CardPainter::faceText(&device, face, cut);
        const auto de = gm::print::CardPainter::faceText(&device, german, cut);
        QCOMPARE(de.size(), en.size());
        for (std::size_t i = 0; i < de.size(); ++i) {
          const QString what = game + "/" + QString::fromStdString(face.id) + " \"" + de[i].text +
                               "\" at " + QString::number(width);
          QVERIFY2(de[i].fits, qPrintable(what));
          if (labels.contains(en[i].text) && !titles.contains(en[i].text))
            QVERIFY2(de[i].pixels >= 0.75 * en[i].pixels,
                     qPrintable(what + ": " + QString::number(de[i].pixels / en[i].pixels) +
                                " of the English size"));
        }
      }
    }
  }

  // "Ann pays 1 cards" and "Ann and Bo pass(es).": a count takes its plural form in both
  // languages, in the game's lines and in the log's folded passes.
  void aCountTakesItsPluralInBothLanguages_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("en") << QStringLiteral("en")
                        << QStringList{QStringLiteral("Ann pays 1 card."),
                                       QStringLiteral("Ann pays 2 cards."),
                                       QStringLiteral("Ann passes."),
                                       QStringLiteral("Ann, Bo and Cy pass.")};
    QTest::newRow("de") << kGerman
                        << QStringList{QStringLiteral("Ann zahlt 1 Karte."),
                                       QStringLiteral("Ann zahlt 2 Karten."),
                                       QStringLiteral("Ann passt."),
                                       QStringLiteral("Ann, Bo und Cy passen.")};
  }
  void aCountTakesItsPluralInBothLanguages() {
    QFETCH(QString, language);
    QFETCH(QStringList, expected);
    AppLanguage::instance()->apply(language);
    EventText text;
    text.setNames({QStringLiteral("Ann"), QStringLiteral("Bo")});
    text.setGame(findGameUi(QStringLiteral("vendetta")));
    QStringList lines;
    EventText::Context context;
    for (int n : {1, 2}) {
      gm::rules::GameEvent pay;
      pay.kind = "pay";
      pay.messageKey = "vendetta.event.pay";
      pay.seat = 0;
      pay.amount = n;
      pay.args = {"card"};
      lines << text.event(pay, false, context);
    }
    lines << LogModel::passLine({QStringLiteral("Ann")}, 0, 1).text;
    lines << LogModel::passLine({QStringLiteral("Ann"), QStringLiteral("Bo"), QStringLiteral("Cy")},
                                -1, 1)
                 .text;
    AppLanguage::instance()->apply(QStringLiteral("en"));
    QCOMPARE(lines, expected);
  }
};

QTEST_MAIN(GermanWordsTest)
#include "german_words_test.moc"
