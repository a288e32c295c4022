"""Every game played on a 360x740 phone in Debian's Chromium with taps only (tapping.Thumb: the
new-game form, the bar's buttons, a piece then a lit target, the questions' answers; the command box
is never filled), from the new-game form until the game ends or for several whole turns; and axe-core
finds no serious or critical accessibility problem on any page a player sees."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.assistant.web.browsing import axe_violations, launch, open_page
from tests.assistant.web.tapping import Thumb, play


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


def test_goblout_from_the_new_game_form_to_the_end_by_taps(thumb: Thumb, server: str) -> None:
    play(thumb, server, "goblout", 60)
    assert thumb.page.url.rsplit("/", 1)[1].startswith("goblout-")
    assert thumb.over(), f"Goblout not over after {thumb.turns} turns"
    assert "wins" in thumb.page.locator("#live .result").inner_text()


def test_globbo_as_the_kids_several_rounds_by_taps(thumb: Thumb, server: str) -> None:
    assert play(thumb, server, "globbo", 2) == 2 or thumb.over()
    assert sum("> move" in s for s in thumb.said) >= 2, thumb.said


def test_gobz_heroes_several_turns_by_taps(thumb: Thumb, server: str) -> None:
    play(thumb, server, "gobz-heroes", 3)
    assert sum("> move" in s or "> attack" in s for s in thumb.said) >= 3, thumb.said
    assert thumb.page.locator("select").count() == 0  # the long Move list is gone


def test_goblins_vs_zombies_training_several_turns_by_taps(thumb: Thumb, server: str) -> None:
    play(thumb, server, "goblins-vs-zombies", 4)
    assert thumb.over() or "Turn 5" in thumb.page.locator("#live .prompt").inner_text()


def test_gobbledygook_several_rounds_by_taps(thumb: Thumb, server: str) -> None:
    play(thumb, server, "gobbledygook", 3)
    assert any("reveals" in s for s in thumb.said), thumb.said


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
