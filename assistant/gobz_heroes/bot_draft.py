"""The rival Crews' draft at normal skill and up: the rest of the draft searched to its end (each Crew
picking in turn as the rulebook has it, the rival picking what hurts us most), every finished pair of
Crews valued by what each Gob' measured worth in whole games (`DRAFT_WORTH`).

Why: the draft decides most two-Crew games (with the easy Crew's "most valuable Gob' first" draft, the
Crew that picks first took Mog and won about 3 games in 4 against equal play). The measured worths say
that Gearhead's Tommy Gun wins games and Mog, for 5 Rations, does not. Two Crews only: the worths were
measured in duels; with 3 or 4 Crews the Crew drafts as easy does."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

# Measured (origin: measured): a logistic fit of the winner over 1,235 normal-vs-normal two-Crew quick games
# on the duel board, the draft at random (seeds 10001-11235): each Gob's log-odds of a win when in our
# Crew rather than the rival's, and beginning the game (the highest Charisma begins).
DRAFT_WORTH = {"flapjack": 0.01, "gearhead": 0.72, "grubnik": -0.25, "mog": -0.14, "nagga": 0.23,
               "skritch": 0.24, "zapgit": -0.28}
BEGIN_WORTH = 0.23


def legal(game: Any, owners: dict[str, int | None], seat: int) -> list[str]:
    """The Gob'z `seat` may pick next with `owners` (every Gob' -> its seat, or None) as the draft stands:
    free, within the Crew's size, its one Troll and the Recruitment Limit, leaving room for the Crew's
    minimum size, and never a Gob' whose Rations no Charisma in reach could feed (the draft of every skill)."""
    from goblinkit.assistant.gobz_heroes.setup import MAX_CREW

    profiles = game.profiles
    mine = [g for g, s in owners.items() if s == seat]
    free = [g for g, s in owners.items() if s is None]
    spent = sum(profiles[g].rations for g in mine)
    troll = any(profiles[g].troll for g in mine)
    best_lead = max([profiles[g].charisma for g in mine + free], default=0)
    found = []
    for gob_id in free:
        p = profiles[gob_id]
        if len(mine) >= MAX_CREW or (p.troll and troll) or spent + p.rations > game.limit:
            continue
        rest = sorted(profiles[g].rations for g in free if g != gob_id and not profiles[g].troll)
        need = max(0, game.min_crew - len(mine) - 1)
        if spent + p.rations + sum(rest[:need]) > game.limit or len(rest) < need:
            continue
        if p.rations <= best_lead:
            found.append(gob_id)
    return found


def searched(game: Any) -> bool:
    """Whether the draft search applies: two Crews, every Gob' on the bench with a measured worth."""
    return len(game.players) == 2 and all(g in DRAFT_WORTH for g in game.profiles)


def best_pick(game: Any, seat: int) -> str | None:
    """The pick that leaves our Crew the best measured chance once the draft is done, the rival answering
    each pick with its best (a minimax over the whole draft: 7 Gob'z, a few thousand ends at most)."""
    owners = {g: game.gobz[g].owner for g in sorted(game.profiles)}
    first = next(iter(game.recruited.values()), seat)  # the Shi-Fu-Mi winner picked first
    order = (first, 1 - first)
    gobz = tuple(owners)
    key = tuple(owners[g] for g in gobz)

    @lru_cache(maxsize=None)
    def value(state: tuple[int | None, ...], turn: int, finished: frozenset[int]) -> float:
        """Our chance of a win once the draft from `state` ends, `order[turn]` to pick."""
        if len(finished) == 2:
            return _chance(game, dict(zip(gobz, state)), seat, first)
        picker = order[turn]
        if picker in finished:
            return value(state, 1 - turn, finished)
        picks = legal(game, dict(zip(gobz, state)), picker)
        if not picks:
            return value(state, 1 - turn, finished | {picker})
        results = [value(_with(state, gobz.index(g), picker), 1 - turn, finished) for g in picks]
        return max(results) if picker == seat else min(results)

    picks = legal(game, owners, seat)
    turn = order.index(seat)
    return max(picks, key=lambda g: (value(_with(key, gobz.index(g), seat), 1 - turn, frozenset()), g), default=None)


def _with(state: tuple[int | None, ...], index: int, seat: int) -> tuple[int | None, ...]:
    return state[:index] + (seat,) + state[index + 1:]


def _chance(game: Any, owners: dict[str, int | None], seat: int, first: int) -> float:
    """Our measured chance of a win with these two Crews: each Gob's worth, ours less theirs, and who begins."""
    logit = sum(DRAFT_WORTH[g] * (1 if s == seat else -1) for g, s in owners.items() if s is not None)
    begins = _beginner(game, owners, first)
    logit += BEGIN_WORTH * (1 if begins == seat else -1)
    return 1 / (1 + math.exp(-logit))


def _beginner(game: Any, owners: dict[str, int | None], winner: int) -> int:
    """Highest Charisma begins, a tie compared on the next highest; then the Shi-Fu-Mi winner (setup.first_player)."""
    keys = {s: sorted((game.profiles[g].charisma for g, o in owners.items() if o == s), reverse=True) for s in (0, 1)}
    best = max(keys.values())
    tied = [s for s in (0, 1) if keys[s] == best]
    return winner if winner in tied else tied[0]
