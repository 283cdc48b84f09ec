"""The purchase at set-up and the campaign's shop (ATZ 14.0, 12.0, 13.0), drawn over the map while it lasts
(no one is on the board yet): the band (a click shows a survivor's card and what can be bought for it) and
Ready, the survivors for sale, the weapons and gear for the survivor shown, each with its price; what the
rules refuse stays on the panel, greyed, its reason and rule on hover and said on a click."""
from __future__ import annotations

from typing import Callable, NamedTuple

import pygame

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.ui import draw
from zombiebox.ui.modes import Mode
from zombiebox.ui.widgets.choice_panel import Button, ChoicePanel

from ..data import GEAR, HEAL_GLORY, WEAPONS
from ..state import KINDS

# the shop's short names, for buttons half a column wide (the full name is in the tip)
class Shop(NamedTuple):
    panel: ChoicePanel
    headings: list[tuple[str, int]]   # (title, y) of each section


SHORT = {"double_pistols": "2 pistols", "smg": "SMG", "assault_rifle": "Rifle", "bat": "Bat", "axe": "Axe"}


def shop_panel(area: pygame.Rect, rules, state, shown: str, show: Callable[[str], Mode], ui) -> Shop:
    """The shop over the map (`area`): the band and Ready, the survivors for sale, and the weapons and gear
    for the survivor shown (`show(sid)`: the mode that shows another), each section under its heading."""
    size = draw.sized("note", ui.text_size)
    row, line = draw.line_height(size) + 10, draw.line_height(ui.text_size)
    x, width = area.x + 10, area.w - 20
    cols = max(2, min(4, width // 115))
    offer = rules.shop(state)
    left = offer.left
    headings, placed = [], []
    y = area.y + 8

    def section(title: str, buttons: list[Button]) -> None:
        nonlocal y
        headings.append((title, y))
        flowed = ChoicePanel.flow(buttons, x, y + line, width, cols, row)
        placed.extend(flowed.placed)
        y = flowed.bottom + 6

    band = [Button(s.card.name, pick=show(s.sid), small=True, on=s.sid == shown, tip=f"show what {s.card.name} may buy")
            for s in offer.band]
    band.append(Button("The band is ready", Action.of("ready"), tip=f"{offer.rule}: done; unspent points "
                       + ("stay banked" if state.purchase.heal else "are lost")))
    section(f"{'The shop' if state.purchase.heal else 'Your band'}: {left} Glory Points left ({offer.rule})", band)
    if state.purchase.most:  # 12.0: a scenario names its survivors, nobody is for sale
        section("For sale: a click recruits", [
            _offer(rules, state, f"{KINDS[k].name} {price} GP", Action.of("recruit", who=k), _recruit_tip(state, k))
            for k, price in offer.prices.items()])
    if shown in state.survivors:
        name = state.survivors[shown].card.name
        kit = [_offer(rules, state, f"{SHORT.get(w.key, w.name)} {w.glory} GP", Action.of("arm", who=shown, weapon=w.key),
                      f"{w.name} for {name}: range {w.range}, {w.fire_dice} fire dice" if w.fire_dice
                      else f"{w.name} for {name}: +{w.melee} melee dice") for w in WEAPONS]
        kit += [_offer(rules, state, f"{g.name} {g.glory} GP", Action.of("equip", who=shown, gear=g.key),
                       f"{g.name} for {name} ({g.rule})") for g in GEAR]
        if state.purchase.heal:
            kit.append(_offer(rules, state, f"Heal a wound {HEAL_GLORY} GP", Action.of("heal", who=shown),
                              f"heal one of {name}'s wounds (ATZ 13.0)"))
        section(f"For {name}: weapons and gear (ATZ 3.1.2)", kit)
    return Shop(ChoicePanel(placed, y), headings)


def draw_shop(surface: pygame.Surface, area: pygame.Rect, shop: Shop, ui) -> None:
    """The shop's backdrop and headings (the view draws its buttons over them, after the side column)."""
    pygame.draw.rect(surface, ui.pal["panel"], area, border_radius=6)
    for title, y in shop.headings:
        draw.text(surface, draw.fit(title, ui.text_size, area.w - 20, bold=True), (area.x + 10, y), ui.text_size,
                  ui.pal["accent"], bold=True)


def _recruit_tip(state, key: str) -> str:
    kind = KINDS[key]
    side = kind.unwounded
    price = f"; in a campaign a quarter of its coin of {kind.glory}, rounded up (ATZ 13.0)" if state.purchase.heal \
        else " (ATZ 14.0)"
    return (f"recruit {kind.name}{' (a Star)' if kind.star else ''}: Rep {side.rep}, MP {side.mp}, melee {side.melee}, "
            f"{kind.dead_at} wounds to the skull{price}")


def _offer(rules, state, label: str, action: Action, tip: str = "") -> Button:
    """A purchase button; refused (greyed, with the reason) when the rules would refuse it."""
    try:
        rules.check(state, action)
        refused = ""
    except IllegalAction as exc:
        refused = f"{exc.reason} ({exc.rule})"
    small = action.kind != "heal"
    return Button(label, action, small=small, tip=tip, refused=refused)
