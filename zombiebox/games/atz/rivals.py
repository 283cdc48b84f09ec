"""Survivors against survivors: who is an enemy, and survivors as targets (ATZ 8.1, 10.2, 12.0 Firefight,
14.0). A target is a figure (rulings): a zombie id ("z12") or a survivor key."""
from __future__ import annotations

from .boards import CLEAR, Table
from .combat import Target
from .data import RENEGADE
from .state import AtzState, Survivor


def hostile(state: AtzState, a: Survivor, b: Survivor) -> bool:
    """Enemies: survivors of different players where survivors fight survivors (Firefight, the competitive
    skirmish), and a renegade against everyone (10.2)."""
    return a.player != b.player and (state.hostile or RENEGADE in (a.player, b.player))


def enemies_of(state: AtzState, survivor: Survivor) -> list[Survivor]:
    """The living enemy survivors on the board, in set-up order."""
    return [s for s in state.survivors.values() if s.on_board and hostile(state, survivor, s)]


def enemies_in(state: AtzState, hex_: str, survivor: Survivor) -> list[str]:
    return [s.sid for s in enemies_of(state, survivor) if s.hex == hex_]


def is_survivor(fid: str) -> bool:
    return not (fid[:1] == "z" and fid[1:].isdigit())


def figure_hex(state: AtzState, fid: str) -> str:
    return state.survivors[fid].hex if is_survivor(fid) else state.zombies[fid].hex


def as_target(state: AtzState, table: Table, fid: str) -> Target:
    """The Ranged Combat Table's columns for a figure: a survivor in a rough or building hex is in cover
    (6.1), one wearing the vest is harder to hit (4.7); a zombie is neither."""
    if not is_survivor(fid):
        return Target()
    survivor = state.survivors[fid]
    return Target(cover=table.terrain[survivor.hex] != CLEAR, vest="vest" in survivor.gear)
