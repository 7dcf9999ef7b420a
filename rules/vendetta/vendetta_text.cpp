// A card's rules text in our words, generated from its data, so a designer writes only the data
// and the printed card always says what the engine does.
#include <string>

#include "vendetta_cards.h"

namespace gm::rules::vendetta {
namespace {

std::string amountText(const Step& s) {
  if (!s.x) return std::to_string(s.amount);
  return s.amount > 0 ? "X+" + std::to_string(s.amount) : "X";
}

std::string plural(const std::string& n, const char* one, const char* many) {
  return n + " " + (n == "1" ? one : many);
}

std::string resText(Res r, const std::string& n) {
  if (r == Res::Tick) return plural(n, "tick", "ticks");
  return n + " " + resKey(r);
}

// "the chosen clone", "each opponent", ... as the object of a verb.
std::string whom(Who w) {
  switch (w) {
    case Who::Self:
      return "yourself";
    case Who::Chosen:
      return "the chosen clone";
    case Who::Active:
      return "the active clone";
    case Who::Actor:
      return "the clone you react to";
    case Who::EachOpponent:
      return "each opponent";
    case Who::Everyone:
      return "every clone, you included";
  }
  return "";
}

// The subject of a verb the touched clone does itself ("The chosen clone draws").
std::string subject(Who w) {
  std::string s = whom(w);
  s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

std::string stepText(const Step& s) {
  std::string out;
  switch (s.cond) {
    case Cond::None:
      break;
    case Cond::FewerCorpus:
      out = "If you have less corpus than the chosen clone, ";
      break;
    case Cond::FewerCerebrium:
      out = "If you have less cerebrium than the chosen clone, ";
      break;
    case Cond::EmptyHand:
      out = "If your hand is empty, ";
      break;
    case Cond::TargetHasState:
      out = "If the chosen clone has a state, ";
      break;
  }
  const bool lower = !out.empty();
  const auto verb = [&](std::string v) {
    if (lower) v[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(v[0])));
    return v;
  };
  const std::string n = amountText(s);
  const bool self = s.who == Who::Self;
  switch (s.verb) {
    case Verb::Inflict:
      return out + verb("Inflict " + resText(s.res, n) + " on " + whom(s.who) + ".");
    case Verb::Leech:
      return out + verb("Leech " + resText(s.res, n) + " from " + whom(s.who) + ".");
    case Verb::Gain:
      return out + verb("Gain " + resText(s.res, n) + ".");
    case Verb::Lose:
      return out + verb("Lose " + resText(s.res, n) + ".");
    case Verb::Pop:
      return out + verb("Pop " + n + ".");
    case Verb::Push:
      return out + verb("Push " + n + ".");
    case Verb::Draw:
      return out + (self ? verb("Draw " + plural(n, "card", "cards") + ".")
                         : verb(subject(s.who) + " draws " + plural(n, "card", "cards") + "."));
    case Verb::Recall:
      return out + verb("Add " + plural(n, "card", "cards") +
                        " of your choice from your forgotten pile to your hand.");
    case Verb::Discard:
      return out + (self ? verb("Discard " + plural(n, "card", "cards") + ".")
                         : verb(subject(s.who) + " discards " + plural(n, "card", "cards") +
                                " of their choice."));
    case Verb::DiscardState:
      return out + (self ? verb("Discard " + plural(n, "of your states", "of your states") + ".")
                         : verb(subject(s.who) + " discards " +
                                plural(n, "of their states", "of their states") + "."));
    case Verb::SetAside:
      return out + verb(s.aside ? "Set this card aside instead of forgetting it."
                                : "Set aside the top card of the head.");
    case Verb::Interrogate:
      return out + verb("Invasive interrogation: " + whom(s.who) + ".");
    case Verb::Shield:
      return out + verb("That action inflicts " + resText(s.res, n) + " less on you.");
    case Verb::Negate:
      return out + verb("Negate that action: it does not resolve.");
  }
  return out;
}

std::string stepsText(const std::vector<Step>& steps) {
  std::string out;
  for (const Step& s : steps) out += (out.empty() ? "" : " ") + stepText(s);
  return out;
}

std::string triggerText(const Ability& a) {
  const char* whoseTurn = a.whose == Whose::You         ? "your turn"
                          : a.whose == Whose::Opponents ? "each opponent's turn"
                                                        : "every turn";
  const char* actor = a.whose == Whose::You         ? "you "
                      : a.whose == Whose::Opponents ? "an opponent "
                                                    : "any clone ";
  switch (a.event) {
    case Event::TurnStart:
      return std::string("At the beginning of ") + whoseTurn + ": ";
    case Event::TurnEnd:
      return std::string("At the end of ") + whoseTurn + ": ";
    case Event::Take:
      return std::string("Whenever ") + actor + (a.whose == Whose::You ? "take" : "takes") +
             " a card: ";
    case Event::Play:
      return std::string("Whenever ") + actor + (a.whose == Whose::You ? "play" : "plays") +
             " a card: ";
    case Event::Activate:
      return std::string("Whenever ") + actor + (a.whose == Whose::You ? "activate" : "activates") +
             " a state: ";
  }
  return "";
}

std::string staticText(const Ability& a) {
  const std::string n = std::to_string(a.amount > 0 ? a.amount : -a.amount);
  const char* more = a.amount > 0 ? " more" : " less";
  switch (a.stat) {
    case StaticKind::HandSize:
      return "Your hand size is " + n + more + ".";
    case StaticKind::OpponentsHandSize:
      return "Each opponent's hand size is " + n + more + ".";
    case StaticKind::TickIncome:
      return "You gain " + plural(n, "tick", "ticks") + more + " at the beginning of your turn.";
    case StaticKind::Armor:
      return "Whenever you are inflicted or leeched, lose " + n +
             (a.amount > 0 ? " less " : " more ") + resKey(a.res) + ".";
  }
  return "";
}

std::string abilityText(const Ability& a) {
  switch (a.kind) {
    case AbilityKind::Trigger:
      return triggerText(a) + stepsText(a.steps);
    case AbilityKind::Static:
      return staticText(a);
    case AbilityKind::Activated: {
      std::string out = costText(a.cost) + ": " + stepsText(a.steps);
      if (!a.penaltySteps.empty()) out += " Then: " + stepsText(a.penaltySteps);
      return out;
    }
  }
  return "";
}

std::string reactingText(std::uint16_t terms) {
  std::string what;
  if (terms & kReactPhysical) what += "a physical ";
  if (terms & kReactMental) what += "a mental ";
  std::string noun = terms & kReactAttack      ? "attack"
                     : terms & kReactStateCard ? "state being played"
                     : terms & kReactTake      ? "take"
                     : terms & kReactActivate  ? "activation"
                     : terms & kReactPlay      ? "card being played"
                                               : "action";
  if (what.empty()) what = noun == "attack" || noun == "activation" ? "an " : "a ";
  std::string out = "If reacting to " + what + noun;
  if (terms & kReactChoosesYou) out += " that chooses you";
  return out + ": ";
}

}  // namespace

std::string costText(const Cost& c) {
  std::string out;
  for (int r = 0; r < kResCount; ++r) {
    if (c.n[r] == 0) continue;
    const Res res = static_cast<Res>(r);
    const std::string n = std::to_string(c.n[r]);
    std::string part = res == Res::Tick        ? plural(n, "tick", "ticks")
                       : res == Res::Card      ? plural(n, "card", "cards")
                       : res == Res::State     ? plural(n, "state", "states")
                       : res == Res::Forgotten ? plural(n, "forgotten card", "forgotten cards")
                                               : n + " " + resKey(res);
    out += (out.empty() ? "" : ", ") + part;
  }
  if (c.hasX) out += (out.empty() ? "" : ", ") + std::string("X ") + resKey(c.xRes);
  return out.empty() ? "Free" : out;
}

std::string benefitText(const CardType& c) {
  if (c.kind == CardKind::State) {
    std::string out;
    for (const Ability& a : c.abilities)
      if (!a.penalty) out += (out.empty() ? "" : " ") + abilityText(a);
    return out;
  }
  const std::string steps = stepsText(c.benefit);
  return c.kind == CardKind::Reaction ? reactingText(c.reactingTo) + steps : steps;
}

std::string penaltyText(const CardType& c) {
  std::string out;
  if (c.kind == CardKind::State) {
    for (const Ability& a : c.abilities)
      if (a.penalty) out += (out.empty() ? "" : " ") + abilityText(a);
  } else {
    out = stepsText(c.penalty);
  }
  return "Penalty: " + out;
}

}  // namespace gm::rules::vendetta
