"""Sauron's cards in the effect vocabulary: Shadow cards played, Events' and Plots' texts (rulings
R300-R349 in ``docs/meq-rules.md``)."""
