"""Tab at the guided turn's prompt: the first word completes a command, the words after it the game's names
(issue 23: `play sl` offered the command `slow`, not the card `slingshot`)."""

from __future__ import annotations

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from goblinkit.assistant.terminal.prompting import Words, line_completer

WORDS = Words(["play", "done", "slow", "help", "quit"], ["slingshot", "Ghost Lantern", "g8"])


def offered(text: str) -> list[str]:
    found = line_completer(WORDS).get_completions(Document(text), CompleteEvent(completion_requested=True))
    return [c.text for c in found]


@pytest.mark.parametrize(("typed", "expected"), [
    ("sl", ["slow"]),  # a command first
    ("play sl", ["slingshot"]),  # a card after it
    ("PLAY SL", ["slingshot"]),  # any case
    ("play gh", ["Ghost Lantern"]),  # a name of two words
    ("play slingshot g", ["Ghost Lantern", "g8"]),
    ("  pl", ["play"]),
])
def test_tab_completes_commands_first_and_names_after(typed: str, expected: list[str]) -> None:
    assert offered(typed) == expected


def test_a_plain_word_list_completes_any_word_anywhere() -> None:
    found = line_completer(["play", "slingshot"]).get_completions(Document("play s"), CompleteEvent(True))
    assert [c.text for c in found] == ["slingshot"]


def test_the_checkout_launcher_completes_in_bash() -> None:
    """`./goblin` (the launcher in the checkout) completes as `goblin` does, once the shell has its completion
    (`./goblin --install-completion`, or `eval "$(./goblin --show-completion bash)"` for one shell)."""
    import shutil
    import subprocess
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    if not (root / ".venv" / "bin" / "goblin").exists() or shutil.which("bash") is None:
        pytest.skip("needs bash and the checkout's .venv")
    script = ('eval "$(./goblin --show-completion bash)"\n'
              "COMP_WORDS=(./goblin play gvz sta); COMP_CWORD=3; _goblin_completion ./goblin\n"
              'printf "%s\\n" "${COMPREPLY[@]}"\n')
    done = subprocess.run(["bash", "-c", script], cwd=root, capture_output=True, text=True, timeout=120)
    assert done.stdout.split() == ["status"], done.stderr
