"""The choice panel widget: buttons flow down a column, play their Action or hand over to a
mode, and a refused option stays on the panel, greyed, saying why instead of vanishing."""
import pygame

from zombiebox.core.actions import Action
from zombiebox.ui.boardview import UIState
from zombiebox.ui.modes import Mode
from zombiebox.ui.palette import STANDARD
from zombiebox.ui.widgets.choice_panel import Button, ChoicePanel


def ui_state(mouse=(-1, -1)) -> UIState:
    pygame.init()
    ui = UIState(STANDARD, 16)
    ui.mouse = mouse
    return ui


def test_commands_take_a_row_and_small_buttons_share_one():
    buttons = [Button("a", small=True), Button("b", small=True), Button("c", small=True), Button("Go")]
    panel = ChoicePanel.flow(buttons, 10, 100, 206, cols=2, row=20)
    (a, _), (b, _), (c, _), (go, _) = panel.placed
    assert a.y == b.y == 100 and b.x == a.right + 6 and a.w == b.w == 100
    assert c.y == 124 and c.x == 10                     # the third starts the next row
    assert go.y == 148 and go.w == 206                  # a command after a half row takes a new row
    assert panel.bottom == go.bottom + 4
    assert panel.at(go.center).label == "Go" and panel.at((0, 0)) is None


def test_a_click_plays_the_action_or_hands_over_to_the_mode():
    ui = ui_state()
    go, mode = Action.of("go"), Mode()
    assert Button("Go", go).answer(ui) == go
    assert Button("Pick", pick=mode).answer(ui) is mode


def test_a_refused_option_stays_greyed_and_says_why():
    ui = ui_state()
    refused = Button("Move", refused="Fast Zombies hold them back (AvZ 6.2)")
    panel = ChoicePanel.flow([Button("Attack", Action.of("attack")), refused], 0, 0, 120, cols=1, row=24)
    r_attack, r_move = (r for r, _ in panel.placed)
    assert refused.answer(ui) is None
    assert ui.status_kind == "bad" and ui.status == "Refused: Fast Zombies hold them back (AvZ 6.2)"
    assert panel.tip(r_move.center) == "Refused: Fast Zombies hold them back (AvZ 6.2)"
    assert panel.tip(r_attack.center) == "Attack"
    surface = pygame.Surface((120, 60))
    for r in (r_attack, r_move):  # the mouse over each in turn: only the playable one lights up
        ui.mouse = r.center
        panel.draw(surface, ui, 14)
        corner = surface.get_at((r.x + 3, r.centery))[:3]
        assert corner == (STANDARD["button_off"] if r is r_move else STANDARD["button_hover"])


def test_the_lit_actions_buttons_are_outlined():
    ui = ui_state()
    go = Action.of("go")
    panel = ChoicePanel.flow([Button("Go", go), Button("Stop", Action.of("stop"))], 0, 0, 100, cols=1, row=24)
    ui.highlights = [go]
    surface = pygame.Surface((100, 60))
    panel.draw(surface, ui, 14)
    (r_go, _), (r_stop, _) = panel.placed
    assert surface.get_at((r_go.centerx, r_go.y + 1))[:3] == STANDARD["highlight"]
    assert surface.get_at((r_stop.centerx, r_stop.y + 1))[:3] != STANDARD["highlight"]
