#include "host/seat_update.h"

#include <climits>
#include <limits>

#include "core/user_json.h"

namespace gm::host {
namespace {
using nlohmann::json;
namespace uj = rules::userjson;

// Bounds that no real update comes near: a hostile one is refused before it is believed.
constexpr std::size_t kMaxItems = 100000;
constexpr std::size_t kMaxText = 64 * 1024;
constexpr int kMaxSeats = 32;

// --- writing ----------------------------------------------------------------------------------

json toJson(const rules::ActionView& a) {
  return {{"id", a.id},
          {"seat", a.seat},
          {"kind", a.kind},
          {"cards", a.cards},
          {"fromZone", a.fromZone},
          {"toZone", a.toZone},
          {"key", a.messageKey},
          {"args", a.args},
          {"text", a.text},
          {"number", a.number},
          {"targetSeat", a.targetSeat}};
}

json toJson(const rules::GameEvent& e) {
  return {{"kind", e.kind},         {"seat", e.seat},
          {"card", e.card},         {"face", e.face},
          {"fromZone", e.fromZone}, {"toZone", e.toZone},
          {"amount", e.amount},     {"visibleTo", e.visibleTo},
          {"key", e.messageKey},    {"args", e.args},
          {"text", e.text}};
}

json toJson(const rules::Unavailable& u) {
  return {{"card", u.card},
          {"kind", u.kind},
          {"key", u.messageKey},
          {"args", u.args},
          {"text", u.text}};
}

json toJson(const rules::Caution& c) {
  return {{"key", c.messageKey}, {"args", c.args}, {"text", c.text}};
}

template <typename T>
json listJson(const std::vector<T>& items) {
  json list = json::array();
  for (const T& item : items) list.push_back(toJson(item));
  return list;
}

// --- reading ----------------------------------------------------------------------------------

// Walks a decoded document; the first problem is kept (with where it was met) and every later read
// gives a default, so one check at the end tells whether the update can be believed.
class Reader {
 public:
  bool failed() const { return !m_problem.empty(); }
  const std::string& problem() const { return m_problem; }

  void fail(const std::string& where, const std::string& what) {
    if (m_problem.empty()) m_problem = where + ": " + what;
  }

  const json* field(const json& obj, const char* key, const std::string& where) {
    const json* v = uj::member(obj, key);
    if (!v) fail(where, std::string("has no \"") + key + "\"");
    return v;
  }

  std::int64_t integer(const json& obj, const char* key, const std::string& where, std::int64_t min,
                       std::int64_t max) {
    const json* v = field(obj, key, where);
    if (!v) return min;
    const std::optional<std::int64_t> n = uj::integerIn(v, min, max);
    if (!n) {
      fail(where + "." + key,
           "is not a whole number from " + std::to_string(min) + " to " + std::to_string(max));
      return min;
    }
    return *n;
  }

  int number(const json& obj, const char* key, const std::string& where) {
    return static_cast<int>(integer(obj, key, where, INT_MIN, INT_MAX));
  }

  rules::Seat seat(const json& obj, const char* key, const std::string& where) {
    return static_cast<rules::Seat>(integer(obj, key, where, rules::kNoSeat, kMaxSeats - 1));
  }

  bool flag(const json& obj, const char* key, const std::string& where) {
    const json* v = field(obj, key, where);
    if (v && !v->is_boolean()) fail(where + "." + key, "is not true or false");
    return v && v->is_boolean() && v->get<bool>();
  }

  std::string text(const json& obj, const char* key, const std::string& where) {
    const json* v = field(obj, key, where);
    if (!v) return {};
    return textOf(*v, where + "." + key);
  }

  std::string textOf(const json& v, const std::string& where) {
    if (!v.is_string()) {
      fail(where, "is not a string");
      return {};
    }
    const std::string& s = v.get_ref<const std::string&>();
    if (s.size() > kMaxText) {
      fail(where, "is longer than " + std::to_string(kMaxText) + " bytes");
      return {};
    }
    return s;
  }

  // The array `key` of `obj`, or nullptr (with a problem) when it is not one or is too long.
  const json* list(const json& obj, const char* key, const std::string& where) {
    const json* v = field(obj, key, where);
    if (!v) return nullptr;
    if (!v->is_array()) {
      fail(where + "." + key, "is not a list");
      return nullptr;
    }
    if (v->size() > kMaxItems) {
      fail(where + "." + key, "has more than " + std::to_string(kMaxItems) + " entries");
      return nullptr;
    }
    return v;
  }

  const json* object(const json& obj, const char* key, const std::string& where) {
    const json* v = field(obj, key, where);
    if (v && !v->is_object()) {
      fail(where + "." + key, "is not an object");
      return nullptr;
    }
    return v;
  }

  std::vector<std::string> texts(const json& obj, const char* key, const std::string& where) {
    std::vector<std::string> out;
    if (const json* l = list(obj, key, where))
      for (std::size_t i = 0; i < l->size() && !failed(); ++i)
        out.push_back(textOf((*l)[i], where + "." + key + "[" + std::to_string(i) + "]"));
    return out;
  }

  std::vector<int> numbers(const json& obj, const char* key, const std::string& where) {
    std::vector<int> out;
    if (const json* l = list(obj, key, where))
      for (std::size_t i = 0; i < l->size() && !failed(); ++i) {
        const std::optional<std::int64_t> n = uj::integerIn((*l)[i], INT_MIN, INT_MAX);
        if (!n) fail(where + "." + key + "[" + std::to_string(i) + "]", "is not a whole number");
        out.push_back(n ? static_cast<int>(*n) : 0);
      }
    return out;
  }

  // Each entry of the list `key` read by `read(entry, where)`.
  template <typename T, typename F>
  std::vector<T> each(const json& obj, const char* key, const std::string& where, F read) {
    std::vector<T> out;
    if (const json* l = list(obj, key, where))
      for (std::size_t i = 0; i < l->size() && !failed(); ++i) {
        const std::string at = where + "." + key + "[" + std::to_string(i) + "]";
        if (!(*l)[i].is_object()) {
          fail(at, "is not an object");
          break;
        }
        out.push_back(read((*l)[i], at));
      }
    return out;
  }

 private:
  std::string m_problem;
};

template <typename Enum, std::size_t N>
Enum enumNamed(Reader& r, const json& obj, const char* key, const std::string& where,
               const char* (*name)(Enum), const Enum (&values)[N]) {
  const std::string s = r.text(obj, key, where);
  for (const Enum v : values)
    if (s == name(v)) return v;
  r.fail(where + "." + key, "is not one of the known values (\"" + s + "\")");
  return values[0];
}

constexpr rules::ZoneVisibility kVisibilities[] = {
    rules::ZoneVisibility::Everyone, rules::ZoneVisibility::Owner, rules::ZoneVisibility::Nobody};
constexpr rules::ZoneLayout kLayouts[] = {rules::ZoneLayout::Stack, rules::ZoneLayout::Fan,
                                          rules::ZoneLayout::Row, rules::ZoneLayout::Grid,
                                          rules::ZoneLayout::Slot};
constexpr rules::FigureHint kHints[] = {rules::FigureHint::Number, rules::FigureHint::Meter,
                                        rules::FigureHint::Score, rules::FigureHint::Flag};
constexpr rules::NodeKind kNodeKinds[] = {rules::NodeKind::Decision, rules::NodeKind::SecretCommit,
                                          rules::NodeKind::Terminal};
constexpr UndoReason kUndoReasons[] = {
    UndoReason::None,       UndoReason::NoGame,        UndoReason::Over,
    UndoReason::NotAPlayer, UndoReason::NotYourTurn,   UndoReason::NoMove,
    UndoReason::OtherMoved, UndoReason::BroughtChance, UndoReason::ShowedACard};

rules::ActionView readAction(Reader& r, const json& j, const std::string& at) {
  rules::ActionView a;
  a.id = static_cast<rules::ActionId>(r.integer(j, "id", at, -1, INT_MAX));
  a.seat = r.seat(j, "seat", at);
  a.kind = r.text(j, "kind", at);
  a.cards = r.numbers(j, "cards", at);
  a.fromZone = r.text(j, "fromZone", at);
  a.toZone = r.text(j, "toZone", at);
  a.messageKey = r.text(j, "key", at);
  a.args = r.texts(j, "args", at);
  a.text = r.text(j, "text", at);
  a.number = r.number(j, "number", at);
  a.targetSeat = r.seat(j, "targetSeat", at);
  return a;
}

rules::GameEvent readEvent(Reader& r, const json& j, const std::string& at) {
  rules::GameEvent e;
  e.kind = r.text(j, "kind", at);
  e.seat = r.seat(j, "seat", at);
  e.card = r.number(j, "card", at);
  e.face = r.text(j, "face", at);
  e.fromZone = r.text(j, "fromZone", at);
  e.toZone = r.text(j, "toZone", at);
  e.amount = r.number(j, "amount", at);
  e.visibleTo = static_cast<unsigned>(r.integer(j, "visibleTo", at, 0, UINT_MAX));
  e.messageKey = r.text(j, "key", at);
  e.args = r.texts(j, "args", at);
  e.text = r.text(j, "text", at);
  return e;
}

rules::SeatCard readCard(Reader& r, const json& j, const std::string& at) {
  rules::SeatCard c;
  c.uid = r.number(j, "uid", at);
  c.face = r.text(j, "face", at);
  c.back = r.text(j, "back", at);
  c.faceUp = r.flag(j, "faceUp", at);
  // Written only where they differ from a plain card (rules::toJson(SeatView)).
  if (uj::member(j, "end")) c.end = static_cast<int>(r.integer(j, "end", at, 0, 1));
  if (uj::member(j, "rotation"))
    c.rotation = static_cast<int>(r.integer(j, "rotation", at, 0, 359));
  if (const json* counters = uj::member(j, "counters")) {
    if (!counters->is_object() || counters->size() > kMaxItems) {
      r.fail(at + ".counters", "is not an object of counts");
    } else {
      for (const auto& [key, value] : counters->items()) {
        const std::optional<std::int64_t> n = uj::integerIn(value, INT_MIN, INT_MAX);
        if (!n || key.empty() || key.size() > kMaxText) {
          r.fail(at + ".counters", "has a bad entry (\"" + key.substr(0, 40) + "\")");
          break;
        }
        c.counters[key] = static_cast<int>(*n);
      }
    }
  }
  if (uj::member(j, "attachedTo")) c.attachedTo = r.number(j, "attachedTo", at);
  if (uj::member(j, "marks")) c.marks = r.texts(j, "marks", at);
  return c;
}

rules::SeatView readView(Reader& r, const json& j, const std::string& at) {
  rules::SeatView v;
  v.game = r.text(j, "game", at);
  v.seat = r.seat(j, "seat", at);
  v.turn = r.number(j, "turn", at);
  v.turnLimit = r.number(j, "turnLimit", at);
  v.players =
      r.each<rules::SeatPlayer>(j, "players", at, [&r](const json& p, const std::string& w) {
        rules::SeatPlayer player;
        player.seat = r.seat(p, "seat", w);
        player.out = r.flag(p, "out", w);
        player.active = r.flag(p, "active", w);
        player.place = r.number(p, "place", w);
        player.role = r.text(p, "role", w);
        player.figures =
            r.each<rules::Figure>(p, "figures", w, [&r](const json& f, const std::string& fw) {
              rules::Figure figure;
              figure.key = r.text(f, "key", fw);
              figure.value = r.number(f, "value", fw);
              figure.max = r.number(f, "max", fw);
              figure.hint = enumNamed(r, f, "hint", fw, rules::figureHintName, kHints);
              return figure;
            });
        return player;
      });
  v.zones = r.each<rules::SeatZone>(j, "zones", at, [&r](const json& z, const std::string& w) {
    rules::SeatZone zone;
    zone.id = r.text(z, "id", w);
    zone.owner = r.seat(z, "owner", w);
    zone.visibility = enumNamed(r, z, "visibility", w, rules::visibilityName, kVisibilities);
    zone.layout = enumNamed(r, z, "layout", w, rules::layoutName, kLayouts);
    zone.capacity = static_cast<int>(r.integer(z, "capacity", w, 0, INT_MAX));
    zone.cards = r.each<rules::SeatCard>(
        z, "cards", w, [&r](const json& c, const std::string& cw) { return readCard(r, c, cw); });
    return zone;
  });
  if (const json* extra = r.object(j, "extra", at)) v.extra = *extra;
  return v;
}

}  // namespace

const char* nodeKindName(rules::NodeKind kind) {
  switch (kind) {
    case rules::NodeKind::Decision:
      return "decision";
    case rules::NodeKind::SecretCommit:
      return "commit";
    case rules::NodeKind::Terminal:
      return "terminal";
  }
  return "decision";
}

const char* undoReasonName(UndoReason reason) {
  switch (reason) {
    case UndoReason::None:
      return "none";
    case UndoReason::NoGame:
      return "noGame";
    case UndoReason::Over:
      return "over";
    case UndoReason::NotAPlayer:
      return "notAPlayer";
    case UndoReason::NotYourTurn:
      return "notYourTurn";
    case UndoReason::NoMove:
      return "noMove";
    case UndoReason::OtherMoved:
      return "otherMoved";
    case UndoReason::BroughtChance:
      return "broughtChance";
    case UndoReason::ShowedACard:
      return "showedACard";
  }
  return "noGame";
}

json toJson(const SeatUpdate& u) {
  json seats = json::array();
  for (const SeatStatus& s : u.seats)
    seats.push_back({{"name", s.name},
                     {"kind", s.kind},
                     {"level", s.level},
                     {"acting", s.acting},
                     {"hasChosen", s.hasChosen},
                     {"thinking", s.thinking}});
  json aims = json::array();
  for (const auto& [zone, uids] : u.aims) aims.push_back({{"zone", zone}, {"uids", uids}});
  json cautions = json::array();
  for (const std::optional<rules::Caution>& c : u.cautions)
    cautions.push_back(c ? toJson(*c) : json(nullptr));
  json steps = json::array();
  for (const EventStep& s : u.steps)
    steps.push_back({{"event", toJson(s.event)}, {"view", rules::toJson(s.view)}});
  json log = json::array();
  for (const LogItem& item : u.log)
    log.push_back({{"note", item.note},
                   {"args", item.args},
                   {"action", toJson(item.action)},
                   {"secret", item.secret},
                   {"turn", item.turn},
                   {"events", listJson(item.events)}});
  return {{"version", kProtocolVersion},
          {"type", "update"},
          {"sequence", u.sequence},
          {"seat", u.seat},
          {"view", rules::toJson(u.view)},
          {"observation", u.observation},
          {"node", nodeKindName(u.node)},
          {"actingSeat", u.actingSeat},
          {"returns", u.returns},
          {"seats", std::move(seats)},
          {"pendingChoice", u.pendingChoice},
          {"mayChoose", u.mayChoose},
          {"toChoose", u.toChoose},
          {"actions", listJson(u.actions)},
          {"cautions", std::move(cautions)},
          {"unavailable", listJson(u.unavailable)},
          {"aims", std::move(aims)},
          {"undo", {{"reason", undoReasonName(u.undo.reason)}, {"seat", u.undo.seat}}},
          {"steps", std::move(steps)},
          {"log", std::move(log)},
          {"result", listJson(u.result)}};
}

std::string encode(const SeatUpdate& update) {
  return toJson(update).dump();
}

Decoded decode(std::string_view text) {
  if (text.size() > kMaxUpdateBytes)
    return {std::nullopt,
            "the update is larger than " + std::to_string(kMaxUpdateBytes) + " bytes"};
  uj::ParseResult parsed = uj::parseUserJson(text, uj::kMaxDepth, kMaxUpdateBytes);
  if (!parsed.ok()) return {std::nullopt, "the update cannot be read: " + *parsed.problem};
  return fromJson(parsed.doc);
}

Decoded fromJson(const json& doc) {
  if (!doc.is_object()) return {std::nullopt, "the update is not a JSON object"};
  const std::optional<std::int64_t> version =
      uj::integerIn(uj::member(doc, "version"), 0, std::numeric_limits<int>::max());
  if (!version)
    return {std::nullopt, "the update names no protocol version (this program speaks version " +
                              std::to_string(kProtocolVersion) + ")"};
  if (*version != kProtocolVersion)
    return {std::nullopt, "the update is of protocol version " + std::to_string(*version) +
                              ", this program speaks version " + std::to_string(kProtocolVersion)};
  if (uj::text(uj::member(doc, "type")) != std::optional<std::string>("update"))
    return {std::nullopt, "the message is not an update"};

  Reader r;
  const std::string at = "update";
  SeatUpdate u;
  u.sequence = static_cast<std::uint64_t>(
      r.integer(doc, "sequence", at, 0, std::numeric_limits<std::int64_t>::max()));
  u.seat = r.seat(doc, "seat", at);
  if (const json* view = r.object(doc, "view", at)) u.view = readView(r, *view, at + ".view");
  if (const json* obs = r.object(doc, "observation", at)) u.observation = *obs;
  u.node = enumNamed(r, doc, "node", at, nodeKindName, kNodeKinds);
  u.actingSeat = r.seat(doc, "actingSeat", at);
  if (const json* returns = r.list(doc, "returns", at))
    for (const json& v : *returns) {
      if (!v.is_number()) {
        r.fail(at + ".returns", "holds something that is not a number");
        break;
      }
      u.returns.push_back(v.get<double>());
    }
  u.seats = r.each<SeatStatus>(doc, "seats", at, [&r](const json& s, const std::string& w) {
    return SeatStatus{r.text(s, "name", w),   r.text(s, "kind", w),      r.text(s, "level", w),
                      r.flag(s, "acting", w), r.flag(s, "hasChosen", w), r.flag(s, "thinking", w)};
  });
  if (u.seats.size() > static_cast<std::size_t>(kMaxSeats))
    r.fail(at + ".seats", "lists too many seats");
  u.pendingChoice = static_cast<rules::ActionId>(r.integer(doc, "pendingChoice", at, -1, INT_MAX));
  u.mayChoose = r.flag(doc, "mayChoose", at);
  u.toChoose = r.flag(doc, "toChoose", at);
  u.actions = r.each<rules::ActionView>(
      doc, "actions", at,
      [&r](const json& a, const std::string& w) { return readAction(r, a, w); });
  if (const json* cautions = r.list(doc, "cautions", at))
    for (std::size_t i = 0; i < cautions->size() && !r.failed(); ++i) {
      const json& c = (*cautions)[i];
      const std::string w = at + ".cautions[" + std::to_string(i) + "]";
      if (c.is_null()) {
        u.cautions.emplace_back();
      } else if (c.is_object()) {
        u.cautions.push_back(
            rules::Caution{r.text(c, "key", w), r.texts(c, "args", w), r.text(c, "text", w)});
      } else {
        r.fail(w, "is neither null nor an object");
      }
    }
  if (!r.failed() && u.cautions.size() != u.actions.size())
    r.fail(at + ".cautions", "does not have one entry per action");
  u.unavailable =
      r.each<rules::Unavailable>(doc, "unavailable", at, [&r](const json& j, const std::string& w) {
        return rules::Unavailable{r.number(j, "card", w), r.text(j, "kind", w), r.text(j, "key", w),
                                  r.texts(j, "args", w), r.text(j, "text", w)};
      });
  u.aims = r.each<std::pair<std::string, std::vector<int>>>(
      doc, "aims", at, [&r](const json& j, const std::string& w) {
        return std::pair{r.text(j, "zone", w), r.numbers(j, "uids", w)};
      });
  if (const json* undo = r.object(doc, "undo", at)) {
    u.undo.reason = enumNamed(r, *undo, "reason", at + ".undo", undoReasonName, kUndoReasons);
    u.undo.seat = r.seat(*undo, "seat", at + ".undo");
  }
  u.steps = r.each<EventStep>(doc, "steps", at, [&r](const json& s, const std::string& w) {
    EventStep step;
    if (const json* e = r.object(s, "event", w)) step.event = readEvent(r, *e, w + ".event");
    if (const json* v = r.object(s, "view", w)) step.view = readView(r, *v, w + ".view");
    return step;
  });
  u.log = r.each<LogItem>(doc, "log", at, [&r](const json& j, const std::string& w) {
    LogItem item;
    item.note = r.text(j, "note", w);
    item.args = r.texts(j, "args", w);
    if (const json* a = r.object(j, "action", w)) item.action = readAction(r, *a, w + ".action");
    item.secret = r.flag(j, "secret", w);
    item.turn = r.number(j, "turn", w);
    item.events = r.each<rules::GameEvent>(
        j, "events", w, [&r](const json& e, const std::string& ew) { return readEvent(r, e, ew); });
    return item;
  });
  u.result = r.each<rules::GameEvent>(
      doc, "result", at, [&r](const json& e, const std::string& w) { return readEvent(r, e, w); });
  if (r.failed()) return {std::nullopt, "the update cannot be used: " + r.problem()};
  return {std::move(u), {}};
}

}  // namespace gm::host
