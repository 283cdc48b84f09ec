"""The campaign game (ATZ 13.0): the scenarios in order with one party that carries on between them.

A campaign is plain data: the party (who lives, their wounds, weapons and gear), the Glory Points banked
and the scenarios played. Each scenario is an ordinary match that begins at a start position: the
scenario's set-up with the party in place of its named survivors, opening on the shop (the purchase
decision point: recruit, equip, heal 2 GP a wound) paid with the banked Glory Points. When the match is
over, `finish` carries the party and the points on. A campaign file holds the campaign and the match
under way, written atomically; a damaged one is refused in one line and left as it is.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Callable, Optional

from msgspec import Meta

from zombiebox.core import registry
from zombiebox.core.dice import Dice
from zombiebox.core.match import Match
from zombiebox.core.save_format import SEED_RANGE, Seed
from zombiebox.core.saves import SaveError, check, check_format, checksum, read_json, write_json_atomic
from zombiebox.core.state import encode_state

from .data import CAMPAIGN_SCENARIOS, GENERIC, PARTY_TO_WIN, GEAR_BY_KEY, PARTY_MOST, SURVIVORS, WEAPON, WIN_GLORY
from .purchase import generic_id, open_purchase
from .scenarios import SCENARIO
from .setup import BULLETS_BAND, SCENARIOS, SKIRMISH
from .state import KINDS, AtzState, Survivor

CAMPAIGN_FORMAT = "zombiebox-campaign"
CAMPAIGN_VERSION = 1
TRIES = 3  # DESIGNED: a lost scenario is played again, at most three times in all, before the campaign is lost
# 13.0: the scenarios in order, as far as they exist (the set-up's list, the skirmish aside).
ORDER = tuple(s for s in SCENARIOS if s != SKIRMISH)
Count = Annotated[int, Meta(ge=0)]  # points and wounds: a negative one is a damaged file
def title(scenario: str) -> str:
    """12.0's title of a scenario."""
    if scenario in SCENARIO:
        return SCENARIO[scenario].name
    return TITLES.get(scenario, scenario.replace("_", " ").capitalize())


TITLES = {"bullets": "For a Few Bullets More"}  # the scenario kept outside scenarios.py


@dataclass(slots=True)
class Member:
    """A survivor of the party between scenarios (13.0): wounds carried over (rulings), kit kept."""
    kind: str
    wounds: Count = 0
    in_hand: str = ""
    in_pack: str = ""
    gear: list[str] = field(default_factory=list)


@dataclass(slots=True)
class Played:
    """One scenario played: won or lost, the Glory Points it earned and who fell."""
    scenario: str
    won: bool
    glory: Count
    fallen: list[str] = field(default_factory=list)


@dataclass(slots=True)
class Campaign:
    seed: Seed                                               # a save's range: each scenario's seed comes from it
    glory: Count = 0                                         # banked Glory Points (13.0)
    party: dict[str, Member] = field(default_factory=dict)   # survivor id -> the survivor
    played: list[Played] = field(default_factory=list)
    result: str = ""                                         # "won" or "lost" once decided

    @property
    def wins(self) -> int:
        return sum(p.won for p in self.played)

    @property
    def tries(self) -> int:
        """Times the next scenario has been lost already."""
        count = 0
        for p in reversed(self.played):
            if p.won:
                break
            count += 1
        return count


def new_campaign(seed: int) -> Campaign:
    """13.0: begin with Tonya and Beck equipped as For a Few Bullets More describes."""
    party = {key: Member(key, 0, hand, pack, list(gear)) for key, hand, pack, gear in BULLETS_BAND}
    return Campaign(seed, 0, party)


def next_scenario(campaign: Campaign, order: tuple[str, ...] = ORDER) -> Optional[str]:
    """The scenario to play next; None once the campaign is decided (or `order` is played through)."""
    if campaign.result or campaign.wins >= len(order):
        return None
    return order[campaign.wins]


def start(campaign: Campaign, order: tuple[str, ...] = ORDER) -> Match:
    """The next scenario as a match: its set-up, the party in place of its named survivors, and the shop."""
    scenario = next_scenario(campaign, order)
    if scenario is None:
        raise ValueError("the campaign has no scenario to play next")
    game = registry.get("atz")
    seed = scenario_seed(campaign)
    state = game.rules.setup({"scenario": scenario}, Dice(seed).fork(1))
    board_party(state, campaign)
    state.discovery = Dice(seed).fork(2).die()  # rulings: the party finds survivors (13.0, 10.2), 14.0's roll
    seats = game.rules.seats({"scenario": scenario})  # Firefight's enemy survivors: the bot plays them (rulings)
    enemies = {seat: game.default_bot(seat) for seat in seats if seat != SURVIVORS}
    return Match(game, {"scenario": scenario}, seed, seats=enemies, start=game.rules.encode(state))


def scenario_seed(campaign: Campaign) -> int:
    """The next scenario's seed: the campaign's, one on for each scenario played, wrapped round within a
    save's seed range (a campaign seeded at the top of it would otherwise write a save no reader takes)."""
    span = SEED_RANGE.stop - SEED_RANGE.start
    return (campaign.seed + len(campaign.played) - SEED_RANGE.start) % span + SEED_RANGE.start


def board_party(state: AtzState, campaign: Campaign) -> None:
    """13.0: only the party plays (rulings): the scenario's named survivors still to enter give way to it
    (those it has placed on the board, like the Professor, stay), a named enemy who is in the party is a
    generic survivor instead, and the scenario's own points are replaced by the banked Glory Points, spent
    in the shop before play."""
    then = state.purchase.then if state.phase == "buy" else state.phase
    for sid in [s.sid for s in state.survivors.values() if s.player == SURVIVORS and not s.hex]:
        del state.survivors[sid]
    for sid in [s.sid for s in state.survivors.values() if s.player != SURVIVORS and s.sid in campaign.party]:
        enemy = state.survivors.pop(sid)  # a named enemy already in the party: a generic survivor with its kit
        enemy.sid, enemy.kind = generic_id(state), GENERIC.key
        state.survivors[enemy.sid] = enemy
    for sid, m in campaign.party.items():
        if sid not in state.survivors:
            state.survivors[sid] = Survivor(sid, m.kind, wounds=m.wounds, in_hand=m.in_hand, in_pack=m.in_pack,
                                            gear=list(m.gear))
    fallen = tuple(sid for p in campaign.played for sid in p.fallen if sid in KINDS)  # named ones: generics are many
    open_purchase(state, {SURVIVORS: campaign.glory}, PARTY_MOST, then, heal=True, fallen=fallen)


def earned(state: AtzState, won: bool) -> int:
    """13.0: a building searched 1, five zombies killed 1, a scenario won 2 (an enemy survivor killed: 1,
    counted by the rules' own glory once the scenarios with enemies have them)."""
    return registry.get("atz").rules.glory(state, SURVIVORS) + (WIN_GLORY if won else 0)


def finish(campaign: Campaign, state: AtzState, order: tuple[str, ...] = ORDER) -> Played:
    """Carry a finished scenario into the campaign: the living keep their wounds and kit, the points
    left from the shop and those earned are banked, and the campaign is decided when it can be."""
    outcome = registry.get("atz").rules.outcome(state)
    if outcome is None:
        raise ValueError("the scenario is not over yet")
    won = SURVIVORS in outcome.winners
    mine = [s for s in state.survivors.values() if s.player == SURVIVORS]
    fallen = [s.sid for s in mine if s.sid in state.dead]
    campaign.party = {s.sid: _member(s) for s in mine if s.sid not in state.dead}
    gain = earned(state, won)
    campaign.glory = state.purchase.glory.get(SURVIVORS, campaign.glory) + gain
    played = Played(state.scenario, won, gain, fallen)
    campaign.played.append(played)
    campaign.result = _decided(campaign, order)
    return played


def _member(s: Survivor) -> Member:
    """Between scenarios a weapon is reloaded and a scope comes off it back into the gear (4.4: it stays
    on only for the scenario); what was used up is gone."""
    gear = list(s.gear) + (["scope"] if s.scoped else [])
    return Member(s.kind, s.wounds, s.in_hand, s.in_pack, gear)


def _decided(campaign: Campaign, order: tuple[str, ...]) -> str:
    """13.0: won with the last of the six scenarios won, the Professor and at least four of the party alive;
    lost when the party is gone, the Professor is dead, or a scenario is lost TRIES times (rulings)."""
    last = campaign.played[-1]
    if not campaign.party or "professor" in last.fallen or campaign.tries >= TRIES:
        return "lost"
    if last.won and campaign.wins == len(order) == CAMPAIGN_SCENARIOS:
        alive = len(campaign.party) >= PARTY_TO_WIN and "professor" in campaign.party
        return "won" if alive else "lost"
    return ""


def play_out(campaign: Campaign, bot: str = "scout", order: tuple[str, ...] = ORDER,
             watch: Optional[Callable[[Match, Played], None]] = None) -> Campaign:
    """The campaign played on by `bot` (every choice, the shop's too) until it is decided (or `order`, a
    shorter run of scenarios for a test, is played through); `watch` sees each scenario's match as it ends."""
    game = registry.get("atz")
    while next_scenario(campaign, order) is not None:
        match = start(campaign, order)
        while match.to_move is not None:
            match.play(match.bot_choice(game.make_bot(bot, match.to_move)).action)
        played = finish(campaign, match.state, order)
        if watch is not None:
            watch(match, played)
    return campaign


# --- the campaign file ---------------------------------------------------------------------------
def to_json(campaign: Campaign, match: Optional[Match]) -> dict[str, Any]:
    data = {"format": CAMPAIGN_FORMAT, "version": CAMPAIGN_VERSION, "game": "atz",
            "campaign": encode_state(campaign, keep_order=True),
            "match": match.to_json() if match is not None else None}
    data["checksum"] = checksum(data)
    return data


def save(path: Path, campaign: Campaign, match: Optional[Match]) -> Path:
    """Written atomically: a crash mid-write leaves the old campaign whole."""
    write_json_atomic(path, to_json(campaign, match))
    return Path(path)


def load(path: Path) -> tuple[Campaign, Optional[Match]]:
    """The campaign in `path` and its scenario under way; any fault is one SaveError line and the file is
    left as it is."""
    path = Path(path)
    data = read_json(path, "campaign")
    check_format(data, path.name, CAMPAIGN_FORMAT, CAMPAIGN_VERSION, "campaign")
    if data.get("checksum") != checksum(data):
        raise SaveError(f"{path.name} was changed after it was saved (its checksum does not match)")
    campaign = check(data.get("campaign"), Campaign, path.name, "campaign")
    _check_party(campaign, path.name)
    raw = data.get("match")
    match = None if raw is None else Match.from_json(raw, f"{path.name}'s scenario", "atz")
    return campaign, match


def _check_party(campaign: Campaign, source: str) -> None:
    for sid, m in campaign.party.items():
        if m.kind not in KINDS:
            raise SaveError(f"{source} is a damaged zombiebox campaign: party.{sid}.kind: no survivor {m.kind!r}")
        for key in (m.in_hand, m.in_pack):
            if key and key not in WEAPON:
                raise SaveError(f"{source} is a damaged zombiebox campaign: party.{sid}: no weapon {key!r}")
        for key in m.gear:
            if key not in GEAR_BY_KEY:
                raise SaveError(f"{source} is a damaged zombiebox campaign: party.{sid}.gear: no gear {key!r}")
