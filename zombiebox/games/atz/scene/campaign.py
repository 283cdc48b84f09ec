"""The campaign screen (ATZ 13.0), from the main menu: the party (wounds, weapons, gear), the Glory Points
banked, the tale so far and the next scenario; new campaign, play or resume. Each scenario opens at the
table on the shop (the purchase decision point), and the campaign file is written when the scenario is
left or ends; a finished scenario is carried into the campaign when this screen next opens."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import pygame

from zombiebox.core.match import Match
from zombiebox.core.saves import SaveError, set_aside
from zombiebox.ui import draw
from zombiebox.ui.newgame import random_seed
from zombiebox.ui.scene import Button, Scene
from zombiebox.ui.settings import data_dir

from .. import campaign as C
from ..data import CAMPAIGN_SCENARIOS, GEAR_BY_KEY, WEAPON
from ..state import KINDS


def campaign_path() -> Path:
    return data_dir() / "campaigns" / "atz.json"


class CampaignScene(Scene):
    title = "All Things Zombie: the campaign"

    def __init__(self, app, path: Optional[Path] = None):
        super().__init__(app)
        self.path = path or campaign_path()
        self.campaign: Optional[C.Campaign] = None
        self.match: Optional[Match] = None
        self.problem = ""  # why the campaign file cannot be used (it is kept as it is)
        self.last: Optional[C.Played] = None
        self._read()

    def _read(self) -> None:
        self.campaign, self.match, self.problem = None, None, ""
        if not self.path.exists():
            return
        try:
            self.campaign, self.match = C.load(self.path)
        except SaveError as exc:
            self.problem = str(exc)
            return
        if self.match is not None and self.match.outcome is not None:  # a scenario ended at the table
            self.last = C.finish(self.campaign, self.match.state)
            self.match = None
            self._write()

    def _write(self) -> bool:
        try:
            C.save(self.path, self.campaign, self.match)
        except OSError as exc:
            self.app.toast(f"The campaign could not be saved: {exc.strerror or exc}", "bad", 8.0)
            return False
        return True

    def uncovered(self) -> None:
        self._read()

    # --- actions ------------------------------------------------------------------------
    def _new(self) -> None:
        if self.problem:  # the damaged file is kept beside, never overwritten
            moved = set_aside(self.path)
            self.app.toast(f"The damaged campaign was kept as {moved.name}" if moved else
                           "The damaged campaign could not be moved aside", "bad" if moved is None else "text", 8.0)
            if moved is None:
                return
        self.campaign, self.match, self.problem, self.last = C.new_campaign(random_seed()), None, "", None
        self._write()

    def _play(self) -> None:
        if self.match is None:
            self.match = C.start(self.campaign)
        if not self._write():
            return
        match, path = self.match, self.path
        campaign = self.campaign
        match.on_autosave = lambda _where: C.save(path, campaign, match)  # the table's saves keep the campaign too
        table = self.app.play(match)
        table.after = ("Back to the campaign", self.app.pop)  # the scenario is carried in when this screen is back
        table.reopen = self._reopen
        # the scenario is kept by the campaign, not by the menu's Continue (which keeps the last other game)
        match.autosave_path = path.with_name(path.stem + "-scenario.json")

    def _reopen(self) -> None:
        """Continue after a crash: this screen again, and the scenario as the crash kept it in the
        campaign file, still linked to the campaign."""
        screen = self.app.push(CampaignScene(self.app, self.path))
        if screen.match is not None:
            screen._play()

    # --- layout ---------------------------------------------------------------------------
    def _row(self) -> int:
        return draw.line_height(self.app.text_size) + 16

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        h, gap = self._row(), 12
        width = min(300, (rect.w - 80) // 3)
        shown = []  # (label, on_click, tip)
        nxt = C.next_scenario(self.campaign) if self.campaign else None
        if self.campaign is not None and nxt is not None:
            shown.append((f"{'Resume' if self.match else 'Play'}: {C.title(nxt)}", self._play,
                          "back to the scenario where you left it" if self.match else "the shop, then the scenario"))
        shown.append(("New campaign", self._new, "Tonya and Beck, as For a Few Bullets More equips them"
                      + (": the campaign here is replaced" if self.campaign and not self.problem else "")))
        shown.append(("Back", self.back, ""))
        x = rect.centerx - (len(shown) * (width + gap) - gap) // 2
        y = rect.bottom - h - 24
        return [Button(pygame.Rect(x + i * (width + gap), y, width, h), label, act, tip=tip)
                for i, (label, act, tip) in enumerate(shown)]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        rect, size, pal = surface.get_rect(), self.app.text_size, self.app.pal
        top = 40 + draw.title_height(size)
        body = pygame.Rect(24, top, rect.w - 48, rect.bottom - top - self._row() - 48)
        if self.problem:
            lines = draw.wrap(f"The campaign file cannot be used: {self.problem}. It stays as it is; "
                              "New campaign keeps it beside the new one.", size, body.w)
            for i, line in enumerate(lines):
                draw.text(surface, line, (body.centerx, body.y + 40 + i * draw.line_height(size)), size, pal["bad"],
                          anchor="midtop")
            return
        if self.campaign is None:
            draw.text(surface, "No campaign yet: New campaign begins with Tonya and Beck (13.0).",
                      body.center, size, pal["dim"], anchor="center")
            return
        half = (body.w - 24) // 2
        left = draw.panel(surface, pygame.Rect(body.x, body.y, half, body.h), pal, "The party", size)
        right = draw.panel(surface, pygame.Rect(body.x + half + 24, body.y, half, body.h), pal, "The tale", size)
        self._draw_lines(surface, left, self._party_lines(), size)
        self._draw_lines(surface, right, self._tale_lines(), size)

    def _draw_lines(self, surface: pygame.Surface, area: pygame.Rect, lines: list[tuple[str, str]], size: int) -> None:
        y = area.y
        for text, colour in lines:
            for part in draw.wrap(text, size, area.w) or [""]:
                if y + draw.line_height(size) > area.bottom:
                    return
                draw.text(surface, part, (area.x, y), size, self.app.pal[colour])
                y += draw.line_height(size)

    def _party_lines(self) -> list[tuple[str, str]]:
        c = self.campaign
        out = [(f"Glory Points banked: {c.glory}", "accent")]
        for m in c.party.values():
            kind = KINDS[m.kind]
            side = kind.wounded if m.wounds >= kind.flip_at else kind.unwounded
            star = " (Star)" if kind.star else ""
            kit = ", ".join([WEAPON[w].name for w in (m.in_hand, m.in_pack) if w]
                            + [GEAR_BY_KEY[g].name for g in m.gear]) or "nothing"
            out.append((f"{kind.name}{star}: Rep {side.rep}, MP {side.mp}, melee {side.melee}; "
                        f"wounds {m.wounds} of {kind.dead_at}", "text"))
            out.append((f"    carries {kit}", "dim"))
        if not c.party:
            out.append(("No one is left.", "bad"))
        return out

    def _tale_lines(self) -> list[tuple[str, str]]:
        c = self.campaign
        out = []
        for i, p in enumerate(c.played, 1):
            fell = f"; {', '.join(KINDS[f].name if f in KINDS else f for f in p.fallen)} fell" if p.fallen else ""
            out.append((f"{i}. {C.title(p.scenario)}: {'won' if p.won else 'lost'}, +{p.glory} GP{fell}",
                        "text" if p.won else "dim"))
        nxt = C.next_scenario(c)
        if c.result == "won":
            out.append(("The Professor reached the helipad: the campaign is won.", "accent"))
        elif c.result == "lost":
            out.append(("The campaign is lost.", "bad"))
        elif nxt is not None:
            try_ = f", try {c.tries + 1} of {C.TRIES}" if c.tries else ""
            out.append((f"Next: {C.title(nxt)} (scenario {c.wins + 1} of {CAMPAIGN_SCENARIOS}{try_})", "accent"))
            if self.match is not None:
                out.append(("under way: Resume goes back to it", "dim"))
        return out
