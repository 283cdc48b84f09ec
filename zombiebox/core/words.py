"""Words every game's log and prompts share: a count with its noun in the right number."""
from __future__ import annotations


def plural(count: int, word: str, many: str = "") -> str:
    """ "1 zombie", "3 zombies"; `many` where the plural is not word + s ("1 die", "2 dice")."""
    return f"{count} {word if count == 1 else (many or word + 's')}"
