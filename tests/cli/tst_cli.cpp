// grudgematch-cli as a user meets it: the built binary run in a process, its exit codes, its output
// and the files it writes (or must not write).
#include <QtTest>
#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli_run.h"
#include "sanitizer_scale.h"

using nlohmann::json;
using namespace gm::test;

namespace {

// The ids of `legal` output ("id<TAB>text" lines).
std::vector<int> legalIds(const QString& out) {
  std::vector<int> ids;
  for (const QString& line : out.split('\n', Qt::SkipEmptyParts))
    ids.push_back(line.section('\t', 0, 0).toInt());
  return ids;
}

}  // namespace

class TestCli : public QObject {
  Q_OBJECT

  QTemporaryDir m_dir;
  QString path(const QString& name) const { return m_dir.filePath(name); }
  Run cli(const QStringList& args) const { return runCli(args, m_dir.path()); }

  // A new Knockdown game with seed 42 in `name`.
  void newGame(const QString& name) {
    const Run r = cli({"new", "--game", "knockdown", "--seed", "42", "-o", name});
    QCOMPARE(r.code, 0);
  }

 private slots:
  void initTestCase() { QVERIFY(m_dir.isValid()); }

  void cliHelpListsEveryCommand() {
    const Run r = cli({"--help"});
    QCOMPARE(r.code, 0);
    for (const char* c : {"new", "legal", "apply", "show", "simulate", "export-pnp", "knockdown"})
      QVERIFY(r.out.contains(c));
    const Run sub = cli({"apply", "--help"});
    QCOMPARE(sub.code, 0);
    QVERIFY(sub.out.contains("apply FILE ID"));
  }

  void cliVersionPrintsTheProjectVersion() {
    const Run r = cli({"--version"});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out.trimmed(), QString("grudgematch-cli " GM_VERSION));
  }

  void cliNewWritesASaveWithSeedAndSeats() {
    const Run r = cli({"new", "--game", "knockdown", "--seed", "42", "--seat", "ai:easy", "--seat",
                       "human", "-o", "seats.json"});
    QCOMPARE(r.code, 0);
    const json save = readJson(path("seats.json"));
    QCOMPARE(save["format"].get<std::string>(), std::string("grudgematch-save"));
    QCOMPARE(save["game"].get<std::string>(), std::string("knockdown"));
    QCOMPARE(save["seed"].get<std::string>(), std::string("42"));
    QCOMPARE(save["options"]["seats"].get<int>(), 2);
    QCOMPARE(save["seats"][0]["kind"].get<std::string>(), std::string("ai"));
    QCOMPARE(save["seats"][0]["level"].get<std::string>(), std::string("easy"));
    QCOMPARE(save["seats"][1]["kind"].get<std::string>(), std::string("human"));
    QVERIFY(save["actions"].empty());
  }

  void cliNewWithoutSeedDrawsOne() {
    QCOMPARE(cli({"new", "--game", "knockdown", "-o", "r1.json"}).code, 0);
    QCOMPARE(cli({"new", "--game", "knockdown", "-o", "r2.json"}).code, 0);
    const json a = readJson(path("r1.json")), b = readJson(path("r2.json"));
    QVERIFY(a["seed"].is_string() && b["seed"].is_string());
    QVERIFY(a["seed"] != b["seed"]);
  }

  void cliNewLegalApplyShowRoundTrip() {
    newGame("start.json");
    const Run legal = cli({"legal", "start.json"});
    QCOMPARE(legal.code, 0);
    const auto ids = legalIds(legal.out);
    QVERIFY(!ids.empty());
    QVERIFY(std::is_sorted(ids.begin(), ids.end()));
    for (const QString& line : legal.out.split('\n', Qt::SkipEmptyParts))
      QVERIFY(!line.section('\t', 1).isEmpty());

    const int first = ids.front();
    const Run applied = cli({"apply", "start.json", QString::number(first), "-o", "one.json"});
    QCOMPARE(applied.code, 0);
    QCOMPARE(readJson(path("one.json"))["actions"], json::array({first}));

    const auto next = legalIds(cli({"legal", "one.json"}).out);
    QVERIFY(!next.empty());
    const int second = next.back();
    QCOMPARE(cli({"apply", "one.json", QString::number(second), "-o", "two.json"}).code, 0);
    QCOMPARE(cli({"apply", "start.json", QString::number(first), QString::number(second), "-o",
                  "both.json"})
                 .code,
             0);
    const json two = readJson(path("two.json"));
    QCOMPARE(two["actions"], json::array({first, second}));
    QCOMPARE(two, readJson(path("both.json")));  // one step at a time or all at once: the same save

    const Run full = cli({"show", "two.json"});
    QCOMPARE(full.code, 0);
    const json truth = json::parse(full.out.toStdString(), nullptr, false);
    QVERIFY(truth.is_object());
    QCOMPARE(truth["game"].get<std::string>(), std::string("knockdown"));
    QCOMPARE(truth["seat"].get<int>(), -1);
    for (int seat : {0, 1}) {
      const Run view = cli({"show", "two.json", "--seat", QString::number(seat)});
      QCOMPARE(view.code, 0);
      const json seen = json::parse(view.out.toStdString(), nullptr, false);
      QCOMPARE(seen["seat"].get<int>(), seat);
      QVERIFY(seen != truth);  // each seat sees less than everything (the Stamina order at least)
    }
  }

  void cliApplyMayOverwriteItsInput() {
    newGame("same.json");
    const int id = legalIds(cli({"legal", "same.json"}).out).front();
    QCOMPARE(cli({"apply", "same.json", QString::number(id), "-o", "same.json"}).code, 0);
    QCOMPARE(readJson(path("same.json"))["actions"], json::array({id}));
  }

  void cliIllegalActionExitsTwoAndWritesNothing() {
    newGame("base.json");
    const Run r = cli({"apply", "base.json", "0", "9999", "-o", "never.json"});
    CLI_EXPECT(r, 2, "action 9999 (number 2 in the list) is not legal");
    QVERIFY(!QFile::exists(path("never.json")));
  }

  void cliActionAfterTheEndExitsTwo() {
    newGame("long.json");
    QStringList args{"apply", "long.json"};
    for (int i = 0; i < 400; ++i) args << "0";  // more actions than any game may last
    args << "-o"
         << "never.json";
    const Run r = cli(args);
    CLI_EXPECT(r, 2, "after the end of the game");
    QVERIFY(!QFile::exists(path("never.json")));
  }

  void cliActionThatIsNotANumberExitsTwo() {
    newGame("nan.json");
    CLI_EXPECT(cli({"apply", "nan.json", "jab", "-o", "never.json"}), 2, "must be a whole number");
    CLI_EXPECT(cli({"apply", "nan.json", "-3", "-o", "never.json"}), 2, "not '-3'");
    QVERIFY(!QFile::exists(path("never.json")));
  }

  void cliUnknownOptionExitsTwoWithMessage() {
    CLI_EXPECT(cli({"new", "--game", "knockdown", "--colour", "red", "-o", "x.json"}), 2,
               "unknown option '--colour'");
    CLI_EXPECT(cli({"show", "x.json", "--verbose"}), 2, "unknown option '--verbose'");
    CLI_EXPECT(cli({"--frobnicate"}), 2, "unknown option '--frobnicate'");
    CLI_EXPECT(cli({"frobnicate"}), 2, "unknown command 'frobnicate'");
    CLI_EXPECT(cli({}), 2, "Usage:");
    QVERIFY(!QFile::exists(path("x.json")));
  }

  void cliMissingArgumentsExitTwo() {
    CLI_EXPECT(cli({"new", "--game", "knockdown"}), 2, "-o FILE is required");
    CLI_EXPECT(cli({"new", "-o", "x.json"}), 2, "--game is required");
    CLI_EXPECT(cli({"new", "--game", "knockdown", "--seed", "-o", "x.json"}), 2,
               "option '--seed' needs a value");
    CLI_EXPECT(cli({"legal"}), 2, "a save file is missing");
    CLI_EXPECT(cli({"apply", "x.json", "-o", "y.json"}), 2, "no action id given");
    CLI_EXPECT(cli({"show", "a.json", "b.json"}), 2, "unexpected argument 'b.json'");
  }

  void cliBadNumbersAndValuesExitTwo() {
    newGame("nums.json");
    CLI_EXPECT(cli({"new", "--game", "knockdown", "--players", "many", "-o", "x.json"}), 2,
               "--players must be");
    CLI_EXPECT(cli({"new", "--game", "knockdown", "--players", "3", "-o", "x.json"}), 2,
               "--players must be 2, not 3");
    CLI_EXPECT(
        cli({"new", "--game", "knockdown", "--seed", "18446744073709551616", "-o", "x.json"}), 2,
        "--seed must be");
    CLI_EXPECT(
        cli({"new", "--game", "knockdown", "--seat", "robot", "--seat", "human", "-o", "x.json"}),
        2, "--seat must be");
    CLI_EXPECT(cli({"new", "--game", "knockdown", "--seat", "human", "-o", "x.json"}), 2,
               "1 --seat options for 2 players");
    CLI_EXPECT(cli({"new", "--game", "chess", "-o", "x.json"}), 2, "unknown game 'chess'");
    CLI_EXPECT(cli({"show", "nums.json", "--seat", "2"}), 2,
               "--seat must be from 0 to 1 in this game");
    CLI_EXPECT(cli({"show", "nums.json", "--seat", "one"}), 2, "--seat must be a whole number");
    QVERIFY(!QFile::exists(path("x.json")));
  }

  void cliMissingFileExitsOne() {
    CLI_EXPECT(cli({"legal", "absent.json"}), 1, "No such file");
    CLI_EXPECT(cli({"show", "absent.json"}), 1, "No such file");
    CLI_EXPECT(cli({"apply", "absent.json", "0", "-o", "out.json"}), 1, "No such file");
    QVERIFY(QDir(m_dir.path()).mkpath("folder"));
    CLI_EXPECT(cli({"show", "folder"}), 1, "is a folder");
    QVERIFY(!QFile::exists(path("out.json")));
  }

  void cliBadJsonExitsOne() {
    writeFile(path("broken.json"), "{ \"format\": \"grudgematch-save\", \"actions\": [1, 2");
    CLI_EXPECT(cli({"legal", "broken.json"}), 1, "not valid JSON");
    writeFile(path("foreign.json"), "{\"name\": \"a shopping list\"}");
    CLI_EXPECT(cli({"show", "foreign.json"}), 1, "not a Grudge Match save file");
    newGame("tampered.json");
    json save = readJson(path("tampered.json"));
    save["actions"] = {0, 1, 4242};
    writeFile(path("tampered.json"), QByteArray::fromStdString(save.dump()));
    CLI_EXPECT(cli({"legal", "tampered.json"}), 1, "Action 3 in the save (4242) is not legal");
  }

  void cliUnwritableOutputExitsOne() {
    newGame("keep.json");
    QVERIFY(QDir(m_dir.path()).mkpath("folder"));
    CLI_EXPECT(cli({"new", "--game", "knockdown", "-o", "no/such/folder/x.json"}), 1,
               "Cannot write in the folder");
    CLI_EXPECT(cli({"apply", "keep.json", "0", "-o", "folder"}), 1, "the old file is unchanged");
    QVERIFY(QFileInfo(path("folder")).isDir());
  }

  void cliSimulateGivesTheSameSummaryWhateverTheJobs() {
    // Every shipped game, a search bot against the heuristic: games finish out of order on two
    // threads, the summary must not show it.
    // Under the sanitizers (35 s of a CI run at 6 games) 4 still finish out of order.
    const QString games = QString::number(gm::test::scaledCount(6, 4));
    for (const char* game : {"knockdown", "engines", "artbot"}) {
      QStringList args{"simulate", "--game", game,           "--bots", "normal,heuristic",
                       "--games",  games,    "--iterations", "150",    "--seed",
                       "12"};
      const Run one = cli(args + QStringList{"--jobs", "1"});
      const Run two = cli(args + QStringList{"--jobs", "2"});
      QVERIFY2(one.code == 0 && two.code == 0, qPrintable(one.err + two.err));
      json a = json::parse(one.out.toStdString()), b = json::parse(two.out.toStdString());
      a.erase("seconds");
      b.erase("seconds");
      QCOMPARE(QString::fromStdString(a.dump()), QString::fromStdString(b.dump()));
    }
  }

  void cliSimulateFirstGameExtendsARun() {
    // Games 0-1 and then games 2-5 (--first-game 2) add up to the run of games 0-5: a strength
    // run can be extended without playing its games again.
    const QStringList args{"simulate", "--game", "knockdown", "--bots", "ismcts,random",
                           "--seed",   "12",     "--jobs",    "2",      "--iterations",
                           "100"};
    const Run whole = cli(args + QStringList{"--games", "6"});
    const Run head = cli(args + QStringList{"--games", "2"});
    const Run tail = cli(args + QStringList{"--games", "4", "--first-game", "2"});
    QVERIFY2(whole.code == 0 && head.code == 0 && tail.code == 0,
             qPrintable(whole.err + head.err + tail.err));
    const json a = json::parse(whole.out.toStdString());
    const json h = json::parse(head.out.toStdString());
    const json t = json::parse(tail.out.toStdString());
    QVERIFY(!a.contains("firstGame"));
    QCOMPARE(t.value("firstGame", 0), 2);
    QCOMPARE(t["games"].get<int>(), 4);
    for (int bot = 0; bot < 2; ++bot) {
      for (const char* key : {"wins", "draws", "losses"}) {
        QCOMPARE(h["bots"][bot][key].get<int>() + t["bots"][bot][key].get<int>(),
                 a["bots"][bot][key].get<int>());
      }
    }
    for (int seat = 0; seat < 2; ++seat) {
      QCOMPARE(h["seatWins"][seat].get<int>() + t["seatWins"][seat].get<int>(),
               a["seatWins"][seat].get<int>());
    }
    QCOMPARE(std::max(h["maxLength"].get<int>(), t["maxLength"].get<int>()),
             a["maxLength"].get<int>());
    CLI_EXPECT(cli(args + QStringList{"--first-game", "-1"}), 2, "--first-game");
  }

  void cliSimulateWritesTheMovesOnlyWhenAsked() {
    const QStringList args{"simulate", "--game", "knockdown", "--bots", "heuristic,random",
                           "--games",  "3",      "--seed",    "4"};
    const Run r = cli(args + QStringList{"--log", "moves.txt"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile log(path("moves.txt"));
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(log.readAll()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(std::count_if(lines.begin(), lines.end(),
                           [](const QString& l) { return l.startsWith("game "); }),
             3);
    QCOMPARE(lines[0], QString("game 0"));
    QVERIFY2(lines[1].startsWith("  seat 0 (heuristic): "), qPrintable(lines[1]));
    CLI_EXPECT(cli(args + QStringList{"--log", "no/such/folder/moves.txt"}), 2,
               "cannot write the move log");
  }

  void cliSimulatePrintsTheSummaryAsJson() {
    const QStringList args{"simulate", "--game",  "knockdown", "--bots", "ismcts,random",
                           "--games",  "6",       "--seed",    "7",      "--iterations",
                           "40",       "--played"};
    const Run r = cli(args);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const json s = json::parse(r.out.toStdString(), nullptr, false);
    QVERIFY2(s.is_object(), qPrintable(r.out));
    for (const char* key : {"game", "seed", "games", "bots", "seatWins", "draws", "meanLength",
                            "maxLength", "seconds", "played"})
      QVERIFY2(s.contains(key), key);
    QCOMPARE(s["game"].get<std::string>(), std::string("knockdown"));
    QCOMPARE(s["seed"].get<std::string>(), std::string("7"));
    QCOMPARE(s["games"].get<int>(), 6);
    QCOMPARE(s["bots"].size(), std::size_t(2));
    QCOMPARE(s["bots"][0]["bot"].get<std::string>(), std::string("ismcts"));
    QCOMPARE(s["bots"][1]["bot"].get<std::string>(), std::string("random"));
    const int draws = s["draws"].get<int>();
    for (const auto& bot : s["bots"]) {
      QCOMPARE(bot["wins"].get<int>() + bot["draws"].get<int>() + bot["losses"].get<int>(), 6);
      QCOMPARE(bot["draws"].get<int>(), draws);
      const double low = bot["wilson95"][0].get<double>(), high = bot["wilson95"][1].get<double>();
      const double rate = bot["wins"].get<int>() / 6.0;
      QVERIFY(0.0 <= low && low <= rate && rate <= high && high <= 1.0);
    }
    QCOMPARE(s["seatWins"].size(), std::size_t(2));
    QCOMPARE(s["seatWins"][0].get<int>() + s["seatWins"][1].get<int>() + draws, 6);
    QCOMPARE(s["bots"][0]["wins"].get<int>() + s["bots"][1]["wins"].get<int>() + draws, 6);
    long played = 0;
    for (const auto& [kind, cards] : s["played"].items())
      for (const auto& [card, tally] : cards.items()) played += tally["count"].get<long>();
    QCOMPARE(double(played),
             s["meanLength"].get<double>() * 6);  // every action of every game counted
    QVERIFY(s["maxLength"].get<int>() >= s["meanLength"].get<double>());

    // The same seed and iteration budget play the same games.
    json again = json::parse(cli(args).out.toStdString(), nullptr, false);
    json first = s;
    first.erase("seconds");
    again.erase("seconds");
    QCOMPARE(again, first);
  }

  void cliNewEnginesStartsAMatchWithTheVigilanteToAct() {
    const Run r = cli({"new", "--game", "engines", "--seed", "8", "-o", "engines.json"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const json save = readJson(path("engines.json"));
    QCOMPARE(save["game"].get<std::string>(), std::string("engines"));
    QVERIFY(save["actions"].empty());
    const Run shown = cli({"show", "engines.json", "--seat", "0"});
    QVERIFY2(shown.code == 0, qPrintable(shown.err));
    QVERIFY2(shown.out.contains("vigilante") && shown.out.contains("\"acts\": 3"),
             qPrintable(shown.out));
    const Run legal = cli({"legal", "engines.json"});
    QCOMPARE(legal.code, 0);
    QVERIFY(!legalIds(legal.out).empty());
  }

  void cliSimulateReportsWinsPerRole() {
    const Run r = cli({"simulate", "--game", "engines", "--bots", "heuristic,random", "--games",
                       "8", "--seed", "3", "--variant", R"({"acts": 1})"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const json s = json::parse(r.out.toStdString(), nullptr, false);
    QVERIFY2(s.is_object(), qPrintable(r.out));
    // One Act per game; the seats rotate, so each bot plays each role in half of them.
    for (const char* role : {"vigilante", "detective"}) {
      QCOMPARE(s["roles"][role]["played"].get<int>(), 8);
      for (const auto& bot : s["bots"]) {
        const json& record = bot["roles"][role];
        QCOMPARE(record["played"].get<int>(), 4);
        QCOMPARE(
            record["wins"].get<int>() + record["draws"].get<int>() + record["losses"].get<int>(),
            4);
      }
    }
    QCOMPARE(s["roles"]["vigilante"]["wins"].get<int>() +
                 s["roles"]["detective"]["wins"].get<int>() + s["draws"].get<int>(),
             8);

    // A whole match counts every Act it played.
    const Run match = cli({"simulate", "--game", "engines", "--bots", "random,random", "--games",
                           "4", "--seed", "3"});
    QVERIFY2(match.code == 0, qPrintable(match.err));
    const json m = json::parse(match.out.toStdString(), nullptr, false);
    const int acts = m["roles"]["vigilante"]["played"].get<int>();
    QVERIFY(acts >= 8 && acts <= 12);
    QCOMPARE(m["roles"]["detective"]["played"].get<int>(), acts);

    CLI_EXPECT(cli({"simulate", "--game", "engines", "--bots", "random,random", "--variant",
                    R"({"acts": 2})"}),
               2, "\"acts\" must be 1");
    CLI_EXPECT(
        cli({"simulate", "--game", "engines", "--bots", "random,random", "--variant", "acts=1"}), 2,
        "--variant needs a JSON object");
  }

  void cliSimulateRefusesBadBotsAndCounts() {
    CLI_EXPECT(cli({"simulate", "--game", "knockdown", "--bots", "ismcts", "--games", "2"}), 2,
               "--bots needs 2 names, not 1");
    CLI_EXPECT(cli({"simulate", "--game", "knockdown", "--bots", "ismcts,wizard", "--games", "2"}),
               2, "unknown bot 'wizard'");
    CLI_EXPECT(cli({"simulate", "--game", "knockdown", "--bots", "random,random", "--games", "0"}),
               2, "--games must be from 1");
    CLI_EXPECT(cli({"simulate", "--game", "knockdown", "--games", "2"}), 2, "--bots is required");
    CLI_EXPECT(
        cli({"simulate", "--game", "knockdown", "--bots", "random,random", "--budget-ms", "fast"}),
        2, "--budget-ms must be a whole number");
  }

  void cliArtbotNewAndSimulateTakeTwoToFourPlayers() {
    for (int n = 2; n <= 4; ++n) {
      const QString file = QStringLiteral("artbot%1.json").arg(n);
      const Run r = cli(
          {"new", "--game", "artbot", "--players", QString::number(n), "--seed", "4", "-o", file});
      QVERIFY2(r.code == 0, qPrintable(r.err));
      const json save = readJson(path(file));
      QCOMPARE(save["options"]["seats"].get<int>(), n);
      QCOMPARE(int(save["seats"].size()), n);
      const Run shown = cli({"show", file, "--seat", QString::number(n - 1)});
      QVERIFY2(shown.code == 0, qPrintable(shown.err));
      const json view = json::parse(shown.out.toStdString(), nullptr, false);
      QCOMPARE(int(view["players"].size()), n);
      QCOMPARE(view["seat"].get<int>(), n - 1);
      const Run legal = cli({"legal", file});
      QCOMPARE(legal.code, 0);
      QVERIFY(!legalIds(legal.out).empty());

      QStringList bots{"heuristic"};
      for (int s = 1; s < n; ++s) bots << "random";
      const Run sim = cli({"simulate", "--game", "artbot", "--bots", bots.join(','), "--games",
                           QString::number(2 * n), "--seed", "3"});
      QVERIFY2(sim.code == 0, qPrintable(sim.err));
      const json summary = json::parse(sim.out.toStdString(), nullptr, false);
      QCOMPARE(summary["games"].get<int>(), 2 * n);
      QCOMPARE(int(summary["seatWins"].size()), n);
      int wins = summary["draws"].get<int>();
      for (const auto& bot : summary["bots"]) wins += bot["wins"].get<int>();
      QVERIFY(wins >= 2 * n);  // a draw at the turn cap may be shared
    }
    CLI_EXPECT(cli({"new", "--game", "artbot", "--players", "5", "-o", "x.json"}), 2,
               "Artbot: --players must be from 2 to 4, not 5");
    CLI_EXPECT(cli({"new", "--game", "artbot", "--players", "1", "-o", "x.json"}), 2,
               "Artbot: --players must be from 2 to 4, not 1");
    CLI_EXPECT(
        cli({"simulate", "--game", "artbot", "--bots", "random,random,random,random,random"}), 2,
        "Artbot is for 2 to 4 players, so --bots needs 2 to 4 names, not 5");
    CLI_EXPECT(cli({"simulate", "--game", "artbot", "--bots", "random"}), 2,
               "--bots needs 2 to 4 names, not 1");
    QVERIFY(!QFile::exists(path("x.json")));
  }

  void cliExportPnpWritesAPdfWithoutADisplay() {
    // No display and no platform chosen: export-pnp picks the offscreen platform itself.
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("DISPLAY");
    env.remove("WAYLAND_DISPLAY");
    env.remove("QT_QPA_PLATFORM");
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(m_dir.path());
    p.start(QStringLiteral(GM_CLI_PATH),
            {"export-pnp", "--game", "knockdown", "--paper", "letter", "--card", "bridge",
             "--bleed", "0.5", "--bw", "--duplex", "short", "--back-offset", "1,-0.5",
             "--alignment", "--crop-to-edge", "-o", "kd.pdf"});
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY(QString::fromUtf8(p.readAllStandardOutput()).contains("actual size"));
    QFile pdf(path("kd.pdf"));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    QVERIFY(pdf.size() > 10000);
  }

  void cliExportPnpRefusesBadValuesAndKeepsTheFile() {
    writeFile(path("keep.pdf"), "old");
    const auto exportWith = [&](QStringList extra) {
      QStringList args{"export-pnp", "--game", "knockdown", "-o", "keep.pdf"};
      return cli(args + extra);
    };
    CLI_EXPECT(exportWith({"--paper", "a3"}), 2, "--paper must be a4 or letter");
    CLI_EXPECT(exportWith({"--card", "tarot"}), 2, "--card must be poker, bridge, mini");
    CLI_EXPECT(exportWith({"--card", "10x88"}), 2, "--card must be a number of millimetres");
    CLI_EXPECT(exportWith({"--bleed", "4"}), 2,
               "--bleed must be a number of millimetres from 0 to 3");
    CLI_EXPECT(exportWith({"--bleed", "1mm"}), 2, "--bleed must be a number");
    CLI_EXPECT(exportWith({"--gutter", "-1"}), 2, "--gutter must be");
    CLI_EXPECT(exportWith({"--duplex", "sideways"}), 2, "--duplex must be long, short or none");
    CLI_EXPECT(exportWith({"--back-offset", "2"}), 2, "--back-offset must be two numbers");
    CLI_EXPECT(exportWith({"--back-offset", "2,20"}), 2, "--back-offset must be");
    CLI_EXPECT(exportWith({"--card", "250x290"}), 2, "does not fit on A4 portrait");
    CLI_EXPECT(cli({"export-pnp", "--game", "chess", "-o", "keep.pdf"}), 2, "unknown game 'chess'");
    CLI_EXPECT(cli({"export-pnp", "--game", "knockdown"}), 2, "-o FILE.pdf is required");
    CLI_EXPECT(cli({"export-pnp", "--game", "knockdown", "-o", "no/such/dir/x.pdf"}), 1,
               "Cannot write");
    QFile kept(path("keep.pdf"));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("old"));
  }

  void cliExportPnpWarnsWhenBleedCostsCards() {
    const Run r = cli({"export-pnp", "--game", "knockdown", "--paper", "letter", "--bleed", "3",
                       "-o", "letter.pdf"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.contains("2 × 2 = 4") && r.err.contains("at most 0.9 mm"), qPrintable(r.err));
    QVERIFY(QFile::exists(path("letter.pdf")));
  }

  // Issue 13: a "format" that is not text was an "internal error" (exit 3), and 300,000 nested
  // arrays overflowed the stack. Both are a file error naming the file, and the file is unchanged.
  void cliRefusesHostileSavesAsFileErrors() {
    const QByteArray notText =
        R"({"format": 7, "formatVersion": 1, "game": "knockdown", "rulesVersion": 1})";
    writeFile(path("format.json"), notText);
    for (const char* command : {"legal", "show"})
      CLI_EXPECT(cli({command, "format.json"}), 1, "format.json: This is not a Grudge Match save");
    CLI_EXPECT(cli({"apply", "format.json", "1", "-o", "format.json"}), 1,
               "format.json: This is not a Grudge Match save");
    QFile f(path("format.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), notText);

    newGame("deep.json");
    QByteArray deep = readJson(path("deep.json")).dump().c_str();
    deep.replace("\"variant\":{}",
                 "\"variant\":{\"x\":" + QByteArray(300000, '[') + QByteArray(300000, ']') + "}");
    writeFile(path("deep.json"), deep);
    CLI_EXPECT(cli({"show", "deep.json"}), 1, "nested more than 64 levels deep");

    newGame("wrap.json");
    json wrap = readJson(path("wrap.json"));
    wrap["actions"] = {4294967296LL};
    writeFile(path("wrap.json"), QByteArray::fromStdString(wrap.dump()));
    CLI_EXPECT(cli({"legal", "wrap.json"}), 1, "not a whole number from 0 to 2147483647");
  }

  void cliSoakChecksEveryGameAndSaysSo() {
    // A short fixed soak of every game, Vitium included: half the games random, half with bots;
    // the costly checks at a seeded one node in 8 (and at each game's first and last), every
    // other check at every node. Under the sanitizers 2 games a game: one of each.
    const int games = gm::test::scaledCount(4, 2);
    const Run r = cli({"soak", "--game", "all", "--games", QString::number(games), "--seed", "3",
                       "--jobs", "2", "--sample", "8"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const json summary = json::parse(r.out.toStdString());
    QCOMPARE(summary["failures"].get<int>(), 0);
    QCOMPARE(summary["sample"].get<int>(), 8);
    for (const char* game : {"knockdown", "engines", "artbot", "vendetta", "vitium"}) {
      const json& g = summary["games"][game];
      QVERIFY2(g.is_object(), game);
      QCOMPARE(g["games"].get<int>(), games);
      QCOMPARE(g["botGames"].get<int>(), games / 2);
      // Sampled, but every game has its first and last node checked in full.
      QVERIFY(g["saveRoundTrips"].get<long>() >= games);
      QVERIFY(g["saveRoundTrips"].get<long>() < g["nodes"].get<long>());
      QVERIFY(g["resampleChecks"].get<long>() >= 2L * games);
    }
    CLI_EXPECT(cli({"soak", "--game", "chess"}), 2, "unknown game 'chess'");
    CLI_EXPECT(cli({"soak", "--game", "all", "--games", "0"}), 2, "--games must be from 1");
  }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
