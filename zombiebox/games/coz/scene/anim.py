"""Events into motion (the state is already the new one): cards dealt from the deck, moving
down a row, defeated to the Graveyard, Items taken, Survivor cards joining or leaving the
Safe Zone, a Flip Hero turning over, the Rescue Plane gliding down its track. A card that
has left the state is drawn as a ghost until its tween ends."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from zombiebox.core.actions import Event
from zombiebox.ui.tween import Tween

from .view_board import TRACK_KEY, card_variant, zone_stacks
from .view_layout import Screen

DEAL_GAP = 0.08     # seconds between cards dealt in one go
MOVE = 0.35


@dataclass
class Ghost:
    key: str
    card: str
    variant: str
    size: tuple[int, int]


class Animator:
    def __init__(self) -> None:
        self.ghosts: list[Ghost] = []

    def clear(self) -> None:
        self.ghosts.clear()

    def _place(self, screen: Screen, name: str | None) -> pygame.Rect:
        """A slot or pile by its map name; abducted Survivors leave the game up and off the board;
        any other name falls back to the Graveyard."""
        if name in screen.board.spaces:
            return screen.space(name)
        if name == "abducted":
            size = screen.slots[0].size
            return pygame.Rect(screen.map.centerx, screen.map.y - size[1], *size)
        return screen.space("graveyard")

    def animate(self, events: list[Event], state, screen: Screen, tweens, size: int) -> None:
        delay = 0.0
        slot = screen.slots[0].size
        zone_area = screen.space("safe_zone")
        for e in events:
            d = e.data
            if e.kind == "deal":
                start = screen.space("deck").topleft
                tweens.add(f"card:{d['card']}", Tween(start, screen.space(d["slot"]).topleft, MOVE, delay=delay))
                delay += DEAL_GAP
            elif e.kind == "move":
                tweens.add(f"card:{d['card']}", Tween(self._place(screen, d["from"]).topleft,
                                                      self._place(screen, d["to"]).topleft, MOVE, delay=delay))
            elif e.kind == "barrel" and d.get("from") in screen.board.spaces:
                end = self._place(screen, d["to"]).topleft
                if d["to"] == "graveyard":
                    self._ghost(tweens, d["card"], "", slot, self._place(screen, d["from"]).topleft, end, delay)
                else:
                    tweens.add(f"card:{d['card']}", Tween(self._place(screen, d["from"]).topleft, end, MOVE,
                                                          delay=delay))
            elif e.kind == "barrel" and d.get("to") in screen.board.spaces:
                tweens.add(f"card:{d['card']}", Tween(screen.space("items").topleft, screen.space(d["to"]).topleft,
                                                      MOVE, delay=delay))
            elif e.kind in ("defeat", "event", "item_taken") and d.get("slot"):
                to = {"saved": "heroes", "removed": "graveyard"}.get(d.get("to"), "graveyard")
                if e.kind == "item_taken":
                    to = "items"
                self._ghost(tweens, d["card"], card_variant(state, d["card"]), slot,
                            screen.space(d["slot"]).topleft, screen.space(to).topleft, delay)
                delay += DEAL_GAP
            elif e.kind == "pay":  # eaten, abducted or evacuated: the card leaves its stack in the Safe Zone
                for card in d.get("cards", []):
                    stacks = zone_stacks(zone_area, state.safe_zone + [card], slot, size)
                    start = next((r.topleft for cards, r in stacks if card in cards), zone_area.topleft)
                    self._ghost(tweens, card, "", slot, start, self._place(screen, d.get("to")).topleft, delay)
                    delay += DEAL_GAP
            elif e.kind == "survivors" and d.get("to") == "safe_zone":
                stacks = zone_stacks(zone_area, state.safe_zone, slot, size)
                for card in d["cards"]:
                    end = next((r.topleft for cards, r in stacks if card in cards), None)
                    if end is not None:
                        tweens.add(f"card:{card}", Tween(screen.space("survivor_deck").topleft, end, MOVE, delay=delay))
                        delay += DEAL_GAP
            elif e.kind == "flip":
                tweens.add(f"flip:{d['card']}", Tween(0.0, 1.0, 0.6, ease="linear", delay=delay))
            elif e.kind in ("hit", "strength", "mark", "barricade") and (d.get("target") or d.get("card")):
                tweens.add(f"flash:{d.get('target') or d['card']}", Tween(0.0, 1.0, 0.6, delay=delay))
            elif e.kind == "plane" and d["from"] != d["to"]:
                tweens.add(TRACK_KEY, Tween(screen.track[d["from"]].center, screen.track[d["to"]].center, 0.6,
                                            delay=delay))
                delay += 0.3

    def _ghost(self, tweens, card: str, variant: str, size, start, end, delay: float) -> None:
        key = f"ghost:{card}:{len(self.ghosts)}"
        tweens.add(key, Tween(start, end, MOVE + 0.1, delay=delay))
        self.ghosts.append(Ghost(key, card, variant, size))

    def draw(self, surface: pygame.Surface, art, tweens) -> None:
        alive = []
        for g in self.ghosts:
            pos = tweens.value(g.key)
            if pos is None:
                continue
            alive.append(g)
            art.blit(surface, g.card, pygame.Rect(round(pos[0]), round(pos[1]), *g.size), g.variant)
        self.ghosts = alive
