"""What each Event looks like on the houses: a zombie entering (a ring on its square), pushed along
the wall or breaking in, a barricade going up or breaking, a fight's flash, fire and the vehicle
(the thrown dice fly in the view, scene/throw.py). The context is (view, layout)."""
from __future__ import annotations

import pygame

from zombiebox.ui.animator import Animator

from ..houses import house
from .house import board_of, opening_rect, square_rect

RING, FLASH, FIRE = (150, 230, 90), (250, 240, 160), (240, 120, 40)


def _place(ctx, seat: str, yard: str, square: int = 0):
    """The square (or the opening, square 0) on screen, on the large house or a small one."""
    view, L = ctx
    match_state = view.state_now
    hh = match_state.households.get(seat)
    if hh is None:
        return None
    if seat in L.minis:
        fit = L.mini_fit(seat)
    elif seat == view.seat_shown(match_state, view.mover):
        fit = L.fit
    else:
        return None
    board = board_of(hh.house)
    return square_rect(fit, board, yard, square) if square else opening_rect(fit, board, yard)


def _ring(surface, ctx, p, seat, yard, square=0, colour=RING):
    r = _place(ctx, seat, yard, square)
    if r is not None:
        grow = round(10 * (1 - p))
        pygame.draw.rect(surface, colour, r.inflate(grow, grow), 3)


def _house_glow(surface, ctx, p, seat, colour):
    view, L = ctx
    rect = L.minis.get(seat) or (L.house if seat == view.seat_shown(view.state_now, view.mover) else None)
    if rect is not None:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((*colour, round(110 * (1 - abs(2 * p - 1)))))
        surface.blit(veil, rect.topleft)


def _vehicle(surface, ctx, p, seat, leaving):
    """ZS Going to Town: the vehicle drives out through the garage door and away, or back in."""
    view, L = ctx
    hh = view.state_now.households.get(seat)
    if hh is None:
        return
    door = _place(ctx, seat, house(hh.house).garage_yard)
    if door is None:
        return
    home = L.minis.get(seat) or L.house
    out = (door.centerx - home.centerx, door.centery - home.centery)
    reach = (p if leaving else 1 - p) * 1.2
    centre = (round(door.centerx + out[0] * reach), round(door.centery + out[1] * reach))
    long = max(16, door.w, door.h)
    body = pygame.Rect(0, 0, long, long // 2) if door.h > door.w else pygame.Rect(0, 0, long // 2, long)
    body.center = centre   # lengthwise along the way out
    pygame.draw.rect(surface, (80, 120, 190), body, border_radius=4)
    pygame.draw.rect(surface, (20, 30, 60), body, 2, border_radius=4)


def _square(kind: str, seconds: float, key: str = "square"):
    def start(e, ctx, t):
        d = e.data
        if "seat" in d and "yard" in d and d.get("yard") not in ("house", "town"):
            ctx[0].anim.motion(kind, seconds, t, seat=d["seat"], yard=d["yard"], square=d.get(key, 0) or 0)
        return t + seconds * 0.5
    return start


def _whole(kind: str, seconds: float, colour):
    def start(e, ctx, t):
        if "seat" in e.data:
            ctx[0].anim.motion(kind, seconds, t, seat=e.data["seat"], colour=colour)
        return t + seconds * 0.5
    return start


def _drive(e, ctx, t, leaving: bool) -> float:
    ctx[0].anim.motion("vehicle", 0.8, t, seat=e.data["seat"], leaving=leaving)
    return t + 0.4


def register(anim: Animator) -> None:
    anim.painter("ring", _ring)
    anim.painter("glow", _house_glow)
    anim.painter("flash", lambda s, ctx, p, seat, yard, square: _ring(s, ctx, p, seat, yard, square, FLASH))
    anim.painter("plank", lambda s, ctx, p, seat, yard, square: _ring(s, ctx, p, seat, yard, 0, (150, 100, 50)))
    anim.on("zombie", _square("ring", 0.35))            # ZS Zombie Movement: a zombie enters
    anim.on("noise", _square("ring", 0.35))             # ZS Making Noise
    anim.on("slide", _square("ring", 0.35, "to"))       # pushed along the wall
    anim.on("break_in", _square("plank", 0.5))          # through the opening
    anim.on("barricade", _square("plank", 0.4))         # ZS Barricades
    anim.on("unbarricade", _square("plank", 0.4))
    anim.on("barricade_broken", _square("plank", 0.5))
    anim.on("attack", _square("flash", 0.4))            # ZS Combat Zombies
    anim.on("burned", _whole("glow", 0.8, FIRE))        # ZS Event Cards: fire
    anim.on("fire_out", _whole("glow", 0.6, (90, 160, 230)))
    anim.painter("vehicle", _vehicle)
    anim.on("drive", lambda e, ctx, t: _drive(e, ctx, t, True))    # ZS Going to Town: the vehicle leaves
    anim.on("home", lambda e, ctx, t: _drive(e, ctx, t, False))    # and comes back
    anim.on("bite", _whole("glow", 0.5, (200, 40, 40)))     # ZS Zombies in the House
