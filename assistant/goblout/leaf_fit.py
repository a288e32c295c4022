"""How hard_leaf's weights were measured, so they can be measured again: two-player normal-vs-normal games
(the ladder's setup, styles rotated by seed), each player's `hard_leaf.features` as each turn begins, less the
rival's, from the view of the player about to play, with whether it went on to win; then a logistic regression
(search/logistic.py) of the winner on them (its bias is hard_leaf's TO_MOVE).

    python -m goblinkit.assistant.goblout.leaf_fit --seed 5001 --games 3000

prints BIAS and WEIGHTS to paste into hard_leaf.py (and the held-out log loss of a fit on the first 80 %)."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.goblout.game import seats
from goblinkit.assistant.goblout.hard_leaf import features
from goblinkit.assistant.goblout.simulate import play_game, styles_for
from goblinkit.assistant.goblout.state import Match
from goblinkit.assistant.search.logistic import fit_command


def samples(seed: int) -> list[tuple[dict[str, float], int]]:
    """One normal-vs-normal game: (the player to move's features less its rival's, 1 if it won); none for a draw."""
    rows: list[tuple[str, dict[str, float]]] = []

    def record(m: Match) -> None:
        if m.winner is None:
            me = m.current
            rival = next(q for q in m.players if q is not me)
            mine, theirs = features(m, me), features(m, rival)
            rows.append((me.id, {name: mine[name] - theirs[name] for name in mine}))

    ids = seats(2, False)
    m = play_game(2, None, seed, styles_for(2, seed, None), skills={pid: "normal" for pid in ids}, watch=record).game.m
    if not m.winner:
        return []
    return [(found, int(pid == m.winner)) for pid, found in rows]


def main(argv: Any = None) -> None:
    fit_command(__doc__, samples, 3000, argv)


if __name__ == "__main__":
    main()
