"""Zombie Survival's throw against the table odds (issue 30 point 8): many human throws simulated
headless through the lid's physics (games/zs/scene/throw.py, the view's own Flight), each a drag
gesture a person might make, and the outcomes compared with the table odds the bots roll
(combat.throw: a die misses 1 in 6, hits the head 1 in 6, lands on the picture 4 in 6 with a face).

    python -m tools.zs_throw_odds [--throws 1000] [--dice 1 2 3 4]

prints, by gesture and over all of them, each die's spot (miss / head / picture) and face shares,
and for each number of dice the kill rate and the total variation distance and chi-square of the
throw's outcome (a die on the head, else the sum of the picture's dice) from the table odds, beside
the same figures for as many rolls by the table odds themselves (how far chance alone strays)."""
from __future__ import annotations

import argparse
import itertools
import math
from collections import Counter
from fractions import Fraction

from zombiebox.core.dice import Dice
from zombiebox.games.zs.combat import kills, throw as throw_by_the_table
from zombiebox.games.zs.data import HEAD, LANDING, MISSES, PICTURE
from zombiebox.games.zs.lid import HEAD_AT, LID_H, LID_W

REACH_OUT = 30.0   # lid units beyond the lid where a press still takes up the dice (the view: beside the lid)


def _at(dice: Dice, low: float, high: float) -> float:
    return low + (high - low) * dice.randint(0, 10000) / 10000


def _in_lid(dice: Dice) -> tuple[float, float]:
    return _at(dice, 2, LID_W - 2), _at(dice, 2, LID_H - 2)


def _near(dice: Dice, at: tuple[float, float], most: float) -> tuple[float, float]:
    """A point up to `most` units from `at`, in the lid."""
    turn, far = _at(dice, 0, math.tau), _at(dice, 0, most)
    return (min(max(at[0] + far * math.cos(turn), 1), LID_W - 1), min(max(at[1] + far * math.sin(turn), 1), LID_H - 1))


def aimed(dice: Dice):
    """Pressed on the zombie's head and let go a few units (pixels) away."""
    start = _near(dice, HEAD_AT, 8)
    return start, _near(dice, start, 4)


def flick(dice: Dice):
    """A short flick anywhere over the lid."""
    start = _in_lid(dice)
    return start, _near(dice, start, 40)


def swing(dice: Dice):
    """Taken up at the lid's near edge (or just beyond it) and let go over the lid: the plain throw."""
    start = (_at(dice, 0, LID_W), _at(dice, LID_H - 20, LID_H + REACH_OUT))
    return start, _in_lid(dice)


def anywhere(dice: Dice):
    """Pressed and let go anywhere over the lid."""
    return _in_lid(dice), _in_lid(dice)


GESTURES = {"aimed at the head": aimed, "flick": flick, "swing from the edge": swing, "anywhere": anywhere}


def outcome(landed: list[list]) -> str:
    """What a throw decides: a kill on the head, else the sum of the picture's dice."""
    return HEAD if any(spot == HEAD for spot, _ in landed) else str(sum(f for spot, f in landed if spot == PICTURE))


def table_odds(n: int) -> dict[str, Fraction]:
    """The exact distribution of `outcome` for n dice rolled by the table odds (combat.throw)."""
    one = [((LANDING[where], face), Fraction(1, 36)) for where in range(1, 7) for face in range(1, 7)]
    odds: Counter = Counter()
    for dice in itertools.product(one, repeat=n):
        p = math.prod(q for _, q in dice)
        odds[outcome([list(d) for d, _ in dice])] += p
    return dict(odds)


def compare(seen: Counter, odds: dict[str, Fraction]) -> tuple[float, float, int]:
    """(total variation distance, chi-square, degrees of freedom), outcomes expected fewer than 5
    times pooled into one cell."""
    total = sum(seen.values())
    tv = sum(abs(seen.get(k, 0) / total - float(odds.get(k, 0))) for k in set(seen) | set(odds)) / 2
    cells, pooled_seen, pooled_exp = [], 0, 0.0
    for k, p in odds.items():
        if total * p >= 5:
            cells.append((seen.get(k, 0), total * float(p)))
        else:
            pooled_seen, pooled_exp = pooled_seen + seen.get(k, 0), pooled_exp + total * float(p)
    if pooled_exp:
        cells.append((pooled_seen, pooled_exp))
    return tv, sum((o - e) ** 2 / e for o, e in cells), len(cells) - 1


def simulate(gesture, n: int, throws: int, seed: int = 1) -> list[list[list]]:
    """`throws` throws of n dice by `gesture`, each with its own jitter seed: the landed [spot, face]s."""
    from zombiebox.games.zs.scene.throw import throw
    hands = Dice(seed)
    out = []
    for i in range(throws):
        start, end = gesture(hands)
        out.append([[d.spot, 0 if d.spot in MISSES else d.face] for d in throw(start, end, n, seed * 100003 + i).landed])
    return out


def kill_rate(n: int) -> float:
    return float(sum(p for k, p in table_odds(n).items() if k == HEAD or int(k) >= 6))


def report(throws: int, dice_counts: list[int]) -> list[str]:
    lines = []
    for n in dice_counts:
        odds = table_odds(n)
        everything: Counter = Counter()
        for name, gesture in GESTURES.items():
            landed = simulate(gesture, n, throws, seed=n * 10 + list(GESTURES).index(name) + 1)
            seen = Counter(outcome(t) for t in landed)
            everything += seen
            spots = Counter("miss" if s in MISSES else s for t in landed for s, _ in t)
            dies = sum(spots.values())
            tv, chi2, dof = compare(seen, odds)
            kill = sum(kills(t) for t in landed) / len(landed)
            lines.append(f"{n} dice, {name:20} miss {spots['miss'] / dies:.3f} head {spots[HEAD] / dies:.3f} "
                         f"picture {spots[PICTURE] / dies:.3f}  kills {kill:.3f} (table {kill_rate(n):.3f})  "
                         f"TV {tv:.3f} chi2 {chi2:.1f} (dof {dof})")
        tv, chi2, dof = compare(everything, odds)
        lines.append(f"{n} dice, all gestures        TV {tv:.3f} chi2 {chi2:.1f} (dof {dof}), "
                     f"{sum(everything.values())} throws")
        for rolls in (throws, throws * len(GESTURES)):   # as many as a gesture's throws, as all of them
            rolled = Counter(outcome(throw_by_the_table(Dice(n * 100003 + i), n)) for i in range(rolls))
            tv, chi2, dof = compare(rolled, odds)
            lines.append(f"{n} dice, the table odds rolled {rolls} times (chance alone): TV {tv:.3f} chi2 {chi2:.1f} "
                         f"(dof {dof})")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--throws", type=int, default=1000, help="throws a gesture and number of dice")
    parser.add_argument("--dice", type=int, nargs="+", default=[1, 2, 3, 4])
    args = parser.parse_args()
    print("\n".join(report(args.throws, args.dice)))


if __name__ == "__main__":
    main()
