"""City of Zombies at the table: the board from maps/coz_board.tmx, cards that read like
cards, the fight panel where dice and operators build combinations, the other choices as
buttons with a confirmation, practice hints from the solver, and the Events animated.

The frame (ui/table.py) runs the banner, log, dice tray, undo, hints, bots and the
game-over box; this view draws the board area and turns clicks into Actions. Its parts are
the sibling modules of this package (see __init__.py).
"""
from __future__ import annotations

from typing import Any, Optional

import pygame

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.ui.animator import Animator
from zombiebox.ui.boardview import BoardView
from zombiebox.ui.layer import Layer, Memo
from zombiebox.ui.widgets.card import CardFaces
from zombiebox.ui.widgets.track import Track

from .. import data
from ..data import FLIP_BY_ID, HERO_NAMES
from ..expression import pretty
from ..layout import COLS, layout
from ..state import card_name, space_of, strength
from .anim import GHOST, Stage, register
from .board import PLANE, BoardPainter, Marks, card_variant, strip_cells, strips, zone_stacks
from .cards import describe_card, paint_face
from .choices import Group, confirm_text, groups, option_label
from .combo import Builder
from .end import draw_end, summary_place
from .layout import Screen, draw_static, load
from .modes import Turn
from .panels import FightPanel, FightView

PICKED = "» "    # practice: the auto-player's pick, in the hint's lines and on its card

TITLES = {"heroes": "Set-up: Heroes", "flip": "Set-up: Flip Heroes",
          "rewards": "Alien Boss reward", "peek": "Sneak Peek", "decay": "Sudden Decay", "over": "Game over"}


class CozScene(BoardView):
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
        self.static_layer = Layer()   # the board that never moves
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
        return self.static_layer.get(screen.rect.size, ui.look, None, lambda img: draw_static(
            img, self.screen_at_origin(screen), ui.pal, ui.text_size))

    def builder(self, state, ui) -> Optional[Builder]:
        """The combination being built (the Bench mode's), else this fight turn's unused dice as
        pieces, kept until the dice change."""
        turn = state.turn
        if not turn or turn.dice is None:
            return None
        key = (tuple(turn.dice), tuple(turn.used), len(turn.hits), state.round, state.turn_no)
        return self.turn_mode.bench or self.kept.get("builder", key, lambda: self.fresh_builder(state))

    def fresh_builder(self, state) -> Builder:
        """The unused dice (and ready Flip Heroes) as pieces, with what a combination may use."""
        held = self.game.rules.holdings(state)
        heroes = [(name, s, HERO_NAMES[name]) for name, s in held["heroes"].items()]
        return Builder.start(held["dice"], held["tools"], heroes)

    # --- what the panel shows -------------------------------------------------------------------------
    def legal(self, match) -> list[Action]:
        """The legal actions (read once a position: a fight turn's list holds every hit)."""
        return self.kept.of(match, "legal", (), match.legal_actions)

    def fits(self, match, piece) -> tuple[set[str], str]:
        """The targets the built piece would hit (the rules accept it there: MATCH), and why the rules
        refuse it on an open target whose Strength it equals (beyond the search, docs/rulings.md), or ''."""
        def ask() -> tuple[set[str], str]:
            state, accepted, refusal = match.state, set(), ""
            for card in dict.fromkeys(a["target"] for a in self.legal(match) if a.kind == "hit"):  # one a target
                if strength(state, card) == piece.value:
                    try:
                        match.rules.check(state, Action.of("hit", target=card, expr=piece.code))
                        accepted.add(card)
                    except IllegalAction as exc:
                        refusal = refusal or exc.reason
            return accepted, refusal
        return self.kept.of(match, "fits", piece.code, ask)

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
        cards = self.hittable(match)
        if not cards:
            return super().lit_words(actions, match, ui)
        others = len(self.groups(match))
        said = f"the {len(cards)} card{'s' if len(cards) > 1 else ''} the dice can hit"
        return said + (f" and the {others} other choice{'s (buttons)' if others > 1 else ' (its button)'}"
                       if others else "")

    def groups(self, match) -> list[Group]:
        return self.kept.of(match, "groups", (), lambda: groups(
            match.state, match.rules.decision(match.state), self.legal(match)))

    def open_group(self, match, ui) -> Optional[Group]:
        key = self.turn_mode.group_key
        return next((g for g in self.groups(match) if g.key == key), None) if key else None

    def end_place(self, rect: pygame.Rect) -> Optional[pygame.Rect]:
        """The game-over summary in the fight panel's place, above the rank table: the final board stays
        in view, undimmed, with what decided the game lit on it."""
        return summary_place(self.screen(rect))

    def fight_view(self, match, ui) -> FightView:
        state, rules = match.state, match.rules
        decision = rules.decision(state)
        if match.outcome is not None:
            return FightView(title="Game over", dice=[], used={}, builder=None, buttons=[], round_no=state.round,
                             note="")
        turn = state.turn if decision == "fight" else None
        builder = self.builder(state, ui) if turn else None
        confirm = self.turn_mode.confirm
        group = self.open_group(match, ui)
        buttons: list[tuple[str, Any, str]] = []
        if group is not None:
            only = self.turn_mode.only
            per_die = any(a.get("value") for a in group.actions)  # Maddy, Joe: a die first, then its face
            for a in group.actions:
                if only is None and not per_die or only in (a.get("target"), a.get("col"), a.get("die")):
                    buttons.append((option_label(state, a), ("option", a), confirm_text(state, a)))
            buttons = buttons[:12]
            buttons.append(("Back to all choices", ("close",), "Esc"))
        else:
            buttons = [(g.label, ("group", g.key), g.tip) for g in self.groups(match)]
        title = TITLES.get(decision, "")
        if decision == "debts":
            title = {"hunger": "Feed the Zombie", "abduct": "Abduction!", "evacuate": "Evacuate"}[state.debts[0].kind]
        if turn:
            solo = f" · turn {state.turn_no + 1}/2" if state.opts["players"] == 1 else ""
            title = f"{turn.seat.upper()} fights{solo}"
        dice = list(turn.dice or []) if turn else []
        used = {}
        if turn:
            for h in turn.hits:
                for i in h.dice:
                    used[i] = f"on {strength(state, h.target)}"  # the checklist says where each die went
            for i, u in enumerate(turn.used):
                if u and i not in used:
                    used[i] = "lost"
        return FightView(title=title, dice=dice, used=used, builder=builder, buttons=buttons, round_no=state.round,
                         confirm=confirm_text(state, confirm) if confirm is not None else None,
                         solutions=self.solutions(match, ui), pick=self.pick_line(match, ui),
                         note=self.note(match, ui, group))

    def note(self, match, ui, group: Optional[Group]) -> str:
        state = match.state
        if not ui.human_turn:
            return "Not your decision: watch the bot play."
        if group is not None:
            if any(a.get("value") for a in group.actions):
                return group.tip + " Click a die above, then choose its new face."
            return group.tip + (" Click a lit card on the board, or a button below." if group.pick else "")
        decision = match.rules.decision(state)
        if decision == "fight":
            turn = state.turn
            if turn.dice is None:
                return ("Roll the 3 Battle Dice." + (" What-if (D) sets them by hand first." if match.practice else "")
                        + (" Masaaki picks his Zombie before the roll." if data.MASAAKI in state.heroes else ""))
            left = turn.used.count(False)
            return (f"Click a die, an operator, another die: the Zombie that matches lights up, click it. "
                    f"{left} di{'e' if left == 1 else 'ce'} left: use all 3 or the turn is missed.")
        if decision == "debts":
            return "Click a Survivor card in the Safe Zone, or a button: whole cards are given up."
        if decision == "flip":
            return "Click a lit free space on the board."
        if decision == "peek" and state.peek.chosen:
            return "On top, in this order: " + ", ".join(card_name(state, c) for c in state.peek.chosen) + "."
        prompt = match.rules.prompt(state)
        return prompt[:1].upper() + prompt[1:]

    def solutions(self, match, ui) -> tuple[str, ...]:
        """Practice, H: each card the dice can hit (the cards lit), with its simplest legal ways; the
        auto-player's pick first on its card's line, marked."""
        state = match.state
        turn = state.turn
        if not (match.practice and ui.hint and turn and turn.dice is not None):
            return ()          # no hint: the frame keeps it silent while a '!' card is in play
        dice = dict(enumerate(turn.dice))
        pick = ui.hint.action if ui.hint.action.kind == "hit" else None
        lines = []
        for card, exprs in self.hittable(match).items():
            chosen = card == (pick and pick["target"])
            said = dict.fromkeys(([pretty(pick["expr"], dice)] if chosen else [])
                                 + sorted((pretty(e, dice) for e in exprs), key=len))
            lines.append(f"{PICKED if chosen else ''}{strength(state, card)} {space_of(state, card)}: "
                         + "   ".join(list(said)[:3]))
        return tuple(lines)

    def pick_line(self, match, ui) -> str:
        """Practice, H: what the auto-player would play, and its one-line reason."""
        if not ui.hint:
            return ""
        state, action = match.state, ui.hint.action
        if action.kind == "hit":
            said = (f"{pretty(action['expr'], dict(enumerate(state.turn.dice)))} = "
                    f"{strength(state, action['target'])} {space_of(state, action['target'])}")
        else:
            said = match.rules.describe(state, action)
        return f"{PICKED}Auto-player: {said}. Why: {ui.hint.reason}"

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
        """The board at rest, drawn once per position, look and marks (the bench's frame budget)."""
        def paint(img: pygame.Surface) -> None:
            img.blit(self.static(screen, ui), (0, 0), special_flags=pygame.BLEND_RGBA_ADD)  # a copy: onto nothing
            self.resting.draw(img, self.screen_at_origin(screen), match.state, ui, marks)
        return self.board_layer.of(ui, screen.rect.size, marks.key, paint)

    def draw_panel(self, surface, screen: Screen, match, ui) -> None:
        """The fight panel, redrawn only when what it shows (or the button under the mouse) changes."""
        view = self.fight_view(match, ui)
        hovered = self.panel.at(ui.mouse) if ui.human_turn else None
        content = (view.key, tuple(screen.panel), ui.human_turn,
                   hovered.rect.topleft if hovered else None, self.panel.first)
        local = pygame.Rect(0, 0, *screen.panel.size)
        mouse = (ui.mouse[0] - screen.panel.x, ui.mouse[1] - screen.panel.y)
        painted = []
        img = self.panel_layer.of(ui, screen.panel.size, content, lambda img: painted.append(self.panel.draw(
            img, local, view, ui.pal, ui.text_size, ui.human_turn, mouse)))
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
        if not ui.human_turn:
            return m
        group = self.open_group(match, ui)
        if group is not None:
            m.pickable = {a.get("target") for a in group.actions if a.get("target")}
            m.slots = {layout().barricade * COLS + a["col"] - 1 for a in group.actions if a.get("col")}
        decision = match.rules.decision(state)
        if decision == "flip":
            m.slots = {layout().row_index(a["row"]) * COLS + a["col"] - 1 for a in self.legal(match)}
        m.zone = decision == "debts"
        return m

    def _zoom(self, surface, screen: Screen, state, ui) -> None:
        """The card under the mouse, large, beside it: every number on it readable."""
        found = self.card_at(screen, state, ui.mouse, ui.text_size)
        if found is None:
            return
        card, rect = found
        self.art.zoom(surface, card, rect, screen.rect, max(150, screen.slots[0].w * 2), ui.pal["shadow"],
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

    def hover(self, pos, match, ui) -> Optional[str]:
        screen = self.screen(self.rect)
        widget = self.panel.at(pos)
        if widget is not None:
            return widget.tip or None
        found = self.card_at(screen, match.state, pos, ui.text_size)
        if found is not None:
            return describe_card(match.state, found[0])
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

    # --- clicks: the modes (scene/modes.py) ------------------------------------------------------------
    def first_mode(self) -> Turn:
        return Turn(self)

    @property
    def turn_mode(self) -> Turn:
        """The board's own mode, whose picks stay on show while the what-if dice are typed."""
        return self.mode_under(Turn)

    def click(self, pos, match, ui) -> Optional[Action]:
        return self.take(self.mode.click(pos, match, ui))

    # --- the frame's calls --------------------------------------------------------------------------------
    def wheel(self, pos, dy, match, ui) -> None:
        """The wheel over the panel scrolls its choices (a long list of Hero moves and Items)."""
        if self.screen(self.rect).panel.collidepoint(pos):
            self.panel.scroll(-dy)

    def animate(self, events, match, ui) -> None:
        if not self.rect.w:
            return  # nothing drawn yet: there is no board on screen to move things on
        screen = self.screen(self.rect)
        self.anim.play(events, self.stage(screen, match.state, ui))

