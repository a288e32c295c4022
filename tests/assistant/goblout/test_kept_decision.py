"""A hard bot's decision is a logged action (`decide`) taken before its turn's questions: a command that
stops at such a question keeps it, so running the step again or answering with `--answer` plays the same
turn and never searches again (issue 33)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from goblinkit.assistant.goblout import hard_bot
from goblinkit.assistant.goblout.game import Goblout
from goblinkit.assistant.search.protocol import Decision
from goblinkit.assistant.core.session import Session

BLOCK = ("Bot 1 attacks you with Warrior x3 (3 damage); you have 10 life. Block? [all I can: Cannon Fodder "
         "(from hand) on Warrior; you take 2 | none: you take 3 | one by one] (give it with --answer)")
KEPT = "What was done before this bot's turn is saved: `goblin play goblout bot --answer ...` goes on from here."


def dego(app, runner, save, *args):  # noqa: ANN001
    return runner.invoke(app, ["play", "goblout", *args, "--save", str(save)])


def actions(save: Path) -> list[dict]:
    return [entry["action"] for entry in json.loads(save.read_text())["log"]]


@pytest.fixture
def fickle(monkeypatch):
    """A search that decides otherwise each time it runs (as a CPU-time budget may): attack you, then hold."""
    calls: list[str] = []

    def choose(m, bots, skill, seed, clock=None):  # noqa: ANN001
        calls.append(m.current.id)
        return Decision(f"{m.current.style}/{'all@you' if len(calls) % 2 else 'hold'}", 1, 0.0)

    monkeypatch.setattr(hard_bot, "choose", choose)
    return calls


def never(*args, **kwargs):  # noqa: ANN002, ANN003
    raise AssertionError("the search ran again")


def test_a_hard_step_run_again_and_answered_plays_its_logged_decision(app, runner, tmp_path, fickle, monkeypatch):
    save = tmp_path / "goblout.json"
    made = dego(app, runner, save, "new", "--bots", "1", "--seed", "2", "--first", "bot1", "--skill", "hard",
                "--think", "0.01")
    assert made.exit_code == 0, made.output
    assert fickle == []  # (`new` says the bots play first without searching: `decide` searches as it runs)
    first = dego(app, runner, save, "bot")
    assert first.exit_code == 0, first.output
    assert first.output.splitlines()[-2:] == [BLOCK, KEPT]
    assert actions(save) == [{"type": "decide", "plan": "aggressive/all@you"}]  # logged before the question
    logged = save.read_bytes()
    monkeypatch.setattr(hard_bot, "choose", never)
    again = dego(app, runner, save, "bot")  # the same step, run again: the same decision and question
    assert (again.exit_code, again.output) == (0, first.output)
    assert save.read_bytes() == logged
    wrong = dego(app, runner, save, "bot", "--answer", "maybe")  # a wrong answer refuses, as ever
    assert wrong.exit_code == 1 and save.read_bytes() == logged
    answered = dego(app, runner, save, "bot", "--answer", "none")  # works the first time
    assert answered.exit_code == 0, answered.output
    assert "Warrior x3 hit you for 3: 7 life left; they return to Bot 1." in answered.output.splitlines()
    assert actions(save) == [{"type": "decide", "plan": "aggressive/all@you"},
                             {"type": "bot", "plan": "aggressive/all@you"}]
    game, _ = Session.load(Goblout, save).replay(cached=False)  # replay never searches either
    assert game.m.current.id == "you" and game.m.by_id["you"].life == 7


def test_bot_at_your_turn_is_refused(app, runner, tmp_path, fickle):
    save = tmp_path / "goblout.json"
    dego(app, runner, save, "new", "--bots", "1", "--seed", "2", "--first", "you", "--skill", "hard")
    before = save.read_bytes()
    refused = dego(app, runner, save, "bot")
    assert (refused.exit_code, refused.output) == (1, "Error: it is your turn, not a bot's\n")
    assert save.read_bytes() == before


def goblin(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(Path(sys.executable).parent / "goblin"), "play", "goblout", *args], capture_output=True,
                          text=True, timeout=120)


def test_the_same_hard_step_in_two_processes_asks_the_same(tmp_path):
    """Real searches (a small think budget) in separate processes: the step that stopped at a question is
    run again in two processes and answered in a third; none decides anew."""
    save = tmp_path / "goblout.json"
    for seed in range(1, 11):  # a seed whose bot, playing first, asks you something (most do)
        made = goblin("new", "--bots", "1", "--seed", str(seed), "--first", "bot1", "--skill", "hard", "--think",
                      "0.02", "--save", str(save), "--force")
        assert made.returncode == 0, made.stderr
        first = goblin("bot", "--save", str(save))
        assert first.returncode == 0, first.stdout + first.stderr
        if first.stdout.splitlines()[-1] == KEPT:
            break
    else:
        pytest.fail("no hard bot asked the table")
    decided = actions(save)
    assert decided[-1]["type"] == "decide"
    copy = tmp_path / "copy.json"
    shutil.copy(save, copy)
    runs = [goblin("bot", "--save", str(path)) for path in (save, copy)]
    assert [run.stdout for run in runs] == [first.stdout] * 2
    assert actions(save) == actions(copy) == decided
    given: list[str] = []
    question = first.stdout.splitlines()[-2]
    for _ in range(8):  # the first option of each question, given again with the earlier answers of that turn
        given.append(question[question.rindex("[") + 1:].split()[0].rstrip(":"))
        answered = goblin("bot", *[w for answer in given for w in ("--answer", answer)], "--save", str(save))
        assert answered.returncode == 0, answered.stdout + answered.stderr
        told = answered.stdout.splitlines()
        if not told[-1].startswith(KEPT.split("`")[0]):
            break
        assert told[-1] == KEPT.replace("bot --answer", "bot" + "".join(f" --answer {answer}" for answer in given)
                                        + " --answer"), answered.stdout
        question = told[-2]
    assert actions(save)[len(decided)] == {"type": "bot", "plan": decided[-1]["plan"]}


def test_at_a_four_player_table_your_play_is_kept_and_bot_answer_goes_on(app, runner, tmp_path, fickle):
    save = tmp_path / "goblout.json"
    dego(app, runner, save, "new", "--bots", "3", "--seed", "3", "--first", "you", "--skill", "hard", "--think",
         "0.01")
    assert dego(app, runner, save, "draw").exit_code == 0
    fickle.clear()
    played = dego(app, runner, save, "play")  # Bot 1, after you, decides to attack you and asks
    assert played.exit_code == 0, played.output
    assert played.output.splitlines()[-2:] == [
        "Bot 1 attacks you with Warrior, Super-Goblin (4 damage). Play a lightning card now? [no | shaman-potion] "
        "(give it with --answer)", KEPT]
    assert [a["type"] for a in actions(save)] == ["draw", "play", "decide"]
    fickle.clear()
    more = dego(app, runner, save, "bot", "--answer", "no")  # a second question in Bot 1's turn
    assert more.output.splitlines()[-1] == KEPT.replace("bot --answer", "bot --answer no --answer")
    assert [a["type"] for a in actions(save)] == ["draw", "play", "decide"]  # that turn is not saved yet
    answered = dego(app, runner, save, "bot", "--answer", "no", "--answer", "none")
    assert answered.exit_code == 0, answered.output
    told = answered.output.splitlines()
    assert "Warrior, Super-Goblin hit you for 4 (War Cry): 6 life left; they return to Bot 1." in told
    assert told[-2:] == ["Bot 2 attacks you with Super-Goblin (1 damage). Play a lightning card now? "
                         "[no | shaman-potion] (give it with --answer)", KEPT]  # Bot 2's turn, decided and kept
    assert "bot1" not in fickle  # Bot 1's decision was read from the log, every time
    assert actions(save)[2:] == [{"type": "decide", "plan": "aggressive/all@you"},
                                 {"type": "bot", "plan": "aggressive/all@you"},
                                 {"type": "decide", "plan": "defensive/all@you"}]


def test_a_logged_plan_stays_out_of_json_unless_revealed(app, runner, tmp_path, fickle):
    """The plan is the bot's own intent ("all@you"): saved, but `log --json` shows it only with --reveal."""
    save = tmp_path / "goblout.json"
    dego(app, runner, save, "new", "--bots", "1", "--seed", "2", "--first", "bot1", "--skill", "hard", "--think", "0.01")
    fickle.clear()
    dego(app, runner, save, "bot")
    assert actions(save)[0] == {"type": "decide", "plan": "aggressive/all@you"}
    shown = json.loads(dego(app, runner, save, "log", "--json").output)["log"]
    assert all("plan" not in entry["action"] for entry in shown)
    revealed = json.loads(dego(app, runner, save, "log", "--json", "--reveal").output)["log"]
    assert revealed[1]["action"] == {"type": "decide", "plan": "aggressive/all@you"}
