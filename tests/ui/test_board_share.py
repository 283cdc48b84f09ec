"""Issue 33.1: the board is the hero. `zombiebox screenshot GAME --json` says where the board and the
panels are; at 1280x800 every game's board gets at least 60% of the window, and the printed board
fills its area (no bands beside it) at every size: the board's own art, on the ground its map lays
round it."""
import json

import pytest

from zombiebox.cli import main
from zombiebox.ui.screenshot import screenshot

GAMES = ["atz", "avz", "coz", "zs", "zt"]

SIZES = [(960, 600), (1280, 800), (1920, 1080)]


def _placed(tmp_path, game, size):
    return screenshot(str(tmp_path / f"{game}.png"), game, seed=1, steps=3, size=size)


@pytest.mark.parametrize("game", GAMES)
def test_the_board_gets_at_least_60_percent_of_a_1280x800_window(tmp_path, game):
    placed = _placed(tmp_path, game, (1280, 800))
    assert placed["board_share"] >= 0.60, placed
    board = placed["board"]
    for name, rect in placed["panels"].items():  # nothing of the frame or the game's panels lies on it
        overlap = max(0, min(board[0] + board[2], rect[0] + rect[2]) - max(board[0], rect[0])) * \
            max(0, min(board[1] + board[3], rect[1] + rect[3]) - max(board[1], rect[1]))
        assert overlap == 0, (name, rect, board)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_the_printed_board_fills_its_area_with_no_band_beside_it(tmp_path, game, size):
    """The art covers the board's area (the map fitted whole, aspect kept, on its ground), and in the
    picture no band: no run of columns or rows of the area 25 pixels wide each one flat colour (the lot,
    the town, the house, the CoZ board and ATZ's strip of boards left 34% to 52% of the area such
    bands at 1920x1080 before their maps had a ground; a ground's grain leaves a flat line here and there)."""
    import pygame

    placed = _placed(tmp_path, game, size)
    assert placed["fill"] >= 0.95, placed
    img = pygame.image.load(str(tmp_path / f"{game}.png"))
    x0, y0, w, h = placed["board"]
    inner = pygame.Rect(x0, y0, w, h).inflate(-16, -16)   # the well's rounded corners left out
    flat_columns = [x for x in range(inner.x, inner.right, 5)
                    if len({tuple(img.get_at((x, y))) for y in range(inner.y, inner.bottom, 3)}) == 1]
    flat_rows = [y for y in range(inner.y, inner.bottom, 5)
                 if len({tuple(img.get_at((x, y))) for x in range(inner.x, inner.right, 3)}) == 1]
    assert _longest_run(flat_columns) < 5 and _longest_run(flat_rows) < 5, (flat_columns, flat_rows)


def _longest_run(lines: list[int], step: int = 5) -> int:
    """The most lines in a row, `step` apart."""
    longest = run = 0
    for i, line in enumerate(lines):
        run = run + 1 if i and line - lines[i - 1] == step else 1
        longest = max(longest, run)
    return longest


def test_screenshot_json_prints_the_rectangles_and_the_boards_share(tmp_path, capsys):
    out = tmp_path / "zt.png"
    assert main(["screenshot", "zt", "--out", str(out), "--steps", "2", "--size", "1280x800", "--json"]) == 0
    said = json.loads(capsys.readouterr().out)
    assert said["out"] == str(out) and out.exists()
    assert said["size"] == [1280, 800] and {"side", "log", "banner", "bar", "status"} <= set(said["panels"])
    x, y, w, h = said["board"]
    assert said["board_share"] == round(w * h / (1280 * 800), 3)


def test_the_menu_has_no_board(tmp_path):
    assert screenshot(str(tmp_path / "menu.png"))["board"] is None


@pytest.mark.parametrize("game", ["atz", "zt"])
def test_tab_folds_the_panels_to_the_right_edge_and_the_board_takes_the_width(game):
    import pygame

    from zombiebox.ui.app import App
    from zombiebox.ui.headless import bot_played
    from zombiebox.ui.screenshot import placed
    from zombiebox.ui.settings import Settings
    from zombiebox.ui.table import TableScene
    from tests.ui.helpers import click, key

    app = App((1280, 800), Settings(skip_animations=True))
    t = app.push(TableScene(app, bot_played(game, 1, 3)))
    app.render()
    window = app.window.get_rect()
    open_ = placed(t, window)
    key(app, pygame.K_TAB)
    app.render()
    folded = placed(t, window)
    assert folded["board_share"] > open_["board_share"] + 0.15
    assert "side" not in folded["panels"] and "log" not in folded["panels"] and "fold" in folded["panels"]
    x, y, w, h = folded["panels"]["fold"]
    assert x + w == window.w - 8 and t.button_at((x + w // 2, y + h // 2)) is None   # at the right edge
    click(app, (x + w // 2, y + h // 2))   # the handle brings the column back
    assert placed(t, window)["panels"].keys() == open_["panels"].keys()
