"""Draws the printed boards of Zombie Terror (both lot sides), Aliens vs. Zombies (the town), Zombie
Survival (the four houses), All Things Zombie (the four hex boards) and City of Zombies (its rows,
Approach Track and the places of its piles) as SVG
pictures under maps/art/, from the maps' own geometry, and puts each into its map as the image layer
`board` under the object layers (issue 34.1): Tiled, tmxrasterizer and the table then show the same
board. Zombie Terror's side B tokens, drawn the same way, go to assets/art/. The pictures are committed; run this again after a map's spaces change:

    .venv/bin/python tools/board_art.py

Only SVG that both Tiled (Qt SVG) and pygame-ce (nanosvg) draw alike: rects, circles, ellipses,
polygons, paths, lines, gradients and opacity; no text, patterns, filters or clip paths. Every scatter
(speckles, trees) comes from a Random seeded by the map's and the space's names, so a run gives the
same files."""
from __future__ import annotations

import math
import random
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from zombiebox.core.tiled import Board, load_board  # noqa: E402

MAPS = ROOT / "maps"
LAYER = "board"  # the image layer's name in every map
GROUND_LAYER = "ground"  # the repeated layer under it: the ground round the board (issue 33.1)
OBJECTS_OPACITY = 0.2  # the object layers' in Tiled: the board reads through them


def n(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


class Svg:
    """An SVG picture of one board, `w` x `h` map pixels, built element by element."""

    def __init__(self, w: int, h: int):
        self.w, self.h = w, h
        self.defs: list[str] = []
        self.body: list[str] = []

    def add(self, tag: str, **attrs) -> None:
        self.body.append(f"<{tag} {self._attrs(attrs)}/>")

    @staticmethod
    def _attrs(attrs: dict) -> str:
        return " ".join(f'{k.rstrip("_").replace("_", "-")}="{n(v) if isinstance(v, float) else v}"'
                        for k, v in attrs.items())

    def rect(self, x, y, w, h, fill, rx=0.0, **more) -> None:
        self.add("rect", x=float(x), y=float(y), width=float(w), height=float(h), rx=float(rx), fill=fill, **more)

    def frame(self, x, y, w, h, stroke, width, rx=0.0, **more) -> None:
        self.rect(x, y, w, h, "none", rx, stroke=stroke, stroke_width=float(width), **more)

    def circle(self, cx, cy, r, fill, **more) -> None:
        self.add("circle", cx=float(cx), cy=float(cy), r=float(r), fill=fill, **more)

    def line(self, x1, y1, x2, y2, stroke, width, **more) -> None:
        self.add("line", x1=float(x1), y1=float(y1), x2=float(x2), y2=float(y2), stroke=stroke,
                 stroke_width=float(width), **more)

    def polygon(self, points, fill, **more) -> None:
        self.add("polygon", points=" ".join(f"{n(x)},{n(y)}" for x, y in points), fill=fill, **more)

    def gradient(self, gid: str, kind: str, stops: list[tuple[float, str, float]], **attrs) -> str:
        inner = "".join(f'<stop offset="{n(o)}" stop-color="{c}" stop-opacity="{n(a)}"/>' for o, c, a in stops)
        self.defs.append(f'<{kind} id="{gid}" {self._attrs(attrs)}>{inner}</{kind}>')
        return f"url(#{gid})"

    def text(self) -> str:
        return (f'<?xml version="1.0" encoding="UTF-8"?>\n'
                f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.w}" height="{self.h}" '
                f'viewBox="0 0 {self.w} {self.h}">\n<defs>{"".join(self.defs)}</defs>\n'
                + "\n".join(self.body) + "\n</svg>\n")


def speckle(svg: Svg, rng: random.Random, x, y, w, h, count: int, colours: list[str], size=(0.6, 1.6), alpha=0.35):
    """Grain: small dots scattered over a rectangle (asphalt, dirt, grass)."""
    for _ in range(count):
        svg.circle(x + rng.random() * w, y + rng.random() * h, rng.uniform(*size), rng.choice(colours),
                   fill_opacity=alpha)


def shadow(svg: Svg, x, y, w, h, rx, lift=3.0) -> None:
    svg.rect(x + lift, y + lift, w, h, "#000000", rx, fill_opacity=0.45)


# --- Zombie Terror: the parking lot at night ---------------------------------------------------------
SQUARE = 64
LOT_ASPHALT = {"car": "#262b34", "supermarket": "#2f2c2f"}
PAINT, SPAWN_RED, CAR_GREEN, CONE_YELLOW, CONE = "#e9e7dc", "#e0352c", "#45c35a", "#f2cf3a", "#f07a1e"


def zt_lot(board: Board) -> Svg:
    svg = Svg(board.width, board.height)
    rng = random.Random(board.name)
    cells = {s.name: s for s in board.spaces.values()}
    for s in cells.values():
        svg.rect(s.x, s.y, s.w, s.h, LOT_ASPHALT[s.props["half"]])
    speckle(svg, rng, 0, 0, board.width, board.height, board.width * board.height // 900,
            ["#4a505a", "#15181d", "#5b5650"], size=(0.8, 2.4))
    for _ in range(7):  # cracks in the old tarmac
        x, y = rng.uniform(0, board.width), rng.uniform(0, board.height)
        points = [(x, y)]
        for _ in range(4):
            x, y = x + rng.uniform(-14, 14), y + rng.uniform(-14, 14)
            points.append((x, y))
        svg.add("polyline", points=" ".join(f"{n(a)},{n(b)}" for a, b in points), fill="none",
                stroke="#121418", stroke_width=1.0, stroke_opacity=0.7)
    # the supermarket's lights on its half, two lamp posts' pools on the car's
    store = svg.gradient("store", "radialGradient", [(0, "#ffd27a", 0.22), (1, "#ffd27a", 0)],
                         cx=0.5, cy=1.0, r=0.75)
    market = [s for s in cells.values() if s.props["half"] == "supermarket"]
    top = min(s.y for s in market)
    svg.rect(0, top, board.width, board.height - top, store)
    lamp = svg.gradient("lamp", "radialGradient", [(0, "#cfe0ff", 0.16), (1, "#cfe0ff", 0)])
    for fx, fy in ((0.22, 0.12), (0.78, 0.36)):
        svg.circle(board.width * fx, board.height * fy, SQUARE * 1.6, lamp)
    pieces = _zt_pieces(cells)
    blocked = {name for group in pieces for name in group[1]}
    for s in cells.values():
        if s.name in blocked:
            continue
        p = s.props
        colour, width = (CAR_GREEN, 4) if p.get("car") else (SPAWN_RED, 4) if p.get("spawn", "none") != "none" \
            else (PAINT, 2.5)
        inset = 9 if colour == CAR_GREEN else 4   # the car's green inside: a space lit green shows round it
        svg.frame(s.x + inset, s.y + inset, s.w - 2 * inset, s.h - 2 * inset, colour, width, 3, stroke_opacity=0.9)
        if colour == SPAWN_RED:  # a second, inner line: a valid space tells from a plain one without its colour
            svg.frame(s.x + 10, s.y + 10, s.w - 20, s.h - 20, colour, 1.5, 2, stroke_dasharray="6 4",
                      stroke_opacity=0.8)
        if p.get("manhole"):
            manhole(svg, s.x + s.w / 2, s.y + s.h / 2, s.w * 0.3)
    car = sorted((s for s in cells.values() if s.props.get("car")), key=lambda s: s.x)
    if car:
        van(svg, car[0].x, car[0].y, car[-1].x + car[-1].w - car[0].x, car[0].h)
    for kind, group in pieces:
        rects = [cells[name] for name in group]
        x0, y0 = min(r.x for r in rects), min(r.y for r in rects)
        x1, y1 = max(r.x + r.w for r in rects), max(r.y + r.h for r in rects)
        door = _door_side(cells, rects, "bus" if kind == "bus" else "booth")
        OBSTACLE_ART[kind](svg, x0, y0, x1 - x0, y1 - y0, door, rng)
    _zt_divider(svg, cells)
    return svg


def _zt_pieces(cells) -> list[tuple[str, list[str]]]:
    """The obstacle squares joined into pieces (a bus of three squares is one bus), by object and edge."""
    at = {(s.props["col"], s.props["row"]): s for s in cells.values()}
    seen, out = set(), []
    for s in sorted(cells.values(), key=lambda s: (s.props["row"], s.props["col"])):
        kind = s.props.get("object")
        if kind is None or s.name in seen:
            continue
        group, todo = [], [s]
        seen.add(s.name)
        while todo:
            m = todo.pop()
            group.append(m.name)
            c, r = m.props["col"], m.props["row"]
            for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                k = at.get((c + dc, r + dr))
                if k is not None and k.name not in seen and k.props.get("object") == kind:
                    seen.add(k.name)
                    todo.append(k)
        out.append((kind, group))
    return out


def _door_side(cells, rects, spawn: str) -> str | None:
    """Which side of a piece its door is on: the side of the valid space beside it of that spawn kind
    (ZT Valid Spaces: next to bus exits and the guard booth's door)."""
    for s in cells.values():
        if s.props.get("spawn") != spawn:
            continue
        for r in rects:
            dc, dr = s.props["col"] - r.props["col"], s.props["row"] - r.props["row"]
            side = {(1, 0): "E", (-1, 0): "W", (0, 1): "S", (0, -1): "N"}.get((dc, dr))
            if side:
                return side
    return None


def _zt_divider(svg: Svg, cells) -> None:
    """Where the car's half meets the supermarket's: a dashed yellow line and a traffic cone in a yellow
    circle at each end (ZT Game Setup 5)."""
    at = {(s.props["col"], s.props["row"]): s for s in cells.values()}
    ends = []
    for (c, r), s in at.items():
        below = at.get((c, r + 1))
        if below is not None and below.props["half"] != s.props["half"]:
            y = s.y + s.h
            svg.line(s.x, y, s.x + s.w, y, CONE_YELLOW, 3.0, stroke_dasharray="10 6")
            ends += [(s.x, y), (s.x + s.w, y)]
    if not ends:
        return
    for x, y in (min(ends), max(ends)):
        x = min(max(x, 15.0), svg.w - 15.0)
        svg.circle(x, y, 14, "#1d1f24", stroke=CONE_YELLOW, stroke_width=2.5)
        svg.polygon([(x, y - 10), (x - 7, y + 7), (x + 7, y + 7)], CONE)
        svg.rect(x - 4.5, y - 2, 9, 3, "#ffffff")
        svg.rect(x - 9, y + 6, 18, 3, CONE, 1)


def manhole(svg: Svg, cx, cy, r) -> None:
    svg.circle(cx, cy, r + 2, "#17181b")
    svg.circle(cx, cy, r, "#4c4d52", stroke="#85868c", stroke_width=2.0)
    for k in (-2, -1, 0, 1, 2):
        half = (r * r - (k * r / 3) ** 2) ** 0.5 * 0.8
        svg.line(cx - half, cy + k * r / 3, cx + half, cy + k * r / 3, "#2a2b2f", 2.0)


def van(svg: Svg, x, y, w, h) -> None:
    """The escape car: a white van seen from above, its nose to the right, across its spaces."""
    bx, by, bw, bh = x + 10, y + h * 0.2, w - 20, h * 0.6
    shadow(svg, bx, by, bw, bh, 10)
    svg.rect(bx, by, bw, bh, "#ecebe6", 10, stroke="#9a9a94", stroke_width=1.5)
    svg.rect(bx + bw * 0.7, by + 4, bw * 0.1, bh - 8, "#27374e", 3)          # windscreen
    svg.rect(bx + bw * 0.82, by + 3, bw * 0.15, bh - 6, "#d8d7d0", 6)          # bonnet
    svg.rect(bx + 8, by + bh * 0.42, bw * 0.6, bh * 0.16, CAR_GREEN, 2, fill_opacity=0.85)  # a green stripe
    for ly in (by + 3, by + bh - 7):
        svg.rect(bx + bw - 5, ly, 4, 4, "#fff6b0", 1)                           # headlights


def bus(svg: Svg, x, y, w, h, door, rng) -> None:
    """A yellow bus from above, the long way along its squares, its exit on the side of its valid space."""
    long = h >= w
    inset = 6
    bx, by, bw, bh = x + inset, y + inset, w - 2 * inset, h - 2 * inset
    shadow(svg, bx, by, bw, bh, 7)
    svg.rect(bx, by, bw, bh, "#e5a91c", 7, stroke="#8a6210", stroke_width=1.5)
    svg.rect(bx + 5, by + 5, bw - 10, bh - 10, "#f0bd35", 4)                  # the roof
    length, across = (bh, bw) if long else (bw, bh)
    count = max(3, int(length // 28))
    for i in range(count):  # roof hatches, then the windows along both sides
        t = 16 + i * (length - 32) / max(1, count - 1)
        if long:
            svg.rect(bx + across / 2 - 6, by + t - 5, 12, 10, "#c99a22", 2)
        else:
            svg.rect(bx + t - 5, by + across / 2 - 6, 10, 12, "#c99a22", 2)
    for i in range(int((length - 20) // 16)):
        t = 10 + i * 16
        for side in (1.5, across - 5.5):
            if long:
                svg.rect(bx + side, by + t, 4, 12, "#263650", 1)
            else:
                svg.rect(bx + t, by + side, 12, 4, "#263650", 1)
    if long:
        svg.rect(bx + 4, by + 2, bw - 8, 6, "#263650", 2)                       # windscreen at the top end
    else:
        svg.rect(bx + bw - 8, by + 4, 6, bh - 8, "#263650", 2)
    if door:  # the exit: a dark door and a step, at the middle of the side
        mx, my = bx + bw / 2, by + bh / 2
        spot = {"E": (bx + bw - 3, my - 9, 6, 18), "W": (bx - 3, my - 9, 6, 18),
                "S": (mx - 9, by + bh - 3, 18, 6), "N": (mx - 9, by - 3, 18, 6)}[door]
        svg.rect(*spot, "#1b1b1b", 1, stroke="#f7f1d0", stroke_width=1.5)


def booth(svg: Svg, x, y, w, h, door, rng) -> None:
    """The guard booth: a small hut with a flat roof, its lit door on the side of its valid space."""
    bx, by, bw, bh = x + 9, y + 9, w - 18, h - 18
    shadow(svg, bx, by, bw, bh, 3)
    svg.rect(bx, by, bw, bh, "#6d8199", 3, stroke="#3c4a5c", stroke_width=2.0)
    svg.rect(bx + 5, by + 5, bw - 10, bh - 10, "#57697f", 2)
    svg.line(bx + 5, by + 5, bx + bw - 5, by + bh - 5, "#3c4a5c", 1.5)
    svg.line(bx + bw - 5, by + 5, bx + 5, by + bh - 5, "#3c4a5c", 1.5)
    if door:
        mx, my = bx + bw / 2, by + bh / 2
        spot = {"E": (bx + bw - 2, my - 8, 5, 16), "W": (bx - 3, my - 8, 5, 16),
                "S": (mx - 8, by + bh - 2, 16, 5), "N": (mx - 8, by - 3, 16, 5)}[door]
        svg.rect(*spot, "#ffd966", 1)
        glow = svg.gradient("boothlight", "radialGradient", [(0, "#ffd966", 0.35), (1, "#ffd966", 0)])
        svg.circle(spot[0] + spot[2] / 2, spot[1] + spot[3] / 2, 26, glow)


CAR_COLOURS = ["#8e2b2b", "#2f4f7a", "#5e6a70", "#3d5c3a"]


def parked_car(svg: Svg, x, y, w, h, door, rng) -> None:
    """A large obstacle: a parked car from above, the long way along its squares."""
    long = h > w
    colour = rng.choice(CAR_COLOURS)
    if long:
        bx, by, bw, bh = x + w * 0.2, y + 6, w * 0.6, h - 12
    else:
        bx, by, bw, bh = x + 6, y + h * 0.2, w - 12, h * 0.6
    shadow(svg, bx, by, bw, bh, 10)
    svg.rect(bx, by, bw, bh, colour, 10, stroke="#1a1a1a", stroke_width=1.5)
    if long:
        svg.rect(bx + 4, by + bh * 0.25, bw - 8, bh * 0.12, "#233048", 3)
        svg.rect(bx + 5, by + bh * 0.37, bw - 10, bh * 0.3, colour, 4, stroke="#000000", stroke_width=0.8,
                 stroke_opacity=0.4)
        svg.rect(bx + 4, by + bh * 0.67, bw - 8, bh * 0.09, "#233048", 3)
    else:
        svg.rect(bx + bw * 0.64, by + 4, bw * 0.12, bh - 8, "#233048", 3)     # windscreen
        svg.rect(bx + bw * 0.34, by + 5, bw * 0.3, bh - 10, colour, 4, stroke="#000000", stroke_width=0.8,
                 stroke_opacity=0.4)
        svg.rect(bx + bw * 0.25, by + 4, bw * 0.09, bh - 8, "#233048", 3)     # rear window
        for ly in (by + 3, by + bh - 8):
            svg.rect(bx + bw - 5, ly, 4, 5, "#fff6b0", 1)
            svg.rect(bx + 1, ly, 3, 5, "#c23030", 1)


def dumpster(svg: Svg, x, y, w, h, door, rng) -> None:
    """A small obstacle: a green dumpster with its two lids."""
    bx, by, bw, bh = x + 8, y + 14, w - 16, h - 28
    shadow(svg, bx, by, bw, bh, 3)
    svg.rect(bx, by, bw, bh, "#2f6a3c", 3, stroke="#173a20", stroke_width=2.0)
    svg.line(bx + bw / 2, by + 2, bx + bw / 2, by + bh - 2, "#173a20", 2.0)
    for k in (0.25, 0.75):
        svg.rect(bx + bw * k - 5, by + 3, 10, 3, "#4f8c5a", 1)


def barrier(svg: Svg, x, y, w, h, door, rng) -> None:
    """A small obstacle: a row of road barriers, red and white blocks on concrete feet."""
    bx, by, bw, bh = x + 6, y + h / 2 - 9, w - 12, 18
    shadow(svg, bx, by, bw, bh, 2)
    svg.rect(bx, by, bw, bh, "#b9b6ad", 2, stroke="#6d6a62", stroke_width=1.5)
    blocks = 5
    for i in range(blocks):
        svg.rect(bx + 3 + i * (bw - 6) / blocks, by + 4, (bw - 6) / blocks - 1, bh - 8,
                 "#d33a2c" if i % 2 == 0 else "#f4f1e8")


def small_obstacle(svg: Svg, x, y, w, h, door, rng) -> None:
    """Small obstacles are dumpsters or barriers, by a coin the map's name seeds (the same every run)."""
    (dumpster if rng.random() < 0.5 else barrier)(svg, x, y, w, h, door, rng)


OBSTACLE_ART = {"bus": bus, "booth": booth, "large": parked_car, "small": small_obstacle}


# --- Aliens vs. Zombies: the town by day ------------------------------------------------------------
STREET, SIDEWALK, KERB = "#55585d", "#b3b0a6", "#8f8c84"
ROOFS = ["#8d8f96", "#9a6a58", "#7c7f6e", "#a49a86", "#6c7480"]


def avz_town(board: Board) -> Svg:
    """The town (AvZ 1.0 Game Board): streets, blocks and crosswalks; east of it, on the table, the places
    of the grave, the dead pile and the Alien reserve."""
    svg = Svg(board.width, board.height)
    rng = random.Random(board.name)
    spaces = [s for s in board.spaces.values() if s.kind == "location"]
    town = round(max(s.x + s.w for s in spaces) + min(s.x for s in spaces))   # the board's width: a margin each side
    svg.rect(0, 0, town, board.height, STREET)
    speckle(svg, rng, 0, 0, town, board.height, town * board.height // 1000, ["#6a6d72", "#3e4045"], alpha=0.4)
    _lane_marks(svg, spaces, town)
    for s in spaces:  # the sidewalk round every block
        svg.rect(s.x - 6, s.y - 6, s.w + 12, s.h + 12, SIDEWALK, 5, stroke=KERB, stroke_width=1.5)
    for link in board.links:
        _crosswalk(svg, link.points[0], link.points[-1])
    for s in spaces:
        local = random.Random(f"{board.name}:{s.name}")
        TERRAIN_ART[s.props.get("terrain", "building")](svg, s, local)
        if s.props.get("edge"):
            _edge_band(svg, spaces, s)
    _avz_table(svg, [s for s in board.spaces.values() if s.kind == "pile"], town, random.Random(f"{board.name}:table"))
    return svg


def _avz_table(svg: Svg, piles, town: float, rng) -> None:
    """The table east of the board (AvZ 1.0: the grave, the dead pile and the reserve lie beside it): dark
    wood, the board's shadow on it, and each pile's place a felt mat with a dashed edge; the grave's a
    coaster for its cup."""
    svg.rect(town, 0, svg.w - town, svg.h, "#3b2f25")
    for y in range(6, svg.h, 14):   # the grain of the planks
        svg.line(town, y + rng.uniform(-2, 2), svg.w, y + rng.uniform(-2, 2), "#2e241c", 1.0, stroke_opacity=0.6)
    svg.rect(town, 0, 8, svg.h, "#000000", fill_opacity=0.35)
    for s in piles:
        svg.rect(s.x + 3, s.y + 3, s.w, s.h, "#000000", 8, fill_opacity=0.35)
        svg.rect(s.x, s.y, s.w, s.h, "#23302a", 8, stroke="#141b17", stroke_width=1.5)
        svg.frame(s.x + 5, s.y + 5, s.w - 10, s.h - 10, "#b9b4a4", 1.5, 6, stroke_dasharray="6 5", stroke_opacity=0.5)
        if s.name == "grave":
            svg.add("ellipse", cx=float(s.x + s.w / 2), cy=float(s.y + s.h * 0.62), rx=float(s.w * 0.3),
                    ry=float(s.h * 0.1), fill="#5a4632", stroke="#2a2018", stroke_width=1.5)


def _lane_marks(svg: Svg, spaces, town: float) -> None:
    """A dashed centre line down the middle of every street between two blocks."""
    xs = sorted({s.x for s in spaces})
    ys = sorted({s.y for s in spaces})
    w, h = spaces[0].w, spaces[0].h
    for a, b in zip(xs, xs[1:]):
        x = (a + w + b) / 2
        svg.line(x, 0, x, svg.h, "#e2c34a", 1.5, stroke_dasharray="8 8", stroke_opacity=0.8)
    for a, b in zip(ys, ys[1:]):
        y = (a + h + b) / 2
        svg.line(0, y, town, y, "#e2c34a", 1.5, stroke_dasharray="8 8", stroke_opacity=0.8)


def _crosswalk(svg: Svg, a, b) -> None:
    """Zebra stripes across the street where a link crosses it (AvZ 1.0 Game Board): one dashed line
    as wide as the stripes are long."""
    (x0, y0), (x1, y1) = a, b
    if abs(y1 - y0) < abs(x1 - x0):   # crossing a street that runs up and down
        lo, hi = sorted((x0, x1))
        svg.line(lo + 2, y0, hi - 2, y0, "#efeee6", 16.0, stroke_dasharray="3 3")
    else:
        lo, hi = sorted((y0, y1))
        svg.line(x0, lo + 2, x0, hi - 2, "#efeee6", 16.0, stroke_dasharray="3 3")


def _building(svg: Svg, s, rng) -> None:
    """A building (AvZ 6.1: a cost of its own): a flat roof with its parapet, a ridge and roof vents."""
    roof = rng.choice(ROOFS)
    shadow(svg, s.x + 2, s.y + 2, s.w - 4, s.h - 4, 2, lift=4)
    svg.rect(s.x + 2, s.y + 2, s.w - 4, s.h - 4, roof, 2, stroke="#3d3f44", stroke_width=2.0)
    svg.rect(s.x + 8, s.y + 8, s.w - 16, s.h - 16, "#ffffff", 1, fill_opacity=0.08, stroke="#000000",
             stroke_opacity=0.25, stroke_width=1.0)
    if rng.random() < 0.5:   # two buildings on the block, a wall between
        svg.line(s.x + 2, s.y + s.h / 2, s.x + s.w - 2, s.y + s.h / 2, "#3d3f44", 2.0)
    for _ in range(rng.randint(2, 4)):
        vx, vy = rng.uniform(s.x + 12, s.x + s.w - 24), rng.uniform(s.y + 12, s.y + s.h - 24)
        svg.rect(vx, vy, 10, 8, "#c9cbd0", 1, stroke="#55575c", stroke_width=1.0)
        svg.circle(vx + 5, vy + 4, 2.5, "#55575c")


def _park(svg: Svg, s, rng) -> None:
    """A park (AvZ 6.1 Big Trees): grass, a path through it and tree crowns."""
    svg.rect(s.x, s.y, s.w, s.h, "#5f9a4c", 3)
    speckle(svg, rng, s.x, s.y, s.w, s.h, 25, ["#7fb865", "#4a7f3a"], alpha=0.6)
    svg.add("path", d=f"M {n(s.x)} {n(s.y + s.h * 0.7)} Q {n(s.x + s.w * 0.5)} {n(s.y + s.h * 0.35)} "
            f"{n(s.x + s.w)} {n(s.y + s.h * 0.55)}", fill="none", stroke="#d6c79a", stroke_width=5.0)
    for _ in range(6):
        r = rng.uniform(8, 12)
        cx, cy = rng.uniform(s.x + r, s.x + s.w - r), rng.uniform(s.y + r, s.y + s.h - r)
        svg.circle(cx + 3, cy + 3, r, "#000000", fill_opacity=0.3)
        svg.circle(cx, cy, r, "#2f6b2c", stroke="#24521f", stroke_width=1.0)
        svg.circle(cx - r / 3, cy - r / 3, r / 2.2, "#4f9140")
    svg.frame(s.x + 1.5, s.y + 1.5, s.w - 3, s.h - 3, "#2b4424", 3.0, 3)   # a hedge round: a lit green edge shows on it


def _dirt_lot(svg: Svg, s, rng) -> None:
    """A dirt lot (AvZ 6.1): bare earth, tyre tracks, rubble and weeds."""
    svg.rect(s.x, s.y, s.w, s.h, "#9c7650", 3)
    speckle(svg, rng, s.x, s.y, s.w, s.h, 30, ["#7a5838", "#b89066", "#6b4c30"], size=(0.8, 2.2), alpha=0.7)
    y = rng.uniform(s.y + s.h * 0.3, s.y + s.h * 0.6)
    for off in (0, 9):
        svg.add("path", d=f"M {n(s.x + 4)} {n(y + off)} Q {n(s.x + s.w / 2)} {n(y + off - 16)} "
                f"{n(s.x + s.w - 4)} {n(y + off + 4)}", fill="none", stroke="#6f5034", stroke_width=2.5,
                stroke_opacity=0.7)
    for _ in range(5):
        svg.circle(rng.uniform(s.x + 6, s.x + s.w - 6), rng.uniform(s.y + 6, s.y + s.h - 6),
                   rng.uniform(2, 4), "#7b8a3c")
    svg.frame(s.x, s.y, s.w, s.h, "#6b4c30", 1.5, 3)


TERRAIN_ART = {"building": _building, "park": _park, "dirt_lot": _dirt_lot}


def _edge_band(svg: Svg, spaces, s) -> None:
    """The town's outside edge (AvZ 3.0: zombies come in there): red and white kerb blocks on the sides of
    an edge location that face out."""
    xs = [sp.x for sp in spaces]
    ys = [sp.y for sp in spaces]
    sides = []
    if s.x == min(xs):
        sides.append((s.x - 6, s.y - 6, 4, s.h + 12))
    if s.x == max(xs):
        sides.append((s.x + s.w + 2, s.y - 6, 4, s.h + 12))
    if s.y == min(ys):
        sides.append((s.x - 6, s.y - 6, s.w + 12, 4))
    if s.y == max(ys):
        sides.append((s.x - 6, s.y + s.h + 2, s.w + 12, 4))
    for x, y, w, h in sides:  # white kerb, red blocks dashed along it
        svg.rect(x, y, w, h, "#f2ede2")
        if w > h:
            svg.line(x, y + h / 2, x + w, y + h / 2, "#c8412f", h, stroke_dasharray="8 8")
        else:
            svg.line(x + w / 2, y, x + w / 2, y + h, "#c8412f", w, stroke_dasharray="8 8")


# --- Zombie Survival: a house and its four yards by day -----------------------------------------------
LAWN, YARD, YARD_MOWN, CONCRETE, FLOORBOARD, HOUSE_WALL = "#4d7a3c", "#659a4a", "#6ea552", "#a3a198", "#b98d5c", "#3b312a"


def zs_house(board: Board) -> Svg:
    svg = Svg(board.width, board.height)
    rng = random.Random(board.name)
    svg.rect(0, 0, board.width, board.height, LAWN)
    speckle(svg, rng, 0, 0, board.width, board.height, 160, ["#3c6330", "#5f8d48"], size=(1.0, 2.6), alpha=0.6)
    spaces = list(board.spaces.values())
    for s in spaces:
        if s.kind == "square":
            _yard_square(svg, s, rng)
    cells = {(s.props["col"], s.props["row"]): s for s in spaces if s.kind == "cell"}
    for s in cells.values():
        _floor(svg, s)
    for s in cells.values():
        if s.props.get("icon"):
            FURNITURE[s.props["icon"]](svg, s.x + 5, s.y + 5, s.w - 10, s.h - 10)
    _walls(svg, cells)
    for s in spaces:
        if s.kind == "opening":
            OPENING_ART[s.props["opening"]](svg, s.x, s.y, s.w, s.h)
    for cx, cy in ((0, 0), (board.width, 0), (0, board.height), (board.width, board.height)):  # hedges in the corners
        for _ in range(3):
            bx, by = abs(cx - rng.uniform(10, 40)), abs(cy - rng.uniform(10, 40))
            svg.circle(bx + 2, by + 2, 9, "#000000", fill_opacity=0.25)
            svg.circle(bx, by, 9, "#2f5a28", stroke="#24461f", stroke_width=1.0)
    return svg


def _yard_square(svg: Svg, s, rng) -> None:
    """A yard square (ZS The Yards): mown grass in stripes, or the driveway's concrete, a thin line round."""
    if s.props.get("driveway"):
        svg.rect(s.x, s.y, s.w, s.h, CONCRETE)
        speckle(svg, rng, s.x, s.y, s.w, s.h, 12, ["#8a887f", "#b6b4ab"], alpha=0.7)
        svg.circle(s.x + s.w * rng.uniform(0.3, 0.7), s.y + s.h * rng.uniform(0.3, 0.7), 6, "#4a4640",
                   fill_opacity=0.3)   # an oil stain
    else:
        svg.rect(s.x, s.y, s.w, s.h, YARD)
        across = s.w >= s.h
        for k in range(4):  # the mower's stripes, along the yard's long side
            if across:
                svg.rect(s.x, s.y + k * s.h / 4, s.w, s.h / 8, YARD_MOWN)
            else:
                svg.rect(s.x + k * s.w / 4, s.y, s.w / 8, s.h, YARD_MOWN)
    svg.frame(s.x + 1.5, s.y + 1.5, s.w - 3, s.h - 3, "#2c4a22", 3.0, stroke_opacity=0.9)   # a lit edge shows on it


def _floor(svg: Svg, s) -> None:
    """A cell of the house: floorboards (their joints one path), the cell's edge faint (where an item
    tile's squares go)."""
    svg.rect(s.x, s.y, s.w, s.h, FLOORBOARD)
    joints = [f"M{n(s.x)} {n(s.y + k * s.h / 4)}h{n(s.w)}" for k in range(1, 4)]
    offset = (s.props["col"] * 13 + s.props["row"] * 7) % 4
    for k in range(4):  # the boards' ends, staggered
        x = s.x + ((offset + k * 2) % 4 + 0.5) * s.w / 4
        joints.append(f"M{n(x)} {n(s.y + k * s.h / 4)}v{n(s.h / 4)}")
    svg.add("path", d="".join(joints), fill="none", stroke="#8f6a43", stroke_width=1.0, stroke_opacity=0.6)
    svg.frame(s.x + 0.5, s.y + 0.5, s.w - 1, s.h - 1, "#5c4126", 1.0, stroke_opacity=0.45)


def _walls(svg: Svg, cells) -> None:
    """The house's outer walls: every cell side with no cell beyond it."""
    for (c, r), s in cells.items():
        for dc, dr, x1, y1, x2, y2 in ((0, -1, s.x, s.y, s.x + s.w, s.y), (0, 1, s.x, s.y + s.h, s.x + s.w, s.y + s.h),
                                       (-1, 0, s.x, s.y, s.x, s.y + s.h), (1, 0, s.x + s.w, s.y, s.x + s.w, s.y + s.h)):
            if (c + dc, r + dr) not in cells:
                svg.line(x1, y1, x2, y2, HOUSE_WALL, 6.0, stroke_linecap="square")


def _door(svg: Svg, x, y, w, h) -> None:
    svg.rect(x, y, w, h, "#7a4f2c", 1, stroke="#3b2414", stroke_width=1.5)
    knob = (x + w * 0.8, y + h / 2) if w > h else (x + w / 2, y + h * 0.8)
    svg.circle(*knob, 1.8, "#e8c25a")


def _window(svg: Svg, x, y, w, h) -> None:
    svg.rect(x, y, w, h, "#f1efe8", 1)
    svg.rect(x + 2, y + 2, w - 4, h - 4, "#9fd0ec")
    if w > h:
        svg.line(x + w / 2, y, x + w / 2, y + h, "#f1efe8", 2.0)
    else:
        svg.line(x, y + h / 2, x + w, y + h / 2, "#f1efe8", 2.0)


def _garage(svg: Svg, x, y, w, h) -> None:
    svg.rect(x, y, w, h, "#8c8f94", 1, stroke="#4a4c50", stroke_width=1.5)
    for k in range(1, 5):  # the door's panels
        if w > h:
            svg.line(x + k * w / 5, y + 1, x + k * w / 5, y + h - 1, "#5e6166", 1.0)
        else:
            svg.line(x + 1, y + k * h / 5, x + w - 1, y + k * h / 5, "#5e6166", 1.0)


OPENING_ART = {"door": _door, "window": _window, "garage": _garage}


def _first_aid(svg: Svg, x, y, w, h) -> None:
    svg.rect(x + 3, y + 3, w - 6, h - 6, "#fbfbf8", 3, stroke="#9a9a94", stroke_width=1.0)
    cx, cy, arm = x + w / 2, y + h / 2, w * 0.14
    svg.rect(cx - arm, cy - 3 * arm, 2 * arm, 6 * arm, "#d22b2b")
    svg.rect(cx - 3 * arm, cy - arm, 6 * arm, 2 * arm, "#d22b2b")


def _refrigerator(svg: Svg, x, y, w, h) -> None:
    svg.rect(x + 2, y + 2, w - 2, h - 2, "#000000", 2, fill_opacity=0.3)
    svg.rect(x, y, w - 2, h - 2, "#eef1f3", 2, stroke="#8d9399", stroke_width=1.5)
    svg.line(x + 2, y + h * 0.38, x + w - 4, y + h * 0.38, "#8d9399", 1.5)
    svg.rect(x + w - 8, y + 4, 2, h * 0.22, "#8d9399")
    svg.rect(x + w - 8, y + h * 0.46, 2, h * 0.3, "#8d9399")


def _sink(svg: Svg, x, y, w, h) -> None:
    svg.rect(x, y, w, h, "#c9c6bd", 2, stroke="#8b877d", stroke_width=1.0)
    svg.add("ellipse", cx=float(x + w / 2), cy=float(y + h * 0.58), rx=float(w * 0.34), ry=float(h * 0.28),
            fill="#e8f0f4", stroke="#8b877d", stroke_width=1.5)
    svg.circle(x + w / 2, y + h * 0.58, 1.8, "#5b5f63")
    svg.rect(x + w / 2 - 1.5, y + 2, 3, h * 0.24, "#9aa0a6", 1)


def _fireplace(svg: Svg, x, y, w, h) -> None:
    svg.rect(x, y, w, h, "#9c4a32", 2, stroke="#5c2a1c", stroke_width=1.5)
    for k in range(1, 4):
        svg.line(x, y + k * h / 4, x + w, y + k * h / 4, "#6f3322", 1.0)
    svg.rect(x + w * 0.22, y + h * 0.3, w * 0.56, h * 0.6, "#1e1612", 3)
    svg.polygon([(x + w * 0.5, y + h * 0.38), (x + w * 0.34, y + h * 0.84), (x + w * 0.66, y + h * 0.84)], "#f08a24")
    svg.polygon([(x + w * 0.5, y + h * 0.56), (x + w * 0.42, y + h * 0.84), (x + w * 0.58, y + h * 0.84)], "#ffd35a")


def _fuse_box(svg: Svg, x, y, w, h) -> None:
    svg.rect(x + 3, y + 2, w - 6, h - 4, "#7d8288", 2, stroke="#43474c", stroke_width=1.5)
    svg.polygon([(x + w * 0.56, y + h * 0.16), (x + w * 0.32, y + h * 0.54), (x + w * 0.5, y + h * 0.54),
                 (x + w * 0.42, y + h * 0.86), (x + w * 0.7, y + h * 0.44), (x + w * 0.52, y + h * 0.44)], "#f6d23a")


FURNITURE = {"first_aid": _first_aid, "refrigerator": _refrigerator, "sink": _sink, "fireplace": _fireplace,
             "fuse_box": _fuse_box}


# --- All Things Zombie: the hex boards (desert, roads, woods, crops, buildings) -----------------------
DESERT, SAND_DARK, ASPHALT_ROAD = "#cdb98c", "#b9a373", "#6f6d68"
ROOF_COLOURS = ["#9b5a44", "#7d6a5a", "#8a8f96", "#a5704d", "#6e7a66"]


def atz_board(board: Board) -> Svg:
    """A board of hexes (ATZ 6.1 Terrain): each hex's ground, the roads joined hex to hex, tree crowns
    in the woods, rows in the crops, roofs and outer walls of the buildings, and the hex grid fine and
    light over all. Only the hexes are drawn: boards laid side by side show through each other's
    corners."""
    svg = Svg(board.width, board.height)
    rng = random.Random(board.name)
    grid = board.hexgrid()
    hexes = {(sp.props["col"], sp.props["row"]): sp for sp in board.spaces.values()}
    feature = {cell: sp.props.get("feature", "") for cell, sp in hexes.items()}
    for cell, sp in hexes.items():
        svg.polygon(grid.outline(cell), DESERT if sp.props["terrain"] != "rough" else "#bfae7e")
    for cell in hexes:
        cx, cy = grid.center(cell)
        for _ in range(3):
            svg.circle(cx + rng.uniform(-18, 18), cy + rng.uniform(-18, 18), rng.uniform(0.8, 2.0),
                       rng.choice([SAND_DARK, "#e0d0a6"]), fill_opacity=0.7)
    _atz_roads(svg, grid, hexes, feature)
    for cell, sp in hexes.items():
        kind = feature[cell]
        if kind in HEX_ART:
            HEX_ART[kind](svg, grid, cell, random.Random(f"{board.name}:{sp.name}"))
    _atz_buildings(svg, grid, hexes)
    lines = "".join("M" + "L".join(f"{n(x)} {n(y)}" for x, y in grid.outline(cell)) + "Z" for cell in hexes)
    svg.add("path", d=lines, fill="none", stroke="#5b5040", stroke_width=0.8, stroke_opacity=0.45)
    return svg


def _atz_roads(svg: Svg, grid, hexes, feature) -> None:
    """A road runs from each road hex's centre to the middle of every side it shares with another road
    hex (and on, off the board, from an edge half-hex); a lone road hex is a patch of asphalt."""
    roads = {cell for cell, kind in feature.items() if kind == "road"}
    ways = []
    for cell in roads:
        cx, cy = grid.center(cell)
        ends = []
        for other in grid.neighbours(cell):
            if other in roads:
                ox, oy = grid.center(other)
                ends.append(((cx + ox) / 2, (cy + oy) / 2))
        if len(ends) == 1:   # a road off the board's edge (a half-hex, or nothing of the board beyond) runs on,
            (ex, ey), = ends  # into the next board laid there: its road runs on to meet it at the seam
            if hexes[cell].props.get("half") or grid.pixel_to_hex(3 * cx - 2 * ex, 3 * cy - 2 * ey) not in hexes:
                ends.append((2 * cx - ex, 2 * cy - ey))
        if len(ends) == 2:  # a road through the hex: one smooth bend, its centre pulling it
            (ax, ay), (bx, by) = ends
            ways.append(f"M{n(ax)} {n(ay)}Q{n(cx)} {n(cy)} {n(bx)} {n(by)}")
        else:
            ways += [f"M{n(cx)} {n(cy)}L{n(mx)} {n(my)}" for mx, my in ends] or [f"M{n(cx - 0.1)} {n(cy)}h0.2"]
    if ways:
        svg.add("path", d="".join(ways), fill="none", stroke="#8d8778", stroke_width=30.0, stroke_linecap="round")
        svg.add("path", d="".join(ways), fill="none", stroke=ASPHALT_ROAD, stroke_width=25.0,
                stroke_linecap="round", stroke_linejoin="round")
        svg.add("path", d="".join(ways), fill="none", stroke="#e8d27a", stroke_width=1.6,
                stroke_dasharray="6 6", stroke_opacity=0.85)


def _woods(svg: Svg, grid, cell, rng) -> None:
    """Woods (rough): tree crowns with a shadow and a light side."""
    cx, cy = grid.center(cell)
    svg.polygon(grid.outline(cell), "#6d8a4a")
    for _ in range(6):
        x, y, r = cx + rng.uniform(-15, 15), cy + rng.uniform(-17, 17), rng.uniform(6, 9)
        svg.circle(x + 2, y + 2, r, "#000000", fill_opacity=0.25)
        svg.circle(x, y, r, "#356b32", stroke="#264f24", stroke_width=1.0)
        svg.circle(x - r / 3, y - r / 3, r / 2.4, "#4f8a42")


def _crops(svg: Svg, grid, cell, rng) -> None:
    """Crops (rough): furrows of green rows."""
    cx, cy = grid.center(cell)
    svg.polygon(grid.outline(cell), "#a9a35a")
    rows = "".join(f"M{n(cx - 17 + abs(k) * 2)} {n(cy + k * 6)}h{n(34 - abs(k) * 4)}" for k in range(-3, 4))
    svg.add("path", d=rows, fill="none", stroke="#5f7a2e", stroke_width=3.0, stroke_linecap="round")


def _hedge(svg: Svg, grid, cell, rng) -> None:
    """The hedge (ATZ 12.0): a row of clipped bushes across clear ground."""
    cx, cy = grid.center(cell)
    for k in range(-2, 3):
        svg.circle(cx + k * 9, cy + rng.uniform(-2, 2), 6.5, "#3f7a35", stroke="#2b5526", stroke_width=1.0)


def _helipad(svg: Svg, grid, cell, rng) -> None:
    cx, cy = grid.center(cell)
    svg.polygon(grid.outline(cell), "#9a9ca3")
    svg.circle(cx, cy, 19, "none", stroke="#f4f4f0", stroke_width=2.5)
    for x in (-7, 5):
        svg.rect(cx + x, cy - 9, 2.5, 18, "#f4f4f0")
    svg.rect(cx - 5, cy - 1.25, 11, 2.5, "#f4f4f0")


HEX_ART = {"woods": _woods, "crops": _crops, "hedge": _hedge, "helipad": _helipad}


def _atz_buildings(svg: Svg, grid, hexes) -> None:
    """Buildings (ATZ 10.0): one roof over a building's hexes, its outer walls dark, a vent or two."""
    by_building: dict[str, list] = {}
    for cell, sp in hexes.items():
        if sp.props["terrain"] == "building":
            by_building.setdefault(sp.props["building"], []).append(cell)
    for centre, cells in sorted(by_building.items()):
        rng = random.Random(centre)
        roof = rng.choice(ROOF_COLOURS)
        for cell in cells:
            svg.polygon(grid.outline(cell), roof, stroke=roof, stroke_width=1.0)
        inside = set(cells)
        walls = []
        for cell in cells:
            corners = grid.outline(cell)
            for a, b in zip(corners, corners[1:] + corners[:1]):
                mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
                beyond = grid.pixel_to_hex(2 * mid[0] - grid.center(cell)[0], 2 * mid[1] - grid.center(cell)[1])
                if beyond not in inside:
                    walls.append(f"M{n(a[0])} {n(a[1])}L{n(b[0])} {n(b[1])}")
        svg.add("path", d="".join(walls), fill="none", stroke="#3a2a22", stroke_width=3.5, stroke_linecap="round")
        for cell in cells[:2]:
            cx, cy = grid.center(cell)
            svg.rect(cx - 5 + rng.uniform(-6, 6), cy - 4 + rng.uniform(-6, 6), 10, 8, "#c9cbd0", 1,
                     stroke="#55575c", stroke_width=1.0)


# --- City of Zombies: the rows, the Approach Track and the places on the table ----------------------
COZ_PRINT, COZ_EDGE = "#1f2226", "#6b5a3a"
COZ_ROWS = {"city": "#545662", "road": "#424246", "fields": "#686e3e", "backyard": "#3e6a46",
            "barricade": "#705438"}   # a row its colour: the step discs of the plane flying over it too
COZ_LANDING = "#3c3c40"


def coz_board(board: Board) -> Svg:
    """City of Zombies' board (CoZ How to Play, the board): the five rows as printed bands, each space
    a picture of its row (the city's windows, the road's lanes, the fields' furrows, the backyard's
    fence, the barricade's planks) with the hand of a Surprise Attack space; the Approach Track as a
    flight path of steps coloured by the row the plane flies over, refresh points ringed gold, the
    landing strip at 0; the piles' places, the Safe Zone behind sandbags and the Heroes' and Items'
    mats. Names and numbers are the table's, over it."""
    svg = Svg(board.width, board.height)
    rng = random.Random(board.name)
    svg.rect(0, 0, board.width, board.height, COZ_PRINT, 14)
    speckle(svg, rng, 0, 0, board.width, board.height, board.width * board.height // 2500,
            ["#2c3036", "#171a1d"], size=(0.8, 2.0), alpha=0.6)
    svg.frame(5, 5, board.width - 10, board.height - 10, COZ_EDGE, 3.0, 11, stroke_opacity=0.8)
    slots = [s for s in board.spaces.values() if s.kind == "slot"]
    for row, colour in COZ_ROWS.items():
        spaces = [s for s in slots if s.props["row"] == row]
        x0, y0 = min(s.x for s in spaces), min(s.y for s in spaces)
        x1, y1 = max(s.x + s.w for s in spaces), max(s.y + s.h for s in spaces)
        svg.rect(x0 - 6, y0 - 4, x1 - x0 + 12, y1 - y0 + 8, colour, 10)
    for s in sorted(slots, key=lambda s: s.name):
        _coz_space(svg, s, random.Random(f"{board.name}:{s.name}"))
    _coz_track(svg, [s for s in board.spaces.values() if s.kind == "track"])
    for s in board.spaces.values():
        if s.kind == "pile":
            _coz_pile(svg, s)
        elif s.name == "safe_zone":
            _coz_safe_zone(svg, s, rng)
        elif s.kind == "tray":
            _coz_tray(svg, s)
        elif s.kind == "area":   # the Heroes' and the held Items' mats
            svg.rect(s.x, s.y, s.w, s.h, "#2b2f35", 8, stroke="#8c7a52", stroke_width=1.5)
    return svg


def _coz_space(svg: Svg, s, rng) -> None:
    """A card space: its row's picture, darkened, in a thin light frame (a card covers it)."""
    row, x, y, w, h = s.props["row"], s.x, s.y, s.w, s.h
    svg.rect(x, y, w, h, COZ_ROWS[row], 8)
    svg.rect(x, y, w, h, "#000000", 8, fill_opacity=0.28)
    if row == "city":   # lit windows in two dark blocks
        for bx, bw, top in ((x + 8, 38, y + 30), (x + 54, 38, y + 14)):
            svg.rect(bx, top, bw, y + h - 6 - top, "#30323a", 2)
            for wy in range(int(top) + 6, int(y + h) - 14, 12):
                for wx in (bx + 6, bx + 17, bx + 28):
                    if rng.random() < 0.55:
                        svg.rect(wx, wy, 5, 6, "#e8d27a", fill_opacity=0.55)
    elif row == "road":   # two lanes and a kerb
        svg.line(x + w / 2, y + 6, x + w / 2, y + h - 6, "#e8d27a", 2.5, stroke_dasharray="12 9", stroke_opacity=0.7)
        for kx in (x + 8, x + w - 8):
            svg.line(kx, y + 6, kx, y + h - 6, "#cfcabb", 1.5, stroke_opacity=0.5)
    elif row == "fields":   # furrows
        d = "".join(f"M{n(x + 8)} {n(y + k)}h{n(w - 16)}" for k in range(14, int(h) - 6, 11))
        svg.add("path", d=d, fill="none", stroke="#9aa052", stroke_width=4.0, stroke_linecap="round",
                stroke_opacity=0.55)
    elif row == "backyard":   # mown grass behind a picket fence
        svg.rect(x + 6, y + 6, w - 12, (h - 12) / 2, "#4f8455", 4, fill_opacity=0.5)
        pickets = "".join(f"M{n(px)} {n(y + h - 34)}v26" for px in range(int(x) + 10, int(x + w) - 6, 10))
        svg.add("path", d=pickets + f"M{n(x + 6)} {n(y + h - 26)}h{n(w - 12)}M{n(x + 6)} {n(y + h - 14)}h{n(w - 12)}",
                fill="none", stroke="#d9d2bd", stroke_width=3.0, stroke_opacity=0.55)
    elif row == "barricade":   # planks nailed across
        for k, py in enumerate(range(int(y) + 10, int(y + h) - 14, 22)):
            svg.rect(x + 5, py, w - 10, 16, "#8c6a45", 2, stroke="#4a3520", stroke_width=1.0,
                     transform=f"rotate({n(rng.uniform(-4, 4))} {n(x + w / 2)} {n(py + 8)})")
            for nx in (x + 12, x + w - 12):
                svg.circle(nx, py + 8, 1.6, "#2a2a2a")
    svg.frame(x + 0.75, y + 0.75, w - 1.5, h - 1.5, "#d8d4c4", 1.5, 8, stroke_opacity=0.7)
    if s.props.get("hand"):
        _coz_hand(svg, x + 4, y + h - w / 3 - 4, w / 3)


def _coz_hand(svg: Svg, x, y, size) -> None:
    """The small hand of a Surprise Attack space (CoZ Events), on a dark disc."""
    svg.circle(x + size / 2, y + size / 2, size / 2 + 2, "#1f2226", fill_opacity=0.75)
    palm = (x + size * 0.22, y + size * 0.45, size * 0.56, size * 0.42)
    svg.rect(*palm, "#e6c8a0", size * 0.12)
    for i, top in enumerate((0.28, 0.14, 0.12, 0.2)):
        svg.rect(palm[0] + i * palm[2] / 4 + 0.5, y + size * top, palm[2] / 4 - 1.5, size * 0.4, "#e6c8a0", 1.5)
    svg.add("ellipse", cx=float(palm[0]), cy=float(palm[1] + palm[3] * 0.35), rx=float(size * 0.07),
            ry=float(size * 0.16), fill="#e6c8a0", transform=f"rotate(-30 {n(palm[0])} {n(palm[1])})")


def _coz_track(svg: Svg, steps) -> None:
    """The Approach Track (CoZ STEP 4): the flight path through the steps' centres, each step's disc
    in the colour of the row the plane flies over, a refresh point ringed gold, the landing strip."""
    steps = sorted(steps, key=lambda s: -s.props["step"])
    path = "M" + "L".join(f"{n(s.x + s.w / 2)} {n(s.y + s.h / 2)}" for s in steps)
    svg.add("path", d=path, fill="none", stroke="#cfcabb", stroke_width=3.0, stroke_dasharray="7 6",
            stroke_opacity=0.6)
    for s in steps:
        cx, cy, r = s.x + s.w / 2, s.y + s.h / 2, s.w / 2
        if s.props["over"] == "landing":
            x, w = s.x - s.w / 4, s.w * 1.5
            svg.rect(x + 2, s.y + 2, w, s.h, "#000000", 4, fill_opacity=0.4)
            svg.rect(x, s.y, w, s.h, COZ_LANDING, 4, stroke="#9a9a94", stroke_width=1.0)
            svg.line(x + 5, cy, x + w - 5, cy, "#f0f0f0", 2.5, stroke_dasharray=f"{n(w / 8)} {n(w / 10)}")
            for ty in (s.y + 6, s.y + s.h - 8):
                svg.line(x + 5, ty, x + 15, ty, "#f0f0f0", 2.0)
                svg.line(x + w - 15, ty, x + w - 5, ty, "#f0f0f0", 2.0)
            continue
        svg.circle(cx + 2, cy + 2, r, "#000000", fill_opacity=0.4)
        svg.circle(cx, cy, r, COZ_ROWS[s.props["over"]])
        if s.props["refresh"]:
            svg.circle(cx, cy, r - 2, "none", stroke="#f2c230", stroke_width=4.0)
        else:
            svg.circle(cx, cy, r - 0.75, "none", stroke="#b9b4a4", stroke_width=1.5)


def _coz_pile(svg: Svg, s) -> None:
    """A pile's place on the table: a card-sized inset with a dashed edge; a tombstone on the
    Graveyard's, a plane on the Evacuated's."""
    svg.rect(s.x, s.y, s.w, s.h, "#15171a", 8)
    svg.frame(s.x + 3, s.y + 3, s.w - 6, s.h - 6, "#b9b4a4", 1.5, 6, stroke_dasharray="6 5", stroke_opacity=0.6)
    cx, cy = s.x + s.w / 2, s.y + s.h * 0.45
    if s.name == "graveyard":
        svg.add("path", d=f"M{n(cx - 18)} {n(cy + 24)}v-30a18 18 0 0 1 36 0v30z", fill="#3a3d42",
                stroke="#5a5e66", stroke_width=1.5)
        svg.rect(cx - 2, cy - 16, 4, 22, "#5a5e66")
        svg.rect(cx - 9, cy - 10, 18, 4, "#5a5e66")
    elif s.name == "evacuated":
        svg.polygon([(cx, cy - 22), (cx + 4, cy - 8), (cx + 22, cy), (cx + 4, cy + 2), (cx + 3, cy + 14),
                     (cx + 9, cy + 20), (cx - 9, cy + 20), (cx - 3, cy + 14), (cx - 4, cy + 2), (cx - 22, cy),
                     (cx - 4, cy - 8)], "#3a3d42", stroke="#5a5e66", stroke_width=1.5)


def _coz_tray(svg: Svg, s) -> None:
    """The Battle Dice tray (CoZ STEP 2: the 3 Battle Dice are rolled into it): a wooden box with a
    shadow, lined with green felt."""
    shadow(svg, s.x, s.y, s.w, s.h, 12, lift=4.0)
    svg.rect(s.x, s.y, s.w, s.h, "#6b4a2c", 12, stroke="#3a2616", stroke_width=2.0)
    svg.rect(s.x + 3, s.y + 3, s.w - 6, 6, "#8d6a44", 4, fill_opacity=0.8)   # the light on the rim
    felt = svg.gradient("felt", "radialGradient", [(0, "#2f6b45", 1), (1, "#1c4630", 1)])
    svg.rect(s.x + 10, s.y + 10, s.w - 20, s.h - 20, felt, 7, stroke="#14301f", stroke_width=2.0)


def _coz_safe_zone(svg: Svg, s, rng) -> None:
    """The Safe Zone: a concrete yard walled with sandbags, open towards the board (its name there)."""
    svg.rect(s.x, s.y, s.w, s.h, "#33342f", 10)
    speckle(svg, rng, s.x, s.y, s.w, s.h, 60, ["#474840", "#26271f"], alpha=0.7)
    bags = []
    for k in range(int(s.w // 22)):
        bx = s.x + 11 + k * (s.w - 22) / max(1, int(s.w // 22) - 1)
        bags.append((bx, s.y + s.h - 5))
    for k in range(1, int(s.h // 22)):
        by = s.y + 5 + k * (s.h - 10) / int(s.h // 22)
        bags += [(s.x + 6, by), (s.x + s.w - 6, by)]
    for bx, by in bags:
        svg.add("ellipse", cx=float(bx), cy=float(by), rx=10.5, ry=5.5, fill="#a08c62", stroke="#5e5036",
                stroke_width=1.0)


# Side B's tokens (ZT Advanced Game: laid on the blank side at set-up), drawn as side A prints them, the
# long way across: a scene turns one laid the other way.
TOKENS = {"bus": (3, bus), "booth": (1, booth), "large": (2, parked_car), "small_dumpster": (1, dumpster),
          "small_barrier": (1, barrier), "car": (3, lambda svg, x, y, w, h, door, rng: van(svg, x, y, w, h)),
          "manhole": (1, lambda svg, x, y, w, h, door, rng: manhole(svg, x + w / 2, y + h / 2, w * 0.3))}


def zt_token(name: str) -> Svg:
    """A side-B token the long way across; a bus's exit and the booth's door on its lower side (the scene
    turns the picture so it faces the valid space the token opened)."""
    cells, draw = TOKENS[name]
    svg = Svg(cells * SQUARE, SQUARE)
    draw(svg, 0, 0, cells * SQUARE, SQUARE, "S" if name in ("bus", "booth") else None, random.Random(name))
    return svg


def zt_tokens() -> None:
    folder = ROOT / "assets" / "art"
    folder.mkdir(parents=True, exist_ok=True)
    for name in TOKENS:
        (folder / f"zt_token_{name}.svg").write_text(zt_token(name).text())
        print(f"assets/art/zt_token_{name}.svg")


# --- into the maps -----------------------------------------------------------------------------------
ART = {"zt_lot_a.tmx": zt_lot, "zt_lot_b.tmx": zt_lot, "avz_town.tmx": avz_town,
       **{f"zs_house_{n}.tmx": zs_house for n in (1, 2, 3, 4)},
       **{f"atz_board_{n}.tmx": atz_board for n in (1, 2, 3, 4)}, "coz_board.tmx": coz_board}


# --- The ground each board lies on (issue 33.1): a tile repeated to the board area's edges ----------
def _wrapped(t: int, x: float, y: float, reach: float):
    """The places a shape at (x, y) reaching `reach` is drawn on a tile `t` wide so the tile repeats
    without a seam: itself, and its copies a tile over where it crosses an edge."""
    xs = [x] + ([x + t] if x - reach < 0 else []) + ([x - t] if x + reach > t else [])
    ys = [y] + ([y + t] if y - reach < 0 else []) + ([y - t] if y + reach > t else [])
    return [(a, b) for a in xs for b in ys]


def _grain(svg: Svg, rng: random.Random, t: int, count: int, colours: list[str], size, alpha) -> None:
    for _ in range(count):
        x, y, r, c = rng.random() * t, rng.random() * t, rng.uniform(*size), rng.choice(colours)
        for a, b in _wrapped(t, x, y, r):
            svg.circle(a, b, r, c, fill_opacity=alpha)


def _tufts(svg: Svg, rng: random.Random, t: int, count: int, colours: list[str], size, alpha) -> None:
    """Clumps (bushes, scrub, oil stains): a few overlapping discs each."""
    for _ in range(count):
        x, y, r, c = rng.random() * t, rng.random() * t, rng.uniform(*size), rng.choice(colours)
        parts = [(rng.uniform(-r, r), rng.uniform(-r / 2, r / 2), r * rng.uniform(0.5, 0.9)) for _ in range(3)]
        for a, b in _wrapped(t, x, y, 2 * r):
            for dx, dy, pr in parts:
                svg.circle(a + dx, b + dy, pr, c, fill_opacity=alpha)


def ground_lot(t: int = 256) -> Svg:
    """Zombie Terror: the rest of the parking lot at night, darker than the lot, cracked and stained."""
    svg, rng = Svg(t, t), random.Random("ground zt")
    svg.rect(0, 0, t, t, "#1b1f26")
    _grain(svg, rng, t, 260, ["#2a2f38", "#12151a", "#353a44"], (0.5, 1.4), 0.5)
    _tufts(svg, rng, t, 3, ["#0e1014"], (6, 14), 0.35)   # oil stains
    for _ in range(3):   # cracks
        x, y = rng.random() * t, rng.random() * t
        points = [(x, y)]
        for _ in range(4):
            x, y = x + rng.uniform(-14, 14), y + rng.uniform(4, 16)
            points.append((x, y))
        for dx, dy in _wrapped(t, points[0][0], points[0][1], 70):
            svg.add("polyline", points=" ".join(f"{n(px + dx)},{n(py + dy)}" for px, py in points), fill="none",
                    stroke="#0d0f13", stroke_width=1.2, stroke_opacity=0.8)
    return svg


def ground_town(t: int = 192) -> Svg:
    """Aliens vs. Zombies: the country round the town, fields in rows and hedges of bushes."""
    svg, rng = Svg(t, t), random.Random("ground avz")
    for i, colour in enumerate(["#4f6b38", "#56743d", "#4b6635", "#58773f"]):   # fields in rows across
        svg.rect(0, i * t / 4, t, t / 4, colour)
        for k in range(6):   # the furrows
            y = i * t / 4 + (k + 0.5) * t / 24
            svg.line(0, y, t, y, "#435c2f", 0.8, stroke_opacity=0.6)
    _grain(svg, rng, t, 160, ["#6d8a4c", "#3d542b"], (0.5, 1.3), 0.5)
    _tufts(svg, rng, t, 7, ["#2f4a25", "#365528"], (4, 8), 0.9)   # bushes
    return svg


def ground_yard(t: int = 128) -> Svg:
    """Zombie Survival: the lawn the house stands on, mown in stripes."""
    svg, rng = Svg(t, t), random.Random("ground zs")
    svg.rect(0, 0, t, t, "#466f37")
    svg.rect(0, 0, t / 2, t, "#4b763b")   # a mower's stripe
    _grain(svg, rng, t, 220, ["#5f8d48", "#3c6330", "#6b9a52"], (0.6, 1.6), 0.55)
    return svg


def ground_desert(t: int = 240) -> Svg:
    """All Things Zombie: the desert beyond the boards, a shade darker than their clear ground."""
    svg, rng = Svg(t, t), random.Random("ground atz")
    svg.rect(0, 0, t, t, "#b5a174")
    _grain(svg, rng, t, 240, [SAND_DARK, "#a08b5e", "#cdb98c"], (0.6, 1.8), 0.6)
    _tufts(svg, rng, t, 6, ["#7d7a4a", "#8a8553"], (3, 6), 0.8)   # scrub
    _grain(svg, rng, t, 10, ["#8e8270"], (1.5, 2.8), 0.9)   # stones
    return svg


def ground_table(t: int = 256) -> Svg:
    """City of Zombies: the wooden table the board is laid on, planks across with their grain."""
    svg, rng = Svg(t, t), random.Random("ground coz")
    plank = t / 4
    for i, colour in enumerate(["#5a4128", "#634830", "#553d25", "#5e452c"]):
        svg.rect(0, i * plank, t, plank, colour)
        for _ in range(9):   # the grain, along the plank in waves that meet at the tile's edges
            y, amp, waves = i * plank + rng.uniform(5, plank - 5), rng.uniform(1, 4), rng.choice([1, 2])
            points = [(x, y + amp * math.sin(2 * math.pi * waves * x / t)) for x in range(0, t + 1, t // 16)]
            svg.add("polyline", points=" ".join(f"{n(px)},{n(py)}" for px, py in points), fill="none",
                    stroke=rng.choice(["#4a3420", "#6e5236"]), stroke_width=rng.uniform(0.6, 1.4), stroke_opacity=0.55)
        svg.line(0, i * plank + 0.75, t, i * plank + 0.75, "#2e2013", 1.5)   # the seam
    _tufts(svg, rng, t, 2, ["#3d2b19"], (3, 5), 0.5)   # knots
    return svg


GROUND = {"zt_lot_a.tmx": ("zt", ground_lot), "zt_lot_b.tmx": ("zt", ground_lot),
          "avz_town.tmx": ("avz", ground_town), **{f"zs_house_{n}.tmx": ("zs", ground_yard) for n in (1, 2, 3, 4)},
          **{f"atz_board_{n}.tmx": ("atz", ground_desert) for n in (1, 2, 3, 4)},
          "coz_board.tmx": ("coz", ground_table)}


def place_ground(tmx: Path, game: str, svg: Svg) -> None:
    """Write the ground's tile beside the maps and name it in the map as image layer `ground`, repeated
    in x and y (Tiled's own way to say a picture tiles the view), under the board's picture."""
    picture = MAPS / "art" / f"ground_{game}.svg"
    picture.write_text(svg.text())
    text = tmx.read_text()
    image = f'<image source="{picture.relative_to(tmx.parent).as_posix()}" width="{svg.w}" height="{svg.h}"/>'
    old = re.search(rf' <imagelayer id="(\d+)" name="{GROUND_LAYER}"[^>]*>\s*<image [^>]*/>\s*</imagelayer>\n', text)
    if old:
        layer_id, text = old[1], text.replace(old[0], "")
    else:
        layer_id = re.search(r'nextlayerid="(\d+)"', text)[1]
        text = text.replace(f'nextlayerid="{layer_id}"', f'nextlayerid="{int(layer_id) + 1}"', 1)
    text = text.replace(" <imagelayer ", f' <imagelayer id="{layer_id}" name="{GROUND_LAYER}" repeatx="1" repeaty="1">\n'
                                         f'  {image}\n </imagelayer>\n <imagelayer ', 1)
    tmx.write_text(text)


def place(tmx: Path, svg: Svg) -> None:
    """Write the picture beside the maps and name it in the map as image layer `board`, under the
    object layers; the spaces and links are left as they are, their layers drawn faint in Tiled."""
    picture = MAPS / "art" / (tmx.stem + ".svg")
    picture.parent.mkdir(exist_ok=True)
    picture.write_text(svg.text())
    text = tmx.read_text()
    source = picture.relative_to(tmx.parent).as_posix()
    image = f'<image source="{source}" width="{svg.w}" height="{svg.h}"/>'
    old = re.search(rf'<imagelayer [^>]*name="{LAYER}"[^>]*>\s*<image [^>]*/>', text)
    if old:
        text = text.replace(old[0], re.sub(r"<image [^>]*/>", image, old[0]))
    else:
        layer_id = int(re.search(r'nextlayerid="(\d+)"', text)[1])
        text = text.replace(f'nextlayerid="{layer_id}"', f'nextlayerid="{layer_id + 1}"', 1)
        text = text.replace(" <objectgroup", f' <imagelayer id="{layer_id}" name="{LAYER}">\n  {image}\n'
                                             f' </imagelayer>\n <objectgroup', 1)
    # the spaces and links faint over the picture: Tiled tints and outlines every object in its layer's colour
    text = re.sub(r'<objectgroup (?![^>]*opacity=)([^>]*)>', rf'<objectgroup \1 opacity="{OBJECTS_OPACITY}">', text)
    tmx.write_text(text)


def main() -> None:
    for file, draw in ART.items():
        tmx = MAPS / file
        place(tmx, draw(load_board(tmx)))
        game, tile = GROUND[file]
        place_ground(tmx, game, tile())
        print(f"{tmx.relative_to(ROOT)}: art/{tmx.stem}.svg on art/ground_{game}.svg")
    zt_tokens()


if __name__ == "__main__":
    main()
