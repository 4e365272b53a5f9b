"""Effects (p.5-7 and the Player Aid): the Quest track, Units and Fortresses, Race alliances, tokens and Landmark tiles."""

from __future__ import annotations

from eregion.cards.presentation import asked_by
from eregion.core import Action, Decision
from eregion.games.duel import actions as A
from eregion.games.duel.components import EAGLE, LAYOUT_SIZE, REGIONS
from eregion.games.duel.costs import Purse
from eregion.games.duel.flow import (
    ABILITY,
    ADJ,
    ALL_REGIONS,
    CARD,
    CARDS,
    CHOOSE,
    MOVE,
    NREG,
    QUEST_BONUS,
    RACE_ALLIANCE,
    STEPS,
    TILE_STEPS,
    TILES,
    TOKEN_OF,
    TOKENS,
    YN,
    C,
    Step,
    answer,
    check_conquest,
    gain_coins,
    move_units,
    place_units,
    pos,
    push_effects,
    replace_top,
    step,
    win,
)
from eregion.games.duel.state import DuelState, race_symbols, set_pair, supply_units
from eregion.games.duel.turn import buy_card, take_from_layout

# --- Quest of the Ring (p.5-6) --------------------------------------------------------------------


@step("quest")
def _quest(s: DuelState, st: Step) -> None:
    """Advance one space per Ring; reaching or passing a bonus space offers it (p.5).

    Frodo and Sam carry the Nazgûl along, so only the Nazgûl's own steps close the gap; both are
    counted as each side's own steps from 0 to 14.
    """
    _, p, n = st
    s.stack.pop()
    pos = s.quest[p]
    bonuses = []
    for _ in range(n):
        pos += 1
        s.quest[p] = pos
        if pos in C.quest_bonuses:
            bonuses.append(("bonus", p, C.quest_bonuses[pos]))
        if pos >= STEPS:
            s.event("quest", p, n)
            win(s, p, "quest")
    s.event("quest", p, n)
    push_effects(s, p, bonuses)


@step("bonus")
def _bonus(s: DuelState, st: Step) -> Decision | None:
    """Bonus spaces are optional (ruling 3): every bonus offers a way to decline."""
    _, p, kind = st
    if kind == "coin":
        if not s.reserve:
            s.stack.pop()
            return None
        return Decision(p, YN, asked_by(QUEST_BONUS, "Take 1 coin?"), (A.YES, A.NO))
    if kind == "extra_turn":
        return Decision(p, YN, asked_by(QUEST_BONUS, "Take another turn?"), (A.YES, A.NO))
    if kind == "unit":
        if not supply_units(s, p):
            s.stack.pop()
            return None
        return Decision(
            p, CHOOSE, asked_by(QUEST_BONUS, "Place 1 Unit in a region (or no)"), A.REGION + (A.NO,)
        )
    targets = enemy_fortresses(s, p)
    if not targets:
        s.stack.pop()
        return None
    return Decision(
        p,
        CHOOSE,
        asked_by(QUEST_BONUS, "Remove an enemy Fortress (or no)"),
        tuple(A.REGION[r] for r in targets) + (A.NO,),
    )


@answer("bonus")
def _bonus_answer(s: DuelState, st: Step, a: Action) -> None:
    _, p, kind = st
    s.stack.pop()
    if a is A.NO:
        s.event("decline", p, kind)
        return
    if kind == "coin":
        gain_coins(s, p, 1)
    elif kind == "extra_turn":
        s.stack.append(("extra_turn", p))
    elif kind == "unit":
        place_units(s, p, pos(A.REGION, a), 1)
    else:
        remove_fortress(s, p, pos(A.REGION, a))


def forgone(s: DuelState, p: int, a: Action, what: str) -> bool:
    """Whether ``a`` is the "no" that gives up an optional effect (p.3: a player *may* benefit, ruling 3);
    if so its step ends and the log says what was given up (``text.FORGONE``)."""
    if a is not A.NO:
        return False
    s.stack.pop()
    s.event("forgo", p, what)
    return True


# --- Units and Fortresses (p.7) -------------------------------------------------------------------


def enemy_fortresses(s: DuelState, p: int) -> list[int]:
    f = s.forts[1 - p]
    return [r for r in ALL_REGIONS if (f >> r) & 1]


def remove_fortress(s: DuelState, p: int, r: int) -> None:
    s.forts[1 - p] &= ~(1 << r)
    s.event("remove_fortress", p, r)


REGION_OPTIONS = {
    e.regions: tuple(A.REGION[r] for r in e.regions)
    for item in (*CARDS, *TILES)
    for e in item.effects
    if e.kind == "units"
} | {ALL_REGIONS: A.REGION}
"""The options of each printed choice of regions for Units (and of any region), built once."""


@step("units")
def _units(s: DuelState, st: Step) -> Decision | None:
    """Place all the Units in one of the shown regions (p.5)."""
    _, p, n, regions, source = st
    if not supply_units(s, p):
        s.stack.pop()
        return None
    return Decision(
        p,
        CHOOSE,
        asked_by(source, f"Place {n} Unit{'s' if n > 1 else ''} in which region?"),
        REGION_OPTIONS[regions] if regions in REGION_OPTIONS else tuple(A.REGION[r] for r in regions),
    )


@answer("units")
def _units_answer(s: DuelState, st: Step, a: Action) -> None:
    s.stack.pop()
    place_units(s, st[1], pos(A.REGION, a), st[2])


@step("place_one")
def _place_one(s: DuelState, st: Step) -> Decision | None:
    """Place Units one at a time, each in any region (Hobbits and Wizards tokens); the player may stop
    (p.3: you *may* benefit; ruling 3)."""
    _, p, n, source = st
    if not n or not supply_units(s, p):
        s.stack.pop()
        return None
    prompt = asked_by(source, f"Place 1 Unit in any region ({n} left), or no more")
    return Decision(p, CHOOSE, prompt, A.REGION + (A.NO,))


@answer("place_one")
def _place_one_answer(s: DuelState, st: Step, a: Action) -> None:
    _, p, n, source = st
    if forgone(s, p, a, "place_units"):
        return
    replace_top(s, ("place_one", p, n - 1, source))
    place_units(s, p, pos(A.REGION, a), 1)


@step("remove_units")
def _remove_units(s: DuelState, st: Step) -> Decision | None:
    _, p, n, source = st
    base = (1 - p) * NREG
    targets = [r for r in ALL_REGIONS if s.units[base + r]]
    if not n or not targets:
        s.stack.pop()
        return None
    return Decision(
        p,
        CHOOSE,
        asked_by(source, "Remove 1 enemy Unit from which region (or no)?"),
        tuple(A.REGION[r] for r in targets) + (A.NO,),
    )


@answer("remove_units")
def _remove_units_answer(s: DuelState, st: Step, a: Action) -> None:
    """Optional (p.3, ruling 3): "no" gives up the removals still owed."""
    _, p, n, source = st
    if forgone(s, p, a, "remove_unit"):
        return
    r = pos(A.REGION, a)
    s.units[(1 - p) * NREG + r] -= 1
    s.event("remove_unit", p, r)
    replace_top(s, ("remove_units", p, n - 1, source))


@step("remove_or_move")
def _remove_or_move(s: DuelState, st: Step) -> Decision | None:
    """A card that removes an enemy Unit and gives movements shows no order between them (C3-18, C3-23):
    the player picks which comes first when both could do something (ruling 3)."""
    _, p, remove, move = st
    if not (any(s.units[(1 - p) * NREG : (2 - p) * NREG]) and any(s.units[p * NREG : (p + 1) * NREG])):
        s.stack.pop()
        push_effects(s, p, [remove, move])
        return None
    prompt = asked_by(remove[-1], "Which first: remove the enemy Unit or make the movements?")
    return Decision(p, CHOOSE, prompt, A.FIRST)


@answer("remove_or_move")
def _remove_or_move_answer(s: DuelState, st: Step, a: Action) -> None:
    _, p, remove, move = st
    s.stack.pop()
    push_effects(s, p, [remove, move] if a is A.FIRST[0] else [move, remove])


MOVES_FROM = tuple(tuple(A.MOVE[(r, b)] for b in ADJ[r]) for r in ALL_REGIONS)
"""Per region: the movements of a Unit from it, in the order of the adjacency table."""


@step("movements")
def _movements(s: DuelState, st: Step) -> Decision | None:
    """Each movement takes one Unit to an adjacent region and resolves its conflict (p.7).

    Ruling: movements may be left unused (the rulebook says you *may* benefit from an effect).
    """
    _, p, n, source = st
    base = p * NREG
    moves = []
    for r in ALL_REGIONS:
        if s.units[base + r]:
            moves += MOVES_FROM[r]
    if not n or not moves:
        s.stack.pop()
        return None
    moves.append(A.MOVE_STOP)
    prompt = asked_by(source, f"Movement ({n} left): move a Unit to an adjacent region")
    return Decision(p, MOVE, prompt, tuple(moves))


@answer("movements")
def _movements_answer(s: DuelState, st: Step, a: Action) -> None:
    _, p, n, source = st
    if a is A.MOVE_STOP:
        s.stack.pop()
        return
    replace_top(s, ("movements", p, n - 1, source))
    src, _, dst = a.id[5:].partition(">")
    move_units(s, p, REGIONS.index(src), REGIONS.index(dst), 1, "move")


# --- Race alliances (p.6) -------------------------------------------------------------------------


@step("race")
def _race(s: DuelState, st: Step) -> None:
    """A Race symbol: Support of the Races at 6, then the alliance triggers (p.6, p.8)."""
    _, p, r = st
    s.stack.pop()
    base = p * (EAGLE + 1)
    s.races[base + r] += 1
    if race_symbols(s, p) >= 6:
        win(s, p, "races")
    if s.races[base + r] == 2:
        s.stack.append(("alliance", p, (r, r), RACE_ALLIANCE))
        return
    if s.triple_done[p]:
        return
    distinct = [i for i in range(EAGLE) if s.races[base + i]]
    if len(distinct) == 3:
        s.triple_done[p] = True
        s.stack.append(("alliance", p, tuple(distinct), RACE_ALLIANCE))


@step("alliance")
def _alliance(s: DuelState, st: Step) -> None:
    """Reveal the top token(s) to both players; the choice follows (ruling: short stacks give less)."""
    _, p, races, source = st
    s.stack.pop()
    revealed = []
    stacks = list(s.alliance)
    known = list(s.alliance_known)
    for r in races:
        if stacks[r]:
            revealed.append(stacks[r][-1])
            stacks[r] = stacks[r][:-1]
            known[r] = 0
    s.alliance, s.alliance_known = tuple(stacks), tuple(known)
    if revealed:
        s.event("reveal_tokens", p, tuple(revealed))
        s.stack.append(("keep_token", p, tuple(revealed), source))


@step("keep_token")
def _keep_token(s: DuelState, st: Step) -> Decision:
    _, p, revealed, source = st
    return Decision(
        p, CHOOSE, asked_by(source, "Keep which Alliance token?"), tuple(A.TOKEN[t] for t in revealed)
    )


@answer("keep_token")
def _keep_token_answer(s: DuelState, st: Step, a: Action) -> None:
    """The others go back face down on top of their stacks; both players know them."""
    _, p, revealed, _ = st
    s.stack.pop()
    kept = pos(A.TOKEN, a)
    stacks = list(s.alliance)
    known = list(s.alliance_known)
    for t in reversed(revealed):
        if t != kept:
            r = TOKENS[t].race
            stacks[r] = stacks[r] + (t,)
            known[r] = 1
    s.alliance, s.alliance_known = tuple(stacks), tuple(known)
    gain_token(s, p, kept)


def gain_token(s: DuelState, p: int, t: int) -> None:
    token = TOKENS[t]
    s.tokens = set_pair(s.tokens, p, s.tokens[p] + (t,))
    s.event("token", p, t)
    if token.lasting:
        s.abilities[p] |= ABILITY[token.ability]
        if token.ability == "eagle":
            base = p * (EAGLE + 1)
            s.races[base + EAGLE] += 1
            if race_symbols(s, p) >= 6:
                win(s, p, "races")
        elif token.ability == "wild_skill":
            s.refresh_skills(p)
        return
    ab = token.ability
    source = TOKEN_OF[ab]
    if ab == "extra_turn":
        s.stack.append(("extra_turn", p))
    elif ab == "remove_fortress":
        s.stack.append(("ents_fortress", p, source))
    elif ab == "three_maneuvers":
        s.stack.append(("maneuvers", p, 3, source))
    elif ab == "quest_two":
        s.stack.append(("quest", p, 2))
    elif ab == "two_units":
        s.stack.append(("place_one", p, 2, source))
    else:
        s.stack.append(("from_discard", p, source))


@step("ents_fortress")
def _ents_fortress(s: DuelState, st: Step) -> Decision | None:
    _, p, source = st
    targets = enemy_fortresses(s, p)
    if not targets:
        s.stack.pop()
        return None
    return Decision(
        p,
        CHOOSE,
        asked_by(source, "Remove the enemy Fortress in which region (or no)?"),
        tuple(A.REGION[r] for r in targets) + (A.NO,),
    )


@answer("ents_fortress")
def _ents_fortress_answer(s: DuelState, st: Step, a: Action) -> None:
    if forgone(s, st[1], a, "remove_fortress"):
        return
    s.stack.pop()
    remove_fortress(s, st[1], pos(A.REGION, a))


@step("maneuvers")
def _maneuvers(s: DuelState, st: Step) -> Decision | None:
    _, p, n, source = st
    o = 1 - p
    options = []
    if any(s.units[o * NREG : o * NREG + NREG]):
        options.append(A.MANEUVER_REMOVE)
    if s.coins[o]:
        options.append(A.MANEUVER_COIN)
    if any(s.units[p * NREG : p * NREG + NREG]):
        options.append(A.MANEUVER_MOVE)
    if not n or not options:
        s.stack.pop()
        return None
    options.append(A.NO)
    return Decision(p, CHOOSE, asked_by(source, f"Choose a maneuver ({n} left), or no more"), tuple(options))


@answer("maneuvers")
def _maneuvers_answer(s: DuelState, st: Step, a: Action) -> None:
    """Each maneuver is optional (p.3, ruling 3): "no" gives up those still owed."""
    _, p, n, source = st
    if forgone(s, p, a, "maneuvers"):
        return
    replace_top(s, ("maneuvers", p, n - 1, source))
    if a is A.MANEUVER_REMOVE:
        s.stack.append(("remove_units", p, 1, source))
    elif a is A.MANEUVER_COIN:
        s.stack.append(("drain", p, 1))
    else:
        s.stack.append(("movements", p, 1, source))


@step("from_discard")
def _from_discard(s: DuelState, st: Step) -> Decision | None:
    """Play a card of the discard pile for free; the player looks through the whole pile."""
    _, p, source = st
    if not s.discard:
        s.stack.pop()
        return None
    bit = 1 << p
    s.discard_seen = tuple(m | bit for m in s.discard_seen)
    options = tuple(A.CARD[c] for c in sorted(set(s.discard)))
    return Decision(p, CARD, asked_by(source, "Play which card from the discard pile for free?"), options)


@answer("from_discard")
def _from_discard_answer(s: DuelState, st: Step, a: Action) -> None:
    p = st[1]
    s.stack.pop()
    c = pos(A.CARD, a)
    i = s.discard.index(c)
    s.discard = s.discard[:i] + s.discard[i + 1 :]
    s.discard_seen = s.discard_seen[:i] + s.discard_seen[i + 1 :]
    s.event("from_discard", p, c)
    s.stack.append(("play", p, c, False))


# --- Landmark tiles (p.3, Player Aid) -------------------------------------------------------------


@step("landmark")
def _landmark(s: DuelState, st: Step) -> None:
    """Place the Fortress in the tile's region, then resolve its other effects."""
    _, p, t = st
    s.stack.pop()
    tile = TILES[t]
    s.tiles = set_pair(s.tiles, p, s.tiles[p] + (t,))
    if tile.region >= 0:
        place_fortress(s, p, tile.region)
    if s.abilities[p] & ABILITY["extra_turn_on_landmark"]:
        s.stack.append(("extra_turn", p))  # first: it resolves after the tile's effects
    s.stack.extend(TILE_STEPS[p][t])


def place_fortress(s: DuelState, p: int, r: int) -> None:
    """Ruling: a region holds one Fortress; if it is taken (Grond promo) or the 7 are used, none."""
    bit = 1 << r
    if (s.forts[0] | s.forts[1]) & bit or s.forts[p].bit_count() >= C.fortresses_per_side:
        return
    s.forts[p] |= bit
    s.event("fortress", p, r)
    check_conquest(s, p)


@step("grey_havens")
def _grey_havens(s: DuelState, st: Step) -> Decision | None:
    options = tuple(A.RACE[r] for r in range(EAGLE) if s.alliance[r])
    if not options:
        s.stack.pop()
        return None
    return Decision(st[1], CHOOSE, asked_by(st[2], "Reveal the Alliance tokens of which Race?"), options)


@answer("grey_havens")
def _grey_havens_answer(s: DuelState, st: Step, a: Action) -> None:
    r = pos(A.RACE, a)
    replace_top(s, ("alliance", st[1], (r, r), st[2]))


@step("isengard")
def _isengard(s: DuelState, st: Step) -> Decision | None:
    _, p, source = st
    greys = tuple(A.CARD[c] for c in s.area[1 - p] if CARDS[c].color == "grey")
    if not greys:
        s.stack.pop()
        return None
    prompt = asked_by(source, "Discard which grey card of your opponent (or no)?")
    return Decision(p, CARD, prompt, greys + (A.NO,))


@answer("isengard")
def _isengard_answer(s: DuelState, st: Step, a: Action) -> None:
    p = st[1]
    o = 1 - p
    if forgone(s, p, a, "isengard"):
        return
    s.stack.pop()
    c = pos(A.CARD, a)
    s.area = set_pair(s.area, o, tuple(x for x in s.area[o] if x != c))
    s.refresh_skills(o)
    s.discard = s.discard + (c,)
    s.discard_seen = s.discard_seen + (3,)
    s.event("isengard", p, c)


@step("shire")
def _shire(s: DuelState, st: Step) -> Decision | None:
    """Promo: play any face-up card of the chapter, even covered, paying for it with what is left."""
    _, p, source = st
    purse = Purse(s, p)
    visible = [s.slots[i] for i in range(LAYOUT_SIZE) if (s.present >> i) & 1 and (s.face_up >> i) & 1]
    options = tuple(A.CARD[c] for c in visible if purse.can_play(c))
    if not options:
        s.stack.pop()
        return None
    return Decision(p, CARD, asked_by(source, "Play which face-up card?"), options)


@answer("shire")
def _shire_answer(s: DuelState, st: Step, a: Action) -> None:
    p = st[1]
    s.stack.pop()
    c = pos(A.CARD, a)
    take_from_layout(s, c)
    buy_card(s, p, c)


@step("grond")
def _grond(s: DuelState, st: Step) -> Decision | None:
    targets = enemy_fortresses(s, st[1])
    if not targets:
        s.stack.pop()
        return None
    return Decision(
        st[1],
        CHOOSE,
        asked_by(st[2], "Besiege the enemy Fortress in which region?"),
        tuple(A.REGION[r] for r in targets),
    )


@answer("grond")
def _grond_answer(s: DuelState, st: Step, a: Action) -> None:
    """The enemy Fortress goes; its Units retreat (their owner chooses where); yours move in."""
    _, p, source = st
    o = 1 - p
    r = pos(A.REGION, a)
    s.stack.pop()
    remove_fortress(s, p, r)
    s.stack.append(("grond_place", p, r))
    if s.units[o * NREG + r]:
        s.stack.append(("retreat", o, r, source))


@step("retreat")
def _retreat(s: DuelState, st: Step) -> Decision:
    _, o, r, source = st
    return Decision(
        o,
        CHOOSE,
        asked_by(source, f"Your Units in {REGIONS[r]} retreat to which region?"),
        tuple(A.REGION[b] for b in ADJ[r]),
    )


@answer("retreat")
def _retreat_answer(s: DuelState, st: Step, a: Action) -> None:
    _, o, r, _ = st
    s.stack.pop()
    move_units(s, o, r, pos(A.REGION, a), s.units[o * NREG + r], "retreat")


@step("grond_place")
def _grond_place(s: DuelState, st: Step) -> None:
    _, p, r = st
    s.stack.pop()
    place_fortress(s, p, r)
    place_units(s, p, r, 1)
