"""The ATZ campaign's survival rate (13.0) with a bot: campaigns from seeds 1..N played out by the bot,
each until it is won, lost, or waits for a scenario zombiebox does not have yet (then it has survived
so far). Prints a table, or JSON with --json.

    python -m tools.atz_campaign [--games 100] [--bot scout] [--json]
"""
from __future__ import annotations

import argparse
import json
from collections import Counter

from zombiebox.games.atz import campaign as C


def survival(games: int, bot: str) -> dict:
    ends, ended_in, party, tries, glory = Counter(), Counter(), 0, 0, 0
    for seed in range(1, games + 1):
        c = C.play_out(C.new_campaign(seed), bot)
        ends[c.result or "alive"] += 1
        ended_in[c.played[-1].scenario] += 1  # the scenario a campaign was decided in
        party += len(c.party)
        tries += len(c.played)
        glory += c.glory
    return {"games": games, "bot": bot, "scenarios": list(C.ORDER), "ends": dict(ends), "ended_in": dict(ended_in),
            "survival_rate": round((games - ends["lost"]) / games, 3), "mean_party": round(party / games, 2),
            "mean_scenarios_played": round(tries / games, 2), "mean_glory_banked": round(glory / games, 2)}


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
    for key, value in result.items():
        print(f"{key:>22}: {value}")


if __name__ == "__main__":
    main()
