// The end of an Artbot game: players going out (our ruling 7), the last one standing, the turn cap
// (our ruling 8), the winner's final steals and the returns (our ruling 9).
#include <algorithm>
#include <array>
#include <bit>
#include <cassert>

#include "artbot_state.h"

namespace gm::rules::artbot {

bool ArtbotState::checkOuts() {
  // The played card still belongs to its player while it resolves, so the player whose turn it is
  // never goes out on their own turn; revealed cards are always settled by the time this runs.
  unsigned gone = 0;
  for (Seat s = 0; s < m_seats; ++s) {
    const PlayerCards& p = m_p[s];
    if (!p.out && p.activeCount + p.inactiveCount + p.revealedCount == 0 && p.played < 0)
      gone |= 1u << s;
  }
  if (gone == 0) return false;
  // Players going out in the same step share the best of the places they leave.
  const int place = playersIn() - std::popcount(gone) + 1;
  for (Seat s = 0; s < m_seats; ++s) {
    if (!((gone >> s) & 1u)) continue;
    m_p[s].out = true;
    m_p[s].place = static_cast<std::uint8_t>(place);
    if (recordEvents())
      note("out", s, -1, "", "", place, {std::to_string(place)},
           seatName(s) + " has no cards left and is out (place " + std::to_string(place) + ").");
  }
  if (playersIn() > 1) return false;
  finishLastStanding();
  return true;
}

void ArtbotState::finishLastStanding() {
  Seat winner = kNoSeat;
  for (Seat s = 0; s < m_seats; ++s)
    if (!m_p[s].out) winner = s;
  assert(winner != kNoSeat);
  // The game ends in the middle of the winner's turn: the played card goes home first.
  PlayerCards& w = m_p[m_turnSeat];
  if (w.played >= 0) {
    const int uid = w.played;
    w.played = -1;
    putBottom(m_turnSeat, uid);
    if (recordEvents())
      note(
          "end", m_turnSeat, uid, zoneName(m_turnSeat, Zone::Played),
          zoneName(m_turnSeat, Zone::Inactive), 1, {nameOf(uid)},
          seatName(m_turnSeat) + " puts " + nameOf(uid) + " at the bottom of their Inactive Deck.");
  }
  m_p[winner].place = 1;
  m_winners = 1u << winner;
  m_end = EndReason::LastStanding;
  m_phase = Phase::Over;
  m_pending = Pending{};
  finalSteals(winner);
  if (recordEvents())
    note("game_over", winner, -1, "", "", 0, {"last_standing"},
         seatName(winner) + " is the last player with cards and wins.");
}

void ArtbotState::finishAtCap() {
  int best = -1;
  for (Seat s = 0; s < m_seats; ++s)
    if (!m_p[s].out) best = std::max(best, hp(s));
  unsigned leaders = 0;
  for (Seat s = 0; s < m_seats; ++s) {
    if (m_p[s].out) continue;
    if (hp(s) == best) leaders |= 1u << s;
    // Places of those still in: by HP, equal HP sharing a place.
    int above = 0;
    for (Seat t = 0; t < m_seats; ++t)
      if (!m_p[t].out && hp(t) > hp(s)) ++above;
    m_p[s].place = static_cast<std::uint8_t>(above + 1);
  }
  m_winners = leaders;
  m_end = EndReason::TurnCap;
  m_phase = Phase::Over;
  m_pending = Pending{};
  const bool shared = std::popcount(leaders) > 1;
  const Seat winner = shared ? kNoSeat : std::countr_zero(leaders);
  if (!shared) finalSteals(winner);
  if (recordEvents())
    note("game_over", winner, -1, "", "", 0, {"turn_cap"},
         shared
             ? std::string("The turn limit is reached; the players with the most HP share a draw.")
             : "The turn limit is reached; " + seatName(winner) + " has the most HP and wins.");
}

void ArtbotState::finalSteals(Seat winner) {
  for (int k = 1; k < m_seats; ++k) {
    const Seat loser = (winner + k) % m_seats;
    // RULINGS: one card drawn among those the loser owns, wherever it lies (never the winner's own
    // or a third player's); a loser who owns none gives nothing.
    std::array<std::uint8_t, kMaxCards> owned{};
    int n = 0;
    for (int uid = 0; uid < cardCount(); ++uid)
      if (m_owner[uid] == loser) owned[n++] = static_cast<std::uint8_t>(uid);
    if (n == 0) continue;
    // Drawn from the cards in decklist order, not in the order of their numbers.
    std::sort(owned.begin(), owned.begin() + n,
              [this](int a, int b) { return m_place[a] < m_place[b]; });
    const int uid = owned[rng().uniformInt(static_cast<std::uint32_t>(n))];
    const HpList before = recordEvents() ? hpList() : HpList{};
    const Place from = takeOut(uid);
    putBottom(winner, uid);
    changeOwner(uid, winner, kMovedByFinalSteal);
    pub(static_cast<std::uint64_t>(uid) + 0x300);
    if (recordEvents()) {
      note("final_steal", winner, uid, zoneName(from.seat, from.zone),
           zoneName(winner, Zone::Inactive), loser, {nameOf(uid)},
           seatName(winner) + " keeps " + nameOf(uid) + " from " + seatName(loser) + ".");
      noteHp(before);
    }
  }
}

std::vector<double> ArtbotState::returns() const {
  std::vector<double> r(m_seats, -1.0);
  const bool shared = draw();
  for (Seat s = 0; s < m_seats; ++s)
    if ((m_winners >> s) & 1u) r[s] = shared ? 0.0 : 1.0;
  return r;
}

std::vector<double> ArtbotState::estimate() const {
  if (m_phase == Phase::Over) return returns();
  // The share of all HP at the table: an equal share is 0, everything is +1.
  int total = 0;
  for (Seat s = 0; s < m_seats; ++s) total += hp(s);
  std::vector<double> e(m_seats, -1.0);
  if (total == 0) return e;
  for (Seat s = 0; s < m_seats; ++s) {
    if (m_p[s].out) continue;
    const double share = static_cast<double>(hp(s)) / total;
    e[s] = std::clamp(share * m_seats - 1.0, -1.0, 1.0);
  }
  return e;
}

}  // namespace gm::rules::artbot
