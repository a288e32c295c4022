"""At a `dice table` game the assistant shows its own dice as it rolls them: after what the step has said
before the roll, never before it (issue 33: "The assistant rolls ..." printed before "Grub reveals B2: HUNTER!")."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from goblinkit.assistant.cli import build_app
from goblinkit.assistant.gobbledygook.cli import app as gg_app
from goblinkit.assistant.gobbledygook.game import GobbledyGook
from tests.assistant.gg.helpers import BROOD
from tests.assistant.terminal.test_guided import Typist


def test_a_hunter_revealed_is_told_before_the_assistant_rolls_its_attack(tmp_path, capsys):
    brood, save = tmp_path / "brood.json", tmp_path / "gg.json"
    brood.write_text(json.dumps(BROOD))
    made = CliRunner().invoke(build_app(), ["play", "gg", "new", "--scenario", "night-watch", "--brood", str(brood),
                                            "--seed", "1", "--dice", "table", "--save", str(save)])
    assert made.exit_code == 0, made.output
    capsys.readouterr()
    Typist(GobbledyGook, save, ["reveal b1 --by grub", "reveal b2 --by snagtooth", "reveal b3 --by bruiser",
                                "quit"]).run(gg_app, "gg")
    out = capsys.readouterr().out
    revealed = out.index("Bruiser reveals B3: HUNTER! A HUNTER attacks at once (3 dice)!")
    rolled = out.index("The assistant rolls 3 dice for hunter1's attack on Bruiser: 1 4 4")
    asked = out.index("Roll 4 dice (d6) for Bruiser defending and type them>")
    assert revealed < rolled < asked
    assert out.count("Bruiser reveals B3") == 1  # told once: not again when the step ends
