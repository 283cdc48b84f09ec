"""ui/sound.py: the seven sounds are shipped, short and quiet; each action plays the sound its Events
call for (a bite, a groan, a card, a counter) and a person's turn coming round plays the chime; the
volume setting sets their volume; no audio device means silence (tests/ui/test_parts.py)."""
import wave
from array import array

from zombiebox.core.actions import Event
from zombiebox.core.paths import asset_path
from zombiebox.ui.sound import NAMES, Sounds, cue

from .helpers import press_choice, run_ticks
from .test_table import table


class Heard:
    """Stands in for the mixer: what the table asked to play, in order."""

    def __init__(self):
        self.played = []

    def play(self, name):
        self.played.append(name)


def test_every_sound_is_shipped_short_and_quiet():
    for name in NAMES:
        with wave.open(str(asset_path("sounds", f"{name}.wav"))) as w:
            samples = array("h", w.readframes(w.getnframes()))
            assert w.getnchannels() == 1 and w.getnframes() / w.getframerate() <= 1.0, name
        assert 0 < max(abs(s) for s in samples) <= 0.5 * 32767, name   # the volume setting does the rest


def test_an_action_cues_the_most_telling_of_its_events_sounds():
    def e(kind):
        return Event(kind, "rule", "text")
    assert cue([e("move"), e("bite"), e("spawn")]) == "bite"          # a bite tops a groan and a move
    assert cue([e("move"), e("spawn")]) == "groan"
    assert cue([e("draw"), e("move")]) == "card"
    assert cue([e("move")]) == "counter"
    assert cue([e("initiative")]) is None


def test_the_table_plays_each_actions_sound_and_the_chime_when_a_persons_turn_comes(tinygame):
    app, t = table(tinygame, seats={"dead": "greedy"}, skip_animations=True, bot_pace=0.2)
    heard = t.app.sounds = Heard()
    while t.match.to_move == "living":            # the person rolls until the turn passes (a hold or a 1)
        press_choice(app, "hold" if t.match.state.rolled else "roll")
    assert "chime" not in heard.played
    for _ in range(600):                          # the bot plays its turn and it comes back round
        if t.match.to_move == "living":
            break
        run_ticks(app, 0.1)
    assert t.match.to_move == "living" and heard.played[-1] == "chime"
    drawn = any(e.kind == "draw" for _, e in t.match.log)
    assert ("card" in heard.played) == drawn      # a bone drawn from the bag (Tiny 2.2) is a card's sound
    assert "dice" in heard.played


def test_the_volume_setting_is_the_sounds_volume_and_zero_plays_nothing():
    sounds = Sounds(volume=0.3)
    if not sounds.enabled:                         # no mixer here: silence, as the parts test shows
        return
    channel = sounds.play("groan")
    assert channel is None or abs(sounds._sounds["groan"].get_volume() - 0.3) < 0.01
    sounds.volume = 0.0
    assert sounds.play("groan") is None
