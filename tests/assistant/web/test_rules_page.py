"""`GET /rules/GAME`: the turn sequence and the whole glossary, searchable without JavaScript (?q=),
linked from the home page and from each table page's header."""

from __future__ import annotations

import re

import pytest

GAMES = ("goblins-vs-zombies", "gobbledygook", "globbo", "gobz-heroes", "goblout")


def shown_terms(html: str) -> list[str]:
    """The names of the glossary entries the page shows (not hidden)."""
    return re.findall(r'<div class="term" id="t-[^"]+" data-words="[^"]*">\s*<dt>([^<]+)', html)


@pytest.mark.parametrize("slug", GAMES)
def test_each_game_has_a_rules_page_with_its_turn_and_glossary(client, slug: str) -> None:  # noqa: ANN001
    page = client.get(f"/rules/{slug}")
    assert page.status_code == 200
    assert "<h1>Rules at hand: " in page.text and "<h2 id=\"turn-h\">A turn</h2>" in page.text
    assert len(shown_terms(page.text)) >= 15


def test_the_gvz_page_reads_the_turn_and_the_rulebooks_words(client) -> None:  # noqa: ANN001
    page = client.get("/rules/goblins-vs-zombies").text
    assert "<li>III. Zombie Action: each Zombie in your Field acts (Quick: twice); new arrivals wait.</li>" in page
    assert "Rulebook: The same as ATTACK, but this Zombie attacks your Goblin with the highest cost." in page
    assert re.search(r"<dt>Steel <span class=\"designed\">designed</span></dt>", page)


def test_search_filters_the_entries_on_the_server(client) -> None:  # noqa: ANN001
    page = client.get("/rules/gobz-heroes", params={"q": "low blow"}).text
    assert "Low Blow" in shown_terms(page)
    assert "Heavy" not in shown_terms(page)  # hidden, still on the page for the script's filter
    assert re.search(r"\d+ of \d+ entries match “low blow”\.", page)
    assert client.get("/rules/goblout", params={"q": "zzzz"}).text.count('" hidden>') >= 20
    assert shown_terms(client.get("/rules/goblout", params={"q": "zzzz"}).text) == []


def test_unknown_game_or_one_without_a_glossary_is_404(client) -> None:  # noqa: ANN001
    assert client.get("/rules/chess").text == "no such game with a glossary"
    assert client.get("/rules/chess").status_code == client.get("/rules/toy").status_code == 404


def test_rules_are_linked_from_home_and_every_table(client) -> None:  # noqa: ANN001
    home = client.get("/").text
    assert all(f'href="/rules/{slug}"' in home for slug in GAMES)
    for slug in GAMES:
        assert f'<a href="/rules/{slug}">Rules</a>' in client.get(f"/s/{slug}").text
