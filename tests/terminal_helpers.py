"""Driving the terminal table in tests: a recording console, its output, and scripted input."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable

from rich.console import Console


def quick(view: object) -> str:
    """A renderer that draws nothing, for tests about the loop rather than the board."""
    return ""


def console(width: int = 100) -> Console:
    return Console(file=io.StringIO(), width=width, color_system=None)


def output(c: Console) -> str:
    assert isinstance(c.file, io.StringIO)
    return c.file.getvalue()


def script(lines: Iterable[str], then: str | None = "1") -> Callable[[str], str]:
    """Answers the given lines in order, then ``then`` forever (None: end of input)."""
    it = iter(lines)

    def ask(prompt: str) -> str:
        line = next(it, then)
        if line is None:
            raise EOFError
        return line

    return ask
