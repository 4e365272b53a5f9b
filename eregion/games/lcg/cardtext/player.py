"""The abilities of the Core Set's player cards (heroes, allies, attachments, events) in the effect
vocabulary, keyed by card id. Keywords (Sentinel, Ranged, Restricted...) are card data, not text;
cards with nothing beyond keywords and stats are absent. The cards' wording is not reproduced: each
entry is what the card does, in the vocabulary's terms; the comment names the card.
"""

from __future__ import annotations

from eregion.games.lcg.filters import BEARER, CHARACTER, ENEMY, HERO, LOCATION, SELF, SUBJ, Cond, Q, Static
from eregion.games.lcg.registry import TEXT
from eregion.games.lcg.vocab import (
    Action,
    AddResources,
    Boost,
    BoostBranch,
    Branch,
    CardText,
    ChangeThreat,
    Choose,
    ChoosePlayer,
    Damage,
    DamageAttacker,
    DiscardFromHand,
    Draw,
    Exhaust,
    Forced,
    Heal,
    PayFromPool,
    Ready,
    ReadyEach,
    Require,
    Response,
    ShuffleDiscardIntoDeck,
)
from eregion.games.lcg.vocab.encounter import (
    Cancel,
    LookTop,
    MayBottom,
    ReplaceRevealed,
)
from eregion.games.lcg.vocab.play import (
    DiscardAttachment,
    DiscardSelf,
    EngageChosen,
    Flag,
    GiveControl,
    Later,
    LookShadow,
    Progress,
    PutIntoPlay,
    ReturnToHand,
    Strike,
    TopXToHand,
    ToStaging,
)

ROUND, PHASE = ("round", 1), ("phase", 3)
YOUR_CHARACTER = Q(type=("hero", "ally"), zone=("heroes", "allies"), who="you")
CHOSEN_CHARACTERS = Q(type=("hero", "ally"), zone=("heroes", "allies"), who="chosen")
ENGAGED = Q(type="enemy", zone="engaged")
IT_ = "it"

TEXT.update(
    {
        # --- heroes ---------------------------------------------------------------------------------
        "01001": CardText(  # Aragorn: after committing, pay 1 of his resources to ready him
            responses=(Response("commits", (PayFromPool(1), Ready(SELF))),),
        ),
        "01002": CardText(  # Théodred: after committing, 1 resource to a committed hero
            responses=(
                Response(
                    "commits",
                    (AddResources(Q(type="hero", zone="heroes", committed=True), prompt="Which hero?"),),
                ),
            ),
        ),
        "01003": CardText(  # Glóin: a resource for each damage he just suffered
            responses=(Response("damaged", (AddResources(SELF, per_n=True),)),),
        ),
        "01004": CardText(statics=(Static("attack", 1, target=SELF, per="damage"),)),  # Gimli
        "01005": CardText(  # Legolas: 2 progress on the quest after an attack he took part in kills
            responses=(Response("kills", (Progress("quest", 2),), subject="in_extra"),),
        ),
        "01006": CardText(  # Thalin: while committed, 1 damage to each enemy revealed
            forced=(
                Forced(
                    "enemy_revealed", (Require(Cond("committed", of=SELF)), Damage(SUBJ, 1)), subject="any"
                ),
            ),
        ),
        "01007": CardText(  # Éowyn: discard a card for +1 willpower; each player once a round
            actions=(
                Action(
                    (DiscardFromHand(), Boost(SELF, "willpower")),
                    limit=ROUND,
                    per_player=True,
                    any_player=True,
                ),
            ),
        ),
        "01008": CardText(  # Eleanor: cancel a treachery's When Revealed, replace it with the next card
            responses=(
                Response(
                    "revealed", (Exhaust(SELF), Cancel(), ReplaceRevealed()), subject=Q(type="treachery")
                ),
            ),
        ),
        "01009": CardText(  # Dunhere: attacks an enemy in the staging area alone, with +1 attack
            statics=(Static("reach_staging", target=SELF), Static("attack_vs_staging", 1, target=SELF)),
        ),
        "01010": CardText(actions=(Action((Exhaust(SELF), LookTop(), MayBottom())),)),  # Denethor
        "01011": CardText(  # Glorfindel: 1 of his resources heals 1 damage, once a round
            actions=(Action((PayFromPool(1), Heal(CHARACTER, 1)), limit=ROUND),),
        ),
        "01012": CardText(  # Beravor: a player draws 2, once a round
            actions=(Action((Exhaust(SELF), ChoosePlayer(), Draw(2, "chosen")), limit=ROUND),),
        ),
        # --- Leadership -----------------------------------------------------------------------------
        "01014": CardText(  # Faramir: a player's characters +1 willpower this phase
            actions=(
                Action((Exhaust(SELF), ChoosePlayer(), Boost(CHOSEN_CHARACTERS, "willpower", each=True))),
            ),
        ),
        "01015": CardText(  # Son of Arnor: engage an enemy in staging or engaged with another player
            responses=(
                Response(
                    "enters",
                    (
                        EngageChosen(
                            Q(
                                type="enemy",
                                either=(Q(zone="staging"), Q(zone="engaged", who="other")),
                            )
                        ),
                    ),
                ),
            ),
        ),
        "01016": CardText(
            responses=(Response("enters", (Progress("pick", 1, LOCATION),)),)
        ),  # Snowbourn Scout
        "01018": CardText(  # Longbeard Orc Slayer: 1 damage to each Orc
            responses=(
                Response("enters", (Damage(Q(type="enemy", trait="Orc", zone=ENEMY.zone), each=True),)),
            ),
        ),
        "01019": CardText(  # Brok Ironfist: into play from hand after a Dwarf hero of yours leaves play
            responses=(
                Response(
                    "left_play",
                    (PutIntoPlay("self_hand"),),
                    subject=Q(type="hero", trait="Dwarf", who="you"),
                    from_hand=True,
                ),
            ),
        ),
        "01020": CardText(event=(Ready(Q(type="ally", zone="allies")),)),  # Ever Vigilant
        "01021": CardText(  # Common Cause: exhaust a hero of yours to ready a different hero
            event=(
                Exhaust(Q(type="hero", zone="heroes", who="you")),
                Ready(Q(type="hero", zone="heroes", fresh=True)),
            ),
        ),
        "01022": CardText(  # For Gondor!: +1 attack to all characters, +1 defense to Gondor ones
            event=(
                Boost(CHARACTER, "attack", each=True),
                Boost(
                    Q(type=("hero", "ally"), zone=("heroes", "allies"), trait="Gondor"), "defense", each=True
                ),
            ),
        ),
        "01023": CardText(event=(PutIntoPlay("hand", delayed="return_to_hand"),)),  # Sneak Attack
        "01024": CardText(  # Valiant Sacrifice: its controller draws 2 after an ally leaves play
            event=(Draw(2, "trigger"),), event_on="left_play", event_subject=Q(type="ally")
        ),
        "01025": CardText(event=(ReadyEach(CHARACTER),)),  # Grim Resolve
        "01026": CardText(  # Steward of Gondor: Gondor trait; exhaust for 2 resources
            statics=(Static("trait:gondor"),),
            actions=(Action((Exhaust(SELF), AddResources(BEARER, 2))),),
        ),
        "01027": CardText(  # Celebrían's Stone: +2 willpower; a spirit icon on Aragorn
            statics=(Static("willpower", 2), Static("sphere:spirit", cond=Cond("title", "Aragorn"))),
        ),
        # --- Tactics --------------------------------------------------------------------------------
        "01029": CardText(responses=(Response("defends", (DamageAttacker(1),)),)),  # Gondorian Spearman
        "01031": CardText(  # Beorn: +5 attack this phase, then back into the deck; once a round
            actions=(Action((Boost(SELF, "attack", 5), Later("shuffle_into_deck")), limit=ROUND),),
        ),
        "01032": CardText(  # Blade Mastery
            event=(Choose(CHARACTER), Boost(IT_, "attack"), Boost(IT_, "defense")),
        ),
        "01033": CardText(  # Rain of Arrows: a Ranged character exhausts, 1 damage to a player's enemies
            event=(
                Exhaust(Q(type=("hero", "ally"), zone=("heroes", "allies"), keyword="ranged", who="you")),
                ChoosePlayer(),
                Damage(Q(type="enemy", zone="engaged", who="chosen"), 1, each=True),
            ),
        ),
        "01034": CardText(event=(Flag("no_attack", ENGAGED),), event_phase="combat"),  # Feint
        "01035": CardText(event=(Exhaust(YOUR_CHARACTER), Strike())),  # Quick Strike
        "01036": CardText(  # Thicket of Spears: paid from 3 heroes; a player's enemies do not attack
            event=(ChoosePlayer(), Flag("no_attack", scope="engaged_with_chosen")), distinct_payers=3
        ),
        "01037": CardText(event=(DamageAttacker(2),), event_on="defends"),  # Swift Strike
        "01038": CardText(  # Stand Together: a player may declare any number of defenders this phase
            event=(ChoosePlayer(), Flag("multi_defend", scope="chosen_player")),
        ),
        "01039": CardText(  # Blade of Gondolin: +1 attack against Orcs; 1 progress after its bearer's attack kills
            statics=(Static("attack_vs:orc", 1),),
            responses=(Response("kills", (Progress("quest", 1),), subject="bearer_in_extra"),),
        ),
        "01040": CardText(statics=(Static("hit_points", 4),)),  # Citadel Plate
        "01041": CardText(  # Dwarven Axe: +1 attack, +2 on a Dwarf
            statics=(Static("attack", 1), Static("attack", 1, cond=Cond("trait", "Dwarf"))),
        ),
        "01042": CardText(  # Horn of Gondor: a resource after a character is destroyed
            responses=(Response("destroyed", (AddResources(BEARER, 1),), subject=Q(type=("hero", "ally"))),),
        ),
        # --- Spirit ---------------------------------------------------------------------------------
        "01043": CardText(  # Wandering Took: -3 threat, control to another player who gets +3
            actions=(Action((ChangeThreat(-3), GiveControl()), limit=ROUND),),
        ),
        "01044": CardText(responses=(Response("commits", (Progress("active", 1),)),)),  # Lórien Guide
        "01045": CardText(
            responses=(Response("commits", (Progress("each_staging", 1),)),)
        ),  # Northern Tracker
        "01046": CardText(  # The Galadhrim's Greeting
            event=(
                Branch(
                    ((ChoosePlayer(), ChangeThreat(-6, "chosen")), (ChangeThreat(-2, "each"),)),
                    ("one player's threat -6", "each player's threat -2"),
                ),
            ),
        ),
        "01047": CardText(  # Strength of Will: a spirit character exhausts, 2 progress on the new location
            event=(
                Exhaust(Q(type=("hero", "ally"), zone=("heroes", "allies"), sphere="spirit", who="you")),
                Progress("subj", 2),
            ),
            event_on="travel",
        ),
        "01048": CardText(event=(Cancel("shadow"),), event_on="shadow"),  # Hasty Stroke
        "01049": CardText(  # Will of the West: a discard pile back into its deck; removed from the game
            event=(ChoosePlayer(), ShuffleDiscardIntoDeck()), remove_after=True
        ),
        "01050": CardText(event=(Cancel(),), event_on="revealed"),  # A Test of Will
        "01051": CardText(event=(PutIntoPlay("discard_x"),)),  # Stand and Fight
        "01052": CardText(event=(ToStaging(ENGAGED),)),  # A Light in the Dark
        "01053": CardText(event=(ReturnToHand("sphere", "spirit"),)),  # Dwarven Tomb
        "01054": CardText(event=(PutIntoPlay("hero_discard"),)),  # Fortune or Fate
        "01055": CardText(statics=(Static("willpower", 1),)),  # The Favor of the Lady
        "01056": CardText(statics=(Static("threat", -1),)),  # Power in the Earth
        "01057": CardText(actions=(Action((Exhaust(SELF), Ready(BEARER))),)),  # Unexpected Courage
        # --- Lore -----------------------------------------------------------------------------------
        "01058": CardText(actions=(Action((Exhaust(SELF), Heal(HERO, 2))),)),  # Daughter of the Nimrodel
        "01059": CardText(responses=(Response("played", (ReturnToHand("top_attachment"),)),)),  # Hammersmith
        "01060": CardText(actions=(Action((Exhaust(SELF), LookTop())),)),  # Henamarth Riversong
        "01061": CardText(responses=(Response("enters", (DiscardAttachment("Condition"),)),)),  # Miner
        "01062": CardText(  # Gléowine
            actions=(Action((Exhaust(SELF), ChoosePlayer(), Draw(1, "chosen"))),),
        ),
        "01063": CardText(event=(Heal(CHARACTER),)),  # Lore of Imladris
        "01064": CardText(event=(ChoosePlayer(), Draw(3, "chosen"))),  # Lórien's Wealth
        "01065": CardText(  # Radagast's Cunning
            event=(Flag("no_threat", Q(type="enemy", zone="staging")),), event_phase="quest"
        ),
        "01066": CardText(  # Secret Paths
            event=(Flag("no_threat", Q(type="location", zone="staging")),), event_phase="quest"
        ),
        "01067": CardText(event=(ChoosePlayer(), TopXToHand("lore"))),  # Gandalf's Search
        "01068": CardText(  # Beorn's Hospitality
            event=(ChoosePlayer(), Heal(Q(type="hero", zone="heroes", who="chosen"), each=True)),
        ),
        "01069": CardText(statics=(Static("no_attack"),)),  # Forest Snare
        "01070": CardText(  # Protector of Lórien: discard for +1 defense or willpower, 3 times a phase
            actions=(
                Action((DiscardFromHand(), BoostBranch(BEARER, ("defense", "willpower"))), limit=PHASE),
            ),
        ),
        "01071": CardText(  # Dark Knowledge: -1 willpower; look at a shadow card dealt to your enemy
            statics=(Static("willpower", -1),),
            responses=(Response("shadow_dealt", (Exhaust(SELF), LookShadow()), subject="attacks_you"),),
        ),
        "01072": CardText(actions=(Action((Exhaust(SELF), Heal(BEARER, 2))),)),  # Self Preservation
        # --- neutral --------------------------------------------------------------------------------
        "01073": CardText(  # Gandalf: one of three effects on entering play; leaves at the round's end
            responses=(
                Response(
                    "enters",
                    (
                        Branch(
                            ((Draw(3),), (Damage(ENEMY, 4),), (ChangeThreat(-5),)),
                            ("draw 3 cards", "4 damage to an enemy", "threat -5"),
                        ),
                    ),
                ),
            ),
            end_of_round=(DiscardSelf(),),
        ),
    }
)
