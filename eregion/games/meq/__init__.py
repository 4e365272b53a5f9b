"""Middle-earth Quest (Fantasy Flight Games, 2009): Sauron against one to three heroes.

So far the components (:mod:`.components`) and the first rule modules exist, pure functions the game
flow will call: :mod:`.board` (where everything stands), :mod:`.travel`, :mod:`.influence` and
:mod:`.story`. The game joins the catalogue in :mod:`eregion.games` when its flow is written::

    from eregion.games.meq.components import components
    from eregion.games.meq.travel import move_cost
    move_cost(components(), "fornost", "weathertop")  # Cost(icon='hill', cards=3)
"""
