"""The fight panel's combination builder: clicks on dice and operators make the expression
the fight action carries, with its value (CoZ STEP 2 and the MASTER THIS! sections)."""
from zombiebox.games.coz.solver import Tools
from zombiebox.games.coz.scene.combo import Builder


def build(dice, clicks, tools=Tools()):
    """Play clicks: ints pick pieces by index, strings are operators; returns the builder."""
    b = Builder.start(dict(enumerate(dice)), tools)
    for c in clicks:
        b.click_piece(c) if isinstance(c, int) else b.click_op(c)
    return b


def test_step2_example_multiply_2_and_3_then_add_the_6_makes_12():
    b = build([2, 3, 6], [0, "x", 1, "+", 0])  # after the join the 6 is piece 0, the product piece 1
    (piece,) = b.pieces
    assert (piece.value, sorted(piece.dice)) == (12, [0, 1, 2])
    assert (piece.said, piece.code) == ("2 × 3 + 6", "d0*d1+d2")


def test_step2_example_take_the_2_from_the_6_makes_4():
    b = build([2, 3, 6], [2, "-", 0])
    assert b.current.value == 4 and b.current.code == "d2-d0"


def test_power_up_3_makes_9_and_power_down_4_makes_2():
    assert build([3], ["sq"]).current.value == 9
    assert build([4], ["sqrt"]).current.value == 2


def test_power_down_of_a_number_that_is_not_square_is_refused_with_why():
    b = build([3], [])
    said = b.click_op("sqrt")
    assert "not a square" in said and b.current.value == 3


def test_division_must_come_out_exact():
    b = build([6, 4], [0, "/"])
    said = b.click_piece(1)
    assert "not a whole number" in said and len(b.pieces) == 2
    assert build([6, 3], [0, "/", 1]).current.value == 2


def test_a_sum_is_bracketed_before_it_is_powered_up():
    b = build([2, 3], [0, "+", 1, "sq"])
    assert b.current.value == 25 and b.current.code == "(d0+d1)^2" and b.current.said == "(2 + 3)²"


def test_the_power_glove_cubes_2_into_8_once():
    glove = Tools(glove=True)
    b = build([2, 1], [0, "cube"], glove)
    assert b.current.value == 8 and b.current.code == "d0^3"
    b.click_piece(1)
    assert "once a round" in b.click_op("cube")


def test_the_alien_portal_takes_only_a_single_die():
    portal = Tools(portal=True)
    assert build([2, 3], [0, "neg", "+", 1], portal).current.value == 1
    b = build([2, 3], [0, "+", 1], portal)
    assert "single die" in b.click_op("neg")


def test_items_nobody_holds_are_refused():
    b = build([5], [])
    assert "Energy" in b.click_op("inc") and "Binoculars" in b.click_op("dbl")
    assert build([5], ["inc"], Tools(energy=1)).current.value == 6


def test_take_back_undoes_the_last_join():
    b = build([2, 3, 6], [0, "x", 1])
    b.back()
    assert [p.value for p in b.pieces] == [2, 3, 6]
