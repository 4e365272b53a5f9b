"""Sauron's Plot cards (pp. 12-13): the Plot step and the Active Plot track.

Sauron plays one Plot from his hand onto an empty space of the Active Plot track (three spaces), meeting
its Shadow Pool number (not spent) and its printed requirements, and puts its plot marker on the
location it affects; or he discards one active Plot; or does nothing. The step is skipped on the
first turn. Once in play a Plot's requirements are ignored, and in every Story step each active Plot
advances its story marker, one card at a time. A Plot's requirements are data
(``facts.PlotCondition``); what its text does is encoded in :mod:`.sauroncards` and run by the game
flow (R330, R331); :class:`PlotRules` lets a caller of :func:`plot_step` plug a text in (default: none). Rulings R150-R155 in ``docs/meq-rules.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from eregion.games.meq.board import Board, IllegalMove, within
from eregion.games.meq.events import FIRST_TURN, event_card
from eregion.games.meq.facts import Components, Plot, PlotCondition

PLOT_SPACES = 3  # the Active Plot track (p. 13)


@dataclass(frozen=True, slots=True)
class ActivePlot:
    """A Plot card on the Active Plot track and the location its plot marker is on."""

    plot: str
    location: str


class PlotRules(Protocol):
    """Where a Plot's own text plugs in (the effect vocabulary, later): what happens as it is played
    (another Plot discarded, characters sent back). It returns the board and the Active Plot track."""

    def played(
        self, comps: Components, board: Board, active: tuple[ActivePlot, ...], new: ActivePlot
    ) -> tuple[Board, tuple[ActivePlot, ...]]: ...


class Printed:
    """No Plot text beyond the printed requirements and numbers."""

    def played(
        self, comps: Components, board: Board, active: tuple[ActivePlot, ...], new: ActivePlot
    ) -> tuple[Board, tuple[ActivePlot, ...]]:
        return board, active


PRINTED = Printed()


# --- requirements -----------------------------------------------------------------------------------


def _count(board: Board, what: str, places: frozenset[str]) -> int:
    if what == "minion":
        return sum(1 for at in board.minions.values() if at in places)
    if what == "token":
        return sum(len(board.tokens_at(loc)) for loc in places)
    if what == "enemy":
        return _count(board, "minion", places) + _count(board, "token", places)
    if what == "influence":
        return sum(board.influence_at(loc) for loc in places)
    if what == "character":
        return sum(1 for at in board.characters.values() if at in places)
    raise ValueError(f"{what!r} is not counted")


def _holds(
    comps: Components, board: Board, active: Sequence[ActivePlot], cond: PlotCondition, loc: str
) -> bool:
    if cond.or_active is not None and any(a.plot == cond.or_active for a in active):
        return True
    where = cond.location or loc
    if cond.what == "no_plot_marker":
        return all(a.location != where for a in active)
    places = within(comps, where, cond.spaces) if cond.spaces else frozenset((where,))
    return _count(board, cond.what, places) >= cond.count


def _chosen_fits(plot: Plot, board: Board, loc: str, comps: Components) -> bool:
    """Whether ``loc`` is of the kind a Plot without a fixed location lets Sauron choose (C16)."""
    if plot.chosen == "haven":
        return comps.locations[loc].haven
    has_character = bool(board.characters_at(loc))
    if plot.chosen == "character":
        return has_character
    return has_character and board.enemies_at(loc)  # character_and_enemy


def affected_choices(comps: Components, board: Board, plot: Plot) -> tuple[str, ...]:
    """The locations ``plot`` may affect: the printed ones, or those of the kind Sauron chooses among."""
    if plot.affects:
        return plot.affects
    return tuple(loc for loc in comps.locations if _chosen_fits(plot, board, loc, comps))


def unmet(comps: Components, board: Board, active: Sequence[ActivePlot], plot: Plot, loc: str) -> str | None:
    """Why ``plot`` may not be played affecting ``loc`` now, or None when it may (p. 13)."""
    if len(active) >= PLOT_SPACES:
        return f"the Active Plot track has no empty space (at most {PLOT_SPACES} active Plots)"
    if board.shadow_pool < plot.requirement:
        pool = board.shadow_pool
        return f"{plot.name} needs {plot.requirement} influence in the Shadow Pool, it holds {pool}"
    if loc not in affected_choices(comps, board, plot):
        return f"{plot.name} cannot affect {loc!r}"
    for cond in plot.requires:
        if not _holds(comps, board, active, cond, loc):
            where = cond.location or loc
            need = "no plot marker" if cond.what == "no_plot_marker" else f"{cond.count} {cond.what}"
            return f"{plot.name} requires {need} within {cond.spaces} of {where!r}"
    return None


def playable(
    comps: Components, board: Board, active: Sequence[ActivePlot], hand: Sequence[str]
) -> tuple[ActivePlot, ...]:
    """Every (Plot in hand, affected location) Sauron may play now, in hand order."""
    out: list[ActivePlot] = []
    for pid in dict.fromkeys(hand):
        plot = comps.plots[pid]
        for loc in affected_choices(comps, board, plot):
            if unmet(comps, board, active, plot, loc) is None:
                out.append(ActivePlot(pid, loc))
    return tuple(out)


# --- the Plot step ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayPlot:
    plot: str
    location: str


@dataclass(frozen=True, slots=True)
class DiscardPlot:
    """Sauron discards the active Plot on this space (0 = the first played still in play)."""

    space: int


PlotChoice = PlayPlot | DiscardPlot | None  # None: he does nothing


@dataclass(frozen=True, slots=True)
class PlotStep:
    """What the Plot step leaves: the board, the Active Plot track, Sauron's Plot hand and the Plot
    cards gone to the discard pile (their plot markers leave the board with them)."""

    board: Board
    active: tuple[ActivePlot, ...]
    hand: tuple[str, ...]
    discarded: tuple[str, ...] = ()


def plot_step(
    comps: Components,
    turn: int,
    board: Board,
    active: Sequence[ActivePlot],
    hand: Sequence[str],
    choice: PlotChoice,
    rules: PlotRules = PRINTED,
) -> PlotStep:
    """Sauron's Plot step (p. 13): play one Plot, discard one active Plot, or nothing; skipped on the
    first turn. A choice the rules forbid raises IllegalMove and changes nothing."""
    before = PlotStep(board, tuple(active), tuple(hand))
    if choice is None:
        return before
    if turn == FIRST_TURN:
        raise IllegalMove("the Plot step is skipped on the first turn of the game (p. 10)")
    if isinstance(choice, DiscardPlot):
        if not 0 <= choice.space < len(active):
            raise IllegalMove(f"no active Plot on space {choice.space} (there are {len(active)})")
        gone = active[choice.space]
        left = (*active[: choice.space], *active[choice.space + 1 :])
        return PlotStep(board, left, tuple(hand), (gone.plot,))
    if not isinstance(choice, PlayPlot):
        raise IllegalMove(f"{choice!r} is not a Plot step choice (play a Plot, discard one, or nothing)")
    if choice.plot not in hand:
        raise IllegalMove(f"Sauron has no Plot card {choice.plot!r} in hand")
    why = unmet(comps, board, active, comps.plots[choice.plot], choice.location)
    if why:
        raise IllegalMove(why)
    new = ActivePlot(choice.plot, choice.location)
    rest = list(hand)
    rest.remove(choice.plot)
    after, track = rules.played(comps, board, (*active, new), new)
    gone = tuple(a.plot for a in (*active, new) if a not in track)
    return PlotStep(after, track, tuple(rest), gone)


def plots_at(active: Sequence[ActivePlot], loc: str) -> tuple[int, ...]:
    """The spaces of the active Plots whose marker is on ``loc``: a hero exploring there may discard
    them by paying their favor (p. 13)."""
    return tuple(i for i, a in enumerate(active) if a.location == loc)


# --- the Story step ---------------------------------------------------------------------------------


def story_advances(
    comps: Components, active: Sequence[ActivePlot], current_event: str | None = None
) -> tuple[tuple[str, int], ...]:
    """What the Story step moves after the heroes' marker (p. 12): each active Plot's marker by its
    number, one card at a time in track order, then the Current Event's marker if it advances one while
    it stays (C17). The input of ``story.story_step`` and ``story.story_steps_needed``."""
    moves = [(comps.plots[a.plot].marker, comps.plots[a.plot].advance) for a in active]
    event = None if current_event is None else event_card(comps, current_event)
    if event is not None and event.marker is not None:
        moves.append((event.marker, event.advance))
    return tuple(moves)
