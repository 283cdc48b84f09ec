"""What each Event looks like (the state is already the new one), registered on the kit's
animator (ui/animator.py): cards dealt from the deck, moving down a row, defeated to the
Graveyard, Items taken, Survivor cards joining or leaving the Safe Zone, a Flip Hero turning
over, the Rescue Plane gliding down its track. A card still in the state glides by a keyed
tween its board reads (`card:<id>`, `flip:<id>`, `flash:<id>`, the plane); a card that has
left the state flies off as a "ghost" motion, drawn until it lands."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from zombiebox.core.actions import Event
from zombiebox.ui.animator import Animator
from zombiebox.ui.widgets.card import CardFaces
from zombiebox.ui.widgets.track import Track
from zombiebox.ui.tween import Tween

from .board import card_variant, zone_stacks
from .layout import Screen

DEAL_GAP = 0.08     # seconds between cards dealt in one go
MOVE = 0.35
STEP = 1.0          # a round change's automatic steps (a roll, a Sudden Rush, feeding) shown one by one
GHOST = "ghost"     # the motion of a card that has left the state


class Stage(NamedTuple):
    """What the starters and the ghost painter work with: the new state and where things are."""
    state: object
    screen: Screen
    text_size: int
    art: CardFaces


def _place(screen: Screen, name: str | None) -> pygame.Rect:
    """A slot or pile by its map name; abducted Survivors leave the game up and off the board;
    any other name falls back to the Graveyard."""
    if name in screen.board.spaces:
        return screen.space(name)
    if name == "abducted":
        size = screen.slots[0].size
        return pygame.Rect(screen.map.centerx, screen.map.y - size[1], *size)
    return screen.space("graveyard")


def register(anim: Animator, track: Track) -> None:
    """Tell the animator what City of Zombies' Events look like, each automatic step on its own."""
    anim.paced(STEP)
    anim.pause_at("round")   # a new round

    def glide(card: str, start, end, t: float) -> None:
        anim.tween(f"card:{card}", Tween(start, end, MOVE, delay=t))

    def ghost(stage: Stage, card: str, variant: str, start, end, t: float) -> None:
        anim.motion(GHOST, MOVE + 0.1, t, hold=True, card=card, variant=variant, size=stage.screen.slots[0].size,
                    start=start, end=end)

    def deal(e: Event, stage: Stage, t: float) -> float:
        screen = stage.screen
        glide(e.data["card"], screen.space("deck").topleft, screen.space(e.data["slot"]).topleft, t)
        return t + DEAL_GAP

    def move(e: Event, stage: Stage, t: float) -> float:
        d, screen = e.data, stage.screen
        glide(d["card"], _place(screen, d["from"]).topleft, _place(screen, d["to"]).topleft, t)
        return t

    def barrel(e: Event, stage: Stage, t: float) -> float:
        d, screen = e.data, stage.screen
        if d.get("from") in screen.board.spaces:
            start, end = _place(screen, d["from"]).topleft, _place(screen, d["to"]).topleft
            if d["to"] == "graveyard":
                ghost(stage, d["card"], "", start, end, t)
            else:
                glide(d["card"], start, end, t)
        elif d.get("to") in screen.board.spaces:
            glide(d["card"], screen.space("items").topleft, screen.space(d["to"]).topleft, t)
        return t

    def leave(e: Event, stage: Stage, t: float) -> float:
        """Defeated, an Event resolved, an Item taken: the card flies from its space."""
        d, screen = e.data, stage.screen
        if not d.get("slot"):
            return t
        to = "items" if e.kind == "item_taken" else {"saved": "heroes"}.get(d.get("to"), "graveyard")
        ghost(stage, d["card"], card_variant(stage.state, d["card"]), screen.space(d["slot"]).topleft,
              screen.space(to).topleft, t)
        return t + DEAL_GAP

    def pay(e: Event, stage: Stage, t: float) -> float:
        """Eaten, abducted or evacuated: the card leaves its stack in the Safe Zone."""
        screen, zone = stage.screen, stage.screen.space("safe_zone")
        for card in e.data.get("cards", []):
            stacks = zone_stacks(zone, stage.state.safe_zone + [card], screen.slots[0].size, stage.text_size)
            start = next((r.topleft for cards, r in stacks if card in cards), zone.topleft)
            ghost(stage, card, "", start, _place(screen, e.data.get("to")).topleft, t)
            t += DEAL_GAP
        return t

    def survivors(e: Event, stage: Stage, t: float) -> float:
        if e.data.get("to") != "safe_zone":
            return t
        screen = stage.screen
        stacks = zone_stacks(screen.space("safe_zone"), stage.state.safe_zone, screen.slots[0].size, stage.text_size)
        for card in e.data["cards"]:
            end = next((r.topleft for cards, r in stacks if card in cards), None)
            if end is not None:
                glide(card, screen.space("survivor_deck").topleft, end, t)
                t += DEAL_GAP
        return t

    def flip(e: Event, stage: Stage, t: float) -> float:
        anim.tween(f"flip:{e.data['card']}", Tween(0.0, 1.0, 0.6, ease="linear", delay=t))
        return t

    def flash(e: Event, stage: Stage, t: float) -> float:
        card = e.data.get("target") or e.data.get("card")
        if card:
            anim.tween(f"flash:{card}", Tween(0.0, 1.0, 0.6, delay=t))
        return t

    def plane(e: Event, stage: Stage, t: float) -> float:
        d = e.data
        if d["from"] == d["to"]:
            return t
        track.move(stage.screen.track, d["from"], d["to"], 0.6, t)
        return t + 0.3

    for kind, start in (("deal", deal), ("move", move), ("barrel", barrel), ("defeat", leave), ("event", leave),
                        ("item_taken", leave), ("pay", pay), ("survivors", survivors), ("flip", flip),
                        ("hit", flash), ("strength", flash), ("mark", flash), ("barricade", flash),
                        ("plane", plane)):
        anim.on(kind, start)
    anim.painter(GHOST, paint_ghost)


def paint_ghost(surface: pygame.Surface, stage: Stage, progress: float, card: str, variant: str, size, start,
                end) -> None:
    x, y = (a + (b - a) * progress for a, b in zip(start, end))
    stage.art.blit(surface, card, pygame.Rect(round(x), round(y), *size), variant)
