// Engines of Vengeance's texts: its actions and events (message keys "engines.*") and its match.
// Card names come from the engine's arguments, the names the card file prints on each end: they
// are shown in the app's language through the card library (EventText::cardTitle).
#include "engines_ui.h"

namespace gm::app::engines {
std::unique_ptr<GameUi> makeGameUi() {
  return std::make_unique<EnginesUi>();
}

QString EnginesUi::summary() const {
  return QCoreApplication::translate(
      "gm::app::GameCatalog",
      "A vigilante hunts the city's crooks while a detective gathers the evidence. Cards turn a "
      "quarter every turn until they are spent; time your plays, use each card's action while it "
      "lasts and fill your pile with four first. Three Acts, roles swapping after each.");
}

// The new-game dialog's words for the match options (EnginesGame::options()).
QString EnginesUi::optionText(const QString& key) const {
  if (key == QLatin1String("engines.option.acts"))
    return QCoreApplication::translate("NewGameDialog", "Acts");
  if (key == QLatin1String("engines.option.acts.three"))
    return QCoreApplication::translate("NewGameDialog", "Best of three Acts (roles swap each Act)");
  if (key == QLatin1String("engines.option.acts.one"))
    return QCoreApplication::translate("NewGameDialog", "A single Act");
  if (key == QLatin1String("engines.option.setups"))
    return QCoreApplication::translate("NewGameDialog",
                                       "Designer's optional setups for Act 2 and Act 3");
  if (key == QLatin1String("engines.option.vigilante"))
    return QCoreApplication::translate("NewGameDialog", "Vigilante");
  if (key == QLatin1String("engines.option.vigilante.seat"))
    return QCoreApplication::translate("NewGameDialog", "%1 is the Vigilante in Act 1");
  return {};
}

std::optional<QString> EnginesUi::event(const rules::GameEvent& e, bool hidden, EventText::Context&,
                                        const EventText& names) const {
  // A hidden card's event gets the generic sentence.
  if (hidden) return std::nullopt;
  // The match layer's events may come under the game's prefix or a generic one.
  if (e.kind == "act_over" || e.kind == "act_start" || e.kind == "match_over")
    if (std::optional<QString> text = matchEvent(e, names)) return text;
  if (e.messageKey.rfind("engines.event.", 0) == 0) return actEvent(e, names);
  return std::nullopt;
}

// Why a card can't be used now (message keys "engines.why.*", rules/engines/engines_reasons.cpp).
std::optional<QString> EnginesUi::reason(const rules::Unavailable& why,
                                         const EventText& names) const {
  const std::string& k = why.messageKey;
  const std::string first = why.args.empty() ? std::string() : why.args.front();
  if (k == "engines.why.answerFirst") return tr("Answer the question first.");
  if (k == "engines.why.waitForAnswer") return tr("%1 is choosing.").arg(names.seatArg(first));
  if (k == "engines.why.alreadyPlayed") return tr("You already played a card this turn.");
  if (k == "engines.why.exhausted") return tr("Exhausted: it leaves play at the end of the turn.");
  if (k == "engines.why.playFirst") return tr("Play a card from your hand first.");
  if (k == "engines.why.used") return tr("Its action was used this turn.");
  if (k == "engines.why.rivalUsed") return tr("You already used it this turn.");
  if (k == "engines.why.cannotPay")
    return tr("You can't pay its cost: it needs %n card(s).", "",
              QString::fromStdString(first).toInt());
  if (k == "engines.why.noTarget") return tr("Its action has no legal target now.");
  return std::nullopt;
}

// Before ending a turn (message key "engines.caution.*", rules/engines/engines_reasons.cpp).
std::optional<QString> EnginesUi::caution(const rules::Caution& caution,
                                          const EventText& names) const {
  if (caution.messageKey != "engines.caution.scoringUnused") return std::nullopt;
  const int cards = messageArg(caution.args, 1).toInt();
  if (cards <= 1)
    return tr("%1 could still score this turn: ending the turn leaves its action unused.")
        .arg(names.cardTitle(messageArg(caution.args, 0)));
  // One more card is said in words.
  if (cards == 2)
    return tr("%1 and one more card could still score this turn: ending the turn leaves their "
              "actions unused.")
        .arg(names.cardTitle(messageArg(caution.args, 0)));
  return tr("%1 and %2 more cards could still score this turn: ending the turn leaves their "
            "actions unused.")
      .arg(names.cardTitle(messageArg(caution.args, 0)))
      .arg(cards - 1);
}

QString EnginesUi::roleName(const QString& key) {
  if (key == QLatin1String("vigilante")) return tr("Vigilante");
  if (key == QLatin1String("detective")) return tr("Detective");
  return key;
}

QString EnginesUi::pileName(const QString& key) {
  if (key == QLatin1String("bodycount")) return tr("the Bodycount");
  if (key == QLatin1String("evidence")) return tr("Evidence");
  if (key == QLatin1String("discard")) return tr("the Discard");
  return key;
}

std::optional<QString> EnginesUi::action(const rules::ActionView& view,
                                         const EventText& names) const {
  if (view.messageKey.rfind("engines.", 0) != 0) return std::nullopt;
  const std::string& k = view.messageKey;
  const QString card = names.cardTitle(messageArg(view.args, 0));
  const QString other = names.cardTitle(messageArg(view.args, 1));
  if (k == "engines.play") return tr("Play %1").arg(card);
  if (k == "engines.use")
    return other.isEmpty() ? tr("Use %1").arg(card) : tr("Use %1 on %2").arg(card, other);
  if (k == "engines.rival")
    return other.isEmpty() ? tr("Use %1 against its holder").arg(card)
                           : tr("Use %1 against its holder, on %2").arg(card, other);
  if (k == "engines.end_turn") return tr("End turn");
  if (k == "engines.choose_end") return tr("Reset %1 with %2 up").arg(card, other);
  if (k == "engines.pick.pay_cost") return tr("Discard %1 to pay").arg(card);
  if (k == "engines.pick.exhaust_bonus") return tr("Score %1").arg(card);
  if (k == "engines.pick.exchange") return tr("Give %1 away").arg(card);
  return std::nullopt;
}

std::optional<QString> EnginesUi::actEvent(const rules::GameEvent& e, const EventText& names) {
  const std::string& k = e.kind;
  const QString who = names.seatName(e.seat);
  const QString card = names.cardTitle(messageArg(e.args, 0));
  if (k == "play") return tr("%1 plays %2.").arg(who, card);
  if (k == "draw") return tr("%1 draws %2.").arg(who, card.isEmpty() ? tr("a card") : card);
  if (k == "shuffle")
    return tr("%1 shuffles the Discard (%n card(s)) into the deck.", nullptr, e.amount).arg(who);
  if (k == "use") {
    const QString target = names.cardTitle(messageArg(e.args, 1));
    if (messageArg(e.args, 2) == QLatin1String("rival"))
      return target.isEmpty() ? tr("%1 uses %2 against its holder.").arg(who, card)
                              : tr("%1 uses %2 against its holder, on %3.").arg(who, card, target);
    return target.isEmpty() ? tr("%1 uses %2.").arg(who, card)
                            : tr("%1 uses %2 on %3.").arg(who, card, target);
  }
  if (k == "rotate") return tr("%1 turns to %2°.").arg(card).arg(e.amount);
  if (k == "unrotate") return tr("%1 turns back to %2°.").arg(card).arg(e.amount);
  if (k == "reset") return tr("%1 is reset to its starting position.").arg(card);
  if (k == "flip") return tr("%1 turns into %2.").arg(card, names.cardTitle(messageArg(e.args, 1)));
  if (k == "exhaust") {
    const QString pile = messageArg(e.args, 1);
    if (pile == QLatin1String("discard"))
      return tr("%1 is exhausted and goes to the Discard.").arg(card);
    // The pile's owner, not the card's: a Vigilante's card may end in the Detective's Evidence.
    const QString owner = e.args.size() > 2 ? names.seatArg(e.args[2]) : who;
    return tr("%1 is exhausted and goes to %2 of %3.").arg(card, pileName(pile), owner);
  }
  if (k == "give") return tr("%1 gives %2 to the other player.").arg(who, card);
  if (k == "take") return tr("%1 takes %2.").arg(who, card);
  if (k == "discard") return tr("%1 discards %2.").arg(who, card);
  if (k == "score")
    return tr("%1 goes to %2 of %3 (%4 of 4).")
        .arg(card, pileName(messageArg(e.args, 1)), who)
        .arg(e.amount);
  if (k == "turn")
    return tr("Turn %1: %2 (%3) to play.").arg(e.amount).arg(who, roleName(messageArg(e.args, 0)));
  if (k == "act_end") {
    const QString reason = messageArg(e.args, 0);
    if (reason == QLatin1String("bodycount"))
      return tr("%1 has four in the Bodycount and wins the Act.").arg(who);
    if (reason == QLatin1String("evidence"))
      return tr("%1 has four in Evidence and wins the Act.").arg(who);
    if (reason == QLatin1String("cooperative"))
      return tr("Both reach their goal in the same round: the cop-buddy ending!");
    if (reason == QLatin1String("trailCold"))
      return e.seat >= 0 ? tr("The trail goes cold: %1 has the fuller scoring pile.").arg(who)
                         : tr("The trail goes cold with both scoring piles equal.");
    if (reason == QLatin1String("draw")) return tr("The Act ends in a draw.");
  }
  return std::nullopt;
}

std::optional<QString> EnginesUi::matchEvent(const rules::GameEvent& e, const EventText& names) {
  const std::string& k = e.kind;
  const QString who = names.seatName(e.seat);
  if (k == "act_over") {
    const QString how = messageArg(e.args, 1);
    if (how == QLatin1String("shared")) return tr("Act %1 is won by both players.").arg(e.amount);
    if (how == QLatin1String("draw") || e.seat < 0) return tr("Act %1 is a draw.").arg(e.amount);
    return tr("%1 wins Act %2.").arg(who).arg(e.amount);
  }
  if (k == "act_start")
    return tr("Act %1 begins: the roles swap, %2 is now the Vigilante.").arg(e.amount).arg(who);
  if (k == "match_over") {
    const QString how = messageArg(e.args, 0);
    const QString score = messageArg(e.args, 1);
    if (how == QLatin1String("shared")) return tr("Both players win the match together!");
    if (how == QLatin1String("draw") || e.seat < 0)
      return tr("The match is a draw (%1).").arg(score);
    return tr("%1 wins the match %2.").arg(who, score);
  }
  return std::nullopt;
}

}  // namespace gm::app::engines
