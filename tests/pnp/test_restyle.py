"""Restyling from a content pack: a pack's <game>/style.yaml changes a game's look or one deck's
template without Python; every key is checked, and a misspelt one is an error at its file:line."""

from __future__ import annotations

from pathlib import Path

from goblinkit.content.errors import ContentErrors
from goblinkit.content.loader import load_game
from goblinkit.content.units import mm
from goblinkit.pnp.recipes import FaceDrawing, jobs_for
from goblinkit.pnp.style import style_for


def _pack(tmp_path: Path, text: str) -> Path:
    folder = tmp_path / "pack" / "goblout"
    folder.mkdir(parents=True)
    (folder / "style.yaml").write_text(text, encoding="utf-8")
    return tmp_path / "pack"


def _cards(game) -> list[FaceDrawing]:  # noqa: ANN001
    job = next(j for j in jobs_for(game, packed=False) if getattr(j, "component", "") == "cards")
    return list(dict.fromkeys(f.front for f in job.faces))


def test_the_built_in_style_is_read_from_style_yaml():
    style = style_for(load_game("goblout"))
    assert style.fonts.display == "lilita-one" and style.fonts.text == "fira-sans-condensed"
    assert style.back.lockup == "GOBLOUT" and style.surface.pattern == "parchment"


def test_a_pack_restyles_a_game_and_one_deck_template(tmp_path):
    before = _cards(load_game("goblout"))[0].layout
    pack = _pack(tmp_path, "fonts: {display: alfa-slab-one}\n"
                           "palette: {panel: \"#ffffff\"}\n"
                           "templates:\n  goblout-card: {art: {height: 20mm, max: 20mm}, body: {max: 11}}\n")
    game = load_game("goblout", pack)
    style = style_for(game)
    assert style.fonts.display == "alfa-slab-one" and style.panel == "#ffffff"
    assert style.fonts.text == "fira-sans-condensed"  # what the pack leaves alone stays the game's
    after = _cards(game)
    art = {round(d.layout.slots.art.h / mm(1), 2) for d in after}
    assert art == {20.0} and round(before.slots.art.h / mm(1), 2) == 37.5  # grown from 31 mm toward art.max (Peace in four lines)
    assert max(d.layout.text_size for d in after) == 11  # body.max, reached by the short cards
    assert min(d.layout.text_size for d in after) > min(d.layout.text_size for d in _cards(load_game("goblout")))
    assert {d.layout.fonts.display for d in after} == {"alfa-slab-one"}


def test_a_pack_may_point_a_deck_at_a_template_of_its_own(tmp_path):
    pack = _pack(tmp_path, "decks:\n  cards: {template: tall-text}\n"
                           "templates:\n  tall-text: {extends: text-card, text: {max_size: 9}}\n")
    cards = _cards(load_game("goblout", pack))
    assert {d.layout.slots.template.name for d in cards} == {"tall-text"}
    assert {round(d.layout.slots.art.h / mm(1), 2) for d in cards} == {12.0}  # text-card's, through extends


def test_unknown_keys_and_bad_values_are_errors_at_their_line(tmp_path):
    pack = _pack(tmp_path, "palette:\n  frame: \"#123456\"\n  colour: \"#000000\"\n"
                           "templates:\n  goblout-card:\n    art: {hieght: 20mm}\n    title: {size: big}\n")
    try:
        style_for(load_game("goblout", pack))
    except ContentErrors as exc:
        lines = [str(e) for e in exc.errors]
    else:
        raise AssertionError("a misspelt key was accepted")
    shown = str(pack / "goblout" / "style.yaml")
    assert any(line.startswith(f"{shown}:3:3: palette: unknown key 'colour'") for line in lines), lines
    assert any(line.startswith(f"{shown}:6:11: templates.goblout-card.art: unknown key 'hieght'") for line in lines), lines
    assert any(line.startswith(f"{shown}:7:19: templates.goblout-card.title.size: expected a type size in points "
                               "from 6.5 to 72, got 'big'") for line in lines), lines


def test_a_range_written_upside_down_is_an_error_at_its_line(tmp_path):
    from goblinkit.pnp.layout import checked_style  # what the build checks before it lays out a card

    pack = _pack(tmp_path, "templates:\n  goblout-card:\n    body: {min: 10, max: 8}\n    art: {height: 30mm, max: 20mm}\n")
    try:
        checked_style(load_game("goblout", pack))
    except ContentErrors as exc:
        lines = [str(e) for e in exc.errors]
    else:
        raise AssertionError("an upside-down range was accepted")
    shown = pack / "goblout" / "style.yaml"
    assert lines == [f"{shown}:3:17: templates.goblout-card.body.min: body.min (10 pt) is above body.max (8 pt)",
                     f"{shown}:4:30: templates.goblout-card.art.max: art.max (20 mm) is below art.height (30 mm)"]


def test_a_template_extending_an_unknown_one_names_it(tmp_path):
    pack = _pack(tmp_path, "decks:\n  cards: {template: mine}\ntemplates:\n  mine: {extends: pokr}\n")
    try:
        _cards(load_game("goblout", pack))
    except ContentErrors as exc:
        message = str(exc.errors[0])
    else:
        raise AssertionError("an unknown template was accepted")
    assert message.startswith(f"{pack / 'goblout' / 'style.yaml'}:4:19: templates.mine.extends: unknown template "
                              "'pokr'"), message


def test_the_build_reports_a_bad_style_key_and_exits_1(app, runner, tmp_path, monkeypatch):  # noqa: ANN001
    monkeypatch.chdir(tmp_path)
    _pack(tmp_path, "back: {motif: no-such-icon}\n")
    result = runner.invoke(app, ["pnp", "build", "goblout", "--content", "pack", "--out", "out"])
    assert result.exit_code == 1
    assert result.stderr == "pack/goblout/style.yaml:1:15: back.motif: unknown icon 'no-such-icon'\nError: 1 problem in the content\n"
    assert "Traceback" not in result.output + result.stderr


def test_a_deck_naming_an_unknown_template_is_an_error_at_its_line(tmp_path):
    pack = _pack(tmp_path, "decks:\n  cards: {template: mien}\n")
    try:
        _cards(load_game("goblout", pack))
    except ContentErrors as exc:
        message = str(exc.errors[0])
    else:
        raise AssertionError("an unknown template was accepted")
    assert message.startswith(f"{pack / 'goblout' / 'style.yaml'}:2:21: decks.cards.template: unknown template 'mien'")


def test_title_align_does_what_it_says(tmp_path):
    from goblinkit.pnp.drawers.face import title_left
    from goblinkit.pnp.layout import template

    pack = _pack(tmp_path, "templates:\n  goblout-card: {title: {align: centre}}\n")
    assert template(style_for(load_game("goblout", pack)), "cards").title_align == "centre"
    assert [title_left(align, beside) for align in ("auto", "left", "centre") for beside in (False, True)] == [
        False, True, True, True, False, False]
