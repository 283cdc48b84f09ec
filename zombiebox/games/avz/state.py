"""The Aliens vs. Zombies game state: plain data, changed in place by the rules."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .data import ALIENS_BY_ID


@dataclass
class AvzState:
    options: dict[str, Any]
    town: list[str]                       # location names, so empty locations encode too
    turn: int = 0                         # 1-8; 0 during set-up (AvZ 2.0)
    phase: str = "setup"                  # setup / event / landing / aliens / zombies / over
    step: str = "place"                   # the decision asked now (see rules.STEP_RULE)
    pending: dict[str, Any] = field(default_factory=dict)  # that decision's data
    tiles: list[str] = field(default_factory=list)      # face-down event tiles still to reveal
    revealed: list[str] = field(default_factory=list)   # revealed tiles, in turn order
    icons: list[str] = field(default_factory=list)      # this turn's icons still to resolve
    claw: bool = False                    # AvZ 4.0 Zombie Claw in force this turn
    rise: bool = False                    # AvZ 4.0 Zombie Rise: dead Zombies go to the grave
    grave: list[str] = field(default_factory=list)
    dead_pile: list[str] = field(default_factory=list)
    reserve: list[str] = field(default_factory=list)
    drawn: list[str] = field(default_factory=list)      # drawn Zombies still to place or spawn
    zombies: dict[str, list[str]] = field(default_factory=dict)  # location -> Zombie counters
    aliens: dict[str, list[str]] = field(default_factory=dict)   # location -> Alien counters
    at: dict[str, str] = field(default_factory=dict)    # counter on the map -> location
    acted: set[str] = field(default_factory=set)        # counters that acted this turn (AvZ 5.0)

    # --- moving counters (every change of place goes through these) ------------
    def put(self, uid: str, loc: str) -> None:
        (self.aliens if uid in ALIENS_BY_ID else self.zombies)[loc].append(uid)
        self.at[uid] = loc

    def lift(self, uid: str) -> str:
        loc = self.at.pop(uid)
        (self.aliens if uid in ALIENS_BY_ID else self.zombies)[loc].remove(uid)
        return loc

    # --- plain data --------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "options": dict(self.options), "turn": self.turn, "phase": self.phase, "step": self.step,
            "pending": _plain(self.pending), "tiles": list(self.tiles), "revealed": list(self.revealed),
            "icons": list(self.icons), "claw": self.claw, "rise": self.rise,
            "grave": list(self.grave), "dead_pile": list(self.dead_pile), "reserve": list(self.reserve),
            "drawn": list(self.drawn),
            "zombies": {k: list(v) for k, v in self.zombies.items() if v},
            "aliens": {k: list(v) for k, v in self.aliens.items() if v},
            "acted": sorted(self.acted),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any], town: list[str]) -> "AvzState":
        s = cls(options=dict(data["options"]), town=list(town), turn=data["turn"], phase=data["phase"],
                step=data["step"], pending=_plain(data["pending"]), tiles=list(data["tiles"]),
                revealed=list(data["revealed"]), icons=list(data["icons"]), claw=data["claw"],
                rise=data["rise"], grave=list(data["grave"]), dead_pile=list(data["dead_pile"]),
                reserve=list(data["reserve"]), drawn=list(data["drawn"]), acted=set(data["acted"]))
        s.zombies = {n: list(data["zombies"].get(n, ())) for n in town}
        s.aliens = {n: list(data["aliens"].get(n, ())) for n in town}
        s.at = {u: n for side in (s.zombies, s.aliens) for n, units in side.items() for u in units}
        return s


def _plain(value: Any) -> Any:
    """A deep copy of JSON-like data (pending decisions hold lists and dicts)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value
