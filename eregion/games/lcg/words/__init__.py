"""The LCG effect vocabulary read back as English: each filter, condition, passive effect, cost and effect
describes itself, so a card's text is generated from the very objects the engine runs (a card encoded
wrongly reads wrongly). :func:`describe` is the pretty-printer for one element; :func:`ability_lines`
composes a whole :class:`CardText` into sentences.

Parts read as orders to the player who resolves them ("you"): the first player for When Revealed and
travel, the defending player for shadow effects, each player in turn under "each player". A trigger's
card is named by the :class:`Scene` the ability is read in ("that enemy", "the attacking enemy"). An
element with no describer is not hidden: it reads as ``[not described: Name]``.
"""

from __future__ import annotations

from eregion.games.lcg.filters import Q
from eregion.games.lcg.registry import Action, CardText, Forced, Response
from eregion.games.lcg.words.parts import describe, paid, parts
from eregion.games.lcg.words.phrases import SHADOW, Scene, a, noun, passive, plural, scene, stat_word

__all__ = ["Scene", "ability_lines", "describe", "passive", "plural", "scene", "stat_word", "trigger"]

# --- abilities -------------------------------------------------------------------------------------------

TRIGGERS = {
    "commits": "after {} commits to the quest",
    "enters": "after {} enters play",
    "played": "after you play {}",
    "damaged": "after {} is dealt damage",
    "kills": "after {} destroys an enemy",
    "enemy_revealed": "after {} is revealed",
    "revealed": "when {} is revealed",
    "defends": "after {} is declared as a defender",
    "left_play": "after {} leaves play",
    "destroyed": "after {} is destroyed",
    "attacked": "after {} attacks",
    "attacks": "when {} attacks",
    "engaged": "after {} engages a player",
    "combat_end": "at the end of the combat phase",
    "travel": "after the players travel to {}",
    "explored": "after {} is explored",
    "quest_failed": "after the players quest unsuccessfully",
    "quest_phase": "at the beginning of each quest phase",
    "quest_progress": "after progress is placed on {}",
    "shadow": "when the shadow effect of {} resolves",
    "shadow_dealt": "after a shadow card is dealt to {}",
    "shadow_resolved": "after a shadow effect dealt to {} resolves",
}
ANY_SUBJECT = {
    "commits": "a character",
    "enemy_revealed": "an enemy",
    "revealed": "an encounter card",
    "defends": "a character",
    "left_play": "a card",
    "destroyed": "a card",
    "travel": "a location",
    "shadow": "a shadow card",
    "kills": "an attack",
}
SUBJECTS = {
    "self": "this card",
    "bearer": "its bearer",
    "in_extra": "an attack this card takes part in",
    "bearer_in_extra": "an attack its bearer takes part in",
    "attacks_you": "an enemy engaged with you",
}


def trigger(on: str, subject: str | Q) -> str:
    """ "after this card commits to the quest", "when a treachery is revealed"."""
    if isinstance(subject, Q):
        who = a(noun(subject))
    elif subject == "any":
        who = ANY_SUBJECT.get(on, "a card")
    else:
        who = SUBJECTS.get(subject, f"[not described: {subject}]")
    return TRIGGERS.get(on, f"[not described: trigger {on}]").format(who)


def limit(lim: tuple[str, int] | None) -> str:
    if lim is None:
        return ""
    per, n = lim
    times = {1: "once", 2: "twice"}.get(n, f"{n} times")
    return f"{times} per {per}"


def action(ab: Action) -> str:
    label = f"{ab.phase.capitalize()} Action" if ab.phase else "Action"
    notes = [w for w in (limit(ab.limit), "for each player" if ab.per_player else "") if w]
    who = " Any player may use it." if ab.any_player else ""
    note = f" ({', '.join(notes)})" if notes else ""
    return f"{label}{note}: {paid(ab.parts)}.{who}"


def response(ab: Response) -> str:
    where = " (from your hand)" if ab.from_hand else ""
    note = f" ({limit(ab.limit)})" if ab.limit else ""
    return f"Response{where}{note}: {trigger(ab.on, ab.subject)}, {paid(ab.parts, scene(ab.on, ab.subject))}."


def forced(ab: Forced) -> str:
    return f"Forced: {trigger(ab.on, ab.subject)}, {paid(ab.parts, scene(ab.on, ab.subject))}."


def ability_lines(t: CardText) -> list[str]:
    """Every ability of a card's text, one sentence each, in the order a card lays them out."""
    out = [_sentence(passive(st)) for st in t.statics]
    if t.no_attachments:
        out.append("No attachments can be attached to this card.")
    if t.revealed:
        out.append(f"When Revealed (the first player): {parts(t.revealed)}.")
    if t.travel:
        out.append(f"Travel (the first player pays): {paid(t.travel)}.")
    out += [action(ab) for ab in t.actions]
    out += [response(ab) for ab in t.responses]
    out += [forced(ab) for ab in t.forced]
    if t.end_of_round:
        out.append(f"Forced: at the end of the round, {parts(t.end_of_round)}.")
    if t.event:
        out.append(event(t))
    if t.shadow:
        out.append(f"Shadow (the defending player): {parts(t.shadow, SHADOW)}.")
    return out


def _sentence(words: str) -> str:
    return words[:1].upper() + words[1:] + "."


def event(t: CardText) -> str:
    """An event's one ability: an action, or a response to its trigger."""
    if t.event_on:
        head = f"Response: {trigger(t.event_on, t.event_subject)}, "
        body = paid(t.event, scene(t.event_on, t.event_subject))
    else:
        head = f"{t.event_phase.capitalize()} Action: " if t.event_phase else "Action: "
        body = paid(t.event)
    extra = [
        f"Its cost is paid from {t.distinct_payers} different heroes." if t.distinct_payers else "",
        "Then it is removed from the game instead of discarded." if t.remove_after else "",
    ]
    return " ".join([f"{head}{body}.", *filter(None, extra)])
