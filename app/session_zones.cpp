// The session's zone models: what each card of a zone of the shown view says to the table (its
// face, counters, the action that plays it, why it cannot be played, the uid a seat's action
// gives a face-down card), filled from the seat's view (session.h).
#include <QJSEngine>
#include <algorithm>

#include "core/seat_view.h"
#include "session.h"

namespace gm::app {

std::vector<ZoneCard> Session::zoneCards(const QString& zoneName) const {
  std::vector<ZoneCard> cards;
  const rules::SeatZone* zone = shown().zone(zoneName.toStdString());
  if (!zone) return cards;
  const bool ownHand = zone->owner == m_viewSeat && zone->owner >= 0;
  const bool choosing = ownHand && canChoose(m_viewSeat);
  const auto& options =
      roundIncludes(m_viewSeat) ? m_round.options[m_viewSeat] : std::vector<rules::ActionView>{};
  // Whether card `uid` lies in this zone with face `face`.
  const auto alike = [zone](int uid, const std::string& face) {
    return std::any_of(zone->cards.begin(), zone->cards.end(), [&](const rules::SeatCard& other) {
      return other.uid == uid && other.face == face && !face.empty();
    });
  };
  const std::vector<int> aimed = aimedHiddenCards(*zone, options);
  for (std::size_t i = 0; i < zone->cards.size(); ++i) {
    const rules::SeatCard& card = zone->cards[i];
    ZoneCard c;
    c.back = QString::fromStdString(card.back);
    c.hidden = card.uid < 0;
    if (c.hidden && i < aimed.size()) c.aimUid = aimed[i];
    if (!c.hidden) {
      c.uid = card.uid;
      c.face = QString::fromStdString(card.face);
      c.faceUp = card.faceUp;
      c.end = card.end;
      c.rotation = card.rotation;
      for (const auto& [key, value] : card.counters)
        c.counters.insert(QString::fromStdString(key), value);
      for (const std::string& m : card.marks) c.marks << QString::fromStdString(m);
      c.attachedTo = card.attachedTo;
      const CardInfo info = m_cards.info(c.face);
      c.name = info.name;
      c.text = info.text;
      c.speed = info.speed;
      c.damage = info.damage;
      if (ownHand) {
        // The action naming this card; else, for a game whose actions name one card of a kind
        // (any of the alike cards would do), the first naming a card of the zone with this face.
        int alikeAction = -1;
        for (const rules::ActionView& a : options) {
          if (a.cards.size() != 1) continue;
          if (a.cards.front() == c.uid)
            c.actionId = a.id;
          else if (alikeAction < 0 && alike(a.cards.front(), card.face))
            alikeAction = a.id;
        }
        if (c.actionId < 0) c.actionId = alikeAction;
      }
      c.legal = choosing && c.actionId >= 0;
      for (const ActionReason& r : m_reasons)
        if (r.card == c.uid && !c.reason.contains(r.text))
          c.reason += (c.reason.isEmpty() ? QString() : QStringLiteral("\n")) + r.text;
    }
    cards.push_back(std::move(c));
  }
  return cards;
}

std::vector<int> Session::aimedHiddenCards(const rules::SeatZone& zone,
                                           const std::vector<rules::ActionView>& options) const {
  // Only while the seat may act on the view being shown (not a step of an action played back).
  if (!m_state || m_stepView || !canChoose(m_viewSeat)) return {};
  std::vector<int> targets;
  for (const rules::ActionView& a : options)
    if (a.cards.size() > 1) targets.insert(targets.end(), a.cards.begin() + 1, a.cards.end());
  if (targets.empty()) return {};
  // The truth's order of the zone: the seat's view lists a zone's cards as they lie (the cards it
  // can identify must sit at the same places, or the zone's order is not the seat's to know).
  for (const rules::ZoneSnapshot& truth : m_state->zones()) {
    if (truth.name != zone.id) continue;
    if (truth.cards.size() != zone.cards.size()) return {};
    std::vector<int> out(zone.cards.size(), -1);
    for (std::size_t i = 0; i < zone.cards.size(); ++i) {
      const int uid = zone.cards[i].uid;
      if (uid >= 0 && uid != truth.cards[i]) return {};
      if (uid < 0 && std::find(targets.begin(), targets.end(), truth.cards[i]) != targets.end())
        out[i] = truth.cards[i];
    }
    return out;
  }
  return {};
}

void Session::fillZone(ZoneModel& model) const {
  const rules::SeatZone* zone = shown().zone(model.zoneName().toStdString());
  if (zone)
    model.setZoneInfo(zone->owner, QString::fromLatin1(rules::visibilityName(zone->visibility)),
                      QString::fromLatin1(rules::layoutName(zone->layout)), zone->capacity);
  model.setCards(zoneCards(model.zoneName()));
}

ZoneModel* Session::zone(const QString& name) {
  auto it = m_zones.find(name);
  if (it == m_zones.end()) {
    auto* model = new ZoneModel(name, this);
    // Owned by the session: QML must not collect it when its JavaScript reference goes away.
    QJSEngine::setObjectOwnership(model, QJSEngine::CppOwnership);
    it = m_zones.emplace(name, model).first;
    fillZone(*model);
  }
  return it->second;
}

}  // namespace gm::app
