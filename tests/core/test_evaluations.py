"""The games' evaluations for Hard's playouts (issue 36.5: `Rules.evaluate`, fitted in each bots.py): a
position clearly better for a seat reads a higher chance than one clearly worse, the two sides' chances add
up to one, and a position the fit knows nothing of (the set-up, a game not fitted) reads None."""
import copy

from zombiebox.core import registry
from zombiebox.core.dice import Dice
from zombiebox.games.coz.layout import COLS
from zombiebox.games.coz.state import is_zombie

from .test_search import busy_state


def test_zombie_terror_reads_a_human_escaped_as_better_and_one_dead_as_worse():
    game = registry.get("zt")
    rules = game.rules
    state, _ = busy_state(game, seed=3, steps=60)
    human = next(h for h in sorted(state.humans) if h not in state.dead)
    escaped, dead = copy.deepcopy(state), copy.deepcopy(state)
    del escaped.humans[human]
    escaped.escaped.append(human)
    dead.dead.append(human)
    now = rules.evaluate(state, "humans")
    assert rules.evaluate(escaped, "humans") > now > rules.evaluate(dead, "humans")
    assert rules.evaluate(escaped, "zombies") < rules.evaluate(state, "zombies") < rules.evaluate(dead, "zombies")
    assert abs(now + rules.evaluate(state, "zombies") - 1) < 1e-9
    assert rules.evaluate(rules.setup(rules.resolve_options({}), Dice(3)), "humans") is None   # humans not placed


def test_all_things_zombie_firefight_reads_each_side_by_who_is_left_standing():
    game = registry.get("atz")
    rules = game.rules
    options = {"scenario": "firefight"}
    state, _ = busy_state(game, seed=3, steps=40, options=options)
    assert state.turn >= 1
    ours = next(k for k, v in sorted(state.survivors.items()) if v.player == "survivors" and k not in state.dead)
    theirs = next(k for k, v in sorted(state.survivors.items()) if v.player == "enemy" and k not in state.dead)
    lost, won = copy.deepcopy(state), copy.deepcopy(state)
    lost.dead.append(ours)
    won.dead.append(theirs)
    assert rules.evaluate(won, "survivors") > rules.evaluate(state, "survivors") > rules.evaluate(lost, "survivors")
    assert rules.evaluate(won, "enemy") < rules.evaluate(state, "enemy") < rules.evaluate(lost, "enemy")
    skirmish, _ = busy_state(game, seed=3, steps=40)
    assert rules.evaluate(skirmish, "survivors") is None   # the skirmish is not fitted: its playouts play on


def test_city_of_zombies_reads_the_plane_nearer_as_better_and_the_barricade_filling_as_worse():
    game = registry.get("coz")
    rules = game.rules
    state, _ = busy_state(game, seed=3, steps=20)
    before = rules.encode(state)
    nearer, crowded = copy.deepcopy(state), copy.deepcopy(state)
    nearer.plane = max(1, state.plane - 5)
    free = [slot for slot in range(len(state.board) - COLS, len(state.board)) if state.board[slot] is None]
    coming = [card for card in state.deck if is_zombie(state, card)]
    assert len(free) >= 2 and len(coming) >= 2
    for slot, card in zip(free[:-1], coming):   # the Barricade all but full of Zombies from the deck
        crowded.board[slot] = card
        crowded.deck.remove(card)
    now = rules.evaluate(state, "p1")
    assert rules.evaluate(nearer, "p1") > now > rules.evaluate(crowded, "p1")
    assert rules.encode(state) == before   # pure: reading the position changes nothing
