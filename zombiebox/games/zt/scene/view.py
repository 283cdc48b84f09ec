"""The Zombie Terror board (ZtScene): draws the lot, its markers and the side column, hands clicks to its
input mode (modes.py), says what is under the mouse, and plays the Events on its animator.

The frame (ui/table.py) runs the banner, log, undo, hints, bots and the game-over summary."""
from __future__ import annotations

from typing import Optional, Union

import pygame

from zombiebox.core.match import HUMAN
from zombiebox.ui import ghost
from zombiebox.ui.board_art import Ground
from zombiebox.ui.boardview import BoardView, listed
from zombiebox.ui.explain import Explained
from zombiebox.ui.layer import Layer, Memo
from zombiebox.ui.offer import Offer
from zombiebox.ui.widgets.card import CardFaces, zoom_box
from zombiebox.ui.widgets.summary import summary_height, summary_lines
from zombiebox.ui.widgets.track import Track

from ..data import CARDS_BY_ID, HUMANS_BY_ID, SEATS
from ..lot import Lot, lot_of
from ..words import BLOCKS, FACING, TOKEN, lying
from . import anim, board, panels
from .choices import OFFERS, forced_reason
from .layout import Layout
from .modes import Turn

class ZtScene(BoardView):
    # the table's tones (ui/palette.py): the parking lot at night: cold blue slate
    tones = (("table", (16, 20, 28)), ("panel", (28, 34, 46)), ("panel_edge", (72, 86, 110)),
             ("board", (24, 28, 36)), ("button", (46, 56, 76)),
             ("button_hover", (68, 82, 108)), ("button_off", (34, 40, 52)))
    dice_tray = False   # the game has no dice (the seeded shuffle deals the cards)

    def __init__(self, game):
        super().__init__(game)
        self._layout: Optional[Layout] = None
        self.kept = Memo()           # the offer in the current mode, the panels' layout
        self._lot = Layer(alpha=False)   # the lot as printed (or laid), repainted when its tokens change
        self._table = Layer(alpha=False)  # the lot with the markers standing on it (not those in motion)
        self._info = Layer(alpha=False)   # below the decision: track, supplies, escaped, hands
        self.terror = Track(self.anim, "terror")
        self.cards = CardFaces(panels.paint_card)   # a special card under the mouse, shown large
        self._facing: dict[str, str] = {}   # each zombie's facing as last drawn: where a turn starts
        anim.register(self.anim, self.terror, lambda: self._pan.track if self._pan else None)
        self._pan: Optional[panels.Panels] = None

    def first_mode(self) -> Turn:
        return Turn(self)

    # --- what is where ---------------------------------------------------------------------
    @staticmethod
    def lot(match) -> Lot:
        return lot_of(match.state)  # the printed board, or side B with its tokens laid

    def layout(self, rect: pygame.Rect, match) -> Layout:
        lot = self.lot(match)
        if self._layout is None or self._layout.rect != rect or (self._layout.cols, self._layout.rows) != (lot.cols, lot.rows):
            self._layout = Layout(rect, lot)
        return self._layout

    def offer(self, match) -> Offer:
        """What the open decision offers in the current mode (choices.py)."""
        return self.kept.of(match, "offer", self.mode, lambda: OFFERS.build(match, self.mode))   # the mode held, not its id

    def parts(self, match, ui) -> tuple[Layout, Offer, panels.Panels]:
        lay = self.layout(self.rect, match)
        offer = self.offer(match)
        end = summary_height(ui.text_size, summary_lines(match), lay.side.w) if match.outcome else 0
        key = (self.mode, tuple(lay.side), ui.text_size, end)   # `offer` is the mode's at this version
        self._pan = self.kept.of(match, "panels", key, lambda: panels.layout(lay.side, offer, ui.text_size, end))
        return lay, offer, self._pan

    def ground(self, match):
        """The rest of the parking lot round the lot (maps/art/ground_zt.svg)."""
        return Ground(self.lot(match).art, self.layout(self.rect, match).fit.scale)

    def regions(self, match, ui) -> dict[str, pygame.Rect]:
        lay = self.layout(self.rect, match)
        return {"board": lay.map_area, "map": lay.map_rect, "side": lay.side}

    def end_place(self, rect: pygame.Rect) -> Optional[pygame.Rect]:
        """The summary in the decision panel's place: the final lot and the side column stay in view."""
        side = self._layout.side if self._layout is not None else rect
        return pygame.Rect(side.x, side.y, side.w, 0)

    @staticmethod
    def face_up(match) -> set[str]:
        """Whose hand is shown: at the end both; a person's own hand; with two people at one screen, the
        hand of the side to move (the other is face down)."""
        if match.outcome is not None:
            return set(SEATS)
        people = {seat for seat in SEATS if match.seats.get(seat, HUMAN) == HUMAN}
        return {match.to_move} & people if len(people) > 1 else people

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface, rect, match, ui) -> None:
        s = match.state
        lot = self.lot(match)
        lay, offer, pan = self.parts(match, ui)
        over = match.outcome is not None
        where = board.area(lay)
        moving = anim.moving(self.anim)

        def printed():   # the lot as printed (or laid), kept
            return self._lot.get(where.size, ui.look, (lot, tuple(where)),
                                 lambda lot_img: board.paint_lot(lot_img, lay, lot, ui.pal, ui.text_size, where.topleft))

        def paint_table(img):
            img.blit(printed(), (0, 0))
            board.draw_markers(img, lay, s, moving, where.topleft)

        surface.blit(self._table.of(ui, where.size, (tuple(where), moving), paint_table), where.topleft)
        mouse_space = lay.cell_at(ui.mouse) if lay.map_rect.collidepoint(ui.mouse) else None
        if mouse_space is not None:
            board.lift_marker(surface, lay, s, moving, mouse_space, printed(), where.topleft)
        if not over and ui.human_turn:
            board.draw_lit(surface, lay, offer, ui, self._lit_spaces(offer, ui), self._hint_space(offer, ui))
        frame = anim.Frame(lay, pan, s, ui)
        if not over:
            board.draw_picked(surface, lay, offer, ui)
            self._draw_pointed(surface, lay, lot, offer, match, mouse_space)
            if ui.human_turn and offer.marks.get("ghost") and lay.map_area.collidepoint(ui.mouse):
                self._draw_ghost(surface, lay, lot, offer, match, ui, mouse_space)
        self.anim.draw(surface, frame, ("ring", "barred", "word", "bite", "shot", "chop"))
        anim.draw_markers_in_motion(surface, self.anim, frame)
        if not over:
            panels.draw_decision(surface, pan, offer, ui)
        face_up = self.face_up(match)
        below = pygame.Rect(lay.side.x, pan.decision.bottom, lay.side.w, lay.side.bottom - pan.decision.bottom)
        info = self._info.of(ui, below.size, (tuple(below), tuple(face_up)),
                             lambda img: self._paint_info(img, below, pan, s, ui, face_up))
        surface.blit(info, below.topleft)
        self._draw_terror(surface, pan, s, ui)
        held = panels.card_at(pan, s, ui.mouse)
        if held is not None and held[0] in face_up:   # zoom on hover (look.md 5): the card whole, its words read
            r = next(r for c, r in zip(s.hands[held[0]], pan.hands[held[0]]) if c == held[1])
            self.cards.zoom(surface, held[1], r, rect, max(160, lay.side.w * 2 // 3), ui.pal["shadow"])
        self.anim.draw(surface, frame, ("banner",))
        self._facing = dict(s.facing)

    @staticmethod
    def _paint_info(img, below: pygame.Rect, pan: panels.Panels, s, ui, face_up) -> None:
        img.fill(ui.pal["board"])
        panels.paint_info(img, panels.moved(pan, -below.x, -below.y), s, ui.pal, face_up)

    def _draw_terror(self, surface, pan: panels.Panels, s, ui) -> None:
        """The terror marker on its track (gliding while an Event moves it)."""
        if s.terror is None:
            return
        x, y = self.terror.marker(pan.track, s.terror)
        r = max(6, pan.track[0].w // 2 - 2)
        pygame.draw.circle(surface, (200, 30, 30), (round(x), round(y)), r)
        pygame.draw.circle(surface, (250, 230, 200), (round(x), round(y)), r, 2)

    def _draw_pointed(self, surface, lay: Layout, lot: Lot, offer: Offer, match, space: Optional[str]) -> None:
        """What the mouse points at: a zombie's line of sight; where a push sends the zombie; the
        Cop's line of fire."""
        if space is None:
            return
        s = match.state
        for a in offer.places.get(space, []):
            if a.kind == "push":
                board.draw_push(surface, lay, lot, s, space)
            elif a.kind == "shoot" or (a.kind == "play" and a.get("card") == "shotgun"):
                board.draw_fire(surface, lay, s, space)
        z = s.occupied().get(space)
        if z in s.zombies:
            board.draw_sight(surface, lay, s, z, *match.rules.line_of_sight(s, z)[:2])

    def _draw_ghost(self, surface, lay: Layout, lot: Lot, offer: Offer, match, ui, space: Optional[str]) -> None:
        """ZT Game Variants: the token in hand (the kit's ghost), over the spaces it would cover laid on the
        space pointed at, its exit or door framed, red where it may not lie; off the lot, at the pointer."""
        obj, facing, _ = offer.marks["ghost"]
        cover = match.rules.token_cover(match.state, space, facing) if space else None
        if cover is None:
            shape = self.kept.of(match, "ghost shape", facing, lambda: self._token_shape(match, lot, facing))
            rects, doors = ghost.loose(shape, ui.mouse), 0
        else:
            rects, doors = [lay.cells[n] for n in cover[0] + cover[1]], len(cover[1])
        k = len(rects) - doors   # the token's own spaces, then its exit or door
        ghost.draw(surface, rects, lambda img, at: board.paint_token(img, obj, space or "", at[:k], at[k:]),
                   ui.pal, refused=cover is not None and not offer.places.get(space))

    @staticmethod
    def _token_shape(match, lot: Lot, facing: Optional[str]) -> list[tuple[int, int]]:
        """The squares the token in hand covers, turned as it is, from its first: laid where it fits the lot."""
        cells = next(cover[0] for n in lot.names if (cover := match.rules.token_cover(match.state, n, facing)))
        c0, r0 = lot.cell[cells[0]]
        return [(lot.cell[n][0] - c0, lot.cell[n][1] - r0) for n in cells]

    def wheel(self, pos, dy, match, ui) -> None:
        """ZT Game Variants: the wheel turns the token in hand, as R does."""
        if isinstance(self.mode, Turn):
            self.take(self.mode.turned(1 if dy > 0 else -1, match, ui))

    @staticmethod
    def _lit_spaces(offer: Offer, ui) -> set[str]:
        lit = set(ui.lit)
        return {n for n, acts in offer.places.items() if lit.intersection(acts)}

    @staticmethod
    def _hint_space(offer: Offer, ui) -> str:
        """The space of the hint's pick; a token laid turned otherwise than the one in hand: its space."""
        pick = ui.hint.action if ui.hint else None
        lay = pick.get("at", "") if pick is not None and pick.kind == "lay" else ""
        return next((n for n, acts in offer.places.items() if pick in acts), lay)

    # --- clicks and words ----------------------------------------------------------------------
    def hover(self, pos, match, ui) -> Union[str, Explained, None]:
        s = match.state
        lay, offer, pan = self.parts(match, ui)
        tip = pan.choices.tip(pos)
        if tip:
            return tip
        held = panels.card_at(pan, s, pos)
        if held is not None:
            seat, card = held
            if seat in self.face_up(match):  # beside the card and its zoomed copy, covering neither
                r = next(r for c, r in zip(s.hands[seat], pan.hands[seat]) if c == card)
                near = r.union(zoom_box(r, self.rect, max(160, lay.side.w * 2 // 3)))
                return Explained(CARDS_BY_ID[card].name, (CARDS_BY_ID[card].text,), "ZT Special Cards", tuple(near))
            return f"a {panels.SIDE_WORD[seat][:-1].lower()} special card, face down (ZT Special Cards)"
        if any(r.collidepoint(pos) for r in pan.track.values()):
            return ("The terror track: once the zombie pool is empty the marker goes on 5 and moves one space "
                    "left every zombie turn; off the track, the zombies win (ZT Zombie Terror Phase)")
        if pan.supplies.collidepoint(pos):
            return (f"Zombie pool: {len(s.pool)}. Ammo: {s.ammo} (a Cop's shot spends one). Briefcase: "
                    f"{'the Banker still has it' if s.briefcase else 'in the box'} (ZT Game Setup 7)")
        if pan.escaped.collidepoint(pos):
            return "Humans who escaped, and their VP: 5 VP win (ZT Ending the Game)"
        space = lay.cell_at(pos) if lay.map_rect.collidepoint(pos) else None
        return self._space_tip(match, space, offer) if space else None

    def _space_tip(self, match, space: str, offer: Offer) -> Union[str, Explained]:
        s, lot = match.state, self.lot(match)
        if space in lot.obstacles:
            return f"{space}: an obstacle ({lot.obstacles[space]}): blocks moves, shots and sight (ZT Obstacles)"
        words = [space, f"{lot.half[space]} half"]
        if space in lot.car:
            words.append("escape car: a human here escapes; zombies treat it as an obstacle")
        if space in lot.spawn:
            words.append("valid space: zombies spawn here")
        if space in lot.manholes:
            words.append("manhole")
        marker = s.occupied().get(space)
        tip = " · ".join(words)
        laying = [a for a in offer.places.get(space, []) if a.kind == "lay"]
        if laying:   # the card beside the token's ghost, its spaces and its exit or door
            cells = self.layout(self.rect, match).cells
            covered = sum(match.rules.token_cover(s, space, laying[0].get("facing")), [])
            return self._lay_card(match, laying[0], tip, tuple(cells[space].unionall([cells[n] for n in covered])))
        if any(a.kind == "activate" and a.get("zombie") for a in offer.places.get(space, [])):
            tip += f". {forced_reason(match.rules, s, marker)} (ZT Moving Zombies)"
        elif offer.tags.get(space):
            tip += f". Click: {offer.tags[space]}"
        near = tuple(self.layout(self.rect, match).cells[space])
        if marker in s.humans:
            return self._human_card(s, marker, tip, near)
        if marker in s.zombies:
            return self._zombie_card(match, marker, tip, near)
        return tip

    @staticmethod
    def _lay_card(match, action, tip: str, near) -> Explained:
        """A lit space where the token in hand may lie: which token, the spaces it would cover, its facing,
        and what it blocks once laid (ZT Game Variants, Obstacles - Tokens)."""
        obj = match.state.to_lay[0][1]
        facing, said = lying(obj, action.get("facing")), match.rules.describe(match.state, action)
        return Explained(f"Click: {said}",
                         (f"Facing: {facing} (R or the wheel turns it)" if facing else "Laid without a facing",
                          f"Once laid, {TOKEN[obj]}: {BLOCKS[obj]}", tip), "ZT Obstacles - Tokens", near)

    @staticmethod
    def _human_card(s, marker: str, tip: str, near) -> Explained:
        """A human marker: its character, VP and side, and its ability (ZT Human Marker Overview,
        Personal Actions and Abilities)."""
        h = HUMANS_BY_ID[marker]
        side = ("dead: a zombie at the round's end" if marker in s.dead else
                "wounded side" if marker in s.wounded else "healthy side")
        facts = [f"{h.vp} VP if it escapes; {side}", f"Ability: {h.ability}"]
        if marker == "banker":
            facts.append("The briefcase: " + ("still his" if s.briefcase else "spent, in the box"))
        if s.active == marker:
            facts.append(f"Being activated: {s.ap} AP left (ZT Human Player Turn)")
        return Explained(f"{h.name}, {h.trade}", (*facts, tip), "ZT Personal Actions and Abilities", near)

    @staticmethod
    def _zombie_card(match, marker: str, tip: str, near) -> Explained:
        """A zombie marker: where it faces and what its line of sight reaches (ZT Zombie Line of Sight)."""
        s = match.state
        crossed, seen, far = match.rules.line_of_sight(s, marker)
        sees = (f"Sees {HUMANS_BY_ID[seen].trade}, {far} {'space' if far == 1 else 'spaces'} ahead: it must move "
                "towards this human" if seen else
                "Sees no human: its line of sight runs up to 4 spaces from its front, blocked by markers and obstacles")
        facts = [f"Facing {FACING[s.facing[marker]]}; its front looks along " +
                 (", ".join(crossed) if crossed else "no space"), sees,
                 "Activated this round (turned over)" if marker in s.flipped else "Not activated yet this round"]
        return Explained(f"Zombie on {s.zombies[marker]}", (*facts, tip), "ZT Zombie Line of Sight", near)

    def lit_words(self, actions, match, ui) -> str:
        """H lights spaces on the lot and buttons in the panel: counted and listed, the hint's pick marked."""
        offer = self.offer(match)
        pick = ui.hint.action if ui.hint else None
        spaces = {n: pick in acts for n, acts in offer.places.items() if set(actions).intersection(acts)}
        buttons = {b.label: b.action == pick for b in offer.buttons if b.action in actions and b.action not in
                   {a for acts in offer.places.values() for a in acts}}
        parts = [listed(spaces, "space"), listed(buttons, "button")]
        return " and ".join(p for p in parts if p) or f"the {len(actions)} choices"

    # --- events and jumps ----------------------------------------------------------------------
    def animate(self, events, match, ui) -> None:
        s = match.state
        last = match.steps[-1].action if match.steps else None
        shot = last is not None and (last.kind == "shoot" or (last.kind == "play" and last.get("card") == "shotgun"))
        shooter = s.humans.get(s.active) if shot else None
        self.anim.play(events, anim.Context(dict(self._facing), shooter))

    def reset(self, match, ui) -> None:
        super().reset(match, ui)
        self.anim.finish()
        self.kept.drop()
        self._lot.drop()
        self._table.drop()
        self._info.drop()
        self._facing = dict(match.state.facing)
