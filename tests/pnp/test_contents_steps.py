"""The contents sheet's steps as a player reads them (issue 36, the print panel): each cutting step in the words
its own sheet uses, what else to have from game.yaml's `needs:`, the way to print without a duplex printer, and
a long step's wrapped rows hung under its text, not under its number."""

from __future__ import annotations

import re

import pytest

from goblinkit.content import load_game
from goblinkit.content.errors import ContentErrors
from goblinkit.pnp.build import checked_jobs
from goblinkit.pnp.contents import CUTS, cut, cut_kind, lines, render_contents
from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.style import style_for
from tests.pnp.measure import open_pdf

GAMES = ["globbo", "gobbledygook", "goblins-vs-zombies", "goblout", "gobz-heroes"]


def _job(game_id: str, component: str):  # noqa: ANN202
    return next(job for job in checked_jobs(game_id, None)[1] if job.component == component)


def test_goblouts_steps_read_exactly_so():
    game, jobs = checked_jobs("goblout", None)
    said = [line[1] for line in lines(game.meta.name, "goblout", jobs, PrintOptions(), tuple(game.meta.needs))
            if line[0] in ("note", "item")]
    assert said == [
        "You will also need: a craft knife and a steel ruler, glue for the dice nets and the tuck box.",
        "1. aid.pdf: 3 pages, single-sided, on card stock (250-300 g/m²)",
        "2. cards.pdf: 26 pages, double-sided, flip on the long edge, on card stock (250-300 g/m²)",
        "3. dice.pdf: 1 page, single-sided, on card stock (250-300 g/m²)",
        "4. tuck-boxes.pdf: 1 page, single-sided, on card stock (250-300 g/m²)",
        "5. teeth.pdf: 2 pages, double-sided, flip on the long edge, on heavy card (300+ g/m², or glue on 1.5 mm "
        "board)",
        "No duplex printer? Build with --gutterfold (goblin pnp build goblout --gutterfold): each front prints "
        "beside its back, to fold on the dashed line and glue before cutting.",
        "1. Player aids and card list, aid.pdf: cut each one on its own crop marks (the strips between are waste)",
        "2. Goblout cards, cards.pdf: cut the rows along the crop marks, then the columns (one cut between "
        "neighbours)",
        "3. Augury dice (nets to fold), dice.pdf: cut out each net on its solid outline, fold every dashed line, "
        "glue the tabs inside the die",
        "4. Goblin teeth, teeth.pdf: cut the sheet into strips along the crop marks, then each strip into chits "
        "(they butt: one cut between neighbours)",
        "5. Tuck boxes (one per deck), tuck-boxes.pdf: cut on the solid lines, fold on the dashed ones, glue the "
        "side flap"]


@pytest.mark.parametrize("game_id,component,kind", [
    ("goblout", "dice", "net"), ("gobz-heroes", "vp-gauges", "dial"), ("gobz-heroes", "tiles", "tile"),
    ("goblout", "aid", "apart"), ("globbo", "counters", "chits"), ("goblins-vs-zombies", "goblin-deck", "cards")])
def test_each_kind_of_sheet_is_cut_in_its_own_words(game_id, component, kind):
    job = _job(game_id, component)
    assert cut_kind(job) == kind and cut(job) == CUTS[kind]


def test_the_die_nets_step_says_what_the_nets_say():
    """The net prints "Cut: solid / Fold: dashed / Glue: tabs": its step says the same, no crop marks."""
    step = cut(_job("goblout", "dice"))
    assert "solid outline" in step and "dashed" in step and "glue the tabs" in step and "crop marks" not in step


def test_the_gutterfold_line_shows_only_where_it_helps():
    """Named for a duplex build of a game with double-sided sheets; not in a --gutterfold build, nor for a
    game whose sheets are all one-sided."""
    game, jobs = checked_jobs("goblout", None)

    def notes(opts: PrintOptions, chosen: list) -> list[str]:
        return [line[1] for line in lines(game.meta.name, "goblout", chosen, opts) if line[0] == "note"]

    assert any("--gutterfold" in note for note in notes(PrintOptions(), jobs))
    assert any("--gutterfold" in note for note in notes(PrintOptions(duplex="none"), jobs))
    assert not any("--gutterfold" in note for note in notes(PrintOptions(gutterfold=True), jobs))
    one_sided = [job for job in jobs if job.component in ("aid", "dice")]
    assert not any("--gutterfold" in note for note in notes(PrintOptions(), one_sided))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_says_what_else_to_have(game_id):
    game, jobs = checked_jobs(game_id, None)
    assert game.meta.needs, game_id
    said = lines(game.meta.name, game_id, jobs, PrintOptions(), tuple(game.meta.needs))
    assert ("note", f"You will also need: {', '.join(game.meta.needs)}.") in said


def test_a_wrapped_step_hangs_under_its_text(tmp_path):
    """Measured on the page: every wrapped row of a cutting step starts where the step's text starts (right of
    its number), for Goblout and for GvZ (whose steps wrap often)."""
    for game_id in ("goblout", "goblins-vs-zombies"):
        game, jobs = checked_jobs(game_id, None)
        path = tmp_path / f"{game_id}.pdf"
        render_contents(path, game.meta.name, game_id, jobs, PrintOptions(), style_for(game),
                        tuple(game.meta.needs))
        with open_pdf(path) as pdf:
            rows = pdf.pages[0].extract_text_lines()
        start = next(n for n, row in enumerate(rows) if row["text"].startswith("2. Cut, in this order"))
        end = next(n for n, row in enumerate(rows) if row["text"].startswith("3. Checklist"))
        text_x, wrapped = None, 0
        for row in rows[start + 1:end]:
            number = re.match(r"\d+\.", row["text"])
            if number:  # a step: its text starts at the first glyph after the number (and its space)
                glyphs = [ch for ch in row["chars"] if ch["text"].strip()]
                number_x, text_x = glyphs[0]["x0"], glyphs[len(number.group())]["x0"]
                assert text_x > number_x + 4
            else:
                wrapped += 1
                assert row["x0"] == pytest.approx(text_x, abs=0.2), (game_id, row["text"])
        assert wrapped >= 1, game_id


@pytest.mark.parametrize("value,message", [
    ("dice", "needs: expected a list, got 'dice'"),
    ("['']", "needs.0: expected non-empty text, got ''"),
    ("[3]", "needs.0: expected non-empty text, got 3"),
    ("[" + "x" * 61 + "]", "needs.0: too long: 61 characters (at most 60: a short phrase such as '3 six-sided dice')"),
])
def test_a_bad_needs_entry_is_refused_where_it_is_written(tmp_path, monkeypatch, value, message):
    monkeypatch.chdir(tmp_path)
    folder = tmp_path / "pack" / "demo2"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(f"id: demo2\nname: Demo Two\nneeds: {value}\n", encoding="utf-8")
    (folder / "cards.yaml").write_text("component: deck\nname: Deck\nkind: card\nitems:\n  - id: slingshot\n"
                                       "    name: Slingshot\n    count: 4\n    origin: rulebook\n", encoding="utf-8")
    with pytest.raises(ContentErrors) as caught:
        load_game("demo2", "pack")
    assert re.fullmatch(rf"pack/demo2/game\.yaml:3:\d+: game 'demo2': {re.escape(message)}", str(caught.value))
