"""Issue 30 point 9: a thrown die is a die roll. Outside practice mode Ctrl+Z stops at each die that
has landed (no throwing again until it suits), and the answer buttons that say where a die landed
are shown in practice mode only. Played by a drag, keys and clicks on the headless table."""
import pygame

from tests.games.zs.test_scene import bots_play, drag, part_two, table
from tests.ui.helpers import click, key


def attacked(practice: bool, skip: bool = True):
    """The table at a household's first throw (combat "throw"), the attack chosen, nothing thrown."""
    match = part_two(combat="throw", practice=practice)
    bots_play(match, "combat")
    match.play(next(a for a in match.legal_actions() if a.kind == "attack"))
    app, t = table(match=match, practice=practice)
    app.settings.skip_animations = skip
    app.render()
    return app, t


def throw_into_the_lid(app, t):
    lid = t.view.screen(t.match).lid()
    drag(app, (lid.centerx, lid.bottom - 10), (lid.centerx, lid.centery))


def test_undo_stops_at_a_thrown_die_outside_practice():
    app, t = attacked(practice=False, skip=False)
    played, dice = len(t.match.steps), t.match.state.throw.dice
    throw_into_the_lid(app, t)
    key(app, pygame.K_z, pygame.KMOD_CTRL)        # in the air: dice let go are thrown
    assert len(t.match.steps) == played and "still rolling" in t.ui.status
    landed = 0
    while t.view.in_hand:                         # Ctrl+Z every tick while the dice land one a tick
        app.step()
        app.render()
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        assert len(t.match.steps) - played >= landed, "a die that has landed stays landed"
        landed = len(t.match.steps) - played
    assert landed == dice and t.match.state.throw is None
    thrown = [s.action for s in t.match.steps[played:]]
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert [s.action for s in t.match.steps[played:]] == thrown
    assert t.ui.status.startswith("Cannot undo") and "revealed hidden information" in t.ui.status


def test_undo_takes_a_thrown_die_back_in_practice():
    app, t = attacked(practice=True)
    played = len(t.match.steps)
    throw_into_the_lid(app, t)
    while t.view.in_hand:
        app.step()
        app.render()
    assert len(t.match.steps) > played
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(t.match.steps) == played + t.match.state.throw.dice - 1, "practice: back a die"


def test_the_landing_buttons_are_for_practice_only():
    for practice in (False, True):
        app, t = attacked(practice=practice)
        labels = [b.label for _, b in t.view.panel.placed]
        assert any(label.startswith("Throw the dice") for label in labels)
        answers = [(r, b) for r, b in t.view.panel.placed if b.action is not None and b.action.kind == "land"]
        assert bool(answers) == practice, labels
        key(app, pygame.K_h)
        assert "the lid" in t.ui.status and ("14 buttons" in t.ui.status) == practice, t.ui.status
        if practice:   # a click on "head, showing 6" says where a die landed
            r, b = next((r, b) for r, b in answers if b.action["spot"] == "head")
            played = len(t.match.steps)
            click(app, r.center)
            assert t.match.steps[played].action == b.action
