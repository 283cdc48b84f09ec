"""Setting up a rulebook case: a state with survivors and zombies placed by hand (ATZ 15.0's boards One
and Three end to end unless told)."""
from zombiebox.core.actions import Action
from zombiebox.core.dice import Dice
from zombiebox.games.atz.data import zombie_counters
from zombiebox.games.atz.rules import AtzRules
from zombiebox.games.atz.state import AtzState, Survivor, Zombie

RULES = AtzRules()


def case(survivors: dict[str, dict], zombies: dict[str, int] = None, phase: str = "initiative", turn: int = 1,
         layout=((1, 3),)) -> AtzState:
    """`survivors`: key -> Survivor fields (hex, in_hand, gear, ...); `zombies`: hex -> how many."""
    state = AtzState("skirmish", [list(row) for row in layout], "west", turn=turn, phase=phase)
    for key, fields in survivors.items():
        state.survivors[key] = Survivor(key, key, **fields)
    for zid, mp, direction in zombie_counters():
        state.zombies[zid] = Zombie(zid, mp, direction)
    state.cup = list(state.zombies)
    for hex_, count in (zombies or {}).items():
        for _ in range(count):
            place(state, hex_)
    state.zombie_deck = [0] * 10
    state.loot_deck = ["nothing"] * 10
    return state


def place(state: AtzState, hex_: str, mp: int = 3) -> str:
    """Take a zombie of `mp` MPs from the Cup and put it in `hex_`."""
    zid = next(z for z in state.cup if state.zombies[z].mp == mp)
    state.cup.remove(zid)
    state.zombies[zid].hex = hex_
    return zid


def play(state: AtzState, dice: list[int], *actions: str) -> list:
    """Run the automatic steps, then apply each action (checked), with exactly these dice."""
    loaded = Dice.loaded(dice)
    events = []
    RULES.settle(state, loaded, events)
    for text in actions:
        action = RULES.check(state, Action.parse(text))
        events += RULES.apply(state, action, loaded)
    assert not loaded.pending, f"dice not used: {loaded.pending}"
    return events


def legal(state: AtzState) -> set[str]:
    return {str(a) for a in RULES.legal_actions(state)}


def zombies_at(state: AtzState, hex_: str) -> int:
    return sum(z.hex == hex_ for z in state.zombies.values())
