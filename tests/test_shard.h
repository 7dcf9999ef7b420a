#pragma once
// A test registered with gm_add_test(... SHARDS n) runs as n processes, each with
// GM_TEST_SHARD=k/n in its environment, and plays the k-th share of its work. Without the
// variable (the executable run by hand) it is the only shard.
#include <QString>
#include <QtGlobal>

namespace gm::test {

struct TestShard {
  int index = 0;
  int count = 1;

  // How many of the items 0 .. total-1 with i % count == index there are.
  int shareOf(int total) const { return total > index ? (total - index + count - 1) / count : 0; }
};

// The shard from GM_TEST_SHARD; a malformed value is the only shard (and says so on stderr).
inline TestShard testShard() {
  const QString spec = qEnvironmentVariable("GM_TEST_SHARD");
  if (spec.isEmpty()) return {};
  const auto parts = spec.split('/');
  bool okIndex = false, okCount = false;
  const int index = parts.size() == 2 ? parts[0].toInt(&okIndex) : -1;
  const int count = parts.size() == 2 ? parts[1].toInt(&okCount) : 0;
  if (!okIndex || !okCount || count < 1 || index < 0 || index >= count) {
    qWarning("GM_TEST_SHARD=%s is not k/n with 0 <= k < n; running every share", qPrintable(spec));
    return {};
  }
  return {index, count};
}

}  // namespace gm::test
