"""Actions in a player's words, for the generic view's buttons and the hints."""
from __future__ import annotations

from zombiebox.core.actions import Action

from .data import CARDS_BY_ID
from .markers import who
from .lot import lot_of
from .state import ZtState
from .variants import WORDS, footprint

FACING = {"N": "north", "E": "east", "S": "south", "W": "west"}


def _zombie(s: ZtState, z: str) -> str:
    return f"the zombie on {s.zombies[z]}" if z in s.zombies else z


def describe(s: ZtState, a: Action) -> str:
    k = a.kind
    if k == "place":
        return (f"place {who(a['human'])} on {a['at']}" if a.get("human")
                else f"place a zombie on {a['at']} facing {FACING[a['facing']]}")
    if k == "activate":
        return f"activate {who(a['human'])}" if a.get("human") else f"activate {_zombie(s, a['zombie'])}"
    if k == "move":
        return f"move {who(s.active)} to {a['to']}"
    if k == "push":
        return f"move {who(s.active)} to {a['to']}, pushing what is there"
    if k in ("shoot", "eliminate"):
        return f"{'shoot' if k == 'shoot' else 'eliminate'} {_zombie(s, a['target'])} (1 AP)"
    if k == "heal":
        return f"heal {who(a['human'])} (1 AP)"
    if k == "step":
        return "move the zombie forward (1 AP)"
    if k == "turn":
        return f"turn the zombie to face {FACING[a['facing']]} (1 AP)"
    if k == "spawn":
        return f"spawn a zombie on {a['at']} facing {FACING[a['facing']]}"
    if k == "take":
        return f"take {_zombie(s, a['zombie'])} to place it again"
    if k == "turn_human":
        return f"{who(a['human'])} turns into a zombie facing {FACING[a['facing']]}"
    if k == "play":
        words = f"play {CARDS_BY_ID[a['card']].name}"
        if a.get("target"):
            words += f" on {_zombie(s, a['target'])}"
        if a.get("human"):
            words += f" on {who(a['human'])}"
        if a.get("zombie"):
            words += f": {_zombie(s, a['zombie'])} faces {FACING[a['facing']]}"
        return words
    if k == "lay":
        obj = s.to_lay[0][1]
        lot = lot_of(s)
        cells, doors = footprint(lot, obj, a["at"], a.get("facing"))
        cells = sorted(cells, key=lambda n: (lot.cell[n][1], lot.cell[n][0]))
        opening = f", its {'door' if obj == 'booth' else 'exit'} on {doors[0]}" if doors else ""
        return f"lay {WORDS[obj]} on {', '.join(cells)}{opening}"
    return {"leave": "the token fits nowhere: leave it in the box", "end_turn": "end your turn", "end_activation": "end this activation",
            "end_movement": "end the movement phase", "end_spawning": "end the spawning phase",
            "zombie_check": "zombie check: end the round"}.get(k, a.text)
