"""The side column beside the lot: the decision (where the game stands, the hint, the buttons), the terror
track, the zombie pool, the ammo and the briefcase, the humans who escaped with their VP, and each side's
hand of special cards (a person's own face up, the opponent's face down)."""
from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from zombiebox.ui import draw
from zombiebox.ui.offer import Offer
from zombiebox.ui.widgets import card as kit_card
from zombiebox.ui.widgets.choice_panel import ChoicePanel
from zombiebox.ui.widgets.track import draw_steps

from ..data import CARDS_BY_ID, HUMANS_BY_ID, HUMANS_SEAT, SEATS, TERROR_TRACK, VP, WIN_VP, ZOMBIES_SEAT
from . import figures

GAP = 6
SIDE_WORD = {HUMANS_SEAT: "Humans", ZOMBIES_SEAT: "Zombies"}
CARD_BACK = {HUMANS_SEAT: (40, 90, 150), ZOMBIES_SEAT: (110, 50, 50)}
PIECE = 24   # pixels: a card in the hand is a piece, never smaller


@dataclass
class Panels:
    decision: pygame.Rect
    choices: ChoicePanel
    hint: list[str]
    text_size: int                       # the setting the sizes below are steps of
    size: int                            # the scale's "small": the panels' words
    hint_size: int                       # a long hint's smaller letters
    track: dict[int, pygame.Rect]        # terror track step (5..1, 0 = off the track) -> its box
    supplies: pygame.Rect                # pool, ammo, briefcase
    escaped: pygame.Rect
    hands: dict[str, list[pygame.Rect]]  # seat -> a box a card
    hand_rows: dict[str, pygame.Rect]

    @property
    def buttons(self) -> list:
        return self.choices.placed


def layout(side: pygame.Rect, offer: Offer, text_size: int, end: int) -> Panels:
    """The panels down the side column; at the game's end the decision's place is `end` pixels tall,
    kept for the frame's summary."""
    size = max(12, draw.sized("small", text_size))
    lh = draw.line_height(size)
    w = side.w - 16
    least = draw.sized("fine", text_size)   # a card's name never smaller: the kit's smallest text
    hint, hint_size = _hint(offer.hint, size, w, least)
    card_h = max(PIECE, draw.line_height(least) + 6)            # two columns: a name a line
    card_h4 = max(PIECE, 2 * draw.line_height(least) + 4)      # a row of four: a name on two lines
    below = (lh + 4 + 28) + (lh + 28) + (lh + 30) + 2 * (lh + card_h4 + GAP + 8) + 5 * GAP
    top = side.y + 6 + draw.line_height(draw.sized("note", text_size)) + len(hint) * draw.line_height(hint_size) + 6
    for cols, bh in ((2, lh + 8), (3, lh + 4), (3, lh)):
        choices = ChoicePanel.flow(offer.buttons, side.x + 8, top, w, cols, bh)
        if choices.bottom + 4 <= side.bottom - below:
            break
    decision = pygame.Rect(side.x, side.y, side.w, choices.bottom - side.y + 4)
    if end:
        decision, choices = pygame.Rect(side.x, side.y, side.w, end), ChoicePanel([])
    y = decision.bottom + GAP
    box = min(28, (w - 6 * 4) // 6)
    track = {step: pygame.Rect(side.x + 8 + (TERROR_TRACK - step) * (box + 4), y + lh + 2, box, box)
             for step in range(TERROR_TRACK, -1, -1)}
    y += lh + 4 + box + GAP
    supplies = pygame.Rect(side.x, y, side.w, lh + 28)
    y = supplies.bottom + GAP
    escaped = pygame.Rect(side.x, y, side.w, lh + 30)
    y = escaped.bottom + GAP
    cols = 2 if y + 2 * (lh + 2 * card_h + 2 * GAP + 8) <= side.bottom else 4  # short of room: a row of 4
    card_w, card_h = (w - (cols - 1) * GAP) // cols, card_h if cols == 2 else card_h4
    hands, rows = {}, {}
    for seat in SEATS:
        rows[seat] = pygame.Rect(side.x, y, side.w, lh + (4 // cols) * (card_h + GAP) + 8)
        hands[seat] = [pygame.Rect(side.x + 8 + (i % cols) * (card_w + GAP), y + lh + 2 + (i // cols) * (card_h + GAP),
                                   card_w, card_h) for i in range(4)]
        y = rows[seat].bottom + GAP
    return Panels(decision, choices, hint, text_size, size, hint_size, track, supplies, escaped, hands, rows)


def _hint(words: str, size: int, width: int, least: int) -> tuple[list[str], int]:
    """The hint in four lines at most (a card's words): in smaller letters before the last line is
    cut (not below `least`), and cut with an ellipsis, never dropped unseen (issue 35.10)."""
    for s in range(size, least - 1, -1):
        lines = draw.wrap(words, s, width)
        if len(lines) <= 4:
            return lines, s
    return lines[:3] + [draw.fit(" ".join(lines[3:]), least, width)], least


def moved(pan: Panels, dx: int, dy: int) -> Panels:
    """The same panels shifted (painted into a layer at the side column's corner)."""
    return replace(pan, track={k: r.move(dx, dy) for k, r in pan.track.items()}, supplies=pan.supplies.move(dx, dy),
                   escaped=pan.escaped.move(dx, dy),
                   hands={k: [r.move(dx, dy) for r in rs] for k, rs in pan.hands.items()},
                   hand_rows={k: r.move(dx, dy) for k, r in pan.hand_rows.items()})


def draw_decision(surface, pan: Panels, offer: Offer, ui) -> None:
    pal = ui.pal
    pygame.draw.rect(surface, pal["panel"], pan.decision, border_radius=8)
    pygame.draw.rect(surface, pal["panel_edge"], pan.decision, 1, border_radius=8)
    x, y = pan.decision.x + 8, pan.decision.y + 6
    title = draw.sized("note", pan.text_size)
    draw.text(surface, draw.fit(offer.title, title, pan.decision.w - 16, True), (x, y), title, pal["accent"], bold=True)
    y += draw.line_height(title)
    for line in pan.hint:
        draw.text(surface, line, (x, y), pan.hint_size, pal["text"] if ui.human_turn else pal["dim"])
        y += draw.line_height(pan.hint_size)
    pan.choices.draw(surface, ui, pan.size)


def paint_info(img, pan: Panels, s, pal, face_up: set[str]) -> None:
    """The terror track, supplies, escaped humans and hands (drawn at the layer's corner)."""
    size, lh = pan.size, draw.line_height(pan.size)
    top = pan.track[TERROR_TRACK]
    where = "off!" if s.terror == 0 else f"on {s.terror}" if s.terror else "not started"
    draw.text(img, f"Terror track: {where}", (top.x, top.y - lh - 2), size, pal["text"])

    def step(surface, n, r):
        pygame.draw.rect(surface, pal["panel"] if n else pal["shadow"], r, border_radius=4)
        pygame.draw.rect(surface, (200, 60, 60) if n else pal["panel_edge"], r, 1, border_radius=4)
        draw.text(surface, str(n) if n else "off", r.center, draw.sized("fine", pan.text_size), pal["dim"], anchor="center")

    draw_steps(img, pan.track, step, pal["panel_edge"], 2)
    sup = pan.supplies
    z = figures.zombie(24, False, "N")
    img.blit(z, (sup.x + 8, sup.y + lh + 2))
    draw.text(img, "Pool", (sup.x + 8, sup.y), size, pal["dim"])
    draw.text(img, f"x {len(s.pool)}", (sup.x + 36, sup.y + lh + 14), size, pal["text"], anchor="midleft")
    ax = sup.x + sup.w // 3 + 8
    draw.text(img, "Ammo", (ax, sup.y), size, pal["dim"])
    for i in range(s.ammo):
        bullet = pygame.Rect(ax + i * 10, sup.y + lh + 4, 7, 20)
        pygame.draw.rect(img, (200, 160, 60), bullet, border_radius=3)
        pygame.draw.rect(img, (150, 110, 40), (bullet.x, bullet.bottom - 6, 7, 6))
    if not s.ammo:
        draw.text(img, "none", (ax, sup.y + lh + 4), size, pal["dim"])
    bx = sup.x + 2 * sup.w // 3 + 4
    draw.text(img, "Briefcase", (bx, sup.y), size, pal["dim"])
    if s.briefcase:
        case = pygame.Rect(bx, sup.y + lh + 6, 28, 18)
        pygame.draw.rect(img, (120, 76, 36), case, border_radius=3)
        pygame.draw.rect(img, (60, 40, 20), (case.centerx - 5, case.y - 4, 10, 5), 2)
    else:
        draw.text(img, "in the box", (bx, sup.y + lh + 6), size, pal["dim"])
    esc = pan.escaped
    vp = sum(VP[h] for h in s.escaped)
    draw.text(img, f"Escaped: {vp} of {WIN_VP} VP", (esc.x + 8, esc.y), size, pal["good"] if vp else pal["dim"])
    for i, h in enumerate(s.escaped):
        img.blit(figures.human(h, 26), (esc.x + 8 + i * 30, esc.y + lh + 2))
    lost = [h for h in HUMANS_BY_ID if h in s.turned]
    for i, h in enumerate(lost):
        img.blit(figures.human(h, 26, dead=True), (esc.right - 34 - i * 30, esc.y + lh + 2))
    for seat in SEATS:
        row = pan.hand_rows[seat]
        hand = s.hands.get(seat, [])
        draw.text(img, f"{SIDE_WORD[seat]}' cards ({len(hand)})", (row.x + 8, row.y), size, pal["dim"])
        for card, r in zip(hand, pan.hands[seat]):
            if seat in face_up:
                _face(img, r, card, pal, draw.sized("fine", pan.text_size))   # the kit's smallest text
            else:
                _back(img, r, seat)


def _face(img, r: pygame.Rect, card: str, pal, size: int) -> None:
    pygame.draw.rect(img, pal["card"], r, border_radius=5)
    pygame.draw.rect(img, CARD_BACK[CARDS_BY_ID[card].seat], r, 2, border_radius=5)
    # the name on one line or two, never below `size`, the kit's smallest (issue 35.10); where a word is too
    # wide for a narrow card (a row of four), in the display face's narrow capitals
    name = CARDS_BY_ID[card].name
    lines, n = draw.fitted(name, size, r.w - 6, r.h - 2)
    face = "text"
    if n < size:
        face, n, lines = "display", size, _packed(name.upper().split(), size, r.w - 6, "display")
    lh = draw.line_height(n, face)
    for i, line in enumerate(lines):
        draw.text(img, line, (r.centerx, r.centery - lh * len(lines) // 2 + i * lh), n, (30, 30, 30),
                  anchor="midtop", face=face)


def _packed(words: list[str], size: int, width: int, face: str) -> list[str]:
    """Words packed into lines `width` wide in `face` (a word wider than that alone on its line)."""
    lines: list[str] = []
    for word in words:
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and draw.font(size, face=face).size(joined)[0] <= width:
            lines[-1] = joined
        else:
            lines.append(word)
    return lines


def _back(img, r: pygame.Rect, seat: str) -> None:
    pygame.draw.rect(img, CARD_BACK[seat], r, border_radius=5)
    pygame.draw.rect(img, (230, 230, 220), r.inflate(-6, -6), 1, border_radius=4)
    pygame.draw.circle(img, (230, 230, 220), r.center, max(3, min(r.w, r.h) // 3), 1)


CARD_ICON = {"shotgun": "sawed-off-shotgun", "ammo_box": "ak47", "first_aid": "backpack", "adrenaline": "person",
             "courage": "person", "sewers": "person"}   # a zombies' card: the zombie


def paint_card(surf: pygame.Surface, card: str, variant: str = "") -> None:
    """A special card's face from its data, on the kit's card (ui/widgets/card.py): its name, its
    side's colour, a silhouette and its words."""
    c = CARDS_BY_ID[card]
    kit_card.paint(surf, kit_card.Face(c.name, c.text, CARD_ICON.get(card, "shambling-zombie"), CARD_BACK[c.seat],
                                       f"{SIDE_WORD[c.seat][:-1]} card"))


def card_at(pan: Panels, s, pos) -> tuple[str, str] | None:
    """(seat, card) of the card under `pos`."""
    for seat in SEATS:
        for card, r in zip(s.hands.get(seat, []), pan.hands[seat]):
            if r.collidepoint(pos):
                return seat, card
    return None
