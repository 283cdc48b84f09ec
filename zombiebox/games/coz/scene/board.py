"""The board's moving parts: cards in their slots (gliding while tweened), the piles, the
Safe Zone's Survivor cards, the Heroes (Exhausted ones sideways), the held Items, the
Toxic Barrel, the Rescue Plane on the Approach Track, the round's notes, and the marks
a fight turn leaves (hit targets, a matching value lit, the hint's picks)."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import NamedTuple, Union

import pygame

from zombiebox.ui import draw
from zombiebox.ui.animator import Animator
from zombiebox.ui.widgets.card import CardFaces
from zombiebox.ui.widgets.deck import pile
from zombiebox.ui.widgets.die import die as draw_die
from zombiebox.ui.widgets.token import MIN_SIZE
from zombiebox.ui.widgets.track import Track

from .. import data
from ..data import CARDS, FLIP_BY_ID, HERO_IDS, HERO_NAMES
from ..layout import layout
from ..state import CozState, survivors
from .layout import LEAST, PILE_NAMES, ROW_NAMES, Screen, fitted, wrapped

EMPTY_ZONE = ("Empty — defeat every Zombie on the board to save more Survivors",   # CoZ SAVE MORE SURVIVORS
              "Empty — defeat every Zombie to save more", "Empty")
PLANE = "plane"   # the Rescue Plane: the marker of the Approach Track (its keyed tween)
HERO_CELLS, ITEM_CELLS = 4, 2   # the strips' cells before they start to squeeze
SHORT = {data.ENERGY: "Energy", data.BINOCULARS: "Binoculars", data.LID: "Lid", data.REPLAY_RAY: "Replay",
         data.PIZZA: "Pizza", data.PORTAL: "Portal", data.GLOVE: "Glove", data.BARREL: "Barrel"}  # Items on chips


@dataclass
class Marks:
    """How each card on the board is lit this frame."""
    match: set[str] = field(default_factory=set)      # the built value equals its Strength
    hinted: set[str] = field(default_factory=set)     # H: a legal target, or the auto-player's pick
    pickable: set[str] = field(default_factory=set)   # a move waits for a card to be clicked
    slots: set[int] = field(default_factory=set)      # ... or for a space (a Flip Hero, the Toxic Barrel)
    zone: bool = False                                # ... or for a Survivor card in the Safe Zone
    hit: dict[str, str] = field(default_factory=dict)  # hit this turn -> the combination
    masaaki: str = ""
    pick: str = ""                                    # practice, H: the auto-player's pick
    lidded: dict[str, int] = field(default_factory=dict)  # a Dustbin Lid changed it -> its Strength now

    @property
    def key(self) -> tuple:
        return (frozenset(self.hinted), frozenset(self.hit.items()), self.masaaki, self.pick,
                frozenset(self.lidded.items()))


def _cards(n: int) -> str:
    return f"{n} card{'s' if n != 1 else ''}"


def card_variant(state: CozState, card: str) -> str:
    flip = FLIP_BY_ID.get(card)
    return "flipped" if flip and state.flips[flip.key].side == "zombie" else ""


def hero_cards(state: CozState) -> list[tuple[str, str, bool]]:
    """(hero key, card id, exhausted): the dealt Heroes, then saved Flip Heroes."""
    out = [(k, HERO_IDS[k], h.exhausted) for k, h in state.heroes.items()]
    out += [(k, data.FLIP_BY_KEY[k].id, f.exhausted) for k, f in state.flips.items() if f.where == "saved"]
    return out


class Strip(NamedTuple):
    card: str
    name: str          # beside the card
    chip: str          # on a name chip (a small window)
    exhausted: bool


def strips(state: CozState) -> dict[str, tuple[list[Strip], int, str]]:
    """What the Heroes and Items strips show, their cells before squeezing, and the words when
    empty. The held Items one
    a kind, counted: cards alike are one entry (any of them is the same to use)."""
    owners = {k: h.owner for k, h in state.heroes.items() if h.owner}   # 4-6 players: one each
    heroes = [Strip(card, HERO_NAMES[key] + (f" {owners[key].upper()}" if key in owners else ""), HERO_NAMES[key],
                    exhausted) for key, card, exhausted in hero_cards(state)]
    kinds: dict[str, list[str]] = {}
    for card in state.items:
        kinds.setdefault(CARDS[card].effect, []).append(card)
    items = [Strip(cards[0], CARDS[cards[0]].name + (f" ×{len(cards)}" if len(cards) > 1 else ""),
                   SHORT[effect] + (f" ×{len(cards)}" if len(cards) > 1 else ""), False)
             for effect, cards in kinds.items()]
    return {"heroes": (heroes, HERO_CELLS, "no Heroes"), "items": (items, ITEM_CELLS, "no Items held")}


def strip_cells(area: pygame.Rect, entries: list[Strip], cells: int, text_size: int
                ) -> tuple[list[pygame.Rect], int]:
    """Cells across a strip, at least `cells` of them, each a card with its name beside it; where
    that leaves no room for a name (a small window, a crowd), name chips in rows instead, each chip
    a piece's height at least (MIN_SIZE: a chip is pointed at, and magnified under the mouse), with the
    largest text whose chips hold every name, else the least legible text (`chip_words` shortens a
    name that does not fit). Returns the cells and the chips' text size (0: cards)."""
    count = len(entries)
    w = area.w // max(cells, count, 1)
    longest = max((draw.font(draw.sized("fine", text_size)).size(e.name)[0] for e in entries), default=0)
    if w - area.h * 4 // 7 >= longest + 8:                  # every name whole beside its card
        return [pygame.Rect(area.x + i * w, area.y, w, area.h) for i in range(count)], 0
    widest = max((e.chip for e in entries), key=len, default="")
    most = max(1, area.h // MIN_SIZE)                       # rows of chips a piece's height each
    fits = [(size, rows) for size in range(max(LEAST, draw.sized("note", text_size)), LEAST - 1, -1) for rows in range(1, most + 1)
            if draw.font(size).size(widest)[0] + 8 <= area.w // -(-count // rows) - 2
            and draw.line_height(size) + 4 <= area.h // rows]
    size, rows = fits[0] if fits else (LEAST, most)
    line, cw = area.h // rows, area.w // max(1, -(-count // rows))
    return [pygame.Rect(area.x + (i // rows) * cw, area.y + (i % rows) * line, cw - 2, line - 2)
            for i in range(count)], size


def chip_words(name: str, size: int, width: int) -> str:
    """A chip's name, whole where it fits, else its longest start that does (never cut with "…": the
    whole name is on the card the mouse magnifies)."""
    while len(name) > 1 and draw.font(size).size(name)[0] > width:
        name = name[:-1].rstrip(" -")
    return name


def zone_stacks(area: pygame.Rect, zone: list[str], size: tuple[int, int], text_size: int
                ) -> list[tuple[list[str], pygame.Rect]]:
    """The Safe Zone's Survivor cards stacked by value (1 to 5 Survivors), one stack a value, under
    the title: what a hungry Zombie may be fed is one click on a stack."""
    title_h = draw.line_height(draw.sized("note", text_size)) + 4
    h = min(size[1], area.h - title_h - 6)
    w = h * size[0] // size[1]
    by_value: dict[int, list[str]] = {}
    for card in zone:
        by_value.setdefault(CARDS[card].value, []).append(card)
    badge = draw.font(draw.sized("small", text_size), True).size("×7")[0] + 12   # the count beside each stack
    step = min(w + badge + 6, (area.w - 12) // max(1, len(by_value)))
    return [(by_value[v], pygame.Rect(area.x + 6 + i * step, area.y + title_h + 2, w, h))
            for i, v in enumerate(sorted(by_value))]


TRAY = "dice_tray"   # the Battle Dice tray's place in the map


def tray_label(screen: Screen, size: int) -> int:
    """The size of the tray's name, 0 where a small window leaves room for the dice only."""
    small = max(LEAST, draw.sized("fine", size))
    return small if screen.space(TRAY).h >= 4 * draw.line_height(small) else 0


def tray_boxes(screen: Screen, state: CozState, size: int) -> list[pygame.Rect]:
    """Where this turn's Battle Dice lie in their tray: side by side under its name, as large as the
    felt holds them (none before the roll)."""
    count = len(state.turn.dice) if state.turn and state.turn.dice is not None else 0
    label = tray_label(screen, size)
    tray = screen.space(TRAY)
    felt = tray.inflate(-tray.w // 10, -tray.h // 7)
    room = felt.h - (draw.line_height(label) + 4 if label else 0)
    side = max(8, min(room, (felt.w - (count + 1) * 8) // max(1, count)))
    gap = (felt.w - count * side) // (count + 1)
    y = felt.bottom - side - max(0, (room - side) // 2)
    return [pygame.Rect(felt.x + gap + i * (side + gap), y, side, side) for i in range(count)]


class BoardPainter:
    def __init__(self, art: CardFaces, anim: Animator, plane: Track) -> None:
        self.art = art
        self.anim = anim   # the keyed tweens a card, a flip or a flash moves by (scene/anim.py)
        self.plane = plane

    def draw(self, surface: pygame.Surface, screen: Screen, state: CozState, ui, marks: Marks) -> None:
        pal, size = ui.pal, ui.text_size
        self._piles(surface, screen, state, pal, size)
        self._safe_zone(surface, screen, state, ui)
        for name, (entries, cells, empty) in strips(state).items():
            self._strip(surface, screen.space(name), entries, cells, empty, ui)
        self._notes(surface, screen, state, pal, size)
        self._tray(surface, screen, state, pal, size)
        for card, rect in self.placed(screen, state, ui):
            self._card(surface, state, card, rect, ui, marks)
        barrel = state.barrel
        if barrel:
            home = screen.slots[barrel.slot]
            x, y = self.anim.value(f"card:{barrel.card}", home.topleft)
            self._barrel(surface, pygame.Rect(round(x), round(y), home.w, home.h), barrel.card, ui, marks)
        self._plane(surface, screen, state, ui)

    def placed(self, screen: Screen, state: CozState, ui) -> list[tuple[str, pygame.Rect]]:
        """Each card on the board and where it is drawn now (gliding while tweened)."""
        out = []
        for i, card in enumerate(state.board):
            if card is not None:
                home = screen.slots[i]
                x, y = self.anim.value(f"card:{card}", home.topleft)
                out.append((card, pygame.Rect(round(x), round(y), home.w, home.h)))
        if state.barrel:
            home = screen.slots[state.barrel.slot]
            box = pygame.Rect(0, 0, home.w * 2 // 3, home.h // 2)
            box.midbottom = (home.centerx, home.bottom - 2)
            out.append((state.barrel.card, box))
        return out

    def overlay(self, surface: pygame.Surface, screen: Screen, state: CozState, ui, marks: Marks) -> None:
        """What pulses, drawn every frame over the (cached) board: the Zombies whose Strength the
        built number matches, and the cards a move waits for."""
        pal = ui.pal
        # breathing only while something is lit: a still board lets the table rest (ui.pulse)
        pulse = ui.pulse(6) if marks.match or marks.pickable or marks.slots or marks.zone else 1.0
        for card, rect in self.placed(screen, state, ui) if marks.match or marks.pickable else ():
            if card in marks.match:
                pygame.draw.rect(surface, pal["good"], rect.inflate(8, 8), 3 + round(2 * pulse), border_radius=8)
                self._tag(surface, rect.move(0, rect.h // 2 - 4), ("MATCH", "="), pal["good"], pal, ui.text_size)
            elif card in marks.pickable:
                pygame.draw.rect(surface, pal["accent"], rect.inflate(6, 6), 2 + round(2 * pulse), border_radius=8)
        lit = [screen.slots[i] for i in marks.slots]
        if marks.zone:
            lit += [r for _, r in zone_stacks(screen.space("safe_zone"), state.safe_zone, screen.slots[0].size,
                                              ui.text_size)]
        for rect in lit:
            pygame.draw.rect(surface, pal["accent"], rect.inflate(4, 4), 2 + round(2 * pulse), border_radius=8)

    # --- the cards on the board ----------------------------------------------------------------------
    def _card(self, surface, state, card, rect, ui, marks: Marks) -> None:
        pal = ui.pal
        flipping = self.anim.value(f"flip:{card}")
        if flipping is not None:  # a Flip Hero turns over: the card narrows and widens again
            w = max(2, round(rect.w * abs(math.cos(math.pi * flipping))))
            face = self.art.face(card, rect.size, card_variant(state, card) if flipping >= 0.5 else "")
            surface.blit(pygame.transform.smoothscale(face, (w, rect.h)), (rect.centerx - w // 2, rect.y))
        else:
            self.art.blit(surface, card, rect, card_variant(state, card))
        flash = self.anim.value(f"flash:{card}")
        if flash is not None:
            pygame.draw.rect(surface, pal["accent"], rect.inflate(10, 10), max(2, round(6 * (1 - flash))),
                             border_radius=8)
        if card in marks.hit:
            self._hit_tag(surface, rect, marks.hit[card], pal, ui.text_size)
        if card == marks.masaaki:
            self._tag(surface, rect.move(0, -rect.h // 4), ("Masaaki", "M"), pal["accent"], pal, ui.text_size)
        if card in marks.hinted and card not in marks.match:
            pygame.draw.rect(surface, pal["highlight"], rect.inflate(6, 6), 3, border_radius=8)
        if card == marks.pick:
            self._tag(surface, rect.move(0, -rect.h // 3), ("PICK", "»"), pal["highlight"], pal, ui.text_size)
        if card in marks.lidded:  # the printed Strength no longer counts: say the one that does
            lid = marks.lidded[card]
            self._tag(surface, rect.move(0, rect.h // 3), (f"LID {lid}", str(lid)), pal["accent"], pal, ui.text_size)

    def _tag(self, surface, rect, words: Union[str, tuple[str, ...]], colour, pal, size,
             least: int = LEAST) -> pygame.Rect:
        """A badge across the card's middle, never wider than the card: smaller type, then the shorter
        wording a small card holds ("=" for MATCH at 960x600), then cut."""
        words = (words,) if isinstance(words, str) else words
        word, small = fitted(words, max(least, draw.sized("fine", size)), rect.w - 6, least=least, bold=True)
        img = draw.text_surface(word, small, pal["pip"], True)
        box = img.get_rect(center=(rect.centerx, rect.centery)).inflate(6, 2)
        pygame.draw.rect(surface, colour, box, border_radius=4)
        surface.blit(img, img.get_rect(center=box.center))
        return box

    def _hit_tag(self, surface, rect, combination: str, pal, size) -> None:
        """HIT, and the combination that hit on a line of its own below it (a long one in smaller type,
        on two lines where a small card will not hold it on one: issue 35.10)."""
        top = self._tag(surface, rect, "HIT", pal["good"], pal, size)
        room = rect.w - 6
        parts = [combination] if draw.font(9, True).size(combination)[0] <= room else draw.wrap(combination, 9, room, True)
        shift = 0
        for part in parts:
            shift += top.h + 1
            top = self._tag(surface, rect.move(0, shift), part, pal["good"], pal, size, least=9)

    def _barrel(self, surface, rect, card, ui, marks: Marks) -> None:
        """The Toxic Barrel sits in the lower half of its space (a Zombie may share it)."""
        box = pygame.Rect(0, 0, rect.w * 2 // 3, rect.h // 2)
        box.midbottom = (rect.centerx, rect.bottom - 2)
        pygame.draw.rect(surface, (60, 140, 60), box, border_radius=box.w // 5)
        for f in (0.25, 0.75):
            y = box.y + round(box.h * f)
            pygame.draw.line(surface, (30, 80, 30), (box.x, y), (box.right - 1, y), 2)
        draw.text(surface, "10", box.center, max(10, box.h // 2), (250, 250, 230), bold=True, anchor="center")
        draw.text(surface, "BARREL", (box.centerx, box.y - 1), max(9, box.h // 4), (250, 250, 230), bold=True,
                  anchor="midbottom")
        if card in marks.hit:
            self._hit_tag(surface, box, marks.hit[card], ui.pal, ui.text_size)

    # --- around the board --------------------------------------------------------------------------------
    def _piles(self, surface, screen: Screen, state: CozState, pal, size) -> None:
        small = max(LEAST, draw.sized("fine", size))
        counts = {"deck": _cards(len(state.deck)), "graveyard": _cards(len(state.graveyard)),
                  "survivor_deck": _cards(len(state.survivor_deck)),
                  "evacuated": f"{survivors(state.evacuated)} saved"}
        # the words under a face-up pile stay between the rows and the Approach Track
        left = screen.slots[5].right + screen.fit.length(10)
        right = min(r.x for r in screen.track.values()) - 4
        for name, label in PILE_NAMES.items():
            r, pile = screen.space(name), getattr(state, name)
            if name in ("deck", "survivor_deck"):   # a face-down pile: its name and count on its back
                if pile:
                    self.art.blit(surface, f"back:{label.upper()}", r)
                count, n = fitted((counts[name], counts[name].split()[0]), small, r.w - 2)
                draw.text(surface, count, (r.centerx, r.bottom - 4), n, (230, 214, 190), anchor="midbottom")
                continue
            if pile:
                self.art.blit(surface, pile[-1], r)
            y = r.bottom + 1
            for words, colour in ((label, "text"), (counts[name], "dim")):
                line, n = fitted((words,), small, right - left)
                img = draw.text_surface(line, n, pal[colour])
                at = img.get_rect(midtop=(r.centerx, y)).clamp(pygame.Rect(left, y, right - left, img.get_height()))
                surface.blit(img, at)
                y += draw.line_height(n)

    def _safe_zone(self, surface, screen: Screen, state: CozState, ui) -> None:
        area, pal, size = screen.space("safe_zone"), ui.pal, ui.text_size
        zone = state.safe_zone
        people = f"Safe Zone: {survivors(zone)} Survivors"
        title, n = fitted((f"{people} ({_cards(len(zone))})", people), draw.sized("note", size), area.w - 12,
                          bold=True)
        if title.endswith("…"):   # the smallest window: the count stays whole, in the smallest type
            title, n = fitted((people,), n, area.w - 12, bold=True)
        top = draw.text(surface, title, (area.x + 8, area.y + 3), n, pal["accent"], bold=True).bottom
        small = draw.sized("small", size)
        for cards, rect in zone_stacks(area, zone, screen.slots[0].size, size):
            pile(surface, rect, self.art, cards, pal, small)
            for card in cards:  # a card just saved glides in from the Survivor Deck
                at = self.anim.value(f"card:{card}")
                if at is not None:
                    self.art.blit(surface, card, pygame.Rect(round(at[0]), round(at[1]), rect.w, rect.h))
        if not zone:
            body = pygame.Rect(area.x + 8, top, area.w - 16, area.bottom - 3 - top)
            lines, n = wrapped(EMPTY_ZONE, draw.sized("small", size), body)
            y = body.centery - len(lines) * draw.line_height(n) // 2
            for line in lines:
                draw.text(surface, line, (body.centerx, y), n, pal["dim"], anchor="midtop")
                y += draw.line_height(n)

    def _strip(self, surface, area: pygame.Rect, entries: list[Strip], cells: int, empty: str, ui) -> None:
        """Heroes or held Items across a strip: each card upright with its name beside it; an
        Exhausted Hero's card turned sideways (CoZ Hero cards). With no room for that, name chips:
        an Exhausted Hero's greyed and struck through."""
        pal, small = ui.pal, draw.sized("fine", ui.text_size)
        if not entries:
            draw.text(surface, empty, area.center, small, pal["dim"], anchor="center")
            return
        boxes, chips = strip_cells(area.inflate(-6, -6), entries, cells, ui.text_size)
        for e, cell in zip(entries, boxes):
            if chips:
                pygame.draw.rect(surface, pal["panel_edge"], cell, 0 if not e.exhausted else 1, border_radius=4)
                at = draw.text(surface, chip_words(e.chip, chips, cell.w - 6), (cell.centerx, cell.centery), chips,
                               pal["dim"] if e.exhausted else pal["text"], anchor="center")
                if e.exhausted:
                    pygame.draw.line(surface, pal["bad"], (at.x, at.centery), (at.right, at.centery), 1)
                continue
            h = cell.h
            box = pygame.Rect(cell.x, cell.y, h, h * 4 // 7) if e.exhausted else pygame.Rect(cell.x, cell.y, h * 4 // 7, h)
            shown = self.art.blit(surface, e.card, box, sideways=e.exhausted)
            words = pygame.Rect(shown.right + 3, cell.y, cell.right - shown.right - 5, cell.h)
            draw.text(surface, draw.fit(e.name, small, words.w), (words.x, words.y), small,
                      pal["dim"] if e.exhausted else pal["text"])
            if e.exhausted:
                draw.text(surface, draw.fit("exhausted", small - 2, words.w),
                          (words.x, words.y + draw.line_height(small)), small - 2, pal["bad"])

    def _notes(self, surface, screen: Screen, state: CozState, pal, size) -> None:
        """The round's notes in the free space beside the piles: round, plane, effects in play."""
        deck, track = screen.space("deck"), min(screen.track.values(), key=lambda r: r.x)
        grave = screen.space("graveyard")
        area = pygame.Rect(deck.right + 8, deck.y, track.x - deck.right - 20, grave.bottom - deck.y)
        small = draw.sized("fine", size)
        if area.w < draw.font(small).size("Plane 15")[0]:
            return  # the minimum window: the round is in the panel's corner, the plane on its track
        over = layout().over[state.plane]
        lines = [(f"Round {state.round}", "accent"), (f"Plane {state.plane}", "text"),
                 (f"over {ROW_NAMES.get(over, over)}" if over != "landing" else "landed", "dim"),
                 ("R = refresh", "dim")]
        if state.active:
            lines.append(("Second Chance on", "good"))
        if state.rule_breaker >= state.round:
            lines.append(("Rule Breaker on", "good"))
        if state.glove_round == state.round:
            lines.append(("Glove used", "dim"))
        if state.opts["apocalypse"] == "on":
            lines.append(("Apocalypse", "bad"))
        y = area.y
        said = [(part, colour) for text, colour in lines for part in draw.wrap(text, small, area.w, colour == "accent")]
        for text, colour in said:   # a line too long goes on two, never cut (issue 35.10)
            if y + draw.line_height(small) > area.bottom:
                break
            draw.text(surface, text, (area.x, y), small, pal[colour], bold=colour == "accent")
            y += draw.line_height(small)

    def _tray(self, surface, screen: Screen, state: CozState, pal, size) -> None:
        """The Battle Dice in their tray (CoZ STEP 2), as rolled this turn, each die used (in a hit or
        lost) ticked; the tray's name over them where it has room."""
        tray, label = screen.space(TRAY), tray_label(screen, size)
        if label:
            draw.text(surface, "Battle Dice", (tray.centerx, tray.y + tray.h // 14 + 2), label, (214, 226, 214),
                      anchor="midtop")
        for i, box in enumerate(tray_boxes(screen, state, size)):
            draw_die(surface, box, state.turn.dice[i], pal, mark="used" if state.turn.used[i] else None, word=False)

    def _plane(self, surface, screen: Screen, state: CozState, ui) -> None:
        """The Rescue Plane on its step of the Approach Track (gliding when it moves, CoZ STEP 4)."""
        step = screen.track[state.plane]
        x, y = self.plane.marker(screen.track, state.plane)
        r = max(9, step.w * 2 // 3)
        c = (round(x), round(y))
        white, edge = (245, 245, 240), (30, 30, 30)
        body = [(c[0], c[1] + r), (c[0] - r // 5, c[1] + r // 2), (c[0] - r // 5, c[1] - r), (c[0] + r // 5, c[1] - r),
                (c[0] + r // 5, c[1] + r // 2)]
        wings = [(c[0] - r, c[1] - r // 6), (c[0] + r, c[1] - r // 6), (c[0] + r // 5, c[1] + r // 4),
                 (c[0] - r // 5, c[1] + r // 4)]
        tail = [(c[0] - r // 2, c[1] - r), (c[0] + r // 2, c[1] - r), (c[0], c[1] - r * 2 // 3)]
        for shape in (wings, tail, body):
            pygame.draw.polygon(surface, white, shape)
            pygame.draw.polygon(surface, edge, shape, 1)
