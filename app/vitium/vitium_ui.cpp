// Vitium's texts. Seat arguments of the engine's action messages are 1-based ("2" is the second
// boss); an event's `seat` is 0-based, and so are the seats in the arguments of "offer" and
// "gift". Card names come from the card library by face, so an event the reader may not see names
// no card: an underway event stays "an event" to everybody but its boss.
#include "vitium_ui.h"

namespace gm::app::vitium {

std::unique_ptr<GameUi> makeGameUi() {
  return std::make_unique<VitiumUi>();
}

QString VitiumUi::summary() const {
  return QCoreApplication::translate(
      "gm::app::GameCatalog",
      "Two to four crime bosses of the Eleven Systems. Hire pawns, buy places and devices, set "
      "schemes and jobs underway in secret, and win the favour of four great Houses: the first "
      "boss with 8 Influence in all takes the underworld.");
}

QString VitiumUi::withHouse(const QString& id) {
  // Whole phrases, preposition and all: a language may bend the name after it ("beim Samtchor").
  //: The House one has Influence with, after "Influence" ("1 Influence with House Ledgermark").
  if (id == QLatin1String("ledger")) return tr("with House Ledgermark");
  //: The House one has Influence with, after "Influence".
  if (id == QLatin1String("choir")) return tr("with the Velvet Choir");
  //: The House one has Influence with, after "Influence".
  if (id == QLatin1String("veil")) return tr("with House Ironveil");
  //: The House one has Influence with, after "Influence".
  if (id == QLatin1String("drift")) return tr("with the Driftborn");
  return id;
}

// The new-game dialog's words for the round limit (VitiumGame::options()).
QString VitiumUi::optionText(const QString& key) const {
  if (key == QLatin1String("vitium.option.rounds"))
    return QCoreApplication::translate("NewGameDialog",
                                       "Round limit (0: none, play to 8 Influence)");
  return {};
}

QVariantMap VitiumUi::logTones() const {
  const QString danger = QStringLiteral("danger"), good = QStringLiteral("good"),
                quiet = QStringLiteral("quiet");
  return {{QStringLiteral("damage"), danger},
          {QStringLiteral("death"), danger},
          {QStringLiteral("sabotaged"), danger},
          {QStringLiteral("intercept"), danger},
          {QStringLiteral("influence"), good},
          {QStringLiteral("complete"), good},
          {QStringLiteral("shuffle"), quiet},
          {QStringLiteral("draw"), quiet},
          {QStringLiteral("end_turn"), quiet},
          {QStringLiteral("cint"), quiet},
          {QStringLiteral("game_over"), QStringLiteral("result")}};
}

std::optional<QString> VitiumUi::pawnAction(const rules::ActionView& view, const QString& card,
                                            const QString& mark) {
  const std::string& k = view.kind;
  // An underway event of another boss is face down: the mark names no card then.
  const bool hidden = mark.isEmpty();
  if (k == "attack") return tr("%1 attacks %2").arg(card, mark);
  if (k == "seduce") return tr("%1 seduces %2").arg(card, mark);
  if (k == "work")
    return hidden ? tr("%1 works on an underway event").arg(card)
                  : tr("%1 works on %2").arg(card, mark);
  if (k == "sabotage")
    return hidden ? tr("%1 sabotages an underway event").arg(card)
                  : tr("%1 sabotages %2").arg(card, mark);
  return std::nullopt;
}

std::optional<QString> VitiumUi::action(const rules::ActionView& view,
                                        const EventText& names) const {
  if (view.messageKey.rfind("vitium.", 0) != 0) return std::nullopt;
  const std::string& k = view.kind;
  const QString card =
      messageArg(view.args, 0).isEmpty() ? QString() : names.faceName(messageArg(view.args, 0));
  if (k == "end_turn") return tr("End the turn");
  if (k == "pass") return tr("Pass");
  if (k == "choose") return tr("Choose %1").arg(card);
  if (k == "negotiate")
    return card.isEmpty() ? tr("Negotiate (200Ç, draw a card)")
                          : tr("Negotiate: discard %1, pay 200Ç, draw a card").arg(card);
  if (k == "purchase") return tr("Purchase %1").arg(card);
  if (k == "underway") return tr("Get %1 underway").arg(card);
  if (k == "complete") return tr("Complete %1").arg(card);
  if (k == "activate") return tr("Use %1").arg(card);
  if (k == "intercept") return tr("Intercept with %1").arg(card);
  const std::string seat = view.args.empty() ? "" : view.args[0];
  if (k == "gift") return tr("Offer Çint to %1").arg(names.seatArg(seat));
  // The amount is the choice bar's number beside the button.
  if (k == "offer") return tr("Give to %1").arg(names.seatArg(seat));
  if (k == "withdraw") return tr("Take the offer back");
  if (k == "accept") return tr("Accept");
  if (k == "refuse") return tr("Refuse");
  if (k == "allocate")
    return tr("1 Influence to %1").arg(names.seatArg(view.args.empty() ? "" : view.args[0]));
  //: %1: a House with its preposition ("with House Ironveil").
  if (k == "house") return tr("Influence %1").arg(withHouse(messageArg(view.args, 0)));
  const QString mark =
      messageArg(view.args, 1).isEmpty() ? QString() : names.faceName(messageArg(view.args, 1));
  return pawnAction(view, card, mark);
}

std::optional<QString> VitiumUi::reason(const rules::Unavailable& why,
                                        const EventText& names) const {
  const std::string& k = why.messageKey;
  if (k == "vitium.why.notYourTurn")
    return tr("It is %1's turn.").arg(names.seatArg(why.args.empty() ? "" : why.args[0]));
  if (k == "vitium.why.finishStep") return tr("Finish the maneuvering step first.");
  if (k == "vitium.why.notEnoughCint")
    return tr("It costs %1Ç: not enough Çint.").arg(messageArg(why.args, 0));
  if (k == "vitium.why.needInfluence")
    //: %2: a House with its preposition ("with House Ironveil").
    return tr("It needs %1 Influence %2.")
        .arg(messageArg(why.args, 1), withHouse(messageArg(why.args, 0)));
  if (k == "vitium.why.needProgress")
    return tr("Progress %1 of the %2 it needs.")
        .arg(messageArg(why.args, 0), messageArg(why.args, 1));
  if (k == "vitium.why.noMark") return tr("Nothing it may be used on now.");
  return std::nullopt;
}

QString VitiumUi::prompt(const QVariantMap& observation, const EventText& names) const {
  // The engine's observe() keeps the seat view's extras under "extra".
  const QVariantMap extra = observation.value(QStringLiteral("extra")).toMap();
  const QString phase = extra.value(QStringLiteral("phase")).toString();
  if (phase == QLatin1String("choose"))
    return tr("Choose a starting card for your hand: click it (the others do not see which).");
  // The same words whether or not the boss has a maneuver to use, so nobody learns who holds one.
  if (phase == QLatin1String("window"))
    return tr("Maneuvering step: use a maneuver ability of one of your cards (click it), or pass.");
  if (phase == QLatin1String("consent"))
    return tr("Another boss's pawn wants to work on your event: accept or refuse.");
  if (phase == QLatin1String("allocate")) {
    const QVariantMap alloc = extra.value(QStringLiteral("allocation")).toMap();
    const int left = alloc.value(QStringLiteral("left")).toInt();
    //: %1: a House with its preposition ("with House Ironveil").
    return tr("Your job is done: give its Influence %1 one point at a time (%n left).", nullptr,
              left)
        .arg(withHouse(alloc.value(QStringLiteral("house")).toString()));
  }
  if (phase == QLatin1String("share")) {
    const QVariantMap alloc = extra.value(QStringLiteral("allocation")).toMap();
    //: %2: a House with its preposition ("with House Ironveil").
    return tr("%1 offers you a share of a job's Influence %2: accept or refuse.")
        .arg(names.seatName(alloc.value(QStringLiteral("owner")).toInt()),
             withHouse(alloc.value(QStringLiteral("house")).toString()));
  }
  if (phase == QLatin1String("gift")) {
    const QVariantMap gift = extra.value(QStringLiteral("gift")).toMap();
    return tr("%1 offers you %2Ç: accept or refuse.")
        .arg(names.seatName(gift.value(QStringLiteral("from")).toInt()))
        .arg(gift.value(QStringLiteral("amount")).toInt());
  }
  if (phase == QLatin1String("gift_amount")) {
    const QVariantMap gift = extra.value(QStringLiteral("gift")).toMap();
    return tr("How much Çint do you offer %1? Choose the amount, or take the offer back.")
        .arg(names.seatName(gift.value(QStringLiteral("to")).toInt()));
  }
  if (phase == QLatin1String("house"))
    return tr("Your sabotage earns Influence: choose the House.");
  if (phase == QLatin1String("main"))
    return tr(
        "Your turn: drag a card from your hand to your employ to purchase it or to your "
        "underway row to get it underway; drag a pawn onto its mark; click a card for "
        "its other uses.");
  return {};
}

std::optional<QString> VitiumUi::actionLine(const rules::ActionView& action,
                                            const EventText& names) const {
  const QString card = names.faceName(messageArg(action.args, 0));
  // Work on another boss's event waits for that boss's consent: until then nothing else tells it.
  if (action.kind == "work" && action.targetSeat >= 0 && action.targetSeat != action.seat)
    return tr("%1 asks %2 to let %3 work on their event.")
        .arg(names.seatName(action.seat), names.seatName(action.targetSeat), card);
  // An accepted gift or share is told by what it takes: an accept nothing tells is consent.
  if (action.kind == "accept")
    return tr("%1 agrees to the work on their event.").arg(names.seatName(action.seat));
  if (action.kind != "allocate") return std::nullopt;
  const std::string to = action.args.empty() ? std::string() : action.args[0];
  const QString who = names.seatName(action.seat);
  if (to == std::to_string(action.seat + 1)) return tr("%1 keeps 1 Influence of the job.").arg(who);
  return tr("%1 gives 1 Influence of the job to %2.").arg(who, names.seatArg(to));
}

std::optional<QString> VitiumUi::event(const rules::GameEvent& e, bool hidden, EventText::Context&,
                                       const EventText& names) const {
  if (e.messageKey.rfind("vitium.event.", 0) != 0) return std::nullopt;
  const std::string& k = e.kind;
  const QString who = names.seatName(e.seat);
  const QString card =
      hidden || e.face.empty() ? tr("an event") : names.faceName(QString::fromStdString(e.face));
  const QString arg = messageArg(e.args, 0);
  if (k == "turn") return tr("Round %1: %2's turn.").arg(e.amount).arg(who);
  if (k == "end_turn") return tr("%1 ends the turn.").arg(who);
  if (k == "shuffle") return tr("%1 shuffles their deck.").arg(who);
  if (k == "draw")
    return hidden ? tr("%1 draws a card.").arg(who) : tr("%1 draws %2.").arg(who, card);
  if (k == "choose")
    return hidden ? tr("%1 chooses a starting card.").arg(who)
                  : tr("%1 chooses %2.").arg(who, card);
  if (k == "cint") {
    if (e.amount < 0) return tr("%1 pays %2Ç.").arg(who).arg(-e.amount);
    return tr("%1 gains %2Ç.").arg(who).arg(e.amount);
  }
  if (k == "influence")
    //: %2: a House with its preposition ("with House Ironveil").
    return tr("%1 gains %n Influence %2.", nullptr, e.amount).arg(who, withHouse(arg));
  if (k == "trigger") {
    // A sneak shows what it does, never its card (RULINGS).
    if (hidden || e.face.empty()) return tr("A sneaking card of %1's works.").arg(who);
    return tr("%1's %2 works.").arg(who, card);
  }
  if (k == "withdraw")
    return tr("%1 decides not to offer Çint to %2.").arg(who, names.seatName(arg.toInt()));
  if (k == "declare") {
    // Getting an event underway, the one declaration of a hidden card, is told by its own line.
    const std::string kind = e.args.empty() ? std::string() : e.args.front();
    if (hidden || kind == "underway") return QString();
    // The action in the words of its button, with its mark where everyone sees it.
    rules::ActionView declared;
    declared.kind = kind;
    declared.messageKey = "vitium." + kind;
    declared.args = {e.face, e.args.size() > 1 ? e.args[1] : std::string()};
    const std::optional<QString> what = action(declared, names);
    return tr("%1 declares: %2.").arg(who, what ? *what : card);
  }
  if (k == "underway") return tr("%1 gets %2 underway.").arg(who, card);
  if (k == "maneuver") return tr("%1 maneuvers with %2.").arg(who, card);
  if (k == "intercept") return tr("%1 intercepts with %2!").arg(who, card);
  if (k == "purchase") return tr("%1 purchases %2 for %3Ç.").arg(who, card).arg(e.amount);
  if (k == "complete") return tr("%1 completes %2.").arg(who, card);
  if (k == "damage") {
    if (arg == QLatin1String("psych"))
      return tr("%1 takes %2 psych damage.").arg(card).arg(e.amount);
    return tr("%1 takes %2 damage.").arg(card).arg(e.amount);
  }
  if (k == "death") return tr("%1 dies.").arg(card);
  if (k == "discard") {
    if (arg == QLatin1String("alter")) return tr("%1 leaves play with its mark.").arg(card);
    return tr("%1 discards %2 to negotiate.").arg(who, card);
  }
  if (k == "sabotage") {
    // (A sentence of its own for the face-down event, which starts it.)
    if (hidden || e.face.empty())
      return tr("An event of %1 takes %2 sabotage.").arg(who).arg(e.amount);
    return tr("%1 takes %2 sabotage.").arg(card).arg(e.amount);
  }
  if (k == "sabotaged") return tr("%1 of %2 is sabotaged away.").arg(card, who);
  if (k == "offer")
    return tr("%1 offers %2Ç to %3.").arg(who).arg(e.amount).arg(names.seatName(arg.toInt()));
  if (k == "gift")
    return tr("%1 accepts %2Ç from %3.").arg(who).arg(e.amount).arg(names.seatName(arg.toInt()));
  if (k == "refuse") {
    if (arg == QLatin1String("work")) return tr("%1 refuses the work on their event.").arg(who);
    if (arg == QLatin1String("share"))
      return tr("%1 refuses a share of %n Influence: it goes to nobody.", nullptr, e.amount)
          .arg(who);
    return tr("%1 refuses the gift.").arg(who);
  }
  if (k == "game_over") {
    if (arg == QLatin1String("round_limit"))
      return e.seat >= 0 ? tr("The last round is over: %1 has the most Influence.").arg(who)
                         : tr("The last round is over: a draw between the bosses with the most "
                              "Influence.");
    return tr("%1 reaches 8 Influence and rules the underworld!").arg(who);
  }
  return std::nullopt;
}

}  // namespace gm::app::vitium
