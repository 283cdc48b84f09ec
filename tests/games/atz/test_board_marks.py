"""What the ATZ board shows besides its terrain (issue 34.5): the time of day in its light, the hexes a
band leaves the board from, and each board's coordinates small at its edge, as printed boards have them."""
import pygame
import pytest

from zombiebox.core.match import Match
from zombiebox.games.atz import GAME
from zombiebox.games.atz.boards import load_table, parse_hex
from zombiebox.games.atz.rules import table_of
from zombiebox.games.atz.scenarios import CURE, HELICOPTER, PROFESSOR, SCENARIO
from zombiebox.games.atz.scene import AtzScene
from zombiebox.games.atz.scene.hexes import EDGE_INK, centre, edge_labels, edge_size, paint_table, shown_edge
from zombiebox.games.atz.scene.scenario import EXIT, draw_exits, exit_sides
from zombiebox.games.atz.setup import BULLETS
from zombiebox.ui import draw
from zombiebox.ui.camera import Camera
from zombiebox.ui.table import TableScene
from tests.games.atz.cases import RULES, case, legal, play
from tests.ui.helpers import make_app


def _board_light(time: str) -> tuple[float, float, float]:
    """The mean colour of the middle of the board as the table shows it at that time of day."""
    state = case({"nick": dict(hex="1G5")})
    state.time = time
    app = make_app(skip_animations=True)
    app.push(TableScene(app, Match(GAME, {}, 3, start=RULES.encode(state)), view=AtzScene(GAME)))
    app.render()
    view = app.scene.view.cam.view
    middle = pygame.Rect(0, 0, view.w // 2, 60)
    middle.center = view.center
    return tuple(pygame.transform.average_color(app.window, middle)[:3])


def test_8_2_day_and_night_are_told_apart_on_the_board():
    """ATZ 8.2's time of day (the state's, a skirmish's option) is the board's light: night is far darker
    than day, dawn and evening in between, evening warm and dawn cool."""
    light = {time: _board_light(time) for time in ("day", "dawn", "evening", "night")}
    bright = {time: sum(c) / 3 for time, c in light.items()}
    assert bright["night"] < 0.6 * bright["day"], light
    assert bright["night"] < bright["dawn"] < bright["day"] and bright["night"] < bright["evening"] < bright["day"], light
    warmth = {time: c[0] - c[2] for time, c in light.items()}
    assert warmth["evening"] > warmth["dawn"] + 20, light


def _bullets(hex_):
    state = case({"tonya": {"hex": hex_}}, phase="survivors")
    state.scenario, state.survivor_die = BULLETS, 4
    return state, "tonya"


def _cure(hex_):
    state = case({PROFESSOR: {"hex": hex_}}, layout=SCENARIO[CURE].layout, phase="survivors")
    state.scenario, state.survivor_die = CURE, 4
    return state, PROFESSOR


def _race(board):
    def make(hex_):
        state = case({"tonya": {"hex": hex_}}, layout=((board,),), phase="survivors")
        state.scenario, state.survivor_die, state.entry_side = HELICOPTER, 4, "east"
        return state, "tonya"
    return make


@pytest.mark.parametrize("make", [_bullets, _cure, _race(3), _race(4)], ids=["bullets", "cure", "race3", "race4"])
def test_12_0_the_marked_exit_hexes_are_where_the_rules_offer_to_leave_the_board(make):
    """The board marks exactly the hexes from which a survivor alone there is offered to leave the board
    (For a Few Bullets More: any edge; The Cure: the Professor off Board Two's north edge; Race to the
    Helicopter: off the west edge, into the helipad building on Board Four)."""
    table = table_of(make("1A1" if make is _bullets else "")[0])
    marked = set(RULES.exits(make(next(iter(table.cell)))[0]))
    assert marked
    for hex_ in table.cell:
        if hex_ in table.half:
            continue
        state, who = make(hex_)
        play(state, [], f"impulse who={who}")
        assert ("exit" in legal(state)) == (hex_ in marked), hex_


def test_no_exit_is_marked_in_a_skirmish():
    assert RULES.exits(case({"nick": {"hex": "1G5"}})) == ()


def test_an_exit_hex_shows_a_chevron_pointing_off_its_side_of_the_table():
    """Race to the Helicopter on Board Three: the west edge's hexes lead west (its corners too); each shows
    the exit sign's white on the side toward the edge and no hex away from the edge does."""
    state, _ = _race(3)("")
    table, hexes = table_of(state), RULES.exits(state)
    assert set(exit_sides(table, hexes).values()) == {"west"}
    width, height = table.grid.pixel_size()
    cam = Camera(width, height).whole()   # at zoom 1, the whole map
    img = pygame.Surface((width, height))
    img.fill((0, 0, 0))
    draw_exits(img, cam, table, hexes)

    def white(hex_, toward):   # the exit white in the half of the hex toward `toward` (-1 west, 1 east)
        x, y = (round(v) for v in centre(table, hex_))
        return any(img.get_at((x + toward * dx, y + dy))[:3] == EXIT for dx in range(3, 14) for dy in range(-10, 11))
    for hex_ in ("3A1", "3C1", "3B2", "3L2"):
        assert white(hex_, -1) and not white(hex_, 1), hex_
    assert not white("3F9", -1) and not white("3F9", 1)


def test_each_boards_coordinates_are_small_at_its_edge():
    """Every board of a table laid two by one and one above another carries its row letters down its west
    edge and its numbers along its north edge, the corner its whole id, each within a hex of that edge;
    at the zoom the table opens with they are drawn small (no taller than a third of a hex) and in ink."""
    for layout in (((2, 3),), ((1,), (4,))):
        table = load_table(layout)
        labels = edge_labels(table)
        for board in {b for row in layout for b in row}:
            mine = [(text, hex_) for text, hex_, _ in labels if parse_hex(hex_)[0] == board]
            rows = {parse_hex(h)[1] for t, h in mine if t.isalpha() or t == h}
            numbers = {parse_hex(h)[2] for t, h in mine if t.isdigit() or t == h}
            assert rows == set("ABCDEFGHIJKL") and numbers == set(range(1, 17)), (board, sorted(mine))
            assert f"{board}A1" in {t for t, _ in mine}
        for text, hex_, (x, y) in labels:
            cx, cy = centre(table, hex_)
            assert abs(x - cx) < table.grid.tile_w / 2 and abs(y - cy) < table.grid.tile_h / 2
            _, row, number = parse_hex(hex_)
            assert row == "A" or min(parse_hex(h)[2] for h in table.cell
                                     if parse_hex(h)[:2] == parse_hex(hex_)[:2]) == number
    table = load_table(((1, 3),))
    zoom = 0.5   # about a 1280x800 window's fit of two boards
    assert edge_size(zoom) <= table.grid.tile_h * zoom / 3
    img = pygame.Surface([round(v * zoom) for v in table.grid.pixel_size()])
    paint_table(img, table, zoom, 14, "day")
    text, _, (x, y) = next(label for label in edge_labels(table) if label[0] == "7")
    near = [img.get_at((round(x * zoom) + dx, round(y * zoom) + dy))[:3] for dx in range(-4, 5) for dy in range(-4, 5)]
    assert any(sum(abs(a - b) for a, b in zip(c, EDGE_INK)) < 40 for c in near)


def test_the_coordinates_never_touch_each_other_however_small_the_hexes():
    """At a 1280x800 window's fit every coordinate is drawn; at a 960x600 one's (hexes 11 pixels wide) only
    some, and no two drawn ones touch; each board's corner keeps its whole id."""
    pygame.init()
    table = load_table(((4, 2),))
    for zoom, every in ((0.5, True), (0.2, False)):
        shown = shown_edge(table, zoom)
        assert (len(shown) == len(edge_labels(table))) == every
        assert {"4A1", "2A1"} <= {text for text, _ in shown}
        boxes = [pygame.Rect((0, 0), draw.font(edge_size(zoom), True).size(text)) for text, _ in shown]
        for box, (_, at) in zip(boxes, shown):
            box.center = at
        assert not [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1:] if a.colliderect(b)], zoom
