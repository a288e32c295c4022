"""Story before question on the phone: when the page shows a question, every line of the story told
before it is shown above it. For a question met mid-step in each game, the page's reply (the saved steps'
story, then the question's `happened`, drawn above the question) holds every line the guided turn at a
terminal shows before the same question, in the same order: the player's own step, the bots' steps
before theirs (Goblout's Bot 1 turn before "Block?"), what the step has said so far."""

from __future__ import annotations

from goblinkit.assistant.core.games import GAMES

import io
import shlex
import shutil
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from goblinkit.assistant.terminal.guided import GuidedTurn
from goblinkit.assistant.terminal.prompting import ACTIVE, Prompter
from goblinkit.assistant.web.library import Library, version
from goblinkit.assistant.web.runner import run
from goblinkit.assistant.web.wording import spoken_lines

# each game: the commands to the moment (each question answered with its first option), then the command
# that asks mid-step
QUESTIONS = {
    "goblins-vs-zombies": (["play slingshot", "done"], "act g1"),
    "gobbledygook": ([], "reveal B3 --by snagtooth"),
    "globbo": ([], None),  # Globbo's own turn, then his fission question to the Kids
    "goblout": (["draw", "play", "draw", "draw"], "play"),  # the bots' turns (turn 4 ends by itself: No Die), then "Play a lightning card now?"
}


def played(ref, command: str) -> None:  # noqa: ANN001
    answers: list[str] = []
    while (out := run(ref, command, answers, version(ref.path))).status == "question":
        assert out.target == "command", out
        answers.append(out.question.options[0])
    assert out.status == "done", out


def terminal_before(path: Path, slug: str, app, game_class, command: str | None) -> list[str]:  # noqa: ANN001
    """What the guided turn prints before the first question of `command` (then quits it: nothing saved)."""
    out = io.StringIO()
    asked: list[str] = []

    def read(message: str, words: list[str]) -> str:
        asked.append(out.getvalue())
        raise EOFError

    prompter = Prompter(read, echo=lambda text="": print(text, file=out))
    turn = GuidedTurn(game_class, app, path, prompter, slug)
    token = ACTIVE.set(prompter)  # type: ignore[arg-type]
    try:
        with redirect_stdout(out):
            if command is not None:
                turn._run_command(shlex.split(command))
            if not asked:
                turn._step_automatic()
    finally:
        ACTIVE.reset(token)
    assert asked, "the terminal asked nothing"
    return asked[0].splitlines()


def in_order(wanted: list[str], shown: list[str]) -> list[str]:
    """The lines of `wanted` missing from `shown`, or shown out of order."""
    at, missing = 0, []
    for line in wanted:
        try:
            at = shown.index(line, at) + 1
        except ValueError:
            missing.append(line)
    return missing


@pytest.mark.parametrize("slug", list(QUESTIONS))
def test_the_page_shows_the_story_before_its_question(saves: Path, tmp_path: Path, slug: str) -> None:
    before, command = QUESTIONS[slug]
    ref = Library(saves).find(slug)
    for step in before:
        played(ref, step)
    copy = tmp_path / ref.path.name
    shutil.copy(ref.path, copy)
    page = run(ref, command, [], version(ref.path))
    assert page.status == "question", page
    shown = page.lines + page.question.happened  # the said box, then the answer box above its question
    terminal = terminal_before(copy, ref.slug, GAMES[ref.slug].app(), ref.game_class(), command)
    story, _ = spoken_lines([line for line in terminal if not line.startswith(("  1.", "  2.", "  -"))])
    story = [line for line in story if line.strip() and line.strip() != page.question.text.strip()]
    assert story, "the terminal told nothing before its question"
    assert in_order(story, shown) == [], f"{slug}: the page asks {page.question.text!r} before these lines"
