"""The CoZ board's input modes (scene/modes.py): each half-made choice is a mode over the one
before it, and Esc goes back one: a confirmation, a picked card's options, an open group, a
combination on the bench."""
import pygame

from zombiebox.core.actions import Action
from zombiebox.games.coz.scene.modes import Bench, Open
from zombiebox.ui.modes import Mode, under
from zombiebox.ui.widgets.choice_panel import Button, Confirm

from tests.ui.helpers import click

from .table import arrange, card, zombie
from .test_scene import choices, press_key, roll_what_if, slot_centre, table, widget


def lid_table():
    """The STEP 2 example board, the Dustbin Lid held, 2 3 6 rolled."""
    app, t = table()
    zombies = [zombie(s) for s in (4, 9, 12, 2, 3, 6)]
    arrange(t.match.state, board={f"city{i + 1}": z for i, z in enumerate(zombies)}, items=(card("lid"),))
    roll_what_if(app, t, (2, 3, 6))
    return app, t, zombies


def test_esc_steps_back_from_a_confirmation_to_the_options_to_the_group_to_the_turn():
    app, t, (z4, z9, *_) = lid_table()
    click(app, widget(t, "Use the Dustbin Lid — then click a Zombie"))
    click(app, slot_centre(t, app, 1))                     # the 9: +1 or -1, so its two options
    click(app, widget(t, "The 9 → 8"))
    assert type(t.view.mode) is Confirm
    press_key(app, pygame.K_ESCAPE)
    assert type(t.view.mode) is Open and type(t.view.mode.parent) is Open       # the 9's options, over the Lid's
    assert set(choices(t)) >= {"The 9 → 10", "The 9 → 8"}
    press_key(app, pygame.K_ESCAPE)
    assert type(t.view.mode) is Open and z9 in t.view.marks(t.match, t.ui).pickable
    press_key(app, pygame.K_ESCAPE)
    assert type(t.view.mode) is Mode and not t.view.marks(t.match, t.ui).pickable
    assert app.scene is t and t.match.steps[-1].action.kind == "roll"   # nothing was played


def test_a_combination_begun_under_an_open_group_outlasts_the_group():
    app, t, _ = lid_table()
    click(app, widget(t, "Use the Dustbin Lid — then click a Zombie"))
    click(app, widget(t, "die 1"))
    click(app, widget(t, "+"))
    click(app, widget(t, "die 2"))                  # 2 + 3, the group still open
    assert type(t.view.mode) is Open and under(t.view.mode, Bench).builder.current.value == 5
    press_key(app, pygame.K_ESCAPE)                        # the group goes, the combination stays
    assert type(t.view.mode) is Bench and [p.value for p in t.view.builder(t.match.state, t.ui).pieces] == [6, 5]
    press_key(app, pygame.K_ESCAPE)
    assert type(t.view.mode) is Mode and [p.value for p in t.view.builder(t.match.state, t.ui).pieces] == [2, 3, 6]


def test_the_board_draws_while_what_if_dice_are_typed_over_an_open_group():
    """The kit's what-if entry (D) lays its mode over the board's: the board keeps drawing its own
    picks under it, and Esc from the typing comes back to them."""
    app, t, (z4, z9, *_) = lid_table()
    click(app, widget(t, "Use the Dustbin Lid — then click a Zombie"))
    press_key(app, pygame.K_d)
    press_key(app, pygame.K_4, "4")
    app.render()
    assert z9 in t.view.marks(t.match, t.ui).pickable      # the open group still lights its Zombies
    press_key(app, pygame.K_ESCAPE)
    assert type(t.view.mode) is Open


def test_keys_pressed_with_a_group_open_reach_the_mode_and_crash_nothing():
    """The soak found it: any key the table leaves to the board (here x, an arrow, a digit, Tab), pressed
    with a group open, called the open group's key (a field of that name hid the mode's key handler)."""
    app, t, _ = lid_table()
    click(app, widget(t, "Use the Dustbin Lid — then click a Zombie"))
    for k, text in ((pygame.K_x, "x"), (pygame.K_UP, ""), (pygame.K_4, "4"), (pygame.K_TAB, "\t")):
        press_key(app, k, text)
        app.render()
        assert app.scene is t and type(t.view.mode) is Open


def test_the_fight_panel_is_the_kits_choice_panel_every_button_plays_or_hands_over_a_mode():
    """Issue 32.3: no widget kinds to dispatch on. Every thing in the panel that takes a click is a kit
    Button that plays an Action, asks once (a Confirm), hands over to a mode, pages the list, or is
    inert; a die hands over to the bench over the first mode, and the bench's step is its own mode."""
    app, t, _ = lid_table()
    app.render()
    first = t.view.mode
    for _, b in t.view.panel.placed.placed:
        assert type(b) is Button
        taken = b.taken(first)
        assert isinstance(taken, (Action, Mode)) or b.scroll or b.inert, b.label
    click(app, widget(t, "die 1"))
    bench = t.view.mode
    assert type(bench) is Bench and bench.parent is first and bench.builder.current.value == 2
    click(app, widget(t, "x²"))                            # a step: a new bench in its place, the old one kept
    assert type(t.view.mode) is Bench and t.view.mode.parent is first and t.view.mode.builder.current.value == 4
    assert bench.builder.current.value == 2
    click(app, widget(t, "End the turn"))                  # asks once, over the bench
    assert type(t.view.mode) is Confirm and t.view.mode.parent is not first
    press_key(app, pygame.K_ESCAPE)
    assert type(t.view.mode) is Bench and t.view.mode.builder.current.value == 4
