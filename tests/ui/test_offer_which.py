"""The kit's Which (ui/offer.py): several actions on the place clicked, asked by buttons; a game's own
Which words its buttons through `offer`, and the Offers table asks it."""
from zombiebox.core.match import Match
from zombiebox.ui.modes import Mode
from zombiebox.ui.offer import Offer, Offers, Which
from zombiebox.ui.widgets.choice_panel import Button


def rolled(game) -> Match:
    """The tiny game after its first roll: roll again, or hold."""
    match = Match(game, None, 1)
    match.play(match.legal_actions()[0])
    assert len(match.legal_actions()) == 2
    return match


def test_a_which_offers_each_action_in_the_rules_words_and_back(tinygame):
    match = rolled(tinygame)
    legal = match.legal_actions()
    parent = Mode()
    offer = Offers().build(match, Which("here", tuple(legal), parent))
    assert [b.action for b in offer.buttons] == legal + [None]
    assert [b.label for b in offer.buttons[:-1]] == [match.rules.describe(match.state, a) for a in legal]
    assert offer.buttons[-1].pick is parent


def test_a_games_which_words_its_buttons_its_own_way(tinygame):
    class Short(Which):
        def offer(self, rules, state) -> Offer:
            return Offer("which?", "", buttons=[Button(f"#{i}", a) for i, a in enumerate(self.actions)])

    match = rolled(tinygame)
    legal = match.legal_actions()
    offer = Offers().build(match, Short("here", tuple(legal)))
    assert [b.label for b in offer.buttons] == ["#0", "#1"]
    assert [b.tip for b in offer.buttons] == [match.rules.describe(match.state, a) for a in legal]  # the kit's tips
