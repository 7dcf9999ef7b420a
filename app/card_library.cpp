#include "card_library.h"

#include "games/builtin_games.h"
#include "knockdown/knockdown_cards.h"
#include "logging.h"

namespace gm::app {

CardLibrary::CardLibrary(const QString& gameId) {
  if (gameId == QLatin1String("knockdown")) loadKnockdown();
}

CardInfo CardLibrary::info(const QString& face) const {
  const auto it = m_cards.constFind(face);
  if (it != m_cards.constEnd()) return *it;
  return {face, {}, {}, -1};
}

void CardLibrary::loadKnockdown() {
  namespace kd = rules::knockdown;
  // The shipped card file was validated when the registry was built; a failure here is a defect.
  auto set = kd::parseCardSet(rules::builtinCardJson("knockdown"), "assets/cards/knockdown.json");
  if (!set) {
    qCWarning(lcSession) << "card data unreadable:" << set.error().c_str();
    return;
  }
  for (const kd::ActionCard& card : set->actions) {
    CardInfo info;
    info.name = QString::fromStdString(card.name);
    info.text = QString::fromStdString(card.text);
    info.speed = card.isInstant() ? tr("INSTANT") : QString::number(card.speed);
    info.damage = card.damage;
    m_cards.insert(QString::fromStdString(card.id), info);
  }
  m_cards.insert(QStringLiteral("rally"),
                 {tr("Rally"), tr("Ends a knockdown: you are back on your feet."), {}, -1});
  m_cards.insert(QStringLiteral("unstable"),
                 {tr("Unstable"), tr("Starts a new Unstable pile and knocks you down."), {}, -1});
  m_cards.insert(QStringLiteral("stable"), {tr("Stable"), tr("Absorbs the hit."), {}, -1});
}

}  // namespace gm::app
