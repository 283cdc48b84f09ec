"""The pygame-ce shell every game uses (see docs/ui.md)."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no pygame banner on the command line
