"""Whole games: bot against bot to the end, every action explained, every refusal explained."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.core.match import Match
from zombiebox.games.avz import GAME

from .board import RULES

# One action of every kind, with values that fit some decision point or other.
PROBES = [Action.parse(t) for t in (
    "place counter=z01 at=C3", "place_group at=C3", "reveal", "spawn counter=z01 at=C4", "bite at=C3",
    "laser at=C3", "mutate unit=tk1", "rampage to=E6", "stop", "bfar at=C3", "assign unit=tr1",
    "kill unit=z01", "stomp unit=tr1", "remove unit=tr1", "land unit=bfar at=C3", "land unit=tk1 at=Z9",
    "done", "act at=C3 do=move", "act at=C3 do=blast", "act at=C3 do=chomp", "add unit=z01", "add_all",
    "move to=A1", "attack to=E6", "blast", "chomp", "pass", "end", "discard unit=tr1", "add unit=q7",
)]


def _bot_game(seed, on_step):
    dice, cup = Dice(seed), Dice(seed + 77)
    bots = {seat: GAME.make_bot("flowchart", seat) for seat in RULES.seats({})}
    s = RULES.setup({}, dice)
    while RULES.to_move(s):
        actions = RULES.legal_actions(s)
        on_step(s, actions)
        RULES.apply(s, bots[RULES.to_move(s)].choose(RULES, s, actions, cup).action, dice)
    return s


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_bot_games_end_after_turn_8_with_every_action_and_refusal_explained(seed):
    seen = set()

    def step(s, actions):
        assert not RULES.invariants(s)
        assert RULES.prompt(s) and RULES.phase_rule(s).startswith("AvZ")
        for a in actions:
            RULES.check(s, a)
            words = RULES.describe(s, a)
            assert words and words != a.text
        for probe in PROBES:
            if probe in actions:
                continue
            try:
                accepted = RULES.check(s, probe)
            except IllegalAction as exc:
                assert exc.reason and exc.rule.startswith("AvZ")
                seen.add(exc.rule)
            else:  # an unlisted action may pass only as a stand-in for a listed one
                assert accepted in actions

    s = _bot_game(seed, step)
    assert s.turn == 8 and len(s.revealed) == 8 and RULES.outcome(s) is not None
    assert {"AvZ 2.0", "AvZ 3.0", "AvZ 5.0"} <= seen


def test_bench_state_is_a_full_board():
    options, seed, steps = GAME.bench_state()
    match = Match(GAME, options, seed)
    bots = {seat: GAME.make_bot("flowchart", seat) for seat in match.seats}
    for _ in range(steps):
        match.play(match.bot_choice(bots[match.to_move]).action)
    s = match.state
    assert sum(map(len, s.zombies.values())) >= 30 and sum(map(len, s.aliens.values())) >= 10
    assert match.to_move is not None
    GAME.bench_fill(s)  # issue 4's worst case: every counter on the map, some spent
    assert sum(map(len, s.zombies.values())) == 60 and sum(map(len, s.aliens.values())) == 26
    assert len({n for n in s.town if s.zombies[n] or s.aliens[n]}) == len(s.town)
    assert 0 < len(s.acted) < len(s.at) == 86
    assert not [p for p in RULES.invariants(s) if "counter" in p]  # conserved, each counter in one place


def test_the_log_prompts_and_reasons_name_counters_as_the_board_shows_them():
    """Issue 16, point 8: a counter shows its kind and numbers, never its id; the log, the prompts,
    the actions' words and the bots' reasons say "an Alien Trooper", "2 Rotting Zombies", never
    "tr3" or "z01", and a lone counter's verb agrees ("An Alien Tank moves")."""
    import re

    from zombiebox.games.avz.data import ALIENS_BY_ID, ZOMBIES_BY_ID
    ids = re.compile(r"\b(" + "|".join(sorted({*ALIENS_BY_ID, *ZOMBIES_BY_ID}, key=len, reverse=True)) + r")\b")
    said, events = [], []
    dice, cup = Dice(3), Dice(3 + 77)
    bots = {seat: GAME.make_bot("flowchart", seat) for seat in RULES.seats({})}
    s = RULES.setup({}, dice)
    while RULES.to_move(s):
        choice = bots[RULES.to_move(s)].choose(RULES, s, RULES.legal_actions(s), cup)
        said += [RULES.prompt(s), RULES.describe(s, choice.action), choice.reason]
        events += RULES.apply(s, choice.action, dice)
    assert not [line for line in said + [e.text for e in events] if ids.search(line)]
    groups = [e for e in events if e.kind in ("move", "attack") and e.data.get("action") in ("move", "attack")]
    assert {len(e.data["units"]) == 1 for e in groups} == {True, False}
    assert all(((" moves " in e.text) or (" attacks " in e.text)) == (len(e.data["units"]) == 1) for e in groups)
