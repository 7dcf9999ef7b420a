#include "atomic_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <system_error>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gm::rules {
namespace {

constexpr std::size_t kChunk = 64 * 1024;

// What a file of kind `mode` is, for a message ("a folder", "a FIFO"...).
std::string kindName(mode_t mode) {
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISFIFO(mode)) return "a FIFO (named pipe)";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

std::string notAFile(const std::string& path, mode_t mode) {
  return path + " is " + kindName(mode) + ", not a file; only regular files are read.";
}

// Closes a descriptor when it goes out of scope.
struct Fd {
  int fd = -1;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

bool writeAll(int fd, const std::string& text) {
  std::size_t done = 0;
  while (done < text.size()) {
    const auto n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

}  // namespace

Expected<std::string> readTextFile(const std::string& path, std::size_t maxBytes) {
  // The kind first, following a link: stat never opens the file, so a FIFO cannot block here.
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0)
    return Error{errno == ENOENT ? "No such file: " + path
                                 : "Cannot read " + path + ": " + std::strerror(errno) + "."};
  if (!S_ISREG(st.st_mode)) return Error{notAFile(path, st.st_mode)};
  // O_NONBLOCK: should the path become a FIFO between the two calls, open returns at once.
  Fd in{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)};
  if (in.fd < 0)
    return Error{"Cannot open " + path + " for reading: " + std::strerror(errno) + "."};
  if (::fstat(in.fd, &st) != 0 || !S_ISREG(st.st_mode)) return Error{notAFile(path, st.st_mode)};
  if (static_cast<std::uintmax_t>(st.st_size) > maxBytes)
    return Error{path + " is " + std::to_string(st.st_size) + " bytes, more than the " +
                 std::to_string(maxBytes) + " this version reads."};
  std::string text;
  char buffer[kChunk];
  for (;;) {
    const auto n = ::read(in.fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return Error{"Reading " + path + " failed: " + std::strerror(errno) + "."};
    if (n == 0) break;
    if (text.size() + static_cast<std::size_t>(n) > maxBytes)
      return Error{path + " is larger than the " + std::to_string(maxBytes) +
                   " bytes this version reads."};
    text.append(buffer, static_cast<std::size_t>(n));
  }
  return text;
}

Expected<bool> writeTextFileAtomically(const std::string& path, const std::string& text) {
  namespace fs = std::filesystem;
  fs::path target(path);
  std::error_code ec;
  const auto linkStatus = fs::symlink_status(target, ec);
  if (fs::is_symlink(linkStatus)) {
    // Written through: the file the link names is replaced, the link itself stays a link.
    const fs::path resolved = fs::canonical(target, ec);
    if (ec) return Error{"Cannot write " + path + ": it is a symbolic link to nothing."};
    target = resolved;
  }
  struct stat st {};
  if (::stat(target.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
    return Error{"Cannot write " + path + ": it is " + kindName(st.st_mode) +
                 ", and only a file is replaced; the old file is unchanged."};
  const auto dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  const std::string temp = (dir / ("." + target.filename().string() + ".tmp")).string();

  // An unnamed file where the file system has them (named only once it is complete), otherwise
  // the fixed temporary name; either way a leftover of a killed write is replaced here.
  bool unnamed = true;
  Fd out{::open(dir.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0644)};
  if (out.fd < 0) {
    unnamed = false;
    ::unlink(temp.c_str());
    out.fd = ::open(temp.c_str(), O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW | O_CLOEXEC, 0644);
  }
  if (out.fd < 0) return Error{"Cannot write in the folder of " + path + "."};
  const auto fail = [&](const std::string& why) -> Expected<bool> {
    if (!unnamed) ::unlink(temp.c_str());
    return Error{why};
  };
  if (!writeAll(out.fd, text))
    return fail("Writing " + path + " failed (disk full?); the old file is unchanged.");
  if (::fsync(out.fd) != 0) return fail("Writing " + path + " failed; the old file is unchanged.");
  ::fchmod(out.fd, 0644);  // a save is an ordinary user file, whatever the umask of an unnamed one
  if (unnamed) {
    ::unlink(temp.c_str());
    const std::string self = "/proc/self/fd/" + std::to_string(out.fd);
    if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, temp.c_str(), AT_SYMLINK_FOLLOW) != 0) {
      unnamed = false;
      return fail("Cannot write in the folder of " + path + "; the old file is unchanged.");
    }
    unnamed = false;  // it has a name now: a failure below removes it
  }
  if (::close(out.fd) != 0) {
    out.fd = -1;
    return fail("Writing " + path + " failed; the old file is unchanged.");
  }
  out.fd = -1;
  if (std::rename(temp.c_str(), target.c_str()) != 0)
    return fail("Cannot replace " + path + "; the old file is unchanged.");
  return true;
}

void removeWriteLeftover(const std::string& path) {
  const std::filesystem::path target(path);
  const auto dir = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
  const std::string temp = (dir / ("." + target.filename().string() + ".tmp")).string();
  struct stat st {};
  if (::lstat(temp.c_str(), &st) == 0 && S_ISREG(st.st_mode)) ::unlink(temp.c_str());
}

}  // namespace gm::rules
