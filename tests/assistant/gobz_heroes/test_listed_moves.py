"""Moves as data, both ways (issue 33): over seeded games with the easy Crews on every seat (the player's
too), every action the player's side takes is among `Game.moves()`, every listed move is accepted, and an
action the list leaves out or blocks is refused. GOBZ_LISTED_GAMES=2000 plays more."""

from __future__ import annotations

import copy
import os
from collections.abc import Iterator
from typing import Any

import pytest

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.errors import RulesError, Unanswered
from goblinkit.assistant.core.moves import Move, listed
from goblinkit.assistant.gobz_heroes.bots import BotTable, next_action
from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from goblinkit.assistant.gobz_heroes.simulate import ACTION_LIMIT, setup_for

GAMES = int(os.environ.get("GOBZ_LISTED_GAMES", "200"))
EVERY = 40  # every listed move is tried on one decision in EVERY; on one in SOME of the others, one of them
SOME = 3
REASONS = ("why",)  # a bot's reasons: not part of the move


def setup(seed: int) -> dict[str, Any]:
    """Mostly quick duels (the test's time), a 3- or 4-Crew brawl one game in six, a standard game one in eight."""
    players = 2 if seed % 6 else 3 + seed // 6 % 2
    return {**setup_for(players, length="quick" if seed % 8 != 7 else "standard"), "humans": [0]}


def scripted(game: GobzHeroes, moves: list[Move]) -> dict[str, Any]:
    """The player's side: the easy Crew's policy, and a Backup when one is owed (the first listed)."""
    if game.players[game.current].backup_pending:
        return copy.deepcopy(next(m for m in moves if m.legal).action)
    return next_action(game)


def decisions(seed: int) -> Iterator[tuple[GobzHeroes, list[Move], dict[str, Any]]]:
    """Each decision of the player's side in one seeded game: (the game, its listed moves, the action taken)."""
    game = GobzHeroes(setup(seed), Chance(seed))
    game.start(BotTable(game))
    for _ in range(ACTION_LIMIT):
        if game.over:
            return
        act = game.next_automatic()
        if act is None:
            moves = game.moves()
            act = scripted(game, moves)
            yield game, moves, act
        else:
            assert game.moves() == []  # a rival Crew plays: nothing to do
        game.apply(act, BotTable(game))


def accepted(game: GobzHeroes, move: Move) -> str | None:
    """None when the rules accept the move on a copy of the game (a question no bot answers counts), else why not."""
    trial = game.copy()
    try:
        trial.apply(copy.deepcopy(move.action), BotTable(trial))
    except Unanswered:
        return None
    except RulesError as exc:
        return str(exc)
    return None


def test_every_action_taken_is_listed_and_every_listed_move_is_accepted():
    """Both ways at every decision; and a blocked move (a Stunned Gob', one already activated or without the
    Rations, a Backup owed) is refused with the very reason it is listed with."""
    count, tried, reasons = 0, 0, set()
    for seed in range(GAMES):
        for game, moves, act in decisions(seed):
            count += 1
            typed = copy.deepcopy(act)
            game.normalize(typed)
            assert listed(typed, moves, REASONS), f"seed {seed}: {act} is not among the listed moves"
            legal = [m for m in moves if m.legal]
            for move in legal if count % EVERY == 0 else legal[count % len(legal):][:1] if count % SOME == 0 else []:
                tried += 1
                assert accepted(game, move) is None, f"seed {seed}: listed {move.action} refused: {accepted(game, move)}"
            for move in moves:
                if move.blocked and move.verb == "move" and move.blocked not in reasons:
                    reasons.add(move.blocked)
                    assert _refused(game, {**move.action, "to": "A1"}) == move.blocked
    assert count > 20 * GAMES and tried > count  # the games were played, the lists tried
    kinds = {kind for kind in ("Stunned", "activated", "Ration", "Backup") for why in reasons if kind in why}
    assert kinds == {"Stunned", "activated", "Ration", "Backup"}


def _first(seed: int, wanted: Any) -> tuple[GobzHeroes, list[Move]]:
    for game, moves, _ in decisions(seed):
        if wanted(game, moves):
            return game, moves
    raise AssertionError(f"seed {seed}: no such position")


def _refused(game: GobzHeroes, act: dict[str, Any]) -> str:
    with pytest.raises(RulesError) as caught:
        game.copy().apply(act, BotTable(game))
    return str(caught.value)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_an_unlisted_square_or_target_is_refused(seed):
    game, moves = _first(seed, lambda g, ms: any(m.verb == "move" and m.legal for m in ms))
    me = game.players[game.current]
    gob = next(m.action["gob"] for m in moves if m.verb == "move" and m.legal)
    reachable = {m.action["to"] for m in moves if m.verb == "move" and m.legal and m.action["gob"] == gob}
    far = next(f"{col}{row}" for col in "ABCDEFGHIJKLMN" for row in range(1, 15) if f"{col}{row}" not in reachable
               and game.board.on_board((ord(col) - 65, row - 1)))
    act = {"type": "move", "player": me.name, "gob": gob, "to": far}
    game.normalize(act)
    assert listed(act, moves) is None
    _refused(game, act)
    rivals = [g.id for g in game.gobz.values() if g.on_board and g.owner != game.current]
    attack = {"type": "attack", "player": me.name, "gob": gob, "targets": [rivals[0]]}
    game.normalize(attack)
    if listed(attack, moves) is None:
        _refused(game, attack)


def test_while_a_backup_is_owed_no_piece_acts_and_the_turn_does_not_end():
    """The Backup first; Combo Cards stay open ("Combo Cards can be used at ANYTIME", the rulebook)."""
    game, moves = _first(0, lambda g, ms: g.players[g.current].backup_pending)
    assert {m.verb for m in moves if m.legal} <= {"backup", "combo", "dump"}
    labels = [m.label for m in moves if m.legal and m.verb == "backup"]
    assert labels and all(label.startswith("Bring ") and " in as the Backup on " in label for label in labels)
    end = next(m for m in moves if m.verb == "end")
    assert end.blocked == _refused(game, copy.deepcopy(end.action)) == "bring in your Backup first (a Gob' from the Bench onto a free Sewer)"
    assert all(m.blocked == end.blocked for m in moves if m.verb in ("move", "attack", "substitute"))


def test_a_typed_action_normalizes_to_the_listed_one():
    game, moves = _first(1, lambda g, ms: any(m.verb == "move" and m.legal for m in ms))
    move = next(m for m in moves if m.verb == "move" and m.legal)
    typed = {"type": "move", "player": move.action["player"], "gob": game.profiles[move.action["gob"]].name.upper(),
             "to": move.action["to"].lower()}
    game.normalize(typed)
    assert listed(typed, moves) is move

