#include "card_icons.h"

#include <QPainterPathStroker>
#include <QPolygonF>
#include <QTransform>
#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>

namespace gm::print {
namespace {

// Every shape is drawn in a 100 x 100 box (y down) and filled with the winding rule; holes are cut
// with subtracted() so the result fills correctly on every device.
constexpr double kBox = 100.0;

QPainterPath polygon(std::initializer_list<QPointF> points) {
  QPainterPath path;
  path.addPolygon(QPolygonF(QList<QPointF>(points)));
  path.closeSubpath();
  return path;
}

QPainterPath circle(double cx, double cy, double r) {
  QPainterPath path;
  path.addEllipse(QPointF(cx, cy), r, r);
  return path;
}

QPainterPath rect(double x, double y, double w, double h, double radius = 0) {
  QPainterPath path;
  path.addRoundedRect(QRectF(x, y, w, h), radius, radius);
  return path;
}

// A star with `points` tips between radii `outer` and `inner`, the first tip straight up.
QPainterPath star(int points, double outer, double inner, double cx = 50, double cy = 50) {
  QPolygonF poly;
  for (int i = 0; i < points * 2; ++i) {
    const double r = i % 2 == 0 ? outer : inner;
    const double a = -std::numbers::pi / 2 + i * std::numbers::pi / points;
    poly << QPointF(cx + r * std::cos(a), cy + r * std::sin(a));
  }
  QPainterPath path;
  path.addPolygon(poly);
  path.closeSubpath();
  return path;
}

QPainterPath stroked(const QPainterPath& line, double width) {
  QPainterPathStroker stroker;
  stroker.setWidth(width);
  stroker.setCapStyle(Qt::RoundCap);
  stroker.setJoinStyle(Qt::RoundJoin);
  return stroker.createStroke(line).simplified();
}

QPainterPath speed() {  // an arrowhead with motion lines
  QPainterPath p = polygon({{42, 18}, {94, 50}, {42, 82}, {54, 50}});
  p.addPath(rect(6, 30, 30, 9, 4));
  p.addPath(rect(0, 46, 40, 9, 4));
  p.addPath(rect(6, 62, 30, 9, 4));
  return p;
}

QPainterPath instant() {  // a lightning bolt
  return polygon({{60, 2}, {16, 58}, {45, 58}, {34, 98}, {84, 38}, {55, 38}, {70, 2}});
}

QPainterPath damage() {  // an impact burst
  return star(10, 49, 27);
}

QPainterPath shield() {
  QPainterPath p;
  p.moveTo(50, 3);
  p.cubicTo(64, 12, 78, 15, 90, 15);
  p.cubicTo(91, 52, 80, 80, 50, 97);
  p.cubicTo(20, 80, 9, 52, 10, 15);
  p.cubicTo(22, 15, 36, 12, 50, 3);
  p.closeSubpath();
  return p.subtracted(rect(47, 12, 6, 78));
}

QPainterPath momentum() {  // two chevrons pressing forward
  QPainterPath p = polygon({{8, 14}, {30, 14}, {62, 50}, {30, 86}, {8, 86}, {40, 50}});
  p.addPath(polygon({{40, 14}, {62, 14}, {94, 50}, {62, 86}, {40, 86}, {72, 50}}));
  return p;
}

QPainterPath gravestone() {
  QPainterPath stone;
  stone.moveTo(20, 88);
  stone.lineTo(20, 42);
  stone.arcTo(QRectF(20, 10, 60, 60), 180, -180);
  stone.lineTo(80, 88);
  stone.closeSubpath();
  stone = stone.united(rect(8, 86, 84, 11, 3));
  QPainterPath cross = rect(46, 28, 8, 40, 1);
  cross.addPath(rect(35, 38, 30, 8, 1));
  return stone.subtracted(cross.simplified());
}

QPainterPath badge() {  // a six-pointed sheriff's star with ball tips
  QPainterPath p = star(6, 42, 24);
  for (int i = 0; i < 6; ++i) {
    const double a = -std::numbers::pi / 2 + i * std::numbers::pi / 3;
    p = p.united(circle(50 + 43 * std::cos(a), 50 + 43 * std::sin(a), 6.5));
  }
  return p.subtracted(circle(50, 50, 11)).united(circle(50, 50, 6));
}

QPainterPath eye() {
  QPainterPath p;
  p.moveTo(2, 50);
  p.quadTo(50, 2, 98, 50);
  p.quadTo(50, 98, 2, 50);
  p.closeSubpath();
  return p.subtracted(circle(50, 50, 20)).united(circle(50, 50, 11));
}

QPainterPath skull() {
  QPainterPath head = circle(50, 42, 38).united(rect(28, 58, 44, 36, 8));
  QPainterPath holes = circle(35, 46, 10);
  holes.addPath(circle(65, 46, 10));
  holes.addPath(polygon({{50, 58}, {43, 71}, {57, 71}}));
  for (int i = 0; i < 3; ++i) holes.addPath(rect(36 + i * 10, 80, 3.5, 14));
  return head.subtracted(holes.simplified());
}

QPainterPath heart() {
  QPainterPath p;
  p.moveTo(50, 94);
  p.cubicTo(14, 66, 0, 44, 10, 24);
  p.cubicTo(20, 6, 42, 6, 50, 26);
  p.cubicTo(58, 6, 80, 6, 90, 24);
  p.cubicTo(100, 44, 86, 66, 50, 94);
  p.closeSubpath();
  return p;
}

QPainterPath starIcon() {
  return star(5, 50, 20, 50, 53);
}

QPainterPath steal() {  // a hooked arrow snatching something away
  QPainterPath arc;
  arc.moveTo(14, 86);
  arc.cubicTo(10, 40, 40, 22, 70, 26);
  QPainterPath p = stroked(arc, 13);
  p = p.united(polygon({{62, 6}, {96, 28}, {62, 48}}));
  return p.united(circle(24, 70, 13).subtracted(circle(24, 70, 6)));
}

QPainterPath glitch() {  // a picture torn into offset bands
  QPainterPath p = rect(8, 10, 62, 13);
  p.addPath(rect(28, 27, 64, 11));
  p.addPath(rect(4, 42, 50, 10));
  p.addPath(rect(62, 42, 20, 10));
  p.addPath(rect(36, 56, 58, 12));
  p.addPath(rect(14, 72, 46, 9));
  p.addPath(rect(22, 85, 64, 8));
  return p;
}

QPainterPath physical() {  // a dumbbell
  QPainterPath p = rect(18, 44, 64, 12, 3);
  p.addPath(rect(12, 24, 14, 52, 4));
  p.addPath(rect(74, 24, 14, 52, 4));
  p.addPath(rect(2, 34, 12, 32, 4));
  p.addPath(rect(86, 34, 12, 32, 4));
  return p.simplified();
}

QPainterPath psychological() {  // a spiral
  QPainterPath line;
  const int steps = 90;
  for (int i = 0; i <= steps; ++i) {
    const double t = static_cast<double>(i) / steps;
    const double a = t * 2.6 * 2 * std::numbers::pi;
    const double r = 3 + 41 * t;
    const QPointF pt(50 + r * std::cos(a), 50 + r * std::sin(a));
    if (i == 0)
      line.moveTo(pt);
    else
      line.lineTo(pt);
  }
  return stroked(line, 9);
}

QPainterPath spiritual() {  // a flame
  QPainterPath p;
  p.moveTo(50, 2);
  p.cubicTo(66, 26, 88, 40, 84, 68);
  p.cubicTo(81, 88, 66, 98, 50, 98);
  p.cubicTo(32, 98, 16, 87, 16, 67);
  p.cubicTo(16, 50, 28, 42, 34, 24);
  p.cubicTo(42, 34, 44, 42, 42, 54);
  p.cubicTo(56, 42, 58, 22, 50, 2);
  p.closeSubpath();
  QPainterPath core;
  core.moveTo(50, 58);
  core.cubicTo(60, 70, 66, 78, 62, 86);
  core.cubicTo(58, 93, 42, 93, 38, 86);
  core.cubicTo(35, 78, 42, 70, 50, 58);
  core.closeSubpath();
  return p.subtracted(core);
}

QPainterPath holistic() {  // three linked dots in a ring
  QPainterPath p = circle(50, 50, 48).subtracted(circle(50, 50, 40));
  for (int i = 0; i < 3; ++i) {
    const double a = -std::numbers::pi / 2 + i * 2 * std::numbers::pi / 3;
    p = p.united(circle(50 + 20 * std::cos(a), 50 + 20 * std::sin(a), 12));
  }
  return p;
}

QPainterPath healing() {  // a rounded cross
  return rect(36, 8, 28, 84, 5).united(rect(8, 36, 84, 28, 5));
}

QPainterPath rally() {  // rising up: an arrow
  return polygon({{50, 4}, {94, 52}, {66, 52}, {66, 96}, {34, 96}, {34, 52}, {6, 52}});
}

QPainterPath unstable() {  // a warning triangle
  QPainterPath tri = polygon({{50, 4}, {98, 92}, {2, 92}});
  QPainterPath mark = rect(45, 34, 10, 32, 3);
  mark.addPath(circle(50, 78, 6));
  return tri.subtracted(mark.simplified());
}

QPainterPath stable() {  // a solid diamond with an inner facet
  QPainterPath d = polygon({{50, 2}, {96, 50}, {50, 98}, {4, 50}});
  return d.subtracted(polygon({{50, 30}, {70, 50}, {50, 70}, {30, 50}}))
      .united(polygon({{50, 40}, {60, 50}, {50, 60}, {40, 50}}));
}

QPainterPath glove() {  // a boxing glove
  QPainterPath mitt = rect(24, 6, 60, 64, 28);
  QPainterPath thumb = rect(8, 30, 30, 34, 15);
  QPainterPath cuff = rect(32, 70, 46, 26, 4);
  QPainterPath p = mitt.united(thumb).united(cuff);
  return p.subtracted(rect(30, 68, 50, 4)).subtracted(rect(36, 40, 5, 22, 2));
}

// Workshop tools, turned to lie diagonally.
QPainterPath turned(const QPainterPath& path, double degrees, double scale) {
  QTransform t;
  t.translate(50, 50);
  t.rotate(degrees);
  t.scale(scale, scale);
  t.translate(-50, -50);
  return t.map(path);
}

QPainterPath mallet() {  // a sculptor's mallet, swung
  QPainterPath p = rect(16, 8, 68, 28, 6).united(rect(43, 30, 14, 66, 6));
  return turned(p.subtracted(rect(16, 19, 68, 5)), -32, 0.86);
}

QPainterPath wrench() {  // repairs
  QPainterPath head = circle(50, 24, 22).subtracted(rect(42, 0, 16, 26, 2));
  QPainterPath p = head.united(rect(41, 36, 18, 52, 8)).subtracted(circle(50, 80, 4));
  return turned(p, 45, 0.92);
}

QPainterPath magnet() {  // a horseshoe magnet pulling a card away
  QPainterPath u;
  u.moveTo(27, 8);
  u.lineTo(27, 54);
  u.arcTo(QRectF(27, 31, 46, 46), 180, 180);
  u.lineTo(73, 8);
  QPainterPathStroker stroker;
  stroker.setWidth(24);
  stroker.setCapStyle(Qt::FlatCap);
  stroker.setJoinStyle(Qt::RoundJoin);
  QPainterPath p = stroker.createStroke(u).simplified();
  // A gap marks each pole's tip.
  return p.subtracted(rect(0, 24, 100, 5));
}

QPainterPath gem() {  // a cut stone: rarity
  QPainterPath outline = polygon({{24, 12}, {76, 12}, {96, 38}, {50, 94}, {4, 38}});
  QPainterPath facets;
  facets.moveTo(4, 38);
  facets.lineTo(96, 38);
  facets.moveTo(38, 12);
  facets.lineTo(30, 38);
  facets.lineTo(50, 90);
  facets.lineTo(70, 38);
  facets.lineTo(62, 12);
  QPainterPathStroker stroker;
  stroker.setWidth(4.5);
  return outline.subtracted(stroker.createStroke(facets).simplified());
}

QPainterPath rarityCommon() {  // a plain disc
  return circle(50, 50, 38);
}

QPainterPath rarityRare() {  // a diamond
  return polygon({{50, 4}, {90, 50}, {50, 96}, {10, 50}});
}

QPainterPath raritySuperRare() {  // an eight-pointed star
  return star(8, 49, 24);
}

struct Icon {
  QPainterPath path;
  QColor colour;
};

const std::map<std::string, Icon, std::less<>>& icons() {
  static const std::map<std::string, Icon, std::less<>> table = {
      {"speed", {speed(), QColor("#2b4e72")}},
      {"instant", {instant(), QColor("#c9302c")}},
      {"damage", {damage(), QColor("#8c1d27")}},
      {"reduce", {shield(), QColor("#4f6577")}},
      {"momentum", {momentum(), QColor("#c07a12")}},
      {"gravestone", {gravestone(), QColor("#4a4953")}},
      {"badge", {badge(), QColor("#2b4e72")}},
      {"eye", {eye(), QColor("#5d4690")}},
      {"skull", {skull(), QColor("#33302c")}},
      {"heart", {heart(), QColor("#b8323c")}},
      {"star", {starIcon(), QColor("#b8901c")}},
      {"steal", {steal(), QColor("#7a5230")}},
      {"glitch", {glitch(), QColor("#1f8e82")}},
      {"physical", {physical(), QColor("#b5562a")}},
      {"psychological", {psychological(), QColor("#6b4f9e")}},
      {"spiritual", {spiritual(), QColor("#d08a1e")}},
      {"holistic", {holistic(), QColor("#3c7a52")}},
      {"healing", {healing(), QColor("#2f8f4e")}},
      {"rally", {rally(), QColor("#2f8f4e")}},
      {"unstable", {unstable(), QColor("#d2582f")}},
      {"stable", {stable(), QColor("#5d7384")}},
      {"glove", {glove(), QColor("#8c1d27")}},
      {"mallet", {mallet(), QColor("#b5562a")}},
      {"wrench", {wrench(), QColor("#2f8f4e")}},
      {"magnet", {magnet(), QColor("#a3303a")}},
      {"gem", {gem(), QColor("#3a6fb0")}},
      {"rarity-common", {rarityCommon(), QColor("#6d6655")}},
      {"rarity-rare", {rarityRare(), QColor("#3a6fb0")}},
      {"rarity-super-rare", {raritySuperRare(), QColor("#b8901c")}},
  };
  return table;
}

// Other names card data may use for the same picture.
std::string_view canonical(std::string_view name) {
  static const std::map<std::string_view, std::string_view, std::less<>> aliases = {
      {"shield", "reduce"}, {"rarity", "star"},        {"grave", "gravestone"},
      {"heal", "healing"},  {"mind", "psychological"}, {"spirit", "spiritual"},
      {"body", "physical"}, {"fist", "glove"},         {"hp", "heart"}};
  const auto it = aliases.find(name);
  return it == aliases.end() ? name : it->second;
}

const Icon* find(std::string_view name) {
  const auto& table = icons();
  const auto it = table.find(canonical(name));
  return it == table.end() ? nullptr : &it->second;
}

}  // namespace

bool CardIcons::has(std::string_view name) {
  return find(name) != nullptr;
}

QPainterPath CardIcons::path(std::string_view name, const QRectF& box) {
  const Icon* icon = find(name);
  if (!icon) return {};
  const double side = std::min(box.width(), box.height());
  const QPointF origin(box.center().x() - side / 2, box.center().y() - side / 2);
  QTransform t;
  t.translate(origin.x(), origin.y());
  t.scale(side / kBox, side / kBox);
  return t.map(icon->path);
}

QColor CardIcons::colour(std::string_view name) {
  const Icon* icon = find(name);
  return icon ? icon->colour : QColor();
}

std::vector<std::string> CardIcons::names() {
  std::vector<std::string> all;
  for (const auto& [name, icon] : icons()) all.push_back(name);
  return all;
}

}  // namespace gm::print
