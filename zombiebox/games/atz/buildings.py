"""Entering and searching buildings (ATZ 10.1, 10.3): the Zombie Card, surprise, the Loot deck."""
from __future__ import annotations

from zombiebox.core.actions import Event
from zombiebox.core.dice import Dice

from .boards import Table
from .data import GEAR_BOXES, GEAR_BY_KEY, WEAPON, WEAPONS_CARRIED, ZOMBIE_CARDS, deck
from .discovery import discover
from .purchase import generic_left
from .state import AtzState, Survivor


def marked(state: AtzState, building: str) -> bool:
    """ATZ 4.3, 4.4: an Entered or Searched building draws no Zombie Card."""
    return building in state.entered or building in state.searched


def draw_zombie_card(state: AtzState, dice: Dice) -> int:
    """The top Zombie Card; an empty deck is reshuffled from all 30 cards (rulings)."""
    if not state.zombie_deck:
        state.zombie_deck = dice.shuffle(deck(ZOMBIE_CARDS))
    return state.zombie_deck.pop()


def place_from_cup(state: AtzState, hex_: str, count: int, dice: Dice) -> list[str]:
    """Up to `count` zombies drawn at random from the Cup of Zombies into `hex_` (fewer if it runs out)."""
    placed = []
    for _ in range(count):
        if not state.cup:
            break
        zid = state.cup.pop(dice.randrange(len(state.cup)))
        state.zombies[zid].hex = hex_
        placed.append(zid)
    return placed


def building_words(table: Table, hex_: str) -> str:
    """The building of a hex as the log names it: by its centre hex (12.0), with the hex itself when that
    is another of its hexes, so the words agree with the board."""
    building = table.building[hex_]
    return f"building {building}" + (f" at {hex_}" if hex_ != building else "")


def enter_building(state: AtzState, table: Table, survivor: Survivor, dice: Dice, events: list[Event],
                   always_surprised: bool) -> str:
    """ATZ 10.1: entering an unmarked building draws a Zombie Card; its zombies come from the Cup into
    the survivor's hex and the building is marked Entered. Then who surprises whom: the zombies roll
    1d6 + their number, the survivor 1d6 + Rep, ties to the survivor; a Fast Mover (6.2) or a Runaway
    (9.1.1) is always surprised. Returns "none" (no zombies), "survivor" or "zombies" (who surprised), or
    "enemy" (a survivor found who did not join, 10.2)."""
    building = table.building[survivor.hex]
    if marked(state, building):
        return "none"
    card = draw_zombie_card(state, dice)
    state.entered.append(building)
    if state.discovery and card == state.discovery and generic_left(state):  # 14.0, 10.2: a survivor instead
        return discover(state, survivor, card, dice, events)
    placed = place_from_cup(state, survivor.hex, card, dice)
    events.append(Event("zombie_card", "ATZ 10.1", f"{survivor.name} enters {building_words(table, survivor.hex)}: "
                        f"the Zombie Card reads {card}", {"survivor": survivor.sid, "building": building, "card": card,
                                          "zombies": placed}, reveals=True))
    if not placed:
        return "none"
    if always_surprised:
        events.append(Event("surprise", "ATZ 10.1", f"{survivor.name} is surprised (no roll)",
                            {"survivor": survivor.sid, "winner": "zombies"}))
        return "zombies"
    their_die, my_die = dice.die(), dice.die()
    theirs, mine = their_die + len(placed), my_die + survivor.rep
    winner = "survivor" if mine >= theirs else "zombies"
    events.append(Event("surprise", "ATZ 10.1", f"surprise: {survivor.name} {mine} against the zombies "
                        f"{theirs}: the {'survivor' if winner == 'survivor' else 'zombies'} surprise",
                        {"survivor": survivor.sid, "winner": winner, "totals": [mine, theirs],
                         "dice": [my_die, their_die]}, reveals=True))
    return winner


def search(state: AtzState, table: Table, survivor: Survivor, dice: Dice, events: list[Event]) -> None:
    """ATZ 10.3: draw a Loot card and mark the building Searched. A weapon goes in hand or pack, gear in
    a gear box; what finds no room stays behind (rulings). An empty Loot deck finds nothing."""
    building = table.building[survivor.hex]
    state.searched.append(building)
    state.searches[survivor.player] = state.searches.get(survivor.player, 0) + 1  # 13.0: a Glory Point
    if building in state.entered:
        state.entered.remove(building)
    card = state.loot_deck.pop() if state.loot_deck else "nothing"
    kept = card != "nothing"
    if card in WEAPON:
        if not survivor.in_hand:
            survivor.in_hand = card
        elif not survivor.in_pack and WEAPONS_CARRIED > 1:
            survivor.in_pack = card
        else:
            kept = False
        survivor.found += kept
    elif kept:
        if len(survivor.gear) < GEAR_BOXES:
            survivor.gear.append(card)
        else:
            kept = False
    found = WEAPON[card].name if card in WEAPON else GEAR_BY_KEY[card].name if card in GEAR_BY_KEY else card
    events.append(Event("search", "ATZ 10.3", f"{survivor.name} searches {building_words(table, survivor.hex)}: {found}"
                        + ("" if kept or card == "nothing" else " (no room: left behind)"),
                        {"survivor": survivor.sid, "building": building, "card": card, "kept": kept},
                        reveals=True))

