"""core.rules.LegalList: a legal list worked out only when read, and read like a list."""
from zombiebox.core.actions import Action
from zombiebox.core.rules import LegalList

A, B = Action.of("roll"), Action.of("end_turn")


def test_it_is_worked_out_once_when_first_read_and_never_if_unread():
    asked = []

    def make(state):
        asked.append(state)
        return [A, B]

    LegalList(make, "unread")
    listed = LegalList(make, "read")
    assert asked == []
    assert len(listed) == 2 and listed[0] == A and B in listed and list(listed) == [A, B]
    assert asked == ["read"]


def test_it_compares_and_joins_like_a_list():
    listed = LegalList(lambda state: [A, B], None)
    assert listed == [A, B] and [A, B] == listed and listed != [B, A]
    assert listed + [A] == [A, B, A] and [B] + listed == [B, A, B]
    assert LegalList(lambda state: [], None) == [] and not LegalList(lambda state: [], None)
