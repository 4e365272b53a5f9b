"""Every Core Set card as people look it up (``eregion cards lcg``): its facts from the card data and
its text generated from the encoding the engine plays (:mod:`words`), never the printed wording."""

from __future__ import annotations

from functools import cache
from typing import Any

from eregion.core import CardEntry
from eregion.games.lcg import quests
from eregion.games.lcg import rules as R
from eregion.games.lcg.components import ENCOUNTER_SETS, CardDef, cards, scenarios
from eregion.games.lcg.registry import TEXT
from eregion.games.lcg.words import ability_lines, stat_word

STATS_BY_TYPE = {
    "hero": ("threat_cost", "willpower", "attack", "defense", "hit_points"),
    "ally": ("cost", "willpower", "attack", "defense", "hit_points"),
    "attachment": ("cost",),
    "event": ("cost",),
    "enemy": ("engagement_cost", "threat", "attack", "defense", "hit_points"),
    "location": ("threat", "quest_points"),
    "treachery": (),
    "objective": (),
    "quest": ("stage",),
}


@cache
def _procedure_stages() -> frozenset[str]:
    """Quest cards whose stage rules (when the stage may be defeated, what its reveal does beyond its
    encoded text, how it is won) are run by the quest procedure's own code in ``quests`` and ``rules``,
    not by a :class:`CardText`: the generated text cannot read them, so it says so."""
    named = {v for k, v in vars(quests).items() if k.isupper() and isinstance(v, str)}
    return frozenset(
        cid for cid in named | set(R.ONE_ALLY_STAGES) if cid in cards() and cards()[cid].type == "quest"
    )


def stats_line(d: CardDef) -> str:
    """ "threat cost 12, willpower 2, attack 3, defense 2, hit points 5"."""
    shown = [f"{stat_word(f).replace('_', ' ')} {getattr(d, f)}" for f in STATS_BY_TYPE[d.type]]
    if d.sides is not None:
        shown.append(f"quest points {d.sides.b.quest_points}")
    if d.victory_points:
        shown.append(f"victory {d.victory_points}")
    return ", ".join(shown)


def keywords_line(d: CardDef) -> str:
    return " ".join(f"{k.capitalize()}{f' {n}' if k in ('doomed',) else ''}." for k, n in d.keywords)


def setup_line(cid: str) -> str:
    """A scenario's first stage: what its setup puts out (from the scenario data)."""
    for sc in scenarios().values():
        if sc.quest and sc.quest[0].id == cid:
            setup = sc.setup()
            staged = [cards()[c.id].name for c in setup.staging_area for _ in range(c.count)]
            aside = [cards()[c.id].name for c in setup.set_aside]
            words = [f"put {', '.join(staged)} in the staging area" if staged else ""]
            words.append(f"set aside {', '.join(aside)}" if aside else "")
            joined = "; ".join(w for w in words if w)
            return f"Setup ({sc.name}): {joined}." if joined else ""
    return ""


def card_text(d: CardDef) -> str:
    """Keywords, the stats line, then every ability generated from the card's encoding."""
    stats = stats_line(d)
    lines = [keywords_line(d), stats[:1].upper() + stats[1:] + "." if stats else ""]
    if d.attach_to:
        lines.append(
            f"Attaches to {'an engaged enemy' if d.attach_to == 'engaged_enemy' else 'a ' + d.attach_to}."
        )
    if d.type == "quest":
        lines.append(setup_line(d.id))
    if d.id in TEXT:
        lines += ability_lines(TEXT[d.id])
    if d.id in _procedure_stages():
        lines.append("[Stage rules run by the quest procedure's own code, which this text does not read.]")
    return " ".join(w for w in lines if w)


def facts(d: CardDef) -> dict[str, Any]:
    out: dict[str, Any] = {
        "type": d.type,
        "sphere": d.sphere,
        "unique": d.unique,
        "traits": list(d.traits),
        "keywords": {k: n for k, n in d.keywords},
        "encounter_set": ENCOUNTER_SETS.get(d.encounter_set or "", None),
        "quantity": d.quantity,
    }
    for f in (*STATS_BY_TYPE[d.type], "victory_points", "attach_to", "easy_quantity"):
        if getattr(d, f) is not None:
            out[f] = getattr(d, f)
    if d.sides is not None:
        out["sides"] = [d.sides.a.name, d.sides.b.name]
        out["quest_points"] = d.sides.b.quest_points
    return {k: v for k, v in out.items() if v is not None}


@cache
def card_entries() -> tuple[CardEntry, ...]:
    """Every card of the Core Set, in card-number order."""
    return tuple(
        CardEntry(
            d.id,
            d.sides.b.name if d.sides is not None and d.sides.b.name != d.name else d.name,
            d.type + (f", {d.sphere}" if d.sphere else ""),
            card_text(d),
            implemented=True,
            facts=facts(d),
        )
        for d in cards().values()
    )
