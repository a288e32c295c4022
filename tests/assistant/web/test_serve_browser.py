"""`goblin serve` in a real headless Chromium (Debian's, driven by Playwright's Python API; never a
browser Playwright downloads): a whole Goblins vs Zombies Last Stand turn and a GobbledyGook! Humans
turn played by clicking, a second page that sees the change live, and every game's page at 360 px
wide with nothing scrolling sideways. Skipped, saying why, only when Chromium is missing and
GOBLINKIT_REQUIRE_BROWSER is not set (CI sets it, and installs Chromium)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.assistant.web.browsing import launch, open_page, said, settle

GAMES = ("goblins-vs-zombies", "gobbledygook", "globbo", "gobz-heroes", "goblout")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from launch()


def test_a_whole_last_stand_turn_by_clicking_seen_live_on_a_second_page(browser: Any, server: str) -> None:
    url = f"{server}/s/goblins-vs-zombies"
    page, other = open_page(browser, url), open_page(browser, url, width=800)
    # turn 1: a Slingshot on the Gate, then the Zombies' turn (ARRIVAL and THE SUN run by themselves)
    page.locator("form.pick select").select_option(label="Play Slingshot on your Gate (cost 2)")
    page.locator("form.pick button").click()
    settle(page)
    assert "AA plays g1 Slingshot and discards 2 cards." in said(page)
    other.wait_for_selector("#live .gate .card:has-text('Slingshot')")  # the other screen, without a reload
    page.get_by_role("button", name="Done: the Zombies' turn").click()
    settle(page)
    page.wait_for_selector("#live .prompt:has-text('Turn 2, AA: GOBLIN ARRIVAL')")
    # turn 2, the whole turn: the Slingshot acts (the page asks which Zombie), then the Zombies act,
    # arrive, and THE SUN gives the next turn
    page.get_by_role("button", name="Slingshot acts: 1 damage to the nearest Ground Zombie").click()
    assert settle(page, ["z2"]) == ["Which Zombie does g1 Slingshot target?"]
    assert "z2 Brute Zombie takes 1 damage (3 HP left)." in said(page)
    other.wait_for_selector("#live .zombie:has-text('z2') .hp:has-text('3/4 HP')")
    page.get_by_role("button", name="Done: the Zombies' turn").click()
    settle(page)
    text = said(page)
    assert "> " not in text and "THE SUN" in text, text  # the steps told in words, not "> zombies", "> sun"
    page.wait_for_selector("#live .prompt:has-text('Turn 3, AA: GOBLIN ARRIVAL')")
    other.wait_for_selector("#live .prompt:has-text('Turn 3, AA: GOBLIN ARRIVAL')")
    # the Brute kept its damage and walked into the Trees, as its card says
    trees = page.locator(".row-area:has(h3:text-is('Trees'))")
    assert "3/4 HP" in trees.locator(".zombie:has-text('Brute')").inner_text()
    # a refused play shows the rule; undo takes back the Zombies' whole turn
    page.locator("details.typed summary").click()
    page.locator("#line").fill("act g9")
    page.locator("#command button").click()
    settle(page)
    assert page.locator("#said.refused").is_visible()
    assert said(page).startswith("'act g9' is not one of the moves now. You can: Slingshot acts: "), said(page)
    page.locator("button.undo").click()
    settle(page)
    assert [line for line in said(page).split("\n") if line] == ["Taken back: Zombies, and the assistant's 2 steps after it."], said(page)
    page.wait_for_selector("#live .prompt:has-text('Turn 2, AA')")
    other.wait_for_selector("#live .prompt:has-text('Turn 2, AA')")
    page.close()
    other.close()


def test_a_gobbledygook_humans_turn_by_clicking(browser: Any, server: str) -> None:
    page = open_page(browser, f"{server}/s/gobbledygook")
    page.locator("#live [data-word='snagtooth']").first.click()  # Snagtooth, then the blip B3: its reveal
    page.locator("#live [data-word='B3']").first.click()
    asked = settle(page, ["keep"])
    assert any("reroll" in q for q in asked)
    assert "Snagtooth reveals B3: AMBUSH!" in said(page)
    page.get_by_role("button", name="Done: the creatures' turn ends, the Humans play").click()
    settle(page)
    assert "THE HUMANS TURN (round 1)." in said(page)
    page.wait_for_selector("#live .prompt:has-text('Round 2, the creatures')")
    assert "hound1" in page.locator("#live .board").inner_text()
    page.close()


def test_every_game_fits_a_phone_360_px_wide(browser: Any, server: str) -> None:
    for name in GAMES:
        page = open_page(browser, f"{server}/s/{name}")
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 360, f"{name} scrolls sideways: {width} px"
        small = page.evaluate("""[...document.querySelectorAll('#live button, #command button')]
            .filter(b => b.offsetParent && b.getBoundingClientRect().height < 44).length""")
        assert small == 0, f"{name}: buttons under 44 px high (too small for a thumb)"
        page.close()


def test_typing_by_tapping_a_map_writes_a_phrase_in_the_move_box(browser: Any, server: str, saves: Any) -> None:
    """While the move box holds words, a tapped piece or place adds its name (Globbo!'s hex B1 is not the
    piece B1): the line is a phrase, read as a listed move when sent (Gob'z'Heroes: Skritch to C10)."""
    import json

    page = open_page(browser, f"{server}/s/globbo")
    page.locator("details.typed summary").click()
    page.locator("#line").fill("move ")
    page.locator(".map g[data-word='B1']").click()
    page.locator(".map polygon[data-place='K13']").click(force=True)
    assert page.locator("#line").input_value() == "move B1 K13"
    page.close()
    page = open_page(browser, f"{server}/s/gobz-heroes")
    page.locator("details.typed summary").click()
    page.locator("#line").fill("move ")
    page.locator(".board-map g[data-word='skritch']").click()
    page.locator(".board-map rect[data-place='C10']").click(force=True)
    assert page.locator("#line").input_value() == "move skritch C10"
    page.locator("#command button").click()
    settle(page)
    moved = json.loads((saves / "gobz-heroes.json").read_text())["log"][-1]["action"]
    assert (moved["type"], moved["gob"], moved["to"]) == ("move", "skritch", "C10")
    page.close()


def test_with_the_lan_token_a_phone_plays_and_without_it_gets_nothing(browser: Any, lan_server: str) -> None:
    context = browser.new_context(viewport={"width": 360, "height": 780})
    refused = context.new_page().goto(f"{lan_server}/s/goblins-vs-zombies")
    assert refused.status == 403
    page = context.new_page()
    page.goto(f"{lan_server}/s/goblins-vs-zombies?t=s3cret")  # as the QR code gives it; a cookie keeps it
    page.wait_for_selector("body[data-ready='1']")
    other = context.new_page()
    other.goto(f"{lan_server}/s/goblins-vs-zombies")
    other.wait_for_selector("body[data-ready='1']")
    page.locator("form.pick select").select_option(label="Play Slingshot on your Gate (cost 2)")
    page.locator("form.pick button").click()
    settle(page)
    assert "AA plays g1 Slingshot" in said(page)
    other.wait_for_selector("#live .gate .card:has-text('Slingshot')")  # the live feed carries the token too
    context.close()
