"""City of Zombies components: the Zombie Deck, Survivor cards, Heroes, Flip Heroes, Game Endings.

The rulebook gives the kinds of card, the deck's level counts (28/4/16/14), the
24 Survivor cards, the event and item effects, the heroes' Special Moves and the
rank table; facts-from-publishers.md says the card list and survivor values are
not published. Every card here is DESIGNED for zombiebox (its `designed` field
says which parts) and docs/rulings.md, City of Zombies, explains the choices.
Card ids run CZ01.. across all kinds, as the printed cards do (CoZ "Card ID Number").
"""
from __future__ import annotations

from dataclasses import dataclass
from math import isqrt

# Card kinds (CoZ "Overview of Zombie cards")
ZOMBIE, EVENT, BOSS, ITEM = "zombie", "event", "boss", "item"
SURVIVOR, HERO, FLIP, ENDING = "survivor", "hero", "flip", "ending"

LEVELS = {"beginner": (1,), "advanced": (1, 2), "expert": (1, 2, 3), "master": (1, 2, 3, 4)}  # Choose your level

# Apocalypse icons (CoZ Apocalypse Mode). Green act in STEP 5, blue in STEP 2.
PLUS, DOWN, PLANE = "plus", "down", "plane"          # green
SHIELD, TARGET, HUSH, NO_ITEMS = "shield", "target", "hush", "no_items"  # blue ("!" is `hush`)
SPAWN_ICON = "spawn"                                 # green numbered icon, e.g. spawn8
GREEN = (PLUS, DOWN, PLANE)
BLUE = (SHIELD, TARGET, HUSH, NO_ITEMS)


def spawn_number(icon: str) -> int:
    """The number on a numbered spawn icon ("spawn8" -> 8), 0 for any other icon."""
    return int(icon[len(SPAWN_ICON):]) if icon.startswith(SPAWN_ICON) else 0


@dataclass(frozen=True)
class Card:
    id: str
    kind: str
    name: str
    level: int = 0            # skull icon, 1-4 (Zombie Deck cards only)
    strength: int = 0         # zombies, bosses, flip heroes, the Toxic Barrel
    hunger: int = 0           # zombies: Survivors eaten at the Barricade
    abduct: int = 0           # alien bosses: the abduction icon
    icons: tuple[str, ...] = ()
    effect: str = ""          # events and items: the rule key (below)
    value: int = 0            # survivor cards: Survivors on the card
    text: str = ""
    designed: str = ""        # what zombiebox designed on this card

    @property
    def wheel(self) -> tuple[tuple[int, int], ...]:
        """Targeting Wheel: factor pairs whose product is the Strength (none on a prime)."""
        return factor_pairs(self.strength) if self.kind in (ZOMBIE, BOSS) else ()

    @property
    def centre(self) -> str:
        """The shape in the Targeting Wheel's centre: 'P' prime, 'square', or ''."""
        if self.kind not in (ZOMBIE, BOSS):
            return ""
        if is_prime(self.strength):
            return "P"
        return "square" if is_square(self.strength) else ""


def is_prime(n: int) -> bool:
    return n > 1 and all(n % k for k in range(2, isqrt(n) + 1))


def is_square(n: int) -> bool:
    return n > 0 and isqrt(n) ** 2 == n


def factor_pairs(strength: int) -> tuple[tuple[int, int], ...]:
    """Pairs (a, b), a <= |b|, with a * b == strength; a prime has none (CoZ Alien Bosses: 'P').
    DESIGNED: a negative Strength's wheel shows its pairs with the minus on the larger number."""
    n = abs(strength)
    if n == 0 or is_prime(strength):
        return ()
    sign = -1 if strength < 0 else 1
    return tuple((a, sign * (n // a)) for a in range(1, isqrt(n) + 1) if n % a == 0)


# Event effects (CoZ Events)
SUDDEN_RUSH, SUDDEN_DECAY, SURPRISE_ATTACK, SECOND_CHANCE, SNEAK_PEEK = (
    "sudden_rush", "sudden_decay", "surprise_attack", "second_chance", "sneak_peek")
# Item effects (CoZ Items)
ENERGY, BINOCULARS, LID, REPLAY_RAY, PIZZA, PORTAL, GLOVE, BARREL = (
    "energy", "binoculars", "lid", "replay_ray", "pizza", "portal", "glove", "barrel")

EVENT_TEXT = {
    SUDDEN_RUSH: "Move all Zombies on the board down one row.",
    SUDDEN_DECAY: "Choose a Player to roll two dice and add them together. "
                  "Put all Zombies with an equal or lower strength into the Zombie Graveyard.",
    SURPRISE_ATTACK: "Deal a Zombie card from the Zombie Deck to every space on the board with a small hand icon.",
    SECOND_CHANCE: "Each person playing may re-roll ONE of their Battle Dice on their turn, until the end of the Round.",
    SNEAK_PEEK: "Look at the top 8 cards of the Zombie Deck, then return them in any order.",
}
ITEM_TEXT = {
    ENERGY: "Modify a dice roll or combination by adding +1 or -1 to the result.",
    BINOCULARS: "Double a dice roll or the result of a dice combination.",
    LID: "+1 or -1 to a Zombie's Strength.",
    REPLAY_RAY: "Re-roll all dice.",
    PIZZA: "Refresh all Exhausted Heroes.",
    PORTAL: "Dice placed onto the Alien Portal card become negative. Keep and re-use.",
    GLOVE: "Cube one or more dice. Use once per round. Keep and re-use.",
    BARREL: "Place anywhere on the Barricade. Moves up one row when Zombies move down. "
            "Destroy it (Strength 10) to defeat all Zombies within 1 space.",
}
BARREL_STRENGTH = 10           # DESIGNED: the Toxic Barrel is destroyed like a Zombie, Strength 10


def _zombie(n: int, level: int, name: str, strength: int, hunger: int, icons: tuple = ()) -> Card:
    return Card(f"CZ{n:02d}", ZOMBIE, name, level, strength, hunger, icons=icons,
                designed="name, strength, hunger, icons")


def _boss(n: int, level: int, name: str, strength: int, abduct: int, icons: tuple = ()) -> Card:
    return Card(f"CZ{n:02d}", BOSS, name, level, strength, abduct=abduct, icons=icons,
                designed="name, strength, abduction, icons")


def _event(n: int, level: int, effect: str, name: str) -> Card:
    return Card(f"CZ{n:02d}", EVENT, name, level, effect=effect, text=EVENT_TEXT[effect], designed="level")


def _item(n: int, level: int, effect: str, name: str) -> Card:
    strength = BARREL_STRENGTH if effect == BARREL else 0
    return Card(f"CZ{n:02d}", ITEM, name, level, strength, effect=effect, text=ITEM_TEXT[effect],
                designed="level" + (", strength" if strength else ""))


# --- the Zombie Deck (DESIGNED card list; level counts 28/4/16/14 from CoZ Game Setup 1) ----------------
ZOMBIE_DECK: tuple[Card, ...] = (
    # level 1: 20 zombies, 4 events, 4 items
    _zombie(1, 1, "Crawler", 1, 1), _zombie(2, 1, "Shuffler", 2, 1), _zombie(3, 1, "Moaner", 3, 1),
    _zombie(4, 1, "Square Sam", 4, 1), _zombie(5, 1, "Postie", 5, 1), _zombie(6, 1, "Jogger", 6, 2),
    _zombie(7, 1, "Lunch Lady", 7, 2), _zombie(8, 1, "Paperboy", 8, 2), _zombie(9, 1, "Square Sue", 9, 2),
    _zombie(10, 1, "Janitor", 10, 2), _zombie(11, 1, "Twins", 11, 2), _zombie(12, 1, "Bus Driver", 12, 3),
    _zombie(13, 1, "Unlucky", 13, 2), _zombie(14, 1, "Mechanic", 14, 3), _zombie(15, 1, "Chef", 15, 3),
    _zombie(16, 1, "Footballer", 18, 3), _zombie(17, 1, "Teacher", 20, 3), _zombie(18, 1, "Clown", 24, 4),
    _zombie(19, 1, "Bouncer", 30, 4), _zombie(20, 1, "Square Giant", 36, 5),
    _event(21, 1, SUDDEN_RUSH, "Sudden Rush"), _event(22, 1, SUDDEN_DECAY, "Sudden Decay"),
    _event(23, 1, SURPRISE_ATTACK, "Surprise Attack"), _event(24, 1, SECOND_CHANCE, "Second Chance"),
    _item(25, 1, ENERGY, "Energy Drink"), _item(26, 1, ENERGY, "Energy Bar"),
    _item(27, 1, BINOCULARS, "Binoculars"), _item(28, 1, LID, "Dustbin Lid"),
    # level 2: squares, the first Alien Boss, the Replay Ray
    _zombie(29, 2, "Square Dancer", 16, 3, (PLUS,)), _zombie(30, 2, "Square Bruiser", 25, 4, (SHIELD,)),
    _boss(31, 2, "Scout Grey", 21, 2, (PLUS,)), _item(32, 2, REPLAY_RAY, "Replay Ray"),
    # level 3: negatives, cubes, bosses, Sneak Peek, the Alien Portal, Pizza, the Toxic Barrel
    _zombie(33, 3, "Sinkhole", -1, 2, (DOWN,)), _zombie(34, 3, "Underdog", -2, 2, (DOWN,)),
    _zombie(35, 3, "Cold Snap", -4, 3, (HUSH,)), _zombie(36, 3, "Freezer", -5, 3, (SHIELD,)),
    _zombie(37, 3, "Rotter", 17, 3, (PLUS,)), _zombie(38, 3, "Pharmacist", 23, 3, (DOWN,)),
    _zombie(39, 3, "Cube Kid", 27, 4, (TARGET,)), _zombie(40, 3, "Square Mountain", 49, 5, (PLANE,)),
    _boss(41, 3, "Probe Grey", 26, 3, (NO_ITEMS,)), _boss(42, 3, "Mothership Grey", 40, 4, ("spawn8",)),
    _event(43, 3, SNEAK_PEEK, "Sneak Peek"), _event(44, 3, SURPRISE_ATTACK, "Surprise Attack"),
    _item(45, 3, PORTAL, "Alien Portal"), _item(46, 3, PIZZA, "Pizza Delivery"),
    _item(47, 3, BARREL, "Toxic Barrel"), _item(48, 3, ENERGY, "Energy Drink"),
    # level 4: primes, big cubes and squares, the Power Glove
    _zombie(49, 4, "Prime Suspect", 29, 4, (SHIELD,)), _zombie(50, 4, "Prime Minister", 31, 4, (TARGET,)),
    _zombie(51, 4, "Prime Time", 37, 5, (HUSH,)), _zombie(52, 4, "Prime Mover", 41, 5, (PLUS, PLUS)),
    _zombie(53, 4, "Prime Cut", 43, 5, (DOWN, DOWN)), _zombie(54, 4, "Cube Crusher", 64, 6, (NO_ITEMS,)),
    _zombie(55, 4, "Deep Freeze", -6, 3, (PLANE,)), _zombie(56, 4, "Black Ice", -10, 4, (SHIELD,)),
    _boss(57, 4, "Prime Grey", 47, 5, (TARGET,)), _boss(58, 4, "Grey Emperor", 100, 6, ("spawn6",)),
    _item(59, 4, GLOVE, "Power Glove"), _item(60, 4, REPLAY_RAY, "Replay Ray"),
    _event(61, 4, SUDDEN_DECAY, "Sudden Decay"), _event(62, 4, SECOND_CHANCE, "Second Chance"),
)

# --- Survivor cards: 24 (CoZ Game Setup 4); DESIGNED values 4x1, 5x2, 7x3, 5x4, 3x5 = 70, the top rank ----
SURVIVOR_VALUES = (1,) * 4 + (2,) * 5 + (3,) * 7 + (4,) * 5 + (5,) * 3
SURVIVORS: tuple[Card, ...] = tuple(
    Card(f"CZ{63 + i:02d}", SURVIVOR, f"{v} Survivor{'s' if v > 1 else ''}", value=v, designed="value")
    for i, v in enumerate(SURVIVOR_VALUES))

# --- Heroes (CoZ Special Moves). Moves are the rulebook's; only ids are designed. --------------------------
SEOYEON, MASAAKI, STEF, YAS, MADDY, JOE, JAKE = "seoyeon", "masaaki", "stef", "yas", "maddy", "joe", "jake"
LUCY, ALONSO = "lucy", "alonso"
HERO_TEXT = {
    SEOYEON: "Roll one dice, add that number of Survivor cards into the Safe Zone area.",
    MASAAKI: "Before rolling any dice, pick a Zombie. If you defeat it, all Zombies behind it "
             "(in the same column) are also defeated.",
    STEF: "Choose one or more dice to flip over to its opposite face, e.g. 2 becomes 5, 6 becomes 1.",
    YAS: "Refresh any Exhausted Heroes. This does not refresh Yas.",
    MADDY: "'The odds are in your favour.' Change one dice to a result of your choice.",
    JOE: "'The odds are in your favour.' Change one dice to a result of your choice.",
    JAKE: "'Trick Shot' Choose one Player, they can re-roll their dice this turn.",
}
HERO_NAMES = {SEOYEON: "Seo-yeon", MASAAKI: "Masaaki", STEF: "Stef", YAS: "Yas", MADDY: "Maddy",
              JOE: "Joe", JAKE: "Jake", LUCY: "Lucy", ALONSO: "Alonso"}
HEROES: tuple[Card, ...] = tuple(
    Card(f"CZ{87 + i:02d}", HERO, key, text=HERO_TEXT[key], designed="id")
    for i, key in enumerate((SEOYEON, MASAAKI, STEF, YAS, MADDY, JOE, JAKE)))
HEROES_DEALT = 4  # CoZ How to Set up Heroes: 1-3 players deal 4


@dataclass(frozen=True)
class FlipHero:
    """A Flip Hero card, both sides (CoZ Flip Hero cards)."""
    id: str
    key: str
    strength: int          # human side: save with this Strength, then use it to fight
    move: str              # human side Special Move
    zombie_strength: int
    zombie_hunger: int
    zombie_text: str
    designed: str


FLIP_HEROES: tuple[FlipHero, ...] = (
    FlipHero("CZ94", LUCY, 18, "'Rule Breaker' All Players can double their dice this Round.",
             24, 4, "While Zombie Lucy is in play Item cards can't be used.",
             designed="zombie strength and hunger (human strength 18 and both texts are the rulebook's)"),
    FlipHero("CZ95", ALONSO, 15, "'Barricade Builder' Move one Zombie from the Barricade up to the "
             "free space above it on the Backyard row.",
             20, 4, "No Zombies can be Defeated until Zombie Alonso is destroyed.",
             designed="human strength and Special Move, zombie strength and hunger (zombie text is the rulebook's)"),
)
FLIP_BY_KEY = {f.key: f for f in FLIP_HEROES}
FLIP_BY_ID = {f.id: f for f in FLIP_HEROES}

# --- Game Ending cards: 4 (CoZ Game Setup 6); DESIGNED texts ----------------------------------------------
ENDINGS: tuple[tuple[str, str, str], ...] = (
    ("CZ96", "The last crate of tinned peaches rode out with you. Someone is already planning a party.",
     "The Barricade gave way at dawn. Somewhere, a radio keeps playing the same cheerful song."),
    ("CZ97", "The pilot says she has never seen a runway so crowded with heroes. Nobody argues.",
     "The Rescue Plane circled twice, saw the Zombies on the Barricade, and flew home sadly."),
    ("CZ98", "From the window you watch the City shrink to a toy town. The Zombies wave. Probably.",
     "The Zombies held a very messy victory parade down the Road. Next time, more dice."),
    ("CZ99", "Back home, the school hall hears your story ten times. It gets better every time.",
     "A lone Survivor escapes through the Fields to tell the tale. It begins: 'We nearly did it...'"),
)

# --- rank table (CoZ GAME OVER - How did you do?) --------------------------------------------------------
RANKS = ((0, "Made it out alive!"), (1, "Awesome Survivors!"), (26, "True Champions!"),
         (50, "Heroes and Legends!"), (70, "Superheroes!"))


def rank(saved: int) -> str:
    """The rank for a number of Survivors saved (CoZ GAME OVER)."""
    return [name for low, name in RANKS if saved >= low][-1]


CARDS: dict[str, Card] = {c.id: c for c in ZOMBIE_DECK + SURVIVORS + HEROES}
HERO_IDS = {c.name: c.id for c in HEROES}  # hero key -> card id
