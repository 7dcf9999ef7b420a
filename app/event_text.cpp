#include "event_text.h"

#include <string_view>

#include "game_ui.h"

namespace gm::app {

QString messageArg(const std::vector<std::string>& args, std::size_t i) {
  return i < args.size() ? QString::fromStdString(args[i]) : QString();
}

QString EventText::action(const rules::ActionView& view) const {
  if (m_game)
    if (std::optional<QString> text = m_game->action(view, *this)) return *text;
  return QString::fromStdString(view.text);
}

QString EventText::actionLine(const rules::ActionView& view) const {
  if (m_game)
    if (std::optional<QString> text = m_game->actionLine(view, *this)) return *text;
  return tr("%1: %2").arg(seatName(view.seat), action(view));
}

QString EventText::event(const rules::GameEvent& e, bool hidden, Context& context) const {
  if (m_game)
    if (std::optional<QString> text = m_game->event(e, hidden, context, *this)) return *text;
  if (hidden) {
    if (e.kind == "commit") return tr("%1 chooses a card face down.").arg(seatName(e.seat));
    if (e.kind == "draw") return tr("%1 draws a card.").arg(seatName(e.seat));
    return tr("%1 does something only they can see.").arg(seatName(e.seat));
  }
  return QString::fromStdString(e.text);
}

QString EventText::reason(const rules::Unavailable& why) const {
  if (m_game)
    if (std::optional<QString> text = m_game->reason(why, *this)) return *text;
  // Every game's "<game>.why.notYourTurn" (args: the turn's seat, 1-based).
  const std::string_view turn = ".why.notYourTurn";
  const std::string& key = why.messageKey;
  if (key.size() > turn.size() && key.compare(key.size() - turn.size(), turn.size(), turn) == 0)
    return tr("It is %1's turn.").arg(seatArg(why.args.empty() ? std::string() : why.args[0]));
  return QString::fromStdString(why.text);
}

QString EventText::caution(const rules::Caution& caution) const {
  if (m_game)
    if (std::optional<QString> text = m_game->caution(caution, *this)) return *text;
  return QString::fromStdString(caution.text);
}

QString EventText::actionFace(const rules::ActionView& view) const {
  return m_game ? m_game->actionFace(view) : QString();
}

bool EventText::explainsEnd(const rules::GameEvent& e) const {
  return m_game && m_game->explainsEnd(e);
}

bool EventText::logsAction(const rules::ActionView& action) const {
  return !m_game || m_game->logsAction(action);
}

bool EventText::tells(const rules::GameEvent& e, const rules::ActionView& action) const {
  return m_game && m_game->tellsAction(e, action);
}

QString EventText::faceName(const QString& face) const {
  return m_cards ? m_cards->name(face) : face;
}

QString EventText::cardTitle(const QString& printed) const {
  return m_cards ? m_cards->title(printed) : printed;
}

QString EventText::seatName(int s) const {
  if (s >= 0 && s < static_cast<int>(m_names.size())) return m_names[static_cast<std::size_t>(s)];
  return tr("Player %1").arg(s + 1);
}

QString EventText::seatArg(const std::string& oneBased) const {
  bool ok = false;
  const int n = QString::fromStdString(oneBased).toInt(&ok);
  return ok ? seatName(n - 1) : QString::fromStdString(oneBased);
}

}  // namespace gm::app
