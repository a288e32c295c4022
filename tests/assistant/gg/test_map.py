"""Issue 23: the phone map draws the table as it lies: 12 o'clock (+y, where a Clanker's "12
o'clock" moves it) is up, 3 o'clock (+x) right. SVG's y grows downward, so a piece at (x, y) is
drawn at (x, -y)."""

from __future__ import annotations

import re

from goblinkit.assistant.web.render import env
from goblinkit.assistant.web.views import gg as view
from tests.assistant.gg.helpers import new_game, run


def _drawn(game):  # noqa: ANN001, ANN202
    return view.table(game, game.snapshot())


def test_twelve_o_clock_is_up_and_three_o_clock_right():
    game = new_game()
    game.new_figure("hound", 2)
    run(game, {"type": "place", "at": [["grub", 6, 0], ["hound1", 6, 30], ["B1", 20, 0]]})
    plan = _drawn(game)["plan"]
    at = {p["id"]: p["xy"] for p in plan["pieces"]}
    assert at == {"grub": (6.0, 0.0), "hound1": (6.0, -30.0), "B1": (20.0, 0.0)}  # hound1 above Grub, B1 to its right
    assert plan["box"] == "-4 -40 44 44"  # the 3-foot square from 0,0 and 4 inches of margin, y from -40 down to 4
    assert plan["grid_x"] == [0.0, 6.0, 12.0, 18.0, 24.0, 30.0, 36.0]
    assert plan["grid_y"] == [0.0, -6.0, -12.0, -18.0, -24.0, -30.0, -36.0]
    assert [p["pos"] for p in plan["pieces"]] == [(6.0, 0.0), (6.0, 30.0), (20.0, 0.0)]  # the text keeps the table's


def test_the_svg_draws_each_piece_at_its_flipped_position():
    game = new_game()
    game.new_figure("hound", 2)
    run(game, {"type": "place", "at": [["grub", 6, 0], ["hound1", 6, 30]]})
    html = env.get_template(view.TEMPLATE).render(table=_drawn(game))
    circles = dict((label, (float(x), float(y))) for x, y, label in re.findall(
        r'<circle cx="([-\d.]+)" cy="([-\d.]+)"[^>]*/>\s*<text[^>]*>(\w+)</text>', html))
    assert circles == {"Grub": (6.0, 0.0), "hound1": (6.0, -30.0)}
    assert circles["hound1"][1] < circles["Grub"][1]  # up on the screen
    assert "12 o'clock is up" in html and "<small>at 6.0, 30.0</small>" in html


def test_the_clanker_s_twelve_o_clock_is_up_on_the_map():
    """One rule for both: a figure moved toward 12 o'clock at the table is drawn higher on the phone."""
    from goblinkit.assistant.core.chance import Chance
    from goblinkit.assistant.gobbledygook.humans import clock

    game = new_game("clankers", clankers=[4])
    clanker = game.figure("clanker1")
    clanker.pos = (12.0, 12.0)
    game.chance = Chance(1)
    game.chance.begin(dice=[6])
    assert clock(game, clanker) == "toward 12 o'clock (a 6, doubled): put it at (12, 18)"
    game.chance.finish()
    before, after = -12.0, next(p["xy"] for p in _drawn(game)["plan"]["pieces"] if p["id"] == "clanker1")[1]
    assert after < before
