#include "pace.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace gm::app::pace {
namespace {

struct Beat {
  const char* name;
  int ms;
};

constexpr std::array<Beat, 9> kBeats{{{"none", 0},
                                      {"quick", 120},
                                      {"flip", 250},
                                      {"move", 300},
                                      {"note", 350},
                                      {"line", 500},
                                      {"hit", 600},
                                      {"shuffle", 700},
                                      {"banner", 900}}};

struct PaceInfo {
  Pace pace;
  const char* name;
  double factor;
  int budgetMs;
};

// The budgets leave a quarter or more of the time a turn may take (4 s at normal, 1.5 s at fast,
// from the reveal) to drawing: on a software renderer each of a long turn's forty steps costs
// some milliseconds besides its wait (measured: a turn scheduled for 4.0 s took 4.0-4.2 s).
constexpr std::array<PaceInfo, 4> kPaces{{{Pace::Off, "off", 0.0, 0},
                                          {Pace::Fast, "fast", 0.35, 1000},
                                          {Pace::Normal, "normal", 1.0, 3000},
                                          {Pace::Slow, "slow", 1.8, 7000}}};

const PaceInfo& info(Pace pace) {
  return *std::find_if(kPaces.begin(), kPaces.end(),
                       [pace](const PaceInfo& p) { return p.pace == pace; });
}

}  // namespace

QString name(Pace pace) {
  return QString::fromLatin1(info(pace).name);
}

Pace fromName(const QString& name, bool* ok) {
  for (const PaceInfo& p : kPaces)
    if (name == QLatin1String(p.name)) {
      if (ok) *ok = true;
      return p.pace;
    }
  if (ok) *ok = false;
  return Pace::Normal;
}

QStringList names() {
  QStringList out;
  for (const PaceInfo& p : kPaces) out.append(QString::fromLatin1(p.name));
  return out;
}

double factor(Pace pace) {
  return info(pace).factor;
}

int actionBudgetMs(Pace pace) {
  return info(pace).budgetMs;
}

int beatMs(const QString& beat) {
  for (const Beat& b : kBeats)
    if (beat == QLatin1String(b.name)) return b.ms;
  return 0;
}

QStringList beatNames() {
  QStringList out;
  for (const Beat& b : kBeats) out.append(QString::fromLatin1(b.name));
  return out;
}

QVariantMap durations(Pace pace) {
  QVariantMap out;
  for (const Beat& b : kBeats)
    out.insert(QString::fromLatin1(b.name), static_cast<int>(std::lround(b.ms * factor(pace))));
  return out;
}

std::vector<int> schedule(const std::vector<int>& normalMs, Pace pace) {
  const double f = factor(pace);
  std::vector<int> out(normalMs.size());
  std::transform(normalMs.begin(), normalMs.end(), out.begin(),
                 [f](int ms) { return static_cast<int>(std::lround(std::max(0, ms) * f)); });
  const long long total = std::accumulate(out.begin(), out.end(), 0LL);
  const long long budget = actionBudgetMs(pace);
  if (total > budget)
    for (int& ms : out) ms = static_cast<int>(ms * budget / total);  // rounded down
  return out;
}

}  // namespace gm::app::pace
