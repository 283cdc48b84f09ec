"""The ATZ table by clicks, headless: a survivor's impulse (a step to a lit hex, fire, aim, shoot) and
the zombie phase that follows, as a player plays them; the camera scrolls and zooms within the map."""
import pygame

from zombiebox.core.actions import Action, Event
from zombiebox.core.dice import Dice
from zombiebox.core.match import Match
from zombiebox.games.atz import GAME
from zombiebox.games.atz.scene import AtzScene
from zombiebox.games.atz.scene.hexes import centre
from zombiebox.ui.camera import Camera
from zombiebox.ui.table import TableScene
from zombiebox.ui.widgets.choice_panel import Confirm
from tests.games.atz.cases import RULES, case, place, play
from tests.ui.helpers import click, hold, key, make_app


def table(state, **settings):
    app = make_app(**settings)
    app.push(TableScene(app, Match(GAME, {}, 3, start=RULES.encode(state)), view=AtzScene(GAME)))
    app.render()
    return app, app.scene


def zoom_in(app, t, on: str) -> None:
    """A table opens with the whole map in view (issue 33.1): zoomed in as a reader would, on a hex."""
    cam = t.view.cam
    cam.wheel(cam.view.center, 6, zoom=True)
    cam.look_at(*centre(t.view.table(t.match), on))
    app.render()


def press(app, t, label: str) -> None:
    placed = t.view.panel(t.match, t.ui).placed
    found = [r for r, b in placed if b.label.startswith(label)]
    assert found, f"no button {label!r} in {[b.label for _, b in placed]}"
    click(app, found[0].center)


def on_hex(app, t, hex_: str) -> None:
    view = t.view
    click(app, view.cam.to_screen(*centre(view.table(t.match), hex_)))


def nick_and_two_zombies():
    """Nick (shotgun, range 5) on the road at 1G5; one zombie four hexes east, one far off on board 3.
    The survivors' die 5 against the zombies' 3: the survivors act first (ATZ 5.2)."""
    state = case({"nick": dict(hex="1G5", in_hand="shotgun")}, {"1G9": 1, "3G5": 1})
    RULES.settle(state, Dice.loaded([5, 3]), [])
    return state


def test_an_impulse_and_the_zombie_phase_by_clicks():
    app, t = table(nick_and_two_zombies(), skip_animations=True)
    press(app, t, "Nick takes an impulse")
    assert t.match.steps[-1].action.kind == "impulse"
    assert t.view.offer(t.match).tags["1G6"] == "1 MP"  # ATZ 6.1: a clear hex costs one MP
    on_hex(app, t, "1G6")
    assert t.match.steps[-1].action.kind == "step"
    assert t.match.state.survivors["nick"].hex == "1G6"
    press(app, t, "Fire: 6")                      # ATZ 8.1.5: the shotgun's six dice
    assert t.view.offer(t.match).tags.get("1G9") == "aim"  # in range and sight: lit to aim at
    on_hex(app, t, "1G9")
    assert t.match.steps[-1].action.kind == "aim"
    press(app, t, "Shoot")
    assert t.match.state.shots == {"1G6": 6}       # ATZ 4.2: a Shot counter of the six dice fired
    far = next(z.zid for z in t.match.state.zombies.values() if z.hex == "3G5")
    press(app, t, "End the impulse")               # no one else may act: the zombies' impulse follows
    press(app, t, "Do it")                         # 4 MP left unused: asked once (issue 35.2)
    moved = t.match.state.zombies[far].hex
    assert moved and t.match.state.survivors["nick"].hex == "1G6"
    assert t.view.table(t.match).distance(moved, "1G6") < t.view.table(t.match).distance("3G5", "1G6")  # ATZ 6.3


def test_the_zombies_move_one_after_another():
    """ATZ 6.3 drawn one zombie at a time (issue 35.1, anim.py): the first is under way while the others
    wait on their hexes; the others follow, each in its turn."""
    state = case({"nick": dict(hex="1G5", in_hand="shotgun")}, {"3G5": 1, "3H5": 1, "3F5": 1})
    RULES.settle(state, Dice.loaded([5, 3]), [])
    app, t = table(state)
    press(app, t, "Nick takes an impulse")
    press(app, t, "End the impulse")
    press(app, t, "Do it")
    assert len(t.view.paths) == 3
    horde = set(t.view.paths)
    table_ = t.view.table(t.match)
    started = set()
    for _ in range(60 * 6):
        app.step()
        moving = t.view.moving(table_)
        under_way = {z for z in moving if moving[z] != centre(table_, t.view.paths[z][0])
                     and moving[z] != centre(table_, t.view.paths[z][-1])}
        assert len(under_way) <= 1     # never two at once
        started |= under_way
    assert started == horde   # each moved in its turn


def test_a_click_on_a_far_lit_hex_plays_each_step():
    app, t = table(nick_and_two_zombies(), skip_animations=True)
    press(app, t, "Nick takes an impulse")
    far = next(h for h, walk in t.view.offer(t.match).picks.items() if len(walk) == 3)
    on_hex(app, t, far)
    assert t.match.state.survivors["nick"].hex == far
    assert [a.kind for a in (s.action for s in t.match.steps[-3:])] == ["step"] * 3


def test_the_camera_keeps_the_map_in_the_window():
    cam = Camera(2000, 600)
    cam.frame(pygame.Rect(0, 0, 800, 500), 1.0)
    assert cam.scrolls
    cam.pan(5000, 0)                       # dragged far right: the map's west edge stays at the window's
    assert cam.to_map(0, 0)[0] == 0
    cam.wheel((400, 250), 3, zoom=False)
    cam.pan(-10000, 0)
    assert round(cam.to_map(800, 0)[0]) == 2000
    before = cam.to_map(300, 200)
    cam.wheel((300, 200), 1, zoom=True)    # zoom about the mouse: the point under it stays
    after = cam.to_map(300, 200)
    assert abs(before[0] - after[0]) < 1 and abs(before[1] - after[1]) < 1
    for _ in range(40):
        cam.wheel((300, 200), -1, zoom=True)
    assert cam.zoom == min(cam.least, cam.fitting) or cam.zoom == cam.least
    assert not cam.scrolls or cam.zoom == cam.least


def test_practice_t_shades_each_zombies_reach():
    """ATZ 6.3 in practice: T shades the hexes zombies can reach next impulse; a slow zombie (3 MP) on the
    road reaches three clear hexes along it, and never a building hex no survivor is in."""
    state = case({"nick": dict(hex="1G5", in_hand="shotgun")}, {"1G9": 1})
    RULES.settle(state, Dice.loaded([5, 3]), [])
    app = make_app()
    app.push(TableScene(app, Match(GAME, {}, 3, practice=True, start=RULES.encode(state)), view=AtzScene(GAME)))
    app.render()
    t = app.scene
    key(app, pygame.K_t)
    assert t.view.threat_on and "can be reached" in t.ui.status
    threat = t.view.threat(t.match)
    table_ = t.view.table(t.match)
    assert threat.get("1G6") == 1 and "1G5" not in threat   # three hexes west along the road, not four
    assert all(table_.terrain[h] == "clear" for h in threat)
    key(app, pygame.K_t)
    assert not t.view.threat_on


def test_every_window_size_draws_the_board_with_h_lit():
    """The three sizes a player may use: the board, H's lit hexes and the hint's pick all draw."""
    from zombiebox.ui.app import App
    from zombiebox.ui.settings import Settings
    for size in ((960, 600), (1280, 800), (1920, 1080)):
        app = App(size, Settings())
        app.push(TableScene(app, Match(GAME, {}, 3, practice=True, start=RULES.encode(nick_and_two_zombies())),
                            view=AtzScene(GAME)))
        app.render()
        key(app, pygame.K_h)
        app.render()
        view = app.scene.view
        assert app.scene.ui.highlights
        assert view.layout().map.w > view.layout().side.w   # the map keeps the most room
        nick = view.cam.to_screen(*centre(view.table(app.scene.match), "1G5"))
        assert view.cam.view.collidepoint(nick)               # the table opens on the survivor to act


def test_the_end_over_the_final_board():
    """ATZ 13.0, 14.0: the result and its Glory Points in the summary, in the side column's place."""
    from zombiebox.ui.headless import bot_played
    match = bot_played("atz", 1, 10**6)
    assert match.outcome is not None and "Glory Points" in match.outcome.text
    app = make_app()
    app.push(TableScene(app, match, view=AtzScene(GAME)))
    app.render()
    view = app.scene.view
    place = view.end_place(view.rect)
    assert place is not None and place.x >= view.layout().map.right


def test_a_table_opens_with_the_whole_map_in_view():
    """Issue 33.1: all the boards of the scenario fitted into the map's window, not a third of them."""
    app, t = table(nick_and_two_zombies())
    cam = t.view.cam
    assert not cam.scrolls and cam.zoom == cam.fitting
    x, y = cam.to_screen(0, 0)
    assert cam.view.contains(pygame.Rect(x, y, cam.width * cam.zoom - 1, cam.height * cam.zoom - 1))


def test_a_drag_on_the_map_scrolls_it():
    app, t = table(nick_and_two_zombies())
    zoom_in(app, t, "1G5")
    cam = t.view.cam
    assert cam.scrolls
    start = (cam.view.centerx, cam.view.top + 40)   # open ground, north of Nick
    before = cam.to_map(*start)
    hold(app, start)
    for dx in (20, 40, 60):
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] - dx, start[1]), rel=(-20, 0),
                                     buttons=(1, 0, 0))])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(start[0] - 60, start[1]))])
    assert t.view.drag is None
    assert cam.to_map(*start)[0] > before[0]    # the map followed the mouse west: further east shows
    x = cam.x
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(60, 0), buttons=(0, 0, 0))])
    assert cam.x == x                            # let go: moving the mouse no longer scrolls


def test_practice_what_if_dice_and_undo_at_the_table():
    """Practice: D sets the next dice; a Fast Move rolling 6 and 1 gives Nick (Rep 5) one more MP
    (ATZ 6.2); Ctrl+Z takes it back to the MP he had."""
    app = make_app()
    app.push(TableScene(app, Match(GAME, {}, 3, practice=True, start=RULES.encode(nick_and_two_zombies())),
                        view=AtzScene(GAME)))
    app.render()
    t = app.scene
    press(app, t, "Nick takes an impulse")
    mp = t.match.state.impulse.mp_left
    key(app, pygame.K_d)
    for face in "61":
        key(app, getattr(pygame, f"K_{face}"), unicode=face)
    key(app, pygame.K_RETURN)
    press(app, t, "Try a Fast Move")
    assert t.match.state.impulse.mp_left == mp + 1
    assert t.match.steps[-1].forced == (6, 1)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert t.match.state.impulse.mp_left == mp and not t.match.state.impulse.acted


def test_fire_is_called_out_over_the_firer_with_its_dice():
    """ATZ 8.1: the fire dice over the firer with the table's totals and its rule, while it shows."""
    app, t = table(nick_and_two_zombies())
    press(app, t, "Nick takes an impulse")
    press(app, t, "Fire: 6")
    on_hex(app, t, "1G9")
    press(app, t, "Shoot")
    called = [m for m in t.view.anim.running if m.kind == "callout"]
    assert len(called) == 1
    assert len(called[0].data["dice"]) == 6 and called[0].data["rule"] == "ATZ 8.1"


def test_a_skirmish_of_three_shows_each_band_in_its_players_colour():
    """ATZ 14.0: each player's survivors wear its seat's colour; the card shown is the player to move's."""
    from zombiebox.ui.headless import bot_played
    from zombiebox.ui.palette import seat_colour
    match = bot_played("atz", 2, 30, {"players": 3})
    app = make_app()
    app.push(TableScene(app, match, view=AtzScene(GAME)))
    app.render()
    view, s = app.scene.view, match.state
    bands = view.bands(match, app.scene.ui)
    assert set(bands) == set(s.players) and len(set(bands.values())) == 3
    assert bands[s.players[1]] == seat_colour(list(match.seats), s.players[1], app.scene.ui.pal)
    assert match.to_move in s.players
    assert view.selected(match).player == match.to_move


def test_12_0_the_header_shows_the_scenario_its_goal_and_the_turn_count(monkeypatch):
    from zombiebox.games.atz.scene import panels
    from zombiebox.games.atz.scenarios import SCENARIO
    state = case({"tonya": dict(hex="4D5")}, layout=SCENARIO["barricade"].layout, turn=7)
    state.scenario = "barricade"
    RULES.settle(state, Dice.loaded([5, 3]), [])
    written = []
    real = panels.draw.text
    monkeypatch.setattr(panels.draw, "text", lambda surface, s, *a, **k: written.append(s) or real(surface, s, *a, **k))
    table(state, skip_animations=True)
    assert "The Barricade" in written and "Turn 7 of 15: keep 1 of 1 alive" in " ".join(written)  # however wrapped


def test_12_0_the_barricade_is_set_up_by_clicks_on_lit_hexes():
    state = RULES.setup({"scenario": "barricade"}, Dice(3))
    app, t = table(state, skip_animations=True)
    lit = t.view.offer(t.match).tags
    assert set(lit) == {a["at"] for a in RULES.legal_actions(state) if a["who"] == "tonya"}  # Tonya first
    on_hex(app, t, "1G9")
    assert t.match.state.survivors["tonya"].hex == "1G9"
    assert set(t.view.offer(t.match).tags) == {a["at"] for a in RULES.legal_actions(t.match.state) if a["who"] == "beck"}
def test_duck_back_is_chosen_by_a_click_on_a_lit_hex():
    """ATZ 9.2, 9.2.1: Too Tall fails Received Fire in the open; the hexes her owner may duck back to are lit,
    and a click on one ducks her back there."""
    state = case({"nick": dict(hex="1G2", in_hand="pistol", player="p1"),
                  "too_tall": dict(hex="1G6", in_hand="pistol", player="p2")})
    state.players, state.hostile = ["p1", "p2"], True
    # initiative 4, 2, 1; Nick's 1 misses; she passes 1d6 (5, 3)
    play(state, [4, 2, 1, 1, 5, 3], "impulse who=nick", "fire shots=1", "aim at=1G6 who=too_tall", "shoot")
    app, t = table(state)
    ducks = {a["to"] for a in t.match.legal_actions() if a.kind == "duck"}
    assert ducks and {h for h, w in t.view.offer(t.match).tags.items() if w == "duck"} == ducks
    on_hex(app, t, "1F6")
    assert t.match.state.survivors["too_tall"].hex == "1F6"


def test_a_reaction_test_is_called_out_over_its_taker_with_dice_result_and_rule():
    """ATZ 9.2: who tests, the dice, the result and the rule, over the survivor taking the test."""
    state = case({"nick": dict(hex="1G2", in_hand="pistol", player="p1"),
                  "too_tall": dict(hex="1G6", in_hand="pistol", player="p2")})
    state.players, state.hostile = ["p1", "p2"], True
    play(state, [4, 2, 1])
    events = play(state, [1, 5, 3], "impulse who=nick", "fire shots=1", "aim at=1G6 who=too_tall", "shoot")
    app, t = table(state)
    t.view.animate(events, t.match, t.ui)
    called = [m.data for m in t.view.anim.running if m.kind == "callout"]
    test = next(c for c in called if c["rule"] == "ATZ 9.2")
    assert test["survivor"] == "too_tall" and test["dice"] == [5, 3] and "duck back" in test["text"]


def test_a_roll_called_out_off_screen_brings_the_camera_to_it():
    """A reaction test far from the survivor shown (ATZ 9.2): the camera moves so its callout is seen over
    the survivor who rolls, not pinned to the window's edge; one already in sight moves nothing."""
    state = case({"nick": dict(hex="1G5", in_hand="shotgun"), "tonya": dict(hex="3G9", in_hand="pistol")})
    RULES.settle(state, Dice.loaded([5, 3]), [])
    app, t = table(state, skip_animations=True)
    zoom_in(app, t, "1G5")
    cam, table_ = t.view.cam, t.view.table(t.match)
    seen = lambda h: cam.view.collidepoint(cam.to_screen(*centre(table_, h)))
    assert seen("1G5") and not seen("3G9")
    near = Event("received_fire", "ATZ 9.2", "Nick tests Received Fire", {"survivor": "nick", "dice": [3, 4]})
    before = (cam.x, cam.y)
    t.view.show_called([near], t.match, table_)
    assert (cam.x, cam.y) == before
    far = Event("received_fire", "ATZ 9.2", "Tonya tests Received Fire", {"survivor": "tonya", "dice": [3, 4]})
    t.view.show_called([far], t.match, table_)
    t.view.camera(t.match)   # the camera as the next frame draws it: it glides there (at once, animations skipped)
    assert seen("3G9")


def test_a_hex_of_zombies_of_two_speeds_asks_which_to_aim_at():  # issue 30 point 4: ATZ 8.1, the firer picks
    state = case({"nick": dict(hex="1G5", in_hand="shotgun")})
    slow, fast = place(state, "1G8", 3), place(state, "1G8", 5)
    RULES.settle(state, Dice.loaded([5, 3]), [])
    app, t = table(state, skip_animations=True)
    press(app, t, "Nick takes an impulse")
    press(app, t, "Fire: 6")
    assert t.view.offer(t.match).tags.get("1G8") == "aim"
    on_hex(app, t, "1G8")                          # two targets there: the column lists them
    assert t.match.steps[-1].action.kind == "fire"
    labels = [b.label for _, b in t.view.panel(t.match, t.ui).placed]
    assert labels == ["Aim at a fast zombie in 1G8", "Aim at a slow zombie in 1G8", "Back (Esc)"]
    press(app, t, "Back (Esc)")                    # Back leaves the choice, aiming at none
    assert t.view.mode == t.view.turn_mode and t.match.state.impulse.targets == []
    on_hex(app, t, "1G8")
    press(app, t, "Aim at a slow zombie")
    assert t.match.steps[-1].action == Action.of("aim", at="1G8", zombie=slow)
    assert t.match.state.impulse.targets == [slow]
    on_hex(app, t, "1G8")                          # only the fast one is left: one click aims at it
    assert t.match.state.impulse.targets == [slow, fast]
    assert any(b.label == "Shoot" for _, b in t.view.panel(t.match, t.ui).placed)


def test_8_1_6_a_grenade_is_thrown_by_a_click_on_the_lit_hex_next_to_the_thrower():
    state = case({"nick": dict(hex="1G5", in_hand="shotgun", in_pack="grenade")})
    RULES.settle(state, Dice.loaded([5, 3]), [])
    place(state, "1G6")                            # next to him once the survivors act
    app, t = table(state, skip_animations=True)
    press(app, t, "Nick takes an impulse")
    offer = t.view.offer(t.match)
    assert offer.tags["1G6"] == "grenade" and "1G6" in offer.marks["targets"]   # drawn in a shot's colour
    assert "1G4" not in offer.marks["targets"]                                   # a step is not
    on_hex(app, t, "1G6")
    assert t.match.steps[-1].action == Action.of("grenade", at="1G6")


def test_5_2_a_click_on_a_survivors_counter_gives_it_the_impulse():
    """ATZ 5.2: the player picks who acts by a click on its counter; a survivor who may not act then shows
    its status card instead."""
    state = case({"nick": dict(hex="1G5", in_hand="shotgun"), "beck": dict(hex="1G9", in_hand="pistol")})
    RULES.settle(state, Dice.loaded([4, 3]), [])   # 4: Nick (Rep 5) and Beck (Rep 4) may act
    app, t = table(state, skip_animations=True)
    on_hex(app, t, "1G9")
    assert t.match.steps[-1].action == Action.of("impulse", who="beck")
    assert "1G5" not in t.view.offer(t.match).lit   # Nick waits for Beck's impulse to end
    on_hex(app, t, "1G5")
    assert t.match.steps[-1].action == Action.of("impulse", who="beck") and t.view.mode.selected == "nick"


def test_5_2_the_panel_says_who_went_first_as_the_log_does(monkeypatch):  # issue 30 point 14
    from zombiebox.games.atz.scene import panels
    state = case({"beck": dict(hex="1G6")}, {"1G14": 1})
    events = play(state, [4, 5])                   # the zombies' 5 is the higher die: none of them is Rep 5
    assert "the zombies go first" in next(e.text for e in events if e.kind == "initiative")
    assert state.phase == "survivors"
    written = []
    real = panels.draw.text
    monkeypatch.setattr(panels.draw, "text", lambda surface, s, *a, **k: written.append(s) or real(surface, s, *a, **k))
    table(state, skip_animations=True)
    assert "the zombies go first; may act: Beck (ATZ 5.2)" in " ".join(written)  # however wrapped


def test_fit_brings_the_whole_map_back_and_the_minimap_looks_where_clicked():
    """Issue 33.1: zoomed in, the minimap frames the part in view; a click on it looks there; Fit
    shows the whole map again. The wheel and the drag are said beside the Fit button."""
    app, t = table(nick_and_two_zombies())
    zoom_in(app, t, "1G5")
    cam, nav = t.view.cam, t.view.nav
    assert cam.scrolls and nav.mini_rect.w and cam.view.contains(nav.mini_rect)
    before = (cam.x, cam.y)
    click(app, (nav.mini_rect.right - 3, nav.mini_rect.bottom - 3))   # the map's far corner
    assert (cam.x, cam.y) != before and cam.to_map(*cam.view.bottomright)[0] > before[0]
    click(app, nav.fit_rect.center)
    assert not cam.scrolls and cam.zoom == cam.fitting
    assert "wheel: zoom" in t.view.hover(nav.fit_rect.center, t.match, t.ui)


def test_ending_an_impulse_with_moves_left_asks_once():
    """Issue 35.2: "End the impulse" with MP left and a hex in reach asks once, saying what is lost; Cancel
    keeps the impulse, "Do it" ends it."""
    app, t = table(nick_and_two_zombies(), skip_animations=True)
    press(app, t, "Nick takes an impulse")
    steps = len(t.match.steps)
    press(app, t, "End the impulse")
    assert isinstance(t.view.mode, Confirm) and len(t.match.steps) == steps
    assert "MP left unused" in t.ui.status
    press(app, t, "Cancel")
    assert len(t.match.steps) == steps and t.match.state.impulse.sid == "nick"
    press(app, t, "End the impulse")
    press(app, t, "Do it")
    assert t.match.steps[steps].action == Action.of("end")
