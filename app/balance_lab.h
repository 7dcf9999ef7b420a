#pragma once
// The Balance Lab screen's model: a balance study (rules/ai/balance_study.h, the one the CLI's
// `balance` runs) of a game, its built-in cards or a designer's card file, and bots, played on a
// worker thread so the window stays responsive; progress, cancel, and the results as tables the
// charts read (FigureTableModel), as CSV files and as a picture. The window keeps one for the whole
// session, so the set-up and the last results outlive the screen; once remember() is called the
// set-up is also stored (QSettings group "balanceLab") for the next start.
#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QStringList>
#include <QUrl>
#include <QVariant>
#include <atomic>
#include <memory>
#include <optional>
#include <stop_token>
#include <thread>

#include "ai/balance_study.h"
#include "core/registry.h"
#include "figure_table_model.h"

namespace gm::app {

class BalanceLab : public QObject {
  Q_OBJECT
  QML_ELEMENT

  // The set-up. gameId "" or unknown: nothing can run. A new game id goes back to its built-in
  // cards and to random bots at its fewest seats.
  Q_PROPERTY(QString gameId READ gameId WRITE setGameId NOTIFY setupChanged)
  Q_PROPERTY(QString gameName READ gameName NOTIFY setupChanged)
  Q_PROPERTY(QString cardFile READ cardFile NOTIFY setupChanged)
  Q_PROPERTY(int minPlayers READ minPlayers NOTIFY setupChanged)
  Q_PROPERTY(int maxPlayers READ maxPlayers NOTIFY setupChanged)
  // One bot kind per seat (ai::botKinds()); its length is the number of players.
  Q_PROPERTY(QStringList bots READ bots WRITE setBots NOTIFY setupChanged)
  Q_PROPERTY(QStringList botKinds READ botKinds CONSTANT)
  // What a person reads for each of botKinds, in the same order (translated).
  Q_PROPERTY(QStringList botLabels READ botLabels CONSTANT)
  Q_PROPERTY(int games READ games WRITE setGames NOTIFY setupChanged)
  Q_PROPERTY(QString seed READ seed WRITE setSeed NOTIFY setupChanged)
  Q_PROPERTY(bool ablate READ ablate WRITE setAblate NOTIFY setupChanged)
  // Worker threads (1 .. the machine's cores).
  Q_PROPERTY(int jobs READ jobs WRITE setJobs NOTIFY setupChanged)
  Q_PROPERTY(int maxJobs READ maxJobs CONSTANT)

  // The run.
  Q_PROPERTY(bool running READ running NOTIFY runningChanged)
  Q_PROPERTY(double progress READ progress NOTIFY progressChanged)  // 0 .. 1
  Q_PROPERTY(QString progressText READ progressText NOTIFY progressChanged)
  // The outcome of the last run for a status line (done, cancelled, refused).
  Q_PROPERTY(QString message READ message NOTIFY messageChanged)

  // The results.
  Q_PROPERTY(bool hasReport READ hasReport NOTIFY reportChanged)
  Q_PROPERTY(QString summary READ summary NOTIFY reportChanged)
  // Win rates in percent with their intervals: seats, then roles, then the first player's edge.
  Q_PROPERTY(gm::app::FigureTableModel* winRates READ winRates CONSTANT)
  // Games per length (actions), value only, in at most 10 bars of a round width, each named by
  // its first length.
  Q_PROPERTY(gm::app::FigureTableModel* lengths READ lengths CONSTANT)
  // Per card, in points of win rate, in the order of the cards' names (the same from one study to
  // the next): without ablation the win rate of the seats that played it minus those that did
  // not, with it the change in the first bot's win rate when it may not play the card.
  Q_PROPERTY(gm::app::FigureTableModel* cardImpact READ cardImpact CONSTANT)
  Q_PROPERTY(QString cardImpactTitle READ cardImpactTitle NOTIFY reportChanged)
  // What the shown results are of, one line each (game, cards with their file and hash, bots,
  // games and seed, when), for the exported picture.
  Q_PROPERTY(QStringList studyInfo READ studyInfo NOTIFY reportChanged)

 public:
  explicit BalanceLab(QObject* parent = nullptr);
  ~BalanceLab() override;

  QString gameId() const { return m_gameId; }
  void setGameId(const QString& gameId);
  QString gameName() const;
  QString cardFile() const;
  int minPlayers() const;
  int maxPlayers() const;
  QStringList bots() const { return m_bots; }
  void setBots(const QStringList& bots);
  QStringList botKinds() const;
  QStringList botLabels() const;
  int games() const { return m_games; }
  void setGames(int games);
  QString seed() const { return m_seed; }
  void setSeed(const QString& seed);
  bool ablate() const { return m_ablate; }
  void setAblate(bool on);
  int jobs() const { return m_jobs; }
  void setJobs(int jobs);
  int maxJobs() const;

  bool running() const { return m_running; }
  double progress() const { return m_total > 0 ? static_cast<double>(m_done) / m_total : 0.0; }
  QString progressText() const;
  QString message() const { return m_message; }
  bool hasReport() const { return m_report.has_value(); }
  QString summary() const;
  FigureTableModel* winRates() const { return m_winRates; }
  FigureTableModel* lengths() const { return m_lengths; }
  FigureTableModel* cardImpact() const { return m_cardImpact; }
  QString cardImpactTitle() const;
  QStringList studyInfo() const;

  // Reads the stored set-up and stores every later change of it.
  Q_INVOKABLE void remember();

  // Studies the cards of the card file at `url` (for this game); a refusal changes nothing and
  // is reported through errorOccurred.
  Q_INVOKABLE bool openCardFile(const QUrl& url);
  Q_INVOKABLE void useBuiltInCards();
  // Starts the study on a worker thread; false (with errorOccurred) when the set-up is refused.
  Q_INVOKABLE bool start();
  // Stops the study after the games in progress; its results are dropped.
  Q_INVOKABLE void cancel();
  // The tables as CSV files, one per table with a header row, named after `file` (its ".csv"
  // dropped): NAME-figures.csv (every figure with its interval), NAME-lengths.csv (games per
  // length) and NAME-cards.csv (every count per card). False with errorOccurred when one cannot be
  // written.
  Q_INVOKABLE bool exportCsv(const QUrl& file);
  // The CSV text of table "figures", "lengths" or "cards" ("" for another name or no results).
  Q_INVOKABLE QString csvTable(const QString& table) const;
  // Writes `image` (a grabbed QImage) as a PNG of 300 dpi at `file` (".png" added when missing);
  // false with errorOccurred when it cannot be written.
  Q_INVOKABLE bool savePicture(const QVariant& image, const QUrl& file);
  // The report as the CLI writes it (tests compare the two).
  const std::optional<ai::BalanceReport>& report() const { return m_report; }

 Q_SIGNALS:
  void setupChanged();
  void runningChanged();
  void progressChanged();
  void messageChanged();
  void reportChanged();
  // A study finished (also after a cancel: `completed` false).
  void finished(bool completed);
  void errorOccurred(const QString& message);

 private:
  const rules::Game* game() const;
  void setMessage(const QString& message);
  void onProgress(long done, long total);
  void onFinished(rules::Expected<ai::BalanceReport> result, bool cancelled);
  void fillModels();
  void changeSetup();

  QString m_gameId;
  std::optional<rules::CardFileGame> m_cards;
  QStringList m_bots;
  int m_games = 1000;
  QString m_seed = QStringLiteral("1");
  bool m_ablate = false;
  int m_jobs = 1;
  bool m_remember = false;

  bool m_running = false;
  long m_done = 0;
  long m_total = 0;
  QString m_message;
  std::optional<ai::BalanceReport> m_report;
  // The game being studied stays alive while the worker plays it.
  std::shared_ptr<const rules::Game> m_studied;
  QString m_studiedFile;  // the designer's card file it was made from, "" for the built-in cards
  std::stop_source m_stop;
  std::atomic<bool> m_cancelled{false};
  std::jthread m_worker;

  FigureTableModel* m_winRates;
  FigureTableModel* m_lengths;
  FigureTableModel* m_cardImpact;
};

}  // namespace gm::app
