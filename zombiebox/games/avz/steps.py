"""The decision points of Aliens vs. Zombies: the rule each applies and the action kinds it answers."""
from __future__ import annotations

from .data import ALIENS, ZOMBIES

STEP_RULE = {
    "place": "AvZ 2.0", "place_group": "AvZ 2.0", "reveal": "AvZ 3.0", "spawn": "AvZ 3.0",
    "bite": "AvZ 4.0", "laser": "AvZ 4.0", "mutate": "AvZ 4.0", "rampage": "AvZ 4.0", "bfar": "AvZ 4.0",
    "losses": "AvZ 7.3", "land": "AvZ 3.0", "act": "AvZ 5.0", "group": "AvZ 5.0", "discard": "AvZ 6.4",
    "over": "AvZ 8.0",
}
# Which action kinds each decision point answers.
STEP_KINDS = {
    "place": ("place",), "place_group": ("place_group",), "reveal": ("reveal",), "spawn": ("spawn",),
    "bite": ("bite",), "laser": ("laser",), "mutate": ("mutate",), "rampage": ("rampage", "stop"),
    "bfar": ("bfar",), "land": ("land", "done"), "act": ("act", "end"),
    "group": ("add", "add_all", "move", "attack", "blast", "chomp", "pass"), "discard": ("discard",),
    "losses": ("assign", "kill", "stomp", "remove"), "over": (),
}
ACTION_KINDS = {ALIENS: ("move", "attack", "blast"), ZOMBIES: ("move", "attack", "chomp")}  # AvZ 5.0
