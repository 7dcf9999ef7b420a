#pragma once
// The commands of grudgematch-cli. Each takes the words after its name, writes its result to `out`
// and messages for a person to `err`, and returns the process exit code.
#include <iosfwd>
#include <span>
#include <string>
#include <string_view>

namespace gm::cli {

// Exit codes: scripts can tell "you asked for something wrong" from "the file is bad".
inline constexpr int kExitOk = 0;
inline constexpr int kExitFileError = 1;  // missing, unreadable, unwritable or invalid file
inline constexpr int kExitUsage = 2;      // unknown command/option, bad number, illegal action
inline constexpr int kExitInternal = 3;   // a defect of this program (an exception escaped)

struct Io {
  std::ostream& out;
  std::ostream& err;
};

using Args = std::span<const std::string>;

int runNew(Args args, Io io);
int runLegal(Args args, Io io);
int runApply(Args args, Io io);
int runShow(Args args, Io io);
int runSimulate(Args args, Io io);
// balance, and "balance merge" for the reports of a study's shards.
int runBalance(Args args, Io io);
// Exits with kExitInternal when a game broke a promise of the engine contract.
int runSoak(Args args, Io io);
// Needs Qt Gui: starts an offscreen QGuiApplication for itself.
int runExportPnp(Args args, Io io);
// Exits with kExitFileError when the card file is refused.
int runCheckCards(Args args, Io io);

// The ids of the games this build knows, comma-separated (for messages).
std::string knownGameIds();

// The usage text of one command ("" for an unknown one), and of the whole tool.
std::string_view commandUsage(std::string_view command);
std::string toolUsage();

// Prints "grudgematch-cli: <message>" and, for usage errors, where to find help; returns `code`.
int fail(Io io, int code, const std::string& message, std::string_view command = {});

}  // namespace gm::cli
