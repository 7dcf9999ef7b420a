// Why a card a seat sees cannot be taken, played, activated or reacted with now
// (GameState::unavailable), and what to know before a legal action (GameState::caution). Only
// public facts and the seat's own hand are read.
#include <algorithm>

#include "vendetta_state.h"

namespace gm::rules::vendetta {
namespace {

struct Why {
  const char* key;
  const char* text;
};

}  // namespace

std::vector<Unavailable> VendettaState::unavailable(Seat s) const {
  std::vector<Unavailable> out;
  if (m_phase == Phase::Over || s < 0 || s >= m_seats || m_c[s].out) return out;
  std::vector<ActionId> legal;
  if (actingSeat() == s) legalActions(legal);
  const auto isLegal = [&](ActionId a) {
    return std::binary_search(legal.begin(), legal.end(), a);
  };
  const std::string activeSeat = std::to_string(m_active + 1);
  const auto add = [&](int uid, const char* kind, const char* key, std::string text,
                       std::vector<std::string> args = {}) {
    Unavailable u;
    u.card = uid;
    u.kind = kind;
    u.messageKey = std::string("vendetta.why.") + key;
    u.args = std::move(args);
    u.text = std::move(text);
    out.push_back(std::move(u));
  };
  // The first resource a cost lacks, in the order costs are printed.
  const auto lacking = [&](const Cost& cost, int uid, bool onTurn) -> Why {
    const Clone& c = m_c[s];
    const int x = cost.hasX ? cost.xMin : 0;
    const auto need = [&](Res r) { return cost.of(r) + (cost.hasX && cost.xRes == r ? x : 0); };
    if (!onTurn && need(Res::Tick) > 0)
      return {"noTicksOffTurn", "A clone has ticks only on its own turn."};
    if ((onTurn ? c.ticks : 0) < need(Res::Tick)) return {"noTick", "Not enough ticks left."};
    if (c.corpus < need(Res::Corpus)) return {"notEnoughCorpus", "Not enough corpus."};
    if (c.cerebrium < need(Res::Cerebrium)) return {"notEnoughCerebrium", "Not enough cerebrium."};
    if (c.hand.size() - (c.hand.find(uid) >= 0 ? 1 : 0) < need(Res::Card))
      return {"notEnoughCards", "Not enough other cards in hand to discard."};
    if (c.states.size() < need(Res::State))
      return {"notEnoughStates", "Not enough states in play."};
    if (c.forgotten.size() < need(Res::Forgotten))
      return {"notEnoughForgotten", "Not enough cards in the forgotten pile."};
    return {nullptr, nullptr};
  };
  const bool myMain = s == m_active && m_phase == Phase::Main;
  // Why a main-phase action is not open to s now (nullptr: it is a matter of its cost).
  const auto mainWhy = [&](const char* kind, int uid) -> bool {
    if (s != m_active) {
      add(uid, kind, "notYourTurn", "It is " + seatName(m_active) + "'s turn.", {activeSeat});
      return true;
    }
    if (!myMain && actingSeat() != s) {
      add(uid, kind, "waitFor", seatName(actingSeat()) + " is choosing.",
          {std::to_string(actingSeat() + 1)});
      return true;
    }
    if (!myMain) {
      add(uid, kind, "finishChoice", "Finish the choice in progress first.");
      return true;
    }
    return false;
  };
  const Clone& me = m_c[s];
  for (int i = 0; i < me.hand.size(); ++i) {
    const int uid = me.hand[i];
    const CardType& t = typeCard(uid);
    if (t.kind == CardKind::Reaction) {
      if (isLegal(kReactBase + uid)) continue;
      if (m_phase != Phase::React) {
        add(uid, "react", "reactionOnlyInWindow",
            "A reaction is played only while an action waits to resolve.");
        continue;
      }
      if (m_responder != s) {
        add(uid, "react", "notInWindow",
            "Wait for your turn to react (" + seatName(m_responder) + " may react now).",
            {std::to_string(m_responder + 1)});
        continue;
      }
      const Why w = lacking(t.cost, uid, s == m_active);
      if (w.key) add(uid, "react", w.key, w.text);
      continue;
    }
    if (isLegal(kPlayBase + uid) || mainWhy("play", uid)) continue;
    const Why w = lacking(t.cost, uid, true);
    if (w.key) add(uid, "play", w.key, w.text);
  }
  for (int i = 0; i < me.states.size(); ++i) {
    const int uid = me.states[i];
    const CardType& t = typeCard(uid);
    if (t.activated < 0 || isLegal(kActivateBase + uid) || mainWhy("activate", uid)) continue;
    const Why w = lacking(t.abilities[t.activated].cost, uid, true);
    if (w.key) add(uid, "activate", w.key, w.text);
  }
  for (int i = 0; i < m_headspace.size(); ++i) {
    const int uid = m_headspace[i];
    if (isLegal(kTakeBase + uid) || mainWhy("take", uid)) continue;
    // The rulebook: under invasive interrogation a clone must play or activate while it can.
    if (me.interrogatedNow)
      add(uid, "take", "mustPlayOrActivate",
          "Under invasive interrogation you must play or activate while you can.");
  }
  return out;
}

std::optional<Caution> VendettaState::caution(ActionId a) const {
  if (m_phase == Phase::Over || a < 0 || a >= kActionCount) return std::nullopt;
  const Seat s = actingSeat();
  const Clone& c = m_c[s];
  // A payment that takes the payer's last corpus or cerebrium kills it (RULINGS: allowed). `x`:
  // the X chosen, -1 for the smallest the card allows (the X is asked for later).
  const auto lastLife = [&](int card, const Cost& cost, int x = -1) -> std::optional<Caution> {
    if (x < 0) x = cost.hasX ? cost.xMin : 0;
    for (const Res r : {Res::Corpus, Res::Cerebrium}) {
      const int due = cost.of(r) + (cost.hasX && cost.xRes == r ? x : 0);
      const int have = r == Res::Corpus ? c.corpus : c.cerebrium;
      if (due <= 0 || due < have) continue;
      return Caution{"vendetta.caution.paysLast",
                     {nameOf(card), resKey(r), std::to_string(have)},
                     "Paying " + std::to_string(due) + " " + resKey(r) + " of your " +
                         std::to_string(have) + " kills your clone."};
    }
    return std::nullopt;
  };
  if (m_phase == Phase::ChooseX && a >= kXBase && a < kPass)
    return lastLife(m_pay.card, m_pay.cost, a - kXBase);
  if (a >= kReactBase && a < kReactBase + kMaxCards && m_phase == Phase::React) {
    const int uid = a - kReactBase;
    if (!reactionHolds(uid))
      return Caution{
          "vendetta.caution.noEffect",
          {nameOf(uid)},
          nameOf(uid) + " does not react to this action: it is paid for and does nothing."};
    return lastLife(uid, typeCard(uid).cost);
  }
  if (m_phase != Phase::Main) return std::nullopt;
  if (a >= kPlayBase && a < kPlayBase + kMaxCards)
    return lastLife(a - kPlayBase, typeCard(a - kPlayBase).cost);
  if (a >= kActivateBase && a < kActivateBase + kMaxCards) {
    const CardType& t = typeCard(a - kActivateBase);
    if (t.activated < 0) return std::nullopt;
    return lastLife(a - kActivateBase, t.abilities[t.activated].cost);
  }
  return std::nullopt;
}

}  // namespace gm::rules::vendetta
