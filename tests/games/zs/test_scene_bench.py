"""The benchmark position (`zombiebox bench zs`): four full houses, every zombie still counted once,
the dice in hand so the lid is drawn; the throw's frames measured by drags and releases."""
from zombiebox.games.zs import GAME, bench_state
from zombiebox.games.zs.scene import bench
from zombiebox.ui.headless import bot_played


def test_bench_fill_fills_every_yard_and_keeps_every_zombie():
    options, seed, steps = bench_state()
    state = bot_played("zs", seed, steps, options).state
    GAME.bench_fill(state)
    for hh in state.households.values():
        assert all(len(squares) >= 5 for squares in hh.zombies.values())
        assert hh.placed and hh.barricades
    assert GAME.rules.decision(state) == "throw"
    assert GAME.rules.invariants(state) == []


def test_bench_times_the_throws_frames(monkeypatch):
    monkeypatch.setattr(bench, "THROWS", 2)
    figures = GAME.bench_figures()
    assert set(figures) == {"throw_frame_ms_p50", "throw_frame_ms_p99", "throw_frames"}
    assert figures["throw_frames"] > 2 * 30, "each throw animates its flight over many frames"
    assert 0 < figures["throw_frame_ms_p50"] <= figures["throw_frame_ms_p99"]
