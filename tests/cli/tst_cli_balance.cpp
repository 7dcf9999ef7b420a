// grudgematch-cli balance as a designer runs it: a report written and read out, the same report
// for a seed whatever --jobs is, shards merged into the whole study, a baseline that flags a card
// made stronger, and every wrong option refused before anything is written.
#include <QtTest>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.h"

using nlohmann::json;
using namespace gm::test;

class TestCliBalance : public QObject {
  Q_OBJECT

  QTemporaryDir m_dir;
  QString path(const QString& name) const { return m_dir.filePath(name); }
  Run cli(const QStringList& args) const { return runCli(args, m_dir.path()); }

  // The report at `name` without its clock time.
  json report(const QString& name) {
    json j = readJson(path(name));
    j.erase("seconds");
    return j;
  }

  static QStringList study(const QString& games, const QString& output) {
    return {"balance", "--game", "knockdown", "--games", games, "--seed", "5", "-o", output};
  }

 private slots:
  void initTestCase() { QVERIFY(m_dir.isValid()); }

  void balanceWritesTheReportAndReadsItOut() {
    const Run r = cli(study("400", "kd.json") + QStringList{"--ablate"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    // Not a terminal: no progress line.
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    QVERIFY2(r.out.contains("Knockdown: 400 games") && r.out.contains("seat 1 wins") &&
                 r.out.contains("Haymaker") && r.out.contains("without them"),
             qPrintable(r.out));
    const json j = readJson(path("kd.json"));
    QCOMPARE(j["format"].get<std::string>(), std::string("grudgematch-balance"));
    QCOMPARE(j["games"].get<int>(), 400);
    QCOMPARE(j["bots"], json::array({"random", "random"}));
    QCOMPARE(j["covers"], json::array({json::array({0, 400})}));
    QCOMPARE(j["seats"].size(), std::size_t(2));
    QCOMPARE(j["cards"].size(), std::size_t(13));
    long lengthGames = 0;
    for (const json& bar : j["length"]["histogram"]) lengthGames += bar[1].get<long>();
    QCOMPARE(lengthGames, 400L);
    for (const json& card : j["cards"]) {
      QCOMPARE(card["playedIn"].get<long>() + card["notPlayedIn"].get<long>(), 800L);
      QVERIFY(card.contains("ablation"));
    }
  }

  void theSameSeedGivesTheSameReportWhateverTheJobs() {
    QCOMPARE(cli(study("300", "j1.json") + QStringList{"--ablate", "--jobs", "1"}).code, 0);
    QCOMPARE(cli(study("300", "j2.json") + QStringList{"--ablate", "--jobs", "2"}).code, 0);
    QCOMPARE(QString::fromStdString(report("j2.json").dump()),
             QString::fromStdString(report("j1.json").dump()));
  }

  void mergedShardsEqualTheSingleRun() {
    const QStringList args = study("250", "whole.json") + QStringList{"--ablate"};
    QCOMPARE(cli(args).code, 0);
    QStringList parts{"balance", "merge"};
    for (int k = 1; k <= 3; ++k) {
      const QString name = QString("part%1.json").arg(k);
      QStringList shard = study("250", name) + QStringList{"--ablate", "--shard"};
      shard << QString("%1/3").arg(k);
      const Run r = cli(shard);
      QVERIFY2(r.code == 0, qPrintable(r.err));
      parts << name;
    }
    const Run merged = cli(parts + QStringList{"-o", "merged.json"});
    QVERIFY2(merged.code == 0, qPrintable(merged.err));
    QCOMPARE(QString::fromStdString(report("merged.json").dump()),
             QString::fromStdString(report("whole.json").dump()));
    CLI_EXPECT(cli({"balance", "merge", "part1.json", "part1.json", "-o", "twice.json"}), 1,
               "another report covers too");
    QVERIFY(!QFile::exists(path("twice.json")));
  }

  // The worked example of docs/designers.md: Haymaker made stronger, compared with the built-in
  // cards.
  void aBaselineFlagsACardMadeStronger() {
    json cards = readJson(GM_CARDS_DIR "/knockdown.json");
    for (json& a : cards["actions"])
      if (a["id"] == "haymaker") a["damage"] = 11;
    writeFile(path("strong.json"), QByteArray::fromStdString(cards.dump(1)));
    QCOMPARE(cli(study("3000", "base.json")).code, 0);
    const Run r = cli({"balance", "--cards", "strong.json", "--games", "3000", "--seed", "6",
                       "--baseline", "base.json", "-o", "strong-report.json"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const json j = readJson(path("strong-report.json"));
    QCOMPARE(j["cardFile"]["path"].get<std::string>(), std::string("strong.json"));
    bool haymaker = false;
    for (const json& d : j["baseline"]["differences"])
      if (d["key"].get<std::string>().rfind("card/haymaker/", 0) == 0) haymaker = true;
    QVERIFY2(haymaker, j["baseline"].dump().c_str());
    QVERIFY2(r.out.contains("against the baseline base.json"), qPrintable(r.out));
  }

  void wrongOptionsAreRefusedAndNothingIsWritten() {
    CLI_EXPECT(cli({"balance", "--game", "knockdown", "--games", "10", "-o", "x.json"}), 2,
               "--seed is required");
    CLI_EXPECT(cli(study("10", "x.json") + QStringList{"--shard", "3/2"}), 2,
               "--shard must be K/N");
    CLI_EXPECT(cli(study("10", "x.json") + QStringList{"--players", "3"}), 2, "--players");
    CLI_EXPECT(cli(study("10", "x.json") + QStringList{"--bots", "random,clever"}), 2,
               "unknown bot 'clever'");
    CLI_EXPECT(cli(study("10", "x.json") + QStringList{"--baseline", "absent.json"}), 1,
               "No such file");
    CLI_EXPECT(cli(study("3", "x.json") + QStringList{"--shard", "1/5"}), 2, "has no games");
    writeFile(path("notreport.json"), "{\"format\": \"grudgematch-save\"}");
    CLI_EXPECT(cli(study("10", "x.json") + QStringList{"--baseline", "notreport.json"}), 1,
               "not a balance report");
    QVERIFY(!QFile::exists(path("x.json")));
  }

  void balanceTakesOneBotNameForEverySeat() {
    const Run r = cli({"balance", "--game", "artbot", "--players", "3", "--bots", "random",
                       "--games", "6", "--seed", "2", "-o", "artbot.json"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const json j = readJson(path("artbot.json"));
    QCOMPARE(j["bots"], json::array({"random", "random", "random"}));
    QCOMPARE(j["seats"].size(), std::size_t(3));
  }
};

QTEST_GUILESS_MAIN(TestCliBalance)
#include "tst_cli_balance.moc"
