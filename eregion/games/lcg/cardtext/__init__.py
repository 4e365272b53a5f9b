"""The LCG cards' texts, encoded as vocabulary data by card id: the player cards and the encounter cards."""
