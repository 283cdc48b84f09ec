"""Animations of the AvZ Events: counters in flight (drops, landings, moves along
their path, casualties leaving for the dead pile or the reserve, revivals) and
effects on the map (tile flip, laser beam, bite, BFAR missiles, Mutant stomp,
attack flashes, phase banners). Each is driven by a tween in `ui.tweens`, so the
animation-speed setting and skip apply, and bots wait until it has been seen."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import pygame

from zombiebox.ui import draw
from zombiebox.ui.tween import Tween

from .data import ALIENS_BY_ID, TILES_BY_ID
from .scene_choices import icon_names, kind_key
from .scene_counters import counter_image
from .scene_panels import tile as draw_tile

DROP, FLY, STEP, BEAT = 0.35, 0.5, 0.22, 0.9   # seconds at normal speed
LASER_BLUE, BITE_RED, FIRE = (90, 210, 255), (220, 60, 50), (255, 170, 40)
PILE_OF = {"dead_pile": "dead", "grave": "grave", "reserve": "reserve"}


@dataclass
class Flight:
    uid: str
    points: list[tuple]       # waypoints: ("loc", name), ("sky", name), ("pile", "dead"/"grave"/"reserve")
    tween: Tween


@dataclass
class Effect:
    kind: str
    data: dict[str, Any]
    tween: Tween
    key: str = ""


@dataclass
class Fx:
    flights: list[Flight] = field(default_factory=list)
    effects: list[Effect] = field(default_factory=list)
    flips: dict[str, Tween] = field(default_factory=dict)
    serial: int = 0

    def __post_init__(self) -> None:
        # what each Event kind starts, and how each effect kind is drawn: tables, not names built at run time
        self._starts = {
            "place": self._on_place,
            "spawn": self._on_place,  # a spawned counter drops in as a placed one does
            "place_group": self._on_place_group,
            "land": self._on_land,
            "reveal": self._on_reveal,
            "turn": self._on_turn,
            "phase": self._on_phase,
            "claw": self._on_claw,
            "rise": self._on_rise,
            "no_effect": self._on_no_effect,
            "spawn_lost": self._on_spawn_lost,
            "game_over": self._on_game_over,
            "landing_roll": self._on_landing_roll,
            "laser": self._on_laser,
            "bite": self._on_bite,
            "bfar": self._on_bfar,
            "mutate": self._on_mutate,
            "rampage": self._on_rampage,
            "move": self._on_move,
            "attack": self._on_attack,
            "saves": self._on_saves,
            "hit": self._on_hit,
            "bounce": self._on_bounce,
            "kill": self._on_kill,
            "revive": self._on_revive,
            "discard": self._on_discard,
            "pass": self._on_pass,
            "rampage_end": self._on_rampage_end,
            "stacking": self._on_stacking,
        }
        self._draws = {
            "ring": self._draw_ring,
            "word": self._draw_word,
            "slash": self._draw_slash,
            "shots": self._draw_shots,
            "blast": self._draw_blast,
            "stomp": self._draw_stomp,
            "grow": self._draw_grow,
            "beam": self._draw_beam,
            "missiles": self._draw_missiles,
            "banner": self._draw_banner,
            "die": self._draw_die,
            "tile": self._draw_tile,
        }

    def clear(self) -> None:
        self.flights.clear()
        self.effects.clear()
        self.flips.clear()

    # --- starting ---------------------------------------------------------------------------
    def _tween(self, ui, seconds: float, delay: float) -> Tween:
        self.serial += 1
        return ui.tweens.add(f"avz:{self.serial}", Tween(0.0, 1.0, seconds, "easeInOutQuad", delay))

    def fly(self, ui, uid: str, points: list[tuple], seconds: float, delay: float) -> None:
        self.flights.append(Flight(uid, points, self._tween(ui, seconds, delay)))

    def effect(self, ui, kind: str, seconds: float, delay: float, **data) -> None:
        self.effects.append(Effect(kind, data, self._tween(ui, seconds, delay)))

    def start(self, events, rules, ui) -> None:
        """Tweens for one action's events, one after the other."""
        t = 0.0
        for e in events:
            t = self._starts.get(e.kind, self._on_other)(e, e.data, rules, ui, t)

    def _on_other(self, e, d, rules, ui, t):
        return t

    def _drop(self, ui, uid, loc, t):
        self.fly(ui, uid, [("sky", loc), ("loc", loc)], DROP, t)

    def _on_place(self, e, d, rules, ui, t):
        self._drop(ui, d["counter"], d["to"], t)
        return t + DROP * 0.5


    def _on_place_group(self, e, d, rules, ui, t):
        for i, u in enumerate(d["units"]):
            self._drop(ui, u, d["to"], t + i * 0.12)
        self.effect(ui, "ring", DROP, t + DROP, at=d["to"], colour=LASER_BLUE)
        return t + DROP + 0.24

    def _on_land(self, e, d, rules, ui, t):
        self._drop(ui, d["unit"], d["to"], t)
        self.effect(ui, "ring", DROP, t + DROP * 0.8, at=d["to"], colour=LASER_BLUE)
        return t + DROP

    def _on_reveal(self, e, d, rules, ui, t):
        self.flips[d["tile"]] = self._tween(ui, 0.5, t)
        self.effect(ui, "tile", BEAT * 1.4, t, tile=d["tile"])
        return t + BEAT

    def _banner(self, ui, text, t, seconds=BEAT):
        self.effect(ui, "banner", seconds, t, text=text)
        return t + seconds * 0.8

    def _on_turn(self, e, d, rules, ui, t):
        return self._banner(ui, e.text, t)

    def _on_phase(self, e, d, rules, ui, t):
        return self._banner(ui, e.text, t)

    def _on_claw(self, e, d, rules, ui, t):
        return self._banner(ui, "Zombie Claw! Aliens on the ground cannot move; Zombies +1", t, BEAT * 1.3)

    def _on_rise(self, e, d, rules, ui, t):
        return self._banner(ui, f"Zombie Rise! {d['extra']} extra spawns", t, BEAT * 1.3)

    def _on_no_effect(self, e, d, rules, ui, t):
        return self._banner(ui, e.text, t)

    def _on_spawn_lost(self, e, d, rules, ui, t):
        return self._banner(ui, e.text, t)

    def _on_game_over(self, e, d, rules, ui, t):
        return self._banner(ui, d["label"], t, BEAT * 1.5)

    def _on_landing_roll(self, e, d, rules, ui, t):
        self.effect(ui, "die", BEAT * 1.2, t, value=d["die"], text=f"Landing roll {d['die']} + 1 = {d['budget']} points")
        return t + BEAT

    def _on_laser(self, e, d, rules, ui, t):
        self.effect(ui, "beam", 0.7, t, at=d["at"], hit=d["hit"], value=d["die"], need=d["zombies"])
        return t + 0.6

    def _on_bite(self, e, d, rules, ui, t):
        self.effect(ui, "slash", 0.6, t, at=d["at"], colour=BITE_RED)
        return t + 0.5

    def _on_bfar(self, e, d, rules, ui, t):
        self._drop(ui, "bfar", d["at"], t)
        self.effect(ui, "missiles", 0.7, t + DROP, at=d["at"], targets=d["targets"])
        return t + DROP + 0.6

    def _on_mutate(self, e, d, rules, ui, t):
        self.effect(ui, "ring", 0.5, t, at=d["at"], colour=(220, 120, 230))
        self.fly(ui, d["trooper"], [("loc", d["at"]), ("pile", "reserve")], FLY, t)
        self.effect(ui, "grow", 0.5, t + 0.2, unit="mutant", at=d["at"])
        return t + 0.6

    def _on_rampage(self, e, d, rules, ui, t):
        self.fly(ui, "mutant", [("loc", d["from"]), ("loc", d["to"])], STEP * 1.5, t)
        self.effect(ui, "stomp", 0.5, t + STEP * 1.2, at=d["to"])
        return t + STEP * 1.5

    def _on_move(self, e, d, rules, ui, t):
        path = d["path"]  # the route the rules moved the group along (AvZ 6.0)
        seconds = STEP * max(1, len(path) - 1)
        for i, u in enumerate(d["units"]):
            self.fly(ui, u, [("loc", n) for n in path], seconds, t + i * 0.04)
        return t + seconds

    def _on_attack(self, e, d, rules, ui, t):
        kind = {"attack": "shots", "blast": "blast", "chomp": "slash"}[d["action"]]
        if kind == "shots" and d["units"] and d["units"][0] not in ALIENS_BY_ID:
            kind = "slash"
        self.effect(ui, kind, 0.6, t, at=d["at"], colour=FIRE if kind != "slash" else BITE_RED)
        return t + 0.5

    def _on_saves(self, e, d, rules, ui, t):
        saved = sum(1 for r in d["dice"] if r.get("saved"))
        if saved:
            self.effect(ui, "word", 0.8, t, at=d["at"], text=f"{saved} saved")
        return t

    def _on_hit(self, e, d, rules, ui, t):
        self.effect(ui, "ring", 0.4, t, at=d["at"], colour=FIRE)
        return t + 0.2

    def _on_bounce(self, e, d, rules, ui, t):
        self.effect(ui, "word", 0.8, t, at=d["at"], text="bounced")
        return t + 0.3

    def _on_kill(self, e, d, rules, ui, t):
        self.effect(ui, "ring", 0.35, t, at=d["at"], colour=BITE_RED)
        self.fly(ui, d["unit"], [("loc", d["at"]), ("pile", PILE_OF[d["to"]])], FLY, t + 0.15)
        return t + 0.1

    def _on_revive(self, e, d, rules, ui, t):
        end = ("pile", "grave") if d["to"] == "grave" else ("loc", d["to"])
        self.fly(ui, d["counter"], [("pile", "dead"), end], FLY, t)
        return t + 0.25

    def _on_discard(self, e, d, rules, ui, t):
        self.fly(ui, d["unit"], [("loc", d["from"]), ("pile", "reserve")], FLY, t)
        return t + 0.25

    def _on_pass(self, e, d, rules, ui, t):
        self.effect(ui, "word", 0.6, t, at=d["at"], text="pass")
        return t + 0.2

    def _on_rampage_end(self, e, d, rules, ui, t):
        if d.get("at"):
            self.effect(ui, "word", 0.6, t, at=d["at"], text="rampage over")
        return t + 0.2

    def _on_stacking(self, e, d, rules, ui, t):
        for loc in d["at"]:
            self.effect(ui, "ring", 0.6, t, at=loc, colour=FIRE)
        return t + 0.3

    # --- reading -------------------------------------------------------------------------------
    def prune(self) -> None:
        self.flights = [f for f in self.flights if not f.tween.done]
        self.effects = [e for e in self.effects if not e.tween.done]
        self.flips = {k: t for k, t in self.flips.items() if not t.done}

    def in_flight(self) -> set[str]:
        """Counters drawn by their flight, not in a stack (yet)."""
        return {f.uid for f in self.flights}

    def flip_progress(self) -> dict[str, float]:
        return {k: t.progress for k, t in self.flips.items()}

    # --- drawing ---------------------------------------------------------------------------------
    def draw_flights(self, surface, layout, panels, size: int) -> None:
        shown: set[str] = set()
        for f in self.flights:  # a counter's first unfinished flight is the one it is on
            if f.uid in shown:
                continue
            shown.add(f.uid)
            waiting = f.tween.elapsed < f.tween.delay
            if waiting and f.points[0][0] == "sky":
                continue
            pos = _along([_point(p, layout, panels) for p in f.points], f.tween.value)
            img = counter_image(kind_key(f.uid), size)
            surface.blit(img, img.get_rect(center=pos))

    def draw_effects(self, surface, layout, ui) -> None:
        for e in self.effects:
            if e.tween.elapsed < e.tween.delay:
                continue
            self._draws[e.kind](surface, layout, ui, e.tween.progress, **e.data)

    def _draw_ring(self, surface, layout, ui, p, at, colour):
        r = layout.locs[at]
        pygame.draw.circle(surface, colour, r.center, round(r.w * (0.3 + 0.5 * p)), max(1, round(5 * (1 - p))))

    def _draw_word(self, surface, layout, ui, p, at, text):
        r = layout.locs[at]
        draw.text(surface, text, (r.centerx, r.y - round(p * r.h * 0.4)), ui.text_size, ui.pal["accent"], bold=True,
                  anchor="midbottom")

    def _draw_slash(self, surface, layout, ui, p, at, colour):
        r = layout.locs[at].inflate(-8, -8)
        for k in range(3):
            a = (r.x + r.w * (0.2 + 0.25 * k), r.y + r.h * 0.15)
            b = (a[0] + r.w * 0.25 * p, a[1] + r.h * 0.7 * p)
            pygame.draw.line(surface, colour, a, b, max(2, r.w // 14))

    def _draw_shots(self, surface, layout, ui, p, at, colour):
        r = layout.locs[at]
        for corner in (r.topleft, r.topright, r.bottomleft, r.bottomright):
            a = (corner[0] + (r.centerx - corner[0]) * p * 0.8, corner[1] + (r.centery - corner[1]) * p * 0.8)
            pygame.draw.line(surface, colour, corner, a, 3)
        pygame.draw.circle(surface, colour, r.center, round(r.w * 0.15 * p) + 1)

    def _draw_blast(self, surface, layout, ui, p, at, colour):
        r = layout.locs[at]
        for k in range(3):
            q = (p * 1.6 - k * 0.3)
            if 0 < q < 1:
                pygame.draw.circle(surface, colour, r.center, round(r.w * 0.55 * q), max(1, round(5 * (1 - q))))

    def _draw_stomp(self, surface, layout, ui, p, at):
        r = layout.locs[at]
        shake = round(4 * math.sin(p * math.pi * 6) * (1 - p))
        pygame.draw.rect(surface, (220, 120, 230), r.move(shake, 0), 4, border_radius=4)

    def _draw_grow(self, surface, layout, ui, p, unit, at):
        img = counter_image(kind_key(unit), max(8, round(layout.counter * (0.4 + 1.2 * p))))
        surface.blit(img, img.get_rect(center=layout.locs[at].center))

    def _draw_beam(self, surface, layout, ui, p, at, hit, value, need):
        r = layout.locs[at]
        top = (r.centerx, layout.map_rect.y)
        width = max(2, round(10 * math.sin(p * math.pi)))
        pygame.draw.line(surface, LASER_BLUE, top, r.center, width)
        pygame.draw.line(surface, (240, 250, 255), top, r.center, max(1, width // 3))
        if hit and p > 0.5:
            pygame.draw.rect(surface, LASER_BLUE, r, 4, border_radius=4)
        side = max(18, r.w // 3)
        box = pygame.Rect(r.right - side // 2, r.y - side // 2, side, side)
        draw.die(surface, box, value, ui.pal, mark=("hit" if hit else "miss") if p > 0.4 else None,
                 mark_colour=ui.pal["good"] if hit else ui.pal["bad"])

    def _draw_missiles(self, surface, layout, ui, p, at, targets):
        src = layout.locs[at].center
        for n in targets:
            dst = layout.locs[n].center
            tip = (src[0] + (dst[0] - src[0]) * p, src[1] + (dst[1] - src[1]) * p)
            pygame.draw.line(surface, FIRE, src, tip, 2)
            if p > 0.8:
                pygame.draw.circle(surface, FIRE, dst, round(layout.locs[n].w * 0.3 * (p - 0.8) * 5), 3)

    def _draw_banner(self, surface, layout, ui, p, text):
        box_text(surface, layout.map_rect.center, text, ui.text_size + 6, ui.pal)

    def _draw_die(self, surface, layout, ui, p, value, text):
        centre = layout.map_rect.center
        rect = box_text(surface, (centre[0], centre[1] + 40), text, ui.text_size + 2, ui.pal)
        side = 44
        draw.die(surface, pygame.Rect(centre[0] - side // 2, rect.y - side - 8, side, side), value, ui.pal)

    def _draw_tile(self, surface, layout, ui, p, tile):
        t = TILES_BY_ID[tile]
        w = max(60, layout.map_rect.w // 5)
        r = pygame.Rect(0, 0, w, round(w * 1.4))
        r.center = (layout.map_rect.centerx, layout.map_rect.centery - 20)
        draw_tile(surface, r, tile, ui.pal, min(1.0, p * 2.5), current=True)
        box_text(surface, (r.centerx, r.bottom + 24), f"{t.number} spawns · {icon_names(t.icons)}", ui.text_size + 2,
                 ui.pal)



def box_text(surface, centre, text: str, size: int, pal) -> pygame.Rect:
    img = draw.text_surface(text, size, pal["accent"], True)
    rect = img.get_rect(center=centre).inflate(24, 12)
    pygame.draw.rect(surface, pal["shadow"], rect, border_radius=8)
    pygame.draw.rect(surface, pal["accent"], rect, 2, border_radius=8)
    surface.blit(img, img.get_rect(center=rect.center))
    return rect


def _point(p: tuple, layout, panels) -> tuple[float, float]:
    kind, name = p
    if kind == "pile":
        return {"dead": panels.dead_spot, "grave": panels.grave_spot, "reserve": panels.reserve_spot}[name]
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

