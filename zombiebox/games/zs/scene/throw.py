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
from zombiebox.ui.widgets.die import die as draw_die

from ..data import FLOOR, HEAD, MISSES, PICTURE
from ..lid import BODY, DIE, EYES, HEAD_AT, HEAD_R, LID_H, LID_W, REACH, RIM_R, face_of, spot_of

STEP = 1 / 60                             # a step a frame
SUBSTEPS = 2                              # the space stepped twice a step: TOP * STEP / SUBSTEPS (13)
TOP = 1560.0                              # is less than REACH (14), so no die passes through the rim
AIR = 0.2                                 # seconds in the air: the dice touch the rim, not each other nor the table
ROLL = 300.0                              # units a second taken off a rolling die's speed each second
TURN = 30.0                               # radians a second taken off its spin each second
REST_CHECK = 4                            # the dice are looked at for rest every 4th step
MAX_STEPS = 300                           # 5 s at most
REST = 4.0                                # units a second: a die this slow has settled
SPEED = 6.0                               # a drag of d units throws at 6 d units a second,
STRENGTH = (720.0, 1200.0)                # within a hand's bounds: never softer (a throw, not a drop) nor harder
SPREAD = math.radians(50)                 # each die leaves up to 50 degrees off the throw's line,
PACE = (0.6, 1.3)                         # at 0.6 to 1.3 times its strength, spinning
SPIN = 24.0                               # up to 24 radians a second either way (the hand sets none of it)
BOUNCE, RIM_GRIP = 0.85, 0.2                # a die keeps 0.85 of its speed off the rim; the rim grips a spinning die
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


def release(start: tuple[float, float], end: tuple[float, float], jitter: Dice) -> tuple[float, float]:
    """ZS Combat Zombies, "you must keep your hand above the box": what the hand sets of a throw is
    its line and its strength, and the strength only within STRENGTH. The line is the drag's (a
    drag of no length: one from `jitter`); (heading, strength)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    heading = math.atan2(dy, dx) if math.hypot(dx, dy) >= 1 else _spread(jitter, -math.pi, math.pi)
    return heading, min(max(math.hypot(dx, dy) * SPEED, STRENGTH[0]), STRENGTH[1])


def _rolling(body: pymunk.Body, gravity, damping: float, dt: float) -> None:
    """On the table a die slows by ROLL and its spin by TURN each second, to a stop."""
    speed, spin = body.velocity.length, body.angular_velocity
    body.velocity = body.velocity * (max(0.0, speed - ROLL * dt) / speed) if speed else body.velocity
    body.angular_velocity = math.copysign(max(0.0, abs(spin) - TURN * dt), spin)


class Lid:
    """The lid's space with its rim, and dice not yet thrown: made before the throw (the making is
    most of the release's work), the same as when made at the release, added to in the same order."""

    def __init__(self, dice: int):
        self.space = space = pymunk.Space()
        for a, b in ((0, 0), (LID_W, 0)), ((LID_W, 0), (LID_W, LID_H)), ((LID_W, LID_H), (0, LID_H)), ((0, LID_H), (0, 0)):
            seg = pymunk.Segment(space.static_body, a, b, RIM_R)
            seg.elasticity, seg.friction = 1.0, RIM_GRIP
            seg.filter = pymunk.ShapeFilter(categories=RIM)
            space.add(seg)
        self.dice: list[tuple[pymunk.Body, pymunk.Shape]] = []
        for _ in range(dice):
            body = pymunk.Body(1, pymunk.moment_for_box(1, (DIE, DIE)))
            shape = pymunk.Poly.create_box(body, (DIE, DIE))
            shape.elasticity, shape.friction = BOUNCE, 0.6
            shape.filter = pymunk.ShapeFilter(categories=DICE, mask=RIM)   # in the air: touches only the rim
            self.dice.append((body, shape))


class Flight:
    """The dice in one throw's space, stepped on to their rest: all at once by `throw`, or a few
    steps a frame by the view while it shows them flying."""

    def __init__(self, start: tuple[float, float], end: tuple[float, float], dice: int, seed: int,
                 lid: Lid | None = None):
        """`lid`: made ahead for `dice` dice and not thrown yet (else one is made now). Where each die
        leaves the hand, its line, pace, turn and spin come from `seed`'s Dice, not from the hand."""
        jitter = Dice(seed)
        heading, strength = release(start, end, jitter)
        lid = lid if lid is not None and len(lid.dice) == dice else Lid(dice)
        self.space = lid.space
        for body, shape in lid.dice:
            x, y = end[0] + _spread(jitter, -DIE, DIE), end[1] + _spread(jitter, -DIE, DIE)
            body.position = min(max(x, REACH), LID_W - REACH), min(max(y, REACH), LID_H - REACH)   # over the box
            body.velocity = pymunk.Vec2d(strength * _spread(jitter, *PACE), 0).rotated(
                heading + _spread(jitter, -SPREAD, SPREAD))
            body.angle = _spread(jitter, 0, math.tau)
            body.angular_velocity = _spread(jitter, -SPIN, SPIN)
            self.space.add(body, shape)
        self.bodies = lid.dice
        lid.dice = []   # thrown: a lid is used once
        self.steps = 0

    def step(self) -> None:
        for _ in range(SUBSTEPS):
            self.space.step(STEP / SUBSTEPS)
        self.steps += 1
        if self.steps == round(AIR / STEP):   # the dice touch down: each other, the table's rolling friction
            for body, shape in self.bodies:
                shape.filter = pymunk.ShapeFilter(categories=DICE, mask=RIM | DICE)
                body.velocity_func = _rolling

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


FLOOR_BROWN, RIM_BROWN, RIM_LIGHT = (96, 70, 52), (60, 40, 30), (128, 96, 70)
BODY_GREEN, HEAD_GREEN = (110, 150, 80), (140, 180, 100)
SHIRT, TROUSERS, CLAW = (92, 104, 120), (86, 72, 60), (74, 104, 54)   # printed inside the picture's edge
MOUTH = (60, 30, 30)
# the colours each place of the lid is printed in: a colour names its place (tests/games/zs/test_lid.py)
PRINTED = {PICTURE: (BODY_GREEN, SHIRT, TROUSERS, CLAW), HEAD: (HEAD_GREEN, MOUTH), FLOOR: (FLOOR_BROWN,)}
# the zombie's clothes and claws in lid units, each well inside the picture (BODY): its edge stays the count's
SHIRT_AT = ((115, 104), (185, 104), (228, 146), (200, 162), (100, 162), (72, 146))
SLEEVE_AT = ((112, 102), (74, 146), (40, 106), (50, 92), (46, 78), (62, 74), (66, 56))   # the left; the right mirrored
LEG_AT = ((70, 168), (126, 168), (138, 198), (130, 210), (46, 210), (60, 176))   # the left; the right mirrored
TORN = ((100, 162), (112, 172), (124, 162), (138, 174), (150, 162), (162, 174), (176, 162), (188, 172), (200, 162))
CLAWS = ((20, 18), (280, 18))
TEETH = 7
FLOOR_ROOM = 53   # lid units of bare floor across each wedge between an arm and the head, at its word


def _mirrored(points):
    return [(LID_W - x, y) for x, y in points]


def paint_lid(surface: pygame.Surface, lid: pygame.Rect, pal: dict, size: int) -> None:
    """The box lid, open side up, its bare floor brown and the zombie picture printed on it: exactly
    the shape the throw counts by (games/zs/lid.py), the head circled; the zombie's rags, claws, eyes
    and teeth are printed inside that edge, never across it."""
    s = lid.w / LID_W

    def at(points):
        return [to_screen(lid, x, y) for x, y in points]

    surface.fill(FLOOR_BROWN, lid)
    clip = surface.get_clip()
    surface.set_clip(lid.clip(clip))   # the picture is printed on the lid only
    pygame.draw.polygon(surface, BODY_GREEN, at(BODY))
    pygame.draw.polygon(surface, SHIRT, at(SHIRT_AT[:4] + TORN[::-1][1:-1] + SHIRT_AT[4:]))
    for sleeve in (SLEEVE_AT, _mirrored(SLEEVE_AT)):
        pygame.draw.polygon(surface, SHIRT, at(sleeve))
    for leg in (LEG_AT, _mirrored(LEG_AT)):
        pygame.draw.polygon(surface, TROUSERS, at(leg))
    for x, y in CLAWS:   # three claws on each raised hand
        for dx in (-8, 0, 8):
            pygame.draw.polygon(surface, CLAW, at(((x + dx - 3, y + 12), (x + dx + 3, y + 12), (x + dx, y - 6))))
    head = to_screen(lid, *HEAD_AT)
    pygame.draw.circle(surface, HEAD_GREEN, head, round(HEAD_R * s))
    for dx, dy in EYES:
        pygame.draw.circle(surface, (200, 30, 30), to_screen(lid, HEAD_AT[0] + dx, HEAD_AT[1] + dy), max(2, round(5 * s)))
    mouth = pygame.Rect(0, 0, round(44 * s), round(12 * s))
    mouth.center = to_screen(lid, HEAD_AT[0], HEAD_AT[1] + 18)
    pygame.draw.rect(surface, MOUTH, mouth, border_radius=max(1, round(3 * s)))
    for i in range(TEETH):   # ragged teeth along the mouth
        x = mouth.x + (i + 0.5) * mouth.w / TEETH
        pygame.draw.polygon(surface, HEAD_GREEN, [(x - mouth.w / TEETH / 2.6, mouth.y), (x + mouth.w / TEETH / 2.6, mouth.y),
                                                  (x, mouth.y + mouth.h * 0.55)])
    pygame.draw.circle(surface, (200, 60, 50), head, round(HEAD_R * s), 2)
    surface.set_clip(clip)
    rim = max(2, round(RIM_R * s))
    pygame.draw.rect(surface, RIM_BROWN, lid, rim)                    # the lid's walls
    pygame.draw.rect(surface, RIM_LIGHT, lid, 1)                      # their top edge, in the light
    small = draw.sized("fine", size)
    draw.text(surface, "head: kills", to_screen(lid, HEAD_AT[0], HEAD_AT[1] - HEAD_R * 0.45), small, pal["text"],
              anchor="center")
    draw.text(surface, "picture: pips count to 6", to_screen(lid, LID_W / 2, LID_H * 0.66), small, pal["text"],
              anchor="center")
    room = FLOOR_ROOM * s   # the bare floor between each arm and the head, where its word goes
    word = next((w for w in ("floor: nothing", "nothing") if draw.font(small).size(w)[0] <= room), "none")
    for x in (LID_W * 0.32, LID_W * 0.68):
        draw.text(surface, word, to_screen(lid, x, LID_H * 0.1), small, pal["text"], anchor="center")


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
    draw_die(img, pygame.Rect(0, 0, side - 3, side - 3), face, dict(zip(("die", "pip", "shadow"), colours)))
    return img
