"""The table's pacing (issue 35.1): an action's automatic steps shown one after another, a new turn
held a pause with its line in the banner, the log never ahead of the board, Space hurries the bots."""
import pygame

from zombiebox.core import registry
from zombiebox.core.actions import Event
from zombiebox.core.match import Match
from zombiebox.games.atz.scene import anim as atz_anim
from zombiebox.ui.animator import PAUSE, Animator
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.table import TableScene

from .helpers import key, make_app, run_ticks


def bots_table(game_id: str, seed: int = 5, **settings):
    game = registry.get(game_id)
    seats = {s: game.default_bot(s) for s in Match(game, None, seed).seats}
    app = make_app(**settings)
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(game, None, seed, False, seats)))
    app.render()
    return app, t


def test_atz_zombies_move_one_after_another():
    anim = Animator()
    atz_anim.register(anim, {})
    moves = [Event("zombie_move", "ATZ 8.0", f"zombie {z} moves", {"zombie": z, "path": ["3C9", "3C10", "3C11"]})
             for z in ("z1", "z2", "z3")]
    anim.play(moves, None)
    starts = [anim.shown_after(e) for e in moves]
    assert starts == sorted(starts) and len(set(starts)) == 3   # each after the one before, none together


def test_a_new_turn_is_held_with_its_line_and_the_log_waits_for_the_board():
    """An all-bot ATZ table played by the clock: the turn's line is in the banner for the pause, and
    every log entry shown has been shown on the board first (some were held back meanwhile)."""
    app, t = bots_table("atz", bot_pace=0.2)
    held_back = turn_ticks = 0
    for _ in range(60 * 20):
        app.step()
        app.render()
        held_back = max(held_back, t.log_held())
        assert all(t.view.anim.seen(p.event) for p in t.log._shown)   # never ahead of the board
        line = t.view.anim.line
        if line and line[0].startswith("turn ") and line[1] == "ATZ 5.2":
            turn_ticks += 1
    assert held_back > 0
    assert turn_ticks >= PAUSE * 60 * 0.9   # at least one turn held its whole pause


def test_space_hurries_the_bots_and_shows_the_board_at_its_end():
    app, t = bots_table("atz", bot_pace=0.5)
    run_ticks(app, 0.6)
    slow = len(t.match.steps)
    assert t.view.anim.busy   # the bot's move is being shown
    key(app, pygame.K_SPACE)
    assert not t.view.anim.busy and t.hurry
    run_ticks(app, 0.6)
    assert len(t.match.steps) > slow + 5   # a decision a tick, unanimated
    assert t.log_held() == 0
    key(app, pygame.K_p)   # P pauses the bots, and the hurry ends with them
    app.step()
    assert not t.hurry and t.view.anim.scale == t.app.settings.animation_scale


def test_a_bots_decisions_at_one_point_are_one_move():
    """Zombie Survival's household attacks zombie after zombie: one move, each attack shown as soon
    as the one before has been, not a bot pace each."""
    app, t = bots_table("zs", bot_pace=2.0, skip_animations=True)
    for _ in range(400):
        if t.match.outcome is not None or t.match.rules.phase_rule(t.match.state) == "ZS Combat Zombies":
            break
        t.bot_step()
    seat = t.match.to_move
    before = len(t.match.steps)
    run_ticks(app, 2.1)
    attacks = [s for s in t.match.steps[before:] if s.seat == seat]
    assert len(attacks) > 1   # one pace, several decisions
