"""A bot that thinks (Hard's search, up to a second a move: core/search.py) is asked on a worker thread, so
the table keeps drawing while it thinks (issue 36).

The question is put to the bot on a copy of the position (`Match.bot_question`), and its answer is taken only
while the table is still at the position it asked about: an answer to a position left behind (undo, a new
game) is dropped. Closing the window loses nothing: the worker (a daemon thread) changes no state, and the
match autosaves each step it plays. A worker that fails hands its error back to the table's thread, where a
bot's error has always surfaced, and the position stays as it was.
"""
from __future__ import annotations

import threading
from concurrent.futures import Future
from typing import Any, Callable, Hashable, Optional


class Thinker:
    """One question at a time on a worker thread, keyed by the position it is about."""

    def __init__(self) -> None:
        self.key: Optional[Hashable] = None   # the position (and seat) being thought about
        self.answer: Optional[Future] = None

    @property
    def thinking(self) -> bool:
        return self.answer is not None and not self.answer.done()

    def ask(self, key: Hashable, question: Callable[[], Callable[[], Any]]) -> Optional[Any]:
        """The answer for `key`, or None while the worker thinks. The first ask for a key starts a worker on
        `question()` (made here, on the table's thread: it copies what the worker reads). A failed worker's
        error is raised here."""
        if key != self.key or self.answer is None:
            self.key, self.answer = key, Future()
            threading.Thread(target=_work, args=(question(), self.answer), daemon=True,
                             name="zombiebox bot").start()
            return None
        if not self.answer.done():
            return None
        answer, self.key, self.answer = self.answer, None, None
        return answer.result()


def _work(think: Callable[[], Any], answer: Future) -> None:
    try:
        answer.set_result(think())
    except BaseException as exc:   # handed back to the table's thread (Thinker.ask)
        answer.set_exception(exc)
