"""Issue 33.2: each game its own palette (look.md 7: a night-time parking lot is not a daylight town) on
the shared colour-blind-safe seat colours: a game's tones set only its table cloth, panels and buttons;
what a colour means (text, good, bad, accent, highlight, the seats') is the shared palette's, in the
standard and the colour-blind-safe setting alike; text over the game's panels and buttons reads."""
import pytest

from zombiebox.core import registry
from zombiebox.ui.boardview import load_view
from zombiebox.ui.palette import COLOUR_BLIND, SEAT_COLOURS, STANDARD, TONE_KEYS, contrast, palette, seat_colour

GAMES = ["atz", "avz", "coz", "zs", "zt"]
SETTINGS = ["standard", "colour-blind safe"]
# WCAG 2 contrast ratios: 7 (AAA) for the text on panels and the table, 4.5 (AA) for dim notes, the
# accent (a citation, the seat to move) on panels, and a button's label on the button, still or hovered
READS = [("text", "panel", 7.0), ("text", "table", 7.0), ("dim", "panel", 4.5), ("accent", "panel", 4.5),
         ("text", "button", 4.5), ("text", "button_hover", 4.5)]


def tones(game_id: str):
    return type(load_view(registry.get(game_id))).tones


def test_each_game_has_tones_of_its_own():
    looks = {g: dict(tones(g)) for g in GAMES}
    for game_id, look in looks.items():
        assert set(look) == set(TONE_KEYS), game_id
    for key in ("table", "panel", "board", "button"):   # no two games share their cloth, panels or buttons
        assert len({look[key] for look in looks.values()}) == len(GAMES), key


@pytest.mark.parametrize("setting", SETTINGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_games_palette_keeps_every_colour_with_a_job_and_the_seat_colours(game_id, setting):
    base = COLOUR_BLIND if setting == "colour-blind safe" else STANDARD
    pal = palette(setting, tones(game_id))
    assert {k: v for k, v in pal.items() if k not in TONE_KEYS} == {k: v for k, v in base.items() if k not in TONE_KEYS}
    assert all(pal[k] != base[k] for k in TONE_KEYS)   # and its tones are its own
    seats = ["a", "b", "c", "d"]
    assert [seat_colour(seats, s, pal) for s in seats] == list(SEAT_COLOURS[:4])
    assert palette(setting, tones(game_id)) is pal   # one dict: its id keys what is drawn with it


@pytest.mark.parametrize("setting", SETTINGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_text_over_a_games_panels_and_buttons_reads(game_id, setting):
    pal = palette(setting, tones(game_id))
    low = [(ink, ground, round(contrast(pal[ink], pal[ground]), 2)) for ink, ground, least in READS
           if contrast(pal[ink], pal[ground]) < least]
    assert not low, low


def test_the_contrast_ratio_is_wcags():
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)
    assert contrast((10, 20, 30), (10, 20, 30)) == 1.0


def test_tones_may_not_set_a_colour_with_a_job():
    with pytest.raises(ValueError, match="good"):
        palette("standard", (("good", (1, 2, 3)),))


@pytest.mark.parametrize("setting", SETTINGS)
def test_a_table_is_drawn_in_its_games_tones_and_the_setting_still_applies(setting):
    from zombiebox.ui.app import App
    from zombiebox.ui.headless import bot_played
    from zombiebox.ui.settings import Settings
    from zombiebox.ui.table import TableScene

    base = COLOUR_BLIND if setting == "colour-blind safe" else STANDARD
    app = App((960, 600), Settings(skip_animations=True, palette=setting))
    seen = {}
    for game_id in ("zt", "coz"):
        table = app.push(TableScene(app, bot_played(game_id, 1, 2)))
        app.render()
        assert table.pal["good"] == base["good"] and table.ui.pal is table.pal
        board = table.regions(app.window.get_rect())["board"]
        seen[game_id] = tuple(app.window.get_at((3, board.centery)))[:3]   # the cloth left of the board
        assert seen[game_id] == dict(tones(game_id))["table"]
        app.pop()
    assert app.pal is palette(setting)   # the menus keep the shared palette
