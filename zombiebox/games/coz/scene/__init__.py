"""City of Zombies at the table: the board view and its parts, one job a module.

view (CozScene, the BoardView), layout (where things are on screen, the static layer; the
rules' board geometry is ../layout.py), board (the moving parts), cards (card faces),
anim (what each Event looks like), combo (the combination builder), panels (the fight
panel), choices (the other choices, worded), modes (input modes), end (the game's end).
"""
from .view import CozScene

__all__ = ["CozScene"]
