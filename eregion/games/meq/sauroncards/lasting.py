"""What Sauron's cards do while they stay in play (an active Plot, the Current Event): the flow asks
:mod:`.registry` about them (is this location perilous, may a hero rest here...)."""

from __future__ import annotations

from dataclasses import dataclass

from eregion.games.meq.sauroncards.vocab import place_name
from eregion.games.meq.steps import C


class Lasting:
    """A lasting effect: it does nothing as it is played; the flow reads it while its card is in play."""

    def words(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True)
class ConsultCorruption(Lasting):
    character: str

    def words(self) -> str:
        return f"while it is active, a hero who consults {C.characters[self.character].name} receives 1 Corruption card"


@dataclass(frozen=True)
class Perilous(Lasting):
    at: str

    def words(self) -> str:
        return f"while it is active, {place_name(self.at)} is perilous"


@dataclass(frozen=True)
class NoRestNorEncounter(Lasting):
    def words(self) -> str:
        return "while it is active, no hero may rest or draw Encounter cards on its location"


@dataclass(frozen=True)
class TokensAs(Lasting):
    region: str
    monster: str

    def words(self) -> str:
        return (
            f"while it is active, Sauron may fight any monster token but a blank in {C.regions[self.region].name} "
            f"as a {C.monsters[self.monster].name}"
        )


@dataclass(frozen=True)
class AdvancesEachStory(Lasting):
    """Read from the card's printed data by ``plots.story_advances`` (C17)."""

    marker: str

    def words(self) -> str:
        return f"while it is the Current Event, the {self.marker} story marker advances 1 in each Story step"
