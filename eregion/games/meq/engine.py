"""Middle-earth Quest's seats, its fixed action space and its step engine, made below the state so the
state can apply actions and pose decisions again without importing the rules (the flow modules
``sauron_turn``, ``hero_turn``, ``combat_steps`` and ``finale_steps`` register their handlers on
:data:`RULES` when they are imported).

Every action id is ``verb:argument`` or a bare name, and its index is its place in a list built once
from the components, so the space is the same in every process (agents and RL masks rely on it).
"""

from __future__ import annotations

from eregion.core import Action
from eregion.core.engine import Rules
from eregion.games.meq.components import MARKERS, components

SAURON = 0
MAX_HEROES = 3
SEATS = ("sauron", *(f"hero_{i}" for i in range(1, MAX_HEROES + 1)))

NAMED = (
    "pass",
    "done",
    "yes",
    "no",
    "rest",
    "stop",
    "pool",
    "peril",
    "exhaust",
    "life",
    "favor",
    "dark_path",
    "give_favor",
    "ranged",  # a card type named (R219)
    "melee",
    "from_rest",  # a card drawn from the top of the rest pool or of the life pool (Rest)
    "from_life",
    "event",
)
MAX_NUMBER = 12
MAX_BRANCHES = 3  # the most branches of one choice on a card ("either ... or ... or nothing")


def _arguments() -> dict[str, tuple[str, ...]]:
    """Each verb and the arguments it takes, in a fixed order."""
    c = components()
    locs = tuple(c.locations)
    cards = sorted(
        {k.id for h in c.heroes.values() for k in h.deck}
        | {k.id for k in c.skills}
        | {k.id for d in c.combat_decks.values() for k in d.cards}
    )
    faces = sorted({m for bag in c.bags.values() for m, _ in bag.tokens} | {"blank"})
    foes = (*c.monsters, *c.minions)
    return {
        "go": locs,  # travel to
        "at": locs,  # put something on a location (influence, a token, a minion, a hero sent to a Haven)
        "card": tuple(cards),  # a combat card played
        "pay": tuple(cards),  # a Hero card discarded (travel, damage)
        "track": tuple(c.action_tracks),
        "plot": tuple(c.plots),
        "drop": tuple(c.plots),
        "shadow": tuple(k.id for k in c.shadow),  # discard an active Plot
        "marker": MARKERS,
        "fight": tuple(foes),  # the monster or minion Sauron sends into combat (a token is flipped)
        "token": tuple(
            f"{loc}/{face}" for loc in locs for face in faces
        ),  # a monster token by place and face
        "minion": tuple(c.minions),
        "heal": tuple(c.minions),
        "pile": tuple(c.groups),
        "item": tuple(c.items),
        "consult": tuple(c.characters),
        "quest": (*c.quests, *(k.id for deck in c.encounters.values() for k in deck if k.quest)),
        "cure": tuple(k.id for k in c.corruption),
        "peril": tuple(p.id for p in c.perils),
        "seat": tuple(str(i) for i in range(1, MAX_HEROES + 1)),
        "trade": tuple(str(i) for i in range(1, MAX_HEROES + 1)),
        "n": tuple(str(i) for i in range(MAX_NUMBER + 1)),
        "play": tuple(k.id for k in c.shadow),  # play a Shadow card
        "take": (*(k.id for k in c.shadow), *c.plots),  # a card taken back into Sauron's hand
        "character": tuple(c.characters),
        "choose": tuple(str(i) for i in range(MAX_BRANCHES)),  # a branch of a card's text
    }


class Vocabulary:
    """Every action of the game, each with a fixed index; ``act("go", "bree")`` is ``go:bree``."""

    def __init__(self, arguments: dict[str, tuple[str, ...]], named: tuple[str, ...]) -> None:
        ids = [f"{verb}:{arg}" for verb, args in arguments.items() for arg in args] + list(named)
        self.actions = {a: Action(a, i) for i, a in enumerate(ids)}
        self.size = len(ids)

    def act(self, verb: str, arg: object = None) -> Action:
        return self.actions[verb if arg is None else f"{verb}:{arg}"]

    def __getitem__(self, name: str) -> Action:
        return self.actions[name]


SPACE = Vocabulary(_arguments(), NAMED)
RULES = Rules()


def argument(action: Action) -> str:
    """``bree`` for ``go:bree``; the whole id for a named action."""
    return action.id.partition(":")[2] or action.id
