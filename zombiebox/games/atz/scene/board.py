"""The board drawn through the camera: the painted table (hexes.py) cut to the window, the lit hexes
(reach with its MP cost, targets), the Shot counters and the Entered and Searched markers, and the
figures: zombies stacked in their hexes, survivors on top."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from zombiebox.ui import draw
from zombiebox.ui.camera import Camera
from zombiebox.ui.widgets import token
from zombiebox.ui.widgets.token import Chit

from ..boards import Table
from ..state import AtzState
from .figures import badge_image, marker_image, survivor_chit, survivor_face, survivor_image, zombie_chit, zombie_image
from .hexes import centre

FIGURE = 36   # a counter's side on the map at zoom 1 (a hex is 56 wide)


def hex_outline(cam: Camera, table: Table, hex_: str) -> list[tuple[int, int]]:
    return [cam.to_screen(x, y) for x, y in table.grid.outline(table.cell[hex_])]


def seen(cam: Camera, point: tuple[int, int], margin: int) -> bool:
    return cam.view.inflate(2 * margin, 2 * margin).collidepoint(point)


def draw_lit(surface, cam: Camera, table: Table, lit: dict[str, str], colour, ui) -> None:
    """Lit hexes outlined, each with its word (an MP cost, 'aim')."""
    size = max(9, round(ui.text_size * 0.6 * cam.zoom))
    for hex_, word in lit.items():
        at = cam.to_screen(*centre(table, hex_))
        if not seen(cam, at, 40):
            continue
        edge, width = hex_outline(cam, table, hex_), max(2, round(3 * cam.zoom))
        pygame.draw.polygon(surface, (20, 20, 20), edge, width + 2)  # dark under the colour: clear on woods too
        pygame.draw.polygon(surface, colour, edge, width)
        if word:
            draw.text(surface, word, (at[0], at[1] + round(16 * cam.zoom)), size, colour, bold=True, anchor="center")


def draw_shade(surface, cam: Camera, table: Table, hexes: dict[str, int]) -> None:
    """Hexes shaded red, deeper where more zombies reach (practice: the threat), under the figures."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for hex_, count in hexes.items():
        pygame.draw.polygon(shade, (220, 30, 30, min(130, 30 + 20 * count)), hex_outline(cam, table, hex_))
    surface.blit(shade, (0, 0))


def draw_sights(surface, cam: Camera, table: Table, lines: list[tuple[str, str]]) -> None:
    """Practice: a thin line from each zombie stack to each survivor it sees (ATZ 8.2.1), under the figures."""
    for a, b in lines:
        pygame.draw.line(surface, (255, 120, 60), cam.to_screen(*centre(table, a)), cam.to_screen(*centre(table, b)),
                         max(1, round(2 * cam.zoom)))


def draw_markers(surface, cam: Camera, table: Table, s: AtzState) -> None:
    """Shot counters (4.2) and the Entered and Searched markers on buildings (4.3, 4.4)."""
    size = max(12, round(18 * cam.zoom))
    for hex_, count in s.shots.items():
        x, y = cam.to_screen(*centre(table, hex_))
        if seen(cam, (x, y), 40):
            img = badge_image(str(count), size, (230, 200, 40), (20, 20, 20))
            surface.blit(img, img.get_rect(center=(x - round(18 * cam.zoom), y + round(12 * cam.zoom))))
    for word, buildings in (("ENTERED", s.entered), ("SEARCHED", s.searched)):
        for building in buildings:
            if word == "ENTERED" and building in s.searched:
                continue
            x, y = cam.to_screen(*centre(table, building))
            if seen(cam, (x, y), 60):
                img = marker_image(word, max(10, round(13 * cam.zoom)))
                surface.blit(img, img.get_rect(midtop=(x, y - round(30 * cam.zoom))))


def zombie_stacks(s: AtzState) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for z in s.zombies.values():
        if z.hex:
            out.setdefault(z.hex, []).append(z.zid)
    return out


@dataclass(frozen=True)
class Standing:
    """A figure at rest as drawn: its token, its side in pixels, how high it is lifted, where it stands."""
    figure: str
    chit: Chit
    size: int
    lift: float
    centre: tuple[int, int]


def standing(cam: Camera, table: Table, s: AtzState, moving, selected: str, bands: dict
             ) -> tuple[list[Standing], list[tuple[int, tuple[int, int], int]]]:
    """The figures at rest, bottom first: zombies, up to three shown in a stack, and survivors over them
    (the selected one lifted; `bands`: each player's colour, with 2+ players); and each stack's count
    (count, where, size). Figures in `moving` are left to draw_moving."""
    size = max(12, round(FIGURE * cam.zoom))
    small = max(10, round(size * 0.8))
    step = max(3, small // 5)
    stacks = zombie_stacks(s)
    shared = {sv.hex for sv in s.survivors.values() if sv.on_board} & set(stacks)
    apart = round(size * 0.4)   # a survivor in melee stands left of its zombies, both in view
    figures, counts = [], []
    for hex_, zids in stacks.items():
        still = [z for z in zids if z not in moving]
        x, y = cam.to_screen(*centre(table, hex_))
        x += apart if hex_ in shared else 0
        if not still or not seen(cam, (x, y), size):
            continue
        figures += [Standing(zid, zombie_chit(s.zombies[zid].mp), max(small, token.MIN_SIZE), 0.0,
                             (x - step + i * step, y - step + i * step)) for i, zid in enumerate(still[:3])]
        if len(still) > 1:
            counts.append((len(still), (x + small // 2 + step, y - small // 2), max(12, small // 2 + 4)))
    before: dict[str, int] = {}   # survivors already drawn in each hex: a second one (an enemy in melee, a
    for sv in s.survivors.values():  # survivor just found, 10.2) stands lower right, both in view
        if not sv.on_board or sv.sid in moving:
            continue
        x, y = cam.to_screen(*centre(table, sv.hex))
        if not seen(cam, (x, y), size):
            continue
        nth = before[sv.hex] = before.get(sv.hex, -1) + 1
        chit, side, lift = survivor_chit(survivor_face(sv, bands.get(sv.player))), size, token.HELD * (sv.sid == selected)
        if sv.sid == s.cured:  # 12.0 The Cure: beside the Professor in his hex, smaller
            side, lift, x, y, nth = round(size * 0.7), 0.0, x + round(size * 0.45), y + round(size * 0.35), 0
        at = (x - (apart if sv.hex in shared else 0) + nth * apart, y + nth * apart)
        figures.append(Standing(sv.sid, chit, max(side, token.MIN_SIZE), lift, at))
    return figures, counts


def draw_standing(surface, cam: Camera, table: Table, s: AtzState, moving, selected: str, bands: dict) -> None:
    """The figures at rest (`standing`), the stacks' counts, the selected survivor outlined."""
    figures, counts = standing(cam, table, s, moving, selected, bands)
    zombies = [f for f in figures if f.figure in s.zombies]
    for f in zombies:
        img = token.picture(f.chit, f.size, f.lift)
        surface.blit(img, img.get_rect(center=f.centre))
    for count, at, size in counts:
        badge = badge_image(str(count), size, (20, 20, 20))
        surface.blit(badge, badge.get_rect(center=at))
    for f in figures[len(zombies):]:
        img = token.picture(f.chit, f.size, f.lift)
        rect = surface.blit(img, img.get_rect(center=f.centre))
        if f.figure == selected:
            pygame.draw.rect(surface, (250, 226, 120), rect.inflate(6, 6), 2, border_radius=6)


def lift_hovered(surface, figures: list[Standing], mouse: tuple[int, int]) -> None:
    """The topmost figure under the mouse lifted off the map (look.md 3), magnified if drawn small."""
    for f in reversed(figures):
        body = pygame.Rect(0, 0, f.size, f.size)
        body.center = f.centre
        if body.collidepoint(mouse):
            token.draw_token(surface, f.centre, f.chit, token.shown_size(f.size, True), max(f.lift, token.HOVER))
            return


def draw_moving(surface, cam: Camera, s: AtzState, moving: dict[str, tuple[float, float]], bands: dict) -> None:
    """Figures walking their paths (anim.py), at their map points now."""
    size = max(12, round(FIGURE * cam.zoom))
    for figure, point in moving.items():
        if figure in s.zombies:
            img = zombie_image(s.zombies[figure].mp, max(10, round(size * 0.8)))
        else:
            figure_ = s.survivors[figure]
            img = survivor_image(survivor_face(figure_, bands.get(figure_.player)), size, held=True)
        surface.blit(img, img.get_rect(center=cam.to_screen(*point)))
