"""Tiled maps (.tmx) read headless into Boards the rules can walk.

Map conventions, which every file under maps/ follows:

- object layer `spaces`: one object per board space, a unique `name`, a kind in
  the object's `type` (`class` in files from Tiled 1.9), typed custom
  properties. Rectangles and polygons; an ellipse counts as its bounding box.
- optional object layer `links`: polylines (or two-point lines) whose first and
  last points lie inside the two spaces they join. Links are undirected for
  `neighbours`; `Link.a` is the space at the first point, for games whose
  tracks run one way.
- map property `adjacency`: "links" (default, only the links), "square4",
  "square8" or "hex" (grid neighbours, unioned with the links). On a grid map
  every space carries int properties `col` and `row`.
- orientation "orthogonal", or "hexagonal" with Tiled's stagger settings (the
  pixel layout of core.hexgrid).
- every space and link lies on the map (no NaN, no infinity); a game names the
  kinds its spaces may have (`check_kinds`).
- tilesets (.tsx) and images only from the map's own folder (maps/): a file named
  outside it is refused before anything opens it.
- the board's art: image layers under the object layers (the table draws the visible ones, in
  order, scaled with the map: `Board.art`); each image gives its width and height in map pixels and
  lies at a finite offset; a layer repeated in x and y is the ground around the board (`Art.repeat`).
  Tile layers with .tsx tilesets are read too (Tiled shows them).

A game reads its spaces' custom properties through `space_props` with a msgspec Struct as the
schema, so a missing or ill-typed property is a MapError naming the file, the space and the property.
"""
from __future__ import annotations

import logging
import math
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, TypeVar
from xml.etree import ElementTree

import msgspec

from zombiebox.core.geometry import Cell, SquareGrid
from zombiebox.core.hexgrid import HexGrid
from zombiebox.core.saves import field_problem

T = TypeVar("T")
Point = tuple[float, float]
ADJACENCIES = ("links", "square4", "square8", "hex")


def _headless_pytmx():
    """pytmx without pygame. pytmx imports pygame whenever it is installed (for
    type hints and its drawing helpers); core stays pygame-free, so while
    pygame is not loaded yet it is hidden from pytmx's import. A scene then
    gets the helpers with `from pytmx.util_pygame import load_pygame` (not
    `pytmx.load_pygame`)."""
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx
        return pytmx
    sys.modules["pygame"] = sys.modules["pytmx.util_pygame"] = None  # import fails, pytmx carries on
    try:
        import pytmx
    finally:
        del sys.modules["pygame"], sys.modules["pytmx.util_pygame"]
    return pytmx


pytmx = _headless_pytmx()
# pytmx also logs what it raises; with no handler, Python would print that to stderr as a second line
logging.getLogger("pytmx").addHandler(logging.NullHandler())
logging.getLogger("pytmx").propagate = False


class MapError(Exception):
    """A map file that cannot be a board. One problem a line, each naming the file and the object."""

    def __init__(self, problems: list[str]):
        super().__init__("\n".join(problems))
        self.problems = problems


@dataclass(frozen=True)
class Space:
    """One board space: its name, kind (Tiled type/class), bounding box in pixels,
    custom properties, and its corners if it is drawn as a polygon."""
    name: str
    kind: str
    x: float
    y: float
    w: float
    h: float
    props: dict[str, Any] = field(default_factory=dict)
    points: tuple[Point, ...] | None = None

    @property
    def center(self) -> Point:
        return self.x + self.w / 2, self.y + self.h / 2

    def contains(self, px: float, py: float) -> bool:
        """Inside or on the edge of the rectangle, or of the polygon if there is one."""
        if not (self.x <= px <= self.x + self.w and self.y <= py <= self.y + self.h):
            return False
        return self.points is None or _in_polygon(self.points, px, py)


@dataclass(frozen=True)
class Link:
    """A drawn connection between spaces `a` (at its first point) and `b` (at its last)."""
    a: str
    b: str
    kind: str
    props: dict[str, Any] = field(default_factory=dict)
    name: str = ""
    points: tuple[Point, ...] = ()


@dataclass(frozen=True)
class Art:
    """A visible image layer: the printed board's picture, `source` a file in the map's folder, drawn
    with its top left at (x, y) and `w` x `h` in map pixels. A `repeat` layer (Tiled's repeat x and y)
    is the ground the board lies on: its picture tiles the whole view, beyond the map's edges too."""
    name: str
    source: Path
    x: float
    y: float
    w: float
    h: float
    opacity: float = 1.0
    repeat: bool = False


@dataclass(eq=False)
class Board:
    """A map read by load_board. `adjacent` is every space's neighbours, computed
    once at load (links first, then grid neighbours)."""
    name: str
    path: str  # as shown in messages
    orientation: str
    cols: int  # map size in tiles
    rows: int
    tilewidth: int
    tileheight: int
    width: int  # map size in pixels
    height: int
    staggeraxis: str | None
    staggerindex: str | None
    hexsidelength: int
    adjacency: str
    props: dict[str, Any]
    spaces: dict[str, Space]
    links: list[Link] = field(default_factory=list)
    cells: dict[Cell, str] = field(default_factory=dict)  # grid maps: (col, row) -> space name
    adjacent: dict[str, tuple[str, ...]] = field(default_factory=dict)
    hexes: HexGrid | None = None
    art: tuple[Art, ...] = ()  # the image layers, bottom first

    def neighbours(self, name: str) -> list[str]:
        return list(self.adjacent[name])

    def space_at(self, px: float, py: float) -> Space | None:
        """The space under a pixel: on a hex map the space in the hex there,
        otherwise the topmost (last drawn) space whose shape holds the point."""
        if self.adjacency == "hex":
            name = self.cells.get(self.hexgrid().pixel_to_hex(px, py))
            return self.spaces[name] if name else None
        return next((s for s in reversed(self.spaces.values()) if s.contains(px, py)), None)

    def hexgrid(self) -> HexGrid:
        if self.hexes is None:
            raise MapError([f"{self.path}: not a hexagonal map (orientation {self.orientation!r})"])
        return self.hexes


def load_board(path: str | Path) -> Board:
    """Read a .tmx into a Board, or raise MapError listing everything wrong with it."""
    shown = _shown(path)
    tmx, art = _read_tmx(Path(path), shown)
    problems: list[str] = []
    spaces_layer = _object_layer(tmx, "spaces", shown, required=True)
    links_layer = _object_layer(tmx, "links", shown, required=False)
    board = _empty_board(tmx, path, shown, problems)
    board.art = art
    board.spaces = _read_spaces(spaces_layer, board, problems)
    board.cells = _read_cells(board, problems)
    if problems:  # links and adjacency need sound spaces and cells
        raise MapError(problems)
    board.links = _read_links(links_layer, board, problems)
    if problems:
        raise MapError(problems)
    board.adjacent = adjacency(board)
    return board


def check_board(board: Board, required_props: dict[str, set[str]] | None = None) -> list[str]:
    """Problems with a loaded board, one line each (an empty list: all is well).

    Checks: names unique across spaces and named links; every space of each kind
    in `required_props` has those properties (and the kind exists); adjacency is
    symmetric and names only spaces; every link end lies in the space it names;
    on a hex map every space is drawn in the hex its col/row name.
    """
    shown, problems = board.path, []
    names = set(board.spaces)
    for link in (link for link in board.links if link.name):
        if link.name in names:
            problems.append(f"{shown}: link '{link.name}' has the name of another space or link")
        names.add(link.name)
    for kind, required in (required_props or {}).items():
        of_kind = [s for s in board.spaces.values() if s.kind == kind]
        if not of_kind:
            problems.append(f"{shown}: no space of kind '{kind}'")
        for space in of_kind:
            missing = sorted(set(required) - set(space.props))
            if missing:
                problems.append(f"{shown}: {kind} '{space.name}' lacks properties {', '.join(missing)}")
    for name, others in board.adjacent.items():
        for other in others:
            if other not in board.spaces:
                problems.append(f"{shown}: space '{name}' has a neighbour '{other}' that is no space")
            elif name not in board.adjacent.get(other, ()):
                problems.append(f"{shown}: '{other}' is a neighbour of '{name}' but not the other way round")
    for link in board.links:
        for end, name in ((link.points[0], link.a), (link.points[-1], link.b)):
            found = board.space_at(*end)
            if found is None or found.name != name:
                problems.append(f"{shown}: {_link_label(link)} end {_xy(end)} is not inside space '{name}'")
    if board.adjacency == "hex":
        for cell, name in board.cells.items():
            drawn = board.hexgrid().pixel_to_hex(*board.spaces[name].center)
            if drawn != cell:
                problems.append(f"{shown}: space '{name}' says col/row {cell} but is drawn in hex {drawn}")
    return problems


def check_kinds(board: Board, kinds: tuple[str, ...]) -> None:
    """MapError naming every space whose kind (its Tiled type) is not one of `kinds`, the kinds a game
    reads: a space that lost its type would otherwise drop out of the board and be missed later."""
    problems = [f"{board.path}: space '{space.name}' is of type '{space.kind}', not {' or '.join(kinds)}"
                for space in board.spaces.values() if space.kind not in kinds]
    if problems:
        raise MapError(problems)


def space_props(board: Board, spaces: Iterable[Space], schema: type[T]) -> dict[str, T]:
    """Each space's custom properties checked against `schema` (a msgspec Struct: types, ranges,
    required names); MapError lists every space whose properties do not fit, by file, space and property."""
    out, problems = {}, []
    for space in spaces:
        try:
            out[space.name] = msgspec.convert(space.props, schema)
        except msgspec.ValidationError as exc:
            problems.append(f"{board.path}: {space.kind or 'space'} '{space.name}' property {field_problem(exc)}")
    if problems:
        raise MapError(problems)
    return out


# -- reading ------------------------------------------------------------------

def _shown(path: str | Path) -> str:
    """The path as a message shows it: relative to the working folder when inside it."""
    try:
        return str(Path(path).resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def _read_tmx(path: Path, shown: str):
    if not path.is_file():
        raise MapError([f"{shown}: no such map file"])
    try:
        refused = _refused_files(path)
    except ElementTree.ParseError as exc:
        raise MapError([f"{shown}: not valid XML ({exc})"]) from None
    if refused:
        raise MapError([f"{shown}: {problem}" for problem in refused])
    problems: list[str] = []
    art = _read_art(path, shown, problems)  # before pytmx, which would stop at an offset it cannot read
    if problems:
        raise MapError(problems)
    try:
        return pytmx.TiledMap(str(path)), art
    except ValueError as exc:  # pytmx refuses reserved property names and ill-typed values
        raise MapError([f"{shown}: {_refused_property(path) or f'pytmx refused it: {_one_line(exc)}'}"]) from None
    except Exception as exc:  # noqa: BLE001 - pytmx raises bare Exception (an infinite map, a tileset)
        raise MapError([f"{shown}: pytmx cannot read it ({type(exc).__name__}: "
                        f"{_one_line(exc) or 'no reason given'})"]) from None


def _one_line(exc: Exception, most: int = 160) -> str:
    """An exception's words on one line, cut short: a map's reader may quote what it could not read."""
    words = " ".join(str(exc).split())
    return words if len(words) <= most else words[: most - 3] + "..."


def _refused_files(path: Path) -> list[str]:
    """The files a map names that zombiebox will not read, found before anything reads them: a
    tileset or image outside the map's own folder (maps/) or missing, a tileset that is no Tiled
    tileset. pytmx would open any file a tileset names and quote it in its error."""
    folder = path.parent.resolve()

    def refused(source: str, beside: Path) -> str | None:
        named = (beside / source).resolve()
        if not named.is_relative_to(folder):
            return "is outside the map's folder; zombiebox reads tilesets and images only from there"
        return None if named.is_file() else "no such file"

    def images(root, beside: Path, within: str) -> list[str]:
        return [f"{within}image '{image.get('source')}': {problem}" for image in root.iter("image")
                if image.get("source") and (problem := refused(image.get("source"), beside))]

    root = ElementTree.parse(path).getroot()
    problems = images(root, path.parent, "")
    for tileset in root.iter("tileset"):
        source = tileset.get("source")
        if not source:
            continue
        what = f"tileset (firstgid {tileset.get('firstgid')}) property source '{source}'"
        problem = refused(source, path.parent)
        tsx = None if problem else _tileset_root(path.parent / source)
        if tsx is None:
            problems.append(f"{what}: {problem or 'is not a Tiled tileset (.tsx)'}")
        else:
            problems += images(tsx, (path.parent / source).parent, f"{what} ")
    return problems


def _tileset_root(path: Path):
    """A .tsx file's root element, or None when the file is no Tiled tileset."""
    if path.suffix.lower() != ".tsx":
        return None
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError:
        return None
    return root if root.tag == "tileset" else None


# Attributes every pytmx TiledObject has; a custom property may not reuse them.
_OBJECT_FIELDS = {"id", "name", "type", "x", "y", "width", "height", "rotation", "gid", "visible",
                  "closed", "template", "parent", "properties", "custom_types"}


_TYPED = {"int": int, "float": float, "bool": lambda v: {"true": True, "false": False}[v.lower()]}


def _refused_property(path: Path) -> str | None:
    """Which object's custom property pytmx refused (a reserved name, a value not of its type), by name."""
    for layer in ElementTree.parse(path).getroot().iter("objectgroup"):
        for obj in layer.iter("object"):
            what = _label(_ROLES.get(layer.get("name"), "object"), obj.get("name"), obj.get("id"))
            for prop in obj.iter("property"):
                key, kind, value = prop.get("name", ""), prop.get("type", "string"), prop.get("value", "")
                if key in _OBJECT_FIELDS or key in obj.attrib or hasattr(pytmx.TiledObject, key):
                    return f"{what} has a custom property '{key}', a name pytmx reserves: rename it"
                try:
                    _TYPED.get(kind, str)(value)
                except (ValueError, KeyError):
                    return f"{what} property {key}: {value!r} is not of type {kind}"
    return None


_ROLES = {"spaces": "space", "links": "link"}


def _label(role: str, name: str | None, obj_id: Any) -> str:
    return f"{role} '{name}'" if name else f"{role} #{obj_id}"


def _link_label(link: Link) -> str:
    return f"link '{link.name}'" if link.name else f"the link from '{link.a}' to '{link.b}'"


def _xy(point: Point) -> str:
    return f"({point[0]:g}, {point[1]:g})"


def _object_layer(tmx, name: str, shown: str, required: bool):
    layers = [layer for layer in tmx.layers if layer.name == name and isinstance(layer, pytmx.TiledObjectGroup)]
    if len(layers) > 1:
        raise MapError([f"{shown}: {len(layers)} object layers are named '{name}'"])
    if not layers:
        if required:
            raise MapError([f"{shown}: no object layer named '{name}'"])
        return []
    if layers[0].offsetx or layers[0].offsety:
        raise MapError([f"{shown}: object layer '{name}' has an offset; zombiebox reads unshifted layers"])
    return layers[0]


def _empty_board(tmx, path, shown: str, problems: list[str]) -> Board:
    props = dict(tmx.properties)
    adjacency = props.get("adjacency", "links")
    hexes_drawn = tmx.orientation == "hexagonal"
    hexes = None
    if hexes_drawn:
        try:
            hexes = HexGrid(tmx.width, tmx.height, tmx.tilewidth, tmx.tileheight, int(tmx.hexsidelength),
                            tmx.staggeraxis, tmx.staggerindex)
        except ValueError as exc:
            problems.append(f"{shown}: {exc}")
    elif tmx.orientation != "orthogonal":
        problems.append(f"{shown}: orientation {tmx.orientation!r}; zombiebox reads orthogonal and hexagonal maps")
    if adjacency not in ADJACENCIES:
        problems.append(f"{shown}: map property adjacency={adjacency!r} is not one of {', '.join(ADJACENCIES)}")
    elif (adjacency == "hex" and not hexes_drawn) or (adjacency.startswith("square") and hexes_drawn):
        problems.append(f"{shown}: adjacency {adjacency!r} does not fit orientation {tmx.orientation!r}")
    width, height = hexes.pixel_size() if hexes else (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
    return Board(
        name=Path(path).stem, path=shown, orientation=tmx.orientation, cols=tmx.width, rows=tmx.height,
        tilewidth=tmx.tilewidth, tileheight=tmx.tileheight, width=width, height=height,
        staggeraxis=tmx.staggeraxis, staggerindex=tmx.staggerindex, hexsidelength=int(tmx.hexsidelength),
        adjacency=adjacency, props=props, spaces={}, hexes=hexes)


def _kind(obj) -> str:
    return obj.type or vars(obj).get("class") or ""  # `class` is what Tiled 1.9 writes


def _read_spaces(layer, board: Board, problems: list[str]) -> dict[str, Space]:
    shown = board.path
    spaces: dict[str, Space] = {}
    first_id: dict[str, int] = {}
    for obj in layer:
        if not obj.name:
            problems.append(f"{shown}: space #{obj.id} has no name")
            continue
        if obj.name in spaces:
            problems.append(f"{shown}: two spaces are named '{obj.name}' (objects #{first_id[obj.name]} and #{obj.id})")
            continue
        if obj.rotation:
            problems.append(f"{shown}: space '{obj.name}' is rotated; zombiebox reads unrotated spaces")
            continue
        space = _space(obj)
        outside = _outside(board, [(space.x, space.y), (space.x + space.w, space.y + space.h), *(_points(obj) or ())])
        if outside:
            problems.append(f"{shown}: space '{obj.name}' point {_xy(outside)} is not inside the "
                            f"{board.width}x{board.height} map")
            continue
        spaces[obj.name] = space
        first_id[obj.name] = obj.id
    return spaces


def _points(obj) -> tuple[Point, ...] | None:
    """A polygon's or polyline's points in map pixels (pytmx adds the object's x, y)."""
    points = vars(obj).get("points")
    return None if points is None else tuple((float(x), float(y)) for x, y in points)


def _space(obj) -> Space:
    points = _points(obj)
    if points is None:
        return Space(obj.name, _kind(obj), obj.x, obj.y, obj.width, obj.height, dict(obj.properties))
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return Space(obj.name, _kind(obj), min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys),
                 dict(obj.properties), points if obj.closed else None)


def _outside(board: Board, points: Iterable[Point]) -> Point | None:
    """The first point not on the map (NaN and infinity never are: a board is drawn in whole pixels)."""
    return next(((x, y) for x, y in points if not (0 <= x <= board.width and 0 <= y <= board.height)), None)


def _read_art(path: Path, shown: str, problems: list[str]) -> tuple[Art, ...]:
    """The visible image layers, bottom first; one problem a layer whose numbers cannot place it."""
    art = []
    for layer in ElementTree.parse(path).getroot().iter("imagelayer"):
        image = layer.find("image")
        what = f"image layer '{layer.get('name') or layer.get('id')}'"
        if layer.get("visible") == "0" or image is None or not image.get("source"):
            continue
        try:
            numbers = [float(node.get(key, default)) for node, key, default in (
                (layer, "offsetx", 0), (layer, "offsety", 0), (image, "width", "nan"), (image, "height", "nan"),
                (layer, "opacity", 1))]
        except ValueError as exc:
            problems.append(f"{shown}: {what}: {_one_line(exc)}")
            continue
        x, y, w, h, opacity = numbers
        if not all(math.isfinite(n) for n in numbers) or w <= 0 or h <= 0 or not 0 <= opacity <= 1:
            problems.append(f"{shown}: {what} needs a finite offset, its image's width and height and an "
                            f"opacity from 0 to 1 (offset {_xy((x, y))}, size {w:g}x{h:g}, opacity {opacity:g})")
            continue
        repeat = layer.get("repeatx") == "1" and layer.get("repeaty") == "1"
        art.append(Art(layer.get("name", ""), (path.parent / image.get("source")).resolve(), x, y, w, h, opacity,
                       repeat))
    return tuple(art)


def _read_cells(board: Board, problems: list[str]) -> dict[Cell, str]:
    if board.adjacency not in ("square4", "square8", "hex"):
        return {}
    cells: dict[Cell, str] = {}
    for space in board.spaces.values():
        col, row = space.props.get("col"), space.props.get("row")
        if type(col) is not int or type(row) is not int:
            problems.append(f"{board.path}: space '{space.name}' needs int properties col and row "
                            f"(adjacency {board.adjacency})")
        elif not (0 <= col < board.cols and 0 <= row < board.rows):
            problems.append(f"{board.path}: space '{space.name}' col/row ({col}, {row}) is outside "
                            f"the {board.cols}x{board.rows} map")
        elif (col, row) in cells:
            problems.append(f"{board.path}: spaces '{cells[col, row]}' and '{space.name}' are both at "
                            f"col/row ({col}, {row})")
        else:
            cells[col, row] = space.name
    return cells


def _read_links(layer, board: Board, problems: list[str]) -> list[Link]:
    links = []
    for obj in layer:
        what = _label("link", obj.name, obj.id)
        points = _points(obj)
        if points is None or obj.closed:
            problems.append(f"{board.path}: {what} is not a polyline")
            continue
        outside = _outside(board, points)
        if outside:
            problems.append(f"{board.path}: {what} point {_xy(outside)} is not inside the "
                            f"{board.width}x{board.height} map")
            continue
        ends = []
        for end in (points[0], points[-1]):
            space = board.space_at(*end)
            if space is None:
                problems.append(f"{board.path}: {what} end {_xy(end)} is not inside any space")
            ends.append(space)
        if None in ends:
            continue
        a, b = ends[0].name, ends[1].name
        if a == b:
            problems.append(f"{board.path}: {what} starts and ends in space '{a}'")
            continue
        links.append(Link(a, b, _kind(obj), dict(obj.properties), obj.name or "", points))
    return links


def adjacency(board: Board) -> dict[str, tuple[str, ...]]:
    """Each space's neighbours (the grid's, its links, both ways): one rule for read and joined boards."""
    adjacent: dict[str, list[str]] = {name: [] for name in board.spaces}

    def join(a: str, b: str) -> None:
        if b not in adjacent[a]:
            adjacent[a].append(b)

    for link in board.links:
        join(link.a, link.b)
        join(link.b, link.a)
    if board.cells:
        grid = board.hexgrid() if board.adjacency == "hex" else SquareGrid(
            board.cols, board.rows, diagonal=board.adjacency == "square8")
        for cell, name in board.cells.items():
            for other in grid.neighbours(cell):
                if other in board.cells:
                    join(name, board.cells[other])
    return {name: tuple(others) for name, others in adjacent.items()}


def _in_polygon(corners: tuple[Point, ...], px: float, py: float) -> bool:
    """Even-odd rule, with points on an edge counted inside."""
    inside = False
    for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1]):
        cross = (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)
        if cross == 0 and min(x1, x2) <= px <= max(x1, x2) and min(y1, y2) <= py <= max(y1, y2):
            return True
        if (y1 > py) != (y2 > py) and px < x1 + (py - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside
