"""eregion: Lord of the Rings tabletop games played faithfully to their rulebooks."""

__version__ = "0.1.0"
