"""The phrases LCG card text is made of: how a filter names cards ("an exhausted character you
control"), how a condition and a passive effect read, and the :class:`Scene` that names a trigger's card
("that enemy", "the attacking enemy")."""

from __future__ import annotations

from typing import NamedTuple

from eregion.cards.presentation import plural
from eregion.games.lcg.filters import BEARER, IT, SELF, SUBJ, Cond, Q, Static


class Scene(NamedTuple):
    """How an ability names what its trigger was about: the card (``SUBJ``), the trigger's amount
    (``per_n``) and the trigger's player (``Draw(who="trigger")``)."""

    subj: str = "that card"
    amount: str = "for each one the trigger counts"
    player: str = "the player the trigger names"


PLAIN = Scene()
SHADOW = Scene(subj="the attacking enemy")
TRIGGER_SCENES: dict[str, Scene] = {
    "enemy_revealed": Scene(subj="that enemy"),
    "travel": Scene(subj="that location"),
    "shadow": Scene(subj="that shadow card"),
    "shadow_dealt": Scene(subj="that enemy"),
    "damaged": Scene(amount="for each damage dealt"),
    "left_play": Scene(player="the player who controlled it"),
}


def scene(on: str, subject: object = "any") -> Scene:
    """The scene a response or forced effect on trigger ``on`` about ``subject`` is read in: a trigger
    about this card itself names it "this card"."""
    sc = TRIGGER_SCENES.get(on, PLAIN)
    return sc._replace(subj="this card") if subject == "self" else sc


def a(phrase: str) -> str:
    """ "an enemy", "a hero"."""
    return f"{'an' if phrase[:1].lower() in 'aeiou' else 'a'} {phrase}"


def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


STAT_WORDS = {
    "hit_points": "hit points",
    "quest_points": "quest points",
    "engagement_cost": "engagement cost",
}


def stat_word(stat: str) -> str:
    return STAT_WORDS.get(stat, stat)


UNTIL = {"phase": "until the end of the phase", "round": "until the end of the round"}

# --- filters ----------------------------------------------------------------------------------------------

TYPE_WORDS = {("hero", "ally"): "character", ("enemy", "location"): "enemy or location"}
WHERE = {
    "staging": "in the staging area",
    "active": "that is the active location",
    "engaged": "engaged with a player",
}
IN_PLAY_SETS = ({"staging", "engaged"}, {"staging", "active"})  # every enemy, every location in play
WHO_CONTROLS = {"you": "you control", "other": "another player controls", "chosen": "that player controls"}
WHO_ENGAGED = {"you": "with you", "other": "with another player", "chosen": "with that player"}
IN_PLAY_ZONES = {"heroes", "allies", "attached"}


def _zones(q: Q) -> tuple[str, ...]:
    return () if q.zone is None else (q.zone,) if isinstance(q.zone, str) else q.zone


def noun(q: Q) -> str:
    """What a filter means, without its article: "exhausted character you control", "Orc enemy"."""
    kinds = (q.type,) if isinstance(q.type, str) else q.type
    base = TYPE_WORDS.get(kinds, " or ".join(kinds)) if kinds else "card"
    before = [
        w
        for w, on in (
            ("other", q.another),
            ("different", q.fresh),
            ("ready", q.ready is True),
            ("exhausted", q.ready is False),
            ("damaged", q.damaged),
            (q.sphere or "", q.sphere is not None),
            (q.trait or "", q.trait is not None),
        )
        if on
    ]
    after = []
    if q.keyword is not None:
        after.append(f"with {q.keyword.capitalize()}")
    if q.committed:
        after.append("committed to the quest")
    after += _where(q)
    if q.either:
        after.append(" or ".join(" ".join(_where(e)) or noun(e) for e in q.either))
    return " ".join([*before, base, *after])


def _where(q: Q) -> list[str]:
    """Where a filter looks, and whose: "in the staging area", "engaged with you", "you control"."""
    zones = _zones(q)
    out = []
    if zones and not set(zones) <= IN_PLAY_ZONES and set(zones) not in IN_PLAY_SETS:
        out.append(" or ".join(WHERE.get(z, z) for z in zones))
    if q.who is not None:
        if "engaged" in zones:
            out[-1] = "engaged " + WHO_ENGAGED[q.who]
        else:
            out.append(WHO_CONTROLS[q.who])
    return out


TARGET_WORDS = {SELF: "this card", BEARER: "its bearer", IT: "it"}


def target(t: Q | str, sc: Scene = PLAIN) -> str:
    """One card a part acts on: "this card", "its bearer", "a hero you control"."""
    if isinstance(t, Q):
        return a(noun(t))
    return sc.subj if t == SUBJ else TARGET_WORDS[t]


def each(t: Q | str, sc: Scene = PLAIN) -> str:
    return f"each {noun(t)}" if isinstance(t, Q) else target(t, sc)


# --- conditions and passive effects --------------------------------------------------------------------

COND_OF = {BEARER: "its bearer", SELF: "this card", "target": "that card"}


def condition(c: Cond) -> str:
    k, who = c.kind, COND_OF.get(c.of, c.of)
    fixed = {
        "undefended": "the attack is undefended",
        "threat_at_least": f"your threat is {c.n} or more",
        "staging_empty": "the staging area is empty",
        "staging_has_only_self": "nothing else is in the staging area",
        "exhausted_ally": "you control an exhausted ally",
        "free": "no encounter card guards this objective",
        "trait": f"{who} has the {c.arg} trait",
        "title": f"{who} is {c.arg}",
        "committed": f"{who} is committed to the quest",
    }
    return fixed.get(k, f"[not described: condition {k}]")


FLAG_WORDS = {
    "no_attack": "cannot attack",
    "no_defend": "cannot defend",
    "no_threat": "contributes no threat",
    "multi_defend": "may declare any number of defenders against each attack",
    "no_defense": "counts no defense",
    "reach_staging": "may attack an enemy in the staging area when it attacks alone",
    "engage_last": "cannot be engaged by choice while another enemy is in the staging area",
    "excess_to_threat": "raises the defending player's threat by the damage its attack deals beyond what "
    "the defender can take",
    "must_travel": "must be travelled to when the players travel and it is in the staging area",
    "no_draw": "stops every player from drawing cards while it is the active location",
    "blocks_draw": "is discarded in place of the next card drawn from the deck it is attached to",
    "to_deck_top": "goes on top of the encounter deck instead of the discard pile when it leaves play",
    "shuffle_back": "is shuffled back into the encounter deck when it is defeated",
}
PER = {"damage": " for each damage on this card", "tokens": " for each resource token on this card"}
STATIC_OF = {BEARER: "its bearer", SELF: "this card"}


def passive(st: Static) -> str:
    """ "its bearer gets +2 willpower", "this card cannot attack"."""
    who = STATIC_OF.get(st.target) or (f"each {noun(st.q)}" if st.q is not None else "each card")
    kind, _, arg = st.stat.partition(":")
    if kind == "trait":
        what = f"gains the {arg.capitalize()} trait"
    elif kind == "sphere":
        what = f"gains a {arg} resource icon"
    elif kind == "attack_vs":
        what = f"gets {signed(st.n)} attack against {arg.capitalize()} enemies"
    elif st.stat == "attack_vs_staging":
        what = f"gets {signed(st.n)} attack against an enemy in the staging area"
    elif st.stat == "ready_cost":
        what = f"readies in the refresh phase only if its controller pays {plural(st.n, 'resource')} from it"
    elif st.stat == "refresh_threat":
        what = (
            f"raises each player's threat by {st.n} more in the refresh phase while it is the active location"
        )
    elif st.stat in FLAG_WORDS:
        what = FLAG_WORDS[st.stat]
    elif st.stat in ("willpower", "attack", "defense", "hit_points", "threat"):
        what = f"gets {signed(st.n)} {stat_word(st.stat)}"
    else:
        what = f"[not described: passive {st.stat}]"
    cond = f" while {condition(st.cond)}" if st.cond is not None else ""
    return f"{who} {what}{PER.get(st.per, '')}{cond}"
