"""The facts the Middle-earth Quest page draws: ``static/games/meq.json``.

Views name locations, cards, foes and Plots by id only, and never repeat the board; the page needs the
map (where each location lies, its region and colour, the paths with their icon and number, the water
paths, Havens and Strongholds), the story and action tracks, and the names and printed numbers behind
the ids. All of it is public and never changes during a game, so it is a static file beside the
renderer, as the Duel's is (:mod:`eregion.web.catalog` writes both; a test checks they are current).
Where a card's entry in ``eregion cards meq`` (the card tips' text) is not ``KIND.ID`` of the page's kind,
the catalogue names it: a hero card's ``tip`` (his deck or the Skill deck), ``quest_tips``.
"""

from __future__ import annotations

from typing import Any

from eregion.games.meq.components import MAP_SIZE, components
from eregion.games.meq.facts import CombatCard
from eregion.games.meq.steps import CARDS


def _card(k: CombatCard) -> dict[str, Any]:
    return {
        "name": k.name,
        "type": k.type,
        "attack": k.attack,
        "defense": k.defense,
        "cost": k.cost,
        "icon": k.icon,
    }


def meq_catalog() -> dict[str, Any]:
    """The board, the tracks and every id a view may show, with its name (and numbers where the page
    shows them)."""
    C = components()
    foes = {
        **{
            m.id: {"name": m.name, "health": m.health, "deck": m.deck, "kind": "monster"}
            for m in C.monsters.values()
        },
        **{
            m.id: {"name": m.name, "health": m.health, "deck": m.deck, "kind": "minion"}
            for m in C.minions.values()
        },
    }
    return {
        "schema": "eregion.web.meq/1",
        "size": list(MAP_SIZE),
        "regions": {r.id: {"name": r.name, "colour": r.colour, "group": r.group} for r in C.regions.values()},
        "groups": {g.id: g.name for g in C.groups.values()},
        "locations": {
            loc.id: {
                "name": loc.name,
                "region": loc.region,
                "pos": list(loc.pos),
                "haven": loc.haven,
                "stronghold": loc.stronghold_cap,
                "perilous": loc.perilous,
            }
            for loc in C.locations.values()
        },
        "paths": [[p.a, p.b, p.icon, p.number, p.water] for p in C.paths],
        "boat_links": [[b.a, b.b, b.number] for b in C.boat_links],
        "story": {
            "finale": C.story.finale,
            "shadow_falls": C.story.shadow_falls,
            "stages": [list(s) for s in C.story.stages],
            "markers": {m.id: {"name": m.name, "side": m.side} for m in C.story.markers},
        },
        "action_tracks": {t.id: list(t.values) for t in C.action_tracks.values()},
        "heroes": {
            h.id: {
                "name": h.name,
                "ability": h.ability,
                "attributes": [h.fortitude, h.strength, h.agility, h.wisdom],
                "cards": {
                    k: _card(card) | {"tip": f"{h.id if k in {x.id for x in h.deck} else 'skill'}.{k}"}
                    for k, card in sorted(CARDS[h.id].items())
                },
            }
            for h in C.heroes.values()
        },
        "foe_decks": {d.id: {k.id: _card(k) for k in d.cards} for d in C.combat_decks.values()},
        "foes": foes,
        "names": {
            "item": {i.id: i.name for i in C.items.values()},
            "character": {c.id: c.name for c in C.characters.values()},
            "quest": {
                **{q.id: q.name for q in C.quests.values()},
                **{k.id: k.name for deck in C.encounters.values() for k in deck},
            },
            "corruption": {k.id: k.name for k in C.corruption},
            "plot": {p.id: p.name for p in C.plots.values()},
            "event": {e.id: e.name for e in C.events},
            "shadow": {k.id: k.name for k in C.shadow},
            "peril": {p.id: p.name for p in C.perils},
            "mission": {m.id: m.name for m in C.missions.values()},
        },
        "plots": {
            p.id: {"marker": p.marker, "advance": p.advance, "favor": p.favor} for p in C.plots.values()
        },
        "quest_tips": {  # a quest's entry in the card list: a hero's own, or an Encounter Quest card
            **{q: f"quest.{q}" for q in C.quests},
            **{k.id: f"encounter.{k.id}" for deck in C.encounters.values() for k in deck},
        },
        "quest_locations": {  # where a quest in a hero's play area is completed
            **{q.id: q.location for q in C.quests.values()},
            **{k.id: k.quest_location for deck in C.encounters.values() for k in deck if k.quest_location},
        },
        "events": {  # those that stay on the Current Event space, where they act
            e.id: {"location": e.location, "marker": e.marker, "advance": e.advance}
            for e in C.events
            if e.stays
        },
    }
