"""The response cards of set 1 ("Response: if ..."), on the Response window (``responses``, rulings
30-35): each a :class:`Response` to a kind of triggering event, with the card it happens to as ``IT``."""

from __future__ import annotations

from eregion.cards.effects import Require
from eregion.games.tcg.cardtext import COMPANION, FELLOWSHIP, GANDALF, MORIA_ORC, URUK
from eregion.games.tcg.filters import BEARER, IT, RING_BEARER, SELF, Cond, Q, Static
from eregion.games.tcg.piles import DiscardAtRandom, MillForBurdens, MillOpponent
from eregion.games.tcg.registry import CardText, Response, Special, Trigger, register
from eregion.games.tcg.responses import (
    Cancel,
    CopiesBeneathDeck,
    MakeRingBearer,
    PlayIt,
    Prevent,
    PutOnRing,
    ToLoser,
)
from eregion.games.tcg.vocab import (
    AddTwilight,
    Branch,
    Burdens,
    DiscardSelf,
    DiscardTarget,
    Exert,
    FreePeoplesChooses,
    Grant,
    Heal,
    PlayFrom,
    RemoveTwilight,
    Spot,
)
from eregion.games.tcg.wounding import WoundOrBurden

DWARF = Q(race="dwarf")
NAZGUL = Q(race="nazgul", type="minion")
SAURON_ORC = Q(culture="sauron", race="orc", type="minion")
YOUR_URUK = Q(race="uruk_hai", type="minion", yours=True)
WEAPONS = (Q(item_class="hand_weapon"), Q(item_class="ranged_weapon"))
MORIA_WEAPON = Q(culture="moria", either=WEAPONS)
FROM_DECK = ("draw",)
STEALTH_EVENT = Q(keyword="stealth", type="event")

register(
    {
        # --- The One Ring and the Ring-bearer's friend ---------------------------------------------
        "1_1": CardText(  # The One Ring, Isildur's Bane: any wound, 2 burdens each
            statics=(Static("ring_burdens", 2, target="bearer"),),
            responses=(Response("about_to_wound", (PutOnRing(),), BEARER),),
        ),
        "1_310": CardText(  # Sam, Son of Hamfast (the other one): Bill from the deck; the Ring if Frodo dies
            specials=(Special((FELLOWSHIP,), (PlayFrom(Q(title="Bill the Pony"), FROM_DECK),)),),
            responses=(Response("killed", (MakeRingBearer(5),), Q(title="Frodo")),),
        ),
        # --- Free Peoples events ---------------------------------------------------------------------
        "1_85": CardText(  # Strength of Spirit: no token for a companion's exertion
            responses=(Response("about_to_exert", (Spot(GANDALF), Prevent()), COMPANION),),
        ),
        "1_287": CardText(  # Extraordinary Resilience: a burden removed instead of the Ring-bearer healing
            responses=(Response("about_to_heal", (Prevent(), Burdens(-1)), RING_BEARER),),
        ),
        "1_115": CardText(  # Strength of Kings
            responses=(
                Response(
                    "played",
                    (Require(Cond("skirmish_involves", q=Q(culture="gondor", race="man"))), Cancel()),
                    Q(type="event", timing="skirmish"),
                ),
            ),
        ),
        "1_23": CardText(responses=(Response("wins_skirmish", (MillOpponent(3),), DWARF),)),  # Nobody Tosses
        "1_25": CardText(responses=(Response("wins_skirmish", (Heal(IT),), DWARF),)),  # Still Draws Breath
        # --- Isengard ---------------------------------------------------------------------------------
        "1_122": CardText(  # Breeding Pit
            responses=(Response("played", (CopiesBeneathDeck(),), YOUR_URUK),),
        ),
        "1_161": CardText(  # Wariness
            responses=(
                Response(
                    "played",
                    (
                        Branch(((Exert(YOUR_URUK),), (DiscardTarget(YOUR_URUK),)), ("exert", "discard")),
                        Cancel(),
                    ),
                    STEALTH_EVENT,
                ),
            ),
        ),
        "1_144": CardText(  # Uruk Bloodlust
            support=True,
            responses=(Response("wins_skirmish", (RemoveTwilight(1), Heal(IT)), YOUR_URUK),),
        ),
        "1_155": CardText(  # Uruk Spy
            responses=(
                Response("puts_on_ring", (Exert(SELF), MillForBurdens(Q(culture="isengard", type="minion")))),
            ),
        ),
        "1_159": CardText(  # Uruk-hai Rampage
            support=True,
            requires=(Spot(URUK),),
            responses=(
                Response("wins_skirmish", (RemoveTwilight(3), Grant(IT, "fierce", "regroup")), YOUR_URUK),
            ),
        ),
        # --- Moria ------------------------------------------------------------------------------------
        "1_173": CardText(  # Goblin Armory
            support=True,
            triggers=(Trigger("plays", (AddTwilight(1),), q=MORIA_WEAPON),),
            responses=(Response("about_to_wound", (DiscardSelf(), Prevent()), MORIA_ORC),),
        ),
        "1_194": CardText(  # Relentless
            responses=(
                Response("played", (Spot(Q(culture="moria", type="minion"), 3), Cancel()), STEALTH_EVENT),
            ),
        ),
        "1_189": CardText(  # Lost to the Goblins: two triggers, one text
            responses=tuple(
                Response(on, (MillForBurdens(Q(culture="moria", type="minion"), limit=3),), RING_BEARER)
                for on in ("exerts", "takes_wound")
            ),
        ),
        "1_193": CardText(  # Plundered Armories
            support=True,
            responses=(
                Response(
                    "discarded",
                    (PlayIt(discount=1),),
                    Q(culture="moria", yours=True, either=WEAPONS),
                ),
            ),
        ),
        # --- Ringwraith -------------------------------------------------------------------------------
        "1_203": CardText(responses=(Response("about_to_wound", (Prevent(),), NAZGUL),)),  # All Blades Perish
        "1_209": CardText(  # Blade Tip
            support=True,
            triggers=(Trigger("fellowship_phase", (WoundOrBurden(BEARER),)),),
            responses=(Response("wins_skirmish", (ToLoser(),), Q(race="nazgul", type="minion", yours=True)),),
        ),
        "1_214": CardText(  # In the Ringwraith's Wake
            responses=(
                Response(
                    "wins_skirmish",
                    (
                        FreePeoplesChooses(
                            Branch(
                                ((Exert(RING_BEARER, effect=True),), (Burdens(1),)),
                                ("exert the Ring-bearer", "add a burden"),
                            )
                        ),
                    ),
                    NAZGUL,
                ),
            ),
        ),
        "1_221": CardText(  # The Pale Blade
            bearer=Q(title="The Witch-king"),
            statics=(Static("damage", 1, target="bearer"),),
            responses=(
                Response(
                    "wins_skirmish",
                    (Exert(BEARER), DiscardTarget(Q(side="free", type="condition"))),
                    Q(title="The Witch-king"),
                ),
            ),
        ),
        "1_228": CardText(
            responses=(Response("puts_on_ring", (Exert(NAZGUL), Burdens(2))),)
        ),  # Twilight World
        # --- Sauron -----------------------------------------------------------------------------------
        "1_240": CardText(  # Band of the Eye
            responses=(Response("wins_skirmish", (RemoveTwilight(2), DiscardAtRandom(1)), SELF),),
        ),
        "1_247": CardText(  # Enheartened Foe
            responses=(
                Response("wins_skirmish", (Grant(IT, "fierce", "regroup"),), Q(culture="sauron", race="orc")),
            ),
        ),
        "1_261": CardText(  # Orc Ambusher
            statics=(Static("roaming", -1, q=Q(culture="sauron", type="minion")),),
            responses=(
                Response("played", (Exert(SELF), Cancel()), Q(side="free", type="event", timing="regroup")),
            ),
        ),
        "1_275": CardText(  # Seeking It Always
            support=True,
            responses=(
                Response(
                    "played",
                    (Exert(Q(culture="sauron", keyword="tracker", type="minion")), Cancel()),
                    STEALTH_EVENT,
                ),
            ),
        ),
        "1_265": CardText(  # Orc Butchery
            responses=(Response("killed", (MillOpponent(3, per_dead=True),), COMPANION, by=SAURON_ORC),),
        ),
        "1_273": CardText(  # The Ring's Oppression
            responses=(
                Response("killed", (Burdens(1, alt=3, alt_if=Cond("wearing")),), COMPANION, by=SAURON_ORC),
            ),
        ),
    }
)
