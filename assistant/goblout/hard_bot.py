"""The hard Goblout bot: information-set MCTS (assistant/search) over each player's turn plan.

At the start of its turn the hard bot chooses a plan -- which style to play this turn, and whether to
attack as that style would or hold every goblin home -- by searching the turns that follow: each
iteration deals the cards it cannot see (the rivals' hands and the draw pile, from the pool of cards
unseen by it, never from where they really are) and plays the game on, the bot choosing a plan in each
of its own turns (the tree, then its own style's plan past it) and every other player its normal policy
(how the search expects them to play: a tree over their plans too spread a short budget over choices
that were not the bot's to make). The plan chosen is written
into the `bot` action, so the turn replays exactly without searching again; until its next turn the
bot defends as that style. A human seat is played in the search by a normal aggressive bot.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Hashable, Sequence

from goblinkit.assistant.chance import Chance
from goblinkit.assistant.errors import RulesError
from goblinkit.assistant.goblout import flow
from goblinkit.assistant.goblout.bot_styles import STYLES
from goblinkit.assistant.goblout.bots import Bot
from goblinkit.assistant.goblout.catalog import Catalog
from goblinkit.assistant.goblout.choices import Choices
from goblinkit.assistant.goblout.state import Match
from goblinkit.assistant.search import Decision, SearchState, ismcts
from goblinkit.assistant.skill import Skill

MODES = ("attack", "hold")
PLANS = tuple(f"{style}/{mode}" for style in STYLES for mode in MODES)
ROLLOUT_TURNS = 12  # the bot's own turns played past the tree (each with the others' after it) before scoring
TURN_LIMIT = 400  # as the game's: a search game this long is a draw
HUMAN_MODEL = "aggressive"  # how the search expects a human seat to play


def check_plan(plan: str) -> str:
    if plan not in PLANS:
        raise RulesError(f"no bot plan '{plan}' (plans: {', '.join(PLANS)})")
    return plan


def plan_bot(plan: str, cat: Catalog) -> Bot:
    """The normal bot that plays `plan` ("style/mode")."""
    style, _, mode = check_plan(plan).partition("/")
    return Bot(style, cat, "normal", mode)


class GobloutSearch(SearchState):
    """A Goblout table for the search: decisions are turn plans; `models` play the turns past the tree."""

    def __init__(self, m: Match, models: dict[str, Bot], searcher: int):
        self.m = m
        self.models = models
        self.bots = dict(models)
        self.searcher = searcher  # the seat (index in m.order) whose plans the search chooses

    def who(self, pid: str) -> Choices:
        return self.bots[pid]

    def to_move(self) -> int | None:
        return None if self.m.winner is not None else self.searcher

    def actions(self) -> Sequence[Hashable]:
        own = f"{self.models[self.m.current.id].style}/attack"
        return (own, *(p for p in PLANS if p != own))

    def rollout_action(self, rng: random.Random) -> Hashable:
        return f"{self.models[self.m.current.id].style}/attack"

    def play(self, action: Hashable) -> None:
        """The searcher's turn by this plan, then the others' turns by their models, to its next turn."""
        m = self.m
        p = m.current
        bot = self.bots[p.id] = plan_bot(str(action), m.cat)
        flow.bot_turn(m, p, bot, self.who)
        while m.winner is None and m.active != self.searcher:
            q = m.current
            self.bots[q.id] = self.models[q.id]
            flow.bot_turn(m, q, self.models[q.id], self.who)
            if m.turn > TURN_LIMIT:
                m.winner, m.win_by, m.phase = "", "turn limit", "over"
        if m.winner is None and m.turn > TURN_LIMIT:
            m.winner, m.win_by, m.phase = "", "turn limit", "over"

    def rewards(self) -> Sequence[float]:
        m = self.m
        if m.winner:
            return [1.0 if pid == m.winner else 0.0 for pid in m.order]
        # a draw, or a rollout cut short: shares by life and prestige (a prestige point is worth 3 life)
        worth = [(p.life + 3 * m.prestige(p)) if p.alive else 0 for p in (m.by_id[pid] for pid in m.order)]
        total = sum(worth) or 1
        return [w / total for w in worth]

    def sample(self, seat: int, rng: random.Random) -> GobloutSearch:
        """A copy dealt again from seat's view: the rivals' hands and the draw pile come from the pool of
        cards seat cannot see, sorted then shuffled by `rng`; draws and rolls from then on come from `rng`."""
        m = self.m
        me = m.order[seat]
        memo = {id(m.cat): m.cat, id(m.chance): Chance(rng.getrandbits(64))}
        twin: Match = copy.deepcopy(m, memo)
        twin.talk, twin.checked, twin.lines = False, False, []
        others = [q for q in twin.players if q.id != me and q.hand]
        pool = sorted(twin.pile.cards + [c for q in others for c in q.hand])
        rng.shuffle(pool)
        for q in others:
            q.hand, pool = pool[:len(q.hand)], pool[len(q.hand):]
        twin.pile.cards = sorted(pool)
        return GobloutSearch(twin, self.models, self.searcher)


def models_for(m: Match, bots: dict[str, Bot]) -> dict[str, Bot]:
    """How the search expects each player to play: a bot by its own style at normal skill (whatever its
    level: the search's rollouts need a quick policy), a human as a normal HUMAN_MODEL bot."""
    return {p.id: Bot(bots[p.id].style if p.id in bots else HUMAN_MODEL, m.cat, "normal") for p in m.players}


def choose(m: Match, bots: dict[str, Bot], skill: Skill, seed: int) -> Decision:
    """The plan for the current player's turn (it must be a hard bot's)."""
    root = GobloutSearch(m, models_for(m, bots), m.active)
    return ismcts(root, m.active, skill.budget(), seed, rollout_depth=ROLLOUT_TURNS)
