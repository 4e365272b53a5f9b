"""Static abilities, abilities and whole cards in words; the entries `eregion cards tcg` lists."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from eregion.core import CardEntry
from eregion.games.tcg import cardtext as _cardtext  # noqa: F401  (registers the card abilities)
from eregion.games.tcg import fotr as _fotr  # noqa: F401  (and set 1's beyond the starters)
from eregion.games.tcg import responses as RS
from eregion.games.tcg.components import KEYWORDS, CardDef, cards
from eregion.games.tcg.filters import Q, Static
from eregion.games.tcg.registry import TEXT, CardText, Response, Special, Trigger
from eregion.games.tcg.words.effects import sequence, words
from eregion.games.tcg.words.phrases import (
    GAP,
    MULTIPLES,
    condition,
    count,
    counted,
    gap,
    granted,
    noun,
    race,
    signed,
    target,
)

# --- static abilities, abilities and whole cards -------------------------------------------------


@words.register
def _(st: Static, me: str) -> str:
    """A static ability as a statement ("the twilight cost of each companion is +2")."""
    n, k = signed(st.n), st.stat
    said: str | None = None
    if k in KEYWORDS or k == "defender":  # a keyword granted: "bearer is damage +1", "each Nazgûl is fierce"
        who = {"bearer": "bearer", "self": me}.get(st.target) or (noun(st.q, "each") if st.q else None)
        said = f"{who} is {granted(k, st.n)}" if who and st.per is None else None
    elif st.target == "self" and k == "strength":
        per = f" for each other {noun(st.per, '')} you can spot" if isinstance(st.per, Q) else ""
        if st.per is not None and not isinstance(st.per, Q):
            per = f" for each {count(st.per, me)}"  # type: ignore[arg-type]
        said = f"{me} is strength {n}{per}"
    elif st.target == "self" and k == "overwhelm" and st.n in MULTIPLES:
        said = f"{me} may not be overwhelmed unless his or her strength is {MULTIPLES[st.n]}"
    elif st.target == "bearer" and k == "no_heal":
        said = "bearer cannot heal"
    elif st.target == "bearer" and k == "no_unburden":
        said = "burdens may not be removed from bearer"
    elif st.target == "bearer":
        times = MULTIPLES.get(st.n)
        said = {
            "strength": f"bearer is strength {n}{bearer_per(st)}",
            "overwhelm": f"bearer may not be overwhelmed unless his or her strength is {times}"
            if times
            else None,
            "max_wounds": f"bearer takes no more than {st.n} wound{'s' if st.n != 1 else ''} in each skirmish",
            "ring_burdens": "while bearer wears The One Ring, each time he is about to take a wound, add "
            f"{counted(st.n, 'burden')} instead",
        }.get(k)
    elif st.target == "foes" and k == "weaponless":
        said = f"a character skirmishing {me} does not gain strength bonuses from weapons"
    elif st.target == "self" and k == "cost":
        said = f"the twilight cost of {me} is {n}"
    elif st.target == "self_vs" and st.q is not None and k == "strength":
        said = f"while skirmishing {noun(st.q)}, {me} is strength {n}"
    elif st.target:
        said = None
    elif st.first_per and k == "cost" and st.q is not None:
        said = f"the twilight cost of the first {noun(st.q, '')} played each {st.first_per} is {n}"
    elif st.first_per_phase:
        if k == "cost" and st.q is not None:
            said = f"the twilight cost of the first {noun(st.q, '')} played each Shadow phase is {n}"
    elif st.q is None and k == "move_limit" and st.n < 0:  # read while it holds (rules.move_limit)
        said = f"the move limit for this turn is {n} (to a minimum of 1)"
    elif st.q is None:
        said = {
            "shadow_number": f"each site's Shadow number is {n}",
            "minion_archery": f"the minion archery total is {n}",
            "fellowship_archery": f"the fellowship archery total is {n}",
            "move_limit": f"the move limit is {n} for the rest of the turn",
            "skip_archery": "the archery phase is skipped",
            "skip_skirmishes": "there are no assignment and skirmish phases",
            "no_skirmish_specials": "no player may use skirmish special abilities",
            "corruption": "the Ring-bearer is corrupted",
        }.get(k)
        if said is not None and st.per is not None:
            over = f" over {st.over}" if st.over else ""
            cap = f" (limit {signed(st.cap)})" if st.cap is not None else ""
            said += f" for each {noun(st.per, '')} you can spot{over}{cap}"
    else:
        said = {
            "strength": f"{noun(st.q, 'each')} is strength {n}",
            "cost": f"the twilight cost of {noun(st.q, 'each')} is {n}",
            "roaming": f"the roaming penalty for {noun(st.q, 'each')} played is {n}",
            "unplayable": f"no player may play {noun(st.q)}",
            "shielded": f"your opponent may not discard {noun(st.q)} from play",
        }.get(k)
    if said is None:
        return f"{GAP}static {k})"
    return (f"while {condition(st.cond)}, " if st.cond is not None else "") + said


def bearer_per(st: Static) -> str:
    """ " for each other Elf you can spot (limit +3)": a bearer's bonus counted."""
    if not isinstance(st.per, Q):
        return ""
    cap = f" (limit {signed(st.cap)})" if st.cap is not None else ""
    return f" for each other {noun(st.per, '')} you can spot{cap}"


def timing(phases: Iterable[str]) -> str:
    return " or ".join(phases).capitalize()


def special(sp: Special, dd: CardDef, me: str) -> str:
    """ "Skirmish: exert Boromir to make ...", naming who may use it where the card's side does not."""
    who = {"free": "Free Peoples player", "shadow": "Shadow player", "any": "either player"}.get(sp.by)
    shown = dd.type == "site" or sp.by != dd.side
    return f"{timing(sp.phases)}{f' ({who})' if shown else ''}: {sequence(sp.parts, me)}"


TRIGGERS = {
    "play": "when you play {me}",
    "start_of_turn": "at the start of your turn",
    "fellowship_phase": "at the start of each fellowship phase",
    "moves_to": "when the fellowship moves to {me}",
    "moves_from": "when the fellowship moves from {me}",
    "wins_skirmish": "each time {me} wins a skirmish",
    "bearer_wins": "each time bearer wins a skirmish",
    "moves": "each time the fellowship moves",
    "leaves_host": "each time the fellowship moves from the site {me} is on",
    "shadow_start": "at the start of each of your Shadow phases",
    "shadow_end": "at the end of each of your Shadow phases",
    "end_of_turn": "at the end of the turn",
    "assigned": "each time bearer is assigned to a skirmish",
    "leaves": "each time the fellowship moves from a site",
}


def trigger(t: Trigger, me: str) -> str:
    when = TRIGGERS[t.on].format(me=me) if t.on in TRIGGERS else f"{GAP}trigger {t.on})"
    if t.on == "plays":
        when = f"each time you play {noun(t.q)}" if isinstance(t.q, Q) else f"{GAP}trigger plays)"
        if t.by == "any" and isinstance(t.q, Q):
            when = f"each time {noun(t.q)} is played"
    involving = f" involving {noun(t.involving)}" if isinstance(t.involving, Q) else ""
    if t.on in ("loses", "killed", "bearer_kills"):
        victim = noun(t.q) if isinstance(t.q, Q) else f"{GAP}trigger {t.on})"
        when = {
            "loses": f"each time {victim} loses a skirmish{involving}",
            "killed": f"each time {victim} is killed in a skirmish{involving}",
            "bearer_kills": f"each time bearer kills {victim} in a skirmish",
        }[t.on]
    who = "the Shadow player " if t.by == "shadow" else ""
    may = f"{who or 'you '}may " if t.optional else who
    return f"{when}, {may}{sequence(t.parts, me)}"


def response(r: Response, me: str) -> str:
    """ "Response: when a Dwarf wins a skirmish, heal that Dwarf"."""
    if r.on not in RS.MOMENTS:
        return f"response: {GAP}moment {r.on})"
    who = "a card" if r.q is None else target(r.q, me) if isinstance(r.q, (Q, str)) else gap(r.q)
    by = "" if r.by is None else f" by {noun(r.by) if isinstance(r.by, Q) else gap(r.by)}"
    return f"response: when {RS.MOMENTS[r.on].format(x=who)}{by}, {sequence(r.parts, me)}"


def abilities(text: CardText, dd: CardDef) -> list[str]:
    """The sentences of an encoded card text, in the order a card prints them."""
    me = self_name(dd)
    out = []
    if text.bearer is not None:
        out.append(f"bearer must be {noun(text.bearer) if isinstance(text.bearer, Q) else gap(text.bearer)}")
    if text.one_per_bearer:
        out.append("limit 1 per bearer")
    if text.extra_weapon:
        out.append(f"{me} may be borne in addition to 1 other {(dd.item_class or 'item').replace('_', ' ')}")
    if text.requires:
        out.append(f"to play, {sequence(text.requires, me)}")
    if text.support:
        out.append("plays to your support area")
    if text.site_text:
        out.append(lent_text(text.site_text, me))
    out += [words(st, me) for st in text.statics]
    if text.event:
        out.append(f"{timing(dd.phases)}: {sequence(text.event, me)}")
    out += [special(sp, dd, me) for sp in text.specials]
    out += [trigger(t, me) for t in text.triggers]
    out += [response(r, me) for r in text.responses]
    return [sentence[0].upper() + sentence[1:] + "." for sentence in out]


def lent_text(n: int, me: str) -> str:
    """ "While you can spot your site 3, Silinde has the game text of that site" (``borrowing``)."""
    return f"while you can spot your site {n}, {me} has the game text of that site"


def self_name(dd: CardDef) -> str:
    """How a card names itself: characters and sites by title, the others as "this condition"."""
    return dd.title if dd.type in ("companion", "ally", "site") else f"this {dd.type}"


def keywords_line(dd: CardDef) -> list[str]:
    return [
        f"{k.replace('_', ' ').capitalize()}{f' {signed(v)}' if k == 'damage' else ''}."
        for k, v in dd.keywords
    ]


def stats_line(dd: CardDef) -> str:
    """The numbers on the card: twilight cost, strength, vitality, site numbers, signet."""
    bits = [
        *(["unique"] if dd.unique else []),
        *([f"twilight {dd.twilight}"] if dd.twilight is not None else []),
    ]
    if dd.type in ("companion", "ally", "minion"):
        bits += [f"strength {dd.strength}", f"vitality {dd.vitality}"]
    else:
        bits += [
            f"bearer {stat} {signed(n)}"
            for stat, n in (("strength", dd.strength), ("vitality", dd.vitality))
            if n
        ]
    bits += [
        *([f"resistance {dd.resistance}"] if dd.resistance is not None else []),
        *([f"{dd.signet.capitalize()} signet"] if dd.signet else []),
        *([f"site {dd.site}"] if dd.site is not None else []),
        *([f"Shadow number {dd.shadow_number}"] if dd.shadow_number is not None else []),
        *([f"home site {dd.home}"] if dd.home is not None else []),
        *([dd.item_class.replace("_", " ")] if dd.item_class else []),
    ]
    line = ", ".join(bits)
    return line[0].upper() + line[1:] + "." if line else ""


def card_text(dd: CardDef) -> str:
    """Keywords, the stats line, then every ability: encoded ones generated, rules-coded ones marked."""
    text = TEXT.get(dd.id)
    parts = [
        *keywords_line(dd),
        stats_line(dd),
        *(abilities(text, dd) if text is not None else []),
    ]
    return " ".join(p for p in parts if p)


def kind(dd: CardDef) -> str:
    """ "Gondor Man companion", "Moria Orc minion", "site 3"."""
    if dd.type == "site":
        return f"site {dd.site}"
    if dd.type == "ring":
        return "The One Ring"
    return " ".join(
        x for x in ((dd.culture or "").capitalize(), race(dd.race) if dd.race else "", dd.type) if x
    )


def facts(dd: CardDef) -> dict[str, Any]:
    """The card's printed facts as JSON values (absent when the card has none)."""
    out: dict[str, Any] = {
        "title": dd.title,
        "subtitle": dd.subtitle,
        "unique": dd.unique,
        "side": dd.side,
        "culture": dd.culture,
        "type": dd.type,
        "race": dd.race,
        "cost": dd.twilight,
        "strength": dd.strength,
        "vitality": dd.vitality,
        "resistance": dd.resistance,
        "signet": dd.signet,
        "site": dd.site,
        "home": dd.home,
        "shadow_number": dd.shadow_number,
        "keywords": dict(dd.keywords),
        "item_class": dd.item_class,
        "phases": list(dd.phases),
    }
    return {k: v for k, v in out.items() if v not in (None, {}, [])}


def implemented(dd: CardDef) -> bool:
    """Its printed ability is encoded (or it has none beyond keywords) and every element reads."""
    encoded = not dd.ability or dd.id in TEXT
    return encoded and GAP not in card_text(dd)


def entry(dd: CardDef) -> CardEntry:
    """One card's entry: implemented when its whole ability is encoded and every element reads."""
    text = card_text(dd)
    done = implemented(dd)
    if dd.ability and not done and GAP not in text:
        text = f"{text} (ability not yet encoded)"
    return CardEntry(dd.id, dd.name, kind(dd), text, done, facts(dd))


@lru_cache(maxsize=1)
def card_entries() -> tuple[CardEntry, ...]:
    """Every card of set 1 with its facts and generated text (``eregion cards tcg``)."""
    return tuple(map(entry, cards().values()))
