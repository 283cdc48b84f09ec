"""What each AvZ Event looks like, registered on the board's animator (ui/animator.py):
counters in flight (drops, landings, moves along their path, casualties leaving for the
dead pile or the reserve, revivals) and effects on the map (tile flip, laser beam, bite,
BFAR missiles, Mutant stomp, attack flashes, phase banners). The kit's timeline runs them,
so the animation-speed setting and skip apply, and bots wait until they have been seen.

A motion's painter gets a `Frame`: the layout and panels of the frame being drawn, and the
table's UIState. Counters in flight are drawn by the board (`draw_flights`), a flight waiting
for its turn at its start; effects by the animator (`EFFECTS`); a tile flip is a keyed tween
the panels read (`flips`).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from zombiebox.ui import draw
from zombiebox.ui.widgets.die import die as draw_die
from zombiebox.ui.animator import Animator
from zombiebox.ui.tween import Tween

from ..data import ALIENS_BY_ID, TILES_BY_ID
from .choices import icon_names
from .counters import counter_image, kind_key
from .panels import tile as draw_tile

DROP, FLY, STEP, BEAT = 0.35, 0.5, 0.22, 0.9   # seconds at normal speed
LASER_BLUE, BITE_RED, FIRE = (90, 210, 255), (220, 60, 50), (255, 170, 40)
FLIP = 0.5  # seconds a revealed tile takes to turn over


@dataclass
class Frame:
    """What a painter draws against: this frame's layout and panels, and the table's UIState."""
    lay: Any
    pan: Any
    ui: Any


# --- starting: one function an Event kind, (anim, event, context, t) -> when the next starts -----
def _fly(anim: Animator, uid: str, points: list[tuple], seconds: float, delay: float) -> None:
    """A counter along its waypoints: ("loc", name), ("sky", name), ("pile", name: the grave, dead_pile or
    reserve, its place on the table)."""
    anim.motion("flight", seconds, delay, uid=uid, points=points)


def _effect(anim: Animator, kind: str, seconds: float, delay: float, **data) -> None:
    anim.motion(kind, seconds, delay, "linear", **data)


def _drop(anim, uid, loc, t):
    _fly(anim, uid, [("sky", loc), ("loc", loc)], DROP, t)


def _on_place(anim, e, ctx, t):
    _drop(anim, e.data["counter"], e.data["to"], t)
    return t + DROP * 0.5


def _on_place_group(anim, e, ctx, t):
    d = e.data
    for i, u in enumerate(d["units"]):
        _drop(anim, u, d["to"], t + i * 0.12)
    _effect(anim, "ring", DROP, t + DROP, at=d["to"], colour=LASER_BLUE)
    return t + DROP + 0.24


def _on_land(anim, e, ctx, t):
    _drop(anim, e.data["unit"], e.data["to"], t)
    _effect(anim, "ring", DROP, t + DROP * 0.8, at=e.data["to"], colour=LASER_BLUE)
    return t + DROP


def _on_reveal(anim, e, ctx, t):
    anim.tween(f"flip:{e.data['tile']}", Tween(0.0, 1.0, FLIP, "linear", t))
    _effect(anim, "tile", BEAT * 1.4, t, tile=e.data["tile"])
    return t + BEAT


def _banner(anim, text, t, seconds=BEAT):
    _effect(anim, "banner", seconds, t, text=text)
    return t + seconds * 0.8


def _on_told(anim, e, ctx, t):
    """A phase, a turn, an event with no effect: the Event's own words across the map."""
    return _banner(anim, e.text, t)


def _on_claw(anim, e, ctx, t):
    return _banner(anim, "Zombie Claw! Aliens on the ground cannot move; Zombies +1", t, BEAT * 1.3)


def _on_rise(anim, e, ctx, t):
    return _banner(anim, f"Zombie Rise! {e.data['extra']} extra spawns", t, BEAT * 1.3)


def _on_game_over(anim, e, ctx, t):
    return _banner(anim, e.data["label"], t, BEAT * 1.5)


def _on_landing_roll(anim, e, ctx, t):
    d = e.data
    _effect(anim, "die", BEAT * 1.2, t, value=d["die"], text=f"Landing roll {d['die']} + 1 = {d['budget']} points")
    return t + BEAT


def _on_laser(anim, e, ctx, t):
    d = e.data
    _effect(anim, "beam", 0.7, t, at=d["at"], hit=d["hit"], value=d["die"], need=d["zombies"])
    return t + 0.6


def _on_bite(anim, e, ctx, t):
    _effect(anim, "slash", 0.6, t, at=e.data["at"], colour=BITE_RED)
    return t + 0.5


def _on_bfar(anim, e, ctx, t):
    _drop(anim, "bfar", e.data["at"], t)
    _effect(anim, "missiles", 0.7, t + DROP, at=e.data["at"], targets=e.data["targets"])
    return t + DROP + 0.6


def _on_mutate(anim, e, ctx, t):
    d = e.data
    _effect(anim, "ring", 0.5, t, at=d["at"], colour=(220, 120, 230))
    _fly(anim, d["trooper"], [("loc", d["at"]), ("pile", "reserve")], FLY, t)
    _effect(anim, "grow", 0.5, t + 0.2, unit="mutant", at=d["at"])
    return t + 0.6


def _on_rampage(anim, e, ctx, t):
    _fly(anim, "mutant", [("loc", e.data["from"]), ("loc", e.data["to"])], STEP * 1.5, t)
    _effect(anim, "stomp", 0.5, t + STEP * 1.2, at=e.data["to"])
    return t + STEP * 1.5


def _on_move(anim, e, ctx, t):
    path = e.data["path"]  # the route the rules moved the group along (AvZ 6.0)
    seconds = STEP * max(1, len(path) - 1)
    for i, u in enumerate(e.data["units"]):
        _fly(anim, u, [("loc", n) for n in path], seconds, t + i * 0.04)
    return t + seconds


def _on_attack(anim, e, ctx, t):
    d = e.data
    kind = {"attack": "shots", "blast": "blast", "chomp": "slash"}[d["action"]]
    if kind == "shots" and d["units"] and d["units"][0] not in ALIENS_BY_ID:
        kind = "slash"
    _effect(anim, kind, 0.6, t, at=d["at"], colour=FIRE if kind != "slash" else BITE_RED)
    return t + 0.5


def _on_saves(anim, e, ctx, t):
    saved = sum(1 for r in e.data["dice"] if r.get("saved"))
    if saved:
        _effect(anim, "word", 0.8, t, at=e.data["at"], text=f"{saved} saved")
    return t


def _on_hit(anim, e, ctx, t):
    _effect(anim, "ring", 0.4, t, at=e.data["at"], colour=FIRE)
    return t + 0.2


def _on_bounce(anim, e, ctx, t):
    _effect(anim, "word", 0.8, t, at=e.data["at"], text="bounced")
    return t + 0.3


def _on_kill(anim, e, ctx, t):
    d = e.data
    _effect(anim, "ring", 0.35, t, at=d["at"], colour=BITE_RED)
    _fly(anim, d["unit"], [("loc", d["at"]), ("pile", d["to"])], FLY, t + 0.15)
    return t + 0.1


def _on_revive(anim, e, ctx, t):
    d = e.data
    end = ("pile", "grave") if d["to"] == "grave" else ("loc", d["to"])
    _fly(anim, d["counter"], [("pile", "dead_pile"), end], FLY, t)
    return t + 0.25


def _on_discard(anim, e, ctx, t):
    _fly(anim, e.data["unit"], [("loc", e.data["from"]), ("pile", "reserve")], FLY, t)
    return t + 0.25


def _on_pass(anim, e, ctx, t):
    _effect(anim, "word", 0.6, t, at=e.data["at"], text="pass")
    return t + 0.2


def _on_rampage_end(anim, e, ctx, t):
    if e.data.get("at"):
        _effect(anim, "word", 0.6, t, at=e.data["at"], text="rampage over")
    return t + 0.2


def _on_stacking(anim, e, ctx, t):
    for loc in e.data["at"]:
        _effect(anim, "ring", 0.6, t, at=loc, colour=FIRE)
    return t + 0.3


# What each Event kind starts (a kind not listed passes without motion).
STARTS = {
    "place": _on_place,
    "spawn": _on_place,  # a spawned counter drops in as a placed one does
    "place_group": _on_place_group,
    "land": _on_land,
    "reveal": _on_reveal,
    "turn": _on_told,
    "phase": _on_told,
    "claw": _on_claw,
    "rise": _on_rise,
    "no_effect": _on_told,
    "spawn_lost": _on_told,
    "game_over": _on_game_over,
    "landing_roll": _on_landing_roll,
    "laser": _on_laser,
    "bite": _on_bite,
    "bfar": _on_bfar,
    "mutate": _on_mutate,
    "rampage": _on_rampage,
    "move": _on_move,
    "attack": _on_attack,
    "saves": _on_saves,
    "hit": _on_hit,
    "bounce": _on_bounce,
    "kill": _on_kill,
    "revive": _on_revive,
    "discard": _on_discard,
    "pass": _on_pass,
    "rampage_end": _on_rampage_end,
    "stacking": _on_stacking,
}


# --- drawing: one painter an effect kind, (surface, frame, progress, **data) -------------------
def _ring(surface, f: Frame, p, at, colour):
    r = f.lay.locs[at]
    pygame.draw.circle(surface, colour, r.center, round(r.w * (0.3 + 0.5 * p)), max(1, round(5 * (1 - p))))


def _word(surface, f: Frame, p, at, text):
    r = f.lay.locs[at]
    draw.text(surface, text, (r.centerx, r.y - round(p * r.h * 0.4)), f.ui.text_size, f.ui.pal["accent"], bold=True,
              anchor="midbottom")


def _slash(surface, f: Frame, p, at, colour):
    r = f.lay.locs[at].inflate(-8, -8)
    for k in range(3):
        a = (r.x + r.w * (0.2 + 0.25 * k), r.y + r.h * 0.15)
        b = (a[0] + r.w * 0.25 * p, a[1] + r.h * 0.7 * p)
        pygame.draw.line(surface, colour, a, b, max(2, r.w // 14))


def _shots(surface, f: Frame, p, at, colour):
    r = f.lay.locs[at]
    for corner in (r.topleft, r.topright, r.bottomleft, r.bottomright):
        a = (corner[0] + (r.centerx - corner[0]) * p * 0.8, corner[1] + (r.centery - corner[1]) * p * 0.8)
        pygame.draw.line(surface, colour, corner, a, 3)
    pygame.draw.circle(surface, colour, r.center, round(r.w * 0.15 * p) + 1)


def _blast(surface, f: Frame, p, at, colour):
    r = f.lay.locs[at]
    for k in range(3):
        q = (p * 1.6 - k * 0.3)
        if 0 < q < 1:
            pygame.draw.circle(surface, colour, r.center, round(r.w * 0.55 * q), max(1, round(5 * (1 - q))))


def _stomp(surface, f: Frame, p, at):
    r = f.lay.locs[at]
    shake = round(4 * math.sin(p * math.pi * 6) * (1 - p))
    pygame.draw.rect(surface, (220, 120, 230), r.move(shake, 0), 4, border_radius=4)


def _grow(surface, f: Frame, p, unit, at):
    img = counter_image(kind_key(unit), max(8, round(f.lay.counter * (0.4 + 1.2 * p))))
    surface.blit(img, img.get_rect(center=f.lay.locs[at].center))


def _beam(surface, f: Frame, p, at, hit, value, need):
    ui = f.ui
    r = f.lay.locs[at]
    top = (r.centerx, f.lay.map_rect.y)
    width = max(2, round(10 * math.sin(p * math.pi)))
    pygame.draw.line(surface, LASER_BLUE, top, r.center, width)
    pygame.draw.line(surface, (240, 250, 255), top, r.center, max(1, width // 3))
    if hit and p > 0.5:
        pygame.draw.rect(surface, LASER_BLUE, r, 4, border_radius=4)
    side = max(18, r.w // 3)
    box = pygame.Rect(r.right - side // 2, r.y - side // 2, side, side)
    draw_die(surface, box, value, ui.pal, mark=("hit" if hit else "miss") if p > 0.4 else None,
             mark_colour=ui.pal["good"] if hit else ui.pal["bad"])


def _missiles(surface, f: Frame, p, at, targets):
    src = f.lay.locs[at].center
    for n in targets:
        dst = f.lay.locs[n].center
        tip = (src[0] + (dst[0] - src[0]) * p, src[1] + (dst[1] - src[1]) * p)
        pygame.draw.line(surface, FIRE, src, tip, 2)
        if p > 0.8:
            pygame.draw.circle(surface, FIRE, dst, round(f.lay.locs[n].w * 0.3 * (p - 0.8) * 5), 3)


def _banner_look(surface, f: Frame, p, text):
    draw.boxed(surface, f.lay.map_rect.center, text, draw.sized("head", f.ui.text_size), f.ui.pal)


def _die(surface, f: Frame, p, value, text):
    centre = f.lay.map_rect.center
    rect = draw.boxed(surface, (centre[0], centre[1] + 40), text, draw.sized("title", f.ui.text_size), f.ui.pal)
    side = 44
    draw_die(surface, pygame.Rect(centre[0] - side // 2, rect.y - side - 8, side, side), value, f.ui.pal)


def _tile(surface, f: Frame, p, tile):
    t = TILES_BY_ID[tile]
    m = f.lay.map_rect
    w = max(60, m.w // 5)
    r = pygame.Rect(0, 0, w, round(w * 1.4))
    r.center = (m.centerx, m.centery - 20)
    draw_tile(surface, r, tile, f.ui.pal, min(1.0, p * 2.5), current=True)
    draw.boxed(surface, (r.centerx, r.bottom + 24), f"{t.number} spawns · {icon_names(t.icons)}", draw.sized("title", f.ui.text_size),
             f.ui.pal)


def _flight(surface, f: Frame, p, uid, points):
    pos = _along([_point(q, f.lay) for q in points], p)
    img = counter_image(kind_key(uid), f.lay.counter)
    surface.blit(img, img.get_rect(center=pos))


# How each effect kind is drawn over the map (counters in flight are drawn by `draw_flights`).
EFFECTS = {
    "ring": _ring,
    "word": _word,
    "slash": _slash,
    "shots": _shots,
    "blast": _blast,
    "stomp": _stomp,
    "grow": _grow,
    "beam": _beam,
    "missiles": _missiles,
    "banner": _banner_look,
    "die": _die,
    "tile": _tile,
}


def register(anim: Animator) -> None:
    anim.pause_at("turn")   # AvZ 3.0: a new turn
    """Teach the board's animator what AvZ's Events look like."""
    for kind, start in STARTS.items():
        anim.on(kind, partial(start, anim))
    for kind, paint in EFFECTS.items():
        anim.painter(kind, paint)
    anim.painter("flight", _flight)


# --- reading --------------------------------------------------------------------------------------
def in_flight(anim: Animator) -> set[str]:
    """Counters drawn by their flight, not in a stack (yet)."""
    return {m.data["uid"] for m in anim.running if m.kind == "flight"}


def flips(anim: Animator, revealed) -> dict[str, float]:
    """The revealed tiles still turning over, and how far (0..1)."""
    out = {}
    for tile in revealed:
        p = anim.value(f"flip:{tile}")
        if p is not None:
            out[tile] = p
    return out


def draw_flights(surface, anim: Animator, frame: Frame) -> None:
    """The counters in flight: each on its first unfinished flight, one that waits for its turn
    at its start (unless it drops from the sky)."""
    shown: set[str] = set()
    for m in anim.running:
        if m.kind != "flight" or m.data["uid"] in shown:
            continue
        shown.add(m.data["uid"])
        if not m.started and m.data["points"][0][0] == "sky":
            continue
        _flight(surface, frame, m.progress, **m.data)


def _point(p: tuple, layout) -> tuple[float, float]:
    kind, name = p
    if kind == "pile":
        return layout.places[name].center
    x, y = layout.centre(name)
    return (x, y - layout.locs[name].h * 2.5) if kind == "sky" else (x, y)


def _along(points: list[tuple[float, float]], t: float) -> tuple[int, int]:
    """The point a fraction `t` of the way along a polyline (by segment count)."""
    if len(points) == 1:
        return round(points[0][0]), round(points[0][1])
    pos = t * (len(points) - 1)
    i = min(int(pos), len(points) - 2)
    f = pos - i
    (x0, y0), (x1, y1) = points[i], points[i + 1]
    return round(x0 + (x1 - x0) * f), round(y0 + (y1 - y0) * f)

