"""Zombie Terror's input modes (ui/modes.py): what a click on the board means now.

`Turn` holds at most a pick of its own: the human the next placement puts down (ZT Game Setup 4) or the
special card whose target is being chosen (ZT Special Cards); a click on a space is what the decision's
offer (choices.py) says it is. A space with several actions is the kit's `Which`: `Choosing` asks by its
buttons (the Cop next to a zombie: push or shoot); `Facing`, for actions that differ only in the facing
(a zombie placed, spawned, or a human turning into one), takes the next click beside the marker. A click
on a space that plays nothing becomes the action it most likely meant, so the rules say why they refuse
it (with its rule, on the status line). Esc drops the pick."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Optional

from zombiebox.core.actions import Action
from zombiebox.ui import ghost
from zombiebox.ui.modes import Mode, Result
from zombiebox.ui.offer import Offer, Which
from zombiebox.ui.widgets.choice_panel import Button

from ..data import CARDS_BY_ID
from ..lot import lot_of
from ..words import FACING, TOKEN, lying
from . import panels


@dataclass(eq=False)
class Turn(Mode):
    view: Any                  # the ZT board: its layout and offer say what is under a click
    human: str = ""            # ZT Game Setup 4: the human the next placement click puts down
    card: str = ""             # ZT Special Cards: the card whose target is being chosen
    parent: Optional[Mode] = None
    turn: int = 0              # ZT Game Variants: how far the token in hand is turned (R, the wheel)

    def with_human(self, h: str) -> "Turn":
        return replace(self, human=h)

    def with_card(self, card: str) -> "Turn":
        return replace(self, card=card, parent=self)

    def cancel(self) -> Optional[Mode]:
        return self.parent

    def key(self, event, match, ui) -> Result:
        return self.turned(ghost.turn_step(event), match, ui)

    def turned(self, step: int, match, ui) -> Optional["Turn"]:
        """ZT Game Variants: the token in hand (a bus, the booth, a large obstacle) turned a quarter; None
        when there is no step, no token in hand, or it lies one way only."""
        ways = self.view.offer(match).marks.get("ghost", ("", None, ()))[2]
        if not step or len(ways) < 2:
            return None
        turned = replace(self, turn=self.turn + step)
        obj = match.state.to_lay[0][1]
        ui.say(f"The {TOKEN[obj]} turns: {lying(obj, ways[turned.turn % len(ways)])}")
        return turned

    def click(self, pos, match, ui) -> Result:
        lay, offer, pan = self.view.parts(match, ui)
        button = pan.choices.at(pos)
        if button is not None:
            return button.answer(ui, self)
        held = panels.card_at(pan, match.state, pos)
        if held is not None:  # a card in the hand: as its Play button
            return _play_card(offer, held[1], ui, self)
        space = lay.cell_at(pos)
        if space is None:
            return None
        answer = offer.click(space, parent=self)
        if isinstance(answer, str):
            ui.say(answer)
            return None
        if isinstance(answer, Mode) and answer.prompt:
            ui.say(answer.prompt)
        return answer


class Choosing(Which):
    """A space with several actions: a button each, in short words (its tip in the rules' words); the
    panel keeps the decision's title; Esc goes back."""

    def __init__(self, view, place: str, actions: tuple[Action, ...], parent: Optional[Mode], title: str):
        super().__init__(place, actions, parent)
        self.view, self.title = view, title
        self.prompt = f"{len(actions)} things to do on {place}: pick one of the buttons"

    def offer(self, rules, state) -> Offer:
        buttons = [Button(_short(state, a), a, tip=rules.describe(state, a)) for a in self.actions]
        return Offer(self.title, f"{self.place}: which one?", places={self.place: list(self.actions)},
                     buttons=buttons + [Button("Back (Esc)", pick=self.parent)])

    def click(self, pos, match, ui) -> Result:
        lay, _, pan = self.view.parts(match, ui)
        button = pan.choices.at(pos)
        if button is not None:
            return button.answer(ui)
        return self.on_lot(lay, pos, ui) if lay.cell_at(pos) is not None else None

    def on_lot(self, lay, pos, ui) -> Optional[Action]:
        """A click on the lot, not on a button."""
        ui.say(f"Pick one of the buttons for {self.place} (Esc: back)")
        return None


class Facing(Choosing):
    """A space whose actions differ only in the facing: a click beside it picks the facing (by where it
    lands from the space's centre; the board draws the arrows), or a Face button."""

    def __init__(self, view, place: str, actions: tuple[Action, ...], parent: Optional[Mode], title: str):
        super().__init__(view, place, actions, parent, title)
        self.prompt = "Now click beside it on the side it should face (or a Face button)"

    def offer(self, rules, state) -> Offer:
        buttons = [Button(f"Face {FACING[a['facing']]}", a, small=True) for a in self.actions]
        return Offer(self.title, "Click beside the marker on the side it should face, or a Face button",
                     places={self.place: list(self.actions)}, marks={"facing_at": self.place},
                     buttons=buttons + [Button("Back (Esc)", pick=self.parent)])

    def on_lot(self, lay, pos, ui) -> Optional[Action]:
        facing = lay.toward(self.place, pos)
        chosen = next((a for a in self.actions if a["facing"] == facing), None)
        if chosen is None:
            ui.say(f"It cannot face {FACING[facing]} here: pick one of the Face buttons", "bad")
        return chosen


def _short(s, a: Action) -> str:
    """A button's words when one space offers several actions: what differs, short (the tip says all)."""
    if a.kind == "push":
        lot, frm = lot_of(s), s.humans[s.active]
        return f"Push it to {lot.step[a['to']][lot.direction(frm, a['to'])]} (1 AP)"
    return {"shoot": "Shoot it (1 AP)", "eliminate": "Chop it (1 AP)", "move": "Move here (1 AP)",
            "heal": "Heal (1 AP)"}.get(a.kind, a.text)


def _play_card(offer: Offer, card: str, ui, parent: Mode) -> Result:
    name = CARDS_BY_ID[card].name
    button = next((b for b in offer.buttons if b.label.startswith(f"Play {name}")), None)
    if button is None:
        ui.say(f"{name} cannot be played now: {CARDS_BY_ID[card].text} (ZT Special Cards)")
        return None
    return button.answer(ui, parent)
