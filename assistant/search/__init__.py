"""Search for the hard bots: a time-budgeted, seeded Monte Carlo tree search over any game's engine.

How a game plugs in (see protocol.py for each method's contract):

1. Wrap the game in a `SearchState` subclass whose decisions are what the hard bot chooses between:
   `to_move()` (the seat choosing now, None once the game is over), `actions()` (hashable keys of
   the candidate actions, the policy's favourite first), `play(key)` (apply it in place and run the
   chance and the automatic steps up to the next decision), `rewards()` (each seat's reward in
   [0, 1]: the result when over, an estimate when a rollout stops early) and `sample(seat, rng)`.
2. `sample(seat, rng)` is where hidden information is handled: it returns an independent copy of
   the state *as `seat` may know it*. Cards the seat cannot see (rivals' hands, a deck's order) are
   redrawn with `rng` from the pool of cards unseen by that seat, taken in a canonical (sorted)
   order so the copy never depends on where the hidden cards really are; future dice and draws are
   driven by `rng` too, never by the game's own seeded Chance (which knows the future). A game
   without hidden cards only copies and reseeds (Globbo!, GvZ: MCTS over the dice). `seat_view(seat)`
   is what the seat may know (its own cards shown, the others' counted): every search's seed comes from
   it (`seat_seed`), so two states that differ only in what the seat cannot see search alike, and
   `deal_unseen` deals the hidden hands again from the pool the seat cannot see (seat_view.py).
3. Call `ismcts(state, seat, budget, seed)` (hidden hands) or `mcts(state, budget, seed)` (none);
   both return a `Decision`: the chosen key, the iterations run and the CPU seconds spent.
   `Budget(seconds=...)` at the table, `Budget(iterations=...)` in tests (deterministic for a seed).

The tree is the single-observer information-set MCTS of Cowling, Powley and Whitehouse (2012),
as OpenSpiel's ismcts.py builds it: one tree over action keys for the searching seat's
information set, a fresh determinization each iteration, UCB1 over the children available in
that determinization (availability counts), rewards credited to the seat that chose each edge.
Open-loop MCTS for games without hidden information is the same loop with a sample that only
reseeds the chance.
"""

from goblinkit.assistant.search.protocol import Budget, Decision, SearchState, derived_seed
from goblinkit.assistant.search.seat_view import deal_unseen, seat_seed, view_key
from goblinkit.assistant.search.tree import ismcts, mcts

__all__ = ["Budget", "Decision", "SearchState", "deal_unseen", "derived_seed", "ismcts", "mcts", "seat_seed",
           "view_key"]
