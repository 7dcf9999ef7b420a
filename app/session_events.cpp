// Session: events, log lines and the texts of actions and results, filtered so that nobody reads
// what they may not see.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "host/update_builder.h"
#include "session.h"

namespace gm::app {

std::vector<QVariantMap> Session::eventsFor(std::span<const rules::GameEvent> events,
                                            rules::Seat viewer) const {
  std::vector<QVariantMap> list;
  list.reserve(events.size());
  EventText::Context context;
  for (const rules::GameEvent& raw : events) {
    const bool hidden = viewer != rules::kNoSeat && !(raw.visibleTo & (1u << viewer));
    const rules::GameEvent e = raw.seenBy(viewer);
    QVariantList args;
    // Arguments may name the card, so a hidden event carries none.
    if (!hidden)
      for (const std::string& a : e.args) args.append(QString::fromStdString(a));
    const QString face = hidden ? QString() : QString::fromStdString(e.face);
    list.push_back(QVariantMap{
        {QStringLiteral("kind"), QString::fromStdString(e.kind)},
        {QStringLiteral("seat"), e.seat},
        {QStringLiteral("card"), hidden ? -1 : e.card},
        {QStringLiteral("face"), face},
        {QStringLiteral("name"), face.isEmpty() ? QString() : m_cards.name(face)},
        {QStringLiteral("fromZone"), QString::fromStdString(e.fromZone)},
        {QStringLiteral("toZone"), QString::fromStdString(e.toZone)},
        {QStringLiteral("amount"), e.amount},
        {QStringLiteral("messageKey"), QString::fromStdString(e.messageKey)},
        {QStringLiteral("text"), m_text.event(e, hidden, context)},
        {QStringLiteral("args"), args},
    });
  }
  return list;
}

std::vector<TablePlayer::Step> Session::stepsFor(std::span<const rules::GameEvent> events,
                                                 rules::Seat viewer) const {
  std::vector<QVariantMap> maps = eventsFor(events, viewer);
  // Without a recorded view (a state that records none) a step keeps the models as they are.
  std::vector<host::EventStep> recorded = host::lastSteps(*m_state, viewer, m_published.view);
  std::vector<TablePlayer::Step> steps;
  steps.reserve(events.size());
  for (std::size_t i = 0; i < events.size() && i < recorded.size(); ++i) {
    TablePlayer::Step step;
    step.event = std::move(maps[i]);
    step.view = std::move(recorded[i].view);
    // A choice still waiting for an earlier seat stays where the table shows it.
    showWaitingChoices(step.view);
    steps.push_back(std::move(step));
  }
  return steps;
}

int Session::currentTurn() const {
  if (!m_state) return 0;
  const nlohmann::json all = m_state->observe(rules::kNoSeat);
  const auto it = all.find("turn");
  return it != all.end() && it->is_number_integer() ? it->get<int>() : 0;
}

void Session::showWaitingChoices(nlohmann::json& observation) const {
  if (!m_round.secret || !observation.is_object()) return;
  const auto zones = observation.find("zones");
  if (zones == observation.end() || !zones->is_array()) return;
  const auto zoneNamed = [&zones](const std::string& name) -> nlohmann::json* {
    for (nlohmann::json& z : *zones)
      if (z.is_object() && z.value("name", std::string()) == name) return &z;
    return nullptr;
  };
  const auto players = observation.find("players");
  for (const rules::Seat s : m_round.seats) {
    const rules::ActionId choice = m_round.choice[s];
    const bool applied = std::any_of(m_round.applied.begin(), m_round.applied.end(),
                                     [s](const auto& sa) { return sa.first == s; });
    if (choice < 0 || applied) continue;
    const std::string prefix = "p" + std::to_string(s) + ".";
    nlohmann::json* hand = zoneNamed(prefix + "hand");
    nlohmann::json* play = zoneNamed(prefix + "play");
    if (!hand || !play) continue;
    int uid = -1;
    for (const rules::ActionView& a : m_round.options[s])
      if (a.id == choice && a.cards.size() == 1) uid = a.cards.front();

    nlohmann::json& handCards = (*hand)["cards"];
    if (!handCards.is_array()) handCards = nlohmann::json::array();
    nlohmann::json moved = {{"hidden", true}};
    for (std::size_t i = 0; i < handCards.size(); ++i) {
      const nlohmann::json& card = handCards[i];
      if (!card.is_object()) continue;
      // The seat's own card is found by uid; another seat's hand is all hidden cards.
      const bool match =
          s == m_viewSeat ? card.value("uid", -1) == uid : card.value("hidden", false);
      if (!match) continue;
      moved = card;
      handCards.erase(i);
      break;
    }
    (*hand)["count"] = std::max(0, hand->value("count", 0) - 1);
    (*play)["cards"] = nlohmann::json::array({std::move(moved)});
    (*play)["count"] = 1;
    if (players != observation.end() && players->is_array() &&
        static_cast<std::size_t>(s) < players->size() &&
        (*players)[static_cast<std::size_t>(s)].is_object())
      (*players)[static_cast<std::size_t>(s)]["committed"] = true;
  }
}

void Session::showWaitingChoices(rules::SeatView& view) const {
  if (!m_round.secret) return;
  const auto zoneOf = [&view](const std::string& id) -> rules::SeatZone* {
    for (rules::SeatZone& z : view.zones)
      if (z.id == id) return &z;
    return nullptr;
  };
  for (const rules::Seat s : m_round.seats) {
    const rules::ActionId choice = m_round.choice[s];
    const bool applied = std::any_of(m_round.applied.begin(), m_round.applied.end(),
                                     [s](const auto& sa) { return sa.first == s; });
    if (choice < 0 || applied) continue;
    const auto option =
        std::find_if(m_round.options[s].begin(), m_round.options[s].end(),
                     [choice](const rules::ActionView& a) { return a.id == choice; });
    if (option == m_round.options[s].end()) continue;
    rules::SeatZone* from = zoneOf(option->fromZone);
    rules::SeatZone* to = zoneOf(option->toZone);
    if (!from || !to || from == to || from->cards.empty()) continue;
    // The card itself where the view seat knows it, else one of the zone's hidden cards.
    const int uid = option->cards.size() == 1 ? option->cards.front() : -1;
    auto card = std::find_if(from->cards.begin(), from->cards.end(),
                             [uid](const rules::SeatCard& c) { return uid >= 0 && c.uid == uid; });
    if (card == from->cards.end())
      card = std::find_if(from->cards.begin(), from->cards.end(),
                          [](const rules::SeatCard& c) { return c.uid < 0; });
    if (card == from->cards.end()) continue;
    rules::SeatCard moved = *card;
    from->cards.erase(card);
    moved.faceUp = false;
    to->cards.push_back(std::move(moved));
  }
}

}  // namespace gm::app
