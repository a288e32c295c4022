"""Seeded AI games: positions always legal, cards conserved, VP totals equal the scored events,
replay equals live. The default suite plays 40 games (about 10 s); GOBZ_GAMES=1000 plays the full
thousand (also run by `make bench`, benchmarks/bench_gobz.py)."""

from __future__ import annotations

import os

import pytest

from tests.assistant.from_disk import replay_from_disk

from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from goblinkit.assistant.gobz_heroes.simulate import cards_everywhere, play_game

GAMES = int(os.environ.get("GOBZ_GAMES", "40"))
PLAN = [(2, GAMES // 2, "duel"), (3, GAMES // 4, "brawl-b"), (4, GAMES - GAMES // 2 - GAMES // 4, "brawl")]


def problems(game: GobzHeroes) -> list[str]:
    found = []
    squares = [g.pos for g in game.gobz.values() if g.on_board]
    if len(squares) != len(set(squares)):
        found.append("two Gob'z on one square")
    for gob in game.gobz.values():
        if gob.on_board:
            if game.board.level(gob.pos) is None:
                found.append(f"{gob.id} stands on a wall or footbridge")
            if gob.pos in game.zombies:
                found.append(f"{gob.id} stands on a Zombie marker")
            if len(gob.stuff) > game.stuff_limit(gob.id):
                found.append(f"{gob.id} carries too much Stuff")
        elif gob.id not in game.bench:
            found.append(f"{gob.id} is neither on the board nor on the Bench")
    for player in game.players:
        if sum(player.sources.values()) != player.vp:
            found.append(f"{player.name}: {player.vp} VP but {sum(player.sources.values())} scored")
        if len(player.combos) > 3:
            found.append(f"{player.name} holds {len(player.combos)} Combo Cards")
    return found


@pytest.mark.parametrize("players,games,board", PLAN)
def test_ai_games_stay_legal_and_replay(players, games, board, tmp_path):
    for seed in range(games):
        played = play_game(players, 500 + seed, board, scenario="zombies" if seed % 5 == 4 else "",
                           check=problems)
        game = played.game
        assert played.checks == [], (players, seed, played.checks[:3])
        assert game.over, (players, seed, "no winner within the action limit")
        stuff, combos = cards_everywhere(game)
        assert sum(stuff.values()) == 10 and set(stuff.values()) == {1}, (players, seed)
        assert sum(combos.values()) == 40, (players, seed)
        assert sum(game.players[game.winner].sources.values()) >= game.target_vp
        replayed, _ = replay_from_disk(GobzHeroes, played.save, tmp_path)
        assert replayed.snapshot(reveal=True) == game.snapshot(reveal=True), (players, seed)
