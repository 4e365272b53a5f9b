"""Every Middle-earth Quest card as people look it up (``eregion cards meq``, the terminal's ``card NAME``).

Each entry carries the card's printed facts (numbers, icons, priorities, places) in words and as JSON,
and the words of its ability where the ability is encoded: :data:`TEXTS` maps each kind of card to the
function that says, from the encoding, what a card of that kind does (``card_text(card_id)``). A kind
with no such function yet shows its facts only and is not ``implemented``: its abilities are not played.

Entry ids are ``KIND.CARD`` (``argalad.aimed_shot``, ``zealot.aimed_shot``, ``corruption.reckless``):
one title may be in several decks with different facts, and a Corruption card may share a combat card's
id, so the kind (a hero's deck, a monster combat deck, or the card type) keeps every entry apart.
Rulings R360-R369 in ``docs/meq-rules.md``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from functools import lru_cache
from typing import Any

from eregion.core.reference import CardEntry
from eregion.games.meq.combatcards import card_text as combat_text
from eregion.games.meq.components import components
from eregion.games.meq.facts import CombatCard, Components
from eregion.games.meq.herocards.text import card_text as hero_text
from eregion.games.meq.minions import card_text as minion_text
from eregion.games.meq.missions import (
    LEAST_FAVOR,
    MOST_CORRUPTION,
    MOST_MINIONS,
    MOST_TOKENS,
    SHIRE_INFLUENCE,
)
from eregion.games.meq.sauroncards.text import card_text as sauron_text


def _sauron_text(card: str) -> str:
    """A Shadow card's, Event's or Plot's words without its name (the entry names it)."""
    words = sauron_text(card).partition(": ")[2]
    return "" if words == "no text beyond its printed numbers" else words


def _minion_text(minion: str) -> str:
    """A minion's ability: in combat (``combatcards``) or outside it (``minions``)."""
    try:
        return combat_text(minion)
    except KeyError:
        return minion_text(minion)


TEXTS: dict[str, Callable[[str], str]] = {
    **dict.fromkeys(("hero card", "Skill", "monster combat card", "monster"), combat_text),
    "minion": _minion_text,
    **dict.fromkeys(("Encounter", "Peril", "Corruption", "Item", "character", "quest"), hero_text),
    **dict.fromkeys(("Shadow", "Plot", "Event"), _sauron_text),
}
"""The words of an encoded ability, by kind of card, each a ``card_text(card_id)`` of the module that
encodes that kind (``combatcards``, ``herocards``, ``sauroncards``): it returns the card's words ("" for
a card whose whole ability is its facts) and raises ``KeyError`` for a card not encoded (a minion whose
ability acts outside combat, an Event with no trusted source), which is then not ``implemented``."""

MISSION_WORDS: dict[str, str] = {
    "noble_blood": f"The heroes hold {MOST_CORRUPTION} Corruption card or fewer among them.",
    "against_the_shadow": f"No more than {MOST_TOKENS} monster tokens are on the board.",
    "isildurs_secret": f"The heroes hold at least {LEAST_FAVOR} favor among them.",
    "minas_morgul_kept_at_bay": f"{MOST_MINIONS} minions or fewer are in play.",
    "the_spear_of_the_west": "Every hero has completed his Starting and his Advanced quest.",
    "his_dark_throne": "Every Active Plot space holds a Plot.",
    "in_darkness_bind_them": "The yellow (Ring) marker is in stage III.",
    "to_rule_them_all": "The red (Conquest) marker is in stage III.",
    "where_the_shadows_lie": "The black (Corruption) marker is in stage III.",
    "to_find_them_all": f"The Ringwraiths are in The Shire, or it holds at least {SHIRE_INFLUENCE} influence.",
}
"""What each Mission asks at the Finale (p. 33), in our words; :mod:`.missions` checks it."""


def _words(name: str) -> str:
    return name.replace("_", " ")


def _copies(n: int) -> str:
    return f"{n} {'copy' if n == 1 else 'copies'}"


def _combat(k: CombatCard) -> dict[str, Any]:
    facts = {"type": k.type, "attack": k.attack, "defense": k.defense, "cost": k.cost, "count": k.count}
    return facts | ({"icon": k.icon} if k.icon else {})


def _place(c: Components, loc: str | None, region: str | None = None, regions: tuple[str, ...] = ()) -> str:
    if loc:
        return c.locations[loc].name
    names = [c.regions[r].name for r in ((region,) if region else regions)]
    return " or ".join(names) or "any location"


def _facts(c: Components) -> Iterator[tuple[str, str, str, str, dict[str, Any]]]:
    """(kind, group, card id, name, facts line and JSON facts) of every card, in the components' order."""
    for h in c.heroes.values():
        for k in h.deck:
            yield ("hero card", h.id, k.id, k.name, {"hero": h.id, **_combat(k)})
    for k in c.skills:
        yield ("Skill", "skill", k.id, k.name, _combat(k))
    for d in c.combat_decks.values():
        for k in d.cards:
            yield ("monster combat card", d.id, k.id, k.name, {"deck": d.id, **_combat(k)})
    for m in c.monsters.values():
        yield ("monster", "monster", m.id, m.name, _stats(m) | {"deck": m.deck, "ability": m.ability})
    for n in c.minions.values():
        yield (
            "minion",
            "minion",
            n.id,
            n.name,
            _stats(n) | {"deck": n.deck, "stage": n.stage, "starts": list(n.starts)},
        )
    for i in c.items.values():
        yield ("Item", "item", i.id, i.name, {"count": i.count})
    for k in c.corruption:
        yield ("Corruption", "corruption", k.id, k.name, {"cost": k.cost})
    for q in c.quests.values():
        facts = {"hero": q.hero, "quest": q.kind, "location": q.location, "task": q.task, "foe": q.foe}
        yield ("quest", "quest", q.id, q.name, facts)
    for ch in c.characters.values():
        yield ("character", "character", ch.id, ch.name, {"favor": ch.favor})
    for deck, cards in c.encounters.items():
        for e in cards:
            facts = {"deck": deck, "priority": e.priority, "location": e.location, "region": e.region}
            facts |= {"quest": e.quest, "quest_location": e.quest_location}
            yield ("Encounter", "encounter", e.id, e.name, facts)
    for p in c.perils:
        yield ("Peril", "peril", p.id, p.name, {"location": p.location, "regions": list(p.regions)})
    for s in c.shadow:
        yield (
            "Shadow",
            "shadow",
            s.id,
            s.name,
            {"requirement": s.requirement, "timing": s.timing, "count": s.count},
        )
    for pl in c.plots.values():
        facts = {"plot": pl.kind, "requirement": pl.requirement, "favor": pl.favor, "marker": pl.marker}
        facts |= {"advance": pl.advance, "affects": list(pl.affects), "chosen": pl.chosen, "count": pl.count}
        yield ("Plot", "plot", pl.id, pl.name, facts)
    for ev in c.events:
        facts = {"stage": ev.stage, "priority": ev.priority, "stays": ev.stays, "location": ev.location}
        facts |= {"marker": ev.marker, "advance": ev.advance, "favor": list(ev.favor)}
        facts |= {"character": ev.character, "character_location": ev.character_location}
        yield ("Event", "event", ev.id, ev.name, facts)
    for mi in c.missions.values():
        yield ("Mission", "mission", mi.id, mi.name, {"side": mi.side})


def _stats(x: Any) -> dict[str, Any]:
    return {"health": x.health, "fortitude": x.fortitude, "strength": x.strength, "wisdom": x.wisdom}


def facts_line(c: Components, kind: str, facts: Mapping[str, Any]) -> str:
    """The printed facts of one card in words: what every entry's text starts with."""
    f = facts
    if "attack" in f:
        owner = f"{c.heroes[f['hero']].name}'s deck. " if "hero" in f else ""
        owner = f"{c.combat_decks[f['deck']].name} deck. " if "deck" in f else owner
        icon = f"; {f['icon']} icon" if "icon" in f else ""
        return (
            f"{owner}{f['type'].capitalize()}: attack {f['attack']}, defence {f['defense']}, "
            f"strength cost {f['cost']}{icon}; {_copies(f['count'])}."
        )
    if "health" in f:
        stats = f"Health {f['health']}, fortitude {f['fortitude']}, strength {f['strength']}, wisdom {f['wisdom']}"
        deck = f"; fights with the {c.combat_decks[f['deck']].name} deck"
        if kind == "monster":
            return f"{stats}{deck}; ability: {f['ability']}."
        starts = " or ".join(c.locations[x].name for x in f["starts"])
        return f"{stats}{deck}; enters in stage {'I' * f['stage']} at {starts}."
    if kind == "Item":
        return f"{_copies(f['count'])}."
    if kind == "Corruption":
        return f"Discarded while resting for {f['cost']} favor."
    if kind == "quest":
        task = {
            "explore": "explore",
            "defeat": f"defeat {_foe(c, f['foe'])} at",
            "explore_or_combat": (f"explore, or fight {_foe(c, f['foe'])} at"),
        }[f["task"]]
        return f"{c.heroes[f['hero']].name}'s {f['quest']} quest: {task} {c.locations[f['location']].name}."
    if kind == "character":
        return f"Worth {f['favor']} favor when consulted instead of using his ability."
    if kind == "Encounter":
        where = _place(c, f["location"], f["region"])
        quest = f"; a Quest card, completed at {c.locations[f['quest_location']].name}" if f["quest"] else ""
        return f"{f['deck'].replace('_', ' ').capitalize()} deck, priority {f['priority']}; affects {where}{quest}."
    if kind == "Peril":
        return f"Affects {_place(c, f['location'], None, tuple(f['regions']))}."
    if kind == "Shadow":
        return f"Needs {f['requirement']} influence in the Shadow Pool; played {_words(f['timing'])}; {_copies(f['count'])}."
    if kind == "Plot":
        where = (
            ", ".join(c.locations[x].name for x in f["affects"])
            or f"a location with {_words(f['chosen'] or '')}"
        )
        return (
            f"{f['plot'].capitalize()} Plot: needs {f['requirement']} in the Shadow Pool; moves the {f['marker']} "
            f"marker {f['advance']} each Story step; affects {where}; a hero discards it for {f['favor']} favor; "
            f"{_copies(f['count'])}."
        )
    if kind == "Event":
        bits = [f"Stage {'I' * f['stage']}, priority {f['priority']}"]
        if f["favor"]:
            bits.append("favor on " + ", ".join(c.locations[x].name for x in f["favor"]))
        if f["character"]:
            bits.append(
                f"places {c.characters[f['character']].name} at {c.locations[f['character_location']].name}"
            )
        if f["stays"]:
            bits.append(
                "stays as the Current Event"
                + (f" at {c.locations[f['location']].name}" if f["location"] else "")
            )
        if f["marker"]:
            bits.append(f"moves the {f['marker']} marker {f['advance']} each Story step while it stays")
        return "; ".join(bits) + "."
    if kind == "Mission":
        return "The heroes' Mission." if f["side"] == "heroes" else "Sauron's Mission."
    raise ValueError(f"no facts line for a {kind}")


def _foe(c: Components, foe: str | None) -> str:
    if foe in c.minions:
        return c.minions[foe].name
    return c.monsters[foe].name if foe in c.monsters else "its foe"


def _ability(kind: str, card: str) -> tuple[str, bool]:
    """The words of a card's ability and whether it is encoded (a Mission's requirement is the rules')."""
    if kind == "Mission":
        return MISSION_WORDS[card], True
    text = TEXTS.get(kind)
    if text is None:
        return "", False
    try:
        return text(card), True
    except KeyError:
        return "", False


@lru_cache(maxsize=1)
def card_entries() -> tuple[CardEntry, ...]:
    """Every card of the game, each once: its facts in words, then its ability's words where encoded."""
    c = components()
    out = []
    for kind, group, cid, name, facts in _facts(c):
        words, implemented = _ability(kind, cid)
        text = " ".join(w for w in (facts_line(c, kind, facts), words) if w)
        out.append(CardEntry(f"{group}.{cid}", name, kind, text, implemented, facts))
    return tuple(out)
