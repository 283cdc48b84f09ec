"""Aliens vs. Zombies at the table: the town, its counters and panels, clicks that become
Actions at every decision point, and animations of the Events.

One job a module: view.py the board view (AvzScene), layout.py where things go, board.py the
town and what lies on it, piles.py the grave, dead pile and reserve on the table beside it,
counters.py the counters, panels.py the panel column, choices.py
what each decision point offers, modes.py the input modes, anim.py what each Event looks like.
"""
from .view import AvzScene

__all__ = ["AvzScene"]
