"""Every click answers (issue 35.4): a click on the board that plays nothing and picks nothing says why
by the pointer, in every game; a right click drops the current pick as Esc does."""
import pytest

from zombiebox.core import registry
from zombiebox.core.match import Match
from zombiebox.ui import column
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.table import TableScene

from zombiebox.ui.app import App
from zombiebox.ui.settings import Settings

from .helpers import click, make_app, past_hand_off


def clicks_answer(app, t) -> int:
    """Clicks across the board (not the column): each plays a move, picks something, or says why it
    does nothing by the pointer. How many said why before a move was played."""
    board = column.split(t.areas(app.window.get_rect())["board"], t.view.dice_tray)["board"]   # not the column
    quiet = 0
    for fx in (0.05, 0.3, 0.55, 0.8, 0.95):
        for fy in (0.05, 0.35, 0.65, 0.95):
            pos = (board.x + round(board.w * fx), board.y + round(board.h * fy))
            version, mode = t.match.version, t.view.mode
            click(app, pos)
            if t.match.version != version or app.scene is not t:
                return quiet   # a move was played: the answer is the board itself
            if t.view.mode is not mode:
                t.view.cancel(t.ui)   # a pick: back, for the next click
                continue
            quiet += 1
            assert t.note.on(t.ui.time) and t.note.text and t.note.pos == pos, (pos, t.ui.status)   # by the pointer
            app.render()
    return quiet


@pytest.mark.parametrize("game_id", ["atz", "avz", "coz", "zs", "zt"])
def test_a_click_that_plays_nothing_says_why_by_the_pointer(game_id):
    app = make_app(skip_animations=True)
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(registry.get(game_id), None, 3)))
    app.render()
    assert clicks_answer(app, t)


# (options, seed, steps): games a bot plays that meet each game's decisions
KINDS = {"atz": [({"band": "buy"}, 1, 8), ({"scenario": "barricade"}, 1, 6), ({"players": 2}, 1, 80),
                 ({"scenario": "cure"}, 2, 340)],
         "avz": [(None, 3, 340)],
         "coz": [({"level": "expert", "flip_heroes": "on", "apocalypse": "on"}, 1, 40),
                 ({"level": "master", "apocalypse": "on", "players": 2}, 2, 12)],
         "zs": [({"households": 4}, 1, 180), ({"households": 2, "combat": "throw"}, 2, 460)],
         "zt": [({"board": "free"}, 3, 300)]}
MADE = {"avz": "mutate", "zs": "breakout"}   # met in no bot's game above: in a position made by hand


def made_position(game_id: str) -> Match:
    """AvZ's Mutant event with a Trooper on the board to mutate (AvZ 4.0); ZS's breakout, the car wrecked in
    the driveway, a zombie at the garage wall (ZS Going to Town)."""
    if game_id == "avz":
        from tests.games.avz.board import empty_town, put
        s = put(empty_town(phase="event", step="mutate"), "C3", "tr1")
        put(s, "E6", "tr2")   # two Troopers: which mutates is the Alien player's choice
        put(s, "C4", "z01")
        return Match(registry.get("avz"), None, 1, start=registry.get("avz").rules.encode(s))
    from tests.games.zs.test_offers import breakout
    return breakout(["pistol", "shotgun"])[1].match


@pytest.mark.parametrize("game_id", sorted(KINDS))
def test_every_kind_of_decision_answers_a_click_that_plays_nothing_at_the_smallest_window(game_id):
    """Issue 35.4 in every kind of decision a game asks (its decision points, met as a bot plays it), at
    960x600: a click on the board that plays nothing and picks nothing says why by the pointer."""
    game, seen = registry.get(game_id), {}
    for options, seed, steps in KINDS[game_id]:
        played = Match(game, options, seed)
        bots = {seat: game.make_bot(game.default_bot(seat), seat) for seat in played.seats}
        for _ in range(steps):
            kind = played.rules.decision(played.state) if played.to_move else None
            if kind is None:
                break
            if kind not in seen:
                app = App((960, 600), Settings(skip_animations=True))
                app.push(MainMenu(app))
                t = app.push(TableScene(app, Match.from_json(played.to_json())))
                past_hand_off(app, t)
                seen[kind] = clicks_answer(app, t)
            played.play(played.bot_choice(bots[played.to_move]).action)
    if game_id in MADE:
        match = made_position(game_id)
        assert match.rules.decision(match.state) == MADE[game_id]
        app = App((960, 600), Settings(skip_animations=True))
        app.push(MainMenu(app))
        t = app.push(TableScene(app, match))
        past_hand_off(app, t)
        seen[MADE[game_id]] = clicks_answer(app, t)
    assert set(seen) == set(played.rules.points) and any(seen.values()), seen


def test_a_right_click_drops_the_pick_and_a_second_says_there_is_none():
    from tests.games.coz.test_scene import placed, roll_what_if, stage_city, table as coz_table
    app, t = coz_table()
    stage_city(t.match.state, [4, 9, 12, 2, 3, 6])
    roll_what_if(app, t, (2, 3, 6))
    first = t.view.mode
    click(app, next(r for r, b in placed(t) if b.label == "die 1").center)
    assert t.view.mode is not first and t.view.mode.holding   # the die picked
    board = t.areas(app.window.get_rect())["board"]
    click(app, board.center, button=3)
    assert not t.view.mode.holding and t.ui.status == "Selection cleared" and t.note.on(t.ui.time)
    click(app, board.center, button=3)
    assert "Nothing picked" in t.ui.status and app.scene is t   # a right click never leaves the table
