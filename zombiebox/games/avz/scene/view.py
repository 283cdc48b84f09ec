"""The AvZ board view: draws the board area each frame from its layers, hands clicks to its
input mode (modes.py), says what is under the mouse, and plays the Events on its animator.

The frame (ui/table.py) runs the banner, log, dice tray, undo, hints, bots and the
game-over box.
"""
from __future__ import annotations

from typing import Optional, Union

import pygame

from zombiebox.core.actions import Action
from zombiebox.core.paths import map_path
from zombiebox.core.tiled import load_board
from zombiebox.ui import draw
from zombiebox.ui.board_art import Ground
from zombiebox.ui.boardview import BoardView, listed
from zombiebox.ui.drag import Drag, draw_dragged
from zombiebox.ui.explain import Explained
from zombiebox.ui.layer import Layer, Memo
from zombiebox.ui.modes import Plays
from zombiebox.ui.offer import Offer
from zombiebox.ui.palette import seat_colour
from zombiebox.ui.widgets.summary import summary_height, summary_lines
from zombiebox.ui.widgets.choice_panel import ChoicePanel
from zombiebox.ui.widgets import token
from zombiebox.ui.widgets.counter_stack import Fan, Fanning, beside, draw_fan, fan_out

from ..data import TILES_BY_ID, ZOMBIES_BY_ID
from ..town import load_town
from ..words import SIDE_NAME, counter_name, printed
from . import anim
from . import panels
from .board import (TERRAIN_NAME, BoardArt, Stack, draw_drops, draw_lit, draw_preview, draw_stomps, lit_place,
                    paint_counters, stacks)
from .choices import OFFERS, icon_names, marked
from .counters import SHORT, counter_image, kind_key
from .layout import Layout
from .drops import offered
from .piles import reserve_stacks
from .modes import Dropping, Turn, said


POINTABLE = 20  # counters drawn smaller than this on the map: their fan stays open to be clicked


class AvzScene(BoardView):
    # the table's tones (ui/palette.py): a town in daylight under alien skies: teal slate
    tones = (("table", (20, 30, 32)), ("panel", (34, 48, 52)), ("panel_edge", (80, 104, 110)),
             ("board", (46, 62, 66)), ("button", (54, 74, 78)),
             ("button_hover", (76, 100, 106)), ("button_off", (40, 52, 56)))

    def __init__(self, game):
        super().__init__(game)
        self.board = load_board(map_path("avz_town.tmx"))
        self.art = BoardArt(self.board)
        self.rescaled = (self.art.layer,)
        anim.register(self.anim)
        self._layout: Optional[Layout] = None
        self.kept = Memo()        # the decision's Offer in the current mode, the panels' layout
        self._counters = Layer()  # the stacks on the map, repainted when the state or a pick changes
        self._info = Layer()      # the event tiles and the victory table panels
        self._fanning = Fanning()  # the location whose stack is fanned out

    def first_mode(self) -> Turn:
        return Turn(self)

    @property
    def board_mode(self) -> Turn:
        """The board's own mode, also while a kit mode is over it (the what-if dice being typed)."""
        return self.mode_under(Turn)

    # --- what is where ------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> Layout:
        if self._layout is None or self._layout.rect != rect:
            self._layout = Layout(rect, self.board)
        return self._layout

    def decision(self, match, ui) -> Offer:
        """What the decision point offers in the current mode (kept while neither changes)."""
        mode = self.board_mode
        return self.kept.of(match, "decision", mode, lambda: marked(OFFERS.build(match, mode)))

    def panels(self, layout: Layout, d: Offer, match, ui) -> panels.Panels:
        end = self.end_height(layout, match, ui)
        key = (self.board_mode, tuple(layout.side), ui.text_size, end)   # `d` is the mode's offer at this version
        return self.kept.of(match, "panels", key, lambda: panels.layout(layout.side, d, ui.text_size, end))

    @staticmethod
    def end_height(layout: Layout, match, ui) -> int:
        """At the game's end, the room the frame's summary takes at the top of the side column."""
        if match.outcome is None:
            return 0
        return summary_height(ui.text_size, summary_lines(match), layout.side.w)

    def ground(self, match):
        """The country round the town (maps/art/ground_avz.svg)."""
        return Ground(self.board.art, self.layout(self.rect).fit.scale)

    def regions(self, match, ui) -> dict[str, pygame.Rect]:
        lay = self.layout(self.rect)
        return {"board": lay.map_area, "map": lay.map_rect, "side": lay.side}

    def end_place(self, rect: pygame.Rect) -> Optional[pygame.Rect]:
        """The summary in the decision panel's place: the map and the other panels stay in view."""
        side = self.layout(rect).side
        return pygame.Rect(side.x, side.y, side.w, 0)

    def parts(self, match, ui) -> tuple[Layout, Offer, panels.Panels]:
        lay = self.layout(self.rect)
        d = self.decision(match, ui)
        return lay, d, self.panels(lay, d, match, ui)

    def stack_at(self, pos, match, ui) -> Optional[Stack]:
        """The stack of counters drawn under `pos` on the map (the topmost where two touch)."""
        return next((st for st in reversed(self.stacks(match, ui)) if st.rect.inflate(6, 6).collidepoint(pos)), None)

    def stacks(self, match, ui) -> list[Stack]:
        lay, d, _ = self.parts(match, ui)
        return self.kept.of(match, "stacks", (self.board_mode, lay.rect.size), lambda: stacks(lay, match.state, d, frozenset()))

    def fan(self, match, ui, mouse) -> Optional[Fan]:
        """The stack under the mouse, fanned out large: every counter on its own. When its counters
        can be clicked and are drawn too small on the map to point at, it stays open while the
        mouse goes from the location to it (else it would lie over the neighbour, often the target)."""
        lay, d, _ = self.parts(match, ui)
        small = {st.loc for st in self.stacks(match, ui) if st.size < POINTABLE}

        def kept(loc: str) -> bool:
            return loc in d.marks["unit_locs"] and loc in small
        return self._fanning.under(mouse, lay.loc_at, lambda loc: self._fan_of(lay, match.state, d, loc), kept)

    @staticmethod
    def _fan_of(lay: Layout, s, d: Offer, loc: str) -> Optional[Fan]:
        """A location's counters fanned out beside it, clear of the lit locations (the places a click acts
        on next: the targets) wherever it can be (issue 35.9)."""
        units = s.aliens[loc] + sorted(s.zombies[loc], key=lambda u: list(ZOMBIES_BY_ID).index(u))
        return fan_out(loc, lay.locs[loc], units, max(token.MIN_SIZE, lay.counter + 4), lay.rect,  # magnified
                       avoid=[lay.locs[n] for n in d.tags if n != loc],
                       least=1 if lay.counter < token.MIN_SIZE else 2)   # a lone counter too small to read

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface, rect, match, ui) -> None:
        s = match.state
        lay, d, pan = self.parts(match, ui)
        over = match.outcome is not None
        frame = anim.Frame(lay, pan, ui)
        surface.blit(self.art.surface(lay.fit, ui.look, ui.time), lay.map_rect.topleft)
        if not (d.marks["drops"] and self.drag is not None and self.drag.moved(ui.mouse)):
            draw_lit(surface, lay, d, ui)  # a counter carried lights its own places (_draw_drag) instead
        flying = frozenset(anim.in_flight(self.anim))
        counters = self._counters.of(ui, lay.counters_area.size, (self.board_mode, flying, lay.rect.size, ui.human_turn),
                                     lambda img: paint_counters(img, lay, s, d, ui, flying))
        surface.blit(counters, lay.counters_area.topleft)
        draw_stomps(surface, lay, s)
        self.anim.draw(surface, frame, anim.EFFECTS)
        if not over:
            whose = f"{SIDE_NAME.get(match.to_move, '')} ({match.seats.get(match.to_move, '')} bot)"
            panels.draw_decision(surface, pan, d, ui, seat_colour(list(match.seats), match.to_move, ui.pal), whose)
        flips = anim.flips(self.anim, s.revealed)
        if flips:  # a tile is turning: drawn afresh every frame
            self._paint_info(surface, pan, s, ui, lay, flips)
        else:
            end = pan.decision.h if over else 0

            def paint(img):  # the same panels, laid out at the layer's corner
                local = panels.layout(pygame.Rect((0, 0), lay.side.size), d, ui.text_size, end)
                self._paint_info(img, local, s, ui, lay, {})
            info = self._info.of(ui, lay.side.size, (pan.decision.h, over, ui.human_turn), paint)
            surface.blit(info, lay.side.topleft)
        anim.draw_flights(surface, self.anim, frame)
        self._lift_reserve(surface, s, lay, ui)
        if not over:
            hovered = pan.choices.at(ui.mouse)
            action = hovered.action if hovered is not None else None
            if isinstance(action, Plays):  # a picked counter's run opens with its location's action
                action = action[0]
            if action is not None and action.kind == "act":
                draw_preview(surface, lay, match.rules.preview(s, action), ui)
            self._draw_fan(surface, match, d, ui)
            self._draw_drag(surface, match, lay, d, ui)
            self._draw_drop_panel(surface, match, ui)

    @staticmethod
    def _lift_reserve(surface, s, lay: Layout, ui) -> None:
        """The reserve's stack under the mouse lifted off its place, magnified where its counters are drawn
        smaller than a piece can be read (issue 33.3: 24 px at least at 960x600)."""
        if not lay.places["reserve"].collidepoint(ui.mouse):   # most frames: laid out only when it may be lifted
            return
        stacks, side, _ = reserve_stacks(lay.places["reserve"], s.reserve, ui.text_size, lay.counter)
        for key, _, top in stacks:
            if top.inflate(8, 8).collidepoint(ui.mouse):
                token.lift_over(surface, counter_image(key, side), top.center, side, square=True)

    def draw_over(self, surface, rect, match, ui) -> None:
        """Game over: what decided it, the dead pile against the victory table (AvZ 8.0), outlined."""
        _, _, pan = self.parts(match, ui)
        panels.draw_deciding(surface, pan, ui.pal)

    @staticmethod
    def _paint_info(img, pan: panels.Panels, s, ui, lay: Layout, flips) -> None:
        panels.draw_tiles(img, pan, s, ui.pal, flips)
        panels.draw_victory(img, pan, s, ui.pal)

    @property
    def fans_open(self) -> bool:
        """A group carried to its target, a drop's choice open: no fan opens over the way."""
        return self.drag is None and not isinstance(self.board_mode, Dropping)

    def _draw_fan(self, surface, match, d: Offer, ui) -> None:
        if not self.fans_open:
            return
        s = match.state
        fan = self.fan(match, ui, ui.mouse)
        if fan is not None:
            draw_fan(surface, fan, ui.pal, lambda u, size: counter_image(kind_key(u), size, u in s.acted),
                     lambda u: u in d.marks["units"], ui.human_turn and fan.place in d.marks["unit_locs"], ui.mouse)

    def _draw_drag(self, surface, match, lay: Layout, d: Offer, ui) -> None:
        """The counters carried to a lit location, under the mouse (the group, or the one pressed);
        a counter carried outside a group lights where it may be dropped, and what a drop there means."""
        if self.drag is None or not self.drag.moved(ui.mouse):
            return
        s = match.state
        if d.marks["drops"]:
            draw_drops(surface, lay, {loc: [c.short for c in cs] for loc, cs in
                                      self.drops(match, ui, self.drag.item[0]).items()}, ui)
        carried = list(s.group.units) if s.group is not None and s.group.units else self.drag.item
        size = max(lay.counter, 22)
        for k, u in enumerate(carried[:4]):
            draw_dragged(surface, counter_image(kind_key(u), size), (ui.mouse[0] + 6 * k, ui.mouse[1] - 6 * k))

    def _draw_drop_panel(self, surface, match, ui) -> None:
        shown = self.drop_panel(match, ui)
        if shown is not None:
            box, panel = shown
            pygame.draw.rect(surface, ui.pal["panel"], box, border_radius=8)
            pygame.draw.rect(surface, ui.pal["accent"], box, 2, border_radius=8)
            panel.draw(surface, ui, self.parts(match, ui)[2].size)

    # --- clicks -----------------------------------------------------------------------------
    def click(self, pos, match, ui) -> Union[Action, Plays, None]:
        """The mode answers: an Action (or a run of them) goes to the table, a new mode takes over
        (and says so). A press on counters that can go somewhere also takes them up (released on
        a lit location, they go there): the group, or outside a group the counter pressed."""
        _, d, _ = self.parts(match, ui)
        stack = self.stack_at(pos, match, ui)
        carried = [u for u in stack.units if u in d.marks["drags"]] if stack is not None else []
        self.drag = Drag(carried[:1] if d.marks["drops"] else carried, pos) if carried else None
        return self._answer(self.board_mode.click(pos, match, ui), ui)

    def _answer(self, result, ui) -> Union[Action, Plays, None]:
        """A mode's answer taken: a mode of the board's says its prompt and takes over (under the
        what-if dice being typed, if they are: the typing stays on top)."""
        if isinstance(result, Turn):
            if result.prompt:
                ui.say(result.prompt)
            if self.board_mode is not self.mode:
                self.mode.parent = result
                return None
        return self.take(result)

    def release(self, pos, match, ui) -> Union[Action, Plays, None]:
        """Counters dropped on a lit location go there (AvZ 5.1, 5.2): the group as the location's
        click; a counter outside a group as the clicks that send it (its location, the action, the
        counter, the target). Where it could do two things, the choice is offered at the drop."""
        drag, self.drag = self.drag, None
        if drag is None or not drag.moved(pos):
            return None  # a click, not a drag: the press did its part
        _, d, _ = self.parts(match, ui)
        loc = self.layout(self.rect).loc_at(pos)
        if d.marks["drops"] is None:
            if loc not in d.lit:
                ui.say("Drop the group on a lit location: where it can go (H lights them too)")
                return None
            return self._answer(said(ui, d.click(loc, parent=self.board_mode)), ui)
        unit = drag.item[0]
        choices = self.drops(match, ui, unit).get(loc)
        if not choices:
            if loc != match.state.at[unit]:
                ui.say(f"Drop the {SHORT[kind_key(unit)]} on a lit location: where it can go (Esc drops the pick)")
            return None  # dropped back where it stands: it stays picked
        if len(choices) == 1:
            return choices[0].plays
        return self._answer(Dropping(self, f"{offered(choices)} in {loc}? Choose at the drop (Esc cancels)",
                                     match.state.at[unit], loc, tuple(choices)), ui)

    def drops(self, match, ui, unit: str) -> dict:
        """Where a counter taken up outside a group may be dropped, and what each drop plays."""
        _, d, _ = self.parts(match, ui)
        drops = d.marks["drops"]
        return self.kept.of(match, "drops", unit, lambda: drops(unit)) if drops else {}

    def drop_panel(self, match, ui) -> Optional[tuple[pygame.Rect, ChoicePanel]]:
        """The choices of a drop that could mean two things, in a box beside the place dropped on."""
        mode = self.board_mode
        if not isinstance(mode, Dropping) or match.outcome is not None:
            return None
        lay, d, pan = self.parts(match, ui)
        buttons = [b for b in d.buttons if b.action in {c.plays for c in mode.choices}]
        if not buttons:  # the decision moved on under the drop (the choices belong to another)
            return None
        row = draw.line_height(pan.size) + 10
        width = max(draw.font(pan.size).size(b.label)[0] for b in buttons) + 24
        size = (width + 12, len(buttons) * (row + 4) + 8)
        box = beside(lay.locs[mode.place], size, lay.map_area, [lay.locs[mode.place], lay.locs[mode.at]])
        return box, ChoicePanel.flow(buttons, box.x + 6, box.y + 6, width, 1, row)

    def at_drop(self, pos, match, ui):
        """The button of the drop's choices under `pos`, if they are open."""
        shown = self.drop_panel(match, ui)
        return shown[1].at(pos) if shown is not None else None

    # --- tooltips ---------------------------------------------------------------------------
    def hover(self, pos, match, ui) -> Union[str, Explained, None]:
        if self.drag is not None and self.drag.moved(pos):
            return None  # carried: the lit places say what a drop means, nothing covers them
        s = match.state
        lay, d, pan = self.parts(match, ui)
        button = pan.choices.at(pos) or self.at_drop(pos, match, ui)
        if button is not None:
            return button.hover
        for i, r in enumerate(pan.tile_rects):
            if r.collidepoint(pos):
                if i < len(s.revealed):
                    t = TILES_BY_ID[s.revealed[i]]
                    return f"Turn {i + 1}: tile {t.number} — {t.number} spawns, {icon_names(t.icons)} (AvZ 4.0)"
                return f"{len(s.tiles)} event tiles left face down; one is revealed each turn (AvZ 3.0)"
        if pan.piles.collidepoint(pos) or lay.places["dead_pile"].collidepoint(pos):
            return f"Dead pile: {len(s.dead_pile)} — after turn 8 it decides the level of victory (AvZ 8.0)"
        if lay.places["grave"].collidepoint(pos):
            return f"Grave: {len(s.grave)} Zombies to draw from, unseen (AvZ 1.0)"
        if lay.places["reserve"].collidepoint(pos):
            stacks = reserve_stacks(lay.places["reserve"], s.reserve, ui.text_size, lay.counter)[0]
            return self.reserve_explained(s, stacks, pos)
        fan = self.fan(match, ui, pos) if self.fans_open else None  # carried: the place below is the news
        unit = fan.item_at(pos) if fan is not None else None
        if unit:
            spent = " (has acted this turn)" if unit in s.acted else ""
            here = f"In {fan.place}{spent}" + (f": {d.marks['unit_tip']}" if fan.place in d.marks["unit_locs"] else "")
            return Explained(counter_name(unit, capital=True), (*printed(unit), here), "AvZ 1.0",
                             tuple(fan.box.union(fan.anchor)))   # beside the fan, not over it
        stack = self.stack_at(pos, match, ui)
        if stack is not None:
            here = (f"Click: {d.marks['unit_tip'] or 'pick it'}" if set(stack.units) & d.marks["pickable"]
                    else self._place_tip(match, stack.loc, d))
            count = f" (×{len(stack.units)})" if len(stack.units) > 1 else ""
            return Explained(f"{counter_name(stack.units[0], capital=True)}{count} in {stack.loc}",
                             (*printed(stack.units[0]), here), "AvZ 1.0", tuple(stack.rect))
        loc = lay.loc_at(pos)
        return self._place_tip(match, loc, d) if loc else None

    @staticmethod
    def reserve_explained(s, stacks, pos) -> Union[str, Explained]:
        """A stack of the Alien reserve under the mouse (`stacks`: kind, count, its top counter on the
        screen, wherever the reserve is drawn): its counter's card, as on the board; else the reserve in words."""
        for key, n, top in stacks:
            if top.inflate(8, 8).collidepoint(pos):   # the counters under the top one show round it
                uid = next(u for u in s.reserve if kind_key(u) == key)
                return Explained(f"{counter_name(uid, capital=True)} (×{n}) in the Alien reserve",
                                 (*printed(uid), "Off the board, awaiting landing; small units land in empty "
                                  "locations in the Alien Landing phase (AvZ 3.0)"),
                                 "AvZ 1.0", tuple(top))
        return "Alien reserve: " + (", ".join(f"{n} {SHORT[key]}" for key, n, _ in stacks) or "empty")

    def _place_tip(self, match, loc: str, d: Offer) -> str:
        s, town = match.state, load_town()  # the printed board (maps/avz_town.tmx), not the rules' workings
        terrain = town.terrain[loc]
        cost = "costs 2 MP to enter (UFOs 1)" if terrain == "park" else "costs 1 MP to enter"
        where = ", outside edge" if loc in town.edge else ""
        spawn = "; Zombies spawn here" if loc in town.spawn_points else ""
        units = [SHORT[kind_key(u)] + (" (acted)" if u in s.acted else "") for u in s.aliens[loc] + s.zombies[loc]]
        tip = f"{loc} · {TERRAIN_NAME[terrain]}{where}: {cost}{spawn} (AvZ 6.1, 3.0)."
        if units:
            tip += " Here: " + ", ".join(units) + "."
        if d.tags.get(loc):
            tip += f" Lit: {d.tags[loc]}."
        return tip

    def lit_words(self, actions, match, ui) -> str:
        """H lights places on the map and buttons in the panel: counted and listed as lit, the
        hint's pick marked (several actions at one place, a Move and an Attack, light it once)."""
        _, d, _ = self.parts(match, ui)
        pick = ui.hint.action if ui.hint else None
        places: dict[str, bool] = {}
        for a in actions:
            if lit_place(a):
                places[lit_place(a)] = places.get(lit_place(a), False) or a == pick
        buttons = {b.label: b.action == pick for b in d.buttons if b.action in actions and not lit_place(b.action)}
        parts = [listed(places, "location"), listed(buttons, "button")]
        return " and ".join(p for p in parts if p) or f"the {len(actions)} choices"

    # --- events and jumps ---------------------------------------------------------------------
    def animate(self, events, match, ui) -> None:
        self.anim.play(events, match)

    def reset(self, match, ui) -> None:
        super().reset(match, ui)
        self.anim.finish()
        self.kept.drop()
        self._counters.drop()
        self._info.drop()
