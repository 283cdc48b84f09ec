"""Zombie Terror's input modes (ui/modes.py): what a click on the board means now.

`Turn` holds at most a pick of its own: the human the next placement puts down (ZT Game Setup 4) or the
special card whose target is being chosen (ZT Special Cards). `Choosing` holds a space and the actions a
click there could mean: those that differ only in the facing are chosen by the next click beside the
marker (a zombie placed, spawned, or a human turning into one), others (the Cop next to a zombie: push
or shoot) by their buttons. A click on a space that plays nothing asks the rules why (their
refusal, with its rule, on the status line). Esc drops the pick."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Optional

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.ui.modes import Mode, Result

from ..data import CARDS_BY_ID
from ..words import FACING
from . import panels


@dataclass(eq=False)
class Turn(Mode):
    view: Any                  # the ZT board: its layout and decision say what is under a click
    human: str = ""            # ZT Game Setup 4: the human the next placement click puts down
    card: str = ""             # ZT Special Cards: the card whose target is being chosen
    parent: Optional[Mode] = None

    def with_human(self, h: str) -> "Turn":
        return replace(self, human=h)

    def with_card(self, card: str) -> "Turn":
        return replace(self, card=card, parent=self)

    def cancel(self) -> Optional[Mode]:
        return self.parent

    def click(self, pos, match, ui) -> Result:
        view = self.view
        lay, d, pan = view.parts(match, ui)
        button = pan.choices.at(pos)
        if button is not None:
            return button.answer(ui)
        held = panels.card_at(pan, match.state, pos)
        if held is not None:  # a card in the hand: as its Play button
            return _play_card(d, held[1], ui)
        space = lay.cell_at(pos)
        if space is None:
            return None
        actions = d.spots.get(space, [])
        if len(actions) == 1:
            return actions[0]
        if actions:
            facing = all(a.get("facing") for a in actions)
            ui.say("Now click beside it on the side it should face (or a Face button)" if facing
                   else f"{len(actions)} things to do on {space}: pick one of the buttons")
            return Choosing(view, space, tuple(actions), self)
        return refused(match, ui, view.guess(match, space), d.hint)


@dataclass(eq=False)
class Choosing(Mode):
    """A space with several actions: a click beside it picks the facing (by where it lands from the
    space's centre), or a button picks the action; Esc goes back."""
    view: Any
    space: str
    actions: tuple[Action, ...]
    parent: Optional[Mode] = None

    def cancel(self) -> Optional[Mode]:
        return self.parent

    def click(self, pos, match, ui) -> Result:
        lay, d, pan = self.view.parts(match, ui)
        button = pan.choices.at(pos)
        if button is not None:
            return button.answer(ui)
        if lay.cell_at(pos) is None:
            return None
        if not all(a.get("facing") for a in self.actions):
            ui.say(f"Pick one of the buttons for {self.space} (Esc: back)")
            return None
        facing = lay.toward(self.space, pos)
        chosen = next((a for a in self.actions if a["facing"] == facing), None)
        if chosen is None:
            ui.say(f"It cannot face {FACING[facing]} here: pick one of the Face buttons", "bad")
        return chosen


def _play_card(d, card: str, ui) -> Result:
    name = CARDS_BY_ID[card].name
    button = next((b for b in d.buttons if b.label.startswith(f"Play {name}")), None)
    if button is None:
        ui.say(f"{name} cannot be played now: {CARDS_BY_ID[card].text} (ZT Special Cards)")
        return None
    return button.answer(ui)


def refused(match, ui, guess: Optional[Action], hint: str) -> None:
    """A click on a space that plays nothing: the rules' reason for the nearest action, else the hint."""
    if guess is not None:
        try:
            match.check(guess)
        except IllegalAction as exc:
            ui.say(f"Refused: {exc.reason} ({exc.rule})", "bad")
            return None
    ui.say(hint)
    return None
