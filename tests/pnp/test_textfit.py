"""Text always fits: it wraps, shrinks to the floor, or fails naming the component."""

from __future__ import annotations

import pytest

from goblinkit.content.units import mm
from goblinkit.pnp.fonts import BODY, font, width
from goblinkit.pnp.textfit import MIN_SIZE, TextFitError, fit_line, fit_text

SHORT = "Deal 1 damage to a nearest Ground Zombie."


def test_short_text_keeps_the_largest_size():
    fitted = fit_text(SHORT, font(BODY), mm(50), mm(30), 9.5)
    assert fitted.size == 9.5
    assert all(width(line, font(BODY), fitted.size) <= mm(50) for line in fitted.lines)
    assert " ".join(fitted.lines) == SHORT


def test_long_text_shrinks_until_it_fits():
    text = " ".join([SHORT] * 6)
    fitted = fit_text(text, font(BODY), mm(50), mm(30), 9.5)
    assert MIN_SIZE <= fitted.size < 9.5
    assert fitted.height <= mm(30)
    assert all(width(line, font(BODY), fitted.size) <= mm(50) for line in fitted.lines)
    bigger = fitted.size + 0.25
    from goblinkit.pnp.textfit import wrap

    lines = wrap(text, font(BODY), bigger, mm(50))
    assert lines is None or len(lines) * bigger * 1.2 > mm(30)  # the next size up would not fit


def test_paragraph_breaks_are_kept():
    fitted = fit_text("First.\nSecond.", font(BODY), mm(50), mm(30), 9)
    assert fitted.lines == ["First.", "Second."]


def test_too_long_fails_instead_of_overflowing():
    with pytest.raises(TextFitError, match=r"does not fit its 50.0 x 10.0 mm box even at 6.5 pt"):
        fit_text(" ".join([SHORT] * 20), font(BODY), mm(50), mm(10), 9.5)


def test_a_word_wider_than_the_box_fails():
    with pytest.raises(TextFitError):
        fit_text("Supercalifragilisticexpialidocious" * 3, font(BODY), mm(20), mm(50), 9)


def test_title_line_shrinks():
    assert fit_line("Bomb", font(BODY), mm(40), 11) == 11
    assert fit_line("Ball & Chain of Endless Doom", font(BODY), mm(36), 11) < 11
    with pytest.raises(TextFitError):
        fit_line("An impossibly long goblin title that cannot fit", font(BODY), mm(10), 11)


def test_build_refuses_overflowing_card_text_with_its_location(app, runner, tmp_path, monkeypatch, demo_pack):
    import shutil

    pack = tmp_path / "pack"
    shutil.copytree(demo_pack, pack)
    cards = pack / "demo" / "cards.yaml"
    text = cards.read_text().replace('text: "Boom', 'text: "Boom').replace(
        'text: "Deal 3 damage to every Zombie in one Area of your Field."',
        'text: "' + " ".join(["Deal 3 damage to every Zombie in one Area of your Field."] * 30) + '"')
    cards.write_text(text)
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["pnp", "build", "demo", "--content", "pack", "--out", "out"])
    assert result.exit_code == 1
    assert result.stderr == ("pack/demo/cards.yaml:30:5: card 'bomb': text does not fit its 52.3 x 34.3 mm box even "
                             "at 7.5 pt (its deck's body.min) (1709 characters); shorten it\nError: 1 problem in the content\n")
    assert not (tmp_path / "out").exists()  # nothing half-built


def _same_line(page, first: str, second: str, anchor: int = 0) -> int:  # noqa: ANN001
    """How many anchor words (first if anchor is 0, else second) there are; each must have the other word
    beside it on its own line (before it for the second, after it for the first)."""
    words = page.extract_words()
    found = [w for w in words if w["text"] == (first, second)[anchor]]
    for word in found:
        if anchor == 0:
            pair = [w for w in words if w["text"] == second and 0 < w["x0"] - word["x1"] < 6]
        else:
            pair = [w for w in words if w["text"] == first and 0 < word["x0"] - w["x1"] < 6]
        assert any(abs(w["top"] - word["top"]) < 0.5 for w in pair), (first, second, word["top"])
    return len(found)


def test_a_number_keeps_its_word_on_the_printed_sheets(tmp_path):
    """Blips' "(2 dice)!" and "+1 die.", the Extras' "not 2." and "1 Yeast." never split across lines."""
    from goblinkit.pnp.build import build
    from goblinkit.pnp.options import PrintOptions
    from tests.pnp.measure import open_pdf

    built = {b.component: b for b in build(["gobbledygook", "globbo"], PrintOptions(), tmp_path)}
    with open_pdf(built["blips"].path) as pdf:
        assert sum(_same_line(page, "(2", "dice)!") for page in pdf.pages) > 0
        assert sum(_same_line(page, "+1", "die.") for page in pdf.pages) > 0
    with open_pdf(built["play-sheet"].path) as pdf:  # the Extras: the play sheet's back
        assert _same_line(pdf.pages[1], "not", "2.", anchor=1) == 1
        assert _same_line(pdf.pages[1], "1", "Yeast.", anchor=1) == 1


def test_numbers_are_grouped_with_their_words():
    from goblinkit.pnp.textfit import units

    assert units("roll (2 dice)! and +1 die. not 2. then 1 Yeast. draw 2, then 1-5".split()) == [
        ["roll"], ["(2", "dice)!"], ["and"], ["+1", "die."], ["not", "2."], ["then"], ["1", "Yeast."],
        ["draw", "2,"], ["then"], ["1-5"]]
    box = width("(2 dice)!", font(BODY), 8) + 1  # "aa (2" would fit on the first line: it is not split off
    assert fit_text("aa (2 dice)!", font(BODY), box, mm(30), 8, 8).lines == ["aa", "(2 dice)!"]
