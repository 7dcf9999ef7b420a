#include "balance_lab.h"

#include <QCollator>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QSaveFile>
#include <QSettings>
#include <QThread>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>

#include "ai/bot_factory.h"
#include "app_language.h"
#include "card_file_loader.h"
#include "card_library.h"
#include "file_choice.h"
#include "games/builtin_games.h"

namespace gm::app {
namespace {

constexpr int kMaxGames = 1'000'000;
// Bars of the length histogram at most: more would leave no room for their labels.
constexpr std::size_t kLengthBars = 10;

double percent(long part, long whole) {
  return whole > 0 ? 100.0 * static_cast<double>(part) / static_cast<double>(whole) : 0.0;
}

// A CSV field: quoted when it holds a separator, a quote or a line break.
QString field(const QString& text) {
  if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
      !text.contains(QLatin1Char('\n')))
    return text;
  QString quoted = text;
  quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
  return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString number(double value) {
  return QString::number(value, 'g', 6);
}

}  // namespace

BalanceLab::BalanceLab(QObject* parent)
    : QObject(parent),
      m_winRates(new FigureTableModel(this)),
      m_lengths(new FigureTableModel(this)),
      m_cardImpact(new FigureTableModel(this)) {
  // The charts name the cards as their faces do, in the app's language.
  connect(AppLanguage::instance(), &AppLanguage::languageChanged, this, [this] {
    if (m_report) fillModels();
  });
}

BalanceLab::~BalanceLab() {
  m_cancelled = true;
  m_stop.request_stop();
  // m_worker joins here, before the models and the game it reads go away.
}

const rules::Game* BalanceLab::game() const {
  if (m_cards) return m_cards->game.get();
  return rules::builtinGames().find(m_gameId.toStdString());
}

void BalanceLab::setGameId(const QString& gameId) {
  if (gameId == m_gameId || m_running) return;
  m_gameId = gameId;
  m_cards.reset();
  const rules::Game* g = game();
  m_bots.clear();
  for (int s = 0; g && s < g->info().minSeats; ++s) m_bots.append(QStringLiteral("random"));
  changeSetup();
}

void BalanceLab::changeSetup() {
  if (m_remember) {
    QSettings stored;
    stored.beginGroup(QStringLiteral("balanceLab"));
    stored.setValue(QStringLiteral("game"), m_gameId);
    stored.setValue(QStringLiteral("bots"), m_bots);
    stored.setValue(QStringLiteral("games"), m_games);
    stored.setValue(QStringLiteral("seed"), m_seed);
    stored.setValue(QStringLiteral("ablate"), m_ablate);
    stored.setValue(QStringLiteral("jobs"), m_jobs);
  }
  Q_EMIT setupChanged();
}

void BalanceLab::remember() {
  if (m_remember || m_running) return;
  QSettings stored;
  stored.beginGroup(QStringLiteral("balanceLab"));
  // A stored value that no longer fits (a game or bot this build lacks, a wrong count) is left out.
  const QString gameId = stored.value(QStringLiteral("game")).toString();
  if (rules::builtinGames().find(gameId.toStdString())) setGameId(gameId);
  const QStringList bots = stored.value(QStringLiteral("bots")).toStringList();
  const bool botsFit = bots.size() >= minPlayers() && bots.size() <= maxPlayers() &&
                       std::all_of(bots.begin(), bots.end(),
                                   [](const QString& b) { return ai::isBotKind(b.toStdString()); });
  if (botsFit) setBots(bots);
  bool ok = false;
  const int games = stored.value(QStringLiteral("games")).toInt(&ok);
  if (ok) setGames(games);
  const QVariant seed = stored.value(QStringLiteral("seed"));
  if (seed.isValid()) setSeed(seed.toString());
  const QVariant ablate = stored.value(QStringLiteral("ablate"));
  if (ablate.isValid()) setAblate(ablate.toBool());
  const int jobs = stored.value(QStringLiteral("jobs")).toInt(&ok);
  if (ok) setJobs(jobs);
  m_remember = true;
}

QString BalanceLab::gameName() const {
  const rules::Game* g = game();
  return g ? QString::fromStdString(g->info().name) : QString();
}

QString BalanceLab::cardFile() const {
  return m_cards ? QString::fromStdString(m_cards->file.path) : QString();
}

int BalanceLab::minPlayers() const {
  const rules::Game* g = game();
  return g ? g->info().minSeats : 0;
}

int BalanceLab::maxPlayers() const {
  const rules::Game* g = game();
  return g ? g->info().maxSeats : 0;
}

void BalanceLab::setBots(const QStringList& bots) {
  if (bots == m_bots || m_running) return;
  m_bots = bots;
  changeSetup();
}

QStringList BalanceLab::botKinds() const {
  QStringList kinds;
  for (const auto& k : ai::botKinds()) kinds.append(QString::fromStdString(k));
  return kinds;
}

QStringList BalanceLab::botLabels() const {
  QStringList labels;
  for (const auto& k : ai::botKinds()) {
    if (k == "easy")
      labels.append(tr("Easy"));
    else if (k == "normal")
      labels.append(tr("Normal"));
    else if (k == "hard")
      labels.append(tr("Hard"));
    else if (k == "random")
      labels.append(tr("Random moves"));
    else if (k == "heuristic")
      labels.append(tr("Heuristic (rules of thumb)"));
    else if (k == "ismcts")
      labels.append(tr("Search (default budget)"));
    else
      labels.append(QString::fromStdString(k));  // a kind without a label yet reads as its id
  }
  return labels;
}

void BalanceLab::setGames(int games) {
  games = std::clamp(games, 1, kMaxGames);
  if (games == m_games || m_running) return;
  m_games = games;
  changeSetup();
}

void BalanceLab::setSeed(const QString& seed) {
  if (seed == m_seed || m_running) return;
  m_seed = seed;
  changeSetup();
}

void BalanceLab::setAblate(bool on) {
  if (on == m_ablate || m_running) return;
  m_ablate = on;
  changeSetup();
}

void BalanceLab::setJobs(int jobs) {
  jobs = std::clamp(jobs, 1, maxJobs());
  if (jobs == m_jobs || m_running) return;
  m_jobs = jobs;
  changeSetup();
}

int BalanceLab::maxJobs() const {
  return std::max(1, QThread::idealThreadCount());
}

QString BalanceLab::progressText() const {
  if (m_total <= 0) return {};
  return tr("%1 of %2 games")
      .arg(QLocale().toString(static_cast<qlonglong>(m_done)),
           QLocale().toString(static_cast<qlonglong>(m_total)));
}

void BalanceLab::setMessage(const QString& message) {
  if (message == m_message) return;
  m_message = message;
  Q_EMIT messageChanged();
}

bool BalanceLab::openCardFile(const QUrl& url) {
  if (m_running) return false;
  auto loaded = CardFileLoader::load(localFilePath(url), m_gameId);
  if (!loaded.cards) {
    Q_EMIT errorOccurred(loaded.error);
    return false;
  }
  m_cards = std::move(loaded.cards);
  Q_EMIT setupChanged();
  return true;
}

void BalanceLab::useBuiltInCards() {
  if (!m_cards || m_running) return;
  m_cards.reset();
  Q_EMIT setupChanged();
}

bool BalanceLab::start() {
  if (m_running) return false;
  const rules::Game* g = game();
  if (!g) {
    Q_EMIT errorOccurred(tr("Choose a game to study."));
    return false;
  }
  bool seedOk = false;
  const quint64 seed = m_seed.trimmed().toULongLong(&seedOk);
  if (!seedOk) {
    Q_EMIT errorOccurred(tr("The seed must be a whole number."));
    return false;
  }
  ai::StudyConfig config;
  for (const QString& b : m_bots) config.match.bots.push_back(b.toStdString());
  config.match.games = m_games;
  config.match.seed = seed;
  config.match.jobs = m_jobs;
  config.ablate = m_ablate;
  if (m_cards) config.cardFile = m_cards->file;
  // The same checks as the study's own, before a thread starts.
  const auto& info = g->info();
  const int seats = static_cast<int>(config.match.bots.size());
  if (seats < info.minSeats || seats > info.maxSeats) {
    Q_EMIT errorOccurred(tr("%1 is played by %2 to %3 players, not %4.")
                             .arg(QString::fromStdString(info.name))
                             .arg(info.minSeats)
                             .arg(info.maxSeats)
                             .arg(seats));
    return false;
  }
  for (const auto& kind : config.match.bots) {
    if (!ai::isBotKind(kind)) {
      Q_EMIT errorOccurred(tr("There is no bot called \"%1\".").arg(QString::fromStdString(kind)));
      return false;
    }
  }

  m_studied = m_cards ? m_cards->game
                      : std::shared_ptr<const rules::Game>(std::shared_ptr<const rules::Game>(), g);
  m_studiedFile = m_cards ? QString::fromStdString(m_cards->file.path) : QString();
  m_stop = std::stop_source();
  m_cancelled = false;
  m_done = 0;
  m_total = m_games;
  m_running = true;
  setMessage(QString());
  Q_EMIT runningChanged();
  Q_EMIT progressChanged();

  // Progress reaches the window at most twenty times a second: posting every game of a fast
  // study would flood its event queue.
  auto lastPosted = std::make_shared<std::chrono::steady_clock::time_point>();
  config.onProgress = [this, lastPosted](long done, long total) {
    const auto now = std::chrono::steady_clock::now();
    if (done != total && now - *lastPosted < std::chrono::milliseconds(50)) return;
    *lastPosted = now;
    QMetaObject::invokeMethod(
        this, [this, done, total] { onProgress(done, total); }, Qt::QueuedConnection);
  };
  if (m_worker.joinable()) m_worker.join();
  m_worker =
      std::jthread([this, config = std::move(config), game = m_studied, stop = m_stop.get_token()] {
        auto result = ai::runStudy(*game, config, stop);
        const bool cancelled = m_cancelled.load();
        QMetaObject::invokeMethod(
            this,
            [this, result = std::move(result), cancelled]() mutable {
              onFinished(std::move(result), cancelled);
            },
            Qt::QueuedConnection);
      });
  return true;
}

void BalanceLab::cancel() {
  if (!m_running) return;
  m_cancelled = true;
  m_stop.request_stop();
}

void BalanceLab::onProgress(long done, long total) {
  if (!m_running) return;
  m_done = done;
  m_total = total;
  Q_EMIT progressChanged();
}

void BalanceLab::onFinished(rules::Expected<ai::BalanceReport> result, bool cancelled) {
  if (m_worker.joinable()) m_worker.join();
  m_running = false;
  Q_EMIT runningChanged();
  if (cancelled) {
    setMessage(tr("Cancelled: the results of the last finished study are still shown."));
    Q_EMIT finished(false);
    return;
  }
  if (!result) {
    setMessage(QString());
    Q_EMIT errorOccurred(
        tr("The study could not run: %1").arg(QString::fromStdString(result.error())));
    Q_EMIT finished(false);
    return;
  }
  m_report = std::move(result.value());
  m_done = m_total;
  Q_EMIT progressChanged();
  fillModels();
  setMessage(tr("%1 games in %2 s.")
                 .arg(QLocale().toString(m_report->games))
                 .arg(QLocale().toString(m_report->seconds, 'f', 1)));
  Q_EMIT reportChanged();
  Q_EMIT finished(true);
}

void BalanceLab::fillModels() {
  const ai::BalanceReport& r = *m_report;
  const auto figures = ai::reportFigures(r);
  auto find = [&](const std::string& key) -> const ai::ReportFigure* {
    for (const auto& f : figures)
      if (f.key == key) return &f;
    return nullptr;
  };
  auto row = [](const QString& label, const ai::ReportFigure& f, double scale) {
    return FigureTableModel::Row{label, scale * f.value, scale * f.interval.low,
                                 scale * f.interval.high};
  };

  std::vector<FigureTableModel::Row> rates;
  // The bots change seats from game to game, so when they differ each bot's own rate comes first
  // (named as in the set-up panel, where each bot's kind is shown).
  if (std::adjacent_find(r.bots.begin(), r.bots.end(), std::not_equal_to<>()) != r.bots.end()) {
    for (std::size_t b = 0; b < r.bots.size(); ++b)
      if (const auto* f = find("bot/" + std::to_string(b) + "/winRate"))
        rates.push_back(row(tr("Bot %1").arg(b + 1), *f, 100.0));
  }
  for (std::size_t s = 0; s < r.seatWins.size(); ++s)
    if (const auto* f = find("seat/" + std::to_string(s) + "/winRate"))
      rates.push_back(row(tr("Seat %1").arg(s + 1), *f, 100.0));
  for (const auto& [role, rec] : r.roles)
    if (const auto* f = find("role/" + role + "/winRate"))
      rates.push_back(row(QString::fromStdString(role), *f, 100.0));
  if (const auto* f = find("draws/rate")) rates.push_back(row(tr("Draws"), *f, 100.0));
  m_winRates->setRows(std::move(rates), 0.0, 100.0);

  // From the shortest game to the longest, in at most kLengthBars bars of a round width that
  // start at a multiple of it, so that the bars of two similar studies line up (the report and the
  // CSV keep every length).
  std::vector<FigureTableModel::Row> lengths;
  std::size_t shortest = 0;
  while (shortest < r.lengthCounts.size() && r.lengthCounts[shortest] == 0) ++shortest;
  double mostGames = 0;
  if (shortest < r.lengthCounts.size()) {
    const std::size_t span = r.lengthCounts.size() - shortest;
    const auto width = static_cast<std::size_t>(
        FigureTableModel::roundUp(static_cast<double>((span + kLengthBars - 1) / kLengthBars)));
    for (std::size_t from = shortest / width * width; from < r.lengthCounts.size(); from += width) {
      const std::size_t to = std::min(from + width, r.lengthCounts.size()) - 1;
      double games = 0;
      for (std::size_t n = from; n <= to; ++n) games += static_cast<double>(r.lengthCounts[n]);
      mostGames = std::max(mostGames, games);
      // A bar is named by its first length (a short label fits under a narrow bar).
      lengths.push_back({QString::number(from), games, games, games});
    }
  }
  m_lengths->setRows(std::move(lengths), 0.0, FigureTableModel::roundUp(mostGames));

  const std::string suffix = r.ablate ? "/change" : "/difference";
  const CardLibrary cards = m_studied ? CardLibrary(*m_studied, m_studiedFile) : CardLibrary();
  std::vector<FigureTableModel::Row> impact;
  for (const auto& f : figures) {
    if (!f.key.starts_with("card/") || !f.key.ends_with(suffix)) continue;
    const std::string id = f.key.substr(5, f.key.size() - 5 - suffix.size());
    const QString face = QString::fromStdString(id);
    QString name = face;
    for (const auto& c : r.cards)
      if (c.id == id) name = QString::fromStdString(c.name);
    if (cards.face(face)) name = cards.name(face);
    impact.push_back(row(name, f, 100.0));
  }
  // In the order of the names (as a person sorts them in the app's language), on an axis around
  // zero as wide as the largest interval end, rounded up.
  QCollator collator{QLocale()};
  collator.setNumericMode(true);
  std::stable_sort(impact.begin(), impact.end(), [&collator](const auto& a, const auto& b) {
    return collator.compare(a.label, b.label) < 0;
  });
  double reach = 0;
  for (const auto& row : impact) reach = std::max({reach, std::abs(row.low), std::abs(row.high)});
  reach = FigureTableModel::roundUp(reach);
  m_cardImpact->setRows(std::move(impact), -reach, reach);
}

QString BalanceLab::summary() const {
  if (!m_report) return {};
  const ai::BalanceReport& r = *m_report;
  const double meanLength = r.games > 0 ? static_cast<double>(r.totalLength) / r.games : 0.0;
  return tr("%1: %2 games, seed %3. Draws %4 %, games last %5 actions on average.")
      .arg(QString::fromStdString(r.gameName))
      .arg(QLocale().toString(r.games))
      .arg(r.seed)
      .arg(QLocale().toString(percent(r.draws, r.games), 'f', 1))
      .arg(QLocale().toString(meanLength, 'f', 1));
}

QString BalanceLab::cardImpactTitle() const {
  if (m_report && m_report->ablate)
    return tr("Change in the first bot's win rate without the card (points)");
  return tr("Win rate when the card was played minus when it was not (points)");
}

QStringList BalanceLab::studyInfo() const {
  if (!m_report) return {};
  const ai::BalanceReport& r = *m_report;
  QStringList info;
  info << tr("Game: %1").arg(QString::fromStdString(r.gameName));
  const QString hash =
      r.cardFile ? QString::fromStdString(r.cardFile->hash)
                 : QString::fromStdString(rules::cardFileHash(rules::builtinCardJson(r.gameId)));
  info << (r.cardFile
               ? tr("Cards: %1 (%2)")
                     .arg(QDir::toNativeSeparators(QString::fromStdString(r.cardFile->path)), hash)
               : tr("Cards: the game's own (%1)").arg(hash));
  const QStringList kinds = botKinds();
  const QStringList labels = botLabels();
  QStringList bots;
  for (const auto& b : r.bots) {
    const auto k = kinds.indexOf(QString::fromStdString(b));
    bots << (k >= 0 ? labels[k] : QString::fromStdString(b));
  }
  info << tr("Bots: %1").arg(bots.join(QStringLiteral(", ")));
  info << (r.ablate ? tr("%1 games, seed %2, with ablation") : tr("%1 games, seed %2"))
              .arg(QLocale().toString(r.games))
              .arg(r.seed);
  return info;
}

QString BalanceLab::csvTable(const QString& table) const {
  if (!m_report) return {};
  const ai::BalanceReport& r = *m_report;
  QString out;
  if (table == QLatin1String("figures")) {
    out += QStringLiteral("figure,value,low95,high95\n");
    for (const auto& f : ai::reportFigures(r))
      out += field(QString::fromStdString(f.label)) + QLatin1Char(',') + number(f.value) +
             QLatin1Char(',') + number(f.interval.low) + QLatin1Char(',') +
             number(f.interval.high) + QLatin1Char('\n');
  } else if (table == QLatin1String("lengths")) {
    out += QStringLiteral("length,games\n");
    for (std::size_t n = 0; n < r.lengthCounts.size(); ++n)
      if (r.lengthCounts[n] > 0)
        out += QString::number(n) + QLatin1Char(',') + QString::number(r.lengthCounts[n]) +
               QLatin1Char('\n');
  } else if (table == QLatin1String("cards")) {
    out += QStringLiteral(
        "card,name,plays,playedIn,winsPlayed,notPlayedIn,winsNotPlayed,ablationGames,"
        "ablationWins,offeredIn,forced\n");
    for (const auto& c : r.cards) {
      const QStringList counts = {QString::number(c.record.plays),
                                  QString::number(c.record.playedIn),
                                  QString::number(c.record.winsPlayed),
                                  QString::number(c.record.notPlayedIn),
                                  QString::number(c.record.winsNotPlayed),
                                  QString::number(c.ablationGames),
                                  QString::number(c.ablationWins),
                                  QString::number(c.offeredIn),
                                  QString::number(c.forced)};
      out += field(QString::fromStdString(c.id)) + QLatin1Char(',') +
             field(QString::fromStdString(c.name)) + QLatin1Char(',') +
             counts.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
  }
  return out;
}

bool BalanceLab::exportCsv(const QUrl& file) {
  if (!m_report) {
    Q_EMIT errorOccurred(tr("There are no results to export yet."));
    return false;
  }
  const QUrl base = FileChoice::withSuffix(file, QStringLiteral("csv"));
  const QString stem = QFileInfo(localFilePath(base)).absolutePath() + QLatin1Char('/') +
                       FileChoice::nameWithout(base, QStringLiteral("csv"));
  QStringList written;
  for (const QString& table :
       {QStringLiteral("figures"), QStringLiteral("lengths"), QStringLiteral("cards")}) {
    const QString path = stem + QLatin1Char('-') + table + QStringLiteral(".csv");
    QSaveFile out(path);
    const QByteArray bytes = csvTable(table).toUtf8();
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
      Q_EMIT errorOccurred(
          tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), out.errorString()));
      return false;
    }
    written << QFileInfo(path).fileName();
  }
  setMessage(tr("Tables written to %1 in %2.")
                 .arg(QLocale().createSeparatedList(written),
                      QDir::toNativeSeparators(QFileInfo(stem).absolutePath())));
  return true;
}

bool BalanceLab::savePicture(const QVariant& image, const QUrl& file) {
  const QString path = withSuffix(localFilePath(file), QStringLiteral("png"));
  QImage picture = image.value<QImage>();
  QSaveFile out(path);
  // 300 dots per inch, in dots per metre.
  constexpr int kDotsPerMetre = 11811;
  picture.setDotsPerMeterX(kDotsPerMetre);
  picture.setDotsPerMeterY(kDotsPerMetre);
  if (picture.isNull() || !out.open(QIODevice::WriteOnly) || !picture.save(&out, "PNG") ||
      !out.commit()) {
    Q_EMIT errorOccurred(tr("Could not write %1.").arg(QDir::toNativeSeparators(path)));
    return false;
  }
  setMessage(tr("Charts written to %1.").arg(QDir::toNativeSeparators(path)));
  return true;
}

}  // namespace gm::app
