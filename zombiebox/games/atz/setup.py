"""Setting up a game: the skirmish (ATZ 14.0) and the first scenario, For a Few Bullets More (12.0)."""
from __future__ import annotations

from zombiebox.core.dice import Dice

from .boards import SIDES
from .data import GEAR_BY_KEY, KIND_GLORY, LOOT_CARDS, WEAPON, ZOMBIE_CARDS, deck, zombie_counters
from .state import AtzState, Survivor, Zombie

SKIRMISH, BULLETS = "skirmish", "bullets"
SCENARIOS = (SKIRMISH, BULLETS)

# DESIGNED: the bands a solo skirmish player can buy with 30 Glory Points (14.0: at most three
# survivors): survivor key, weapons in hand and in pack, gear.
BANDS = {
    "nick_jimmy": (("nick", "shotgun", "", ("vest", "medkit")), ("jimmy", "smg", "", ("ammo",))),
    "tonya_beck_bank": (("tonya", "assault_rifle", "", ("ammo",)), ("beck", "pistol", "", ()),
                        ("bank", "pistol", "", ())),
    "too_tall_buffy_sailor": (("too_tall", "smg", "", ()), ("buffy", "pistol", "", ("medkit",)),
                              ("sailor", "shotgun", "", ())),
}
# 12.0 For a Few Bullets More: Tonya with a pistol and a medkit, Beck with a pistol and an ammo counter.
BULLETS_BAND = (("tonya", "pistol", "", ("medkit",)), ("beck", "pistol", "", ("ammo",)))


def band_cost(band) -> int:
    """Glory Points a band costs (14.0): survivors, weapons and gear."""
    return sum(KIND_GLORY[key] + sum(WEAPON[w].glory for w in (hand, pack) if w)
               + sum(GEAR_BY_KEY[g].glory for g in gear) for key, hand, pack, gear in band)


def new_game(scenario: str, band: str, dice: Dice, time: str = "day") -> AtzState:
    if scenario == BULLETS:
        # 12.0: board One; Tonya and Beck enter via its east edge, by day (8.2: no special rule says otherwise).
        state = AtzState(scenario, [[1]], "east")
        chosen = BULLETS_BAND
    else:
        # 14.0: two boards at random, placed at random, the survivors entering from a random side.
        boards = sorted(dice.sample([1, 2, 3, 4], 2))
        layout = [boards] if dice.die(2) == 1 else [[b] for b in boards]
        state = AtzState(scenario, layout, dice.choice(SIDES), time)
        chosen = BANDS[band]
    for key, hand, pack, gear in chosen:
        state.survivors[key] = Survivor(key, key, in_hand=hand, in_pack=pack, gear=list(gear))
    for zid, mp, direction in zombie_counters():
        state.zombies[zid] = Zombie(zid, mp, direction)
    state.cup = list(state.zombies)  # 5.0: every zombie starts in the Cup of Zombies
    state.zombie_deck = dice.shuffle(deck(ZOMBIE_CARDS))
    state.loot_deck = dice.shuffle(deck(LOOT_CARDS))
    return state
