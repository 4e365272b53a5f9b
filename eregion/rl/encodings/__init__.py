"""One observation encoding per game (``ENCODING`` in each module), named as the catalogue names it."""
