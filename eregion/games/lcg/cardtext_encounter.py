"""The abilities of the Core Set's encounter cards (When Revealed, shadow, forced and travel effects
and passive effects) in the effect vocabulary, keyed by card id; own wording, as in
``cardtext_player``. When Revealed parts are run by the first player (FAQ 1.03), shadow parts by the
defending player with the attacking enemy as ``SUBJ`` and the defender in ``extra``."""

from __future__ import annotations

from eregion.games.lcg.filters import SELF, SUBJ, Cond, Q, Static
from eregion.games.lcg.registry import TEXT
from eregion.games.lcg.vocab import (
    Boost,
    CardText,
    ChangeThreat,
    Damage,
    DiscardFromHand,
    Draw,
    Exhaust,
    Forced,
    Ready,
)
from eregion.games.lcg.vocab_encounter import (
    AddTokens,
    DefenderFlag,
    DiscardEvents,
    DiscardOwnAttachment,
    DiscardRandom,
    ForEachPlayer,
    If,
    May,
    RevealMore,
    StagingThreat,
    ThreatPerIdle,
    Uncommit,
)
from eregion.games.lcg.vocab_play import (
    Progress,
    RemoveProgress,
)

UNDEFENDED = Cond("undefended")
HIGH_THREAT = Cond("threat_at_least", n=35)
YOUR_CHARACTER = Q(type=("hero", "ally"), zone=("heroes", "allies"), who="you")
COMMITTED = Q(type=("hero", "ally"), zone=("heroes", "allies"), committed=True)
IN_STAGING = Q(type=("enemy", "location"), zone="staging")


def attack_plus(n: int, undefended: int) -> tuple:
    """ "Attacking enemy gets +n attack (+m instead if this attack is undefended)"."""
    return (If(UNDEFENDED, (Boost(SUBJ, "attack", undefended),), (Boost(SUBJ, "attack", n),)),)


TEXT.update(
    {
        "01074": CardText(  # King Spider: each player exhausts a character; shadow: 1 (2 undefended)
            revealed=(ForEachPlayer((Exhaust(YOUR_CHARACTER),)),),
            shadow=(
                If(
                    UNDEFENDED, (Exhaust(YOUR_CHARACTER), Exhaust(YOUR_CHARACTER)), (Exhaust(YOUR_CHARACTER),)
                ),
            ),
        ),
        "01075": CardText(  # Hummerhorns: 5 damage to a hero after engaging; shadow: 1 (2) to each character
            forced=(Forced("engaged", (Damage(Q(type="hero", zone="heroes", who="you"), 5),)),),
            shadow=(
                If(
                    UNDEFENDED,
                    (Damage(YOUR_CHARACTER, 2, each=True),),
                    (Damage(YOUR_CHARACTER, 1, each=True),),
                ),
            ),
        ),
        "01076": CardText(  # Ungoliant's Spawn: committed characters -1 willpower; shadow: threat +4 (+8)
            revealed=(Boost(COMMITTED, "willpower", -1, each=True),),
            shadow=(If(UNDEFENDED, (ChangeThreat(8),), (ChangeThreat(4),)),),
        ),
        "01079": CardText(revealed=(ForEachPlayer((DiscardEvents(),)),)),  # Eyes of the Forest
        "01082": CardText(statics=(Static("excess_to_threat", target=SELF),)),  # Hill Troll
        "01084": CardText(forced=(Forced("attacked", (ChangeThreat(1),)),)),  # Marsh Adder
        "01085": CardText(shadow=attack_plus(1, 2)),  # Wargs (the return to staging is not encoded)
        "01086": CardText(  # Despair: 4 progress off the quest; shadow: the defense does not count
            revealed=(RemoveProgress(4),),
            shadow=(DefenderFlag("no_defense"),),
        ),
        "01087": CardText(forced=(Forced("travel", (Progress("subj", 1),)),)),  # The Brown Lands
        "01089": CardText(  # Dol Guldur Orcs: 2 damage to a committed character; shadow +1 (+3)
            revealed=(Damage(COMMITTED, 2),),
            shadow=attack_plus(1, 3),
        ),
        "01090": CardText(  # Chieftain Ufthak: +2 attack per token; a token after each attack
            statics=(Static("attack", 2, target=SELF, per="tokens"),),
            forced=(Forced("attacked", (AddTokens(1),)),),
        ),
        "01092": CardText(  # Driven by Shadow: +1 threat in staging, surge if empty; shadow: attachments
            revealed=(
                Boost(IN_STAGING, "threat", 1, each=True),
                If(Cond("staging_empty"), (RevealMore(1),)),
            ),
            shadow=(
                If(UNDEFENDED, (DiscardOwnAttachment(all=True),), (DiscardOwnAttachment(defender=True),)),
            ),
        ),
        "01093": CardText(  # The Necromancer's Reach: 1 damage to each exhausted character
            revealed=(
                Damage(Q(type=("hero", "ally"), zone=("heroes", "allies"), ready=False), 1, each=True),
            ),
        ),
        "01094": CardText(travel=(DiscardRandom(2),)),  # Necromancer's Pass
        "01095": CardText(statics=(Static("no_draw", target=SELF),)),  # Enchanted Stream
        "01096": CardText(  # Forest Spider: +1 attack this round after engaging; shadow: an attachment
            forced=(Forced("engaged", (Boost(SELF, "attack", 1, until="round"),)),),
            shadow=(DiscardOwnAttachment(),),
        ),
        "01097": CardText(  # East Bight Patrol: +1 attack; undefended also threat +3
            shadow=(Boost(SUBJ, "attack", 1), If(UNDEFENDED, (ChangeThreat(3),))),
        ),
        "01098": CardText(revealed=(ForEachPlayer((Uncommit(),)),)),  # Black Forest Bats
        "01099": CardText(  # Old Forest Road: the first player may ready a character after travel
            forced=(
                Forced(
                    "travel", (May((Ready(Q(type=("hero", "ally"), zone=("heroes", "allies"), who="you")),)),)
                ),
            ),
        ),
        "01100": CardText(forced=(Forced("travel", (May((Draw(2),)),)),)),  # Forest Gate
        "01077": CardText(  # Great Forest Web: each player exhausts a hero to travel here
            travel=(ForEachPlayer((Exhaust(Q(type="hero", zone="heroes", who="you")),)),),
        ),
        "01078": CardText(travel=(RevealMore(1),)),  # Mountains of Mirkwood (its response not encoded)
        "01104": CardText(  # Under the Shadow: staging threat +1 per player this phase
            revealed=(StagingThreat(),),
        ),
        "01111": CardText(  # Misty Mountain Goblins: a progress off after attacking; shadow 1 (3)
            forced=(Forced("attacked", (RemoveProgress(1),)),),
            shadow=(If(UNDEFENDED, (RemoveProgress(3),), (RemoveProgress(1),)),),
        ),
        "01112": CardText(revealed=(RevealMore(per_player=True),)),  # Massing at Night
        "01115": CardText(  # Eastern Crows: +1 attack (+2 against a threat of 35 or more)
            shadow=(If(HIGH_THREAT, (Boost(SUBJ, "attack", 2),), (Boost(SUBJ, "attack", 1),)),),
        ),
        "01116": CardText(  # Evil Storm: 1 damage to each character of players at 35 threat or more
            revealed=(ForEachPlayer((If(HIGH_THREAT, (Damage(YOUR_CHARACTER, 1, each=True),)),)),),
        ),
        "01117": CardText(revealed=(ForEachPlayer((ThreatPerIdle(),)),)),  # Pursued by Shadow
        "01118": CardText(  # Treacherous Fog: locations +1 threat; players at 35+ discard a card
            revealed=(
                Boost(Q(type="location", zone="staging"), "threat", 1, each=True),
                ForEachPlayer((If(HIGH_THREAT, (DiscardFromHand(),)),)),
            ),
        ),
    }
)
