"""The boards' art lives in their Tiled maps (issue 34.1): Tiled's own renderer, `tmxrasterizer` (Debian's
`tiled` package, a test-time tool only), turns every map into a picture, and where a map has art that
picture is the board the table draws from the same layers."""
import glob
import os
import shutil
import subprocess
from pathlib import Path

import pygame
import pytest

from zombiebox.core.paths import asset_path, map_path
from zombiebox.core.tiled import load_board
from zombiebox.ui import board_art

MAPS = sorted(map_path("x").parent.glob("*.tmx"))
DRAWN = ("zt_lot_a.tmx", "zt_lot_b.tmx", "avz_town.tmx", *(f"zs_house_{n}.tmx" for n in (1, 2, 3, 4)),
         *(f"atz_board_{n}.tmx" for n in (1, 2, 3, 4)), "coz_board.tmx")  # the boards issue 34 has drawn
RASTERIZER = shutil.which("tmxrasterizer")
QT_SVG = glob.glob("/usr/lib/*/qt5/plugins/imageformats/libqsvg.so")


def tiled_picture(tmx: Path, out: Path, *hidden: str) -> pygame.Surface:
    """Tiled's picture of a map at one map pixel a pixel, without the named layers."""
    args = [RASTERIZER, *(a for name in hidden for a in ("--hide-layer", name)), str(tmx), str(out)]
    done = subprocess.run(args, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0 and out.is_file(), done.stderr
    return pygame.image.load(str(out))


def test_the_drawn_boards_hold_their_art_beside_them():
    """Each drawn board's map names its picture, under maps/, in an image layer the size of the map, over
    one layer repeated in x and y: the ground round the board (issue 33.1)."""
    for file in DRAWN:
        board = load_board(map_path(file))
        assert board.art, f"{file} has no art layer"
        for art in board.art:
            assert art.source.is_relative_to(map_path(file).parent.resolve()) and art.source.is_file()
            if not art.repeat:
                assert (art.x, art.y, art.w, art.h) == (0, 0, board.width, board.height)
        assert [art.name for art in board.art] == ["ground", "board"], file
        assert board.art[0].repeat and not board.art[1].repeat


@pytest.mark.skipif(RASTERIZER is None, reason="tmxrasterizer is not installed (Debian package tiled)")
@pytest.mark.parametrize("tmx", MAPS, ids=[m.stem for m in MAPS])
def test_tiled_draws_every_map_and_its_art_is_the_tables(tmx, tmp_path):
    """Tiled draws every map at its size; a map with art: Tiled's picture of its art layers and the
    table's drawing of the same layers agree, pixel for pixel within a small tolerance, and it is a
    picture (many colours), not the grey rectangles of an object layer; the spaces' and links' layers
    over it are faint (issue 34: the board readable in Tiled; at full opacity they changed it by 6 to 25,
    at 0.2 by 2 to 6)."""
    board = load_board(tmx)
    whole = tiled_picture(tmx, tmp_path / "whole.png", "ground")   # the board alone: its ground repeats beyond it
    assert whole.get_size() == (board.width, board.height)
    if not board.art:
        assert tmx.name not in DRAWN
        return
    if not QT_SVG:
        pytest.skip("Qt's SVG image plugin is not installed (Debian package libqt5svg5): Tiled draws no SVG")
    tiled = tiled_picture(tmx, tmp_path / "art.png", "spaces", "links", "ground")
    table = pygame.Surface((board.width, board.height), pygame.SRCALPHA)
    board_art.paint(table, board.art, 0, 0, 1.0)
    ours, theirs = pygame.image.tobytes(table, "RGB"), pygame.image.tobytes(tiled, "RGB")
    differ = sum(abs(a - b) for a, b in zip(ours, theirs)) / len(ours)
    assert differ < 8, f"{tmx.name}: Tiled's picture and the table's differ by {differ:.1f} a channel"
    colours = len({theirs[i:i + 3] for i in range(0, len(theirs), 3 * 7)})
    assert colours > 200, f"{tmx.name}: Tiled's picture has {colours} colours: no board in it"
    shown = pygame.image.tobytes(whole, "RGB")   # opened in Tiled, the board reads through its spaces' layers
    tint = sum(abs(a - b) for a, b in zip(shown, theirs)) / len(shown)
    assert tint < 6, f"{tmx.name}: Tiled's object layers change the board by {tint:.1f} a channel"


def test_the_table_paints_the_lot_and_the_town_from_their_maps_art(tmp_path):
    """The table draws what the map's art layers hold: a map whose picture is one colour gives a board of
    that colour under the spaces (ZT's lot, side A, a ZS house, board 3 of an ATZ table, the AvZ town)."""
    from dataclasses import replace

    from zombiebox.games.avz.scene.board import BoardArt
    from zombiebox.games.avz.scene.layout import Layout as TownLayout
    from zombiebox.games.zt.lot import load_lot
    from zombiebox.games.zt.scene import board as lot_board
    from zombiebox.games.zt.scene.layout import Layout as LotLayout
    from zombiebox.ui.palette import palette

    pygame.init()
    plum = (150, 40, 150)
    picture = tmp_path / "plum.svg"
    picture.write_text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
                       '<rect width="10" height="10" fill="#962896"/></svg>')
    area = pygame.Rect(0, 0, 1000, 700)

    lot = load_lot("A")
    art = replace(lot.art[-1], source=picture)   # the board's picture, over its ground
    lot = replace(lot, art=(art,))
    lay = LotLayout(area, lot)
    where = lot_board.area(lay)
    img = pygame.Surface(where.size)
    lot_board.paint_lot(img, lay, lot, palette("default"), 14, where.topleft)
    x, y = lay.cells["D6"].move(-where.x, -where.y).center  # an empty space in the lot's middle
    assert tuple(img.get_at((x, y)))[:3] == plum

    from zombiebox.games.zs.scene.house import board_of, house_art
    house = board_of(1)
    kept = house.art
    try:
        house.art = (replace(kept[-1], source=picture),)
        img = house_art(1, 433, 433)  # a size no other test asks for: the pictures are kept by size
        cell = house.spaces["cell_2_3"]
        assert tuple(img.get_at((round(cell.x + cell.w / 2), round(cell.y + cell.h / 2))))[:3] == plum
    finally:
        house.art = kept
        house_art.cache_clear()

    from zombiebox.games.atz.boards import load_table
    from zombiebox.games.atz.scene.hexes import paint_table
    boards = [art for art in load_table(((2, 3),)).art if not art.repeat]
    table = replace(load_table(((2, 3),)), art=(replace(boards[1], source=picture),))
    img = pygame.Surface(table.grid.pixel_size())
    paint_table(img, table, 1.0, 14, "day")
    x, y = table.grid.center(table.cell["3E5"])  # on board 3, laid east of board 2: its art moved with it
    assert tuple(img.get_at((x + 12, y)))[:3] == plum

    town = load_board(map_path("avz_town.tmx"))
    town.art = (replace(town.art[-1], source=picture),)
    fit = TownLayout(area, town).fit
    img = BoardArt(town).surface(fit, "look", 0.0)
    c2 = town.spaces["C2"]
    assert tuple(img.get_at((round((c2.x + c2.w / 2) * fit.scale), round((c2.y + c2.h / 2) * fit.scale))))[:3] == plum


def test_city_of_zombies_board_is_painted_from_its_maps_art(tmp_path):
    """City of Zombies' table draws the board its map's art holds, where the map has the spaces: a map
    whose picture is one colour gives an empty space of that colour round its row's name, and a step of
    the Approach Track that colour beside its number (issue 34.6)."""
    from dataclasses import replace

    from zombiebox.games.coz.scene.layout import Screen, draw_static, load
    from zombiebox.ui.palette import palette

    pygame.init()
    board = load()
    picture = tmp_path / "plum.svg"   # the map's size: a picture is scaled with its aspect kept
    picture.write_text(f'<svg xmlns="http://www.w3.org/2000/svg" width="{board.width}" height="{board.height}">'
                       f'<rect width="{board.width}" height="{board.height}" fill="#962896"/></svg>')
    board.art = (replace(board.art[-1], source=picture),)
    for size in ((960, 600), (1280, 800), (1920, 1080)):
        screen = Screen(board, pygame.Rect(0, 0, *size))
        img = pygame.Surface(size)
        draw_static(img, screen, palette("default"), 14)
        fields3 = screen.space("fields3")
        assert tuple(img.get_at((fields3.x + 3, fields3.bottom - 4)))[:3] == (150, 40, 150)
        step = screen.track[7]
        assert tuple(img.get_at((step.centerx, step.y + 2)))[:3] == (150, 40, 150)
        assert tuple(img.get_at(screen.fit.to_screen(board.width - 8, board.height - 8)))[:3] == (150, 40, 150)


def test_side_b_tokens_are_drawn_from_their_pictures():
    """On the blank side B the laid tokens are pictures drawn as side A prints them (assets/art/zt_token_*):
    a bus laid down three squares is the bus picture turned upright, where the blank lot showed asphalt."""
    from zombiebox.games.zt.lot import load_lot
    from zombiebox.games.zt.scene import board as lot_board
    from zombiebox.games.zt.scene.layout import Layout as LotLayout
    from zombiebox.ui.palette import palette

    pygame.init()
    blank = load_lot("B")
    laid = blank.with_tokens((("bus", "block", ("B6", "B7", "B8")),))
    lay = LotLayout(pygame.Rect(0, 0, 1000, 700), blank)
    where = lot_board.area(lay)
    pictures = []
    for lot in (blank, laid):
        img = pygame.Surface(where.size)
        lot_board.paint_lot(img, lay, lot, palette("default"), 14, where.topleft)
        pictures.append(img)
    box = lay.cells["B6"].unionall([lay.cells["B8"]]).move(-where.x, -where.y)
    bus = pygame.transform.rotate(pygame.image.load_sized_svg(
        str(asset_path("art", "zt_token_bus.svg")), (box.h, box.w)), 90)
    spot = (box.w // 2, box.h // 2 + 3)
    assert pictures[1].get_at((box.x + spot[0], box.y + spot[1])) == bus.get_at(spot)
    assert pictures[0].get_at((box.x + spot[0], box.y + spot[1])) != bus.get_at(spot)


def test_the_committed_pictures_are_what_the_tool_draws_from_the_maps():
    """tools/board_art.py draws every picture again from the maps as they are: a map whose spaces moved
    without its art being drawn again fails here (run the tool)."""
    from tools import board_art as tool

    for file, draw in tool.ART.items():
        drawn = draw(load_board(map_path(file))).text()
        assert drawn == (tool.MAPS / "art" / f"{Path(file).stem}.svg").read_text(), f"{file}: run tools/board_art.py"
    for file, (game, tile) in tool.GROUND.items():
        assert tile().text() == (tool.MAPS / "art" / f"ground_{game}.svg").read_text(), f"{file}: run tools/board_art.py"
    for name in tool.TOKENS:
        assert tool.zt_token(name).text() == asset_path("art", f"zt_token_{name}.svg").read_text(), name


def test_a_zombie_cards_strength_reads_across_the_table():
    """On the board at 1280x800 a Zombie card's Strength is its face's largest thing: its digits stand at
    least a quarter of the card's width tall (issue 34.6: a number to read across
    the room; 12 px on 60 before)."""
    from zombiebox.games.coz.data import ZOMBIE, ZOMBIE_DECK
    from zombiebox.games.coz.scene.cards import INK, paint_face
    from zombiebox.games.coz.scene.layout import Screen, load

    pygame.init()
    card = next(c for c in ZOMBIE_DECK if c.kind == ZOMBIE and c.strength == 24)
    slot = Screen(load(), pygame.Rect(0, 0, 872, 650)).slots[0]   # the board area of a 1280x800 table
    face = pygame.Surface(slot.size, pygame.SRCALPHA)
    paint_face(face, card.id, "")
    below_band = slot.h // 7 + slot.w // 28 + 1   # the frame's edge and the kind's band above the face
    inked = [y for y in range(below_band, slot.h)
             if any(face.get_at((x, y))[:3] == INK for x in range(slot.w // 4, slot.w * 3 // 4))]
    digits = [y for y in inked if y < inked[0] + slot.h // 2]
    top = digits[0]
    bottom = next(y for y in range(top, slot.h) if y not in inked)   # the first blank row under the digits
    assert bottom - top >= slot.w / 4, f"Strength {bottom - top} px tall on a card {slot.w} px wide"


def _edge(board, space) -> list[tuple[int, int]]:
    """Points just inside a space's edge, where a lit outline is drawn (a hex's sides, a rectangle's)."""
    if board.orientation == "hexagonal":
        grid = board.hexgrid()
        cell = (space.props["col"], space.props["row"])
        (cx, cy), corners = grid.center(cell), grid.outline(cell)
        return [(round(ax + (bx - ax) * k / 10 + (cx - ax) * 0.06), round(ay + (by - ay) * k / 10 + (cy - ay) * 0.06))
                for (ax, ay), (bx, by) in zip(corners, corners[1:] + corners[:1]) for k in range(10)]
    r = pygame.Rect(round(space.x), round(space.y), round(space.w), round(space.h))
    return ([(x, y) for x in range(r.x, r.right) for y in (r.y, r.y + 2, r.bottom - 1, r.bottom - 3)]
            + [(x, y) for y in range(r.y, r.bottom) for x in (r.x, r.x + 2, r.right - 1, r.right - 3)])


@pytest.mark.parametrize("file", DRAWN)
def test_a_lit_place_shows_on_the_art_in_either_palette(file):
    """Readable first (issue 34.7): where a legal target or a hint is outlined, the art under the outline
    is not of the outline's colour, in the standard palette or the colour-blind one: at most a third of
    any space's edge lies within a small distance of it (a park's green edge under the green of a legal
    location was 93% alike before it got its hedge)."""
    from zombiebox.ui.palette import palette

    pygame.init()
    board = load_board(map_path(file))
    img = pygame.Surface((board.width, board.height))
    board_art.paint(img, board.art, 0, 0, 1.0)
    area = img.get_rect()
    for name in ("standard", "colour-blind safe"):
        pal = palette(name)
        for job in ("good", "highlight"):
            colour = pal[job]
            for space in board.spaces.values():
                edge = [p for p in _edge(board, space) if area.collidepoint(p)]
                alike = sum(sum(abs(a - b) for a, b in zip(img.get_at(p)[:3], colour)) < 90 for p in edge)
                assert alike <= len(edge) / 3, f"{file} {space.name}: {name} '{job}' is the art's colour on its edge"


def test_a_road_runs_on_across_the_seam_between_two_boards():
    """ATZ 2.0's table of boards 2 and 3 side by side: the road along row G is asphalt from board 2's
    last hex into board 3's first, across the seam (it stopped short on each side before)."""
    from zombiebox.games.atz.boards import load_table
    from zombiebox.games.atz.scene.hexes import paint_table

    pygame.init()
    table = load_table(((2, 3),))
    img = pygame.Surface(table.grid.pixel_size())
    paint_table(img, table, 1.0, 14, "day")
    (ax, ay), (bx, by) = (table.grid.center(table.cell[name]) for name in ("2G16", "3G1"))
    road = img.get_at((round(ax), round(ay) + 4))[:3]   # the asphalt in board 2's last road hex, as lit
    for k in (0.3, 0.5, 0.7):   # a little off the centre line's dashes
        x, y = round(ax + (bx - ax) * k), round(ay + (by - ay) * k) + 4
        assert sum(abs(a - b) for a, b in zip(img.get_at((x, y))[:3], road)) < 30, f"no road at {k:.0%} of the way"


def test_a_ground_covers_the_whole_area_and_two_layers_painting_it_meet_without_a_seam():
    """The ground (a map's layer repeated in x and y, issue 33.1) covers every pixel of the area asked,
    far beyond the map, and a layer holding part of the area painted from the same origin shows exactly
    the same pixels there (the frame's well and a board's own layer meet without a seam); a map with no
    ground paints nothing."""
    pygame.init()
    board = load_board(map_path("zt_lot_a.tmx"))
    assert [art.repeat for art in board.art] == [True, False]
    magenta = (255, 0, 255)
    whole = pygame.Surface((700, 500))
    whole.fill(magenta)
    assert board_art.ground(whole, board.art, 0.7, whole.get_rect(), (0, 0))
    assert not any(tuple(whole.get_at((x, y)))[:3] == magenta for x in range(0, 700, 3) for y in range(0, 500, 3))
    part = pygame.Surface((230, 170))
    board_art.ground(part, board.art, 0.7, part.get_rect(), (-391, -263))   # the part's corner is (391, 263)
    assert pygame.image.tobytes(part, "RGB") == pygame.image.tobytes(whole.subsurface((391, 263, 230, 170)), "RGB")
    bare = pygame.Surface((50, 50))
    bare.fill(magenta)
    assert not board_art.ground(bare, board.art[1:], 0.7, bare.get_rect())
    assert tuple(bare.get_at((25, 25)))[:3] == magenta


def test_a_laid_bus_and_booth_show_their_door_toward_the_valid_space_they_open():
    """ZT Valid Spaces are "next to bus exits and the door to the guard booth": on side B a laid bus's exit
    and the booth's door face the space they opened (an exit east of the bus: its door on the east side,
    none on the west; laid the other way round, the other way)."""
    from zombiebox.games.zt.lot import load_lot
    from zombiebox.games.zt.scene import board as lot_board
    from zombiebox.games.zt.scene.layout import Layout as LotLayout
    from zombiebox.ui.palette import palette

    pygame.init()
    blank = load_lot("B")
    lay = LotLayout(pygame.Rect(0, 0, 1000, 700), blank)
    where = lot_board.area(lay)
    door = (247, 241, 208)   # the door's light frame in the tokens' pictures

    def doors(exit_at: str) -> tuple[int, int]:
        lot = blank.with_tokens((("bus", "block", ("C6", "C7", "C8")), ("bus", "spawn", (exit_at,)),
                                 ("booth", "block", ("F3",)), ("booth", "spawn", ("F2",))))
        img = pygame.Surface(where.size)
        lot_board.paint_lot(img, lay, lot, palette("default"), 14, where.topleft)
        box = lay.cells["C6"].unionall([lay.cells["C8"]]).move(-where.x, -where.y)
        strip = box.w // 5

        def count(x0):
            return sum(sum(abs(a - b) for a, b in zip(img.get_at((x, y))[:3], door)) < 20
                       for x in range(x0, x0 + strip) for y in range(box.centery - box.h // 8, box.centery + box.h // 8))
        return count(box.right - strip), count(box.x)

    east, west = doors("D7")
    assert east > 10 and west == 0
    east, west = doors("B7")
    assert west > 10 and east == 0
    lot = blank.with_tokens((("booth", "block", ("F3",)), ("booth", "spawn", ("F2",))))
    assert lot_board.door_side(lot, ["F3"], "booth", {"F2": "booth"}) == "N"


def test_a_zombies_front_reads_at_a_glance_reaching_into_the_space_it_faces():
    """ZT Bite and Line of Sight go from a zombie's front: its marker's front reaches, red, over the edge of
    its space into the space it faces; the space behind it is untouched."""
    from zombiebox.core.dice import Dice
    from zombiebox.games.zt import GAME
    from zombiebox.games.zt.lot import load_lot
    from zombiebox.games.zt.scene import board as lot_board
    from zombiebox.games.zt.scene.layout import Layout as LotLayout

    pygame.init()
    s = GAME.rules.setup({}, Dice(1))
    lay = LotLayout(pygame.Rect(0, 0, 1000, 700), load_lot("A"))
    s.humans.clear()
    s.zombies, s.facing = {"z1": "D4"}, {"z1": "E"}
    img = pygame.Surface(lay.rect.size, pygame.SRCALPHA)
    lot_board.draw_markers(img, lay, s, frozenset(), (0, 0))
    ahead, behind = lay.cells["E4"], lay.cells["C4"]
    red = [img.get_at((x, ahead.centery)) for x in range(ahead.x, ahead.x + ahead.w // 16)]
    assert all(p.a > 80 and p.r > 2 * p.g for p in red), red[:3]
    assert all(img.get_at((x, behind.centery)).a == 0 for x in range(behind.right - behind.w // 8, behind.right))


def _exact(surface: pygame.Surface, colour) -> int:
    """How many pixels of `surface` are exactly `colour`."""
    return pygame.mask.from_threshold(surface, (*colour[:3], 255), (1, 1, 1, 255)).count()


MAPS_OF = {"atz": [f"atz_board_{n}.tmx" for n in (1, 2, 3, 4)], "avz": ["avz_town.tmx"], "coz": ["coz_board.tmx"],
           "zs": [f"zs_house_{n}.tmx" for n in (1, 2, 3, 4)], "zt": ["zt_lot_a.tmx", "zt_lot_b.tmx"]}


@pytest.mark.parametrize("game_id", sorted(MAPS_OF))
@pytest.mark.parametrize("palette_name", ["standard", "colour-blind safe"])
def test_a_legal_target_and_the_hint_are_drawn_over_the_art_in_either_palette(game_id, palette_name):
    """Readable first (issue 34.7): on a person's turn the board shows the legal targets in the palette's
    "good" (Zombie Survival's pulse between it and "highlight") and, with H, the hint's in its "highlight",
    in the board's area at a 1280x800 table, in either palette. The art holds not one pixel of those
    colours, so what shows them is drawn over it. The first position of the game where both show is taken
    (the first legal action played until then)."""
    from zombiebox.core import registry
    from zombiebox.core.match import Match
    from zombiebox.ui.app import App
    from zombiebox.ui.palette import palette
    from zombiebox.ui.settings import Settings
    from zombiebox.ui.table import TableScene
    from tests.ui.helpers import key

    pygame.init()
    pal = palette(palette_name)
    for file in MAPS_OF[game_id]:
        board = load_board(map_path(file))
        art = pygame.Surface((board.width, board.height))
        board_art.paint(art, board.art, 0, 0, 1.0)
        assert _exact(art, pal["good"]) == 0 and _exact(art, pal["highlight"]) == 0, file
    app = App((1280, 800), Settings(skip_animations=True, palette=palette_name))
    t = app.push(TableScene(app, Match(registry.get(game_id), None, 3)))
    shown = (0, 0)
    for _ in range(40):
        app.render()
        region = t.view.regions(t.match, t.ui)["map"].clip(app.window.get_rect())
        good = sum(_exact(app.window.subsurface(region), pal[job]) for job in ("good", "highlight"))
        key(app, pygame.K_h)
        app.render()
        shown = (good, _exact(app.window.subsurface(region), pal["highlight"]))
        if min(shown) >= 50:
            break
        t.match.play(t.match.legal_actions()[0])
    assert min(shown) >= 50, f"{game_id}: legal targets {shown[0]} px, the hint {shown[1]} px in the board's colours"
