"""The levels and the search behind Hard (core/search.py): every move legal, the same moves from the same
seed and budget, blind to what its seat cannot see; Normal is the flowchart; Easy slips at its rate."""
import copy

import pytest

from zombiebox.core import registry
from zombiebox.core.actions import Action
from zombiebox.core.dice import Dice
from zombiebox.core.search import EASY_SLIPS, EasyBot, SearchBot
from zombiebox.core.simulate import play_game, seat_bots

GAMES = ["avz", "atz", "zs", "zt", "coz"]


def busy_state(game, seed: int, steps: int, options=None):
    """The state after `steps` decisions of the default bots, first with a choice to make (and its seat)."""
    rules = game.rules
    options = rules.resolve_options(options)
    bots = {s: game.make_bot(game.default_bot(s), s) for s in rules.seats(options)}
    dice, bot_dice = Dice(seed), Dice(seed + 1)
    state = rules.setup(options, dice)
    played = 0
    while rules.to_move(state) is not None:
        actions = rules.legal_actions(state)
        seat = rules.to_move(state)
        if played >= steps and len(actions) > 1:
            return state, seat
        rules.apply(state, bots[seat].choose(rules, state, actions, bot_dice).action, dice)
        played += 1
    raise AssertionError("the game ended before a choice")


@pytest.mark.parametrize("gid", GAMES)
def test_hard_plays_a_legal_action_the_same_from_the_same_seed(gid):
    game = registry.get(gid)
    state, seat = busy_state(game, seed=3, steps=25)
    actions = game.rules.legal_actions(state)
    first = SearchBot(game, seat, simulations=6, seconds=None)
    choice = first.choose(game.rules, state, actions, Dice(11))
    assert choice.action in actions and 0 < first.simulated <= 6 and choice.reason
    again = SearchBot(game, seat, simulations=6, seconds=None)
    assert again.choose(game.rules, state, actions, Dice(11)).action == choice.action
    assert [(e.action, e.worth) for e in again.estimates] == [(e.action, e.worth) for e in first.estimates]


@pytest.mark.parametrize("gid", GAMES)
def test_hard_is_blind_to_what_its_seat_cannot_see(gid):
    """Two states that differ only in hidden parts (the second is the first with them drawn again) give the
    same move and the same estimates."""
    game = registry.get(gid)
    rules = game.rules
    state, seat = busy_state(game, seed=4, steps=30)
    other = rules.determinize(state, seat, Dice(99))
    if gid != "avz" or state.tiles:
        assert rules.encode(other) != rules.encode(state), "the redrawn copy differs in its hidden parts"
    assert rules.encode(rules.determinize(state, seat, Dice(5))) == rules.encode(rules.determinize(other, seat, Dice(5)))
    actions = rules.legal_actions(state)
    assert list(rules.legal_actions(other)) == list(actions)
    one, two = SearchBot(game, seat, 4, None), SearchBot(game, seat, 4, None)
    assert one.choose(rules, state, actions, Dice(8)).action == two.choose(rules, other, actions, Dice(8)).action
    assert [(e.action, e.worth) for e in one.estimates] == [(e.action, e.worth) for e in two.estimates]


def test_zombie_terror_hard_does_not_read_the_other_hand():
    """ZT Game Setup 3: a player sees his own cards only. The other player's hand swapped for other cards
    of his changes nothing the search does."""
    from zombiebox.games.zt.data import DECK
    game = registry.get("zt")
    rules = game.rules
    state, seat = busy_state(game, seed=2, steps=12)
    rival = next(s for s in DECK if s != seat)
    other = rules.decode(rules.encode(state))
    unseen = [c for c in DECK[rival] if c not in state.played]
    swapped = sorted(set(unseen) - set(state.hands[rival]))[:1] + sorted(state.hands[rival])[1:]
    assert sorted(swapped) != sorted(state.hands[rival])
    other.hands[rival] = sorted(swapped)
    actions = rules.legal_actions(state)
    one, two = SearchBot(game, seat, 8, None), SearchBot(game, seat, 8, None)
    assert one.choose(rules, state, actions, Dice(1)).action == two.choose(rules, other, actions, Dice(1)).action
    assert [e.worth for e in one.estimates] == [e.worth for e in two.estimates]


def test_normal_is_the_flowchart_move_for_move(tinygame):
    options = tinygame.rules.resolve_options(None)
    for seed in range(1, 20):
        by_level = play_game(tinygame, seed, seat_bots(tinygame, options, {"living": "normal", "dead": "normal"}))
        by_name = play_game(tinygame, seed, seat_bots(tinygame, options))
        assert by_level == by_name


def test_easy_slips_at_its_rate(tinygame):
    """Easy plays the flowchart's move except EASY_SLIPS of the time, when it plays another."""
    rules = tinygame.rules
    greedy, easy = tinygame.make_bot("greedy", "living"), tinygame.make_bot("easy", "living")
    assert isinstance(easy, EasyBot)
    state = rules.setup(rules.resolve_options(None), Dice(1))
    rules.apply(state, rules.legal_actions(state)[0], Dice.loaded([4]))
    actions = rules.legal_actions(state)
    dice = Dice(3)
    slips = sum(easy.choose(rules, state, actions, dice).action != greedy.choose(rules, state, actions, Dice(0)).action
                for _ in range(2000))
    assert abs(slips / 2000 - EASY_SLIPS) < 0.04


def test_hard_banks_a_winning_total(tinygame):
    """Tiny 3.0: 9 points short of the target with 12 this turn, holding wins at once; the greedy flowchart
    holds at 8 too, so take a total under 8 where rolling on risks a 1 and holding wins: Hard holds."""
    rules = tinygame.rules
    state = rules.setup(rules.resolve_options(None), Dice(1))
    state.scores["living"], state.turn_total, state.rolled = 5, 5, True
    choice = SearchBot(tinygame, "living", 200, None).choose(rules, state, rules.legal_actions(state), Dice(2))
    assert choice.action.kind == "hold"


def test_levels_are_bots_of_every_game():
    for gid in GAMES:
        game = registry.get(gid)
        assert all(game.has_bot(name) for name in ("easy", "normal", "hard", "hard:50"))
        assert not game.has_bot("hard:0") and not game.has_bot("harder")
        assert isinstance(game.make_bot("hard:50", game.rules.seats(game.rules.default_options())[0]), SearchBot)


def test_out_of_time_hard_plays_the_flowcharts_pick():
    """The clock caps the search: with no time at all no round finishes, and the prior stands."""
    game = registry.get("zt")
    state, seat = busy_state(game, seed=3, steps=20)
    actions = game.rules.legal_actions(state)
    bot = SearchBot(game, seat, simulations=1000, seconds=0.0)
    choice = bot.choose(game.rules, state, actions, Dice(1))
    assert bot.simulated == 0 and choice.action == bot.estimates[0].action
    assert "no playout finished" in choice.reason


def test_a_games_evaluation_stops_the_playouts(tinygame, monkeypatch):
    """Where the rules judge a position (Rules.evaluate), a playout stops there after HORIZON decisions."""
    from zombiebox.core import search
    monkeypatch.setattr(search, "HORIZON", 0)
    monkeypatch.setattr(type(tinygame.rules), "evaluate", lambda self, s, seat: s.scores[seat] / 100)
    rules = tinygame.rules
    state = rules.setup(rules.resolve_options(None), Dice(1))
    state.turn_total, state.rolled = 5, True
    bot = SearchBot(tinygame, "living", 8, None)
    bot.choose(rules, state, rules.legal_actions(state), Dice(2))
    worth = {e.action.kind: e.worth / e.playouts for e in bot.estimates}
    assert worth == {"hold": 0.05, "roll": 0.0}   # the banked 5 at once, never a playout's end


def test_a_bots_tie_breaks_in_a_playout_do_not_shift_the_games_rolls(tinygame, monkeypatch):
    """Common random numbers: a playout's game dice and its bots' choices are two cups, so a bot that draws
    more from its cup (a tie-break) leaves every roll of the game as it was."""
    from zombiebox.core import search
    monkeypatch.setattr(search, "ROLLOUT_NOISE", 0.0)
    rules, greedy = tinygame.rules, tinygame.bots["greedy"]
    state = rules.setup(rules.resolve_options(None), Dice(1))

    class Rolls(Dice):
        def die(self, *args, **kwargs):
            value = super().die(*args, **kwargs)
            self.seen.append(value)
            return value

    def rolls(tie_breaks: int, seed: int) -> list[int]:
        choose = greedy.choose
        monkeypatch.setattr(greedy, "choose", lambda self, r, s, a, dice: (
            [dice.randrange(6) for _ in range(tie_breaks)], choose(self, r, s, a, dice))[1])
        chance = Rolls(seed)
        chance.seen = []
        SearchBot(tinygame, "living", 8, None)._playout(rules, copy.deepcopy(state), Action.of("roll"), chance, Dice(6))
        monkeypatch.setattr(greedy, "choose", choose)
        return chance.seen
    for seed in range(1, 5):   # with one cup for both, each of these seeds rolls differently
        assert len(rolls(0, seed)) > 2 and rolls(0, seed) == rolls(3, seed)


@pytest.mark.parametrize("gid,options", [("avz", {}), ("atz", {"scenario": "firefight"}), ("zs", {"households": 2}),
                                         ("zt", {}), ("coz", {})])
def test_the_candidates_are_distinct_legal_actions_at_every_decision_of_a_game(gid, options):
    """Every seat's flowchart, asked again and again with its pick taken away, never breaks the search (the
    Zombie Terror horde's movement had no answer for a list without its pick), and what it ranks is legal."""
    game = registry.get(gid)
    rules = game.rules
    options = rules.resolve_options(options)
    bots = {s: game.make_bot(game.default_bot(s), s) for s in rules.seats(options)}
    searchers = {s: SearchBot(game, s, 4, None) for s in bots}
    dice, cup = Dice(6), Dice(7)
    state = rules.setup(options, dice)
    while rules.to_move(state) is not None:
        seat, actions = rules.to_move(state), rules.legal_actions(state)
        if len(actions) > 1:
            candidates = searchers[seat]._candidates(rules, rules.determinize(state, seat, cup), actions, cup)
            assert candidates and len(set(candidates)) == len(candidates) and all(a in actions for a in candidates)
        rules.apply(state, bots[seat].choose(rules, state, actions, cup).action, dice)
