"""Nothing the program writes can fail its own reader (issue 31.3): every kind of file the table writes
(a save, the autosave, a position, a campaign with the scenario Play wrote, the settings) read back, at
the edges of every range; a campaign number out of range refused in one line; and, as a property, any
file that passes its reader is written again and read back the same."""
import json
import random

import pygame
import pytest
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from zombiebox.core.match import Match
from zombiebox.core.position import position_of, read_position
from zombiebox.core.save_format import SEED_RANGE
from zombiebox.core.saves import SaveError, checksum
from zombiebox.games.atz import campaign as C
from zombiebox.games.atz.scene.campaign import CampaignScene, campaign_path
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.settings import (ANIMATION_SPEEDS, BOT_PACES, MAX_WINDOW, MIN_WINDOW, PALETTES, TEXT_SIZES,
                                   VOLUMES, GameChoices, Settings, autosave_path, load_settings, positions_dir,
                                   save_settings, saves_dir, settings_path)
from zombiebox.ui.table import TableScene

from .helpers import key, make_app, press, press_choice

EDGES = (SEED_RANGE.start, 0, SEED_RANGE.stop - 1)
PROPERTY = hsettings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def only(folder):
    files = sorted(folder.glob("*.json"))
    assert len(files) == 1, files
    return files[0]


@pytest.mark.parametrize("seed", EDGES)
def test_the_save_the_autosave_and_the_position_the_table_writes_read_back(tinygame, seed):
    app = make_app()
    app.push(MainMenu(app))
    table = app.play(Match(tinygame, None, seed))
    for _ in range(3):
        if table.match.to_move is not None:
            press_choice(app, "roll")
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    key(app, pygame.K_p, pygame.KMOD_CTRL)
    app.frame([pygame.event.Event(pygame.QUIT)])  # the autosave, written on closing
    state = tinygame.rules.encode(table.match.state)
    for path in (only(saves_dir()), autosave_path()):
        again = Match.load(path)
        assert again.seed == seed and again.steps == table.match.steps and tinygame.rules.encode(again.state) == state
    assert read_position(only(positions_dir())).state == state


@pytest.mark.parametrize("seed", EDGES)
def test_a_campaign_and_the_scenario_its_play_writes_read_back(seed):
    """At the top of the seed range, a scenario played once already: its seed must wrap, not run past 64 bits."""
    campaign = C.new_campaign(seed)
    campaign.played.append(C.Played("bullets", False, 1))
    C.save(campaign_path(), campaign, None)
    app = make_app()
    app.push(CampaignScene(app))
    press(app, "Play: For a Few Bullets More")
    assert isinstance(app.scene, TableScene)
    again, scenario = C.load(campaign_path())
    assert again == campaign and scenario.seed == C.scenario_seed(campaign) and scenario.seed in SEED_RANGE
    assert C.scenario_seed(campaign) == seed + 1 or seed == SEED_RANGE.stop - 1  # below the top, as it always was


@pytest.mark.parametrize("field, value", [("seed", 2 ** 70), ("seed", -(2 ** 63) - 1), ("glory", -1)])
def test_a_campaign_number_out_of_range_is_refused_in_one_line(field, value):
    data = C.to_json(C.new_campaign(5), None)
    data["campaign"][field] = value
    data["checksum"] = checksum(data)
    path = campaign_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=f"damaged zombiebox campaign: {field}: expected int") as refused:
        C.load(path)
    assert "\n" not in str(refused.value)
    app = make_app()
    app.push(CampaignScene(app))
    assert app.scene.problem == str(refused.value)
    assert not [b for b in app.scene.buttons(app.window.get_rect()) if b.label.startswith("Play")]
    press(app, "New campaign")  # the refused file is set aside, kept whole
    assert json.loads(path.with_name(path.name + ".bad").read_text()) == data


def test_settings_at_the_edges_of_their_ranges_read_back():
    for size, text, speed, pace, volume, palette in zip(
            (MIN_WINDOW, MAX_WINDOW, MIN_WINDOW), TEXT_SIZES, ANIMATION_SPEEDS, BOT_PACES, VOLUMES[::2], PALETTES * 2):
        written = Settings(size, True, text, speed, True, pace, volume, palette,
                           {"atz": GameChoices({"scenario": "bullets", "turns": 15}, {"zombies": "horde"}, True)})
        save_settings(written)
        assert load_settings() == (written, None)


# --- the property: what passes a reader is written again and read back the same -------------------------
NUMBERS = st.one_of(st.integers(-(2 ** 70), 2 ** 70), st.sampled_from([*EDGES, SEED_RANGE.stop, -1]))


@PROPERTY
@given(seed=NUMBERS, glory=NUMBERS, won=st.lists(st.booleans(), max_size=3), wounds=st.integers(-1, 3))
def test_any_campaign_the_reader_takes_is_written_and_read_back_with_its_scenario(seed, glory, won, wounds):
    data = C.to_json(C.new_campaign(0), None)
    data["campaign"].update(seed=seed, glory=glory,
                            played=[{"scenario": "bullets", "won": w, "glory": 1, "fallen": []} for w in won])
    data["campaign"]["party"]["tonya"]["wounds"] = wounds
    data["checksum"] = checksum(data)
    path = campaign_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))
    try:
        campaign, _ = C.load(path)
    except SaveError:
        return
    scenario = C.start(campaign) if C.next_scenario(campaign) else None
    C.save(path, campaign, scenario)
    again, kept = C.load(path)
    assert again == campaign
    assert (kept is None) == (scenario is None) and (kept is None or kept.to_json()["state"] == scenario.to_json()["state"])


@PROPERTY
@given(seed=NUMBERS, moves=st.integers(0, 8), practice=st.booleans())
def test_any_save_the_reader_takes_is_written_and_read_back(tinygame, seed, moves, practice):
    match = Match(tinygame, None, seed, practice)
    pick = random.Random(moves)
    for _ in range(moves):
        if match.to_move is not None:
            match.play(pick.choice(match.legal_actions()))
    path = saves_dir() / "game.json"
    match.save(path)
    try:
        loaded = Match.load(path)
    except SaveError:
        assert seed not in SEED_RANGE  # the only thing here a reader refuses
        return
    loaded.save(path)
    again = Match.load(path)
    assert again.steps == match.steps and again.seed == seed and tinygame.rules.encode(again.state) == \
        tinygame.rules.encode(match.state)
    if again.to_move is not None:
        position_of(again).write(path)
        assert read_position(path).state == tinygame.rules.encode(again.state)


@PROPERTY
@given(width=NUMBERS, height=st.integers(0, 10 ** 5), text=st.sampled_from([*TEXT_SIZES, "huge"]),
       speed=st.sampled_from([*ANIMATION_SPEEDS, 3.0, -1.0]), volume=st.sampled_from([*VOLUMES, 2.0]))
def test_any_settings_file_the_reader_takes_is_written_and_read_back(width, height, text, speed, volume):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"window_size": [width, height], "text_size": text, "animation_speed": speed,
                                "volume": volume}))
    read, note = load_settings()
    if note is not None:
        return
    save_settings(read)
    assert load_settings() == (read, None)
