"""The campaign from the main menu, by clicks (ATZ 13.0): new, play (the shop at the table), leave, resume;
a finished scenario carried into the campaign; a damaged campaign file said in one line and kept."""
import pygame

from zombiebox.core.match import Match

from zombiebox.games.atz import GAME
from zombiebox.games.atz import campaign as C
from zombiebox.games.atz.scene.campaign import CampaignScene, campaign_path
from zombiebox.ui.crash import CrashScene
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.settings import autosave_path
from zombiebox.ui.table import TableScene
from tests.ui.helpers import click, key, make_app
from tests.ui.helpers import press as press_button


def choose(app, label: str) -> None:
    """A choice button of the ATZ table's side column."""
    t = app.scene
    app.render()
    found = [r for r, b in t.view.panel(t.match, t.ui).placed if b.label.startswith(label)]
    assert found, f"no choice {label!r}"
    click(app, found[0].center)


def test_new_campaign_play_the_shop_leave_and_resume_from_the_menu():
    app = make_app()
    app.push(MainMenu(app))
    press_button(app, "Campaign")
    assert isinstance(app.scene, CampaignScene) and app.scene.campaign is None
    press_button(app, "New campaign")
    press_button(app, "Play: For a Few Bullets More")
    assert isinstance(app.scene, TableScene)
    assert GAME.rules.decision(app.scene.match.state) == "buy"  # the shop opens the scenario
    choose(app, "The band is ready")
    key(app, pygame.K_ESCAPE)  # leave: the campaign keeps the scenario where it was left
    assert isinstance(app.scene, MainMenu)
    assert not autosave_path().exists()  # Continue stays the last other game
    _, kept = C.load(campaign_path())
    assert [s.action.text for s in kept.steps][:1] == ["ready"]
    press_button(app, "Campaign")
    press_button(app, "Resume: For a Few Bullets More")
    assert [s.action.text for s in app.scene.match.steps] == [s.action.text for s in kept.steps]


def test_a_finished_scenario_is_carried_into_the_campaign_when_its_screen_opens():
    campaign = C.new_campaign(11)
    match = C.start(campaign)
    while match.to_move is not None:
        match.play(match.bot_choice(GAME.make_bot("scout", match.to_move)).action)
    C.save(campaign_path(), campaign, match)
    app = make_app()
    app.push(MainMenu(app))
    press_button(app, "Campaign")
    shown = app.scene.campaign
    assert len(shown.played) == 1 and app.scene.match is None
    assert shown.played[0].won == (GAME.rules.outcome(match.state).label == "won")
    again, under_way = C.load(campaign_path())
    assert again == shown and under_way is None  # written back at once


def test_a_damaged_campaign_file_is_said_and_kept_aside_by_a_new_campaign():
    path = campaign_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "zombiebox-campaign", "version": 1, "campa')
    app = make_app()
    app.push(CampaignScene(app))
    assert "not a readable zombiebox campaign" in app.scene.problem
    labels = [b.label for b in app.scene.buttons(app.window.get_rect())]
    assert not any(label.startswith("Play") for label in labels)
    app.render()  # the reason is drawn, not a crash
    press_button(app, "New campaign")
    kept = path.with_name(path.name + ".bad")
    assert kept.read_text().endswith('"campa') and app.scene.campaign is not None
    assert C.load(path)[0] == app.scene.campaign


def test_the_purchase_by_clicks_prices_a_refusal_said_and_the_survivor_shown():
    app = make_app()
    app.push(TableScene(app, Match(GAME, {"band": "buy", "players": 5}, 3)))  # one survivor, 12 GP
    choose(app, "Nick 10 GP")
    assert "nick" in app.scene.match.state.survivors
    choose(app, "SMG 4 GP")  # 2 GP left: refused, greyed, and said
    assert app.scene.match.state.survivors["nick"].in_hand == ""
    assert "costs 4 Glory Points and 2 are left (ATZ 14.0)" in app.scene.ui.status
    choose(app, "2 pistols 2 GP")
    assert app.scene.match.state.survivors["nick"].in_hand == "double_pistols"
    choose(app, "The band is ready")
    assert app.scene.match.state.purchase.ready == ["p1"] and app.scene.match.to_move == "p2"  # the next one buys


def test_the_shops_buttons_are_painted_over_the_map():
    """The shop's buttons stand over the map, outside the side column's kept layer: each is drawn there."""
    app = make_app()
    app.push(TableScene(app, Match(GAME, {"scenario": "barricade", "gear": "buy"}, 3)))
    app.render()
    t = app.scene
    backdrop = t.ui.pal["panel"]
    for rect, button in t.view.panel(t.match, t.ui).placed:
        inside = rect.inflate(-4, -4)
        colours = {tuple(app.window.get_at((x, y)))[:3] for x in range(inside.left, inside.right, 3)
                   for y in range(inside.top, inside.bottom, 3)}
        assert colours - {tuple(backdrop)[:3]}, f"{button.label!r} is not drawn"


def test_a_scenario_ended_at_the_table_goes_back_to_the_campaign_carried_in():
    app = make_app()
    app.push(MainMenu(app))
    press_button(app, "Campaign")
    press_button(app, "New campaign")
    press_button(app, "Play: For a Few Bullets More")
    match = app.scene.match
    while match.to_move is not None:
        match.play(match.bot_choice(GAME.make_bot("scout", match.to_move)).action)
    app.render()
    assert not [b for b in app.scene.buttons(app.window.get_rect()) if b.label == "Rematch"]
    press_button(app, "Back to the campaign")  # in place of Rematch: a retry is the campaign's to give
    assert isinstance(app.scene, CampaignScene) and len(app.scene.campaign.played) == 1
    assert app.scene.match is None and C.load(campaign_path())[1] is None


def stay(table) -> None:
    """A move that keeps the party on the board (the scenario goes on)."""
    table.play(next(a for a in table.match.legal_actions() if a.text != "exit"))


def test_continue_after_a_crash_in_a_scenario_keeps_it_linked_to_the_campaign(monkeypatch):
    """Issue 31.2: Campaign -> Play, 9 moves, an unexpected error, Continue, 3 moves: the moves reach the
    campaign file, Back to the campaign is still offered, and the menu's Continue is not touched."""
    app = make_app()
    app.push(MainMenu(app))
    press_button(app, "Campaign")
    press_button(app, "New campaign")
    press_button(app, "Play: For a Few Bullets More")
    table = app.scene
    for _ in range(9):
        stay(table)
    played = [s.action for s in table.match.steps]
    monkeypatch.setattr(table.view, "draw", lambda *args: 1 / 0)
    app.frame([])
    assert isinstance(app.scene, CrashScene)
    assert [s.action for s in C.load(campaign_path())[1].steps] == played  # the crash kept it in the campaign too
    app.render()
    press_button(app, "Continue")
    table = app.scene
    assert isinstance(table, TableScene) and [s.action for s in table.match.steps] == played
    assert table.after[0] == "Back to the campaign"
    assert isinstance(app.stack[-2], CampaignScene)
    for _ in range(3):
        stay(table)
    key(app, pygame.K_ESCAPE)
    assert [s.action for s in C.load(campaign_path())[1].steps] == [s.action for s in table.match.steps]
    assert len(table.match.steps) == 12 and not autosave_path().exists()
