"""The game registry: an explicit list, no discovery by reflection.

The five games are listed here with the module that registers each one; a game
whose module is None is shown as "coming" in the menu. Tests register their own
tiny game with `register()`; it never appears in `menu()`.
"""
from __future__ import annotations

import importlib
from typing import Optional

from .rules import Game
from .tiled import MapError

# id -> (name, module exposing GAME, or None while it is coming)
GAMES: dict[str, tuple[str, Optional[str]]] = {
    "avz": ("Aliens vs. Zombies", "zombiebox.games.avz"),
    "atz": ("All Things Zombie: The Boardgame", "zombiebox.games.atz"),
    "zs": ("Zombie Survival", "zombiebox.games.zs"),
    "zt": ("Zombie Terror", "zombiebox.games.zt"),
    "coz": ("City of Zombies", "zombiebox.games.coz"),
}

# id -> rulebook file under assets/rules/ (readable before a game is playable)
RULEBOOKS: dict[str, str] = {
    "avz": "aliens_vs_zombies.txt",
    "atz": "all_things_zombie.txt",
    "zs": "zombie_survival.txt",
    "zt": "zombie_terror.txt",
    "coz": "city_of_zombies.txt",
}

# id -> the scene of the game's campaign, opened from the main menu (loaded only by the UI)
CAMPAIGNS: dict[str, str] = {
    "atz": "zombiebox.games.atz.scene.campaign:CampaignScene",  # ATZ 13.0
}

_extra: dict[str, Game] = {}
_loaded: dict[str, Game] = {}


class UnknownGame(LookupError):
    pass


class BrokenGame(UnknownGame):
    """A game that is listed but cannot load (its map file is broken)."""


def register(game: Game) -> None:
    """Register a game that is not one of the five (the test game)."""
    _extra[game.game_id] = game


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)


def registered() -> list[str]:
    """Every playable game id: the five that are ready, then any registered by tests."""
    return [gid for gid, (_, module) in GAMES.items() if module] + list(_extra)


def menu() -> list[tuple[str, str, bool]]:
    """(id, name, playable) for the main menu: the five games only."""
    return [(gid, name, module is not None) for gid, (name, module) in GAMES.items()]


def rulebook_file(game_id: str) -> str:
    if game_id in _extra:
        return _extra[game_id].rulebook
    if game_id not in RULEBOOKS:
        raise UnknownGame(f"unknown game {game_id!r}; games: {', '.join(RULEBOOKS)}")
    return RULEBOOKS[game_id]


def get(game_id: str) -> Game:
    if game_id in _extra:
        return _extra[game_id]
    if game_id not in GAMES:
        raise UnknownGame(f"unknown game {game_id!r}; games: {', '.join(registered()) or 'none'}")
    name, module = GAMES[game_id]
    if module is None:
        raise UnknownGame(f"{name} ({game_id}) is coming, not playable yet; games: {', '.join(registered())}")
    if game_id not in _loaded:
        try:
            _loaded[game_id] = importlib.import_module(module).GAME
        except MapError as exc:  # the game reads its board when it loads
            raise BrokenGame(f"{name} cannot be played: its board map is broken: {exc.problems[0]}") from None
    return _loaded[game_id]
