"""Issue 34: a figure gone from the board keeps its last spot, but the plan no longer shows it; with nothing
else placed, a new figure's spot is not asked in inches (a question about a plan with nothing on it)."""

from __future__ import annotations

from goblinkit.assistant.core.table import ScriptedTable
from goblinkit.assistant.gobbledygook.measure import ask_position, in_use
from goblinkit.assistant.web.views.gg import table as plan_view
from tests.assistant.gg.helpers import new_game


def test_a_gone_figure_alone_does_not_put_positions_in_use():
    game = new_game()
    assert not in_use(game)
    figure = game.new_figure("hound", 2, pos=(10.0, 12.0))
    assert in_use(game) and plan_view(game, game.snapshot())["plan"]["pieces"]
    figure.gone = True
    assert plan_view(game, game.snapshot())["plan"]["pieces"] == []  # the page's plan: nothing on it
    assert not in_use(game)
    assert ask_position(game, ScriptedTable(), "hound2", "at the board edge") is None  # nothing asked
