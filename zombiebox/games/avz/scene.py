"""Aliens vs. Zombies at the table: the town, its counters and panels, clicks that
become Actions at every decision point, and animations of the Events.

The frame (ui/table.py) runs the banner, log, dice tray, undo, hints, bots and the
game-over box; this view draws the board area and turns clicks into Actions.
Decision points as clicks live in scene_choices, the drawing in scene_board,
scene_counters and scene_panels, the animations in scene_fx.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import pygame

from zombiebox.core.actions import Action
from zombiebox.core.paths import map_path
from zombiebox.core.tiled import load_board
from zombiebox.ui import draw
from zombiebox.ui.boardview import BoardView
from zombiebox.ui.palette import SEAT_COLOURS

from . import scene_panels as panels
from .data import TILES_BY_ID, ZOMBIES_BY_ID
from .scene_board import TERRAIN_NAME, BoardArt
from .scene_choices import Choice, Decision, decide, icon_names, kind_key, reach_preview
from .scene_counters import SHORT, counter_image, side_for, stack_badge
from .scene_fx import Fx
from .scene_layout import Layout, slots
from .words import SIDE_NAME, counter_name


class Layer:
    """A drawing kept while its key stays the same."""

    def __init__(self) -> None:
        self.key: tuple = ()
        self.img: Optional[pygame.Surface] = None

    def get(self, key: tuple, size: tuple[int, int], paint) -> pygame.Surface:
        if self.img is None or self.key != key or self.img.get_size() != size:
            self.img = pygame.Surface(size, pygame.SRCALPHA)
            paint(self.img)
            self.key = key
        return self.img


def _cost_label(surface, r: pygame.Rect, label: str, size: int, colour, pal) -> None:
    """A lit location's cost ("2 MP"), top right beside its name: the counters stay in view."""
    text = draw.text_surface(label, size, pal["pip"], True)
    box = text.get_rect(topright=(r.right - 4, r.y + 2)).inflate(6, 2)
    pygame.draw.rect(surface, colour, box, border_radius=4)
    surface.blit(text, text.get_rect(center=box.center))


@dataclass
class Fan:
    """A stack fanned out beside its location: a cell for each counter."""
    loc: str
    box: pygame.Rect
    size: int
    cells: list[tuple[pygame.Rect, str]]

    def unit_at(self, pos) -> Optional[str]:
        return next((u for r, u in self.cells if r.collidepoint(pos)), None)


class AvzScene(BoardView):
    def __init__(self, game):
        super().__init__(game)
        self.board = load_board(map_path("avz_town.tmx"))
        self.art = BoardArt(self.board)
        self.fx = Fx()
        self._layout: Optional[Layout] = None
        self._decision: tuple = ((), None)
        self._panels: tuple = ((), None)
        self._counters = Layer()  # the stacks on the map, redrawn when the state or a pick changes
        self._info = Layer()      # the tiles, piles and reserve panels
        self._fan_loc: Optional[str] = None  # the location whose stack is fanned out

    # --- what is where ------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> Layout:
        if self._layout is None or self._layout.rect != rect:
            self._layout = Layout(rect, self.board)
        return self._layout

    def decision(self, match, ui) -> Decision:
        s = match.state
        key = (id(s), len(match.steps), s.step, tuple(sorted(ui.selection.items())))
        if self._decision[0] != key:
            self._decision = (key, decide(match.rules, s, match.legal_actions(), ui.selection))
        return self._decision[1]

    def panels(self, layout: Layout, d: Decision, match, ui) -> panels.Panels:
        over = match.outcome is not None
        key = (id(d), tuple(layout.side), ui.text_size, over)
        if self._panels[0] != key:
            self._panels = (key, panels.layout(layout.side, d, ui.text_size, over, layout.rect))
        return self._panels[1]

    def _here_buttons(self, layout: Layout, d: Decision, ui) -> list[tuple[pygame.Rect, Choice]]:
        """The small action buttons beside the chosen location (AvZ 5.0: Move, Attack...)."""
        if not d.actions_here or d.at is None:
            return []
        size = max(12, ui.text_size - 3)
        h = draw.line_height(size) + 8
        w = max(draw.font(size).size(c.label)[0] for c in d.actions_here) + 20
        loc = layout.locs[d.at]
        x = loc.right + 4 if loc.right + 4 + w <= layout.map_area.right else loc.x - 4 - w
        top = max(layout.map_area.y, min(loc.centery - len(d.actions_here) * (h + 4) // 2,
                                         layout.map_area.bottom - len(d.actions_here) * (h + 4)))
        return [(pygame.Rect(x, top + i * (h + 4), w, h), c) for i, c in enumerate(d.actions_here)]

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface, rect, match, ui) -> None:
        s = match.state
        lay = self.layout(rect)
        d = self.decision(match, ui)
        pan = self.panels(lay, d, match, ui)
        over = match.outcome is not None
        self.fx.prune()
        surface.blit(self.art.surface(lay.fit), lay.map_rect.topleft)
        self._draw_lit(surface, lay, d, ui)
        flying = frozenset(self.fx.in_flight())
        looks = (id(ui.pal), ui.text_size, ui.human_turn)
        counters = self._counters.get((id(s), len(match.steps), id(d), flying, lay.rect.size, looks), lay.map_area.size,
                                      lambda img: self._paint_counters(img, lay, s, d, ui, flying))
        surface.blit(counters, lay.map_area.topleft)
        self._draw_stomps(surface, lay, s)
        self.fx.draw_effects(surface, lay, ui)
        if not over:
            seats = list(match.seats)
            seat = match.to_move
            colour = SEAT_COLOURS[seats.index(seat) % len(SEAT_COLOURS)] if seat in seats else ui.pal["accent"]
            whose = f"{SIDE_NAME.get(seat, '')} ({match.seats.get(seat, '')} bot)"
            panels.draw_decision(surface, pan, d, ui, colour, whose)
        flips = self.fx.flip_progress()
        if flips or over:  # a tile is turning, or the game is over: drawn afresh every frame
            self._paint_info(surface, pan, s, ui, lay, over, flips)
        else:
            def paint(img):  # the same panels, laid out at the layer's corner
                local = panels.layout(pygame.Rect((0, 0), lay.side.size), d, ui.text_size, over, lay.rect)
                self._paint_info(img, local, s, ui, lay, over, {})
            info = self._info.get((id(s), len(match.steps), lay.side.size, pan.decision.h, over, looks), lay.side.size,
                                  paint)
            surface.blit(info, lay.side.topleft)
        self.fx.draw_flights(surface, lay, pan, lay.counter)
        lit = set(ui.highlights) | ({ui.hint.action} if ui.hint else set())
        for r, c in self._here_buttons(lay, d, ui):
            panels.button(surface, r, c, ui, pan.size, c.action in lit)
        if not over:
            self._draw_preview(surface, lay, match, d, ui)
            self._draw_fan(surface, lay, s, d, ui)

    def draw_over(self, surface, rect, match, ui) -> None:
        """Game over: the victory table (AvZ 8.0), bright above the frame's veil."""
        pan = self.panels(self.layout(rect), self.decision(match, ui), match, ui)
        panels.draw_victory(surface, pan, len(match.state.dead_pile), ui.pal)

    @staticmethod
    def _paint_info(img, pan: panels.Panels, s, ui, lay: Layout, over: bool, flips) -> None:
        if not over:  # at the end draw_over shows the victory table instead
            panels.draw_tiles(img, pan, s, ui.pal, flips)
            panels.draw_reserve(img, pan, s, ui.pal, lay.counter)
            panels.draw_piles(img, pan, s, ui.pal)

    def _paint_counters(self, img, lay: Layout, s, d: Decision, ui, flying) -> None:
        """Every stack on the map, and the lit locations' labels over them, drawn into the
        layer at the map area's corner."""
        ox, oy = lay.map_area.topleft
        for loc, r in lay.locs.items():
            if s.aliens[loc] or s.zombies[loc]:
                stacks = self.groups(s, loc, d, flying)
                centres, size = slots(r.move(-ox, -oy), len(stacks), lay.counter)
                for (key, units), centre in zip(stacks, centres):
                    self._draw_stack(img, centre, key, len(units), size, ui)
        colour = ui.pal["good"] if ui.human_turn else ui.pal["dim"]
        size = max(11, ui.text_size - 4)
        for loc, label in d.lit.items():  # the cost of each lit location ("2 MP", "3 dice")
            if label:
                _cost_label(img, lay.locs[loc].move(-ox, -oy), label, size, colour, ui.pal)

    def _draw_lit(self, surface, lay: Layout, d: Decision, ui) -> None:
        pal = ui.pal
        colour = pal["good"] if ui.human_turn else pal["dim"]
        width = 2 + round(2 * ui.pulse(5)) if ui.human_turn and d.lit else 2
        for loc in d.lit:
            pygame.draw.rect(surface, colour, lay.locs[loc].inflate(2, 2), width, border_radius=4)
        if d.at is not None:
            pygame.draw.rect(surface, pal["accent"], lay.locs[d.at].inflate(6, 6), 3, border_radius=5)
        hinted = [a for a in ui.highlights] + ([ui.hint.action] if ui.hint else [])
        for a in hinted:  # H: the legal actions' places, the bot's suggestion thicker
            loc = a.get("to") or a.get("at")
            if loc in lay.locs:
                thick = 5 if ui.hint and a == ui.hint.action else 2
                pygame.draw.rect(surface, pal["highlight"], lay.locs[loc].inflate(8, 8), thick, border_radius=6)

    @staticmethod
    def _draw_stomps(surface, lay: Layout, s) -> None:
        """Footprints where the Mutant has stomped on its rampage (AvZ 4.0: each location once)."""
        if s.rampage is None:
            return
        for loc in s.rampage.visited[1:]:
            r = lay.locs[loc]
            foot = pygame.Rect(0, 0, max(4, r.w // 9), max(6, r.h // 7))
            for dx, dy in ((0.72, 0.1), (0.86, 0.16)):  # the corner the counters leave free
                foot.center = (r.x + round(r.w * dx), r.y + round(r.h * dy))
                pygame.draw.ellipse(surface, (150, 70, 160), foot)

    def groups(self, s, loc: str, d: Decision, flying: set[str]) -> list[tuple[tuple, list[str]]]:
        """A location's counters in stacks of the same kind and state (spent, lit, hit once)."""
        damaged = s.losses.damaged if s.losses else None
        out: dict[tuple, list[str]] = {}
        for side in (s.aliens[loc], s.zombies[loc]):
            for u in side:
                if u in flying:
                    continue
                key = (kind_key(u), u in s.acted, u in d.units, u == damaged)
                out.setdefault(key, []).append(u)
        order = {k: i for i, k in enumerate(SHORT)}
        return sorted(out.items(), key=lambda kv: (order[kv[0][0]], kv[0][1], not kv[0][2]))

    def _draw_stack(self, surface, centre, key: tuple, count: int, size: int, ui) -> None:
        kind, spent, lit, damaged = key
        img = counter_image(kind, size, spent)
        for k in range(min(count, 3) - 1, -1, -1):  # a stack shows a little of the counters under it
            surface.blit(img, img.get_rect(center=(centre[0] + 2 * k, centre[1] - 2 * k)))
        rect = img.get_rect(center=centre)
        if lit:
            pygame.draw.rect(surface, ui.pal["accent"], rect.inflate(4, 4), 2, border_radius=4)
        if damaged:  # one hit taken of the two it takes (AvZ 7.3)
            pygame.draw.line(surface, (230, 40, 30), rect.topleft, rect.bottomright, 3)
        if count > 1:
            stack_badge(surface, (rect.right + 2 * min(count, 3) - 2, rect.y - 2 * min(count, 3) + 4), count,
                        side_for(kind, size))

    def fan(self, lay: Layout, s, mouse, d: Decision) -> Optional[Fan]:
        """The stack under the mouse, fanned out: every counter on its own. When its counters
        can be clicked, it stays open while the mouse goes from the location to it."""
        kept = self._fan_of(lay, s, self._fan_loc) if self._fan_loc in d.unit_locs else None
        if kept is None or not kept.box.union(lay.locs[kept.loc]).collidepoint(mouse):
            loc = lay.loc_at(mouse)
            kept = self._fan_of(lay, s, loc) if loc else None
        self._fan_loc = kept.loc if kept else None
        return kept

    @staticmethod
    def _fan_of(lay: Layout, s, loc: str) -> Optional[Fan]:
        units = s.aliens[loc] + sorted(s.zombies[loc], key=lambda u: list(ZOMBIES_BY_ID).index(u))
        if len(units) < 2:
            return None
        size = max(22, lay.counter + 4)
        cell = round(size * 1.3) + 4
        cols = min(len(units), 6)
        rows = -(-len(units) // cols)
        box = pygame.Rect(0, 0, cols * cell + 12, rows * cell + 12)
        r = lay.locs[loc]
        for spot in ({"bottomleft": (r.x, r.y - 4)}, {"topright": (r.x - 4, r.y)}, {"topleft": (r.right + 4, r.y)},
                     {"topleft": (r.x, r.bottom + 4)}):
            box = box.move_to(**spot)  # above, else beside: clear of the tooltip at the mouse's lower right
            if lay.rect.contains(box):
                break
        box.clamp_ip(lay.rect)
        cells = [(pygame.Rect(box.x + 6 + (i % cols) * cell, box.y + 6 + (i // cols) * cell, cell, cell), u)
                 for i, u in enumerate(units)]
        return Fan(loc, box, size, cells)

    def _draw_fan(self, surface, lay: Layout, s, d: Decision, ui) -> None:
        if any(r.collidepoint(ui.mouse) for r, _ in self._here_buttons(lay, d, ui)):
            return  # the buttons beside a location lie over its neighbour: theirs is the hover
        fan = self.fan(lay, s, ui.mouse, d)
        if fan is None:
            return
        pygame.draw.rect(surface, ui.pal["shadow"], fan.box, border_radius=6)
        pygame.draw.rect(surface, ui.pal["panel_edge"], fan.box, 1, border_radius=6)
        for r, u in fan.cells:
            if u in d.units:  # in the group, or one the decision is about
                pygame.draw.rect(surface, ui.pal["accent"], r.inflate(-2, -2), 2, border_radius=5)
            elif r.collidepoint(ui.mouse) and ui.human_turn and fan.loc in d.unit_locs:
                pygame.draw.rect(surface, ui.pal["panel_edge"], r.inflate(-2, -2), 2, border_radius=5)
            img = counter_image(kind_key(u), fan.size, u in s.acted)
            surface.blit(img, img.get_rect(center=r.center))

    def _draw_preview(self, surface, lay: Layout, match, d: Decision, ui) -> None:
        """Hovering Move or Attack beside a location: where its counters could go (AvZ 5.1, 5.2)."""
        hovered = [c for r, c in self._here_buttons(lay, d, ui) if r.collidepoint(ui.mouse)]
        if not hovered or hovered[0].action is None or hovered[0].action.kind != "act":
            return
        size = max(11, ui.text_size - 4)
        for loc, label in reach_preview(match.rules, match.state, d.at, hovered[0].action["do"]).items():
            r = lay.locs[loc]
            pygame.draw.rect(surface, ui.pal["highlight"], r.inflate(2, 2), 2, border_radius=4)
            _cost_label(surface, r, label, size, ui.pal["highlight"], ui.pal)

    # --- clicks -----------------------------------------------------------------------------
    def click(self, pos, match, ui) -> Optional[Action]:
        lay = self.layout(self.rect)
        d = self.decision(match, ui)
        pan = self.panels(lay, d, match, ui)
        for r, c in self._here_buttons(lay, d, ui) + pan.buttons:
            if r.collidepoint(pos):
                return self._choose(c, ui)
        if pan.tiles.collidepoint(pos):
            if match.state.step == "reveal":
                return Action.of("reveal")
            ui.say("The event tiles: one is revealed at the start of each turn (AvZ 3.0)")
            return None
        fan = self.fan(lay, match.state, pos, d)
        if fan is not None and fan.loc in d.unit_locs and fan.box.collidepoint(pos):
            unit = fan.unit_at(pos)
            result = d.on_unit(unit) if unit else None
            if isinstance(result, str):
                ui.say(result)
                return None
            return result
        loc = lay.loc_at(pos)
        if loc is None:
            ui.say(d.hint)
            return None
        result = d.on_loc(loc)
        if isinstance(result, tuple):  # ("pick", location): the action is chosen next, beside it
            ui.selection["at"] = result[1]
            offered = " / ".join(c.label for c in self.decision(match, ui).actions_here)
            ui.say(f"{result[1]}: choose {offered} beside it (Esc cancels)")
            return None
        if isinstance(result, str):
            ui.say(result)
            return None
        return result

    def _choose(self, c: Choice, ui) -> Optional[Action]:
        if c.action is not None:
            return c.action
        if c.pick:
            ui.selection[c.pick[0]] = c.pick[1]
            ui.say(f"{c.label.split(' ×')[0]} chosen: now click a lit location")
        return None

    # --- tooltips ---------------------------------------------------------------------------
    def hover(self, pos, match, ui) -> Optional[str]:
        s = match.state
        lay = self.layout(self.rect)
        d = self.decision(match, ui)
        pan = self.panels(lay, d, match, ui)
        for r, c in self._here_buttons(lay, d, ui) + pan.buttons:
            if r.collidepoint(pos):
                return c.tip or (match.rules.describe(s, c.action) if c.action else c.label)
        for i, r in enumerate(pan.tile_rects):
            if r.collidepoint(pos):
                if i < len(s.revealed):
                    t = TILES_BY_ID[s.revealed[i]]
                    return f"Turn {i + 1}: tile {t.number} — {t.number} spawns, {icon_names(t.icons)} (AvZ 4.0)"
                return f"{len(s.tiles)} event tiles left face down; one is revealed each turn (AvZ 3.0)"
        if pan.piles.collidepoint(pos):
            return (f"Grave: {len(s.grave)} Zombies to draw from. Dead pile: {len(s.dead_pile)} — after turn 8 it "
                    "decides the level of victory (AvZ 8.0)")
        if pan.reserve.collidepoint(pos):
            counts: dict[str, int] = {}
            for u in s.reserve:
                counts[SHORT[kind_key(u)]] = counts.get(SHORT[kind_key(u)], 0) + 1
            return "Alien reserve: " + (", ".join(f"{n} {k}" for k, n in counts.items()) or "empty")
        fan = self.fan(lay, s, pos, d)
        unit = fan.unit_at(pos) if fan is not None else None
        if unit:
            spent = " (has acted this turn)" if unit in s.acted else ""
            return f"{counter_name(unit)} in {fan.loc}{spent}" + (f": {d.unit_tip}" if fan.loc in d.unit_locs else "")
        loc = lay.loc_at(pos)
        return self._place_tip(match, loc, d) if loc else None

    def _place_tip(self, match, loc: str, d: Decision) -> str:
        s, town = match.state, match.rules.town
        terrain = town.terrain[loc]
        cost = "costs 2 MP to enter (UFOs 1)" if terrain == "park" else "costs 1 MP to enter"
        where = ", outside edge" if loc in town.edge else ""
        spawn = "; Zombies spawn here" if loc in town.spawn_points else ""
        units = [SHORT[kind_key(u)] + (" (acted)" if u in s.acted else "") for u in s.aliens[loc] + s.zombies[loc]]
        tip = f"{loc} · {TERRAIN_NAME[terrain]}{where}: {cost}{spawn} (AvZ 6.1, 3.0)."
        if units:
            tip += " Here: " + ", ".join(units) + "."
        if d.lit.get(loc):
            tip += f" Lit: {d.lit[loc]}."
        return tip

    # --- events and jumps ---------------------------------------------------------------------
    def animate(self, events, match, ui) -> None:
        self.fx.start(events, match.rules, ui)

    def reset(self, match, ui) -> None:
        super().reset(match, ui)
        self.fx.clear()
        self._decision = ((), None)
        self._counters.key = self._info.key = ()

