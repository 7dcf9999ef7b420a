// The rules of a Knockdown turn: commits, speed steps, hits, taking damage, knockdowns, losses.
#include "knockdown_state.h"

#include <algorithm>
#include <cassert>

#include "core/card_uids.h"

namespace gm::rules::knockdown {
namespace {
std::string playerLabel(Seat s) {
  return "Player " + std::to_string(s + 1);
}
std::string cards(int n) {
  return std::to_string(n) + (n == 1 ? " card" : " cards");
}

// Public-history hash tags, so an action id can never be mistaken for a revealed card.
constexpr std::uint64_t kTagActions = 0xA000;
constexpr std::uint64_t kTagReveal = 0xB000;
}  // namespace

const char* lossKey(LossReason r) {
  switch (r) {
    case LossReason::None:
      return "";
    case LossReason::TwentyDamage:
      return "twentyDamage";
    case LossReason::ThreePiles:
      return "threePiles";
    case LossReason::AllUnstables:
      return "allUnstables";
    case LossReason::NoRally:
      return "noRally";
    case LossReason::FinalBell:
      return "finalBell";
  }
  return "";
}

KnockdownState::KnockdownState(std::shared_ptr<const Setup> setup, std::uint64_t seed)
    : GameState(seed), m_setup(std::move(setup)), m_publicHash(0x4b6e6f636b646f77ULL) {
  const int deck = m_setup->deckSize();
  // The cards lie as the deck lists dealt them (the same deal and shuffles as ever); only their
  // numbers come from the seed's own draw.
  UidFaces faces(seed);
  std::array<std::uint8_t, kHandSize + kMaxDeck> number{};
  for (Seat s = 0; s < 2; ++s) {
    faces.number(std::span(number.data(), kHandSize));
    for (int i = 0; i < kHandSize; ++i) {
      const int uid = m_setup->uidBase(s) + number[i];
      m_actionUid[s][i] = static_cast<std::uint8_t>(uid);
      m_card[uid] = static_cast<std::uint8_t>(i);
    }
    faces.number(std::span(number.data(), deck));
    PlayerState& p = m_players[s];
    for (int j = 0; j < deck; ++j) {
      const int uid = m_setup->firstStaminaUid(s) + number[j];
      m_card[uid] = static_cast<std::uint8_t>(m_setup->listedKind(j));
      m_kindMask[s][m_card[uid]] |= std::uint64_t{1} << number[j];
      p.stamina[j] = static_cast<std::uint8_t>(uid);
    }
    p.staminaCount = static_cast<std::uint8_t>(deck);
    rng().shuffle(std::span(p.stamina.data(), p.staminaCount));
  }
}

std::string KnockdownState::faceOf(int uid) const {
  const Seat s = m_setup->ownerOf(uid);
  if (m_setup->isActionUid(uid)) return m_setup->action(s, m_card[uid]).id;
  return staminaFace(kindOf(uid));
}

void KnockdownState::legalActions(std::vector<ActionId>& out) const {
  out.clear();
  if (m_over) return;
  for (ActionId a = 0; a < kHandSize; ++a) out.push_back(a);
}

std::vector<double> KnockdownState::returns() const {
  if (!m_over || m_winner == kNoSeat) return {0.0, 0.0};
  return m_winner == 0 ? std::vector<double>{1.0, -1.0} : std::vector<double>{-1.0, 1.0};
}

void KnockdownState::doApply(ActionId a) {
  assert(!m_over && a >= 0 && a < kHandSize);
  const Seat s = m_toAct;
  m_players[s].pending = static_cast<std::int8_t>(a);
  if (recordEvents()) {
    // The face goes only to the committing seat; text and args stay face-free for the others.
    emitEvent("commit", s, actionUid(s, a), zoneName(s, "hand"), zoneName(s, "play"), 0,
              {std::to_string(s + 1)}, playerLabel(s) + " commits a card face down.", 1u << s);
  }
  if (s == 0) {
    m_toAct = 1;
    return;
  }
  resolveTurn();
}

void KnockdownState::resolveTurn() {
  const std::array<int, 2> played{m_players[0].pending, m_players[1].pending};
  m_publicHash = mixHash(mixHash(m_publicHash, kTagActions + played[0]), kTagActions + played[1]);
  for (auto& p : m_players) {
    p.damageThisTurn = 0;
    p.knockedDown = false;
  }
  m_lastTurn = TurnRecord{};
  m_lastTurn.turn = static_cast<std::int8_t>(m_turn);
  m_lastTurn.cards = {static_cast<std::int8_t>(played[0]), static_cast<std::int8_t>(played[1])};
  if (recordEvents()) {
    for (Seat s = 0; s < 2; ++s)
      emitEvent("reveal_action", s, actionUid(s, played[s]), zoneName(s, "play"),
                zoneName(s, "play"), 0, {std::to_string(s + 1), cardName(s, played[s])},
                playerLabel(s) + " reveals " + cardName(s, played[s]) + ".");
  }

  const std::array<CardEffect, 2> effects{m_setup->effect(0, played[0], played[1]),
                                          m_setup->effect(1, played[1], played[0])};
  std::array<int, 2> reduction{0, 0};
  if (effects[0].rank == effects[1].rank) {
    runStep(0b11, effects, reduction);
  } else {
    const Seat first = effects[0].rank > effects[1].rank ? 0 : 1;
    runStep(static_cast<std::uint8_t>(1u << first), effects, reduction);
    const bool someoneLost =
        m_players[0].loss != LossReason::None || m_players[1].loss != LossReason::None;
    if (!someoneLost) runStep(static_cast<std::uint8_t>(1u << (1 - first)), effects, reduction);
  }

  for (Seat s = 0; s < 2; ++s) {
    m_players[s].pending = -1;
    m_players[s].onCanvas = false;
    if (recordEvents())
      emitEvent("return", s, actionUid(s, played[s]), zoneName(s, "play"), zoneName(s, "hand"), 0,
                {std::to_string(s + 1), cardName(s, played[s])},
                playerLabel(s) + " takes " + cardName(s, played[s]) + " back into hand.");
  }
  m_toAct = 0;

  if (m_players[0].loss != LossReason::None || m_players[1].loss != LossReason::None) {
    finish();
  } else if (m_turn >= kMaxTurns) {
    // The final bell: the one who took less damage over the fight wins; equal is a draw.
    const int d0 = m_players[0].totalDamage, d1 = m_players[1].totalDamage;
    if (d0 != d1) lose(d0 > d1 ? 0 : 1, LossReason::FinalBell);
    finish();
  } else {
    ++m_turn;
  }
}

void KnockdownState::runStep(std::uint8_t seats, const std::array<CardEffect, 2>& effects,
                             std::array<int, 2>& reduction) {
  StepRecord& rec = m_lastTurn.steps[m_lastTurn.stepCount++];
  rec.seats = seats;
  rec.rank = effects[(seats & 1) ? 0 : 1].rank;
  auto inStep = [seats](Seat s) { return (seats >> s) & 1u; };
  if (recordEvents()) {
    const std::string label = rec.rank == kInstantRank ? "instant" : std::to_string(rec.rank);
    std::string text = rec.rank == kInstantRank ? "INSTANT:" : "Speed " + label + ":";
    for (Seat s = 0; s < 2; ++s)
      if (inStep(s)) text += " " + cardName(s, m_lastTurn.cards[s]) + " (" + playerLabel(s) + ")";
    emitEvent("step", seats == 0b11 ? kNoSeat : (seats == 1 ? 0 : 1), -1, "", "", rec.rank, {label},
              text + ".");
  }

  // A card's reduction already protects against hits landing in its own step.
  for (Seat s = 0; s < 2; ++s)
    if (inStep(s)) reduction[s] += effects[s].reduce;

  // Both hits are worked out from the state before the step, then applied: equal speeds are
  // simultaneous, so neither attacker was knocked down "before" the other.
  std::array<int, 2> dealt{0, 0};
  for (Seat s = 0; s < 2; ++s) {
    const CardEffect& e = effects[s];
    if (!inStep(s) || e.base <= 0) continue;
    PlayerState& p = m_players[s];
    HitRecord& h = rec.hits[s];
    h.base = e.base;
    h.critical = e.critical;
    h.reduction = static_cast<std::int16_t>(reduction[1 - s]);
    if (p.knockedDown) {
      h.knockedDownBefore = true;  // momentum stays for a later hit
    } else {
      h.momentum = p.momentum;
      const int raw = e.base * (e.critical ? 2 : 1) + p.momentum;
      dealt[s] = std::max(0, raw - reduction[1 - s]);
      h.amount = static_cast<std::int16_t>(dealt[s]);
      if (dealt[s] > 0) p.momentum = 0;
    }
    if (recordEvents()) {
      const std::string breakdown = h.knockedDownBefore
                                        ? "knocked down before hitting: no damage"
                                        : "base " + std::to_string(h.base) +
                                              (h.critical ? ", CRITICAL x2" : "") + ", momentum +" +
                                              std::to_string(h.momentum) + ", reduction -" +
                                              std::to_string(h.reduction);
      emitEvent("hit", s, -1, "", "", dealt[s],
                {std::to_string(s + 1), std::to_string(2 - s), std::to_string(dealt[s]),
                 std::to_string(h.base), h.critical ? "1" : "0", std::to_string(h.momentum),
                 std::to_string(h.reduction), h.knockedDownBefore ? "1" : "0"},
                playerLabel(s) + " hits " + playerLabel(1 - s) + " for " +
                    std::to_string(dealt[s]) + " (" + breakdown + ").");
    }
  }
  for (Seat s = 0; s < 2; ++s) {
    if (!inStep(s) || effects[s].momentum <= 0) continue;
    m_players[s].momentum = static_cast<std::int16_t>(m_players[s].momentum + effects[s].momentum);
    if (recordEvents())
      emitEvent("momentum", s, -1, "", "", m_players[s].momentum,
                {std::to_string(s + 1), std::to_string(effects[s].momentum),
                 std::to_string(m_players[s].momentum)},
                playerLabel(s) + " builds momentum: +" + std::to_string(effects[s].momentum) +
                    " for the next hit (now " + std::to_string(m_players[s].momentum) + ").");
  }
  for (Seat s = 0; s < 2; ++s)
    if (dealt[s] > 0) takeDamage(1 - s, dealt[s]);
}

void KnockdownState::takeDamage(Seat s, int amount) {
  PlayerState& p = m_players[s];
  p.damageThisTurn = static_cast<std::int16_t>(p.damageThisTurn + amount);
  p.totalDamage = static_cast<std::int16_t>(p.totalDamage + amount);
  if (p.damageThisTurn >= kLosingDamage) {
    // The loss is certain, so no card needs to be revealed for this hit.
    lose(s, LossReason::TwentyDamage);
    return;
  }
  int newPile = -1;
  for (int i = 0; i < amount; ++i) {
    const int uid = drawTop(s);
    if (uid < 0) break;
    noteRevealed(s, uid);
    if (kindOf(uid) == StaminaKind::Unstable) {
      if (newPile < 0) {
        newPile = p.pileCount++;
        p.pileSize[newPile] = 0;
      }
      p.unstable[p.unstableCount++] = static_cast<std::uint8_t>(uid);
      ++p.pileSize[newPile];
      if (recordEvents())
        emitEvent("stamina_reveal", s, uid, zoneName(s, "stamina"), pileZone(s, newPile), i + 1,
                  {std::to_string(s + 1), "unstable"},
                  playerLabel(s) + " reveals an Unstable card.");
    } else {
      p.discard[p.discardCount++] = static_cast<std::uint8_t>(uid);
      if (recordEvents()) {
        const std::string face = faceOf(uid);
        emitEvent(
            "stamina_reveal", s, uid, zoneName(s, "stamina"), zoneName(s, "discard"), i + 1,
            {std::to_string(s + 1), face},
            playerLabel(s) + " reveals a " + (face == "rally" ? "Rally" : "Stable") + " card.");
      }
    }
  }
  if (newPile < 0) return;
  if (recordEvents())
    emitEvent("unstable_pile", s, -1, "", pileZone(s, newPile), p.pileSize[newPile],
              {std::to_string(s + 1), std::to_string(newPile + 1)},
              playerLabel(s) + " starts Unstable pile " + std::to_string(newPile + 1) + ".");
  if (p.pileCount >= kMaxPiles) lose(s, LossReason::ThreePiles);
  if (p.unstableCount >= m_setup->unstableCount()) lose(s, LossReason::AllUnstables);
  if (p.loss == LossReason::None) knockdownSequence(s);
}

void KnockdownState::knockdownSequence(Seat s) {
  PlayerState& p = m_players[s];
  p.knockedDown = true;
  p.onCanvas = true;
  if (recordEvents())
    emitEvent("knockdown", s, -1, "", "", p.unstableCount, {std::to_string(s + 1)},
              playerLabel(s) + " is knocked down!");
  // Every Unstable revealed so far (all piles) sends that many top cards to the bottom.
  const int k = std::min<int>(p.unstableCount, p.staminaCount);
  std::rotate(p.stamina.begin(), p.stamina.begin() + (p.staminaCount - k),
              p.stamina.begin() + p.staminaCount);
  if (recordEvents())
    emitEvent(
        "to_bottom", s, -1, zoneName(s, "stamina"), zoneName(s, "stamina"), k,
        {std::to_string(s + 1), std::to_string(k)},
        playerLabel(s) + " moves " + cards(k) + " from the top of the Stamina to the bottom.");

  const int pile = p.pileCount - 1;
  for (int n = 1; n <= kKnockdownReveals; ++n) {
    const int uid = drawTop(s);
    if (uid < 0) break;
    noteRevealed(s, uid);
    const StaminaKind kind = kindOf(uid);
    if (kind == StaminaKind::Unstable) {
      p.unstable[p.unstableCount++] = static_cast<std::uint8_t>(uid);
      ++p.pileSize[pile];
      if (recordEvents())
        emitEvent("knockdown_reveal", s, uid, zoneName(s, "stamina"), pileZone(s, pile), n,
                  {std::to_string(s + 1), "unstable", std::to_string(n)},
                  playerLabel(s) + " reveals card " + std::to_string(n) +
                      ": Unstable, onto the same pile.");
      if (p.unstableCount >= m_setup->unstableCount()) {
        lose(s, LossReason::AllUnstables);
        return;
      }
      continue;
    }
    p.revealing[p.revealingCount++] = static_cast<std::uint8_t>(uid);
    if (recordEvents())
      emitEvent("knockdown_reveal", s, uid, zoneName(s, "stamina"), zoneName(s, "revealing"), n,
                {std::to_string(s + 1), staminaFace(kind), std::to_string(n)},
                playerLabel(s) + " reveals card " + std::to_string(n) + ": " +
                    (kind == StaminaKind::Rally ? "Rally!" : "Stable."));
    if (kind != StaminaKind::Rally) continue;

    p.onCanvas = false;
    if (recordEvents())
      emitEvent("rally", s, uid, "", "", n, {std::to_string(s + 1)},
                playerLabel(s) + " rallies and gets back up.");
    shuffleDiscardIntoStamina(s);
    // Only now do the cards of this sequence reach the Discard, so they stay out of the shuffle.
    const int moved = p.revealingCount;
    for (int i = 0; i < moved; ++i) p.discard[p.discardCount++] = p.revealing[i];
    p.revealingCount = 0;
    if (recordEvents())
      emitEvent("revealed_to_discard", s, -1, zoneName(s, "revealing"), zoneName(s, "discard"),
                moved, {std::to_string(s + 1), std::to_string(moved)},
                playerLabel(s) + " puts the revealed " + cards(moved) + " on the Discard.");
    return;
  }
  lose(s, LossReason::NoRally);
}

int KnockdownState::drawTop(Seat s) {
  PlayerState& p = m_players[s];
  if (p.staminaCount == 0) {
    if (p.discardCount == 0) return -1;
    shuffleDiscardIntoStamina(s);
  }
  return p.stamina[--p.staminaCount];
}

void KnockdownState::shuffleDiscardIntoStamina(Seat s) {
  PlayerState& p = m_players[s];
  const int moved = p.discardCount;
  for (int i = 0; i < moved; ++i) p.stamina[p.staminaCount++] = p.discard[i];
  p.discardCount = 0;
  rng().shuffle(std::span(p.stamina.data(), p.staminaCount));
  if (recordEvents())
    emitEvent("shuffle", s, -1, zoneName(s, "discard"), zoneName(s, "stamina"), moved,
              {std::to_string(s + 1), std::to_string(moved)},
              playerLabel(s) + " shuffles the Discard (" + cards(moved) + ") into the Stamina.");
}

void KnockdownState::noteRevealed(Seat s, int uid) {
  const auto kind = static_cast<std::uint64_t>(kindOf(uid));
  m_publicHash = mixHash(m_publicHash, kTagReveal + 16 * static_cast<std::uint64_t>(s) + kind);
}

void KnockdownState::lose(Seat s, LossReason why) {
  PlayerState& p = m_players[s];
  if (p.loss != LossReason::None) return;
  p.loss = why;
  if (recordEvents()) {
    static constexpr const char* kWhy[] = {
        "",
        "took 20 or more damage in one turn",
        "has three separate Unstable piles",
        "has revealed every Unstable card",
        "revealed ten cards without a Rally",
        "took more damage over the fight when the final bell rang"};
    emitEvent("loss", s, -1, "", "", 0, {std::to_string(s + 1), lossKey(why)},
              playerLabel(s) + " " + kWhy[static_cast<int>(why)] + ".");
  }
}

void KnockdownState::finish() {
  m_over = true;
  const bool lost0 = m_players[0].loss != LossReason::None;
  const bool lost1 = m_players[1].loss != LossReason::None;
  m_winner = lost0 == lost1 ? kNoSeat : (lost0 ? 1 : 0);
  if (recordEvents())
    emitEvent("result", m_winner, -1, "", "", 0,
              {m_winner == kNoSeat ? "draw" : std::to_string(m_winner + 1)},
              m_winner == kNoSeat ? std::string("The fight is a draw.")
                                  : playerLabel(m_winner) + " wins the fight.");
}

void KnockdownState::emitEvent(std::string kind, Seat seat, int card, std::string fromZone,
                               std::string toZone, int amount, std::vector<std::string> args,
                               std::string text, unsigned visibleTo) {
  GameEvent e;
  e.messageKey = "knockdown.event." + kind;
  e.kind = std::move(kind);
  e.seat = seat;
  e.card = card;
  if (card >= 0) e.face = faceOf(card);
  e.fromZone = std::move(fromZone);
  e.toZone = std::move(toZone);
  e.amount = amount;
  e.visibleTo = visibleTo;
  e.args = std::move(args);
  e.text = std::move(text);
  GameState::emitEvent(std::move(e));
}

std::string KnockdownState::zoneName(Seat s, std::string_view zone) const {
  return "p" + std::to_string(s) + "." + std::string(zone);
}

std::string KnockdownState::pileZone(Seat s, int pile) const {
  return "p" + std::to_string(s) + ".unstable" + std::to_string(pile);
}

}  // namespace gm::rules::knockdown
