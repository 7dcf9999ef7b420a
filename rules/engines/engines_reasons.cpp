// Why a card on the table or in a hand can't be used now (GameState::unavailable): the legality
// predicates of engines_effects.cpp read once more, this time to name the first one that fails.
// And what to know before ending a turn (GameState::caution).
// Everything read here is public (angles, used marks, the phase, the pending question) or the
// seat's own (its hand, for what it could pay with).
#include <algorithm>
#include <optional>

#include "engines_act.h"

namespace gm::rules::engines {
namespace {

Unavailable why(int card, const char* kind, const char* reason, std::vector<std::string> args,
                std::string text) {
  return {card, kind, std::string("engines.why.") + reason, std::move(args), std::move(text)};
}

}  // namespace

std::vector<Unavailable> ActState::unavailable(Seat s) const {
  std::vector<Unavailable> out;
  if (m_phase == Phase::Over || s < 0 || s >= 2) return out;
  const std::string turnPlayer = std::to_string(m_turnSeat + 1);
  const Seat chooser = m_pendingCount > 0 ? m_pending[0].chooser : kNoSeat;

  // The first rule that stops seat s from taking an action of this turn at all, or nullopt.
  auto blocked = [&](int card, const char* kind) -> std::optional<Unavailable> {
    if (s != m_turnSeat)
      return why(card, kind, "notYourTurn", {turnPlayer},
                 "It is player " + turnPlayer + "'s turn.");
    if (chooser == s) return why(card, kind, "answerFirst", {}, "Answer the question first.");
    if (chooser != kNoSeat)
      return why(card, kind, "waitForAnswer", {std::to_string(chooser + 1)},
                 "Player " + std::to_string(chooser + 1) + " is choosing.");
    return std::nullopt;
  };

  // A hand card of s: it is played only in the Play phase of s's own turn.
  for (int i = 0; i < m_count[s][static_cast<int>(Zone::Hand)]; ++i) {
    const int uid = m_list[s][static_cast<int>(Zone::Hand)][i];
    if (auto stop = blocked(uid, "play")) {
      out.push_back(std::move(*stop));
    } else if (m_phase != Phase::Play) {
      out.push_back(why(uid, "play", "alreadyPlayed", {}, "You already played a card this turn."));
    }
  }

  // Cards of both Active Areas with an action s could take: its own card's action ("use"), the
  // other player's card's rival action ("rival").
  for (const Seat side : {s, 1 - s}) {
    const bool rival = side != s;
    const char* kind = rival ? "rival" : "use";
    for (int i = 0; i < m_count[side][static_cast<int>(Zone::Active)]; ++i) {
      const int uid = m_list[side][static_cast<int>(Zone::Active)][i];
      const Ability& ability = rival ? upEnd(uid).rival : upEnd(uid).action;
      if (!ability.present()) continue;
      if (auto stop = blocked(uid, kind)) {
        out.push_back(std::move(*stop));
      } else if (m_angle[uid] >= 2) {
        out.push_back(
            why(uid, kind, "exhausted", {}, "Exhausted: it leaves play at the end of the turn."));
      } else if (m_phase == Phase::Play) {
        out.push_back(why(uid, kind, "playFirst", {}, "Play a card from your hand first."));
      } else if (rival ? m_rivalUsed[uid] : m_used[uid]) {
        out.push_back(
            why(uid, kind, rival ? "rivalUsed" : "used", {},
                rival ? "You already used it this turn." : "Its action was used this turn."));
      } else if (ability.cost.count > costCandidates(s, uid, ability.cost)) {
        out.push_back(
            why(uid, kind, "cannotPay", {std::to_string(ability.cost.count)},
                "You can't pay its cost of " + std::to_string(ability.cost.count) + " card(s)."));
      } else if (const Effect* chosen = ability.chosen()) {
        bool any = false;
        for (int t = 0; t < cardCount() && !any; ++t) any = canTarget(s, uid, *chosen, t);
        if (!any)
          out.push_back(why(uid, kind, "noTarget", {}, "Its action has no legal target now."));
      }
    }
  }

  // Ending the turn waits for the card of the Play phase.
  if (s == m_turnSeat && chooser == kNoSeat && m_phase == Phase::Play)
    out.push_back(why(-1, "end_turn", "playFirst", {}, "Play a card from your hand first."));
  return out;
}

std::optional<Caution> ActState::caution(ActionId a) const {
  if (a != kEndTurn || m_phase != Phase::Actions) return std::nullopt;
  std::vector<ActionId> legal;
  legalActions(legal);
  std::vector<int> unused;  // the cards whose legal action would score, in uid order
  for (const ActionId l : legal) {
    if (l < kUseBase || l >= kEndTurn) continue;
    const bool rival = l >= kRivalBase;
    const int uid = (l - (rival ? kRivalBase : kUseBase)) / kTargetSlots;
    const Ability& ability = rival ? upEnd(uid).rival : upEnd(uid).action;
    const bool scores = std::any_of(ability.effects.begin(), ability.effects.end(),
                                    [](const Effect& e) { return e.verb == Verb::Score; });
    if (scores && std::find(unused.begin(), unused.end(), uid) == unused.end())
      unused.push_back(uid);
  }
  if (unused.empty()) return std::nullopt;
  const std::string first = nameOf(unused.front());
  return Caution{
      "engines.caution.scoringUnused",
      {first, std::to_string(unused.size())},
      unused.size() == 1
          ? first + "'s action could still score this turn: ending the turn leaves it unused."
          : first + " and " + std::to_string(unused.size() - 1) +
                " more could still score this turn: ending the turn leaves them unused."};
}

}  // namespace gm::rules::engines
