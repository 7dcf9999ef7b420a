#include "atomic_file.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

#include <sys/stat.h>
#include <unistd.h>

namespace gm::rules {

Expected<std::string> readTextFile(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return Error{"No such file: " + path};
  if (std::filesystem::is_directory(path, ec)) return Error{path + " is a folder, not a file."};
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{"Cannot open " + path + " for reading."};
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

Expected<bool> writeTextFileAtomically(const std::string& path, const std::string& text) {
  const std::filesystem::path target(path);
  const auto dir = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
  std::string tmpl = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  const int fd = ::mkstemp(tmpl.data());
  if (fd < 0) return Error{"Cannot write in the folder of " + path + "."};
  std::size_t done = 0;
  while (done < text.size()) {
    const auto n = ::write(fd, text.data() + done, text.size() - done);
    if (n <= 0) {
      ::close(fd);
      ::unlink(tmpl.c_str());
      return Error{"Writing " + path + " failed (disk full?); the old file is unchanged."};
    }
    done += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    ::unlink(tmpl.c_str());
    return Error{"Writing " + path + " failed; the old file is unchanged."};
  }
  ::chmod(tmpl.c_str(), 0644);  // mkstemp creates 0600; a save is an ordinary user file
  if (std::rename(tmpl.c_str(), path.c_str()) != 0) {
    ::unlink(tmpl.c_str());
    return Error{"Cannot replace " + path + "; the old file is unchanged."};
  }
  return true;
}

}  // namespace gm::rules
