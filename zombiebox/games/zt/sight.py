"""Straight lines on the lot: the Cop's line of shooting and the zombies' line of sight (ZT Personal
Actions and Abilities, ZT Zombie Line of Sight). Both are blocked by markers and obstacles, not by the
manhole (a space)."""
from __future__ import annotations

from typing import Optional

from .data import HUMANS_BY_ID
from .lot import DIRECTIONS, Lot
from .state import ZtState


def shooting_targets(s: ZtState, lot: Lot, occ: dict, loc: str, reach: Optional[int] = None) -> list[str]:
    """Zombies in a human's line of shooting: the first marker each way along a straight, uninterrupted
    orthogonal line, if it is a zombie; within `reach` spaces if given (the Cop's shot has no limit)."""
    found = []
    for d in DIRECTIONS:
        for i, n in enumerate(lot.line(loc, d)):
            if reach is not None and i >= reach:
                break
            marker = occ.get(n)
            if marker is not None:
                if marker in s.zombies:
                    found.append(marker)
                break
    return found


def seen(s: ZtState, lot: Lot, occ: dict, z: str) -> Optional[str]:
    """The human in a zombie's line of sight: the first marker within 4 spaces straight ahead, if it is a
    human (the human's own space is one of the 4: docs/rulings)."""
    for n in lot.sight[s.zombies[z]][s.facing[z]]:
        marker = occ.get(n)
        if marker is not None:
            return marker if marker in HUMANS_BY_ID else None
    return None


def line_of_sight(s: ZtState, lot: Lot, z: str) -> tuple[list[str], Optional[str], int]:
    """What a zombie sees, for the board to draw and say (ZT Zombie Line of Sight): (the spaces its line of
    sight crosses, stopped by the first marker or an obstacle; the human it sees there or None; how far
    ahead that first marker is, 0 for none)."""
    occ = s.occupied()
    ray = lot.sight[s.zombies[z]][s.facing[z]]
    for i, n in enumerate(ray, 1):
        if n in occ:
            return list(ray[:i]), seen(s, lot, occ, z), i
    return list(ray), None, 0


def in_front(s: ZtState, lot: Lot, occ: dict, z: str) -> Optional[str]:
    """ZT Biting: the human adjacent to the zombie and facing it (on the space in front of it), if any."""
    ahead = lot.ahead(s.zombies[z], s.facing[z])
    marker = occ.get(ahead) if ahead else None
    return marker if marker in HUMANS_BY_ID else None


def closed_corner(lot: Lot, frm: str, to: str) -> bool:
    """A diagonal step between two obstacles (the Kid may not squeeze through: docs/rulings)."""
    (c1, r1), (c2, r2) = lot.cell[frm], lot.cell[to]
    return lot.at[(c2, r1)] in lot.obstacles and lot.at[(c1, r2)] in lot.obstacles
