"""Tables set up by hand for Goblout rule tests: exact hands, fronts, life and dice."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.goblout.game import Goblout, seats
from goblinkit.assistant.goblout.state import Match, Player
from goblinkit.assistant.core.table import ScriptedTable


def new_game(bots: int = 2, variant: str | None = None, first: str = "you", seed: int = 1, human: bool = True,
             styles: list[str] | None = None) -> Goblout:
    setup: dict[str, Any] = {"players": seats(bots, human), "variant": variant, "first": first,
                             "styles": {f"bot{i}": s for i, s in enumerate(styles or ["aggressive"] * bots, 1)}}
    game = Goblout(setup, Chance(seed))
    game.chance.begin()
    game.start(ScriptedTable())
    return game


def arrange(m: Match, pid: str, hand: list[str] | None = None, deployed: list[str] | None = None,
            life: int | None = None, face: int | None = None) -> Player:
    """Give a player exactly these cards (taken from the pile, the old ones put back): the 110 stay 110."""
    p = m.player(pid)
    if hand is not None:
        for card in p.hand:
            m.pile.put_back(card)
        p.hand = [_take(m, c) for c in hand]
    if deployed is not None:
        for card in p.deployed:
            m.pile.put_back(card)
        p.deployed = [_take(m, c) for c in deployed]
    if life is not None:
        p.life = life
    if face is not None:
        p.face = face
    return p


def _take(m: Match, card: str) -> str:
    if not m.pile.take(card):
        m.pile.discards.remove(card)
    return card


def who(game: Goblout, *answers: Any) -> Any:
    return game.who(ScriptedTable(list(answers)))


def total(m: Match) -> int:
    return sum(m.all_cards().values())
