"""Over 1,000 seeded digital games: no card created or lost, only legal actions, replay equals live."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.assistant.from_disk import replay_from_disk

from goblinkit.assistant.goblins_vs_zombies.catalog import catalog
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from goblinkit.assistant.goblins_vs_zombies.simulate import conservation, play_game

PLAN = [("last-stand", 1, 300), ("training", 1, 80), ("training", 2, 60), ("training", 3, 60),
        ("survival", 2, 80), ("survival", 3, 80), ("boss", 1, 80), ("boss", 2, 60), ("boss", 3, 60),
        ("versus", 1, 140)]


def expected_cards(mode: str):  # noqa: ANN201
    cat = catalog()
    zombies = Counter({z: n for z, n in cat.zombie_counts.items()})
    zombies.update({e: n for e, n in cat.event_counts.items() if not cat.events[e].red})
    goblins = Counter({g: n for g, n in cat.goblin_counts.items() if mode != "training" or not cat.goblins[g].black})
    return zombies, goblins


@pytest.mark.parametrize("mode,players,games", PLAN)
def test_many_games_conserve_cards_and_replay(mode, players, games, tmp_path):
    want_zombies, want_goblins = expected_cards(mode)
    outcomes = Counter()
    for seed in range(games):
        played = play_game(mode, players, 1000 + seed)
        game = played.game
        zombies, goblins = conservation(game)
        bosses = Counter({c: n for c, n in zombies.items() if c in game.cat.boss_counts or game.cat.events.get(c)
                          and game.cat.events[c].red})
        assert zombies - bosses == want_zombies, (mode, seed)
        for card, count in bosses.items():
            assert count <= (game.cat.boss_counts.get(card) or game.cat.event_counts[card])
        assert goblins == want_goblins, (mode, seed)
        if seed % 4 == 0:  # replay a quarter of them from the log: the same state, bit for bit
            replayed, _ = replay_from_disk(GoblinsVsZombies, played.save, tmp_path)
            assert replayed.snapshot(reveal=True) == game.snapshot(reveal=True), (mode, seed)
        outcomes[(game.result or {"outcome": "unfinished"})["outcome"]] += 1
    assert outcomes["unfinished"] == 0
