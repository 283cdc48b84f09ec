"""The play of tests/test_play_hash.py's cases without the Events' log lines (or, with
`--leave-out`, without some keys of their data and with the words).

A change of wording, or data added to an Event for a view to draw, changes every play hash of its
game; run this before and after it: equal hashes here show that the actions, the Events' kinds and
rules, the rest of their data and the outcomes are the same.

    .venv/bin/python -m tools.play_without_words avz coz
    .venv/bin/python -m tools.play_without_words atz --leave-out fire.targets,fire.results
"""
import argparse

from tests.test_play_hash import CASES
from zombiebox.core import registry
from zombiebox.core.simulate import play_hash


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every game of the play hash test)")
    parser.add_argument("--leave-out", default="", help="Event data keys to leave out, KIND.KEY "
                        "comma-separated (fire.targets); the words are then kept")
    args = parser.parse_args()
    games = args.games or sorted({case[0] for case in CASES if case[0] != "tiny"})
    keys = tuple(k for k in args.leave_out.split(",") if k)
    for game_id, options, seeds in CASES:
        if game_id in games:
            print(game_id, options, play_hash(registry.get(game_id), seeds, options, words=bool(keys), leave_out=keys),
                  flush=True)


if __name__ == "__main__":
    main()
