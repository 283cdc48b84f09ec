"""The town map as the rules read it (maps/avz_town.tmx)."""
from zombiebox.games.avz.town import load_town

TOWN = load_town()


def test_the_town_is_a_five_by_six_grid_of_locations_1_0():
    assert len(TOWN.names) == 30 and TOWN.names[:6] == ("A1", "B1", "C1", "D1", "E1", "A2")
    assert sorted(TOWN.terrain.values()).count("park") == 6
    assert sorted(n for n, t in TOWN.terrain.items() if t == "dirt_lot") == ["A1", "B5", "C3", "D2", "E4", "E6"]


def test_crosswalks_join_orthogonal_neighbours_only_1_0():
    pairs = {tuple(sorted((a, b))) for a in TOWN.names for b in TOWN.neighbours[a]}
    assert len(pairs) == 44
    for a, b in pairs:
        assert a in TOWN.neighbours[b]  # both ways
        (ca, ra), (cb, rb) = TOWN.cell[a], TOWN.cell[b]
        assert abs(ca - cb) + abs(ra - rb) == 1  # never diagonal
    assert "B2" not in TOWN.neighbours["B1"] and "D4" not in TOWN.neighbours["C4"]


def test_edges_and_spawn_points_3_0():
    assert len(TOWN.edge) == 18 and "C3" not in TOWN.edge
    assert len(TOWN.spawn_points) == 21 and {"C3", "D2", "B5"} <= set(TOWN.spawn_points)


def test_bfar_range_includes_diagonals_4_0():
    assert TOWN.around["A1"] == ("B1", "A2", "B2")
    assert len(TOWN.around["C3"]) == 8 and "B1" in TOWN.around["B2"]  # over a street with no crosswalk
