"""Substitution (Gob'z'Heroes): a Gob' on a Sewer/Hatch swapped for a Bench Gob' of lower or equal Charisma,
a Combo Card sacrificed; checked before anything moves, as a `move --combo-sub` checks it before the move."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobz_heroes import combos, turns
from goblinkit.assistant.core.names import plural


def check(game: Any, seat: int, gob_id: str, sub: str, card_ref: str) -> None:
    """Refused with the rule broken: the card, the Bench, Charisma, the Recruitment Limit, one Troll."""
    combos.card_named(game, seat, card_ref)
    if sub not in game.bench:
        raise RulesError(f"{game.profiles[sub].name} is not on the Bench")
    if game.profiles[sub].charisma > game.profiles[gob_id].charisma:
        raise RulesError(f"a Substitute has a lower or equal Charisma: {game.profiles[sub].name} "
                         f"{game.profiles[sub].charisma} > {game.profiles[gob_id].charisma}")
    rations = turns.crew_rations(game, seat) - game.profiles[gob_id].rations + game.profiles[sub].rations
    if rations > game.limit:
        raise RulesError(f"the Crew would need {plural(rations, 'Ration')} (Recruitment Limit {game.limit})")
    trolls = [g for g in turns.crew(game, seat) if g != gob_id and game.profiles[g].troll]
    if game.profiles[sub].troll and trolls:
        raise RulesError("a Crew may contain at most 1 Troll")


def swap(game: Any, seat: int, gob_id: str, sub: str, card_ref: str) -> list[str]:
    """The card sacrificed, the Gob' down the Sewer to the Bench with its Stuff, the Substitute up in its place."""
    lines: list[str] = []
    card = combos.card_named(game, seat, card_ref)
    game.players[seat].combos.remove(card)
    game.combo_deck.discard(card)
    gob = game.gobz[gob_id]
    square = gob.pos
    gob.owner, gob.pos, gob.stunned, gob.tickles = None, None, False, 0
    game.bench.append(gob_id)
    lines.append(f"  Substitution ({game.combo_defs[card].name} sacrificed): {game.profiles[gob_id].name} "
                 "goes down the Sewer to the Bench, keeping its Stuff.")
    turns.arrive(game, seat, sub, square, lines, "Substitute")
    if game.active and game.active.gob == gob_id:
        game.active = None
    return lines
