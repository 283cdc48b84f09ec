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


def test_a_button_that_asks_once_says_what_will_happen_then_do_it_plays_and_cancel_goes_back():
    from zombiebox.ui.widgets.choice_panel import Confirm
    ui = ui_state()
    end, under = Action.of("end_turn"), Mode()
    button = Button("End the turn", end, confirm="End the turn with a die unused: the turn is missed.")
    asked = button.answer(ui, under)
    assert isinstance(asked, Confirm) and asked.action == end and ui.status.startswith("End the turn with")
    do_it, cancel = asked.buttons()
    assert do_it.answer(ui) == end                      # "Do it" plays it
    assert cancel.answer(ui) is under and asked.cancel() is under   # "Cancel" and Esc go back
    assert Button("Go", Action.of("go")).answer(ui) == Action.of("go")   # one that does not ask plays at once


def test_the_offer_of_a_confirm_is_the_offer_under_it_with_its_words_and_two_buttons():
    from zombiebox.core.match import Match
    from tests.tiny.game import GAME
    from zombiebox.ui.offer import Offers
    from zombiebox.ui.widgets.choice_panel import Confirm
    match = Match(GAME, None, 1)
    action = match.legal_actions()[0]
    offer = Offers().build(match, Confirm(action, "Sure?", None))
    under = Offers().build(match)
    assert offer.asking == "Sure?" and [b.label for b in offer.buttons] == ["Do it", "Cancel"]
    assert offer.buttons[0].action == action and (offer.title, offer.hint) == (under.title, under.hint)


def test_a_list_longer_than_its_room_scrolls_a_page_at_a_time_and_starts_again_for_a_new_list():
    from zombiebox.ui.widgets.choice_panel import Scroll
    ui = ui_state()
    buttons = [Button(f"choice {n}", Action.of("go", n=n)) for n in range(10)]
    scroll = Scroll()
    flow = lambda: ChoicePanel.flow(buttons, 0, 0, 200, cols=1, row=20, foot=120, scroll=scroll)  # noqa: E731
    panel = flow()
    shown = [b.label for _, b in panel.placed if not b.scroll and not b.inert]
    assert shown == ["choice 0", "choice 1", "choice 2", "choice 3"]       # 4 rows and the paging row fit
    assert all(r.bottom <= 120 for r, _ in panel.placed)
    (up_r, up), (down_r, down) = panel.placed[-2:]
    assert up.label == "top of list" and up.inert and down.label == "6 more below"
    assert panel.answer(down_r.center, ui) is None and scroll.first == 4   # paged, nothing played
    panel = flow()
    assert [b.label for _, b in panel.placed][:4] == ["choice 4", "choice 5", "choice 6", "choice 7"]
    scroll.move(100)                                   # the wheel past the end: the last page stays full
    panel = flow()
    assert [b.label for _, b in panel.placed][:4] == ["choice 6", "choice 7", "choice 8", "choice 9"]
    assert panel.placed[-1][1].label == "end of list" and panel.placed[-2][1].label == "6 above"
    assert panel.answer(panel.placed[0][0].center, ui) == Action.of("go", n=6)   # a choice plays
    buttons = buttons[:3]                              # a new list: from its top, no paging row
    assert [b.label for _, b in flow().placed] == ["choice 0", "choice 1", "choice 2"] and scroll.first == 0
