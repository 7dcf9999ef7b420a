#include "match_state.h"

#include "seat_view.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cctype>
#include <nlohmann/json.hpp>
#include <optional>

namespace gm::rules {
namespace {

Seat soleSeat(unsigned mask) {
  return std::popcount(mask) == 1 ? std::countr_zero(mask) : kNoSeat;
}

const char* outcomeOf(unsigned mask) {
  if (mask == 0) return "draw";
  return std::popcount(mask) == 1 ? "win" : "shared";
}

nlohmann::json seatList(unsigned mask, int seats) {
  auto list = nlohmann::json::array();
  for (Seat s = 0; s < seats; ++s)
    if (mask & (1u << s)) list.push_back(s);
  return list;
}

std::string seatNames(unsigned mask, int seats) {
  std::string text;
  for (Seat s = 0; s < seats; ++s) {
    if (!(mask & (1u << s))) continue;
    if (!text.empty()) text += " and ";
    text += "player " + std::to_string(s + 1);
  }
  return text;
}

}  // namespace

unsigned winnerMask(const std::vector<double>& returns) {
  if (returns.empty()) return 0;
  const double best = *std::max_element(returns.begin(), returns.end());
  unsigned mask = 0;
  for (std::size_t s = 0; s < returns.size(); ++s)
    if (returns[s] == best) mask |= 1u << s;
  const bool everyone = std::popcount(mask) == static_cast<int>(returns.size());
  return everyone && best <= 0.0 ? 0u : mask;
}

MatchState::MatchState(const GameInfo& info, int seats, std::uint64_t seed, MatchRules rules,
                       SegmentFactory factory)
    : GameState(seed), m_info(&info), m_seats(seats) {
  assert(rules.segments >= 1 && seats >= 1 && seats <= kMaxSeats);
  assert(rules.firstLead >= 0 && rules.firstLead < seats && factory);
  assert(rules.roles.empty() || static_cast<int>(rules.roles.size()) == seats);
  auto shared = std::make_shared<Shared>();
  shared->winsNeeded = rules.segments / 2 + 1;
  shared->rules = std::move(rules);
  shared->factory = std::move(factory);
  m_setup = std::move(shared);
  m_inner = makeSegment(0);
}

MatchState::MatchState(const MatchState& other)
    : GameState(other),
      m_info(other.m_info),
      m_seats(other.m_seats),
      m_setup(other.m_setup),
      m_inner(other.m_inner->clone()),
      m_index(other.m_index),
      m_segmentStart(other.m_segmentStart),
      m_wins(other.m_wins),
      m_pastKeys(other.m_pastKeys),
      m_results(other.m_results),
      m_over(other.m_over),
      m_matchWinners(other.m_matchWinners) {}

// Everything but the inner state, the generator and the events (a resampled world fills those).
MatchState::MatchState(const MatchState& other, WorldCopy)
    : GameState(0),
      m_info(other.m_info),
      m_seats(other.m_seats),
      m_setup(other.m_setup),
      m_index(other.m_index),
      m_segmentStart(other.m_segmentStart),
      m_wins(other.m_wins),
      m_pastKeys(other.m_pastKeys),
      m_results(other.m_results),
      m_over(other.m_over),
      m_matchWinners(other.m_matchWinners) {}

std::unique_ptr<GameState> MatchState::makeSegment(int index) {
  SegmentSetup setup;
  setup.index = index;
  setup.count = m_setup->rules.segments;
  setup.leadSeat = leadSeat(index);
  setup.seed = rng().next();
  setup.last = index == setup.count - 1;
  auto segment = m_setup->factory(setup);
  assert(segment && segment->seatCount() == m_seats && !segment->isTerminal());
  return segment;
}

NodeKind MatchState::nodeKind() const {
  return m_over ? NodeKind::Terminal : m_inner->nodeKind();
}

Seat MatchState::actingSeat() const {
  return m_over ? kNoSeat : m_inner->actingSeat();
}

void MatchState::legalActions(std::vector<ActionId>& out) const {
  if (m_over) {
    out.clear();
    return;
  }
  m_inner->legalActions(out);
}

ActionView MatchState::describe(ActionId a) const {
  return m_inner->describe(a);
}

std::vector<double> MatchState::returns() const {
  std::vector<double> r(m_seats, 0.0);
  if (!m_over || m_matchWinners == 0) return r;
  for (Seat s = 0; s < m_seats; ++s) r[s] = (m_matchWinners & (1u << s)) ? 1.0 : -1.0;
  return r;
}

// The score so far plus the inner game's own guess, both in segment wins, over the wins needed.
std::vector<double> MatchState::estimate() const {
  if (m_over) return returns();
  const auto inner = m_inner->estimate();
  double mean = 0.0;
  for (Seat s = 0; s < m_seats; ++s) mean += m_wins[s];
  mean /= m_seats;
  std::vector<double> e(m_seats);
  for (Seat s = 0; s < m_seats; ++s) {
    const double lead = m_wins[s] - mean + 0.5 * inner[s];
    e[s] = std::clamp(lead / m_setup->winsNeeded, -1.0, 1.0);
  }
  return e;
}

nlohmann::json MatchState::matchJson() const {
  using nlohmann::json;
  const std::string& name = m_setup->rules.segmentName;
  json results = json::array();
  for (std::size_t i = 0; i < m_results.size(); ++i) {
    const auto& f = m_results[i];
    results.push_back({{name, i + 1},
                       {"winners", seatList(f.winners, m_seats)},
                       {"shared", std::popcount(f.winners) > 1},
                       {"roles", f.result.roles},
                       {"returns", f.result.returns}});
  }
  json roles = json::array();
  for (Seat t = 0; t < m_seats; ++t) roles.push_back(seatRole(t));
  return {{name, m_index + 1},
          {name + "s", m_setup->rules.segments},
          {"winsNeeded", m_setup->winsNeeded},
          {"wins", std::vector<int>(m_wins.begin(), m_wins.begin() + m_seats)},
          {"roles", std::move(roles)},
          {"over", m_over},
          {"winners", seatList(m_matchWinners, m_seats)},
          {"results", std::move(results)}};
}

nlohmann::json MatchState::observe(Seat s) const {
  nlohmann::json view = m_inner->observe(s);
  view["match"] = matchJson();
  return view;
}

SeatView MatchState::seatView(Seat s) const {
  SeatView view = m_inner->seatView(s);
  decorate(view);
  return view;
}

void MatchState::decorate(SeatView& view) const {
  view.extra["match"] = matchJson();
  for (SeatPlayer& p : view.players) {
    p.figures.push_back({"matchWins", m_wins[p.seat], m_setup->winsNeeded, FigureHint::Score});
    // Places are the match's once it is over; an Act's own end is not the end of the match.
    p.place = !m_over ? 0 : m_matchWinners == 0 || ((m_matchWinners >> p.seat) & 1u) ? 1 : 2;
    if (m_over) p.active = false;
  }
}

InfoKey MatchState::infoKey(Seat s) const {
  const InfoKey past = s == kNoSeat ? 0 : m_pastKeys[s];
  return mixHash(mixHash(past, static_cast<std::uint64_t>(m_index)), m_inner->infoKey(s));
}

std::unique_ptr<GameState> MatchState::resampleFor(Seat s, Rng& rng) const {
  std::unique_ptr<MatchState> world(new MatchState(*this, WorldCopy{}));
  world->m_inner = m_inner->resampleFor(s, rng);
  // The finished segments' actions as played, then the current one's as its world has them.
  auto& history = world->mutableHistory();
  const auto mine = this->history();
  history.assign(mine.begin(), mine.begin() + static_cast<std::ptrdiff_t>(m_segmentStart));
  const auto current = world->m_inner->history();
  history.insert(history.end(), current.begin(), current.end());
  // Later segments are dealt from this generator: the truth's would tell their deals.
  world->rng().reseed(rng.next());
  return world;
}

std::unique_ptr<GameState> MatchState::clone() const {
  return std::unique_ptr<GameState>(new MatchState(*this));
}

void MatchState::heuristicWeights(std::span<const ActionId> legal,
                                  std::span<double> weights) const {
  m_inner->heuristicWeights(legal, weights);
}

Seat MatchState::leadSeat(int index) const {
  return (m_setup->rules.firstLead + index) % m_seats;
}

std::string MatchState::seatRole(Seat s) const {
  const auto& roles = m_setup->rules.roles;
  if (roles.empty() || s < 0 || s >= m_seats) return {};
  const Seat lead = leadSeat(m_index);
  return roles[static_cast<std::size_t>((s - lead + m_seats) % m_seats)];
}

std::vector<SegmentResult> MatchState::finishedSegments() const {
  std::vector<SegmentResult> out;
  out.reserve(m_results.size());
  for (const auto& f : m_results) out.push_back(f.result);
  return out;
}

void MatchState::doApply(ActionId a) {
  m_inner->setRecordEvents(recordEvents());
  m_inner->setRecordEventViews(recordEventViews(), eventViewsWithTruth());
  // The segment draws on its own generator: its shuffles are the match's randomness.
  std::optional<Rng> innerBefore;
  if (trackUndo()) innerBefore = m_inner->rng();
  m_inner->apply(a);
  if (innerBefore && !(m_inner->rng() == *innerBefore)) markRandom();
  // The inner state's views as of each event, with the match's figures as they were then.
  forwardEvents(*m_inner, [this](SeatView& view, Seat) { decorate(view); });
  assert(history().size() == m_segmentStart + m_inner->history().size());
  if (m_inner->isTerminal()) finishSegment();
}

void MatchState::finishSegment() {
  Finished f;
  f.result.returns = m_inner->returns();
  for (Seat s = 0; s < m_seats; ++s) f.result.roles.push_back(seatRole(s));
  f.winners = winnerMask(f.result.returns);
  for (Seat s = 0; s < m_seats; ++s) {
    if (f.winners & (1u << s)) ++m_wins[s];
    m_pastKeys[s] = mixHash(mixHash(m_pastKeys[s], m_inner->infoKey(s)), f.winners);
  }
  m_results.push_back(f);

  const int number = m_index + 1;
  std::string text = segmentWord(m_index) + " is over: ";
  if (f.winners == 0) {
    text += "a draw.";
  } else {
    text += seatNames(f.winners, m_seats) +
            (std::popcount(f.winners) > 1 ? " win together." : " wins.");
  }
  emitEvent(matchEvent(m_setup->rules.segmentName + "_over", soleSeat(f.winners), number,
                       {std::to_string(number), outcomeOf(f.winners), scoreText()},
                       std::move(text)));

  const bool decided = number == m_setup->rules.segments ||
                       std::any_of(m_wins.begin(), m_wins.begin() + m_seats,
                                   [this](int w) { return w >= m_setup->winsNeeded; });
  if (decided) return finishMatch(f.winners);

  ++m_index;
  m_segmentStart = history().size();
  m_inner = makeSegment(m_index);
  const Seat lead = leadSeat(m_index);
  emitEvent(matchEvent(
      m_setup->rules.segmentName + "_start", lead, m_index + 1, {std::to_string(m_index + 1)},
      segmentWord(m_index) + " begins; player " + std::to_string(lead + 1) + " leads."));
}

void MatchState::finishMatch(unsigned decidingWinners) {
  m_over = true;
  if (std::popcount(decidingWinners) > 1) {
    m_matchWinners = decidingWinners;
  } else {
    const int best = *std::max_element(m_wins.begin(), m_wins.begin() + m_seats);
    for (Seat s = 0; s < m_seats; ++s)
      if (m_wins[s] == best) m_matchWinners |= 1u << s;
    if (std::popcount(m_matchWinners) == m_seats) m_matchWinners = 0;
  }
  const std::string score = scoreText();
  std::string text = "The match is over (" + score + "): ";
  if (m_matchWinners == 0) {
    text += "a draw.";
  } else {
    text += seatNames(m_matchWinners, m_seats) +
            (std::popcount(m_matchWinners) > 1 ? " win together." : " wins.");
  }
  emitEvent(matchEvent("match_over", soleSeat(m_matchWinners), 0,
                       {outcomeOf(m_matchWinners), score}, std::move(text)));
}

std::string MatchState::scoreText() const {
  std::string score;
  for (Seat s = 0; s < m_seats; ++s) score += (s ? "-" : "") + std::to_string(m_wins[s]);
  return score;
}

std::string MatchState::segmentWord(int index) const {
  std::string word = m_setup->rules.segmentName;
  if (!word.empty()) word[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(word[0])));
  return word + " " + std::to_string(index + 1);
}

GameEvent MatchState::matchEvent(std::string kind, Seat seat, int amount,
                                 std::vector<std::string> args, std::string text) const {
  GameEvent e;
  e.messageKey = m_info->id + ".event." + kind;
  e.kind = std::move(kind);
  e.seat = seat;
  e.amount = amount;
  e.args = std::move(args);
  e.text = std::move(text);
  return e;
}

}  // namespace gm::rules
