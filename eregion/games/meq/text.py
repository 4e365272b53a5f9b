"""How Middle-earth Quest actions read to people: ``go:the_shire`` is "travel to The Shire"."""

from __future__ import annotations

from eregion.cards.presentation import plural
from eregion.core import Action
from eregion.games.meq import tracks as TR
from eregion.games.meq import travel as TV
from eregion.games.meq.herocards.asks import option_label
from eregion.games.meq.herocards.others import CHARACTERS
from eregion.games.meq.herocards.run import NAMES
from eregion.games.meq.herocards.vocab import say
from eregion.games.meq.state import MeqState
from eregion.games.meq.steps import CARDS, C, hero_name

_CARD_NAMES = {k.id: k.name for d in C.combat_decks.values() for k in d.cards} | {
    k: card.name for cards in CARDS.values() for k, card in cards.items()
}
_CORRUPTION = {k.id: k.name for k in C.corruption}
_NAMED = {
    "pass": "pass",
    "done": "done",
    "yes": "yes",
    "no": "no",
    "rest": "rest",
    "stop": "stop",
    "pool": "into the Shadow Pool",
    "peril": "a Peril",
    "exhaust": "declare yourself exhausted",
    "life": "the rest from the top of the life pool",
    "favor": "take the favor here",
    "give_favor": "give one favor",
    "dark_path": "choose a Dark Path (1 favor and a Corruption card)",
    "ranged": "name ranged",
    "melee": "name melee",
    "from_rest": "draw from the top of the rest pool",
    "from_life": "draw from the top of the life pool",
    "event": "use the Current Event",
}


def card_name(card: str) -> str:
    """A combat card's title: a hero's, a Skill's or a monster's ("aimed_shot" is "Aimed Shot")."""
    return _CARD_NAMES[card]


def _named(table: dict, ident: str) -> str:  # type: ignore[type-arg]
    entry = table.get(ident)
    return entry.name if entry is not None else ident.replace("_", " ")


def _fare(s: MeqState, dst: str) -> str:
    """What the move to ``dst`` costs the traveling hero, said before he commits to it (R401): " (one
    hill card or 2 cards)", " (1 card)"; nothing outside a Travel decision."""
    top = s.stack[-1] if s.stack else ()
    if top[:1] != ("travel",):
        return ""
    p = s.pool(top[1])
    cost = TV.move_cost(C, s.board.heroes[p.hero], dst, p.items)
    if cost is None:
        return ""
    cards = f"{cost.cards} card{'s' if cost.cards > 1 else ''}"
    return f" (one {cost.icon} card or {cards})" if cost.icon else f" ({cards})"


def describe_action(s: MeqState, action: Action) -> str:
    verb, _, arg = action.id.partition(":")
    if not arg:
        return _NAMED.get(verb, verb)
    if verb == "go":
        return f"travel to {C.locations[arg].name}{_fare(s, arg)}"
    if verb == "at":
        return C.locations[arg].name
    if verb == "card":
        return _CARD_NAMES[arg]
    if verb == "pay":
        return f"discard {_CARD_NAMES[arg]}"
    if verb == "track":
        return _track(s, arg)
    if verb in ("plot", "drop"):
        return ("discard the Plot " if verb == "drop" else "") + C.plots[arg].name
    if verb in ("shadow", "play"):
        return ("play " if verb == "play" else "") + next(k.name for k in C.shadow if k.id == arg)
    if verb == "take":
        return "take " + (
            C.plots[arg].name if arg in C.plots else next(k.name for k in C.shadow if k.id == arg)
        )
    if verb == "character":
        return C.characters[arg].name
    if verb == "choose":
        top = s.stack[-1] if s.stack else ()
        return top[1].branch_words(int(arg)) if top[:1] == ("card_part",) else f"option {arg}"
    if verb == "marker":
        return f"the {arg} story marker"
    if verb == "fight":
        return "fight " + (C.minions[arg].name if arg in C.minions else C.monsters[arg].name)
    if verb == "token":
        loc, face = arg.split("/")
        return f"the monster token at {C.locations[loc].name} ({_named(C.monsters, face)})"
    if verb in ("minion", "heal"):
        return ("move " if verb == "minion" else "heal ") + C.minions[arg].name
    if verb == "pile":
        return f"a token from the {C.groups[arg].name} pile"
    if verb == "item":
        doing = {"trade": "give the ", "lose": "lose the "}.get(s.stack[-1][0] if s.stack else "", "")
        return f"{doing}{C.items[arg].name}"
    if verb == "consult":
        return f"consult {C.characters[arg].name} for favor"
    if verb == "ability":
        return f"consult {C.characters[arg].name} for its ability: {say(CHARACTERS[arg])}"
    if verb == "option":
        return option_label(s, int(arg))
    if verb == "cure":
        return f"the Corruption card {_CORRUPTION[arg]}"
    if verb == "trade":
        return f"trade with {hero_name(s, int(arg))}"
    if verb == "quest":
        giving = bool(s.stack) and s.stack[-1][0] == "trade"
        return f"{'give' if giving else 'complete'} {NAMES['quest'][arg]}"
    if verb == "seat":
        return hero_name(s, int(arg))
    if verb == "n":
        return _number(s, int(arg))
    return arg


def _track(s: MeqState, track: str) -> str:
    space = TR.free_space(s.tracks, C, track)
    return TR.action_words(track, C.action_tracks[track].values[space] if space is not None else 0)


def _number(s: MeqState, n: int) -> str:
    """A number a player picks: the cards his Hero Draw or Preparation draws, or a move's price in cards
    of any icon."""
    if s.stack and s.stack[-1][0] == "pay_travel":
        return f"discard any {plural(n, 'card')}"
    return f"draw {plural(n, 'card')}"
