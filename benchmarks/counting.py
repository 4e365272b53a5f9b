"""Bytecodes executed and Python calls made while a function runs, counted with ``sys.settrace``:
figures a busy machine cannot blur, for the speed benchmarks (``duel_speed.py --bytecodes``,
``card_state_speed.py --counts``)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


def counted(fn: Callable[[], T]) -> tuple[T, dict[str, int]]:
    """``fn()``'s result, and the bytecodes and calls it took (``{"bytecodes": .., "calls": ..}``)."""
    counts = {"bytecodes": 0, "calls": 0}

    def trace(frame: Any, event: str, arg: Any) -> Any:
        if event == "call":
            counts["calls"] += 1
            frame.f_trace_opcodes = True
        elif event == "opcode":
            counts["bytecodes"] += 1
        return trace

    sys.settrace(trace)
    try:
        return fn(), counts
    finally:
        sys.settrace(None)
