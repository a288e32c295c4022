"""Goblout's listed moves both ways (issue 33): over seeded games with an easy bot in every seat, the
human's too (variants rotated), every action the human's seat takes is a listed legal move, and listed moves are accepted
by the rules; an action that is not listed is refused. GOBLOUT_LISTED_GAMES=1000 plays more."""

from __future__ import annotations

import os
import random

import pytest

from goblinkit.assistant.core.errors import RulesError, Unanswered
from goblinkit.assistant.core.moves import listed
from goblinkit.assistant.goblout.state import HUMAN
from tests.assistant.goblout.helpers import arrange, new_game
from tests.assistant.goblout.seat_script import BotTable, human_turn, new_table

GAMES = int(os.environ.get("GOBLOUT_LISTED_GAMES", "200"))
EVERY = 5  # every listed move is tried on every EVERY-th decision (one sampled move on the others)


def _accepted(game, bot, move) -> None:
    trial = game.copy()
    try:
        trial.apply(dict(move.action), BotTable(trial, bot))
    except Unanswered:
        pass
    except RulesError as exc:
        raise AssertionError(f"listed move refused: {move.label} {move.action}: {exc}") from None


def _play(seed: int) -> tuple[int, int]:
    """One game; (decisions checked, listed moves tried)."""
    game, bot = new_table(seed)
    m, pick = game.m, random.Random(seed)
    decisions = tried = 0
    while not game.over:
        auto = game.next_automatic()
        if auto is not None:
            assert game.moves() == []
            game.apply(auto, BotTable(game, bot))
            continue
        for act in human_turn(game, bot):
            if game.over or m.current is not m.by_id[HUMAN]:
                break
            moves = game.moves()
            typed = dict(act)
            game.normalize(typed)
            assert listed(typed, moves) is not None, (seed, m.turn, act, [x.action for x in moves if x.legal])
            legal = [x for x in moves if x.legal]
            for move in legal if decisions % EVERY == 0 else [pick.choice(legal)]:
                _accepted(game, bot, move)
                tried += 1
            decisions += 1
            game.apply(act, BotTable(game, bot))
        if m.turn > 400:
            break
    return decisions, tried


def test_every_action_of_the_players_side_is_listed_and_every_listed_move_accepted():
    decisions = tried = 0
    for seed in range(GAMES):
        d, t = _play(seed)
        decisions, tried = decisions + d, tried + t
    assert decisions > 20 * GAMES and tried > decisions


@pytest.mark.parametrize("act, why", [
    ({"type": "deploy", "cards": ["brute"]}, "Brute is purple; your die shows blue"),
    ({"type": "deploy", "cards": ["warrior"]}, "you hold no Warrior"),
    ({"type": "attack", "target": "bot1", "goblins": ["brute"]}, "You have no more Brute to attack with"),
    ({"type": "face", "face": 2}, "your die shows 2 (blue) already"),
    ({"type": "draw", "discard": [], "keep": None}, "you have drawn already: deploy, attack, or end your turn"),
])
def test_an_action_that_is_not_listed_is_refused(act, why):
    game = new_game(bots=2, seed=5)
    game.apply({"type": "draw", "discard": [], "keep": True}, BotTable(game, None))
    arrange(game.m, HUMAN, hand=["brute", "cannon-fodder"], deployed=["warrior"], face=2)
    normalized = dict(act)
    game.normalize(normalized)
    assert listed(normalized, game.moves()) is None
    with pytest.raises(RulesError, match="^" + why.replace("(", r"\(").replace(")", r"\)")):
        game.copy().apply(act, BotTable(game, None))


def test_after_attacking_deploying_and_the_face_are_told_why_not():
    game = new_game(bots=2, seed=5)
    game.apply({"type": "draw", "discard": [], "keep": True}, BotTable(game, None))
    arrange(game.m, HUMAN, hand=["cannon-fodder"], deployed=["warrior"], face=2)
    game.apply({"type": "attack", "target": "bot1", "goblins": ["all"]}, BotTable(game, None))
    blocked = {x.label: x.blocked for x in game.moves() if not x.legal}
    assert blocked["Deploy Cannon Fodder"] == "deploying is phase 3, before you attack"
    assert blocked["Sacrifice 1 life point to turn your die to 1 (red)"] == \
        "the die is set in phase 2, before you deploy or attack"
    assert [x.label for x in game.moves() if x.main] == ["End your turn: attack Bot 1 with Warrior"]


def test_under_no_die_no_face_is_offered_and_one_typed_is_refused_saying_why():
    """Issue 34: under No Die the die shows no colour this turn whatever its face: buying one means nothing."""
    game = new_game(bots=2, seed=5)
    game.apply({"type": "draw", "discard": [], "keep": True}, BotTable(game, None))
    faces = [x for x in game.moves() if x.verb == "face"]
    assert len(faces) == 5 and {x.extra["group"] for x in faces} == {"Sacrifice 1 life point to turn your die to"}
    game.m.player(HUMAN).no_die_by = "bot1"
    assert [x for x in game.moves() if x.verb == "face"] == []
    with pytest.raises(RulesError, match="^No Die: your die shows no colour until Bot 1's next turn, whatever its face"):
        game.copy().apply({"type": "face", "face": 2}, BotTable(game, None))
