"""What each Event looks like on the houses: a zombie entering (a ring on its square), pushed along
the wall or breaking in, a barricade going up or breaking, a fight's flash, fire and the vehicle
(the thrown dice fly in the view, scene/throw.py, and a person's throw stays in the lid with its result a
while after the attack is settled). The context is (view, layout)."""
from __future__ import annotations

import math

import pygame

from zombiebox.ui import draw
from zombiebox.ui.animator import Animator

from ..data import HEAD, KILL_SUM, PICTURE
from ..houses import FAR, house
from .house import (board_of, opening_area, opening_rect, paint_plank, planks, square_rect, waiting_rect,
                    waiting_spot, waiting_sprite, zombie_sprite)
from .throw import paint_dice

RING, FLASH, FIRE = (150, 230, 90), (250, 240, 160), (240, 120, 40)
ENTER, PUSH = 0.45, 0.35     # seconds a zombie takes to walk in from beside its yard, to be pushed a square
LID_HOLD = 1.6               # seconds a person's throw stays in the lid, its result said, before the lid closes


def _fit(ctx, seat: str):
    """Where a household's house is drawn (the large house or a small one), with its board; None
    when it is not on screen."""
    view, L = ctx
    match_state = view.state_now
    hh = match_state.households.get(seat)
    if hh is None:
        return None
    if seat in L.minis:
        return L.mini_fit(seat), board_of(hh.house)
    if seat == view.seat_shown(match_state, view.mover):
        return L.fit, board_of(hh.house)
    return None


def _place(ctx, seat: str, yard: str, square: int = 0):
    """The square (or the opening, square 0) on screen, on the large house or a small one."""
    shown = _fit(ctx, seat)
    if shown is None:
        return None
    fit, board = shown
    return square_rect(fit, board, yard, square) if square else opening_rect(fit, board, yard)


def _walk(surface, ctx, p, seat, yard, square, start, slot=0):
    """A zombie on its way to its square: from the square it was pushed off (`start`), or in from
    where it waited beside the yard (start 0, its `slot` there)."""
    shown = _fit(ctx, seat)
    if shown is None:
        return
    fit, board = shown
    to = square_rect(fit, board, yard, square).center
    at = square_rect(fit, board, yard, start).center if start else waiting_spot(fit, board, yard, slot)
    sprite = zombie_sprite(fit.length(15))
    centre = (round(at[0] + (to[0] - at[0]) * p), round(at[1] + (to[1] - at[1]) * p))
    surface.blit(sprite, sprite.get_rect(center=centre))


def _wait(surface, ctx, p, seat, yard, square, slot):
    """A zombie beside the yard, waiting for its turn to enter (its yard and square on its tag)."""
    shown = _fit(ctx, seat)
    if shown is None:
        return
    fit, board = shown
    view, L = ctx
    img = waiting_sprite(fit.length(12), yard, square, 0 if seat in L.minis else draw.sized("small", view.ui_now.text_size))
    surface.blit(img, waiting_rect(fit, board, yard, slot, img))


def walking_to(anim: Animator, seat: str) -> frozenset:
    """The (yard, square)s of a household's zombies still walking there, and (yard, 0) of its
    barricades still going up: the pieces leave them out."""
    return frozenset((m.data["yard"], m.data["square"]) for m in anim.running
                     if m.kind in ("walk", "planks") and m.data["seat"] == seat and m.data.get("how", "up") == "up")


def _turned(corners, about, angle: float, shift):
    """Corners turned by `angle` (radians) about a point, then moved by `shift`."""
    c, s = math.cos(angle), math.sin(angle)
    return [(about[0] + (x - about[0]) * c - (y - about[1]) * s + shift[0],
             about[1] + (x - about[0]) * s + (y - about[1]) * c + shift[1]) for x, y in corners]


def _planks(surface, ctx, p, seat, yard, square, how):
    """ZS Barricades: the boards nailed up one by one (`how` "up": each comes down onto the wall),
    taken off one by one ("off": the last first, lifted away from the house) or broken by the
    zombies ("break": each snaps in two, the halves thrown into the house)."""
    shown = _fit(ctx, seat)
    if shown is None:
        return
    fit, board = shown
    r = opening_area(fit, board, yard)
    middle = fit.to_screen(board.width / 2, board.height / 2)
    out = (r.centerx - middle[0], r.centery - middle[1])
    unit = math.hypot(*out) or 1.0
    out = (out[0] / unit, out[1] / unit)
    reach = max(r.w, r.h)
    boards = planks(r)
    for i, corners in enumerate(boards):
        centre = ((corners[0][0] + corners[2][0]) / 2, (corners[0][1] + corners[2][1]) / 2)
        if how == "up":
            q = min(1.0, max(0.0, p * len(boards) - i))
            if q > 0:
                lift = (1 - q) * reach * 0.6   # it comes from outside, onto the wall
                paint_plank(surface, _turned(corners, centre, 0.0, (out[0] * lift, out[1] * lift)))
        elif how == "off":
            q = min(1.0, max(0.0, p * len(boards) - (len(boards) - 1 - i)))
            if q < 1:
                paint_plank(surface, _turned(corners, centre, 0.0, (out[0] * q * reach, out[1] * q * reach)))
        else:
            ends = [(corners[0], corners[3]), (corners[1], corners[2])]
            mid = [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in zip(corners[:2], corners[3:1:-1])]
            halves = ([corners[0], mid[0], mid[1], corners[3]], [mid[0], corners[1], corners[2], mid[1]])
            for sign, half, end in zip((1, -1), halves, ends):
                hinge = ((end[0][0] + end[1][0]) / 2, (end[0][1] + end[1][1]) / 2)
                fly = -p * reach * 0.7   # into the house, where the zombies push them
                paint_plank(surface, _turned(half, hinge, sign * p * 0.9, (out[0] * fly, out[1] * fly)),
                            (round(150 - 60 * p), round(100 - 40 * p), round(50 - 20 * p)))


def seen(state) -> dict:
    """Where each household's zombies stood when the board last caught up with the rules: the
    events of the next action are walked from there (their data names only the first square)."""
    return {seat: {yard: list(squares) for yard, squares in hh.zombies.items()}
            for seat, hh in state.households.items()}


def _walk_on(ctx, t, seconds, seat, yard, was, now, slot=0):
    view = ctx[0]
    # a pushed zombie stays on its square until it goes; one coming in waits beside the yard ("wait")
    view.anim.motion("walk", seconds, t, hold=bool(was), seat=seat, yard=yard, square=now, start=was, slot=slot)
    squares = view.seen.setdefault(seat, {}).setdefault(yard, [])
    if was in squares:
        squares.remove(was)
    squares.append(now)


def _enter(e, ctx, t):
    """ZS Zombie Movement: the zombie waits beside its yard for its turn, then walks in to its
    square; one already on a far square steps towards the house first."""
    d = e.data
    view = ctx[0]
    seat, yard, square = d["seat"], d["yard"], d["square"]
    if square in view.seen.get(seat, {}).get(yard, ()) and square in FAR:
        hh = view.state_now.households[seat]
        _walk_on(ctx, t, PUSH, seat, yard, square, house(hh.house).yards[yard].toward[square])
    # after the zombies still to come by the rules (drawn in the first slots) and those already waiting
    slot = sum(a.seat == seat and a.yard == yard for a in view.state_now.arrivals) + sum(
        m.kind == "wait" and m.data["seat"] == seat and m.data["yard"] == yard for m in view.anim.running)
    if t > 0:
        view.anim.motion("wait", t, 0, seat=seat, yard=yard, square=square, slot=slot)
    _walk_on(ctx, t, ENTER, seat, yard, 0, square, slot)
    return t + ENTER * 0.5


def _push(e, ctx, t):
    """ZS Zombie Movement: pushed along the wall, the line of zombies from the pushed one each step
    a square the way it slides, together."""
    d = e.data
    view = ctx[0]
    seat, yard = d["seat"], d["yard"]
    along = list(house(view.state_now.households[seat].house).yards[yard].along)
    step = 1 if along.index(d["to"]) > along.index(d["from"]) else -1
    squares = view.seen.get(seat, {}).get(yard, [])
    line, j = [], along.index(d["from"])
    while 0 <= j < len(along) and (along[j] in squares or j == along.index(d["from"])):
        line.append(along[j])
        j += step
    for sq in reversed(line):   # the far end first, as the rules move them
        if 0 <= along.index(sq) + step < len(along):
            _walk_on(ctx, t, PUSH, seat, yard, sq, along[along.index(sq) + step])
    return t + PUSH


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


def _square(kind: str, seconds: float):
    def start(e, ctx, t):
        d = e.data
        if "seat" in d and "yard" in d and d.get("yard") not in ("house", "town"):
            ctx[0].anim.motion(kind, seconds, t, seat=d["seat"], yard=d["yard"], square=d.get("square", 0) or 0)
        return t + seconds * 0.5
    return start


def _boards(how: str, seconds: float):
    def start(e, ctx, t):
        ctx[0].anim.motion("planks", seconds, t, hold=how != "up", seat=e.data["seat"], yard=e.data["yard"], square=0,
                           how=how)   # going or broken: the planks stay up until their turn
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


def throw_words(landed: list) -> str:
    """A throw's result as the lid shows it (ZS Combat Zombies): a head kills; else the picture's pips
    summed, 6 or more kills."""
    if any(spot == HEAD for spot, _ in landed):
        return "On the head: killed"
    pips = [face for spot, face in landed if spot == PICTURE]
    if not pips:
        return "Nothing on the picture: missed"
    total = sum(pips)
    said = " + ".join(map(str, pips)) + (f" = {total}" if len(pips) > 1 else "")
    return f"Picture {said}: {'killed' if total >= KILL_SUM else f'missed ({KILL_SUM} kills)'}"


def _attack(e, ctx, t):
    """ZS Combat Zombies: the zombie's square flashes; a person's throw stays in the lid with its result
    a while before the lid closes."""
    view, L = ctx
    if view.rested and e.data.get("landed"):
        view.anim.motion("lid", LID_HOLD, t, hold=True, poses=tuple(view.rested), words=throw_words(e.data["landed"]))
        view.rested = []
    return _square("flash", 0.4)(e, ctx, t)


def _lid(surface, ctx, p, poses, words):
    """The lid with the thrown dice where they came to rest, and the throw's result across its foot."""
    view, L = ctx
    ui, lid = view.ui_now, L.lid()
    surface.blit(view.lid_image(L, ui), lid.topleft)
    paint_dice(surface, lid, list(poses), ui.pal)
    img = draw.text_surface(draw.fit(words, ui.text_size, lid.w - 16, True), ui.text_size, ui.pal["text"], True)
    box = img.get_rect(midbottom=(lid.centerx, lid.bottom - 8)).inflate(12, 6)
    pygame.draw.rect(surface, ui.pal["shadow"], box, border_radius=5)
    surface.blit(img, img.get_rect(center=box.center))


def register(anim: Animator) -> None:
    anim.pause_at("roll")   # ZS Part II: a new round's die
    anim.painter("ring", _ring)
    anim.painter("glow", _house_glow)
    anim.painter("flash", lambda s, ctx, p, seat, yard, square: _ring(s, ctx, p, seat, yard, square, FLASH))
    anim.painter("breach", lambda s, ctx, p, seat, yard, square: _ring(s, ctx, p, seat, yard, 0, (200, 40, 40)))
    anim.painter("planks", _planks)
    anim.painter("walk", _walk)
    anim.painter("wait", _wait)
    anim.on("zombie", _enter)                           # ZS Zombie Movement: a zombie enters
    anim.on("noise", _square("ring", 0.35))             # ZS Making Noise
    anim.on("slide", _push)                             # pushed along the wall
    anim.on("break_in", _square("breach", 0.5))         # through the opening
    anim.on("barricade", _boards("up", 0.6))            # ZS Barricades
    anim.on("unbarricade", _boards("off", 0.5))
    anim.on("barricade_broken", _boards("break", 0.6))
    anim.painter("lid", _lid)
    anim.on("attack", _attack)                          # ZS Combat Zombies
    anim.on("burned", _whole("glow", 0.8, FIRE))        # ZS Event Cards: fire
    anim.on("fire_out", _whole("glow", 0.6, (90, 160, 230)))
    anim.painter("vehicle", _vehicle)
    anim.on("drive", lambda e, ctx, t: _drive(e, ctx, t, True))    # ZS Going to Town: the vehicle leaves
    anim.on("home", lambda e, ctx, t: _drive(e, ctx, t, False))    # and comes back
    anim.on("bite", _whole("glow", 0.5, (200, 40, 40)))     # ZS Zombies in the House
