"""Player settings (and each game's last new-game choices), persisted as JSON, and where settings,
saves and the autosave live.

The roots are platformdirs' user config and data folders; the environment
variable ZOMBIEBOX_HOME, when set, replaces both (tests point it at a tmp dir).
A missing file gives the defaults; a damaged one is set aside (renamed NAME.bad) and
gives the defaults and a note the app shows — never a crash. The file is read through
core.saves.read_json and checked against the Settings dataclass by msgspec.
"""
from __future__ import annotations

import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Annotated, Any, Optional

import platformdirs
from msgspec import Meta

from zombiebox.core.save_format import Name, OptionValue
from zombiebox.core.saves import SaveError, check, read_json, remove_stale_temps, set_aside, write_json_atomic

TEXT_SIZES = {"small": 16, "medium": 19, "large": 23}  # body text height in pixels
ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 4.0)  # multiplies animation pace; skip_animations sets 0 time
BOT_PACES = (0.2, 0.5, 1.0, 2.0)  # seconds between two bot decisions
VOLUMES = (0.0, 0.25, 0.5, 0.75, 1.0)
PALETTES = ("standard", "colour-blind safe")
MIN_WINDOW = (960, 600)   # the table's layout needs this much
MAX_WINDOW = (8192, 8192)  # past any screen; a larger surface costs gigabytes for nothing
SETTINGS_BYTES = 64 * 1024

Width = Annotated[int, Meta(ge=MIN_WINDOW[0], le=MAX_WINDOW[0])]
Height = Annotated[int, Meta(ge=MIN_WINDOW[1], le=MAX_WINDOW[1])]
CHOICES = {"text_size": tuple(TEXT_SIZES), "animation_speed": ANIMATION_SPEEDS, "bot_pace": BOT_PACES,
           "volume": VOLUMES, "palette": PALETTES}


def window_size_problem(width: int, height: int) -> Optional[str]:
    """Why a window (or screenshot) of this size is refused, or None if it is fine."""
    if width < MIN_WINDOW[0] or height < MIN_WINDOW[1]:
        return f"{width}x{height} is smaller than the table's minimum of {MIN_WINDOW[0]}x{MIN_WINDOW[1]}"
    if width > MAX_WINDOW[0] or height > MAX_WINDOW[1]:
        return f"{width}x{height} is larger than the limit of {MAX_WINDOW[0]}x{MAX_WINDOW[1]}"
    return None


@dataclass
class GameChoices:
    """What a game's new-game screen was last started with; a value the game no longer
    offers (a stale option, seat or bot) gives that value's default there."""
    options: dict[Name, OptionValue] = field(default_factory=dict)
    seats: dict[Name, Name] = field(default_factory=dict)
    practice: bool = False


@dataclass
class Settings:
    """The types and ranges here are the settings file's schema (msgspec checks them on load)."""
    window_size: tuple[Width, Height] = (1280, 800)
    fullscreen: bool = False
    text_size: str = "medium"
    animation_speed: float = 1.0
    skip_animations: bool = False
    bot_pace: float = 0.5
    volume: float = 0.5
    palette: str = "standard"
    new_game: dict[Name, GameChoices] = field(default_factory=dict)  # by game id

    @property
    def animation_scale(self) -> float:
        """Seconds of animation per nominal second: 0 when animations are skipped."""
        return 0.0 if self.skip_animations else 1.0 / self.animation_speed

    def __post_init__(self) -> None:
        for key, allowed in CHOICES.items():
            if getattr(self, key) not in allowed:
                raise ValueError(f"{key}: {getattr(self, key)!r} is not one of {', '.join(map(str, allowed))}")

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data


# --- where things live ------------------------------------------------------------
def config_dir() -> Path:
    home = os.environ.get("ZOMBIEBOX_HOME")
    return Path(home) if home else Path(platformdirs.user_config_dir("zombiebox"))


def data_dir() -> Path:
    home = os.environ.get("ZOMBIEBOX_HOME")
    return Path(home) if home else Path(platformdirs.user_data_dir("zombiebox"))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def saves_dir() -> Path:
    return data_dir() / "saves"


def positions_dir() -> Path:
    """Positions the table saved (Ctrl+P), apart from the saves: `play --position` opens them."""
    return data_dir() / "positions"


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def remove_killed_writes() -> None:
    """At the start: the temp files a killed save left in every folder zombiebox writes (the config
    folder, the data folder and its folders: saves, positions, campaigns)."""
    folders = {config_dir(), data_dir()}
    try:
        folders.update(p for p in data_dir().iterdir() if p.is_dir())
    except OSError:  # no data folder yet: nothing was left
        pass
    for folder in folders:
        remove_stale_temps(folder)


# --- load / save --------------------------------------------------------------------
def load_settings() -> tuple[Settings, Optional[str]]:
    """The saved settings and None, or the defaults and a note saying why (a damaged file is set aside)."""
    path = settings_path()
    if not path.exists():
        return Settings(), None
    try:
        data = read_json(path, "settings file", Settings, SETTINGS_BYTES)
        remembered = data.pop("new_game", None) if isinstance(data, dict) else None
        settings = check(data, Settings, str(path), "settings file")
    except SaveError as exc:
        return Settings(), f"{exc}; {moved_note(path)}; using the defaults"
    settings.new_game = _game_choices(remembered)
    return settings, None


def _game_choices(data: Any) -> dict[str, GameChoices]:
    """The new-game screens' last choices, each game's checked on its own: a damaged one is
    dropped (that game's screen shows its defaults), the other settings are kept."""
    if not isinstance(data, dict):
        return {}
    out = {}
    for game_id, choices in data.items():
        try:
            out[game_id] = check(choices, GameChoices, "settings file", "settings file")
        except SaveError:
            continue
    return out


def moved_note(path: Path) -> str:
    """Set a damaged file aside and say where it went."""
    moved = set_aside(path)
    return f"it was moved to {moved}" if moved else "it could not be moved aside"


def save_settings(settings: Settings) -> Path:
    path = settings_path()
    write_json_atomic(path, settings.to_json())
    return path
