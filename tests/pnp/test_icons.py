"""Vendored icons: names checked, path data parsed exactly (arcs, compact flags), drawn once per PDF."""

from __future__ import annotations

import pytest

from goblinkit.content.icons import available, check_icon, icon_path
from goblinkit.pnp.svgpath import PathError, parse


def test_relative_commands_become_absolute():
    assert parse("m10 20h5v5l-5 0z") == [("M", 10, 20), ("L", 15, 20), ("L", 15, 25), ("L", 10, 25), ("Z",)]


def test_implicit_lineto_after_moveto_and_smooth_curve_reflects_control():
    ops = parse("M0 0 10 0C10 10 20 10 20 0S30 -10 30 0")
    assert ops[1] == ("L", 10, 0)
    assert ops[3] == ("C", 20, -10, 30, -10, 30, 0)  # first control mirrors (20, 10) about (20, 0)


def test_arc_flags_without_separators_and_half_circle_endpoints():
    ops = parse("M0 0a10 10 0 1020 0")  # large-arc 1, sweep 0, then the end point 20 0
    assert ops[0] == ("M", 0, 0)
    assert all(op[0] == "C" for op in ops[1:]) and len(ops) == 3
    assert ops[-1][-2:] == (20, 0)
    mid = ops[1][-2:]  # a half circle of radius 10 about (10, 0): the first quarter ends 10 away
    assert mid[0] == pytest.approx(10) and abs(mid[1]) == pytest.approx(10)


def test_quadratic_becomes_cubic_with_two_thirds_controls():
    assert parse("M0 0Q30 30 60 0") == [("M", 0, 0), ("C", 20, 20, 40, 20, 60, 0)]


def test_bad_path_data_is_refused():
    with pytest.raises(PathError):
        parse("M0 0 L 5")
    with pytest.raises(PathError):
        parse("10 10")


def test_every_vendored_icon_parses_and_unknown_names_are_refused():
    assert available()
    for name in available():
        assert parse(icon_path(name))[0][0] == "M"
    with pytest.raises(ValueError, match="unknown icon 'goblin-haed'.*goblin-head"):
        check_icon("goblin-haed")


def test_an_icon_is_stored_once_however_often_it_is_drawn(tmp_path):
    from reportlab.pdfgen.canvas import Canvas

    from goblinkit.pnp.drawers.icon import draw_icon

    name = sorted(available())[0]
    c = Canvas(str(tmp_path / "i.pdf"))
    for i in range(20):
        draw_icon(c, name, 10 + i * 20, 100, 18, "#aa0000" if i % 2 else "#0000aa")
    c.save()
    data = (tmp_path / "i.pdf").read_bytes()
    assert data.count(b"/Subtype /Form") == 1


def test_the_fast_tokenizer_reads_every_icon_as_the_character_scanner_does():
    from goblinkit.pnp.svgpath import _fast_tokens, _tokens

    samples = [icon_path(name) for name in sorted(available())] + [
        "M0 0a5 5 0 011 1z",  # flags written together: 0, 1, then x = 1
        "M0 0A5 5 0 1.5 0 10 10",  # a flag 1 then .5: the scanner's reading
        "M0 0a5 5 0 1 0 10 10 1 1 0 0 1 2 2", "m1-2l.5.5h3v-4c1 2 3 4 5 6s1 2 3 4q1 2 3 4t5 6z"]
    for d in samples:
        assert _fast_tokens(d) == list(_tokens(d)), d[:60]
    assert parse("M0 0a5 5 0 011 1z")[-2][-2:] == (1.0, 1.0)
