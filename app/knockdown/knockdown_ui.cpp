#include "knockdown_ui.h"

namespace gm::app::knockdown {
namespace {
QString arg(const rules::GameEvent& e, std::size_t i) {
  return i < e.args.size() ? QString::fromStdString(e.args[i]) : QString();
}
int intArg(const rules::GameEvent& e, std::size_t i) {
  return arg(e, i).toInt();
}
}  // namespace

std::unique_ptr<GameUi> makeGameUi() {
  return std::make_unique<KnockdownUi>();
}

QString KnockdownUi::summary() const {
  return QCoreApplication::translate(
      "gm::app::GameCatalog",
      "Two fighters pick their moves in secret, then reveal them at once. Faster moves "
      "land first, every hit digs into your Stamina, and the wrong card turned over "
      "sends you to the canvas. Stay on your feet longer than your rival.");
}

std::optional<QString> KnockdownUi::action(const rules::ActionView& view, const EventText&) const {
  if (view.messageKey == "knockdown.choose" && !view.args.empty())
    return tr("Choose %1").arg(QString::fromStdString(view.args[0]));
  return std::nullopt;
}

std::optional<QString> KnockdownUi::event(const rules::GameEvent& e, bool hidden,
                                          EventText::Context& context,
                                          const EventText& names) const {
  // Both Action cards going back to hand after every turn would only clutter the log.
  if (e.messageKey == "knockdown.event.return") return QString();
  // A hidden card's event gets the generic sentence; events of other prefixes (none today) the
  // engine's English.
  if (hidden || e.messageKey.rfind("knockdown.event.", 0) != 0) return std::nullopt;
  const QString who = names.seatArg(e.args.empty() ? std::string() : e.args[0]);
  const std::string& k = e.kind;
  if (k == "commit") return tr("%1 chooses a card face down.").arg(who);
  if (k == "reveal_action") {
    // The card by its face, in the app's language (the engine's argument is its English name).
    const QString card =
        e.face.empty() ? arg(e, 1) : names.faceName(QString::fromStdString(e.face));
    if (e.seat >= 0 && e.seat < rules::kMaxSeats) context.revealed[e.seat] = card;
    return tr("%1 reveals %2.").arg(who, card);
  }
  if (k == "step") {
    QStringList cards;
    for (int s = 0; s < rules::kMaxSeats; ++s) {
      const bool inStep = e.seat == rules::kNoSeat || e.seat == s;
      if (inStep && !context.revealed[s].isEmpty())
        cards << tr("%1 (%2)").arg(context.revealed[s], names.seatName(s));
    }
    const QString step =
        arg(e, 0) == QLatin1String("instant") ? tr("INSTANT") : tr("Speed %1").arg(arg(e, 0));
    return cards.isEmpty() ? step : tr("%1: %2").arg(step, cards.join(tr(" and ")));
  }
  if (k == "hit") {
    const QString target = names.seatArg(e.args.size() > 1 ? e.args[1] : std::string());
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
  if (k == "stamina_reveal") return tr("%1 turns over %2.").arg(who, names.faceName(arg(e, 1)));
  if (k == "unstable_pile") return tr("%1 starts Unstable pile %2.").arg(who).arg(intArg(e, 1));
  if (k == "knockdown") return tr("%1 is knocked down!").arg(who);
  if (k == "to_bottom")
    return tr("%1 moves %n card(s) from the top of the Stamina to the bottom.", nullptr,
              intArg(e, 1))
        .arg(who);
  if (k == "knockdown_reveal")
    return tr("%1, count %2: %3.").arg(who).arg(intArg(e, 2)).arg(names.faceName(arg(e, 1)));
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
  return std::nullopt;
}

QString KnockdownUi::lossReason(const QString& key) {
  if (key == QLatin1String("twentyDamage")) return tr("20 or more damage in one turn");
  if (key == QLatin1String("threePiles")) return tr("a third Unstable pile");
  if (key == QLatin1String("allUnstables")) return tr("every Unstable card revealed");
  if (key == QLatin1String("noRally")) return tr("ten cards turned without a Rally");
  if (key == QLatin1String("finalBell"))
    return tr("more damage taken over the fight when the final bell rang");
  return key;
}

}  // namespace gm::app::knockdown
