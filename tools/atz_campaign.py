"""The ATZ campaign's survival rate (13.0) with a bot: campaigns from seeds 1..N played out by the bot,
each until it is won, lost, or waits for a scenario zombiebox does not have yet (then it has survived
so far). Prints a table, or JSON with --json: the campaigns' ends, and for each scenario how often it was
played and won, the party that played it, the Glory Points it earned (and from what) and what the shop
bought before it.

    python -m tools.atz_campaign [--games 100] [--bot scout] [--json]
"""
from __future__ import annotations

import argparse
import json
from collections import Counter, defaultdict

from zombiebox.core.match import Match
from zombiebox.games.atz import campaign as C
from zombiebox.games.atz.data import SURVIVORS
from zombiebox.games.atz.scenarios import PROFESSOR

SHOP = ("recruit", "arm", "equip", "heal")  # the shop's purchases (13.0), counted by kind


def party(state) -> set[str]:
    """The party's survivors on a scenario's roster, the Professor aside (12.0 counts him apart)."""
    return {s.sid for s in state.survivors.values() if s.player == SURVIVORS and s.sid != PROFESSOR}


def scenario_row(rows: dict, match: Match, played: C.Played) -> None:
    """Adds one scenario played to its row: the party it started with (after the shop), who joined in play
    (found, 10.2), who fell, the Glory Points it earned by source (13.0) and the shop's purchases."""
    state, row = match.state, rows[played.scenario]
    start = match.rules.decode(match.start)
    before, bank = party(start), start.purchase.glory[SURVIVORS]
    bought = Counter(step.action.kind for step in match.steps if step.action.kind in SHOP)
    row["played"] += 1
    row["won"] += played.won
    row["party"] += len(before) + bought["recruit"]
    row["joined"] += len(party(state) - before) - bought["recruit"]
    row["fell"] += len(played.fallen)
    row["turns"] += state.turn
    row["gp_searched"] += state.searches.get(SURVIVORS, 0)
    row["gp_kills"] += state.kills.get(SURVIVORS, 0) // 5
    row["gp_won"] += played.glory - state.searches.get(SURVIVORS, 0) - state.kills.get(SURVIVORS, 0) // 5
    row["gp_earned"] += played.glory
    for kind in SHOP:
        row[f"bought_{kind}"] += bought[kind]
    row["gp_banked"] += bank
    row["gp_spent"] += bank - state.purchase.glory[SURVIVORS]


def survival(games: int, bot: str) -> dict:
    ends, ended_in, party_left, tries, glory, won = Counter(), Counter(), 0, 0, 0, 0
    rows: dict = defaultdict(Counter)
    for seed in range(1, games + 1):
        c = C.play_out(C.new_campaign(seed), bot, watch=lambda m, p: scenario_row(rows, m, p))
        ends[c.result or "alive"] += 1
        ended_in[c.played[-1].scenario] += 1  # the scenario a campaign was decided in
        party_left += len(c.party)
        tries += len(c.played)
        glory += c.glory
        won += c.wins
    per_scenario = {s: {"played": row["played"], "won": row["won"],
                        **{k: round(v / row["played"], 2) for k, v in row.items() if k not in ("played", "won")}}
                    for s, row in ((s, rows[s]) for s in C.ORDER) if row["played"]}
    return {"games": games, "bot": bot, "scenarios": list(C.ORDER), "ends": dict(ends), "ended_in": dict(ended_in),
            "survival_rate": round((games - ends["lost"]) / games, 3), "mean_party": round(party_left / games, 2),
            "mean_scenarios_played": round(tries / games, 2), "mean_scenarios_won": round(won / games, 2),
            "mean_glory_banked": round(glory / games, 2), "per_scenario": per_scenario}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--bot", default="scout")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = survival(args.games, args.bot)
    if args.json:
        print(json.dumps(result, indent=1))
        return
    rows = result.pop("per_scenario")
    for key, value in result.items():
        print(f"{key:>22}: {value}")
    columns = list(next(iter(rows.values()))) if rows else []
    print(f"\n{'scenario':<11}" + "".join(f"{c:>{len(c) + 1}}" for c in columns))
    for scenario, row in rows.items():
        print(f"{scenario:<11}" + "".join(f"{row.get(c, 0):>{len(c) + 1}}" for c in columns))


if __name__ == "__main__":
    main()
