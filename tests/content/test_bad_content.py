"""Every malformed file is refused with an exact, located message, through the library and the CLI."""

from __future__ import annotations

import pytest

from goblinkit.content import load_game
from goblinkit.content.errors import ContentErrors
from tests.content.bad_cases import CASES, GAME


def write_pack(root, cards_text: str) -> None:
    game = root / "pack" / "demo2"
    game.mkdir(parents=True)
    (game / "game.yaml").write_text(GAME, encoding="utf-8")
    (game / "cards.yaml").write_text(cards_text, encoding="utf-8")


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_file_gives_exact_message(case, tmp_path, monkeypatch):
    text, expected = CASES[case]
    monkeypatch.chdir(tmp_path)
    write_pack(tmp_path, text)
    with pytest.raises(ContentErrors) as caught:
        load_game("demo2", "pack")
    assert str(caught.value) == expected


def test_at_least_fifteen_cases():
    assert len(CASES) >= 15


def test_cli_prints_every_problem_and_exits_1(app, runner, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write_pack(tmp_path, CASES["wrong-type"][0] + "    family: black\n")
    result = runner.invoke(app, ["content", "validate", "--content", "pack"])
    assert result.exit_code == 1
    assert result.stderr == (
        "pack/demo2/cards.yaml:9:11: card 'slingshot': cost: expected an integer >= 0, got 'two'\n"
        "Error: 1 problem in the content\n")
    assert "Traceback" not in result.output


def test_not_utf8(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write_pack(tmp_path, "")
    (tmp_path / "pack" / "demo2" / "cards.yaml").write_bytes(b"name: caf\xe9\n")
    with pytest.raises(ContentErrors) as caught:
        load_game("demo2", "pack")
    assert str(caught.value) == "pack/demo2/cards.yaml:1:1: not UTF-8 text (invalid continuation byte at byte 9)"


def test_game_yaml_id_must_match_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write_pack(tmp_path, CASES["wrong-type"][0].replace("    cost: two\n", ""))
    (tmp_path / "pack" / "demo2" / "game.yaml").write_text("id: other\nname: X\n")
    with pytest.raises(ContentErrors) as caught:
        load_game("demo2", "pack")
    assert str(caught.value) == ("pack/demo2/game.yaml:1:5: game 'other': id: expected 'demo2' "
                                 "(the folder's name), got 'other'")


def test_missing_game_yaml(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write_pack(tmp_path, CASES["wrong-type"][0].replace("    cost: two\n", ""))
    (tmp_path / "pack" / "demo2" / "game.yaml").unlink()
    with pytest.raises(ContentErrors) as caught:
        load_game("demo2", "pack")
    assert str(caught.value) == "pack/demo2/game.yaml:1:1: missing file: every game folder needs a game.yaml"


def test_unknown_font_in_style(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write_pack(tmp_path, CASES["wrong-type"][0].replace("    cost: two\n", ""))
    (tmp_path / "pack" / "demo2" / "game.yaml").write_text(GAME + "style:\n  body_font: comic-sans\n")
    with pytest.raises(ContentErrors) as caught:
        load_game("demo2", "pack")
    assert str(caught.value) == (
        "pack/demo2/game.yaml:4:14: game 'demo2': style.body_font: unknown font 'comic-sans' (built-in: "
        "dejavu-sans, dejavu-sans-bold, dejavu-sans-condensed, dejavu-sans-condensed-bold, lilita-one, "
        "pirata-one, creepster, fredoka, alfa-slab-one, fira-sans-condensed, fira-sans-condensed-bold; "
        "or a .ttf file inside the content folder)")


def test_pack_that_is_not_a_folder(app, runner, tmp_path):
    result = runner.invoke(app, ["content", "validate", "--content", str(tmp_path / "nope")])
    assert result.exit_code == 1
    assert result.stderr == f"Error: content pack '{tmp_path / 'nope'}' is not a folder\n"
