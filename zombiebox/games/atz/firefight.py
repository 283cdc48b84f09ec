"""12.0 Firefight (Apocalypse +36): Tonya, Beck and Bank against Nick, Jimmy and Buffy, each side with 12
points of gear and weapons, on boards Two and Four; no zombies on entering the board or a building, shots
bring them as usual, and they go for the closest survivor of either side. One side eliminated wins."""
from __future__ import annotations

from typing import Optional

from zombiebox.core.dice import Dice

from .boards import table_of
from .data import SURVIVORS
from .setup import FIREFIGHT, enlist, stock
from .state import AtzState

ENEMY = "enemy"  # the second seat: a person, or a bot (the seat's choice at the table)
SIDES = (SURVIVORS, ENEMY)
TURN_LIMIT = 40  # rulings: the book sets none; after turn 40 neither side has won
# DESIGNED: the default 12 points of each side (until the purchase at set-up, 14.0): survivor, in hand, in
# pack, gear. Tonya's M4 (the story) an assault rifle (4), Beck an SMG (4), Bank a pistol (1), a medkit (2)
# and an ammo counter (1); Nick a shotgun (3), Jimmy his SMG (15.0) (4), Buffy a pistol (1), a medkit (2),
# an ammo counter (1) and drugs (1).
LOADOUTS = {
    SURVIVORS: (("tonya", "assault_rifle", "", ("ammo",)), ("beck", "smg", "", ()),
                ("bank", "pistol", "", ("medkit",))),
    ENEMY: (("nick", "shotgun", "", ("ammo",)), ("jimmy", "smg", "", ()),
            ("buffy", "pistol", "", ("medkit", "drugs"))),
}


def firefight_game(dice: Dice) -> AtzState:
    """Board Two west of Board Four, end to end (rulings): Tonya's side enters by the east edge (Board
    Four's), the enemy by the west edge (Board Two's), as the scenario says."""
    state = AtzState(FIREFIGHT, [[2, 4]], "east", players=list(SIDES), hostile=True,
                     entries={SURVIVORS: "east", ENEMY: "west"})
    for player, band in LOADOUTS.items():
        enlist(state, player, band)
    state.entered = list(table_of(state).buildings)  # no Zombie Card for entering a building; searched as usual
    return stock(state, dice)


def firefight_result(state: AtzState) -> Optional[str]:
    """12.0: "the opposed survivors fight until one side is eliminated" (killed or fled the board)."""
    standing = [side for side in SIDES if any(s.on_board or not s.hex for s in state.survivors.values()
                                               if s.player == side and s.sid not in state.dead)]
    if len(standing) == 1:
        return f"{standing[0]} win"
    if not standing or state.turn > TURN_LIMIT:
        return "draw"
    return None
