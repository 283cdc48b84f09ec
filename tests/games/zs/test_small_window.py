"""Zombie Survival in the smallest window, 960x600, four households (issue 20): every choice's words
are whole on its button (two lines or smaller letters, never cut); the small houses stand above the
large one, so the side column keeps the household's lines, its tracker and the town's decks in view;
a zombie waiting beside a yard says which yard it will enter. Checked over a bots' game, drawn."""
from zombiebox.core.match import Match
from zombiebox.games.zs import GAME
from zombiebox.games.zs.scene import ZsScene
from zombiebox.games.zs.scene.bench import bench_table, settle
from zombiebox.games.zs.scene.house import waiting_sprite
from zombiebox.ui import draw
from zombiebox.ui.app import App
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.settings import Settings
from zombiebox.ui.table import TableScene
from zombiebox.ui.widgets.choice_panel import label_lines, label_width

SMALL = (960, 600)
MOST = 7   # choices beyond this many still push the panels past the column's foot at 960x600


def cut(t) -> list[str]:
    """The words of the shown choices that their buttons do not hold whole."""
    size = t.ui.text_size - 3
    out = []
    for r, b in t.view.panel.placed:
        lines, s = label_lines(b, r, size)
        if " ".join(lines) != b.label or any(draw.font(s).size(line)[0] > label_width(r.w) for line in lines):
            out.append(b.label)
    return out


def too_long(t) -> list[str]:
    """The words of the shown choices too long for one line of their button at the full size."""
    size = t.ui.text_size - 3
    return [b.label for r, b in t.view.panel.placed if draw.font(size).size(b.label)[0] > label_width(r.w)]


def panels_bottom(t) -> int:
    """Where the shown household's panels end: the event deck and the town's decks, last."""
    view, state = t.view, t.match.state
    img, at = view.info(view.info_area, state, t.ui, view.seat_shown(state, t.match.to_move))[-1]
    return at[1] + img.get_height()


def bots_game(steps=320, every=2):
    """A four-household game played by the household bot at 960x600, drawn every `every` decisions
    of Part II: (its decision, its choices, those cut, those too long for one line, how far the
    panels end below the side column)."""
    app = App(SMALL, Settings(skip_animations=True))
    app.push(MainMenu(app))
    match = Match(GAME, {"households": 4}, 3)
    t = app.push(TableScene(app, match, ZsScene(GAME)))
    bots = {seat: GAME.make_bot("household", seat) for seat in match.state.order}
    seen = []
    for i in range(steps):
        if i % every == 0:
            app.render()
            decision = match.rules.decision(match.state)
            if decision not in ("pick", "place"):
                seen.append((decision, [b.label for _, b in t.view.panel.placed], cut(t), too_long(t),
                             panels_bottom(t) - t.view.screen(match).side.bottom))
        t.play(match.bot_choice(bots[match.to_move]).action)
    return seen


def test_no_choice_is_cut_and_the_town_decks_show_at_960x600_with_four_households():
    seen = bots_game()
    assert [(d, words) for d, _, words, _, _ in seen if words] == []
    assert any(long for _, _, _, long, _ in seen), "the game offered choices too long for one line: the check saw them"
    held = [(d, len(labels), below) for d, labels, _, _, below in seen if len(labels) <= MOST]
    assert len(held) > 60
    assert [h for h in held if h[2] > 0] == [], "the town's decks end inside the side column"


def test_the_landing_buttons_of_the_bench_throw_are_whole_at_960x600(monkeypatch):
    from zombiebox.games.zs.scene import bench
    monkeypatch.setattr(bench, "SIZE", SMALL)
    app, t, match = bench_table()
    match.practice = True   # the landing buttons are a practice tool (issue 30)
    t.view.kept.drop()
    settle(app)
    assert len(t.view.panel.placed) > 10 and cut(t) == []


def test_the_small_houses_stand_above_the_large_one_in_a_small_window_beside_it_in_a_large():
    """Beside it where the board's area is wider than tall (the square house leaves that width free,
    issue 33.1); never in the side column."""
    for size, above in ((SMALL, True), ((1280, 800), False), ((1920, 1080), False)):
        app = App(size, Settings(skip_animations=True))
        t = app.push(TableScene(app, Match(GAME, {"households": 4}, 3), ZsScene(GAME)))
        app.render()
        L = t.view.screen(t.match)
        assert len(L.minis) == 3
        assert all((r.bottom <= L.house.top) == above for r in L.minis.values()), size
        assert all(not r.colliderect(L.house) and not r.colliderect(L.side) for r in L.minis.values())


def test_a_waiting_zombie_names_the_yard_it_will_enter():
    named = waiting_sprite(12, "front", 3, 14)
    bare = waiting_sprite(12, "front", 3, 0)
    assert named.get_width() >= draw.text_surface("to front 3", 14, (250, 240, 160), True).get_width()
    assert named.get_height() > bare.get_height(), "the tag under the zombie"


def test_every_town_deck_is_named_whole_under_its_card(monkeypatch):
    """The town's five location decks (ZS Part II: Going to Town) each named in full under the card, on two
    lines where one does not hold it ("Grocery / store"), at every window size's column width."""
    import pygame
    from zombiebox.games.zs.data import LOCATION_NAMES
    from zombiebox.games.zs.scene import panels
    from zombiebox.ui.palette import palette
    app, t, match = bench_table()
    drawn = []
    monkeypatch.setattr(panels.draw, "text", lambda surface, words, *a, **k: drawn.append(words))
    for width in (260, 300, 420):
        drawn.clear()
        surface = pygame.Surface((width, 600))
        panels.paint_events(surface, surface.get_rect(), match.state, palette("standard"), 18)
        text = " ".join(drawn)
        assert all(name in text for name in LOCATION_NAMES.values()), (width, drawn)
