// rules/core/user_json.h: the depth limit counts only real nesting, the size limit holds, and the
// checked getters refuse what would otherwise throw, insert or wrap.
#include <QtTest>
#include <nlohmann/json.hpp>
#include <string>

#include "core/user_json.h"

using namespace gm::rules::userjson;
using nlohmann::json;

class TestUserJson : public QObject {
  Q_OBJECT

 private slots:
  void depthCountsArraysAndObjectsButNotBracketsInStrings() {
    QCOMPARE(nestingDepth(R"({"a": [1, {"b": []}]})", 64), 4);
    // Brackets and an escaped quote inside a string (moc cannot read this as a raw string).
    QCOMPARE(nestingDepth("{\"a\": \"[[[[{{{{\\\"[[[\"}", 64), 1);
    QCOMPARE(nestingDepth("3", 64), 0);
  }

  void parseRefusesNestingPastTheLimitAndSaysWhere() {
    const std::string deep = std::string(65, '[') + std::string(65, ']');
    const auto r = parseUserJson(deep);
    QVERIFY(r.kind == ParseResult::Kind::TooDeep);
    QCOMPARE(r.byte, std::size_t(65));
    QVERIFY(r.doc.is_discarded());
    QVERIFY(parseUserJson(std::string(64, '[') + std::string(64, ']')).ok());
  }

  void parseRefusesAFileOverTheSizeLimit() {
    const auto r = parseUserJson("[1, 2, 3]", kMaxDepth, 8);
    QVERIFY(r.kind == ParseResult::Kind::TooLarge);
    QVERIFY(r.problem->find("9 bytes") != std::string::npos);
  }

  void parseReportsASyntaxErrorWithItsByte() {
    const auto r = parseUserJson("{\"a\": }");
    QVERIFY(r.kind == ParseResult::Kind::Syntax);
    QCOMPARE(r.byte, std::size_t(7));
  }

  // Found by fuzz_save: nlohmann throws out_of_range, not parse_error, for 1e999.
  void parseRefusesANumberTooLargeForADouble() {
    const auto r = parseUserJson("{\"rulesVersion\": 42947e67297}");
    QVERIFY(r.kind == ParseResult::Kind::Syntax);
    QVERIFY(r.problem->find("number overflow") != std::string::npos);
  }

  void memberOfANonObjectOrAMissingKeyIsNull() {
    const json doc = json::parse(R"({"a": 1})");
    QVERIFY(member(doc, "a") != nullptr);
    QVERIFY(member(doc, "b") == nullptr);
    QVERIFY(member(json::array({1}), "a") == nullptr);
    QCOMPARE(doc.size(), std::size_t(1));  // nothing inserted
  }

  void integersOutsideTheRangeAreRefusedNotWrapped() {
    QCOMPARE(integerIn(json(5), 0, 10).value(), std::int64_t(5));
    QVERIFY(!integerIn(json(4294967296LL), 0, INT32_MAX));
    QVERIFY(!integerIn(json(18446744073709551615ULL), INT64_MIN, INT64_MAX));
    QVERIFY(!integerIn(json(-1), 0, 10));
    QVERIFY(!integerIn(json(1.0), 0, 10));
    QVERIFY(!integerIn(json("3"), 0, 10));
    QVERIFY(!integerIn(json(true), 0, 10));
    QVERIFY(!integerIn(static_cast<const json*>(nullptr), 0, 10));
  }

  void textIsOnlyAString() {
    const json doc = json::parse(R"({"s": "x", "n": 1})");
    QCOMPARE(text(member(doc, "s")).value(), std::string("x"));
    QVERIFY(!text(member(doc, "n")));
    QVERIFY(!text(member(doc, "missing")));
  }
};

QTEST_APPLESS_MAIN(TestUserJson)
#include "tst_user_json.moc"
