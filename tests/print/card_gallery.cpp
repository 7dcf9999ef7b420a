// gm_card_gallery OUTDIR [WIDTH]: renders every card face and back of every registered game into
// PNGs (one contact sheet per game and colour mode, plus each card alone), to look at the renderer.
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <cstdio>

#include "card_painter.h"
#include "games/builtin_games.h"

namespace {

using gm::print::CardPainter;
using gm::print::PaintOptions;

void sheet(const gm::rules::Game& game, const QString& dir, int width, bool bw) {
  const auto faces = game.cardFaces();
  const auto backs = game.cardBacks();
  const int height = width * 88 / 63;
  const int gap = width / 12;
  // One row per face shown with both ends up when it has two, then the backs.
  int cells = static_cast<int>(backs.size());
  for (const auto& f : faces) cells += f.ends.size() > 1 ? 2 : 1;
  const int columns = std::min(cells, 6);
  const int rows = (cells + columns - 1) / columns;
  QImage image(gap + columns * (width + gap), gap + rows * (height + gap), QImage::Format_RGB32);
  image.fill(QColor(bw ? "#ffffff" : "#14532f"));
  QPainter p(&image);
  PaintOptions options;
  options.blackAndWhite = bw;
  int i = 0;
  auto cell = [&]() {
    const QRectF r(gap + (i % columns) * (width + gap), gap + (i / columns) * (height + gap), width,
                   height);
    ++i;
    return r;
  };
  for (const auto& f : faces) {
    CardPainter::paintFace(p, f, cell(), options, 0);
    if (f.ends.size() > 1) CardPainter::paintFace(p, f, cell(), options, 1);
    QImage single(width, height, QImage::Format_ARGB32_Premultiplied);
    single.fill(Qt::transparent);
    QPainter sp(&single);
    CardPainter::paintFace(sp, f, QRectF(0, 0, width, height), options);
    sp.end();
    single.save(dir + QStringLiteral("/%1-%2%3.png")
                          .arg(QString::fromStdString(game.info().id), QString::fromStdString(f.id),
                               bw ? QStringLiteral("-bw") : QString()));
  }
  for (const auto& b : backs) CardPainter::paintBack(p, b, cell(), options);
  p.end();
  image.save(
      dir + QStringLiteral("/%1-all%2-%3px.png")
                .arg(QString::fromStdString(game.info().id), bw ? QStringLiteral("-bw") : QString())
                .arg(width));
}

}  // namespace

int main(int argc, char** argv) {
  QGuiApplication app(argc, argv);
  if (argc < 2) {
    std::fprintf(stderr, "usage: gm_card_gallery OUTDIR [WIDTH]\n");
    return 2;
  }
  const QString dir = QString::fromLocal8Bit(argv[1]);
  const int width = argc > 2 ? std::atoi(argv[2]) : 240;
  if (width < 20 || !QDir().mkpath(dir)) {
    std::fprintf(stderr, "cannot use %s / width %d\n", argv[1], width);
    return 2;
  }
  for (const gm::rules::Game* game : gm::rules::builtinGames().games()) {
    sheet(*game, dir, width, false);
    sheet(*game, dir, width, true);
  }
  return 0;
}
