"""The listed moves and the rules agree, both ways (issue 33): over seeded games of every Mode, the action
the easy Goblin bot takes at each decision is a legal listed move, the listed moves are accepted (every one,
on a sample of decisions), blocked ones are refused, and an action the list leaves out is refused.

GVZ_LISTED_GAMES=N plays more games (200 by default, under a minute on one core)."""

from __future__ import annotations

import os
import random

import pytest

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.moves import listed
from goblinkit.assistant.goblins_vs_zombies.bots import BotTable, next_goblin_action
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from goblinkit.assistant.goblins_vs_zombies.lookahead import NEXT_STEP
from goblinkit.assistant.goblins_vs_zombies.simulate import TURN_LIMIT
from tests.assistant.gvz.listing import check_listed, check_unlisted

GAMES = int(os.environ.get("GVZ_LISTED_GAMES", "200"))
MODES = [("training", 1), ("training", 2), ("last-stand", 1), ("survival", 2), ("survival", 3), ("boss", 1),
         ("boss", 3), ("versus", 1)]
CHECK_EVERY = 37  # decisions between two checks of every listed move on copies of the game


def _game(mode: str, players: int, seed: int, tracked: bool) -> GoblinsVsZombies:
    setup = {"mode": mode, "players": ["AA", "BB", "CC"][:players], "tracked": tracked, "boss_level": "normal"}
    game = GoblinsVsZombies(setup, Chance(seed))
    game.explain = False
    game.chance.begin()
    game.start(BotTable(game))
    game.chance.finish()
    return game


def _play_bot_game(mode: str, players: int, seed: int, counts: dict[str, int]) -> None:
    """One digital game, the easy bot playing every seat; asserts at each of the players' decisions."""
    game = _game(mode, players, seed, tracked=True)
    table = BotTable(game)
    while not game.over and game.turn <= TURN_LIMIT:
        moves = game.moves()
        act = next_goblin_action(game) or {"type": NEXT_STEP[game.phase]}
        if moves:
            counts["decisions"] += 1
            assert listed(act, moves) is not None, (f"seed {seed} {mode}: the bot's {act} is not listed: "
                                                    f"{[m.action for m in moves if m.legal]}")
            if counts["decisions"] % CHECK_EVERY == 0:
                check_listed(game, moves)
                counts["checked"] += len(moves)
        else:
            assert act == game.next_automatic(), f"seed {seed}: the bot acts ({act}) where the assistant plays"
        game.chance.begin()
        game.apply(act, table, normalized=True)
        game.chance.finish()
    counts["games"] += 1


def test_the_easy_bot_only_takes_listed_moves_and_listed_moves_are_accepted():
    counts = {"games": 0, "decisions": 0, "checked": 0}
    for number in range(GAMES):
        mode, players = MODES[number % len(MODES)]
        _play_bot_game(mode, players, 1000 + number, counts)
    assert counts["games"] == GAMES and counts["decisions"] > 20 * GAMES
    assert counts["checked"] > 5 * GAMES


@pytest.mark.parametrize("mode,players", [("last-stand", 1), ("survival", 3), ("boss", 2), ("versus", 1)])
def test_a_player_at_a_real_table_picking_listed_moves_is_always_accepted(mode, players):
    """At a real table (hands counted, not known) a scripted player picks among the legal listed moves; each
    is accepted by the game itself, and on a sample every candidate action is listed iff it is accepted."""
    pick = random.Random(7)
    for seed in range(2):
        game = _game(mode, players, seed, tracked=False)
        table = BotTable(game)
        decisions = 0
        while not game.over and game.turn <= 60:
            act = game.next_automatic()
            if act is None:
                moves = game.moves()
                allowed = [m for m in moves if m.legal]
                assert allowed and any(m.main for m in allowed)
                decisions += 1
                if decisions % 9 == 1:
                    check_listed(game, moves)
                    check_unlisted(game, moves)
                done = next(m for m in allowed if m.main)
                act = dict(done.action if pick.random() < 0.3 else pick.choice(allowed).action)
            game.apply(act, table)


def test_an_unlisted_action_is_refused_with_the_reason_the_list_shows():
    """Seeded positions of a digital game: every candidate the list leaves out is refused, and some are."""
    refused = 0
    for seed in (3, 29):
        game = _game("survival", 2, seed, tracked=True)
        table = BotTable(game)
        for _ in range(25):
            if game.over:
                break
            moves = game.moves()
            if moves:
                refused += check_unlisted(game, moves)
            act = next_goblin_action(game) or {"type": NEXT_STEP[game.phase]}
            game.apply(act, table, normalized=True)
    assert refused > 50


def test_in_a_digital_game_a_play_typed_with_its_cost_pays_as_the_listed_move():
    """A tracked game names the cards paid; the command line gives a count: the least valuable cards are paid,
    so a listed play's command does what its action does."""
    game = _game("last-stand", 1, 5, tracked=True)
    plays = [m for m in game.moves() if m.legal and m.verb == "play" and not m.action.get("face_down")]
    assert plays
    for move in plays:
        typed = {"type": "play", "player": None, "goblin": move.action["goblin"], "under": move.action.get("under"),
                 "face_down": False, "pay": int(move.command.split("--pay ")[1])}
        game.normalize(typed)
        assert typed["pay"] == move.action["pay"], move.label
