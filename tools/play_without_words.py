"""The play of tests/test_play_hash.py's cases without the Events' log lines.

A change of wording changes every play hash; run this before and after it: equal hashes here show
that the actions, the Events' kinds, rules, data and the outcomes are the same, only the words moved.

    .venv/bin/python -m tools.play_without_words avz coz
"""
import sys

from tests.test_play_hash import CASES
from zombiebox.core import registry
from zombiebox.core.simulate import play_hash


def main(game_ids: list[str]) -> None:
    for game_id, options, seeds in CASES:
        if game_id in game_ids:
            print(game_id, options, play_hash(registry.get(game_id), seeds, options, words=False), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:] or sorted({case[0] for case in CASES if case[0] != "tiny"}))
