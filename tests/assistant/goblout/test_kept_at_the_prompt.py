"""A hard bot's step at the guided prompt (issue 33): its decision is logged (`decide`) before its turn's
questions, so a question cancelled there and the step run again in a new session asks the same, and is
answered, without searching again."""

from __future__ import annotations

from goblinkit.assistant.goblout import hard_bot
from tests.assistant.goblout.test_kept_decision import actions, dego, fickle, never  # noqa: F401 -- a fixture
from tests.assistant.goblout.typist import typed

QUESTION = "Bot 1 attacks you with Warrior x3 (3 damage); you have 10 life. Block?"


def test_a_hard_step_cancelled_at_the_prompt_asks_the_same_again(app, runner, tmp_path, fickle, monkeypatch):
    save = tmp_path / "goblout.json"
    made = dego(app, runner, save, "new", "--bots", "1", "--seed", "2", "--first", "bot1", "--skill", "hard",
                "--think", "0.01")
    assert made.exit_code == 0, made.output
    assert fickle == []  # `new` says the bots play first without a search: the decision is made as it runs
    first = typed(save, "quit")  # the Block question cancelled
    assert QUESTION in first and "Cancelled: nothing was saved." in first
    assert actions(save) == [{"type": "decide", "plan": "aggressive/all@you"}]  # the decision is kept
    monkeypatch.setattr(hard_bot, "choose", never)
    again = typed(save, "none")  # a new session: the same decision, the same question, answered
    asked = [line for line in again.splitlines() if "Block?" in line]
    assert asked and asked[0].startswith(QUESTION)
    assert [line for line in first.splitlines() if "Block?" in line][0].startswith(asked[0][:len(QUESTION)])
    assert "Warrior x3 hit you for 3: 7 life left; they return to Bot 1." in again
    assert actions(save)[:2] == [{"type": "decide", "plan": "aggressive/all@you"},
                                 {"type": "bot", "plan": "aggressive/all@you"}]
