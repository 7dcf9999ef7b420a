#include "qml_arithmetic_scan.h"

#include <QSet>
#include <QStringList>
#include <optional>

namespace gm::test {
namespace {

enum class Kind { Ident, Number, String, Punct };
struct Token {
  Kind kind = Kind::Punct;
  QString text;
  int line = 1;
};
using Tokens = std::vector<Token>;

// Member chains rooted here are the engine's data.
const QSet<QString> kRoots = {QStringLiteral("Session"), QStringLiteral("obs"),
                              QStringLiteral("observation"), QStringLiteral("ev")};
// Fields of the views and events that hold game figures.
const QSet<QString> kFields = {
    "count",          "amount",      "args",     "figures",  "counters",  "stats",     "returns",
    "wins",           "winsNeeded",  "match",    "score",    "hp",        "maxHp",     "damage",
    "damageThisTurn", "totalDamage", "momentum", "turn",     "turnLimit", "remaining", "net",
    "rarity",         "points",      "deckSize", "place",    "seat",      "turnSeat",  "actingSeat",
    "viewSeat",       "act",         "acts",     "cardCount"};
// Calls whose result is their arguments' arithmetic.
const QSet<QString> kPassThrough = {"Math", "Number", "parseInt", "parseFloat"};
// Calls that make text: a + with one of them is concatenation.
const QSet<QString> kTextCalls = {"qsTr", "qsTranslate", "arg",        "toString",
                                  "join", "substring",   "slice",      "toFixed",
                                  "trim", "toUpperCase", "toLowerCase"};
// Required properties of these types are model roles or models.
const QSet<QString> kDataTypes = {"int", "real", "double", "var", "list", "ListModel"};
const QSet<QString> kArithmetic = {"+", "-", "*", "/", "%", "**"};
const QSet<QString> kCompound = {"+=", "-=", "*=", "/=", "%=", "**="};
// After one of these a + or - is unary.
const QSet<QString> kBeforeUnary = {
    "(",  "[", "{",  ",", ":", "?", "=", "==", "===", "!=", "!==", "<",  ">",  "<=", ">=", "&&",
    "||", "!", "??", "+", "-", "*", "/", "%",  "**",  "=>", ";",   "+=", "-=", "*=", "/=", "%="};
const QSet<QString> kKeywordsBeforeUnary = {"return", "case", "typeof"};
const QString kMarker = QStringLiteral("// layout arithmetic:");

bool isIdentStart(QChar c) {
  return c.isLetter() || c == u'_' || c == u'$';
}

// Tokens of the source without comments; string and template literals become one String token.
Tokens tokenize(const QString& s) {
  static const QStringList kPuncts = {
      "===", "!==", "**=", "...", "==", "!=", "<=", ">=", "&&", "||", "??",
      "?.",  "=>",  "++",  "--",  "+=", "-=", "*=", "/=", "%=", "**"};
  Tokens out;
  int line = 1;
  const int n = static_cast<int>(s.size());
  for (int i = 0; i < n;) {
    const QChar c = s[i];
    if (c == u'\n') {
      ++line;
      ++i;
    } else if (c.isSpace()) {
      ++i;
    } else if (c == u'/' && i + 1 < n && s[i + 1] == u'/') {
      while (i < n && s[i] != u'\n') ++i;
    } else if (c == u'/' && i + 1 < n && s[i + 1] == u'*') {
      i += 2;
      while (i + 1 < n && !(s[i] == u'*' && s[i + 1] == u'/')) line += s[i++] == u'\n' ? 1 : 0;
      i += 2;
    } else if (c == u'"' || c == u'\'' || c == u'`') {
      const int at = line;
      for (++i; i < n && s[i] != c; ++i) {
        if (s[i] == u'\\')
          ++i;
        else if (s[i] == u'\n')
          ++line;
      }
      ++i;
      out.push_back({Kind::String, QStringLiteral("\"\""), at});
    } else if (c.isDigit() || (c == u'.' && i + 1 < n && s[i + 1].isDigit())) {
      const int from = i;
      while (i < n && (s[i].isLetterOrNumber() || s[i] == u'.')) ++i;
      out.push_back({Kind::Number, s.mid(from, i - from), line});
    } else if (isIdentStart(c)) {
      const int from = i;
      while (i < n && (isIdentStart(s[i]) || s[i].isDigit())) ++i;
      out.push_back({Kind::Ident, s.mid(from, i - from), line});
    } else {
      QString p(c);
      for (const QString& multi : kPuncts)
        if (s.mid(i, multi.size()) == multi) {
          p = multi;
          break;
        }
      out.push_back({Kind::Punct, p, line});
      i += static_cast<int>(p.size());
    }
  }
  return out;
}

bool is(const Tokens& t, int i, const char* text) {
  return i >= 0 && i < static_cast<int>(t.size()) && t[i].kind == Kind::Punct &&
         t[i].text == QLatin1String(text);
}

bool isOpen(const Token& t) {
  return t.kind == Kind::Punct && (t.text == u"(" || t.text == u"[" || t.text == u"{");
}
bool isClose(const Token& t) {
  return t.kind == Kind::Punct && (t.text == u")" || t.text == u"]" || t.text == u"}");
}

int matchClose(const Tokens& t, int open) {
  int depth = 0;
  for (int i = open; i < static_cast<int>(t.size()); ++i) {
    if (isOpen(t[i])) ++depth;
    if (isClose(t[i]) && --depth == 0) return i;
  }
  return static_cast<int>(t.size()) - 1;
}

int matchOpen(const Tokens& t, int close) {
  int depth = 0;
  for (int i = close; i >= 0; --i) {
    if (isClose(t[i])) ++depth;
    if (isOpen(t[i]) && --depth == 0) return i;
  }
  return 0;
}

bool isMember(const Tokens& t, int i) {
  return is(t, i, ".") || is(t, i, "?.");
}

// The root identifier of the callee of the call whose "(" is at `open`, "" when not a call.
QString calleeRoot(const Tokens& t, int open) {
  int j = open - 1;
  if (j < 0 || t[j].kind != Kind::Ident) return {};
  while (isMember(t, j - 1) && j - 2 >= 0 && t[j - 2].kind == Kind::Ident) j -= 2;
  return t[j].text;
}

class Scanner {
 public:
  explicit Scanner(const QString& source) : m_t(tokenize(source)) {
    m_lines = source.split(QLatin1Char('\n'));
  }

  std::vector<ArithmeticHit> run() {
    collectDeclarations();
    for (bool grew = true; grew;) {
      grew = false;
      for (Decl& d : m_decls)
        if (!d.tainted && d.to > d.from && taintIn(d.from, d.to).has_value()) {
          d.tainted = true;
          grew = true;
        }
    }
    std::vector<ArithmeticHit> hits;
    for (int k = 0; k < size(); ++k)
      if (auto q = checkOperator(k); q && !allowed(m_t[k].line))
        hits.push_back({m_t[k].line, m_t[k].text, *q, lineText(m_t[k].line)});
    return hits;
  }

 private:
  // A declared name: a property (seen from the whole file, also as a member: id.name) or a
  // const/let/var (seen in its block, the innermost declaration of a name winning).
  struct Decl {
    QString name;
    int from = 0;  // the initializer's tokens [from, to); empty for a required property
    int to = 0;
    bool property = true;
    int scopeFrom = 0;  // tokens where a local is seen
    int scopeTo = 0;
    bool tainted = false;
  };

  int size() const { return static_cast<int>(m_t.size()); }

  QString lineText(int line) const {
    return line - 1 < m_lines.size() ? m_lines[line - 1].trimmed() : QString();
  }

  bool allowed(int line) const {
    if (lineText(line).contains(kMarker)) return true;
    const QString above = lineText(line - 1);
    return above.startsWith(QLatin1String("//")) && above.contains(kMarker);
  }

  // The end of an expression starting at `from`: a ";" or "," at its own depth, a closing bracket
  // it did not open, or the end of a line not continued by an operator.
  int expressionEnd(int from) const {
    static const QSet<QString> kContinues = {"?",  ":", "+",  "-",  "*",  "/",   "%",  "&&", "||",
                                             "??", ".", "?.", ",",  "(",  "[",   "{",  "=>", "=",
                                             "<",  ">", "<=", ">=", "==", "===", "!=", "!=="};
    int depth = 0;
    for (int i = from; i < size(); ++i) {
      if (isOpen(m_t[i])) ++depth;
      if (isClose(m_t[i]) && --depth < 0) return i;
      if (depth == 0 && (is(m_t, i, ";") || is(m_t, i, ","))) return i;
      if (depth == 0 && i + 1 < size() && m_t[i + 1].line != m_t[i].line) {
        const bool continued = (m_t[i].kind == Kind::Punct && kContinues.contains(m_t[i].text)) ||
                               (m_t[i + 1].kind == Kind::Punct &&
                                kContinues.contains(m_t[i + 1].text) && m_t[i + 1].text != u"{");
        if (!continued) return i + 1;
      }
    }
    return size();
  }

  // The last token a local declared at `at` is seen at: the end of its enclosing block, or of the
  // for statement whose head declares it.
  int blockEnd(int at) const {
    int depth = 0;
    for (int j = at - 1; j >= 0; --j) {
      if (isClose(m_t[j])) ++depth;
      if (!isOpen(m_t[j]) || depth-- > 0) continue;
      const int close = matchClose(m_t, j);
      if (!(is(m_t, j, "(") && j > 0 && m_t[j - 1].text == u"for")) return close;
      if (is(m_t, close + 1, "{")) return matchClose(m_t, close + 1);
      return expressionEnd(close + 1);
    }
    return size();
  }

  // Whether the name at token i (a member when `member`) is a tainted declaration.
  bool taintedName(const QString& name, int i, bool member) const {
    const Decl* seen = nullptr;
    for (const Decl& d : m_decls) {
      if (d.name != name) continue;
      if (d.property) {
        if (!seen) seen = &d;
        if (d.tainted && (member || seen->property)) seen = &d;
      } else if (!member && i >= d.scopeFrom && i <= d.scopeTo &&
                 (!seen || seen->property || d.scopeFrom > seen->scopeFrom)) {
        seen = &d;
      }
    }
    return seen && seen->tainted;
  }

  void collectDeclarations() {
    for (int i = 0; i < size(); ++i) {
      if (m_t[i].kind != Kind::Ident) continue;
      if (m_t[i].text == u"property") {
        // property TYPE NAME [: init]; TYPE may be list<T>.
        int j = i + 1;
        if (j >= size()) break;
        const QString type = m_t[j].text;
        if (is(m_t, j + 1, "<")) j += 3;
        const int nameAt = j + 1;
        if (nameAt >= size() || m_t[nameAt].kind != Kind::Ident) continue;
        const QString name = m_t[nameAt].text;
        const bool required = i > 0 && m_t[i - 1].text == u"required";
        Decl d{name};
        d.tainted = required && name != u"index" && name != u"modelData" &&
                    (kDataTypes.contains(type) || type.endsWith(QLatin1String("Model")));
        if (is(m_t, nameAt + 1, ":")) {
          d.from = nameAt + 2;
          d.to = expressionEnd(d.from);
        }
        m_decls.push_back(d);
      } else if (m_t[i].text == u"function" && i + 2 < size() && m_t[i + 1].kind == Kind::Ident &&
                 is(m_t, i + 2, "(")) {
        // A function of the file: its result reads what its body reads.
        const int close = matchClose(m_t, i + 2);
        int body = close + 1;
        while (body < size() && !is(m_t, body, "{")) ++body;
        if (body < size()) m_decls.push_back({m_t[i + 1].text, body, matchClose(m_t, body) + 1});
      } else if ((m_t[i].text == u"const" || m_t[i].text == u"let" || m_t[i].text == u"var") &&
                 i + 2 < size() && m_t[i + 1].kind == Kind::Ident && is(m_t, i + 2, "=")) {
        Decl d{m_t[i + 1].text, i + 3, expressionEnd(i + 3), false};
        d.scopeFrom = i + 1;
        d.scopeTo = blockEnd(i);
        m_decls.push_back(d);
      }
    }
  }

  // The first game quantity read in tokens [from, to), outside the arguments of calls that are
  // not pass-through; nullopt when none.
  std::optional<QString> taintIn(int from, int to) const {
    for (int i = from; i < to; ++i) {
      const Token& tk = m_t[i];
      if (is(m_t, i, "(")) {
        const QString callee = calleeRoot(m_t, i);
        // A function of this file (called by its bare name) returns what its body read.
        if (!isMember(m_t, i - 2) && !callee.isEmpty() && taintedName(callee, i - 1, false))
          return callee + QStringLiteral("()");
        if (!callee.isEmpty() && !kPassThrough.contains(callee)) i = matchClose(m_t, i);
        continue;
      }
      if (tk.kind != Kind::Ident) continue;
      const bool member = isMember(m_t, i - 1);
      if ((!member && kRoots.contains(tk.text)) || (member && kFields.contains(tk.text)) ||
          taintedName(tk.text, i, member))
        return chainText(i);
    }
    return std::nullopt;
  }

  // The member chain around identifier i, for the report ("hand.count").
  QString chainText(int i) const {
    int a = i;
    while (isMember(m_t, a - 1) && a - 2 >= 0 && m_t[a - 2].kind == Kind::Ident) a -= 2;
    int b = i + 1;
    while (isMember(m_t, b) && b + 1 < size() && m_t[b + 1].kind == Kind::Ident) b += 2;
    QString text;
    for (int k = a; k < b; ++k) text += m_t[k].text;
    return text;
  }

  // The operand ending just before `k`: [from, k).
  int leftOperand(int k) const {
    int j = k - 1;
    while (j >= 0) {
      if (isClose(m_t[j])) {
        j = matchOpen(m_t, j);
        if (j - 1 >= 0 && (m_t[j - 1].kind == Kind::Ident || isClose(m_t[j - 1]))) {
          --j;
          continue;
        }
        return j;
      }
      if (m_t[j].kind == Kind::Punct) return j + 1;
      if (isMember(m_t, j - 1) && j - 2 >= 0) {
        j -= 2;
        continue;
      }
      return j;
    }
    return 0;
  }

  // The operand starting just after `k`: [k + 1, end).
  int rightOperand(int k) const {
    int j = k + 1;
    while (j < size() && m_t[j].kind == Kind::Punct &&
           (m_t[j].text == u"-" || m_t[j].text == u"+" || m_t[j].text == u"!"))
      ++j;
    if (j >= size()) return size();
    if (isOpen(m_t[j]))
      j = matchClose(m_t, j) + 1;
    else if (m_t[j].kind != Kind::Punct)
      ++j;
    else
      return j;
    while (j < size()) {
      if (isMember(m_t, j) && j + 1 < size() && m_t[j + 1].kind == Kind::Ident)
        j += 2;
      else if (is(m_t, j, "(") || is(m_t, j, "["))
        j = matchClose(m_t, j) + 1;
      else
        break;
    }
    return j;
  }

  // Whether [from, to) is text: a string literal, a call of a text function, or a parenthesised
  // group with a string literal of its own (a choice between texts).
  bool isText(int from, int to) const {
    if (to - from == 1 && m_t[from].kind == Kind::String) return true;
    if (is(m_t, from, "(") && matchClose(m_t, from) == to - 1) {
      for (int i = from + 1; i < to - 1; ++i) {
        if (isOpen(m_t[i]))
          i = matchClose(m_t, i);
        else if (m_t[i].kind == Kind::String)
          return true;
      }
    }
    if (to - 1 > from && is(m_t, to - 1, ")")) {
      const int open = matchOpen(m_t, to - 1);
      return open - 1 >= from && kTextCalls.contains(m_t[open - 1].text);
    }
    return false;
  }

  bool unaryAt(int k) const {
    if (k == 0) return true;
    const Token& prev = m_t[k - 1];
    if (prev.kind == Kind::Punct) return kBeforeUnary.contains(prev.text);
    return prev.kind == Kind::Ident && kKeywordsBeforeUnary.contains(prev.text);
  }

  // Whether the - at k is a whole subscript "x[<n> - 1]": the last element, not a figure.
  bool lastIndex(int k, int leftFrom, int rightTo) const {
    return m_t[k].text == u"-" && is(m_t, leftFrom - 1, "[") && is(m_t, rightTo, "]") &&
           rightTo == k + 2 && m_t[k + 1].text == u"1";
  }

  // Whether a + at k joins text: one of the operands of its chain of + is text.
  bool joinsText(int k, int leftFrom, int rightTo) const {
    if (isText(leftFrom, k) || isText(k + 1, rightTo)) return true;
    for (int at = leftFrom - 1; at > 0 && is(m_t, at, "+") && !unaryAt(at);) {
      const int from = leftOperand(at);
      if (isText(from, at)) return true;
      at = from - 1;
    }
    for (int at = rightTo; at < size() && is(m_t, at, "+");) {
      const int to = rightOperand(at);
      if (isText(at + 1, to)) return true;
      at = to;
    }
    return false;
  }

  // The game quantity operator k applies to, nullopt when k is no arithmetic on one.
  std::optional<QString> checkOperator(int k) const {
    const Token& op = m_t[k];
    if (op.kind != Kind::Punct) return std::nullopt;
    if (op.text == u"++" || op.text == u"--") {
      const bool prefix = k + 1 < size() && m_t[k + 1].kind == Kind::Ident && unaryAt(k);
      return prefix ? taintIn(k + 1, rightOperand(k)) : taintIn(leftOperand(k), k);
    }
    if (kCompound.contains(op.text)) {
      const int rightTo = rightOperand(k);
      if (op.text == u"+=" && joinsText(k, k, rightTo)) return std::nullopt;
      if (auto q = taintIn(leftOperand(k), k)) return q;
      return taintIn(k + 1, rightTo);
    }
    if (!kArithmetic.contains(op.text)) return std::nullopt;
    const int rightTo = rightOperand(k);
    if (unaryAt(k)) return taintIn(k + 1, rightTo);
    const int leftFrom = leftOperand(k);
    if (lastIndex(k, leftFrom, rightTo)) return std::nullopt;
    if (op.text == u"+" && joinsText(k, leftFrom, rightTo)) return std::nullopt;
    if (auto q = taintIn(leftFrom, k)) return q;
    return taintIn(k + 1, rightTo);
  }

  Tokens m_t;
  QStringList m_lines;
  std::vector<Decl> m_decls;
};

}  // namespace

std::vector<ArithmeticHit> scanQmlArithmetic(const QString& source) {
  return Scanner(source).run();
}

}  // namespace gm::test
