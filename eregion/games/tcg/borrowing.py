"""Game text one card has from another: "While you can spot your site 3, Silinde has the game text of
that site" (``CardText.site_text``). The rules read a card in play's text through :func:`text_of`,
which adds the site's abilities (static, special and triggered) to the card's own while the
site is spotted; the borrowed abilities are the card's own then, used and active as the card is.

Sites are always active and spotted while on the adventure path (CR 4.2, "site"); "your site" is one
from its controller's adventure deck. A site text that names the site itself (``CardText.own_site``:
"when the fellowship moves from Council Courtyard") concerns the fellowship there, where the site's
text works itself, and lends nothing (ruling 100).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from eregion.games.tcg.registry import TEXT, CardText, Trigger

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState

_JOINED: dict[tuple[str, str], CardText] = {}


def lender(s: TcgState, uid: int) -> int | None:
    """The site whose game text ``uid`` has now: its controller's site of the number its text names,
    on the adventure path; None when it names none, or that site is not there or lends nothing."""
    own = TEXT.get(s.cards[uid].cid)
    if own is None or not own.site_text:
        return None
    site = s.path[own.site_text]
    if site < 0 or s.cards[site].owner != s.cards[uid].controller:
        return None
    lent = TEXT.get(s.cards[site].cid)
    return None if lent is None or lent.own_site else site


def text_of(s: TcgState, uid: int) -> CardText | None:
    """The game text of card ``uid`` as it stands: its own, with the text it has from a site."""
    cid = s.cards[uid].cid
    own = TEXT.get(cid)
    if own is None or not own.site_text:
        return own
    site = lender(s, uid)
    if site is None:
        return own
    key = (cid, s.cards[site].cid)
    joined = _JOINED.get(key)
    if joined is None:
        lent = TEXT[key[1]]
        joined = _JOINED[key] = replace(
            own,
            statics=own.statics + lent.statics,
            specials=own.specials + lent.specials,
            triggers=own.triggers + lent.triggers,
        )
    return joined


def triggers_of(s: TcgState, uid: int) -> tuple[Trigger, ...]:
    """The triggers of card ``uid``'s text as it stands (none when it has no encoded text)."""
    text = text_of(s, uid)
    return () if text is None else text.triggers


def borrows(cid: str) -> bool:
    """Does this card's text depend on a site's (so a lookup by card id alone misses some of it)?"""
    own = TEXT.get(cid)
    return own is not None and own.site_text > 0
