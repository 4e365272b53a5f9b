"""Win rate of an agent playing the LCG solo: each starter deck on each scenario, standard and easy.

    python benchmarks/lcg_solo.py [--games 500] [--agent expert] [--workers 2] [--scenario S ...]
                                  [--deck D ...] [--mode normal|easy ...] > results.jsonl
    python benchmarks/lcg_solo.py --summary results.jsonl [more.jsonl ...]
    python benchmarks/lcg_solo.py --each games.jsonl --agent lcg-search --games 500 --scenario S --deck D --mode M
    python benchmarks/lcg_solo.py --each games.jsonl --partner lore ...   # two players: --deck and lore

The same figures as ``eregion bench lcg --solo-games N`` (code in ``eregion/bench_solo.py``), one JSON
line per set-up as it finishes and a last line gathering them, so a long run can be split by scenario,
deck or mode and the pieces joined with --summary. With ``--each FILE`` (for slow agents) the games are
played one at a time in this process, each appended to FILE as a line as it ends; a run started again
with the same FILE plays only the seeds not yet there, and the summary covers every game in FILE;
``--first K`` starts at seed K, so ``--first K --games N`` plays seeds K to K+N-1 (two processes, two
files, then ``--summary`` joining both's lines, per game or per set-up);
``--partner D`` adds a second player with deck D (co-operative, the agent playing both seats).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from eregion.bench_solo import grid, overall, play, run, summary

MODES = {"normal": False, "easy": True}


def main(argv: list[str]) -> None:
    setups = grid("lcg")
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=500, help="games per set-up (seeds FIRST to FIRST+GAMES-1)")
    ap.add_argument("--agent", default="expert", help="agent spec (default expert)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--scenario", action="append", choices=sorted({s for s, _, _ in setups}))
    ap.add_argument("--deck", action="append", choices=sorted({d for _, d, _ in setups}))
    ap.add_argument("--mode", action="append", choices=list(MODES))
    ap.add_argument("--summary", nargs="+", metavar="FILE", help="join earlier results")
    ap.add_argument("--each", metavar="FILE", help="one line per game in FILE, resumable (one process)")
    ap.add_argument("--first", type=int, default=0, help="with --each: the first seed (split a run)")
    ap.add_argument(
        "--partner", choices=sorted({d for _, d, _ in setups}), help="with --each: a second player's deck"
    )
    args = ap.parse_args(argv)
    if args.summary:
        print(json.dumps(overall(joined(args.summary))))
        return
    if args.games < 1 or args.first < 0:
        ap.error(
            f"--games must be at least 1 and --first at least 0 (got --games {args.games} --first {args.first})"
        )
    modes = {MODES[m] for m in args.mode} if args.mode else set(MODES.values())
    chosen = [
        (s, d, e)
        for s, d, e in setups
        if (not args.scenario or s in args.scenario) and (not args.deck or d in args.deck) and e in modes
    ]
    if args.each:
        for s, d, e in chosen:
            line = each(
                args.each, args.agent, s, d, e, range(args.first, args.first + args.games), args.partner
            )
            print(json.dumps(line), flush=True)
        return
    lines = []
    for line in run("lcg", args.games, args.agent, args.workers, chosen):
        lines.append(line)
        print(json.dumps(line), flush=True)
    print(json.dumps(overall(lines)), flush=True)


def joined(paths: list[str]) -> list[dict[str, Any]]:
    """The set-up lines of earlier runs: their set-up lines as they are, and the per-game lines of
    ``--each`` files gathered into one line per set-up (a seed counted once)."""
    lines, games = [], {}
    for name in paths:
        with open(name) as f:
            for x in map(json.loads, filter(str.strip, f)):
                if "seed" in x:
                    key = (x["agent"], x["scenario"], x["deck"], x["easy"], x.get("partner"))
                    games.setdefault(key, {})[x["seed"]] = x
                elif not x.get("summary"):
                    lines.append(x)
    for (agent, scenario, deck, easy, partner), rows in sorted(games.items(), key=lambda kv: str(kv[0])):
        line = summary(agent, scenario, deck, easy, [rows[i] for i in sorted(rows)])
        lines.append({**line, "partner": partner} if partner else line)
    return lines


def each(
    path: str, agent: str, scenario: str, deck: str, easy: bool, seeds: range, partner: str | None = None
) -> dict[str, Any]:
    """Play the seeds of one set-up not yet in ``path``, appending each game as it ends; the summary
    of these seeds' games in ``path``. ``partner``: a second player's deck."""
    key: dict[str, Any] = {"agent": agent, "scenario": scenario, "deck": deck, "easy": easy}
    more = None
    if partner is not None:
        key["partner"] = partner
        more = {"players": 2, "deck2": partner}
    rows = {}
    try:
        with open(path) as f:
            for row in map(json.loads, filter(str.strip, f)):
                if all(row.get(k) == v for k, v in key.items()) and row.get("partner") == partner:
                    rows[row["seed"]] = row
    except FileNotFoundError:
        pass
    with open(path, "a") as f:
        for seed in seeds:
            if seed not in rows:
                (row,) = play("lcg", agent, scenario, deck, easy, range(seed, seed + 1), more)
                rows[seed] = {**key, **row}
                f.write(json.dumps(rows[seed]) + "\n")
                f.flush()
    line = summary(agent, scenario, deck, easy, [rows[i] for i in seeds])
    return {**line, "partner": partner} if partner else line


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except KeyboardInterrupt:
        sys.exit("interrupted: the set-ups printed above are complete; --summary joins runs")
