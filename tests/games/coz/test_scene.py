"""City of Zombies at the table, headless: a whole fight turn played by clicks on dice,
operators and Zombies; refusals explained; the choices confirmed; screenshots looked at."""
import pygame
import pytest

from zombiebox.core.actions import Action
from zombiebox.core.match import Match
from zombiebox.games.coz import GAME
from zombiebox.games.coz.data import CARDS, ZOMBIE
from zombiebox.games.coz.layout import COLS
from zombiebox.games.coz.scene import CozScene
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.table import TableScene

from tests.ui.helpers import click, key, make_app, run_ticks

SOLO = {"players": 1, "level": "beginner"}


def table(options=SOLO, seed=3, practice=True, size=None, **settings):
    app = make_app(skip_animations=True, **settings)
    if size:
        app.window = pygame.display.set_mode(size)
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(GAME, options, seed, practice), CozScene(GAME)))
    app.render()
    return app, t


def stage_city(state, strengths):
    """The rulebook's STEP 2 example board: Zombies of these Strengths across the City, the rest
    of the board empty; every card moved keeps its place in the deck count (invariants hold)."""
    wanted = [next(c.id for c in CARDS.values() if c.kind == ZOMBIE and c.strength == s) for s in strengths]
    board = state["board"]
    for slot, card in enumerate(board):
        if card is not None:
            board[slot] = None
            state["deck"].append(card)
    state["queue"] = []
    for slot, card in enumerate(wanted):
        for pile in (state["deck"], state["graveyard"]):
            if card in pile:
                pile.remove(card)
        board[slot] = card
    return wanted


def widget(t, kind, label=None, value=None):
    """Where a panel widget is on screen now (rendered first: the panel lays out as it draws)."""
    t.app.render()
    found = [w for w in t.view.panel.widgets if w.kind == kind and (label is None or w.label == label)
             and (value is None or w.value == value)]
    assert found, f"no {kind} {label or value} in {[(w.kind, w.label, w.value) for w in t.view.panel.widgets]}"
    return found[0].rect.center


def slot_centre(t, app, slot):
    return t.view.screen(t.areas(app.window.get_rect())["board"]).slots[slot].center


def press_key(app, k, text=""):
    key(app, k, unicode=text)


def roll_what_if(app, t, faces):
    """Practice mode's What-if dice (D), then the panel's Roll button: the roll shows those faces."""
    press_key(app, pygame.K_d)
    for ch in " ".join(map(str, faces)):
        press_key(app, pygame.K_SPACE if ch == " " else getattr(pygame, f"K_{ch}"), ch)
    press_key(app, pygame.K_RETURN)
    app.render()
    click(app, widget(t, "button", "Roll the 3 Battle Dice"))
    assert t.match.state["turn"]["dice"] == list(faces)


def test_step2_example_a_whole_fight_turn_by_clicks():
    """CoZ STEP 2: 2, 3 & 6 against 4, 9, 12, 2, 3, 6 — multiply the 2 and 6 to hit the 12,
    then the 3 hits the 3: all three dice used, both Zombies go to the Graveyard."""
    app, t = table()
    state = t.match.state
    assert t.match.rules.decision(state) == "fight" and state["turn"]["dice"] is None
    z4, z9, z12, z2, z3, z6 = stage_city(state, [4, 9, 12, 2, 3, 6])
    roll_what_if(app, t, (2, 3, 6))
    click(app, widget(t, "die", "die 1"))                  # the 2
    click(app, widget(t, "op", value="x"))
    click(app, widget(t, "die", "die 3"))                  # times the 6
    assert t.view.builder(state, t.ui).current.value == 12
    assert z12 in t.view.marks(t.match, t.ui).match       # the target lights: its Strength matches
    click(app, slot_centre(t, app, 2))
    assert t.match.steps[-1].action == Action.of("hit", target=z12, expr="d0*d2")
    assert state["turn"]["used"] == [True, False, True]   # the checklist: two dice used, one to go
    click(app, widget(t, "die", "die 2"))                  # the 3, alone
    click(app, slot_centre(t, app, 4))
    assert t.match.steps[-1].action == Action.of("hit", target=z3, expr="d1")
    assert z12 in state["graveyard"] and z3 in state["graveyard"]
    assert state["board"][2] is None and state["board"][4] is None and state["board"][0] == z4
    assert state["turn"]["seat"] == "p1" and state["turn"]["dice"] is None   # solo: the second fight turn


def test_a_value_that_does_not_match_is_refused_with_the_reason_and_rule():
    app, t = table()
    stage_city(t.match.state, [4, 9, 12, 2, 3, 6])
    roll_what_if(app, t, (2, 3, 6))
    click(app, widget(t, "die", "die 1"))
    click(app, widget(t, "op", value="+"))
    click(app, widget(t, "die", "die 2"))                  # 2 + 3 = 5
    click(app, slot_centre(t, app, 1))                     # on the 9
    assert t.ui.status_kind == "bad" and "Strength is 9" in t.ui.status and "CoZ STEP 2" in t.ui.status
    assert t.match.state["turn"]["hits"] == []


def test_a_meaningless_click_explains_itself():
    app, t = table()
    stage_city(t.match.state, [4, 9, 12, 2, 3, 6])
    click(app, slot_centre(t, app, 0))                     # a Zombie before the roll
    assert "Roll the 3 Battle Dice first" in t.ui.status
    roll_what_if(app, t, (2, 3, 6))
    click(app, slot_centre(t, app, 0))                     # a Zombie with no number built
    assert "First build a number equal to 4" in t.ui.status
    click(app, widget(t, "die", "die 1"))
    click(app, widget(t, "op", value="sqrt"))              # 2 is not a square
    assert "not a square" in t.ui.status


def test_ending_the_turn_asks_first_and_says_it_is_missed():
    app, t = table()
    stage_city(t.match.state, [4, 9, 12, 2, 3, 6])
    roll_what_if(app, t, (2, 3, 6))
    steps = len(t.match.steps)
    click(app, widget(t, "button", "End the turn"))
    assert len(t.match.steps) == steps and "MISSED" in t.ui.status
    click(app, widget(t, "confirm"))
    assert t.match.steps[-1].action == Action.of("end_turn")


def test_practice_hint_lists_the_solvers_solutions_and_the_auto_players_pick():
    app, t = table()
    stage_city(t.match.state, [4, 9, 12, 2, 3, 6])
    roll_what_if(app, t, (2, 3, 6))
    press_key(app, pygame.K_h)
    view = t.view.fight_view(t.match, t.ui)
    assert view.pick.startswith("Auto-player:") and t.ui.hint.reason in view.pick
    assert any("2 = 2" in s and "3 = 3" in s and "6 = 6" in s for s in view.solutions)


def test_a_hero_move_is_confirmed_before_it_is_played():
    options = {"players": 1, "level": "beginner", "heroes": "on"}
    app, t = table(options)
    click(app, widget(t, "button", "Pick Maddy"))          # set-up picks are played at once
    assert t.match.steps[-1].action == Action.of("pick_hero", name="maddy")
    while t.match.rules.decision(t.match.state) == "heroes":
        click(app, widget(t, "button", "Deal Heroes at random"))
    roll_what_if(app, t, (2, 3, 6))
    click(app, widget(t, "button", "Maddy's Special Move"))
    click(app, widget(t, "button", "Set die 1 (2) to 6"))
    assert "Maddy sets die 1 (2) to 6" in t.ui.status and "Exhausted" in t.ui.status
    click(app, widget(t, "confirm"))
    assert t.match.state["turn"]["dice"] == [6, 3, 6] and t.match.state["heroes"]["maddy"]["exhausted"]


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_screenshots_after_set_up_mid_game_and_at_the_end(tmp_path, size):
    app, t = table({"players": 1, "level": "beginner", "plane_start": 5}, seed=11, size=size)
    shots = {}
    pygame.image.save(app.window, str(tmp_path / "setup.png"))
    shots["setup"] = t.match.rules.decision(t.match.state)
    bot = GAME.make_bot("solver", "p1")
    while t.match.outcome is None:
        t.play(t.match.bot_choice(bot).action)
        run_ticks(app, 0.05)
        app.render()
        if len(t.match.steps) == 6:
            pygame.image.save(app.window, str(tmp_path / "mid.png"))
    pygame.image.save(app.window, str(tmp_path / "end.png"))
    assert all((tmp_path / f"{n}.png").stat().st_size > 10_000 for n in ("setup", "mid", "end"))
    assert t.match.state["result"] is not None and t.match.state["ending"]
