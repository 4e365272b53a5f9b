"""Duel speed and memory figures as one JSON object (same as `eregion bench duel --json`)."""

import json
import sys

from eregion.bench import run

if __name__ == "__main__":
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    print(json.dumps(run("duel", games)))
