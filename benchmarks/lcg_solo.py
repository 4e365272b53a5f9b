"""Win rate of an agent playing the LCG solo: each starter deck on each scenario, standard and easy.

    python benchmarks/lcg_solo.py [--games 500] [--agent expert] [--workers 2] [--scenario S ...]
                                  [--deck D ...] [--mode normal|easy ...] > results.jsonl
    python benchmarks/lcg_solo.py --summary results.jsonl [more.jsonl ...]

The same figures as ``eregion bench lcg --solo-games N`` (code in ``eregion/bench_solo.py``), one JSON
line per set-up as it finishes and a last line gathering them, so a long run can be split by scenario,
deck or mode and the pieces joined with --summary.
"""

from __future__ import annotations

import argparse
import json
import sys

from eregion.bench_solo import grid, overall, run

MODES = {"normal": False, "easy": True}


def main(argv: list[str]) -> None:
    setups = grid("lcg")
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=500, help="games per set-up")
    ap.add_argument("--agent", default="expert", help="agent spec (default expert)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--scenario", action="append", choices=sorted({s for s, _, _ in setups}))
    ap.add_argument("--deck", action="append", choices=sorted({d for _, d, _ in setups}))
    ap.add_argument("--mode", action="append", choices=list(MODES))
    ap.add_argument("--summary", nargs="+", metavar="FILE", help="join earlier results")
    args = ap.parse_args(argv)
    if args.summary:
        lines = []
        for name in args.summary:
            with open(name) as f:
                lines += [x for x in map(json.loads, filter(str.strip, f)) if not x.get("summary")]
        print(json.dumps(overall(lines)))
        return
    modes = {MODES[m] for m in args.mode} if args.mode else set(MODES.values())
    chosen = [
        (s, d, e)
        for s, d, e in setups
        if (not args.scenario or s in args.scenario) and (not args.deck or d in args.deck) and e in modes
    ]
    lines = []
    for line in run("lcg", args.games, args.agent, args.workers, chosen):
        lines.append(line)
        print(json.dumps(line), flush=True)
    print(json.dumps(overall(lines)), flush=True)


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except KeyboardInterrupt:
        sys.exit("interrupted: the set-ups printed above are complete; --summary joins runs")
