"""Issue 31.9: random clicks and keys through the campaign screen once reached "AttributeError: 'NoneType'
object has no attribute 'to_move'". A stateful search over what a player does there: open the campaign,
press any of its buttons, play at the table (a few moves, or to the end), Back to the campaign, Esc, time
passing, an unexpected error at the table or on the campaign screen and the crash screen's Continue. The
app's net must catch nothing but the errors put in on purpose."""
import os
import random
import tempfile

import pygame
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from zombiebox.games.atz.scene.campaign import CampaignScene
from zombiebox.ui import newgame
from zombiebox.ui.crash import CrashScene
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.table import TableScene
from tests.ui.helpers import make_app

MAX_MOVES = 3000  # a scenario played to its end by random moves


class Injected(Exception):
    """The error put in on purpose."""


def _press_at(app, rect) -> None:
    pos = rect.center
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
               pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


class CampaignMonkey(RuleBasedStateMachine):
    def __init__(self):
        super().__init__()
        self.home = tempfile.TemporaryDirectory(prefix="zombiebox-campaign-")  # a campaign per example
        self.was = os.environ.get("ZOMBIEBOX_HOME"), newgame.SEEDS
        os.environ["ZOMBIEBOX_HOME"] = self.home.name
        newgame.SEEDS = random.Random(31)  # a new campaign's seed: an example replays
        self.app = make_app()
        self.app.push(MainMenu(self.app))
        self.app.frame([])

    def teardown(self):
        home, newgame.SEEDS = self.was
        if home is not None:
            os.environ["ZOMBIEBOX_HOME"] = home
        self.home.cleanup()

    def _restart_if_left(self) -> None:
        app = self.app
        if not app.running or not app.stack:
            app.running = True
            if not app.stack:
                app.push(MainMenu(app))

    @property
    def at_table(self) -> bool:
        return isinstance(self.app.scene, TableScene)

    @rule()
    def open_campaign(self):
        self.app.home()
        self.app.stack[0].open_campaign("atz")
        self.app.frame([])

    @rule(pick=st.integers(0, 30))
    def press_a_button(self, pick):
        app = self.app
        app.render()
        buttons = [b for b in app.scene.buttons(app.window.get_rect()) if b.enabled]
        if isinstance(app.scene, MainMenu):   # the campaign's ways in, not the other games'
            buttons = [b for b in buttons if b.label.split()[0] in ("Campaign", "Continue")]
        if buttons:
            _press_at(app, buttons[pick % len(buttons)].rect)
        self._restart_if_left()

    @precondition(lambda self: self.at_table)
    @rule(count=st.one_of(st.integers(1, 40), st.just(MAX_MOVES)), rng=st.randoms(use_true_random=True))
    def play_moves(self, count, rng):
        """Random legal moves at the table, a few or (MAX_MOVES) to the scenario's end."""
        table = self.app.scene
        for _ in range(count):
            actions = table.match.legal_actions()
            if not actions:
                break
            table.play(rng.choice(actions))
        self.app.frame([])

    @rule()
    def escape(self):
        self.app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0),
                        pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0, scancode=0)])
        self._restart_if_left()

    @rule(frames=st.integers(1, 8))
    def time_passes(self, frames):
        for _ in range(frames):
            self.app.frame([], 0.25)

    @precondition(lambda self: isinstance(self.app.scene, (TableScene, CampaignScene)))
    @rule()
    def an_unexpected_error(self):
        scene = self.app.scene
        target = scene.view if isinstance(scene, TableScene) else scene

        def fail(*args, **kwargs):
            raise Injected("put in by the test")
        target.draw = fail
        self.app.frame([])
        del target.draw
        assert isinstance(self.app.scene, CrashScene)

    @invariant()
    def the_net_caught_only_what_was_put_in(self):
        scene = self.app.scene
        event(f"reached {type(scene).__name__}" + (" (game over)" if isinstance(scene, TableScene)
                                                   and scene.match.outcome is not None else ""))
        unexpected = [c for c in self.app.crashes if "Injected: put in by the test" not in c]
        assert not unexpected, unexpected[0]


CampaignMonkey.TestCase.settings = settings(max_examples=int(os.environ.get("CAMPAIGN_MONKEY_EXAMPLES", 20)),
                                            stateful_step_count=30, deadline=None,
                                            suppress_health_check=list(HealthCheck))
test_the_campaign_screen_under_random_play = CampaignMonkey.TestCase
