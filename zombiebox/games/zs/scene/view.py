"""Zombie Survival at the table: the households' houses and yards from their maps, the draft's tiles
dragged into the house, the yards' zombies clicked to attack, the dice thrown into the box lid, the
tracker, the event deck and the town's decks beside them.

The frame (ui/table.py) runs the banner, log, dice tray, undo, hints, bots and the game-over box; this
view draws the board area and turns clicks, drags, R and the wheel into Actions."""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Union

import pygame

from zombiebox.core.actions import Action
from zombiebox.core.match import HUMAN
from zombiebox.core.words import plural
from zombiebox.ui import board_art, draw, ghost
from zombiebox.ui.board_art import Ground
from zombiebox.ui.boardview import BoardView
from zombiebox.ui.drag import Drag
from zombiebox.ui.explain import Explained
from zombiebox.ui.fit import Fit
from zombiebox.ui.layer import Layer, Memo
from zombiebox.ui.modes import Mode, Plays
from zombiebox.ui.offer import Click, Offer
from zombiebox.ui.palette import seat_colour
from zombiebox.ui.widgets import token
from zombiebox.ui.widgets.choice_panel import ChoicePanel

from ..data import EVENT, FLOOR, HEAD, LOCATION_NAMES, OUTSIDE, PICTURE, TILE, Tile
from ..houses import house
from ..state import ZsState
from ..words import HOUSE, event_rule, item_rule, item_size, seat_name, town_rule
from .anim import register, seen, walking_to
from .board import header_lines, paint_night, place_at, shown_key
from .choices import OFFERS, inside_words
from .house import (board_of, cell_rect, inside_rect, opening_rect, paint_house, paint_tile, pieces, square_rect,
                    zombie_sprite)
from .layout import MAP_SIZE, Layout, layout
from .modes import Throwing, Turn
from .panels import (Offered, event_places, events_forms, events_key, paint_draft, paint_events, paint_lines,
                     paint_tracker, pool_cells, pool_row, tracker_height)
from .throw import MAX_STEPS, Flight, Lid, paint_dice, paint_lid, throw_seed, to_lid

Answer = Union[Action, Plays, None]
LANDED = {HEAD: "head", PICTURE: "pips", FLOOR: "miss", OUTSIDE: "miss"}   # a thrown die's word in the tray
SQUARE_ROLLED = ("horde", "noise", "send")   # Events whose square was rolled on a die


class ZsScene(BoardView):
    # the table's tones (ui/palette.py): a family house barricaded: warm wood browns
    tones = (("table", (32, 25, 20)), ("panel", (50, 40, 33)), ("panel_edge", (110, 90, 72)),
             ("board", (64, 52, 42)), ("button", (78, 63, 50)),
             ("button_hover", (104, 86, 68)), ("button_off", (56, 47, 40)))

    def __init__(self, game):
        super().__init__(game)
        self.side_version = 0     # the match's version the side column shows: held while thrown dice land
        self.shown = ""           # the household shown large ("" follows the one to decide)
        self.mover = ""
        self.turn_index = 0       # how far the tile in hand is turned (R, the wheel)
        # a household's large house, small house, and in the side column its lines and tracker, each
        # kept in its own layer while another household is shown, and painted ahead (`paint_ahead`):
        # the turn passing repaints none of them
        self.seat_layers: dict[tuple[str, str], Layer] = {}
        self.events_layers: dict[str, Layer] = {}   # the event deck and the town, as cards and in words
        self.ahead_all = True     # the first frame where nothing moves paints every house ahead
        self.ahead_for = None     # what the last pass painting nothing was for: nothing to paint ahead till it changes
        self.info_area: Optional[pygame.Rect] = None   # where the side panels were last drawn (Part II)
        self.events_rect: Optional[pygame.Rect] = None  # where the event deck and the town were last drawn
        self.choice_layer = Layer()
        self.lid_layer = Layer()
        self.kept = Memo()
        self.panel = ChoicePanel([])
        self.offered: list[Offered] = []
        self.state_now: Optional[ZsState] = None   # what the motions are drawn over (set as the frame draws)
        self.ui_now = None                          # the frame's UIState, for the motions' painters
        self.flight: Optional[Flight] = None        # thrown dice still flying (ZS Combat Zombies)
        self.lid: Optional[Lid] = None              # the next throw's lid, made on a frame where nothing moves
        self.spent: list[Flight] = []               # flights landed, let go on a frame where nothing moves
        self.rested: list = []                      # where the thrown dice rest, drawn until the last lands
        self.landing: list[Action] = []             # the resting dice not yet told to the rules, one a tick
        self.seen: dict = {}                        # the zombies where the last events left them (anim.seen)
        register(self.anim)

    # --- what is shown --------------------------------------------------------------------------
    def first_mode(self) -> Mode:
        return Turn(self)

    def seat_shown(self, state: ZsState, to_move: Optional[str]) -> str:
        if self.shown in state.households:
            return self.shown
        return to_move if to_move in state.households else state.order[0]

    def followed(self, match) -> str:
        """The household whose house is large: the one to decide if a person plays it (or nobody does);
        while the bots act, the last person's own, kept in view."""
        people = [seat for seat in match.state.order if match.seats.get(seat, HUMAN) == HUMAN]
        if match.to_move in people or not people:
            return match.to_move or ""
        return self.mover if self.mover in people else people[0]

    def screen(self, match) -> Layout:
        seat = self.seat_shown(match.state, self.followed(match))
        return self.kept.get("layout", (tuple(self.rect), seat), lambda: layout(self.rect, match.state.order, seat))

    def offered_key(self, match) -> tuple:
        """What the offer is kept by: the match's version (held with the side column while thrown dice land,
        which changes nothing offered) and the weapon in hand."""
        return self.side_version if self.holding else match.version, self.mode_under(Turn).weapon

    def offer(self, match) -> Offer:
        """What the open decision offers (scene/choices.py), for the mode under a kit mode (what-if)."""
        return self.kept.get("offer", self.offered_key(match), lambda: OFFERS.build(match, self.mode_under(Turn)))

    @property
    def busy(self) -> bool:
        return super().busy or self.in_hand

    @property
    def holding(self) -> bool:
        """ZS Combat Zombies: the dice landing one a tick change nothing beside the house (nor the
        banner) until the last, which settles the attack: what is shown there is held till then."""
        return self.in_hand

    @property
    def undo_wait(self) -> Optional[str]:
        """ZS Combat Zombies: dice let go are thrown; where they come to rest is the throw."""
        return "the dice are still rolling: where they come to rest is the throw (ZS Combat Zombies)" \
            if self.in_hand else None

    @property
    def in_hand(self) -> bool:
        """Thrown dice flying, or resting and not all told to the rules yet."""
        return self.flight is not None or bool(self.landing)

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface, rect, match, ui) -> None:
        state = match.state
        if not self.holding:
            self.side_version = match.version
        follow = self.followed(match)
        if self.mover != follow:      # a person's household decides: its house comes up large
            self.mover, self.shown = follow, ""
        L = self.screen(match)
        seat = self.seat_shown(state, self.followed(match))
        surface.blit(self.house_image("house", seat, L.house.size, state, ui, L.ground_origin), L.house.topleft)
        shown = self.pieces(L.fit, seat, state, ui, ui.text_size)
        surface.blits(shown)
        lift_zombie(surface, shown, zombie_sprite(L.fit.length(15)), ui.mouse)
        for other, r in L.minis.items():
            surface.blit(self.house_image("mini", other, r.size, state, ui), r.topleft)
            surface.blits(self.pieces(L.mini_fit(other), other, state, ui, 0))
            edge = ui.pal["highlight"] if r.collidepoint(ui.mouse) else seat_colour(state.order, other, ui.pal)
            pygame.draw.rect(surface, edge, r, 2)
        colour = seat_colour(state.order, seat, ui.pal)
        pygame.draw.rect(surface, colour, L.house, 3)
        words = f"{seat.upper()}'s house" + (" (click a small house to enlarge it)" if L.minis else "")
        size = draw.sized("small", ui.text_size)
        lines = self.kept.get("title", (words, tuple(L.title), ui.look),
                              lambda: draw.wrap(words, size, L.title.w, True))
        for i, line in enumerate(lines[:max(1, L.title.h // draw.line_height(size))]):   # on a plate over the lawn
            img = draw.text_surface(line, size, colour, True)
            at = img.get_rect(topleft=(L.title.x, L.title.y + i * draw.line_height(size)))
            plate = pygame.Surface(at.inflate(8, 2).size, pygame.SRCALPHA)
            pygame.draw.rect(plate, (236, 232, 220, 215), plate.get_rect(), border_radius=4)
            surface.blit(plate, at.inflate(8, 2))
            surface.blit(img, at)
        self.draw_lights(surface, L, match, ui, seat)
        self.draw_side(surface, L, match, ui, seat)
        if self.offer(match).marks.get("throw") and ui.human_turn:
            surface.blit(self.lid_image(L, ui), L.lid().topleft)
            if self.drag is not None and self.drag.item == "throw":
                pygame.draw.line(surface, ui.pal["highlight"], self.drag.start, ui.mouse, 3)
            if self.flight is not None or self.landing:
                paint_dice(surface, L.lid(), self.flight.pose() if self.flight is not None else self.rested, ui.pal)
        self.state_now, self.ui_now = state, ui
        if not self.seen:   # the first frame: the zombies as the match starts (or loads)
            self.seen = seen(state)
        self.anim.draw(surface, (self, L))
        if self.drag is not None and self.drag.item in TILE and self.drag.moved(ui.mouse):
            self.draw_ghost(surface, L, match, ui, self.drag.item)
        if not self.busy and self.drag is None:
            self.work_ahead(L, match, ui)

    def seat_layer(self, what: str, seat: str) -> Layer:
        return self.seat_layers.setdefault((what, seat), Layer(alpha=False))

    @property
    def paints(self) -> int:
        """How many times the households' and the events' layers were painted."""
        return sum(layer.paints for layer in (*self.seat_layers.values(), *self.events_layers.values()))

    def house_image(self, what: str, seat: str, size: tuple[int, int], state, ui,
                    origin: tuple[int, int] = (0, 0)) -> pygame.Surface:
        """A household's house, large ("house", on the lawn's tiles from `origin`) or small ("mini"), kept
        in its layer."""
        if what == "house":
            return self.seat_layer(what, seat).get(size, ui.look, (shown_key(state, seat), origin),
                                                   lambda img: self.paint_big(img, state.households[seat], state,
                                                                              ui, origin))
        return self.seat_layer(what, seat).get(size, ui.look, shown_key(state, seat),
                                               lambda img: self.paint_mini(img, seat, state, ui))

    def work_ahead(self, L: Layout, match, ui) -> None:
        """On a frame where nothing moves, what would slow a frame in motion: the last throw's space
        let go, the next throw's lid made, the houses and side panels painted before they are shown."""
        self.spent = []
        t = match.state.throw
        if t is not None and ui.human_turn and (self.lid is None or len(self.lid.dice) != t.dice - len(t.landed)):
            self.lid = Lid(t.dice - len(t.landed))
        self.paint_ahead(L, match.state, ui)

    def paint_ahead(self, L: Layout, state, ui) -> None:
        """On a frame where nothing moves, each household's house, large and small, and its side
        panels painted before they are shown, one a frame (all on the first): the turn passing, as the
        last die of a throw settles the attack, then only blits the next household's."""
        now = (ui.version, tuple(L.house), tuple(self.info_area or ()), ui.look)
        if now == self.ahead_for:
            return
        sizes = {"house": L.house.size, **{"mini": r.size for r in L.minis.values()}}
        jobs = [lambda seat=seat, what=what, size=size: self.house_image(what, seat, size, state, ui, L.ground_origin)
                for seat in state.order for what, size in sizes.items()]
        if self.info_area is not None:   # Part II: its side panels too, where the shown household's are
            jobs += [lambda seat=seat: self.info(self.info_area, state, ui, seat) for seat in state.order]
            jobs += [lambda form=form, tall=tall: self.events_image(form, tall, self.info_area.w, state, ui)
                     for form, tall in self.events_forms(state, self.info_area.w, ui).items()]
        if self.ahead_all:   # the side panels' cards, badges and lines, the buttons, the banner
            draw.load_fonts(range(draw.sized("fine", ui.text_size), draw.sized("title", ui.text_size)))
        most = len(jobs) if self.ahead_all else 1
        before = self.paints
        for job in jobs:
            painted = self.paints
            job()
            most -= self.paints - painted
            if most <= 0:
                break
        if self.paints == before:
            self.ahead_for = now
        self.ahead_all = False

    def pieces(self, fit: Fit, seat: str, state, ui, size: int) -> list:
        walking = walking_to(self.anim, seat)
        hh = state.households[seat]
        shows = self.kept.get(f"shows {seat}", ui.version, lambda: (
            tuple((yard, tuple(squares)) for yard, squares in hh.zombies.items()), tuple(hh.barricades), hh.inside))
        key = (shows, fit.scale, fit.x, fit.y, ui.look, walking)   # a die landing moves none of them
        return self.kept.get(f"pieces {seat} {size}", key, lambda: pieces(   # large and small kept apart
            fit, state.households[seat], ui.pal, size, walking))

    def lid_image(self, L: Layout, ui) -> pygame.Surface:
        lid = L.lid()
        return self.lid_layer.get(lid.size, ui.look, None, lambda img: paint_lid(img, img.get_rect(), ui.pal,
                                                                                 ui.text_size))

    def paint_big(self, img, hh, state, ui, origin: tuple[int, int]) -> None:
        img.fill(ui.pal["board"])
        fit = Fit(MAP_SIZE, MAP_SIZE, img.get_rect(), margin=4)
        board_art.ground(img, board_of(hh.house).art, fit.scale, img.get_rect(), origin)
        paint_house(img, fit, hh, ui.pal, ui.text_size)
        if state.night:
            paint_night(img, ui.pal, ui.text_size)

    def paint_mini(self, img, seat, state, ui) -> None:
        img.fill(ui.pal["board"])
        hh = state.households[seat]
        paint_house(img, Fit(MAP_SIZE, MAP_SIZE, img.get_rect(), margin=2), hh, ui.pal, ui.text_size, small=True)
        if state.night:
            paint_night(img, ui.pal, 0)
        label = seat.upper() + (" out" if hh.out else "")
        draw.text(img, label, (4, 2), draw.sized("small", ui.text_size), seat_colour(state.order, seat, ui.pal), bold=True)

    def draw_lights(self, surface, L: Layout, match, ui, seat: str) -> None:
        """The places the offer takes a click at on the shown house, the practice hint's pick, and
        the cells where the tile in hand may go, turned as it is (and the tile under the mouse)."""
        if not ui.human_turn:
            return
        offer = self.offer(match)
        hh = match.state.households[seat]
        board_fit = L.fit
        board = board_of(hh.house)
        glow = ui.pal["highlight"] if ui.pulse(3.0) > 0.5 else ui.pal["good"]
        mine = [place for place in offer.lit if place[0] != "tile" and place[1] == seat]
        for place in mine:
            if place[0] == "square":
                pygame.draw.rect(surface, glow, square_rect(board_fit, board, place[2], place[3]), 3)
            elif place[0] == "opening":
                pygame.draw.rect(surface, glow, opening_rect(board_fit, board, place[2]), 3)
            elif place[0] == "inside":
                pygame.draw.ellipse(surface, glow, inside_rect(board_fit).inflate(6, 6), 3)
        pick = ui.hint.action if ui.hint else None
        if pick is not None:   # practice: the bot's pick marked on the board (its button is marked too)
            marked = self.pick_rect(pick, L, match, seat)
            if marked is not None:
                pygame.draw.rect(surface, ui.pal["highlight"], marked.inflate(6, 6), 5)
                pygame.draw.circle(surface, ui.pal["highlight"], marked.topright, 6)
        kind = offer.marks.get("drag")
        if kind and seat == match.to_move:
            turn = self.turn_index % len(match.rules.tile_turns(kind))
            ghost.mark(surface, [cell_rect(board_fit, board, place[2], place[3]) for place in mine
                                 if place[0] == "cell" and place[4] == turn], glow)
            if L.house.collidepoint(ui.mouse) and self.drag is None:
                self.draw_ghost(surface, L, match, ui, kind)

    def pick_rect(self, action: Action, L: Layout, match, seat: str) -> Optional[pygame.Rect]:
        """Where an action is played on the shown house: its square, its opening, its tile's cells."""
        state = match.state
        board = board_of(state.households[seat].house)
        p = dict(action.params)
        if seat != match.to_move and not (action.kind == "send" and p.get("seat") == seat):
            return None
        if action.kind in ("attack", "fight") and p.get("square") and p.get("yard", "") not in ("house", "town"):
            return square_rect(L.fit, board, p["yard"], p["square"])
        if action.kind == "attack" and p.get("yard") == HOUSE:
            return inside_rect(L.fit)
        if action.kind == "fight" and p.get("square") and state.breakout is not None:
            return square_rect(L.fit, board, house(state.households[seat].house).garage_yard, p["square"])
        if action.kind == "slide" and state.arrivals:
            return square_rect(L.fit, board, state.arrivals[0].yard, p["square"])
        if action.kind in ("barricade", "unbarricade"):
            return opening_rect(L.fit, board, p["yard"])
        if action.kind == "place":
            cells = match.rules.tile_turns(state.picked)[p["turn"]]
            rects = [cell_rect(L.fit, board, p["col"] + c, p["row"] + r) for c, r in cells]
            return rects[0].unionall(rects[1:])
        if action.kind == "send":
            rects = [square_rect(L.fit, board, p["yard"], n) for n in (1, 3)]
            return rects[0].union(rects[1])
        return None

    def lit_words(self, actions, match, ui) -> str:
        """H: the places lit on the house and the buttons beside it, counted as the board shows them
        (a die's landing is a button in practice mode only: else the dice are thrown into the lid)."""
        on_board = sum(a.kind in ("attack", "barricade", "unbarricade", "slide", "place", "pick") for a in actions)
        lands = sum(a.kind == "land" for a in actions)
        buttons = len(actions) - on_board - (0 if match.practice else lands)
        said = [f"{on_board} on the board"] if on_board else []
        said += ["the lid: drag and let go above it to throw"] if lands else []
        said += [f"{buttons} button{'s' if buttons != 1 else ''}"] if buttons else []
        return "the choices: " + " and ".join(said)

    def draw_ghost(self, surface, L: Layout, match, ui, kind: str) -> None:
        """The tile in hand (the kit's ghost): on the house, over the cells it would cover (framed red
        where it may not lie); elsewhere, its shape at the pointer."""
        hh = match.state.households[match.to_move]
        cells = self.cells_at(L, match.rules, hh, kind, ui.mouse)
        if cells is None:
            shape = match.rules.tile_turns(kind)
            ghost.draw(surface, ghost.loose(shape[self.turn_index % len(shape)], ui.mouse),
                       lambda img, rects: paint_tile(img, rects, kind, 0, ui.pal, words=False), ui.pal)
            return
        board = board_of(hh.house)
        inside = [cell_rect(L.fit, board, c, r) for c, r in cells if f"cell_{c}_{r}" in board.spaces]
        ghost.draw(surface, inside, lambda img, rects: paint_tile(img, [r.inflate(-4, -4) for r in rects], kind,
                                                                   draw.sized("fine", ui.text_size), ui.pal), ui.pal,
                   refused=bool(match.rules.placement_refusal(match.state, match.to_move, kind, cells)))

    def draw_side(self, surface, L: Layout, match, ui, seat: str) -> None:
        """Part I: the snake order and the offered tiles. Part II: the choices first (they must show
        at every size), then the shown household, its tracker, the event deck and the town."""
        offer = self.offer(match)
        side = L.side
        if offer.marks.get("draft"):
            self.draw_draft(surface, side, match, ui, offer)
            return
        self.offered = []
        choose = [] if not ui.human_turn else offer.buttons + (offer.marks.get("practice", []) if match.practice else [])
        row = max(24, draw.line_height(draw.sized("note", ui.text_size)) + 6)
        self.panel = self.kept.get("panel", (self.offered_key(match), ui.human_turn, tuple(side)), lambda: ChoicePanel.flow(
            choose, side.x + 6, side.y + 2, side.w - 12, 2, row, draw.sized("small", ui.text_size)))
        over = next((i for i, (r, _) in enumerate(self.panel.placed) if r.collidepoint(ui.mouse)), -1)
        top = self.panel.bottom if self.panel.placed else side.y
        faces = self.kept.get("faces", self.panel, lambda: tuple(
            (tuple(r), b.label, b.small, b.on, b.refused, b.icon) for r, b in self.panel.placed))
        img = self.choice_layer.get((side.w, max(1, top - side.y)), ui.look, (faces, ui.human_turn, over,
                                                                             tuple(ui.lit)),
                                    lambda img: self.paint_choices(img, side, ui))
        surface.blit(img, side.topleft)
        self.draw_info(surface, pygame.Rect(side.x + 8, top + 6, side.w - 16, side.bottom - top - 12), match, ui, seat)

    def draw_info(self, surface, area: pygame.Rect, match, ui, seat: str) -> None:
        """The shown household's lines, its tracker, the event deck and the town."""
        self.info_area = area
        shown = self.info(area, match.state, ui, seat)
        img, at = shown[-1]   # the event deck and the town, under the household's panels
        self.events_rect = pygame.Rect(at, (area.w, img.get_height()))
        surface.blits(shown)

    def info(self, area: pygame.Rect, state, ui, seat: str) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """A household's lines, tracker, event deck and town in `area`, as images and where they go,
        each a layer painted again only when what it shows changes: a die landing changes none of
        them, a wound the tracker."""
        size = draw.sized("small", ui.text_size)
        said = self.kept.get(f"lines {seat}", self.side_version, lambda: tuple(header_lines(state, seat)))
        lines = self.kept.get(f"wrapped {seat}", (said, area.w, ui.look), lambda: [
            part for line in said for part in draw.wrap(line, size, area.w)])
        out = []
        y = area.y
        if lines:
            img = self.on_board(self.seat_layer("lines", seat), (area.w, len(lines) * draw.line_height(size)), ui,
                                said, lambda img: paint_lines(img, lines, ui.pal, size))
            out.append((img, (area.x, y)))
            y += img.get_height()
        track = state.households[seat].track
        forms = self.events_forms(state, area.w, ui)
        cols = 1 if y + 4 + tracker_height(ui.text_size) + 6 + forms["small"] <= area.bottom else 2   # short: two
        img = self.on_board(self.seat_layer("tracker", seat), (area.w, tracker_height(ui.text_size, cols)), ui,
                            tuple(track.items()), lambda img: paint_tracker(img, img.get_rect(), track, ui.pal,
                                                                            ui.text_size, cols))
        out.append((img, (area.x, y + 4)))
        y += 4 + img.get_height() + 6
        form = "cards" if forms["cards"] <= area.bottom - y else "small"   # the cards where they fit
        out.append((self.events_image(form, forms[form], area.w, state, ui), (area.x, y)))
        return out

    def events_shown(self, state) -> tuple:
        return self.kept.get("events", self.side_version, lambda: events_key(state))

    def events_forms(self, state, width: int, ui) -> dict[str, int]:
        """How tall the event deck and the town are as cards and in words, `width` wide."""
        return self.kept.get("events forms", (self.events_shown(state), width, ui.look),
                             lambda: events_forms(state, width, ui.text_size))

    def events_image(self, form: str, tall: int, width: int, state, ui) -> pygame.Surface:
        """The event deck and the town, the event as a card or in words (`form`: "cards", "small"), one
        layer each, the same for every household: it is as tall as the household's lines leave it room for."""
        return self.on_board(self.events_layers.setdefault(form, Layer(alpha=False)), (width + 4, tall), ui,
                             self.events_shown(state), lambda img: paint_events(img, pygame.Rect(0, 0, width, tall),
                                                                                state, ui.pal, ui.text_size))

    @staticmethod
    def on_board(layer: Layer, size: tuple[int, int], ui, content, paint) -> pygame.Surface:
        """A side panel kept in its opaque layer, painted on the board's colour."""
        def fresh(img):
            img.fill(ui.pal["board"])
            paint(img)
        return layer.get(size, ui.look, content, fresh)

    def draw_draft(self, surface, side: pygame.Rect, match, ui, offer: Offer) -> None:
        state = match.state
        takeable = {place[1] for place in offer.places if place[0] == "tile"}
        top = side.y + 8 + draw.line_height(ui.text_size) * 2 + 6
        area = pygame.Rect(side.x + 8, top, side.w - 16, side.bottom - top - 3 * draw.line_height(draw.sized("small", ui.text_size)))
        row = self.kept.of(match, "pool row", (tuple(area), ui.look), lambda: pool_row(area, state, ui.text_size))
        self.offered = pool_cells(area, state, takeable, row)
        paint_draft(surface, pygame.Rect(side.x + 8, side.y + 8, side.w - 16, side.h), state,
                    match.rules.drafters(state, 2 * len(state.order)), self.offered,
                    ui.pal, ui.text_size, self.drag.item if self.drag else "")
        bottom = (self.offered[-1].rect.bottom if self.offered else area.y) + 10
        if state.picked:
            for i, line in enumerate(draw.wrap(f"In hand: {TILE[state.picked].name}: drag or click it onto the house; "
                                               "R or the wheel turns it", draw.sized("small", ui.text_size), side.w - 16)):
                draw.text(surface, line, (side.x + 8, bottom + i * draw.line_height(draw.sized("small", ui.text_size))),
                          draw.sized("small", ui.text_size), ui.pal["accent"])
        self.panel = ChoicePanel([])

    def paint_choices(self, img, side: pygame.Rect, ui) -> None:
        """The buttons painted where they stand in the side column (hover read from the mouse)."""
        img.fill((0, 0, 0, 0))
        shifted = ChoicePanel([(r.move(-side.x, -side.y), b) for r, b in self.panel.placed])
        shifted.draw(img, replace(ui, mouse=(ui.mouse[0] - side.x, ui.mouse[1] - side.y)), draw.sized("small", ui.text_size))

    # --- input ----------------------------------------------------------------------------------
    def cells_at(self, L: Layout, rules, hh, kind: str, pos) -> Optional[list[tuple[int, int]]]:
        """The cells a tile of `kind`, turned as it is in hand, would cover with its first cell under `pos`."""
        hit = place_at(L, hh, pos)
        if hit is None or hit[0] != "cell":
            return None
        shape = rules.tile_turns(kind)
        cells = shape[self.turn_index % len(shape)]
        c0, r0 = cells[0]
        return [(hit[2] + c - c0, hit[3] + r - r0) for c, r in cells]

    def placing(self, L: Layout, match, ui, kind: str, pos) -> Optional[Action]:
        """The place action a drop at `pos` means, or None with the reason said."""
        hh = match.state.households[match.to_move]
        cells = self.cells_at(L, match.rules, hh, kind, pos)
        if cells is None:
            ui.say("Drop the tile on a cell of your house")
            return None
        why = match.rules.placement_refusal(match.state, match.to_move, kind, cells)
        if why:
            ui.say(f"Refused: the {TILE[kind].name} {why} (ZS Part I)", "bad")
            return None
        shape = match.rules.tile_turns(kind)
        t = self.turn_index % len(shape)
        col, row = min(c for c, _ in cells), min(r for _, r in cells)
        return Action.of("place", col=col, row=row, turn=t)

    def clicked(self, pos, match, ui, mode: Turn) -> Union[Action, Plays, Mode, None]:
        L = self.screen(match)
        state = match.state
        if self.in_hand:
            ui.say("The dice are still rolling")
            return None
        offer = self.offer(match)
        b = self.panel.at(pos)
        if b is not None:
            return b.answer(ui)
        for seat, r in L.minis.items():
            if r.collidepoint(pos):
                self.shown = seat
                ui.say(f"{seat.upper()}'s house, enlarged")
                return None
        for cell in self.offered:   # the draft's tiles: one offered is taken up, to drop on the house
            if cell.rect.collidepoint(pos):
                if ("tile", cell.kind) in offer.places:
                    self.drag = Drag(cell.kind, pos)
                    return None
                return self.answer(offer.click(("tile", cell.kind), mode), ui)
        if offer.marks.get("drag"):   # the tile in hand, taken up from the house to drop where it goes
            if L.house.collidepoint(pos):
                self.drag = Drag(offer.marks["drag"], pos)
            return None
        if isinstance(mode, Throwing) or (offer.marks.get("throw") and L.lid().inflate(40, 40).collidepoint(pos)):
            self.drag = Drag("throw", pos)
            return None
        place = place_at(L, state.households[self.seat_shown(state, self.followed(match))], pos)
        if place is None:
            return None
        return self.answer(offer.click(place, mode), ui)

    @staticmethod
    def answer(click: Click, ui) -> Union[Action, Plays, Mode, None]:
        """What a click on the offer does: a line is said (a refusal as one), the rest is played."""
        if isinstance(click, str):
            ui.say(click, "bad" if click.startswith("Refused") else "text")
            return None
        return click

    def release(self, pos, match, ui) -> Answer:
        drag, self.drag = self.drag, None
        if drag is None:
            return None
        L = self.screen(match)
        if drag.item == "throw":
            return self.let_go(drag, pos, match, ui, L)
        picks = self.offer(match).places.get(("tile", drag.item))   # a tile of the draft: taken, then placed
        if not drag.moved(pos):
            return picks[0] if picks else self.placing(L, match, ui, drag.item, pos)
        place = self.placing(L, match, ui, drag.item, pos)
        if place is None:
            return None
        return Plays((picks[0], place)) if picks else place

    def let_go(self, drag: Drag, pos, match, ui, L: Layout) -> Answer:
        """ZS Combat Zombies: the dice thrown from the press to the release, settled by the physics."""
        lid = L.lid()
        if not lid.collidepoint(pos):
            ui.say("Refused: let go above the box lid: you must keep your hand above the box (ZS Combat Zombies)",
                   "bad")
            return None
        t = match.state.throw
        left = t.dice - len(t.landed)
        self.flight = Flight(to_lid(lid, drag.start), to_lid(lid, pos), left, throw_seed(match), self.lid)
        self.lid = None
        return None

    def due(self, match, ui) -> Answer:
        """The thrown dice fly on, a step a tick (more when animations are fast, all when skipped),
        so no frame carries the whole flight; where they rest goes to the rules a die a tick (all at
        once when skipped), so no frame carries every landing's repaint either."""
        scale = self.anim.scale
        if self.flight is not None:
            if not self.flight.fly(MAX_STEPS if scale <= 0 else max(1, round(1 / scale))):
                return None
            self.rested, self.landing = self.flight.pose(), [d.action for d in self.flight.landed()]
            self.spent.append(self.flight)   # let go later: freeing its space is half a frame's work
            self.flight = None
        if match.state.throw is None:   # the attack is settled (or undone): nothing is left to land
            self.landing = []
        if not self.landing:
            return None
        if scale <= 0:
            landing, self.landing = self.landing, []
            return Plays(landing)
        return self.landing.pop(0)

    def draw_over(self, surface, rect, match, ui) -> None:
        """ZS The End: on each final house, who survived and how long, or why the household is out."""
        state = match.state
        L = self.screen(match)
        seat = self.seat_shown(state, self.followed(match))
        for who, r in [(seat, L.house), *L.minis.items()]:
            hh = state.households[who]
            big = r is L.house
            words = (f"{who.upper()} out" + (f": {hh.out}" if big else "") if hh.out
                     else f"{who.upper()} survived" + (f" {state.round} rounds" if big else ""))
            size = ui.text_size if big else draw.sized("fine", ui.text_size)
            img = draw.text_surface(draw.fit(words, size, r.w - 8), size, ui.pal["bad"] if hh.out else ui.pal["good"],
                                    True)
            box = img.get_rect(midbottom=(r.centerx, r.bottom - 4)).inflate(10, 6)
            pygame.draw.rect(surface, ui.pal["shadow"], box, border_radius=5)
            surface.blit(img, img.get_rect(center=box.center))

    def ground(self, match):
        """The lawn the houses stand on (maps/art/ground_zs.svg), at the shown house's scale."""
        return Ground(board_of(1).art, self.screen(match).fit.scale)

    def regions(self, match, ui) -> dict[str, pygame.Rect]:
        """The board's area holds the shown house (its map square drawn in it) and the small houses."""
        L = self.screen(match)
        board = L.house.unionall(list(L.minis.values())) if L.minis else L.house
        return {"board": board, "map": L.fit.rect(0, 0, MAP_SIZE, MAP_SIZE), "side": L.side}

    def end_place(self, rect: pygame.Rect) -> Optional[pygame.Rect]:
        """The game-over summary in the side column, the final houses in view beside it."""
        side = self.kept.get("end_side", tuple(rect), lambda: layout(rect, [], "").side)
        return pygame.Rect(side.x, rect.y + rect.h // 3, side.w, 0)

    def rotate(self, step: int, ui) -> None:
        self.turn_index += step
        ui.say("the tile turns a quarter")

    def wheel(self, pos, dy, match, ui) -> None:
        if self.offer(match).marks.get("draft"):
            self.rotate(1 if dy > 0 else -1, ui)

    def hover(self, pos, match, ui) -> Optional[str]:
        tip = self.panel.tip(pos)
        if tip:
            return tip
        L = self.screen(match)
        if self.offer(match).marks.get("throw") and L.lid().collidepoint(pos):
            return ("the box lid: press, drag and let go above it to throw (head: kills; picture: pips count to 6; "
                    "bare floor: nothing)")
        for seat, r in L.minis.items():
            if r.collidepoint(pos):
                return f"{seat.upper()}'s house: click to enlarge it"
        if self.events_rect is not None and not self.offer(match).marks.get("draft"):
            told = self.events_explained(match.state, pos, ui)
            if told is not None:
                return told
        for cell in self.offered:
            if cell.rect.collidepoint(pos):
                return explained(TILE[cell.kind], f"In the draft: {cell.count} left; drag it onto your house.",
                                 cell.rect)
        seat = self.seat_shown(match.state, self.followed(match))
        hh = match.state.households[seat]
        hit = place_at(L, hh, pos)
        if hit is None:
            return None
        if hit[0] == "cell":   # the tile's whole name and rule: a small window's cell holds a short word (35.10)
            placed = next((p for p in hh.placed if (hit[2], hit[3]) in p.cells), None)
            if placed is None:
                return None
            cells = [cell_rect(L.fit, board_of(hh.house), *c) for c in placed.cells]
            return explained(TILE[placed.kind], f"In {seat_name(seat)}'s house.", cells[0].unionall(cells))
        if hit[0] == "square":
            z = "a zombie" if hit[3] in hh.zombies[hit[2]] else "empty"
            return f"{hit[2]} yard, square {hit[3]}: {z}"
        if hit[0] == "opening":
            barred = " (barricaded)" if hit[2] in hh.barricades else ""
            return f"the {house(hh.house).opening_name(hit[2])}{barred}"
        if hit[0] == "inside":
            return inside_words(hh.inside)
        return None

    def events_explained(self, state, pos, ui) -> Optional[Explained]:
        """The event deck, this round's event card, or a town deck under the mouse, as a player looks it up
        (ZS Event Cards, Going to Town)."""
        places = event_places(state, self.events_rect, ui.text_size)
        hit = next((name for name, r in places.items() if name != "town" and r.collidepoint(pos)), None)
        if hit == "deck":
            return Explained(f"Event deck: {plural(len(state.events), 'card')} face down",
                             ("One is turned over each round (step 2) and affects every household at once.",),
                             "ZS Event Cards", tuple(places[hit]))
        if hit == "event":
            if not state.event:
                return Explained("No event yet", ("The first is turned over in step 2 of the first round.",),
                                 "ZS Event Cards", tuple(places[hit]))
            card = EVENT[state.event]
            now = (f"{'Night' if state.night else 'Day'}; {'power on' if state.electricity else 'no power'}; "
                   f"{'running water' if state.running_water else 'no running water'}")
            return Explained(f"This round's event: {card.name}", (*event_rule(card), f"Now: {now}."),
                             "ZS Event Cards", tuple(places[hit]))
        if hit is not None:
            left = len(state.decks[hit])
            return Explained(f"{LOCATION_NAMES[hit]} deck: {plural(left, 'card')} left",
                             (*town_rule(hit), f"{plural(len(state.town_discard[hit]), 'card')} in its discard, "
                              "shuffled back when the deck runs out."), "ZS Going to Town", tuple(places[hit]))
        return None

    def tray_dice(self, event):
        """Every roll in the frame's dice tray, as the round's die is: an attack's dice (ZS Combat Zombies)
        marked where they landed (the head, the picture's pips, a miss; a die with no face shown, off
        the lid or on its floor, is left to the line), and the square a Horde, a noise or a guest is rolled to
        (ZS Event Cards, Making Noise, Unwelcome Guests)."""
        d = event.data
        if "landed" in d:
            return {"dice": [{"value": face, "mark": LANDED[spot]} for spot, face in d["landed"] if face]}
        if event.kind in SQUARE_ROLLED:
            return {"dice": [d["square"]]}
        return d

    def animate(self, events, match, ui) -> None:
        self.turn_index = 0 if any(e.kind == "place" for e in events) else self.turn_index
        self.state_now = match.state
        self.anim.play(events, (self, self.screen(match)))
        self.seen = seen(match.state)   # caught up with the rules, whatever the motions made of it

    def reset(self, match, ui) -> None:
        super().reset(match, ui)
        self.flight, self.landing = None, []   # undone: the dice in the air are back in hand
        self.seen = seen(match.state)
        self.kept.drop()
        for layer in (self.choice_layer, *self.seat_layers.values(), *self.events_layers.values()):
            layer.drop()


def explained(tile: Tile, where: str, near: pygame.Rect) -> Explained:
    """An item tile explained: its rule text and section (the designed list, ZS Items)."""
    facts, rule = item_rule(tile)
    return Explained(tile.name, (f"{where} A tile of {item_size(tile)}.", *facts), rule, tuple(near))


def lift_zombie(surface, shown: list, sprite: pygame.Surface, mouse) -> None:
    """The zombie in a yard under the mouse lifted off its square (look.md 3; magnified, as the kit's
    tokens are, were it drawn under 24 px)."""
    under = [img.get_rect(topleft=at) for img, at in shown if img is sprite and img.get_rect(topleft=at).collidepoint(mouse)]
    if under:
        token.lift_over(surface, sprite, under[-1].center, sprite.get_width())
