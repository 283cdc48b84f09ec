"""Positions for AvZ tests: an empty town, then exactly the counters a test names."""
from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.games.avz import GAME
from zombiebox.games.avz.data import EVENT_TILES

RULES = GAME.rules


def empty_town(phase="aliens", step="act", turn=1, **options):
    """Turn `turn` with no counters on the map: every Zombie in the grave, every Alien
    in the reserve, `turn` tiles revealed; the phase and decision as given."""
    s = RULES.setup(options, Dice(0))
    s.grave += s.drawn
    s.drawn = []
    keys = [t.key for t in EVENT_TILES]
    s.revealed, s.tiles = keys[:turn], keys[turn:8]
    s.turn, s.phase, s.step = turn, phase, step
    return s


def put(s, loc, *units):
    """Move counters from the grave / reserve / dead pile onto `loc`."""
    for u in units:
        for pool in (s.grave, s.reserve, s.dead_pile):
            if u in pool:
                pool.remove(u)
        s.put(u, loc)
    return s


def kill_to_dead_pile(s, *zombies):
    for z in zombies:
        s.grave.remove(z)
        s.dead_pile.append(z)


def play(s, text, dice=()):
    """Check and apply one action in notation, with loaded dice; returns the events."""
    action = Action.parse(text)
    RULES.check(s, action)
    cup = dice if isinstance(dice, Dice) else Dice.loaded(list(dice))
    events = RULES.apply(s, action, cup)
    return events


def refused(s, text):
    """The IllegalAction an action meets (the test fails if it is allowed)."""
    try:
        RULES.check(s, Action.parse(text))
    except IllegalAction as exc:
        return exc
    raise AssertionError(f"'{text}' was allowed")


def legal(s):
    return {a.text for a in RULES.legal_actions(s)}


def kinds(events):
    return [e.kind for e in events]


def event(events, kind):
    found = [e for e in events if e.kind == kind]
    assert found, f"no {kind} event in {kinds(events)}"
    return found[0]
