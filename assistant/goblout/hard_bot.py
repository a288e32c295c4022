"""The hard Goblout bot: rollout-based improvement of the normal policy, over each turn's plan, with
common random numbers.

At the start of its turn the hard bot chooses a plan (`candidates`): the turn played as one of the
styles would play it (attack as weighed by bot_lookahead), holding every goblin home, aiming every
attacker ("all@bot2") or every non-blocker ("strike@bot2") at one rival whatever the weighing says,
turning the die to one face (paying a life unless the free roll shows it) or never paying a life, or
playing until its next turn by one of tactics.TACTICS (sparing its Super-Goblins and defence lightning unless
in danger, playing that lightning against any attack that hurts, keeping its Cannon Fodder in hand for the
defence phase, or no lightning in its own turn): the decisions the normal policy made alone.
Each round of the search deals the cards the bot cannot see (the rivals' hands and the draw pile, from
the pool of cards unseen by it, never from where they really are) and a seed for the dice and draws,
then plays EVERY candidate on that same deal and those same dice, in a duel for HORIZON more turns (in
a game of more players to the end): its own later
turns by its own normal style, every other player by its normal policy (a human seat as a normal
HUMAN_MODEL bot); a game not over by then is judged by hard_leaf's chance, fitted on normal games (whole
playouts to the end cost so much that a small budget ran only a few rounds). Comparing candidates on the same deals and dice (common random numbers) removes most
of the luck from their difference; plans clearly behind leave the race, so the budget goes to the close
ones. The normal policy's own plan keeps the turn unless another beats it clearly (see `search`). The
plan is written into the `bot` action, so the turn replays exactly without searching again; until its
next turn the bot defends as that style. (A flat search, not a tree: the plans past this turn are the
normal policy's, which is how the opponents really play; assistant/search's tree has no common random
numbers.)
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Hashable
from contextvars import ContextVar

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.goblout import dice, flow, hard_leaf
from goblinkit.assistant.goblout.bot_lookahead import KILL, aimed_attack, attack_score
from goblinkit.assistant.goblout.bot_styles import STYLES
from goblinkit.assistant.goblout.bots import Bot
from goblinkit.assistant.goblout.catalog import Catalog
from goblinkit.assistant.goblout.state import Match, Player
from goblinkit.assistant.goblout.tactics import TACTICS, held_back
from goblinkit.assistant.goblout.twin import UnrecordedChance, twin
from goblinkit.assistant.search import deal_unseen
from goblinkit.assistant.search.protocol import Budget, Decision, clock
from goblinkit.assistant.search.turn_clock import TurnClock
from goblinkit.assistant.core.skill import Skill

MODES = ("attack", "hold")
AIMED = ("all", "strike")  # "all@bot2", "strike@bot2"
FACES = range(1, 7)
TURN_LIMIT = 400  # as the game's: a search game this long is a draw
HUMAN_MODEL = "aggressive"  # how the search expects a human seat to play
RACE_AFTER, RACE_Z = 8, 2.0  # a plan clearly worse than the leader leaves the race (see `search`)
SAME_AFTER = 8  # a plan that has always ended as the normal plan did leaves the race after these rounds (with the
# same deals and dice, a plan that plays otherwise ends otherwise: its leaf is a float)
HORIZON = 4  # turns a duel's playout plays after the plan's before hard_leaf (fitted on duels) judges it
TIE = 0.02  # plans this close (a share of a win), interval and all, are a tie: the race stops (`decided`)
PICK_Z = 0.0  # a plan replaces the normal plan when its gain, less this many standard errors, is above 0 (measured: 0 picks best)


def check_plan(plan: str, seats: list[str] | None = None) -> tuple[str, str, int, str]:
    """A plan as the `bot` action names it, "STYLE/MODE[/DIE][/TACTIC]": MODE attack, hold, all@PLAYER or
    strike@PLAYER; DIE (optional) faceN (turn the die to face N, paying a life unless it rolls it) or
    nopay; TACTIC (optional) how it plays until its next turn, one of tactics.TACTICS. Its
    (style, mode, face_plan, tactic) for the Bot."""
    style, _, rest = plan.partition("/")
    mode, _, tail = rest.partition("/")
    die, _, tactic = tail.partition("/")
    if die in TACTICS and not tactic:
        die, tactic = "", die
    how, at, target = mode.partition("@")
    aimed = at and how in AIMED and target and (seats is None or target in seats)
    face = {"": 0, "nopay": -1, **{f"face{n}": n for n in FACES}}.get(die)
    if style not in STYLES or not (mode in MODES or aimed) or face is None or tactic not in ("", *TACTICS):
        raise RulesError(f"no bot plan '{plan}' (plans: STYLE/MODE, STYLE/MODE/DIE, STYLE/MODE/TACTIC or "
                         f"STYLE/MODE/DIE/TACTIC; STYLE one of {', '.join(STYLES)}; MODE attack, hold, all@PLAYER or "
                         f"strike@PLAYER; DIE face1 to face6 or nopay; TACTIC {' or '.join(TACTICS)})")
    return style, mode, face, tactic


def plan_bot(plan: str, cat: Catalog, seats: list[str] | None = None) -> Bot:
    """The normal bot that plays `plan`."""
    style, mode, face, tactic = check_plan(plan, seats)
    return Bot(style, cat, "normal", mode, face, tactic)


def candidates(m: Match, own: str) -> list[str]:
    """The plans searched for the current player (whose normal style is `own`), its normal plan first:
    the other styles' turns, holding or aiming the attack, the normal turn with each of tactics.TACTICS until its
    next turn, and (unless the Group Die rolls for all) each
    face worth turning the die to (none whose colours another face shows too), or never paying a life."""
    me = m.current
    low = exposed(m, me)
    styles = [s for s in STYLES if s != own and not (low and s == "aggressive")]  # aggressive sends its blockers
    plans = [f"{own}/attack"] + [f"{s}/attack" for s in styles] + [f"{own}/hold"]
    plans += [f"{own}/attack/{tactic}" for tactic in TACTICS]  # blocks, lightning, what to deploy
    for q in m.after(me.id):
        plans += [f"{own}/{how}@{q.id}" for how in AIMED if not (low and how == "all" and not _kills(m, me, q))]
    if (m.variant is None or not m.variant.group_dice) and me.no_die_by is None:  # under No Die no face buys anything
        faces = m.cat.faces
        best = [n for n in FACES if not any(set(faces[n]) < set(faces[k]) for k in FACES)]
        plans += [f"{own}/attack/nopay"] + [f"{own}/attack/face{n}" for n in best if not low]  # no life paid
    return plans


def incoming(m: Match, p: Player) -> int:
    """The damage every rival could deal `p` next round: each living rival's attackers, all sent at `p`."""
    dmg, attackers = m.cat.damage, m.cat.attackers
    return sum(dmg[c] for q in m.alive() if q is not p for c in q.deployed if c in attackers)


def exposed(m: Match, p: Player) -> bool:
    """Whether `p`'s life is within what the rivals could deal it next round (issue 35: four-player hard bots
    went all-in at 4-5 life with no blockers and an empty hand, and the next rival finished them). An exposed
    bot keeps its blockers home and its life: its all-in plans leave the search unless they kill their target,
    and so do the aggressive style's turn and the plans that pay a life for the die."""
    return p.life <= incoming(m, p)


def _kills(m: Match, p: Player, q: Player) -> bool:
    """Whether sending every attacker at q kills it, one ply ahead (bot_lookahead's reckoning)."""
    goblins = aimed_attack(m, p, f"all@{q.id}").get(q.id, [])
    return bool(goblins) and attack_score(m, p, q, goblins) >= KILL


def models_for(m: Match) -> dict[str, Bot]:
    """How the search expects each player to play: a bot by its seat's style at normal skill (whatever its
    level: the playouts need a quick policy; not the style of a hard bot's last plan, which `bots` holds
    until its next turn: what the game's bots are), a human as a normal HUMAN_MODEL bot."""
    return {p.id: Bot(p.style or HUMAN_MODEL, m.cat, "normal") for p in m.players}


def ruled_out(m: Match, me: str) -> tuple[str | None, frozenset[str]]:
    """The rival whose hand the table can read something of, and the cards it cannot hold: the bot who played
    the turn just before `me`'s deployed every goblin its die let it (bots.to_deploy: all but white cards and
    what a tactic may hold back, tactics.held_back: a hard bot's "lurk" keeps its Cannon Fodder, and nobody at
    the table knows its plan), and has drawn nothing since (the players it attacked drew in their defence phases, not it). So
    its hand holds none of the non-white goblins its die still shows but those (issue 35: opponent modelling
    from play, what anyone at the table sees; never a hidden card). (None, nothing) on the game's first turn,
    when the one before is a human (who may hold cards back) or out, and when `me`'s turn start lifted No Die
    from it (it deployed nothing, whatever its die shows)."""
    if m.turn <= 1 or m.current.id != me:
        return None, frozenset()
    before = m.after(me)
    q = before[-1] if before else None
    if q is None or not q.bot or not q.hand or q.id in m.no_die_lifted:
        return None, frozenset()
    cards = m.cat.cards
    kept = m.cat.whites | held_back(m.cat)
    return q.id, frozenset(c for c in dice.deployable(m, q) if c not in kept and not cards[c].lightning)


def deal(m: Match, me: str, rng: random.Random) -> Match:
    """A copy dealt again from `me`'s view: the rivals' hands and the draw pile come from the pool of cards
    `me` cannot see (search.deal_unseen: sorted, then shuffled by `rng`; never read from where they really are),
    the hand `ruled_out` reads dealt first from the cards it may hold (then any, if too few are left)."""
    dealt = twin(m, UnrecordedChance(0))
    others = [q for q in dealt.players if q.id != me and q.hand]
    pool = dealt.pile.cards + [c for q in others for c in q.hand]
    read, cannot = ruled_out(m, me)
    if read is not None and cannot:
        q = dealt.by_id[read]
        size = len(q.hand)
        allowed = [c for c in pool if c not in cannot]
        (hand,), _ = deal_unseen(allowed, [size], rng)
        if len(hand) < size:
            (more,), _ = deal_unseen([c for c in pool if c in cannot], [size - len(hand)], rng)
            hand += more
        q.hand = hand
        for c in hand:
            pool.remove(c)
        others = [o for o in others if o is not q]
    hands, rest = deal_unseen(pool, [len(q.hand) for q in others], rng)
    for q, hand in zip(others, hands):
        q.hand = hand
    dealt.pile.cards = sorted(rest)
    return dealt


Dealer = Callable[[Match, str, random.Random], Match]
# How the search deals each round's world (`deal`, from the seat's view). A seam for the lab only
# (assistant/lab/ceiling.py deals the true cards to measure a clairvoyant bot); the table never sets it.
DEALER: ContextVar[Dealer] = ContextVar("goblout_hard_dealer", default=deal)


def playout(m: Match, plan: str, models: dict[str, Bot], horizon: int | None = None) -> float:
    """The current player's share of the result when it plays this turn by `plan` and everyone plays on
    by `models`: to the end (a turn-limit draw shared by life and prestige, a prestige point worth 3 life),
    or, with a `horizon`, for that many more turns, the position then judged by hard_leaf's fitted chance."""
    me = m.current
    bots = dict(models)
    bots[me.id] = plan_bot(plan, m.cat)
    who = bots.__getitem__
    flow.bot_turn(m, me, bots[me.id], who)
    last = TURN_LIMIT + 1 if horizon is None else min(TURN_LIMIT + 1, m.turn + horizon)
    while m.winner is None and m.turn < last:
        q = m.current
        bots[q.id] = models[q.id]
        flow.bot_turn(m, q, models[q.id], who)
    if m.winner is None and m.turn <= TURN_LIMIT:
        return hard_leaf.chance(m, me.id)
    return outlook(m, me.id)


def outlook(m: Match, me: str) -> float:
    """`me`'s share of the result: 1 won, 0 lost, else its share of the worth at the table (life, and a
    prestige point worth 3 life), as a playout cut off at the turn limit is judged."""
    if m.winner:
        return 1.0 if m.winner == me else 0.0
    worth = {p.id: (p.life + 3 * m.prestige(p)) if p.alive else 0 for p in m.players}
    return worth[me] / (sum(worth.values()) or 1)


def dealt_for_search(m: Match, me: str, rng: random.Random) -> Match:
    """`deal` for a search over the table model's moves: the copy draws from `m`'s own (reseeded) Chance."""
    dealt = deal(m, me, rng)
    dealt.chance = m.chance
    return dealt


def search(m: Match, plans: list[str], models: dict[str, Bot], budget: Budget, seed: int) -> Decision:
    """Rounds of common random numbers: one deal and one dice seed, every plan still in the race played on
    them. A plan leaves the race once it is clearly worse than the leader (RACE_Z standard errors of their
    paired difference, after RACE_AFTER rounds), or, after SAME_AFTER rounds, if it has not once ended
    otherwise than the normal plan; the search stops when the race is `decided`. The normal plan (plans[0]) stays, and keeps the turn unless another's
    mean gain over it, less PICK_Z standard errors, is above zero (measured on set positions against
    300-round values: asking one standard error gave up more gain than the luck it guarded against). Decision.iterations counts rounds; visits[plan] the rounds each plan played."""
    rng = random.Random(seed)
    me = m.current.id
    # a duel only: one hard among three normals won 28.6 % of 56 ladder games with cut playouts, 35.9 % of 64 whole
    horizon = HORIZON if len(m.alive()) == 2 else None
    base = plans[0]
    scores: dict[str, list[float]] = {plan: [] for plan in plans}
    racing = list(plans)
    rounds, start = 0, clock()
    while len(plans) > 1:
        dealt = DEALER.get()(m, me, random.Random(rng.getrandbits(64)))
        dice = rng.getrandbits(64)
        for plan in racing:
            scores[plan].append(playout(twin(dealt, UnrecordedChance(dice)), plan, models, horizon))
        rounds += 1
        if budget.spent(rounds, start) or len(racing) == 1:
            break
        if rounds >= RACE_AFTER:
            racing = _still_racing(racing, scores, rounds)
            if decided(racing, scores):
                break
    values: dict[Hashable, float] = {plan: statistics.fmean(got) for plan, got in scores.items() if got}
    best, best_score = base, 0.0
    for plan in plans[1:]:
        got = scores[plan]
        if len(got) < 2:
            continue
        gain, error = _paired(got, scores[base])
        if gain - PICK_Z * error > best_score:
            best, best_score = plan, gain - PICK_Z * error
    return Decision(best, rounds, clock() - start, {plan: len(got) for plan, got in scores.items()}, values)


def _paired(one: list[float], other: list[float]) -> tuple[float, float]:
    """The mean of one's gain over other on the rounds both played, and its standard error."""
    diffs = [a - b for a, b in zip(one, other)]
    n = len(diffs)
    mean = math.fsum(diffs) / n
    if n < 2:
        return mean, 1.0
    spread = math.fsum((d - mean) * (d - mean) for d in diffs) / n  # in floats: statistics.pstdev's exact
    return mean, math.sqrt(spread / (n - 1))  # fractions took a third of the search (profiled)


def decided(racing: list[str], scores: dict[str, list[float]]) -> bool:
    """Whether the race is over before the budget (issue 35: no budget spent on a decided turn; what the turn
    leaves unspent is the player's wait saved): one plan left; the normal plan and one other clearly ahead of
    it (RACE_Z standard errors), every other plan gone; or every plan left within TIE of the leader, RACE_Z
    standard errors and all (whichever is picked costs less than TIE of a win)."""
    if len(racing) == 1:
        return True
    if len(racing) == 2:
        gain, error = _paired(scores[racing[1]], scores[racing[0]])
        if gain - RACE_Z * error > 0:
            return True
    leader = max(racing, key=lambda plan: statistics.fmean(scores[plan]))
    for plan in racing:
        if plan != leader:
            gain, error = _paired(scores[leader], scores[plan])
            if abs(gain) + RACE_Z * error >= TIE:
                return False
    return True


def _still_racing(racing: list[str], scores: dict[str, list[float]], rounds: int) -> list[str]:
    """The plans that stay in the race (the normal plan always does)."""
    base = racing[0]
    leader = max(racing, key=lambda plan: statistics.fmean(scores[plan]))  # each has played every round
    kept = [base]
    for plan in racing[1:]:
        got = scores[plan]
        if plan != leader:
            gain, error = _paired(got, scores[leader])
            if gain + RACE_Z * error < 0:
                continue
        if rounds >= SAME_AFTER and got == scores[base]:
            continue
        kept.append(plan)
    return kept


def choose(m: Match, bots: dict[str, Bot], skill: Skill, seed: int, clock_: TurnClock | None = None) -> Decision:
    """The plan for the current player's turn (it must be a hard bot's; `bots`, the game's, are not read:
    the search models every seat by its style). The turn's one search has its whole budget (`clock_`, the
    game's turn clock, records it)."""
    clock_ = clock_ or TurnClock()
    budget = clock_.share((m.turn, m.current.id), skill.budget(), 1) or skill.budget()
    models = models_for(m)
    decision = search(m, candidates(m, models[m.current.id].style), models, budget, seed)
    clock_.spent(decision.iterations, decision.seconds, skill.budget())
    return decision
