"""The throw (ZS Combat Zombies): the dice thrown into the box lid by a drag and release, bouncing
and settling in a pymunk space, and where each die rests decides the result by the rule (games/zs/lid.py,
the shape drawn here): on the head it kills, on the rest of the picture its pips count towards 6, on
the lid's bare floor or outside the lid it counts for nothing.

The same drag at the same step always lands the same: the jitter between the dice comes from a
seeded generator (the match's seed and step, through core.dice), and the steps are fixed (1/60 s),
however many of them a frame takes. The view flies the dice a few steps a frame from the release, so
no frame carries the whole flight; once they rest, the landing goes to the rules as one `land`
action a die (the save holds where each die landed)."""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame
import pymunk

from zombiebox.core.actions import Action
from zombiebox.core.dice import Dice
from zombiebox.ui import draw

from ..data import MISSES
from ..lid import BODY, DIE, EYES, HEAD_AT, HEAD_R, LID_H, LID_W, RIM_R, face_of, spot_of

AIR = 0.22                                # seconds in the air before a die touches down (no rim hit)
STEP = 1 / 60                             # a step a frame
TOP = 700.0                               # the fastest die, units a second: TOP * STEP (12) is less than
                                          # DIE / 2 + RIM_R (14), so no die passes through the rim in a step
REST_CHECK = 4                            # the dice are looked at for rest every 4th step
MAX_STEPS = 300                           # 5 s at most
FRICTION = 0.05                           # of a die's speed kept after a second on the table
REST = 4.0                                # units a second: a die this slow has settled
SPEED = 2.6                               # a drag of d units throws at 2.6 d units a second
RIM, DICE = 1, 2                          # collision categories


@dataclass(frozen=True)
class Landed:
    spot: str
    face: int
    at: tuple[float, float]

    @property
    def action(self) -> Action:
        if self.spot in MISSES:
            return Action.of("land", spot=self.spot)
        return Action.of("land", spot=self.spot, face=self.face)


@dataclass(frozen=True)
class Thrown:
    steps: int                  # steps to rest: a fresh Flight of the same throw replays them
    landed: list[Landed]
    seconds: float


def _spread(jitter: Dice, low: float, high: float) -> float:
    return low + (high - low) * jitter.randint(0, 1000) / 1000


class Lid:
    """The lid's space with its rim, and dice not yet thrown: made before the throw (the making is
    most of the release's work), the same as when made at the release, added to in the same order."""

    def __init__(self, dice: int):
        self.space = space = pymunk.Space()
        for a, b in ((0, 0), (LID_W, 0)), ((LID_W, 0), (LID_W, LID_H)), ((LID_W, LID_H), (0, LID_H)), ((0, LID_H), (0, 0)):
            seg = pymunk.Segment(space.static_body, a, b, RIM_R)
            seg.elasticity, seg.friction = 0.6, 0.5
            seg.filter = pymunk.ShapeFilter(categories=RIM)
            space.add(seg)
        self.dice: list[tuple[pymunk.Body, pymunk.Shape]] = []
        for _ in range(dice):
            body = pymunk.Body(1, pymunk.moment_for_box(1, (DIE, DIE)))
            shape = pymunk.Poly.create_box(body, (DIE, DIE))
            shape.elasticity, shape.friction = 0.5, 0.6
            shape.filter = pymunk.ShapeFilter(categories=DICE, mask=0)   # in the air: touches nothing
            self.dice.append((body, shape))


class Flight:
    """The dice in one throw's space, stepped on to their rest: all at once by `throw`, or a few
    steps a frame by the view while it shows them flying."""

    def __init__(self, start: tuple[float, float], end: tuple[float, float], dice: int, seed: int,
                 lid: Lid | None = None):
        """`lid`: made ahead for `dice` dice and not thrown yet (else one is made now)."""
        jitter = Dice(seed)
        lid = lid if lid is not None and len(lid.dice) == dice else Lid(dice)
        self.space = lid.space
        vx, vy = (end[0] - start[0]) * SPEED, (end[1] - start[1]) * SPEED
        for body, shape in lid.dice:
            body.position = (end[0] + _spread(jitter, -DIE, DIE), end[1] + _spread(jitter, -DIE, DIE))
            v = pymunk.Vec2d(vx * _spread(jitter, 0.8, 1.2) + _spread(jitter, -30, 30),
                             vy * _spread(jitter, 0.8, 1.2) + _spread(jitter, -30, 30))
            body.velocity = v if v.length <= TOP else v.scale_to_length(TOP)   # no harder than a hand throws
            body.angle = _spread(jitter, 0, math.tau)
            body.angular_velocity = _spread(jitter, -14, 14)
            self.space.add(body, shape)
        self.bodies = lid.dice
        lid.dice = []   # thrown: a lid is used once
        self.steps = 0

    def step(self) -> None:
        self.space.step(STEP)
        self.steps += 1
        if self.steps == round(AIR / STEP):   # the dice touch down: the rim, each other, the table's friction
            for _, shape in self.bodies:
                shape.filter = pymunk.ShapeFilter(categories=DICE, mask=RIM | DICE)
            self.space.damping = FRICTION

    @property
    def resting(self) -> bool:
        return self.steps > AIR / STEP and all(b.velocity.length < REST for b, _ in self.bodies)

    @property
    def done(self) -> bool:
        """At rest (looked at every REST_CHECK steps) or out of time: where the dice lie is the throw."""
        return self.steps >= MAX_STEPS or (self.steps % REST_CHECK == 0 and self.resting)

    def fly(self, most: int) -> bool:
        """At most `most` steps on towards the rest; True once the dice are there."""
        for _ in range(most):
            if self.done:
                break
            self.step()
        return self.done

    def landed(self) -> list[Landed]:
        return [Landed(spot_of(x, y), face_of(angle), (x, y)) for x, y, angle in self.pose()]

    def pose(self) -> list[tuple[float, float, float]]:
        return [(b.position.x, b.position.y, b.angle) for b, _ in self.bodies]


def throw(start: tuple[float, float], end: tuple[float, float], dice: int, seed: int) -> Thrown:
    """`dice` dice taken up at `start` and let go at `end` (lid units), flown to their rest. The dice
    leave the hand a little apart, at a little different speeds and spins (seeded)."""
    flight = Flight(start, end, dice, seed)
    flight.fly(MAX_STEPS)
    return Thrown(flight.steps, flight.landed(), flight.steps * STEP)


def throw_seed(match) -> int:
    """The jitter's seed: the match's seed and how many steps it has played (a replay throws alike)."""
    return match.seed * 7919 + len(match.steps)


def to_lid(lid: pygame.Rect, pos: tuple[int, int]) -> tuple[float, float]:
    s = lid.w / LID_W
    return (pos[0] - lid.x) / s, (pos[1] - lid.y) / s


def to_screen(lid: pygame.Rect, x: float, y: float) -> tuple[int, int]:
    s = lid.w / LID_W
    return round(lid.x + x * s), round(lid.y + y * s)


FLOOR_BROWN, RIM_BROWN = (96, 70, 52), (60, 40, 30)
BODY_GREEN, HEAD_GREEN = (110, 150, 80), (140, 180, 100)


def paint_lid(surface: pygame.Surface, lid: pygame.Rect, pal: dict, size: int) -> None:
    """The box lid, open side up, its bare floor brown and the zombie picture printed on it: exactly
    the shape the throw counts by (games/zs/lid.py), the head circled."""
    pygame.draw.rect(surface, FLOOR_BROWN, lid)
    pygame.draw.polygon(surface, BODY_GREEN, [to_screen(lid, x, y) for x, y in BODY])
    s = lid.w / LID_W
    head = to_screen(lid, *HEAD_AT)
    pygame.draw.circle(surface, HEAD_GREEN, head, round(HEAD_R * s))
    pygame.draw.circle(surface, (200, 60, 50), head, round(HEAD_R * s), 2)
    for dx, dy in EYES:
        pygame.draw.circle(surface, (200, 30, 30), to_screen(lid, HEAD_AT[0] + dx, HEAD_AT[1] + dy), max(2, round(5 * s)))
    pygame.draw.rect(surface, RIM_BROWN, lid, max(2, round(RIM_R * s)))
    small = max(9, size - 5)
    draw.text(surface, "head: kills", to_screen(lid, HEAD_AT[0], HEAD_AT[1] + HEAD_R * 0.35), small, pal["text"],
              anchor="center")
    draw.text(surface, "picture: pips count to 6", to_screen(lid, LID_W / 2, LID_H * 0.66), small, pal["text"],
              anchor="center")
    for x in (LID_W * 0.32, LID_W * 0.68):   # the bare floor between each arm and the head
        draw.text(surface, "floor: nothing", to_screen(lid, x, LID_H * 0.1), small, pal["text"], anchor="center")


def paint_dice(surface: pygame.Surface, lid: pygame.Rect, frame: list[tuple[float, float, float]], pal: dict) -> None:
    """Each die where the frame has it, turned, showing the face it would rest on."""
    side = max(8, round(DIE * lid.w / LID_W))
    for x, y, angle in frame:
        img = pygame.transform.rotate(_face(side, face_of(angle), pal["die"], pal["pip"], pal["shadow"]),
                                      -math.degrees(angle))
        surface.blit(img, img.get_rect(center=to_screen(lid, x, y)))


@lru_cache(maxsize=64)
def _face(side: int, face: int, *colours) -> pygame.Surface:
    """A die's face drawn once a size and face (it is turned every frame it flies)."""
    img = pygame.Surface((side, side), pygame.SRCALPHA)
    draw.die(img, pygame.Rect(0, 0, side - 3, side - 3), face, dict(zip(("die", "pip", "shadow"), colours)))
    return img
