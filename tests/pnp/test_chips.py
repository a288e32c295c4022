"""Keywords in braces print as chips and `:icon-name:` as an inline icon (issue 36): no brace reaches the
text layer of any game's built files, and the shared wrapper measures chips and icons as they print."""

from __future__ import annotations

import subprocess

import pytest

from goblinkit.pnp.build import build
from goblinkit.pnp.drawers.face_fit import Section, wrap_sections
from goblinkit.pnp.drawers.inline import Run, segments, words
from goblinkit.pnp.fonts import BODY, BODY_BOLD, width
from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.textfit import TextFitError

GAMES = ["globbo", "gobbledygook", "goblins-vs-zombies", "goblout", "gobz-heroes"]


@pytest.fixture(scope="module")
def texts(tmp_path_factory):
    out = tmp_path_factory.mktemp("chips")
    built = build(GAMES, PrintOptions(), out)
    return {f"{b.game}/{b.component}": subprocess.run(["pdftotext", "-layout", str(b.path), "-"], check=True,
                                                       capture_output=True, text=True).stdout for b in built}


def test_no_brace_in_any_text_layer_of_any_game(texts):
    assert len(texts) >= 20
    assert {name for name, text in texts.items() if "{" in text or "}" in text} == set()


def test_zombie_actions_print_as_their_words(texts):
    zombies = texts["goblins-vs-zombies/zombie-deck"]
    assert "Graveyard/Trees: MOVE" in zombies
    assert "AMBUSH +" in zombies and "FLIP / ENTER" in zombies  # the chain may wrap after its "+"


def test_a_chip_is_one_word_and_a_plus_splits_it_in_two():
    assert words("Village: {AMBUSH + MOVE} / {MOVE}.") == ["Village:", "{AMBUSH + MOVE}", "/", "{MOVE}."]
    assert segments("{AMBUSH + MOVE}", False) == [Run("AMBUSH", False, "chip"), Run("+", False),
                                                  Run("MOVE", False, "chip")]
    assert segments("{MOVE}.", True) == [Run("MOVE", True, "chip"), Run(".", True)]
    assert segments("take:anvil:", False) == [Run("take", False), Run("anvil", False, "icon")]


def test_an_unknown_inline_icon_is_an_error_naming_it():
    with pytest.raises(TextFitError, match="unknown icon ':no-such-icon:'"):
        segments(":no-such-icon:", False)


def test_a_chip_is_measured_wider_than_its_words():
    lines = wrap_sections((Section("{MOVE} then :anvil: rest"),), 9, 500, BODY, BODY_BOLD)
    assert lines is not None and [r.kind for r in lines[0]] == ["chip", "text", "icon", "text"]
    assert lines[0][1].text == " then " and lines[0][3].text == " rest"
    plain = width("MOVE then", BODY, 9) + 0.5  # room for the words, not for the chip's pill around MOVE
    assert len(wrap_sections((Section("MOVE then"),), 9, plain, BODY, BODY_BOLD) or []) == 1
    assert len(wrap_sections((Section("{MOVE} then"),), 9, plain, BODY, BODY_BOLD) or []) == 2


def test_a_player_sheet_bullet_sets_chips_and_icons_too(tmp_path):
    from reportlab.pdfgen.canvas import Canvas

    from goblinkit.pnp.drawers.blocks import Bullets

    block = Bullets("Actions", lines=["Each Zombie: {AMBUSH + MOVE}, then :anvil: (2 dice)!"])
    path = tmp_path / "bullet.pdf"
    c = Canvas(str(path))
    block.draw(c, 50, 700, 300, 9)
    c.save()
    text = subprocess.run(["pdftotext", str(path), "-"], check=True, capture_output=True, text=True).stdout
    assert "AMBUSH" in text and "MOVE" in text and "{" not in text and ":anvil:" not in text


@pytest.fixture(autouse=False)
def faces():
    from goblinkit.pnp.fonts import font

    return font(BODY), font(BODY_BOLD)


def _plain(line: list[Run]) -> str:
    return "".join(f"[{r.text}]" if r.kind == "chip" else r.text for r in line)


def test_a_chain_of_chips_wraps_after_its_plus_not_as_one_block(faces):
    """A chain too long for the rest of its line breaks after a "+", between chips; one wider than the
    whole box no longer fails the card (it used to force the deck's size down or out)."""
    chain = (Section("{BACKUP (1 on each Field) + MOVE + FLEE}", "Trees:"),)
    box = width("Trees: BACKUP (1 on each Field) +", BODY_BOLD, 9) + 12
    lines = wrap_sections(chain, 9, box, BODY, BODY_BOLD)
    assert [_plain(line) for line in lines or []] == ["Trees: [BACKUP (1 on each Field)]+", "[MOVE]+[FLEE]"]
    assert wrap_sections(chain, 9, width("BACKUP (1 on each Field)", BODY_BOLD, 9) + 12, BODY, BODY_BOLD)


def test_two_rows_of_chips_stand_apart_and_words_keep_their_leading():
    """From a row of chips to the next row of chips is 1.36 em (the pills, 1.02 em tall, a third of an em
    apart); words under chips, or chips under words, keep 1.2 em."""
    from goblinkit.pnp.drawers.inline import line_advance

    chips, words_only = [Run("MOVE", False, "chip")], [Run("Village:", True)]
    assert line_advance(chips, chips, 10) == pytest.approx(13.6)
    assert line_advance(chips, words_only, 10) == line_advance(words_only, chips, 10) == pytest.approx(12)


def test_widows_avoid_ends_a_paragraph_on_two_words_and_a_slash_never_starts_a_line(faces):
    text = (Section("Destroy Victor: the Goblin Player wins."),)
    box = width("Destroy Victor: the Goblin Player", BODY, 9) + 1
    assert [_plain(line) for line in wrap_sections(text, 9, box, BODY, BODY_BOLD) or []] == [
        "Destroy Victor: the Goblin Player", "wins."]  # allowed: the default, every other game's decks
    assert [_plain(line) for line in wrap_sections(text, 9, box, BODY, BODY_BOLD, "avoid") or []] == [
        "Destroy Victor: the Goblin", "Player wins."]
    chain = (Section("{DESTROY WALL} / {MOVE}", "Graveyard/Trees:"),)
    narrow = width("Graveyard/Trees: DESTROY WALL /", BODY_BOLD, 9) + 14
    assert [_plain(line) for line in wrap_sections(chain, 9, narrow, BODY, BODY_BOLD, "avoid") or []] == [
        "Graveyard/Trees:", "[DESTROY WALL] / [MOVE]"]
