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
