"""The abilities of the Core Set's encounter cards (When Revealed, shadow, forced and travel effects,
passive effects, the objectives' actions) and of the quest stages' side B, in the effect vocabulary,
keyed by card id; own wording, as in ``cardtext.player``. When Revealed parts are run by the first
player (FAQ 1.03), shadow parts by the defending player with the attacking enemy as ``SUBJ`` and the
defenders in ``extra``. Passive flags read by the rules: ``ready_cost`` (refresh), ``blocks_draw``
(drawing), ``engage_last`` (optional engagement), ``must_travel`` (travel), ``refresh_threat``,
``to_deck_top`` and ``shuffle_back`` (leaving play), ``no_attack``/``no_defend`` (combat)."""

from __future__ import annotations

from eregion.games.lcg.filters import BEARER, SELF, SUBJ, Cond, Q, Static
from eregion.games.lcg.quests import Claim, Rescue, ShuffleObjectiveBack, TakePrisoner
from eregion.games.lcg.registry import TEXT
from eregion.games.lcg.vocab import (
    Action,
    Boost,
    CardText,
    ChangeThreat,
    Damage,
    DiscardFromHand,
    Draw,
    Exhaust,
    Forced,
    Ready,
    Require,
)
from eregion.games.lcg.vocab.encounter import (
    AddTokens,
    AttachToDeck,
    AttachToHero,
    DealShadow,
    DefenderFlag,
    DiscardCharacter,
    DiscardEvents,
    DiscardOwnAttachment,
    DiscardRandom,
    ForEachPlayer,
    HighestThreat,
    If,
    InStaging,
    May,
    OrcGuard,
    ReturnExhaustedAlly,
    ReturnIfBlankShadow,
    RevealMore,
    SearchEncounter,
    SearchTop,
    ShadowAttack,
    StagingThreat,
    ThreatPerEngaged,
    ThreatPerIdle,
    Uncommit,
)
from eregion.games.lcg.vocab.play import (
    Progress,
    RemoveProgress,
)

UNDEFENDED = Cond("undefended")
HIGH_THREAT = Cond("threat_at_least", n=35)
YOUR_CHARACTER = Q(type=("hero", "ally"), zone=("heroes", "allies"), who="you")
COMMITTED = Q(type=("hero", "ally"), zone=("heroes", "allies"), committed=True)
IN_STAGING = Q(type=("enemy", "location"), zone="staging")
# "Action: raise your threat by 2 to claim this objective when it is free of encounters" (any player)
CLAIM = Action((Require(Cond("free")), ChangeThreat(2), Claim()), any_player=True)
ORC_GUARDS = (ForEachPlayer((OrcGuard(),)),)
CONDITION = Static("trait:condition", target=SELF)  # "counts as a Condition attachment"


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
        "01080": CardText(  # Caught in a Web: on a hero of the highest threat; 2 resources to ready it
            revealed=(HighestThreat((AttachToHero(),)),),
            statics=(Static("ready_cost", 2), CONDITION),
        ),
        "01081": CardText(shadow=(ShadowAttack(),)),  # Wolf Rider: attacks from the shadows
        "01083": CardText(  # Goblin Sniper: engaged last; 1 damage each if in the staging area after combat
            statics=(Static("engage_last", target=SELF),),
            forced=(Forced("combat_end", (InStaging(), ForEachPlayer((Damage(YOUR_CHARACTER, 1),))), "any"),),
        ),
        "01085": CardText(  # Wargs: +1 (+2); back to the staging area after a blank shadow card
            shadow=attack_plus(1, 2),
            forced=(Forced("attacked", (ReturnIfBlankShadow(),)),),
        ),
        "01088": CardText(statics=(Static("must_travel", target=SELF),)),  # The East Bight
        "01091": CardText(forced=(Forced("attacks", (DealShadow(1),)),)),  # Dol Guldur Beastmaster
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
        "01078": CardText(  # Mountains of Mirkwood: reveal 1 to travel; once explored, each may search 5
            travel=(RevealMore(1),),
            forced=(Forced("explored", (ForEachPlayer((May((SearchTop(5),)),)),)),),
        ),
        "01101": CardText(  # Dungeon Jailor: an objective shuffled back after a failed quest
            forced=(Forced("quest_failed", (InStaging(), ShuffleObjectiveBack()), "any"),),
        ),
        "01102": CardText(  # Nazgûl of Dol Guldur: after each of its shadow effects, discard a character
            no_attachments=True,
            forced=(Forced("shadow_resolved", (DiscardCharacter(),)),),
        ),
        "01103": CardText(  # Cavern Guardian: discard an attachment (all if undefended)
            shadow=(If(UNDEFENDED, (DiscardOwnAttachment(all=True),), (DiscardOwnAttachment(),)),),
        ),
        "01104": CardText(  # Under the Shadow: staging threat +1 per player; shadow: threat per enemy
            revealed=(StagingThreat(),),
            shadow=(ThreatPerEngaged(),),
        ),
        "01105": CardText(  # Iron Shackles: on the first player's deck, in place of the next draw
            revealed=(AttachToDeck(),),
            shadow=(AttachToDeck(),),
            statics=(Static("blocks_draw", target=SELF), CONDITION),
        ),
        "01107": CardText(forced=(Forced("travel", ORC_GUARDS),)),  # Tower Gate
        "01108": CardText(  # Gandalf's Map: its hero cannot attack or defend
            actions=(CLAIM,),
            statics=(Static("no_attack"), Static("no_defend")),
        ),
        "01109": CardText(actions=(CLAIM,), end_of_round=(ChangeThreat(2),)),  # Dungeon Torch
        "01110": CardText(actions=(CLAIM,), end_of_round=(Damage(BEARER, 1),)),  # Shadow Key
        "01111": CardText(  # Misty Mountain Goblins: a progress off after attacking; shadow 1 (3)
            forced=(Forced("attacked", (RemoveProgress(1),)),),
            shadow=(If(UNDEFENDED, (RemoveProgress(3),), (RemoveProgress(1),)),),
        ),
        "01112": CardText(  # Massing at Night: 1 more card per player; shadow: 1 more per player
            revealed=(RevealMore(per_player=True),),
            shadow=(DealShadow(per_player=True, now=True),),
        ),
        "01113": CardText(statics=(Static("to_deck_top", target=SELF),)),  # Banks of the Anduin
        "01114": CardText(statics=(Static("refresh_threat", 1, target=SELF),)),  # Gladden Fields
        "01115": CardText(  # Eastern Crows: shuffled back once defeated; +1 attack (+2 at 35 threat)
            statics=(Static("shuffle_back", target=SELF),),
            shadow=(If(HIGH_THREAT, (Boost(SUBJ, "attack", 2),), (Boost(SUBJ, "attack", 1),)),),
        ),
        "01116": CardText(  # Evil Storm: 1 damage to each character of players at 35 threat or more
            revealed=(ForEachPlayer((If(HIGH_THREAT, (Damage(YOUR_CHARACTER, 1, each=True),)),)),),
        ),
        "01117": CardText(  # Pursued by Shadow: threat per idle character; shadow: an ally home, or 3
            revealed=(ForEachPlayer((ThreatPerIdle(),)),),
            shadow=(If(Cond("exhausted_ally"), (ReturnExhaustedAlly(),), (ChangeThreat(3),)),),
        ),
        "01118": CardText(  # Treacherous Fog: locations +1 threat; players at 35+ discard a card
            revealed=(
                Boost(Q(type="location", zone="staging"), "threat", 1, each=True),
                ForEachPlayer((If(HIGH_THREAT, (DiscardFromHand(),)),)),
            ),
        ),
        # quest stages (side B), run by the first player (FAQ 1.03)
        "01121": CardText(revealed=(ForEachPlayer((SearchEncounter("Spider"),)),)),  # Don't Leave the Path!
        "01123": CardText(revealed=(TakePrisoner(),)),  # The Necromancer's Tower
        "01124": CardText(forced=(Forced("quest_progress", (Rescue(),)),)),  # Through the Caverns
        "01125": CardText(forced=(Forced("quest_phase", ORC_GUARDS, "any"),)),  # Out of the Dungeons
    }
)
