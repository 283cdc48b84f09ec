"""Issue 35.10 and 33: no label is cut with "…" at any supported size. Every cut goes through the kit's
`draw.fit` (draw.fitted and the games' own fitting end in it), so the test records each string it had
to cut while each game's table is drawn at 960x600, 1280x800 and 1920x1080, in a few positions
reached by the seats' bots, with a person at each seat in turn and practice mode on (the longest
banner note); and the menus, the settings and each game's set-up."""
import pytest

from zombiebox.core import registry
from zombiebox.core.match import Match
from zombiebox.ui import draw
from zombiebox.ui.app import App
from zombiebox.ui.menu import LoadMenu, MainMenu, RulesIndex
from zombiebox.ui.newgame import NewGameScene
from zombiebox.ui.settings import Settings
from zombiebox.ui.settings_scene import SettingsScene
from zombiebox.ui.table import TableScene

SIZES = [(960, 600), (1280, 800), (1920, 1080)]
STEPS = (0, 12, 30, 44, 60, 80, 120)   # 44: Zombie Terror with its hands in a row of four


def _shown(app: App, scene) -> None:
    app.push(scene)
    app.step()
    app.render()


@pytest.mark.parametrize("text", ["medium", "large"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", ["atz", "avz", "coz", "zs", "zt"])
def test_no_label_is_cut_at_a_supported_size(cuts, game_id, size, text):
    game = registry.get(game_id)
    for person in game.rules.seats(game.rules.resolve_options(None)):
        for steps in STEPS:
            match = Match(game, None, 5, practice=True)
            bots = {seat: game.make_bot(game.default_bot(seat), seat) for seat in match.seats}
            for _ in range(steps):
                if match.to_move is None:
                    break
                match.play(match.bot_choice(bots[match.to_move]).action)
            match.seats.update({seat: game.default_bot(seat) for seat in match.seats if seat != person})
            app = App(size, Settings(skip_animations=True, text_size=text))
            app.push(MainMenu(app))
            table = TableScene(app, match)
            table.paused = True   # the position as reached: the bots do not move on
            _shown(app, table)
    assert cuts == set()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_label_is_cut_in_the_menus_and_settings(cuts, size):
    scenes = [LoadMenu, RulesIndex, SettingsScene] + [lambda app, g=g: NewGameScene(app, registry.get(g))
                                                      for g in ("atz", "avz", "coz", "zs", "zt")]
    for make in scenes:
        app = App(size, Settings(skip_animations=True))
        _shown(app, MainMenu(app))
        _shown(app, make(app))
    assert cuts == set()


@pytest.mark.parametrize("game_id", ["atz", "avz", "coz", "zs", "zt"])
def test_the_banner_note_says_less_in_a_small_window_but_keeps_the_game_the_move_and_practice(monkeypatch, game_id):
    """What-if dice set and practice on at 960x600: the longest note the banner has."""
    drawn: list[str] = []
    whole_text = draw.text
    monkeypatch.setattr(draw, "text", lambda surface, s, *a, **k: drawn.append(s) or whole_text(surface, s, *a, **k))
    game = registry.get(game_id)
    app = App((960, 600), Settings(skip_animations=True))
    app.push(MainMenu(app))
    table = TableScene(app, Match(game, None, 5, practice=True))
    table.forced = (6, 6)
    app.push(table)
    app.step()
    app.render()
    note = next(s for s in drawn if "dice 6 6 · " in s)
    assert game.name.split(":")[0] in note and "move 1" in note and note.endswith("PRACTICE"), note


def test_zombie_survivals_tile_in_a_small_cell_says_its_whole_name_under_the_pointer():
    """At 960x600 a one-cell tile shows a short word ("Surv."); pointing at it says the whole name."""
    from zombiebox.games.zs.data import TILE
    from zombiebox.games.zs.scene.house import board_of, cell_rect

    game = registry.get("zs")
    match = Match(game, None, 5)
    bot = game.make_bot(game.default_bot("p1"), "p1")
    for _ in range(30):
        match.play(match.bot_choice(bot).action)
    app = App((960, 600), Settings(skip_animations=True))
    table = TableScene(app, match)
    app.push(table)
    app.step()
    app.render()
    hh = match.state.households["p1"]
    fit = table.view.screen(match).fit
    said = {TILE[p.kind].name: table.view.hover(cell_rect(fit, board_of(hh.house), *p.cells[0]).center, match, table.ui)
            for p in hh.placed}
    assert said and all(name == tip.title for name, tip in said.items()), said


def test_zombie_terrors_long_hint_is_whole_in_smaller_letters_or_cut_where_it_shows():
    """The card's words as a hint ("... in his line of") were dropped after three lines unseen: now
    a hint that four lines hold is whole in smaller letters, a longer one ends in "…"."""
    import pygame

    from zombiebox.games.zt.data import CARDS_BY_ID
    from zombiebox.games.zt.scene import panels
    from zombiebox.ui.offer import Offer

    pygame.font.init()
    side = pygame.Rect(672, 80, 280, 440)   # the side column at 960x600
    card = CARDS_BY_ID["shotgun"].text
    for hint in (card, "; ".join([card] * 3)):
        pan = panels.layout(side, Offer(title="Play a card", hint=hint), 19, 0)
        assert len(pan.hint) <= 4
        assert " ".join(pan.hint) == hint or pan.hint[-1].endswith("…"), pan.hint
    assert " ".join(panels.layout(side, Offer(hint=card), 19, 0).hint) == card
