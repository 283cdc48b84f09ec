"""Position files no game can play, as issues 30 (point 12) and 31 (point 4) found them: each case writes
one (a good position of the game, one field changed) and says which game opens it and which words
the one-line refusal must hold. The core, CLI and table tests all use them."""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Optional

from zombiebox.core import registry
from zombiebox.core.match import Match
from zombiebox.core.position import position_of


@lru_cache(maxsize=None)
def _good(game_id: str, situation: str) -> str:
    """A position the default bots reach (as JSON text): the first moment `situation` holds."""
    options, seed, holds = SITUATIONS[situation]
    game = registry.get(game_id)
    match = Match(game, options, seed=seed)
    bots = {s: game.make_bot(game.default_bot(s), s) for s in match.seats}
    while not holds(match):
        match.play(match.bot_choice(bots[match.to_move]).action)
    return json.dumps(position_of(match).to_json())


def good_position(game_id: str, situation: str = "any") -> dict[str, Any]:
    return json.loads(_good(game_id, situation))


# situation -> (options, seed, when it holds)
SITUATIONS: dict[str, tuple[Optional[dict], int, Callable[[Match], bool]]] = {
    "any": (None, 1, lambda m: len(m.steps) >= 10),
    "zt human turn": (None, 1, lambda m: m.state.step == "human_turn" and bool(m.state.zombies)),
    "atz on the board": (None, 1, lambda m: any(z.hex for z in m.state.zombies.values())
                         and any(s.in_hand for s in m.state.survivors.values())),
    "coz dice rolled": (None, 1, lambda m: m.state.turn is not None and m.state.turn.dice is not None),
    "zs throw": ({"combat": "throw"}, 1, lambda m: m.state.throw is not None),
    "zs placed": (None, 1, lambda m: any(hh.placed for hh in m.state.households.values())),
}


def _changed(game_id: str, situation: str, change: Callable[[dict], None]):
    def make(path: Path) -> None:
        data = good_position(game_id, situation)
        change(data)
        path.write_text(json.dumps(data))
    return make


def _state(game_id: str, situation: str, change: Callable[[dict], None]):
    return _changed(game_id, situation, lambda data: change(data["state"]))


def _first(items: dict) -> Any:
    return next(iter(items.values()))


def _zt_car(side: str):
    def change(s: dict) -> None:
        marker = next(iter(s[side]))
        s[side][marker] = next(space for space in ("A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1", "I1", "J1")
                               if space in _zt_car_spaces() and space not in s["humans"].values()
                               and space not in s["zombies"].values())
    return change


@lru_cache(maxsize=None)
def _zt_car_spaces() -> frozenset[str]:
    from zombiebox.games.zt.lot import load_lot
    return load_lot("A").car


def _zt_wounded_banker(s: dict) -> None:
    s["wounded"].append("banker")
    s["briefcase"] = True


def _zt_dead(s: dict) -> None:
    s["dead"].append(next(h for h in s["humans"] if h not in s["wounded"] and h != "banker"))


def _zs_throw_dice(n: int):
    return lambda s: s["throw"].update(dice=n)


def _zs_cell(s: dict) -> None:
    placed = next(hh["placed"] for hh in s["households"].values() if hh["placed"])
    placed[0]["cells"][0] = [1_000_000_000, 0]


def _coz_extra_die(s: dict) -> None:
    s["turn"]["dice"].append(3)  # a fourth die, three used marks: the fight's lists would run past each other


# name -> (writes the position at a path, the game it is of, words its refusal holds)
CASES: dict[str, tuple[Callable[[Path], None], str, str]] = {
    # issue 31.4: the loader's own guard
    "game as a list": (_changed("avz", "any", lambda d: d.update(game=["avz"])), "avz", "game must be a game's id"),
    "game as an object": (_changed("avz", "any", lambda d: d.update(game={"id": "avz"})), "avz",
                          "game must be a game's id"),
    "households 1.0": (_changed("zs", "any", lambda d: d["options"].update(households=1.0)), "zs",
                       "option households must be one of 1, 2, 3, 4, not 1.0"),
    "players 2.0 in the state": (_state("coz", "any", lambda s: s["opts"].update(players=2.0)), "coz",
                                 "option players must be one of"),
    "CoZ: a die more than the used list": (_state("coz", "coz dice rolled", _coz_extra_die), "coz", "`turn.dice`"),
    "CoZ: a die of 1,000,000,000": (_state("coz", "coz dice rolled", lambda s: s["turn"]["dice"].__setitem__(
        0, 1_000_000_000)), "coz", "<= 6 - at `$.turn.dice[0]`"),
    # issue 30.12: each game's rules
    "ZT: a human in the escape car": (_state("zt", "zt human turn", _zt_car("humans")), "zt", "he has escaped"),
    "ZT: a zombie in the escape car": (_state("zt", "zt human turn", _zt_car("zombies")), "zt",
                                       "zombies treat the escape car as an obstacle"),
    "ZT: a wounded Banker with his briefcase": (_state("zt", "zt human turn", _zt_wounded_banker), "zt",
                                                "`briefcase`"),
    "ZT: a dead human in the humans' turn": (_state("zt", "zt human turn", _zt_dead), "zt", "`dead`"),
    "ZT: a facing 'horde'": (_state("zt", "zt human turn", lambda s: s["facing"].update(
        {next(iter(s["facing"])): "horde"})), "zt", "Invalid enum value 'horde' - at `$.facing"),
    "ZT: a card 'C3'": (_state("zt", "zt human turn", lambda s: s["hands"]["humans"].append("C3")), "zt",
                        "Invalid enum value 'C3' - at `$.hands"),
    "ZT: 99 AP": (_state("zt", "zt human turn", lambda s: s.update(ap=99)), "zt", "at `$.ap`"),
    "ATZ: a weapon 'laser'": (_state("atz", "atz on the board", lambda s: _first(s["survivors"]).update(
        in_hand="laser")), "atz", "Invalid enum value 'laser'"),
    "ATZ: a hex 'z48'": (_state("atz", "atz on the board", lambda s: _first(s["survivors"]).update(hex="z48")),
                         "atz", "names 'z48', no hex of the table"),
    "ATZ: a zombie's movement 99": (_state("atz", "atz on the board", lambda s: _first(s["zombies"]).update(mp=99)),
                                    "atz", "Invalid enum value 99"),
    "AvZ: a location 'z48'": (_state("avz", "any", lambda s: s["zombies"].update(z48=[])), "avz",
                              "must name every location"),
    "AvZ: an event tile 'C3'": (_state("avz", "any", lambda s: s["tiles"].__setitem__(0, "C3")), "avz",
                                "Invalid enum value 'C3' - at `$.tiles[0]`"),
    "CoZ: a card 'C3'": (_state("coz", "any", lambda s: s["deck"].__setitem__(0, "C3")), "coz",
                         "Invalid enum value 'C3' - at `$.deck[0]`"),
    "CoZ: plane -1": (_state("coz", "any", lambda s: s.update(plane=-1)), "coz", "at `$.plane`"),
    "CoZ: plane 0 while the game goes on": (_state("coz", "any", lambda s: s.update(plane=0)), "coz",
                                            "the Rescue Plane has landed"),
    "CoZ: plane 2^64": (_state("coz", "any", lambda s: s.update(plane=2 ** 64)), "coz",
                        "above the Approach Track's start"),
    "ZS: a weapon 'laser'": (_state("zs", "any", lambda s: _first(s["households"])["items"].append("laser")), "zs",
                             "Invalid enum value 'laser'"),
    "ZS: a tile placed at cell 1,000,000,000": (_state("zs", "zs placed", _zs_cell), "zs", "is no place for"),
    "ZS: 0 dice thrown": (_state("zs", "zs throw", _zs_throw_dice(0)), "zs", "at `$.throw.dice`"),
    "ZS: -1 dice thrown": (_state("zs", "zs throw", _zs_throw_dice(-1)), "zs", "at `$.throw.dice`"),
    "ZS: 1,000,000 dice thrown": (_state("zs", "zs throw", _zs_throw_dice(1_000_000)), "zs", "at `$.throw.dice`"),
}
