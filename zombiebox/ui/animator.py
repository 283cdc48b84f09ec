"""One animator for every board: a timeline that turns Events into tweens (pytweening).

The rules apply an action at once and return its Events; the view hands them to `play`,
which walks them in order. A game registers what each kind of Event looks like (`on`): a
starter that adds motions at time `t` and returns the time the next Event starts. A motion
is drawn by the painter registered for its kind (`painter`), with its progress 0..1, for as
long as its tween runs; keyed tweens (`tween`, `value`) move things the board itself draws
(a card gliding to its slot). Speed and skip come from the settings (`scale`: 0 skips) for
every game at once; the table waits for `busy` before a bot plays on.

A game whose one action runs several automatic steps asks for them one by one (`paced`): the
Events of each step (a change of rule section) start once the step before has been seen, each
step with its line (`line`) for the banner while it is shown; `shown_after(event)` says when an
Event is shown, so what goes with it (its dice in the tray, its line in the log) comes then too.
An Event that opens a turn or a round (`pause_at`) waits until all before it has been seen and is held
a pause with its line ("turn 3: ... the zombies go first") before the rest goes on.

    anim = Animator()
    anim.on("move", lambda e, ctx, t: anim.motion("slide", 0.4, t, unit=e.data["unit"]) and t + 0.2)
    anim.painter("slide", lambda surface, ctx, p, unit: ...)
    anim.play(events, ctx); ...; anim.update(dt); anim.draw(surface, ctx)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from zombiebox.core.actions import Event

from .tween import Tween, Tweens

PAUSE = 1.2   # seconds a turn or round opened is held (at normal speed) before the rest goes on

Start = Callable[[Event, Any, float], float]   # (event, context, t) -> when the next event starts
Paint = Callable[..., None]                   # (surface, context, progress, **data)


@dataclass
class Motion:
    kind: str                 # the painter that draws it
    tween: Tween              # 0..1 over its seconds, after its delay
    data: dict[str, Any] = field(default_factory=dict)
    hold: bool = False        # drawn at its start while it waits (a card stays put until it flies)

    @property
    def started(self) -> bool:
        return self.tween.elapsed >= self.tween.delay

    @property
    def progress(self) -> float:
        return self.tween.value


class Animator:
    def __init__(self, scale: float = 1.0) -> None:
        self.tweens = Tweens(scale)
        self.motions: list[Motion] = []
        self._starts: dict[str, Start] = {}
        self._paints: dict[str, Paint] = {}
        self._serial = 0
        self.step_seconds = 0.0   # `paced`: the least time a step is shown (0: Events run on together)
        self._captions: list[tuple[Tween, str, str]] = []   # (its time, line, rule) of each step shown
        self._horizon = 0.0       # while `play` runs: when the motions started so far end (unscaled)
        self._shown: list[tuple[Event, float]] = []   # the last `play`'s Events, each with when it is shown
        self._clock = 0.0         # seconds since the last `play`, at the speed set
        self._pauses: set[str] = set()   # `pause_at`: the kinds of Event that open a turn or round
        self.pause_seconds = PAUSE

    # --- what a game registers -------------------------------------------------------------
    def on(self, kind: str, start: Start) -> None:
        """What an Event of `kind` looks like; kinds with no starter pass without motion."""
        self._starts[kind] = start

    def painter(self, kind: str, paint: Paint) -> None:
        self._paints[kind] = paint

    # --- the timeline ----------------------------------------------------------------------
    @property
    def scale(self) -> float:
        return self.tweens.scale

    @scale.setter
    def scale(self, value: float) -> None:
        self.tweens.scale = value

    def paced(self, step_seconds: float) -> None:
        """Show the automatic steps of one action one by one, each at least `step_seconds`."""
        self.step_seconds = step_seconds

    def pause_at(self, *kinds: str) -> None:
        """Events of these kinds open a turn or a round: each waits for all before it to be seen,
        then holds `pause_seconds` (scaled) with its line in the banner before the rest goes on."""
        self._pauses.update(kinds)

    def play(self, events: Iterable[Event], context: Any) -> float:
        """Start the motions of one action's Events, one after the other; the total seconds. Paced,
        each step (Events under one rule section) starts when the one before has been seen; a turn
        or round opened (`pause_at`) is a step of its own, held a pause."""
        t = self._horizon = self._clock = 0.0
        steps = _steps(list(events), bool(self.step_seconds), self._pauses)
        self._shown = []
        for step in steps:
            pause = step[0].kind in self._pauses
            begin = t = t if step is steps[0] and not pause else max(t, self._horizon)
            for e in step:
                self._shown.append((e, t * self.scale))
                start = self._starts.get(e.kind)
                if start is not None:
                    t = start(e, context, t)
            if pause or (len(steps) > 1 and self.step_seconds):
                t = max(t, self._horizon, begin + (self.pause_seconds if pause else self.step_seconds))
                line = " ".join(e.text for e in step)
                self._captions.append((self.tweens.add(f"caption:{len(self._captions)}:{self._serial}",
                                                       Tween(0.0, 1.0, t - begin, "linear", begin)),
                                       line, step[0].rule))
                self._serial += 1
        return t

    def shown_after(self, event: Event) -> float:
        """Seconds (at the speed set) from the last `play` until `event` is shown (its motions start,
        in its step's turn): what goes with it (its dice in the tray) waits as long. 0 for an Event
        the last `play` did not hold."""
        return next((at for e, at in self._shown if e is event), 0.0)

    def seen(self, event: Event) -> bool:
        """Whether `event` has been shown yet (its step's turn has come): the log reveals its line
        then. True for an Event the last `play` did not hold, and once finished."""
        return self._clock >= self.shown_after(event)

    @property
    def line(self) -> tuple[str, str] | None:
        """(line, rule) of the step being shown, for the banner; None between paced actions."""
        shown = [(text, rule) for tween, text, rule in self._captions if tween.elapsed >= tween.delay
                 and not tween.done]
        return shown[-1] if shown else None

    def motion(self, kind: str, seconds: float, delay: float = 0.0, ease: str = "easeInOutQuad",
               hold: bool = False, **data: Any) -> Motion:
        """A motion drawn by `kind`'s painter from `delay` for `seconds`; with `hold`, also
        during its delay, at progress 0."""
        if kind not in self._paints:
            raise KeyError(f"no painter registered for motion '{kind}'")
        self._serial += 1
        self._horizon = max(self._horizon, delay + seconds)
        m = Motion(kind, self.tweens.add(f"motion:{self._serial}", Tween(0.0, 1.0, seconds, ease, delay)), data, hold)
        self.motions.append(m)
        return m

    def tween(self, key: str, tween: Tween) -> Tween:
        """A keyed tween whose `value` the board reads while drawing (a card's position)."""
        self._horizon = max(self._horizon, tween.delay + tween.duration)
        return self.tweens.add(key, tween)

    def value(self, key: str, default: Any = None) -> Any:
        return self.tweens.value(key, default)

    @property
    def running(self) -> list[Motion]:
        """The motions not finished yet, in the order started (a skipped one, at speed 0, is
        finished at once and never drawn, even before the next `update` forgets it)."""
        return [m for m in self.motions if not m.tween.done]

    @property
    def busy(self) -> bool:
        return self.tweens.busy

    @property
    def settled(self) -> bool:
        """Nothing held, not even a tween that ended this tick (the next update lets it go, and
        a board may draw it until then): frame after frame look the same."""
        return not self.motions and not self.tweens.held

    def update(self, dt: float) -> None:
        self._clock += dt
        self.tweens.update(dt)
        self.motions = [m for m in self.motions if not m.tween.done]
        self._captions = [c for c in self._captions if not c[0].done]

    def finish(self) -> None:
        """Skip to the end: the state jumped (undo, load) or the player skipped."""
        self.tweens.finish()
        self.motions.clear()
        self._captions.clear()
        self._shown.clear()

    def draw(self, surface, context: Any, kinds: Iterable[str] = ()) -> None:
        """Paint the running motions (only those of `kinds`, if given), in the order started."""
        only = set(kinds)
        for m in self.running:
            if (m.started or m.hold) and (not only or m.kind in only):
                self._paints[m.kind](surface, context, m.progress, **m.data)


def _steps(events: list[Event], by_rule: bool, pauses: set[str]) -> list[list[Event]]:
    """Events in steps: a new one at each change of rule section (STEP 3 moves, STEP 4 the plane...)
    if `by_rule`; an Event of a kind in `pauses` (a turn opened) always a step of its own."""
    out: list[list[Event]] = []
    for e in events:
        alone = e.kind in pauses or (out and out[-1][0].kind in pauses)
        if out and not alone and (out[-1][0].rule == e.rule or not by_rule):
            out[-1].append(e)
        else:
            out.append([e])
    return out
