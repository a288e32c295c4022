"""Every game played on a 360x740 phone in Debian's Chromium with taps only (tapping.Thumb: the
new-game form, the bar's buttons, a piece then a lit target, the questions' answers; the command box
is never filled), from the new-game form until the game ends (each game dealt by a fixed seed), and no
page text on the way holds command syntax (tapping.SYNTAX) outside a "why?"; and axe-core finds no
serious or critical accessibility problem on any page a player sees. On the way (layout.py), at every
question, at 360x740 and turned to 740x360, the board is in view and the sheet covers at most 35 % of
the screen, and after every tap every tap target is at least 44x44 CSS px."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from tests.assistant.web.browsing import axe_violations, launch, open_page
from tests.assistant.web.layout import Layout
from tests.assistant.web.tapping import SEED, WHOLE_GAMES, Thumb, play


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from launch()


@pytest.fixture
def thumb(browser: Any) -> Iterator[Thumb]:
    page = browser.new_page(viewport={"width": 360, "height": 740}, has_touch=True)
    page.set_default_timeout(180_000)  # a bot's turn on a loaded machine (Globbo searches)
    yield Thumb(page)
    assert page.locator("#line").count() == 0 or page.locator("#line").input_value() == "", "something was typed"
    page.close()


@pytest.mark.parametrize(("game", "most"), list(WHOLE_GAMES.items()))
def test_a_whole_game_from_the_new_game_form_to_the_end_by_taps(thumb: Thumb, server: str, game: str, most: int) -> None:
    layout = Layout(game)
    thumb.at_question, thumb.at_state = layout.at_question, layout.at_state
    play(thumb, server, game, most, seed=SEED)
    assert "/s/" in thumb.page.url  # the table the new-game form opened
    assert thumb.over(), f"{game} not over after {thumb.turns} turns"
    result = thumb.page.locator("#live .result").inner_text()
    assert result and "{" not in result and "=" not in result, result  # words, not a saved record
    assert game != "gobz-heroes" or thumb.page.locator("select").count() == 0  # the 163-item Move list is gone
    assert thumb.turns >= 1 and thumb.said, thumb.said  # each step's story, in words
    assert thumb.syntax == [], f"{game}: command syntax on the page"
    assert layout.problems == [], f"{game}: {layout.questions} questions, {layout.states} states measured"


@pytest.mark.parametrize("path", ["/", "/new", "/s/goblins-vs-zombies", "/s/gobbledygook", "/s/globbo",
                                  "/s/gobz-heroes", "/s/goblout", "/s/goblout/log"])
def test_no_serious_accessibility_problem_on_any_page(browser: Any, server: str, path: str) -> None:
    page = open_page(browser, f"{server}{path}") if path.startswith("/s/") and "/log" not in path else None
    if page is None:
        page = browser.new_page(viewport={"width": 360, "height": 740})
        page.goto(f"{server}{path}")
    assert axe_violations(page) == []
    page.close()


def test_the_accessibility_check_finds_a_nameless_button(browser: Any) -> None:
    page = browser.new_page()
    page.set_content("<!doctype html><html lang='en'><title>t</title><main><button></button></main></html>")
    assert [v.split(" ")[0] for v in axe_violations(page)] == ["button-name"]
    page.close()


def test_gobbledygook_a_creature_is_placed_by_tapping_it_then_its_spot_on_the_plan(thumb: Thumb, server: str) -> None:
    """The plan is drawn to scale with 12 o'clock up: the middle of its 3-foot square is 18, 18."""
    thumb.new_game(server, "gobbledygook", {"scenario": "night-watch"}, seed=SEED)
    thumb.settle()
    page = thumb.page
    thumb.tap(page.locator("#live li.creature.can").first)
    heading = page.locator("#build h2").inner_text()  # moves and bookkeeping; the creature by name (issue 34)
    assert re.fullmatch(r"[A-Z][a-z]+: tap one of the 6 lit targets, or its spot on the plan", heading), heading
    plan = page.locator("#live svg[data-plan]")
    # the plan's middle brought to the middle of the screen (above the sheet of buttons), then tapped
    box = plan.evaluate("""svg => { const mark = document.createElementNS(svg.namespaceURI, "circle");
        mark.setAttribute("cx", 18); mark.setAttribute("cy", -18); mark.setAttribute("r", 0.1);
        svg.append(mark); mark.scrollIntoView({block: "center", inline: "center"}); mark.remove();
        const p = new DOMPoint(18, -18).matrixTransform(svg.getScreenCTM()); return [p.x, p.y]; }""")
    page.mouse.click(box[0], box[1])
    thumb.taps += 1
    thumb.settle()
    assert "Snagtooth is at (18, 18)." in thumb.said[-1], thumb.said  # in words, not the command line
    assert "at 18.0, 18.0" in page.locator("#live li.creature").first.inner_text() or \
        "at 18, 18" in page.locator("#live li.creature").first.inner_text()
