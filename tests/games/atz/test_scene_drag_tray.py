"""The ATZ map under the mouse: a press that travels more than a few pixels scrolls the map, on any turn,
and plays nothing; a press let go where it was is a click. The frame's dice tray marks fire's dice hit or
miss as the callout does (ATZ 8.1). The side column keeps its buttons in its layer, painted again only when
the mouse moves onto another button."""
import pygame

from zombiebox.core.actions import Action
from zombiebox.core.match import Match
from zombiebox.games.atz import GAME
from zombiebox.games.atz.scene import AtzScene
from zombiebox.games.atz.scene.hexes import centre
from zombiebox.ui.table import TableScene
from zombiebox.ui.widgets.dice_tray import dice_rows
from tests.games.atz.cases import RULES, case, play
from tests.games.atz.test_scene import nick_and_two_zombies, press, table, zoom_in
from tests.ui.helpers import click, hold, make_app


def hex_pos(t, hex_: str) -> tuple[int, int]:
    return t.view.cam.to_screen(*centre(t.view.table(t.match), hex_))


def drag_by(app, start, dx: int) -> None:
    """From a press at `start`, the mouse carried `dx` pixels in steps of 10, then let go."""
    for x in range(10, abs(dx) + 1, 10):
        step = x if dx > 0 else -x
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + step, start[1]), rel=(10, 0),
                                     buttons=(1, 0, 0))])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(start[0] + dx, start[1]))])


def test_a_drag_starting_on_a_lit_hex_scrolls_and_a_click_there_plays_it():
    app, t = table(nick_and_two_zombies(), skip_animations=True)
    zoom_in(app, t, "1G6")
    press(app, t, "Nick takes an impulse")
    assert t.view.offer(t.match).tags["1G6"] == "1 MP"
    steps, cam = len(t.match.steps), t.view.cam
    start = hex_pos(t, "1G6")
    before = cam.to_map(*start)
    hold(app, start)
    assert len(t.match.steps) == steps          # a press alone plays nothing yet
    drag_by(app, start, -60)
    assert len(t.match.steps) == steps and t.view.drag is None
    assert cam.to_map(*start)[0] > before[0]    # the map followed the mouse west
    hold(app, hex_pos(t, "1G6"))
    drag_by(app, hex_pos(t, "1G6"), 4)          # a jitter of a few pixels is still a click
    assert t.match.steps[-1].action == Action.of("step", to="1G6")


def test_the_map_scrolls_by_a_drag_on_a_bots_turn():
    app = make_app()
    match = Match(GAME, {}, 3, seats={"survivors": "scout"}, start=RULES.encode(nick_and_two_zombies()))
    t = app.push(TableScene(app, match, view=AtzScene(GAME)))
    t.paused = True                              # the bot waits: its turn goes on
    app.render()
    zoom_in(app, t, "1G5")
    assert not t.human_turn and t.view.cam.scrolls
    cam = t.view.cam
    start = (cam.view.centerx, cam.view.top + 40)
    before = cam.to_map(*start)
    hold(app, start)
    drag_by(app, start, -60)
    assert cam.to_map(*start)[0] > before[0]
    assert not match.steps and "Wait" in t.ui.status


def test_the_frames_dice_tray_marks_fire_dice_hit_or_miss():
    """ATZ 8.1's example through the table: Nick's SMG at three targets rolls 4, 3, 6, 5; the tray shows the
    kept dice highest first, 11 and 10 hit, 9 and 8 miss (ringed in the colour of a miss)."""
    state = case({"nick": {"hex": "1G4", "in_hand": "smg"}}, {"1G8": 1, "1G9": 1, "1G10": 1})
    play(state, [4, 6], "impulse who=nick")
    app = make_app(skip_animations=True)
    t = app.push(TableScene(app, Match(GAME, {}, 3, practice=True, start=RULES.encode(state)), view=AtzScene(GAME)))
    tray = t.areas(app.window.get_rect())["dice"]
    bad = tuple(t.app.pal["bad"])

    def misses_shown() -> int:
        app.render()
        return sum(tuple(app.window.get_at((x, y)))[:3] == bad
                   for x in range(tray.x, tray.right) for y in range(tray.y, tray.bottom))

    assert misses_shown() == 0
    t.forced = (4, 3, 6, 5)
    for action in ("fire shots=4", "aim at=1G8", "aim at=1G9", "aim at=1G10", "shoot"):
        assert t.play(Action.parse(action)), t.ui.status
    row = t.dice.rows[-1]
    assert row.values == (6, 5, 4, 3)
    assert row.marks == ("hit", "hit", "miss", "miss")
    assert misses_shown() > 0


def test_the_side_column_is_painted_again_only_when_the_mouse_moves_onto_another_button():
    app, t = table(nick_and_two_zombies())
    placed = t.view.panel(t.match, t.ui).placed
    assert len(placed) >= 2
    (first, _), (second, _) = placed[:2]
    side = t.view.side

    def move(pos):
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
        app.render()

    move(first.center)
    painted = side.paints
    hover = tuple(t.pal["button_hover"])
    assert tuple(app.window.get_at((first.x + 3, first.centery)))[:3] == hover
    move((first.x + 5, first.centery))
    app.render()
    assert side.paints == painted
    move(second.center)
    assert side.paints == painted + 1
    assert tuple(app.window.get_at((first.x + 3, first.centery)))[:3] != hover


def test_the_dice_tray_shows_both_sides_of_a_melee_and_the_initiative():
    """Issue 35.9: ATZ 9.4's charge by Jimmy into a zombie's hex, played at the table: the tray shows his
    melee dice and the zombie's, their successes marked (ATZ 8.3: 1 and 2 under his Rep, the zombie's 3
    under its Rep 4); the callout over him shows both sides; then the next turn's initiative dice (ATZ 5.2)."""
    state = case({"jimmy": {"hex": "1G4"}}, {"1G5": 1})
    play(state, [4, 6], "impulse who=jimmy")
    app = make_app(skip_animations=True)
    t = app.push(TableScene(app, Match(GAME, {}, 3, practice=True, start=RULES.encode(state)), view=AtzScene(GAME)))
    app.render()
    t.forced = (2, 3)
    assert t.play(Action.parse("charge")), t.ui.status
    t.forced = (1, 2, 3, 2, 1)
    assert t.play(Action.parse("step to=1G5")), t.ui.status
    melee = next(r for r in t.dice.rows if "melees" in r.label)
    assert melee.values == (1, 2, 3) and melee.marks == ("hit", "hit", "bite")
    initiative = next(e for _, e in reversed(t.match.log) if e.kind == "initiative")
    assert dice_rows([initiative], t.view.tray_dice)[0].values == (2, 1)


def test_a_melee_is_called_out_with_the_zombies_dice_too():
    """Issue 35.9: the callout over Jimmy's counter shows his melee dice, "vs", and the zombies' (ATZ 8.3)."""
    state = case({"jimmy": {"hex": "1G4"}}, {"1G5": 2})
    play(state, [4, 6], "impulse who=jimmy")
    play(state, [2, 3], "charge")   # ATZ 9.4: 2 and 3 pass his Rep 4: he charges
    app = make_app()
    t = app.push(TableScene(app, Match(GAME, {}, 3, practice=True, start=RULES.encode(state)), view=AtzScene(GAME)))
    app.render()
    t.forced = (1, 2, 3, 5, 2, 1)
    assert t.play(Action.parse("step to=1G5")), t.ui.status
    called = next(m for m in t.view.anim.motions if m.kind == "callout")
    assert called.data["dice"] == [1, 2] and called.data["against"] == [3, 5]


def test_a_surprise_roll_is_in_the_dice_tray():
    """Issue 35.9: entering a building, the surprise dice (ATZ 10.1) go to the tray with the totals' line."""
    state = case({"beck": {"hex": "1G7", "in_hand": "pistol"}})
    play(state, [4, 6], "impulse who=beck")
    state.zombie_deck.append(1)
    app = make_app(skip_animations=True)
    t = app.push(TableScene(app, Match(GAME, {}, 3, practice=True, start=RULES.encode(state)), view=AtzScene(GAME)))
    app.render()
    t.forced = (6, 6, 2, 5)
    assert t.play(Action.parse("step to=1F7")), t.ui.status
    surprise = next(e for _, e in reversed(t.match.log) if e.kind == "surprise")
    row = dice_rows([surprise], t.view.tray_dice)[0]
    assert row.values == tuple(surprise.data["dice"]) and row.label.startswith("surprise:")
    assert surprise.data["totals"] == [surprise.data["dice"][0] + 4, surprise.data["dice"][1] + 1]
