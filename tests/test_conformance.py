"""The conformance suite: every registered game, played by random bots to the end.

For each game: playouts terminate with an outcome; the same seed and actions give
the same states (determinism); every state survives encode -> JSON -> decode, its legal
actions in the same order; a save/load at sampled steps replays to the same state;
invariants hold throughout.

Every bot of every game plays too, over a sample of each game's option sets (issue 32.9).
Every action is said in its Move's words, formatted by the kit (issue 32.7).
"""
import json
import re

import pytest

from zombiebox.core import registry
from zombiebox.core.bots import RandomBot
from zombiebox.core.dice import Dice
from zombiebox.core.flow import FlowRules
from zombiebox.core.match import Match
from zombiebox.core.saves import canonical

MAX_STEPS = 20_000
SEEDS = (1, 2, 3)


def random_playout(game, seed, on_step=None):
    """Play random actions to the end; returns (actions, final state)."""
    rules = game.rules
    options = rules.resolve_options(None)
    dice = Dice(seed)
    bot_dice = Dice(seed + 10_000)
    state = rules.setup(options, dice)
    bot = RandomBot()
    played = []
    for _ in range(MAX_STEPS):
        if rules.to_move(state) is None:
            return played, state
        actions = rules.legal_actions(state)
        assert actions, f"{game.game_id}: {rules.to_move(state)} to move but no legal action ({rules.prompt(state)})"
        assert len(set(actions)) == len(actions), f"{game.game_id}: legal_actions lists an action twice"
        action = bot.choose(rules, state, actions, bot_dice).action
        rules.check(state, action)
        rules.apply(state, action, dice)
        played.append(action)
        if on_step:
            on_step(state)
    pytest.fail(f"{game.game_id}: a random playout from seed {seed} did not end in {MAX_STEPS} steps")


def games():
    return registry.registered()


@pytest.mark.parametrize("game_id", games())
@pytest.mark.parametrize("seed", SEEDS)
def test_random_playout_ends_with_outcome_and_invariants_hold(game_id, seed):
    game = registry.get(game_id)
    rules = game.rules

    def step(state):
        broken = rules.invariants(state)
        assert not broken, f"{game_id} seed {seed}: {broken}"

    _, state = random_playout(game, seed, step)
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.label
    assert rules.legal_actions(state) == [] or rules.to_move(state) is None


@pytest.mark.parametrize("game_id", games())
def test_determinism_same_seed_same_actions_same_state(game_id):
    game = registry.get(game_id)
    actions, final = random_playout(game, 7)
    again = Match(game, seed=7)
    for action in actions:
        again.play(action)
    assert canonical(game.rules.encode(again.state)) == canonical(game.rules.encode(final))


@pytest.mark.parametrize("game_id", games())
def test_encode_decode_round_trip_at_every_step(game_id):
    game = registry.get(game_id)
    rules = game.rules

    def step(state):
        data = rules.encode(state)
        text = json.dumps(data)  # plain JSON data, nothing else
        back = rules.decode(json.loads(text))
        assert canonical(rules.encode(back)) == canonical(data)
        assert rules.legal_actions(back) == rules.legal_actions(state), "the legal actions' order changed"

    random_playout(game, 11, step)


@pytest.mark.parametrize("game_id", games())
def test_every_action_is_said_in_its_moves_words(game_id):
    """Words belong to the move (issue 32.7): every Move of the game carries its words, the game writes no
    describe of its own, and along a playout every legal action comes out in words, not notation."""
    rules = registry.get(game_id).rules
    assert type(rules).describe is FlowRules.describe, f"{game_id} describes its actions itself"
    bare = [f"{point.name}: {move.kind}" for point in rules.points.values() for move in point.moves if move.words is None]
    assert not bare, f"{game_id}: moves without words: {bare}"
    said = []

    def say(state):
        if len(said) < 3000:
            said.extend((a.text, rules.describe(state, a)) for a in rules.legal_actions(state))

    random_playout(registry.get(game_id), 1, say)
    notation = [(text, words) for text, words in said if not words or re.search(r"\w=\S", words)]
    assert said and not notation, notation[:5]


def sampled(step, last):
    """Whether a save is reloaded after `step` (counting from 1): at the powers of two, as OpenSpiel
    serialises, and at the `last` step. A reload replays the game from its seed, so reloading at every
    step would cost the square of the game's length (AvZ's took two thirds of the suite's time)."""
    return last or step & (step - 1) == 0


def assert_reloads(game, match, path):
    """A save of the match now reloads as the same match (replayed from its seed), and the state it
    holds decodes as the same state."""
    match.save(path)
    loaded = Match.load(path)
    assert loaded.steps == match.steps
    assert canonical(game.rules.encode(loaded.state)) == canonical(game.rules.encode(match.state))
    assert loaded.to_move == match.to_move
    decoded = game.rules.decode(json.loads(path.read_text(encoding="utf-8"))["state"])
    assert canonical(game.rules.encode(decoded)) == canonical(game.rules.encode(match.state))


@pytest.mark.parametrize("game_id", games())
def test_save_load_round_trip_at_sampled_steps(game_id, tmp_path):
    game = registry.get(game_id)
    actions, _ = random_playout(game, 5)
    match = Match(game, seed=5)
    path = tmp_path / "save.json"
    for i, action in enumerate(actions, 1):
        match.play(action)
        step = match.steps[-1]  # every step's record reads back as the same step
        back = Match._step(json.loads(json.dumps(step.to_json())))
        assert (back.action, back.seat, back.forced) == (step.action, step.seat, step.forced)
        if sampled(i, i == len(actions)):
            assert_reloads(game, match, path)


# --- every bot of every game, over a sample of its option sets (issue 32.9) -------------------------
def option_sets(rules):
    """A deterministic sample of a game's option sets, not their full product: set i gives each option
    its i-th value counting from its default (wrapping round), so the first set is the defaults and every
    value of every option (scenario, variant, player count) is played at least once."""
    options = rules.options()
    values = [[o.default] + [c for c in o.choices if c != o.default] for o in options]
    return [{o.key: v[i % len(v)] for o, v in zip(options, values)} for i in range(max(map(len, values), default=1))]


BOT_CASES = [pytest.param(game_id, options, bot, id=f"{game_id}-{i}-{bot}")
             for game_id in games()
             for i, options in enumerate(option_sets(registry.get(game_id).rules))
             for bot in registry.get(game_id).bots]


@pytest.mark.parametrize("game_id,options,bot", BOT_CASES)
def test_every_bot_plays_sampled_options_to_an_outcome(game_id, options, bot, tmp_path):
    """The bot plays every seat: the game ends with an outcome, the invariants hold after every step,
    and a save at sampled steps reloads as the same match."""
    game = registry.get(game_id)
    rules = game.rules
    match = Match(game, options, seed=SEEDS[0])
    players = {seat: game.make_bot(bot, seat) for seat in rules.seats(match.options)}
    path = tmp_path / "save.json"
    for step in range(1, MAX_STEPS + 1):
        match.play(match.bot_choice(players[match.to_move]).action)
        broken = rules.invariants(match.state)
        assert not broken, f"{game_id} {options} {bot}: {broken}"
        over = match.to_move is None
        if sampled(step, over):
            assert_reloads(game, match, path)
        if over:
            break
    else:
        pytest.fail(f"{game_id} {options}: the {bot} bots did not end the game in {MAX_STEPS} steps")
    outcome = rules.outcome(match.state)
    assert outcome is not None and outcome.label


@pytest.mark.parametrize("game_id", games())
def test_decoded_state_plays_on_identically(game_id):
    """A decoded state is not just equal on paper: the game continues the same way from it."""
    game = registry.get(game_id)
    rules = game.rules
    actions, final = random_playout(game, 13)
    half = len(actions) // 2
    dice = Dice(13)
    state = rules.setup(rules.resolve_options(None), dice)
    for action in actions[:half]:
        rules.apply(state, action, dice)
    state = rules.decode(json.loads(json.dumps(rules.encode(state))))
    for action in actions[half:]:
        rules.check(state, action)
        rules.apply(state, action, dice)
    assert canonical(rules.encode(state)) == canonical(rules.encode(final))


# --- the suite itself can fail: broken variants of the tiny game are caught ------------------
def _broken(tinygame, game_id, **overrides):
    import dataclasses

    rules = type("Broken", (type(tinygame.rules),), overrides)()
    rules.game_id = game_id
    return dataclasses.replace(tinygame, game_id=game_id, rules=rules)


@pytest.mark.parametrize("kind", ["leaks", "forgets", "endless"])
def test_the_suite_catches_a_broken_game(tinygame, monkeypatch, tmp_path, kind):
    base = type(tinygame.rules)

    def leaking_apply(self, state, action, dice):  # a drawn bone vanishes: not conserved
        events = base.apply(self, state, action, dice)
        for pile in state.piles.values():
            pile.clear()
        return events

    def forgetting_decode(self, data):  # the turn total is lost on reload
        return base.decode(self, dict(data, turn_total=0))

    overrides = {"leaks": {"apply": leaking_apply}, "forgets": {"decode": forgetting_decode},
                 "endless": {"outcome": lambda self, state: None}}[kind]
    game = _broken(tinygame, f"tiny_{kind}", **overrides)
    monkeypatch.setattr(registry, "_extra", {**registry._extra, game.game_id: game})
    monkeypatch.setitem(globals(), "MAX_STEPS", 2_000)  # an endless game is caught sooner
    with pytest.raises((AssertionError, pytest.fail.Exception)):
        if kind == "forgets":
            test_encode_decode_round_trip_at_every_step(game.game_id)
        else:
            test_random_playout_ends_with_outcome_and_invariants_hold(game.game_id, 1)
    with pytest.raises((AssertionError, pytest.fail.Exception)):  # the bots' playouts catch it too
        test_every_bot_plays_sampled_options_to_an_outcome(game.game_id, {}, "greedy", tmp_path)


# --- refuse, never crash: mutated and garbage actions at random states (issue 13) ----------------
from functools import lru_cache  # noqa: E402

from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

from zombiebox.core.actions import Action, IllegalAction  # noqa: E402

WORDS = st.sampled_from(["x", "a1", "z01", "p1", "E4", "move", "none", "-", "hit", "d1", "99"])
VALUES = st.recursive(st.one_of(st.integers(-10**6, 10**6), WORDS), lambda inner: st.lists(inner, max_size=3),
                      max_leaves=5)


@lru_cache(maxsize=None)
def _positions(game_id):
    """Encoded states along a random playout (every few steps), with their legal actions."""
    game = registry.get(game_id)
    seen = []
    step = [0]

    def keep(state):
        step[0] += 1
        if step[0] % 3 == 0:
            seen.append(json.dumps(game.rules.encode(state)))

    random_playout(game, 3, keep)
    return seen[:200]


def _mutations(action, data):
    """An action a player (or a broken save) might send: a parameter dropped, added or changed, the kind
    changed, or any words at all."""
    params = dict(action.params)
    how = data.draw(st.sampled_from(["drop", "add", "change", "kind", "garbage"]))
    if how == "drop" and params:
        params.pop(data.draw(st.sampled_from(sorted(params))))
    elif how == "add":
        params[data.draw(st.sampled_from(["k", "at", "unit", "to", "card", "dice", "value"]))] = data.draw(VALUES)
    elif how == "change" and params:
        params[data.draw(st.sampled_from(sorted(params)))] = data.draw(VALUES)
    elif how == "kind":
        return Action.of(data.draw(st.sampled_from(["roll", "hit", "land", "place", "move", "act", "pass", "end",
                                                    "hold", "pay", "item", "hero", "reward", "x"])), **params)
    elif how == "garbage":
        return Action.of(data.draw(WORDS.filter(lambda w: not w.lstrip("-").isdigit())),
                         **data.draw(st.dictionaries(WORDS.filter(lambda w: not w.lstrip("-").isdigit()),
                                                     VALUES, max_size=3)))
    return Action.of(action.kind, **params)


KNOWN_CRASHERS: dict[str, str] = {}


@pytest.mark.parametrize("game_id", [
    pytest.param(g, marks=pytest.mark.xfail(strict=True, reason=KNOWN_CRASHERS[g])) if g in KNOWN_CRASHERS else g
    for g in games()])
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_check_refuses_garbage(game_id, data):
    """For any action at any state, `check` returns an action to apply or raises IllegalAction (with a
    reason and a rule); what it accepts is listed (in its canonical form) and applies without error."""
    game = registry.get(game_id)
    rules = game.rules
    state = rules.decode(json.loads(data.draw(st.sampled_from(_positions(game_id)))))
    legal = rules.legal_actions(state)
    base = data.draw(st.sampled_from(legal)) if legal else Action.of("pass")
    action = _mutations(base, data)
    try:
        accepted = rules.check(state, action) or action
    except IllegalAction as exc:
        assert exc.reason and exc.rule
        return
    assert accepted in legal, f"{game_id}: check accepts '{action}' as '{accepted}', which legal_actions does not list"
    rules.apply(state, accepted, Dice(1))
