"""Issue 34, a fair start: the page's new GobbledyGook! game brings a starter Brood with every starting
Charm and Tin spent by the rulebook's buying rules, so a game tapped from the default form does not end on
its first reveal (before, a lone Leader with 3 Charm and 3 Tin unspent: a Hunter KOed it, game over)."""

from __future__ import annotations

from pathlib import Path

import pytest

from goblinkit.assistant.core.session import Session
from goblinkit.assistant.core.table import Table
from goblinkit.assistant.gobbledygook.broods import game_content
from goblinkit.assistant.gobbledygook.game import GobbledyGook
from goblinkit.assistant.gobbledygook.new_game import starter_brood
from goblinkit.assistant.gobbledygook.play import turn_for
from goblinkit.assistant.web import newgame
from goblinkit.content.gobbledygook.brood import load_brood


class FirstAnswer(Table):
    """The thumb's answers: every question's first option, as the page's first button."""

    def _choose(self, question: str, options: list[str]) -> str:
        return options[0]

    def _yes_no(self, question: str) -> bool:
        return True

    def _number(self, question: str, low: int, high: int) -> int:
        return low


def test_the_starter_brood_spends_its_charm_and_tin(tmp_path: Path) -> None:
    brood = load_brood(starter_brood(tmp_path / "b.yaml", "The Goblins", "goblins"), game_content())
    assert (brood.charm, brood.tin) == (0, 0)
    assert [(c.name, c.type, c.upgrades) for c in brood.creatures] == [
        ("Snagtooth", "leader", ["armored"]), ("Grobble", "beast", []), ("Nib", "minion", ["armored"])]


@pytest.mark.parametrize("seed", [6, 7, 8])
def test_a_tapped_game_from_the_default_form_outlives_its_first_reveals(tmp_path: Path, seed: int) -> None:
    """Seeds 6 and 7 ended within two turns with the lone Leader; three turns of the thumb's play (one reveal,
    then the Humans turn) and the Brood is still in the game."""
    made, name = newgame.start(tmp_path, "gobbledygook", {"seed": str(seed)}, [])
    assert made.status == "done", made
    save = tmp_path / f"{name}.json"
    for _ in range(3):
        for verb in ("reveal", "done"):
            moves = [m for m in Session.load(GobbledyGook, save).replay()[0].moves() if m.legal and m.verb == verb]
            if moves:
                played = Session.load(GobbledyGook, save).play(dict(moves[0].action), turn_for(FirstAnswer()))
                assert not played.game.over, played.lines[-3:]
