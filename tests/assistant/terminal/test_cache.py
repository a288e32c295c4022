"""The caches answer only while what they were computed from is unchanged."""

from __future__ import annotations

import pytest

from goblinkit.assistant.terminal.cache import fast_reply, run_recorded
from goblinkit.content import load_game
from goblinkit.content.errors import ContentErrors

GAME = "id: demo2\nname: Demo Two\n"
CARDS = ("component: deck\nname: Deck\nkind: card\nitems:\n"
         "  - id: slingshot\n    name: Slingshot\n    count: {count}\n    origin: rulebook\n")


def test_validated_content_is_reused_until_a_file_changes(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    folder = tmp_path / "pack" / "demo2"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(GAME)
    (folder / "cards.yaml").write_text(CARDS.format(count=4))
    first = load_game("demo2", "pack")
    again = load_game("demo2", "pack")
    assert again.components["deck"].copies() == 4 and again is not first  # a copy each: no shared state
    (folder / "cards.yaml").write_text(CARDS.format(count=5))
    assert load_game("demo2", "pack").components["deck"].copies() == 5
    (folder / "cards.yaml").write_text(CARDS.format(count="five"))
    with pytest.raises(ContentErrors):  # errors are never cached, and never hidden by the cache
        load_game("demo2", "pack")
    with pytest.raises(ContentErrors):
        load_game("demo2", "pack")


def _goblin(app, argv: list[str]) -> int:  # noqa: ANN001
    try:
        run_recorded(argv, lambda: app(argv, prog_name="goblin"))
    except SystemExit as exc:
        return exc.code or 0
    return 0


def test_status_is_answered_from_the_cache_while_the_save_is_unchanged(app, runner, tmp_path, capsys):
    save = str(tmp_path / "t.json")
    assert _goblin(app, ["play", "toy", "new", "--seed", "3", "--save", save]) == 0
    status = ["play", "toy", "status", "--save", save]
    assert not fast_reply(status)
    capsys.readouterr()
    assert _goblin(app, status) == 0
    printed = capsys.readouterr().out
    assert printed.startswith("Scores: goblin1 0, goblin2 0.")
    assert fast_reply(status)
    assert capsys.readouterr().out == printed
    assert not fast_reply(status + ["--json"])  # another command line is another answer
    assert _goblin(app, ["play", "toy", "throw", "goblin2", "--save", save]) in (0, 1)
    with open(save, "a") as handle:
        handle.write(" ")  # any change to the save, even whitespace, misses
    assert not fast_reply(status)


def test_a_failed_command_is_not_recorded(app, tmp_path, capsys):
    status = ["play", "toy", "status", "--save", str(tmp_path / "none.json")]
    assert _goblin(app, status) == 1
    assert not fast_reply(status)


def test_an_edit_in_a_content_folder_read_misses(app, tmp_path, capsys):
    from goblinkit.content.stamps import FOLDERS_READ, note_folder

    pack = tmp_path / "pack"
    pack.mkdir()
    (pack / "cards.yaml").write_text("a: 1\n")
    save = str(tmp_path / "t.json")
    _goblin(app, ["play", "toy", "new", "--seed", "3", "--save", save])
    status = ["play", "toy", "status", "--save", save]
    note_folder(pack)  # as the loader does for every folder it reads
    try:
        assert _goblin(app, status) == 0 and fast_reply(status)
        (pack / "cards.yaml").write_text("a: 2\n")
        assert not fast_reply(status)
    finally:
        FOLDERS_READ.discard(str(pack))
