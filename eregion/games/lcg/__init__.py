"""The Lord of the Rings: The Card Game (LCG), Core Set."""
