"""The assistant's own step in GobbledyGook! is the Humans turn (`done`): it searches nothing (the rulebook's
Humans act by their rules, ties asked), so run twice from one save it takes the same decisions and asks the
same questions, and `--answer` plays it, the same each time (issue 33: "a hard bot's step twice")."""

from __future__ import annotations

import json
from pathlib import Path

from tests.assistant.gg.helpers import night_watch_by_cli

QUESTIONS = ("Error: the table must answer 2 questions; give them in order, one --answer each (the later ones as "
             "they come when each earlier one takes its first option):\n"
             "  1. Which hidden creature is nearest to hound1? [Snagtooth | Grub]\n"
             "  2. Does hound1 end adjacent to Snagtooth? [yes | no]\n")


def test_the_humans_turn_run_twice_asks_the_same_and_answers_play_it_the_same(app, runner, tmp_path):
    save = night_watch_by_cli(app, runner, tmp_path, ["buy", "leader", "Snagtooth"], ["buy", "minion", "Grub"])
    before = Path(save).read_bytes()

    def done(*answers: str):  # noqa: ANN202
        args = ["play", "gg", "done", "--dice", "4", *[w for a in answers for w in ("--answer", a)], "--save", str(save)]
        return runner.invoke(app, args)

    asked = [done() for _ in range(2)]
    assert [(r.exit_code, r.stderr) for r in asked] == [(1, QUESTIONS)] * 2
    assert Path(save).read_bytes() == before  # a refused command writes nothing
    runs = []
    for _ in range(2):
        Path(save).write_bytes(before)
        result = done("Grub", "no")
        assert result.exit_code == 0, result.output
        runs.append((result.output, json.loads(Path(save).read_text())["log"][-1]))
    assert runs[0] == runs[1]
    assert runs[0][0] == ("THE HUMANS TURN (round 1).\nNIGHT WATCHMEN (no Hunter or Hound on the board): Muck Lurkers 4. "
                          "No doubles: Muck Lurkers (highest) places hound1 at their board edge.\n"
                          "hound1 sniffs 1 stick toward Grub (hidden, nearest).\n")
    assert runs[0][1]["answers"] == ["Grub", False]
