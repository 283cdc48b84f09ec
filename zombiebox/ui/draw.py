"""Drawing helpers every scene shares: text in the two bundled faces on one size scale, wrapped
text, panels, buttons and counters (dice: widgets/die.py; cards: widgets/card.py). Everything is drawn as
vector shapes at the size asked, so it stays sharp at any window size.

The faces (issue 33.2, assets/fonts/, assets/CREDITS.md; both SIL Open Font License 1.1): the text
face Lato (regular and bold) for everything read, the display face Bebas Neue for headings."""
from __future__ import annotations

from functools import lru_cache

import pygame

from zombiebox.core.paths import asset_path

from .palette import Colour
from .surface_cache import SurfaceCache

FACES = {("text", False): "Lato-Regular.ttf", ("text", True): "Lato-Bold.ttf",
         ("display", False): "BebasNeue-Regular.otf", ("display", True): "BebasNeue-Regular.otf"}

# One size scale: every size drawn is the text-size setting (`base`) moved by one of these steps
SCALE = {"fine": -5, "small": -3, "note": -2, "body": 0, "title": 4, "head": 8, "display": 14}


def sized(step: str, base: int) -> int:
    """The pixel size of a step of the scale ("note", "head") for the text-size setting `base`."""
    return base + SCALE[step]


GROWN_FROM = 800   # pixels tall: a screen between games in a taller window is drawn larger in proportion


def grown(height: int) -> float:
    """How much larger than the setting a screen between games (menus, settings, set-up) is drawn in a
    window `height` pixels tall: 1 up to 800, in proportion beyond (1.35 at 1080), so it fills a large
    window as it does a small one (issue 35.10)."""
    return max(1.0, height / GROWN_FROM)


@lru_cache(maxsize=48)
def font(size: int, bold: bool = False, face: str = "text") -> pygame.font.Font:
    """A bundled face at a pixel size: the text face (`bold`: its bold cut), or the display face."""
    f = pygame.font.Font(str(asset_path("fonts", FACES[face, bold])), max(8, size))
    f.set_linesize(f.get_height())   # lines as tall as the letters: the face's own leading is loose
    return f


def load_fonts(sizes) -> None:
    """Load the fonts of these sizes, plain and bold, now: a font takes about half a millisecond to
    load, too long for a frame in motion that happens to draw with it first."""
    for size in sizes:
        font(size)
        font(size, True)


TEXT_CACHE_BYTES = 12 * 2**20  # rendered lines kept: several full-screen frames' worth
_texts = SurfaceCache(TEXT_CACHE_BYTES)


def text_surface(text: str, size: int, colour: Colour, bold: bool = False, face: str = "text") -> pygame.Surface:
    return _texts.get((text, size, colour, bold, face), lambda: font(size, bold, face).render(text, True, colour))


def text(surface: pygame.Surface, s: str, pos: tuple[int, int], size: int, colour: Colour,
         bold: bool = False, anchor: str = "topleft", face: str = "text") -> pygame.Rect:
    """Draw one line; `anchor` is a pygame.Rect attribute ("center", "midleft"...); `face` "display"
    for a heading."""
    img = text_surface(s, size, colour, bold, face)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def line_height(size: int, face: str = "text") -> int:
    return font(size, face=face).get_linesize()


def title_height(size: int) -> int:
    """The height of a screen's title (the display face at the scale's "display" step of `size`)."""
    return line_height(sized("display", size), "display")


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines no wider than `width` pixels (long words are cut)."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in s.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            probe = f"{line} {word}" if line else word
            if f.size(probe)[0] <= width:
                line = probe
                continue
            if line:
                lines.append(line)
            while f.size(word)[0] > width and len(word) > 1:
                cut = max(1, int(len(word) * width / f.size(word)[0]))
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


@lru_cache(maxsize=512)
def wrapped(s: str, size: int, width: int) -> tuple[str, ...]:
    """`wrap`, kept per text, size and width: for words drawn again every frame (a tooltip)."""
    return tuple(wrap(s, size, width))


@lru_cache(maxsize=4096)
def fit(s: str, size: int, width: int, bold: bool = False, face: str = "text") -> str:
    """The text cut with an ellipsis to fit in `width` pixels."""
    f = font(size, bold, face)
    if f.size(s)[0] <= width:
        return s
    while s and f.size(s + "…")[0] > width:
        s = s[:-1]
    return s + "…"


def wording(variants: tuple[str, ...], size: int, width: int, least: int, bold: bool = False) -> tuple[str, int]:
    """The first wording that fits `width` at the largest size from `size` down to `least` (the longer
    wording in smaller type before a shorter one); the last, cut, if none does."""
    for s in variants:
        for n in range(size, least - 1, -1):
            if font(n, bold).size(s)[0] <= width:
                return s, n
    return fit(variants[-1], least, width, bold), least


@lru_cache(maxsize=1024)
def fitted(words: str, size: int, width: int, height: int, short: str = "") -> tuple[tuple[str, ...], int]:
    """Words in `width` x `height`: on one line, else on two at the largest size they fit (down to
    9), else on one line made smaller, else the `short` wording so; cut with an ellipsis only when
    nothing else holds them."""
    if font(size).size(words)[0] <= width:
        return (words,), size
    for s in range(size, 8, -1):
        lines = wrap(words, s, width)
        if len(lines) == 2 and " ".join(lines) == words and 2 * line_height(s) <= height:   # no word cut
            return tuple(lines), s
    for s in range(size - 1, 8, -1):
        if font(s).size(words)[0] <= width:
            return (words,), s
    if short:
        return fitted(short, size, width, height)
    return (fit(words, 9, width),), 9


def boxed(surface: pygame.Surface, centre: tuple[int, int], s: str, size: int, pal: dict) -> pygame.Rect:
    """Words across a board in a dark box edged in the accent colour (an animation's caption); its rect."""
    img = text_surface(s, size, pal["accent"], True)
    rect = img.get_rect(center=centre).inflate(24, 12)
    pygame.draw.rect(surface, pal["shadow"], rect, border_radius=8)
    pygame.draw.rect(surface, pal["accent"], rect, 2, border_radius=8)
    surface.blit(img, img.get_rect(center=rect.center))
    return rect


def panel(surface: pygame.Surface, rect: pygame.Rect, pal: dict, title: str = "", size: int = 18) -> pygame.Rect:
    """A rounded panel; returns the inner rect below its title."""
    pygame.draw.rect(surface, pal["panel"], rect, border_radius=8)
    pygame.draw.rect(surface, pal["panel_edge"], rect, 1, border_radius=8)
    inner = rect.inflate(-16, -12)
    if title:
        text(surface, fit(title, size, inner.w, bold=True), inner.topleft, size, pal["dim"], bold=True)
        inner.top += line_height(size) + 2
        inner.height -= line_height(size) + 2
    return inner


def button(surface: pygame.Surface, rect: pygame.Rect, label: str, pal: dict, size: int,
           enabled: bool = True, hover: bool = False, lit: bool = False, note: str = "") -> None:
    """A button; a disabled one is dimmed and may carry a note ("coming")."""
    fill = pal["button_off"] if not enabled else (pal["button_hover"] if hover else pal["button"])
    pygame.draw.rect(surface, fill, rect, border_radius=6)
    edge, width = (pal["highlight"], 3) if lit else (pal["panel_edge"], 1)
    pygame.draw.rect(surface, edge, rect, width, border_radius=6)
    colour = pal["text"] if enabled else pal["dim"]
    if note:  # the shorter of label and note stays whole ("Continue"; "coming"), the other is cut
        room = rect.w - 30
        if len(label) <= len(note):
            note = fit(note, size - 3, max(1, room - font(size).size(label)[0]))
        else:
            label = fit(label, size, max(1, room - font(size - 3).size(note)[0]))
        text(surface, label, (rect.x + 10, rect.centery), size, colour, anchor="midleft")
        text(surface, note, (rect.right - 10, rect.centery), size - 3, pal["dim"], anchor="midright")
    else:
        text(surface, fit(label, size, rect.w - 12), rect.center, size, colour, anchor="center")


def counter(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: Colour, label: str,
            pal: dict, square: bool = False, lit: bool = False) -> pygame.Rect:
    """A counter (round, or square like AvZ zombies) with a short label."""
    rect = pygame.Rect(0, 0, radius * 2, radius * 2)
    rect.center = centre
    if square:
        pygame.draw.rect(surface, pal["shadow"], rect.move(2, 2), border_radius=radius // 4)
        pygame.draw.rect(surface, colour, rect, border_radius=radius // 4)
        pygame.draw.rect(surface, pal["pip"], rect, 2, border_radius=radius // 4)
    else:
        pygame.draw.circle(surface, pal["shadow"], (centre[0] + 2, centre[1] + 2), radius)
        pygame.draw.circle(surface, colour, centre, radius)
        pygame.draw.circle(surface, pal["pip"], centre, radius, 2)
    if lit:
        pygame.draw.rect(surface, pal["highlight"], rect.inflate(8, 8), 3, border_radius=radius)
    light = sum(colour) > 380
    text(surface, label, centre, max(10, radius), pal["pip"] if light else pal["text"], bold=True, anchor="center")
    return rect
