"""The Goblin cards a table game only counts, named for a search's future of it.

At a real table the assistant counts the Goblin cards and never learns which ones a player holds: every
card in the deck, the discards, the hands and under the Paladin is the anonymous "card" (piles.py). The
Zombie Player's search plays its futures on with the Goblin bot, which must hold real cards to play one.
So a future names them as the Zombie Player could imagine them: the box's Goblin cards less those face up
on the Gates, dealt at random to the hands, the deck, under the Paladin, under face-down Flag-bearers and
to the discards, as many to each as the table holds. What it imagines comes only from what its seat
sees; the players' real cards are never read (the assistant does not know them).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

from goblinkit.assistant.goblins_vs_zombies.catalog import FLAG_BEARER
from goblinkit.assistant.goblins_vs_zombies.piles import GoblinSupply

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Playable


def name_counted_cards(game: Playable, rng: random.Random) -> None:
    """Give a counted (table) game's copy a tracked supply of imagined cards; a tracked game is left as it is."""
    if game.tracked:
        return
    unseen = Counter(game.cat.boxes(game.mode.black_goblins)[0])
    hidden = []  # face-down Flag-bearers: their cards are unseen too (even one the player named in `play`)
    for field in game.fields.values():
        for goblin in field.goblins():
            if goblin.card == FLAG_BEARER:
                hidden.append(goblin)
            else:
                unseen[goblin.card] -= 1
    pool = sorted((+unseen).elements())
    rng.shuffle(pool)

    def deal(count: int) -> list[str]:
        dealt = pool[:count]
        del pool[:count]
        return dealt

    old = game.supply
    for goblin in hidden:
        dealt = deal(1)
        goblin.real = dealt[0] if dealt else None
    supply = GoblinSupply(deal(len(old.pile)), list(old.hands), tracked=True)
    supply.pile.reshuffles = old.pile.reshuffles
    supply.hands = {player: Counter(deal(sum(hand.values()))) for player, hand in old.hands.items()}
    supply.under = Counter(deal(sum(old.under.values())))
    supply.pile.discards = deal(len(old.pile.discards))
    game.supply, game.tracked = supply, True
