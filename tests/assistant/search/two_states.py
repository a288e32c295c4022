"""Two states that differ only in what a seat cannot see must get the same decision from that seat's bot,
at every skill (DESIGN.md: "two states that differ only in what the seat cannot see give the same
decision"). The machinery every game's test uses: build the twin with the hidden part swapped (a hand
traded with the face-down pile, the next dice changed), then check that the twin really differs, that the
seat's view does not, and that the decision is equal. Decisions are searched with fixed `iterations`, so a
test is deterministic and quick."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from goblinkit.assistant.search.seat_view import view_key

SKILLS = ("easy", "normal", "hard", "expert")
HARD_ITERATIONS = 24  # hard's search budget in these tests: enough rounds that a seed picks among worlds


def traded(hand: Iterable[str], pile: Iterable[str]) -> tuple[list[str], list[str]]:
    """A hand of the same size taken from the pile (cards the hand does not hold, first by name, so the two
    hands differ wherever the pile allows), and the pile with the old hand in: the unseen pool is unchanged."""
    hand, pile = sorted(hand), sorted(pile)
    fresh = [c for c in pile if c not in hand][:len(hand)]
    fresh += [c for c in pile if c in hand][:len(hand) - len(fresh)]
    assert len(fresh) == len(hand), "the pile is too small to trade the hand"
    rest = Counter(pile) - Counter(fresh) + Counter(hand)
    assert sorted(rest.elements()) != pile or sorted(fresh) != hand, "nothing to trade: the pile holds the same cards"
    return fresh, sorted(rest.elements())


def other_dice(game: Any, seed: int = 424242) -> None:
    """The table's next dice and draws changed (its Chance reseeded; the game's seed, a fact of `new`, kept)."""
    game.chance.rng.seed(seed)


def assert_same_decision(decide: Callable[[Any], Any], one: Any, two: Any,
                         truth: Callable[[Any], Any] = lambda g: g.snapshot(reveal=True),
                         view: Callable[[Any], Any] | None = None) -> Any:
    """`decide` gives the same in both states, which differ in the whole truth (`truth`) but not in the seat's
    view (`view`, when the game's search has one); returns the decision."""
    assert view_key(truth(one)) != view_key(truth(two)), "the twin should differ in something hidden"
    if view is not None:
        assert view_key(view(one)) == view_key(view(two)), "the twin should look the same from the seat"
    first, second = decide(one), decide(two)
    assert first == second, f"the decision read hidden information:\n  {first}\n  {second}"
    return first
