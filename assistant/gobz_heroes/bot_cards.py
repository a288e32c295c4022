"""The rival Crews' Combo Cards beyond the attack ones (bots.with_combos): Sprint and Big Hop to reach an
attack a plain move cannot, Double Time to activate again a Gob' that has one worth playing, Itching Powder
to make a rival Gob' laugh out loud, Sticky Fingers to take a rival's Stuff. A card is played only when it
gains more than CARD_VALUE (three cards dump for 1 VP, so a card in hand is worth about a third of one)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from goblinkit.assistant.gobz_heroes import bot_memo, rules, turns
from goblinkit.assistant.gobz_heroes.bot_values import attack_words, best_attack, crate_value, value
from goblinkit.content.gobz_heroes.board import square_name

CARD_VALUE = 0.35


def _hand(game: Any, seat: int) -> dict[str, str]:
    """{effect: a card id with it} for `seat`'s hand (the first by id, so the choice is reproducible)."""
    hand: dict[str, str] = {}
    for card in sorted(game.players[seat].combos):
        hand.setdefault(game.combo_defs[card].effect, card)
    return hand


def card_moves(game: Any, seat: int, gob_id: str, floor: float,
               careful: bool = False) -> list[tuple[float, list[dict[str, Any]]]]:
    """Moves that need Sprint or Big Hop and end on an attack worth more than `floor` plus the card
    (`careful`: never an attack planned from a Supply Crate square, which forbids it)."""
    hand = _hand(game, seat)
    if "sprint" not in hand and "hop" not in hand:
        return []
    plain = bot_memo.destinations(game, gob_id)
    name = game.profiles[gob_id].name
    options: list[tuple[float, list[dict[str, Any]]]] = []
    for effect in ("sprint", "hop"):
        card = hand.get(effect)
        if card is None:
            continue
        extra = game.combo_defs[card].amount if effect == "sprint" else 0
        for square in bot_memo.destinations(game, gob_id, extra, effect == "hop"):
            if square in plain:
                continue
            ev, act = best_attack(game, seat, gob_id, square, careful)
            if careful and square in game.board.crates and not game.profiles[gob_id].troll:
                ev, act = 0.0, None
            crate = crate_value(game, seat, gob_id, square)
            if not act and crate - CARD_VALUE > floor:
                card_name = game.combo_defs[card].name
                options.append((crate - CARD_VALUE, [
                    {"type": "move", "gob": gob_id, "to": square_name(square), "combos": [card],
                     "why": f"{card_name}: {name} to the Supply Crate at {square_name(square)} ({crate:.2f} VP expected)"}]))
            if act and ev - CARD_VALUE > floor:
                card_name = game.combo_defs[card].name
                move = {"type": "move", "gob": gob_id, "to": square_name(square), "combos": [card],
                        "why": f"{card_name}: {name} to {square_name(square)}, then {attack_words(game, act, False)}: "
                               f"{ev:.2f} VP expected"}
                options.append((ev - CARD_VALUE, [move, act]))
    return options


def tricks(game: Any, seat: int) -> dict[str, Any] | None:
    """Itching Powder on a rival Gob' one Tickle from LOL next to an able Gob' of ours; Sticky Fingers
    from a rival Gob' next to one of ours with room for Stuff (a Weapon first)."""
    hand, name = _hand(game, seat), game.players[seat].name
    mine = [g for g in turns.crew(game, seat)]
    rivals = sorted((g for g in game.gobz.values() if g.on_board and g.owner not in (None, seat)), key=lambda g: g.id)

    def next_to(a: str, b: Any) -> bool:
        return game.board.adjacent(game.gobz[a].pos, game.profiles[a].has("tall"), b.pos, game.profiles[b.id].has("tall"))

    if "itching-powder" in hand:
        able = game.able(seat)
        for target in rivals:
            tp = game.profiles[target.id]
            if target.tickles + 1 >= rules.lol_limit(tp) and any(next_to(g, target) for g in able):
                return {"type": "combo", "player": name, "card": hand["itching-powder"], "gob": target.id,
                        "why": f"Itching Powder: {tp.name} is one Tickle from laughing out loud"}
    if "sticky-fingers" in hand:
        for thief in sorted(mine):
            if game.profiles[thief].troll or len(game.gobz[thief].stuff) >= game.stuff_limit(thief):
                continue
            for victim in rivals:
                if victim.stuff and next_to(thief, victim):
                    return {"type": "combo", "player": name, "card": hand["sticky-fingers"], "gob": thief,
                            "target": victim.id, "why": f"Sticky Fingers: {game.profiles[thief].name} takes "
                                                        f"{game.profiles[victim.id].name}'s Stuff"}
    return None


Plan = Callable[[Any, int, str], tuple[float, list[dict[str, Any]]]]


def double_time(game: Any, seat: int, plan: Plan) -> dict[str, Any] | None:
    """Double Time on a Gob' already activated this turn whose next activation is worth the card;
    `plan` is the Crew's plan for one Gob' (bots.plan, which plays this module's cards in turn)."""
    card = _hand(game, seat).get("double-time")
    player = game.players[seat]
    if card is None or (game.active and not (game.active.attacked or game.active.collected)):
        return None
    for gob_id in sorted(turns.able(game, seat)):
        if not game.gobz[gob_id].activated or game.profiles[gob_id].rations > player.rations:
            continue
        ev, actions = plan(game, seat, gob_id)
        if actions and ev > 0.5 + CARD_VALUE:
            return {"type": "combo", "player": player.name, "card": card, "gob": gob_id,
                    "why": f"Double Time: {game.profiles[gob_id].name} goes again ({ev:.2f} VP expected)"}
    return None


def substitution(game: Any, seat: int, gob_id: str) -> list[tuple[float, list[dict[str, Any]]]]:
    """A Gob' one Tickle from LOL steps down a free Sewer it can reach and the best Bench Gob' that may
    replace it comes up fresh (Foam Bounce or Extra Rations sacrificed first): the rivals lose a LOL worth its VP,
    counted at half (the Tickle may never come), less the card."""
    gob, profile, player = game.gobz[gob_id], game.profiles[gob_id], game.players[seat]
    if not player.combos or gob.tickles + 1 < rules.lol_limit(profile):
        return []
    worth = 0.5 * (2 if profile.troll else 1) - CARD_VALUE
    sewers = [s for s in bot_memo.destinations(game, gob_id, sewer_ok=True) if s in game.board.sewers]
    if worth <= 0 or not sewers:
        return []
    crew_left = turns.crew_rations(game, seat) - profile.rations
    trolls = any(game.profiles[g].troll for g in turns.crew(game, seat) if g != gob_id)
    subs = [g for g in sorted(game.bench) if game.profiles[g].charisma <= profile.charisma
            and crew_left + game.profiles[g].rations <= game.limit and not (game.profiles[g].troll and trolls)]
    if not subs:
        return []
    sub = max(subs, key=lambda g: (value(game, g), g))
    card = min(sorted(player.combos), key=lambda c: game.combo_defs[c].effect not in ("extra-rations", "reroll"))
    square = square_name(min(sewers))
    move = {"type": "move", "gob": gob_id, "to": square, "sub": sub, "sub_combo": card,
            "why": f"Substitution: {profile.name} (one Tickle from LOL) goes down the Sewer at {square}, "
                   f"{game.profiles[sub].name} comes up fresh ({game.combo_defs[card].name} sacrificed)"}
    return [(worth, [move])]
