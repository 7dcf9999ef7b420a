#include "event_text.h"

namespace gm::app {
namespace {
QString arg(const rules::GameEvent& e, std::size_t i) {
  return i < e.args.size() ? QString::fromStdString(e.args[i]) : QString();
}
int intArg(const rules::GameEvent& e, std::size_t i) {
  return arg(e, i).toInt();
}
}  // namespace

QString EventText::action(const rules::ActionView& view) const {
  if (view.messageKey == "knockdown.choose" && !view.args.empty())
    return tr("Choose %1").arg(QString::fromStdString(view.args[0]));
  if (view.messageKey.rfind("engines.", 0) == 0) {
    const QString text = enginesAction(view);
    if (!text.isEmpty()) return text;
  }
  if (view.messageKey.rfind("artbot.", 0) == 0) {
    const QString text = artbotAction(view);
    if (!text.isEmpty()) return text;
  }
  return QString::fromStdString(view.text);
}

QString EventText::event(const rules::GameEvent& e, bool hidden, Context& context) const {
  if (e.messageKey.rfind("artbot.event.", 0) == 0) return artbotEvent(e, hidden);
  if (hidden) {
    if (e.kind == "commit") return tr("%1 chooses a card face down.").arg(seatName(e.seat));
    if (e.kind == "draw") return tr("%1 draws a card.").arg(seatName(e.seat));
    return tr("%1 does something only they can see.").arg(seatName(e.seat));
  }
  if (e.messageKey.rfind("knockdown.event.", 0) == 0) {
    const QString text = knockdownEvent(e, context);
    if (!text.isEmpty()) return text;
  }
  // The match layer's events may come under the game's prefix or a generic one.
  if (e.kind == "act_over" || e.kind == "act_start" || e.kind == "match_over") {
    const QString text = matchEvent(e);
    if (!text.isEmpty()) return text;
  }
  if (e.messageKey.rfind("engines.event.", 0) == 0) {
    const QString text = enginesEvent(e);
    if (!text.isEmpty()) return text;
  }
  return QString::fromStdString(e.text);
}

QString EventText::knockdownEvent(const rules::GameEvent& e, Context& context) const {
  const QString who = seatArg(e.args.empty() ? std::string() : e.args[0]);
  const std::string& k = e.kind;
  if (k == "commit") return tr("%1 chooses a card face down.").arg(who);
  if (k == "reveal_action") {
    if (e.seat >= 0 && e.seat < rules::kMaxSeats) context.revealed[e.seat] = arg(e, 1);
    return tr("%1 reveals %2.").arg(who, arg(e, 1));
  }
  if (k == "return") return tr("%1 takes %2 back into hand.").arg(who, arg(e, 1));
  if (k == "step") {
    QStringList cards;
    for (int s = 0; s < rules::kMaxSeats; ++s) {
      const bool inStep = e.seat == rules::kNoSeat || e.seat == s;
      if (inStep && !context.revealed[s].isEmpty())
        cards << tr("%1 (%2)").arg(context.revealed[s], seatName(s));
    }
    const QString step =
        arg(e, 0) == QLatin1String("instant") ? tr("INSTANT") : tr("Speed %1").arg(arg(e, 0));
    return cards.isEmpty() ? step : tr("%1: %2").arg(step, cards.join(tr(" and ")));
  }
  if (k == "hit") {
    const QString target = seatArg(e.args.size() > 1 ? e.args[1] : std::string());
    if (intArg(e, 7) != 0)
      return tr("%1 was knocked down first: the hit on %2 deals no damage.").arg(who, target);
    QString breakdown = tr("base %1").arg(intArg(e, 3));
    if (intArg(e, 4) != 0) breakdown += tr(", CRITICAL ×2");
    if (intArg(e, 5) != 0) breakdown += tr(", momentum +%1").arg(intArg(e, 5));
    if (intArg(e, 6) != 0) breakdown += tr(", reduction −%1").arg(intArg(e, 6));
    return tr("%1 hits %2 for %3 (%4).").arg(who, target).arg(intArg(e, 2)).arg(breakdown);
  }
  if (k == "momentum")
    return tr("%1 builds momentum: +%2 for the next hit (%3 in all).")
        .arg(who)
        .arg(intArg(e, 1))
        .arg(intArg(e, 2));
  if (k == "stamina_reveal") return tr("%1 turns over %2.").arg(who, faceName(arg(e, 1)));
  if (k == "unstable_pile") return tr("%1 starts Unstable pile %2.").arg(who).arg(intArg(e, 1));
  if (k == "knockdown") return tr("%1 is knocked down!").arg(who);
  if (k == "to_bottom")
    return tr("%1 moves %n card(s) from the top of the Stamina to the bottom.", nullptr,
              intArg(e, 1))
        .arg(who);
  if (k == "knockdown_reveal")
    return tr("%1, count %2: %3.").arg(who).arg(intArg(e, 2)).arg(faceName(arg(e, 1)));
  if (k == "rally") return tr("%1 rallies and is back on their feet.").arg(who);
  if (k == "revealed_to_discard")
    return tr("%1 puts %n revealed card(s) on the Discard.", nullptr, intArg(e, 1)).arg(who);
  if (k == "shuffle")
    return tr("%1 shuffles the Discard (%n card(s)) into the Stamina.", nullptr, intArg(e, 1))
        .arg(who);
  if (k == "loss") return tr("%1 loses: %2.").arg(who, lossReason(arg(e, 1)));
  if (k == "result") {
    if (arg(e, 0) == QLatin1String("draw")) return tr("The fight is a draw.");
    return tr("%1 wins the fight!").arg(who);
  }
  return {};
}

QString EventText::faceName(const QString& face) const {
  return m_cards ? m_cards->name(face) : face;
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

QString EventText::lossReason(const QString& key) {
  if (key == QLatin1String("twentyDamage")) return tr("20 or more damage in one turn");
  if (key == QLatin1String("threePiles")) return tr("a third Unstable pile");
  if (key == QLatin1String("allUnstables")) return tr("every Unstable card revealed");
  if (key == QLatin1String("noRally")) return tr("ten cards turned without a Rally");
  if (key == QLatin1String("finalBell"))
    return tr("more damage taken over the fight when the final bell rang");
  return key;
}

}  // namespace gm::app
