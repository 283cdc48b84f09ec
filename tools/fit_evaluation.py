"""Fit a game's evaluation for Hard (issue 36): the weights in its bots.py (`WEIGHTS`) are a logistic
regression of who won on what `position(state)` shows, fitted on positions of flowchart games played as
Hard's playouts play them (every seat's flowchart bot, a share ROLLOUT_NOISE of its choices at random).
Prints the weights, and how well they predict on the last quarter of the games (held out) against the
base rate: the Brier score (the mean squared error of the chance; lower is better).

    python -m tools.fit_evaluation zt --seat humans --games 600
    python -m tools.fit_evaluation atz --seat survivors --games 400 --option scenario=firefight
"""
from __future__ import annotations

import argparse
import importlib
import math

from zombiebox.core import registry
from zombiebox.core.bots import logistic
from zombiebox.core.dice import Dice
from zombiebox.core.search import ROLLOUT_NOISE, _value

EVERY = 5          # decisions between the positions taken from a game
RIDGE = 1e-3       # a little shrinkage, so a feature that never varies gets no weight
NEWTON_STEPS = 25


def positions(game_id: str, seat: str, seeds: range, options: dict) -> list[tuple[dict[str, float], float]]:
    """(what a position shows, what the game was worth to `seat` in the end) for positions of each game."""
    game = registry.get(game_id)
    rules, position = game.rules, importlib.import_module(f"zombiebox.games.{game_id}.bots").position
    options = rules.resolve_options(options)
    rows = []
    for seed in seeds:
        dice, cup = Dice(seed), Dice(seed).fork(1)
        state = rules.setup(options, dice)
        bots = {s: game.make_bot(game.default_bot(s), s) for s in rules.seats(options)}
        shown, step = [], 0
        while (to_move := rules.to_move(state)) is not None:
            if step % EVERY == 0 and (features := position(state)) is not None:
                shown.append(features)
            actions = rules.legal_actions(state)
            if cup.randrange(1000) < ROLLOUT_NOISE * 1000 and len(actions) > 1:
                action = actions[cup.randrange(len(actions))]
            else:
                action = bots[to_move].choose(rules, state, actions, cup).action
            rules.apply(state, action, dice)
            step += 1
        worth = _value(rules.outcome(state).winners, seat)
        rows += [(features, worth) for features in shown]
    return rows


def fit(rows: list[tuple[dict[str, float], float]]) -> dict[str, float]:
    """Logistic regression by Newton's method (the labels may be a half: a game nobody won)."""
    names = ["bias", *rows[0][0]]
    xs = [[1.0, *features.values()] for features, _ in rows]
    w = [0.0] * len(names)
    for _ in range(NEWTON_STEPS):
        grad = [RIDGE * wi for wi in w]
        hess = [[RIDGE * (i == j) for j in range(len(w))] for i in range(len(w))]
        for x, (_, y) in zip(xs, rows):
            p = 1 / (1 + math.exp(-max(-30.0, min(30.0, sum(wi * xi for wi, xi in zip(w, x))))))
            for i, xi in enumerate(x):
                grad[i] += (p - y) * xi
                for j, xj in enumerate(x):
                    hess[i][j] += p * (1 - p) * xi * xj
        w = [wi - d for wi, d in zip(w, solve(hess, grad))]
    return dict(zip(names, (round(wi, 3) for wi in w)))


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b (Gaussian elimination with partial pivoting; a is small and positive definite)."""
    n = len(b)
    m = [row[:] + [bi] for row, bi in zip(a, b)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    x = [0.0] * n
    for r in reversed(range(n)):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def brier(chances: list[float], worths: list[float]) -> float:
    return sum((p - y) ** 2 for p, y in zip(chances, worths)) / len(worths)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--seat", required=True, help="the seat the position's features favour")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    args = parser.parse_args()
    options = dict(o.split("=", 1) for o in args.option)
    held_out = max(1, args.games // 4)
    train = positions(args.game, args.seat, range(1, args.games - held_out + 1), options)
    test = positions(args.game, args.seat, range(args.games - held_out + 1, args.games + 1), options)
    weights = fit(train)
    worths = [y for _, y in test]
    base = sum(y for _, y in train) / len(train)
    print(f"WEIGHTS = {weights}")
    print(f"{len(train)} positions from {args.games - held_out} games fitted; {len(test)} from {held_out} held out: "
          f"Brier {brier([logistic(weights, f) for f, _ in test], worths):.4f} against "
          f"{brier([base] * len(test), worths):.4f} for the base rate ({base:.3f})")


if __name__ == "__main__":
    main()
