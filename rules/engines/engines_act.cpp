// The flow of an Act: setup, turns (play, draw, end of turn), exhausted cards and the win check.
// Abilities and their targets are in engines_effects.cpp; what seats see in engines_view.cpp.
#include "engines_act.h"

#include <cassert>

#include "core/card_uids.h"

namespace gm::rules::engines {

const GameInfo& actInfo() {
  // A turn holds at most: one play, one use and one rival action per card, two picks per cost or
  // bonus card, one end choice per reset, and the end of the turn; 120 bounds that generously.
  // Rules version 2 (issue 12): taken cards are never scored and Act 3 is judged on the whole
  // round, so saves of version 1 would replay differently; the save loader refuses them.
  // Rules version 3 (issue 37): which uid is which card is dealt from the seed, so the actions of
  // older saves name other cards.
  static const GameInfo info{"engines",    "Engines of Vengeance", 3, 2, 2,
                             kActionCount, kMaxTurns * 120 + 8};
  return info;
}

const char* zoneKey(Zone z) {
  switch (z) {
    case Zone::Deck:
      return "deck";
    case Zone::Hand:
      return "hand";
    case Zone::Active:
      return "active";
    case Zone::Discard:
      return "discard";
    case Zone::Score:
      return "score";
  }
  return "";
}

const char* actEndKey(ActEnd e) {
  switch (e) {
    case ActEnd::None:
      return "";
    case ActEnd::Bodycount:
      return "bodycount";
    case ActEnd::Evidence:
      return "evidence";
    case ActEnd::Cooperative:
      return "cooperative";
    case ActEnd::TrailCold:
      return "trailCold";
    case ActEnd::Draw:
      return "draw";
  }
  return "";
}

ActState::ActState(std::shared_ptr<const CardSet> cards, const ActOptions& options,
                   std::uint64_t seed)
    : GameState(seed), m_cards(std::move(cards)), m_options(options) {
  assert(options.vigilanteSeat == 0 || options.vigilanteSeat == 1);
  const CardSet& set = *m_cards;
  // The deck list's cards dealt to the uids, each among the uids of its owner's deck, from the
  // seed (core/card_uids.h); the rng() stream is untouched.
  UidFaces faces(options.uidSeed.value_or(seed));
  for (const Role r : {Role::Vigilante, Role::Detective}) {
    std::array<std::uint8_t, kMaxCards> uids{}, types{};
    int n = 0;
    for (int i = 0; i < set.cardCount(); ++i)
      if (set.types[set.deckList[i]].owner == r) {
        uids[n] = static_cast<std::uint8_t>(i);
        types[n++] = set.deckList[i];
      }
    faces.deal(std::span(types.data(), n));
    for (int k = 0; k < n; ++k) m_typeOf[uids[k]] = types[k];
  }
  std::array<std::uint8_t, kMaxCards> copies{};  // by type: copies met so far
  for (int uid = 0; uid < set.cardCount(); ++uid) {
    const CardType& t = type(uid);
    const int copy = copies[m_typeOf[uid]]++;
    moveCard(uid, seatOf(t.owner), Zone::Deck);
    if (options.setup == OptionalSetup::TurncoatUp && copy < t.variantCopies) m_end_up[uid] = 1;
  }
  m_turnSeat = vigilanteSeat();
  if (options.setup == OptionalSetup::Exchange) {
    // Our ruling: before the deal, the Vigilante then the Detective picks two of its own cards to
    // give to the other player (all in the open); then both decks are shuffled and dealt.
    for (Seat s : {vigilanteSeat(), detectiveSeat()}) {
      Pending p;
      p.kind = PendingKind::Exchange;
      p.chooser = s;
      p.remaining = 2;
      pushPending(p);
    }
    return;
  }
  deal();
}

void ActState::moveCard(int uid, Seat s, Zone z) {
  const auto from = m_zone[uid];
  const Seat fromSeat = m_side[uid];
  if (m_count[fromSeat][from] > 0) {
    auto& list = m_list[fromSeat][from];
    auto& n = m_count[fromSeat][from];
    for (int i = 0; i < n; ++i) {
      if (list[i] != uid) continue;
      for (int j = i + 1; j < n; ++j) list[j - 1] = list[j];
      --n;
      break;
    }
  }
  const int zi = static_cast<int>(z);
  m_list[s][zi][m_count[s][zi]++] = static_cast<std::int8_t>(uid);
  m_zone[uid] = static_cast<std::uint8_t>(z);
  m_side[uid] = static_cast<std::int8_t>(s);
  if (z != Zone::Active) {
    m_angle[uid] = 0;
    m_taken[uid] = false;
  }
  if (z == Zone::Deck) m_deckSince[uid] = static_cast<std::uint16_t>(history().size());
  if (z == Zone::Hand) m_drawnAt[uid] = static_cast<std::uint16_t>(history().size());
}

void ActState::deal() {
  for (Seat s : {vigilanteSeat(), detectiveSeat()}) {
    auto& deck = m_list[s][static_cast<int>(Zone::Deck)];
    rng().shuffle(std::span(deck.data(), m_count[s][static_cast<int>(Zone::Deck)]));
  }
  for (int k = 0; k < kHandSize; ++k)
    for (Seat s : {vigilanteSeat(), detectiveSeat()}) drawOne(s);
  startTurn(vigilanteSeat());
}

void ActState::drawOne(Seat s) {
  const int deck = static_cast<int>(Zone::Deck);
  const int discard = static_cast<int>(Zone::Discard);
  if (m_count[s][deck] == 0) {
    const int n = m_count[s][discard];
    if (n == 0) return;  // both empty: nothing to draw
    // The Discard becomes the deck: cards keep the end they show (a card is played the way up
    // it was drawn).
    while (m_count[s][discard] > 0) moveCard(m_list[s][discard][0], s, Zone::Deck);
    rng().shuffle(std::span(m_list[s][deck].data(), m_count[s][deck]));
    if (recordEvents())
      note("shuffle", s, -1, zoneName(s, Zone::Discard), zoneName(s, Zone::Deck), n, {},
           "Seat " + std::to_string(s + 1) + " shuffles the Discard into a new deck.");
  }
  const int uid = m_list[s][deck][m_count[s][deck] - 1];
  moveCard(uid, s, Zone::Hand);
  m_privateHash[s] = mixHash(m_privateHash[s], static_cast<std::uint64_t>(uid) + 1);
  if (recordEvents())
    note("draw", s, uid, zoneName(s, Zone::Deck), zoneName(s, Zone::Hand), 0, {},
         "Seat " + std::to_string(s + 1) + " draws a card.", 1u << s);
}

void ActState::startTurn(Seat s) {
  m_turnSeat = s;
  m_used.fill(false);
  m_rivalUsed.fill(false);
  if (recordEvents())
    note("turn", s, -1, "", "", m_turn, {roleKey(roleOf(s))},
         "Turn " + std::to_string(m_turn) + ": the " + roleKey(roleOf(s)) + " (seat " +
             std::to_string(s + 1) + ").");
  if (count(s, Zone::Hand) > 0) {
    m_phase = Phase::Play;
    return;
  }
  // Nothing to play: the turn goes on with the draw.
  drawOne(s);
  m_phase = Phase::Actions;
}

void ActState::play(int uid) {
  const Seat s = m_turnSeat;
  assert(m_zone[uid] == static_cast<std::uint8_t>(Zone::Hand) && m_side[uid] == s);
  moveCard(uid, s, Zone::Active);
  m_angle[uid] = 0;
  if (recordEvents())
    note("play", s, uid, zoneName(s, Zone::Hand), zoneName(s, Zone::Active), m_end_up[uid],
         {nameOf(uid)}, "Seat " + std::to_string(s + 1) + " plays " + nameOf(uid) + ".");
  const Ability& onPlay = upEnd(uid).onPlay;
  if (onPlay.present()) resolveEffects(s, uid, onPlay, kNoTarget);
  drawOne(s);
  m_phase = Phase::Actions;
}

void ActState::endTurn() {
  const Seat s = m_turnSeat;
  const int active = static_cast<int>(Zone::Active);
  for (int i = 0; i < m_count[s][active]; ++i) {
    const int uid = m_list[s][active][i];
    if (m_angle[uid] >= 2) continue;  // already exhausted this turn
    ++m_angle[uid];
    if (recordEvents())
      note(
          "rotate", s, uid, "", "", 90 * m_angle[uid],
          {nameOf(uid), std::to_string(90 * (m_angle[uid] - 1)), std::to_string(90 * m_angle[uid])},
          nameOf(uid) + " turns to " + std::to_string(90 * m_angle[uid]) + "°.");
  }
  m_endingTurn = true;
  dealWithExhausted(s);
  dealWithExhausted(1 - s);
  settle();
}

void ActState::dealWithExhausted(Seat s) {
  const int active = static_cast<int>(Zone::Active);
  for (int i = 0; i < m_count[s][active];) {
    const int uid = m_list[s][active][i];
    if (m_angle[uid] < 2) {
      ++i;
      continue;
    }
    const CardEnd& up = upEnd(uid);
    Pile pile = up.exhaust;
    const bool taken = m_taken[uid];
    if (taken) {
      pile = Pile::Discard;  // RULINGS: taken cards go to the taker's discard when they leave play
    } else {
      for (int j = 0; j < m_count[s][active]; ++j) {
        const int other = m_list[s][active][j];
        const Modifier& m = upEnd(other).modifier;
        if (other != uid && m.present && isActive(other) && matches(m.select, s, uid))
          pile = m.exhaustTo;
      }
    }
    const Seat to = pile == Pile::Discard     ? s
                    : pile == Pile::Bodycount ? vigilanteSeat()
                                              : detectiveSeat();
    const Zone zone = pile == Pile::Discard ? Zone::Discard : Zone::Score;
    // Args: the card, its pile, and the seat (1-based) whose pile it is: the Bodycount is the
    // Vigilante's and Evidence the Detective's whoever's card it was.
    if (recordEvents())
      note("exhaust", s, uid, zoneName(s, Zone::Active), zoneName(to, zone), 0,
           {nameOf(uid), pileKey(pile), std::to_string(to + 1)},
           nameOf(uid) + " is exhausted and goes to " +
               (pile == Pile::Discard ? "the Discard" : pileKey(pile)) + ".");
    moveCard(uid, to, zone);
    if (pile == Pile::Discard && up.flips) {
      m_end_up[uid] = static_cast<std::uint8_t>(1 - m_end_up[uid]);
      if (recordEvents())
        note("flip", s, uid, "", "", m_end_up[uid], {up.name, nameOf(uid)},
             up.name + " turns into " + nameOf(uid) + ".");
    }
    if (zone == Zone::Score && recordEvents())
      note("score", to, uid, "", zoneName(to, Zone::Score), count(to, Zone::Score),
           {nameOf(uid), pileKey(pile)},
           nameOf(uid) + " joins " + pileKey(pile) + " (" + std::to_string(count(to, Zone::Score)) +
               ").");
    if (zone == Zone::Score && !taken && pile == up.exhaust && up.exhaustBonus > 0) {
      Pending p;
      p.kind = PendingKind::ExhaustBonus;
      p.card = static_cast<std::int8_t>(uid);
      p.chooser = s;
      p.pileSeat = to;
      p.remaining = static_cast<std::int8_t>(up.exhaustBonus);
      pushPending(p);
    }
  }
}

bool ActState::discardIfTaken(int uid) {
  if (!m_taken[uid]) return false;
  const Seat taker = m_side[uid];
  moveCard(uid, taker, Zone::Discard);
  if (recordEvents())
    note("discard", taker, uid, zoneName(taker, Zone::Active), zoneName(taker, Zone::Discard), 0,
         {nameOf(uid)}, nameOf(uid) + " was taken, so it goes to the Discard, not a scoring pile.");
  return true;
}

void ActState::settle() {
  // Drop questions nobody can answer (a bonus with no Active card left to pick).
  while (m_pendingCount > 0) {
    const Pending& p = m_pending[0];
    if (p.kind != PendingKind::ExhaustBonus) break;
    bool any = false;
    for (int uid = 0; uid < cardCount() && !any; ++uid) any = bonusCandidate(p.chooser, uid);
    if (any && p.remaining > 0) break;
    popPending();
  }
  if (m_pendingCount > 0) return;
  if (m_endingTurn) {
    m_endingTurn = false;
    finishTurn();
  }
}

void ActState::finishTurn() {
  const Seat ended = m_turnSeat;
  const bool body = score(vigilanteSeat()) >= kGoal;
  const bool evidence = score(detectiveSeat()) >= kGoal;
  const unsigned v = 1u << vigilanteSeat(), d = 1u << detectiveSeat();
  if (m_options.cooperativeEnding) {
    // Act 3 is judged on the whole round (the Vigilante's turn, then the Detective's): a goal
    // reached at the end of the Vigilante's turn waits for the Detective's turn, so the other side
    // may still join it. Scoring piles never shrink, so the piles at the end of the round tell who
    // got there during it.
    if (body && evidence) return finishAct(v | d, ActEnd::Cooperative);
    if (ended == detectiveSeat()) {
      if (body) return finishAct(v, ActEnd::Bodycount);
      if (evidence) return finishAct(d, ActEnd::Evidence);
    }
  } else if (body || evidence) {
    // Both at four after one turn (Acts 1 and 2): the player whose turn it was wins.
    if (body && evidence)
      return finishAct(1u << ended,
                       ended == vigilanteSeat() ? ActEnd::Bodycount : ActEnd::Evidence);
    return body ? finishAct(v, ActEnd::Bodycount) : finishAct(d, ActEnd::Evidence);
  }
  if (m_turn >= kMaxTurns) {
    const int b = score(vigilanteSeat()), e = score(detectiveSeat());
    if (b == e) return finishAct(0, ActEnd::Draw);
    return finishAct(b > e ? v : d, ActEnd::TrailCold);
  }
  ++m_turn;
  startTurn(1 - ended);
}

void ActState::finishAct(unsigned winners, ActEnd why) {
  m_phase = Phase::Over;
  m_winners = winners;
  m_end = why;
  if (recordEvents()) {
    std::string list;
    for (Seat s = 0; s < 2; ++s)
      if ((winners >> s) & 1u) list += (list.empty() ? "" : ",") + std::to_string(s);
    const Seat sole = winners == 1u ? 0 : winners == 2u ? 1 : kNoSeat;
    std::string text = why == ActEnd::Cooperative ? "Both players win the Act together."
                       : why == ActEnd::Draw
                           ? "The Act is drawn: the trail went cold."
                           : std::string("The ") + roleKey(roleOf(sole)) + " wins the Act.";
    note("act_end", sole, -1, "", "", static_cast<int>(winners), {actEndKey(why), list},
         std::move(text));
  }
}

Seat ActState::actingSeat() const {
  if (m_phase == Phase::Over) return kNoSeat;
  return m_pendingCount > 0 ? m_pending[0].chooser : m_turnSeat;
}

std::vector<double> ActState::returns() const {
  if (m_phase != Phase::Over || m_winners == 0) return {0.0, 0.0};
  return {(m_winners & 1u) ? 1.0 : -1.0, (m_winners & 2u) ? 1.0 : -1.0};
}

std::string ActState::seatRole(Seat s) const {
  return roleKey(roleOf(s));
}

void ActState::doApply(ActionId a) {
  m_publicHash = mixHash(m_publicHash, static_cast<std::uint64_t>(a));
  if (m_pendingCount > 0) {
    answerPending(a);
  } else if (a < kUseBase) {
    play(a - kPlayBase);
  } else if (a < kRivalBase) {
    useAbility(m_turnSeat, (a - kUseBase) / kTargetSlots, false, (a - kUseBase) % kTargetSlots);
  } else if (a < kEndTurn) {
    useAbility(m_turnSeat, (a - kRivalBase) / kTargetSlots, true, (a - kRivalBase) % kTargetSlots);
  } else {
    assert(a == kEndTurn);
    endTurn();
    return;
  }
  settle();
}

void ActState::pushPending(const Pending& p) {
  assert(m_pendingCount < kMaxPending);
  m_pending[m_pendingCount++] = p;
}

void ActState::popPending() {
  assert(m_pendingCount > 0);
  for (int i = 1; i < m_pendingCount; ++i) m_pending[i - 1] = m_pending[i];
  --m_pendingCount;
}

}  // namespace gm::rules::engines
