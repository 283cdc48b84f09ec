"""The board view API every game scene implements, and the generic view any game gets
for free. See docs/ui.md.

The table frame (ui/table.py) owns the banner, log, dice tray, keys, undo and
bots; a BoardView only draws the board in the rect it is given and turns clicks
into Actions. It never changes the state itself: the frame plays the Action
through the Match, and hands the resulting Events back to `animate`.
"""
from __future__ import annotations

import importlib
import json
import math
from dataclasses import dataclass, field
from typing import Any, Optional, Union

import pygame

from zombiebox.core.actions import Action, Event
from zombiebox.core.bots import Choice
from zombiebox.core.match import Match
from zombiebox.core.rules import Game

from . import column, draw
from .animator import Animator
from .board_art import Ground
from .palette import Tones
from .drag import Drag
from .explain import Explained
from .modes import Mode, Plays, Result, under

PULSE_SECONDS = 3.0  # lit things breathe this long after the last click, key or move, then hold still


@dataclass
class UIState:
    """What the frame shares with the board view, rebuilt never, updated every frame."""

    pal: dict                          # the palette in use (ui/palette.py keys)
    text_size: int                     # body text height in pixels (settings)
    highlights: list[Action] = field(default_factory=list)    # H: the legal actions to light
    hint: Optional[Choice] = None      # practice-mode H: what the bot would play, and why
    status: str = ""                   # one line under the board: guidance, or why a click was refused
    status_kind: str = "text"          # palette key for the status line ("bad" for a refusal)
    time: float = 0.0                  # seconds since the table opened (for pulsing highlights)
    stirred: float = 0.0               # `time` of the last click, key or move: pulses breathe after it
    pulsing: bool = False              # the last frame drew a breathing pulse: the table draws the next
    human_turn: bool = True            # False while a bot decides or the game is over: draw choices inert
    mouse: tuple[int, int] = (-1, -1)  # the mouse position (for hover effects)
    version: int = 0                   # the match's version (Match.version), set by the frame: the key of
    #                                    anything drawn from the match (Layer.of)

    def say(self, message: str, kind: str = "text") -> None:
        self.status, self.status_kind = message, kind

    def stir(self) -> None:
        """A click, a key or a move: lit things breathe again for PULSE_SECONDS."""
        self.stirred = self.time

    def pulse(self, speed: float) -> float:
        """A lit thing breathing: 0..1 and back at `speed` radians a second, for PULSE_SECONDS
        after the last click, key or move; then it holds at 1, and the table may rest."""
        if self.time - self.stirred >= PULSE_SECONDS:
            return 1.0
        self.pulsing = True
        return 0.5 + 0.5 * math.sin(self.time * speed)

    @property
    def look(self) -> tuple:
        """What every cached drawing depends on besides its size and content (ui/layer.py)."""
        return id(self.pal), self.text_size

    @property
    def lit(self) -> list[Action]:
        """The actions a board lights: H's legal set, and the practice hint's pick (last)."""
        return list(self.highlights) + ([self.hint.action] if self.hint else [])


class BoardView:
    """Base class of a game's board scene. Override what the game needs.

    The frame sets `self.rect` (the board area) before every call, so
    `click`/`hover` can use the layout of the last `draw`.
    """

    dice_tray = True   # False: the game rolls no dice: no tray (the log takes its room), no what-if dice
    tones: Tones = ()  # the game's own table cloth, panels and buttons over the shared palette (ui/palette.py)

    def __init__(self, game: Game):
        self.game = game
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.anim = Animator()     # the game registers what its Events look like (ui/animator.py)
        self.drag: Optional[Drag] = None   # what a press took up, until the release (ui/drag.py)
        self.mode: Mode = self.first_mode()
        self.rescaled: tuple = ()  # its drawings painted anew at each size (ui/layer.py Rescaled)

    @property
    def busy(self) -> bool:
        """The board changes without input: an animation holds a tween, or a drawing scaled while its
        size moved is still to be painted at its size (the table draws frames)."""
        return not self.anim.settled or any(r.pending for r in self.rescaled)

    @property
    def holding(self) -> bool:
        """The board is playing a run of its own steps that changes nothing the banner says until
        the last (ZS: thrown dice told to the rules a die a tick): the banner keeps showing the
        state as the run began, and is painted again once, after it."""
        return False

    @property
    def undo_wait(self) -> Optional[str]:
        """Why the undo key must wait now (ZS: thrown dice still rolling), or None."""
        return None

    # --- input modes (ui/modes.py) ---------------------------------------------------------
    def first_mode(self) -> Mode:
        """The mode a turn starts in (after every action, undo and redo)."""
        return Mode()

    def mode_under(self, kind: type) -> Mode:
        """The nearest mode of `kind` from the current one down its parents: the board's own mode
        also while a kit mode (the what-if dice entry) is laid over it; the first mode if none."""
        mode = under(self.mode, kind)
        return mode if mode is not None else self.first_mode()

    def take(self, result: Result) -> Union[Action, Plays, None]:
        """A mode's answer: a Mode takes over (None is returned), an Action or a run of them
        (`Plays`) goes to the table."""
        if isinstance(result, Mode):
            self.mode = result
            return None
        return result

    def cancel(self, ui: "UIState") -> bool:
        """Esc: drop the current mode's half-made choice; False when there was none."""
        back = self.mode.cancel()
        if back is None:
            return False
        self.mode = back
        return True

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, match: Match, ui: UIState) -> None:
        """Draw the board into `rect` (clip to it). Called every frame."""

    def regions(self, match: Match, ui: UIState) -> dict[str, pygame.Rect]:
        """Where the board and the game's panels are on screen as last drawn (issue 33.1, `zombiebox
        screenshot --json`): "board" the board's area (ui/column.py), "map" the printed board as drawn
        in it, and each panel by name. Default: the map fills the board's area, the panels the side."""
        parts = column.split(self.rect, self.dice_tray)
        return {"board": parts["board"], "map": parts["board"], "side": parts["side"]}

    def ground(self, match: Match) -> Optional[Ground]:
        """The ground the board lies on, as its map holds it (the repeated image layers, `Art.repeat`), at
        the scale its board is drawn: the frame tiles it over the board's whole area, once a size, so the
        printed art reaches the area's edges round a board of another shape (issue 33.1). None: the area
        is the palette's plain "board"."""
        return None

    def draw_over(self, surface: pygame.Surface, rect: pygame.Rect, match: Match, ui: UIState) -> None:
        """Drawn after the frame's game-over veil and box, undimmed: a game's own
        end-of-game display (its victory or rank table). Called every frame."""

    def end_place(self, rect: pygame.Rect) -> Optional[pygame.Rect]:
        """Where the game-over summary goes (its x, y and width; the frame sizes its height), clear
        of the final board; None: centred over the board, which is veiled behind it."""
        return None

    def click(self, pos: tuple[int, int], match: Match, ui: UIState) -> Union[Action, Plays, None]:
        """A left click in the board: the Action to play (or a run of them, `Plays`), or None (a
        mode took over, or ui.say(...) explained). Only called on a human's turn. The current mode answers."""
        return self.take(self.mode.click(pos, match, ui))

    def grab(self, pos: tuple[int, int], match: Match, ui: UIState) -> bool:
        """A left press in the board where `click` is not asked (a bot's turn, the game over): True if
        the board took it up (`self.drag`: ATZ's map, to scroll by a drag). Plays nothing."""
        return False

    def release(self, pos: tuple[int, int], match: Match, ui: UIState) -> Union[Action, Plays, None]:
        """The left button let go in the board, on a human's turn: what dropping `self.drag` there
        plays, an Action or a run of them (`Plays`: the place, the action, the counter, the
        target), or None (nothing, or ui.say why). The drag ends either way."""
        self.drag = None
        return None

    def hover(self, pos: tuple[int, int], match: Match, ui: UIState) -> Union[str, Explained, None]:
        """What is under the mouse: a tooltip, or a piece, tile, card or item explained (`ui/explain.py`:
        its card, rule text and section, drawn beside it), or None."""
        return None

    def wheel(self, pos: tuple[int, int], dy: int, match: Match, ui: UIState) -> None:
        """The mouse wheel over the board (scroll, zoom)."""

    def due(self, match: Match, ui: UIState) -> Union[Action, Plays, None]:
        """Asked every logic tick on a human's turn: what the board plays on its own time, not at an
        input (thrown dice once they rest); None when nothing is due."""
        return None

    def tray_dice(self, event: Event) -> Any:
        """An Event's dice as the frame's dice tray reads them (docs/ui.md, "Events the frame reads"):
        the Event's own data, unless the game keeps its dice in a shape of its own."""
        return event.data

    def animate(self, events: list[Event], match: Match, ui: UIState) -> None:
        """Start the motions of events just applied (`self.anim.play`); the state is already new."""

    def highlight(self, actions: list[Action], ui: UIState) -> None:
        """Light the targets of these legal actions (H); [] clears."""
        ui.highlights = list(actions)

    def show(self, actions: list[Action], match: Match, ui: UIState) -> None:
        """Bring the places these actions name into view, close enough to read their names (a lesson's
        asked move, when it is asked and at H). Default: nothing: the board always shows everything."""

    def lit_words(self, actions: list[Action], match: Match, ui: UIState) -> str:
        """What H lit, counted and listed as the board lights it (a board lighting places, not
        actions, counts places); the practice hint's pick (`ui.hint`) marked among them."""
        return f"the {len(actions)} choice{'s' if len(actions) > 1 else ''}"

    def reset(self, match: Match, ui: UIState) -> None:
        """The state jumped (undo, redo, load): drop kept drawings, back to the first mode."""
        self.mode = self.first_mode()
        self.drag = None


def listed(things: dict[str, bool], noun: str) -> str:
    """What a board lit, for `lit_words`: "2 locations (A1, B2 (hint))": how many, then each by name, the
    practice hint's pick marked ("" for none)."""
    if not things:
        return ""
    named = ", ".join(name + (" (hint)" if picked else "") for name, picked in things.items())
    return f"{len(things)} {noun}{'s' if len(things) > 1 else ''} ({named})"


def load_view(game: Game) -> BoardView:
    """The game's own scene ("module:Class", imported only now), or the generic view."""
    if not game.scene:
        return GenericBoardView(game)
    module, _, name = game.scene.partition(":")
    return getattr(importlib.import_module(module), name)(game)


class GenericBoardView(BoardView):
    """Any game, playable: the state as text on the left, each legal action as a
    button (in the rules' own words, `rules.describe`) on the right."""

    def __init__(self, game: Game):
        super().__init__(game)
        self.first_action = 0   # scroll offsets
        self.first_line = 0
        self._actions_key = -1   # the Match.version the listed actions are of
        self._actions: list[tuple[Action, str]] = []

    def _split(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        parts = column.split(rect, self.dice_tray)
        return parts["board"], parts["side"]

    def actions(self, match: Match) -> list[tuple[Action, str]]:
        if match.version != self._actions_key:   # the scroll goes back to the top with each new state
            self._actions_key = match.version
            self._actions = [(a, match.rules.describe(match.state, a)) for a in match.legal_actions()]
            self.first_action = 0
        return self._actions

    def buttons(self, match: Match, ui: UIState) -> list[tuple[pygame.Rect, Action, str]]:
        _, right = self._split(self.rect)
        h = draw.line_height(ui.text_size) + 14
        top = right.y + draw.line_height(ui.text_size) + 16
        fits = max(1, (right.bottom - top - 8) // (h + 6))
        shown = self.actions(match)[self.first_action:self.first_action + fits]
        return [(pygame.Rect(right.x + 8, top + i * (h + 6), right.w - 16, h), a, label)
                for i, (a, label) in enumerate(shown)]

    def state_lines(self, match: Match) -> list[str]:
        lines = []
        for key, value in match.rules.encode(match.state).items():
            if isinstance(value, dict) and value:
                lines.append(f"{key}:")
                lines += [f"    {k}: {json.dumps(v)}" for k, v in value.items()]
            else:
                lines.append(f"{key}: {json.dumps(value)}")
        return lines

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, match: Match, ui: UIState) -> None:
        left, right = self._split(rect)
        size = ui.text_size
        inner = draw.panel(surface, left, ui.pal, "The state", size)
        y = inner.y
        for line in self.state_lines(match)[self.first_line:]:
            if y + draw.line_height(size - 2) > inner.bottom:
                break
            draw.text(surface, draw.fit(line, size - 2, inner.w), (inner.x, y), size - 2, ui.pal["text"])
            y += draw.line_height(size - 2)
        count = len(self.actions(match))
        title = f"Your choices ({count})" if ui.human_turn else "Choices (not yours to make now)"
        draw.panel(surface, right, ui.pal, title if count else "No choices open", size)
        lit = set(ui.highlights) | ({ui.hint.action} if ui.hint else set())
        for r, action, label in self.buttons(match, ui):
            hover = ui.human_turn and r.collidepoint(ui.mouse)
            draw.button(surface, r, label, ui.pal, size, ui.human_turn, hover, action in lit)
        hidden = count - self.first_action - len(self.buttons(match, ui))
        if hidden > 0 or self.first_action:
            draw.text(surface, f"wheel: {self.first_action} above, {max(0, hidden)} more below",
                      (right.right - 10, right.bottom - 6), size - 4, ui.pal["dim"], anchor="bottomright")

    def click(self, pos: tuple[int, int], match: Match, ui: UIState) -> Optional[Action]:
        for r, action, _ in self.buttons(match, ui):
            if r.collidepoint(pos):
                return action
        return None

    def hover(self, pos: tuple[int, int], match: Match, ui: UIState) -> Optional[str]:
        for r, action, label in self.buttons(match, ui):
            if r.collidepoint(pos):
                return f"{label}  —  notation: {action.text}"
        return None

    def wheel(self, pos: tuple[int, int], dy: int, match: Match, ui: UIState) -> None:
        left, _ = self._split(self.rect)
        if left.collidepoint(pos):
            self.first_line = max(0, min(len(self.state_lines(match)) - 1, self.first_line - dy * 3))
        else:
            self.first_action = max(0, min(len(self.actions(match)) - 1, self.first_action - dy))

    def reset(self, match: Match, ui: UIState) -> None:
        super().reset(match, ui)
        self._actions_key = ()
