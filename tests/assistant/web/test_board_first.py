"""The board first (issue 34), beside the whole tapped games of test_phone_play (which measure the sheet,
the board in view and the tap targets at every question and state): the pages a game's table does not
go through, the sheet's handle, Globbo!'s map opened at a thumb's zoom with labels apart, its zoom
buttons, and the last move drawn (with its animation off under prefers-reduced-motion)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from goblinkit.assistant.web.lastmove import last_move
from tests.assistant.web.browsing import axe_violations, launch, open_page, settle
from tests.assistant.web.layout import SMALL, THUMB

BOARD = ('<g data-word="B1" data-piece="1"></g><g data-word="S5"></g><polygon data-place="C4"/>'
         '<div class="card" data-id="z3"></div>')


def test_the_last_move_is_the_newest_step_naming_something_drawn() -> None:
    log = [{"action": {"type": "move", "piece": "s5", "to": "D4"}, "chance": []},
           {"action": {"type": "attack", "gob": "b1", "targets": ["S5", "nobody"], "why": "B1 hits S5"},
            "chance": [{"kind": "roll", "values": [6, 2], "why": "B1's attack"}, {"kind": "pick", "value": "bat"}]},
           {"action": {"type": "end", "player": "Red"}, "chance": []}]
    assert last_move(log, BOARD).to_json() == {"pieces": ["B1"], "hit": ["S5"], "places": [],
                                               "dice": [{"why": "B1's attack", "values": [6, 2]}]}
    assert last_move(log[:1], BOARD).to_json() == {"pieces": ["S5"], "hit": [], "places": [], "dice": []}
    assert last_move([{"action": {"type": "zombies", "card": "z3"}}], BOARD).pieces == ["z3"]  # a card, by its data-id
    assert last_move([{"action": {"type": "sun"}}], BOARD).to_json()["pieces"] == []


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from launch()


def test_every_tap_target_of_the_other_pages_is_a_thumb_wide(browser: Any, server: str) -> None:
    found = {}
    for path in ["/", "/new", "/rules/goblins-vs-zombies", "/s/goblout/log"]:
        page = browser.new_page(viewport={"width": 360, "height": 740}, has_touch=True)
        page.goto(f"{server}{path}")
        page.locator("details").evaluate_all("all => all.forEach(d => d.open = true)")  # what opens is measured too
        found[path] = page.evaluate(SMALL, THUMB)
        page.close()
    assert found == {path: [] for path in found}


def test_the_sheet_folds_by_its_handle_and_a_question_opens_it(browser: Any, server: str) -> None:
    page = open_page(browser, f"{server}/s/gobbledygook")
    bar, handle = page.locator("#bar"), page.locator("#handle")
    high = bar.bounding_box()["height"]
    handle.click()
    assert handle.get_attribute("aria-expanded") == "false" and handle.inner_text() == "Show the buttons"
    assert page.locator("#acts").is_hidden() and bar.bounding_box()["height"] < min(high, 60)
    padding = page.evaluate("parseFloat(getComputedStyle(document.body).paddingBottom)")
    assert padding == pytest.approx(bar.bounding_box()["height"] + 8, abs=1.5)  # the page ends above the folded sheet too
    handle.click()
    assert handle.get_attribute("aria-expanded") == "true" and page.locator("#acts").is_visible()
    handle.click()
    assert bar.evaluate("b => b.classList.contains('collapsed')")
    page.evaluate("document.dispatchEvent(new CustomEvent('table:asked', {detail: {text: 'Which?', options: []}}))")
    assert handle.get_attribute("aria-expanded") == "true"  # a question is never asked behind a folded sheet
    page.close()


def test_globbo_map_opens_with_pieces_a_thumb_wide_labels_apart_and_zooms(browser: Any, server: str) -> None:
    page = open_page(browser, f"{server}/s/globbo")
    sizes = page.locator("#live g[data-word] circle").evaluate_all("all => all.map(c => c.getBoundingClientRect().width)")
    assert len(sizes) > 20 and min(sizes) >= THUMB
    hexes = page.locator("#live polygon[data-place]").evaluate_all("all => all.map(c => c.getBoundingClientRect().width)")
    assert min(hexes) >= THUMB
    # the labels of pieces in different hexes never overlap ("P1P11")
    overlaps = page.evaluate("""() => {
        const labels = [...document.querySelectorAll('#live g[data-word] text')].map(t => [t.closest('g').dataset.hex, t.getBoundingClientRect()]);
        const found = [];
        labels.forEach(([h, a], i) => labels.slice(i + 1).forEach(([k, b]) => {
            if (h !== k && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) found.push(h + '/' + k);
        }));
        return found; }""")
    assert overlaps == []
    svg = page.locator("#live .zoom svg")
    wide = svg.bounding_box()["width"]
    page.get_by_role("button", name="zoom in").click()
    assert svg.bounding_box()["width"] == pytest.approx(wide * 1.4, abs=2)
    # two fingers drawn apart zoom in (a pinch, as Chromium delivers it to the page)
    before = svg.bounding_box()["width"]
    page.locator("#live .zoom").evaluate("""box => {
        const r = box.getBoundingClientRect(), y = r.top + 100;
        const touches = (gap) => [0, 1].map((i) => new Touch({identifier: i, target: box, clientX: r.left + 150 + (i ? gap : 0), clientY: y}));
        const send = (type, gap) => box.dispatchEvent(new TouchEvent(type, {touches: touches(gap), changedTouches: touches(gap), bubbles: true, cancelable: true}));
        send('touchstart', 40); send('touchmove', 80);
        box.dispatchEvent(new TouchEvent('touchend', {touches: [], bubbles: true})); }""")
    assert svg.bounding_box()["width"] == pytest.approx(before * 2, abs=2)
    page.get_by_role("button", name="All of the map").click()
    assert svg.bounding_box()["width"] == pytest.approx(page.locator("#live .zoom").evaluate("b => b.clientWidth"), abs=1)
    page.close()


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_the_last_move_is_drawn_and_its_pulse_follows_reduced_motion(browser: Any, server: str, motion: str) -> None:
    page = browser.new_page(viewport={"width": 360, "height": 740}, has_touch=True, reduced_motion=motion)
    page.set_default_timeout(120_000)
    page.goto(f"{server}/s/gobz-heroes")
    page.wait_for_selector("body[data-ready='1']")
    page.locator("#live g.can[data-word]").first.click()  # a Gob' of the Green Crew walks to its first lit square
    page.locator("#live .target").first.click()
    settle(page)
    moved = page.locator("#live g.last[data-word]")
    assert moved.count() == 1 and page.locator("#live .last-place").count() == 1
    animation = moved.locator("circle").first.evaluate("c => getComputedStyle(c).animationName")
    assert animation == ("none" if motion == "reduce" else "pulse")
    page.close()


def test_a_glossary_entry_is_named_by_its_words_on_the_page() -> None:
    from goblinkit.assistant.web.terms import _phrases

    assert _phrases("Gob'jective: Hoarder", ["hoarder"]) == ["Gob'jective: Hoarder", "Hoarder", "hoarder"]
    assert _phrases("DRAW X", []) == ["DRAW"] and _phrases("KO (Knocked Out)", []) == ["KO"]
    assert _phrases("+", []) == [] and _phrases("Minion", ["gang-up"]) == ["Minion", "gang up"]


def test_a_keyword_tapped_opens_its_entry_and_a_card_tapped_what_it_does(browser: Any, server: str) -> None:
    from goblinkit.assistant.web.terms import terms

    page = open_page(browser, f"{server}/s/gobz-heroes")
    word = page.locator("#live .prompt .term-link", has_text="Rationing").first  # "Green: 5 Rationing Points..."
    url = page.url
    word.click()
    entry = next(t for t in terms("gobz-heroes") if t["name"] == "Rationing")
    assert page.locator("#term").is_visible() and page.locator("#term-name").inner_text() == "Rationing"
    assert entry["does"] in page.locator("#term .term-body").inner_text() and page.url == url  # no page change
    assert axe_violations(page) == []  # the sheet open, its links in the story
    page.locator("#term .term-close").click()
    assert page.locator("#term").is_hidden()
    page.close()
    page = open_page(browser, f"{server}/s/goblins-vs-zombies")
    page.locator("#bar button.act.main").click()  # the Zombies' turn: the first Zombie cards arrive
    settle(page)
    page.locator("#live .card.zombie .name").first.click()  # its title band (a chip in its text opens that keyword)
    body = page.locator("#term .term-body").inner_text()
    assert page.locator("#term").is_visible() and "HP" in body and "Next:" in body
    page.close()


def test_a_game_page_wears_the_palette_of_its_style_data() -> None:
    """The page's colours are the printed cards' (content/<game>/style.yaml), not a copy in the web code."""
    import yaml

    from goblinkit.assistant.web.look import palette_style
    from goblinkit.content.loader import builtin_root

    style = yaml.safe_load((builtin_root() / "gobz_heroes" / "style.yaml").read_text(encoding="utf-8"))
    assert palette_style("gobz-heroes") == "; ".join(
        f"--{k}: {v}" for k, v in sorted({**style["palette"], "tint": style["surface"]["tint"]}.items()))
