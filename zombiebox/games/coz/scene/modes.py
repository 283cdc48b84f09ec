"""How the City of Zombies board holds a half-made choice (ui/modes.py): each one a mode over the
one before it (`parent`), so Esc goes back one.

    Mode        the kit's: nothing held, the first mode of every turn
    Bench       a combination being built from the dice (CoZ STEP 2, MASTER THIS!)
    Open        a choice opened (a Hero's Special Move, an Item, Second Chance...): its options;
                over another Open, those of one card, Barricade space or die
    Confirm     the kit's (widgets/choice_panel.py): a choice said in words, "Do it" or "Cancel"

A mode only holds (and says `prompt` as it takes over); what a click means in it is the offer built for it (scene/choices.py). The
bench is always the lowest held: a combination begun with a choice open goes under the choice.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional

from zombiebox.core.actions import Action
from zombiebox.ui.modes import Mode, under

from .combo import Builder


@dataclass(eq=False)   # a mode is itself, not its fields: a kept offer is looked up by the mode
class Held(Mode):
    """Something held over `parent`; `prompt` is said when it takes over."""
    parent: Optional[Mode] = None
    prompt: str = ""
    kind: str = "text"     # the status line's colour for `prompt` ("bad": a refusal)

    def cancel(self) -> Optional[Mode]:
        return self.parent


@dataclass(eq=False)
class Bench(Held):
    """A combination being built: the pieces, the pick, a pending operator."""
    builder: Builder = None


@dataclass(eq=False)
class Open(Held):
    """A choice opened: its options (a card's, a space's or a die's alone when it is over another Open)."""
    label: str = ""
    tip: str = ""
    actions: tuple[Action, ...] = ()
    board: bool = False    # a click on the board picks the option (a card, a Barricade space, a free space)
    direct: bool = False   # an option is played at once, without a confirmation

    @property
    def per_die(self) -> bool:
        """A die first, then its new face (Maddy, Joe)."""
        return any(a.get("value") for a in self.actions)

    @property
    def widest(self) -> "Open":
        """The choice as first opened, under any narrowing to one card, space or die."""
        return self.parent.widest if isinstance(self.parent, Open) else self

    def narrowed(self, actions: list[Action], prompt: str) -> "Open":
        return replace(self, parent=self, actions=tuple(actions), prompt=prompt)


def base(mode: Mode) -> Mode:
    """The mode under any open choice or confirmation: the bench, else the first mode."""
    bench = under(mode, Bench)
    if bench is not None:
        return bench
    while mode.parent is not None:
        mode = mode.parent
    return mode


def with_bench(mode: Mode, builder: Builder, said: str, kind: str = "text") -> Mode:
    """`mode` with the bench under it holding `builder` (a fresh bench, over the first mode, if none
    was held): the choices open above it stay open."""
    if isinstance(mode, Open):
        return replace(mode, parent=with_bench(mode.parent, builder, said, kind), prompt=said, kind=kind)
    if isinstance(mode, Bench):
        return replace(mode, builder=builder, prompt=said, kind=kind)
    return Bench(mode, said, kind, builder)
