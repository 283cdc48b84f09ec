"""Zombie Terror at the table: the parking lot, its markers and panels, clicks that become Actions at
every decision point, and animations of the Events.

One job a module: view.py the board view (ZtScene), layout.py where things go, board.py the lot and what
stands on it, figures.py the human and zombie markers, panels.py the side column, choices.py what each
decision point offers, modes.py the input modes, anim.py what each Event looks like.
"""
from .view import ZtScene

__all__ = ["ZtScene"]
