"""City of Zombies at the table: the board from maps/coz_board.tmx, cards that read like
cards, the fight panel where dice and operators build combinations, the other choices as
buttons with a confirmation, practice hints from the solver, and the Events animated.

The frame (ui/table.py) runs the banner, log, dice tray, undo, hints, bots and the
game-over box; this view draws the board area and turns clicks into Actions. Its parts are
the sibling modules of this package (see __init__.py).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Union

import pygame

from zombiebox.core.actions import Action
from zombiebox.ui.animator import Animator
from zombiebox.ui.board_art import Ground
from zombiebox.ui.boardview import BoardView
from zombiebox.ui.explain import Explained
from zombiebox.ui.layer import Layer, Memo, Rescaled
from zombiebox.ui.modes import Mode, Plays, under
from zombiebox.ui.offer import Offer
from zombiebox.ui.widgets.card import CardFaces, zoom_box
from zombiebox.ui.widgets.track import Track

from ..data import FLIP_BY_ID
from ..expression import pretty
from ..layout import layout
from ..state import space_of, strength
from .anim import GHOST, Stage, register
from .board import PLANE, BoardPainter, Marks, card_variant, strip_cells, strips, tray_boxes, zone_stacks
from .cards import explain_card, paint_face
from .choices import OFFERS, fits, fresh_builder
from .combo import Builder
from .end import draw_end, summary_place
from .layout import Screen, draw_static, load
from .modes import Bench, Held
from .panels import FightPanel, FightView, lit

PICKED = "» "    # practice: the auto-player's pick, in the hint's lines and on its card


class CozScene(BoardView):
    # the table's tones (ui/palette.py): a city falling at dusk, cards on a wooden table: dark wine
    tones = (("table", (30, 20, 24)), ("panel", (50, 34, 40)), ("panel_edge", (112, 78, 88)),
             ("board", (62, 44, 50)), ("button", (80, 56, 64)),
             ("button_hover", (106, 76, 86)), ("button_off", (56, 42, 47)))

    def __init__(self, game):
        super().__init__(game)
        self.board = load()
        self.art = CardFaces(paint_face)
        plane = Track(self.anim, PLANE)
        self.painter = BoardPainter(self.art, self.anim, plane)
        # the board at rest is painted off a timeline that never moves: a tween that has just ended
        # (it is read until the next update) must not stay in the cached layer
        idle = Animator()
        self.resting = BoardPainter(self.art, idle, Track(idle, PLANE))
        register(self.anim, plane)
        self.panel = FightPanel()
        self.static_layer = Rescaled(alpha=True)   # the board that never moves (scaled while the window's size moves)
        self.rescaled = (self.static_layer,)
        self.board_layer = Layer()    # the board at rest: the static layer and every card in place
        self.panel_layer = Layer()    # the fight panel
        self.kept = Memo()            # what is worked out once a position or a size (ui/layer.py)

    # --- layout and caches --------------------------------------------------------------------------
    def screen(self, rect: pygame.Rect) -> Screen:
        return self.kept.get("screen", tuple(rect), lambda: Screen(self.board, rect))

    def screen_at_origin(self, screen: Screen) -> Screen:
        """The same layout at (0, 0): what the layers are painted with."""
        size = screen.rect.size
        return self.kept.get("origin", size, lambda: Screen(self.board, pygame.Rect(0, 0, *size)))

    def static(self, screen: Screen, ui) -> pygame.Surface:
        return self.static_layer.get(screen.rect.size, ui.look, None, ui.time, lambda img: draw_static(
            img, self.screen_at_origin(screen), ui.pal, ui.text_size))

    def builder(self, state, ui) -> Optional[Builder]:
        """The combination being built (the Bench mode's), else this fight turn's unused dice as
        pieces, kept until the dice change."""
        turn = state.turn
        if not turn or turn.dice is None:
            return None
        key = (tuple(turn.dice), tuple(turn.used), len(turn.hits), state.round, state.turn_no)
        bench = under(self.board_mode, Bench)
        return bench.builder if bench else self.kept.get("builder", key, lambda: fresh_builder(self.game.rules, state))

    # --- what the panel shows -------------------------------------------------------------------------
    def legal(self, match) -> list[Action]:
        """The legal actions (read once a position: a fight turn's list holds every hit)."""
        return self.kept.of(match, "legal", (), match.legal_actions)

    def fits(self, match, piece) -> tuple[set[str], str]:
        """The targets the built piece would hit, and why the rules refuse it where it equals a Strength
        (choices.fits), worked out once a position and piece."""
        return self.kept.of(match, "fits", piece.code, lambda: fits(match.rules, match.state, self.legal(match), piece))

    def hittable(self, match) -> dict[str, list[str]]:
        """The cards the dice can hit now, in board order, each with its legal ways (every spend is its
        own legal action: a player counts the card, not the variants)."""
        def ways() -> dict[str, list[str]]:
            out: dict[str, list[str]] = {}
            for a in self.legal(match):
                if a.kind == "hit":
                    out.setdefault(a["target"], []).append(a["expr"])
            slots = {card: i for i, card in enumerate(match.state.board)}
            return dict(sorted(out.items(), key=lambda item: slots.get(item[0], len(slots))))
        return self.kept.of(match, "hittable", (), ways)

    def lit_words(self, actions: list[Action], match, ui) -> str:
        """H at a fight: the cards the dice can hit (each lit once, each listed once in practice) and
        the other choices (one button each)."""
        targets = {a["target"] for a in actions if a.kind == "hit"}
        cards = [c for c in self.hittable(match) if c in targets]   # a lesson lights its one move
        if not cards:
            return super().lit_words(actions, match, ui)
        others = sum(lit(b, actions) for b in self.offer(match).buttons)
        said = f"the {len(cards)} card{'s' if len(cards) > 1 else ''} the dice can hit"
        return said + (f" and the {others} other choice{'s (buttons)' if others > 1 else ' (its button)'}"
                       if others else "")

    def offer(self, match) -> Offer:
        """What the open decision offers in the board's mode (ui/offer.py), once a position and mode."""
        mode = self.board_mode
        return self.kept.of(match, "offer", mode, lambda: OFFERS.build(match, mode, self.legal(match)))

    def ground(self, match):
        """The wooden table the board lies on (maps/art/ground_coz.svg)."""
        return Ground(self.board.art, self.screen(self.rect).fit.scale)

    def regions(self, match, ui) -> dict[str, pygame.Rect]:
        screen = self.screen(self.rect)
        return {"board": screen.map, "map": screen.fit.rect(0, 0, *screen.size), "side": screen.panel}

    def end_place(self, rect: pygame.Rect) -> Optional[pygame.Rect]:
        """The game-over summary in the fight panel's place, above the rank table: the final board stays
        in view, undimmed, with what decided the game lit on it."""
        return summary_place(self.screen(rect))

    def fight_view(self, match, ui) -> FightView:
        state = match.state
        if match.outcome is not None:
            return FightView("Game over", round_no=state.round)
        offer = self.offer(match)
        view = FightView(offer.title, offer, round_no=state.round, note=self.note(match, ui, offer),
                         solutions=self.solutions(match, ui), pick=self.pick_line(match, ui))
        turn = state.turn
        if offer.marks.get("bench") is not None:
            view.dice = list(turn.dice)
            for h in turn.hits:
                for i in h.dice:
                    view.used[i] = f"on {strength(state, h.target)}"  # the checklist says where each die went
            for i, u in enumerate(turn.used):
                if u and i not in view.used:
                    view.used[i] = "lost"
        return view

    @staticmethod
    def note(match, ui, offer: Offer) -> str:
        if not ui.human_turn:
            return "Not your decision: watch the bot play."
        what_if = " What-if (D) sets them by hand first." if match.practice and offer.marks.get("rolls") else ""
        return offer.hint + what_if

    def solutions(self, match, ui) -> tuple[str, ...]:
        """Practice, H: each card lit that the dice can hit, with its simplest legal ways; the
        auto-player's pick first on its card's line, marked."""
        state = match.state
        turn = state.turn
        if not (match.practice and ui.hint and turn and turn.dice is not None):
            return ()          # no hint: the frame keeps it silent while a '!' card is in play
        dice = dict(enumerate(turn.dice))
        pick = ui.hint.action if ui.hint.action.kind == "hit" else None
        lines = []
        lit = {a["target"] for a in ui.lit if a.kind == "hit"}   # a lesson lights its one move
        for card, exprs in self.hittable(match).items():
            if card not in lit:
                continue
            chosen = card == (pick and pick["target"])
            said = dict.fromkeys(([pretty(pick["expr"], dice)] if chosen else [])
                                 + sorted((pretty(e, dice) for e in exprs), key=len))
            lines.append(f"{PICKED if chosen else ''}{strength(state, card)} {space_of(state, card)}: "
                         + "   ".join(list(said)[:3]))
        return tuple(lines)

    def pick_line(self, match, ui) -> str:
        """H: the hint (what the auto-player would play, or a lesson's move), and its one-line reason."""
        if not ui.hint:
            return ""
        state, action = match.state, ui.hint.action
        if action.kind == "hit":
            said = (f"{pretty(action['expr'], dict(enumerate(state.turn.dice)))} = "
                    f"{strength(state, action['target'])} {space_of(state, action['target'])}")
        else:
            said = match.rules.describe(state, action)
        return f"{PICKED}Hint: {said}. Why: {ui.hint.reason}"

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface, rect, match, ui) -> None:
        screen = self.screen(rect)
        state = match.state
        marks = self.marks(match, ui)
        if self.anim.busy:  # things move: draw them where they are now
            surface.blit(self.static(screen, ui), rect.topleft)
            self.painter.draw(surface, screen, state, ui, marks)
            self.anim.draw(surface, self.stage(screen, state, ui), (GHOST,))
        else:
            surface.blit(self.at_rest(screen, match, ui, marks), rect.topleft)
        self.painter.overlay(surface, screen, state, ui, marks)
        self.draw_panel(surface, screen, match, ui)
        if match.outcome is None:
            self._zoom(surface, screen, state, ui)

    def stage(self, screen: Screen, state, ui) -> Stage:
        return Stage(state, screen, ui.text_size, self.art)

    def draw_over(self, surface, rect, match, ui) -> None:
        """Above the frame's game-over veil: what decided the game, lit on the board, and the rank table."""
        draw_end(surface, rect, self.screen(rect), match, ui)

    def at_rest(self, screen: Screen, match, ui, marks: Marks) -> pygame.Surface:
        """The board at rest, drawn once per position, look and marks (the bench's frame budget), and
        again when the static board under it is painted at its size after being scaled."""
        static = self.static(screen, ui)

        def paint(img: pygame.Surface) -> None:
            img.blit(static, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)  # a copy: onto nothing
            self.resting.draw(img, self.screen_at_origin(screen), match.state, ui, marks)
        return self.board_layer.of(ui, screen.rect.size, (marks.key, self.static_layer.pending), paint)

    def draw_panel(self, surface, screen: Screen, match, ui) -> None:
        """The fight panel, redrawn only when what it shows (or the button under the mouse) changes."""
        view = self.fight_view(match, ui)
        hovered = next((r for r, _ in self.panel.placed.placed if r.collidepoint(ui.mouse)), None) \
            if ui.human_turn else None
        content = (view, tuple(screen.panel), ui.human_turn, hovered and hovered.topleft, self.panel.scroll.first)
        local = pygame.Rect(0, 0, *screen.panel.size)
        mouse = (ui.mouse[0] - screen.panel.x, ui.mouse[1] - screen.panel.y)
        painted = []
        img = self.panel_layer.of(ui, screen.panel.size, content, lambda img: painted.append(self.panel.draw(
            img, local, view, replace(ui, mouse=mouse), ui.text_size)))
        surface.blit(img, screen.panel.topleft)
        if painted:   # drawn at (0, 0): lay it out again where it is, for clicks (kept while the layer is)
            self.panel.layout(screen.panel, view, ui.text_size)

    def marks(self, match, ui) -> Marks:
        state = match.state
        m = Marks(lidded={card: strength(state, card) for card in state.mods})  # CoZ Items: Dustbin Lid
        turn = state.turn
        if turn:
            m.hit = {h.target: pretty(h.expr, dict(enumerate(turn.dice))) for h in turn.hits}
            m.masaaki = turn.masaaki or ""
            b = self.builder(state, ui)
            piece = b.current if b else None
            if piece is not None and ui.human_turn:
                m.match = self.fits(match, piece)[0]
        lit = [a for a in ui.lit if a.get("target")]      # none while silenced (hint_refusal)
        hits = [a for a in lit if a.kind == "hit"]      # at a fight, the cards the dice can hit (lit_words)
        m.hinted = {a["target"] for a in hits or lit}
        m.pick = ui.hint.action.get("target") or "" if ui.hint else ""
        if ui.human_turn and match.outcome is None:
            shown = self.offer(match).marks    # what the open choice waits for a click on
            m.pickable, m.slots, m.zone = shown.get("pickable", set()), shown.get("slots", set()), shown.get("zone", False)
        return m

    def _zoom(self, surface, screen: Screen, state, ui) -> None:
        """The card under the mouse, large, beside it: every number on it readable."""
        found = self.card_at(screen, state, ui.mouse, ui.text_size)
        if found is None:
            return
        card, rect = found
        self.art.zoom(surface, card, rect, screen.rect, zoom_width(screen), ui.pal["shadow"],
                      card_variant(state, card) if card in FLIP_BY_ID else "")

    # --- what is under the mouse ------------------------------------------------------------------------
    def card_at(self, screen: Screen, state, pos, size: int) -> Optional[tuple[str, pygame.Rect]]:
        slot = screen.slot_at(pos)
        if slot is not None:
            barrel = state.barrel
            if barrel and barrel.slot == slot and (state.board[slot] is None or pos[1] > screen.slots[slot].centery):
                return barrel.card, screen.slots[slot]
            if state.board[slot]:
                return state.board[slot], screen.slots[slot]
            return None
        for name, (entries, cells, _) in strips(state).items():
            area = screen.space(name)
            if area.collidepoint(pos):
                for e, cell in zip(entries, strip_cells(area.inflate(-6, -6), entries, cells, size)[0]):
                    if cell.collidepoint(pos):
                        return e.card, cell
        zone = screen.space("safe_zone")
        if zone.collidepoint(pos):
            for cards, r in zone_stacks(zone, state.safe_zone, screen.slots[0].size, size):
                if r.collidepoint(pos):
                    return cards[0], r
        grave = screen.space("graveyard")
        if grave.collidepoint(pos) and state.graveyard:
            return state.graveyard[-1], grave
        return None

    def hover(self, pos, match, ui) -> Union[str, Explained, None]:
        screen = self.screen(self.rect)
        tip = self.panel.tip(pos)
        if tip is not None:
            return tip
        found = self.card_at(screen, match.state, pos, ui.text_size)
        if found is not None:   # explained beside the card and its large face, covering neither
            card, rect = found
            return explain_card(match.state, card, rect.union(zoom_box(rect, screen.rect, zoom_width(screen))))
        for step, r in screen.track.items():
            if r.collidepoint(pos):
                return (f"Approach Track {step}" + (": Heroes refresh here" if step in layout().refresh else "")
                        + (" — the Rescue Plane is here" if step == match.state.plane else ""))
        for name, words in (("deck", f"Zombie Deck: {len(match.state.deck)} cards"),
                            ("survivor_deck", f"Survivor Deck: {len(match.state.survivor_deck)} cards"),
                            ("evacuated", "Evacuated Survivors: they cannot be eaten or abducted")):
            if screen.space(name).collidepoint(pos):
                return words
        return None

    # --- clicks: the offer in the board's mode (scene/choices.py, scene/modes.py) --------------------------
    @property
    def board_mode(self) -> Mode:
        """The board's own mode, whose picks stay on show while the what-if dice are typed over it."""
        mode = self.mode
        while mode.takes_keys and mode.parent is not None:
            mode = mode.parent
        return mode

    def place_at(self, screen: Screen, state, pos, size: int) -> Union[str, int, None]:
        """The place a click is on: a card, else a space of the board (its index), else nothing."""
        found = self.card_at(screen, state, pos, size)
        return found[0] if found else screen.slot_at(pos)

    def click(self, pos, match, ui) -> Union[Action, Plays, None]:
        """A button in the panel, or a place on the board, as the offer says; a line is said, a mode
        taking over says its prompt."""
        mode = self.mode
        if mode.takes_keys:
            return self.take(mode.click(pos, match, ui))
        screen = self.screen(self.rect)
        die = next((i for i, box in enumerate(tray_boxes(screen, match.state, ui.text_size)) if box.collidepoint(pos)),
                   None)
        dice = self.offer(match).marks.get("dice", {})
        if screen.panel.collidepoint(pos):
            answer = self.panel.placed.answer(pos, ui, mode)
        elif die in dice:   # a die in the tray on the board: as its button in the panel
            answer = dice[die].answer(ui, mode)
        else:
            answer = self.offer(match).click(self.place_at(screen, match.state, pos, ui.text_size), parent=mode)
        if isinstance(answer, str):
            ui.say(answer)
            return None
        if isinstance(answer, Mode) and answer.prompt:
            ui.say(answer.prompt, answer.kind if isinstance(answer, Held) else "text")
        return self.take(answer)

    # --- the frame's calls --------------------------------------------------------------------------------
    def wheel(self, pos, dy, match, ui) -> None:
        """The wheel over the panel scrolls its choices (a long list of Hero moves and Items)."""
        if self.screen(self.rect).panel.collidepoint(pos):
            self.panel.scroll.move(-dy)

    def animate(self, events, match, ui) -> None:
        if not self.rect.w:
            return  # nothing drawn yet: there is no board on screen to move things on
        screen = self.screen(self.rect)
        self.anim.play(events, self.stage(screen, match.state, ui))


def zoom_width(screen: Screen) -> int:
    """How wide the card under the mouse is shown, large, beside itself."""
    return max(150, screen.slots[0].w * 2)
