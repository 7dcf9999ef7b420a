#include "uid_checks.h"

#include <cmath>
#include <map>
#include <set>
#include <tuple>
#include <unordered_set>
#include <utility>

#include "core/rng.h"

namespace gm::test {
namespace {

using namespace gm::rules;

// Texts (public contexts, faces) as small numbers, in the order first met.
class Names {
 public:
  int id(const std::string& text) {
    const auto [it, added] = m_ids.emplace(text, static_cast<int>(m_ids.size()));
    return it->second;
  }

 private:
  std::map<std::string, int> m_ids;
};

// A card hidden from a seat: its public context (with the viewer), its uid and its true face.
struct LabelSample {
  int context = 0;
  int uid = 0;
  int face = 0;
};
// A hidden card named to a seat that saw its uid before: the face it saw then, and the true one.
struct MemorySample {
  int context = 0;
  int remembered = 0;
  int face = 0;
};
struct GameSamples {
  std::vector<LabelSample> label;
  std::vector<MemorySample> memory;
};

using FaceCounts = std::map<int, long>;
// The most common face (the smallest id among equals), -1 when none was counted.
int mostCommon(const FaceCounts& counts) {
  int best = -1;
  long most = 0;
  for (const auto& [face, n] : counts)
    if (n > most) best = face, most = n;
  return best;
}

// Tallies one guess against the base rate on one card.
void tally(UidGuesses& g, int guess, int base, int face) {
  ++g.cards;
  g.uidRight += guess == face;
  g.baseRight += base == face;
  g.uidOnly += guess == face && base != face;
  g.baseOnly += base == face && guess != face;
}

// The uid's guess wins clearly (a sign test over the cards where the two guesses disagree, five
// standard deviations) and by a margin that chance at this sample size never reaches (a tenth of
// the cards, at least ten).
bool clearlyBetter(const UidGuesses& g) {
  const long lead = g.uidOnly - g.baseOnly;
  const double spread = std::sqrt(static_cast<double>(g.uidOnly + g.baseOnly));
  return lead >= 10 && static_cast<double>(lead) >= 0.1 * static_cast<double>(g.cards) &&
         static_cast<double>(lead) > 5.0 * spread;
}

std::string percent(long part, long whole) {
  const long tenths = whole > 0 ? (1000 * part + whole / 2) / whole : 0;
  return std::to_string(part) + " (" + std::to_string(tenths / 10) + "." +
         std::to_string(tenths % 10) + " %)";
}

std::string describeGuesses(const UidGuesses& g, const char* guess) {
  return std::string(guess) + " guessed " + percent(g.uidRight, g.cards) + " of " +
         std::to_string(g.cards) + " faces right, their zone, back and owner's role alone " +
         percent(g.baseRight, g.cards);
}

class Sampler {
 public:
  Sampler(const Game& game, int seats, const UidCheckOptions& options)
      : m_game(game), m_seats(seats), m_options(options) {}

  UidCheckReport run() {
    for (int g = 0; g < m_options.games; ++g) playGame(g);
    judge();
    return std::move(m_report);
  }

 private:
  struct Card {
    int context = 0;  // without the viewer
    int face = 0;
  };
  // A uid named to a seat by the action just applied, judged at the next node if still hidden.
  struct Told {
    Seat seat = kNoSeat;
    int uid = 0;
    int remembered = -1;
  };

  void playGame(int g) {
    const std::uint64_t seed =
        mixHash(mixHash(m_options.seed, 0x7569647374656c6cULL), static_cast<std::uint64_t>(g));
    auto created = m_game.newGame(GameOptions{m_seats, seed, m_game.botOnlyVariant()});
    if (!created) {
      m_report.failures.push_back("newGame() refused " + std::to_string(m_seats) +
                                  " seats: " + created.error());
      return;
    }
    GameState& st = *created.value();
    st.setRecordEvents(true);
    Rng pick(mixHash(seed, 0x7069636bULL));
    m_samples.emplace_back();
    m_seen.clear();
    m_named.clear();
    m_lastFace.assign(static_cast<std::size_t>(m_seats),
                      std::vector<int>(static_cast<std::size_t>(st.cardCount()), -1));
    std::vector<Told> told;
    std::vector<ActionId> legal;
    const int cap =
        m_options.maxActionsPerGame > 0 ? m_options.maxActionsPerGame : st.info().maxGameLength;
    for (int step = 0;; ++step) {
      ++m_report.nodes;
      noteNode(st);
      for (const Told& t : told)
        if (!m_sees[static_cast<std::size_t>(t.seat)][static_cast<std::size_t>(t.uid)])
          noteNamed(t.seat, t.uid, t.remembered);
      told.clear();
      if (st.isTerminal() || step >= cap) break;
      const Seat acting = st.actingSeat();
      st.legalActions(legal);
      for (const ActionId a : legal)
        for (const int c : st.describe(a).cards)
          if (known(c) && !sees(acting, c)) noteNamed(acting, c, lastFace(acting, c));
      const ActionId a = legal[pick.uniformInt(static_cast<std::uint32_t>(legal.size()))];
      // A decision is public (rules/core/types.h): every seat learns the cards it names.
      if (st.nodeKind() == NodeKind::Decision)
        for (const int c : st.describe(a).cards)
          for (Seat s = 0; s < m_seats; ++s)
            if (s != acting && known(c) && !sees(s, c)) told.push_back({s, c, lastFace(s, c)});
      st.apply(a);
      for (const GameEvent& raw : st.lastEvents())
        for (Seat s = 0; s < m_seats; ++s) {
          const GameEvent e = raw.seenBy(s);
          if (!known(e.card) || e.face.empty()) continue;
          remember(s, e.card, m_faces.id(e.face));
          // The action showed the card it names: no secret kept.
          std::erase_if(told, [&](const Told& t) { return t.seat == s && t.uid == e.card; });
        }
    }
    ++m_report.games;
  }

  bool known(int uid) const { return uid >= 0 && uid < static_cast<int>(m_cards.size()); }
  bool sees(Seat s, int uid) const {
    return m_sees[static_cast<std::size_t>(s)][static_cast<std::size_t>(uid)] != 0;
  }
  int lastFace(Seat s, int uid) const {
    return m_lastFace[static_cast<std::size_t>(s)][static_cast<std::size_t>(uid)];
  }
  void remember(Seat s, int uid, int face) {
    if (known(uid)) m_lastFace[static_cast<std::size_t>(s)][static_cast<std::size_t>(uid)] = face;
  }
  int contextFor(Seat viewer, int uid) const {
    return m_cards[static_cast<std::size_t>(uid)].context * kMaxSeats + viewer;
  }

  // Reads the node's truth and every seat's view: where each card is and what it is, what each
  // seat sees (and so remembers), and a label sample for every card hidden from a seat.
  void noteNode(const GameState& st) {
    const SeatView truth = st.seatView(kNoSeat);
    m_cards.assign(static_cast<std::size_t>(st.cardCount()), Card{});
    for (const SeatZone& z : truth.zones) {
      const std::string role = z.owner >= 0 && z.owner < static_cast<int>(truth.players.size())
                                   ? truth.players[static_cast<std::size_t>(z.owner)].role
                                   : std::string();
      std::string back;
      int context = -1;
      for (const SeatCard& c : z.cards) {
        if (!known(c.uid)) continue;
        if (context < 0 || c.back != back) {
          back = c.back;
          context = m_contexts.id(z.id + "\n" + back + "\n" + role);
        }
        m_cards[static_cast<std::size_t>(c.uid)] = {context, m_faces.id(c.face)};
      }
    }
    m_sees.assign(static_cast<std::size_t>(m_seats),
                  std::vector<char>(static_cast<std::size_t>(st.cardCount()), 0));
    for (Seat s = 0; s < m_seats; ++s) {
      for (const SeatZone& z : st.seatView(s).zones)
        for (const SeatCard& c : z.cards)
          if (known(c.uid)) {
            m_sees[static_cast<std::size_t>(s)][static_cast<std::size_t>(c.uid)] = 1;
            remember(s, c.uid, m_faces.id(c.face));
          }
      for (int uid = 0; uid < static_cast<int>(m_cards.size()); ++uid)
        if (!sees(s, uid)) {
          const int face = m_cards[static_cast<std::size_t>(uid)].face;
          const int context = contextFor(s, uid);
          if (m_seen.insert(key(context, uid, face)).second)
            m_samples.back().label.push_back({context, uid, face});
        }
    }
  }

  void noteNamed(Seat s, int uid, int remembered) {
    if (remembered < 0) return;
    const int face = m_cards[static_cast<std::size_t>(uid)].face;
    const int context = contextFor(s, uid);
    if (m_named.emplace(context, uid, remembered, face).second)
      m_samples.back().memory.push_back({context, remembered, face});
  }

  static std::uint64_t key(int context, int uid, int face) {
    return static_cast<std::uint64_t>(context) << 40 | static_cast<std::uint64_t>(uid) << 24 |
           static_cast<std::uint64_t>(face);
  }

  // Each half of the games is judged by what the other half teaches.
  void judge() {
    for (int fold = 0; fold < 2; ++fold) {
      std::map<int, FaceCounts> byContext;
      std::map<std::pair<int, int>, FaceCounts> byUid;
      for (std::size_t g = 0; g < m_samples.size(); ++g) {
        if (static_cast<int>(g % 2) == fold) continue;
        for (const LabelSample& x : m_samples[g].label) {
          ++byContext[x.context][x.face];
          ++byUid[{x.context, x.uid}][x.face];
        }
      }
      const auto base = [&](int context) {
        const auto it = byContext.find(context);
        return it == byContext.end() ? -1 : mostCommon(it->second);
      };
      for (std::size_t g = fold; g < m_samples.size(); g += 2) {
        for (const LabelSample& x : m_samples[g].label) {
          const int b = base(x.context);
          if (b < 0) continue;
          const auto it = byUid.find({x.context, x.uid});
          tally(m_report.label, it == byUid.end() ? b : mostCommon(it->second), b, x.face);
        }
        for (const MemorySample& x : m_samples[g].memory) {
          const int b = base(x.context);
          if (b >= 0) tally(m_report.memory, x.remembered, b, x.face);
        }
      }
    }
    if (clearlyBetter(m_report.label))
      m_report.failures.push_back(
          "a hidden card's uid tells its face: " +
          describeGuesses(m_report.label, "the face the same uid had in other games") +
          " (uids dealt in deck-list order, or by another rule the seat knows?)");
    if (clearlyBetter(m_report.memory))
      m_report.failures.push_back(
          "a uid the seat saw before tells the face of a hidden card that carries it now: " +
          describeGuesses(m_report.memory, "the face the seat last saw under the uid") +
          " (a card that went hidden again under its uid and was named?)");
  }

  const Game& m_game;
  const int m_seats;
  const UidCheckOptions m_options;
  UidCheckReport m_report;
  Names m_contexts, m_faces;
  std::vector<GameSamples> m_samples;  // per game
  // The game's samples so far, each counted once.
  std::unordered_set<std::uint64_t> m_seen;
  std::set<std::tuple<int, int, int, int>> m_named;
  std::vector<Card> m_cards;                 // by uid, at the node being read
  std::vector<std::vector<char>> m_sees;     // [seat][uid] at the node being read
  std::vector<std::vector<int>> m_lastFace;  // [seat][uid]: the face it last saw, -1 none
};

}  // namespace

std::string UidCheckReport::summary() const {
  return std::to_string(games) + " games, " + std::to_string(nodes) +
         " nodes; hidden cards: " + describeGuesses(label, "their uid") +
         "; named cards seen before: " + describeGuesses(memory, "the face last seen");
}

UidCheckReport checkUidsTellNothing(const Game& game, int seats, const UidCheckOptions& options) {
  return Sampler(game, seats, options).run();
}

}  // namespace gm::test
