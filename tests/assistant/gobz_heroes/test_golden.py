"""Golden transcripts: seeded AI games written out line by line under tests/golden/gobz-*.txt.

Compared on every run; set GOLDEN_UPDATE=1 to write them anew on purpose (and read the diff)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from goblinkit.assistant.gobz_heroes.simulate import play_game
from goblinkit.assistant.terminal.play_cli import format_action

GOLDEN = Path(__file__).resolve().parents[2] / "golden"
GAMES = [(2, 7, "duel", "quick", ""), (3, 5, "brawl", "standard", ""), (4, 3, "brawl-b", "quick", "zombies")]


def transcript(players: int, seed: int, board: str, length: str, scenario: str) -> str:
    played = play_game(players, seed, board, length, keep_lines=True, scenario=scenario,
                       show=lambda act: format_action(act, GobzHeroes))  # as a player types it
    header = (f"# Gob'z'Heroes, {players} AI Crews on {board}, {length} game"
              f"{', Zombie scenario' if scenario else ''}, seed {seed}\n")
    return header + "\n".join(played.lines) + "\n"


@pytest.mark.parametrize("players,seed,board,length,scenario", GAMES)
def test_golden_transcript(players, seed, board, length, scenario):
    path = GOLDEN / f"gobz-{players}p-{board}-seed{seed}.txt"
    text = transcript(players, seed, board, length, scenario)
    if os.environ.get("GOLDEN_UPDATE") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path.name} is missing: run the tests with GOLDEN_UPDATE=1 to write it"
    assert text == path.read_text(encoding="utf-8")
