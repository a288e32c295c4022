"""GobbledyGook! looks published (issue 36, the print panel's last notes): the quick reference leads each
rule with its icon, the record sheet is grouped boxes with an icon beside every field name, and the
scenario cards are labelled blocks on a calm, light surface that fill the card and never overflow it."""

from __future__ import annotations

import io
import re

import pdfplumber
import pytest
from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.loader import load_game
from goblinkit.content.units import mm
from goblinkit.pnp.recipes import jobs_for


@pytest.fixture(scope="module")
def game():
    return load_game("gobbledygook", None)


@pytest.fixture(scope="module")
def jobs(game):
    return {job.component: job for job in jobs_for(game)}


def _icons(monkeypatch, module: str) -> list[tuple[str, float, float, float]]:
    """Every icon `module` draws from now on: (name, x, y, size)."""
    drawn: list[tuple[str, float, float, float]] = []
    monkeypatch.setattr(f"goblinkit.pnp.{module}.draw_icon",
                        lambda c, name, x, y, size, *a, **k: drawn.append((name, x, y, size)))
    return drawn


def _pdf(draw, w: float, h: float):  # noqa: ANN001, ANN202
    """A one-page PDF of `draw(canvas)`, opened for reading."""
    out = io.BytesIO()
    c = Canvas(out, pagesize=(w, h))
    draw(c)
    c.showPage()
    c.save()
    out.seek(0)
    return pdfplumber.open(out)


def test_every_rule_of_the_reference_is_led_by_its_icon(monkeypatch, game, jobs):
    """Each line written ":icon: words" has that icon drawn at its block's left (a gutter, not inline), large
    (1.7 ems of 8.5 pt or more), and the words hang beside it: no ":name:" ever reaches the page."""
    sheets = game.components["reference"].items
    drawn = _icons(monkeypatch, "drawers.aid")
    job = jobs["quick-reference"]
    texts = []
    for page in (1, 2):
        pdf = _pdf(lambda c, page=page: job.draw_page(c, mm(210), mm(297), page), mm(210), mm(297))
        texts.append(pdf.pages[0].extract_text())
    for sheet in sheets:
        for section in sheet.sections:
            led = [re.match(r"^:([a-z0-9-]+): ", line) for line in section.lines]
            assert all(led) or section.steps, (section.title, "a rule with no icon")
            wanted = [m.group(1) for m in led if m]
            got = [name for name, *_ in drawn if name in wanted]
            assert set(wanted) <= set(got), (section.title, set(wanted) - set(got))
    gutter = [(x, size) for name, x, _, size in drawn if size >= 1.7 * 8.5 - 0.01]
    assert len(gutter) >= sum(len(s.lines) for sheet in sheets for s in sheet.sections if not s.steps)
    assert len({round(x) for x, _ in gutter}) <= 4  # one gutter a column: two columns, two sides
    assert not any(re.search(r":[a-z]+(-[a-z]+)*:", text) for text in texts)


def test_the_record_sheet_is_grouped_boxes_with_icons_beside_the_field_names(monkeypatch, jobs):
    from goblinkit.pnp.games.gg_sheets import ICONS

    drawn = _icons(monkeypatch, "games.gg_sheets")
    job = jobs["record-sheet"]
    pdf = _pdf(lambda c: job.draw_page(c, mm(210), mm(297), 1), mm(210), mm(297))
    page = pdf.pages[0]
    words = page.extract_words(extra_attrs=["fontname", "size"])
    titles = " ".join(w["text"] for w in words if "Pirata" in w["fontname"])
    for group in ("Your Brood", "Creature types", "Creatures", "Upgrades taken", "Campaign log"):
        assert group in titles, group
    names = {name for name, *_ in drawn}
    assert set(ICONS.values()) <= names, set(ICONS.values()) - names  # every field name has its icon beside it
    for label, icon in (("CHARM", "mirror-mirror"), ("TIN", "take-my-money"), ("BRAG", "crown")):
        word = next(w for w in words if w["text"] == label)
        x, y = next((x, page.height - y) for name, x, y, _ in drawn if name == icon)
        assert word["x0"] - mm(4) < x < word["x0"] and abs(y - word["bottom"]) < mm(3), label  # just left of it
    greys = {tuple(round(v, 2) for v in ln["stroking_color"]) for ln in page.rects
             if isinstance(ln.get("stroking_color"), tuple) and len(ln["stroking_color"]) == 3 and ln["stroke"]}
    assert greys and all(min(g) > 0.5 for g in greys), greys  # light rules: pencil reads over them


def _sides(jobs):  # noqa: ANN001, ANN202
    from goblinkit.pnp.games.gg_scenarios import ScenarioSide

    return [fn for face in jobs["scenarios"].faces for fn in (face.front, face.back) if isinstance(fn, ScenarioSide)]


def test_scenario_cards_are_labelled_blocks_that_fill_the_card_and_stay_inside_it(jobs):
    from goblinkit.pnp.games.gg_scenarios import SAFE

    w, h = mm(95), mm(84)
    sides = _sides(jobs)
    assert len(sides) == 7
    for side in sides:
        pdf = _pdf(lambda c, side=side: side(c, w, h, 0.0, False), w, h)
        page = pdf.pages[0]
        chars = [ch for ch in page.chars if ch["text"].strip()]
        assert all(SAFE - 0.5 <= ch["x0"] and ch["x1"] <= w - SAFE + 0.5 and SAFE - 0.5 <= ch["top"]
                   and ch["bottom"] <= h - SAFE + 0.5 for ch in chars), side.title  # nothing overflows
        body = [ch for ch in chars if ch["top"] > mm(12)]
        assert min(ch["size"] for ch in body) >= 7.5 and side.size >= 9, side.title
        assert max(ch["bottom"] for ch in body) > h * 0.75, side.title  # no card a quarter empty
        text = page.extract_text()
        labels = ["SETUP", "SPECIAL RULES", "GAME ENDS"] if "Humans:" in text else []
        assert all(label in text for label in labels), side.title
        # the ground behind the words: light fills only (no stone, no dark panel under text)
        under = [r for r in page.rects + page.curves if r.get("fill") and r["top"] > mm(12)
                 and isinstance(r.get("non_stroking_color"), tuple) and len(r["non_stroking_color"]) == 3
                 and r["x1"] - r["x0"] > mm(20)]
        assert under and all(min(r["non_stroking_color"]) > 0.8 for r in under), side.title


def test_scenario_cards_in_ink_saver_mode_have_no_fills_but_their_frame_outline(jobs):
    w, h = mm(95), mm(84)
    side = _sides(jobs)[0]
    pdf = _pdf(lambda c: side(c, w, h, 0.0, True), w, h)
    page = pdf.pages[0]
    dark = [r for r in page.rects + page.curves if r.get("fill") and isinstance(r.get("non_stroking_color"), tuple)
            and len(r["non_stroking_color"]) == 3 and min(r["non_stroking_color"]) < 0.8 and r["x1"] - r["x0"] > mm(20)]
    assert dark == []
