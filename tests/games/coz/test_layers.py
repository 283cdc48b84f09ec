"""The CoZ board's cached layers (ui/layer.py): what a frame shows from them is what a fresh
drawing of the same position shows."""
import pygame

from zombiebox.core.match import Match
from zombiebox.games.coz import GAME
from zombiebox.ui.app import App
from zombiebox.ui.settings import Settings
from zombiebox.ui.table import TableScene


def test_the_board_at_rest_after_an_animation_is_the_board_drawn_afresh():
    """A hit flashes its Zombie (a keyed tween): once it ends, the cached board must not keep
    the flash's last frame (the tween is still read in the tick it ends)."""
    app = App((1280, 800), Settings())
    match = Match(GAME, {"players": 1, "level": "beginner"}, 5, False)
    t = app.push(TableScene(app, match))
    bot = GAME.make_bot("solver", "p1")
    for _ in range(6):
        t.play(match.bot_choice(bot).action)
        while True:                                  # a frame a tick, as the app runs
            app.step()
            app.render()
            if not t.view.anim.busy:
                break
        app.step()                                   # a tick later: the ended tweens are gone
        app.render()
        board = app.window.subsurface(t.view.regions(match, t.ui)["board"])   # not the log and dice beside it
        shown = pygame.image.tobytes(board, "RGB")
        t.view.board_layer.drop()
        app.render()
        assert pygame.image.tobytes(board, "RGB") == shown, match.steps[-1].action.text
