"""GobbledyGook!'s listed moves, both ways, over seeded games (issue 33).

GobbledyGook! has no bots for the players' side (the assistant plays the Humans by the rulebook), so
a scripted player plays the creatures: at every decision it makes up actions from the whole action
space (any creature, any verb, any target, blip or building), without looking at the list, and tries
them on a copy of the game. Every one the rules accept must be a legal listed move, every one they
refuse must not be; the one it plays was accepted, so it is listed. Each listed legal move must be
accepted too (all of them on a sample of decisions, two at the others). Questions are answered at
random, as a player would. GG_LISTED_GAMES=1000 plays more.
"""

from __future__ import annotations

import copy
import os
import random
from typing import Any

import pytest

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.errors import RulesError, Unanswered
from goblinkit.assistant.core.moves import listed
from goblinkit.assistant.core.table import Table
from goblinkit.assistant.gobbledygook.game import GobbledyGook
from tests.assistant.gg.helpers import BROOD, RIVALS

GAMES = int(os.environ.get("GG_LISTED_GAMES", "200"))
SCENARIOS = ("night-watch", "highwaymen", "clankers", "leaves", "signs", "haunted-forest")
ODD_JOBS = {"name": "Odd Jobs", "breed": "ghouls", "charm": 0, "tin": 0, "brag": 0, "log": [],
            "creatures": [{"name": "Hex", "type": "leader", "upgrades": ["bomber", "scry", "voodoo"]},
                          {"name": "Nib", "type": "minion", "upgrades": ["clever"]},
                          {"name": "Tusk", "type": "beast", "upgrades": ["steed"]}]}


class RandomTable(Table):
    """Answers as a player might: any option, yes or no, a small number."""

    def __init__(self, rng: random.Random):
        super().__init__()
        self.rng = rng

    def _choose(self, question: str, options: list[str]) -> str:
        return self.rng.choice(options)

    def _yes_no(self, question: str) -> bool:
        return self.rng.random() < 0.5

    def _number(self, question: str, low: int, high: int) -> int:
        return self.rng.randint(low, min(high, low + 6))


def new_game(seed: int, broods: list[dict[str, Any]] | None = None) -> GobbledyGook:
    rng = random.Random(seed)
    if broods is None:
        broods = [BROOD, rng.choice([RIVALS, ODD_JOBS])] if rng.random() < 0.7 else [ODD_JOBS]
    game = GobbledyGook({"scenario": SCENARIOS[seed % len(SCENARIOS)], "broods": [dict(b) for b in broods]},
                        Chance(seed))
    game.chance.begin()
    game.start(RandomTable(rng))
    game.chance.finish()
    return game


def made_up(game: GobbledyGook, rng: random.Random) -> dict[str, Any]:
    """An action of the players' side picked from everything a player could type, list unseen."""
    creatures = list(game.creatures)
    pieces = creatures + list(game.figures) + list(game.blips)
    buildings = sorted({b.building for b in game.blips.values() if b.building}) or ["building1"]
    who = rng.choice(creatures)
    kind = rng.choice(["reveal", "reveal", "attack", "attack", "loot", "prank", "roll", "status", "item", "bomb",
                       "scry", "enter"])
    if kind == "reveal":
        return {"type": "reveal", "blip": rng.choice(list(game.blips)), "creature": who}
    if kind in ("attack", "bomb"):
        act = {"type": kind, "creature": who, "target": rng.choice(pieces), "sticks": None, "cover": False,
               "food": rng.random() < 0.2}
        return {**act, "mode": rng.choice(["melee", "ranged"])} if kind == "attack" else act
    if kind in ("loot", "prank"):
        return {"type": kind, "creature": who, "target": rng.choice(pieces), "food": rng.random() < 0.2}
    if kind == "roll":
        return {"type": "roll", "roll": rng.choice(["escape", "rescue", "revive", "scrabble"]), "creature": who,
                "target": rng.choice([None, *creatures]), "food": rng.random() < 0.2}
    if kind == "status":
        return {"type": "status", "creature": who, "what": rng.choice(["hide", "spotted", "recover"])}
    if kind == "item":
        return {"type": "item", "creature": who, "what": rng.choice(["pickup", "deliver", "eat-heal", "eat-hide"]),
                "target": rng.choice([None, *pieces])}
    if kind == "scry":
        return {"type": "scry", "creature": who, "blip": rng.choice(list(game.blips))}
    return {"type": "enter", "creature": who, "building": rng.choice(buildings)}


def quick_copy(game: GobbledyGook) -> GobbledyGook:
    """`game.copy()`, with the dice's Random copied by its state (deepcopy walks the 625 numbers of its
    state one by one) and the setup shared (play never changes it): the test makes some 40,000 copies."""
    rng = random.Random()
    rng.setstate(game.chance.rng.getstate())
    memo: dict[int, Any] = {id(game.chance.rng): rng}
    memo.update({id(value): value for value in (getattr(game, name) for name in (*game.shared, "setup", "broods"))})
    return copy.deepcopy(game, memo)


def accepted(game: GobbledyGook, act: dict[str, Any], rng: random.Random) -> GobbledyGook | None:
    """The game after `act` on a copy, or None when the rules refuse it (an unanswered question counts
    as accepted: the rules took the move and went on to ask)."""
    trial = quick_copy(game)
    trial.chance.begin()
    try:
        trial.apply(dict(act), RandomTable(rng), normalized=True)
    except Unanswered:
        return trial
    except RulesError:
        return None
    trial.chance.finish()
    return trial


def tried_on(game: GobbledyGook, act: dict[str, Any], rng: random.Random) -> bool:
    """Apply `act` to the game itself when the rules accept it (True); when they refuse it (False), check
    that the refusal changed nothing, as a refused command writes nothing."""
    before = game.snapshot(reveal=True)
    game.chance.begin()
    try:
        game.apply(dict(act), RandomTable(rng), normalized=True)
    except Unanswered:  # pragma: no cover -- the random table answers everything
        raise
    except RulesError:
        assert game.snapshot(reveal=True) == before, act
        return False
    game.chance.finish()
    return True


def play(seed: int) -> tuple[int, int]:
    """One seeded game; (decisions, listed moves tried on a copy)."""
    rng = random.Random(seed * 7919)
    game = new_game(seed)
    decisions = tried = 0
    for _ in range(10):  # rounds
        for _ in range(rng.randint(1, 5)):
            if game.over:
                return decisions, tried
            moves = game.moves()
            decisions += 1
            legal = [m for m in moves if m.legal]
            for move in (legal if decisions % 12 == 1 else rng.sample(legal, 1)):
                assert accepted(game, move.action, rng) is not None, (seed, move.label, move.action)
                tried += 1
            for _ in range(12):
                act = made_up(game, rng)
                found = listed(act, moves)
                if tried_on(game, act, rng):
                    assert found is not None, (seed, act, "accepted but not listed")
                    break
                assert found is None, (seed, act, "listed but refused")
        if game.over:
            break
        done = next(m for m in game.moves() if m.main)
        assert done.action == {"type": "humans"} and done.legal
        assert tried_on(game, done.action, rng)
    return decisions, tried


def test_listed_moves_agree_with_the_rules_over_seeded_games():
    decisions = tried = 0
    for seed in range(GAMES):
        made, checked = play(seed)
        decisions, tried = decisions + made, tried + checked
    assert decisions > GAMES * 10 and tried > decisions * 2


@pytest.mark.parametrize("act, why", [
    ({"type": "attack", "creature": "grub", "target": "snagtooth", "mode": "melee", "sticks": None, "cover": False,
      "food": False}, "Snagtooth is in your own Brood"),
    ({"type": "loot", "creature": "bruiser", "target": "hound1", "food": False}, "a Heavy may not loot"),
    ({"type": "status", "creature": "grub", "what": "recover"}, "Grub is not stunned"),
    ({"type": "roll", "roll": "escape", "creature": "grub", "target": None, "food": False}, "Grub is not trapped"),
    ({"type": "item", "creature": "grub", "what": "deliver", "target": None}, "Grub carries nothing worth Tin"),
])
def test_an_unlisted_action_is_refused(act, why):
    game = new_game(0, [BROOD])
    game.new_figure("hound", 2)
    assert listed(act, game.moves()) is None
    with pytest.raises(RulesError, match=why):
        game.apply(dict(act), RandomTable(random.Random(1)), normalized=True)


def test_a_stunned_creature_s_moves_are_shown_blocked_with_what_to_do():
    game = new_game(0, [BROOD])
    game.creatures["grub"].stunned = True
    blocked = {m.label: m.blocked for m in game.moves() if not m.legal}
    assert blocked["Reveal B1 with Grub"] == "Grub is stunned: it must recover first (set grub recover)"
    assert "Grub recovers from the Stun" in [m.label for m in game.moves() if m.legal]


def test_furniture_the_wagon_dropped_can_be_picked_up():
    """Found by the seeded games: furniture on no blip (the Wagon's drop) crashed the pick-up (KeyError)."""
    game = new_game(1, [BROOD])
    game.new_figure("furniture", 1, passive=True)
    move = next(m for m in game.moves() if m.label == "Grub picks up furniture1")
    assert move.legal and move.command == "item grub pickup furniture1"
    game.apply(dict(move.action), RandomTable(random.Random(1)), normalized=True)
    assert game.creatures["grub"].carrying == "furniture"
