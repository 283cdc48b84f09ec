"""The side column: the turn (its number, the time of day, the initiative dice and who goes first,
ATZ 5.2, 8.2), the selected survivor's Survivor Status Card (3.1.2), the choices, and the counts of the
Cup of Zombies and what the band has done."""
from __future__ import annotations

import pygame

from zombiebox.ui import draw
from zombiebox.ui.widgets.die import die as draw_die
from zombiebox.ui.widgets.choice_panel import ChoicePanel

from ..data import GEAR_BY_KEY, WEAPON
from ..state import AtzState, Survivor
from .figures import survivor_face, survivor_image

OFF_BOARD = {"": "Not on the board yet", "off": "Escaped off the board"}
TIME_WORDS = {"day": "Day: sight the length of the board", "dawn": "Pre-dawn: sight 12 hexes",
              "evening": "Evening: sight 12 hexes", "night": "Night: sight 2 hexes"}


def draw_turn(surface, area: pygame.Rect, rules, s: AtzState, may_act: list[str], ui) -> int:
    """The turn header; returns the y below it."""
    size, small, pal = ui.text_size, draw.sized("small", ui.text_size), ui.pal
    y = area.y + 4
    title = "Entering the board (ATZ 11.0)" if s.phase == "enter" else f"Turn {s.turn}"
    if s.phase == "setup":
        title = "Setting up (ATZ 12.0)"
    if rules.buying(s):
        title = f"Buying the band ({rules.shop(s).rule})"
    scenario = rules.scenario_marks(s)
    if scenario is not None:  # 12.0: the scenario, its goal and the turn count
        draw.text(surface, draw.fit(scenario.name, small, area.w - 12), (area.x + 6, y), small, pal["dim"])
        y += draw.line_height(small)
        title = scenario.banner if s.turn else f"{title}: {scenario.aim}"
    for part in draw.wrap(title, size, area.w - 12, bold=True)[:3]:
        draw.text(surface, part, (area.x + 6, y), size, pal["accent"], bold=True)
        y += draw.line_height(size)
    when = TIME_WORDS[s.time] + " (ATZ 8.2)"
    for part in draw.wrap(when, small, area.w - 12)[:2]:
        draw.text(surface, part, (area.x + 6, y), small, pal["text"])
        y += draw.line_height(small)
    y += 2
    dice = list(s.initiative.items()) or ([("survivors", s.survivor_die), ("zombies", s.zombie_die)]
                                          if s.survivor_die else [])
    if dice:  # each side's initiative die (ATZ 5.2; 14.0: a die for each player)
        die = draw.line_height(size) + 4
        per_row = max(1, min(len(dice), area.w // 110))
        for i, (side, value) in enumerate(dice):
            x = area.x + 6 + (i % per_row) * ((area.w - 12) // per_row)
            at_y = y + (i // per_row) * (die + 4)
            draw_die(surface, pygame.Rect(x, at_y, die, die), value, pal, word=False)
            draw.text(surface, side.capitalize(), (x + die + 6, at_y + die // 2), draw.sized("note", size), pal["text"], anchor="midleft")
        y += (-(-len(dice) // per_row)) * (die + 4) + 2
        first = s.first  # as the log says it, after the first side has finished too
        goes = f"the {first} go first" if first in ("survivors", "zombies") else f"{first.capitalize()} goes first"
        line = "; ".join(([goes] if first else []) + ([f"may act: {', '.join(may_act)}"] if may_act else []))
        for part in draw.wrap(line + " (ATZ 5.2)", small, area.w - 12):
            draw.text(surface, part, (area.x + 6, y), small, pal["text"])
            y += draw.line_height(small)
    return y + 4


def card_lines(sv: Survivor) -> list[str]:
    """A Survivor Status Card in words (ATZ 3.1.2)."""
    side = "wounded side" if sv.wounded else "unwounded side"
    hand = WEAPON[sv.in_hand].name if sv.in_hand else "nothing"
    if sv.in_hand and sv.in_hand in sv.out_of_ammo:
        hand += " (OOA)"
    if sv.scoped and sv.scoped == sv.in_hand:
        hand += " + scope"
    weapon = WEAPON.get(sv.in_hand)
    lines = [f"{'Star' if sv.card.star else 'Grunt'}, {side}: Rep {sv.rep}, MP {sv.mp}, melee {sv.melee_dice}d6",
             f"Wounds {sv.wounds} of {sv.card.dead_at} (flips at {sv.card.flip_at})",
             f"In hand: {hand}" + (f" (range {weapon.range}, {weapon.fire_dice}d6)" if weapon and weapon.fire_dice
                                   else ""),
             f"In pack: {WEAPON[sv.in_pack].name if sv.in_pack else '-'}",
             "Gear: " + (", ".join(GEAR_BY_KEY[g].name for g in sv.gear) or "-")]
    if sv.card.skill:
        lines.append(f"Skill: {sv.card.skill}")
    if sv.hex in OFF_BOARD:
        lines.append(OFF_BOARD[sv.hex])
    return lines


def draw_card(surface, area: pygame.Rect, sv: Survivor, y: int, ui, band: tuple | None = None) -> int:
    """The selected survivor's status card; returns the y below it."""
    pal, size, small = ui.pal, draw.sized("note", ui.text_size), draw.sized("small", ui.text_size)
    lines = [part for line in card_lines(sv) for part in draw.wrap(line, small, area.w - 20)]
    face = max(36, draw.line_height(size) * 2)
    box = pygame.Rect(area.x + 2, y, area.w - 4, face + 12 + len(lines) * draw.line_height(small))
    inner = draw.panel(surface, box, pal, "", size)
    img = survivor_image(survivor_face(sv, band), face)
    surface.blit(img, img.get_rect(center=(inner.x + face // 2, inner.y + face // 2)))
    where = sv.hex if sv.on_board else ""
    draw.text(surface, sv.card.name + (f" in {where}" if where else ""), (inner.x + face + 8, inner.y), size,
              pal["accent"], bold=True)
    draw.text(surface, "Survivor Status Card (ATZ 3.1.2)", (inner.x + face + 8, inner.y + draw.line_height(size)),
              draw.sized("fine", ui.text_size), pal["dim"])
    ly = inner.y + face + 4
    for line in lines:
        draw.text(surface, line, (inner.x, ly), small, pal["text"])
        ly += draw.line_height(small)
    return box.bottom + 6


def draw_counts(surface, area: pygame.Rect, s: AtzState, y: int, ui) -> int:
    """The zombies on the board and in the Cup, and what the band has done; returns the y below."""
    on_board = sum(1 for z in s.zombies.values() if z.hex)
    line = (f"Zombies on the board {on_board}, in the Cup {len(s.cup)} · killed {s.killed} · "
            f"searched {len(s.searched)}")
    size = draw.sized("small", ui.text_size)
    for row in draw.wrap(line, size, area.w - 12):
        draw.text(surface, row, (area.x + 6, y), size, ui.pal["dim"])
        y += draw.line_height(size)
    return y + 4


def choice_panel(area: pygame.Rect, buttons, y: int, ui) -> ChoicePanel:
    row = draw.line_height(draw.sized("note", ui.text_size)) + 10
    return ChoicePanel.flow(buttons, area.x + 4, y, area.w - 8, 2, row)
