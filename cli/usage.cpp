// Help texts and the common error printer of grudgematch-cli.
#include <ostream>
#include <string>

#include "commands.h"
#include "games/builtin_games.h"

namespace gm::cli {
namespace {

constexpr std::string_view kNewUsage =
    "new --game ID | --cards FILE [--players N] [--seed S] [--seat KIND]... -o FILE\n"
    "    Start a game and save it to FILE. The seed defaults to a random one. --cards plays\n"
    "    the cards of a card file (an edited copy of a game's file; its \"game\" names the game):\n"
    "    the save records the file and its hash, and legal, apply and show then need the same\n"
    "    file (--cards FILE).\n"
    "    --seat gives each seat in order: human, ai, ai:easy, ai:normal or ai:hard\n"
    "    (default: the first seat human, the others ai:normal).\n"
    "    -o FILE (here and in every command) is replaced whole or not at all; a symbolic link\n"
    "    is written through (the file it names is replaced); a folder, device or FIFO is "
    "refused.\n";

constexpr std::string_view kLegalUsage =
    "legal FILE [--cards CARDS]\n"
    "    List the legal actions of the seat to act: one per line, the id, a tab and what it does.\n"
    "    Secret choices are listed too: this tool sees everything.\n";

constexpr std::string_view kApplyUsage =
    "apply FILE ID [ID...] [--cards CARDS] -o FILE2\n"
    "    Apply the actions in order and save the result to FILE2 (may be FILE).\n"
    "    An illegal action stops everything: nothing is written and the exit code is 2.\n";

constexpr std::string_view kShowUsage =
    "show FILE [--seat N] [--cards CARDS]\n"
    "    Print the state as JSON: everything, or only what seat N (0-based) may see.\n";

constexpr std::string_view kSimulateUsage =
    "simulate --game ID | --cards FILE --bots A,B --games N [--seed S] [--first-game K]\n"
    "         [--iterations K | --budget-ms M]\n"
    "         [--variant JSON] [--jobs J] [--played] [--uncapped] [--search-stats]\n"
    "         [--log FILE]\n"
    "    Play N games (default 100) between bots (random, heuristic, ismcts, easy, normal,\n"
    "    hard), seats rotating between games, and print a JSON summary: wins per bot with 95%\n"
    "    Wilson intervals, wins per seat, draws, game lengths and seconds; in games with roles\n"
    "    also wins per role, per bot and overall (per Act in a match). --played adds how often\n"
    "    each card was played. --iterations (per move) or --budget-ms (milliseconds per move)\n"
    "    replaces the search budget of the searching bots; given both, the search stops at the\n"
    "    first reached. --variant passes the game's own options as JSON, e.g. '{\"acts\": 1}';\n"
    "    without it a game plays with the options it keeps for bots alone (a game whose rules\n"
    "    set no end, e.g., gets a round limit; its rules page names it).\n"
    "    --jobs plays J games at once (same summary for any J). --uncapped lifts the normal and\n"
    "    hard levels' time caps, so they always run their iterations (reproducible by seed on a\n"
    "    busy machine). --search-stats adds, per searching bot, its searched moves, how many\n"
    "    ran their whole iteration budget, the fewest iterations and the median, 95th percentile\n"
    "    and longest move times. --log writes every game's moves as text to FILE. The seed\n"
    "    defaults to a random one; the summary names it. --first-game K plays games K to\n"
    "    K+N-1 of the seed's match (a game depends only on the seed and its number), so a\n"
    "    run can be extended without playing its games again.\n";

constexpr std::string_view kBalanceUsage =
    "balance --game ID | --cards FILE --games N --seed S [--players N] [--bots A,B,...]\n"
    "        [--jobs J] [--shard K/N] [--ablate] [--baseline REPORT] [--variant JSON]\n"
    "        [--iterations K | --budget-ms M] [--uncapped] -o REPORT.json\n"
    "balance merge REPORT.json... [--baseline REPORT] -o REPORT.json\n"
    "    A balance study: N games between bots (random at every seat by default; one name\n"
    "    plays every seat), seats rotating, written as a JSON report (docs/designers.md: Balance\n"
    "    studies) and read out on stdout: win rates per seat, role and bot with 95% Wilson\n"
    "    intervals, the first player's advantage, game lengths, and per card how often it was\n"
    "    played and the win rate of the seats that played it against those that did not.\n"
    "    --ablate adds per card the change in the first bot's win rate when it may not play\n"
    "    the card. --baseline flags the figures whose intervals do not overlap those of an\n"
    "    earlier report. The same seed gives the same report whatever --jobs is. --shard K/N\n"
    "    plays the K-th of N parts of the games; 'balance merge' adds the parts' reports up to\n"
    "    the report of the whole study. A progress bar shows on a terminal.\n";

constexpr std::string_view kExportPnpUsage =
    "export-pnp --game ID|all | --cards FILE [--paper a4|letter] [--landscape]\n"
    "           [--card poker|bridge|mini|WxH]\n"
    "           [--bleed MM] [--gutter MM] [--margin MM] [--duplex long|short|none] [--bw]\n"
    "           [--crop-to-edge] [--back-offset X,Y] [--alignment] -o FILE.pdf\n"
    "    Write the game's print-and-play sheets (all games with 'all') as a PDF at actual size:\n"
    "    A4 portrait, poker cards (63x88 mm), no bleed (0-3 mm), no gutter, 5 mm margins and\n"
    "    long-edge duplex backs by default. --crop-to-edge runs the crop marks to the paper edge,\n"
    "    --bw saves ink, --back-offset moves the backs (mm, + right/down) to match a printer,\n"
    "    --alignment adds a test page to measure that offset. Print at 100 %.\n";

constexpr std::string_view kSoakUsage =
    "soak --game ID|all [--games N] [--jobs J] [--seed S] [--sample K]\n"
    "    Play N games (default 100) of the game, or of each game with 'all', over every player\n"
    "    count, half by random choice and half by the easy bot, checking every promise of the\n"
    "    engine contract: after every action cards neither lost nor doubled, legal actions\n"
    "    sorted and non-empty, no hidden card in any seat's view; the costly ones (resampled\n"
    "    worlds consistent with each seat's view, save and reload equal) at about one node in K\n"
    "    (default 8; 1: every node), chosen from the seed, and at each game's first and last.\n"
    "    J games run at once (default 1).\n"
    "    Prints a JSON summary (also after Ctrl-C, of the games played); exit code 3 when\n"
    "    anything broke.\n";

constexpr std::string_view kCheckCardsUsage =
    "check-cards FILE\n"
    "    Check a card file (an edited copy of assets/cards/<game>.json): the game is the one its\n"
    "    \"game\" names. A file the game would refuse (not JSON, a missing or wrong-typed field, "
    "a\n"
    "    duplicate id, an unknown word, a number out of range) gets a message naming the file,\n"
    "    the field and the card, and exit code 1. --cards FILE does the same check in every\n"
    "    command that takes it, before anything else happens.\n";

}  // namespace

std::string knownGameIds() {
  return rules::builtinGames().idList();
}

std::string_view commandUsage(std::string_view command) {
  if (command == "new") return kNewUsage;
  if (command == "legal") return kLegalUsage;
  if (command == "apply") return kApplyUsage;
  if (command == "show") return kShowUsage;
  if (command == "simulate") return kSimulateUsage;
  if (command == "balance") return kBalanceUsage;
  if (command == "export-pnp") return kExportPnpUsage;
  if (command == "soak") return kSoakUsage;
  if (command == "check-cards") return kCheckCardsUsage;
  return {};
}

std::string toolUsage() {
  std::string text =
      "Usage: grudgematch-cli COMMAND [ARGS]\n"
      "Play, inspect, simulate and print Grudge Match games from the command line.\n\nCommands:\n";
  for (const char* c : {"new", "legal", "apply", "show", "simulate", "balance", "export-pnp",
                        "soak", "check-cards"}) {
    text += "  ";
    text += commandUsage(c);
  }
  text += "\nGames: " + knownGameIds();
  text +=
      "\n\nOptions:\n  --help       show this text (COMMAND --help: that command only)\n"
      "  --version    show the version\n\n"
      "Files: only regular files are read (a symbolic link to one too), at most 4 MB. -o FILE\n"
      "is written whole or not at all, through a symbolic link to the file it names; a folder,\n"
      "a device or a FIFO is refused.\n\n"
      "Exit codes: 0 done, 1 a file is missing, unreadable or invalid, 2 wrong usage or an\n"
      "illegal action, 3 a defect of this program (soak: a broken rule).\n";
  return text;
}

int fail(Io io, int code, const std::string& message, std::string_view command) {
  io.err << "grudgematch-cli: " << message << "\n";
  if (code == kExitUsage) {
    io.err << "Run 'grudgematch-cli " << (command.empty() ? "" : std::string(command) + " ")
           << "--help' for usage.\n";
  }
  return code;
}

}  // namespace gm::cli
