"""The sequence of play (AvZ 3.0): a turn's event, the Alien landing, then each side's actions;
and the end of the game after turn 8 (AvZ 8.0)."""
from __future__ import annotations

from zombiebox.core.actions import Event
from zombiebox.core.dice import Dice
from zombiebox.core.flow import OVER
from zombiebox.core.rules import Outcome

from .data import ALIENS, TURNS, VICTORY_LEVELS
from .state import TO, AvzState, Landing


def start_turn(s: AvzState, ev: list[Event]) -> None:
    """AvZ 3.0 Event: the Zombie player reveals the next tile."""
    s.turn += 1
    s.phase, s.step = "event", TO.reveal
    s.acted.clear()
    s.claw = s.rise = False
    ev.append(Event("turn", "AvZ 3.0", f"Turn {s.turn} of {TURNS} begins", {"turn": s.turn}))


def start_landing(s: AvzState, dice: Dice, ev: list[Event]) -> None:
    """AvZ 3.0 Alien Landing: one die, plus one, is the combat strength that lands."""
    value = dice.die()
    s.phase, s.step = "landing", TO.land
    s.landing = Landing(budget=value + 1)
    ev.append(Event("landing_roll", "AvZ 3.0", f"Alien Landing: rolled {value}, {value + 1} combat points land",
                    {"die": value, "budget": value + 1, "dice": [value]}))


def start_actions(s: AvzState, side: str, ev: list[Event]) -> None:
    """AvZ 3.0 Alien Actions, then Zombie Actions."""
    s.phase, s.step, s.landing, s.group = side, TO.act, None, None
    who = "Alien" if side == ALIENS else "Zombie"
    ev.append(Event("phase", "AvZ 3.0", f"{who} Actions", {"phase": side}))


def end_game(s: AvzState, ev: list[Event]) -> None:
    """AvZ 8.0: after turn 8 the dead pile decides."""
    s.phase, s.step = "over", OVER
    result = victory(len(s.dead_pile))
    ev.append(Event("game_over", "AvZ 8.0", f"{result.label}: {len(s.dead_pile)} Zombies in the dead pile",
                    {"label": result.label, "dead_pile": len(s.dead_pile), "winners": list(result.winners)}))


def victory(dead: int) -> Outcome:
    """AvZ 8.0: the level of victory by the number of Zombies in the dead pile."""
    for top, label, side in VICTORY_LEVELS:
        if dead <= top:
            return Outcome(label, (side,) if side else (), dead, f"{dead} Zombies in the dead pile: {label}")
    raise ValueError(dead)
