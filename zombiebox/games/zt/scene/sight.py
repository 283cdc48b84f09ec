"""What a zombie sees, for the board to draw and say: the spaces straight ahead up to 4 (ZT Zombie Line of
Sight), stopped by the first marker or an obstacle, and the human seen there. Drawn on hover, and said on
the zombies lit for activation (ZT Moving Zombies I and II). The ray is the lot's and the human the rules'
(`sight.seen`), so the board never disagrees with the rules; only the spaces crossed are the board's own."""
from __future__ import annotations

from typing import Optional

from ..lot import Lot
from ..sight import seen


def looking(s, lot: Lot, z: str) -> tuple[list[str], Optional[str], int]:
    """(the spaces the zombie's line of sight crosses, the human it sees or None, how far ahead the first
    marker is, 0 for none)."""
    occ = s.occupied()
    ray = lot.sight[s.zombies[z]][s.facing[z]]
    for i, n in enumerate(ray, 1):
        if n in occ:
            return list(ray[:i]), seen(s, lot, occ, z), i
    return list(ray), None, 0
