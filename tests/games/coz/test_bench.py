"""The benchmark position (`zombiebox bench coz`): the fullest table, every card still counted once."""
from zombiebox.games.coz import GAME, bench, bench_state, solver
from zombiebox.ui.headless import bot_played


def test_bench_fill_puts_a_card_in_all_30_spaces_and_keeps_every_card():
    options, seed, steps = bench_state()
    state = bot_played("coz", seed, steps, options).state
    GAME.bench_fill(state)
    assert all(state.board)                                   # 5 rows x 6 columns (CoZ board)
    assert len(state.heroes) == 6 and state.items and len(state.safe_zone) > 6
    assert GAME.rules.invariants(state) == []


def test_bench_times_the_solver_cold_for_each_held_set_and_leaves_it_answering(monkeypatch):
    monkeypatch.setattr(bench, "TRIES", 1)
    monkeypatch.setattr(bench, "SOLVER_HELD", {"none": (), "energy": ("energy",)})
    figures = GAME.bench_figures()
    assert set(figures) == {"solver_cold_ms_max_none", "solver_cold_ms_max_energy"}
    assert all(ms > 0 for ms in figures.values())
    best = solver.assignments(((0, 2), (1, 3), (2, 6)), (("a", 4, 1.0), ("b", 9, 1.0), ("c", 6, 1.0)))
    assert len(best[0].hits) == 3    # 2 squared, 3 squared and 6 (CoZ MASTER THIS!), after the clearing too
