"""The expert's cards: the mulligan, what to put into play in the planning phase and on whom, how to pay,
what a card in hand is worth (to keep, or to discard as a cost) and the resources kept back for the
cards worth waiting for (a cancel, a combat trick, Sneak Attack with Gandalf).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eregion.core import Action, Rng
from eregion.games.lcg import rules as R
from eregion.games.lcg.expert.combat import pull_target
from eregion.games.lcg.expert.core import Handler, by_verb, named

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

GANDALF = "01073"
SNEAK_ATTACK = "01023"
FARAMIR = "01014"  # Action: exhaust him, a player's characters get +1 willpower this phase
SON_OF_ARNOR = "01015"  # Response: as he enters play, engage an enemy from the staging area

# Core attachments by the role of the character they go on (unknown ones: the strongest hero).
ATTACH_ROLE: dict[str, str] = {
    "01026": "resources",  # Steward of Gondor
    "01027": "willpower",  # Celebrian's Stone
    "01039": "attack",  # Blade of Gondolin
    "01040": "defense",  # Citadel Plate
    "01041": "attack",  # Dwarven Axe
    "01042": "any",  # Horn of Gondor
    "01055": "willpower",  # The Favor of the Lady
    "01056": "location",  # Power in the Earth
    "01057": "ready",  # Unexpected Courage
    "01069": "enemy",  # Forest Snare
    "01070": "defense",  # Protector of Lorien
    "01071": "none",  # Dark Knowledge: a cost (-1 willpower) for a peek at a shadow card
    "01072": "heal",  # Self Preservation
}
ATTACH_VALUE = {"none": 0.0, "any": 1.5, "location": 2.0, "resources": 6.0, "willpower": 4.0, "ready": 4.0}

BRINK_MARGIN = 3  # planning: Gandalf bought first when the threat is this close to 50 after the refresh

PULL_WORTH = 3.5  # each threat point an enemy engaged in the planning phase takes from the quest

HERO_ROUND = 5.0  # a hero's round of questing, defending and attacking

# Events worth keeping resources for, with how many of their sphere's resources to keep: answers to
# the encounter deck that come when they come, so they must be affordable at any moment.
KEEP_FOR: dict[str, int] = {
    "01050": 1,  # A Test of Will
    "01048": 1,  # Hasty Stroke
    "01034": 1,  # Feint
    "01023": 1,  # Sneak Attack (with Gandalf in hand)
    "01063": 2,  # Lore of Imladris
}

# What a card in hand is worth keeping, where its stats do not say it (events, mostly).
HAND_WORTH: dict[str, float] = {
    "01050": 6.0,  # A Test of Will
    "01048": 5.0,  # Hasty Stroke
    GANDALF: 6.0,
    "01023": 3.0,  # Sneak Attack
    "01046": 4.0,  # The Galadhrim's Greeting
    "01063": 4.0,  # Lore of Imladris
    "01034": 3.5,  # Feint
    "01036": 3.0,  # Thicket of Spears
    "01049": 0.5,  # Will of the West
    "01053": 1.0,  # Dwarven Tomb
    "01071": 0.3,  # Dark Knowledge
    "01054": 1.5,  # Fortune or Fate
}


def sneak_value(s: LcgState, p: int, u: int) -> float:
    """What an ally in hand brings for the one phase Sneak Attack puts it into play (it then returns to
    hand), in willpower for the quest: Gandalf his entering effect and 4; Faramir his +1 to each of
    ``p``'s ready characters; any other its willpower. A unique one already in play, nothing."""
    dd = R.d(s, u)
    if dd.type != "ally" or (dd.unique and R.title_in_play(s, dd.name)):
        return 0.0
    if dd.id == GANDALF:
        return 10.0
    if dd.id == FARAMIR:
        return float(len(R.ready_characters(s, p)))
    return float(R.willpower(s, u))


def refresh_rise(s: LcgState) -> int:
    """The threat each player gains in the refresh phase (companion 14.7: 1, more while the active
    location says so)."""
    loc = R.active_location(s)
    return 1 + (R.passive(s, loc, "refresh_threat") if loc is not None else 0)


def at_brink(s: LcgState, p: int, margin: int = 0) -> bool:
    """Whether ``p``'s threat reaches 50 (elimination, companion 14.9) by this round's refresh, or
    within ``margin`` more of it."""
    return s.threat[p] + refresh_rise(s) + margin >= R.THREAT_LIMIT


def held_back(s: LcgState, h: int) -> int:
    """Resources a hero keeps for its own refresh (Caught in a Web: it readies only if they are paid)."""
    return R.passive(s, h, "ready_cost") or 0


def web_swap(s: LcgState, p: int) -> tuple[int, int, float]:
    """At the end of the combat phase, a ready hero of ``p`` exhausted (the refresh readies him) to
    ready an exhausted one held by Caught in a Web (the refresh readies him only if his price is
    paid): ``(exhausted, readied, gain)``, the gain the price saved, or a round of the hero when his
    pool cannot pay it; ``(-1, -1, 0)`` if there is none."""
    held = [h for h in R.heroes(s, p) if s.cards[h].exhausted and held_back(s, h)]
    free = [h for h in R.heroes(s, p) if not s.cards[h].exhausted and not held_back(s, h)]
    if not held or not free:
        return -1, -1, 0.0

    def gain(h: int) -> float:
        price = held_back(s, h)
        return float(price) if s.cards[h].tokens >= price else HERO_ROUND

    y = max(held, key=lambda h: (gain(h), -h))
    x = min(free, key=lambda h: (R.willpower(s, h) + R.attack(s, h) + R.defense(s, h), h))
    return x, y, gain(y)


def reserve(s: LcgState, p: int, sphere: str | None, but: int = -1) -> int:
    """Resources of ``sphere`` to keep for the key cards in hand (``but`` one being paid for); what a
    hero keeps to pay for its own readying is left out of the pool instead (:func:`spare`)."""
    keep: dict[str, int] = {}
    hand = s.zones[(p, "hand")]
    gandalf = any(s.cards[u].cid == GANDALF for u in hand)
    for u in hand:
        cid = s.cards[u].cid
        if u == but or cid not in KEEP_FOR or (cid == SNEAK_ATTACK and not gandalf):
            continue
        sp = R.d(s, u).sphere or "neutral"
        keep[sp] = max(keep.get(sp, 0), KEEP_FOR[cid])
    return keep.get(sphere or "neutral", 0)


def spare(s: LcgState, p: int, u: int) -> bool:
    """``p`` can pay for ``u`` and still keep the resources saved for the key cards in hand, besides
    what a hero under Caught in a Web keeps in its own pool to ready, except for Gandalf at the brink
    (threat 50 eliminates, companion 14.9; a hero left exhausted does not)."""
    dd = R.d(s, u)
    brink = dd.id == GANDALF and at_brink(s, p, BRINK_MARGIN)
    pool = sum(
        max(0, s.cards[h].tokens - (0 if brink else held_back(s, h))) for h in R.payers(s, p, dd.sphere)
    )
    return pool - R.cost(s, u) >= reserve(s, p, dd.sphere, but=u)


def hand_worth(s: LcgState, p: int, u: int) -> float:
    """What keeping a card in hand is worth: its value in play, or a fixed worth for events; a second
    copy of a unique card already in play is worth little."""
    dd = R.d(s, u)
    if dd.id in HAND_WORTH:
        return HAND_WORTH[dd.id]
    if dd.unique and R.title_in_play(s, dd.name):
        return 0.2
    if dd.type in ("ally", "attachment"):
        return 1.0 + 0.4 * card_value(s, p, u)
    return 2.0


def cheapest_card(s: LcgState, p: int, cards: list[int]) -> int:
    """The card the player misses least (a discard as a cost)."""
    return min(cards, key=lambda u: (hand_worth(s, p, u), u))


def _mulligan(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """Keep a hand with two cheap allies or attachments to play in the first rounds."""
    cheap = 0
    for u in s.zones[(p, "hand")]:
        dd = R.d(s, u)
        if dd.type in ("ally", "attachment") and R.cost(s, u) <= 3:
            cheap += 1
    return named(opts, "keep" if cheap >= 2 else "mulligan", "keep")


def card_value(s: LcgState, p: int, u: int) -> float:
    """What a card in hand is worth putting into play in the planning phase."""
    dd = R.d(s, u)
    if dd.type == "ally":
        v = 1.5 * R.willpower(s, u) + R.attack(s, u) + R.defense(s, u) + 0.5 * R.hit_points(s, u)
        v += 0.5 * (R.keyword(s, u, "ranged") + R.keyword(s, u, "sentinel"))
        if dd.id == SON_OF_ARNOR and s.phase == "planning" and (e := pull_target(s, p)) is not None:
            v += PULL_WORTH * R.threat(s, e)  # its threat leaves the staging area before the quest
        if dd.id == GANDALF:  # he leaves at the end of the round: his entering effect is the point
            v = 9.0 if s.threat[p] >= 38 or R.engaged(s, p) else 6.0
        return 1.0 + v
    if dd.type == "attachment":
        role = ATTACH_ROLE.get(dd.id, "any")
        if role == "enemy" and not R.engaged(s, p):
            return 0.0
        if role == "location" and not R.locations_in_staging(s):
            return 0.0
        return ATTACH_VALUE.get(role, 3.0)
    return 0.0


def _plan(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """Play the card with the most value per resource that leaves the reserve for the key cards (Gandalf
    only when nothing better is left to buy), then be done."""
    best, best_v = None, 0.0
    for u, a in by_verb(opts, "play").items():
        if not spare(s, p, u):
            continue
        v = card_value(s, p, u)
        if v <= 0:
            continue
        per = v / max(1, R.cost(s, u)) + 0.1 * v
        if R.d(s, u).id == GANDALF:
            if any(s.cards[x].cid == SNEAK_ATTACK for x in s.zones[(p, "hand")]):
                continue  # Sneak Attack plays him for 1
            # a last resort, except when his threat -5 is all that stands before 50
            per = 100.0 if at_brink(s, p, BRINK_MARGIN) else 0.01 * v
        if per > best_v:
            best, best_v = a, per
    return best or named(opts, "done", "pass")


def _attach_score(s: LcgState, p: int, card: int, target: int) -> float:
    """How well ``target`` suits the attachment ``card`` (its role), own characters first."""
    role = ATTACH_ROLE.get(R.d(s, card).id, "any")
    dd = R.d(s, target)
    tc = s.cards[target]
    if dd.type == "location":
        return R.threat(s, target) + (0.5 if tc.zone == "staging" else 0.0)
    if dd.type == "enemy":
        return R.attack(s, target) + (2.0 if tc.controller == p else 0.0)
    v = 2.0 if tc.controller == p else 0.0
    if len(R.restricted_on(s, target)) >= 2 and R.keyword(s, card, "restricted"):
        v -= 10.0
    w, a, d = R.willpower(s, target), R.attack(s, target), R.defense(s, target)
    if role == "willpower":
        v += 2 * w
    elif role == "attack":
        v += 2 * a + (1.0 if dd.has_trait("Dwarf") and R.d(s, card).id == "01041" else 0.0)
    elif role == "defense":
        v += 2 * d + 0.5 * R.hit_points(s, target)
    elif role == "heal":
        v += s.cards[target].wounds + 0.3 * R.hit_points(s, target)
    elif role == "ready":
        v += w + a + 1.5 * d
    elif role == "resources":
        sphere = dd.sphere
        v += sum(1 for u in s.zones[(p, "hand")] if R.d(s, u).sphere == sphere)
    else:
        v += (w + a + d) * 0.5 - 0.5 * len(R.attachments(s, target))
    return v + (1.0 if dd.type == "hero" else 0.0)


def _play(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """The target of an attachment being played."""
    st = s.stack[-1]
    card = st[2] if len(st) > 2 and isinstance(st[2], int) else -1
    picks = by_verb(opts, "pick")
    if card < 0 or not picks:
        return None
    return picks[max(picks, key=lambda u: (_attach_score(s, p, card, u), -u))]


def _pay(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """Pay each resource from the hero whose sphere the rest of the hand needs least, then the
    richest, so the pools stay even: of the ways to pay offered, the one this gives resource by
    resource."""
    hand = s.zones[(p, "hand")]

    def need(h: int) -> int:
        return sum(1 for u in hand if R.d(s, u).sphere in R.spheres(s, h))

    def best(who: list[int], tokens: dict[int, int]) -> int:
        return min(who, key=lambda h: (tokens[h] <= held_back(s, h), need(h), -tokens[h], h))

    picks = by_verb(opts, "pick")
    if picks:
        return picks[best(list(picks), {h: s.cards[h].tokens for h in picks})]
    if not any(a.id.startswith("split:") for a in opts):
        return None
    _, _, uid, _, left, paid, _ = s.stack[-1]
    ways = [dict(way) for way in R.pay_splits(s, p, uid, left, paid)]
    tokens = {h: s.cards[h].tokens for way in ways for h in way}
    took: dict[int, int] = {}
    for _ in range(left):
        fits = [w for w in ways if all(w.get(h, 0) >= n for h, n in took.items())]
        h = best(sorted({h for w in fits for h in w if w[h] > took.get(h, 0)}), tokens)
        tokens[h] -= 1
        took[h] = took.get(h, 0) + 1
    return named(opts, f"split:{ways.index(took)}")


def _restricted(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    picks = by_verb(opts, "pick")
    if not picks:
        return None
    return picks[min(picks, key=lambda u: (R.cost(s, u), u))]


def _ready_cost(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """Pay to ready a hero under Caught in a Web: a hero's round of questing, defending and attacking
    is worth more than the resources (the planning kept them back, :func:`reserve`)."""
    return named(opts, "opt:1")


def _search_top(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """Gandalf's Search: the card worth most to the hand; the others go back worst first, so the best
    of them ends on top."""
    picks = by_verb(opts, "pick")
    if not picks:
        return None
    took = len(s.stack[-1]) > 4 and s.stack[-1][4]
    worth = {u: (hand_worth(s, p, u), -u) for u in picks}
    return picks[min(picks, key=worth.__getitem__) if took else max(picks, key=worth.__getitem__)]


HANDLERS: dict[str, Handler] = {
    "mulligan": _mulligan,
    "search_top": _search_top,
    "ready_cost": _ready_cost,
    "plan": _plan,
    "play": _play,
    "pay": _pay,
    "restricted": _restricted,
}
