"""The ATZ board view: the joined hex boards through a camera (scroll by a drag, zoom with the wheel),
the figures and markers, the side column with the turn, the selected survivor's status card and the
choices: what the open decision offers (choices.OFFERS), its lit hexes on the map and its buttons in the
column; clicks go to its input mode (modes.py); Events play on its animator (anim.py).

The frame (ui/table.py) runs the banner, log, dice tray, undo, hints, bots and the game-over box.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Union

import pygame

from zombiebox.core.actions import Action
from zombiebox.core.words import plural
from zombiebox.ui import draw
from zombiebox.ui.board_art import Ground
from zombiebox.ui.boardview import BoardView
from zombiebox.ui.camera import Camera
from zombiebox.ui.drag import Drag
from zombiebox.ui.explain import Explained
from zombiebox.ui.layer import Layer, Memo, Rescaled
from zombiebox.ui.modes import Mode
from zombiebox.ui.offer import Offer, Which
from zombiebox.ui.palette import seat_colour
from zombiebox.ui.tween import Tween
from zombiebox.ui.widgets.choice_panel import ChoicePanel, Confirm
from zombiebox.ui.widgets.map_nav import MapNav

from ..boards import BUILDING, Table, load_table
from ..data import RENEGADE, WEAPON, ZOMBIE_REP
from . import anim, board, panels
from .panels import card_lines
from .scenario import draw_exits, draw_scenario
from .choices import OFFERS, capital
from .hexes import IDS_FROM, LIGHT, TERRAIN_WORDS, centre, paint_table
from .layout import Layout
from .modes import Turn
from .shop import Shop, draw_shop, shop_panel

PAN = "pan"   # what a press on the map takes up: the map itself
GLIDE, GLIDE_KEY = 0.35, "camera"   # seconds the camera takes to bring a point into view (look.md 8: 150-400 ms)
RENEGADE_COLOUR = (196, 72, 200)  # 10.2: a renegade's ring, apart from every seat's colour
GOES_TO = ("to", "at")        # an action's params naming the hex it goes to (H lights them)
FIGURES = ("who", "zombie")   # its params naming a figure


def successes(dice: list[int], rep: int, mark: str) -> list[dict]:
    """Dice rolled against a Rep for the dice tray, each at or under it a success marked `mark` (ATZ 5.3)."""
    return [{"value": v, "mark": mark if v <= rep else None} for v in dice]


def bounds(points) -> tuple[float, float, float, float]:
    """The box (left, top, right, bottom) round map points."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


class AtzScene(BoardView):
    # the table's tones (ui/palette.py): a skirmish in the desert: olive drab
    tones = (("table", (28, 29, 20)), ("panel", (46, 48, 34)), ("panel_edge", (104, 106, 76)),
             ("board", (62, 64, 46)), ("button", (74, 78, 54)),
             ("button_hover", (98, 104, 72)), ("button_off", (52, 55, 42)))

    def __init__(self, game):
        super().__init__(game)
        self.paths: dict[str, list[str]] = {}   # a figure in motion -> the hexes it walks (anim.py)
        anim.register(self.anim, self.paths)
        self.cam: Optional[Camera] = None
        self.glide_to: Optional[tuple[float, float, float]] = None   # where the camera is gliding (`glide`)
        self.asked: list[str] = []   # the hexes `show` is to bring into view once the camera has its window
        self.layers = Rescaled()           # the painted table at the camera's zoom (scaled while it zooms)
        self.rescaled = (self.layers,)
        self.pieces = Layer(alpha=False)   # that with the markers and the figures at rest
        self.side = Layer(alpha=False)     # the side column but its buttons
        self.kept = Memo()
        self.threat_on = False                  # practice: every zombie's reach shown (T)
        self.table_now: Optional[Table] = None   # the table last drawn: where a click or hover lands
        self.pan_from = (0, 0)                   # the last mouse point of a drag scrolling the map
        self.shopping = ""                       # the survivor the purchase shows (ATZ 14.0)
        self.panned = False                      # the drag has scrolled: its release is no click
        self.nav = MapNav()                      # Fit, the minimap, the wheel and drag said (issue 33.1)

    def first_mode(self) -> Turn:
        return Turn(self)

    @property
    def turn_mode(self) -> Turn:
        return self.mode_under(Turn)

    # --- what is where ------------------------------------------------------------------------------
    def table(self, match) -> Table:
        return load_table(tuple(tuple(row) for row in match.state.layout))

    def layout(self) -> Layout:
        return self.kept.get("layout", tuple(self.rect), lambda: Layout(self.rect))

    def camera(self, match) -> Camera:
        table = self.table(match)
        width, height = table.grid.pixel_size()
        if self.cam is None or (self.cam.width, self.cam.height) != (width, height):
            self.cam = Camera(width, height)
        view = self.layout().map
        if not self.cam.view.w:  # a table opens with the whole map in view (issue 33.1)
            self.cam.frame(view, 1.0)
            self.cam.fit()
        self.cam.frame(view, 1.0)
        if self.asked:
            self.bring(table, self.asked)
            self.asked = []
        if self.glide_to is not None:   # on its way to a point `glide` brings into view; there once it ends
            self.cam.place(*self.anim.value(GLIDE_KEY, self.glide_to))
            if self.anim.value(GLIDE_KEY) is None:
                self.glide_to = None
        return self.cam

    def glide(self, x: float, y: float, zoom: Optional[float] = None) -> None:
        """The map point (x, y) brought to the middle of the window (at `zoom`, else the camera's) in a glide
        from where the camera looks now, not a jump (look.md 8: nothing teleports)."""
        cam = self.cam
        was = (cam.x, cam.y, cam.zoom)
        cam.place(cam.x, cam.y, cam.zoom if zoom is None else zoom)
        cam.look_at(x, y)
        if (cam.x, cam.y, cam.zoom) != was:
            self.glide_to = (cam.x, cam.y, cam.zoom)
            self.anim.tween(GLIDE_KEY, Tween(was, self.glide_to, GLIDE))
            cam.place(*was)

    def show(self, actions, match, ui) -> None:
        """The hexes these actions go to, then those of the figures they name, brought into view once the
        camera has its window (a lesson asks before its first frame)."""
        s = match.state
        where = {**{z: x.hex for z, x in s.zombies.items()},
                 **{sid: sv.hex for sid, sv in s.survivors.items() if sv.on_board}}
        hexes = [v for a in actions for k, v in a.params if k in GOES_TO] + \
            [where[v] for a in actions for k, v in a.params if k in FIGURES and v in where]
        self.asked = list(dict.fromkeys(hexes))

    def bring(self, table: Table, hexes: list[str]) -> None:
        """The hexes in the window at a zoom that draws the hex ids (IDS_FROM), in a glide; where they are
        already, the camera stays. Too far apart to be seen together so, the first (where the move goes)."""
        cam = self.cam
        corners = {h: table.grid.outline(table.cell[h]) for h in hexes if h in table.cell}
        if not corners:
            return
        points = [p for outline in corners.values() for p in outline]
        if cam.zoom >= IDS_FROM and all(cam.view.collidepoint(cam.to_screen(*p)) for p in points):
            return
        box = bounds(points)
        zoom = cam.showing(box, IDS_FROM)
        if (box[2] - box[0]) * zoom > cam.view.w or (box[3] - box[1]) * zoom > cam.view.h:
            box = bounds(next(iter(corners.values())))
            zoom = cam.showing(box, IDS_FROM)
        self.glide((box[0] + box[2]) / 2, (box[1] + box[3]) / 2, zoom)

    def follow(self, match, table: Table) -> None:
        """The survivor whose card is shown, brought to the middle of the window if it is near an edge
        or out of it; before anyone has entered, the edge the band enters by."""
        sv = self.selected(match)
        if sv is not None and sv.on_board:
            at = self.cam.to_screen(*centre(table, sv.hex))
            middle = self.cam.view.inflate(-self.cam.view.w // 3, -self.cam.view.h // 3)
            if not middle.collidepoint(at):
                self.glide(*centre(table, sv.hex))
        elif not any(x.on_board for x in match.state.survivors.values()):
            # a side, or half of one (5-6 players)
            edge = [centre(table, h) for h in match.rules.entry_edge(match.state, match.to_move)]
            self.glide(sum(p[0] for p in edge) / len(edge), sum(p[1] for p in edge) / len(edge))

    def hex_at(self, pos) -> Optional[str]:
        table = self.table_now
        if self.cam is None or table is None or not self.cam.view.collidepoint(pos):
            return None
        cell = table.grid.pixel_to_hex(*self.cam.to_map(*pos))
        return table.at.get(cell)

    def legal(self, match) -> list[Action]:
        return self.kept.of(match, "legal", (), match.legal_actions)

    def threat(self, match) -> dict[str, int]:
        """Practice (T): each hex some zombie can reach in its next impulse, with how many can (the rules'
        `threat`)."""
        return self.kept.of(match, "threat", (), lambda: match.rules.threat(match.state))

    def sights(self, match) -> list[tuple[str, str]]:
        """Practice (T): each (zombie hex, survivor hex) in sight of each other (the rules' `zombie_sights`)."""
        return self.kept.of(match, "sights", (), lambda: match.rules.zombie_sights(match.state))

    def threat_words(self, match) -> str:
        threat, s = self.threat(match), match.state
        named = [f"{sv.card.name} by {threat[sv.hex]}" for sv in s.survivors.values()
                 if sv.on_board and threat.get(sv.hex)]
        reached = "; ".join(named) if named else "no survivor"
        seen = {p for _, p in self.sights(match)}
        eyed = ", ".join(sv.card.name for sv in s.survivors.values() if sv.on_board and sv.hex in seen) or "none"
        return (f"The zombies' reach next impulse shaded red, their lines of sight drawn (T hides them): "
                f"{reached} can be reached (ATZ 6.3); in a zombie's sight: {eyed} (ATZ 8.2.1)")

    def offer(self, match, mode: Optional[Mode] = None) -> Offer:
        """What the open decision offers (choices.OFFERS) in `mode`: the board's own (Turn) unless given."""
        mode = mode or self.turn_mode
        return self.kept.of(match, "which" if isinstance(mode, Which) else "offer", mode,
                            lambda: OFFERS.build(match, mode))

    def choosing(self) -> Optional[Which]:
        """The several actions of the hex clicked, while the player picks one (the kit's Which)."""
        return self.mode if isinstance(self.mode, (Which, Confirm)) else None

    def panel(self, match, ui) -> ChoicePanel:
        lay, shop = self.layout(), self.shop(match, ui)
        if shop is not None:
            return shop.panel
        offer = self.offer(match, self.choosing())
        return self.kept.of(match, "panel", (tuple(lay.side), ui.text_size, self.choosing()),
                            lambda: panels.choice_panel(lay.side, [replace(b, label=capital(b.label))  # a Which's too
                                                                   for b in offer.buttons],
                                                        self._panel_top(match, ui), ui))

    def shop(self, match, ui) -> Optional[Shop]:
        """The purchase (ATZ 14.0, 13.0) over the map, while it lasts."""
        if not self.offer(match).marks.get("shop"):
            return None
        lay, shown = self.layout(), self.selected(match)
        sid = shown.sid if shown is not None else ""
        return self.kept.of(match, "shop", (tuple(lay.map), ui.text_size, sid),
                            lambda: shop_panel(lay.map, match.rules, match.state, sid, lambda s: Turn(self, s), ui))

    def _panel_top(self, match, ui) -> int:
        """Where the choices start: under the turn header and the status card."""
        lay, s = self.layout(), match.state
        scratch = pygame.Surface((1, 1))
        y = panels.draw_turn(scratch, lay.side, match.rules, s, self.may_act(match), ui)
        sv = self.selected(match)
        y = panels.draw_card(scratch, lay.side, sv, y, ui) if sv is not None else y
        return panels.draw_counts(scratch, lay.side, s, y, ui)

    def may_act(self, match) -> list[str]:
        return [match.state.survivors[a["who"]].card.name for a in self.legal(match) if a.kind == "impulse"]

    def selected(self, match):
        """The survivor whose card is shown: the one picked, else the one reacting, else the one taking its
        impulse, else the first that may take one, else the first of the player to move."""
        s = match.state
        acting = [a["who"] for a in self.legal(match) if a.kind in ("impulse", "set_up")]
        own = [sv.sid for sv in s.survivors.values() if sv.player == match.to_move]
        if self.offer(match).marks.get("shop"):  # the purchase: the one last shown stays shown, else the one last recruited
            self.shopping = self.turn_mode.selected or (self.shopping if self.shopping in own else "")
            return s.survivors.get(self.shopping or next(iter(own[::-1]), ""))
        reacting = s.reactions[0].sid if s.reactions else ""  # 9.0: who reacts now
        sid = self.turn_mode.selected or reacting or s.impulse.sid or next(iter(acting + own + list(s.survivors)), "")
        return s.survivors.get(sid)

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface, rect, match, ui) -> None:
        s, table = match.state, self.table(match)
        self.table_now = table
        cam, lay = self.camera(match), self.layout()
        width, height = table.grid.pixel_size()
        zoomed = (max(1, round(width * cam.zoom)), max(1, round(height * cam.zoom)))
        terrain = self.layers.get(zoomed, ui.look, (table.layout, s.time), ui.time,
                                  lambda img: paint_table(img, table, cam.zoom, ui.text_size, s.time))
        moving = self.moving(table)
        selected = self.selected(match)
        sid = selected.sid if selected else ""
        keyed = self.threat_on and match.practice
        threat = self.threat(match) if keyed else {}
        sights = self.sights(match) if keyed else []
        bands = self.bands(match, ui)
        offer = self.offer(match) if ui.human_turn and match.outcome is None else Offer()
        shown = {h: w for h, w in offer.tags.items() if w}
        aims = {h: w for h, w in shown.items() if h in offer.marks.get("targets", ())}
        hinted = tuple(v for a in ui.lit if isinstance(a, Action) for k, v in a.params if k in GOES_TO)

        def paint_board(img):  # the table, lit hexes, markers and figures at rest: one opaque blit a frame
            whole = cam.whole()
            img.blit(terrain, (0, 0))
            if threat:
                board.draw_shade(img, whole, table, threat)
            draw_exits(img, whole, table, match.rules.exits(s))   # under the lit hexes: they stay readable
            board.draw_lit(img, whole, table, {h: w for h, w in shown.items() if h not in aims}, ui.pal["good"], ui)
            board.draw_lit(img, whole, table, aims, ui.pal["bad"], ui)
            board.draw_lit(img, whole, table, {h: "" for h in hinted}, ui.pal["highlight"], ui)
            board.draw_markers(img, whole, table, s)
            draw_scenario(img, whole, table, match.rules.scenario_marks(s))
            board.draw_sights(img, whole, table, sights)
            board.draw_standing(img, whole, table, s, moving, sid, bands)
        zoom = round(cam.zoom, 4)   # the camera's, not the match's: a key of its own
        at_rest = self.pieces.of(ui, zoomed, (zoom, frozenset(moving), sid, keyed, bool(shown), hinted,
                                              self.layers.pending), paint_board)   # again once the table is sharp
        seen = cam.seen   # where the boards leave an edge of the window bare, the frame's ground shows
        surface.blit(at_rest, cam.view.topleft, seen)
        if lay.map.collidepoint(ui.mouse) and self.drag is None:
            board.lift_hovered(surface, board.standing(cam, table, s, moving, sid, bands)[0], ui.mouse)
        board.draw_moving(surface, cam, s, moving, bands)
        self._draw_hover(surface, match, table, cam, ui)
        self.anim.draw(surface, anim.Stage(s, table, cam, ui.text_size))
        self.nav.draw(surface, cam, ui, (table.layout, s.time),
                      lambda img, zoom: paint_table(img, table, zoom, ui.text_size, s.time))
        shop = self.shop(match, ui)
        if shop is not None:
            draw_shop(surface, lay.map, shop, ui)
        self._draw_side(surface, match, ui)

    @staticmethod
    def bands(match, ui) -> dict:
        """Each player's colour (its seat's), shown round its survivors when several play (ATZ 14.0)."""
        players = match.state.players
        out = {p: seat_colour(list(match.seats), p, ui.pal) for p in players} if len(players) > 1 else {}
        if any(sv.player == RENEGADE for sv in match.state.survivors.values()):
            out[RENEGADE] = RENEGADE_COLOUR  # 10.2: nobody's band
        return out

    def moving(self, table: Table) -> dict[str, tuple[float, float]]:
        """The map point of each figure walking its path now (anim.py)."""
        out = {}
        for figure, hexes in list(self.paths.items()):
            at = self.anim.value(anim.path_key(figure))
            if at is None:
                del self.paths[figure]
                continue
            i = min(int(at), len(hexes) - 2)
            (ax, ay), (bx, by) = centre(table, hexes[i]), centre(table, hexes[i + 1])
            f = at - i
            out[figure] = (ax + (bx - ax) * f, ay + (by - ay) * f)
        return out

    def _draw_hover(self, surface, match, table: Table, cam: Camera, ui) -> None:
        """The hex under the mouse outlined; from the survivor taking its impulse, the line of sight
        to it (ATZ 8.2.1): solid where it is clear, dashed red where it is blocked."""
        hex_ = self.hex_at(ui.mouse)
        if hex_ is None:
            return
        pygame.draw.polygon(surface, (250, 250, 250), board.hex_outline(cam, table, hex_), 1)
        shooter = match.state.survivors.get(match.state.impulse.sid)
        if shooter is not None and shooter.on_board and hex_ != shooter.hex:
            a, b = cam.to_screen(*centre(table, shooter.hex)), cam.to_screen(*centre(table, hex_))
            clear = table.in_sight(shooter.hex, hex_, match.state.sight)
            pygame.draw.line(surface, ui.pal["good"] if clear else ui.pal["bad"], a, b, 2)

    def _draw_side(self, surface, match, ui) -> None:
        lay, s = self.layout(), match.state
        sv = self.selected(match)
        choices = self.panel(match, ui) if ui.human_turn and match.outcome is None else None
        under = next((i for i, (r, _) in enumerate(choices.placed) if r.collidepoint(ui.mouse)), None) if choices else None
        shop = self.shop(match, ui)
        if shop is not None:  # the shop's buttons stand over the map, outside the column's layer
            choices, shop_buttons = None, choices

        def paint(img):
            area = pygame.Rect((0, 0), lay.side.size)
            img.fill(ui.pal["table"])
            pygame.draw.rect(img, ui.pal["panel"], area, border_radius=6)
            y = panels.draw_turn(img, area, match.rules, s, self.may_act(match), ui)
            if sv is not None:
                y = panels.draw_card(img, area, sv, y, ui, self.bands(match, ui).get(sv.player))
            panels.draw_counts(img, area, s, y, ui)
            if choices is not None:  # the buttons too, in the column's own coordinates
                dx, dy = lay.side.topleft
                ChoicePanel([(r.move(-dx, -dy), b) for r, b in choices.placed]).draw(
                    img, replace(ui, mouse=(ui.mouse[0] - dx, ui.mouse[1] - dy)), draw.sized("note", ui.text_size))
        shown = (sv.sid if sv else "", choices is not None, under, tuple(ui.lit),
                 ui.hint.action if ui.hint else None, self.choosing())
        surface.blit(self.side.of(ui, lay.side.size, shown, paint), lay.side.topleft)
        if shop is not None and shop_buttons is not None:
            shop_buttons.draw(surface, ui, draw.sized("note", ui.text_size))

    # --- input --------------------------------------------------------------------------------------
    def click(self, pos, match, ui):
        """A button answers at once. A press on a map that scrolls takes it up: dragged more than a few
        pixels it scrolls, let go where it was it is a click, which the mode answers (`release`)."""
        if self.panel(match, ui).at(pos) is None and self.grab(pos, match, ui):
            return None
        return self.take(self.answer(pos, match, ui))

    def answer(self, pos, match, ui):
        """The mode's answer to a click; while a Which lists a hex's actions the board's Turn answers (a
        button picks one of them, a click on the map leaves the choice and counts there)."""
        return (self.turn_mode if self.choosing() else self.mode).click(pos, match, ui)

    def grab(self, pos, match, ui) -> bool:
        """The map taken up on any turn (the wheel scrolls on any turn too); Fit and the minimap answer
        on any turn too."""
        if self.cam is None or not self.cam.view.collidepoint(pos):
            return False
        if self.nav.click(pos, self.cam):   # Fit or the minimap: the camera where the player put it
            self.glide_to = None
            return True
        if not self.cam.scrolls:
            return False
        self.drag = Drag(PAN, pos)
        self.pan_from, self.panned = pos, False
        return True

    def release(self, pos, match, ui):
        drag, self.drag = self.drag, None
        if drag is None or drag.item != PAN or self.panned:
            return None
        return self.take(self.answer(drag.start, match, ui))

    def wheel(self, pos, dy, match, ui) -> None:
        """The wheel zooms about the mouse; with Shift held it scrolls."""
        if self.cam is not None and self.cam.view.collidepoint(pos):
            self.glide_to = None   # the player's own hand on the camera stops a glide
            self.cam.wheel(pos, dy, zoom=not pygame.key.get_mods() & pygame.KMOD_SHIFT)

    def hover(self, pos, match, ui) -> Optional[str]:
        if self.drag is not None and self.drag.item == PAN:  # held from the press until the release
            if self.panned or self.drag.moved(pos):  # a few pixels of travel: a scroll, not a click
                self.glide_to = None
                self.cam.pan(pos[0] - self.pan_from[0], pos[1] - self.pan_from[1])
                self.pan_from, self.panned = pos, True
            return None
        panel = self.panel(match, ui)
        button = panel.at(pos)
        if button is not None:
            return self.button_explained(match, button, next(r for r, b in panel.placed if b is button))
        if self.nav.tip(pos):
            return self.nav.tip(pos)
        hex_ = self.hex_at(pos)
        return self.hex_explained(match, hex_) if hex_ else None

    @staticmethod
    def button_explained(match, button, rect: pygame.Rect) -> Union[str, Explained]:
        """A button naming a survivor off the board (entering, 11.0): his status card, as on the board
        (ATZ 3.1.2), the button's words under it; any other button its words."""
        sv = match.state.survivors.get(button.action.get("who")) if isinstance(button.action, Action) else None
        if sv is None or sv.on_board:
            return button.hover
        return Explained(sv.name, (*card_lines(sv), button.hover), "ATZ 3.1.2",
                         tuple(rect))

    def hex_rect(self, hex_: str) -> pygame.Rect:
        """The hex on screen, as the camera shows it now."""
        table = self.table_now
        xs, ys = zip(*(self.cam.to_screen(*p) for p in table.grid.outline(table.cell[hex_])))
        return pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def hex_explained(self, match, hex_: str) -> Union[str, Explained]:
        """A hex with a figure: the survivor's status card (ATZ 3.1.2), else its zombies' speed, facing
        and sight (ATZ 3.2, 8.2, 11.0), and the hex's words under it; an empty hex in words."""
        s, words = match.state, self.hex_words(match, hex_)
        survivor = next((sv for sv in s.survivors.values() if sv.hex == hex_), None)
        zombies = [z for z in s.zombies.values() if z.hex == hex_]
        if survivor is not None:
            facts = card_lines(survivor)
            if s.impulse.sid == survivor.sid:
                facts.append(f"Taking its impulse: {s.impulse.mp_left} MP left, its action "
                             f"{'spent' if s.impulse.acted else 'to take'} (ATZ 5.2, 7.0)")
            return Explained(f"{survivor.name} in {hex_}", (*facts, words), "ATZ 3.1.2", tuple(self.hex_rect(hex_)))
        if not zombies:
            return words
        seen = [sv.name for sv in s.survivors.values() if (hex_, sv.hex) in self.sights(match)]
        facts = [f"{capital(z.name)}: MP {z.mp}, placed facing side {z.direction} (ATZ 3.2, 11.0)" for z in zombies]
        reach = "the whole board" if s.sight is None else f"{plural(s.sight, 'hex', 'hexes')}"
        facts.append(f"Sees {', '.join(seen) if seen else 'no survivor'} (by {s.time}, sight reaches {reach}; ATZ 8.2)")
        title = capital(zombies[0].name) if len(zombies) == 1 else plural(len(zombies), "zombie")
        return Explained(f"{title} in {hex_}", (*facts, words), "ATZ 3.2", tuple(self.hex_rect(hex_)))

    def hex_words(self, match, hex_: str) -> str:
        """A hex in words: its id, terrain and cost, who is there, and from the survivor taking its
        impulse the distance, sight and the weapon's range (ATZ 6.1, 8.1.2, 8.2)."""
        s, table = match.state, self.table(match)
        terrain = table.terrain[hex_]
        words = f"{hex_} · {table.feature[hex_] or terrain} — {TERRAIN_WORDS[terrain]}"
        if terrain == BUILDING:
            building = table.building[hex_]
            mark = " (Searched)" if building in s.searched else " (Entered)" if building in s.entered else ""
            words += f"; building {building}{mark}"
        zombies = [z for z in s.zombies.values() if z.hex == hex_]
        if zombies:
            words += f"; {plural(len(zombies), 'zombie')}, MP " + ", ".join(str(z.mp) for z in zombies)
        lit = self.offer(match).tags.get(hex_)
        if lit:
            words += f"; lit: {lit}"
        shooter = s.survivors.get(s.impulse.sid)
        if shooter is not None and shooter.on_board and hex_ != shooter.hex:
            far = table.distance(shooter.hex, hex_)
            sight = "in sight" if table.in_sight(shooter.hex, hex_, s.sight) else "out of sight"
            words += f"; from {shooter.card.name}: {plural(far, 'hex', 'hexes')}, {sight}"
            weapon = WEAPON.get(shooter.in_hand)
            if weapon and weapon.fire_dice:
                words += f", {'in' if far <= weapon.range else 'out of'} the {weapon.name}'s range {weapon.range}"
            if terrain != "clear":
                words += " (cover for a survivor there, ATZ 6.1)"
        return words + " (ATZ 6.1, 8.2)"

    def ground(self, match):
        """The desert beyond the boards (maps/art/ground_atz.svg), at the zoom that shows the whole map."""
        cam = self.camera(match)
        at = self.layout().map   # where the camera's fit puts the map's corner: its tiles go on from there
        fit = cam.fitting
        origin = (round(at.centerx - cam.width * fit / 2), round(at.centery - cam.height * fit / 2))
        return Ground(self.table(match).art, fit, origin, LIGHT[match.state.time])

    def regions(self, match, ui) -> dict[str, pygame.Rect]:
        """The map's window, the boards as the camera shows them in it, the column."""
        cam, lay = self.camera(match), self.layout()
        x, y = cam.to_screen(0, 0)
        drawn = pygame.Rect(x, y, round(cam.width * cam.zoom), round(cam.height * cam.zoom))
        return {"board": lay.map, "map": cam.view.clip(drawn), "side": lay.side}

    def end_place(self, rect) -> Optional[pygame.Rect]:
        """The summary in the side column: the final board stays in view."""
        side = Layout(rect).side
        return pygame.Rect(side.x, side.y, side.w, 0)

    # --- events and jumps ---------------------------------------------------------------------------
    def tray_dice(self, event):
        """Every roll in the frame's tray: fire's dice marked hit or miss, as its callout marks them (ATZ
        8.1); a melee's two sides, the survivor's successes marked "hit", the zombies' "bite" (an enemy's
        "foe") (ATZ 8.3); the initiative dice (ATZ 5.2)."""
        d = event.data
        if event.kind == "fire" and "results" in d:
            return {**d, "dice": [{"value": value, "mark": mark}
                                  for value, mark in anim.marked_dice(d["dice"], d["results"])]}
        if event.kind == "melee" and "rep" in d:   # one row, as the line says them: his dice against theirs
            rival = "enemy" in d
            theirs, rep = (d["enemy_dice"], d["enemy_rep"]) if rival else (d["zombie_dice"], ZOMBIE_REP)
            return {"dice": successes(d["dice"], d["rep"], "hit") + successes(theirs, rep, "foe" if rival else "bite")}
        if event.kind == "initiative" and "survivors" in d:
            return {"dice": [d["survivors"], d["zombies"]]}
        if event.kind == "initiative" and isinstance(d.get("dice"), dict):
            return {"dice": list(d["dice"].values())}
        return d

    def animate(self, events, match, ui) -> None:
        table, cam = self.table(match), self.camera(match)
        self.follow(match, table)
        self.show_called(events, match, table)
        self.anim.play(events, anim.Stage(match.state, table, cam, ui.text_size))

    def show_called(self, events, match, table: Table) -> None:
        """A roll called out where the window does not show it (an enemy's fire, a reaction far off): the
        camera brought to it, the survivor to act kept in sight too when both fit in the window."""
        hexes = []
        for e in events:
            if e.kind in anim.CALLED or e.kind == "fire":
                figure = match.state.survivors.get(e.data.get("survivor", ""))
                hexes += ([figure.hex] if figure is not None and figure.on_board else []) + e.data.get("targets", [])
        points = [centre(table, h) for h in hexes]
        if not points or all(self.cam.view.collidepoint(self.cam.to_screen(*p)) for p in points):
            return
        sv = self.selected(match)
        both = points + ([centre(table, sv.hex)] if sv is not None and sv.on_board else [])
        xs, ys = [p[0] for p in both], [p[1] for p in both]
        fits = (max(xs) - min(xs)) * self.cam.zoom < self.cam.view.w * 0.8 and \
            (max(ys) - min(ys)) * self.cam.zoom < self.cam.view.h * 0.8
        if not fits:
            xs, ys = [p[0] for p in points], [p[1] for p in points]
        self.glide((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2)

    def reset(self, match, ui) -> None:
        super().reset(match, ui)
        self.anim.finish()
        self.paths.clear()
        self.kept.drop()
        self.pieces.drop()
        self.side.drop()
