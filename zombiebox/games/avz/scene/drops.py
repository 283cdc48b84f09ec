"""A counter picked in the Action phase leads its group (AvZ 5.0): the clicks a player would make
for it, as one run (`Plays`): the location and the action, the counter joined first, and, dropped
on a place, the target.

Worked out through the rules' own interface on a copy of the state (the table's state is never
touched): choosing the location and the action and adding the counter roll nothing, and the
choices still come from the legal actions, those of the decision the copy reaches, so the lit
places are exactly where this counter's group can go (the rules alone say which counters an
action takes, and `check` why one cannot)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.ui.modes import Plays

from ..words import KIND_WORD


@dataclass(frozen=True)
class Drop:
    """What a drop on a place may mean: the action ("Move"), what it costs there ("2 MP", "here"),
    and the run it plays."""
    word: str
    cost: str
    plays: Plays

    @property
    def label(self) -> str:
        return f"{self.word} · {self.cost}" if self.cost else self.word

    @property
    def short(self) -> str:
        """On the map while the counter is carried: a Move's cost, else the action."""
        return self.cost if self.word == KIND_WORD["move"] and self.cost else self.word


def offered(choices) -> str:
    """ "Move or Attack": what a drop could mean."""
    return " or ".join(c.word for c in choices)


def _ahead(rules, s, action: Action):
    """A copy of the state after a roll-free `action` (refused: IllegalAction, the state untouched)."""
    rules.check(s, action)
    copy = rules.decode(rules.encode(s))
    rules.apply(copy, action, Dice(0))
    return copy


def led(rules, s, act: Action, unit: str) -> Union[tuple[Plays, object], str]:
    """The run that takes `act` (a location's action) with `unit` first in its group, and the
    state it leaves; or why `unit` cannot join it ("reason (rule)")."""
    try:
        after = _ahead(rules, s, act)
        if unit in after.group.units:  # the only counter able to act: the group already (AvZ 5.0)
            return Plays([act]), after
        add = Action.of("add", unit=unit)
        return Plays([act, add]), _ahead(rules, after, add)
    except IllegalAction as refusal:
        return f"{refusal.reason} ({refusal.rule})"


def drops(rules, s, acts: list[Action], unit: str) -> dict[str, list[Drop]]:
    """Where `unit`, dragged from its location, may be dropped, and what each drop plays: each of
    the location's actions (`acts`) it can lead, to each place its group could then go (Blast 'Em
    and Chomp 'Em: its own location)."""
    out: dict[str, list[Drop]] = {}
    for act in acts:
        run = led(rules, s, act, unit)
        if isinstance(run, str):
            continue
        plays, after = run
        do = act["do"]
        for a in rules.legal_actions(after):
            if a.kind == do:
                place = a.get("to") or act["at"]
                cost = rules.preview(after, a).get(place, "")
                out.setdefault(place, []).append(Drop(KIND_WORD[do], cost, Plays([*plays, a])))
    return out
