"""The round and Sauron's turn (pp. 10-19): Hero Rally, Story (with minion arrival and the Finale
check), Plot, Event (dominance), the Action step on the three tracks, and Hero Draw.

Each step is a plain tuple on the state's stack (``("rally",)``, ``("actions", left)``...), handled
here and registered on :data:`~eregion.games.meq.engine.RULES`.
"""

from __future__ import annotations

from eregion.cards.presentation import plural
from eregion.core import Action, Decision, DecisionKind
from eregion.games.meq import events as EV
from eregion.games.meq import influence as INF
from eregion.games.meq import minions as MI
from eregion.games.meq import plots as PL
from eregion.games.meq import shadow as SH
from eregion.games.meq import story as ST
from eregion.games.meq import tracks as TR
from eregion.games.meq.board import Token, within
from eregion.games.meq.engine import RULES, SAURON, SPACE, argument
from eregion.games.meq.events import FIRST_TURN
from eregion.games.meq.herocards import hero as HC
from eregion.games.meq.options import Options, dominance
from eregion.games.meq.sauroncards import play as CARDS
from eregion.games.meq.sauroncards.card_parts import draw_plot
from eregion.games.meq.sauroncards.registry import text_of
from eregion.games.meq.sauroncards.vocab import Ctx, run
from eregion.games.meq.seen import leave_plot_hand
from eregion.games.meq.state import MeqState, log
from eregion.games.meq.steps import (
    TRACK,
    C,
    add_to,
    advance,
    ask,
    draw,
    draw_many,
    hero_draws,
    push,
    set_pile,
    take,
)


@RULES.step("round")
def _round(s: MeqState, st: tuple) -> Decision | None:
    """A game round: Sauron's turn, then each hero's (p. 10); one hero takes two turns with a Hero Rally
    (his location's influence) and a Hero Draw between them (p. 35; A22)."""
    s.stack.pop()
    s.turn += 1
    heroes = [("hero_turn", seat, False) for seat in range(1, s.n + 1)]
    if s.n == 1:
        heroes = [("hero_turn", 1, False), ("rally",), ("hero_draw", 1), ("hero_turn", 1, True)]
    push(
        s,
        ("sauron_turn",),
        ("rally",),
        ("story",),
        ("plot",),
        ("event",),
        ("actions", TR.actions_per_step(s.n)),
        *(("hero_draw", seat) for seat in range(1, s.n + 1)),
        *heroes,
        ("round",),
    )
    return None


@RULES.step("sauron_turn")
def _sauron_turn(s: MeqState, st: tuple) -> Decision | None:
    s.stack.pop()
    s.active, s.shadow_used, s.second = SAURON, False, False
    log(s, SAURON, f"Sauron's turn {s.turn}")
    return None


@RULES.step("rally")
def _rally(s: MeqState, st: tuple) -> Decision | None:
    """Hero Rally (p. 11): influence leaves every hero's location but a Stronghold (R15)."""
    s.stack.pop()
    s.board = INF.hero_rally(s.board, C)
    return None


def opts(s: MeqState) -> Options:
    return Options(bool(s.options.get("advanced_dominance")), bool(s.options.get("high_stakes")))


def dominant(s: MeqState) -> str | None:
    """The dominant side as the options count it (p. 14, or Advanced Dominance p. 35)."""
    return dominance(C, s.story, s.plots, opts(s))


@RULES.step("story")
def _story(s: MeqState, st: tuple) -> Decision | None:
    """The Story step (p. 12; skipped on turn 1): the heroes' marker 2, then each Plot's marker; the
    Finale begins at the end of this step when a marker is on it or Sauron's three are on or past The
    Shadow Falls (R21)."""
    s.stack.pop()
    if s.turn == FIRST_TURN:
        return None
    s.stack.append(("finale_check",))
    green = max(0, ST.HERO_ADVANCE - CARDS.green_slower(s))  # Grievous Loss (R318)
    moves = [(ST.HERO_MARKER, green), *PL.story_advances(C, s.plots, s.current_event)]
    for marker, n in reversed(moves):
        s.stack.append(("advance", marker, n))
    return None


@RULES.step("advance")
def _advance(s: MeqState, st: tuple) -> Decision | None:
    s.stack.pop()
    advance(s, st[1], st[2])
    return None


@RULES.step("finale_check")
def _finale_check(s: MeqState, st: tuple) -> Decision | None:
    s.stack.pop()
    if ST.finale_begins(s.story, TRACK):
        log(s, None, "the Finale begins")
        s.stack = [("finale",)]
    return None


@RULES.step("minion_start")
def _minion_start(s: MeqState, st: tuple) -> Decision | None:
    """A minion with two printed starts (the Witch-king) goes on the one Sauron chooses (R18, C22)."""
    m = C.minions[st[1]]
    return ask(
        s,
        SAURON,
        DecisionKind.CHOOSE_ONE,
        f"Minions: where does {m.name} enter play?",
        (SPACE.act("at", loc) for loc in m.starts),
    )


@RULES.answer("minion_start")
def _minion_start_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    s.board = s.board.move_minion(st[1], argument(a))
    log(s, SAURON, f"{C.minions[st[1]].name} enters play at {C.locations[argument(a)].name}")


# --- Plot step -------------------------------------------------------------------------------------


@RULES.step("plot")
def _plot(s: MeqState, st: tuple) -> Decision | None:
    """The Plot step (p. 13; skipped on turn 1): play one Plot (:func:`.plots.playable`: a free space,
    the Shadow Pool number, its printed requirements), or discard an active one, or neither."""
    if s.turn == FIRST_TURN:
        s.stack.pop()
        return None
    options = [
        SPACE.act("plot", p)
        for p in sorted({a.plot for a in PL.playable(C, s.board, s.plots, s.decks["plot_hand"])})
    ]
    options += [SPACE.act("drop", p) for p in sorted({a.plot for a in s.plots})]
    return ask(
        s,
        SAURON,
        DecisionKind.TURN,
        "Plot step: play a Plot card, discard an active one, or pass",
        [*options, SPACE["pass"]],
        always=True,
    )


@RULES.answer("plot")
def _plot_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    verb = a.id.partition(":")[0]
    if verb == "drop":
        space = next(i for i, x in enumerate(s.plots) if x.plot == argument(a))
        step = PL.plot_step(C, s.turn, s.board, s.plots, s.decks["plot_hand"], PL.DiscardPlot(space))
        s.plots = step.active
        add_to(s, "plot_discard", *step.discarded)
        CARDS.refresh_perilous(s)
        log(s, SAURON, f"Sauron discards {C.plots[argument(a)].name}")
    elif verb == "plot":  # revealed as it is played: out of the hidden hand at once
        leave_plot_hand(s, argument(a))
        s.stack.append(("plot_place", argument(a)))


@RULES.step("plot_place")
def _plot_place(s: MeqState, st: tuple) -> Decision | None:
    places = [x.location for x in PL.playable(C, s.board, s.plots, (st[1],))]
    return ask(
        s,
        SAURON,
        DecisionKind.CHOOSE_ONE,
        f"{C.plots[st[1]].name}: where does its marker go?",
        (SPACE.act("at", loc) for loc in places),
    )


@RULES.answer("plot_place")
def _plot_place_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    plot, loc = st[1], argument(a)
    turn = s.turn if len(st) == 2 else FIRST_TURN + 1  # a card plays it outside the Plot step (R312)
    step = PL.plot_step(C, turn, s.board, s.plots, (plot,), PL.PlayPlot(plot, loc))
    s.board, s.plots = step.board, step.active
    add_to(s, "plot_discard", *step.discarded)
    CARDS.refresh_perilous(s)
    log(s, SAURON, f"Sauron plays {C.plots[plot].name} on {C.locations[loc].name}")
    run(s, Ctx(plot, 0, loc), text_of(plot).now)  # its text as it is played (R330)


def discard_plot(s: MeqState, plot: str, loc: str) -> None:
    """A hero exploring ``loc`` discards the active ``plot`` there (its favor is paid by the caller)."""
    space = next(i for i in PL.plots_at(s.plots, loc) if s.plots[i].plot == plot)
    s.plots = s.plots[:space] + s.plots[space + 1 :]
    add_to(s, "plot_discard", plot)
    CARDS.refresh_perilous(s)


# --- Event step ------------------------------------------------------------------------------------


@RULES.step("event")
def _event(s: MeqState, st: tuple) -> Decision | None:
    """The Event step (p. 14): a dominant side has three drawn and the lowest (heroes) or highest
    (Sauron) priority resolved; neither, or the first turn, one (:mod:`.events`). Its text is done
    (:mod:`.sauroncards`), then its favor and character are placed; an Event that stays replaces the
    Current Event (R157)."""
    s.stack.pop()
    stage = ST.current_stage(s.story, TRACK)
    side = dominant(s)
    n = EV.events_to_draw(s.turn, side)
    drawn = draw_many(s, f"events{stage}", n, f"event_discard{stage}")
    if not drawn:
        return None
    chosen = EV.chosen_event(C, drawn, side if n == EV.DRAW_DOMINANT else None)
    ev = EV.event_card(C, chosen)
    log(s, SAURON, f"Event: {ev.name} ({'neither side' if side is None else side} dominant)")
    s.stack.append(("event_end", chosen, tuple(c for c in drawn if c != chosen)))
    run(s, Ctx(chosen, 0, ev.location), text_of(chosen).now)
    return None


@RULES.step("event_end")
def _event_end(s: MeqState, st: tuple) -> Decision | None:
    """After the Event's text: its favor and character, then the Current Event space or the discards."""
    s.stack.pop()
    chosen, ev = st[1], EV.event_card(C, st[1])
    s.board = EV.place_favor_and_characters(s.board, ev)
    gone = list(st[2])
    if ev.stays:
        if s.current_event is not None:
            gone.append(s.current_event)
        s.current_event = chosen
    else:
        gone.append(chosen)
    for c in gone:
        add_to(s, f"event_discard{EV.event_card(C, c).stage}", c)
    return None


# --- Action step -----------------------------------------------------------------------------------


@RULES.step("actions")
def _actions(s: MeqState, st: tuple) -> Decision | None:
    """The Action step (p. 15): up to two actions, three with three heroes (R39). The Ringwraiths
    defeated since the last one return first (p. 32)."""
    if s.wraiths_back:
        from eregion.games.meq.combat import ringwraiths_return

        s.board = ringwraiths_return(s.board, True)
        s.wraiths_back = False
        log(s, SAURON, "the Ringwraiths return to Minas Morgul")
    moment = SH.Moment(SH.ACTION_STEP, played=s.shadow_used)
    window = CARDS.window_open(s, moment)  # R301: posed whenever the window is open
    shadow = CARDS.playable(s, moment) if window else []
    opts = [SPACE.act("track", t) for t in TR.open_tracks(s.tracks, C)] if st[1] else []
    if not opts and not window:
        s.stack.pop()
        return None
    left = f"{plural(st[1], 'action')} left"
    return ask(
        s, SAURON, DecisionKind.TURN, f"Action step: {left}", [*opts, *shadow, SPACE["stop"]], always=window
    )


@RULES.answer("actions")
def _actions_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    if a.id == "stop":
        return
    if a.id.startswith("play:"):  # a Shadow card during the Action step (p. 17), then the step goes on
        s.stack.append(st)
        moment = SH.Moment(SH.ACTION_STEP, played=s.shadow_used)
        CARDS.play_shadow(s, argument(a), moment, Ctx(argument(a)))
        return
    track = argument(a)
    s.tracks, x = TR.take_action(s.tracks, C, track)
    log(s, SAURON, f"Sauron takes an action: {TR.action_words(track, x)}")
    s.stack.append(("actions", st[1] - 1))
    if track == TR.PLACE_INFLUENCE:
        s.stack.append(("influence", x, min(x, INF.POOL_PER_ACTION)))
    elif track == TR.DRAW_SHADOW_AND_PLOT:
        for card in draw_many(s, "shadow", x, "shadow_discard"):
            add_to(s, "shadow_hand", card)
        drawn = [draw_plot(s) for _ in range(x)]
        set_pile(s, "plot_drawn", [p for p in drawn if p is not None])
        s.stack.append(("keep_plot",))
    else:
        s.stack.append(("command", x, ()))


@RULES.step("influence")
def _influence(s: MeqState, st: tuple) -> Decision | None:
    """Place Influence (pp. 15-17): one token at a time (R11), up to 2 into the Shadow Pool while it has
    room; every other token goes on the board while a location takes one."""
    left, pool = st[1], st[2]
    stage = ST.current_stage(s.story, TRACK)
    spots = INF.legal_spots(s.board, C)
    opts = [SPACE["pool"]] if pool and INF.pool_room(s.board, stage) else []
    opts += [SPACE.act("at", loc) for loc in spots]
    if not left or not opts:
        s.stack.pop()
        return None
    if not spots:
        opts.append(SPACE["done"])
    return ask(s, SAURON, DecisionKind.CHOOSE_ONE, f"Place influence: {plural(left, 'token')} left", opts)


@RULES.answer("influence")
def _influence_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    if a.id == "done":
        return
    if a.id == "pool":
        s.board = INF.place_influence(s.board, C, 1, 1, (), ST.current_stage(s.story, TRACK))
        s.stack.append(("influence", st[1] - 1, st[2] - 1))
    else:
        s.board = INF.place_one(s.board, C, argument(a))
        s.stack.append(("influence", st[1] - 1, st[2]))


@RULES.step("spare_influence")
def _spare_influence(s: MeqState, st: tuple) -> Decision | None:
    """Influence placed one token at a time outside the Place Influence action: an undefeated foe's
    wisdom (may, R34; Strongholds included) or the Starting Plot's tokens in extension (setup, R58:
    not on a Stronghold, all of them while a location takes one)."""
    left, strongholds = st[1], st[2]
    spots = [loc for loc in INF.legal_spots(s.board, C) if strongholds or not C.locations[loc].stronghold]
    if not left or not spots:
        s.stack.pop()
        return None
    options = [SPACE.act("at", loc) for loc in spots] + ([SPACE["done"]] if strongholds else [])
    return ask(s, SAURON, DecisionKind.CHOOSE_ONE, f"Place influence: {plural(left, 'token')} left", options)


@RULES.answer("spare_influence")
def _spare_influence_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    if a.id != "done":
        s.board = INF.place_one(s.board, C, argument(a))
        s.stack.append(("spare_influence", st[1] - 1, st[2]))


@RULES.step("keep_plot")
def _keep_plot(s: MeqState, st: tuple) -> Decision | None:
    """Draw Shadow and Plot (p. 17): one drawn Plot kept, the others to the bottom of the deck. With at
    most two drawn there is only one to put back, so no order to choose (R40)."""
    drawn = s.decks["plot_drawn"]
    if not drawn:
        s.stack.pop()
        return None
    return ask(
        s,
        SAURON,
        DecisionKind.CHOOSE_CARD,
        "Draw Shadow and Plot: keep which Plot card?",
        (SPACE.act("plot", p) for p in sorted(set(drawn))),
        secret="Sauron keeps a Plot card",
        always=True,
    )


@RULES.answer("keep_plot")
def _keep_plot_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    drawn = s.decks["plot_drawn"]
    rest = take(drawn, argument(a))
    add_to(s, "plot_hand", argument(a))
    s.decks = {**s.decks, "plot_drawn": (), "plot_bottom": (*s.decks["plot_bottom"], *rest)}


# --- Command ---------------------------------------------------------------------------------------


def _commandable(s: MeqState, used: tuple[str, ...]) -> list[Action]:
    """What may take a command: minions not yet commanded, a damaged one away from heroes to heal,
    monster tokens not yet commanded that have somewhere to go, and a pile to place one from."""
    b = s.board
    opts = [SPACE.act("minion", m) for m in sorted(b.minions) if m not in used]
    opts += [
        SPACE.act("heal", m)
        for m, n in s.minion_damage
        if n and m in b.minions and m not in used and not b.heroes_at(b.minions[m])
    ]
    for loc, toks in sorted(b.tokens.items()):
        if len(toks) > used.count(f"at:{loc}") and any(b.influence_at(n) for n in C.adjacent[loc]):
            opts += [SPACE.act("token", f"{loc}/{face}") for face in sorted({t.face for t in toks})]
    if "placed" not in used:
        opts += [
            SPACE.act("pile", g)
            for g in C.groups
            if (s.decks[f"pile:{g}"] or s.decks[f"tokens_out:{g}"]) and token_spots(s, g)
        ]
    return opts


def token_spots(s: MeqState, group: str) -> list[str]:
    """Where a token of this pile may be placed (p. 18; A16): either region of its pair, influence (or
    near the Black Serpent, R501), no hero."""
    regions = C.groups[group].regions
    near = MI.token_spots_near(s.board, C)
    return [
        loc
        for loc, place in C.locations.items()
        if place.region in regions
        and (s.board.influence_at(loc) or loc in near)
        and not s.board.heroes_at(loc)
    ]


@RULES.step("command")
def _command(s: MeqState, st: tuple) -> Decision | None:
    """Command (p. 18): up to X commands, each to a different monster token or minion (R41). Which
    token Sauron picks up is his secret: the heroes see a token leave its location."""
    if not st[1]:
        s.stack.pop()
        return None
    opts = _commandable(s, st[2])
    if not opts:
        s.stack.pop()
        return None
    return ask(
        s,
        SAURON,
        DecisionKind.CHOOSE_ONE,
        f"Command: {plural(st[1], 'command')} left",
        [*opts, SPACE["done"]],
        secret="Sauron gives a command",
    )


@RULES.answer("command")
def _command_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    if a.id == "done":
        return
    verb, arg = a.id.partition(":")[0], argument(a)
    left = st[1] - 1
    if verb == "heal":
        s.board, hurt = TR.command(s.board, C, dict(s.minion_damage), 1, [TR.HealMinion(arg)])
        s.minion_damage = tuple(sorted(hurt.items()))
        log(s, SAURON, f"Sauron heals {C.minions[arg].name}")
        s.stack.append(("command", left, (*st[2], arg)))
    elif verb == "minion":
        s.stack.append(("command", left, (*st[2], arg)))
        s.stack.append(("command_to", "minion", arg))
    elif verb == "token":
        loc, face = arg.split("/")
        token = next(t for t in s.board.tokens_at(loc) if t.face == face)
        s.board = s.board.remove_token(loc, token)
        set_pile(s, "drawn_token", (f"{token.group}/{face}",))
        s.stack.append(("command", left, st[2]))
        s.stack.append(("command_to", "token", loc))
    else:
        face = draw(s, f"pile:{arg}", f"tokens_out:{arg}")
        assert face is not None
        set_pile(s, "drawn_token", (f"{arg}/{face}",))
        s.stack.append(("command", left, (*st[2], "placed")))
        s.stack.append(("command_to", "pile", arg))


def _destinations(s: MeqState, kind: str, what: str) -> list[str]:
    if kind == "minion":  # adjacent, or further for a minion whose ability says so (R500)
        at = s.board.minions[what]
        far = MI.reach(s.board).get(what, 1)
        return list(C.adjacent[at]) if far == 1 else sorted(within(C, at, far) - {at})
    if kind == "token":
        return [n for n in C.adjacent[what] if s.board.influence_at(n)]
    return token_spots(s, what)


@RULES.step("command_to")
def _command_to(s: MeqState, st: tuple) -> Decision | None:
    kind, what = st[1], st[2]
    name = C.minions[what].name if kind == "minion" else "the monster token"
    return ask(
        s,
        SAURON,
        DecisionKind.MOVE,
        f"Command: where does {name} go?",
        (SPACE.act("at", loc) for loc in _destinations(s, kind, what)),
    )


@RULES.answer("command_to")
def _command_to_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    kind, what, dst = st[1], st[2], argument(a)
    if kind == "minion":
        s.board, _ = TR.command(s.board, C, {}, 1, [TR.MoveMinion(what, dst)], MI.reach(s.board))
        log(s, SAURON, f"{C.minions[what].name} moves to {C.locations[dst].name}")
        return
    group, face = s.decks["drawn_token"][0].split("/")
    set_pile(s, "drawn_token", ())
    s.board = s.board.add_token(dst, Token(group, face))
    _spend(s, f"at:{dst}")  # a token moved or placed this action takes no other command (R41, R48)
    src = "a pile" if kind == "pile" else C.locations[what].name
    log(s, SAURON, f"a monster token goes from {src} to {C.locations[dst].name}")


def _spend(s: MeqState, what: str) -> None:
    """The Command step below has used ``what``."""
    cmd = s.stack[-1]
    s.stack[-1] = (cmd[0], cmd[1], (*cmd[2], what))


# --- Hero Draw -------------------------------------------------------------------------------------


@RULES.step("hero_draw")
def _hero_draw(s: MeqState, st: tuple) -> Decision | None:
    """Hero Draw (p. 19): each hero may draw up to his fortitude from his life pool; the rulebook sets no
    hand limit, a card may (Distraught, R262)."""
    seat = st[1]
    p = s.pool(seat)
    most = min(HC.attribute(s, seat, "fortitude"), len(p.life))
    cap = HC.hand_limit(s, seat)
    if cap is not None:
        most = max(0, min(most, cap - len(p.hand)))
    return ask(
        s,
        seat,
        DecisionKind.CHOOSE_NUMBER,
        "Hero Draw: how many cards?",
        (SPACE.act("n", k) for k in range(most, -1, -1)),
    )


@RULES.answer("hero_draw")
def _hero_draw_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    hero_draws(s, st[1], int(argument(a)))
