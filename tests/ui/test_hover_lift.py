"""Issue 33.3: pieces are lifted under the mouse (look.md 3: "lifted on hover and pick-up"), and one
drawn under 24 pixels at 960x600 is magnified there so it can be read."""
from collections import Counter

import pygame
import pytest

from zombiebox.ui.app import App
from zombiebox.ui.headless import bot_played
from zombiebox.ui.settings import Settings
from zombiebox.ui.table import TableScene
from zombiebox.ui.widgets import token


def _table(game_id: str, steps: int, size=(960, 600)):
    app = App(size, Settings(skip_animations=True))
    table = app.push(TableScene(app, bot_played(game_id, 1, steps)))
    app.render()
    return app, table


def _shown(app, table, mouse) -> pygame.Surface:
    app.mouse = mouse
    app.render()
    return app.window.copy()


def _changed(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect:
    """The box round every pixel that differs (an empty rect: none)."""
    pa, pb = pygame.PixelArray(a), pygame.PixelArray(b)
    xs, ys = [], []
    for x in range(0, a.get_width(), 2):
        for y in range(0, a.get_height(), 2):
            if pa[x, y] != pb[x, y]:
                xs.append(x)
                ys.append(y)
    del pa, pb
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1) if xs else pygame.Rect(0, 0, 0, 0)


def test_a_piece_lifted_is_raised_over_a_shadow_and_a_small_one_magnified():
    pygame.init()
    piece = pygame.Surface((30, 30), pygame.SRCALPHA)
    pygame.draw.circle(piece, (200, 40, 40), (15, 15), 15)
    surface = pygame.Surface((120, 120), pygame.SRCALPHA)
    rect = token.lift_over(surface, piece, (60, 60), 30)
    assert rect.size == (30, 30) and rect.centery == 60 - round(30 * 0.12 * token.HOVER)
    small = pygame.transform.smoothscale(piece, (16, 16))
    rect = token.lift_over(surface, small, (60, 60), 16)
    assert rect.w == token.shown_size(16, True) >= token.MIN_SIZE


def test_a_zombie_terror_marker_under_the_mouse_is_lifted_and_nothing_else_changes():
    app, table = _table("zt", 6)
    lay = table.view.layout(table.view.rect, table.match)
    space = next(iter(table.match.state.humans.values()))
    cell = lay.cells[space]
    away = _shown(app, table, (2, 2))
    over = _shown(app, table, cell.center)
    changed = _changed(away, over)
    assert changed.w and cell.inflate(cell.w // 2, cell.h // 2).contains(changed), (changed, cell)
    assert changed.y < cell.y + 3   # raised toward the top of its space


def test_an_atz_figure_under_the_mouse_is_lifted_at_960x600():
    from zombiebox.games.atz.scene import board

    app, table = _table("atz", 3)
    view = table.view
    cam, tbl = view.camera(table.match), view.table(table.match)
    figures, _ = board.standing(cam, tbl, table.match.state, view.moving(tbl), "", {})
    figure = figures[-1]
    assert figure.size >= token.MIN_SIZE   # never drawn smaller (ATZ draws a counter at 24 px at least)
    away = _shown(app, table, (view.rect.x + 2, view.rect.bottom - 2))
    over = _shown(app, table, figure.centre)
    changed = _changed(away, over)
    near = pygame.Rect(0, 0, 2 * figure.size, 2 * figure.size)
    near.center = figure.centre
    assert changed.w and changed.collidepoint(figure.centre) and near.contains(changed), (changed, near)


def test_a_lone_avz_counter_drawn_under_24_pixels_is_shown_large_under_the_mouse():
    app, table = _table("avz", 40)
    stacks = table.view.stacks(table.match, table.ui)
    alone = Counter(st.loc for st in stacks)
    lone = next(st for st in stacks if alone[st.loc] == 1)
    assert lone.size < token.MIN_SIZE   # 18 px at 960x600
    fan = table.view.fan(table.match, table.ui, lone.centre)
    assert fan is not None and len(fan.cells) == 1 and fan.size >= token.MIN_SIZE


@pytest.mark.parametrize("size", [(1280, 800)])
def test_a_lone_avz_counter_large_enough_opens_no_fan(size):
    app, table = _table("avz", 40, size)
    stacks = table.view.stacks(table.match, table.ui)
    alone = Counter(st.loc for st in stacks)
    lone = next(st for st in stacks if alone[st.loc] == 1)
    assert lone.size >= token.MIN_SIZE and table.view.fan(table.match, table.ui, lone.centre) is None


def test_a_zombie_in_a_zombie_survival_yard_is_lifted_under_the_mouse():
    from zombiebox.games.zs.scene.house import board_of, square_rect, zombie_sprite

    app, table = _table("zs", 40)
    view, match = table.view, table.match
    seat = view.seat_shown(match.state, match.to_move)
    L = view.screen(match)
    sprite = zombie_sprite(L.fit.length(15))
    assert sprite.get_width() >= token.MIN_SIZE   # 28 px at 960x600
    yard, squares = next(iter(match.state.households[seat].zombies.items()))
    spot = square_rect(L.fit, board_of(match.state.households[seat].house), yard, squares[0]).center
    away = _shown(app, table, (2, 2))
    over = _shown(app, table, spot)
    changed = _changed(away, over)
    near = pygame.Rect(0, 0, 2 * sprite.get_width(), 2 * sprite.get_width())
    near.center = spot
    assert changed.collidepoint(spot) and near.contains(changed), (changed, near)


def test_a_reserve_stack_too_small_to_read_is_magnified_under_the_mouse_at_960x600():
    """Issue 33.3: nothing under 24 px at 960x600: the Alien reserve's counters, drawn smaller in their place
    on the table, are lifted and magnified to 24 px at least when the mouse is over one."""
    import pygame

    from zombiebox.games.avz.scene.piles import reserve_stacks
    from zombiebox.ui.app import App
    from zombiebox.ui.headless import bot_played
    from zombiebox.ui.menu import MainMenu
    from zombiebox.ui.settings import Settings
    from zombiebox.ui.table import TableScene
    from zombiebox.ui.widgets.token import MIN_SIZE

    app = App((960, 600), Settings(skip_animations=True))
    app.push(MainMenu(app))
    t = app.push(TableScene(app, bot_played("avz", 5, 20)))
    app.step()
    app.render()
    lay = t.view.parts(t.match, t.ui)[0]
    stacks, side, _ = reserve_stacks(lay.places["reserve"], t.match.state.reserve, t.ui.text_size, lay.counter)
    assert stacks and side < MIN_SIZE   # drawn too small to read at rest
    _, _, top = stacks[0]
    away = app.window.copy()
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=top.center, rel=(0, 0), buttons=(0, 0, 0))])
    app.render()
    changed = [(x, y) for x in range(top.centerx - 20, top.centerx + 21) for y in range(top.centery - 24, top.centery + 21)
               if 0 <= x < 960 and 0 <= y < 600 and app.window.get_at((x, y)) != away.get_at((x, y))]
    xs, ys = [x for x, _ in changed], [y for _, y in changed]
    assert changed and max(xs) - min(xs) + 1 >= MIN_SIZE and max(ys) - min(ys) + 1 >= MIN_SIZE
