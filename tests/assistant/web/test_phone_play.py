"""Every game played on a 360x740 phone in Debian's Chromium with taps only (tapping.Thumb: the
new-game form, the bar's buttons, a piece then a lit target, the questions' answers; the command box
is never filled), from the new-game form until the game ends or for several whole turns; and axe-core
finds no serious or critical accessibility problem on any page a player sees."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.assistant.web.browsing import axe_violations, launch, open_page
from tests.assistant.web.tapping import Thumb


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


def turns(thumb: Thumb, most: int, one_turn: Any) -> int:
    """Play turns with `one_turn` until the game ends or `most` turns: the turns played."""
    thumb.settle()
    while not thumb.over() and thumb.turns < most:
        thumb.go_on()
        if thumb.over():
            break
        one_turn(thumb)
        thumb.turns += 1
    return thumb.turns


def test_goblout_from_the_new_game_form_to_the_end_by_taps(thumb: Thumb, server: str) -> None:
    name = thumb.new_game(server, "goblout", {"bots": "1"})
    assert name.startswith("goblout-")

    def one_turn(t: Thumb) -> None:
        assert t.button("Draw"), "no Draw button on your turn"
        attacked = t.button("Attack")
        if not attacked and not t.button("Deploy"):
            t.button("Play")

    turns(thumb, 60, one_turn)
    assert thumb.over(), f"Goblout not over after {thumb.turns} turns"
    assert "wins" in thumb.page.locator("#live .result").inner_text()


def test_globbo_as_the_kids_several_rounds_by_taps(thumb: Thumb, server: str) -> None:
    thumb.new_game(server, "globbo", {"play": "kids", "walls": "yes"})

    def one_turn(t: Thumb) -> None:
        moved = sum(t.piece_then_target() for _ in range(2))  # two kids walk (or fewer if none can)
        assert moved, "no kid could be tapped and moved"
        t.button("End my step")  # the Kids' movement ends: their attacks
        t.piece_then_target(prefer="attack with")
        t.button("End my step")  # Globbo's turn follows, played by the assistant

    assert turns(thumb, 2, one_turn) == 2 or thumb.over()
    moves = [s for s in thumb.said if "> move" in s]
    assert len(moves) >= 2, thumb.said


def test_gobz_heroes_several_turns_by_taps(thumb: Thumb, server: str) -> None:
    thumb.new_game(server, "gobz-heroes", {"players": "2", "length": "quick"})
    page = thumb.page
    assert page.locator("#bar button").filter(has_text="Dump").count() == 0  # no Combo Cards yet

    def one_turn(t: Thumb) -> None:
        for _ in range(3):
            if not t.piece_then_target(prefer="attack"):
                break
        t.button("End my turn")

    turns(thumb, 3, one_turn)
    assert sum("> move" in s for s in thumb.said) >= 3, thumb.said
    assert page.locator("select").count() == 0  # the long Move list is gone


def test_goblins_vs_zombies_training_several_turns_by_taps(thumb: Thumb, server: str) -> None:
    thumb.new_game(server, "goblins-vs-zombies", {"mode": "training"})
    options = thumb.page.locator("form.pick select option")
    assert "Flag-bearer" in options.all_inner_texts()

    def one_turn(t: Thumb) -> None:
        while t.button("Act:"):
            pass
        t.button("Done")

    turns(thumb, 4, one_turn)
    assert thumb.over() or "Turn 5" in thumb.page.locator("#live .prompt").inner_text()


def test_gobbledygook_several_rounds_by_taps(thumb: Thumb, server: str) -> None:
    thumb.new_game(server, "gobbledygook", {"scenario": "night-watch"})

    def one_turn(t: Thumb) -> None:
        pick = t.page.locator("form.pick[data-prefix='reveal'] button")
        if pick.count():
            t.tap(pick)
            t.settle()
        t.button("Done")

    turns(thumb, 3, one_turn)
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
