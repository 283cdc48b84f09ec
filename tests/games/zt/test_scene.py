"""The Zombie Terror table played by clicks: the set-up placements, a full human turn and a full zombie
turn (forced activations, free ones, spawning, clean-up), refusals explained, undo that keeps the cards,
hints, and the end over the final board."""
import pygame

from zombiebox.core.actions import Action
from zombiebox.core.match import Match
from zombiebox.games.zt import GAME
from zombiebox.games.zt.bots import HumanBot, ZombieBot
from zombiebox.games.zt.data import CARDS_BY_ID, HUMAN_AP, HUMANS_SEAT, ZOMBIE_AP, ZOMBIES_SEAT
from zombiebox.games.zt.scene import ZtScene
from zombiebox.games.zt.scene.modes import Choosing
from zombiebox.ui.app import App
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.offer import Which
from zombiebox.ui.settings import Settings
from zombiebox.ui.table import TableScene
from zombiebox.ui.widgets.choice_panel import Confirm

from tests.games.zt.board import position
from tests.ui.helpers import SIZE, click, key, past_hand_off

BOTS = {HUMANS_SEAT: HumanBot(HUMANS_SEAT), ZOMBIES_SEAT: ZombieBot(ZOMBIES_SEAT)}
NUDGE = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def table(seed=1, size=SIZE, practice=False, start=None):
    app = App(size, Settings(skip_animations=True))
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(GAME, None, seed, practice, None, start), ZtScene(GAME)))
    app.render()
    return app, t


def parts(t):
    return t.view.parts(t.match, t.ui)


def press_button(app, t, label):
    _, _, pan = parts(t)
    found = [r for r, b in pan.buttons if b.label.startswith(label)]
    assert found, f"no button {label!r} in {[b.label for _, b in pan.buttons]}"
    click(app, found[0].center)


def click_space(app, t, space, facing=None):
    lay, _, _ = parts(t)
    x, y = lay.cells[space].center
    if facing:
        dx, dy = NUDGE[facing]
        x, y = x + dx * lay.square // 3, y + dy * lay.square // 3
    click(app, (x, y))


def play_by_clicks(app, t, action: Action) -> None:
    """Make `action` the way a player would: its button, or its space (a card's button first, a human
    picked first, the facing by a click beside the marker)."""
    lay, d, pan = parts(t)
    if action.kind == "place" and action.get("human"):
        press_button(app, t, {"banker": "the Banker", "kid": "the Kid", "nurse": "the Nurse",
                              "mechanic": "the Mechanic", "cop": "the Cop", "logger": "the Logger"}[action["human"]])
        lay, d, pan = parts(t)
    elif action.kind == "play" and not any(b.action == action for _, b in pan.buttons):
        press_button(app, t, f"Play {CARDS_BY_ID[action['card']].name}")
        lay, d, pan = parts(t)
    button = next((r for r, b in pan.buttons if b.action == action), None)
    if button is not None:
        click(app, button.center)
        if isinstance(t.view.mode, Confirm):   # a card played, AP left unused: asked once (issue 35.2)
            press_button(app, t, "Do it")
        return
    space = next(n for n, acts in d.places.items() if action in acts)
    click_space(app, t, space)
    if isinstance(t.view.mode, Choosing) and action.get("facing"):
        click_space(app, t, space, action["facing"])
    elif isinstance(t.view.mode, Choosing):
        _, _, pan = parts(t)
        click(app, next(r for r, b in pan.buttons if b.action == action).center)


def bot_action(t) -> Action:
    return t.match.bot_choice(BOTS[t.match.to_move]).action


def step_by_clicks(app, t) -> Action:
    action = bot_action(t)
    before = len(t.match.steps)
    play_by_clicks(app, t, action)
    past_hand_off(app, t)  # the seat passed between the two people
    assert len(t.match.steps) == before + 1, f"{action} was not played: {t.ui.status}"
    assert t.match.steps[-1].action == action
    return action


def test_setup_placements_by_clicks():
    app, t = table()
    # ZT Game Setup 4: a human picked by his button, then a space of the first row
    press_button(app, t, "the Cop")
    click_space(app, t, "D10")
    assert t.match.state.humans["cop"] == "D10"
    while t.match.state.step == "place_human":
        step_by_clicks(app, t)
    # ZT Game Setup 5: a space, then the side the zombie faces
    space = next(a["at"] for a in t.match.legal_actions() if a.kind == "place")
    click_space(app, t, space)
    assert isinstance(t.view.mode, Choosing)
    _, offer, pan = parts(t)   # the arrows round the space, a Face button each, Back
    assert offer.marks == {"facing_at": space} and {a["facing"] for a in offer.places[space]} <= set(NUDGE)
    assert [b.label for _, b in pan.buttons][-1] == "Back (Esc)"
    assert all(b.label.startswith("Face ") for _, b in pan.buttons[:-1])
    click_space(app, t, space, "E")
    assert t.match.state.facing[t.match.state.zombies and next(iter(t.match.state.zombies))] == "E"


def test_a_full_human_turn_and_a_full_zombie_turn_by_clicks():
    app, t = table(seed=3)
    while t.match.state.step in ("place_human", "place_zombie"):
        step_by_clicks(app, t)
    kinds = set()
    while t.match.state.round == 1:
        kinds.add((t.match.state.step, step_by_clicks(app, t).kind))
    # the human turn: humans activated, moved, activations ended, the turn ended; the zombie turn:
    # zombies activated, moved and turned by clicks, spawns made with a facing; then round 2
    for want in [("human_turn", "activate"), ("human_action", "move"), ("human_action", "end_activation"),
                 ("zombie_turn", "activate"), ("spawn", "spawn")]:
        assert want in kinds, f"{want} never played: {sorted(kinds)}"
    assert {k for step, k in kinds if step == "zombie_action"} & {"step", "turn"}
    assert (t.match.state.round, t.match.state.step) == (2, "human_turn")


def test_a_click_the_rules_refuse_says_why():
    app, t = table()
    click_space(app, t, "D5")   # not the first row
    assert t.ui.status.startswith("Refused:") and "ZT Game Setup" in t.ui.status
    assert t.match.steps == []


def test_lit_spaces_carry_their_cost_and_a_push_or_shot_is_shown_before_it_is_played():
    app, t = table(seed=3)
    while t.match.state.step != "human_turn":
        step_by_clicks(app, t)
    h = next(iter(t.match.state.humans))
    click_space(app, t, t.match.state.humans[h])
    assert t.match.state.active == h
    _, d, _ = parts(t)
    moves = [a for acts in d.places.values() for a in acts if a.kind == "move"]
    assert moves and all(d.tags[a["to"]] == "1 AP" for a in moves)


def test_undo_keeps_the_cards_dealt():
    app, t = table(seed=5, practice=True)
    hands = {k: list(v) for k, v in t.match.state.hands.items()}
    for _ in range(8):
        step_by_clicks(app, t)
    while t.match.steps:
        t.match.undo()
        t.view.reset(t.match, t.ui)
        assert t.match.state.hands == hands
    app.render()


def test_the_hint_lights_the_bots_pick_on_the_lot():
    app, t = table(practice=True)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")])
    app.render()
    assert t.ui.hint is not None
    pick = t.ui.hint.action
    _, d, _ = parts(t)
    assert t.view._hint_space(d, t.ui) == pick["at"]
    assert "(hint)" in t.view.lit_words(t.ui.highlights, t.match, t.ui)


def test_the_end_says_who_won_over_the_final_board():
    app, t = table(seed=2)
    while t.match.outcome is None:
        t.match.play(bot_action(t))
    t.view.reset(t.match, t.ui)
    app.render()
    place = t.view.end_place(t.view.rect)
    assert place is not None and place.x >= t.view._layout.map_rect.right


def cop_table():
    """The Cop active on D8 (3 AP, 4 ammo) from a position: a zombie on D6 in his line of fire, one on D9
    next to him (push it to D10, or shoot it), one on A8 behind the bus (no line)."""
    s = position({"cop": "D8", "nurse": "H10"}, [("D6", "S"), ("D9", "E"), ("A8", "E")], step="human_action",
                 active="cop", ap=3, activated=["cop"])
    return table(start=GAME.rules.encode(s))


def test_start_from_a_position_the_cops_line_of_fire_and_a_push_are_lit_before_they_are_played():
    app, t = cop_table()
    _, d, _ = parts(t)
    assert d.tags["D6"] == "shoot 1 AP" and d.tags["D9"] == "push/shoot 1 AP" and "A8" not in d.tags
    click_space(app, t, "D9")          # push or shoot: the board asks which (the kit's Which)
    assert isinstance(t.view.mode, Choosing) and isinstance(t.view.mode, Which)
    assert parts(t)[1].title == "Cop: 3 AP left"
    labels = [b.label for _, b in parts(t)[2].buttons]
    assert labels[:2] == ["Push it to D10 (1 AP)", "Shoot it (1 AP)"], labels
    press_button(app, t, "Push it to D10")
    assert t.match.state.humans["cop"] == "D9" and t.match.state.zombies["z02"] == "D10"
    click_space(app, t, "D6")          # now 2 in his line (D7, D8 empty): one click shoots
    assert "z01" in t.match.state.pool and t.match.state.ammo == 3


def test_the_marker_being_activated_is_marked_with_its_ap():
    """ZT Human Player Turn (3 AP) and Movement Phase (2 AP): the offer marks the active marker and its AP
    for the board's pips, also when Adrenaline gives more than an activation has."""
    app, t = cop_table()
    assert parts(t)[1].marks == {"picked": "D8", "ap": (3, HUMAN_AP)}
    click_space(app, t, "D7")          # a move: 1 AP spent
    assert parts(t)[1].marks == {"picked": "D7", "ap": (2, HUMAN_AP)}
    s = position({"nurse": "H10"}, [("D5", "S")], step="zombie_action", active="z01", ap=2,
                 flipped=["z01"], activated=["nurse"])
    app, t = table(start=GAME.rules.encode(s))
    _, offer, _ = parts(t)
    assert offer.marks == {"picked": "D5", "ap": (2, ZOMBIE_AP)} and offer.title.startswith("Zombies: 1 of")
    s = position({"cop": "D8"}, [], step="human_action", active="cop", ap=5, activated=["cop"])
    app, t = table(start=GAME.rules.encode(s))
    assert parts(t)[1].marks["ap"] == (5, HUMAN_AP)


def test_forced_activations_are_lit_with_their_reason():
    s = position({"nurse": "D8", "cop": "H10"}, [("D5", "S"), ("A2", "E")], step="zombie_turn",
                 activated=["nurse"], hands={"humans": [], "zombies": ["horde"]})  # a card: two answers
    app, t = table(start=GAME.rules.encode(s))  # (one answer alone is played as the position opens)
    _, d, _ = parts(t)
    assert d.tags == {"D5": "II: sees"}
    assert "Forced II: the zombie on D5 sees the Nurse 3 spaces ahead" in d.hint
    click_space(app, t, "D5")
    assert t.match.steps[-1].action == Action.of("activate", zombie="z01")


SILENT = {"end_activation"}   # the next activation's ring says it


def test_every_event_of_a_game_is_animated_and_drawn_without_a_hitch():
    app = App(SIZE, Settings())
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(GAME, None, 4), ZtScene(GAME)))
    starters = set(t.view.anim._starts)
    seen = set()
    while t.match.outcome is None and len(t.match.steps) < 300:
        events = t.match.play(bot_action(t))
        seen |= {e.kind for e in events}
        t.view.animate(events, t.match, t.ui)
        for _ in range(2):       # two frames into the motions, each one drawn
            app.step([], 0.15)
            app.render()
    t.view.reset(t.match, t.ui)
    app.render()
    assert seen - SILENT <= starters, seen - SILENT - starters
    assert {"move", "step", "spawn", "activate"} <= seen


def test_a_game_without_dice_shows_no_dice_tray_and_no_what_if_dice():
    app, t = table(practice=True)
    areas = t.areas(app.window.get_rect())
    assert "What-if" not in [b.label.split()[0] for b in t.buttons(app.window.get_rect())]
    assert areas["log"].bottom == areas["board"].bottom    # the log takes the tray's room


def test_a_click_on_a_card_in_the_hand_plays_it_or_says_why_not():
    app, t = cop_table()
    t.match.state.hands["humans"] = ["shotgun", "ammo_box"]
    t.view.reset(t.match, t.ui)
    _, _, pan = parts(t)
    boxes = dict(zip(t.match.state.hands["humans"], pan.hands[HUMANS_SEAT]))
    click(app, boxes["ammo_box"].center)       # no target: played once asked (ZT Special Cards, issue 35.2)
    assert not t.match.steps and isinstance(t.view.mode, Confirm)
    press_button(app, t, "Do it")
    assert t.match.steps[-1].action == Action.of("play", card="ammo_box") and t.match.state.ammo == 6
    _, _, pan = parts(t)
    click(app, pan.hands[HUMANS_SEAT][0].center)   # the shotgun: its targets lit
    _, d, _ = parts(t)
    assert t.view.mode.card == "shotgun" and set(d.tags) == {"D6", "D9"}


def test_a_token_left_in_the_box_is_shown_on_the_lot_with_why():
    """Issue 30 point 5: at the moment a drafted token stays in the box, the banner says why and every
    empty space off the edges that touches a token is crossed out on the lot."""
    app = App(SIZE, Settings())
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(GAME, {"board": "advanced"}, 1), ZtScene(GAME)))
    events = []
    while not any(e.kind == "leave" for e in events):
        events = t.match.play(bot_action(t))
    t.view.animate(events, t.match, t.ui)
    app.step([], 0.1)
    app.render()
    left = next(e for e in events if e.kind == "leave")
    running = t.view.anim.running
    assert any(m.kind == "barred" and m.data["cells"] == left.data["barred"] for m in running)
    assert any(m.kind == "banner" and m.data["text"] == left.text for m in running)
    assert "D6" in left.data["barred"] and "touches a token" in left.text


def test_a_spawn_with_every_valid_space_taken_is_marked_on_the_lot_with_the_ruling():
    """Issue 30 point 6: every valid space taken, the Nurse on D10: the edge spaces lit for the spawn say no
    valid space is free, and the zombie spawned on C10 comes with the ruling across the lot and a mark on
    its space."""
    valid = ["A1", "A3", "A5", "D3", "H1", "A7", "C7", "F7", "H7"]
    s = position({"nurse": "D10"}, [(n, "S") for n in valid], step="spawn", spawns=["supermarket"])
    app = App(SIZE, Settings())
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(GAME, None, 1, False, None, GAME.rules.encode(s)), ZtScene(GAME)))
    app.render()
    _, d, _ = parts(t)
    assert d.tags["C10"] == "no valid free" and "A7" not in d.tags
    assert "no valid space is free" in t.match.rules.prompt(t.match.state)
    events = t.match.play(Action.parse("spawn at=C10 facing=E"))
    (spawned,) = [e for e in events if e.kind == "spawn"]
    t.view.animate(events, t.match, t.ui)
    running = t.view.anim.running
    assert any(m.kind == "banner" and m.data["text"] == spawned.text for m in running)
    assert any(m.kind == "word" and m.data == {"at": "C10", "text": "no valid space free"} for m in running)
    assert spawned.text.startswith("no valid space is free (ZT rulings: No empty valid space [Spawning Phase])")


def move_to(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.render()


def test_a_token_in_hand_is_shown_at_the_pointer_turned_by_r_and_laid_where_clicked():
    """Issue 35.9: laying side B's tokens (ZT Free Board Setup) as Zombie Survival's draft lays its tiles: the
    token drawn over the spaces it would cover at the pointer (framed red where it may not lie), the places
    it may go turned as it is lit, R and the wheel turn it, a click on a lit space lays it so."""
    app = App(SIZE, Settings(skip_animations=True))
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(GAME, {"board": "free"}, 1), ZtScene(GAME)))
    app.render()
    _, d, _ = parts(t)
    assert d.marks["ghost"][:2] == ("car", None)
    key(app, pygame.K_r)                    # the car lies one way only: R leaves it
    assert t.view.mode.turn == 0
    click_space(app, t, "C1")               # the escape car on B1, C1, D1
    past_hand_off(app, t)
    assert t.match.state.tokens[-1] == ("car", "car", ["B1", "C1", "D1"])
    _, d, _ = parts(t)
    assert d.marks["ghost"] == ("bus", "N", ("N", "E", "S", "W")) and "exit to the north" in d.hint
    key(app, pygame.K_r)                    # a quarter turn: the exit to the east
    _, d, _ = parts(t)
    assert t.ui.status == "The bus turns: its exit to the east" and "exit to the east" in d.hint
    assert d.places and all(a["facing"] == "E" for acts in d.places.values() for a in acts)
    lay, _, _ = parts(t)
    far = next(n for n in lay.cells if n not in d.places and t.match.rules.token_cover(t.match.state, n, "E"))
    move_to(app, lay.cells[far].center)     # where it may not lie: framed red
    r = lay.cells[far]
    assert tuple(app.window.get_at((r.x + 1, r.centery)))[:3] == tuple(t.ui.pal["bad"])
    space = "D5"
    assert space in d.places
    move_to(app, (5, 5))
    plain = app.window.get_at(lay.cells["D4"].center)
    move_to(app, lay.cells[space].center)   # the bus over D4, D5, D6 as it would lie
    assert app.window.get_at(lay.cells["D4"].center) != plain
    t.view.wheel(lay.cells[space].center, -1, t.match, t.ui)   # the wheel turns it back, as Shift+R does
    assert t.view.mode.turn == 0
    key(app, pygame.K_r)
    click_space(app, t, far)
    assert t.ui.status.startswith("Refused:") and len(t.match.steps) == 1
    click_space(app, t, space)
    assert t.match.steps[-1].action == Action.of("lay", at=space, facing="E")
    (bus, block, cells), exit_ = t.match.state.tokens[-2:]
    assert (bus, block, sorted(cells)) == ("bus", "block", ["D4", "D5", "D6"]) and exit_ == ("bus", "spawn", ["E5"])


def test_the_cards_in_hand_are_pieces_with_names_never_below_the_kits_smallest_text(monkeypatch):
    """Issue 35.10: at 960x600, short of room, the hands go in a row of four; each card is 24 px tall at
    least and its name is drawn whole at the kit's smallest text size or larger (it was 9 px)."""
    from zombiebox.ui import draw
    from zombiebox.ui.headless import bot_played
    drawn = []
    whole = draw.text
    monkeypatch.setattr(draw, "text", lambda surface, s, pos, size, *a, **k: drawn.append((s, size, k.get("face", "text")))
                        or whole(surface, s, pos, size, *a, **k))
    app = App((960, 600), Settings(skip_animations=True))
    app.push(MainMenu(app))
    match = bot_played("zt", 5, 44)
    t = app.push(TableScene(app, match, ZtScene(GAME)))
    past_hand_off(app, t)
    _, _, pan = parts(t)
    least = draw.sized("fine", t.ui.text_size)
    cards = [r for seat in pan.hands for r in pan.hands[seat][:len(match.state.hands.get(seat, []))]]
    assert len({r.y for r in pan.hands[ZOMBIES_SEAT]}) == 1, "a row of four"
    assert all(r.h >= 24 for r in cards)
    width = min(r.w for r in cards) - 6
    names = {w.upper() for c in match.state.hands[ZOMBIES_SEAT] for w in CARDS_BY_ID[c].name.split()}
    shown = [(s, size, face) for s, size, face in drawn if set(s.upper().split()) <= names]
    assert shown and all(size >= least and draw.font(size, face=face).size(s)[0] <= width for s, size, face in shown)


def test_the_hint_marks_the_space_of_a_token_laid_turned_otherwise_than_the_one_in_hand():
    """Practice, ZT Free Board Setup: H marks the bot's pick on the lot even when it lays the token turned
    another way than the one in hand (its facing says the hint's line)."""
    app = App(SIZE, Settings(skip_animations=True))
    app.push(MainMenu(app))
    t = app.push(TableScene(app, Match(GAME, {"board": "free"}, 1, practice=True), ZtScene(GAME)))
    app.render()
    click_space(app, t, "C1")                 # the escape car: the bus is next
    past_hand_off(app, t)
    key(app, pygame.K_h)
    pick = t.ui.hint.action
    assert pick.kind == "lay"
    _, d, _ = parts(t)
    for _ in range(4):                        # each way the bus may lie: the pick is marked
        assert ZtScene._hint_space(d, t.ui) == pick["at"]
        key(app, pygame.K_r)
        _, d, _ = parts(t)
