"""The parts of a turn every section of the flow shares (ATZ 5.1-5.2): whose choice it is, the survivor
taking its impulse and who may still act, the next side, and the end of the game checked (12.0, 14.0)."""
from __future__ import annotations

from .boards import table_of
from .data import SKIRMISH_TURNS
from .scenarios import PROFESSOR, SCENARIO
from .setup import BULLETS, bullets_named
from .state import AtzState, Impulse, Survivor

SCENARIO_TURN_LIMIT = 40  # rulings: For a Few Bullets More sets no limit; the game ends lost after 40 turns


def acting_seat(state: AtzState) -> str:
    """Whose choice it is: the player of the survivor acting or charged, of the band entering the board,
    or whose side is acting."""
    if state.impulse.sid:
        return state.survivors[state.impulse.sid].player
    if state.phase == "charged" and state.charged:
        return state.survivors[state.charged[0]].player
    if state.phase == "enter":
        return next((s.player for s in state.survivors.values() if not s.hex and s.sid not in state.dead),
                    state.players[0])
    return state.phase if state.phase in state.players else state.players[0]


def acting(state: AtzState) -> Survivor:
    return state.survivors[state.impulse.sid]


def eligible(state: AtzState, survivor: Survivor) -> bool:
    """ATZ 5.2: Rep (+1 on drugs, 4.5) at least the die; 3.1.1: a Grunt that began the turn next to an
    eligible Star."""
    if survivor.sid in state.done or survivor.sid in state.dead or survivor.hex == "off" \
            or survivor.player != acting_seat(state) or survivor.sid == state.cured:  # 12.0: he goes with the Professor
        return False
    if state.phase == "enter":
        return not survivor.hex
    if survivor.rep + survivor.drugged >= state.survivor_die:
        return True
    stars = [pair.split(":")[1] for pair in state.beside_star if pair.split(":")[0] == survivor.sid]
    return any(star_eligible(state, state.survivors[s]) for s in stars)


def star_eligible(state: AtzState, star: Survivor) -> bool:
    return star.on_board and star.rep + star.drugged >= state.survivor_die


def finish_impulse(state: AtzState) -> None:
    state.done.append(state.impulse.sid)
    state.impulse = Impulse()


def next_side(state: AtzState) -> None:
    state.order.pop(0)
    state.phase = state.order[0] if state.order else "end"
    state.done = []
    if state.phase in state.initiative:
        state.survivor_die = state.initiative[state.phase]  # the acting player's die


def friends_at(state: AtzState, hex_: str, sid: str) -> bool:
    pair = {sid} | ({PROFESSOR, state.cured} if sid in (PROFESSOR, state.cured) else set())  # 3.3's exception
    return any(s.hex == hex_ and s.sid not in pair for s in state.survivors.values())


def follow(state: AtzState) -> None:
    """12.0 The Cure: the cured survivor stays in the Professor's hex, moving when he moves."""
    if state.cured and state.cured not in state.dead:
        state.survivors[state.cured].hex = state.survivors[PROFESSOR].hex


def check_over(state: AtzState) -> None:
    alive = [s for s in state.survivors.values() if s.sid not in state.dead and s.player in state.players]
    if state.scenario in SCENARIO:
        state.result = SCENARIO[state.scenario].result(state, table_of(state))
    elif state.scenario == BULLETS:
        if any(bullets_named(state, state.survivors[sid]) for sid in state.dead):
            state.result = "lost"  # 12.0: Tonya and Beck must each escape
        elif all(s.hex == "off" for s in alive):
            table = table_of(state)
            every_building = set(table.buildings) <= set(state.searched)
            armed = all(s.found >= 1 for s in alive if bullets_named(state, s))
            state.result = "won" if armed or every_building else "lost"
        elif state.turn > SCENARIO_TURN_LIMIT:
            state.result = "lost"
    elif len(state.players) > 1:
        if not alive or state.turn > SKIRMISH_TURNS:
            state.result = "ended"  # 14.0: the Glory Points decide (outcome)
    elif not alive:
        state.result = "wiped out"
    elif state.turn > SKIRMISH_TURNS:
        state.result = "survived"
    if state.result:
        state.phase = "over"
