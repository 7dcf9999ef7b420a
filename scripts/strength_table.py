#!/usr/bin/env python3
"""The AI strength table of docs/ai.md, made from grudgematch-cli simulate.

For every game, four pairs: Normal vs random, heuristic vs random, Normal vs heuristic and Hard
vs Normal, seats rotated between games (simulate does that), each with the first bot's wins, draws
and losses and a 95 % Wilson interval of its win rate. Engines of Vengeance is played by the Act
({"acts": 1}), as the issue's earlier figures were; Artbot, Personal Vendetta and Vitium at 2
players. The levels run their
full iteration budgets (simulate --uncapped), so the table is reproducible by seed whatever the
load; --capped keeps the 200 ms / 900 ms caps as in play.

The pairs run pair by pair over the games, Normal vs heuristic first and Hard vs Normal (the
dearest) last, so a run cut short has the rows that matter most. A pair is stored in --out as
parts: <game>-<a>-<b>.json holds its first games, <game>-<a>-<b>.from<K>.json the games from
number K on (simulate --first-game K). A game depends only on the seed and its number, so asking
for more games than are stored plays only the missing ones and adds them up with the rest, and an
interrupted run resumes; --fresh plays everything again, --table-only makes the table of what is
there.

Usage: scripts/strength_table.py [--games N] [--jobs J] [--seed S] [--cli PATH] [--capped]
                                  [--games-for PAIR=N ...] [--only GAME ...] [--fresh]
                                  [--table-only]
Prints a Markdown table on stdout; the JSON summaries go to --out (default strength/).
"""
import argparse
import json
import math
import os
import subprocess
import sys
import time

GAMES = [
    ("knockdown", "Knockdown", {}),
    ("engines", "Engines of Vengeance (one Act)", {"acts": 1}),
    ("artbot", "Artbot (2 players)", {}),
    ("vendetta", "Personal Vendetta (2 players)", {}),
    ("vitium", "Vitium (2 bosses)", {}),
]
PAIRS = [
    ("normal", "random"),
    ("heuristic", "random"),
    ("normal", "heuristic"),
    ("hard", "normal"),
]
# The order the pairs are played in: the main question (does Normal beat the heuristic?)
# first, Hard vs Normal, the dearest, last.
RUN_ORDER = [PAIRS[2], PAIRS[0], PAIRS[1], PAIRS[3]]


def part_path(args, game, pair, first):
    name = f"{game}-{pair[0]}-{pair[1]}"
    return os.path.join(args.out, f"{name}.json" if first == 0 else f"{name}.from{first}.json")


def run_pair(args, game, variant, pair, games):
    if args.fresh:
        for first, _ in stored_parts(args, game, pair):
            os.remove(part_path(args, game, pair, first))
    summary = stored_summary(args, game, pair)
    played = summary["games"] if summary else 0
    if played >= games:
        return summary
    command = [args.cli, "simulate", "--game", game, "--bots", ",".join(pair), "--games",
               str(games - played), "--seed", str(args.seed), "--jobs", str(args.jobs)]
    if played:
        command += ["--first-game", str(played)]
    if not args.capped:
        command.append("--uncapped")
    if variant:
        command += ["--variant", json.dumps(variant)]
    started = time.time()
    result = subprocess.run(command, check=True, stdout=subprocess.PIPE, text=True)
    part = json.loads(result.stdout)
    with open(part_path(args, game, pair, played), "w") as f:
        json.dump(part, f, indent=2)
    print(f"{game} {pair[0]} vs {pair[1]}: games {played} to {played + part['games'] - 1} in "
          f"{time.time() - started:.0f} s", file=sys.stderr)
    return stored_summary(args, game, pair)


def stored_parts(args, game, pair):
    """The stored parts of a pair at --seed, as (first game, summary), in game order."""
    prefix = f"{game}-{pair[0]}-{pair[1]}"
    parts = []
    for name in os.listdir(args.out) if os.path.isdir(args.out) else []:
        if name == f"{prefix}.json":
            first = 0
        elif (name.startswith(f"{prefix}.from") and name.endswith(".json") and
              (number := name[len(prefix) + 5:-5]).isdigit()):
            first = int(number)
        else:
            continue
        with open(os.path.join(args.out, name)) as f:
            summary = json.load(f)
        if summary.get("seed") == str(args.seed) and summary.get("firstGame", 0) == first:
            parts.append((first, summary))
    return sorted(parts, key=lambda p: p[0])


def wilson(wins, games, z=1.96):
    """The 95 % Wilson interval of wins / games (as match_runner computes it)."""
    if games <= 0:
        return [0.0, 0.0]
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return [max(0.0, centre - half), min(1.0, centre + half)]


def stored_summary(args, game, pair):
    """The pair's summary over its stored parts that follow on from game 0, or None."""
    merged = None
    for first, part in stored_parts(args, game, pair):
        if merged is None:
            if first != 0:
                break
            merged = json.loads(json.dumps(part))
            continue
        if first != merged["games"]:
            break  # a gap: the games after it are not counted
        games = merged["games"] + part["games"]
        merged["meanLength"] = (merged["meanLength"] * merged["games"] +
                                part["meanLength"] * part["games"]) / games
        merged["games"] = games
        merged["maxLength"] = max(merged["maxLength"], part["maxLength"])
        merged["seconds"] += part["seconds"]
        merged["draws"] += part["draws"]
        merged["seatWins"] = [a + b for a, b in zip(merged["seatWins"], part["seatWins"])]
        for bot, more in zip(merged["bots"], part["bots"]):
            for key in ("wins", "draws", "losses"):
                bot[key] += more[key]
    if merged:
        for bot in merged["bots"]:
            played = bot["wins"] + bot["draws"] + bot["losses"]
            bot["winRate"] = bot["wins"] / played if played else 0.0
            bot["wilson95"] = wilson(bot["wins"], played)
    return merged


def row(title, pair, summary):
    bot = summary["bots"][0]
    low, high = bot["wilson95"]
    return (f"| {title} | {pair[0]} vs {pair[1]} | {summary['games']} | "
            f"{bot['wins']}-{bot['draws']}-{bot['losses']} | {100 * bot['winRate']:.1f} % | "
            f"[{100 * low:.1f}, {100 * high:.1f}] |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--games-for", action="append", default=[],
                        help="another count for one pair, in every game (hard-normal=200) or "
                             "in one (engines:hard-normal=100)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--only", action="append", default=[], help="a game id")
    parser.add_argument("--cli", default="build/bin/grudgematch-cli")
    parser.add_argument("--out", default="strength")
    parser.add_argument("--capped", action="store_true",
                        help="keep the levels' time caps (as in play; not reproducible when loaded)")
    parser.add_argument("--fresh", action="store_true",
                        help="play every pair again even if its summary is in --out")
    parser.add_argument("--table-only", action="store_true",
                        help="play nothing: the table of the summaries in --out (a pair without "
                             "one is marked as not run)")
    args = parser.parse_args()
    overrides = dict(item.split("=") for item in args.games_for)
    os.makedirs(args.out, exist_ok=True)

    lines = ["| Game | Pair (first bot's result) | Games | W-D-L | Win rate | Wilson 95 % |",
             "|---|---|---|---|---|---|"]
    games = [g for g in GAMES if not args.only or g[0] in args.only]
    summaries = {}
    for pair in RUN_ORDER:  # pair by pair, over every game
        for game, _, variant in games:
            name = f"{pair[0]}-{pair[1]}"
            count = int(overrides.get(f"{game}:{name}", overrides.get(name, args.games)))
            if args.table_only:
                summaries[game, pair] = stored_summary(args, game, pair)
            else:
                summaries[game, pair] = run_pair(args, game, variant, pair, count)
    for game, title, _ in games:
        for pair in PAIRS:
            summary = summaries[game, pair]
            lines.append(row(title, pair, summary) if summary else
                         f"| {title} | {pair[0]} vs {pair[1]} | not run | | | |")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
