#pragma once
// Finds arithmetic on game quantities in a QML file: a heuristic for the rule "nothing in QML
// computes a rule" (a number in qml/<game>/ that is not a size, a colour or a duration is a smell).
//
// Game quantities are what the engine publishes, read in QML as
//  - a member chain rooted at Session, obs, observation or ev (an engine event), or one passing
//    through a field the views and events use for game figures (count, amount, args, figures,
//    counters, stats, returns, wins, match, score, hp, damage, momentum, turn, remaining, net,
//    rarity, points, deckSize, place, seat ...);
//  - a delegate's or component's `required property` of a number, var, list or model type (the
//    roles of a model), except index and modelData;
//  - any property or const/let/var whose initializer reads one of the above outside the arguments
//    of a call (Math.* and Number() pass their arguments through; another function's result is
//    its own, e.g. a layout helper's), and any function of the same file whose body reads one,
//    followed to a fixed point. A helper of another file (a generic component's function)
//    is not followed: the scan sees one file at a time.
// Arithmetic is + - * / % ** (binary or unary), ++, -- and the compound assignments, with such a
// quantity as a direct operand (a call's arguments again count only for Math.* and Number()). A +
// with a string literal or a qsTr()/arg() operand is text, not arithmetic.
//
// Layout arithmetic that must read a game quantity (spacing cards by how many there are) is
// allowed with a comment on the same line or the line above: `// layout arithmetic: <why>`.
#include <QString>
#include <vector>

namespace gm::test {

struct ArithmeticHit {
  int line = 0;      // 1-based
  QString op;        // the operator
  QString quantity;  // the game quantity it applies to
  QString lineText;  // the source line, trimmed
};

std::vector<ArithmeticHit> scanQmlArithmetic(const QString& source);

}  // namespace gm::test
