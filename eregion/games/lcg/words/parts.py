"""Each cost and effect of the LCG vocabulary describes itself (:func:`describe`, one describer per
class); :func:`parts` and :func:`paid` read an ability's parts in the order they resolve. An element with
no describer is not hidden: it reads as ``[not described: Name]``."""

from __future__ import annotations

from functools import singledispatch

from eregion.cards.effects import Require
from eregion.games.lcg import quests as Qs
from eregion.games.lcg import vocab as V
from eregion.games.lcg.filters import Cond
from eregion.games.lcg.rules import ORC_GUARD
from eregion.games.lcg.vocab import encounter as E
from eregion.games.lcg.vocab import play as P
from eregion.games.lcg.words.phrases import (
    FLAG_WORDS,
    PLAIN,
    UNTIL,
    Scene,
    a,
    condition,
    each,
    noun,
    plural,
    signed,
    stat_word,
    target,
)


@singledispatch
def describe(part: object, sc: Scene = PLAIN) -> str:
    """One cost or effect in words; an element with no describer says so."""
    return f"[not described: {type(part).__name__}]"


GATES = (Require, E.InStaging)


def parts(ps: tuple[object, ...], sc: Scene = PLAIN) -> str:
    """Parts in the order they resolve; a requirement heads what it allows ("only if ...: ...")."""
    out = ""
    for i, p in enumerate(ps):
        sep = "" if i == 0 else ": " if isinstance(ps[i - 1], GATES) else ", then "
        out += sep + describe(p, sc)
    return out


COSTS = (V.Exhaust, V.PayFromPool, V.DiscardFromHand)


def paid(ps: tuple[object, ...], sc: Scene = PLAIN) -> str:
    """ "exhaust this card to ready its bearer": the costs in front, then what they pay for."""
    k = 0
    while k < len(ps) and isinstance(ps[k], COSTS):
        k += 1
    if k == 0 or k == len(ps):
        return parts(ps, sc)
    return f"{parts(ps[:k], sc)} to {parts(ps[k:], sc)}"


@describe.register
def _(p: Require, sc: Scene = PLAIN) -> str:
    assert isinstance(p.cond, Cond)
    return f"only if {condition(p.cond)}"


@describe.register
def _(p: V.Exhaust, sc: Scene = PLAIN) -> str:
    return f"exhaust {target(p.target, sc)}"


@describe.register
def _(p: V.PayFromPool, sc: Scene = PLAIN) -> str:
    return f"spend {plural(p.n, 'resource')} from the pool of {target(p.target, sc)}"


@describe.register
def _(p: V.ChangeThreat, sc: Scene = PLAIN) -> str:
    whose = {"you": "your threat", "chosen": "that player's threat", "each": "each player's threat"}[p.who]
    return f"{'raise' if p.n > 0 else 'reduce'} {whose} by {abs(p.n)}"


@describe.register
def _(p: V.Choose, sc: Scene = PLAIN) -> str:
    return f"choose {a(noun(p.q))}"


@describe.register
def _(p: V.Boost, sc: Scene = PLAIN) -> str:
    who = each(p.target, sc) if p.each else target(p.target, sc)
    return f"give {who} {signed(p.n)} {stat_word(p.stat)} {UNTIL[p.until]}"


@describe.register
def _(p: V.BoostBranch, sc: Scene = PLAIN) -> str:
    choice = " or ".join(f"{signed(p.n)} {stat_word(s)}" for s in p.stats)
    return f"give {target(p.target, sc)} {choice}, your choice, {UNTIL['phase']}"


@describe.register
def _(p: V.Ready, sc: Scene = PLAIN) -> str:
    return f"ready {target(p.target, sc)}"


@describe.register
def _(p: V.ReadyEach, sc: Scene = PLAIN) -> str:
    return f"ready each {noun(p.q)}"


@describe.register
def _(p: V.Heal, sc: Scene = PLAIN) -> str:
    amount = "all damage" if p.n == 0 else f"{p.n} damage"
    return f"heal {amount} from {each(p.target, sc) if p.each else target(p.target, sc)}"


@describe.register
def _(p: V.Damage, sc: Scene = PLAIN) -> str:
    return f"deal {p.n} damage to {each(p.target, sc) if p.each else target(p.target, sc)}"


@describe.register
def _(p: V.DamageAttacker, sc: Scene = PLAIN) -> str:
    return f"deal {p.n} damage to the attacking enemy"


@describe.register
def _(p: V.AddResources, sc: Scene = PLAIN) -> str:
    n = f" {sc.amount}" if p.per_n else ""
    return f"add {plural(1 if p.per_n else p.n, 'resource')} to the pool of {target(p.target, sc)}{n}"


@describe.register
def _(p: V.Draw, sc: Scene = PLAIN) -> str:
    who = {"you": "draw", "chosen": "that player draws", "trigger": f"{sc.player} draws"}[p.who]
    return f"{who} {plural(p.n, 'card')}"


@describe.register
def _(p: V.Branch, sc: Scene = PLAIN) -> str:
    return "choose one: " + "; or ".join(parts(o, sc) for o in p.options)


@describe.register
def _(p: P.Progress, sc: Scene = PLAIN) -> str:
    where = {
        "quest": "the current quest (the active location takes them first)",
        "active": "the active location",
        "each_staging": "each location in the staging area",
        "subj": sc.subj,
    }
    on = a(noun(p.choose_q)) if p.where == "pick" and p.choose_q is not None else where.get(p.where, p.where)
    return f"place {plural(p.n, 'progress token')} on {on}"


@describe.register
def _(p: P.RemoveProgress, sc: Scene = PLAIN) -> str:
    return f"remove {plural(p.n, 'progress token')} from the current quest"


@describe.register
def _(p: P.EngageChosen, sc: Scene = PLAIN) -> str:
    return f"engage {a(noun(p.q))}"


@describe.register
def _(p: P.ToStaging, sc: Scene = PLAIN) -> str:
    return f"return {a(noun(p.q))} to the staging area"


@describe.register
def _(p: P.Flag, sc: Scene = PLAIN) -> str:
    does = FLAG_WORDS.get(p.stat, f"[not described: flag {p.stat}]")
    who = {
        "engaged_with_chosen": "each enemy engaged with that player",
        "chosen_player": "that player",
    }.get(p.scope) or (f"choose {a(noun(p.q))}: it" if p.q is not None else "it")
    return f"{who} {does} {UNTIL['phase']}"


SOURCES = {
    "hand": "an ally from your hand",
    "discard_x": "an ally from any discard pile, paying its cost as X in spirit resources",
    "hero_discard": "a hero from any discard pile, under its owner's control",
    "self_hand": "this card from your hand",
}
LATER = {
    "return_to_hand": "return it to its owner's hand",
    "shuffle_into_deck": "shuffle this card into its owner's deck",
}


@describe.register
def _(p: P.PutIntoPlay, sc: Scene = PLAIN) -> str:
    later = f"; at the end of the phase, {_later(p.delayed)}" if p.delayed else ""
    return f"put into play {SOURCES.get(p.source, p.source)}{later}"


def _later(what: str) -> str:
    return LATER.get(what, f"[not described: {what}]")


@describe.register
def _(p: P.TopXToHand, sc: Scene = PLAIN) -> str:
    return (
        f"choose X and pay it in {p.sphere} resources: look at the top X cards of that player's deck, add 1 "
        "to its owner's hand and put the others back on top in any order"
    )


@describe.register
def _(p: P.ReturnToHand, sc: Scene = PLAIN) -> str:
    if p.what == "sphere":
        return f"return a {p.sphere} card from your discard pile to your hand"
    return "return the topmost attachment of a player's discard pile to its owner's hand"


@describe.register
def _(p: P.DiscardAttachment, sc: Scene = PLAIN) -> str:
    return f"discard {a((p.trait + ' ' if p.trait else '') + 'attachment')} in play"


@describe.register
def _(p: P.Later, sc: Scene = PLAIN) -> str:
    return f"at the end of the phase, {_later(p.what)}"


@describe.register
def _(p: P.LookShadow, sc: Scene = PLAIN) -> str:
    return f"look at the face-down shadow card dealt to {sc.subj}"


@describe.register
def _(p: E.Cancel, sc: Scene = PLAIN) -> str:
    effect = "When Revealed effect" if p.what == "revealed" else "shadow effect"
    return f"cancel the {effect} of {sc.subj}"


@describe.register
def _(p: E.ReplaceRevealed, sc: Scene = PLAIN) -> str:
    return f"discard {sc.subj} and reveal the next encounter card in its place"


@describe.register
def _(p: E.ForEachPlayer, sc: Scene = PLAIN) -> str:
    return f"each player in turn: {parts(p.parts, sc)}"


@describe.register
def _(p: E.If, sc: Scene = PLAIN) -> str:
    otherwise = f"; otherwise {parts(p.otherwise, sc)}" if p.otherwise else ""
    return f"if {condition(p.cond)}, {parts(p.then, sc)}{otherwise}"


@describe.register
def _(p: E.May, sc: Scene = PLAIN) -> str:
    return f"you may {parts(p.parts, sc)}"


@describe.register
def _(p: E.DiscardRandom, sc: Scene = PLAIN) -> str:
    return f"discard {plural(p.n, 'card')} from your hand at random"


@describe.register
def _(p: E.StagingThreat, sc: Scene = PLAIN) -> str:
    return "give the staging area +1 threat per player " + UNTIL["phase"]


@describe.register
def _(p: E.RevealMore, sc: Scene = PLAIN) -> str:
    return f"reveal {p.n} more encounter card{' per player' if p.per_player else 's' if p.n > 1 else ''}"


@describe.register
def _(p: E.AddTokens, sc: Scene = PLAIN) -> str:
    return f"place {plural(p.n, 'resource token')} on this card"


@describe.register
def _(p: E.DefenderFlag, sc: Scene = PLAIN) -> str:
    return f"the defending character {FLAG_WORDS.get(p.stat, p.stat)} {UNTIL['phase']}"


@describe.register
def _(p: E.DiscardOwnAttachment, sc: Scene = PLAIN) -> str:
    if p.all:
        return "discard every attachment you control"
    if p.defender:
        return "discard an attachment on the defending character"
    return "discard an attachment you control"


@describe.register
def _(p: E.HighestThreat, sc: Scene = PLAIN) -> str:
    return f"the player with the highest threat: {parts(p.parts, sc)}"


@describe.register
def _(p: E.DealShadow, sc: Scene = PLAIN) -> str:
    n = plural(p.n, "more shadow card") if not p.per_player else "1 more shadow card per player"
    return f"deal {sc.subj} {n}" + (", turned up and resolved at once" if p.now else "")


@describe.register
def _(p: E.OrcGuard, sc: Scene = PLAIN) -> str:
    g = ORC_GUARD
    return (
        f"the top card of your deck engages you face down as an {g.name} ({g.attack} attack, {g.defense} "
        f"defense, {plural(g.hit_points or 0, 'hit point')})"
    )


@describe.register
def _(p: E.SearchTop, sc: Scene = PLAIN) -> str:
    return f"take 1 of the top {p.n} cards of your deck into your hand, then shuffle your deck"


@describe.register
def _(p: E.SearchEncounter, sc: Scene = PLAIN) -> str:
    return (
        f"search the encounter deck and discard pile for a {p.trait} card and add it to the staging area, "
        "then shuffle the encounter deck"
    )


FIXED: dict[type, str] = {
    V.DiscardFromHand: "discard a card from your hand",
    V.ChoosePlayer: "choose a player",
    V.ShuffleDiscardIntoDeck: "shuffle that player's discard pile into his deck",
    P.Strike: "have it attack, alone and at once, an enemy it could attack",
    P.GiveControl: "give control of this card to another player, who raises his threat by 3",
    P.DiscardSelf: "discard this card",
    E.LookTop: "look at the top card of the encounter deck",
    E.MayBottom: "you may move that card to the bottom of the encounter deck",
    E.DiscardEvents: "discard every event in your hand",
    E.ThreatPerIdle: "raise your threat by 1 for each character you control not committed to the quest",
    E.Uncommit: "remove a character you control from the quest (it stays exhausted)",
    E.AttachToHero: "attach this card to a hero you control",
    E.AttachToDeck: "attach this card to the first player's deck",
    E.ShadowAttack: (
        "this card attacks you as an enemy engaged with you, then after combat goes back on top of the "
        "encounter deck"
    ),
    E.ReturnIfBlankShadow: (
        "if one of its shadow cards had no shadow effect, return this card to the staging area"
    ),
    E.InStaging: "only if this card is in the staging area",
    E.ThreatPerEngaged: "raise your threat by 1 for each enemy engaged with you",
    E.ReturnExhaustedAlly: "return an exhausted ally you control to its owner's hand",
    E.DiscardCharacter: "discard a character you control",
    Qs.ShuffleObjectiveBack: "shuffle an unclaimed objective in the staging area into the encounter deck",
    Qs.Claim: "claim this objective: attach it to a hero you control",
    Qs.TakePrisoner: "a hero chosen at random among all the players' heroes is taken prisoner, out of play",
    Qs.Rescue: (
        "you may rescue the prisoner: it returns to play with 1 damage on it, and the set-aside Nazgûl of "
        "Dol Guldur goes to the staging area"
    ),
}
"""Parts with nothing to read but their class: their words, keyed by class."""


def _fixed(p: object, sc: Scene = PLAIN) -> str:
    return FIXED[type(p)]


for _cls in FIXED:
    describe.register(_cls, _fixed)
