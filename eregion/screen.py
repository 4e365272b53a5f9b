"""Fitting a position into a small terminal: items packed into at most a few lines of the width at hand.

The compact boards (each game's ``render.compact``) are built from these, so a whole decision fits an
80-column, 24-line terminal: a list that would run over its lines ends with "+N more" instead of wrapping.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text


class Packed:
    """``label`` then ``items`` separated by ``sep``, packed into at most ``lines`` lines; items that do not
    fit are counted in a closing "+N more". An item never breaks across lines (a too-long one is cut)."""

    def __init__(
        self,
        label: str | Text,
        items: Sequence[str | Text],
        lines: int = 1,
        sep: str = " · ",
        indent: int = 2,
    ) -> None:
        self.label = Text(label) if isinstance(label, str) else label
        self.items = [Text(i) if isinstance(i, str) else i for i in items]
        self.lines = lines
        self.sep = sep
        self.indent = indent

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        out = [self.label.copy()]
        empty = True  # the current line holds no item yet
        for n, item in enumerate(self.items):
            rest = len(self.items) - n - 1
            tail = len(f"{self.sep}+{rest} more") if rest and len(out) == self.lines else 0
            sep = "" if empty else self.sep
            if out[-1].cell_len + len(sep) + item.cell_len + tail <= width:
                out[-1].append(sep)
                out[-1].append_text(item)
                empty = False
                continue
            if len(out) < self.lines and not empty:
                out.append(Text(" " * self.indent))
                empty = True
                tail = len(f"{self.sep}+{rest} more") if rest and len(out) == self.lines else 0
                if out[-1].cell_len + item.cell_len + tail <= width:
                    out[-1].append_text(item)
                    empty = False
                    continue
            out[-1].append(f"{'' if empty else self.sep}+{rest + 1} more", style="grey62")
            break
        for text in out:
            text.truncate(width, overflow="ellipsis")
            yield text


def zone(label: str, items: Sequence[str | Text], lines: int = 2) -> Packed:
    """A labelled row of a player's area ("  Hand: ..."), its further lines indented under the label."""
    return Packed(Text(f"  {label}: ", style="grey62"), items, lines=lines, indent=4)


def line(*parts: str | Text | tuple[str, str]) -> Text:
    """One line of styled parts, cut with an ellipsis where the terminal is narrower."""
    return Text.assemble(*parts, no_wrap=True, overflow="ellipsis")
