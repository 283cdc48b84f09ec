"""ZT's words for its actions, which its Moves carry: the namers their templates use (a marker's name
from its id, a facing in words) and the few words a template cannot say."""
from __future__ import annotations

from typing import Optional

from zombiebox.core.actions import Action

from .data import CARDS_BY_ID
from .markers import who
from .state import ZtState

FACING = {"N": "north", "E": "east", "S": "south", "W": "west"}


def _zombie(s: ZtState, z: str) -> str:
    return f"the zombie on {s.zombies[z]}" if z in s.zombies else z


TOKEN = {"car": "escape car", "bus": "bus", "manhole": "manhole", "booth": "guard booth", "large": "large obstacle",
         "small": "small obstacle"}   # ZT Box Contents: side B's tokens


def lying(obj: str, facing: Optional[str]) -> str:
    """How a side-B token lies by its facing (ZT Game Variants): a bus's exit, the booth's door, a large
    obstacle's length; '' for a token laid without one."""
    if facing is None:
        return ""
    if obj == "large":
        return "lying east to west" if facing == "E" else "lying north to south"
    return f"its {'door' if obj == 'booth' else 'exit'} to the {FACING[facing]}"


OBSTACLE = "an obstacle: blocks marker movement, line of shooting and zombie line of sight"
BLOCKS = {   # what a side-B token does once laid, in the rules' words (ZT Obstacles - Tokens, Valid Spaces)
    "car": "the escape car: a human whose move ends on it escapes from the board (ZT Escaping from the Board)",
    "bus": f"{OBSTACLE}; the space at its exit is a valid space, where zombies spawn (ZT Valid Spaces)",
    "booth": f"{OBSTACLE}; the space at its door is a valid space, where zombies spawn (ZT Valid Spaces)",
    "large": OBSTACLE, "small": OBSTACLE,
    "manhole": "not an obstacle: it blocks neither moves nor zombie line of sight; the Sewers card lets a human "
               "escape through it (ZT Escaping from the Board)",
}


NAMERS = {"human": lambda s, h: who(h), "zombie": _zombie, "facing": lambda s, d: FACING[d]}


def moving(s: ZtState, a: Action) -> str:
    """A move or a push of the active human (who is not in the action)."""
    return f"move {who(s.active)} to {a['to']}" + (", pushing what is there" if a.kind == "push" else "")


def playing(s: ZtState, a: Action) -> str:
    """A special card, with what it is played on."""
    words = f"play {CARDS_BY_ID[a['card']].name}"
    if a.get("target"):
        words += f" on {_zombie(s, a['target'])}"
    if a.get("human"):
        words += f" on {who(a['human'])}"
    if a.get("zombie"):
        words += f": {_zombie(s, a['zombie'])} faces {FACING[a['facing']]}"
    return words
