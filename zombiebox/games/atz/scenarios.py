"""The scenarios of ATZ 12.0 after the first: each one's boards, band, set-up, arrivals, special rules and
victory as one small record, so a campaign (13.0) can play them in order. For a Few Bullets More, the
first, is setup.py's.

Every board lies north up, its number in the top left corner, boards joined end to end (docs/rulings.md).
Each band carries a DESIGNED loadout worth exactly the scenario's points of gear and weapons, the quick
start; with the "buy your own" gear option the player spends those points instead (purchase.py).
"""
from __future__ import annotations

from dataclasses import dataclass

from zombiebox.core.actions import Event
from zombiebox.core.dice import Dice
from zombiebox.core.words import plural

from .boards import HEDGE, Table, parse_hex
from .buildings import place_from_cup
from .data import ENTRY_DICE_PER_SURVIVOR, GEAR_BY_KEY, SURVIVORS, WEAPON
from .state import AtzState, Survivor
from .zombies import generate, generate_on_entry

BARRICADE, SEARCH, FIREFIGHT, CURE, HELICOPTER = "barricade", "search", "firefight", "cure", "helicopter"
PROFESSOR = "professor"
ENEMY = "enemy"  # 12.0 "Enemy Survivors": the second seat, a person or a bot (the seat's choice at the table)
SIDES = (SURVIVORS, ENEMY)


@dataclass(frozen=True)
class Scenario:
    key: str
    name: str
    layout: tuple[tuple[int, ...], ...]
    band: tuple            # (survivor, in hand, in pack, gear): DESIGNED, worth `points`
    points: int            # 12.0: the points of gear/weapons the band is given (a side's, with an enemy)
    turns: int             # the last turn the scenario lasts
    goal: str              # the goal in a player's words, for the banner
    entry: str = "east"    # the edge the band enters by ("": it sets up on the board instead)
    placing: str = ""      # where it sets up, in a player's words
    enemy: tuple = ()      # 12.0 "Enemy Survivors": their band, DESIGNED as `band` (none: the band plays alone)
    enemy_entry: str = ""  # the edge the enemy enters by

    def set_up(self, state: AtzState, table: Table, dice: Dice) -> None:
        """Markers, figures and zombies the scenario places before play (none unless it says)."""

    def place_hexes(self, state: AtzState, table: Table) -> tuple[str, ...]:
        """Where a survivor may set up instead of entering the board (empty: the band enters)."""
        return ()

    def opening_zombies(self, state: AtzState, table: Table, dice: Dice, events: list[Event]) -> None:
        """11.0: 6d6 for each survivor once the band is on the board."""
        generate_on_entry(state, table, dice, events)

    def activation(self, state: AtzState, table: Table, dice: Dice, events: list[Event]) -> None:
        """What the scenario does at the start of a zombie activation (nothing unless it says)."""

    def zombie_cost(self, table: Table, frm: str, to: str) -> int | None:
        """MPs a zombie pays to step from `frm` into `to` (6.1, unless the scenario says otherwise; None:
        it may not)."""
        return table.costs[to]

    def exits(self, state: AtzState, table: Table, survivor: Survivor) -> bool:
        """Whether `survivor` may leave the board from where it stands (no one, unless the scenario says)."""
        return False

    def exit_hexes(self, state: AtzState, table: Table) -> tuple[str, ...]:
        """The hexes the band leaves the board from, for the board to mark (none, unless the scenario says)."""
        return ()

    def searched(self, state: AtzState, hex_: str) -> None:
        """What a search brings on besides the Loot card (nothing, unless the scenario says)."""

    def moved(self, state: AtzState, table: Table, survivor: Survivor, dice: Dice, events: list[Event]) -> None:
        """What a survivor's step brings on (nothing, unless the scenario says)."""

    def turn_ends(self, state: AtzState, events: list[Event]) -> None:
        """What the scenario does as a turn ends, before it is judged (nothing, unless it says)."""

    def result(self, state: AtzState, table: Table) -> str:
        """"won", "lost" or "" while the scenario goes on; lost when the whole band is dead."""
        return "" if alive(state) else "lost"

    def aim(self, state: AtzState) -> str:
        """The goal in a player's words for this band (the book's, unless the band changes it)."""
        return self.goal

    def banner(self, state: AtzState) -> str:
        """The goal and the turn count: "Turn 7 of 15: keep 3 of 4 alive"."""
        return f"Turn {state.turn} of {self.turns}: {self.aim(state)}"


def band(state: AtzState) -> list[Survivor]:
    """The players' survivors, living or dead: a renegade found in a building (10.2) is nobody's band and
    never counts for a scenario's victory (rulings)."""
    return [s for s in state.survivors.values() if s.player in state.players]


def alive(state: AtzState) -> list[Survivor]:
    return [s for s in band(state) if s.sid not in state.dead]


def band_points(band: tuple) -> int:
    """The points of gear and weapons a band carries (the survivors themselves come with the scenario)."""
    return sum(sum(WEAPON[w].glory for w in (hand, pack) if w) + sum(GEAR_BY_KEY[g].glory for g in gear)
               for _, hand, pack, gear in band)


def east_arrivals(table: Table) -> tuple[str, ...]:
    """12.0: "the G column road, the H edge hex, the F edge hex" on the east edge, in that order: the
    easternmost whole hex of each row (the half-hexes are only for survivors entering: rulings)."""
    def east_end(row: str) -> str:
        whole = [h for h in table.cell if parse_hex(h)[1] == row and h not in table.half]
        return max(whole, key=lambda h: table.cell[h][0])
    return tuple(east_end(row) for row in "GHF")


def place_in_turn(state: AtzState, hexes: tuple[str, ...], count: int, dice: Dice) -> list[tuple[str, str]]:
    """Zombies from the Cup one a hex, going round `hexes` in order until `count` are placed (or the Cup
    is empty)."""
    placed = []
    for i in range(count):
        zids = place_from_cup(state, hexes[i % len(hexes)], 1, dice)
        if not zids:
            break
        placed.append((zids[0], hexes[i % len(hexes)]))
    return placed


@dataclass(frozen=True)
class Barricade(Scenario):
    """12.0 The Barricade: three survivors at the crossroads 1G9, one guarding the redoubt 4D5; from turn
    two 2d6 zombies come in from the east each zombie activation; three of four must live 15 turns."""
    crossroads: str = "1G9"
    redoubt: str = "4D5"
    at_crossroads: int = 3        # 12.0: three set up on or within one hex of 1G9
    opening_rolls: int = 2        # 12.0: each crossroads survivor rolls twice ...
    opening_distance: int = 4     # ... and its zombies are placed 4 hexes away, not 6
    arrival_dice: int = 2         # 12.0: 2d6 zombies ...
    arrivals_from: int = 2        # ... beginning with turn two
    wall_mp: int = 3              # 12.0: a zombie pays 3 MPs into the hedge and into the redoubt from outside
    may_fall: int = 1             # 12.0: three of the four must live: one may fall

    def set_up(self, state: AtzState, table: Table, dice: Dice) -> None:
        # rulings: the redoubt is the survivors' own: no Zombie Card, nothing left in it to search
        state.searched.append(self.redoubt)

    def _in_redoubt(self, table: Table, hex_: str) -> bool:
        return table.building.get(hex_) == self.redoubt

    def place_hexes(self, state: AtzState, table: Table) -> tuple[str, ...]:
        """12.0: on or within one hex of the crossroads while fewer than three are there; in the redoubt
        while no one guards it. A campaign party larger than the book's four (rulings) sets up all but its
        guard at the crossroads, and in the redoubt once the crossroads is full. Never on a friend (3.3)."""
        taken = {s.hex for s in state.survivors.values() if s.on_board}
        guarded = any(self._in_redoubt(table, h) for h in taken)
        crossroads = [h for h in (self.crossroads, *table.neighbours[self.crossroads])
                      if h not in taken and h not in table.half]
        out = []
        if len(taken) - guarded < max(self.at_crossroads, len(state.survivors) - 1):
            out += crossroads
        if not guarded or not crossroads:
            out += table.buildings[self.redoubt]
        return tuple(h for h in out if h not in taken and h not in table.half)

    def opening_zombies(self, state: AtzState, table: Table, dice: Dice, events: list[Event]) -> None:
        """12.0: none for the redoubt's guard; each crossroads survivor rolls 6d6 twice, its zombies placed
        4 hexes away."""
        for survivor in state.survivors.values():
            if survivor.on_board and not self._in_redoubt(table, survivor.hex):
                for _ in range(self.opening_rolls):
                    generate(state, table, survivor.hex, ENTRY_DICE_PER_SURVIVOR, dice, events, "ATZ 12.0, 11.0",
                             distance=self.opening_distance)

    def activation(self, state: AtzState, table: Table, dice: Dice, events: list[Event]) -> None:
        """12.0: from turn two, 2d6 zombies at the start of each zombie activation, one a hex on the G road,
        the H and the F edge hexes in turn."""
        if state.turn < self.arrivals_from:
            return
        rolled = dice.roll(self.arrival_dice)
        placed = place_in_turn(state, east_arrivals(table), sum(rolled), dice)
        events.append(Event("generate", "ATZ 12.0", f"{rolled}: {plural(len(placed), 'zombie')} come in from the east edge",
                            {"origin": east_arrivals(table)[0], "dice": rolled, "placed": placed}, reveals=True))

    def zombie_cost(self, table: Table, frm: str, to: str) -> int:
        """12.0: the redoubt's wall of tires and trash (the hedge) costs a zombie 3 MPs, so does the
        boarded-up building from outside; inside it, 2."""
        if table.feature[to] == HEDGE or (self._in_redoubt(table, to) and not self._in_redoubt(table, frm)):
            return self.wall_mp
        return table.costs[to]

    def must_live(self, state: AtzState) -> int:
        """12.0: three of the four; a campaign party of another size may also lose one, never all (rulings)."""
        return max(1, len(band(state)) - self.may_fall)

    def aim(self, state: AtzState) -> str:
        """"keep 3 of 4 alive", or as many as one may fall from a campaign party of another size (rulings)."""
        return f"keep {self.must_live(state)} of {len(band(state))} alive"

    def banner(self, state: AtzState) -> str:
        return f"{super().banner(state)} ({len(alive(state))} alive)"

    def result(self, state: AtzState, table: Table) -> str:
        if len(alive(state)) < self.must_live(state):
            return "lost"
        return "won" if state.turn > self.turns else ""


@dataclass(frozen=True)
class SearchAndDestroy(Scenario):
    """12.0 Search and Destroy: seven buildings on Board Two searched, 2H4 and 2E5 among them, before the
    end of turn 20."""
    board: int = 2
    to_search: int = 7
    named: tuple[str, ...] = ("2H4", "2E5")

    def targets(self, table: Table) -> tuple[str, ...]:
        """The buildings that count: those on Board Two."""
        return tuple(b for b in table.buildings if parse_hex(b)[0] == self.board)

    def banner(self, state: AtzState) -> str:
        done = sum(parse_hex(b)[0] == self.board for b in state.searched)
        return f"{super().banner(state)} ({done} done)"

    def result(self, state: AtzState, table: Table) -> str:
        done = [b for b in self.targets(table) if b in state.searched]
        if len(done) >= self.to_search and all(b in done for b in self.named):
            return "won"
        if state.turn > self.turns:
            return "lost"
        return super().result(state, table)


@dataclass(frozen=True)
class TheCure(Scenario):
    """12.0 The Cure: the Professor waits in his boarded-up clinic 4E2, two zombies in each hex around it;
    the band comes in from the east and takes him off the north edge of Board Two."""
    clinic: str = "4E2"
    guards: int = 2        # 12.0: two zombies in each hex next to the Professor's building
    board: int = 2         # 12.0: he leaves by the north edge of Board Two
    search_shot: int = 1   # rulings: a search is as loud as a Shot 1 counter (11.0)

    def professor(self, state: AtzState) -> Survivor:
        return state.survivors[PROFESSOR]

    def set_up(self, state: AtzState, table: Table, dice: Dice) -> None:
        """12.0: the Professor in 4E2, Searched; two zombies in each hex next to it, held."""
        player = next(iter(state.survivors.values())).player
        state.survivors[PROFESSOR] = Survivor(PROFESSOR, PROFESSOR, hex=self.clinic, player=player)
        state.searched.append(table.building[self.clinic])
        around = sorted({n for h in table.buildings[table.building[self.clinic]] for n in table.neighbours[h]}
                        - set(table.buildings[table.building[self.clinic]]) - table.half)
        for hex_ in around:
            state.held += place_from_cup(state, hex_, self.guards, dice)

    def opening_zombies(self, state: AtzState, table: Table, dice: Dice, events: list[Event]) -> None:
        """11.0 after the band has entered: not for the Professor, whose zombies are already round him."""
        generate_on_entry(state, table, dice, events, leave_out=(PROFESSOR,))

    def in_clinic(self, table: Table, hex_: str) -> bool:
        return table.building.get(hex_) == table.building[self.clinic]

    def activation(self, state: AtzState, table: Table, dice: Dice, events: list[Event]) -> None:
        """12.0: a held zombie moves once a survivor is closer to it than it is to the Professor (in the
        MPs it would pay, 6.3), and every one once he has left the clinic."""
        professor = self.professor(state)
        if not self.in_clinic(table, professor.hex):
            freed = list(state.held)
        else:
            to_him = table.costs[professor.hex]
            others = [s.hex for s in state.survivors.values() if s.on_board and s.sid != PROFESSOR]
            freed = [zid for zid in state.held if any(
                h == state.zombies[zid].hex or (h in table.neighbours[state.zombies[zid].hex]
                                                and table.costs[h] < to_him) for h in others)]
        if freed:
            state.held = [z for z in state.held if z not in freed]
            events.append(Event("freed", "ATZ 12.0", f"{plural(len(freed), 'zombie')} round the clinic start to move",
                                {"zombies": freed}))

    def zombie_cost(self, table: Table, frm: str, to: str) -> int | None:
        """12.0: the clinic is boarded up: no zombie enters it."""
        return None if self.in_clinic(table, to) else table.costs[to]

    def exits(self, state: AtzState, table: Table, survivor: Survivor) -> bool:
        """12.0: the Professor leaves by the north edge of Board Two."""
        return survivor.sid == PROFESSOR and survivor.hex in self.exit_hexes(state, table)

    def exit_hexes(self, state: AtzState, table: Table) -> tuple[str, ...]:
        return tuple(h for h in table.edges["north"] if parse_hex(h)[0] == self.board)

    def searched(self, state: AtzState, hex_: str) -> None:
        """12.0: a search brings zombies as shots do (rulings: a Shot 1 counter, rolled at the turn's end)."""
        state.shots[hex_] = state.shots.get(hex_, 0) + self.search_shot

    def result(self, state: AtzState, table: Table) -> str:
        if PROFESSOR in state.dead:
            return "lost"
        if self.professor(state).hex == "off":
            return "won"
        return "lost" if state.turn > self.turns else super().result(state, table)


@dataclass(frozen=True)
class RaceToTheHelicopter(Scenario):
    """12.0 Race to the Helicopter: across Board Three, then Two, then Four, east to west, one board on the
    table at a time; the zombies left behind come after the band; everyone into the helipad building."""
    boards: tuple[int, ...] = (3, 2, 4)
    helipad: str = "4J4"        # the building marked with the circled H
    helipad_base: int = 4       # 12.0: 1d6 + 4 zombies into it
    must_live: int = 4          # 12.0: at least four survivors and the Professor

    def board(self, state: AtzState) -> int:
        return state.layout[0][0]

    def last_board(self, state: AtzState) -> bool:
        return self.board(state) == self.boards[-1]

    def in_helipad(self, table: Table, hex_: str) -> bool:
        return table.building.get(hex_) == self.helipad

    def exits(self, state: AtzState, table: Table, survivor: Survivor) -> bool:
        """12.0: off the west edge of Boards Three and Two; on Board Four, into the helipad building for
        good, from a hex of it with no zombie (rulings: safe there, whatever the stacking)."""
        if survivor.sid == state.cured:
            return False
        if self.last_board(state):
            return self.in_helipad(table, survivor.hex) and not any(z.hex == survivor.hex for z in state.zombies.values())
        return self.west_exit(table, survivor.hex)

    def exit_hexes(self, state: AtzState, table: Table) -> tuple[str, ...]:
        """Off the west edge, or on the last board into the helipad building (12.0)."""
        if self.last_board(state):
            return table.buildings[self.helipad]
        return tuple(h for h in table.cell if h not in table.half and self.west_exit(table, h))

    def west_exit(self, table: Table, hex_: str) -> bool:
        """A hex a survivor leaves by the west edge from: an edge hex, or one beside an edge half-hex."""
        west = table.edges["west"]
        return hex_ in west or any(n in west and n in table.half for n in table.neighbours[hex_])

    def moved(self, state: AtzState, table: Table, survivor: Survivor, dice: Dice, events: list[Event]) -> None:
        """12.0: the first time a survivor comes next to the helipad building, 1d6 + 4 zombies into it
        (rulings: into its centre hex, the building then marked Entered)."""
        if not self.last_board(state) or self.helipad in state.entered:
            return
        building = table.buildings[self.helipad]
        if any(n in building for n in table.neighbours[survivor.hex]) or survivor.hex in building:
            state.entered.append(self.helipad)
            rolled = dice.die()
            placed = place_from_cup(state, self.helipad, rolled + self.helipad_base, dice)
            events.append(Event("generate", "ATZ 12.0", f"{survivor.name} comes near the helipad: {rolled} + "
                                f"{self.helipad_base}: {plural(len(placed), 'zombie')} in it",
                                {"origin": self.helipad, "dice": [rolled], "placed": [(z, self.helipad) for z in placed]},
                                reveals=True))

    def turn_ends(self, state: AtzState, events: list[Event]) -> None:
        """12.0: the turn after the whole band has left a board it enters the next by its east edge; the
        zombies left behind come after it (activation)."""
        living = alive(state)
        if self.last_board(state) or not living or any(s.hex != "off" for s in living):
            return
        behind = [z for z in state.zombies.values() if z.hex]
        for zombie in behind:
            zombie.hex = ""
            state.cup.append(zombie.zid)
        state.following = [z.zid for z in behind]
        state.held = []
        nxt = self.boards[self.boards.index(self.board(state)) + 1]
        state.layout = [[nxt]]
        state.shots, state.phase = {}, "enter"
        for survivor in living:
            survivor.hex = ""
        events.append(Event("next_board", "ATZ 12.0", f"the band crosses to Board {nxt}; {plural(len(behind), 'zombie')} "
                            f"follow{'s' if len(behind) == 1 else ''}", {"board": nxt, "following": len(behind)}))

    def activation(self, state: AtzState, table: Table, dice: Dice, events: list[Event]) -> None:
        """12.0: in the first zombie activation after the band enters, the zombies left on the last board
        come in on the east edge: the G road, the H and the F edge hexes in turn."""
        if not state.following:
            return
        hexes = east_arrivals(table)
        coming = [z for z in state.following if z in state.cup]
        placed = []
        for i, zid in enumerate(coming):
            state.cup.remove(zid)
            state.zombies[zid].hex = hexes[i % len(hexes)]
            placed.append((zid, hexes[i % len(hexes)]))
        state.following = []
        events.append(Event("generate", "ATZ 12.0", f"{plural(len(placed), 'zombie')} follow{'s' if len(placed) == 1 else ''} the band onto the east edge",
                            {"origin": hexes[0], "dice": [], "placed": placed}, reveals=True))

    def result(self, state: AtzState, table: Table) -> str:
        living = alive(state)
        if PROFESSOR in state.dead or sum(s.sid != PROFESSOR for s in living) < self.must_live:
            return "lost"
        if self.last_board(state) and all(s.hex == "off" for s in living):
            return "won"
        return "lost" if state.turn > self.turns else ""


@dataclass(frozen=True)
class Firefight(Scenario):
    """12.0 Firefight: Tonya's side against Nick's, 12 points of gear and weapons a side; no zombies on
    entering the board or a building, shots bring them as usual, and they go for the closest survivor of
    either side. The side that eliminates the other wins."""

    def set_up(self, state: AtzState, table: Table, dice: Dice) -> None:
        # 12.0: no Zombie Card for entering a building (the area is cleared); searched as usual
        state.entered = list(table.buildings)

    def opening_zombies(self, state: AtzState, table: Table, dice: Dice, events: list[Event]) -> None:
        """12.0: "Survivors don't roll for zombies after entering the board"."""

    def standing(self, state: AtzState) -> list[str]:
        """The sides not eliminated: someone alive on the board or still to enter (killed or fled is out)."""
        return [side for side in SIDES if any(s.on_board or not s.hex for s in state.survivors.values()
                                               if s.player == side and s.sid not in state.dead)]

    def banner(self, state: AtzState) -> str:
        count = {side: sum(s.player == side and s.sid not in state.dead and s.hex != "off"
                           for s in state.survivors.values()) for side in SIDES}
        return f"{super().banner(state)} ({count[SURVIVORS]} against {count[ENEMY]})"

    def result(self, state: AtzState, table: Table) -> str:
        """"survivors win" or "enemy win" once one side is eliminated; a draw when both are, or after the
        last turn (rulings: the book sets none)."""
        standing = self.standing(state)
        if len(standing) == 1:
            return f"{standing[0]} win"
        return "draw" if not standing or state.turn > self.turns else ""


SCENARIO = {s.key: s for s in (
    # 12.0: boards Four and One end to end, the redoubt in the west, the zombies coming from the east
    # (rulings). DESIGNED loadout, 12 points: an assault rifle, a submachine gun, a shotgun, a pistol.
    Barricade(BARRICADE, "The Barricade", ((4, 1),),
              (("tonya", "assault_rifle", "", ()), ("beck", "smg", "", ()), ("bank", "shotgun", "", ()),
               ("sailor", "pistol", "", ())), 12, 15, "keep 3 of 4 alive", entry="",
              placing="three on or next to the crossroads 1G9, one in the redoubt 4D5"),
    # 12.0: Board Two west of Board Three, the band entering by Three's east edge (rulings). DESIGNED
    # loadout, 18 points.
    SearchAndDestroy(SEARCH, "Search and Destroy", ((2, 3),),
                     (("tonya", "assault_rifle", "", ()), ("bank", "shotgun", "", ()), ("sailor", "pistol", "", ()),
                      ("buffy", "pistol", "", ("medkit",)), ("too_tall", "smg", "", ()),
                      ("nick", "shotgun", "", ())), 18, 20, "search 7 buildings on Board Two, 2H4 and 2E5 among them"),
    # 12.0: Board Two west of Board Four, end to end (rulings): Tonya's side enters by Four's east edge, the
    # enemy by Two's west edge. The book sets no turn limit: 40, as For a Few Bullets More. DESIGNED, 12
    # points a side: Tonya's M4 (the story) an assault rifle (4) and an ammo counter (1), Beck an SMG (4),
    # Bank a pistol (1) and a medkit (2); Nick a shotgun (3) and an ammo counter (1), Jimmy his SMG (15.0)
    # (4), Buffy a pistol (1), a medkit (2) and drugs (1).
    Firefight(FIREFIGHT, "Firefight", ((2, 4),),
              (("tonya", "assault_rifle", "", ("ammo",)), ("beck", "smg", "", ()), ("bank", "pistol", "", ("medkit",))),
              12, 40, "the last band standing wins",
              enemy=(("nick", "shotgun", "", ("ammo",)), ("jimmy", "smg", "", ()),
                     ("buffy", "pistol", "", ("medkit", "drugs"))), enemy_entry="west"),
    # 12.0: Board Four west of Board Two, the band entering by Two's east edge (rulings). The book sets no
    # turn limit: 40, as For a Few Bullets More. DESIGNED loadout, 20 points; the Professor carries nothing.
    TheCure(CURE, "The Cure", ((4, 2),),
            (("tonya", "assault_rifle", "", ()), ("bank", "pistol", "", ("ammo",)), ("nick", "shotgun", "", ()),
             ("jimmy", "smg", "", ()), ("buffy", "pistol", "", ("medkit",)), ("too_tall", "smg", "", ())),
            20, 40, "the Professor off Board Two's north edge"),
    # 12.0: Boards Three, Two and Four in turn, each north up (its number top left), the band crossing
    # each from east to west (rulings). DESIGNED loadout, 24 points; the Professor carries nothing.
    RaceToTheHelicopter(HELICOPTER, "Race to the Helicopter", ((3,),),
                        (("tonya", "assault_rifle", "", ()), ("bank", "assault_rifle", "", ()),
                         ("nick", "shotgun", "", ()), ("jimmy", "smg", "", ()), ("buffy", "pistol", "", ("medkit",)),
                         ("too_tall", "smg", "", ()), ("sailor", "pistol", "", ("ammo",)), (PROFESSOR, "", "", ())),
                        24, 24, "all into the helipad, 4 and the Professor alive"),
)}
