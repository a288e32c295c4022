"""Every keyword printed on a game's cards has a glossary entry (content/<game>/glossary.yaml): the
keywords are taken from the content itself (the fields the cards print them from), so a new trait,
script keyword, power or skill without an entry fails here."""

from __future__ import annotations

from typing import Any

import pytest

from goblinkit.content.glossary import find_entry, term_slug
from goblinkit.content.goblins_vs_zombies.script import parse_script
from goblinkit.content.loader import load_game

GAMES = ("goblins-vs-zombies", "gobbledygook", "globbo", "gobz-heroes", "goblout")
LISTS = ("traits", "qualities", "may_not", "needs", "actions")  # lists of keywords an item prints
SINGLE = ("power", "effect", "event", "type", "figure")  # one keyword an item prints


def printed_keywords(game: Any) -> set[str]:
    """The keywords on the game's cards, counters and blips, as the content spells them."""
    found: set[str] = set()
    for component in game.components.values():
        if component.kind == "glossary":
            continue
        for item in component.items:
            for field in LISTS:
                found.update(str(word) for word in getattr(item, field, None) or [])
            for field in SINGLE:
                if isinstance(value := getattr(item, field, None), str):
                    found.add(value)
            if (skill := getattr(item, "skill", None)) is not None:
                found.add(skill.id)
            if isinstance(script := getattr(item, "script", None), str):  # GvZ's {MOVE} / {AMBUSH + FLEE}
                found.update(step.keyword for clause in parse_script(script).clauses
                             for option in clause.options for step in option.steps)
            if component.kind == "globbo-pieces":  # a Globbo! counter prints its piece's name
                found.add(item.name)
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_every_printed_keyword_has_a_glossary_entry(game_id: str) -> None:
    game = load_game(game_id)
    glossary = game.components["glossary"]
    keywords = printed_keywords(game)
    assert len(keywords) >= 6, keywords  # the extraction found the cards' words, not nothing
    missing = sorted(word for word in keywords if find_entry(glossary, word) is None)
    assert missing == []


def test_the_issues_examples_are_there() -> None:
    named = {"goblins-vs-zombies": ["AMBUSH", "MOVE", "Steel"], "gobz-heroes": ["LOL", "Low Blow"],
             "gobbledygook": ["Gang Up", "Loot"], "goblout": ["Peace", "War Chief"], "globbo": ["GLOBBO's HEAD"]}
    for game_id, words in named.items():
        glossary = load_game(game_id).components["glossary"]
        assert [find_entry(glossary, word) is not None for word in words] == [True] * len(words), game_id


def test_designed_meanings_are_marked_and_rulebook_words_quoted() -> None:
    glossary = load_game("goblins-vs-zombies").components["glossary"]
    assert find_entry(glossary, "Steel").origin == "designed"  # the rulebook names Steel, never defines it
    assert find_entry(glossary, "AMBUSH").rulebook.startswith("The same as ATTACK, but this Zombie attacks your "
                                                             "Goblin with the highest cost.")
    assert term_slug("GLOBBO's HEAD") == "globbos-head" and term_slug("ATTACK WALL") == "attack-wall"
