"""A real ``eregion serve`` subprocess on a free loopback port, for the web benchmarks (``web_load.py``,
``web_fairness.py``); creations are not capped, since one client makes every game."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
from pathlib import Path

EREGION = Path(sys.executable).with_name("eregion")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(db: str, port: int, *extra: str) -> subprocess.Popen[str]:
    """``eregion serve`` on ``db`` at ``port`` with ``extra`` options, once it says it is running."""
    proc = subprocess.Popen(
        [str(EREGION), "serve", "--port", str(port), "--db", db, "--max-creations", "0", *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if not re.search(r"running at http://", line):
        proc.kill()
        raise SystemExit(f"eregion serve did not start: {line!r}")
    return proc
