"""The decisions of hero-side card text that act on the board and on Sauron's cards: where a hero, a
character, an influence or a monster token goes, which minion Sauron commands or sends to fight, which
Plot card he discards. Pushed by :mod:`.run`; answered with the action space's own verbs (``at:``,
``minion:``, ``fight:``, ``plot:``)."""

from __future__ import annotations

from eregion.cards.presentation import asked_by
from eregion.core import Action, Decision, DecisionKind
from eregion.games.meq import influence as INF
from eregion.games.meq.board import Token, nearest_havens
from eregion.games.meq.engine import RULES, SAURON, SPACE, argument
from eregion.games.meq.herocards import vocab as V
from eregion.games.meq.herocards.run import move_hero, place_character, region_of, source_name
from eregion.games.meq.seen import leave_plot_hand
from eregion.games.meq.state import Fight, MeqState, log
from eregion.games.meq.steps import C, add_to, ask, draw, hero_name, start_fight, where

# --- the hero, characters, influence and tokens ------------------------------------------------------------------------------------------


@RULES.step("hc_move")
def _move(s: MeqState, st: tuple) -> Decision | None:
    seat, e = st[1], st[2]
    loc = where(s, seat)
    places = list(nearest_havens(C, loc)) if e.to == "haven" else C.adjacent[loc]
    who = seat if e.by == V.HERO else SAURON
    return ask(
        s,
        who,
        DecisionKind.CHOOSE_ONE,
        asked_by(source_name(st[3]), f"Where does {hero_name(s, seat)} go?"),
        (SPACE.act("at", x) for x in places),
    )


@RULES.answer("hc_move")
def _move_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    move_hero(s, st[1], argument(a), st[2].encounter)


@RULES.step("hc_character")
def _character(s: MeqState, st: tuple) -> Decision | None:
    havens = [x for x, place in C.locations.items() if place.haven]
    return ask(
        s,
        st[1],
        DecisionKind.CHOOSE_ONE,
        asked_by(source_name(st[3]), f"Place {C.characters[st[2]].name} on which Haven?"),
        (SPACE.act("at", x) for x in havens),
    )


@RULES.answer("hc_character")
def _character_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    place_character(s, st[2], argument(a))


def _region_spots(s: MeqState, seat: int, regions: tuple[str, ...]) -> list[str]:
    return [x for r in (regions or (region_of(s, seat),)) for x in C.regions[r].locations]


@RULES.step("hc_place")
def _place(s: MeqState, st: tuple) -> Decision | None:
    """Sauron's influence from a card (R13): one token on each of up to ``spots`` different locations
    of the region, never a Haven; then a monster token if the card gives one."""
    seat, e, left, used, src = st[1:]
    here = where(s, seat)
    spots = [
        x
        for x in _region_spots(s, seat, e.regions)
        if not C.locations[x].haven and x not in used and not (e.not_here and x == here)
    ]
    if not left or not spots:
        s.stack.pop()
        if e.token:
            s.stack.append(("hc_token", seat, e, src))
        return None
    done = [SPACE["done"]] if e.optional else []
    return ask(
        s,
        SAURON,
        DecisionKind.CHOOSE_ONE,
        asked_by(source_name(src), "Place influence on"),
        [*(SPACE.act("at", x) for x in spots), *done],
    )


@RULES.answer("hc_place")
def _place_answer(s: MeqState, st: tuple, a: Action) -> None:
    seat, e, left, used, src = st[1:]
    if a.id == "done":
        s.stack[-1] = ("hc_place", seat, e, 0, used, src)
        return
    s.board = INF.add_influence(s.board, C, argument(a))
    log(s, None, f"Sauron places influence on {C.locations[argument(a)].name}")
    s.stack[-1] = ("hc_place", seat, e, left - 1, (*used, argument(a)), src)


@RULES.step("hc_token")
def _token(s: MeqState, st: tuple) -> Decision | None:
    seat, e = st[1], st[2]
    here = where(s, seat)
    spots = [x for x in _region_spots(s, seat, e.regions) if not (e.not_here and x == here)]
    group = C.regions[region_of(s, seat)].group
    if not s.decks.get(f"pile:{group}"):
        s.stack.pop()
        return None
    return ask(
        s,
        SAURON,
        DecisionKind.CHOOSE_ONE,
        asked_by(source_name(st[3]), "Place a monster token on"),
        [*(SPACE.act("at", x) for x in spots), SPACE["pass"]],
    )


@RULES.answer("hc_token")
def _token_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    if a.id == "pass":
        return
    group = C.regions[region_of(s, st[1])].group
    face = draw(s, f"pile:{group}")
    assert face is not None
    s.board = s.board.add_token(argument(a), Token(group, face))
    log(s, SAURON, f"Sauron places a monster token on {C.locations[argument(a)].name}")


def chain(s: MeqState, stronghold: str) -> set[str]:
    """The Stronghold and the influenced locations joined to it (its extension, p. 16)."""
    seen, todo = {stronghold}, [stronghold]
    while todo:
        for x in C.adjacent[todo.pop()]:
            if x not in seen and s.board.influence_at(x):
                seen.add(x)
                todo.append(x)
    return seen


@RULES.step("hc_extend")
def _extend(s: MeqState, st: tuple) -> Decision | None:
    """One influence in extension of the Stronghold: a legal Place Influence spot (p. 16) in its chain
    or next to it; none left, the token is not placed (R11)."""
    ext = chain(s, st[2])
    spots = [x for x in INF.legal_spots(s.board, C) if x in ext or any(y in ext for y in C.adjacent[x])]
    if not spots:
        s.stack.pop()
        return None
    return ask(
        s,
        SAURON,
        DecisionKind.CHOOSE_ONE,
        asked_by(source_name(st[3]), f"Influence in extension of {C.locations[st[2]].name}"),
        (SPACE.act("at", x) for x in spots),
    )


@RULES.answer("hc_extend")
def _extend_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    s.board = INF.place_one(s.board, C, argument(a))


@RULES.step("hc_clear")
def _clear(s: MeqState, st: tuple) -> Decision | None:
    seat, left = st[1], st[2]
    spots = [x for x in _region_spots(s, seat, ()) if s.board.influence_at(x)]
    if not left or not spots:
        s.stack.pop()
        return None
    return ask(
        s,
        seat,
        DecisionKind.CHOOSE_ONE,
        asked_by(source_name(st[3]), f"Remove influence ({left} left) from"),
        [*(SPACE.act("at", x) for x in spots), SPACE["done"]],
    )


@RULES.answer("hc_clear")
def _clear_answer(s: MeqState, st: tuple, a: Action) -> None:
    if a.id == "done":
        s.stack.pop()
        return
    s.board = INF.remove_influence(s.board, C, argument(a), 1)
    log(s, st[1], f"{hero_name(s, st[1])} removes 1 influence from {C.locations[argument(a)].name}")
    s.stack[-1] = ("hc_clear", st[1], st[2] - 1, st[3])


@RULES.step("hc_drop")
def _drop(s: MeqState, st: tuple) -> Decision | None:
    spots = [x for x in _region_spots(s, st[1], ()) if s.board.tokens_at(x)]
    if not spots:
        s.stack.pop()
        return None
    decline = [SPACE["pass"]] if st[2].optional else []
    return ask(
        s,
        st[1],
        DecisionKind.CHOOSE_ONE,
        asked_by(source_name(st[3]), "Discard a monster token from"),
        [*(SPACE.act("at", x) for x in spots), *decline],
    )


@RULES.answer("hc_drop")
def _drop_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    if a.id == "pass":
        return
    loc = argument(a)
    tokens = s.board.tokens_at(loc)
    token = tokens[s.rng.randrange(len(tokens))]  # the hero cannot see which (R259)
    s.board = s.board.remove_token(loc, token)
    add_to(s, f"tokens_out:{token.group}", token.face)
    log(s, st[1], f"{hero_name(s, st[1])} discards a monster token from {C.locations[loc].name}")


# --- Sauron's cards and minions -----------------------------------------------------------------------


@RULES.step("hc_plot")
def _plot(s: MeqState, st: tuple) -> Decision | None:
    hand = sorted(set(s.decks["plot_hand"]))
    if not hand:
        s.stack.pop()
        return None
    prompt = asked_by(source_name(st[2]), "Discard which Plot card?")
    return ask(s, SAURON, DecisionKind.CHOOSE_CARD, prompt, (SPACE.act("plot", x) for x in hand))


@RULES.answer("hc_plot")
def _plot_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    leave_plot_hand(s, argument(a))
    add_to(s, "plot_discard", argument(a))
    log(s, SAURON, f"Sauron discards the Plot {C.plots[argument(a)].name}")


@RULES.step("hc_command")
def _command(s: MeqState, st: tuple) -> Decision | None:
    """Sauron commands one minion (p. 18): which, then where; one that comes to the hero fights him."""
    minion, src = st[2], st[3]
    if minion is None:
        minions = sorted(s.board.minions)
        if not minions:
            s.stack.pop()
            return None
        return ask(
            s,
            SAURON,
            DecisionKind.CHOOSE_ONE,
            asked_by(source_name(src), "Command which minion?"),
            [*(SPACE.act("minion", m) for m in minions), SPACE["pass"]],
        )
    return ask(
        s,
        SAURON,
        DecisionKind.CHOOSE_ONE,
        asked_by(source_name(src), f"Move {C.minions[minion].name} to"),
        (SPACE.act("at", x) for x in C.adjacent[s.board.minions[minion]]),
    )


@RULES.answer("hc_command")
def _command_answer(s: MeqState, st: tuple, a: Action) -> None:
    seat, minion = st[1], st[2]
    s.stack.pop()
    if a.id == "pass":
        return
    if minion is None:
        s.stack.append(("hc_command", seat, argument(a), st[3]))
        return
    loc = argument(a)
    s.board = s.board.move_minion(minion, loc)
    log(s, SAURON, f"Sauron moves {C.minions[minion].name} to {C.locations[loc].name}")
    if loc == where(s, seat):
        start_fight(s, Fight(seat, minion, loc, None, False))


@RULES.step("hc_minion")
def _minion(s: MeqState, st: tuple) -> Decision | None:
    """The minion that fights the hero: one on his location, Sauron's choice (R261)."""
    return ask(
        s,
        SAURON,
        DecisionKind.CHOOSE_ONE,
        asked_by(source_name(st[3]), "Which minion fights?"),
        (SPACE.act("fight", m) for m in s.board.minions_at(where(s, st[1]))),
    )


@RULES.answer("hc_minion")
def _minion_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    seat, e = st[1], st[2]
    start_fight(s, Fight(seat, argument(a), where(s, seat), None, not e.goes_on, won=e.won))
