"""Every game's guided sessions, recorded: the story comes before each question it leads to.

Each game is played through the guided turn (prompt_toolkit's own input pipe, guided_players.py),
from a `new` that asks nothing. The recorder notes every step the shared loop runs (turn._one: the
game before it, its action, its lines) and the place in the transcript of every prompt. Then, for
each question a step asked: (1) every line of the steps before it in the same command was printed
before it; (2) within its step, the lines the step says whatever the answer (found again here, on
copies, by trying the other options) were printed before the question; (3) no lead reads "refused".
"""

from __future__ import annotations

import contextlib
import io
import json
from dataclasses import dataclass, field
from typing import Any

import pytest

from goblinkit.assistant.core import session as session_module
from goblinkit.assistant.core import turn as turn_module
from goblinkit.assistant.core.explore import Explorer, _common_prefix
from goblinkit.assistant.terminal.prompting import Prompter
from tests.assistant.guided_players import DrawPlayer, Ender, NightWatchPlayer, ShortLastStand


@dataclass
class Step:
    before: Any
    act: dict[str, Any]
    start: int  # where in the transcript the step began
    end: int = 0
    lines: list[str] = field(default_factory=list)
    answers: list[Any] = field(default_factory=list)


@dataclass
class Command:
    start: int
    steps: list[Step] = field(default_factory=list)


class Recorder:
    def __init__(self, monkeypatch: pytest.MonkeyPatch):
        self.out = io.StringIO()
        self.commands: list[Command] = []
        self.asks: list[int] = []  # where each prompt for an answer (or a die) was printed
        one, steps = turn_module._one, session_module.run_steps

        def run_steps(game, act, turn):  # noqa: ANN001, ANN202
            self.commands.append(Command(self.pos()))
            return steps(game, act, turn)

        def _one(game, step, index, turn, played):  # noqa: ANN001, ANN202
            record = Step(game.copy(), json.loads(json.dumps(step, default=str)), self.pos())
            done = one(game, step, index, turn, played)
            if done and self.commands:
                record.end, record.lines = self.pos(), list(played.told[-1])
                record.answers = list(played.entries[-1]["answers"])
                self.commands[-1].steps.append(record)
            return done

        for name in ("_ask", "_ask_dice"):
            original = getattr(Prompter, name)

            def asking(prompter, *args, original=original):  # noqa: ANN001, ANN202
                self.asks.append(self.pos())
                return original(prompter, *args)

            monkeypatch.setattr(Prompter, name, asking)
        monkeypatch.setattr(turn_module, "_one", _one)
        monkeypatch.setattr(session_module, "run_steps", run_steps)

    def pos(self) -> int:
        return len(self.out.getvalue())

    def play(self, player: Any, app: Any, name: str) -> str:
        with contextlib.redirect_stdout(self.out):
            player.run(app, name)
        return self.out.getvalue()


def story_before(step: Step, k: int, options: list[Any]) -> list[str]:
    """The lines `step` says before its question `k`, whatever the answer: its own lines and those of
    runs with other options (the first and the last other; later questions take their first option)."""
    explorer = Explorer(lambda: step.before, step.act)
    others = [option for option in options if option != step.answers[k]]
    runs = [explorer.run([*step.answers[:k], option])[0] for option in {others[0], others[-1]}] if others else []
    return _common_prefix([step.lines, *[run.lines for run in runs if not run.error]])


def check(recorder: Recorder, out: str) -> int:
    """The three checks; how many questions were asked."""
    lead_lines = [line for line in out.splitlines() if "->" in line and line.lstrip()[:1].isdigit() or
                  line.lstrip().startswith(("yes ->", "no  ->"))]
    assert not [line for line in lead_lines if "refused" in line]
    questions = 0
    for command in recorder.commands:
        for i, step in enumerate(command.steps):
            asks = [p for p in recorder.asks if step.start <= p < step.end]
            if not asks:
                continue
            questions += len(asks)
            shown = out[command.start:asks[0]]
            for earlier in command.steps[:i]:  # (1) the steps before it in this command
                for line in earlier.lines:
                    assert line.strip() in shown, f"{line!r} was printed after the question of {step.act}"
            asked = Explorer(lambda: step.before, step.act).run(step.answers)[1].asked
            for k, question in enumerate(asked):  # (2) within the step, what led to each question
                where = out.find(question.text, step.start, step.end)
                if where < 0:
                    continue  # not asked: its answer changed nothing
                for line in story_before(step, k, question.options):
                    assert line.strip() in out[command.start:where], (
                        f"{line!r} was printed after the question {question.text!r}")
    return questions


def new(app: Any, runner: Any, slug: str, save: Any, *options: str) -> None:
    made = runner.invoke(app, ["play", slug, "new", *options, "--save", str(save)], input="")
    assert made.exit_code == 0, made.output
    assert "?" not in made.output.replace("(?)", "")  # `new` sets up and stops: it asks nothing


def test_globbo_kids(app, runner, tmp_path, monkeypatch):
    from goblinkit.assistant.globbo.cli import app as game_app
    from goblinkit.assistant.globbo.game import Globbo

    save = tmp_path / "x.json"
    new(app, runner, "globbo", save, "--play", "kids", "--seed", "1825412801")
    recorder = Recorder(monkeypatch)
    out = recorder.play(Ender(Globbo, save, inputs=0), game_app, "globbo")  # Globbo's first turn, then quit
    assert check(recorder, out) >= 1
    story = out.index("BITER B5 at I8 FISSIONS into 6 face-down counters")
    assert out.index("HEAD H1 burps at BITER B5 at I8: strength 5, rolled 1: HIT") < story < out.index(
        "BITER B5 at I8 fissions into 6: the Kids' mix?")


def test_goblout_bots_first(app, runner, tmp_path, monkeypatch):
    from goblinkit.assistant.goblout.cli import app as game_app
    from goblinkit.assistant.goblout.game import Goblout

    save = tmp_path / "g.json"
    new(app, runner, "goblout", save, "--bots", "2", "--seed", "9")
    recorder = Recorder(monkeypatch)
    out = recorder.play(DrawPlayer(Goblout, save), game_app, "goblout")
    assert check(recorder, out) >= 1


def test_gobz_rivals(app, runner, tmp_path, monkeypatch):
    from goblinkit.assistant.gobz_heroes.cli import app as game_app
    from goblinkit.assistant.gobz_heroes.game import GobzHeroes

    save = tmp_path / "z.json"
    new(app, runner, "gobz", save, "--crew", "nagga,mog,zapgit,grubnik", "--seed", "3")
    recorder = Recorder(monkeypatch)
    out = recorder.play(Ender(GobzHeroes, save, inputs=4), game_app, "gobz")
    check(recorder, out)
    assert recorder.commands and any(len(c.steps) > 1 for c in recorder.commands)


def test_gvz_last_stand(app, runner, tmp_path, monkeypatch):
    from goblinkit.assistant.goblins_vs_zombies.cli import app as game_app
    from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies

    save = tmp_path / "v.json"
    new(app, runner, "gvz", save, "--seed", "9")
    recorder = Recorder(monkeypatch)
    out = recorder.play(ShortLastStand(GoblinsVsZombies, save, turns=8), game_app, "gvz")
    assert check(recorder, out) >= 1


def test_gobbledygook_night_watch(app, runner, tmp_path, monkeypatch):
    from goblinkit.assistant.gobbledygook.cli import app as game_app
    from goblinkit.assistant.gobbledygook.game import GobbledyGook
    from tests.assistant.gg.helpers import BROOD

    brood = tmp_path / "muck.yaml"
    brood.write_text(json.dumps(BROOD))
    save = tmp_path / "gg.json"
    new(app, runner, "gg", save, "--scenario", "night-watch", "--brood", str(brood), "--seed", "3")
    recorder = Recorder(monkeypatch)
    out = recorder.play(NightWatchPlayer(GobbledyGook, save, rounds=2), game_app, "gg")
    check(recorder, out)
    assert recorder.commands


def test_a_physical_die_is_asked_after_what_the_step_said_before_it(app, runner, tmp_path):
    """Goblout `draw --dice ask`: what you discarded and drew comes first, then the die is asked."""
    from goblinkit.assistant.goblout.cli import app as game_app
    from goblinkit.assistant.goblout.game import Goblout
    from tests.assistant.guided_players import PipePlayer

    class Typist(PipePlayer):
        lines = ["draw warrior --dice ask", "4", "quit"]

        def decide(self, message: str, words: list[str]) -> str:
            return self.lines.pop(0)

    save = tmp_path / "d.json"
    new(app, runner, "goblout", save, "--bots", "2", "--seed", "11", "--first", "you")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        Typist(Goblout, save).run(game_app, "goblout")
    assert ("goblout> draw warrior --dice ask\nYou discard Warrior.\nYou draw 1 card: Brute.\n"
            "Roll 1 die (d6) for you: phase 2 and type them> 4\nYou roll 4 (white).\n") in out.getvalue()
