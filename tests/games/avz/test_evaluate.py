"""AvZ 8.0 read early: the evaluation Hard's playouts stop at (bots.win_chance)."""
from zombiebox.core.dice import Dice
from zombiebox.games.avz import GAME

RULES = GAME.rules


def test_a_bigger_dead_pile_favours_the_aliens_and_the_chances_share_a_stalemate():
    s = RULES.setup(RULES.resolve_options(None), Dice(1))
    s.turn = 5
    chances = []
    for dead in (5, 15, 25, 35):
        s.dead_pile = [f"z{i}" for i in range(dead)]
        zombies, aliens = RULES.evaluate(s, "zombies"), RULES.evaluate(s, "aliens")
        assert abs(zombies + aliens - 1) < 1e-9   # a stalemate counts half for each
        chances.append(aliens)
    assert chances == sorted(chances) and chances[0] < 0.4 and chances[-1] > 0.95


def test_late_in_the_game_the_dead_pile_nearly_decides():
    s = RULES.setup(RULES.resolve_options(None), Dice(1))
    s.dead_pile = [f"z{i}" for i in range(15)]
    s.turn = 1
    early = RULES.evaluate(s, "zombies")
    s.turn = 8
    assert RULES.evaluate(s, "zombies") > 0.75 > early   # 15 dead with one turn left: the Zombies' game
