"""What each ZT Event looks like, registered on the board's animator (ui/animator.py): markers sliding
(moves, pushes, zombies stepping), dropping in (placed, spawned, a human turning), turning on the spot,
bites, shots down the line of fire, the Logger's chop, eliminated zombies fading to the pool, humans
escaping to the escaped row, the terror marker on its track, and the turn's words across the lot. Each
automatic step is shown on its own (`paced`), its line in the banner: a forced activation's reason, then
its moves and bite.

A motion names spaces, not pixels: its painter finds them in the layout of the frame being drawn (a
`Frame`), so a window resized mid-motion keeps it on the board. A marker with a motion running (or
waiting its turn) is drawn by the motion, not on its space."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

import pygame

from zombiebox.ui import draw
from zombiebox.ui.animator import Animator
from zombiebox.ui.widgets.track import Track

from ..data import HUMANS_BY_ID, TERROR_TRACK
from . import figures
from .figures import ROT

SLIDE, DROP, SPIN, BEAT, STEP = 0.3, 0.35, 0.3, 0.8, 0.7   # seconds at normal speed
BITE_RED, FIRE, HEAL_GREEN, TURN_PURPLE = (220, 50, 40), (255, 150, 40), (90, 210, 110), (190, 110, 230)
MARKER_MOTIONS = ("slide", "spin", "fade", "flee")


@dataclass
class Frame:
    """What a painter draws against: this frame's layout and panels, the state and the table's UIState."""
    lay: Any
    pan: Any
    state: Any
    ui: Any


@dataclass
class Context:
    """What the starters know besides the Event: the zombies' facings before the action, and where the
    shooter stands (the Cop, or a human with the shotgun) if the action was a shot."""
    before: dict                        # each zombie's facing before the action (a turn starts there)
    shooter_at: Optional[str] = None


def register(anim: Animator, terror: Track, steps) -> None:
    """Teach the animator what ZT's Events look like; `steps()` gives the terror track's boxes now (None
    before the board is first drawn)."""
    anim.paced(STEP)
    anim.pause_at("round")   # ZT Zombie Check: a new round, the Human Player's turn

    def marker(kind, who, seconds, t, **data):
        anim.motion(kind, seconds, t, hold=True, who=who, **data)

    def effect(kind, seconds, t, **data):
        anim.motion(kind, seconds, t, "linear", **data)

    def banner(e, ctx, t):
        effect("banner", BEAT, t, text=e.text)
        return t + BEAT * 0.6

    def slide(e, ctx, t):
        who = e.data.get("human") or e.data.get("zombie")
        marker("slide", who, SLIDE, t, frm=e.data["from"], to=e.data["to"])
        return t + SLIDE

    def push(e, ctx, t):
        d = e.data
        marker("slide", d["human"], SLIDE, t, frm=d["from"], to=d["to"])
        marker("slide", d["pushed"], SLIDE, t + SLIDE * 0.3, frm=d["to"], to=d["pushed_to"])
        return t + SLIDE * 1.3

    def drop(e, ctx, t):
        who = e.data.get("human") or e.data.get("zombie")
        marker("slide", who, DROP, t, frm=None, to=e.data["at"])
        effect("ring", 0.4, t + DROP * 0.8, at=e.data["at"], colour=(240, 196, 90))
        return t + DROP

    def spawn(e, ctx, t):
        """A zombie spawned by the ruling on no valid space (none was free): the ruling across the lot, and
        the space marked."""
        if e.data.get("ruling"):
            effect("banner", BEAT * 2, t, text=e.text)
            effect("ring", 0.8, t, at=e.data["at"], colour=BITE_RED)
            effect("word", BEAT * 2, t, at=e.data["at"], text="no valid space free")
        return drop(e, ctx, t)

    def turned(e, ctx, t):
        effect("ring", 0.5, t, at=e.data["at"], colour=TURN_PURPLE)
        return drop(e, ctx, t + 0.3)

    def spin(e, ctx, t):
        z = e.data["zombie"]
        before = ctx.before.get(z, e.data["facing"])
        marker("spin", z, SPIN, t, at=e.data["at"], frm=before, to=e.data["facing"])
        return t + SPIN

    def activate(e, ctx, t):
        d = e.data
        effect("ring", 0.45, t, at=d["at"], colour=(240, 196, 90))
        if d.get("forced"):
            effect("word", BEAT, t, at=d["at"], text=f"forced {d['forced']}")
        return t + 0.3

    def bite(e, ctx, t):
        d = e.data
        effect("bite", 0.5, t, at=d["at"], frm=d["from"])
        word = {"wound": "wounded", "death": "dead!", "briefcase": "briefcase!", "bite": "bitten"}[e.kind]
        effect("word", BEAT, t + 0.3, at=d["at"], text=word)
        return t + 0.6

    def eliminate(e, ctx, t):
        d = e.data
        if ctx.shooter_at:
            effect("shot", 0.35, t, frm=ctx.shooter_at, at=d["at"])
            t += 0.3
        else:
            effect("chop", 0.4, t, at=d["at"])
            t += 0.25
        marker("fade", d["zombie"], 0.4, t, at=d["at"])
        return t + 0.4

    def take(e, ctx, t):
        marker("fade", e.data["zombie"], 0.4, t, at=e.data["at"])
        return t + 0.3

    def heal(e, ctx, t):
        effect("ring", 0.5, t, at=e.data["at"], colour=HEAL_GREEN)
        effect("word", BEAT, t, at=e.data["at"], text="healed")
        return t + 0.4

    def escape(e, ctx, t):
        h = e.data["human"]
        marker("flee", h, 0.6, t, at=e.data["at"])
        effect("word", BEAT * 1.4, t, at=e.data["at"], text=f"escaped! +{HUMANS_BY_ID[h].vp} VP")
        return t + 0.6

    def terror_moves(e, ctx, t):
        end = e.data["terror"]
        track = steps()
        if end < TERROR_TRACK and track:  # it moves one space left (going on 5 is no move)
            terror.move(track, end + 1, end, 0.6, delay=t)
        effect("banner", BEAT, t, text=e.text)
        return t + 0.6

    def leave(e, ctx, t):
        """A token left in the box: every empty space off the edges that touches a token crossed out, the ones
        clear of every token (too few for it) ringed, the reason across the lot."""
        effect("barred", BEAT * 2, t, cells=e.data.get("barred", ()))
        for cell in e.data.get("clear", ()):
            effect("ring", 0.6, t, at=cell, colour=BITE_RED)
        effect("banner", BEAT * 2, t, text=e.text)
        return t + BEAT * 1.6

    def lay(e, ctx, t):
        for cell in e.data["cells"]:
            effect("ring", 0.5, t, at=cell, colour=(240, 196, 90))
        return t + 0.4

    for kind, start in {"move": slide, "step": slide, "push": push, "place": drop, "spawn": spawn,
                        "turned": turned, "turn": spin, "activate": activate, "bite": bite, "wound": bite,
                        "death": bite, "briefcase": bite, "eliminate": eliminate, "take": take, "heal": heal,
                        "escape": escape, "terror": terror_moves, "lay": lay, "round": banner,
                        "zombie_turn": banner, "spawning": banner, "end_turn": banner, "spawn_lost": banner,
                        "leave": leave, "play": banner}.items():
        anim.on(kind, start)
    for kind, paint in PAINTERS.items():
        anim.painter(kind, paint)


# --- painters: (surface, frame, progress, **data) --------------------------------------------------
def _centre(f: Frame, space: Optional[str], above_of: Optional[str] = None) -> tuple[float, float]:
    if space is None:  # dropping in: from above its space
        x, y = f.lay.centre(above_of)
        return x, y - f.lay.square * 1.5
    return f.lay.centre(space)


def _image(f: Frame, who: str, facing: Optional[str] = None) -> pygame.Surface:
    s = f.state
    size = f.lay.marker
    if who in HUMANS_BY_ID:
        return figures.human(who, size, who in s.wounded, who in s.dead, who == "banker" and s.briefcase)
    return figures.zombie(size, who in s.flipped, facing or s.facing.get(who, "N"))


def _slide(surface, f: Frame, p, who, frm, to):
    a, b = _centre(f, frm, to), _centre(f, to)
    img = _image(f, who)
    surface.blit(img, img.get_rect(center=(round(a[0] + (b[0] - a[0]) * p), round(a[1] + (b[1] - a[1]) * p))))


def _spin(surface, f: Frame, p, who, at, frm, to):
    start, end = ROT[frm], ROT[to]
    turn = (end - start + 180) % 360 - 180    # the short way round: 90 degrees
    img = figures.turning(f.lay.marker, who in f.state.flipped, start + turn * p)
    surface.blit(img, img.get_rect(center=f.lay.centre(at)))


def _fade(surface, f: Frame, p, who, at):
    img = figures.zombie(max(4, round(f.lay.marker * (1 - 0.7 * p))), False, "N").copy()
    img.set_alpha(round(255 * (1 - p)))
    surface.blit(img, img.get_rect(center=f.lay.centre(at)))


def _flee(surface, f: Frame, p, who, at):
    """An escaping human rises off the lot toward the escaped row of the side column."""
    a = f.lay.centre(at)
    b = f.pan.escaped.center
    img = figures.human(who, f.lay.marker)
    surface.blit(img, img.get_rect(center=(round(a[0] + (b[0] - a[0]) * p), round(a[1] + (b[1] - a[1]) * p))))


def _ring(surface, f: Frame, p, at, colour):
    r = f.lay.cells[at]
    pygame.draw.circle(surface, colour, r.center, round(r.w * (0.3 + 0.4 * p)), max(1, round(5 * (1 - p))))


def _word(surface, f: Frame, p, at, text):
    r = f.lay.cells[at]
    draw.boxed(surface, (r.centerx, r.y - round(p * r.h * 0.4)), text, f.ui.text_size, f.ui.pal)


def _bite(surface, f: Frame, p, at, frm):
    """Jaws closing on the bitten human, from the biting zombie's side: two rows of teeth meeting."""
    r = f.lay.cells[at]
    side = f.lay.cells[frm].center
    gap = round(r.h * 0.35 * (1 - p))
    teeth, w = 4, r.w // 6
    x0 = r.centerx - teeth * w // 2
    for k in range(teeth):
        x = x0 + k * w
        pygame.draw.polygon(surface, (245, 240, 230), [(x, r.centery - gap - w), (x + w, r.centery - gap - w),
                                                      (x + w // 2, r.centery - gap)])
        pygame.draw.polygon(surface, (245, 240, 230), [(x, r.centery + gap + w), (x + w, r.centery + gap + w),
                                                      (x + w // 2, r.centery + gap)])
    pygame.draw.line(surface, BITE_RED, side, r.center, max(2, round(r.w * 0.08 * p)))


def _shot(surface, f: Frame, p, frm, at):
    a, b = f.lay.centre(frm), f.lay.centre(at)
    tip = (a[0] + (b[0] - a[0]) * p, a[1] + (b[1] - a[1]) * p)
    pygame.draw.line(surface, FIRE, a, tip, max(2, f.lay.square // 14))
    pygame.draw.circle(surface, (255, 240, 200), (round(tip[0]), round(tip[1])), max(3, f.lay.square // 10))


def _chop(surface, f: Frame, p, at):
    r = f.lay.cells[at]
    pygame.draw.line(surface, (230, 230, 240), (r.x + r.w * p, r.y), (r.x + r.w * (1 - p) * 0.2, r.bottom),
                     max(3, r.w // 10))


def _barred(surface, f: Frame, p, cells):
    """A red cross on each space, thinning away."""
    width = max(1, round(f.lay.square / 10 * (1 - p)))
    for at in cells:
        r = f.lay.cells[at].inflate(-f.lay.square // 4, -f.lay.square // 4)
        pygame.draw.line(surface, BITE_RED, r.topleft, r.bottomright, width)
        pygame.draw.line(surface, BITE_RED, r.topright, r.bottomleft, width)


def _banner(surface, f: Frame, p, text):
    """The words across the lot, on as many lines as the lot's width needs (a ruling's reason is long)."""
    size, (x, y) = draw.sized("title", f.ui.text_size), f.lay.map_rect.center
    lines = draw.wrapped(text, size, f.lay.map_rect.w * 4 // 5)
    step = draw.line_height(size) + 14
    for i, line in enumerate(lines):
        draw.boxed(surface, (x, round(y + (i - (len(lines) - 1) / 2) * step)), line, size, f.ui.pal)


PAINTERS = {"slide": _slide, "spin": _spin, "fade": _fade, "flee": _flee, "ring": _ring, "word": _word,
            "bite": _bite, "shot": _shot, "chop": _chop, "banner": _banner,
            "barred": _barred}


def moving(anim: Animator) -> frozenset:
    """The markers drawn by a motion now (running or waiting its turn), not on their spaces."""
    return frozenset(m.data["who"] for m in anim.running if m.kind in MARKER_MOTIONS)


def draw_markers_in_motion(surface, anim: Animator, frame: Frame) -> None:
    """Each marker on its first unfinished motion (a later one waits for it)."""
    shown: set[str] = set()
    for m in anim.running:
        if m.kind not in MARKER_MOTIONS or m.data["who"] in shown:
            continue
        shown.add(m.data["who"])
        if not m.started and m.kind == "slide" and m.data["frm"] is None:
            continue  # dropping in later: not in view until it falls
        PAINTERS[m.kind](surface, frame, m.progress, **m.data)
