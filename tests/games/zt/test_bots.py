"""The hunter bots: legal, explained choices, much stronger than random play, and they take what the
rules give them (a bite, a card that turns a zombie onto a human)."""
import pytest

from zombiebox.core.dice import Dice
from zombiebox.core.simulate import simulate
from zombiebox.games.zt import GAME
from zombiebox.games.zt.bots import bite_reach, kept_bite_reach
from zombiebox.games.zt.data import ZOMBIES_SEAT
from zombiebox.games.zt.lot import DIRECTIONS, lot_of
from zombiebox.core.state import forget
from zombiebox.games.zt.spawn import targets

from .board import RULES, position

GAMES = 60


@pytest.mark.parametrize("side, other", [("humans", "zombies"), ("zombies", "humans")])
def test_each_hunter_beats_the_random_bot_in_85_percent_of_60_games(side, other):
    result = simulate(GAME, GAMES, seed=500, bots={side: "hunter", other: "random"})
    assert result.outcomes[f"{side} win"] >= 0.85 * GAMES, dict(result.outcomes)


@pytest.mark.parametrize("board", ["basic", "advanced", "free"])
def test_bots_choose_legal_actions_with_a_reason_and_keep_the_invariants(board):
    dice, cup = Dice(4), Dice(54)
    bots = {seat: GAME.make_bot("hunter", seat) for seat in RULES.seats({})}
    s = RULES.setup({"board": board}, dice)
    while RULES.to_move(s):
        actions = RULES.legal_actions(s)
        choice = bots[RULES.to_move(s)].choose(RULES, s, actions, cup)
        assert choice.action in actions and choice.reason and "\n" not in choice.reason
        RULES.apply(s, choice.action, dice)
        assert not RULES.invariants(s)
    assert RULES.outcome(s) is not None


def test_the_zombie_bot_turns_a_zombie_onto_a_human_with_sudden_turn():
    s = position({"kid": "D8", "cop": "A10"}, [("D7", "N")], step="zombie_turn",
                 hands={"humans": [], "zombies": ["sudden_turn"]})
    bot = GAME.make_bot("hunter", "zombies")
    choice = bot.choose(RULES, s, RULES.legal_actions(s), Dice(0))
    assert choice.action.text == "play card=sudden_turn facing=S zombie=z01"


def test_the_human_bot_escapes_when_the_car_is_in_reach():
    s = position({"kid": "D3", "cop": "A10"}, [("A5", "N")], step="human_action", active="kid", ap=3,
                 activated=["kid"])
    bot = GAME.make_bot("hunter", "humans")
    choice = bot.choose(RULES, s, RULES.legal_actions(s), Dice(0))
    assert choice.action.text in ("move to=D2", "move to=C2", "move to=E2")  # every one 1 move from the car


def test_a_placements_legal_list_gives_each_space_its_four_facings_together_first():
    """The zombie bot scores a placement's four facings together (ZombieBot._placing): every legal list of
    the set-up's, spawning's and clean-up's placements must come in blocks of one space's facings in
    DIRECTIONS order, before any other action."""
    dice, cup = Dice(7), Dice(57)
    bots = {seat: GAME.make_bot("hunter", seat) for seat in RULES.seats({})}
    seen = set()
    for board in ("basic", "free"):
        s = RULES.setup({"board": board}, dice)
        while RULES.to_move(s):
            actions = RULES.legal_actions(s)
            placing = [a for a in actions if a.kind in ("place", "spawn", "turn_human") and a.get("facing")]
            if placing:
                seen.add(placing[0].kind)
                assert actions[:len(placing)] == placing and len(placing) % 4 == 0
                for i in range(0, len(placing), 4):
                    block = placing[i:i + 4]
                    assert [a["facing"] for a in block] == list(DIRECTIONS)
                    assert len({a.get("at") or a.get("human") for a in block}) == 1
            RULES.apply(s, bots[RULES.to_move(s)].choose(RULES, s, actions, cup).action, dice)
    assert seen >= {"place", "spawn"}


def test_the_mechanic_pushes_a_human_in_his_way_a_step_nearer_the_car():
    s = position({"mechanic": "D5", "kid": "D4"}, [("A9", "N")], step="human_action", active="mechanic", ap=3,
                 activated=["mechanic"])
    bot = GAME.make_bot("hunter", "humans")
    choice = bot.choose(RULES, s, RULES.legal_actions(s), Dice(0))
    assert choice.action.text == "push to=D4" and "the Kid" in choice.reason
    s.mechanic_push = True  # once a turn: then he walks round the Kid
    choice = bot.choose(RULES, s, RULES.legal_actions(s), Dice(0))
    assert choice.action.kind == "move"


@pytest.mark.parametrize("seed", [3, 8])
def test_kept_threats_gains_and_spawn_targets_match_a_fresh_look(seed):
    """The horde bot keeps each space's threats between placements and each zombie's gain between
    activations, and the spawning phase keeps its targets: at every zombie decision of a whole game they
    match what a bot and a board seen fresh give."""
    dice, cup = Dice(seed), Dice(seed + 50)
    bots = {seat: GAME.make_bot("hunter", seat) for seat in RULES.seats({})}
    s = RULES.setup({}, dice)
    judged = 0
    while RULES.to_move(s):
        seat, actions = RULES.to_move(s), RULES.legal_actions(s)
        if s.step == "spawn":
            kept = dict(targets(s))
            forget(s)
            assert targets(s) == kept
        if seat == ZOMBIES_SEAT:
            fresh = GAME.make_bot("hunter", seat).choose(RULES, s, actions, Dice(0))
            choice = bots[seat].choose(RULES, s, actions, cup)
            assert (choice.action, choice.reason) == (fresh.action, fresh.reason)
            judged += 1
        else:
            choice = bots[seat].choose(RULES, s, actions, cup)
        RULES.apply(s, choice.action, dice)
    assert judged > 10


@pytest.mark.parametrize("seed", [2, 5])
def test_a_kept_bite_reach_matches_a_fresh_walk(seed):
    """The danger map keeps each zombie's bite reach by the markers around it: at every decision of a whole game,
    for every zombie on the board (the others and the humans standing as they are), it is what a fresh walk gives."""
    dice, cup = Dice(seed), Dice(seed + 50)
    bots = {seat: GAME.make_bot("hunter", seat) for seat in RULES.seats({})}
    s = RULES.setup({}, dice)
    compared = 0
    while RULES.to_move(s):
        lot, occ = lot_of(s), s.occupied()
        for z, loc in s.zombies.items():
            assert kept_bite_reach(lot, occ, loc, s.facing[z]) == bite_reach(lot, occ, loc, s.facing[z])
            compared += 1
        seat = RULES.to_move(s)
        RULES.apply(s, bots[seat].choose(RULES, s, RULES.legal_actions(s), cup).action, dice)
    assert compared > 1000
