"""Resolving fire and melee: the two ways of using the dice (ATZ 5.3), the Ranged Combat Table (8.1)
and the melee resolution (8.3), as pure functions of the dice already rolled."""
from __future__ import annotations

from dataclasses import dataclass

from .data import (AMMO_OUT_ONES, MELEE_DOUBLE_WOUND_RATIO, MELEE_DOUBLE_WOUND_ZOMBIES, RCT_COVER, RCT_NEEDS,
                   RCT_RUSHED, RCT_VEST, ZOMBIE_REP, Weapon)


def totals(rep: int, dice: list[int]) -> list[int]:
    """ATZ 5.3 Adding to Reputation: each die plus the Rep."""
    return [rep + d for d in dice]


def successes(rep: int, dice: list[int]) -> int:
    """ATZ 5.3 Rolled versus Reputation: each die equal to or under the Rep is a success."""
    return sum(d <= rep for d in dice)


@dataclass(frozen=True)
class FireDice:
    roll: int  # dice to roll
    shot: int  # the Shot counter left behind (4.2), 0 for none
    panic: bool


def fire_dice(weapon: Weapon, shots: int | None = None, scoped: bool = False, panic: bool = False) -> FireDice:
    """How many dice a weapon rolls and what Shot counter it leaves (ATZ 4.2, 4.4, 8.1.3-8.1.8).
    `shots`: the SMG's 2-4 or the assault rifle's 1-3; a scope adds a die but no shot (4.4), panic
    fire adds a die and a shot (8.1.8); never both (4.4): a scoped weapon panic firing rolls the Panic
    Fire die alone (rulings)."""
    if shots is None:
        shots = weapon.fire_dice
    if weapon.choose and shots not in weapon.choose:
        raise ValueError(f"a {weapon.name} fires {', '.join(map(str, weapon.choose))} shots, not {shots} "
                         f"(ATZ 8.1.3, 8.1.4)")
    if not weapon.choose and shots != weapon.fire_dice:
        raise ValueError(f"a {weapon.name} fires {weapon.fire_dice} dice (ATZ 4.1)")
    roll = shots + (scoped or panic)
    shot = (shots + panic) if weapon.shots else 0
    if weapon.per_figure:
        shot = 1  # 4.2: a grenade leaves one Shot 1 counter in the impact hex
    return FireDice(roll, shot, panic)


def out_of_ammo(dice: list[int], panic: bool = False) -> bool:
    """ATZ 8.1.7: two or more 1s (every die rolled, 8.1.5); 8.1.8: always after panic fire."""
    return panic or sum(d == 1 for d in dice) >= AMMO_OUT_ONES


@dataclass(frozen=True)
class Target:
    cover: bool = False  # a survivor in a rough or building hex (6.1)
    vest: bool = False   # a survivor wearing the vest (4.7)


def needed(place: int, target: Target = Target(), rushed: bool = False) -> int:
    """The total a die needs to hit the target at `place` (1 = first) on the Ranged Combat Table."""
    base = RCT_NEEDS[min(place, len(RCT_NEEDS)) - 1]
    return base + RCT_COVER * target.cover + RCT_VEST * target.vest + RCT_RUSHED * rushed


@dataclass(frozen=True)
class DieResult:
    total: int
    target: int  # index into the targets
    hit: bool


def ranged_fire(rep: int, dice: list[int], targets: list[Target], keep: int = 0, per_figure: bool = False,
                rushed: bool = False) -> list[DieResult]:
    """ATZ 8.1: the dice (the best `keep` for a shotgun, 8.1.5), added to the Rep and applied highest
    first to the first target, the next to the second, and so on; dice beyond the last target go to it
    again (8.1's fourth die on three targets). A grenade rolls a die for each target, in order, each a
    first target (8.1.6)."""
    if per_figure:
        return [DieResult(total, i, total >= needed(1, targets[i], rushed)) for i, total in enumerate(totals(rep, dice))]
    kept = sorted(totals(rep, dice), reverse=True)[:keep or None]
    out = []
    for i, total in enumerate(kept):
        index = min(i, len(targets) - 1)
        out.append(DieResult(total, index, total >= needed(index + 1, targets[index], rushed)))
    return out


def hit_targets(results: list[DieResult]) -> list[int]:
    """The targets hit at least once (ATZ 8.1: a hit kills a zombie), in order."""
    return sorted({r.target for r in results if r.hit})


@dataclass(frozen=True)
class Melee:
    survivor: int       # successes
    zombies: int
    zombies_killed: int
    wounds: int         # to the survivor


def melee(rep: int, survivor_dice: list[int], zombie_dice: list[int]) -> Melee:
    """ATZ 8.3 against zombies (one die a zombie, each against Rep 4): more successes for the survivor
    kill a zombie; more for the zombies wound the survivor, twice when at least four zombies score
    three times the survivor's successes (and at least three, rulings); a tie does nothing."""
    mine, theirs = successes(rep, survivor_dice), successes(ZOMBIE_REP, zombie_dice)
    if mine > theirs:
        return Melee(mine, theirs, 1, 0)
    if mine == theirs:
        return Melee(mine, theirs, 0, 0)
    double = (len(zombie_dice) >= MELEE_DOUBLE_WOUND_ZOMBIES
              and theirs >= MELEE_DOUBLE_WOUND_RATIO * max(mine, 1))
    return Melee(mine, theirs, 0, 2 if double else 1)
