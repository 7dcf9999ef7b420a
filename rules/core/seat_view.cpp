#include "seat_view.h"

namespace gm::rules {

const SeatZone* SeatView::zone(const std::string& id) const {
  for (const SeatZone& z : zones)
    if (z.id == id) return &z;
  return nullptr;
}

const char* visibilityName(ZoneVisibility v) {
  switch (v) {
    case ZoneVisibility::Everyone:
      return "everyone";
    case ZoneVisibility::Owner:
      return "owner";
    case ZoneVisibility::Nobody:
      return "nobody";
  }
  return "everyone";
}

const char* layoutName(ZoneLayout l) {
  switch (l) {
    case ZoneLayout::Stack:
      return "stack";
    case ZoneLayout::Fan:
      return "fan";
    case ZoneLayout::Row:
      return "row";
    case ZoneLayout::Grid:
      return "grid";
    case ZoneLayout::Slot:
      return "slot";
  }
  return "stack";
}

const char* figureHintName(FigureHint h) {
  switch (h) {
    case FigureHint::Number:
      return "number";
    case FigureHint::Meter:
      return "meter";
    case FigureHint::Score:
      return "score";
    case FigureHint::Flag:
      return "flag";
  }
  return "number";
}

nlohmann::json toJson(const SeatView& view) {
  using nlohmann::json;
  json players = json::array();
  for (const SeatPlayer& p : view.players) {
    json figures = json::array();
    for (const Figure& f : p.figures)
      figures.push_back(
          {{"key", f.key}, {"value", f.value}, {"max", f.max}, {"hint", figureHintName(f.hint)}});
    players.push_back({{"seat", p.seat},
                       {"out", p.out},
                       {"active", p.active},
                       {"place", p.place},
                       {"role", p.role},
                       {"figures", std::move(figures)}});
  }
  json zones = json::array();
  for (const SeatZone& z : view.zones) {
    json cards = json::array();
    for (const SeatCard& c : z.cards) {
      json card = {{"uid", c.uid}, {"face", c.face}, {"back", c.back}, {"faceUp", c.faceUp}};
      if (c.end != 0) card["end"] = c.end;
      if (c.rotation != 0) card["rotation"] = c.rotation;
      if (!c.counters.empty()) card["counters"] = c.counters;
      if (c.attachedTo >= 0) card["attachedTo"] = c.attachedTo;
      if (!c.marks.empty()) card["marks"] = c.marks;
      cards.push_back(std::move(card));
    }
    zones.push_back({{"id", z.id},
                     {"owner", z.owner},
                     {"visibility", visibilityName(z.visibility)},
                     {"layout", layoutName(z.layout)},
                     {"capacity", z.capacity},
                     {"cards", std::move(cards)}});
  }
  return {{"game", view.game},
          {"seat", view.seat},
          {"turn", view.turn},
          {"turnLimit", view.turnLimit},
          {"players", std::move(players)},
          {"zones", std::move(zones)},
          {"extra", view.extra}};
}

}  // namespace gm::rules

namespace gm::rules {

SeatView makeSeatView(std::string game, Seat viewer, int turn, int turnLimit) {
  SeatView view;
  view.game = std::move(game);
  view.seat = viewer;
  view.turn = turn;
  view.turnLimit = turnLimit;
  return view;
}

SeatZone makeSeatZone(std::string id, Seat owner, ZoneVisibility visibility, ZoneLayout layout,
                      int capacity) {
  SeatZone z;
  z.id = std::move(id);
  z.owner = owner;
  z.visibility = visibility;
  z.layout = layout;
  z.capacity = capacity;
  return z;
}

}  // namespace gm::rules
