// Personal Vendetta's texts. Seat arguments of the engine's messages are 1-based ("2" is the
// second seat); an event's `seat` and a target's `amount` are 0-based. Card names come from the
// card library by face, so an event the reader may not see names no card.
#include "vendetta_ui.h"

namespace gm::app::vendetta {

std::unique_ptr<GameUi> makeGameUi() {
  return std::make_unique<VendettaUi>();
}

QString VendettaUi::summary() const {
  return QCoreApplication::translate(
      "gm::app::GameCatalog",
      "Two to four clones of one person, and only one life to go round. Take cards from the "
      "shared headspace, pay for them with your own body and mind, cut into every move with "
      "reactions, and be the last clone still standing.");
}

QString VendettaUi::optionText(const QString& key) const {
  if (key == QLatin1String("vendetta.option.sets"))
    return QCoreApplication::translate("NewGameDialog", "Cards");
  if (key == QLatin1String("vendetta.option.sets.a"))
    return QCoreApplication::translate("NewGameDialog", "Set A (16 cards)");
  if (key == QLatin1String("vendetta.option.sets.b"))
    return QCoreApplication::translate("NewGameDialog", "Set B (16 cards)");
  if (key == QLatin1String("vendetta.option.sets.both"))
    return QCoreApplication::translate("NewGameDialog", "Both sets (32 cards)");
  return {};
}

QVariantMap VendettaUi::logTones() const {
  const QString danger = QStringLiteral("danger"), good = QStringLiteral("good"),
                quiet = QStringLiteral("quiet");
  return {{QStringLiteral("inflict"), danger},
          {QStringLiteral("leech"), danger},
          {QStringLiteral("death"), danger},
          {QStringLiteral("negate"), danger},
          {QStringLiteral("gain"), good},
          {QStringLiteral("shield"), good},
          {QStringLiteral("phase"), quiet},
          {QStringLiteral("spend"), quiet},
          {QStringLiteral("forget"), quiet},
          {QStringLiteral("refill"), quiet},
          {QStringLiteral("pass"), quiet},
          {QStringLiteral("wasted"), quiet},
          {QStringLiteral("game_over"), QStringLiteral("result")}};
}

QString VendettaUi::resourceName(const QString& key) {
  if (key == QLatin1String("corpus")) return tr("corpus");
  if (key == QLatin1String("cerebrium")) return tr("cerebrium");
  if (key == QLatin1String("tick")) return tr("ticks");
  if (key == QLatin1String("card")) return tr("cards");
  if (key == QLatin1String("state")) return tr("states");
  if (key == QLatin1String("forgotten")) return tr("forgotten cards");
  return key;
}

QString VendettaUi::amountOf(const QString& key, int n) {
  if (key == QLatin1String("corpus")) return tr("%n corpus", "", n);
  if (key == QLatin1String("cerebrium")) return tr("%n cerebrium", "", n);
  if (key == QLatin1String("tick")) return tr("%n tick(s)", "", n);
  if (key == QLatin1String("card")) return tr("%n card(s)", "", n);
  if (key == QLatin1String("state")) return tr("%n state(s)", "", n);
  if (key == QLatin1String("forgotten")) return tr("%n forgotten card(s)", "", n);
  return QStringLiteral("%1 %2").arg(n).arg(key);
}

QString VendettaUi::turnText(int turn, int limit) const {
  return limit > 0 ? tr("Turn %1 of %2").arg(turn).arg(limit) : tr("Turn %1").arg(turn);
}

std::optional<QString> VendettaUi::action(const rules::ActionView& view,
                                          const EventText& names) const {
  if (view.messageKey.rfind("vendetta.", 0) != 0) return std::nullopt;
  const std::string& k = view.kind;
  // The engine names the card as its file prints it; the table shows it in the app's language.
  const QString card = names.cardTitle(messageArg(view.args, 0));
  if (k == "take") return tr("Take %1").arg(card);
  if (k == "play") return tr("Play %1").arg(card);
  if (k == "activate") return tr("Activate %1").arg(card);
  if (k == "react") return tr("React with %1").arg(card);
  if (k == "pass") return tr("Let it resolve");
  // The number is the choice bar's (the text is shared by every X of the card), and the card is
  // on the table: short, for a button beside a number.
  if (k == "x") return tr("Pay X %1").arg(resourceName(messageArg(view.args, 2)));
  // Offered on the clone's panel too; the card is on the table.
  if (k == "target")
    return tr("Choose %1").arg(names.seatArg(view.args.empty() ? "" : view.args[0]));
  if (k == "pay_card") return tr("Discard %1 to pay").arg(card);
  if (k == "pay_state") return tr("Discard %1 from play to pay").arg(card);
  if (k == "pay_forgotten") return tr("Put %1 under the head to pay").arg(card);
  if (k == "push") return tr("Push %1 under the head").arg(card);
  if (k == "recall") return tr("Take %1 back into hand").arg(card);
  if (k == "discard_state") return tr("Discard %1 from play").arg(card);
  if (k == "effect_discard") return tr("Discard %1").arg(card);
  if (k == "discard") return tr("Discard %1 (hand size)").arg(card);
  if (k == "order") return tr("Resolve %1 next").arg(card);
  return std::nullopt;
}

std::optional<QString> VendettaUi::caution(const rules::Caution& caution,
                                           const EventText& names) const {
  const std::string& k = caution.messageKey;
  if (k == "vendetta.caution.paysLast")
    return tr("This takes your last %1 (you have %2): your clone dies.")
        .arg(resourceName(messageArg(caution.args, 1)), messageArg(caution.args, 2));
  if (k == "vendetta.caution.noEffect")
    return tr("%1 does not react to this action: you pay for it and it does nothing.")
        .arg(names.cardTitle(messageArg(caution.args, 0)));
  return std::nullopt;
}

std::optional<QString> VendettaUi::reason(const rules::Unavailable& why,
                                          const EventText& names) const {
  const std::string& k = why.messageKey;
  const std::string first = why.args.empty() ? std::string() : why.args.front();
  if (k == "vendetta.why.notYourTurn") return tr("It is %1's turn.").arg(names.seatArg(first));
  if (k == "vendetta.why.noTick") return tr("Not enough ticks left this turn.");
  if (k == "vendetta.why.notEnoughCorpus") return tr("Not enough corpus to pay for it.");
  if (k == "vendetta.why.notEnoughCerebrium") return tr("Not enough cerebrium to pay for it.");
  if (k == "vendetta.why.notEnoughCards")
    return tr("Not enough other cards in your hand to discard for it.");
  if (k == "vendetta.why.notEnoughStates")
    return tr("Not enough of your states in play to discard for it.");
  if (k == "vendetta.why.notEnoughForgotten")
    return tr("Not enough cards in your forgotten pile to pay for it.");
  if (k == "vendetta.why.reactionOnlyInWindow")
    return tr("A reaction is played only while an action waits to resolve.");
  if (k == "vendetta.why.notInWindow")
    return tr("Wait for your turn to react: %1 may react now.").arg(names.seatArg(first));
  if (k == "vendetta.why.noTicksOffTurn")
    return tr("It costs ticks, and you have ticks only on your own turn.");
  if (k == "vendetta.why.mustPlayOrActivate")
    return tr("Under invasive interrogation you must play or activate while you can.");
  if (k == "vendetta.why.waitFor") return tr("%1 is choosing.").arg(names.seatArg(first));
  if (k == "vendetta.why.finishChoice") return tr("Finish the choice in progress first.");
  return std::nullopt;
}

std::optional<QString> VendettaUi::event(const rules::GameEvent& e, bool hidden,
                                         EventText::Context&, const EventText& names) const {
  if (e.messageKey.rfind("vendetta.event.", 0) != 0) return std::nullopt;
  const std::string& k = e.kind;
  const QString who = names.seatName(e.seat);
  const QString card =
      hidden || e.face.empty() ? tr("a card") : names.faceName(QString::fromStdString(e.face));
  if (k == "turn") return tr("Turn %1: %2 to play.").arg(e.amount).arg(who);
  if (k == "phase") {
    const QString phase = messageArg(e.args, 0);
    if (phase == QLatin1String("beginning")) return tr("%1's turn begins.").arg(who);
    if (phase == QLatin1String("main")) return tr("%1's main phase.").arg(who);
    return tr("%1's turn ends.").arg(who);
  }
  if (k == "ticks") return tr("%1 gains %n tick(s).", nullptr, e.amount).arg(who);
  if (k == "spend") return tr("%1 spends %n tick(s).", nullptr, e.amount).arg(who);
  if (k == "lose_ticks") return tr("%1 loses %n tick(s).", nullptr, e.amount).arg(who);
  if (k == "trigger") return tr("%1's %2 triggers.").arg(who, card);
  if (k == "choose_x") return tr("%1 chooses X = %2 for %3.").arg(who).arg(e.amount).arg(card);
  if (k == "target") return tr("%1 chooses %2 for %3.").arg(who, names.seatName(e.amount), card);
  if (k == "react") return tr("%1 reacts with %2.").arg(who, card);
  if (k == "wasted") return tr("%1 does nothing: it does not react to this action.").arg(card);
  if (k == "negate") return tr("%1 is negated: it does not resolve.").arg(card);
  if (k == "interrogate")
    return tr("%1 is under invasive interrogation: on their next turn they must play or activate "
              "whenever they can.")
        .arg(who);
  if (k == "rebuild")
    return tr("The head is empty: every forgotten pile is shuffled into a new head (%n card(s)).",
              nullptr, e.amount);
  if (k == "refill")
    return tr("Headspace is empty: %n card(s) flipped into it from the head.", nullptr, e.amount);
  // Each card of a refill: shown on the table, the refill is logged once.
  if (k == "flip") return QString();
  if (k == "death") return tr("%1 dies; their cards are set aside.").arg(who);
  if (k == "game_over") {
    const QString why = messageArg(e.args, 0);
    if (why == QLatin1String("draw"))
      return tr("The last clones die at the same moment: the game is a draw.");
    if (why == QLatin1String("turn_limit"))
      return tr("The turn limit is reached: a draw between the clones still standing.");
    return tr("%1 is the last clone standing!").arg(who);
  }
  if (std::optional<QString> text = moveEvent(e, who, card, names)) return text;
  if (std::optional<QString> text = lifeEvent(e, who, card, names)) return text;
  return std::nullopt;
}

// A card changing place.
std::optional<QString> VendettaUi::moveEvent(const rules::GameEvent& e, const QString& who,
                                             const QString& card, const EventText&) {
  const std::string& k = e.kind;
  const QString why = messageArg(e.args, 1);
  if (k == "declare_take") return tr("%1 goes for %2 in headspace.").arg(who, card);
  if (k == "take") return tr("%1 takes %2.").arg(who, card);
  if (k == "play") return tr("%1 plays %2.").arg(who, card);
  if (k == "activate") return tr("%1 activates %2.").arg(who, card);
  if (k == "enter") return tr("%2 comes into play in front of %1.").arg(who, card);
  if (k == "forget") return tr("%2 goes to %1's forgotten pile.").arg(who, card);
  if (k == "set_aside") return tr("%1 sets %2 aside.").arg(who, card);
  if (k == "draw") return tr("%1 draws %2.").arg(who, card);
  if (k == "pop") return tr("%1 pops %2 into headspace.").arg(who, card);
  if (k == "push") return tr("%1 pushes %2 under the head.").arg(who, card);
  if (k == "recall") return tr("%1 takes %2 back from their forgotten pile.").arg(who, card);
  if (k == "bury")
    return tr("%1 puts %2 from their forgotten pile under the head to pay.").arg(who, card);
  if (k == "discard") {
    if (why == QLatin1String("cost")) return tr("%1 discards %2 to pay.").arg(who, card);
    if (why == QLatin1String("hand_size"))
      return tr("%1 discards %2 down to their hand size.").arg(who, card);
    return tr("%1 discards %2.").arg(who, card);
  }
  if (k == "discard_state") {
    if (why == QLatin1String("cost")) return tr("%1 discards %2 from play to pay.").arg(who, card);
    return tr("%1 discards %2 from play.").arg(who, card);
  }
  return std::nullopt;
}

// Corpus and cerebrium: paid, lost, drained, gained, shielded.
std::optional<QString> VendettaUi::lifeEvent(const rules::GameEvent& e, const QString& who,
                                             const QString& card, const EventText& names) {
  const std::string& k = e.kind;
  const QString key = messageArg(e.args, 0);
  const QString what = amountOf(key, e.amount);
  if (k == "pay") return tr("%1 pays %2.").arg(who, what);
  if (k == "gain") {
    if (e.amount == 0)
      return tr("%1 already has all the %2 they can hold.").arg(who, resourceName(key));
    return tr("%1 gains %2.").arg(who, what);
  }
  if (k == "lose") return tr("%1 loses %2.").arg(who, what);
  if (k == "shield") return tr("%1 shields %2 from %3.").arg(card, who, what);
  if (k == "inflict" || k == "leech") return harmEvent(e, who, names);
  return std::nullopt;
}

// Harm from a clone: the engine's args are the resource, the amount lost, the source's seat
// (1-based), and where a reduction cut it, the amount that came, the points taken off and the
// faces of the cards that took them off.
QString VendettaUi::harmEvent(const rules::GameEvent& e, const QString& who,
                              const EventText& names) {
  const QString key = messageArg(e.args, 0);
  const QString what = amountOf(key, e.amount);
  const QString by = names.seatArg(e.args.size() > 2 ? e.args[2] : std::string());
  const bool leech = e.kind == "leech";
  QString line;
  if (e.amount == 0)
    line = tr("%1 loses no %2").arg(who, resourceName(key));
  else if (leech)
    line = tr("%1 leeches %2 from %3").arg(by, what, who);
  else if (by == who)
    line = tr("%1 loses %2").arg(who, what);
  else
    line = tr("%1 inflicts %2 on %3").arg(by, what, who);
  const int came = messageArg(e.args, 3).toInt();
  const int cut = messageArg(e.args, 4).toInt();
  if (cut <= 0) return tr("%1.").arg(line);
  QStringList reducers;
  for (std::size_t i = 5; i < e.args.size(); ++i)
    reducers << names.faceName(QString::fromStdString(e.args[i]));
  //: %1: the harm ("Ann inflicts 2 corpus on Bo"), %2: what came before the reduction, %3: the
  //: points the reduction took off, %4: the cards that took them off.
  return tr("%1 (%2, reduced by %3 by %4).")
      .arg(line)
      .arg(came)
      .arg(cut)
      .arg(reducers.join(tr(" and ")));
}

}  // namespace gm::app::vendetta
