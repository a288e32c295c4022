"""How hard_leaf's weights were measured, so they can be measured again: normal-vs-normal quick duels (the
rulebook's draft, as the ladder plays), `hard_leaf.features` recorded each time a turn passes, with whether
that Crew went on to win; then a logistic regression (search/logistic.py) of the winner on them.

    python -m goblinkit.assistant.gobz_heroes.leaf_fit --seed 5001 --games 1758

prints BIAS and WEIGHTS to paste into hard_leaf.py (and the held-out log loss of a fit on the first 80 %)."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.gobz_heroes.bots import BotTable, next_action
from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from goblinkit.assistant.gobz_heroes.hard_leaf import features
from goblinkit.assistant.gobz_heroes.simulate import ACTION_LIMIT, setup_for
from goblinkit.assistant.search.logistic import fit_command


def samples(seed: int) -> list[tuple[dict[str, float], int]]:
    """One normal-vs-normal quick duel: (features as each turn passed, 1 if that Crew won); none for a draw."""
    game = GobzHeroes(setup_for(2, length="quick", skills={"Red": "normal", "Blue": "normal"}, random_draft=False),
                      Chance(seed))
    game.start(BotTable(game))
    rows: list[tuple[int, dict[str, float]]] = []
    for _ in range(ACTION_LIMIT):
        if game.over:
            break
        seat = game.current
        game.apply(game.next_automatic() or next_action(game), BotTable(game))
        if game.current != seat and not game.over:
            rows.append((seat, features(game, seat)))
    if game.winner is None:
        return []
    return [(found, int(seat == game.winner)) for seat, found in rows]


def main(argv: Any = None) -> None:
    fit_command(__doc__, samples, 1758, argv)


if __name__ == "__main__":
    main()
