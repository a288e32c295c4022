"""Golden transcripts: seeded digital games written out line by line under tests/golden/.

They are compared on every run; set GOLDEN_UPDATE=1 to write them anew on purpose (and read the
diff before committing it).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from goblinkit.assistant.goblins_vs_zombies.simulate import play_game

GOLDEN = Path(__file__).resolve().parents[2] / "golden"
GAMES = [("last-stand", 1, 7, "fast"), ("training", 2, 3, "fast"), ("survival", 3, 5, "fast"), ("boss", 1, 11, "fast"),
         ("versus", 1, 2, "fast"), ("last-stand", 1, 7, "strong")]


def transcript(mode: str, players: int, seed: int, bot: str) -> str:
    played = play_game(mode, players, seed, keep_lines=True, bot=bot)
    header = f"# Goblins vs Zombies, mode {mode}, {players} player(s), seed {seed}, {bot} Goblin bot vs the assistant\n"
    return header + "\n".join(played.lines) + "\n"


@pytest.mark.parametrize("mode,players,seed,bot", GAMES)
def test_golden_transcript(mode, players, seed, bot):
    path = GOLDEN / f"gvz-{mode}-{players}p-seed{seed}{'-strong' if bot == 'strong' else ''}.txt"
    text = transcript(mode, players, seed, bot)
    if os.environ.get("GOLDEN_UPDATE") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path.name} is missing: run the tests with GOLDEN_UPDATE=1 to write it"
    assert text == path.read_text(encoding="utf-8")
