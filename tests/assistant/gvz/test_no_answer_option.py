"""A GvZ command without --answer (`sun`, `move`, `slow`, `flip`, `damage`, `destroy`, `pepper`, `give`) that meets
a table question names a way that can answer it, the guided turn, instead of "give it with --answer", which that
command would refuse. None of them asks today: the rules below are made to ask, to pin the words."""

from __future__ import annotations

from pathlib import Path

import pytest

from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies


def gvz(app, runner, save, *args):  # noqa: ANN001
    return runner.invoke(app, ["play", "gvz", *args, "--save", str(save)])


def asks(game, act, table):  # noqa: ANN001
    """A rule that asks a question whose answer changes the table (one that cannot is not asked)."""
    way = table.choose("Which way?", ["left", "right"])
    game.turn += way == "right"
    return [f"{act['type']}: {way}"]


@pytest.mark.parametrize("args, kind", [
    (["sun"], "sun"), (["move", "z1", "village"], "adjust"), (["slow", "z1"], "adjust"), (["flip", "z1"], "adjust"),
    (["damage", "z1", "1"], "damage"), (["destroy", "g1"], "destroy"), (["pepper"], "pepper"), (["give", "AA"], "give"),
])
def test_a_command_without_answer_names_the_guided_turn(app, runner, tmp_path, monkeypatch, args, kind):
    save = tmp_path / "gvz.json"
    assert gvz(app, runner, save, "new", "--seed", "4").exit_code == 0
    monkeypatch.setitem(GoblinsVsZombies.handlers, kind, asks)
    monkeypatch.setattr(GoblinsVsZombies, "normalize", lambda self, act: None)
    before = Path(save).read_bytes()
    refused = gvz(app, runner, save, *args)
    assert refused.exit_code == 1
    assert refused.stderr == (f"Error: the table must answer: Which way? [left | right] (`{args[0]}` takes no "
                              f"--answer: play it in the guided turn, `goblin play gvz --save {save}`, which asks you)\n")
    assert Path(save).read_bytes() == before


def test_a_command_with_answer_still_says_give_it(app, runner, tmp_path, monkeypatch):
    save = tmp_path / "gvz.json"
    assert gvz(app, runner, save, "new", "--seed", "4").exit_code == 0
    monkeypatch.setitem(GoblinsVsZombies.handlers, "arrive", asks)
    refused = gvz(app, runner, save, "arrive")
    assert refused.stderr == "Error: the table must answer: Which way? [left | right] (give it with --answer)\n"
    assert gvz(app, runner, save, "arrive", "--answer", "right").output == "arrive: right\n"
