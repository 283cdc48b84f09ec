"""Setting up a game: the skirmish (ATZ 14.0) and the first scenario, For a Few Bullets More (12.0)."""
from __future__ import annotations

from zombiebox.core.dice import Dice

from .boards import SIDES, Table, load_table
from .data import SURVIVOR_KINDS, SURVIVORS, GEAR_BY_KEY, KIND_GLORY, LOOT_CARDS, WEAPON, ZOMBIE_CARDS, deck, zombie_counters
from .purchase import open_purchase, open_skirmish_purchase
from .scenarios import BARRICADE, CURE, ENEMY, FIREFIGHT, HELICOPTER, SCENARIO, SEARCH
from .state import AtzState, Survivor, Zombie

SKIRMISH, BULLETS = "skirmish", "bullets"
BULLETS_NAME = "For a Few Bullets More"  # 12.0, the scenario the book says to start with
SCENARIOS = (SKIRMISH, BULLETS, BARRICADE, SEARCH, FIREFIGHT, CURE, HELICOPTER)  # 12.0's scenarios in the book's order
BUY_BAND = "buy"  # the skirmish's players buy their own bands at set-up (14.0, purchase.py)
READY_GEAR, BUY_GEAR = "ready", "buy"  # a scenario's designed loadout, or its points bought by the player (12.0)

# DESIGNED: the bands a solo skirmish player can buy with 30 Glory Points (14.0: at most three
# survivors): survivor key, weapons in hand and in pack, gear.
BANDS = {
    "nick_jimmy": (("nick", "shotgun", "", ("vest", "medkit")), ("jimmy", "smg", "", ("ammo",))),
    "tonya_beck_bank": (("tonya", "assault_rifle", "", ("ammo",)), ("beck", "pistol", "", ()),
                        ("bank", "pistol", "", ())),
    "too_tall_buffy_sailor": (("too_tall", "smg", "", ()), ("buffy", "pistol", "", ("medkit",)),
                              ("sailor", "shotgun", "", ())),
}
# DESIGNED: the bands of a skirmish of two or more players (14.0's table: at most three survivors and 30
# Glory Points a player for 1-2 players, two and 20 for 3-4, one and 12 for 5-6), no survivor in two bands.
PLAYER_BANDS = {
    2: ("nick_jimmy", "tonya_beck_bank"),
    4: ((("nick", "pistol", "", ("ammo",)), ("jimmy", "pistol", "", ())),
        (("tonya", "pistol", "", ("medkit",)), ("beck", "pistol", "", ())),
        (("bank", "smg", "", ("ammo",)), ("sailor", "shotgun", "", ())),
        (("buffy", "pistol", "", ()), ("too_tall", "assault_rifle", "", ()))),
    6: ((("nick", "pistol", "", ("ammo",)),), (("tonya", "pistol", "", ("drugs",)),),
        (("beck", "smg", "", ("ammo",)),), (("bank", "shotgun", "", ("medkit",)),),
        (("jimmy", "smg", "", ("drugs",)),), (("too_tall", "assault_rifle", "", ()),)),
}
# 12.0 For a Few Bullets More: Tonya with a pistol and a medkit, Beck with a pistol and an ammo counter.
def band_name(key: str) -> str:
    """A ready band in a player's words: "Too Tall, Buffy and Sailor"."""
    name = {k.key: k.name for k in SURVIVOR_KINDS}
    names = [name[survivor] for survivor, *_ in BANDS[key]]
    return ", ".join(names[:-1]) + " and " + names[-1]


def scenario_name(key: str) -> str:
    """The skirmish or a scenario of 12.0 as the book names it."""
    return {SKIRMISH: "Skirmish (14.0)", BULLETS: BULLETS_NAME}.get(key) or SCENARIO[key].name


BULLETS_BAND = (("tonya", "pistol", "", ("medkit",)), ("beck", "pistol", "", ("ammo",)))
BULLETS_NAMED = tuple(key for key, *_ in BULLETS_BAND)  # the two its victory names (12.0)


def bullets_named(state: AtzState, survivor: Survivor) -> bool:
    """For a Few Bullets More: Tonya or Beck, whom its victory names; anyone else of a campaign party (found
    or recruited) only escapes with them. A party with neither of them left: every one of it (rulings)."""
    if any(key in state.survivors for key in BULLETS_NAMED):
        return survivor.sid in BULLETS_NAMED
    return survivor.player in state.players


def band_cost(band) -> int:
    """Glory Points a band costs (14.0): survivors, weapons and gear."""
    return sum(KIND_GLORY[key] + sum(WEAPON[w].glory for w in (hand, pack) if w)
               + sum(GEAR_BY_KEY[g].glory for g in gear) for key, hand, pack, gear in band)


def player_seats(players: int) -> list[str]:
    return [SURVIVORS] if players == 1 else [f"p{i}" for i in range(1, players + 1)]


def player_bands(players: int) -> list[tuple]:
    """The designed band of each player of a skirmish of `players` (2-6)."""
    bands = PLAYER_BANDS[min(n for n in PLAYER_BANDS if n >= players)][:players]
    return [BANDS[b] if isinstance(b, str) else b for b in bands]


def entry_edges(table: Table, players: int, dice: Dice) -> list[str]:
    """14.0: each player enters from its own edge: two players from opposite sides; three or four from
    sides drawn at random; five or six from the short sides and the halves of the long ones (rulings)."""
    if players == 2:
        first = dice.choice(SIDES)
        return [first, SIDES[(SIDES.index(first) + 2) % 4]]
    if players <= 4:
        return dice.sample(list(SIDES), players)
    long_sides = ("north", "south") if len(table.edges["north"]) >= len(table.edges["west"]) else ("west", "east")
    halves = {"north": ("west", "east"), "south": ("west", "east"), "west": ("north", "south"), "east": ("north", "south")}
    stretches = [s for s in SIDES if s not in long_sides] + [f"{s}-{h}" for s in long_sides for h in halves[s]]
    return dice.sample(stretches, players)


def edge_hexes(table: Table, edge: str) -> tuple[str, ...]:
    """A side of the table ("north") or half of one ("north-west": its western half)."""
    side, _, half = edge.partition("-")
    hexes = table.edges[side]
    if not half:
        return hexes
    middle = len(hexes) // 2
    return hexes[:middle] if half in ("west", "north") else hexes[middle:]


def exit_hexes(state: AtzState, table: Table) -> tuple[str, ...]:
    """The hexes the band leaves the board from (12.0): in For a Few Bullets More any hex on the table's
    edge ("escape off the edge of the board"), in the later scenarios their own, in a skirmish none."""
    if state.scenario == BULLETS:
        return tuple(h for side in table.edges.values() for h in side)
    scenario = SCENARIO.get(state.scenario)
    return scenario.exit_hexes(state, table) if scenario is not None else ()


def entry_hexes(state: AtzState, table: Table, player: str) -> tuple[str, ...]:
    """The hexes a player's band enters by: its edge, less any corner it shares with another player's."""
    own = edge_hexes(table, state.entries.get(player, state.entry_side))
    others = {h for p, edge in state.entries.items() if p != player for h in edge_hexes(table, edge)}
    return tuple(h for h in own if h not in others)


def new_game(scenario: str, band: str, dice: Dice, time: str = "day", players: int = 1,
             gear: str = READY_GEAR) -> AtzState:
    if scenario == BULLETS:
        # 12.0: board One; Tonya and Beck enter via its east edge, by day (8.2: no special rule says otherwise).
        state = AtzState(scenario, [[1]], "east")
        chosen = BULLETS_BAND
    elif scenario in SCENARIO:
        played = SCENARIO[scenario]
        state = AtzState(scenario, [list(row) for row in played.layout], played.entry or "east")
        state.phase = "enter" if played.entry else "setup"  # 12.0: the band enters the board, or sets up on it
        chosen, enemy = played.band, played.enemy
        if enemy:  # 12.0 "Enemy Survivors": a second seat, from its own edge
            state.players, state.entries = [SURVIVORS, ENEMY], {SURVIVORS: played.entry, ENEMY: played.enemy_entry}
    else:
        # 14.0: two boards at random, placed at random, the survivors entering from a random side.
        boards = sorted(dice.sample([1, 2, 3, 4], 2))
        layout = [boards] if dice.die(2) == 1 else [[b] for b in boards]
        state = AtzState(scenario, layout, dice.choice(SIDES), time)
        chosen = BANDS.get(band, ())
    bands = {SURVIVORS: chosen, **({ENEMY: enemy} if scenario in SCENARIO and enemy else {})}
    if scenario == SKIRMISH and players > 1:
        state.players = player_seats(players)
        bands = dict(zip(state.players, player_bands(players)))
        state.entries = dict(zip(state.players, entry_edges(load_table(tuple(map(tuple, layout))), players, dice)))
    if scenario == SKIRMISH and band == BUY_BAND:
        bands = {}
        open_skirmish_purchase(state)
    if scenario in SCENARIO and gear == BUY_GEAR:  # 12.0: "and N points of gear/weapons", the survivors named
        open_purchase(state, {p: SCENARIO[scenario].points for p in bands}, then=state.phase,
                      fixed={p: tuple(key for key, *_ in b) for p, b in bands.items()})
        bands = {}
    for player, band_ in bands.items():
        enlist(state, player, band_)
    stock(state, dice)
    if scenario in SCENARIO:
        SCENARIO[scenario].set_up(state, load_table(SCENARIO[scenario].layout), dice)
    return state


def enlist(state: AtzState, player: str, band) -> None:
    """A player's band onto its status cards: (survivor, weapon in hand, in pack, gear)."""
    for key, hand, pack, gear in band:
        state.survivors[key] = Survivor(key, key, in_hand=hand, in_pack=pack, gear=list(gear), player=player)


def stock(state: AtzState, dice: Dice) -> AtzState:
    """The zombie counters and the two decks, shuffled."""
    for zid, mp, direction in zombie_counters():
        state.zombies[zid] = Zombie(zid, mp, direction)
    state.cup = list(state.zombies)  # 5.0: every zombie starts in the Cup of Zombies
    state.zombie_deck = dice.shuffle(deck(ZOMBIE_CARDS))
    state.loot_deck = dice.shuffle(deck(LOOT_CARDS))
    return state
