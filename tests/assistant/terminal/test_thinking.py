"""A bot that thinks for more than a second at a terminal says so on stderr (thinking.py), nowhere else;
Ctrl-C stops it at once: exit 130, the save unchanged."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from goblinkit.assistant.terminal import thinking
from goblinkit.assistant.core.skill import thinks

GOBLIN = Path(sys.executable).with_name("goblin")


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_wait_over_a_second_shows_who_thinks_then_goes(monkeypatch):
    monkeypatch.setattr(sys, "argv", ["goblin", "play", "globbo", "ai"])
    monkeypatch.setattr(thinking, "DELAY", 0.2)
    screen = Terminal()
    with thinking.while_thinking("Globbo", 10, screen):
        time.sleep(0.6)
    assert "Globbo is thinking… 0 s (10 s a turn)" in screen.getvalue()
    quick = Terminal()
    with thinking.while_thinking("Globbo", 10, quick):
        pass  # done before the delay: not a word
    assert quick.getvalue() == ""


@pytest.mark.parametrize("argv, screen", [(["goblin", "play", "globbo", "ai"], io.StringIO()),
                                          (["goblin", "play", "globbo", "ai", "--json"], Terminal())])
def test_nothing_when_not_a_terminal_or_under_json(monkeypatch, argv, screen):
    monkeypatch.setattr(sys, "argv", argv)
    monkeypatch.setattr(thinking, "DELAY", 0.05)
    with thinking.while_thinking("Globbo", 10, screen):
        time.sleep(0.3)
    assert screen.getvalue() == ""


def test_a_question_takes_the_line_down(monkeypatch):
    monkeypatch.setattr(sys, "argv", ["goblin"])
    monkeypatch.setattr(thinking, "DELAY", 0.05)
    screen = Terminal()
    with thinking.while_thinking("Kids", None, screen):
        time.sleep(0.3)
        thinking.pause()
        shown = screen.getvalue()
        time.sleep(0.3)
        assert screen.getvalue() == shown  # nothing written over the question after the pause
    assert "Kids are thinking" not in shown and "Kids is thinking… 0 s" in shown


def test_who_and_how_long():
    assert thinking.who_plays({"type": "ai", "side": "globbo"}) == "Globbo"
    assert thinking.who_plays({"type": "end", "player": "Red"}) == "Red"
    assert thinking.who_plays({"type": "zombies"}) == "The assistant"
    assert thinks({"skill": "hard", "think": 4}) == 4.0 and thinks({"skill": {"bot1": "hard"}}) == 1.0
    assert thinks({"skill": "normal", "think": 4}) is None and thinks({}) is None


@pytest.mark.skipif(not GOBLIN.exists(), reason="the goblin console script is not installed")
def test_ctrl_c_stops_a_thinking_bot_at_once_and_saves_nothing(tmp_path):
    pexpect = pytest.importorskip("pexpect")
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg"), "TERM": "xterm", "NO_COLOR": "1"}
    save = tmp_path / "globbo.json"
    subprocess.run([str(GOBLIN), "play", "globbo", "new", "--play", "kids", "--skill", "hard", "--think", "30",
                    "--seed", "3", "--save", str(save)], env=env, check=True, capture_output=True)
    before = save.read_bytes()
    child = pexpect.spawn(str(GOBLIN), ["play", "globbo", "ai", "--save", str(save)], env=env, encoding="utf-8",
                          timeout=60, dimensions=(40, 160))
    try:
        child.expect_exact("Globbo is thinking… 1 s (30 s a turn)")
        child.sendintr()
        started = time.monotonic()
        child.expect(pexpect.EOF)
        stopped = time.monotonic() - started
    finally:
        child.close()
    assert child.exitstatus == 130
    assert stopped < 5  # at once, not at the end of a 30 s decision
    assert save.read_bytes() == before
