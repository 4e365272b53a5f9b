"""The words every card text is made of: names, plurals, the cards a filter means, conditions."""

from __future__ import annotations

from dataclasses import replace

from eregion.games.tcg import counts as N
from eregion.games.tcg.filters import BEARER, IT, RING_BEARER, SELF, Cond, Q, Target

GAP = "(not described: "
"""How an element the describer cannot read shows in a card's text; such a card is not implemented."""

RACES = {"uruk_hai": "Uruk-hai", "nazgul": "Nazgûl"}
PLURALS = {"Man": "Men", "Elf": "Elves", "Dwarf": "Dwarves", "Uruk-hai": "Uruk-hai", "Nazgûl": "Nazgûl"}
UNTIL = {
    "skirmish": "",
    "phase": " until the end of the phase",
    "regroup": " until the regroup phase",
    "turn": " until the end of the turn",
}
"""Durations, as the turn and combat steps expire them; a bonus until the end of the skirmish is the
TCG's default for skirmish abilities and goes unsaid."""
SIDES = {"free": "Free Peoples", "shadow": "Shadow"}
ZONES = {"hand": "hand", "discard": "discard pile", "draw": "draw deck"}
MULTIPLES = {2: "doubled", 3: "tripled"}


def gap(element: object) -> str:
    return f"{GAP}{type(element).__name__})"


def race(r: str) -> str:
    return RACES.get(r, r.capitalize())


def plural(word: str) -> str:
    if word in PLURALS:
        return PLURALS[word]
    return word[:-1] + "ies" if word.endswith("y") else word + "s"


def article(phrase: str) -> str:
    return ("an " if phrase.lstrip("[")[:1].lower() in "aeiou" else "a ") + phrase


def signed(n: int) -> str:
    return f"{n:+d}"


def counted(n: int, thing: str) -> str:
    """ "a card", "2 cards"."""
    return article(thing) if n == 1 else f"{n} {plural(thing)}"


# --- filters ---------------------------------------------------------------------------------------


def noun(q: Q, det: str = "a", n: int = 1) -> str:
    """The cards ``q`` means, as a noun phrase: "a [gondor] Man", "each other Uruk-hai minion",
    "5 Orc minions", "your companion or minion". ``det``: "a", "each" or "" (no determiner)."""
    if q.either:
        rest = replace(q, either=())
        if rest == Q():
            return " or ".join(noun(e, det, n) for e in q.either)
        return f"{noun(rest, det, n)} that is " + " or ".join(map(noun, q.either))
    if q.rb and replace(q, rb=False, type=None) == Q():
        return "the Ring-bearer"
    if q.title is not None:
        head = q.title if q.type is None else f"the {_types(q.type, 1)} {q.title}"
        rest = replace(
            q, title=None, type=None, signet=None, not_title=None, not_race=None, skirmishing=False
        )
        return head + _after(q) + ("" if rest == Q() else f" that is {noun(rest)}")
    adjectives = [
        *(["different"] if q.fresh else []),
        *(["roaming"] if q.roaming else []),
        *(["exhausted"] if q.exhausted else []),
        *(["unassigned"] if q.free else []),
        *([q.timing] if q.timing else []),
        *([SIDES[q.side]] if q.side else []),
        *([f"[{q.culture}]"] if q.culture else []),
        *([q.keyword.replace("_", " ")] if q.keyword and (q.type or q.race or q.item_class) else []),
        *([race(q.race)] if q.race else []),
    ]
    if q.type is not None:
        head = _types(q.type, n)
    elif q.item_class is not None:
        head = q.item_class.replace("_", " ")
    elif q.race is None and q.keyword is not None:
        head = q.keyword.replace("_", " ")
    elif q.race is None:
        head = "card"
    else:
        head = ""
    if q.type is not None and q.item_class is not None:
        adjectives.append(q.item_class.replace("_", " "))
    if n > 1 and head and q.type is None:
        head = plural(head)
    elif n > 1 and not head:
        adjectives[-1] = plural(adjectives[-1])
    phrase = " ".join([*adjectives, head]).strip()
    return _determined(q, det, n, phrase) + _after(q)


def _types(t: str | tuple[str, ...], n: int) -> str:
    names = (t,) if isinstance(t, str) else t
    return " or ".join(plural(x) if n > 1 else x for x in names)


def _determined(q: Q, det: str, n: int, phrase: str) -> str:
    other = "other " if q.another else ""
    if n > 1:
        return f"{n} {other}{phrase}"
    if det == "each":
        return f"each {other}{phrase}" + (" you control" if q.yours else "")
    if det == "":
        return f"{other}{phrase}"
    if q.yours:
        return f"your {other}{phrase}"
    return f"another {phrase}" if q.another else article(phrase)


def _after(q: Q) -> str:
    return "".join(
        [
            f" with the {q.signet.capitalize()} signet" if q.signet else "",
            f" other than {q.not_title}" if q.not_title else "",
            f" that is not {article(race(q.not_race))}" if q.not_race else "",
            " who is skirmishing" if q.skirmishing else "",
            " (except the Ring-bearer)" if q.not_rb else "",
            " that it is skirmishing" if q.against else "",
            f" whose home is site {q.home}" if q.home is not None else "",
            f" bearing {noun(q.bearing)}" if q.bearing is not None else "",
            f" skirmishing {noun(q.vs)}" if q.vs is not None else "",
            " that is the Ring-bearer" if q.rb and q != Q(rb=True) else "",
            " whose race you cannot spot" if q.new_race else "",
            f" borne by {noun(q.on)}" if q.on is not None else "",
        ]
    )


def target(t: Target, me: str) -> str:
    if t == SELF:
        return me
    if t == IT:
        return "it"
    if t == BEARER:
        return "bearer"
    if t == RING_BEARER:
        return "the Ring-bearer"
    assert isinstance(t, Q)
    return noun(t)


def condition(c: Cond) -> str:
    """A clause that holds or not, to follow "if" or "while"."""
    k, n = c.kind, c.n
    if k == "spot" and c.q is not None:
        return f"you can spot {noun(c.q, n=max(1, n))}"
    if k == "sites":
        return f"the fellowship is at a site numbered {n} or lower"
    if k == "sites_after":
        return f"the fellowship is at a site numbered higher than {n}"
    if k == "pool_below":
        return f"the twilight pool has fewer than {n} twilight tokens"
    if k == "burdens_at_most":
        return f"the Ring-bearer has {n} or fewer burdens"
    if k == "burdens_at_least":
        return f"you can spot {counted(n, 'burden')}"
    if k == "site_keyword":
        return f"the fellowship is at {article(c.word or 'underground')} site"
    if k == "target_keyword":  # the code checks "defender"; the Cond names no keyword
        return "it has defender"
    if k == "target_vs" and c.q is not None:
        return f"it is skirmishing {noun(c.q)}"
    if k == "no_ranger":
        return "you cannot spot a ranger"
    if k == "in_skirmish":
        return "a skirmish is under way"
    if k == "skirmish_involves" and c.q is not None:
        return f"it is played during a skirmish involving {noun(c.q)}"
    if k == "wearing":
        return "the Ring-bearer wears The One Ring"
    if k == "bears" and c.q is not None:
        return f"it bears {noun(c.q)}"
    if k == "not" and len(c.of) == 1:
        return denied(c.of[0])
    if k == "either" and c.of:
        return " or ".join(map(condition, c.of))
    if k == "rb_exhausted":
        return "the Ring-bearer is exhausted"
    if k == "rb_assigned":
        return "the Ring-bearer is assigned to a skirmish that has not resolved"
    if k == "dead_companions":
        return f"there are {n} or more companions in the dead pile"
    if k == "burdens_and_dead":
        return f"the burdens and the companions in the dead pile number {n} or more together"
    if k == "only" and c.q is not None:
        return f"every companion is {noun(c.q)}"
    if k == "is" and c.q is not None:
        return f"it is {noun(c.q)}"
    if k == "all" and c.of:
        return " and ".join(map(condition, c.of))
    if k == "no_draw_deck":
        return "the Free Peoples player has no cards in his or her draw deck"
    if k == "at_host":
        return "the fellowship is at the site this card is on"
    if k == "opponent_hand":
        return f"an opponent has at least {n} cards in hand"
    if k == "on_self":
        return "it is played on this card"
    if k == "spared":
        return "bearer was not assigned to a skirmish this turn and another companion was"
    if k == "beside" and c.q is not None:
        return f"it is in the same skirmish as another {noun(c.q, '')}"
    if k == "sites_between":
        return f"the fellowship is at a site numbered {n} to {c.m}"
    if k == "bearer_is" and c.q is not None:
        return f"bearer is {noun(c.q)}"
    if k == "unassigned":
        return "it is not assigned to a skirmish"
    if k == "phase" and c.word:
        return f"it is the {c.word} phase"
    if k == "exertable":
        return f"it can exert {n} times"
    return f"{GAP}condition {k})"


def denied(c: Cond) -> str:
    """A condition that does not hold: "you cannot spot ...", "the fellowship is not at ..."."""
    if c.kind == "spot" and c.q is not None:
        return f"you cannot spot {noun(c.q, n=max(1, c.n))}"
    if c.kind == "site_keyword":
        return f"the fellowship is not at {article(c.word or 'underground')} site"
    return f"it is not so that {condition(c)}"


def granted(keyword: str, n: int) -> str:
    """A keyword as a quality: "damage +1", "an archer", "fierce", "defender +1"."""
    word = keyword.replace("_", " ")
    if keyword in ("damage", "defender"):
        return f"{word} {signed(n)}"
    return article(word) if keyword in ("archer", "ranger", "tracker") else word


def count(c: N.Counted, me: str) -> str:
    """What a count counts, after "for each": "other [moria] Orc minion you spot", "burden",
    "companion over 4", "Orc minion in your opponent's revealed hand", "of 3 times"."""
    if isinstance(c, N.InOpponentsHand):
        limit = f" (at most {c.limit})" if c.limit is not None else ""
        return f"{noun(c.q, '')} in your opponent's revealed hand{limit}"
    if isinstance(c, N.RacesSpotted):
        names = ", ".join(race(r) for r in c.races)
        return f"of these races you can spot among the {plural(noun(c.q, ''))}: {names}"
    if isinstance(c, N.MinionsInSkirmish):
        return "minion in the skirmish"
    if isinstance(c, N.OwnStrength):
        return f"point of {me}'s strength"
    if c.fixed is not None:
        return f"of {c.fixed} times"
    if c.q is None:
        thing = "burden"
    else:
        thing = f"{'other ' if c.other else ''}{noun(c.q, '')} you spot"
    return thing + (f" over {c.over}" if c.over else "")
