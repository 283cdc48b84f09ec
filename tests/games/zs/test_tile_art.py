"""Issue 34.3: the item tiles as illustrated tiles (one piece over their squares, each kind its
silhouette, credited), the town's five decks drawn as decks with their counts and names, and the
town's words counted and named as the table names them."""
import pygame
import pytest

from zombiebox.core.dice import Dice
from zombiebox.core.paths import asset_path
from zombiebox.games.zs.data import LOCATION_NAMES, SHAPES, TILE, TILES
from zombiebox.games.zs.scene import panels, tiles
from zombiebox.games.zs.scene.board import header_lines
from zombiebox.ui import draw
from zombiebox.ui.about import credits
from zombiebox.ui.palette import palette

from .table import play
from .test_town import in_town

PAL = palette("standard")
CELL, GAP = 40, 4   # a square's side on screen and the room between two squares


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()


def squares(kind: str, at=(0, 0)) -> list[pygame.Rect]:
    """The kind's squares unturned, laid as the house lays them: each a little inside its cell."""
    return [pygame.Rect(at[0] + c * (CELL + GAP), at[1] + r * (CELL + GAP), CELL, CELL)
            for c, r in SHAPES[TILE[kind].shape]]


def picture(kind: str, size: int = 0) -> pygame.Surface:
    img = pygame.Surface((4 * (CELL + GAP), 2 * (CELL + GAP)), pygame.SRCALPHA)
    tiles.paint_tile(img, squares(kind), kind, size, PAL, words=size > 0)
    return img


def test_every_item_kind_is_drawn_with_its_own_credited_silhouette():
    credited = {f.strip() for c in credits() for f in c.files.split(",")}
    for t in TILES:
        name = f"icons/{tiles.ICON[t.kind]}.svg"
        assert asset_path(*name.split("/")).is_file() and name in credited, name
    shown = set()
    for t in TILES:   # each kind on one square, as the draft list shows it
        img = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
        tiles.paint_tile(img, [img.get_rect()], t.kind, 0, PAL, words=False)
        inner = [img.get_at((x, y))[:3] for x in range(6, CELL - 6) for y in range(6, CELL - 6)]
        assert tiles.INK in inner, t.kind   # its silhouette is on the tile's face
        shown.add(pygame.image.tobytes(img, "RGBA"))
    assert len(shown) == len(TILES)   # no two kinds look alike


def test_the_town_decks_backs_show_their_place_and_are_credited():
    credited = {f.strip() for c in credits() for f in c.files.split(",")}
    assert set(panels.TOWN_ICON) == set(LOCATION_NAMES)
    assert all(f"icons/{name}.svg" in credited for name in panels.TOWN_ICON.values())


@pytest.mark.parametrize("kind", ["shotgun", "chainsaw", "generator", "pickup"])
def test_a_tile_of_many_squares_is_one_piece(kind):
    """The room between two of its squares is the tile's face (no frame, no floor between them);
    beside a square the tile does not cover, nothing is drawn."""
    img = picture(kind)
    rects = squares(kind)
    face = img.get_at(rects[0].center)
    for a in rects:
        for b in rects:
            if b.x == a.right + GAP and b.y == a.y:     # side by side
                assert img.get_at((a.right + GAP // 2, a.centery)) != (0, 0, 0, 0)
                assert img.get_at((a.right + GAP // 2, a.centery))[:3] != tiles.tile_colour(kind)
            if b.y == a.bottom + GAP and b.x == a.x:    # one under the other
                assert img.get_at((a.centerx, a.bottom + GAP // 2)) != (0, 0, 0, 0)
    covered = {(r.x, r.y) for r in rects}
    box = rects[0].unionall(rects[1:])
    for x in range(box.x, box.right, CELL + GAP):
        for y in range(box.y, box.bottom, CELL + GAP):
            if (x, y) not in covered:   # an L's missing corner
                assert img.get_at((x + CELL // 2, y + CELL // 2)).a == 0
    assert face.a == 255


def test_a_tiles_name_is_printed_only_whole(monkeypatch):
    said = []
    monkeypatch.setattr(draw, "text", lambda surface, words, *a, **k: said.append(words))
    tiles._pictures.clear()
    picture("rifle", 14)         # four squares: room for "Rifle"
    picture("first_aid", 14)     # one square of 40: "First aid kit" does not fit whole
    assert said == ["Rifle"]


def test_the_town_decks_are_piles_with_their_counts_and_names(monkeypatch):
    state, _ = in_town()
    state.decks["police"] = state.decks["police"][:1]
    state.decks["gas_station"] = []
    written = []
    real = draw.text_surface
    monkeypatch.setattr(draw, "text_surface", lambda words, *a, **k: written.append(words) or real(words, *a, **k))
    named = []
    monkeypatch.setattr(panels.draw, "text", lambda surface, words, *a, **k: named.append(words))
    surface = pygame.Surface((300, 200))
    panels.paint_town(surface, pygame.Rect(0, 0, 300, 0), state.decks, PAL, 16)
    for loc in ("grocery", "hardware", "pharmacy"):
        assert f"×{len(state.decks[loc])}" in written
    assert "×1" not in written and "×0" not in written   # one card is a card, none a bare place
    assert all(name in " ".join(named) for name in LOCATION_NAMES.values())
    assert panels.town_height(300, 16) <= 200


def test_the_town_is_said_in_counted_words_and_its_places_named():
    state, _ = in_town(people=1)
    searched = play(state, "search location=gas_station", Dice.loaded([]))
    assert "searches the Gas station:" in next(e.text for e in searched if e.kind == "search")
    state, hh = in_town(people=1)
    home = next(e for e in play(state, "return", Dice.loaded([])) if e.kind == "home")
    assert home.text.endswith("1 person, 0 items")
    hh.people = 1
    assert "1 person at home" in header_lines(state, hh.seat)[0]
