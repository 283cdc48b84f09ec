"""Graveyard Dash at the table: the smallest board built on the kit's offer model (ui/offer.py), the
one to copy (docs/architecture.md, "How to add a game", step 8).

Two places take a click, the die (roll, Tiny 2.1) and the bone bag (hold: bank the turn total and
draw a bone, Tiny 2.2), and the decision's buttons stand beside them. What the open decision offers
is built by `OFFERS`, one builder per decision point the rules declare (Graveyard Dash has one,
`turn`); the view draws that Offer and hands it the clicks, and never asks which decision is open.
"""
from __future__ import annotations

from typing import Optional, Union

import pygame

from zombiebox.core.actions import Action
from zombiebox.ui import draw
from zombiebox.ui.widgets.die import die as draw_die
from zombiebox.ui.boardview import BoardView
from zombiebox.ui.layer import Memo
from zombiebox.ui.modes import Plays
from zombiebox.ui.offer import Offer, Offers
from zombiebox.ui.widgets.choice_panel import Button, ChoicePanel

ROLL, HOLD = Action.of("roll"), Action.of("hold")
DIE, BAG = "die", "bone bag"      # the board's places
CLICKS = {DIE: ROLL, BAG: HOLD}   # what a click on each means (Tiny 2.1, 2.2)


def _turn(rules, state, legal, mode) -> Offer:
    """Tiny 2.0: roll or hold. The places whose action is legal now are lit; a click on the other still
    means its action (a hold before the first roll), so the rules refuse it and say why."""
    words = {ROLL: "Roll", HOLD: f"Hold {state.turn_total}"}
    offer = Offer(f"{state.to_move} to move", "Click the die to roll, or the bone bag to hold: bank the turn "
                  "total and draw a bone.", buttons=[Button(words[a], a) for a in (ROLL, HOLD)])
    for place, action in CLICKS.items():
        if action in legal:
            offer.add(place, action, words[action])
    offer.elsewhere = CLICKS.get
    return offer


OFFERS = Offers(turn=_turn)


class DashScene(BoardView):
    """The die and the bone bag, each side's score and bones, and the decision's buttons on the right."""

    def __init__(self, game):
        super().__init__(game)
        self.kept = Memo()   # the Offer, worked out once per match version

    def offer(self, match) -> Offer:
        return self.kept.of(match, "offer", (), lambda: OFFERS.build(match))

    def places(self) -> dict[str, pygame.Rect]:
        """Where the die and the bone bag are in the board area."""
        side = min(self.rect.w // 6, self.rect.h // 3)
        die = pygame.Rect(self.rect.x + 40, self.rect.y + 40, side, side)
        return {DIE: die, BAG: die.move(side + 60, 0)}

    def column(self) -> pygame.Rect:
        """The decision's column, right of the places: its title, its buttons, its hint."""
        x = self.rect.x + self.rect.w * 3 // 5
        return pygame.Rect(x, self.rect.y + 40, self.rect.right - x - 20, self.rect.h - 60)

    def panel(self, match, ui) -> ChoicePanel:
        """The offer's buttons, under its title."""
        col, line = self.column(), draw.line_height(ui.text_size)
        return ChoicePanel.flow(self.offer(match).buttons, col.x, col.y + 2 * line, col.w, 1, line + 12)

    def draw(self, surface, rect, match, ui) -> None:
        s, offer, pal, size = match.state, self.offer(match), ui.pal, ui.text_size
        places = self.places()
        draw_die(surface, places[DIE], last_roll(match), pal)
        pygame.draw.rect(surface, pal["card"], places[BAG], border_radius=12)
        draw.text(surface, f"{len(s.bag)} bones", places[BAG].center, size, pal["pip"], anchor="center")
        for place in offer.lit:   # what a click there plays, under it
            r, colour = places[place], pal["good"] if ui.human_turn else pal["dim"]
            pygame.draw.rect(surface, colour, r.inflate(10, 10), 3, border_radius=12)
            draw.text(surface, offer.tags[place], (r.centerx, r.bottom + 10), size, colour, anchor="midtop")
        y = places[DIE].bottom + 60
        lines = [f"Turn total: {s.turn_total}"]
        lines += [f"{seat}: {score} of {s.target}, {len(s.piles[seat])} bones drawn" for seat, score in s.scores.items()]
        for line in lines:
            draw.text(surface, line, (places[DIE].x, y), size, pal["text"])
            y += draw.line_height(size) + 6
        col, panel = self.column(), self.panel(match, ui)
        draw.text(surface, offer.title, col.topleft, size + 2, pal["accent"], bold=True)
        panel.draw(surface, ui, size)
        y = panel.bottom + 8
        for line in draw.wrap(offer.hint, size - 2, col.w):
            draw.text(surface, line, (col.x, y), size - 2, pal["dim"])
            y += draw.line_height(size - 2)

    def click(self, pos, match, ui) -> Union[Action, Plays, None]:
        """A button plays its action (a greyed one says why it is refused); a place plays what the offer
        makes of a click there; a line it answers is said."""
        button = self.panel(match, ui).at(pos)
        if button is not None:
            return self.take(button.answer(ui))
        place = next((p for p, r in self.places().items() if r.collidepoint(pos)), None)
        answer = self.offer(match).click(place) if place else self.offer(match).hint
        if isinstance(answer, str):
            ui.say(answer)
            return None
        return self.take(answer)

    def hover(self, pos, match, ui) -> Optional[str]:
        return self.panel(match, ui).tip(pos)

    def reset(self, match, ui) -> None:
        super().reset(match, ui)
        self.kept.drop()


def last_roll(match) -> int:
    """The die as it last fell (a 6 before the first roll)."""
    return next((e.data["dice"][0] for _, e in reversed(match.log) if "dice" in e.data), 6)
