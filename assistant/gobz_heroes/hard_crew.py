"""The hard rival Crew: an information-set search over its own next action (flat Monte Carlo with common
random numbers: `choose`).

The candidates are the normal Crew's choice first, then each other ready Gob's two best plans (and ending
the turn, when the normal Crew would). Each round deals one world from what this Crew cannot see -- the
rivals' Combo Cards and secret Gob'jectives, from the pool of cards unseen by it (the decks and the
rivals' hands together, sorted then shuffled by the search's own generator, never read from where they
are) -- with its own dice, and plays every candidate in that same world: the candidate, then the rest of
the turn by the normal policy, the table scored as the turn passes: with two Crews by the chance of a win
that a fit to measured games gives it (hard_leaf.py: the race to the target, what each side's Gob'z can
score on the other's next turn, Tickles, Stuns, Gob'z lost), with three or four by the VP lead (VP, Combo
Cards, each Gob's Stun and Tickles, less what the rivals' Gob'z can score on ours:
bot_risk.CrewThreats). With two Crews that is a screen: the normal Crew's choice and the best others then
go on through the rival's reply (its whole next turn by the normal policy, on the hidden cards as dealt:
issue 35's Gearhead walked into Mog's reach for a melee its own turn rated well) whenever the share left
buys a few worlds of it (hard_reply.py). `GobzSearch` is also a SearchState, so the tree search of assistant/search can
run on it (not used: with rewards this close, UCB1 spreads a small budget almost evenly over the
candidates, while every candidate here sees each world). The chosen action is logged in a `decide` step
before it is played (kept.py), so a replay, or a step re-run to answer its question, never searches again."""

from __future__ import annotations

import copy
import json
import math
import random
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from contextvars import ContextVar
from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.gobz_heroes import hard_reply, rules, turns
from goblinkit.assistant.gobz_heroes.bot_risk import RISK, CrewThreats, Threats
from goblinkit.assistant.gobz_heroes.bots import BotTable, next_action, options, with_combos
from goblinkit.assistant.gobz_heroes.hard_leaf import win_chance
from goblinkit.assistant.search import SearchState, deal_unseen, seat_seed
from goblinkit.assistant.search.protocol import clock
from goblinkit.assistant.search.turn_clock import turn_clock
from goblinkit.assistant.core.skill import Skill

PER_GOB = 2  # plans of each ready Gob' among the candidates
MARGIN = 0.1  # VP: what another candidate must beat the normal Crew's choice by (three or four Crews)
WIN_MARGIN = 0.01  # the same with two Crews, in the chance of a win (about 0.1 VP early in the game)
ROLLOUT_LIMIT = 40  # actions of the Crew's own turn played on after a candidate
REPLY = True  # two Crews: a playout goes on through the rival's reply (its next turn) before the leaf
REPLY_POLICY = "normal"  # who plays the rival's reply in a playout
DECIDED, DECIDED_ROUNDS = 0.15, 4  # chance of a win: a lead that stops the search early, and the worlds first seen
FRONT = 0.5  # searched decisions a turn may take per Gob' still to activate (the first decision gets the most)
WIN = 20.0  # VP: a game won (or lost) within the turn
TEMPERATURE = 1.5  # VP: how sharply a lead turns into a share of the win
COMBO_WORTH, STUN_COST, TICKLE_COST = 0.3, 0.6, 0.35


def key_of(act: dict[str, Any]) -> str:
    return json.dumps({k: v for k, v in act.items() if k != "why"}, sort_keys=True)


def candidates(game: Any, seat: int) -> list[dict[str, Any]]:
    """The actions worth searching, the normal Crew's choice first, each once."""
    name = game.players[seat].name
    found = [next_action(game, "normal")]
    active = game.active
    idle = active is None or active.attacked or active.collected
    if idle and not game.players[seat].backup_pending:
        player = game.players[seat]
        alone = len(turns.crew(game, seat)) == 1
        for gob_id in sorted(turns.able(game, seat)):
            if game.gobz[gob_id].activated or (game.profiles[gob_id].rations > player.rations and not alone):
                continue
            ranked = sorted(options(game, seat, gob_id, True), key=lambda o: -o[0])[:PER_GOB]
            found += [with_combos(game, seat, {**acts[0], "player": name}) for _, acts in ranked if acts]
    unique: dict[str, dict[str, Any]] = {}
    for act in found:
        unique.setdefault(key_of({**act, "player": name}), {**act, "player": name})
    return list(unique.values())


class GobzSearch(SearchState):
    """A Gob'z'Heroes table for the search: the searching Crew decides; the search stops (and scores)
    when its turn ends."""

    def __init__(self, game: Any, seat: int):
        self.game, self.seat = game, seat
        self.acts: dict[str, dict[str, Any]] = {}
        self.done = False

    def to_move(self) -> int | None:
        return None if self.game.over or self.done else self.seat

    def actions(self) -> Sequence[Hashable]:
        found = candidates(self.game, self.seat)
        self.acts = {key_of(a): a for a in found}
        return list(self.acts)

    def rollout_action(self, rng: random.Random) -> Hashable:
        act = next_action(self.game, "normal")
        key = key_of(act)
        self.acts[key] = act
        return key

    def play(self, action: Hashable) -> None:
        game = self.game
        self._apply(self.acts[str(action)])
        if game.current != self.seat:
            self.done = True

    def _apply(self, act: dict[str, Any]) -> None:
        self.game.apply(dict(act), BotTable(self.game))

    def rewards(self) -> Sequence[float]:
        game = self.game
        if game.over and game.winner is not None:
            return [1.0 if p.seat == game.winner else 0.0 for p in game.players]
        worth = [score(game, p.seat) - exposure(game, p.seat) for p in game.players]
        top = max(worth)
        shares = [math.exp((w - top) / TEMPERATURE) for w in worth]
        total = sum(shares)
        return [s / total for s in shares]

    def seat_view(self, seat: int) -> dict[str, Any]:
        return seat_view(self.game, seat)

    def sample(self, seat: int, rng: random.Random) -> GobzSearch:
        """A copy dealt again from seat's view (`dealt_again`), every seat played by the policy."""
        twin = DEALER.get()(self.game, seat, rng)
        for p in twin.players:
            p.bot = True  # every seat plays by the policy in the search (a human's too)
        twin.skills = {}
        return GobzSearch(twin, self.seat)


def dealt_again(game: Any, seat: int, rng: random.Random) -> Any:
    """A copy dealt again from seat's view: the rivals' Combo Cards and unfinished Gob'jectives come from the
    pool of those unseen by seat (search.deal_unseen); dice and draws from `rng`."""
    twin = _copy_with(game, Chance(rng.getrandbits(64)))
    others = [p for p in twin.players if p.seat != seat]
    hands, rest = deal_unseen(list(twin.combo_deck.cards().elements()) + [c for p in others for c in p.combos],
                              [len(p.combos) for p in others], rng)
    for p, hand in zip(others, hands):
        p.combos = hand
    twin.combo_deck.packs = [Counter(rest)]
    secret = [p for p in others if p.objective and not p.objective_done]
    goals, rest = deal_unseen(list(twin.objective_deck.cards().elements()) + [p.objective for p in secret],
                              [1] * len(secret), rng)
    for p, (goal,) in zip(secret, goals):
        p.objective = goal
    twin.objective_deck.packs = [Counter(rest)]
    return twin


# How a search deals its worlds (`dealt_again`, from the seat's view). A seam for the lab only
# (assistant/lab/ceiling.py deals the true cards to measure a clairvoyant Crew); the table never sets it.
DEALER: ContextVar[Callable[[Any, int, random.Random], Any]] = ContextVar("gobz_hard_dealer", default=dealt_again)


def outlook(game: Any, seat: int) -> float:
    """How the table looks for `seat`: its worth (VP, less what its Gob'z stand to lose) over the best
    rival's; a won game far above any worth, a lost one far below."""
    if game.over and game.winner is not None:
        return 100.0 if game.winner == seat else -100.0
    worth = {p.seat: score(game, p.seat) - exposure(game, p.seat) for p in game.players}
    return worth[seat] - max(w for s, w in worth.items() if s != seat)


def seat_view(game: Any, seat: int) -> dict[str, Any]:
    """The table as `seat`'s Crew sees it: the snapshot, every other Crew's Combo Cards as a count and its
    Gob'jective unknown until it is done or the game is over (a human's as much as a bot's: the table
    may see a human's hand, a rival Crew may not)."""
    view = game.snapshot(reveal=True)
    for player, shown in zip(game.players, view["players"]):
        if player.seat != seat:
            shown["combos"] = len(player.combos)
            if not (player.objective_done or game.over):
                shown["objective"] = None
    return view


def _copy_with(game: Any, chance: Chance) -> Any:
    memo: dict[int, Any] = {id(game.chance): chance}
    for name in game.shared:
        value = getattr(game, name, None)
        if value is not None:
            memo[id(value)] = value
    return copy.deepcopy(game, memo)


def score(game: Any, seat: int) -> float:
    """A Crew's standing in VP: its VP, its Combo Cards, less what its hurt Gob'z are likely to give away."""
    worth = game.players[seat].vp + COMBO_WORTH * len(game.players[seat].combos)
    for gob_id in turns.crew(game, seat):
        gob = game.gobz[gob_id]
        if gob.stunned:
            worth -= STUN_COST
        limit = rules.lol_limit(game.profiles[gob_id])
        worth -= TICKLE_COST * gob.tickles / max(1, limit - 1)
    return worth


def exposure(game: Any, seat: int) -> float:
    """The VP the rivals' Gob'z may score on this Crew's next turn round (each Gob's danger where it stands)."""
    total = 0.0
    for gob_id in turns.crew(game, seat):
        gob = game.gobz[gob_id]
        if gob.pos is not None:
            total += RISK * Threats(game, seat, gob_id).danger(gob.pos)
    return total


def choose(game: Any, skill: Skill) -> tuple[dict[str, Any], float]:
    """The current (hard) Crew's next action, and the CPU seconds it took: a flat information-set search
    with common random numbers. Each round deals one world from what the Crew may know (`GobzSearch.sample`,
    never the true hands) and plays every candidate in that same world -- the same hidden cards and the
    same dice -- on with the normal policy to the end of the turn, then scores the table (`standing`). Two
    Crews: that is the screen, and the best candidates then go on through the rival's reply in the same
    worlds and new ones (hard_reply.py) when the share left buys enough of them. Only whole rounds count (a round cut by the clock
    would compare candidates over different worlds); a search stops early once one candidate leads by more
    than DECIDED (the turn's later decisions get the time: `decided`). The best mean wins; the normal Crew's
    own choice keeps its place unless another beats it by a margin (so the noise of a few rounds does not
    overturn it)."""
    seat = game.current
    clock_ = turn_clock(game)
    budget = clock_.share((game.turn, seat), skill.budget(), decisions_left(game, seat))
    start = clock()
    found = {key_of(a): a for a in candidates(game, seat)}
    if len(found) == 1 or budget is None:  # one candidate, or no time left this turn: the normal Crew's choice
        return next(iter(found.values())), clock() - start
    rng = random.Random(seat_seed(seat_view(game, seat), game.chance.seed))  # never the hidden cards
    root = GobzSearch(game, seat)
    keys = list(found)
    share = hard_reply.Clock(budget, start)

    def turn(key: str, world: int) -> tuple[float, GobzSearch]:
        state = own_turn(root, found[key], world)
        return standing(state.game, seat), state

    def stop(rounds: hard_reply.Rounds) -> bool:
        return decided(rounds.totals, dict.fromkeys(rounds.keys, rounds.rounds), rounds.rounds)

    two = REPLY and len(game.players) == 2
    screened, worlds = hard_reply.screen(keys, turn, rng, share, stop, hard_reply.SCREEN if two else 1.0)
    means, told = screened.means(), ""
    best = hard_reply.kept(keys, screened, share) if two and not stop(screened) else []
    if best:
        replies = hard_reply.priced(best, worlds, turn, lambda state: replied(state, seat), rng, share, stop)
        if replies.rounds >= hard_reply.MIN_PRICED:
            means = replies.means()
            told = f", rival reply priced: {len(best)} x {replies.rounds} world{'' if replies.rounds == 1 else 's'}"
    elif two and not stop(screened):  # too little time for the replies: the screen goes on and decides
        screened = hard_reply.screen(keys, turn, rng, share, stop, 1.0, screened)[0]
        means = screened.means()
    clock_.spent(share.done, clock() - start, skill.budget())
    margin = WIN_MARGIN if len(game.players) == 2 else MARGIN
    means = {k: m + (margin if k == keys[0] else 0.0) for k, m in means.items()}
    chosen = max(means, key=lambda k: means[k])
    act = dict(found[chosen])
    act["why"] = (f"{act.get('why', act['type'])} [searched: {screened.rounds} world{'' if screened.rounds == 1 else 's'}"
                  f" x {len(keys)} candidates{told}]")
    return act, clock() - start


def decided(totals: dict[str, float], played: dict[str, int], rounds: int) -> bool:
    """The position is decided: after DECIDED_ROUNDS worlds, one candidate's mean leads every other's by DECIDED."""
    if rounds < DECIDED_ROUNDS:
        return False
    means = sorted((totals[k] / played[k] for k in totals if played[k]), reverse=True)
    return len(means) > 1 and means[0] - means[1] > DECIDED


def decisions_left(game: Any, seat: int) -> int:
    """The searched decisions the Crew's turn may still take, this one included, for its share of the turn's
    budget (search/turn_clock.py): about two for every three Gob'z still to activate (measured: a hard Crew's
    turn searched 1 or 2 times, with 2 or 3 Gob'z to activate at its first)."""
    waiting = sum(1 for g in turns.able(game, seat) if not game.gobz[g].activated)
    return max(1, math.ceil(waiting * FRONT))


def own_turn(root: GobzSearch, act: dict[str, Any], world: int) -> GobzSearch:
    """A table dealt as world `world` (the same deal and dice for every candidate), `act` played in it and
    the Crew's turn finished by the normal policy."""
    state = root.sample(root.seat, random.Random(world))
    state._apply(act)
    finish_turn(state, root.seat)
    return state


def replied(state: GobzSearch, seat: int) -> float:
    """The table after the Crew's turn (two Crews) played on through the rival's reply, its whole next turn by
    REPLY_POLICY in the same world (its hand and Gob'jective as dealt there, never the true ones), the leaf
    read as that turn passes back, from the rival's side."""
    game = state.game
    if game.over:
        return standing(game, seat)
    rival = game.current
    finish_turn(state, rival, REPLY_POLICY)
    return standing(game, seat) if game.over else 1.0 - win_chance(game, rival)


def playout(root: GobzSearch, act: dict[str, Any], world: int, reply: bool = False) -> float:
    """One candidate played in world `world`, the Crew's turn finished by the normal policy, scored for the
    searching Crew: as the turn passes, or (two Crews, `reply`) as the rival's reply passes back."""
    state = own_turn(root, act, world)
    if not reply or len(state.game.players) != 2:
        return standing(state.game, root.seat)
    return replied(state, root.seat)


def finish_turn(state: GobzSearch, seat: int, policy: str = "normal") -> None:
    """`seat`'s turn played on by `policy` until it passes (or the game ends, or ROLLOUT_LIMIT)."""
    game = state.game
    for _ in range(ROLLOUT_LIMIT):
        if game.over or game.current != seat:
            break
        state._apply(next_action(game, policy))


def standing(game: Any, seat: int) -> float:
    """The searching Crew's standing as the turn passes. Two Crews: its chance to win (hard_leaf, fitted to
    measured outcomes). Three or four: its lead in VP, each Crew's score (VP, cards, hurt Gob'z), less
    what the rivals' Gob'z can score on ours in their coming turn (bot_risk.CrewThreats: each rival's best
    attack, once); a won or lost game is worth WIN."""
    if len(game.players) == 2:
        return win_chance(game, seat)
    if game.over:
        return WIN if game.winner == seat else -WIN
    rivals = [p.seat for p in game.players if p.seat != seat]
    lead = score(game, seat) - max(score(game, r) for r in rivals)
    return lead - RISK * CrewThreats(game, seat).now
