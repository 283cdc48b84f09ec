"""Attacks (AvZ 7.0): attack dice, save dice, and which counter may take the next hit.

Dice come back as plain data for the log and the scene's animation:
{"value": 5, "need": 4, "hit": True} (+ "extra": True for a Blast 'Em re-roll).
"""
from __future__ import annotations

from zombiebox.core.dice import Dice

from .data import (ALIEN_HIT, ALIENS_BY_ID, SAVE, SAVE_BETTER, ZOMBIE_KINDS, ZOMBIES_BY_ID)
from .movement import has_leader
from .state import AvzState


def two_hits(uid: str) -> bool:
    """AvZ 7.3: armored Aliens (UFO, Tank, BFAR) and Zombie Mobs take two hits to kill."""
    alien = ALIENS_BY_ID.get(uid)
    return alien.armored if alien else ZOMBIES_BY_ID[uid].mob


def leader_bonus(state: AvzState, loc: str) -> int:
    """AvZ 7.1a: a Leader stacked with other Aliens adds +1 to each attack die."""
    return 1 if len(state.aliens[loc]) >= 2 and has_leader(state, loc) else 0


def alien_attack(state: AvzState, units: list[str], loc: str, dice: Dice, blast: bool) -> list[dict]:
    """AvZ 7.1a: one die per combat point, hit on 4+ (3+ with a Leader).
    AvZ 5.4 Blast 'Em: each natural 6 rolls one more die, as long as 6s come."""
    need = ALIEN_HIT - leader_bonus(state, loc)
    out = []
    pending = sum(ALIENS_BY_ID[u].combat for u in units)
    extra = False
    while pending:
        pending -= 1
        value = dice.die()
        out.append({"value": value, "need": need, "hit": value >= need, "extra": extra})
        if blast and value == 6:
            pending += 1
            extra = True
    return out


def zombie_attack(state: AvzState, units: list[str], dice: Dice) -> list[dict]:
    """AvZ 7.1z: one die per Zombie (+1 per Mob), each type rolled separately, hit when
    the result is greater than the Zombie number; Zombie Claw adds +1 (AvZ 4.0)."""
    out = []
    bonus = 1 if state.claw else 0
    for kind in ZOMBIE_KINDS:
        n = sum(2 if kind.mob else 1 for u in units if ZOMBIES_BY_ID[u] is kind)
        for value in dice.roll(n) if n else ():
            out.append({"value": value, "need": kind.number + 1 - bonus, "hit": value + bonus > kind.number,
                        "kind": kind.key})
    return out


def save_number(state: AvzState, side_aliens: bool, loc: str) -> int:
    """AvZ 7.2: saves on 5+, or 4+ for a stack with a Leader / a Tough Zombie."""
    if side_aliens:
        return SAVE_BETTER if has_leader(state, loc) else SAVE
    return SAVE_BETTER if any(ZOMBIES_BY_ID[z].tough for z in state.zombies[loc]) else SAVE


def roll_saves(state: AvzState, side_aliens: bool, loc: str, hits: int, dice: Dice) -> list[dict]:
    need = save_number(state, side_aliens, loc)
    return [{"value": v, "need": need, "saved": v >= need} for v in dice.roll(hits)]


def loss_candidates(units: list[str], left: int, damaged: str | None, armor: bool) -> list[str]:
    """Who may take the next hit (AvZ 7.3). Hits cannot be split between two-hit
    counters, so a counter already hit once takes the next one; and a loss must be
    taken if possible, so a last single hit goes to a one-hit counter if there is one."""
    if damaged is not None:
        return [damaged]
    if armor and left == 1:
        singles = [u for u in units if not two_hits(u)]
        return singles or list(units)
    return list(units)
