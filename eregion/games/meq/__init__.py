"""Middle-earth Quest (Fantasy Flight Games, 2009): Sauron against one to three heroes.

Only the components exist so far (:mod:`eregion.games.meq.components`); the rules come next, and the
game joins the catalogue in :mod:`eregion.games` when they do::

    from eregion.games.meq.components import components
    board = components()
    board.locations["rivendell"].haven  # True
"""
