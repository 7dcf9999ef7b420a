#include "bot_worker.h"

#include "logging.h"

namespace gm::app {

BotWorker::BotWorker(QObject* parent) : QObject(parent) {}

BotWorker::~BotWorker() {
  stopAll();
  // std::jthread joins on destruction; each bot honours its stop token.
  m_jobs.clear();
}

void BotWorker::start(quint64 ticket, std::shared_ptr<ai::Bot> bot,
                      std::unique_ptr<ai::PlayerView> view) {
  reap();
  auto finished = std::make_shared<std::atomic<bool>>(false);
  const int seat = view->seat();
  qCDebug(lcBot) << "thinking: seat" << seat << "ticket" << ticket << "bot" << bot->name().c_str();
  std::jthread thread([this, ticket, seat, finished, bot = std::move(bot),
                       view = std::move(view)](std::stop_token stop) mutable {
    const rules::ActionId action = bot->choose(*view, stop);
    // Let go of the bot before answering: the session may ask it for the next move at once.
    bot.reset();
    view.reset();
    finished->store(true);
    // Queued to the worker's thread. If the worker is gone by then, Qt drops the call; the
    // destructor joins this thread first, so `this` is alive while the call is posted.
    QMetaObject::invokeMethod(
        this, [this, ticket, seat, action] { Q_EMIT answered(ticket, seat, action); },
        Qt::QueuedConnection);
  });
  m_jobs.push_back({std::move(finished), std::move(thread)});
}

void BotWorker::stopAll() {
  for (Job& job : m_jobs) job.thread.request_stop();
}

bool BotWorker::busy() const {
  for (const Job& job : m_jobs)
    if (!job.finished->load()) return true;
  return false;
}

void BotWorker::reap() {
  m_jobs.remove_if([](const Job& job) { return job.finished->load(); });
}

}  // namespace gm::app
