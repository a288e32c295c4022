"""The strong Goblin bot (`simulate --bot strong`): a rollout policy over the legal choices.

In GOBLIN ARRIVAL it lists what it may do now (play each kind of card it can pay for, paying with
its least useful cards; play a card face down as a Flag-bearer; a Shield under its best Goblin;
make room by destroying a Goblin; a Pepper; or stop), tries each on private copies of the table,
plays every copy on with the fast bot to the end of the next turn, and takes the choice whose copies
end best on average (`lookahead.judge`). Every choice is tried against the same few seeded futures,
so the comparison is fair and the bot is deterministic. Its Goblin Actions and table answers are
the fast bot's (shoot whenever something can be hit, at the nearest and weakest).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.goblins_vs_zombies.action_choices import HOLD, action_choices, apply_choice
from goblinkit.assistant.goblins_vs_zombies.bots import next_goblin_act
from goblinkit.assistant.goblins_vs_zombies.catalog import FLAG_BEARER
from goblinkit.assistant.goblins_vs_zombies.lookahead import (CAP, SAMPLES, FutureSearch, fast_policy, halving,
                                                               iterations_for, judge, play_forward, try_action)
from goblinkit.assistant.goblins_vs_zombies.bots import BotTable
from goblinkit.assistant.search import Budget, derived_seed
from goblinkit.assistant.search.protocol import clock
from goblinkit.assistant.search.turn_clock import TurnClock
from goblinkit.assistant.core.skill import Skill
from goblinkit.assistant.goblins_vs_zombies.worth import VALUE, cheapest_cards, value

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies

HORIZON = 1  # turns played on after the current one
HARD_HORIZON = 2  # the hard Goblin bot's (measured: 1 turn 19 %, 2 turns 27 %, 3 turns 19 % of Last Stand won)
GOBLIN_FUTURES_PER_SECOND = 800  # a hard Goblin future (two turns on) takes about 0.7-1.2 ms here
# Tried and not kept (issue 35; Last Stand, seeds 300000-300099, a turn's 40 futures; normal won 12, 18.9 Zombie
# cards discarded a game; hard as here 15, 18.9): 300 futures a turn, 9 of the first 40 seeds as with 40 (normal 4);
# futures played to the game's end by the fast bot, scored by the cards discarded and a win, 8 (16.0 discarded);
# the rest of the searched turn played with
# no more arrivals (the search decides those at the table), 12 (19.5 discarded). More futures did not lift hard
# over normal. Kept (issue 35, --think 0.05, fresh seeds 730001-731000; normal 17.1 % [14.9, 19.6]): normal's
# decision as hard's floor (half hard's choices had one future each), 16.6 % of 809 with judge; with leaf.py's fit
# in place of judge, 16.0 % [13.9, 18.4] of 1,000: no step over normal (Mode E: 78.4 % [75.7, 80.8], normal 75.5 %).
# Kept (issue 35, --think 0.05, fresh seeds 732001-732600, same run): the Goblin Actions searched too
# (action_choices.py), one share of the turn kept for them: hard 21.0 % [17.9, 24.4] of 600, main's hard 16.0 %
# [13.3, 19.1], normal 16.2 % [13.4, 19.3]. Swapped for normal (seeds 750001-750200, normal 18.0 %): aiming at
# the strongest nearest 15.5 %, one-shots kept until the Village or two in the Trees 14.0 %: no fixed rule is
# better, so the search picks per table (in 20 games it aimed elsewhere 13 times, another Area 9, held none).


def arrival_choices(game: GoblinsVsZombies) -> list[dict[str, Any] | None]:
    """Every distinct GOBLIN ARRIVAL decision worth trying now; None is "no more Goblins this turn"."""
    player = game.current
    field = game.fields[player]
    hand = game.supply.hands[player]
    size = sum(hand.values())
    choices: list[dict[str, Any] | None] = [None]
    if hand["pepper"] and any(g.asleep for g in field.goblins()):
        choices.append({"type": "pepper", "player": player})
    full = len(field.gate) >= 3
    for card in sorted(hand):
        gdef = game.cat.goblins[card]
        if card == "pepper" or size < 1 + gdef.cost:
            continue
        if gdef.shield:
            if field.gate:
                best = max(field.gate, key=lambda g: (VALUE.get(g.card, 2) - len(g.shields), -g.uid))
                choices.append({"type": "play", "player": player, "goblin": card, "under": f"g{best.uid}",
                                "pay": cheapest_cards(hand, gdef.cost, card)})
        elif not full:
            choices.append({"type": "play", "player": player, "goblin": card,
                            "pay": cheapest_cards(hand, gdef.cost, card)})
    if not full and size >= 1:
        cheapest = min(hand, key=lambda c: (value(c), c))
        choices.append({"type": "play", "player": player, "goblin": cheapest, "face_down": True, "pay": []})
    if full and size >= 2:
        choices.extend({"type": "destroy", "player": player, "goblin": f"g{g.uid}"} for g in field.gate
                       if g.card == FLAG_BEARER or value(g.card) < max(value(c) for c in hand))
    return choices


class StrongBot:
    """One per game: it counts its decisions, so each gets its own seeded futures."""

    def __init__(self, seed: int, samples: int = SAMPLES, horizon: int = HORIZON):
        self.seed, self.samples, self.horizon = seed, samples, horizon
        self.decisions = 0

    def __call__(self, game: GoblinsVsZombies) -> dict[str, Any] | None:
        if game.phase not in ("goblin-arrival", "goblin-action"):
            return None
        player = game.current
        if game.phase == "goblin-arrival":
            choices = arrival_choices(game)
            best = self.best(game, choices) if len(choices) > 1 else None
            if best is not None:
                return best
        return next_goblin_act(game, player)

    def best(self, game: GoblinsVsZombies, choices: list[dict[str, Any] | None]) -> dict[str, Any] | None:
        self.decisions += 1
        seeds = [f"{self.seed}:{self.decisions}:{i}" for i in range(self.samples)]
        player, until = game.current, game.turn + 1 + self.horizon
        scored: list[tuple[float, int]] = []
        for index, choice in enumerate(choices):
            total, tried = 0.0, 0
            for seed in seeds:
                trial = try_action(game, choice, seed)
                if trial is None:
                    break
                play_forward(trial, fast_policy, until)
                total += judge(trial, player)
                tried += 1
            if tried:
                scored.append((total / tried, -index))  # ties: the earlier choice (None first)
        return choices[-max(scored)[1]] if scored else None


# -- the hard Goblin bot (assistant/search); the Zombie Player's normal and hard are zombie_search.py --
def _goblins_choose(trial: GoblinsVsZombies, act: dict[str, Any] | None) -> None:
    table = BotTable(trial)
    if act is not None:
        trial.apply(act, table)
        return
    player = trial.current
    while not trial.over and (step := next_goblin_act(trial, player)) is not None:
        trial.apply(step, table)
    if not trial.over and trial.phase in ("goblin-arrival", "goblin-action"):
        trial.apply({"type": "zombies"}, table)


class HardBot:
    """The hard Goblin bot (`simulate --skill hard`): its GOBLIN ARRIVAL choices searched by sequential
    halving over common futures (`lookahead.halving`), each played on by the fast bot two turns past the
    current one (normal looks one turn on, in three futures), the Zombie Deck's order (and Mode E's Zombie
    hand) redrawn in every future and scored by leaf.py's fit (the chance the Goblins win); its Goblin Actions
    are searched the same way when the next acting Goblin has more than one way to act (action_choices.py: aimed
    elsewhere, another Area, or a one-shot kept for later), the fast bot's act first and the floor. Its futures a turn come from --think (a count, so a seed decides the same on any machine but a
    slower one, stopped at its share of the time), shared by the turn's arrival choices. Its floor is normal's
    decision (issue 35: at 0.05 s a turn half its choices had one future each, against normal's three): the
    halving's first round gives every choice normal's three futures, and a turn whose futures are spent decides
    as normal does."""

    def __init__(self, seed: int, skill: Skill):
        self.seed, self.skill, self.decisions = seed, skill, 0
        self.thinks: list[float] = []
        self.clock = TurnClock()
        self.normal = StrongBot(seed)  # the floor: normal's decision when the turn's budget is spent
        self.held: tuple[Any, set[int]] = (None, set())  # this turn's Goblins kept for later (action_choices.py)

    def __call__(self, game: GoblinsVsZombies) -> dict[str, Any] | None:
        if game.phase not in ("goblin-arrival", "goblin-action"):
            return None
        if game.phase == "goblin-arrival":
            options = arrival_choices(game)
            if len(options) > 1:
                player = game.current
                turn = Budget(self.skill.seconds, iterations_for(self.skill.seconds, self.skill.budget().iterations,
                                                                 GOBLIN_FUTURES_PER_SECOND))
                parts = arrivals_left(game) + 1  # and one share for the turn's Actions (action_choices.py)
                share = self.clock.share((game.turn, player), turn, parts)
                if share is None:  # the turn's futures are spent: normal's decision, never less (timed with the turn)
                    start = clock()
                    best = self.normal.best(game, options)
                    self.clock.spent(0, clock() - start, turn)
                    return best if best is not None else self.act(game, player)
                cap = None if self.skill.iterations is not None else self.clock.seconds_left(self.skill.seconds, parts, CAP)
                self.decisions += 1
                root = FutureSearch(game, 0, options, _goblins_choose, game.turn + 1 + HARD_HORIZON, player,
                                    judge(game, player), fitted=True)
                assert share.iterations is not None
                index, seconds = halving(root, 0, share.iterations, derived_seed(self.seed, self.decisions, "goblins"),
                                         cap, floor=SAMPLES)
                self.clock.spent(max(share.iterations, SAMPLES * len(options)), seconds, turn)
                self.thinks.append(seconds)
                if options[index] is not None:
                    return options[index]
        return self.act(game, game.current)

    def act(self, game: GoblinsVsZombies, player: str) -> dict[str, Any] | None:
        """The next Goblin Action: the fast bot's, unless the next acting Goblin has other ways to act
        (action_choices.py), then searched as the arrivals are, from the same turn's futures; a held Goblin is
        skipped for the rest of the turn."""
        key = (game.turn, player)
        if self.held[0] != key:
            self.held = (key, set())
        held = self.held[1]
        while True:
            options = action_choices(game, player, frozenset(held))
            if len(options) < 2:
                return options[0] if options else None
            index = self.search(game, options, apply_choice, actions_left(game, player))
            if options[index]["type"] != HOLD:
                return options[index]
            held.add(int(options[index]["goblin"][1:]))

    def search(self, game: GoblinsVsZombies, options: list[Any], apply: Any, parts: int) -> int:
        """The index of the best option by sequential halving over the turn's share of futures (index 0, the
        policy's own, when the turn's futures are spent)."""
        player = game.current
        turn = Budget(self.skill.seconds, iterations_for(self.skill.seconds, self.skill.budget().iterations,
                                                         GOBLIN_FUTURES_PER_SECOND))
        share = self.clock.share((game.turn, player), turn, parts)
        if share is None:
            return 0
        cap = None if self.skill.iterations is not None else self.clock.seconds_left(self.skill.seconds, parts, CAP)
        self.decisions += 1
        root = FutureSearch(game, 0, options, apply, game.turn + 1 + HARD_HORIZON, player, judge(game, player),
                            fitted=True)
        assert share.iterations is not None
        index, seconds = halving(root, 0, share.iterations, derived_seed(self.seed, self.decisions, "goblins"),
                                 cap, floor=SAMPLES)
        self.clock.spent(max(share.iterations, SAMPLES * len(options)), seconds, turn)
        self.thinks.append(seconds)
        return index


def actions_left(game: GoblinsVsZombies, player: str) -> int:
    """The Action choices the turn may still search, this one included: its awake Goblins yet to act."""
    return max(1, sum(1 for g in game.fields[player].goblins()
                      if not g.asleep and g.acted != game.turn and game.cat.goblins[g.card].effect is not None))


def arrivals_left(game: GoblinsVsZombies) -> int:
    """The arrival choices the Goblins' turn may still search, this one included, for its share of the turn's
    futures (search/turn_clock.py): a Goblin costs a card and its price, so about one for every two cards in
    hand, at most three."""
    return max(1, min(3, game.supply.hand_size(game.current) // 2))
