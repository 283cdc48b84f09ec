"""Positions for Zombie Terror tests: the lot with exactly the markers a test names."""
from zombiebox.core.actions import Action
from zombiebox.core.dice import Dice
from zombiebox.games.zt import GAME
from zombiebox.games.zt.data import HUMANS, VP, WIN_VP, ZOMBIES
from zombiebox.games.zt.state import ZtState

RULES = GAME.rules


def position(humans=None, zombies=(), step="human_turn", hands=None, **fields):
    """A state after set-up with `humans` {id: space} and `zombies` [(space, facing), ...] named z01, z02, ...
    in order; the rest of the zombies in the pool; no cards unless `hands` says; other fields as given.
    The humans not named are off the board: escaped while that keeps the escaped VP under 5, else turned."""
    s = ZtState(options={"board": "basic"}, step=step, pool=list(ZOMBIES[len(zombies):]),
                hands=hands or {"humans": [], "zombies": []})
    s.humans = dict(humans or {})
    for h in HUMANS:
        if h.id not in s.humans:
            gone = s.escaped if sum(VP[e] for e in s.escaped) + h.vp < WIN_VP else s.turned
            gone.append(h.id)
    for z, (space, facing) in zip(ZOMBIES, zombies):
        s.zombies[z], s.facing[z] = space, facing
    for key, value in fields.items():
        setattr(s, key, value)
    assert not RULES.invariants(s), RULES.invariants(s)
    return s


def settle(s):
    """Run what the rules do by themselves (forced answers) from a hand-made position; returns the events."""
    events = []
    RULES.settle(s, Dice(0), events)
    return events


def play(s, text):
    """Check and apply one action in notation; returns the events."""
    action = RULES.check(s, Action.parse(text))
    return RULES.apply(s, action, Dice(0))


def legal(s):
    return [a.text for a in RULES.legal_actions(s)]
