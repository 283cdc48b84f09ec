"""The frame's parts are kept in layers (ui/layer.py): each is painted again when what it shows
changes (a new log line, the entry or button under the mouse, the dice, the move) and not
otherwise. A property of the kit, counted in paints, not timed."""
import ast
from pathlib import Path

import pygame
import pytest

from zombiebox.core import registry
from zombiebox.core.match import Match
from zombiebox.ui.layer import Layer, Memo
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.table import TableScene

from .helpers import make_app, press_choice


def table(game, **settings):
    app = make_app(skip_animations=True, **settings)
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(game, None, 5)))
    app.render()
    return app, t


def move(app, pos) -> None:
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.render()


def parts(t) -> dict:
    return {"log": t.log._layer, "dice": t.dice._settled, "banner": t.banner, "toolbar": t.toolbar,
            "backdrop": t.backdrop}


def paints(t) -> dict:
    return {name: layer.paints for name, layer in parts(t).items()}


def test_frames_with_nothing_new_paint_no_part_again(tinygame):
    app, t = table(tinygame)
    before = paints(t)
    assert all(before.values())  # each part was painted for the first frame
    for _ in range(5):
        app.step()
        app.render()
    assert paints(t) == before


def test_a_new_log_line_repaints_the_log_and_shows_on_screen(tinygame):
    app, t = table(tinygame)
    log = t.areas(app.window.get_rect())["log"]
    shown = app.window.subsurface(log).copy()
    before = paints(t)
    press_choice(app, "roll")
    app.render()
    assert t.log._layer.paints == before["log"] + 1
    assert t.banner.paints == before["banner"] + 1  # the move changed who acts and the prompt
    assert t.log.rule_at(t.log._hits[0][0].center) == "Tiny 2.1"  # the roll's line, laid out on screen
    assert app.window.subsurface(log).copy().get_view("2").raw != shown.get_view("2").raw
    assert t.backdrop.paints == before["backdrop"]


def test_the_entry_under_the_mouse_is_highlighted_once_per_entry(tinygame):
    app, t = table(tinygame)
    press_choice(app, "roll")
    app.render()
    box = t.log._boxes[0]
    hover = tuple(t.app.pal["button_hover"])
    assert tuple(app.window.get_at((box.x + 2, box.centery)))[:3] != hover
    painted = t.log._layer.paints
    move(app, (box.x + 2, box.centery))
    assert t.log._layer.paints == painted + 1
    assert tuple(app.window.get_at((box.x + 2, box.centery)))[:3] == hover
    move(app, (box.right - 3, box.centery))  # the same entry: nothing to paint
    assert t.log._layer.paints == painted + 1
    move(app, (5, 5))  # off the log: the highlight goes
    assert t.log._layer.paints == painted + 2
    assert tuple(app.window.get_at((box.x + 2, box.centery)))[:3] != hover


def test_a_toolbar_button_under_the_mouse_repaints_the_toolbar_once(tinygame):
    app, t = table(tinygame)
    undo, redo = t.buttons(app.window.get_rect())[:2]
    painted = t.toolbar.paints
    move(app, undo.rect.center)
    assert t.toolbar.paints == painted + 1
    assert tuple(app.window.get_at((undo.rect.x + 3, undo.rect.centery)))[:3] == tuple(t.app.pal["button_hover"])
    move(app, (undo.rect.x + 4, undo.rect.centery))
    assert t.toolbar.paints == painted + 1
    move(app, redo.rect.center)
    assert t.toolbar.paints == painted + 2
    assert tuple(app.window.get_at((undo.rect.x + 3, undo.rect.centery)))[:3] == tuple(t.app.pal["button"])


def test_new_dice_repaint_the_tray_once_they_rest(tinygame):
    app, t = table(tinygame)
    painted = t.dice._settled.paints
    press_choice(app, "roll")
    app.render()
    app.render()
    assert t.dice.rows and t.dice._settled.paints == painted + 1


def test_the_match_version_moves_with_every_change_of_the_state(tinygame):
    m = Match(tinygame, None, 5, practice=True)
    seen = [m.version]
    m.play("roll")
    seen.append(m.version)
    assert m.undo()  # back to the start, replayed: a version of its own
    seen.append(m.version)
    assert m.redo()
    seen.append(m.version)
    assert len(set(seen)) == 4


def test_new_log_lines_are_added_in_place_as_a_fresh_painting_would_show_them(tinygame):
    from zombiebox.ui.log_panel import LogPanel

    app, t = table(tinygame)
    rect = pygame.Rect(0, 0, t.areas(app.window.get_rect())["log"].w, 160)   # short: it soon fills
    kept, painted = LogPanel(), []
    kept._paint = lambda *a, f=kept._paint: painted.append(1) or f(*a)
    turns = 0
    while t.match.outcome is None and turns < 40:   # past a full panel: the oldest lines pushed out at the top
        legal = [a.kind for a in t.match.legal_actions()]
        t.match.play("hold" if turns % 3 == 2 and "hold" in legal else legal[0])
        turns += 1
        shown = pygame.Surface(rect.size)
        kept.draw(shown, pygame.Rect((0, 0), rect.size), t.match, app.pal, app.text_size, (-1, -1))
        fresh = pygame.Surface(rect.size)
        LogPanel().draw(fresh, pygame.Rect((0, 0), rect.size), t.match, app.pal, app.text_size, (-1, -1))
        assert shown.get_view("2").raw == fresh.get_view("2").raw, f"turn {turns}"
    assert len(painted) == 1 and kept._layer.paints == turns > 8, "painted once, then each new line added in place"
    assert len(t.match.log) > len(kept._shown) > 3, "the panel filled and lines were pushed out"


def test_a_step_that_logs_nothing_leaves_the_log_version(tinygame):
    m = Match(tinygame, None, 5, practice=True)
    logged = m.log_version
    m.play("roll")
    assert m.log_version > logged


# --- one cache key for the view: Match.version (issue 32.5) ------------------------------------------
VIEW_LAYERS = {"zt": ("_table", "_info"), "avz": ("_counters", "_info"), "coz": ("board_layer", "panel_layer"),
               "atz": ("pieces", "side")}


@pytest.mark.parametrize("game_id", sorted(VIEW_LAYERS))
def test_a_board_layer_repaints_when_the_match_version_changes_and_not_otherwise(game_id):
    """The frame passes Match.version (UIState.version) and the boards' layers key on it: frames with
    nothing new paint none of them again; a new version, and nothing else changed, paints each again
    once; a move played (its animation finished) paints them again too."""
    app = make_app(skip_animations=True)
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(registry.get(game_id), None, 5)))   # people at every seat: no bot moves
    app.render()
    layers = [getattr(t.view, name) for name in VIEW_LAYERS[game_id]]
    painted = [layer.paints for layer in layers]
    assert all(painted)
    for _ in range(3):
        app.step()
        app.render()
    assert [layer.paints for layer in layers] == painted
    t.match.version += 1           # the same state under a new version: drawn again, once
    for _ in range(2):
        app.step()
        app.render()
    assert t.ui.version == t.match.version
    assert [layer.paints for layer in layers] == [n + 1 for n in painted]
    painted = [layer.paints for layer in layers]
    t.play(t.match.legal_actions()[0])
    app.step()
    app.render()
    assert all(layer.paints > n for layer, n in zip(layers, painted))


def test_layer_of_and_memo_of_key_on_the_version():
    class Frame:   # what a view reads of the frame's UIState
        look, version = ("palette", 16), 1

    class Played:
        version = 1

    layer, memo, ui, match = Layer(), Memo(), Frame(), Played()
    paint = lambda img: None
    made = []
    for _ in range(2):
        layer.of(ui, (4, 4), "pick", paint)
        memo.of(match, "legal", (), lambda: made.append(1))
    assert layer.paints == 1 and made == [1]
    ui.version = match.version = 2
    layer.of(ui, (4, 4), "pick", paint)
    memo.of(match, "legal", (), lambda: made.append(1))
    assert layer.paints == 2 and made == [1, 1]


@pytest.mark.parametrize("game_id", ["atz", "zs"])
def test_a_boards_offer_is_kept_per_match_version(game_id):
    """All Things Zombie's and Zombie Survival's views key what they work out from the match on its
    version: kept while it stays, worked out again once when it moves, with no counter of their own."""
    app = make_app(skip_animations=True)
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(registry.get(game_id), None, 5)))
    app.render()
    offer = t.view.offer(t.match)
    app.step()
    app.render()
    assert t.view.offer(t.match) is offer
    t.match.version += 1           # the same state under a new version: worked out again
    app.step()
    app.render()
    again = t.view.offer(t.match)
    assert again is not offer and (again.places, again.buttons) == (offer.places, offer.buttons)


SCENE_MODULES = sorted((Path(__file__).resolve().parents[2] / "zombiebox" / "games").glob("*/scene*/**/*.py"))


def own_version_counters(source: str) -> list[int]:
    """Lines where a view keeps a version of its own: a `...version` attribute counted up (`+=`), but
    the match's, or set to anything but a constant (a start) or a version read off the match or the
    frame (a held copy); or keys a kept value on an object's `id` (a freed object's is given again)."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("get", "of") \
                and any(isinstance(n, ast.Call) and getattr(n.func, "id", "") == "id" for a in node.args for n in ast.walk(a)):
            lines.append(node.lineno)
        if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Attribute) \
                and "version" in node.target.attr and not (isinstance(node.target.value, ast.Name)
                                                           and node.target.value.id == "match"):
            lines.append(node.lineno)
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Attribute) and "version" in target.attr and not (
                        isinstance(node.value, ast.Constant)
                        or isinstance(node.value, ast.Attribute) and node.value.attr == "version"):
                    lines.append(node.lineno)
    return lines


@pytest.mark.parametrize("path", SCENE_MODULES, ids=lambda p: "/".join(p.parts[-3:]))
def test_no_scene_keeps_a_version_counter_of_its_own(path):
    """One cache key for the view (issue 32.5): what a scene draws from the match is keyed on
    Match.version (UIState.version, Layer.of, Memo.of), never on a counter the scene bumps itself nor on
    an object's id."""
    assert own_version_counters(path.read_text(encoding="utf-8")) == []


def test_the_version_counter_check_finds_one():
    assert SCENE_MODULES and any("atz" in p.parts for p in SCENE_MODULES) and any("zs" in p.parts for p in SCENE_MODULES)
    planted = ("class View:\n    def __init__(self):\n        self.version = 0\n"
               "    def animate(self, events, match, ui):\n        self.version += 1\n"
               "        self.held = match.version\n        match.version += 1\n"
               "        self.version = self.version + 1\n"
               "        self.kept.get('panels', (id(offer), 4), make)\n        self.kept.get('x', d[id(b)], make)\n")
    assert own_version_counters(planted) == [5, 8, 9, 10]


def test_a_rescaled_drawing_is_scaled_while_its_size_moves_and_painted_sharp_once_it_holds():
    """Issue 34 (render cost): a board's art costs 90-350 ms at every new size; while the size keeps
    changing (a zoom) the last painting is scaled, and the drawing is painted at its size once the size
    has held `settle` seconds; until then it is pending (the view asks for frames)."""
    from zombiebox.ui.layer import Rescaled

    painted = []

    def paint(img):
        painted.append(img.get_size())
        img.fill((200, 10, 10))

    art = Rescaled(settle=0.25)
    first = art.get((40, 20), "look", "table", 0.0, paint)
    assert painted == [(40, 20)] and not art.pending
    assert art.get((40, 20), "look", "table", 0.1, paint) is first and not art.pending   # the same size: kept
    quick = art.get((80, 40), "look", "table", 0.1, paint)           # zooming: scaled, not painted
    assert painted == [(40, 20)] and art.pending and quick.get_size() == (80, 40)
    assert tuple(quick.get_at((60, 30)))[:3] == (200, 10, 10)
    art.get((120, 60), "look", "table", 0.2, paint)
    assert painted == [(40, 20)] and art.pending
    sharp = art.get((120, 60), "look", "table", 0.5, paint)          # held still: painted at its size
    assert painted == [(40, 20), (120, 60)] and not art.pending and sharp.get_size() == (120, 60)
    art.get((60, 30), "look", "night", 0.55, paint)                  # other content: painted at once
    assert painted[-1] == (60, 30) and not art.pending
    assert first.get_size() == (40, 20)


def test_atz_zoom_is_scaled_while_the_wheel_turns_and_the_table_is_sharp_once_it_stops():
    """The ATZ table through the wheel: a notch draws the table scaled (no new painting of the art), the
    view stays busy until it has painted the table at the new zoom."""
    from zombiebox.core.match import Match
    from zombiebox.games.atz import GAME
    from zombiebox.games.atz.scene import AtzScene
    from zombiebox.ui.table import TableScene
    from tests.ui.helpers import make_app

    app = make_app(skip_animations=True)
    t = app.push(TableScene(app, Match(GAME, {}, 3), view=AtzScene(GAME)))
    app.render()
    sharp, cam = t.view.layers.sharp, t.view.cam
    opened = sharp.paints
    assert opened == 1 and not t.view.busy
    for _ in range(3):
        cam.wheel(cam.view.center, 1, zoom=True)
        app.frame([], 1 / 60)
    assert sharp.paints == opened and t.view.busy   # scaled while it zooms
    pieces = t.view.pieces.paints
    for _ in range(30):
        app.frame([], 1 / 60)
    assert t.view.pieces.paints == pieces + 1   # the board at rest painted again over the sharp table
    width, height = t.view.table(t.match).grid.pixel_size()
    assert sharp.paints == opened + 1 and not t.view.busy
    assert t.view.layers.last[1].get_size() == (round(width * cam.zoom), round(height * cam.zoom))


@pytest.mark.parametrize("game_id", ["avz", "coz"])
def test_a_window_resized_shows_the_board_scaled_then_painted_at_its_new_size(game_id):
    """The town's and City of Zombies' printed boards cost 60-140 ms to paint at a size: while the window
    is dragged to a new size they are scaled, and painted at the size once it holds (the view busy until)."""
    app = make_app(skip_animations=True)
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(registry.get(game_id), None, 5)))
    app.render()
    art = t.view.rescaled[0]
    opened = art.sharp.paints
    assert not t.view.busy
    for size in ((1180, 760), (1100, 720)):
        app.window = pygame.display.set_mode(size)
        app.frame([], 1 / 60)
    assert art.sharp.paints == opened and t.view.busy
    for _ in range(30):
        app.frame([], 1 / 60)
    assert art.sharp.paints == opened + 1 and not t.view.busy and art.last[1].get_size() == art.size
