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
    assert result.stderr == ("pack/demo/cards.yaml:30:5: card 'bomb': text does not fit its 52.3 x 39.9 mm box even "
                             "at 6.5 pt (1709 characters); shorten it\nError: 1 problem in the content\n")
    assert not (tmp_path / "out").exists()  # nothing half-built
