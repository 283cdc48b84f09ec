"""What-if dice at the AvZ table, by clicks and keys: set at "choose a location", they wait
through the steps that roll nothing (the location, Attack, Add all) for the attack's roll."""
import pygame

from tests.ui.helpers import click, key

from .test_scene import click_button, click_loc, one_decision, table, view_parts


def test_what_if_dice_wait_through_the_location_attack_and_add_all_for_the_attacks_roll_5_2():
    app, t = table(seed=4, practice=True)  # practice: D sets dice
    m = t.match
    while not any(a.kind == "act" and a["do"] == "attack" for a in m.legal_actions()):
        one_decision(app, t)
    at = next(a["at"] for a in m.legal_actions() if a.kind == "act" and a["do"] == "attack")
    key(app, pygame.K_d)
    for ch in "666666":
        key(app, ord(ch), unicode=ch)
    key(app, pygame.K_RETURN)
    assert t.forced == (6,) * 6
    click_loc(app, t, at)
    _, _, pan = view_parts(t)
    click(app, next(r for r, c in pan.buttons if c.action and c.action.get("do") == "attack").center)
    click_button(app, t, "Add all")
    played = len(m.steps)
    assert [s.action.kind for s in m.steps[-2:]] == ["act", "add_all"] and not any(s.forced for s in m.steps)
    assert t.forced == (6,) * 6 and t.banner_note().startswith("next dice 6 6 6 6 6 6 (for the next roll)")
    _, d, _ = view_parts(t)
    click_loc(app, t, next(iter(d.lit)))  # the attack: its dice are the ones set by hand
    attack = m.steps[played]
    assert attack.action.kind == "attack" and attack.forced == (6,) * 6  # the attack and its saves used all six
    hit = next(e for n, e in m.log if n == played + 1 and e.kind == "attack")
    assert [d["value"] for d in hit.data["dice"]] == [6] * len(hit.data["dice"])  # AvZ 5.2: every die a hit
    assert t.forced == () and "next dice" not in t.banner_note()


def test_an_attacks_dice_come_into_the_tray_as_its_shots_fly():
    """Issue 16, point 7, in AvZ: a group attacking the next location flies there first; the tray shows
    the attack's dice when the board shows the attack (its shots), not at the click, and the saves'
    dice after them."""
    app, t = table(seed=4)
    m = t.match
    while not any(a.kind == "act" and a["do"] == "attack" for a in m.legal_actions()):
        one_decision(app, t)
    click_loc(app, t, next(a["at"] for a in m.legal_actions() if a.kind == "act" and a["do"] == "attack"))
    _, _, pan = view_parts(t)
    click(app, next(r for r, c in pan.buttons if c.action and c.action.get("do") == "attack").center)
    click_button(app, t, "Add all")
    app.settings.skip_animations = False
    app.step()                                   # a tick: the table takes the speed set
    _, d, _ = view_parts(t)
    click_loc(app, t, next(iter(d.lit)))
    events = [e for n, e in m.log if n == len(m.steps)]
    attack, saves = (next(e for e in events if e.kind == kind) for kind in ("attack", "saves"))
    assert events[0].kind == "move" and t.view.anim.shown_after(attack) > 0   # the flight first
    came, seconds = {}, 0.0
    while t.busy and seconds < 10:
        for e in (attack, saves):
            if e.text in [r.label for r in t.dice.rows]:
                came.setdefault(e.kind, seconds)
        app.step()
        seconds += 1 / 60
    assert abs(came["attack"] - t.view.anim.shown_after(attack)) < 0.05
    assert came["saves"] > came["attack"]
