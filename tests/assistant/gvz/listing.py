"""Checking Goblins vs Zombies' listed moves against its rules, both ways (used by test_listed_moves.py)."""

from __future__ import annotations

import copy
from typing import Any

from goblinkit.assistant.core.errors import RulesError, Unanswered
from goblinkit.assistant.core.moves import Move, listed
from goblinkit.assistant.goblins_vs_zombies.bots import BotTable
from goblinkit.assistant.goblins_vs_zombies.catalog import FLAG_BEARER
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from goblinkit.assistant.goblins_vs_zombies.worth import cheapest_cards


def refusal(game: GoblinsVsZombies, act: dict[str, Any]) -> str | None:
    """Why the rules refuse `act` on a copy of the game (None: accepted; a question the table leaves
    unanswered counts as accepted: the move was taken, the rules ask the rest)."""
    trial = game.copy()
    try:
        trial.apply(copy.deepcopy(act), BotTable(trial))
    except Unanswered:
        return None
    except RulesError as exc:
        return str(exc) or type(exc).__name__
    return None


def check_listed(game: GoblinsVsZombies, moves: list[Move]) -> None:
    """Every legal listed move is accepted; every blocked one is refused."""
    for move in moves:
        why = refusal(game, move.action)
        if move.legal:
            assert why is None, f"listed {move.label} ({move.action}) refused: {why}"
        else:
            assert why is not None, f"blocked {move.label} ({move.blocked}) was accepted"


def candidates(game: GoblinsVsZombies) -> list[dict[str, Any]]:
    """Actions of the shapes the list covers, listed or not: every card played (on the Gate, face down, as
    a Shield under each Goblin), every Goblin acting (with each Zombie in play as its one target, or each
    Area), every trade, a Pepper, a destroy, and Goblins and Zombies that are not there."""
    player = game.current
    field = game.fields[player]
    hand = game.supply.hands[player]
    found: list[dict[str, Any]] = []
    for card in sorted(game.cat.goblin_counts) + ([] if game.tracked else [FLAG_BEARER]):
        cost = game.cat.goblins[card].cost
        pay: Any = cheapest_cards(hand, cost, card) if game.tracked else cost
        found.append({"type": "play", "player": player, "goblin": card, "pay": pay})
        for goblin in field.gate:
            found.append({"type": "play", "player": player, "goblin": card, "under": f"g{goblin.uid}", "pay": pay})
        if game.tracked:
            found.append({"type": "play", "player": player, "goblin": card, "face_down": True, "pay": []})
    zombies = [f"z{z.uid}" for f in game.fields.values() for _, z in f.zombies()]
    for goblin in field.goblins():
        gid = f"g{goblin.uid}"
        found.append({"type": "act", "goblin": gid})
        effect = game.cat.goblins[goblin.card].effect
        if effect is not None and effect.target in ("one", "nearest") and effect.count == 1 \
                and effect.do not in ("draw", "wake"):
            found += [{"type": "act", "goblin": gid, "targets": [z]} for z in zombies]
        if effect is not None and effect.target == "area":
            found += [{"type": "act", "goblin": gid, "area": a} for a in ("graveyard", "trees", "village")]
        found.append({"type": "destroy", "player": player, "goblin": gid})
    if not game.tracked:
        for other in game.players:
            found += [{"type": "give", "player": player, "to": other, "draw": True},
                      {"type": "give", "player": player, "to": other, "draw": False}]
    found.append({"type": "pepper", "player": player})
    return found


def check_unlisted(game: GoblinsVsZombies, moves: list[Move]) -> int:
    """Each candidate action is listed as allowed exactly when the rules accept it; how many were refused."""
    refused = 0
    for act in candidates(game):
        why = refusal(game, act)
        shown = listed(act, moves)
        if why is None:
            assert shown is not None, f"{act} is accepted but not listed"
        else:
            refused += 1
            assert shown is None, f"{act} is listed as {shown.label} but refused: {why}"
    return refused
