"""Player settings, persisted as JSON, and where settings, saves and the autosave live.

The roots are platformdirs' user config and data folders; the environment
variable ZOMBIEBOX_HOME, when set, replaces both (tests point it at a tmp dir).
A missing file gives the defaults; a corrupt one gives the defaults and a note
the menu shows — never a crash.
"""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any, Optional

import platformdirs

from zombiebox.core.saves import write_json_atomic

TEXT_SIZES = {"small": 16, "medium": 19, "large": 23}  # body text height in pixels
ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 4.0)  # multiplies animation pace; skip_animations sets 0 time
BOT_PACES = (0.2, 0.5, 1.0, 2.0)  # seconds between two bot decisions
VOLUMES = (0.0, 0.25, 0.5, 0.75, 1.0)
PALETTES = ("standard", "colour-blind safe")
MIN_WINDOW = (960, 600)


@dataclass
class Settings:
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    text_size: str = "medium"
    animation_speed: float = 1.0
    skip_animations: bool = False
    bot_pace: float = 0.5
    volume: float = 0.5
    palette: str = "standard"

    @property
    def animation_scale(self) -> float:
        """Seconds of animation per nominal second: 0 when animations are skipped."""
        return 0.0 if self.skip_animations else 1.0 / self.animation_speed

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data

    @classmethod
    def from_json(cls, data: Any) -> "Settings":
        """Settings from JSON; raises ValueError naming the first bad value."""
        if not isinstance(data, dict):
            raise ValueError("it is not a JSON object")
        out = cls()
        known = {f.name for f in fields(cls)}
        for key, value in data.items():
            if key in known:  # unknown keys (a newer zombiebox) are ignored
                setattr(out, key, _checked(key, value))
        return out


def _checked(key: str, value: Any) -> Any:
    allowed = {"text_size": TEXT_SIZES, "animation_speed": ANIMATION_SPEEDS, "bot_pace": BOT_PACES,
               "volume": VOLUMES, "palette": PALETTES}
    if key == "window_size":
        if (isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value)
                and value[0] >= MIN_WINDOW[0] and value[1] >= MIN_WINDOW[1]):
            return (value[0], value[1])
        raise ValueError(f"window_size {value!r} is not [width, height] of at least {MIN_WINDOW}")
    if key in ("fullscreen", "skip_animations"):
        if isinstance(value, bool):
            return value
        raise ValueError(f"{key} {value!r} is not true/false")
    if value not in allowed[key] or isinstance(value, bool):
        raise ValueError(f"{key} {value!r} is not one of {', '.join(map(str, allowed[key]))}")
    return value


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


# --- load / save --------------------------------------------------------------------
def load_settings() -> tuple[Settings, Optional[str]]:
    """The saved settings and None, or the defaults and a note saying why."""
    path = settings_path()
    if not path.exists():
        return Settings(), None
    try:
        return Settings.from_json(json.loads(path.read_text(encoding="utf-8"))), None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, ValueError) as exc:
        return Settings(), f"settings file {path} could not be used ({exc}); using the defaults"


def save_settings(settings: Settings) -> Path:
    path = settings_path()
    write_json_atomic(path, settings.to_json())
    return path
