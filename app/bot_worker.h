#pragma once
// Runs bots off the UI thread. Each request gets its own std::jthread, a seat's PlayerView (built
// on the UI thread, owned by the job) and a stop token; the answer comes back as a queued signal on
// the worker's thread. The worker never blocks the UI: cancelled jobs are asked to stop and are
// joined later, once they have finished (bots return promptly after a stop request).
#include <QObject>
#include <atomic>
#include <cstdint>
#include <list>
#include <memory>
#include <thread>

#include "ai/bot.h"

namespace gm::app {

class BotWorker : public QObject {
  Q_OBJECT

 public:
  explicit BotWorker(QObject* parent = nullptr);
  // Stops every job and waits for them (each returns promptly once asked to stop).
  ~BotWorker() override;

  // Asks `bot` for the move of view.seat(). `ticket` comes back with the answer so the caller can
  // tell a stale answer from a current one. The bot must not be used by another running job.
  void start(quint64 ticket, std::shared_ptr<ai::Bot> bot, std::unique_ptr<ai::PlayerView> view);
  // Asks every running job to stop; their answers still arrive and must be ignored by ticket.
  void stopAll();
  // Whether any job has not delivered its answer yet.
  bool busy() const;

 Q_SIGNALS:
  void answered(quint64 ticket, int seat, int action);

 private:
  struct Job {
    std::shared_ptr<std::atomic<bool>> finished;
    std::jthread thread;
  };
  // Joins the jobs that have finished.
  void reap();

  std::list<Job> m_jobs;
};

}  // namespace gm::app
