"""What a zombie sees, for the board to draw and say: the spaces straight ahead up to 4 (ZT Zombie Line of
Sight), stopped by the first marker or an obstacle, and the human seen there. Drawn on hover, and said on
the zombies lit for activation (ZT Moving Zombies I and II)."""
from __future__ import annotations

from typing import Optional

from ..data import HUMANS_BY_ID
from ..lot import SIGHT, Lot


def looking(s, lot: Lot, z: str) -> tuple[list[str], Optional[str], int]:
    """(the spaces the zombie's line of sight crosses, the human it sees or None, how far ahead he is)."""
    occ = s.occupied()
    crossed: list[str] = []
    for n in lot.line(s.zombies[z], s.facing[z])[:SIGHT]:
        crossed.append(n)
        marker = occ.get(n)
        if marker is not None:
            return crossed, (marker if marker in HUMANS_BY_ID else None), len(crossed)
    return crossed, None, 0
