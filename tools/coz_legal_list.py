"""City of Zombies' legal list of hits at its worst: the bench's 18-target board, every roll of
three dice, cold caches. Prints, for each set of held items, the slowest build (CPU ms, best of
3) of the cheapest ways alone (`every_hit`) and of the whole list with every spend
(`every_hit` + `every_spend`), and the most hits each lists (issue 14; docs/rulings.md).

    .venv/bin/python -m tools.coz_legal_list
"""
import time
from itertools import combinations_with_replacement

from zombiebox.games.coz import solver
from zombiebox.games.coz.bench import SOLVER_BOARD, SOLVER_HELD


def cold_ms(build) -> float:
    best = float("inf")
    for _ in range(3):
        solver.clear_caches()
        start = time.process_time()
        build()
        best = min(best, time.process_time() - start)
    return best * 1e3


def main() -> None:
    board = tuple((f"t{i}", s) for i, s in enumerate(SOLVER_BOARD))
    for name, words in SOLVER_HELD.items():
        tools = solver.tools_from_words(list(words))
        cheapest = whole = 0.0
        sizes = []
        for roll in combinations_with_replacement(range(1, 7), 3):
            dice = tuple(enumerate(roll))
            cheapest = max(cheapest, cold_ms(lambda: solver.every_hit(dice, board, tools)))
            whole = max(whole, cold_ms(lambda: solver.every_hit(dice, board, tools) + solver.every_spend(dice, board, tools)))
            sizes.append((len(solver.every_hit(dice, board, tools)),
                          len(solver.every_hit(dice, board, tools) + solver.every_spend(dice, board, tools))))
        print(f"{name}: cheapest ways cold max {cheapest:.1f} ms, every spend {whole:.1f} ms; "
              f"hits listed max {max(s[0] for s in sizes)} / {max(s[1] for s in sizes)}")


if __name__ == "__main__":
    main()
