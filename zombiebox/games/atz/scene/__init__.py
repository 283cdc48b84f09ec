"""All Things Zombie at the table (docs/ui.md): view.py the board view; layout.py the map window and the
side column; hexes.py the joined boards painted; board.py the board drawn through the camera; figures.py
the counters; panels.py the turn, the status card and the counts; choices.py the buttons; modes.py the
input mode; anim.py the Events animated."""
from .view import AtzScene

__all__ = ["AtzScene"]
