"""City of Zombies at the table: the board from maps/coz_board.tmx, cards that read like
cards, the fight panel where dice and operators build combinations, the other choices as
buttons with a confirmation, practice hints from the solver, and the Events animated.

The frame (ui/table.py) runs the banner, log, dice tray, undo, hints, bots and the
game-over box; this view draws the board area and turns clicks into Actions. The parts:
view_layout (where things are, the static layer), view_cards (card faces), view_board (the
moving parts), view_anim (Events into tweens), view_combo (the combination builder),
view_fight (the panel), view_choices (the other choices, worded), view_end (the end).
"""
from __future__ import annotations

from typing import Any, Optional

import pygame

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.ui.boardview import BoardView

from . import data, fight, solver
from .data import CARDS, FLIP_BY_ID, HERO_NAMES
from .expression import pretty
from .layout import COLS, layout
from .state import card_name, is_target, strength
from .view_anim import Animator
from .view_board import BoardPainter, Marks, card_variant, hero_cards, strip_cells, strips, zone_stacks
from .view_cards import CardArt, describe_card
from .view_choices import Group, confirm_text, groups, option_label
from .view_combo import Builder
from .view_end import draw_end
from .view_fight import FightPanel, FightView
from .view_layout import Screen, draw_static, load

TITLES = {"heroes": "Set-up: Heroes", "flip": "Set-up: Flip Heroes",
          "rewards": "Alien Boss reward", "peek": "Sneak Peek", "decay": "Sudden Decay", "over": "Game over"}


class CozScene(BoardView):
    def __init__(self, game):
        super().__init__(game)
        self.board = load()
        self.art = CardArt()
        self.painter = BoardPainter(self.art)
        self.ghosts = Animator()
        self.panel = FightPanel()
        self._screen: Optional[Screen] = None
        self._static: tuple[tuple, Optional[pygame.Surface]] = ((), None)
        self._builder: tuple[tuple, Optional[Builder]] = ((), None)
        self._solutions: tuple[tuple, tuple[str, ...]] = ((), ())
        self._version = 0             # bumped whenever the state changes (an action, undo, redo)
        self._layer: tuple[tuple, Optional[pygame.Surface]] = ((), None)
        self._panel: tuple[tuple, Optional[pygame.Surface]] = ((), None)
        self._origin: Optional[Screen] = None
        self._actions: tuple[int, list] = (-1, [])
        self._groups: tuple[int, list] = (-1, [])
        self._fits: tuple[tuple, tuple[set, str]] = ((), (set(), ""))

    # --- layout and caches --------------------------------------------------------------------------
    def screen(self, rect: pygame.Rect) -> Screen:
        if self._screen is None or self._screen.rect != rect:
            self._screen = Screen(self.board, rect)
        return self._screen

    def static(self, screen: Screen, ui) -> pygame.Surface:
        key = (tuple(screen.rect), id(ui.pal), ui.text_size)
        if self._static[0] != key:
            layer = pygame.Surface(screen.rect.size, pygame.SRCALPHA)
            draw_static(layer, self.screen_at_origin(screen), ui.pal, ui.text_size)
            self._static = (key, layer)
        return self._static[1]

    def builder(self, state, ui) -> Optional[Builder]:
        """The bench of pieces for this fight turn's unused dice; Esc (the frame clears the
        selection) or any change of the dice starts it afresh."""
        turn = state.turn
        if not turn or turn.dice is None:
            return None
        key = (tuple(turn.dice), tuple(turn.used), len(turn.hits), state.round, state.turn_no)
        b = self._builder[1]
        if self._builder[0] != key or (b is not None and (b.history or b.picked is not None)
                                       and "bench" not in ui.selection):
            heroes = [(name, s, HERO_NAMES[name]) for name, s in fight.ready_flips(state).items()]
            b = Builder.start(fight.unused(turn), fight.tools(state), heroes)
            self._builder = (key, b)
        return b

    def _touch(self, ui) -> None:
        ui.selection["bench"] = True  # the bench has work on it: Esc drops it first

    # --- what the panel shows -------------------------------------------------------------------------
    def legal(self, match) -> list[Action]:
        """The legal actions (read once a position: a fight turn's list holds every hit)."""
        if self._actions[0] != self._version:
            self._actions = (self._version, match.legal_actions())
        return self._actions[1]

    def fits(self, match, piece) -> tuple[set[str], str]:
        """The targets the built piece would hit (the rules accept it there: MATCH), and why the rules
        refuse it where it equals a Strength but is not open (beyond the search, docs/rulings.md), or ''."""
        key = (self._version, piece.code)
        if self._fits[0] != key:
            state, accepted, refusal = match.state, set(), ""
            for card, _ in fight.targets(state):
                if strength(state, card) == piece.value:
                    try:
                        match.rules.check(state, Action.of("hit", target=card, expr=piece.code))
                        accepted.add(card)
                    except IllegalAction as exc:
                        refusal = refusal or exc.reason
            self._fits = (key, (accepted, refusal))
        return self._fits[1]

    def _say_built(self, match, ui, b: Builder, said: str, kind: str) -> None:
        """The builder's answer; for a piece equal to a Strength that the rules refuse there (beyond
        the search), their reason instead (the card shows no MATCH either)."""
        refusal = self.fits(match, b.current)[1] if b.current is not None and " = " in said else ""
        ui.say(refusal or said, "bad" if refusal else kind)

    def groups(self, match) -> list[Group]:
        if self._groups[0] != self._version:
            self._groups = (self._version, groups(match.state, match.rules.decision(match.state), self.legal(match)))
        return self._groups[1]

    def open_group(self, match, ui) -> Optional[Group]:
        key = ui.selection.get("group")
        return next((g for g in self.groups(match) if g.key == key), None) if key else None

    def fight_view(self, match, ui) -> FightView:
        state, rules = match.state, match.rules
        decision = rules.decision(state)
        if match.outcome is not None:
            return FightView(title="Game over", dice=[], used={}, builder=None, buttons=[], round_no=state.round,
                             note=f"{match.outcome.label}. Play again or go back to the menu (the box below).")
        turn = state.turn if decision == "fight" else None
        builder = self.builder(state, ui) if turn else None
        confirm = ui.selection.get("confirm")
        group = self.open_group(match, ui)
        buttons: list[tuple[str, Any, str]] = []
        if group is not None:
            only = ui.selection.get("only")
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
            left = len(fight.unused(turn))
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
        """Practice, H: every full use of the dice the solver finds (cached per position)."""
        state = match.state
        turn = state.turn
        if not (match.practice and ui.hint and turn and turn.dice is not None):
            return ()          # no hint: the frame keeps it silent while a '!' card is in play
        key = (len(match.steps), id(state))
        if self._solutions[0] != key:
            free = fight.unused(turn)
            board = tuple((c, strength(state, c), fight.threat(state, c, slot)) for c, slot in fight.targets(state))
            found = solver.assignments(tuple(sorted(free.items())), board, fight.tools(state), limit=12)
            lines = tuple("; ".join(f"{pretty(h.expr, free)} = {strength(state, h.target)} "
                                    f"({card_name(state, h.target)})" for h in a.hits) for a in found)
            self._solutions = (key, lines)
        return self._solutions[1]

    def pick_line(self, match, ui) -> str:
        """Practice, H: what the auto-player would play, and its one-line reason."""
        if not ui.hint:
            return ""
        state, action = match.state, ui.hint.action
        if action.kind == "hit":
            said = (f"{pretty(action['expr'], dict(enumerate(state.turn.dice)))} = "
                    f"{strength(state, action['target'])} on {card_name(state, action['target'])}")
        else:
            said = match.rules.describe(state, action)
        return f"Auto-player: {said}. Why: {ui.hint.reason}"

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface, rect, match, ui) -> None:
        screen = self.screen(rect)
        state = match.state
        marks = self.marks(match, ui)
        if ui.tweens.busy or self.ghosts.ghosts:  # things move: draw them where they are now
            surface.blit(self.static(screen, ui), rect.topleft)
            self.painter.draw(surface, screen, state, ui, marks)
            self.ghosts.draw(surface, self.art, ui.tweens)
        else:
            surface.blit(self.board_layer(screen, match, ui, marks), rect.topleft)
        self.painter.overlay(surface, screen, state, ui, marks)
        self.draw_panel(surface, screen, match, ui)
        if match.outcome is None:
            self._zoom(surface, screen, state, ui)

    def draw_over(self, surface, rect, match, ui) -> None:
        """The Game Ending card and the rank table, above the frame's game-over veil."""
        draw_end(surface, rect, match.state, match.outcome, ui)

    def board_layer(self, screen: Screen, match, ui, marks: Marks) -> pygame.Surface:
        """The board at rest, drawn once per position, look and marks (the bench's frame budget)."""
        key = (self._version, tuple(screen.rect), id(ui.pal), ui.text_size, marks.key)
        if self._layer[0] != key:
            layer = self.static(screen, ui).copy()
            self.painter.draw(layer, self.screen_at_origin(screen), match.state, ui, marks)
            self._layer = (key, layer)
        return self._layer[1]

    def screen_at_origin(self, screen: Screen) -> Screen:
        if self._origin is None or self._origin.rect.size != screen.rect.size:
            self._origin = Screen(self.board, pygame.Rect(0, 0, *screen.rect.size))
        return self._origin

    def draw_panel(self, surface, screen: Screen, match, ui) -> None:
        """The fight panel, redrawn only when what it shows (or the button under the mouse) changes."""
        view = self.fight_view(match, ui)
        hovered = self.panel.at(ui.mouse) if ui.human_turn else None
        key = (self._version, view.key, tuple(screen.panel), id(ui.pal), ui.text_size, ui.human_turn,
               hovered.rect.topleft if hovered else None, self.panel.first)
        if self._panel[0] != key:
            layer = pygame.Surface(screen.panel.size, pygame.SRCALPHA)
            local = pygame.Rect(0, 0, *screen.panel.size)
            mouse = (ui.mouse[0] - screen.panel.x, ui.mouse[1] - screen.panel.y)
            self.panel.draw(layer, local, view, ui.pal, ui.text_size, ui.human_turn, mouse)
            self._panel = (key, layer)
        surface.blit(self._panel[1], screen.panel.topleft)
        self.panel.layout(screen.panel, view, ui.text_size)  # clicks land on the panel where it is

    def marks(self, match, ui) -> Marks:
        state = match.state
        m = Marks()
        turn = state.turn
        if turn:
            m.hit = {h.target: pretty(h.expr, dict(enumerate(turn.dice))) for h in turn.hits}
            m.masaaki = turn.masaaki or ""
            b = self.builder(state, ui)
            piece = b.current if b else None
            if piece is not None and ui.human_turn:
                m.match = self.fits(match, piece)[0]
        lit = list(ui.highlights) + ([ui.hint.action] if ui.hint else [])   # none while silenced (hint_refusal)
        m.hinted = {a.get("target") for a in lit if a.get("target")}
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
        w = max(150, screen.slots[0].w * 2)
        h = w * 7 // 5
        box = pygame.Rect(0, 0, w, h)
        box.topright = (rect.x - 10, rect.y)
        if box.x < screen.rect.x:
            box.topleft = (rect.right + 10, rect.y)
        box.clamp_ip(screen.rect)
        pygame.draw.rect(surface, ui.pal["shadow"], box.move(4, 4), border_radius=10)
        self.art.blit(surface, card, box, card_variant(state, card) if card in FLIP_BY_ID else "")

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

    # --- clicks -----------------------------------------------------------------------------------------
    def click(self, pos, match, ui) -> Optional[Action]:
        screen = self.screen(self.rect)
        if screen.panel.collidepoint(pos):
            return self._panel_click(pos, match, ui)
        state = match.state
        found = self.card_at(screen, state, pos, ui.text_size)
        slot = screen.slot_at(pos)
        group = self.open_group(match, ui)
        if group is not None and group.pick:
            return self._pick(group, found[0] if found else None, slot, match, ui)
        decision = match.rules.decision(state)
        if decision == "flip":
            return self._flip_space(slot, match, ui)
        if decision == "debts" and found and found[0] in state.safe_zone:
            value = CARDS[found[0]].value
            return next(a for a in self.legal(match) if CARDS[a["card"]].value == value)
        if found is None:
            ui.say("Nothing to use there." if slot is None else "An empty space.")
            return None
        card = found[0]
        if any(card == c for _, c, _ in hero_cards(state)) or card in state.items:
            return self._own_card(card, match, ui)
        if decision != "fight":
            ui.say(f"{describe_card(state, card)}. Now: {match.rules.prompt(state)}.")
            return None
        return self._fight_click(card, match, ui)

    def _fight_click(self, card: str, match, ui) -> Optional[Action]:
        state = match.state
        turn = state.turn
        if turn.dice is None:
            ui.say("Roll the 3 Battle Dice first (the button in the panel). Masaaki, if you have him, picks a "
                   "Zombie before the roll: open his button.")
            return None
        if not is_target(state, card):
            ui.say(f"{card_name(state, card)} is not something dice can hit: Events and Items are resolved in STEP 1.")
            return None
        b = self.builder(state, ui)
        piece = b.current
        if piece is None and len(b.pieces) == 1:
            piece = b.pieces[0]
        if piece is None:
            ui.say(f"First build a number equal to {strength(state, card)}: click a die in the panel, then "
                   "operators and dice. Then click the Zombie.")
            return None
        return Action.of("hit", target=card, expr=piece.code)  # the rules check the value, and say why if not

    def _own_card(self, card: str, match, ui) -> Optional[Action]:
        """A Hero or an Item card clicked: open its move, or say why it cannot be used now."""
        state = match.state
        key = next((k for k, c, _ in hero_cards(state) if c == card), None)
        group_key = f"hero:{key}" if key else f"item:{card}"
        if any(g.key == group_key for g in self.groups(match)):
            return self._choose_group(group_key, match, ui)
        if key:
            hero = state.heroes.get(key) or state.flips.get(key)
            why = "is Exhausted (refreshed at the plane's refresh points, by Yas or Pizza)" if hero.exhausted \
                else "has no Special Move open right now"
            ui.say(f"{HERO_NAMES[key]} {why}.")
            return None
        effect = CARDS[card].effect
        if effect in (data.ENERGY, data.BINOCULARS, data.PORTAL, data.GLOVE):
            ui.say(f"The {CARDS[card].name} is used inside a combination: after the roll, pick a die in the panel "
                   "and press its button (+1/−1, 2x, −d, x³).")
        else:
            ui.say(f"The {CARDS[card].name} cannot be used right now.")
        return None

    def _flip_space(self, slot: Optional[int], match, ui) -> Optional[Action]:
        if slot is None:
            ui.say("Click a free space on the lit row.")
            return None
        row, col = layout().rows[slot // COLS], slot % COLS + 1
        action = next((a for a in self.legal(match) if a["row"] == row and a["col"] == col), None)
        if action is None:
            ui.say(f"Not there: {match.rules.prompt(match.state)}.", "bad")
        return action

    def _pick(self, group: Group, card: Optional[str], slot: Optional[int], match, ui) -> Optional[Action]:
        """A click on the board for an open move: its card (the Lid, Masaaki, Alonso), a Barricade
        space (the Toxic Barrel) or a free space (a Flip Hero)."""
        if group.pick == "slot":
            return self._flip_space(slot, match, ui)
        col = slot % COLS + 1 if slot is not None and slot // COLS == layout().barricade else None
        found = [a for a in group.actions if (card and a.get("target") == card) or (col and a.get("col") == col)]
        if not found:
            ui.say(f"Not a choice for {group.label.split(' — ')[0]}: click a lit card, or Back.", "bad")
            return None
        if len(found) == 1:
            return self._choose(found[0], group, ui, match)
        ui.selection["only"] = card or col
        ui.say("Choose below.")
        return None

    def _panel_click(self, pos, match, ui) -> Optional[Action]:
        if not ui.human_turn:
            return None
        w = self.panel.at(pos)
        if w is None:
            return None
        state = match.state
        b = self.builder(state, ui) if state.turn else None
        group = self.open_group(match, ui)
        if w.kind == "die" and group is not None and any(a.get("value") for a in group.actions):
            ui.selection["only"] = int(w.label.split()[-1]) - 1   # this die gets a new face
            ui.say(f"{group.label}: choose the new face of {w.label}.")
        elif w.kind in ("piece", "die") and b is not None:
            self._say_built(match, ui, b, b.click_piece(w.value), "text")
            self._touch(ui)
        elif w.kind == "op" and b is not None:
            said = b.click_op(w.value)
            self._say_built(match, ui, b, said, "bad" if "=" not in said and "…" not in said else "text")
            self._touch(ui)
        elif w.kind == "back" and b is not None:
            ui.say(b.back())
        elif w.kind == "scroll":
            self.panel.scroll(w.value)
        elif w.kind == "confirm":
            return ui.selection.pop("confirm", None)
        elif w.kind == "cancel":
            ui.selection.pop("confirm", None)
            ui.say("Cancelled.")
        elif w.kind == "button":
            what = w.value
            if what[0] == "group":
                return self._choose_group(what[1], match, ui)
            if what[0] == "option":
                return self._choose(what[1], self.open_group(match, ui), ui, match)
            if what[0] == "close":
                ui.selection.pop("group", None)
                ui.selection.pop("only", None)
        return None

    def _choose_group(self, key: str, match, ui) -> Optional[Action]:
        group = next(g for g in self.groups(match) if g.key == key)
        if len(group.actions) == 1 and not group.pick:
            return self._choose(group.actions[0], group, ui, match)
        ui.selection["group"] = key
        ui.selection.pop("only", None)
        ui.say(group.label + (": click a lit card on the board, or choose below." if group.pick else ": choose below."))
        return None

    def _choose(self, action: Action, group: Optional[Group], ui, match) -> Optional[Action]:
        if group is not None and group.direct:
            return action
        ui.selection["confirm"] = action
        ui.say(confirm_text(match.state, action))
        return None

    # --- the frame's calls --------------------------------------------------------------------------------
    def wheel(self, pos, dy, match, ui) -> None:
        """The wheel over the panel scrolls its choices (a long list of Hero moves and Items)."""
        if self.screen(self.rect).panel.collidepoint(pos):
            self.panel.scroll(-dy)

    def animate(self, events, match, ui) -> None:
        self._version += 1
        if not self.rect.w:
            return  # nothing drawn yet: there is no board on screen to move things on
        screen = self.screen(self.rect)
        self.ghosts.animate(events, match.state, screen, ui.tweens, ui.text_size)
        for e in events:
            if e.kind in ("hit", "roll", "dice"):
                self._builder = ((), None)

    def reset(self, match, ui) -> None:
        super().reset(match, ui)
        self._version += 1
        self.ghosts.clear()
        self._builder = ((), None)
        self._solutions = ((), ())
