"""What a searching seat may know, and the two things a search takes from it: its seed and its deals.

A bot must decide the same in two states that differ only in what its seat cannot see (a rival's hand, a
secret goal, the order or the packs of a face-down deck, the next dice). Two rules make that so, here
once for every game:

1. The seed of a search comes from the seat's view only (`seat_seed`): a JSON-able picture of the table
   as that seat sees it (its own cards shown, the others' as counts), salted with facts fixed at `new`
   (the game's seed, so two games do not play alike). Seeding from a snapshot that shows any hidden
   card (a human's hand is shown in `snapshot(reveal=False)`: the table may see it, a rival bot may
   not) lets that card pick the worlds the search samples.
2. Each determinization deals the hidden cards again from the pool the seat cannot see (`deal_unseen`):
   the pool is sorted before the search's generator shuffles it, so where the cards really are never
   shows through.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Sequence
from typing import Any

from goblinkit.assistant.search.protocol import derived_seed


def view_key(view: Any) -> str:
    """A seat's view as canonical text (keys sorted): equal views, equal keys."""
    return json.dumps(view, sort_keys=True, default=str)


def seat_seed(view: Any, *salt: object) -> int:
    """The seed of one search: the seat's view and facts every seat knows (the game's seed, the turn)."""
    return derived_seed(*salt, view_key(view))


def deal_unseen(pool: Iterable[str], sizes: Sequence[int], rng: random.Random) -> tuple[list[list[str]], list[str]]:
    """Hidden hands of these sizes dealt from the cards the seat cannot see (sorted, then shuffled by `rng`),
    and what is left (the face-down pile)."""
    cards = sorted(pool)
    rng.shuffle(cards)
    hands = []
    for size in sizes:
        hands.append(cards[:size])
        cards = cards[size:]
    return hands, cards
