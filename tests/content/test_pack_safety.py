"""A content pack is a stranger's folder: it may not reach outside itself, hang the loader, eat
memory, or be half ignored without a word."""

from __future__ import annotations

import os
import sys

import pytest

from goblinkit.content import load_all, load_game
from goblinkit.content.errors import ContentErrors
from goblinkit.content.fonts import FONT_DIR

GAME = "id: demo2\nname: Demo Two\n"
CARDS = ("component: deck\nname: Deck\nkind: card\nitems:\n"
         "  - id: slingshot\n    name: Slingshot\n    count: 4\n    origin: rulebook\n")


def pack(tmp_path, game_yaml: str = GAME, cards: str | None = CARDS):  # noqa: ANN201
    folder = tmp_path / "pack" / "demo2"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(game_yaml)
    if cards is not None:
        (folder / "cards.yaml").write_text(cards)
    return folder


def messages(call) -> list[str]:  # noqa: ANN001
    with pytest.raises(ContentErrors) as caught:
        call()
    return [str(e) for e in caught.value.errors]


@pytest.fixture
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_a_cards_file_linked_to_outside_the_pack_is_not_read(in_tmp):
    secret = in_tmp / "secret.yaml"
    secret.write_text(CARDS.replace("Slingshot", "Outside Text"))
    folder = pack(in_tmp, cards=None)
    (folder / "cards.yaml").symlink_to(secret)
    assert messages(lambda: load_game("demo2", "pack")) == [
        "pack/demo2/cards.yaml:1:1: file is a link to outside the content pack; not read"]


def test_a_game_folder_linked_to_outside_the_pack_is_not_read(in_tmp):
    outside = in_tmp / "elsewhere" / "demo2"
    outside.mkdir(parents=True)
    (outside / "game.yaml").write_text(GAME)
    (outside / "cards.yaml").write_text(CARDS)
    (in_tmp / "pack").mkdir()
    (in_tmp / "pack" / "demo2").symlink_to(outside)
    assert messages(lambda: load_game("demo2", "pack"))[0] == (
        "pack/demo2:1:1: folder is a link to outside the content pack; not read")


def test_a_link_inside_the_pack_is_fine(in_tmp):
    folder = pack(in_tmp, cards=None)
    (folder / "real.yaml").write_text(CARDS)
    (folder / "more").mkdir()
    (folder / "more" / "x.yaml").symlink_to(folder / "real.yaml")
    assert load_game("demo2", "pack").components["deck"].copies() == 4


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_is_refused_not_waited_on(in_tmp):
    folder = pack(in_tmp, cards=None)
    os.mkfifo(folder / "cards.yaml")
    assert messages(lambda: load_game("demo2", "pack")) == [
        "pack/demo2/cards.yaml:1:1: not a regular file (only plain files are read)"]


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_dev_zero_is_refused(in_tmp):
    folder = pack(in_tmp, cards=None)
    (folder / "cards.yaml").symlink_to("/dev/zero")
    assert messages(lambda: load_game("demo2", "pack")) == [
        "pack/demo2/cards.yaml:1:1: file is a link to outside the content pack; not read"]


def test_a_huge_file_is_refused_unread(in_tmp):
    folder = pack(in_tmp)
    (folder / "big.yaml").write_text("# " + "x" * 1_100_000 + "\n")
    assert messages(lambda: load_game("demo2", "pack")) == [
        "pack/demo2/big.yaml:1:1: file is 1,100,003 bytes; the limit is 1,000,000"]


def test_a_huge_pack_is_refused(in_tmp):
    folder = pack(in_tmp)
    for i in range(9):
        (folder / f"big{i}.yaml").write_text("# " + "x" * 990_000 + "\n")
    problems = messages(lambda: load_game("demo2", "pack"))
    assert problems[-1].endswith("the game's YAML files add up to more than 8,000,000 bytes; not read")


def test_folders_that_would_be_ignored_are_reported(in_tmp):
    pack(in_tmp)
    root = in_tmp / "pack"
    (root / "goblins-vs-zombies").mkdir()
    (root / "goblins-vs-zombies" / "goblins.yaml").write_text(CARDS)
    (root / "my-game").mkdir()
    (root / "my-game" / "cards.yaml").write_text(CARDS)
    (root / "mine").mkdir()
    (root / "mine" / "cards.yaml").write_text(CARDS)
    (root / "stray.yaml").write_text(CARDS)
    (root / "demo2" / "extra.yml").write_text(CARDS)
    assert messages(lambda: load_all("pack")) == [
        "pack/demo2/extra.yml:1:1: not read: content files end in .yaml",
        "pack/goblins-vs-zombies:1:1: folder not read: game folders are spelt with underscores "
        "('goblins_vs_zombies')",
        "pack/mine:1:1: folder not read: it is no known game and has no game.yaml (games: demo2, "
        "globbo, gobbledygook, goblins_vs_zombies, goblout, gobz_heroes)",
        "pack/my-game:1:1: folder not read: game folders are spelt with underscores ('my_game')",
        "pack/stray.yaml:1:1: file not read: content files go in a game's folder (such as goblins_vs_zombies/)",
    ]


@pytest.mark.parametrize("name,data,problem", [
    ("junk.ttf", b"this is not a font at all" * 10, "no TrueType header"),
    ("short.ttf", b"\x00\x01", "file too short"),
    ("cut.ttf", (FONT_DIR / "DejaVuSans.ttf").read_bytes()[:20_000], "runs past the end of the file (truncated?)"),
    ("cff.ttf", b"OTTO" + bytes(200), "an OpenType font with PostScript outlines (CFF)"),
])
def test_a_junk_font_is_refused_where_it_is_named(in_tmp, name, data, problem):
    folder = pack(in_tmp, game_yaml=GAME + f"style:\n  title_font: {name}\n")
    (folder / name).write_bytes(data)
    [message] = messages(lambda: load_game("demo2", "pack"))
    assert message.startswith(f"pack/demo2/game.yaml:4:15: game 'demo2': style.title_font: font '{name}': "
                              "not a usable TrueType font: ") and problem in message


def test_a_build_counts_its_pages_before_printing(in_tmp, app, runner):
    items = "".join(f"  - {{id: c{i}, name: C, count: 500, origin: designed}}\n" for i in range(20))
    pack(in_tmp, cards="component: deck\nname: Deck\nkind: card\nitems:\n" + items)
    result = runner.invoke(app, ["pnp", "build", "demo2", "--content", "pack", "--out", str(in_tmp / "out")])
    assert result.exit_code == 1
    assert result.stderr == ("pack/demo2/cards.yaml:1:12: component 'deck': the build would print more than 1000 "
                             "pages (deck: 1112); lower the counts\nError: 1 problem in the content\n")
    assert not (in_tmp / "out" / "demo2").exists()


@pytest.mark.parametrize("args", [["calibrate", "--back-offset-x", "nan"], ["build", "calibration", "--back-offset-y",
                                                                             "nan"], ["build", "--bleed", "inf"]])
def test_nan_offsets_are_refused(args, app, runner, tmp_path):
    result = runner.invoke(app, ["pnp", *args, "--out", str(tmp_path)])
    assert result.exit_code == 1 and result.stderr.startswith("Error: --")
    assert "expected a number of millimetres" in result.stderr
    assert not list(tmp_path.iterdir())


def test_content_validate_reports_unread_folders_and_exits_1(in_tmp, app, runner):
    pack(in_tmp)
    (in_tmp / "pack" / "goblins-vs-zombies").mkdir()
    (in_tmp / "pack" / "goblins-vs-zombies" / "goblins.yaml").write_text(CARDS)
    result = runner.invoke(app, ["content", "validate", "--content", "pack"])
    assert result.exit_code == 1 and "Content is valid" not in result.output
    assert "folder not read" in result.stderr


if sys.platform == "win32":  # pragma: no cover
    pytestmark = pytest.mark.skip("POSIX file types")


def test_a_game_that_builds_nothing_says_so(in_tmp, app, runner):
    pack(in_tmp, cards=None)
    result = runner.invoke(app, ["pnp", "build", "demo2", "--content", "pack", "--out", str(in_tmp / "out")])
    assert result.exit_code == 0
    assert result.output == ("demo2: nothing to print (none of its components has a print recipe)\n"
                             f"Built 0 files into {in_tmp / 'out'}.\n")


def test_a_hyphenated_folder_with_its_own_game_yaml_is_reported_not_a_crash(in_tmp):
    pack(in_tmp)
    (in_tmp / "pack" / "my-game").mkdir()
    (in_tmp / "pack" / "my-game" / "game.yaml").write_text("id: my-game\nname: Mine\n")
    assert messages(lambda: load_all("pack")) == [
        "pack/my-game:1:1: folder not read: game folders are spelt with underscores ('my_game')"]


def test_the_cache_fingerprint_reads_nothing_outside_the_pack(in_tmp):
    from goblinkit.content.stamps import folder_stamp

    folder = pack(in_tmp)
    outside = in_tmp / "outside.yaml"
    outside.write_text("outside_marker_key: 1\n")
    (folder / "style.yaml").symlink_to(outside)
    (folder / "elsewhere").symlink_to(in_tmp, target_is_directory=True)  # a link to a folder above the pack
    before = folder_stamp(in_tmp / "pack")
    outside.write_text("outside_marker_key: 2, and longer\n")
    assert folder_stamp(in_tmp / "pack") == before  # neither hashed through the link nor walked into


def test_a_stray_link_to_outside_the_pack_is_reported_not_listed(in_tmp):
    pack(in_tmp)
    (in_tmp / "elsewhere").mkdir()
    (in_tmp / "elsewhere" / "cards.yaml").write_text(CARDS)
    (in_tmp / "pack" / "more").symlink_to(in_tmp / "elsewhere", target_is_directory=True)
    assert messages(lambda: load_all("pack")) == ["pack/more:1:1: a link to outside the content pack; not read"]
