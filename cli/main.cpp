// grudgematch-cli: new, legal, apply, show and simulate on Grudge Match games, export-pnp
// (print-and-play PDFs), soak (long invariant-checked runs) and check-cards (a designer's card
// file), headless.
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "commands.h"

int main(int argc, char** argv) {
  using namespace gm::cli;
  const Io io{std::cout, std::cerr};
  const std::vector<std::string> words(argv + 1, argv + argc);
  if (words.empty()) {
    std::cerr << toolUsage();
    return kExitUsage;
  }
  const std::string& command = words.front();
  const Args rest(words.begin() + 1, words.end());
  try {
    if (command == "--help" || command == "-h" || command == "help") {
      std::cout << toolUsage();
      return kExitOk;
    }
    if (command == "--version") {
      std::cout << "grudgematch-cli " << GM_VERSION << "\n";
      return kExitOk;
    }
    if (command == "new") return runNew(rest, io);
    if (command == "legal") return runLegal(rest, io);
    if (command == "apply") return runApply(rest, io);
    if (command == "show") return runShow(rest, io);
    if (command == "simulate") return runSimulate(rest, io);
    if (command == "balance") return runBalance(rest, io);
    if (command == "export-pnp") return runExportPnp(rest, io);
    if (command == "soak") return runSoak(rest, io);
    if (command == "check-cards") return runCheckCards(rest, io);
  } catch (const std::exception& e) {
    // Input is validated before it reaches the rules; this is a last line against a defect, so
    // the user gets a message instead of an abort.
    return fail(io, kExitInternal, std::string("internal error: ") + e.what());
  }
  if (command.starts_with("-")) return fail(io, kExitUsage, "unknown option '" + command + "'");
  return fail(io, kExitUsage, "unknown command '" + command + "'");
}
