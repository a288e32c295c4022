"""The story before the question at a `dice table` GobbledyGook! game (issue 33): what the Humans turn and
a reveal said before a question, or before the assistant's own roll, is printed before it, though no copy
of the game can run up to it (the player's typed dice) or past it (an answer whose run needs dice not
rolled yet): the rules tell it to the table (Table.told)."""

from __future__ import annotations

import json

from goblinkit.assistant.gobbledygook.cli import app as gg_app
from goblinkit.assistant.gobbledygook.game import GobbledyGook
from tests.assistant.gg.helpers import BROOD
from tests.assistant.terminal.test_guided import Typist


def played(app, runner, tmp_path, capsys, seed: str, lines: list[str]) -> str:  # noqa: ANN001
    brood = tmp_path / "muck.yaml"
    brood.write_text(json.dumps(BROOD))
    save = tmp_path / "gg.json"
    new = runner.invoke(app, ["play", "gg", "new", "--scenario", "night-watch", "--brood", str(brood), "--seed", seed,
                              "--dice", "table", "--save", str(save)])
    assert new.exit_code == 0, new.output
    capsys.readouterr()
    Typist(GobbledyGook, save, [*lines, "quit", "quit"]).run(gg_app, "gg")
    return capsys.readouterr().out


def test_the_night_watch_is_told_before_the_hound_s_questions(app, runner, tmp_path, capsys):
    out = played(app, runner, tmp_path, capsys, "3", ["done", "5", "n", "1", "n"])
    assert ("gg> done\nTHE HUMANS TURN (round 1).\n"
            "Roll 1 die (d6) for Muck Lurkers's Night Watch roll and type them> 5\n"
            "NIGHT WATCHMEN (no Hunter or Hound on the board): Muck Lurkers 5. No doubles: Muck Lurkers (highest) "
            "places hound1 at their board edge.\n"
            "Can hound1 reach Bruiser with a 1 stick move (end adjacent)? [y/n] n\n"
            "Which hidden creature is nearest to hound1?\n") in out
    assert ("hound1 sniffs 1 stick toward Snagtooth (hidden, nearest; no revealed creature in range).\n"
            "Does hound1 end adjacent to Snagtooth?\n") in out
    assert out.count("NIGHT WATCHMEN") == 1  # told once, not again when the command ends


def test_a_revealed_hunter_is_told_before_the_assistant_rolls_its_attack(app, runner, tmp_path, capsys):
    out = played(app, runner, tmp_path, capsys, "5", ["reveal b1 grub", "4", "keep"])
    assert ("gg> reveal b1 grub\n"
            "Grub reveals B1: HUNTER! A HUNTER attacks at once (3 dice)! Hidden: reroll 1 defence die.\n"
            "  hunter1 appears where B1 was and attacks Grub at once:\n"
            "The assistant rolls 3 dice for hunter1's attack on Grub: 6 3 6\n"
            "Roll 1 die (d6) for Grub defending and type them> 4\n") in out
    assert out.count("Grub reveals B1") == 1
    assert "  - keep\n  - 4\n" in out  # no lead that is only the story told again
