"""Why the rules refuse a move of the players' side, worked out before anything changes.

The handlers (goblin_phase) raise these reasons, and the move list (moves.py) shows a move as blocked with
the same words, so a listed move is always accepted and a move the rules refuse is never listed as allowed.
Each function returns the reason, or None when the move is allowed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from goblinkit.assistant.core.names import plural
from goblinkit.assistant.goblins_vs_zombies import targets
from goblinkit.assistant.goblins_vs_zombies.catalog import FLAG_BEARER, EffectDef
from goblinkit.assistant.goblins_vs_zombies.effects import AREA_NAMES

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Rules
    from goblinkit.assistant.goblins_vs_zombies.state import Goblin

GATE_LIMIT = 3
GOBLIN_PHASES = ("goblin-arrival", "goblin-action")


def arrival_refusal(game: Rules, player: str, verb: str) -> str | None:
    """Plays and trades belong to the active player's GOBLIN ARRIVAL."""
    if player != game.current:
        return f"{verb}: it is {game.current}'s turn"
    if game.phase != "goblin-arrival":
        return f"{verb}: GOBLIN ARRIVAL is over for this turn (Goblins are played before any Goblin acts)"
    return None


def paid_cards(pay: Any) -> list[str | None]:
    """The cards a payment discards: named (a tracked game) or a count of cards no one names."""
    return list(pay) if isinstance(pay, list) else [None] * int(pay or 0)


def _holds(game: Rules, player: str, cards: list[str | None]) -> str | None:
    """In a tracked game, the named cards must all be in the hand."""
    if not game.tracked:
        return None
    hand = game.supply.hands[player]
    for card, count in Counter(c for c in cards if c).items():
        if hand.get(card, 0) < count:
            name = game.cat.goblins[card].name if card in game.cat.goblins else card
            return f"{player} holds {'no' if not hand.get(card) else hand[card]} {name}"
    return None


def play_refusal(game: Rules, player: str, card: str, face_down: bool = False, top: Goblin | None = None,
                 pay: Any = None) -> str | None:
    """Why `player` may not play `card` now (on the Gate, or as a Shield under `top`), paying `pay`."""
    why = arrival_refusal(game, player, "play")
    if why:
        return why
    if card != FLAG_BEARER and card not in game.cat.goblin_counts:
        return f"no Goblin card '{card}' (Goblins: {', '.join(sorted(game.cat.goblin_counts))})"
    if card == FLAG_BEARER and game.tracked:
        return "name the card you turn face down to play it as a Flag-bearer"
    shown = FLAG_BEARER if face_down or card == FLAG_BEARER else card
    gdef = game.cat.goblins[shown]
    field = game.fields[player]
    if not game.mode.black_goblins and game.cat.goblins[card].black:
        return "Black Goblins are not used in Mode A: Training"
    if gdef.shield:
        if not field.gate:
            return f"a Shield goes under a Goblin on the Gate, and {player}'s Gate is empty"
        if top is not None and top not in field.gate:
            return f"{game.gname(top)} is itself a Shield; put the Shield under a Goblin on the Gate"
    elif top is not None:
        return f"only a Shield goes under a Goblin; {gdef.name} goes on the Gate"
    elif len(field.gate) >= GATE_LIMIT:
        return f"{player}'s Gate already holds {GATE_LIMIT} Goblins: destroy one first"
    paid = paid_cards(pay)
    if len(paid) != gdef.cost:
        return f"the cost is {gdef.cost}: discard {plural(gdef.cost, 'card')} (--pay {gdef.cost})"
    needed = 1 + len(paid)
    if game.supply.hand_size(player) < needed:
        return (f"{player} holds {plural(game.supply.hand_size(player), 'card')}; {gdef.name} needs {needed} "
                f"(the card and a cost of {gdef.cost})")
    return _holds(game, player, [card if card != FLAG_BEARER else None, *paid])


def give_refusal(game: Rules, player: str, other: str, draw: bool, discards: Sequence[str | None],
                 card: str | None = None) -> str | None:
    """Why `player` may not discard 2 cards to give `other` a card (or make them draw one)."""
    why = arrival_refusal(game, player, "give")
    if why:
        return why
    if not game.fields[other].alive:
        return f"{other} is out of the game"
    if len(discards) != 2:
        return "a trade costs exactly 2 discarded cards"
    needed = 2 + (0 if draw else 1)
    if game.supply.hand_size(player) < needed:
        return f"{player} needs {needed} cards in hand for that, and holds {game.supply.hand_size(player)}"
    if not draw and other == player:
        return "give a card to another player"
    return _holds(game, player, [*discards, None if draw else card])


def pepper_refusal(game: Rules, player: str) -> str | None:
    if player != game.current:
        return f"pepper: it is {game.current}'s turn"
    if game.tracked:
        return _holds(game, player, ["pepper"])
    if game.supply.hand_size(player) == 0:
        return f"{player} has no cards in hand"
    return None


def act_refusal(game: Rules, goblin: Goblin) -> str | None:
    """Why the active player's `goblin` may not take its Action now (targets aside: target_refusal)."""
    if game.phase not in GOBLIN_PHASES:
        return "GOBLIN ACTION is over for this turn"
    gdef = game.cat.goblins[goblin.card]
    if goblin.asleep:
        return f"{game.gname(goblin)} is asleep: discard a Pepper to wake it"
    if gdef.effect is None:
        return f"{game.gname(goblin)} has no Action"
    if goblin.acted == game.turn:
        return f"{game.gname(goblin)} has already acted this turn"
    return target_refusal(game, game.current, gdef.effect)


def target_refusal(game: Rules, player: str, effect: EffectDef) -> str | None:
    """An Action that must pick a Zombie or an Area, with none in reach."""
    if effect.do in ("draw", "wake") or effect.target == "every":
        return None
    if effect.target == "area":
        if not targets.occupied_areas(game, player, effect):
            return "no Zombie in any Area of your Field for this Action"
        return None
    if not targets.legal_targets(game, player, effect, limit=1):
        kinds = "/".join(t.capitalize() for t in effect.types) if len(effect.types) < 3 else "any"
        return (f"no legal target ({effect.target} {kinds} Zombie"
                f"{' in the ' + AREA_NAMES[effect.area] if effect.area else ''})")
    return None
