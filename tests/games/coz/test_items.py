"""Item cards: kept, used at any time (a fight turn's decisions), then discarded; the Alien Portal
and Power Glove kept and re-used (CoZ Items; MASTER THIS! sections)."""
import pytest

from zombiebox.core.actions import Action, IllegalAction
from zombiebox.core.dice import Dice
from zombiebox.games.coz import data

from .table import RULES, end_fights, fight_table, play, where, zombie

MASTER = {"level": "master"}


def refused(state, text, why):
    with pytest.raises(IllegalAction, match=why):
        RULES.check(state, Action.parse(text))


def test_energy_drink_adds_one_to_a_combination_then_is_discarded():
    energy = [c.id for c in data.ZOMBIE_DECK if c.effect == data.ENERGY][0]
    state = fight_table(board={"city1": zombie(7)}, items=[energy])
    play(state, "roll", Dice.loaded([2, 2, 2]))
    play(state, f"hit target={zombie(7)} expr=inc(d0*d1)+d2")
    assert zombie(7) in state.graveyard and energy in state.graveyard and state.items == []


def test_an_item_effect_without_the_item_is_refused():
    state = fight_table(board={"city1": zombie(7)})
    play(state, "roll", Dice.loaded([2, 2, 2]))
    refused(state, f"hit target={zombie(7)} expr=inc(d0*d1)+d2", "needs an Energy Drink")
    refused(state, f"hit target={zombie(7)} expr=dbl(d0)+d1+d2", "doubling needs Binoculars")


def test_binoculars_double_a_die():
    binoculars = next(c.id for c in data.ZOMBIE_DECK if c.effect == data.BINOCULARS)
    state = fight_table(board={"city1": zombie(12)}, items=[binoculars])
    play(state, "roll", Dice.loaded([1, 2, 3]))
    play(state, f"hit target={zombie(12)} expr=dbl(d2)*d1*d0")
    assert zombie(12) in state.graveyard and binoculars in state.graveyard


def test_dustbin_lid_changes_a_zombies_strength():
    lid = next(c.id for c in data.ZOMBIE_DECK if c.effect == data.LID)
    state = fight_table(board={"city1": zombie(9)}, items=[lid])
    play(state, "roll", Dice.loaded([2, 2, 2]))
    play(state, f"item card={lid} target={zombie(9)} change=-1")
    assert state.mods == {zombie(9): -1}
    play(state, f"hit target={zombie(9)} expr=d0*d1*d2")
    assert zombie(9) in state.graveyard and state.mods == {}    # back to 9 if it is dealt again


def test_replay_ray_rerolls_the_unused_dice():
    ray = next(c.id for c in data.ZOMBIE_DECK if c.effect == data.REPLAY_RAY)
    state = fight_table({"level": "advanced"}, board={"city1": zombie(2)}, items=[ray])
    play(state, "roll", Dice.loaded([1, 1, 1]))
    play(state, f"item card={ray}", Dice.loaded([6, 5, 4]))
    assert state.turn.dice == [6, 5, 4] and ray in state.graveyard


def test_the_alien_portal_makes_dice_negative_and_is_kept():
    portal = next(c.id for c in data.ZOMBIE_DECK if c.effect == data.PORTAL)
    state = fight_table({"level": "expert"}, board={"city1": zombie(-5)})
    play(state, "roll", Dice.loaded([2, 3, 1]))
    refused(state, f"hit target={zombie(-5)} expr=(-d0)-d1*d2", "needs the Alien Portal")
    state = fight_table({"level": "expert"}, board={"city1": zombie(-5)}, items=[portal])
    play(state, "roll", Dice.loaded([2, 3, 1]))
    play(state, f"hit target={zombie(-5)} expr=(-d0)-d1*d2")
    assert zombie(-5) in state.graveyard and state.items == [portal]


def test_the_power_glove_cubes_once_per_round():
    glove = next(c.id for c in data.ZOMBIE_DECK if c.effect == data.GLOVE)
    state = fight_table(MASTER, board={"city1": zombie(8), "city2": zombie(64)}, items=[glove])
    play(state, "roll", Dice.loaded([2, 1, 1]))
    play(state, f"hit target={zombie(8)} expr=d0^3*d1*d2")
    assert state.glove_round == 1 and state.items == [glove]
    play(state, "roll", Dice.loaded([4, 1, 1]))
    refused(state, f"hit target={zombie(64)} expr=d0^3*d1*d2", "already used this round")
    play(state, "end_turn", Dice.loaded([1, 1]))
    play(state, "roll", Dice.loaded([4, 1, 1]))                # round 2: the Glove is back
    play(state, f"hit target={zombie(64)} expr=d0^3*d1*d2")
    assert zombie(64) in state.graveyard


def test_toxic_barrel_rises_a_row_each_step3_and_its_blast_defeats_zombies_within_one_space():
    barrel = next(c.id for c in data.ZOMBIE_DECK if c.effect == data.BARREL)
    board = {"backyard2": zombie(9), "backyard4": zombie(12), "fields3": zombie(7), "fields6": zombie(6)}
    fives = [c.id for c in data.SURVIVORS if c.value == 5]     # all alike: hunger is paid without a choice
    state = fight_table({"level": "expert"}, board=board, items=[barrel], deck_top=[zombie(1)], safe=fives)
    play(state, f"item card={barrel} col=3")
    assert state.barrel.slot == 26                      # barricade3
    end_fights(state, Dice.loaded([1] * 6 + [1, 1]))
    assert [where(state, c) for c in (zombie(9), zombie(12), zombie(7))] == ["barricade2", "barricade4", "backyard3"]
    assert state.barrel.slot == 20                      # it moved up to backyard3
    play(state, "roll", Dice.loaded([4, 6, 1]))
    events = play(state, f"hit target={barrel} expr=d0+d1*d2")
    assert [sorted(e.data["caught"]) for e in events if e.kind == "barrel"] == [
        sorted([zombie(9), zombie(12), zombie(7)])]
    assert {zombie(9), zombie(12), zombie(7), barrel} <= set(state.graveyard)
    assert where(state, zombie(6)) == "backyard6"             # out of the blast


def test_items_are_not_offered_or_accepted_while_the_crossed_hand_icon_is_in_play():
    lid = next(c.id for c in data.ZOMBIE_DECK if c.effect == data.LID)
    state = fight_table({"level": "master", "apocalypse": "on"}, board={"city1": zombie(64)}, items=[lid])
    play(state, "roll", Dice.loaded([4, 1, 1]))
    refused(state, f"item card={lid} target={zombie(64)} change=1", "crossed-hand")


def test_the_legal_list_holds_the_dustbin_lid_on_every_zombie_and_only_legal_uses():
    lid = [c.id for c in data.ZOMBIE_DECK if c.effect == data.LID][0]
    state = fight_table(MASTER, board={"city1": zombie(7), "road2": zombie(5)}, items=[lid])
    play(state, "roll", Dice.loaded([1, 1, 1]))
    uses = RULES.legal_actions(state)
    assert {(a["target"], a["change"]) for a in uses if a.get("card") == lid} == {
        (z, c) for z in (zombie(7), zombie(5)) for c in (1, -1)}                   # CoZ Items: +1 or -1
    for action in uses:
        RULES.check(state, action)                                                 # each one is legal


def test_the_alien_portal_is_optional_so_off_unless_chosen():
    """CoZ The Alien Portal: "Using the Alien Portal is optional. If you want to use it, shuffle it into
    the Zombie Deck": off by default, and the option says so; a level 3 card (Expert and up)."""
    portal = next(c.id for c in data.ZOMBIE_DECK if c.effect == data.PORTAL)
    option = next(o for o in RULES.options() if o.key == "alien_portal")
    assert option.default == "off" and "optional" in option.help and "off unless chosen" in option.help
    assert portal not in RULES.setup(RULES.resolve_options({"level": "master"}), Dice(1)).deck
    assert portal in RULES.setup(RULES.resolve_options({"level": "master", "alien_portal": "on"}), Dice(1)).deck
