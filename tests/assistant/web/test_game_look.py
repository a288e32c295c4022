"""The game's own look on the phone (issue 34), in Chromium: each game's display and text faces (the TTFs its
style.yaml names) are loaded and set the headings; a card on the page is drawn as its printed face (the
title band in the deck's colour and the display face); a map piece tapped opens the glossary sheet that
says what it is and what it does."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.assistant.web.browsing import launch, open_page

CONTENT = Path(__file__).resolve().parents[3] / "content"
FOLDERS = {"goblins-vs-zombies": "goblins_vs_zombies", "gobbledygook": "gobbledygook", "globbo": "globbo",
           "gobz-heroes": "gobz_heroes", "goblout": "goblout"}


def style(game: str) -> dict[str, Any]:
    return yaml.safe_load((CONTENT / FOLDERS[game] / "style.yaml").read_text(encoding="utf-8"))


def family(font_id: str) -> str:
    """How a face's family reads ("pirata-one" -> "Pirata One"), as its TTF's name table spells it."""
    return " ".join("DejaVu" if w == "dejavu" else w.capitalize() for w in font_id.split("-"))


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from launch()


LOADED = """(name) => document.fonts.ready.then(() => document.fonts.check(`16px "${name}"`)
    && [...document.fonts].some((f) => f.family.replace(/"/g, '') === name && f.status === 'loaded'))"""


@pytest.mark.parametrize("game", list(FOLDERS))
def test_the_games_faces_are_loaded_and_set_its_headings_and_buttons(browser: Any, server: str, game: str) -> None:
    fonts = style(game)["fonts"]
    display, text = family(fonts["display"]), family(fonts["text"])
    page = open_page(browser, f"{server}/s/{game}")
    assert page.evaluate(LOADED, display), f"{display} not loaded"
    assert page.evaluate(LOADED, text), f"{text} not loaded"
    face = "(s) => getComputedStyle(document.querySelector(s)).fontFamily.replace(/\\x22/g, '')"
    assert page.evaluate(face, "h1.game").startswith(f"{display},")
    assert page.evaluate(face, "button").startswith(f"{text},")
    assert page.evaluate(face, "#live").startswith(f"{text},")
    page.close()


def glossary(game: str) -> dict[str, str]:
    data = yaml.safe_load((CONTENT / FOLDERS[game] / "glossary.yaml").read_text(encoding="utf-8"))
    return {item["name"]: item["does"] for item in data["items"]}


def tap_piece(page: Any, selector: str) -> dict[str, str]:
    """Tap the piece (a click event, as a finger's tap arrives, wherever the map is panned) and read the sheet."""
    page.locator(selector).first.dispatch_event("click")
    page.wait_for_selector("#term:not([hidden])")
    return {"title": page.locator("#term-name").inner_text(), "body": page.locator("#term .term-body").inner_text()}


def test_a_globbo_piece_tapped_says_what_it_is_and_does(browser: Any, server: str) -> None:
    page = open_page(browser, f"{server}/s/globbo")  # the test's game: you play the Kids; Globbo's HEAD is his
    sheet = tap_piece(page, "#live g[data-piece][data-word^='H']:not(.can)")
    assert sheet["title"].startswith("H") and sheet["title"].endswith(" HEAD")
    assert "GLOBBO's HEAD (Globbo) at " in sheet["body"]
    assert "moves 3, strength 5, reach: Up to 15 hexes away (clear, straight path)." in sheet["body"]
    assert glossary("globbo")["GLOBBO's HEAD"] in sheet["body"]  # what it does, the glossary's words
    page.close()


def test_a_rival_gob_tapped_says_its_profile_and_what_its_skill_does(browser: Any, server: str) -> None:
    page = open_page(browser, f"{server}/s/gobz-heroes")
    sheet = tap_piece(page, "#live g[data-piece]:not(.can)")
    assert "'s Gob' at " in sheet["body"] and "Movement " in sheet["body"] and "Physical " in sheet["body"]
    skill = sheet["body"].split("; skill ", 1)[1].split(";")[0].split("\n")[0]
    assert glossary("gobz-heroes")[skill] in sheet["body"]
    page.close()


def test_your_own_piece_chosen_offers_its_sheet(browser: Any, server: str) -> None:
    page = open_page(browser, f"{server}/s/gobz-heroes")
    mine = page.locator("#live g[data-piece].can").first
    name = mine.get_attribute("data-name")
    mine.dispatch_event("click")  # a piece you can act with: the tap chooses it (its targets light up)
    assert page.locator("#term").is_hidden()
    page.locator("#build button.about").click()
    page.wait_for_selector("#term:not([hidden])")
    assert page.locator("#term-name").inner_text() == name
    page.close()


def rgb(hex_colour: str) -> str:
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return f"rgb({r}, {g}, {b})"


BAND = """(card) => { const band = card.querySelector('.name'), title = band.querySelector('.title');
    return {colour: getComputedStyle(band).backgroundColor, face: getComputedStyle(title).fontFamily.replace(/\\x22/g, ''),
            chips: [...card.querySelectorAll('.text .chip')].map((c) => c.textContent), label: card.querySelector('.label')?.textContent,
            badges: [...card.querySelectorAll('.badge')].map((b) => b.textContent)}; }"""


def test_gvz_cards_on_the_field_are_drawn_as_printed(app, browser: Any, server: str, saves: Path) -> None:  # noqa: ANN001
    from typer.testing import CliRunner

    save = str(saves / "goblins-vs-zombies.json")
    for command in (["play", "bigshot", "--pay", "3"], ["done"], ["arrive"]):  # a Goblin on the Gate, two Zombies in
        result = CliRunner().invoke(app, ["play", "gvz", *command, "--save", save])
        assert result.exit_code == 0, result.output
    look = style("goblins-vs-zombies")
    page = open_page(browser, f"{server}/s/goblins-vs-zombies")
    page.evaluate("document.fonts.ready")
    goblin = page.locator("#live .card.face.goblin").first.evaluate(BAND)
    assert goblin["colour"] == rgb(look["palette"]["frame"])  # the Goblin deck's green, style.yaml's frame
    assert goblin["face"].startswith(family(look["fonts"]["display"]) + ",")
    assert goblin["badges"] == ["3COST"] and goblin["label"] == "Goblin"
    zombie = page.locator("#live .card.face.zombie").first.evaluate(BAND)
    assert zombie["colour"] == rgb(look["palette"]["accent"])  # the Zombie deck's purple, style.yaml's accent
    assert "MOVE" in zombie["chips"] and zombie["label"] == "Zombie"  # {MOVE} prints as a chip, as on the card
    page.close()


def test_gobz_cards_are_drawn_as_printed(browser: Any, server: str) -> None:
    look = style("gobz-heroes")
    page = open_page(browser, f"{server}/s/gobz-heroes")
    page.evaluate("document.fonts.ready")
    objective = page.locator("#live .crew .card.face").first.evaluate(BAND)
    assert objective["colour"] == rgb(look["palette"]["accent"]) and objective["label"] == "Gob'jective"
    assert objective["face"].startswith(family(look["fonts"]["display"]) + ",")
    page.locator("#live details.profiles summary").first.click()
    profile = page.locator("#live details.profiles .card.face").first.evaluate(BAND)
    assert profile["colour"] == rgb(look["palette"]["frame"]) and profile["label"] == "Gob'"
    assert [b.lstrip("0123456789") for b in profile["badges"]] == ["RATIONS", "CHARISMA"]
    page.close()


def test_only_the_vendored_faces_and_their_licences_are_served(client: Any) -> None:  # noqa: ANN401
    css = client.get("/look/globbo.css")
    assert css.status_code == 200 and css.headers["content-type"].startswith("text/css")
    assert 'font-family: "Fredoka"; src: url("/fonts/fredoka.ttf") format("truetype")' in css.text
    assert css.text.count("font-display: swap") == 3
    font = client.get("/fonts/fredoka.ttf")
    assert font.status_code == 200 and font.headers["content-type"] == "font/ttf"
    assert font.content == (CONTENT / "fonts" / "Fredoka-SemiBold.ttf").read_bytes()
    assert "SIL Open Font License" in client.get("/fonts/fredoka.txt").text
    for path in ("/fonts/nope.ttf", "/fonts/fredoka.woff2", "/fonts/..%2Fgame.yaml.ttf", "/fonts/FiraSansCondensed-Bold.ttf"):
        assert client.get(path).status_code == 404, path
    assert 'href="/fonts/fredoka.txt">Fredoka</a> (SIL OFL 1.1)' in client.get("/s/globbo").text  # credited
