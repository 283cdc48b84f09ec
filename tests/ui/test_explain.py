"""Pieces that explain themselves (issue 35.3): in every game the mouse moved over a piece, a tile, a
card or an item shows what a player would look up (a survivor's Rep and weapons, a counter's printed
numbers, a character's ability, a zombie's facing and what it sees, an item's or a card's rule text and
section), as a card beside it, whole and readable at the smallest window; and Zombie Survival's items
are listed in the rulebook viewer."""
import pygame
import pytest

from zombiebox.core.rulebook import rulebook_for
from zombiebox.ui import draw
from zombiebox.ui.app import App
from zombiebox.ui.explain import Explained, card_rect
from zombiebox.ui.headless import bot_played
from zombiebox.ui.menu import MainMenu
from zombiebox.ui.rules_viewer import RulesViewer
from zombiebox.ui.settings import Settings
from zombiebox.ui.table import TableScene

SMALL = (960, 600)


def table(game_id: str, seed: int, steps: int, size=SMALL):
    return table_of(bot_played(game_id, seed, steps), size)


def table_of(match, size=SMALL):
    """The match at the table, every seat a person's, the first frame drawn."""
    app = App(size, Settings(skip_animations=True))
    app.push(MainMenu(app))
    t = app.push(TableScene(app, match))
    app.step()
    app.render()
    return app, t


def hovered(app, t, pos) -> Explained:
    """The mouse moved to `pos` (a motion event, as a player's), the frame drawn: what the table shows."""
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.render()
    assert isinstance(t.tip, Explained), t.tip
    return t.tip


def whole_and_beside(what: Explained, app) -> None:
    """The card lies inside the window, clear of what it explains, every word of it shown (no "…"), in
    letters no smaller than a note."""
    window = app.window.get_rect()
    rect, lines = card_rect(what, window, app.mouse, app.text_size)
    assert window.contains(rect)
    assert what.near and not rect.colliderect(pygame.Rect(what.near)), (rect, what.near)
    shown = " ".join(text for text, _, _, _ in lines)
    assert "…" not in shown and all(word in shown for word in " ".join(what.facts).split())
    assert min(size for _, size, _, _ in lines) >= draw.sized("note", app.text_size) > draw.sized("fine", app.text_size)
    assert rulebook_for(app.scene.game.game_id).find(what.rule).key != "intro", what.rule  # its section opens


def test_the_card_goes_beside_what_it_explains_at_every_edge_of_the_smallest_window():
    pygame.font.init()
    window = pygame.Rect((0, 0), SMALL)
    what = Explained("Shotgun", ("Ranged weapon: roll 4 dice from inside the house",) * 4, "ZS Combat Zombies")
    for x in (0, 430, 900):
        for y in (0, 280, 560):
            near = pygame.Rect(x, y, 60, 40)
            rect, _ = card_rect(Explained(what.title, what.facts, what.rule, tuple(near)), window, near.center, 19)
            assert window.contains(rect) and not rect.colliderect(near), (near, rect)


def test_an_all_things_zombie_survivor_shows_its_status_card_and_a_zombie_its_speed_facing_and_sight():
    from zombiebox.games.atz.data import WEAPON

    app, t = table("atz", 2, 12)
    s = t.match.state
    sv = next(sv for sv in s.survivors.values() if sv.on_board)
    card = hovered(app, t, t.view.hex_rect(sv.hex).center)
    facts = " ".join(card.facts)
    assert sv.card.name in card.title and card.rule == "ATZ 3.1.2"
    assert f"Rep {sv.rep}" in facts and f"MP {sv.mp}" in facts and f"Wounds {sv.wounds} of {sv.card.dead_at}" in facts
    assert sv.in_hand and f"In hand: {WEAPON[sv.in_hand].name}" in facts
    whole_and_beside(card, app)
    z = next(z for z in s.zombies.values() if z.hex and t.view.cam.view.collidepoint(t.view.hex_rect(z.hex).center))
    card = hovered(app, t, t.view.hex_rect(z.hex).center)
    facts = " ".join(card.facts)
    seen = [s.survivors[sid].name for sid in s.survivors if (z.hex, s.survivors[sid].hex) in t.match.rules.zombie_sights(s)]
    assert f"MP {z.mp}, placed facing side {z.direction}" in facts
    assert all(name in facts for name in seen) and ("no survivor" in facts) == (not seen)
    whole_and_beside(card, app)


def test_an_aliens_vs_zombies_counter_shows_its_printed_numbers_and_what_they_mean():
    from zombiebox.games.avz.data import AlienKind, kind_of

    app, t = table("avz", 5, 20)
    for stack in t.view.stacks(t.match, t.ui)[:6]:
        card = hovered(app, t, stack.rect.center)
        kind, facts = kind_of(stack.units[0]), " ".join(card.facts)
        assert kind.name in card.title and stack.loc in card.title and card.rule == "AvZ 1.0"
        if isinstance(kind, AlienKind):
            assert f"Combat {kind.combat}: it rolls {kind.combat} attack dice" in facts
            assert f"Movement {kind.movement}" in facts
        else:
            assert f"Zombie Number {kind.number}: {kind.number} movement points" in facts
            assert f"hits on more than {kind.number}" in facts
            assert ("Mob" in facts) == kind.mob and ("Fast:" in facts) == kind.fast and ("Tough:" in facts) == kind.tough
        whole_and_beside(card, app)


def test_a_zombie_terror_human_shows_its_ability_and_a_zombie_its_facing_and_what_it_sees():
    from zombiebox.games.zt.data import HUMANS_BY_ID
    from zombiebox.games.zt.words import FACING

    app, t = table("zt", 4, 40)
    s, lay = t.match.state, t.view.layout(t.view.rect, t.match)
    for human, space in s.humans.items():
        card = hovered(app, t, lay.cells[space].center)
        h = HUMANS_BY_ID[human]
        assert h.name in card.title and f"Ability: {h.ability}" in card.facts and f"{h.vp} VP" in card.facts[0]
        assert card.rule == "ZT Personal Actions and Abilities"
        whole_and_beside(card, app)
    for zombie, space in s.zombies.items():
        card = hovered(app, t, lay.cells[space].center)
        crossed, seen, far = t.match.rules.line_of_sight(s, zombie)
        assert card.facts[0].startswith(f"Facing {FACING[s.facing[zombie]]}") and all(c in card.facts[0] for c in crossed)
        assert (f"Sees {HUMANS_BY_ID[seen].trade}, {far} space" in card.facts[1]) if seen else "Sees no human" in card.facts[1]
        assert card.rule == "ZT Zombie Line of Sight"
        whole_and_beside(card, app)


def test_a_zombie_survival_item_tile_shows_its_rule_text_and_section_in_the_draft_and_in_the_house():
    from zombiebox.games.zs.data import TILE
    from zombiebox.games.zs.scene.house import board_of, cell_rect
    from zombiebox.games.zs.words import item_rule

    app, t = table("zs", 3, 2)
    for offered in list(t.view.offered):
        card = hovered(app, t, offered.rect.center)
        tile = TILE[offered.kind]
        facts, rule = item_rule(tile)
        assert card.title == tile.name and card.rule == rule and set(facts) <= set(card.facts)
        assert f"{offered.count} left" in card.facts[0]
        whole_and_beside(card, app)
    shotgun = item_rule(TILE["shotgun"])
    assert shotgun[1] == "ZS Combat Zombies" and "roll 4 dice" in shotgun[0][0] and "Noisy" in shotgun[0][-1]
    hh = t.match.state.households["p1"]
    placed = hh.placed[0]
    card = hovered(app, t, cell_rect(t.view.screen(t.match).fit, board_of(hh.house), *placed.cells[0]).center)
    assert card.title == TILE[placed.kind].name and "In P1's house" in card.facts[0]
    whole_and_beside(card, app)


def test_a_city_of_zombies_card_shows_its_strength_hunger_and_section():
    from zombiebox.games.coz.data import CARDS
    from zombiebox.games.coz.state import strength

    app, t = table("coz", 3, 6)
    s = t.match.state
    screen = t.view.screen(t.view.rect)
    for slot, card_id in enumerate(s.board):
        if card_id is None:
            continue
        card = hovered(app, t, screen.slots[slot].center)
        printed = CARDS[card_id]
        assert card.title.endswith(printed.name) and f"Strength {strength(s, card_id)}" in card.facts[0]
        assert f"Hunger {printed.hunger}" in card.facts and card.rule == "CoZ Zombies"
        whole_and_beside(card, app)


@pytest.mark.parametrize("size", [SMALL, (1920, 1080)])
def test_the_zombie_survival_rulebook_lists_every_item_the_game_has_with_its_rule(size):
    from zombiebox.games.zs.data import TILES
    from zombiebox.games.zs.words import item_rule

    items = rulebook_for("zs").find("ZS Items")
    assert "See the rulebook" not in items.text
    app = App(size, Settings())
    viewer = app.push(RulesViewer(app, "zs", "ZS Items"))
    app.render()
    body = viewer._areas(app.window.get_rect())[1]
    at = viewer.book.sections.index(items)
    shown = " ".join(text for text, _, _, _, section in viewer._lines(body.w - 24) if section == at)
    for tile in TILES:
        facts, rule = item_rule(tile)
        assert f"{tile.name} ({tile.count} tiles" in shown and f"[{rule}]" in shown, tile.name
        assert rulebook_for("zs").find(rule).key != "intro"
    # each item's name in bold, the marks that say so never shown (issue 35 leftovers)
    runs = [run for _, _, _, bold, section in viewer._lines(body.w - 24) if section == at and isinstance(bold, tuple)
            for run in bold]
    assert "**" not in shown and {tile.name for tile in TILES} <= {text for text, heavy in runs if heavy}


def test_a_zombie_terror_special_card_is_explained_clear_of_the_card_and_its_zoomed_copy():
    from zombiebox.games.zt.data import CARDS_BY_ID
    from zombiebox.games.zt.scene import panels

    for steps in (2, 10, 30, 60):
        app, t = table("zt", 4, steps, size=(1280, 800))
        s, (_, _, pan) = t.match.state, t.view.parts(t.match, t.ui)
        shown = [(seat, card, r) for seat in t.view.face_up(t.match)
                 for card, r in zip(s.hands[seat], pan.hands[seat])]
        if shown:
            break
    assert shown, "no face-up special card in these positions"
    seat, card, r = shown[0]
    assert panels.card_at(pan, s, r.center)[1] == card
    what = hovered(app, t, r.center)
    assert what.title == CARDS_BY_ID[card].name and pygame.Rect(what.near).contains(r)
    assert pygame.Rect(what.near).w > r.w * 2  # the zoomed copy beside the card is kept clear too
    whole_and_beside(what, app)


@pytest.mark.parametrize("size", [SMALL, (1920, 1080)])
def test_the_zombie_survival_event_card_and_each_town_deck_explain_themselves(size):
    from zombiebox.games.zs.data import EVENT, LOCATION_NAMES, TOWN
    from zombiebox.games.zs.scene.panels import event_places
    from zombiebox.games.zs.words import event_rule

    app, t = table("zs", 3, 60, size)
    s = t.match.state
    assert s.event   # Part II: a round's event is turned
    places = event_places(s, t.view.events_rect, app.text_size)
    card = hovered(app, t, places["event"].center)
    assert EVENT[s.event].name in card.title and set(event_rule(EVENT[s.event])) <= set(card.facts)
    assert card.rule == "ZS Event Cards"
    whole_and_beside(card, app)
    for location, name in LOCATION_NAMES.items():
        card = hovered(app, t, places[location].center)
        facts = " ".join(card.facts)
        assert card.title == f"{name} deck: {len(s.decks[location])} cards left" and card.rule == "ZS Going to Town"
        assert all(f"{found.name}" in facts and f"×{copies}" in facts for found, copies in TOWN[location])
        whole_and_beside(card, app)


@pytest.mark.parametrize("size", [SMALL, (1920, 1080)])
def test_an_all_things_zombie_survivor_not_yet_on_the_board_shows_its_status_card_on_its_button(size):
    from zombiebox.games.atz.scene.panels import card_lines

    app, t = table("atz", 2, 0, size)
    s = t.match.state
    waiting = [(r, b) for r, b in t.view.panel(t.match, t.ui).placed if b.action is not None and b.action.get("who")]
    assert waiting and all(not s.survivors[b.action["who"]].on_board for _, b in waiting)
    for rect, button in waiting:
        sv = s.survivors[button.action["who"]]
        card = hovered(app, t, rect.center)
        assert card.title == sv.name and card.rule == "ATZ 3.1.2" and tuple(rect) == card.near
        assert set(card_lines(sv)) <= set(card.facts) and "Not on the board yet" in card.facts
        whole_and_beside(card, app)


@pytest.mark.parametrize("size", [SMALL, (1920, 1080)])
def test_each_counter_type_in_the_aliens_vs_zombies_reserve_shows_its_own_card(size):
    from zombiebox.games.avz.data import kind_of
    from zombiebox.games.avz.scene.counters import kind_key
    from zombiebox.games.avz.scene.piles import reserve_stacks
    from zombiebox.games.avz.words import printed

    app, t = table("avz", 5, 20, size)
    s = t.match.state
    lay = t.view.parts(t.match, t.ui)[0]
    stacks = reserve_stacks(lay.places["reserve"], s.reserve, t.ui.text_size, lay.counter)[0]
    assert len({kind_key(u) for u in s.reserve}) == len(stacks) > 1   # a stack a type
    for key, n, top in stacks:
        card = hovered(app, t, top.center)
        uid = next(u for u in s.reserve if kind_key(u) == key)
        assert kind_of(uid).name in card.title and f"(×{n}) in the Alien reserve" in card.title and set(printed(uid)) <= set(card.facts)
        assert card.rule == "AvZ 1.0"
        whole_and_beside(card, app)


@pytest.mark.parametrize("size", [SMALL, (1920, 1080)])
def test_a_lit_zombie_terror_token_space_says_which_token_where_it_lies_its_facing_and_what_it_blocks(size):
    from zombiebox.core import registry
    from zombiebox.core.match import Match
    from zombiebox.games.zt.lot import lot_of
    from zombiebox.games.zt.variants import footprint
    from zombiebox.games.zt.words import BLOCKS

    match = Match(registry.get("zt"), {"board": "free"}, 1)
    match.play(next(a for a in match.legal_actions() if a.get("at") == "C1"))   # the escape car on B1, C1, D1
    app, t = table_of(match, size)
    lay, offer, _ = t.view.parts(t.match, t.ui)
    space = "D5"
    assert space in offer.places and offer.marks["ghost"][:2] == ("bus", "N")
    card = hovered(app, t, lay.cells[space].center)
    cells, doors = footprint(lot_of(t.match.state), "bus", space, "N")
    assert card.title.startswith("Click: lay a bus on") and card.title.endswith(f"its exit on {doors[0]}")
    assert all(cell in card.title for cell in cells) and len(cells) == 3
    assert "Facing: its exit to the north (R or the wheel turns it)" in card.facts
    assert f"Once laid, bus: {BLOCKS['bus']}" in card.facts and "blocks marker movement" in BLOCKS["bus"]
    whole_and_beside(card, app)
