// Artbot's texts (message keys "artbot.*"). Seat arguments are 0-based seat indexes here (the
// contract in notes/artbot.md); card names come from the card library by face, or from the
// engine's arguments where it gives them.
#include "artbot_ui.h"

#include <QTimer>

#include "artbot_collections.h"
#include "session.h"

namespace gm::app::artbot {
namespace {
QString powerName(const QString& key) {
  if (key == QLatin1String("physical")) return ArtbotUi::tr("Physical Damage");
  if (key == QLatin1String("psychological")) return ArtbotUi::tr("Psychological Damage");
  if (key == QLatin1String("spiritual")) return ArtbotUi::tr("Spiritual Damage");
  if (key == QLatin1String("holistic")) return ArtbotUi::tr("Holistic Damage");
  if (key == QLatin1String("healing")) return ArtbotUi::tr("Healing");
  if (key == QLatin1String("stealing")) return ArtbotUi::tr("Stealing");
  if (key == QLatin1String("glitch")) return ArtbotUi::tr("Glitch");
  return key;
}

QString ordinal(int place) {
  switch (place) {
    case 1:
      return ArtbotUi::tr("1st");
    case 2:
      return ArtbotUi::tr("2nd");
    case 3:
      return ArtbotUi::tr("3rd");
    default:
      return ArtbotUi::tr("%1th").arg(place);
  }
}
}  // namespace

std::unique_ptr<GameUi> makeGameUi() {
  return std::make_unique<ArtbotUi>();
}

QString ArtbotUi::summary() const {
  return QCoreApplication::translate(
      "gm::app::GameCatalog",
      "Two to four art robots duel with decks built from their own collections. Hits make you "
      "turn over your cards, and rare ones soak up the blow; heal, glitch every hand at the "
      "table, and steal the cards you like: whatever you steal is yours for good.");
}

// Why the cards of the Active Deck can't be played now (message keys "artbot.why.*",
// rules/artbot/artbot_reasons.cpp).
std::optional<QString> ArtbotUi::reason(const rules::Unavailable& why,
                                        const EventText& names) const {
  const std::string& k = why.messageKey;
  const std::string first = why.args.empty() ? std::string() : why.args.front();
  if (k == "artbot.why.chooseTarget") return tr("Choose the target of the card you played first.");
  if (k == "artbot.why.finishPicks") return tr("Finish choosing the cards of your power first.");
  if (k == "artbot.why.waitForPicks")
    return tr("%1 is choosing cards for your power.").arg(names.seatArg(first));
  return std::nullopt;
}

void ArtbotUi::attach(Session& session) const {
  // The collections are read once the app has started (a file of a few kilobytes), so a file
  // that had to be set aside is said at once; from then on they follow the session themselves.
  Session* s = &session;
  QTimer::singleShot(0, s, [s] { ArtbotCollections::forSession(s)->reportProblemAtStart(); });
  QObject::connect(s, &Session::gameFinished, s, [s] {
    if (s->gameId() == QLatin1String("artbot")) ArtbotCollections::forSession(s);
  });
}

QString ArtbotUi::prompt(const QVariantMap& observation, const EventText&) const {
  const QString phase = observation.value(QStringLiteral("phase")).toString();
  const QVariantMap pending = observation.value(QStringLiteral("pending")).toMap();
  const int remaining = pending.value(QStringLiteral("remaining"), 1).toInt();
  // A turn has two steps, and the first (our ruling 3, assets/rules/artbot.md) surprises a new
  // player: say why a card goes back before one is played.
  if (phase == QLatin1String("return"))
    return tr(
        "First step of your turn: return one card of your Active Deck to the bottom of your "
        "Inactive Deck, face down (nobody else learns which); then you play one of the "
        "others. Drag it onto your Inactive Deck, or click it.");
  if (phase == QLatin1String("play"))
    return tr("Play a card: drag it onto the middle of the table, or click it.");
  if (phase == QLatin1String("target")) return tr("Choose a target: click an opponent.");
  if (phase == QLatin1String("discard"))
    return tr("Choose %n card(s) to discard: click the revealed cards.", nullptr, remaining);
  if (phase == QLatin1String("recover"))
    return tr("Choose %n card(s) to bring back from your Discard.", nullptr, remaining);
  if (phase == QLatin1String("heal"))
    return tr("Choose %n card(s) to heal from your Discard.", nullptr, remaining);
  return {};
}

std::optional<QString> ArtbotUi::action(const rules::ActionView& view,
                                        const EventText& names) const {
  if (view.messageKey.rfind("artbot.", 0) != 0) return std::nullopt;
  const std::string& k = view.messageKey;
  const QString card = messageArg(view.args, 0);
  if (k == "artbot.return") return tr("Return %1").arg(card);
  if (k == "artbot.play") return tr("Play %1").arg(card);
  if (k == "artbot.target") {
    bool ok = false;
    const int seat = messageArg(view.args, 0).toInt(&ok);
    const QString who = ok ? names.seatName(seat) : messageArg(view.args, 0);
    const QString what = messageArg(view.args, 1);
    if (what == QLatin1String("steal")) return tr("Steal from %1").arg(who);
    if (what == QLatin1String("glitch")) return tr("Give %1 only two").arg(who);
    return tr("Attack %1").arg(who);
  }
  if (k == "artbot.discard") return tr("Discard %1").arg(card);
  if (k == "artbot.recover") return tr("Bring back %1").arg(card);
  if (k == "artbot.heal") return tr("Heal with %1").arg(card);
  return std::nullopt;
}

std::optional<QString> ArtbotUi::event(const rules::GameEvent& e, bool hidden, EventText::Context&,
                                       const EventText& names) const {
  if (e.messageKey.rfind("artbot.event.", 0) != 0) return std::nullopt;
  const std::string& k = e.kind;
  const QString who = names.seatName(e.seat);
  const QString card =
      hidden || e.face.empty() ? tr("a card") : names.faceName(QString::fromStdString(e.face));
  if (k == "turn") return tr("Turn %1: %2 to play.").arg(e.amount).arg(who);
  if (k == "return") return tr("%1 returns %2 to the bottom of the Inactive Deck.").arg(who, card);
  if (k == "no_return")
    return tr("%1 holds a single Active card: nothing to return, it is played.").arg(who);
  if (k == "play") {
    // The card's face in the table's language; the engine's English name only where the event
    // names no face.
    const QString name = e.face.empty() && !e.args.empty() ? messageArg(e.args, 0) : card;
    const int points = messageArg(e.args, 2).toInt();
    const QString power = powerName(messageArg(e.args, 1));
    return points > 0 ? tr("%1 plays %2 (%3 %4).").arg(who, name, power).arg(points)
                      : tr("%1 plays %2 (%3).").arg(who, name, power);
  }
  if (k == "target") {
    if (e.amount < 0) return tr("%1 finds nobody with a card to steal.").arg(who);
    const QString victim = names.seatName(e.amount);
    const QString what = messageArg(e.args, 0);
    if (what == QLatin1String("steal")) return tr("%1 steals from %2.").arg(who, victim);
    if (what == QLatin1String("glitch"))
      return tr("%1 chooses %2 to get only two cards.").arg(who, victim);
    return tr("%1 attacks %2.").arg(who, victim);
  }
  if (k == "reveal") return tr("%1 reveals %2 (%3 Rarity Points).").arg(who, card).arg(e.amount);
  if (k == "damage") {
    const QString sum =
        tr("%1 − %2 = %3")
            .arg(messageArg(e.args, 0), messageArg(e.args, 1))
            .arg(e.args.size() > 2 ? messageArg(e.args, 2) : QString::number(e.amount));
    if (e.amount < 0) return tr("%1's revealed cards outweigh the attack: %2.").arg(who, sum);
    return tr("Damage to %1: %2.").arg(who, sum);
  }
  if (k == "discard") return tr("%1 discards %2.").arg(who, card);
  if (k == "bottom") return tr("%1 puts %2 under the Inactive Deck.").arg(who, card);
  if (k == "recover") return tr("%1 brings %2 back from the Discard.").arg(who, card);
  if (k == "heal") return tr("%1 heals: %2 comes back from the Discard.").arg(who, card);
  if (k == "steal") return tr("%1 steals %2 from %3.").arg(who, card, names.seatName(e.amount));
  if (k == "final_steal")
    return tr("%1 takes %2 from %3 for keeps.").arg(who, card, names.seatName(e.amount));
  if (k == "glitch_keeps")
    return tr("Every card the Glitch dealt now belongs to the player who received it, for keeps.");
  if (k == "glitch_keep") {
    // Only the new owner may know which card it was dealt; the others learn nothing here.
    if (hidden) return QString();
    bool ok = false;
    const int former = messageArg(e.args, 1).toInt(&ok);
    return tr("%1 keeps %2 for good: the Glitch dealt it from %3's cards.")
        .arg(who, card, ok ? names.seatName(former) : messageArg(e.args, 1));
  }
  if (k == "glitch_shuffle")
    return tr("Glitch! %1 shuffles every Active Deck together (%n card(s)) and deals them out.",
              nullptr, e.amount)
        .arg(who);
  // Each card gathered, dealt, drawn or put back after its turn, and each change of HP that
  // follows a logged move: shown on the table, not logged.
  if (k == "glitch_gather" || k == "glitch_deal" || k == "draw" || k == "end" || k == "hp")
    return QString();
  if (k == "out") return tr("%1 is out in %2 place.").arg(who, ordinal(e.amount));
  if (k == "game_over") {
    if (e.seat < 0) return tr("The turn limit is reached: the game ends in a draw.");
    if (messageArg(e.args, 0) == QLatin1String("turn_cap"))
      return tr("The turn limit is reached: %1 has the most HP and wins!").arg(who);
    return tr("%1 wins the game!").arg(who);
  }
  // Artbot words its hidden events itself: the engine's text names no hidden card.
  return QString::fromStdString(e.text);
}

}  // namespace gm::app::artbot
