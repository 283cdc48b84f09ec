"""Zombie Survival at the table: the board view and its parts, one job a module.

view (ZsScene, the BoardView), layout (where things are on screen), house (one household's house and
yards painted from its map), board (the houses at rest and their layers), panels (the tracker, the
event deck, the town decks, the draft pool), choices (what each decision offers: the places a click
plays, the buttons; ui/offer.py), modes (input modes: a turn, the weapon's target, the throw), throw
(the dice thrown into the box lid, pymunk), anim (what each Event looks like).
"""
from .view import ZsScene

__all__ = ["ZsScene"]
