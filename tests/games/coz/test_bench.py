"""The benchmark position (`zombiebox bench coz`): the fullest table, every card still counted once."""
from zombiebox.games.coz import GAME, bench_state
from zombiebox.ui.headless import bot_played


def test_bench_fill_puts_a_card_in_all_30_spaces_and_keeps_every_card():
    options, seed, steps = bench_state()
    state = bot_played("coz", seed, steps, options).state
    GAME.bench_fill(state)
    assert all(state["board"])                                   # 5 rows x 6 columns (CoZ board)
    assert len(state["heroes"]) == 6 and state["items"] and len(state["safe_zone"]) > 6
    assert GAME.rules.invariants(state) == []
