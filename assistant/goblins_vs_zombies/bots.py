"""Policies: the Goblin bot that plays the digital game and its answers to table questions. They see the
game as `protocol.Playable`, never game.py, so Mode E's Zombie Player's search (zombie_search.py), which the
rules ask, may play its futures with them. The rules list the legal choices; these pick one, and say why in code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.goblins_vs_zombies import targets
from goblinkit.assistant.goblins_vs_zombies.catalog import FLAG_BEARER
from goblinkit.assistant.goblins_vs_zombies.targets import DISTANCE
from goblinkit.assistant.goblins_vs_zombies.worth import WORTH, cheapest_cards, value
from goblinkit.assistant.core.table import Table

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Playable
    from goblinkit.assistant.goblins_vs_zombies.state import Field, Zombie

COST_WEIGHT = 0.2  # what each card paid is worth against a Goblin's Action
FLAG_SCORES = (1.3, 0.9, 0.5)  # a Flag-bearer's worth with 0, 1, 2+ already on the Gate: cards, not defence


class BotTable(Table):
    """Answers the table's questions for the Goblin side by simple, documented preferences."""

    def __init__(self, game: Playable):
        super().__init__()
        self.game = game

    def _choose(self, question: str, options: list[str]) -> str:
        game = self.game
        if self.key == "area":
            field = game.fields[game.current]
            return max(options, key=lambda a: (len(field.areas[a.lower()]), -DISTANCE[a.lower()]))
        if self.key == "potapult-field":
            rivals = [o for o in options if o != game.current]
            if game.mode.slug == "survival" and rivals:
                return min(rivals, key=lambda o: len(game.fields[o].gate))
            return game.current if game.current in options else options[0]
        return options[0]

    def _choose_item(self, items: Any, key: str) -> Any:
        """Which Zombie acts next (the documented `auto` order), which Goblin takes a hit (the least
        valuable; a Wall with HP to spare soaks it first) and which Zombie a Goblin's Action hits (the
        nearest the Gate, then the weakest): picked among the figures themselves, no labels to read."""
        game = self.game
        if key == "zombie-order":
            return items[0]  # "in order", offered first
        if key == "goblin-hit":
            hp = game.cat.goblins
            return min(items, key=lambda g: (0 if hp[g.card].hp - g.damage > 1 else 1, value(g.card), g.uid))
        if key == "target":
            return min(items, key=lambda fz: (DISTANCE[fz[1].area], game.hp_left(fz[1]), fz[1].uid))
        return None

    def _yes_no(self, question: str) -> bool:
        return False

    def _number(self, question: str, low: int, high: int) -> int:
        return low


def _gate_value(game: Playable, player: str, card: str) -> float:
    """How much this Goblin would do on the Gate against the Zombies now on the table."""
    gdef = game.cat.goblins[card]
    effect = gdef.effect
    if effect is None:
        return 1.0 if card == FLAG_BEARER else 2.0 if card == "wall" else 0.5
    if effect.do == "draw":
        return 1.5
    if effect.do == "wake":
        return 2.0 if any(g.asleep for g in game.fields[player].goblins()) else 0.0
    if effect.target in ("every", "area"):
        hit = targets.every_target(game, player, effect)
        return 1.2 * len(hit) * effect.amount
    found = len(targets.legal_targets(game, player, effect, limit=effect.count))  # min(count, found) is used
    if not found:
        return 1.2 * effect.amount * effect.count  # Zombies keep coming: worth having on the Gate
    return min(effect.count, found) * effect.amount * 2.0


def _outclassed(gdef: Any, has_pepper: bool, best: tuple[float, str, Any] | None, weakest_value: float,
                destroying: bool) -> bool:
    """True when a card that looks for targets cannot be the play, whatever the Zombies: even with
    every target found (its ceiling, read from the card alone) it would not pay for destroying the
    weakest Goblin on a full Gate, or not beat the best play found so far (a tie keeps the first).
    Such a card is not scored at all; a card without a ceiling (cheap or unbounded) always is."""
    effect = gdef.effect
    if effect is None or effect.target in ("every", "area") or effect.do in ("draw", "wake"):
        return False
    ceiling = 2.0 * effect.amount * effect.count - COST_WEIGHT * gdef.cost  # 1.2x when there is no target
    if destroying:
        return ceiling - weakest_value < 1.5
    return best is not None and ceiling - (gdef.black and not has_pepper) * 1.5 <= best[0]


def next_goblin_action(game: Playable) -> dict[str, Any] | None:
    """The bot's next Goblin Arrival / Goblin Action decision, or None when its Goblins are done."""
    if game.phase not in ("goblin-arrival", "goblin-action"):
        return None
    player = game.current
    if game.phase == "goblin-arrival":
        if "pepper" in game.supply.hands[player] and any(g.asleep for g in game.fields[player].goblins()):
            return {"type": "pepper", "player": player}
        play = _best_play(game, player)
        if play is not None:
            return play
    return next_goblin_act(game, player)


def next_goblin_act(game: Playable, player: str, held: frozenset[int] = frozenset()) -> dict[str, Any] | None:
    """The first awake Goblin whose Action would hit something now (or draws, or wakes); `held`: the uids of
    Goblins the hard bot keeps for a later turn (action_choices.py)."""
    for goblin in game.fields[player].goblins():
        if goblin.asleep or goblin.acted == game.turn or goblin.uid in held:
            continue
        effect = game.cat.goblins[goblin.card].effect
        if effect is None:
            continue
        if effect.do in ("draw", "wake"):
            return {"type": "act", "goblin": f"g{goblin.uid}"}
        hit: list[tuple[Field, Zombie]] | list[str]
        if effect.target == "every":
            hit = targets.every_target(game, player, effect)
        elif effect.target == "area":
            hit = targets.occupied_areas(game, player, effect)
        else:
            hit = targets.legal_targets(game, player, effect, limit=1)
        if hit:
            return {"type": "act", "goblin": f"g{goblin.uid}"}
    return None


def _best_play(game: Playable, player: str) -> dict[str, Any] | None:
    field = game.fields[player]
    gate = field.gate
    hand = game.supply.hands[player]
    size = sum(hand.values())
    has_pepper = "pepper" in hand
    known = _arrival_memo(game)  # each kind scored once per GOBLIN ARRIVAL (the Zombies stand still)
    goblin_defs = game.cat.goblins
    best: tuple[float, str, dict[str, Any]] | None = None
    weakest, weakest_value = None, 0.0
    if len(gate) >= 3:  # a full Gate: the least valuable Goblin on it (the first of equals) may make room
        for goblin in gate:
            if goblin.card not in known or goblin.card == "pepper":  # a Pepper's worth changes as Goblins wake
                known[goblin.card] = _gate_value(game, player, goblin.card)
            if weakest is None or known[goblin.card] < weakest_value:
                weakest, weakest_value = goblin, known[goblin.card]
    for card in sorted(hand):
        if card == "pepper":
            continue
        gdef = goblin_defs[card]
        cost = gdef.cost
        if size < 1 + cost:
            continue
        if gdef.shield:
            if not gate:
                continue
            under = min(gate, key=lambda g: len(g.shields))
            score = 0.8 if len(field.goblins()) >= 2 else 0.2
            extra = {"under": f"g{under.uid}"}
        else:
            worth = known.get(card)
            if worth is None:
                if (best is not None or weakest is not None) and _outclassed(gdef, has_pepper, best, weakest_value,
                                                                             weakest is not None):
                    continue
                worth = known[card] = _gate_value(game, player, card)
            score = worth - COST_WEIGHT * cost
            if weakest is not None:
                if score - weakest_value < 1.5:
                    continue
                return {"type": "destroy", "player": player, "goblin": f"g{weakest.uid}"}
            if gdef.black and not has_pepper:
                score -= 1.5
            extra = _NOTHING
        if best is None or score > best[0]:
            best = (score, card, extra)
    if len(gate) < 3 and size >= 1:
        bearers = field.bearers()
        score = FLAG_SCORES[min(bearers, 2)]
        if best is None or score > best[0]:
            best = (score, min(hand, key=WORTH.__getitem__), _FACE_DOWN)
    if best is None or best[0] <= 0.25:
        return None
    _, card, extra = best
    cost = 0 if extra is _FACE_DOWN else goblin_defs[card].cost
    return {"type": "play", "player": player, "goblin": card, **extra, "pay": cheapest_cards(hand, cost, card)}


_NOTHING: dict[str, Any] = {}
_FACE_DOWN: dict[str, Any] = {"face_down": True}


def _arrival_memo(game: Playable) -> dict[str, Any]:
    """What the fast bot worked out in this GOBLIN ARRIVAL (no Zombie moves until it ends), kept on
    the game object with that object's id: a lookahead's private copy (a copy of the game object,
    made while the real game lives, so with another id) never reads the real game's notes."""
    notes = getattr(game, "_fast_bot_notes", None)
    key = (id(game), game.turn, game.current)
    if notes is None or notes[0] != key:
        notes = game._fast_bot_notes = (key, {})  # type: ignore[attr-defined]
    return notes[1]
