"""The in-game frame every game uses: banner, board view, log, dice tray, toolbar,
status line, keys (undo/redo/save/hint/rules/menu), bot seats, and the game-over panel.

    +---------------------------------------------------+
    | banner: who acts, what to do [rule]   game, move |
    +-------------------------------+-------------------+
    |                               | log               |
    |   board view (the game's)     |                   |
    |                               +-------------------+
    |                               | dice tray         |
    +-------------------------------+-------------------+
    | status: guidance, or why a click was refused      |
    | [Undo] [Redo] [Save] [Hint] [Rules] [Menu]        |
    +---------------------------------------------------+
"""
from __future__ import annotations

import datetime as _dt
from pathlib import Path
from typing import Callable, Optional, Union

import pygame

from zombiebox.core.actions import Action, Event, IllegalAction
from zombiebox.core.dice import FaceRefused
from zombiebox.core.match import HUMAN, Match
from zombiebox.core.position import position_of

from . import board_art, column, draw
from .boardview import BoardView, UIState, load_view
from .explain import Explained, draw_card
from .handoff import HandOff
from .layer import Layer, Memo
from .log_panel import LogPanel
from .modes import Plays
from .newgame import NewGameScene, random_seed
from .palette import palette, seat_colour
from .replay import ReplayScene
from .pointer_note import PointerNote
from .rules_viewer import RulesViewer
from .save_index import move_words
from .scene import Button, Scene
from .settings import positions_dir, saves_dir
from .sound import cue
from .thinking import Thinker
from .what_if import WhatIfEntry
from .widgets.dice_tray import ROLL_SECONDS, DiceTray, dice_rows
from .widgets.summary import button_height, draw_summary, headline, placed_box, summary_height, summary_lines

SHORT_LABELS = {"Save this position": "Position"}  # a toolbar label where the whole one does not fit
SAID_SECONDS = 6.0  # a save's word is a toast that long: a bot's next move rewrites the status line


class TableScene(Scene):
    def __init__(self, app, match: Match, view: Optional[BoardView] = None):
        super().__init__(app)
        self.match = match
        self.game = match.game
        self.view = view or load_view(self.game)
        self.view.anim.scale = app.settings.animation_scale
        self.ui = UIState(self.pal, app.text_size)
        self.log = LogPanel()
        self.dice = DiceTray(self.view.tray_dice)
        # the frame's parts kept between frames (ui/layer.py), painted again only when what they show changes
        self.kept = Memo()                       # the layout, the toolbar and the status lines
        self.backdrop = Layer(alpha=False)       # the window's fill and the board's well
        self.banner = Layer(alpha=False)
        self.toolbar = Layer(alpha=False)
        self.banner_version = match.version      # the state the banner shows (held while the board is `holding`)
        self.bots = {seat: self.game.make_bot(who, seat) for seat, who in match.seats.items() if who != HUMAN}
        self.bot_wait = 0.0
        self.thinker = Thinker()   # a bot that thinks answers on a worker thread
        self.hint_thinker = Thinker()   # ... and so does Hard asked for a practice hint (Shift+H)
        self.asked_hard: Optional[tuple] = None   # (the position, the Hard bot asked) while it thinks
        self.paused = False
        self.bot_move: tuple = ()           # (seat, rule) of the bot's move under way: its next decision there goes on at once
        self.hurry = False                  # Space: the bots play on at once, unanimated, until a person's turn
        self.tip: Union[str, Explained, None] = None   # what is under the mouse: a line, or a piece's card
        self.note = PointerNote()           # what a board click that played nothing answered, by the pointer
        self.press_answered = False         # the last press on the board picked or played: its release is no second click
        self.tip_due = False                # a click, key or move changed what is under the mouse
        self.forced: tuple[int, ...] = ()   # practice: dice set for the next action
        self.end_folded = False             # the game-over summary folded away (F)
        self.panels_folded = False          # the column (side panels, log, dice) folded to the right edge (Tab)
        # hot-seat: the seat whose player the board was last shown to (App.play sets None: the first seat's
        # hand-off too, before a game opened for people shows anything)
        self.shown_to: Optional[str] = match.to_move
        self.after: Optional[tuple[str, Callable[[], None]]] = None  # the summary's first button, in place of
        # Rematch: (label, what it does), what follows this match (a campaign goes on), set by its opener
        self.reopen: Optional[Callable[[], None]] = None  # Continue after a crash, where the opener links the
        # match to more than the autosave (a campaign); None: the kept autosave opens as a save
        self.dice.show(self._last_roll(), 0.0)  # a loaded game shows its last roll, settled
        self.seat_heard = self.match.to_move   # the seat the last turn chime was for
        self.ui.say(self._opening_hint())
        self._light_the_end()

    # --- who is where -------------------------------------------------------------------
    @property
    def human_turn(self) -> bool:
        seat = self.match.to_move
        return seat is not None and self.match.seats.get(seat, HUMAN) == HUMAN

    def _opening_hint(self) -> str:
        if self.match.outcome is not None:  # a finished game loaded to look at
            return (f"Game over: {self.after[0] if self.after else 'Rematch'}, New game or Watch again, or read the log "
                    "(click a line for its rule).")
        if self.human_turn:
            return "Your move: click on the board to play. H lights what you may do, F1 opens the rules, Ctrl+Z undoes."
        return "The bots play in turn; P pauses them, Space hurries them."

    def _light_the_end(self) -> None:
        """A finished game: the deciding moment, the move that ended it, lit on the board as H lights a
        move (issue 35.7)."""
        if self.match.outcome is not None and self.match.steps:
            self.view.highlight([self.match.steps[-1].action], self.ui)

    def _last_roll(self) -> list[Event]:
        """The events of the latest step that rolled dice (a loaded or undone game shows them)."""
        step = next((n for n, e in reversed(self.match.log) if dice_rows([e], self.view.tray_dice)), None)
        return [e for n, e in self.match.log if n == step]

    # --- layout -------------------------------------------------------------------------
    def areas(self, rect: pygame.Rect) -> dict[str, pygame.Rect]:
        kept = self.kept.get("areas", (tuple(rect), self.app.text_size), lambda: self._areas(rect))
        return {name: area.copy() for name, area in kept.items()}  # a caller may move its copy

    def _areas(self, rect: pygame.Rect) -> dict[str, pygame.Rect]:
        """"board" is the board view's area: the board and, at its right, the column its panels share
        with the log and the dice tray ("log", "dice", laid out by `column.split`, as the game's layout
        lays out its own "side" at the column's top)."""
        size = self.app.text_size
        banner_h = draw.line_height(draw.sized("head", size), "display") + draw.line_height(size) + \
            draw.line_height(size - 2) + 14  # + the goal
        bar_h = draw.line_height(size) + 14
        status_h = draw.line_height(size) + 10
        body_top = banner_h + 4
        body = pygame.Rect(8, body_top, rect.w - 16, rect.h - body_top - status_h - bar_h - 16)
        body, aside = self.aside(body)
        shown = body.copy()   # the part of the view's area on screen
        if self.panels_folded:   # the board takes the width; the column lies beyond the fold's handle
            body = column.folded(body, self.view.dice_tray)
        parts = column.split(body, self.view.dice_tray)
        if self.panels_folded:
            shown.width = parts["board"].w
        return {
            "banner": pygame.Rect(0, 0, rect.w, banner_h),
            "board": body,
            "log": parts["log"] if not self.panels_folded else pygame.Rect(0, 0, 0, 0),
            "dice": parts["dice"] if not self.panels_folded else pygame.Rect(0, 0, 0, 0),
            "fold": parts["fold"],
            "shown": shown,
            "status": pygame.Rect(8, body.bottom + 4, rect.w - 16, status_h),
            "bar": pygame.Rect(8, rect.h - bar_h - 6, rect.w - 16, bar_h),
            **aside,
        }

    def aside(self, body: pygame.Rect) -> tuple[pygame.Rect, dict[str, pygame.Rect]]:
        """The body the board view gets, and any room the frame keeps beside it by name (a lesson's
        panel: ui/lesson.py). A plain table keeps none."""
        return body, {}

    @property
    def pal(self) -> dict:
        """The app's palette with the game's own tones over it (its board view's, ui/palette.py)."""
        return palette(self.app.settings.palette, self.view.tones)

    def regions(self, rect: pygame.Rect) -> dict[str, pygame.Rect]:
        """Where the board and every panel are on screen (issue 33.1, `zombiebox screenshot --json`):
        the board view's ("board", the board as drawn, and its panels) and the frame's own."""
        areas = self.areas(rect)
        frame = ("banner", "fold", "status", "bar") + (() if self.panels_folded else ("log", "dice"))
        out = {name: areas[name] for name in frame if areas[name].h}
        out.update({name: r.clip(areas["shown"]) for name, r in self.view.regions(self.match, self.ui).items()
                    if r.colliderect(areas["shown"])})   # a folded column's panels are not on screen
        ground = self.view.ground(self.match)
        if "board" in out and ground is not None and any(a.repeat for a in ground.art):   # the art fills the area
            out["art"] = out["board"]
        return out

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        over = self.match.outcome is not None   # all the toolbar reads of the match: a step leaves it
        tools = self.kept.get("tools", (tuple(rect), self.app.text_size, self.paused, over), lambda: self._tools(rect))
        if over:
            return tools + self._end_buttons(self._end_box(self.areas(rect)["board"]))
        return tools

    def tool_list(self) -> list[tuple[str, str, Callable[[], None], str]]:
        """The toolbar's tools: (label, key, what it does, tip)."""
        tools = [("Undo", "Ctrl+Z", self.undo, "take back your last decision"),
                 ("Redo", "Ctrl+Y", self.redo, "play again what you took back"),
                 ("Save", "Ctrl+S", self.save, "save this game to the saves folder"),
                 ("Save this position", "Ctrl+P", self.save_position,
                  "save this position, to practise it again with play --position"),
                 ("Hint", "H", self.hint, "light what you may do" + (
                     " and what the bot would do; Shift+H asks Hard" if self.match.practice else "")),
                 ("Rules", "F1", self.open_rules, "the rulebook at this step's section"),
                 ("Menu", "Esc", self.leave, "back to the main menu (the game is kept for Continue)")]
        if self.match.practice and self.view.dice_tray:
            tools.insert(4, ("What-if", "D", self.start_what_if, "what-if dice: set the dice your next action rolls"))
        if self.bots and self.match.outcome is None:  # after the end no bot has a move to pause
            tools.insert(4, ("Resume" if self.paused else "Pause", "P", self.toggle_pause,
                             "stop or restart the bots' play"))
        return tools

    def _tools(self, rect: pygame.Rect) -> list[Button]:
        """The toolbar's buttons, edge to edge along the bottom of the window."""
        bar = self.areas(rect)["bar"]
        tools = self.tool_list()
        width = (bar.w - 8 * (len(tools) - 1)) // len(tools)  # the bar spans the window, edge to edge
        out = []
        font = draw.font(self.app.text_size)
        for i, (label, key, fn, tip) in enumerate(tools):
            # the key in the label where it fits, else in the tip; a long label gives way to its short one
            short = SHORT_LABELS.get(label, label)
            tries = [f"{label} ({key})", label, f"{short} ({key})", short]
            shown = next((t for t in tries if font.size(t)[0] <= width - 12), short)
            x = bar.x + i * (width + 8)
            w = bar.right - x if i == len(tools) - 1 else width  # the last takes the rounding: flush right
            out.append(Button(pygame.Rect(x, bar.y, w, bar.h), shown, fn,
                              tip=tip if shown.endswith(f"({key})") else f"{tip} ({key})"))
        return out

    def _end_buttons(self, box: pygame.Rect) -> list[Button]:
        """The summary's buttons: Rematch (or what follows, a campaign's next scenario); New game and
        Watch again; Menu and Fold. Folded, the tab that opens it."""
        h = button_height(self.app.text_size)
        if self.end_folded:
            return [Button(pygame.Rect(box.x, box.y, box.w, h), "Show the summary (F)",
                           self.fold_end, lit=True, tip="show the summary again")]
        half = (box.w - 24) // 2  # two a row, 8 px from the edges and apart
        left, right, y = box.x + 8, box.right - 8 - half, box.bottom - 3 * h - 28

        def whole(*labels: str) -> str:  # a narrow summary: the shorter word, whole (the key kept in view)
            return next((s for s in labels if draw.font(self.app.text_size).size(s)[0] <= half - 12), labels[-1])

        label, then = self.after or ("Rematch", self.play_again)
        return [Button(pygame.Rect(left, y, box.w - 16, h), label, then, lit=True,
                       tip="" if self.after else "the same game, the same seats, new dice"),
                Button(pygame.Rect(left, y + h + 8, half, h), whole("New game", "New"), self.new_game,
                       tip="choose the options and seats of a new game of this one"),
                Button(pygame.Rect(right, y + h + 8, half, h), whole("Watch again", "Replay"), self.watch_again,
                       tip="the whole game again from its first move, stepped both ways (left and right keys)"),
                Button(pygame.Rect(left, y + 2 * (h + 8), half, h), "Menu", self.leave),
                Button(pygame.Rect(right, y + 2 * (h + 8), half, h), whole("Fold away (F)", "Fold (F)"), self.fold_end,
                       tip="fold the summary away to look at the board and the log (F opens it again)")]

    def _end_box(self, board: pygame.Rect) -> pygame.Rect:
        """Where the summary goes: where the board puts it, as tall as its lines; else centred."""
        size = self.app.text_size
        place = self._end_place(board)
        if place is not None:
            return placed_box(place, board, size, self.match)
        well = column.split(board, self.view.dice_tray)["board"]   # over the board, not its column
        width = min(560, well.w - 40)
        box = pygame.Rect(0, 0, width, min(summary_height(size, summary_lines(self.match), width), well.h - 40))
        box.center = well.center
        return box

    def _end_place(self, board: pygame.Rect) -> Optional[pygame.Rect]:
        """The board's place for the summary (its column); none while the column is folded away."""
        return None if self.panels_folded else self.view.end_place(board)

    def fold_end(self) -> None:
        self.end_folded = not self.end_folded

    def fold_panels(self) -> None:
        """Tab: the column of side panels, log and dice tray folded to the right edge, or back (33.1)."""
        self.panels_folded = not self.panels_folded
        self.kept.drop()   # the layout and the toolbar
        self.tip_due = True

    # --- playing ------------------------------------------------------------------------
    def play(self, action: Action) -> bool:
        """Play an action for the seat to move; a refusal is shown with its reason and rule."""
        forced = self.forced if self.human_turn else ()  # what-if dice are the human's, not a bot's
        try:
            events = self.match.play(action, forced)
        except FaceRefused as exc:  # the what-if dice, not the move, were wrong: they go, the move may be tried again
            self.forced = ()
            self.ui.say(f"Refused: {exc.reason} ({exc.rule}); the what-if dice are cleared", "bad")
            return False
        except IllegalAction as exc:
            self.refuse(exc)
            return False
        if self.match.steps[-1].forced:  # a step that rolled none keeps them for the next that rolls
            self.forced = ()
        self._after(events)
        return True

    def refuse(self, exc: IllegalAction) -> None:
        """A move the rules refuse: their reason and rule on the status line (by the pointer, if clicked)."""
        self.ui.say(f"Refused: {exc.reason} ({exc.rule})", "bad")

    def play_all(self, answer: Union[Action, Plays, None]) -> None:
        """What the board answered: an Action, or a run of them (`Plays`) played in order while
        the same seat is to move; the first refused stops the run, its reason said."""
        if answer is None:
            return
        seat = self.match.to_move
        for action in answer if isinstance(answer, Plays) else (answer,):
            if self.match.to_move != seat or not self.play(action):
                return

    def _after(self, events: list[Event]) -> None:
        self.ui.highlights, self.ui.hint = [], None
        self.tip_due = True  # a bot's move too changes what is under the mouse
        self.ui.stir()  # a move (a bot's too) lights new things
        if isinstance(self.view.mode, WhatIfEntry):  # a bot moved while dice are typed: the typing stays
            self.view.mode.parent = self.view.first_mode()
        else:
            self.view.mode = self.view.first_mode()
        self.log.scroll = 0
        self.view.animate(events, self.match, self.ui)
        # each row of dice comes as the board shows the Event that rolled it (a paced step's, in its turn)
        if self.dice.show(events, ROLL_SECONDS * self.view.anim.scale, self.view.anim.shown_after):
            self.app.sounds.play("dice")
        if cue(events):
            self.app.sounds.play(cue(events))
        if self.human_turn and self.match.to_move != self.seat_heard:   # a person's turn comes round
            self.app.sounds.play("chime")
        self.seat_heard = self.match.to_move
        outcome = self.match.outcome
        if self.match.autosave_error:
            self.ui.say(f"The move stands, but the {self.match.autosave_error}", "bad")
        elif outcome is not None:  # the outcome itself is the summary's: said once
            self.ui.say(self._opening_hint(), "accent")
            self._light_the_end()
        elif self.human_turn:
            self.ui.say(events[-1].text if events else "")

    def _jumped(self, message: str, kind: str = "text") -> None:
        """The state was replaced (undo/redo): no half-finished animation or pick survives."""
        self.view.anim.finish()
        self.ui.highlights, self.ui.hint = [], None
        self.tip_due = True
        self.ui.stir()
        if not self.dice.show(self._last_roll(), 0.0):
            self.dice.clear()
        self.log.scroll = 0
        self.view.reset(self.match, self.ui)
        self.ui.say(message, kind)

    def undo(self) -> None:
        """Back to the human's last decision (Match.undo_turn says how far, and when not)."""
        refusal = self.view.undo_wait or self.match.undo_turn_refusal()
        if refusal:
            self.ui.say(f"Cannot undo: {refusal}", "bad")
            return
        count = self.match.undo_turn()
        if not self.match.solo and self.bots:  # bots only: stop them, or they replay the same move at once
            self.paused = True
        self._jumped(f"Undid {count} move{'s' if count > 1 else ''}" + (" (bots paused: P resumes)" if self.paused else ""))

    def redo(self) -> None:
        try:
            count = self.match.redo_turn()
        except IllegalAction as exc:  # a step from a save of another version: refused, the redo list dropped
            refusal = f"Cannot redo: {exc.reason} ({exc.rule}); the moves left to redo are dropped"
            self.app.toast(refusal, "bad", 8.0)
            self._jumped(refusal, "bad")
            return
        if not count:
            self.ui.say("Nothing to redo", "bad")
            return
        self._jumped(f"Redid {count} move{'s' if count > 1 else ''}")

    def _new_file(self, folder: Path, kind: str = "") -> Path:
        """A file name in `folder` no earlier file has: the game, the time, a number if need be."""
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        stem = f"{self.game.game_id}{kind}-{stamp}"
        path, n = folder / f"{stem}.json", 1
        while path.exists():  # two saves in one second keep both
            n += 1
            path = folder / f"{stem}-{n}.json"
        return path

    def save(self) -> None:
        path = self._new_file(saves_dir())
        try:
            self.match.save(path)
        except OSError as exc:
            self.app.toast(f"Could not save: {exc}", "bad", 8.0)
            return
        self.app.toast(f"Saved to {path}", seconds=SAID_SECONDS)

    def save_position(self) -> None:
        """This moment alone (no history), to open again and again with `play --position`."""
        try:
            position = position_of(self.match)
        except ValueError as exc:
            self.app.toast(f"No position saved: {exc}", "bad", 8.0)
            return
        path = self._new_file(positions_dir(), "-position")
        try:
            position.write(path)
        except OSError as exc:
            self.app.toast(f"Could not save the position: {exc}", "bad", 8.0)
            return
        self.app.toast(f"Position saved to {path} (zombiebox play {self.game.game_id} --position FILE opens it)",
                       seconds=SAID_SECONDS)

    def hint(self, ask_hard: bool = False) -> None:
        """H: the legal choices lit; in practice mode, what the game's bot would do and why. Shift+H
        in practice mode asks Hard (the search, at most a second): its move and each option's
        estimated win chance."""
        if self.ui.highlights or self.ui.hint or self.asked_hard:  # H again: lights off
            self.view.highlight([], self.ui)
            self.ui.hint, self.asked_hard = None, None
            self.ui.say("")
            return
        seat = self.match.to_move
        actions = self.match.legal_actions()
        if seat is None or not actions:
            self.ui.say("The game is over: no choices left")
            return
        if seat in self.bots:  # the choices are the bot's, not the player's
            self.ui.say(f"No hint: {seat} is a bot and plays this move itself" +
                        (" (P pauses the bots)" if not self.paused else ""))
            return
        silent = self.match.rules.hint_refusal(self.match.state)
        if silent:
            self.ui.say(f"No hint: {silent}", "bad")
            return
        self.view.highlight(actions, self.ui)
        if not self.match.practice:
            lit = f"Lit: {self.view.lit_words(actions, self.match, self.ui)} open to {seat}."
            self.ui.say(lit + " (In practice mode the hint also says what the bot would play.)")
            return
        lit = f"Lit: {self.view.lit_words(actions, self.match, self.ui)} open to {seat}."
        if ask_hard:   # Hard thinks up to a second: on a worker thread, the frame draws on (_hear_hard)
            bot, key = self.game.make_bot("hard", seat), (self.match.version, seat)
            self.asked_hard = (key, bot)
            self.hint_thinker.ask(key, lambda: self.match.bot_question(bot))
            self.ui.say(f"{lit} Hard is thinking (at most {bot.seconds:g} s)…")
            return
        bot_name = self.game.default_bot(seat)
        choice = self.match.bot_choice(self.game.make_bot(bot_name, seat))
        self.ui.hint = choice
        lit = f"Lit: {self.view.lit_words(actions, self.match, self.ui)} open to {seat}."  # the pick marked
        said = self.match.rules.describe(self.match.state, choice.action)
        self.ui.say(f"{lit} The '{bot_name}' bot would: {said} — {choice.reason} (Shift+H asks Hard)")

    def _hear_hard(self) -> None:
        """Shift+H's answer once Hard has thought: its move marked, and each option's estimated win chance.
        An answer for a position the table has left (a move, undo) is dropped."""
        if self.asked_hard is None:
            return
        key, bot = self.asked_hard
        if key != (self.match.version, self.match.to_move):
            self.asked_hard = None
            return
        choice = self.hint_thinker.ask(key, lambda: self.match.bot_question(bot))   # the key asked: it only looks
        if choice is None:
            return
        self.asked_hard, self.ui.hint = None, choice
        actions = self.match.legal_actions()
        lit = f"Lit: {self.view.lit_words(actions, self.match, self.ui)} open to {self.match.to_move}."  # Hard's pick marked
        said = self.match.rules.describe(self.match.state, choice.action)
        odds = "; ".join(f"{self.match.rules.describe(self.match.state, e.action)} {e.chance:.0%}"
                         for e in sorted(bot.estimates, key=lambda e: -e.chance))
        self.ui.say(f"{lit} Hard would: {said} — {choice.reason}" + (f". Win chances: {odds}" if odds else ""))

    def open_rules(self, citation: Optional[str] = None) -> None:
        rule = citation or self.match.rules.phase_rule(self.match.state)
        self.app.push(RulesViewer(self.app, self.game.game_id, rule))

    def start_what_if(self) -> None:
        entry = WhatIfEntry(self.view.mode, self._set_what_if)
        self.view.mode = entry
        entry.say(self.ui)

    def _set_what_if(self, faces: tuple[int, ...]) -> None:
        self.forced = faces
        self.ui.say(f"The next action that rolls dice rolls {' '.join(map(str, faces))} first" if faces
                    else "What-if dice cleared: the dice roll freely")

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self.ui.say("Bots paused: P resumes" if self.paused else "Bots resume play")

    def keep(self) -> None:
        """Autosave the game as it stands, so Continue brings it back (on leaving, and when the
        window closes: the moves since the last autosave are not lost)."""
        if self.match.autosave_path is not None and self.match.steps:
            try:
                self.match.save(self.match.autosave_path)
                if self.match.on_autosave:  # what else keeps the match (a campaign) keeps it too
                    self.match.on_autosave(self.match.autosave_path)
            except OSError as exc:  # the menu still opens; the player is told why Continue cannot
                self.app.toast(f"This game could not be kept for Continue: {exc.strerror or exc}", "bad", 8.0)

    def leave(self) -> None:
        """Back to the menu; the game is autosaved so Continue brings it back."""
        self.keep()
        self.app.home()

    def new_game(self) -> None:
        """The new-game screen of this game, in the table's place (its Back goes to the menu)."""
        self.keep()
        self.app.replace(NewGameScene(self.app, self.game))

    def watch_again(self) -> None:
        """The replay viewer over the table: the game from its first move, stepped both ways."""
        self.app.push(ReplayScene(self.app, self.match))

    def play_again(self) -> None:
        m = self.match
        again = Match(self.game, m.options, random_seed(), m.practice, m.seats, m.start)  # a position: from it again
        again.autosave_path = m.autosave_path
        table = TableScene(self.app, again)
        table.shown_to = None  # hot-seat with a secret hand: the first seat's player is asked to be ready too
        self.app.replace(table)

    # --- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):  # a player's click or key
            self.ui.stir()  # lit things breathe again
            self.tip_due = True  # what was under the mouse may have moved: the tip is found again when drawn
        areas = self.areas(self.app.window.get_rect())
        self.view.rect = areas["board"]
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEMOTION:
            self.tip = self._tip_at(event.pos, areas)
        elif event.type == pygame.MOUSEWHEEL:
            if areas["log"].collidepoint(self.app.mouse):
                self.log.wheel(event.y, self.match)
            elif self._on_view(self.app.mouse, areas):
                self.view.wheel(self.app.mouse, event.y, self.match, self.ui)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.button_at(event.pos):
                super().handle(event)
            elif areas["fold"].collidepoint(event.pos):
                self.fold_panels()
            elif not self.panels_folded and self.log.rule_at(event.pos):
                self.open_rules(self.log.rule_at(event.pos))
            elif self._on_view(event.pos, areas):
                self._board_press(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cancel_pick(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.view.drag is not None:
            # a drag ends: dropped in the board on a human's turn, it may play what the board says
            dropped = self._on_view(event.pos, areas) and self.human_turn and self.match.outcome is None
            drag = self.view.drag
            if dropped and not drag.moved(event.pos) and not self.press_answered:   # a click the press left to its release
                self.answer_click(event.pos, lambda: self.view.release(event.pos, self.match, self.ui))
            else:
                self.play_all(self.view.release(event.pos, self.match, self.ui) if dropped else None)
            self.view.drag = None

    @staticmethod
    def _on_view(pos: tuple[int, int], areas: dict[str, pygame.Rect]) -> bool:
        """In the board view's area, not on the frame's log, dice tray or fold handle."""
        return areas["shown"].collidepoint(pos) and not any(areas[k].collidepoint(pos) for k in ("log", "dice", "fold"))

    def _tip_at(self, pos: tuple[int, int], areas: dict[str, pygame.Rect]) -> Union[str, Explained, None]:
        """The tooltip of what is under the mouse: the board's (a piece's card, `ui/explain.py`), else a log line's rule. None over a
        toolbar or summary button: its own tip is drawn with the buttons (one tip at a time)."""
        if self.button_at(pos):
            return None
        if areas["fold"].collidepoint(pos):
            return ("bring back the side panels, the log and the dice (Tab)" if self.panels_folded else
                    "fold the side panels, the log and the dice away: the board takes the width (Tab)")
        tip = self.view.hover(pos, self.match, self.ui) if self._on_view(pos, areas) else None
        rule = self.log.rule_at(pos) if tip is None and not self.panels_folded else None
        return f"read {rule} in the rulebook" if rule else tip

    def _board_press(self, pos: tuple[int, int]) -> None:
        """A person's turn: the board's click. Else the board may take the press up (a map scrolls by
        a drag on any turn) and a bot's turn is said."""
        if self.human_turn and self.match.outcome is None:
            self.press_answered = self.answer_click(pos, lambda: self.view.click(pos, self.match, self.ui))
            return
        self.view.grab(pos, self.match, self.ui)
        if self.match.outcome is None:
            seat = self.match.to_move
            self.ui.say(f"Wait: the bot '{self.match.seats[seat]}' is playing {seat}"
                        + (" (paused: P resumes)" if self.paused else ""))

    def answer_click(self, pos: tuple[int, int], ask: Callable[[], Union[Action, Plays, None]]) -> bool:
        """A person's click on the board (`ask`: the board's answer). One that plays nothing and picks
        nothing still answers, by the pointer: what the board said (a refusal's reason, what is there),
        else what the decision asks for. A press the board took up (a map to scroll) answers at its release;
        one that picked or played (AvZ's counter, also taken up to drag) has answered. True: it picked or played."""
        mode, version, said, drag = self.view.mode, self.match.version, (self.ui.status, self.ui.status_kind), self.view.drag
        self.play_all(ask())
        if self.match.version != version or self.view.mode is not mode:
            self.note.clear()
            return True
        if self.view.drag not in (None, drag):
            self.note.clear()
            return False
        if (self.ui.status, self.ui.status_kind) == said or not self.ui.status:
            prompt = self.match.rules.prompt(self.match.state)
            self.ui.say(f"Nothing to do there: {prompt[:1].lower()}{prompt[1:]}")
        self.note.show(self.ui.status, self.ui.status_kind, pos, self.ui.time)
        return False

    def cancel_pick(self, pos: tuple[int, int]) -> None:
        """A right click: the current pick or aim dropped (as Esc), said by the pointer; never leaves."""
        said = "Selection cleared" if self.view.cancel(self.ui) else "Nothing picked to cancel (Esc leaves to the menu)"
        self.ui.say(said)
        self.note.show(said, "text", pos, self.ui.time)

    def _key(self, event: pygame.event.Event) -> None:
        if self.view.mode.takes_keys:  # typing (what-if dice): every key is the mode's
            self.view.take(self.view.mode.key(event, self.match, self.ui))
            return
        ctrl = event.mod & pygame.KMOD_CTRL
        shift = event.mod & pygame.KMOD_SHIFT
        if ctrl and event.key == pygame.K_z:
            self.redo() if shift else self.undo()
        elif ctrl and event.key == pygame.K_y:
            self.redo()
        elif ctrl and event.key == pygame.K_s:
            self.save()
        elif ctrl and event.key == pygame.K_p:
            self.save_position()
        elif event.key == pygame.K_F1:
            self.open_rules()
        elif event.key == pygame.K_TAB:
            self.fold_panels()
        elif event.key == pygame.K_h:
            self.hint(ask_hard=bool(shift))
        elif event.key == pygame.K_f and self.match.outcome is not None:
            self.fold_end()
        elif event.key == pygame.K_p and self.bots and self.match.outcome is None:
            self.toggle_pause()
        elif event.key == pygame.K_SPACE:
            self.hurry_on()
        elif event.key == pygame.K_d and self.match.practice and self.view.dice_tray:
            self.start_what_if()
        elif event.key == pygame.K_ESCAPE:
            if self.view.cancel(self.ui):  # Esc first drops a half-made pick
                self.ui.say("Selection cleared")
            else:
                self.leave()
        else:  # a key the table does not use is the board's (its mode's `key`: ZS turns a tile, ATZ shows threats)
            answer = self.view.take(self.view.mode.key(event, self.match, self.ui))
            if self.human_turn and self.match.outcome is None:  # an Action it means is a person's move
                self.play_all(answer)

    # --- time -----------------------------------------------------------------------------
    @property
    def bot_due(self) -> bool:
        """A bot is to move and not paused: its pace timer runs."""
        return self.match.to_move in self.bots and not self.paused

    @property
    def busy(self) -> bool:
        """Frames change without input: the board moves or pulses, the dice tumble, a bot is due."""
        return self.view.busy or self.dice.rolling or self.ui.pulsing or self.bot_due or self.note.on(self.ui.time)

    def hand_off(self) -> bool:
        """Hot-seat between people: the seat to move passed to another person and holds a secret (a hand
        of cards, `Rules.secret`): the board is covered until that player is ready (issue 35.5)."""
        seat, m = self.match.to_move, self.match
        people = [s for s, who in m.seats.items() if who == HUMAN]
        if seat is None or seat == self.shown_to or seat not in people or len(people) < 2:
            return False
        self.shown_to = seat
        if not m.rules.secret(m.state, seat):
            return False
        self.app.push(HandOff(self.app, m.rules.seat_name(seat), self.game.name, self.leave))
        return True

    def update(self, dt: float) -> None:
        if self.hand_off():
            return
        self.ui.time += dt
        if self.hurry and (self.human_turn or self.match.outcome is not None or self.paused):
            self.hurry = False  # a person's turn again: the table plays at the pace set
        self.view.anim.scale = 0.0 if self.hurry else self.app.settings.animation_scale
        self.view.anim.update(dt)
        self._hear_hard()
        if self.human_turn and self.match.outcome is None:
            self.play_all(self.view.due(self.match, self.ui))
        if self.dice.update(dt):
            self.app.sounds.play("dice")
        if not self.bot_due:
            self.bot_wait = 0.0
            return
        if self.view.anim.busy or self.dice.rolling:
            return  # a bot waits until the last move has been seen
        self.bot_wait += dt
        if (self.hurry or self.bot_move == self._bot_point() or self.bot_wait >= self.app.settings.bot_pace) \
                and self.bot_step():
            self.bot_wait = 0.0

    def toast_floor(self, rect: pygame.Rect) -> int:
        """Toasts (a save's path) stand above the status line and the toolbar, never over a button."""
        return self.areas(rect)["status"].top - 4

    def uncovered(self) -> None:
        """Back from an overlay (the rulebook, settings): the bots stood still under it, and the
        next one waits its whole pace, so the player sees the board before it moves."""
        self.bot_wait, self.bot_move = 0.0, ()

    def bot_step(self) -> bool:
        """One decision for the bot whose seat is to move; False while a bot that thinks (Hard) has not
        answered: it thinks on a worker thread (ui/thinking.py), the frame draws on, and the next frame
        asks again."""
        seat = self.match.to_move
        bot = self.bots[seat]
        if getattr(bot, "thinks", False):   # a bot of its own for each question: a worker left thinking shares nothing
            choice = self.thinker.ask((self.match.version, seat), lambda: self.match.bot_question(
                self.game.make_bot(self.match.seats[seat], seat)))
            if choice is None:
                return False
        else:
            choice = self.match.bot_choice(bot)
        said = self.match.rules.describe(self.match.state, choice.action)  # in words, before the state moves on
        if self.play(choice.action) and self.match.outcome is None:
            self.ui.say(f"{seat} ({self.match.seats[seat]} bot): {said} — {choice.reason}")
        self.bot_move = self._bot_point()
        return True

    def _bot_point(self) -> tuple:
        """The seat to move and the rule of its decision: a bot's decisions while these stay the same
        (a household's attacks, one after another) are one move, with no thinking pause between."""
        m = self.match
        return (m.to_move, m.rules.phase_rule(m.state)) if m.outcome is None else ()

    def hurry_on(self) -> None:
        """Space: what is moving is shown at its end, and the bots play on at once, unanimated,
        until a person is to move (or P pauses them)."""
        self.view.anim.finish()
        self.dice.show(self._last_roll(), 0.0)
        if self.bot_due:
            self.hurry = True
            self.ui.say("Hurrying the bots: they play on until your turn")

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        pal, size = self.pal, self.app.text_size
        self.ui.pal, self.ui.text_size = pal, size
        self.ui.human_turn = self.human_turn
        self.ui.mouse = self.app.mouse
        self.ui.version = self.match.version
        self.ui.pulsing = False  # the view's draw says again whether something breathes
        rect = surface.get_rect()
        areas = self.areas(rect)
        self.view.rect = areas["board"]
        ground = self.view.ground(self.match)
        surface.blit(self.backdrop.get(rect.size, self.ui.look, (tuple(areas["board"]), ground),
                                       lambda img: self._paint_backdrop(img, areas["board"], ground)), (0, 0))
        banner = areas["banner"]
        if not self.view.holding:
            self.banner_version = self.match.version
        shown = (self.banner_version, self.view.anim.line, self.paused, self.forced)
        surface.blit(self.banner.get((banner.w, banner.h + 1), self.ui.look, shown,  # its edge is the row below
                                     lambda img: self._paint_banner(img, banner.size)), banner.topleft)
        surface.set_clip(areas["shown"])
        self.view.draw(surface, areas["board"], self.match, self.ui)
        surface.set_clip(None)
        if self.match.outcome is not None and not self.end_folded:  # folded: the plain final board
            self._draw_end(surface, areas["board"])
            surface.set_clip(areas["shown"])
            self.view.draw_over(surface, areas["board"], self.match, self.ui)
            surface.set_clip(None)
        self._draw_fold(surface, areas["fold"])
        if not self.panels_folded:
            if areas["log"].h:   # a lesson in a small window has the log's place (and the dice tray's)
                self.log.draw(surface, areas["log"], self.match, pal, size, self.app.mouse, self.log_held())
            if self.view.dice_tray and areas["dice"].h:
                self.dice.draw(surface, areas["dice"], pal, size)
        self.draw_aside(surface, areas)
        self._draw_status(surface, areas["status"])
        if self.tip_due:  # after the board and the log are laid out as they are now
            self.tip, self.tip_due = self._tip_at(self.app.mouse, areas), False
        self.draw_buttons(surface, self.buttons(rect), (self.toolbar, areas["bar"]))
        if self.note.draw(surface, pal, size, self.ui.time) is None and self.tip:   # the note is the answer now
            if isinstance(self.tip, Explained):
                draw_card(surface, self.tip, self.app.mouse, pal, self.app.text_size)
            else:
                self.app.draw_tip(surface, self.tip)

    def draw_aside(self, surface: pygame.Surface, areas: dict[str, pygame.Rect]) -> None:
        """What the frame keeps beside the board (`aside`), drawn under the buttons and the tips."""

    def _draw_fold(self, surface: pygame.Surface, handle: pygame.Rect) -> None:
        """The handle between the board and the column (at the right edge while it is folded away): a
        click, or Tab, folds the column or brings it back."""
        pal = self.pal
        lit = handle.collidepoint(self.app.mouse)
        if self.panels_folded:
            pygame.draw.rect(surface, pal["button_hover"] if lit else pal["panel"], handle, border_radius=6)
            words = draw.text_surface("panels · log · dice (Tab)", draw.sized("fine", self.app.text_size), pal["text"])
            words = pygame.transform.rotate(words, 90)
            surface.blit(words, words.get_rect(center=handle.center))
            return
        grip = pygame.Rect(0, 0, 6, min(80, handle.h // 4))   # a grip in the middle of the gutter
        grip.center = handle.center
        pygame.draw.rect(surface, pal["highlight"] if lit else pal["panel_edge"], grip, border_radius=3)

    def log_held(self) -> int:
        """The newest log entries whose step the board has not shown yet: the log never runs ahead."""
        log, anim = self.match.log, self.view.anim
        held = 0
        while held < len(log) and not anim.seen(log[-1 - held][1]):
            held += 1
        return held

    def _paint_backdrop(self, surface: pygame.Surface, board: pygame.Rect, ground: Optional[board_art.Ground]) -> None:
        surface.fill(self.pal["table"])
        well = column.split(board, self.view.dice_tray)["board"]  # the column is painted by its panels
        pygame.draw.rect(surface, self.pal["board"], well, border_radius=8)
        if ground is not None:   # the boards' own layers tile the same ground from the same corner
            board_art.ground(surface, ground.art, ground.scale, well, ground.origin or well.topleft, ground.light)

    def _paint_banner(self, surface: pygame.Surface, size: tuple[int, int]) -> None:
        surface.fill(self.pal["table"])
        self._draw_banner(surface, pygame.Rect((0, 0), size))

    def _draw_banner(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        pal, size, m = self.pal, self.app.text_size, self.match
        pygame.draw.rect(surface, pal["panel"], rect)
        pygame.draw.line(surface, pal["panel_edge"], rect.bottomleft, rect.bottomright)
        seat, outcome = m.to_move, m.outcome
        x, y = rect.x + 16, rect.y + 8
        note = draw.sized("note", size)
        room = rect.w * 2 // 5  # who acts matters more than the game's name
        notes, small = self.banner_notes(), draw.sized("small", size)
        right, note = next(((said, n) for said in notes for n in (note, small) if draw.font(n).size(said)[0] <= room),
                           (draw.fit(notes[-1], small, room), small))   # smaller letters before a shorter note
        right_rect = draw.text(surface, right, (rect.right - 16, y + 4), note, pal["dim"], anchor="topright")
        if outcome is not None:
            head, line = f"Game over: {headline(m)}", "The final board: F folds the summary away to see it whole."
        else:
            colour = seat_colour(list(m.seats), seat, pal)
            side = draw.line_height(draw.sized("head", size), "display") - 8
            swatch = pygame.Rect(x, y + 4, side, side)
            pygame.draw.rect(surface, colour, swatch, border_radius=4)
            pygame.draw.rect(surface, pal["text"], swatch, 1, border_radius=4)
            x = swatch.right + 12
            who = m.seats.get(seat, HUMAN)
            head = (f"{seat.upper()} to move" + (" — your turn" if m.solo else "") if who == HUMAN
                    else f"{seat.upper()} — the '{who}' bot is {'paused' if self.paused else 'thinking'}")
            line = m.rules.prompt(m.state)
            line = line[:1].upper() + line[1:]
        step = self.view.anim.line      # an automatic step being shown: its line and rule, not the prompt
        head_w = right_rect.left - x - 20
        head_size = draw.sized("head", size)
        draw.text(surface, draw.fit(head, head_size, head_w, face="display"), (x, y), head_size, pal["accent"],
                  face="display")
        y += draw.line_height(head_size, "display") + 2
        rule = m.rules.phase_rule(m.state) if outcome is None else ""
        if step and outcome is None:
            line, rule = step
        rule_w = draw.font(size).size(f"[{rule}]")[0] + 16 if rule else 0
        line, line_size = self.banner_line(line, rect.w - x - rule_w - 16)
        text_rect = draw.text(surface, line, (x, y + (size - line_size) // 2), line_size, pal["text"])
        if rule:
            draw.text(surface, f"[{rule}]", (text_rect.right + 12, y), size, pal["dim"])
        self._draw_goal(surface, rect, rect.x + 16, y + draw.line_height(size) + 2)

    def _draw_goal(self, surface: pygame.Surface, rect: pygame.Rect, x: int, y: int) -> None:
        """The goal, its limit and where the players stand, in the game's words, from set-up to the end
        (issue 35.6): wrapped into the room there is, smaller type before any cut."""
        goal = self.match.rules.goal(self.match.state)
        if not goal:
            return
        size = self.app.text_size - 2
        (said,), small = draw.fitted(f"Goal: {goal}", size, rect.w - x - 16, draw.line_height(size))
        draw.text(surface, said, (x, y + (size - small) // 2), small, self.pal["accent"])

    def banner_line(self, line: str, width: int) -> tuple[str, int]:
        """The banner's second line and its size: whole, in letters down to the scale's "small" step
        where the text size does not hold it; cut only below that."""
        size = self.app.text_size
        for s in range(size, draw.sized("small", size) - 1, -1):
            if draw.font(s).size(line)[0] <= width:
                return line, s
        small = draw.sized("small", size)
        return draw.fit(line, small, width), small

    def banner_note(self) -> str:
        """The banner's right-hand note: what-if dice first (they change the next roll), then the
        game, the move and the seed."""
        return self.banner_notes()[0]

    def banner_notes(self) -> tuple[str, ...]:
        """The banner's note, longest first: a small window says less (issue 35.10), the seed going
        first, then the game's subtitle, then what the what-if dice are for (six of them: the game's
        name too); the move and practice mode stay."""
        m = self.match
        move, practice = move_words(len(m.steps)), " · PRACTICE" if m.practice else ""
        name = self.game.name
        notes = [f"{name} · {move} · seed {m.seed}{practice}", f"{name} · {move}{practice}",
                 f"{name.split(':')[0]} · {move}{practice}"]
        if self.forced:
            dice = " ".join(map(str, self.forced))
            notes = [f"next dice {dice} (for the next roll) · {said}" for said in notes] + \
                [f"next dice {dice} · {notes[-1]}", f"dice {dice} · {notes[-1]}", f"dice {dice} · {move}{practice}"]
        return tuple(dict.fromkeys(notes))

    def status_lines(self, width: int) -> list[str]:
        """The status message in lines of `width` pixels: three at most, the last cut if need be."""
        return self.kept.get("status", (self.ui.status, self.app.text_size, width), lambda: self._wrap_status(width))

    def _wrap_status(self, width: int) -> list[str]:
        lines = draw.wrap(self.ui.status, self.app.text_size, width)
        if len(lines) > 3:
            lines = lines[:2] + [draw.fit(" ".join(lines[2:]), self.app.text_size, width)]
        return lines

    def _draw_status(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """One line; a longer message (a refusal's reason, a practice hint's why) rises over
        the bottom of the board rather than being cut, up to three lines."""
        if not self.ui.status:
            return
        size, pal = self.app.text_size, self.pal
        lines = self.status_lines(rect.w - 8)
        lh = draw.line_height(size)
        box = pygame.Rect(rect.x - 4, rect.bottom - (rect.h + (len(lines) - 1) * lh), rect.w + 8, rect.h + (len(lines) - 1) * lh)
        if len(lines) > 1:
            pygame.draw.rect(surface, pal["panel"], box, border_radius=6)
            pygame.draw.rect(surface, pal["panel_edge"], box, 1, border_radius=6)
        top = box.centery - len(lines) * lh // 2
        for i, line in enumerate(lines):
            draw.text(surface, line, (rect.x, top + i * lh), size, pal[self.ui.status_kind])

    def _draw_end(self, surface: pygame.Surface, board: pygame.Rect) -> None:
        """The summary (ui/widgets/summary.py), unless folded away. Centred over the board, the
        board is veiled behind it; placed by the board beside its play, the board stays bright."""
        pal, size = self.pal, self.app.text_size
        box = self._end_box(board)
        if self._end_place(board) is None:
            veil = pygame.Surface(board.size, pygame.SRCALPHA)
            veil.fill((*pal["shadow"], 150))  # the final board stays visible, dimmed
            surface.blit(veil, board.topleft)
        draw_summary(surface, box, headline(self.match), summary_lines(self.match), pal, size)
