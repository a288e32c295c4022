"""Issue 34: a player reads a Zombie's Action in words, never the card's brace notation ({AMBUSH + MOVE}):
in the story, in a question's leads, at the terminal and on the phone. The printed card keeps the notation."""

from __future__ import annotations

from goblinkit.assistant.web.views.gvz import _zombie
from goblinkit.content.goblins_vs_zombies.script import parse_script, spoken
from tests.assistant.gvz.helpers import RecordingTable, at_zombie_phase, goblin, new_game, run, zombie


def test_the_notation_in_words():
    script = parse_script("Graveyard/Trees: {AMBUSH + MOVE} / {MOVE}; Village: {ATTACK WALL} / {BACKUP (4) + ATTACK}")
    assert [c.said for c in script.clauses] == ["AMBUSH then MOVE, else MOVE", "ATTACK WALL, else BACKUP (4) then ATTACK"]
    assert str(script) == "Graveyard/Trees: {AMBUSH + MOVE} / {MOVE}; Village: {ATTACK WALL} / {BACKUP (4) + ATTACK}"
    assert spoken("{PLAY 1 + DRAW 1}") == "PLAY 1 then DRAW 1"


def test_the_story_says_the_action_and_why_an_earlier_one_was_passed_over():
    """The Wrestler MOVEs into the Village, where its card reads {EXPLODE} / {ENTER}: no Goblin to EXPLODE on."""
    game = new_game()
    wrestler = zombie(game, "AA", "trees", "wrestler")
    at_zombie_phase(game)
    lines = run(game, {"type": "zombies"}, RecordingTable([]))
    assert f"z{wrestler.uid} Wrestler Zombie (Trees) (action 1 of 2): MOVE" in lines
    assert f"z{wrestler.uid} Wrestler Zombie (Village) (action 2 of 2): ENTER (not possible: EXPLODE)" in lines
    assert not [line for line in lines if "{" in line or "}" in line]


def test_the_phone_shows_the_next_action_in_words():
    game = new_game()
    goblin(game, "AA", "slingshot")
    ninja = zombie(game, "AA", "village", "ninja")
    shown = _zombie(game, {"id": f"z{ninja.uid}", "card": "ninja", "face": "up", "level": None, "damage": 0,
                           "slow": False, "arrived": 0}, "village", {})
    assert shown["next"] == "AMBUSH then FLIP, else ENTER"
