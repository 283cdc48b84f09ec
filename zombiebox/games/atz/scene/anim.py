"""What each ATZ Event looks like (the state is already the new one), on the kit's animator: a
survivor slides hex to hex; the zombies move one after another, each along its path; each automatic
step is shown on its own (`paced`), its line in the banner, and a new turn (its initiative, ATZ 5.2) is
held a pause;
generation shows its shot dice at the Shot marker and a line to where each zombie appears; a building
entered shows the Zombie Card face up with the surprise roll; fire flashes at the firer; a roll a survivor
makes (a reaction test, a Fast Move, fire, melee) is called out over it with its dice, words and rule."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from zombiebox.core.actions import Event
from zombiebox.ui import draw
from zombiebox.ui.widgets.die import die as draw_die
from zombiebox.ui.animator import Animator
from zombiebox.ui.camera import Camera
from zombiebox.ui.tween import Tween

from ..boards import Table
from ..state import AtzState
from .hexes import centre

STEP = 0.22          # a survivor's step
WALK_EASE = "easeInOutSine"   # a walk eases out of its hex and into the last (look.md 8), steady between
HORDE_HEX = 0.12     # seconds a zombie takes a hex
HORDE_MOST = 0.6     # the longest one zombie's move takes, however far
PACE = 0.7           # the least a step (one rule's Events) is shown
GENERATE = 1.3
CARD = 1.6
FLASH = 0.45
CALLOUT = 1.8
CALLED = ("being_charged", "wanting_to_charge", "fast_move", "melee", "grenade", "heal", "star_reaction",
          "received_fire", "in_sight", "discovery", "renegade")  # 9.0-9.4, 10.2: who tests, the dice, the result
CALLOUT_WIDTH = 340


class Stage(NamedTuple):
    """What the starters and painters work with: the state, the table, the camera, the text size."""
    state: AtzState
    table: Table
    cam: Camera
    text_size: int


def path_key(figure: str) -> str:
    return f"path:{figure}"


def register(anim: Animator, paths: dict[str, list[str]]) -> None:
    """`paths`: the view's figure -> hexes walked, read while the figure's path tween runs."""
    anim.paced(PACE)
    anim.pause_at("initiative")   # ATZ 5.2: a new turn

    def walk(figure: str, hexes: list[str], seconds: float, t: float) -> None:
        paths[figure] = hexes
        anim.tween(path_key(figure), Tween(0.0, float(len(hexes) - 1), seconds, WALK_EASE, t))   # sets off, arrives

    def move(e: Event, stage: Stage, t: float) -> float:
        if not e.data["from"]:
            return t
        walk(e.data["survivor"], [e.data["from"], e.data["to"]], STEP, t)
        return t + STEP

    def zombie_move(e: Event, stage: Stage, t: float) -> float:
        hexes = e.data["path"]
        seconds = min(HORDE_MOST, HORDE_HEX * (len(hexes) - 1))
        walk(e.data["zombie"], hexes, seconds, t)
        return t + seconds  # one at a time: the player follows each zombie

    def generate(e: Event, stage: Stage, t: float) -> float:
        anim.motion("generate", GENERATE, t, "linear", **e.data)
        return t + 0.3

    def card(e: Event, stage: Stage, t: float) -> float:
        anim.motion("card", CARD, t, "linear", hold=True, text=f"Zombie Card: {e.data['card']}",
                    building=e.data["building"])
        return t + 0.4

    def surprise(e: Event, stage: Stage, t: float) -> float:
        totals = e.data.get("totals")
        words = (f"Surprise: survivor {totals[0]} v zombies {totals[1]}" if totals else "Surprised (Fast Move)")
        anim.motion("card", CARD, t, "linear", hold=True, text=words + f" — the {e.data['winner']} surprise",
                    building="")
        return t + 0.4

    def callout(e: Event, stage: Stage, t: float) -> float:
        anim.motion("callout", CALLOUT, t, "linear", hold=True, survivor=e.data["survivor"],
                    dice=e.data.get("dice", []), text=e.text, rule=e.rule,
                    against=e.data.get("zombie_dice", e.data.get("enemy_dice", [])))   # a melee's other side
        return t + 0.5

    def fire(e: Event, stage: Stage, t: float) -> float:
        anim.motion("flash", FLASH, t, "linear", survivor=e.data["survivor"])
        anim.motion("callout", CALLOUT, t, "linear", hold=True, survivor=e.data["survivor"], dice=e.data["dice"],
                    text=e.text, rule=e.rule, results=e.data["results"], targets=e.data["targets"])
        return t + 0.5

    def duck_back(e: Event, stage: Stage, t: float) -> float:  # 9.2.1: along the way its owner chose
        hexes = e.data["path"]
        walk(e.data["survivor"], hexes, STEP * max(1, len(hexes) - 1), t)
        return t + STEP * max(1, len(hexes) - 1)

    anim.on("move", move)
    anim.on("duck_back", duck_back)
    anim.on("zombie_move", zombie_move)
    anim.on("generate", generate)
    anim.on("zombie_card", card)
    anim.on("surprise", surprise)
    anim.on("fire", fire)
    for kind in CALLED:
        anim.on(kind, callout)
    anim.painter("callout", paint_callout)
    anim.painter("generate", paint_generate)
    anim.painter("card", paint_card)
    anim.painter("flash", paint_flash)


def paint_generate(surface, stage: Stage, p: float, origin: str, dice: list[int], placed: list, **_) -> None:
    """ATZ 11.0: the shot dice at the marker (4, 5 and 6 place a zombie), a line to each zombie placed."""
    cam, table = stage.cam, stage.table
    ox, oy = cam.to_screen(*centre(table, origin))
    for zid, hex_ in placed:
        end = cam.to_screen(*centre(table, hex_))
        mid = (round(ox + (end[0] - ox) * min(1.0, p * 2)), round(oy + (end[1] - oy) * min(1.0, p * 2)))
        pygame.draw.line(surface, (200, 40, 40), (ox, oy), mid, 3)
        pygame.draw.circle(surface, (200, 40, 40), end, max(8, round(20 * cam.zoom)), 3)
    size = max(14, round(18 * cam.zoom))
    pal = {"die": (245, 242, 232), "pip": (24, 24, 24), "shadow": (12, 14, 13), "good": (214, 80, 70)}
    x = ox - (len(dice) * (size + 4)) // 2
    for i, value in enumerate(dice):
        draw_die(surface, pygame.Rect(x + i * (size + 4), oy - size - 14, size, size), value, pal,
                 mark="zombie" if value >= 4 else None, word=False)


def paint_card(surface, stage: Stage, p: float, text: str, building: str, **_) -> None:
    """ATZ 10.1: the Zombie Card drawn face up over the building (or the surprise roll)."""
    cam = stage.cam
    at = cam.to_screen(*centre(stage.table, building)) if building else cam.view.center
    size = stage.text_size
    w = draw.font(size, True).size(text)[0] + 24
    box = pygame.Rect(0, 0, w, draw.line_height(size) + 18)
    box.midbottom = (at[0], at[1] - 20 if building else at[1])
    box.clamp_ip(cam.view)
    pygame.draw.rect(surface, (232, 224, 200), box, border_radius=8)
    pygame.draw.rect(surface, (120, 20, 20), box, 3, border_radius=8)
    draw.text(surface, text, box.center, size, (40, 20, 20), bold=True, anchor="center")


def paint_flash(surface, stage: Stage, p: float, survivor: str, **_) -> None:
    """ATZ 8.1: shots fired: a ring growing at the firer."""
    firer = stage.state.survivors[survivor]
    if firer.on_board:
        at = stage.cam.to_screen(*centre(stage.table, firer.hex))
        pygame.draw.circle(surface, (255, 220, 90), at, round((12 + 30 * p) * stage.cam.zoom), 3)


HIT, MISS = (96, 190, 110), (214, 80, 70)
ZOMBIE_DIE = (150, 196, 120)   # the other side's dice in a melee's callout


def marked_dice(dice: list[int], results: list[dict]) -> list[tuple[int, str | None]]:
    """ATZ 8.1: each kept die, highest first, marked hit or miss; then the dice no target took (a shotgun
    keeps the best, 8.1.5), unmarked. The callout and the frame's dice tray show them so."""
    shown = [(r["die"], "hit" if r["hit"] else "miss") for r in results]
    dropped = list(dice)
    for r in results:
        dropped.remove(r["die"])
    return shown + [(d, None) for d in dropped]


def fire_lines(results: list[dict], targets: list[str]) -> list[str]:
    """ATZ 8.1: each target's dice against the total the Ranged Combat Table needs there."""
    out = []
    for place, hex_ in enumerate(targets):
        mine = [r for r in results if r["target"] == place]
        if mine:
            totals = ", ".join(f"{r['total']} {'hit' if r['hit'] else 'miss'}" for r in mine)
            out.append(f"{hex_} needs {mine[0]['needs']}: {totals}")
    return out


def paint_callout(surface, stage: Stage, p: float, survivor: str, dice: list[int], text: str, rule: str,
                  results: list[dict] = (), targets: list[str] = (), against: list[int] = (), **_) -> None:
    """A survivor's roll over its counter: the dice, what they did, and the rule; fire's dice (`results`,
    highest first) each marked hit or miss, then the dice none kept, with a line to each target ringed in
    its colour; a melee's other side (`against`: the zombies' or the enemy's dice) after "vs", in green."""
    figure = stage.state.survivors.get(survivor)
    if figure is None or not figure.on_board:
        return
    cam, size = stage.cam, max(12, draw.sized("small", stage.text_size))
    x, y = cam.to_screen(*centre(stage.table, figure.hex))
    for place, hex_ in enumerate(targets):
        colour = HIT if any(r["hit"] for r in results if r["target"] == place) else MISS
        end = cam.to_screen(*centre(stage.table, hex_))
        pygame.draw.line(surface, colour, (x, y), end, 2)
        pygame.draw.circle(surface, colour, end, max(10, round(24 * cam.zoom)), 3)
    shown = marked_dice(dice, results)
    lines = draw.wrap(f"{text} ({rule})", size, CALLOUT_WIDTH - 16) + fire_lines(results, targets)
    die = draw.line_height(size) + 4
    row = die + 6 + (max(12, die // 3) + 6 if results else 0)
    box = pygame.Rect(0, 0, CALLOUT_WIDTH, 12 + (row if shown else 0) + len(lines) * draw.line_height(size))
    box.midbottom = (x, y - round(24 * cam.zoom))
    box.clamp_ip(cam.view)
    pygame.draw.rect(surface, (32, 36, 34), box, border_radius=8)
    pygame.draw.rect(surface, (240, 196, 90), box, 2, border_radius=8)
    pal = {"die": (245, 242, 232), "pip": (24, 24, 24), "shadow": (12, 14, 13), "good": HIT}
    step = max(die + 8, draw.font(max(12, die // 3), True).size("miss")[0] + 6) if results else die + 8
    for i, (value, mark) in enumerate(shown[:10]):
        draw_die(surface, pygame.Rect(box.x + 10 + i * step, box.y + 8, die, die), value, pal, mark=mark,
                 mark_colour=HIT if mark == "hit" else MISS)
    if against:
        x = box.x + 10 + len(shown[:10]) * step
        vs = draw.text_surface("vs", size, (236, 232, 220), True)
        surface.blit(vs, vs.get_rect(midleft=(x, box.y + 8 + die // 2)))
        x += vs.get_width() + 8
        theirs = {**pal, "die": ZOMBIE_DIE}
        for value in against[:max(0, (box.right - x) // step)]:
            draw_die(surface, pygame.Rect(x, box.y + 8, die, die), value, theirs)
            x += step
    ty = box.y + 6 + (row if shown else 0)
    for line in lines:
        draw.text(surface, line, (box.x + 8, ty), size, (236, 232, 220))
        ty += draw.line_height(size)
