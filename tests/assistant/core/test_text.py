"""Terminal control codes typed by a user never come back out of the assistant."""

from __future__ import annotations

from goblinkit.assistant.core.text import clean


def test_clean_drops_control_characters_but_keeps_layout():
    assert clean("A\x1b[31mB\x07\x9b\x00") == "A[31mB"
    assert clean("line one\n\tline two") == "line one\n\tline two"


def test_a_player_name_with_escape_codes_is_printed_clean(app, runner, tmp_path):
    save = str(tmp_path / "g.json")
    result = runner.invoke(app, ["play", "gvz", "new", "--mode", "survival", "--players", "2", "--seed", "1",
                                 "--names", "Snag\x1b]0;pwned\x07tooth,Grub\x1b[2J", "--save", save])
    assert result.exit_code == 0, result.output
    assert "\x1b" not in result.output and "Snag]0;pwnedtooth" in result.output
    status = runner.invoke(app, ["play", "gvz", "status", "--save", save])
    assert "\x1b" not in status.output and "\x07" not in status.output


def test_an_error_echoing_typed_text_is_clean(app, runner, tmp_path):
    runner.invoke(app, ["play", "toy", "new", "--save", str(tmp_path / "t.json")])
    result = runner.invoke(app, ["play", "toy", "throw", "gob\x1b[2Jlin", "--save", str(tmp_path / "t.json")])
    assert result.exit_code == 1 and "\x1b" not in result.stderr and "gob[2Jlin" in result.stderr
