"""What a lookahead bot needs: a cheap private copy of the table to try a choice on, a way to play
that copy forward, and a judgement of where it ends up.

The copy shares the card catalogue (read-only) and gets its own Chance, seeded by the bot: trying
a choice never draws from the real game's RNG, so a game played by the strong bot is still a save
that replays exactly (the save records the choices, not the thinking). The decks keep counts, not
an order, so a copy knows only what a player counting cards knows.
"""

from __future__ import annotations

import copy
import math
import random
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.deck import Deck
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.goblins_vs_zombies import leaf
from goblinkit.assistant.goblins_vs_zombies.bots import BotTable, next_goblin_act, next_goblin_action
from goblinkit.assistant.goblins_vs_zombies.imagined import name_counted_cards
from goblinkit.assistant.goblins_vs_zombies.state import Field, Goblin
from goblinkit.assistant.goblins_vs_zombies.worth import VALUE
from goblinkit.assistant.search import SearchState, deal_unseen, derived_seed
from goblinkit.assistant.search.protocol import clock

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Playable

Policy = Callable[["Playable"], "dict[str, Any] | None"]
# When the Goblins are done, what moves the turn on from each phase (The Boss!! can skip to THE SUN,
# an eliminated player's turn ends after the Zombie Action phase).
NEXT_STEP = {"goblin-arrival": "zombies", "goblin-action": "zombies", "zombie-action": "zombies",
             "zombie-arrival": "arrive", "sun": "sun"}
GUARDIAN_WEIGHT = 100.0
HAND_WEIGHT = 4.0
AREA_WEIGHT = {"graveyard": 1.0, "trees": 2.0, "village": 4.0}
SAMPLES = 3  # seeded futures each choice is tried against (the strong Goblin bot, the normal Zombie Player)


def _deck(deck: Deck) -> Deck:
    return deck.clone()


def _goblin(goblin: Goblin) -> Goblin:
    new = copy.copy(goblin)
    new.shields = [copy.copy(s) for s in goblin.shields]
    return new


def _field(field: Field) -> Field:
    new = Field(field.owner, guardian=field.guardian, alive=field.alive)
    for area, zombie in field.zombies():
        new.add(copy.copy(zombie), area)
    new.gate = [_goblin(g) for g in field.gate]
    return new


def copy_game(game: Playable, seed: int | str) -> Playable:
    """A private copy of the whole table with its own seeded Chance (no explanations formatted)."""
    new = copy.copy(game)
    new.chance = Chance(seed)
    new.fields = {owner: _field(f) for owner, f in game.fields.items()}
    new.zombies = _deck(game.zombies)
    supply = copy.copy(game.supply)
    supply.pile = _deck(game.supply.pile)
    supply.hands = {p: Counter(h) for p, h in game.supply.hands.items()}
    supply.under = Counter(game.supply.under)
    new.supply = supply
    new.zombie_hand = list(game.zombie_hand)
    new.out_of_game = list(game.out_of_game)
    new.unplayed = list(game.unplayed)
    new.eliminated = list(game.eliminated)
    new.result = dict(game.result) if game.result else None
    new.explain = False
    return new


def play_forward(game: Playable, policy: Policy, until_turn: int, table: BotTable | None = None) -> None:
    """Play the copy on with `policy` for the Goblins until `until_turn` begins or the game ends."""
    table = table or BotTable(game)
    while not game.over and game.turn < until_turn:
        act = policy(game) or {"type": NEXT_STEP[game.phase]}
        try:
            game.apply(act, table)
        except RulesError:  # a choice the rules refuse in this future: the Goblins are done
            game.apply({"type": NEXT_STEP[game.phase]}, table)


def try_action(game: Playable, act: dict[str, Any] | None, seed: int | str) -> Playable | None:
    """A copy with `act` applied (None: the Goblins are done this turn; their Actions follow by the
    fast bot's rule, then the Zombie phases); None if the rules refuse it. As in the search's futures, Mode
    E's Zombie Player plays easy in the copy and its hand is redrawn from what the Goblins may know."""
    trial = copy_game(game, seed)
    trial.searching = True
    rng = random.Random(str(seed))
    restack(trial, rng)
    if trial.zombie_hand:
        trial.zombie_hand = redraw(trial.zombies, trial.zombie_hand, rng)
    table = BotTable(trial)
    try:
        if act is not None:
            trial.apply(act, table)
        else:
            player = trial.current
            while not trial.over and (step := next_goblin_act(trial, player)) is not None:
                trial.apply(step, table)
            if not trial.over and trial.phase in ("goblin-arrival", "goblin-action"):
                trial.apply({"type": "zombies"}, table)
    except RulesError:
        return None
    return trial


def judge(game: Playable, player: str) -> float:
    """How good the table looks for `player`'s side: the mode's progress, Guardians kept, Goblins
    ready on the Gate, cards in hand, against the Zombies' weight, nearer ones counting more."""
    mode = game.mode.slug
    if game.over:
        result = game.result or {}
        won = result.get("outcome") == "win" and result.get("winner", player) in (player, "goblins")
        if mode == "last-stand":
            return 10.0 * result.get("score", 0) + (400.0 if won else -200.0)
        return 1000.0 if won else -1000.0
    mine = [game.fields[player]] if mode == "survival" else [f for f in game.fields.values() if f.alive]
    value = 0.0
    for field in mine:
        value += GUARDIAN_WEIGHT * field.guardian
        for goblin in field.goblins():
            if goblin.card != "flag-bearer":
                value += 1.5 * VALUE.get(goblin.card, 2) - (1.0 if goblin.asleep else 0.0)
            else:
                value += 1.0
        for area, zombie in field.zombies():
            zdef = game.zdef(zombie)
            weight = AREA_WEIGHT[area] * (1.5 if zdef.quick and not zombie.slow else 1.0)
            value -= 2.0 * weight * max(1, zdef.hp - zombie.damage) if zdef.script is not None else 0.0
            if area == "village" and not field.guardian:
                value -= 30.0
    for owner in ([player] if mode == "survival" else game.living()):
        value += HAND_WEIGHT * min(9, game.supply.hand_size(owner))
    if mode in ("last-stand", "training"):
        value += 10.0 * len(game.zombies.discards)
    return value


def fast_policy(game: Playable) -> dict[str, Any] | None:
    return next_goblin_action(game)


# -- the search's view of a choice (assistant/search) -------------------------------------------------
CAP = 1.0  # a counted search stops at its share of the turn's seconds (the floor's round may not fit a loaded machine)
ITERATIONS_PER_SECOND = 1500  # futures a second on this machine (about 0.6 ms each): --think becomes a count, so replays decide alike
SCALE = 60.0  # judge() points that make a clear difference (a Guardian is 100)


def iterations_for(think: float, given: int | None = None, rate: float = ITERATIONS_PER_SECOND) -> int:
    """The search's futures for a decision: `given` (tests, ladder --iterations) or --think's worth at `rate`
    futures a second (measured for each search, on the slow side, so a decision stays within its budget)."""
    return given if given is not None else max(4, round(think * rate))


def halving(root: FutureSearch, seat: int, futures: int, seed: int, seconds: float | None = None,
            floor: int = 1) -> tuple[int, float]:
    """The best of the root's options for `seat` by sequential halving (Karnin, Koren and Somekh 2013) with
    common random numbers: in each round every option still in is tried in the same fresh futures (the
    same redrawn hidden cards, the same dice and draws: a difference between two options is theirs, not
    the luck's), then the worse half (by mean reward over all its futures) is dropped; the rounds share
    `futures` evenly. `floor`: the futures every option gets in the first round however small `futures` is
    (normal's look-ahead, so a budget too small to halve still decides as normal does: the best mean after
    that round; the later rounds share what is left). Deterministic for a seed; ties go to the earlier option.
    At the table `seconds` bounds it too (a machine far slower than the count assumes stops early, the best
    mean so far taken: the budget is the player's wait); tests and measured runs give none. Returns the index
    and the CPU seconds it took."""
    start = clock()
    alive = list(range(len(root.options)))
    totals, counts = [0.0] * len(alive), [0] * len(alive)
    rounds = max(1, math.ceil(math.log2(len(alive))))
    drawn = spent = 0
    late = False
    for done in range(rounds):
        if len(alive) < 2 or late or (done and spent >= futures):
            break
        each = max(1, (futures - spent) // (rounds - done) // len(alive))
        for _ in range(max(floor, each) if done == 0 else each):
            future = derived_seed(seed, drawn)
            drawn += 1
            for index in alive:
                trial = root.sample(seat, random.Random(future))
                trial.play(index)
                totals[index] += trial.rewards()[seat]
                counts[index] += 1
                spent += 1
                late = seconds is not None and clock() - start >= seconds
                if late:  # checked after every future of every option: a round of many options is long
                    break
            if late:
                break
        alive.sort(key=lambda i: (not counts[i], -totals[i] / max(1, counts[i]), i))  # untried: last
        alive = alive[:1] if late else alive[:math.ceil(len(alive) / 2)]
    return alive[0], clock() - start


def restack(game: Playable, rng: Any) -> None:
    """Mode D's Packs dealt again (search.deal_unseen): which cards went to which Pack is hidden from every
    side, so each Pack keeps only its size and its red-bordered cards (The Boss!! was shuffled into Pack II
    in sight of all). A deck of one pack is left as it is (and `rng` untouched)."""
    deck = game.zombies
    packs = deck.packs
    if len(packs) < 2:
        return
    red = {card for card, event in game.cat.events.items() if event.red}
    kept = [Counter({card: n for card, n in pack.items() if card in red}) for pack in packs]
    unseen = [pack - known for pack, known in zip(packs, kept)]
    dealt, _ = deal_unseen([card for pack in unseen for card in pack.elements()], [pack.total() for pack in unseen],
                           rng)
    deck.packs = [known + Counter(cards) for known, cards in zip(kept, dealt)]


def redraw(deck: Deck, held: list[str], rng: Any) -> list[str]:
    """Cards someone holds unseen, redrawn from them and the deck's draw pile (what the searcher may know):
    the real ones go back in and as many come out, picked by `rng` from the sorted pool."""
    packs = deck.packs
    if not packs:
        return list(held)
    packs[0] = packs[0] + Counter(held)
    deck.packs = packs
    drawn = []
    for _ in range(len(held)):
        pool = sorted(deck.cards().elements())
        if not pool:
            break
        card = pool[rng.randrange(len(pool))]
        deck.take(card)
        drawn.append(card)
    return drawn


class FutureSearch(SearchState):
    """A choice among `options` at the root, seat 0 the Goblins, 1 the Zombie Player (Mode E); each option
    is tried on a copy whose unseen cards are redrawn (`sample`), then played on by the fast Goblin bot and
    the easy Zombie Player to the start of turn `until`; the reward is judge() squashed into [0, 1], or with
    `fitted` (hard) the chance the Goblins win read by leaf.py's fit for the mode, where it has one."""

    def __init__(self, game: Playable, seat: int, options: list[Any], apply: Callable[[Any, Any], None],
                 until: int, player: str, base: float, fitted: bool = False):
        self.game, self.seat, self.options, self.apply = game, seat, options, apply
        self.until, self.player, self.base, self.done = until, player, base, False
        self.fitted = fitted and leaf.fitted(game)

    def to_move(self) -> int | None:
        return None if self.done else self.seat

    def actions(self) -> list[int]:
        return list(range(len(self.options)))

    def play(self, action: Any) -> None:
        try:
            self.apply(self.game, self.options[action])
            play_forward(self.game, fast_policy, self.until)
        except RulesError:
            pass  # this future refused the choice: judged where it stopped
        self.done = True

    def rewards(self) -> list[float]:
        if self.fitted:
            share = leaf.goblins_win_chance(self.game)
        else:
            share = 1 / (1 + math.exp(-(judge(self.game, self.player) - self.base) / SCALE))
        return [share, 1 - share]

    def seat_view(self, seat: int) -> dict[str, Any]:
        return seat_view(self.game, seat)

    def sample(self, seat: int, rng: Any) -> FutureSearch:
        trial = copy_game(self.game, rng.getrandbits(64))
        trial.searching = True  # the Zombie Player of a future plays easy (no search within the search)
        name_counted_cards(trial, rng)  # a table game's Goblin cards are only counted: imagined (imagined.py)
        restack(trial, rng)
        if seat == 0 and trial.zombie_hand:  # the Goblins never see the Zombie Player's hand
            trial.zombie_hand = redraw(trial.zombies, trial.zombie_hand, rng)
        if seat == 1:  # nor the Zombie Player the Goblins' hands
            for owner, hand in sorted(trial.supply.hands.items()):
                trial.supply.hands[owner] = Counter(redraw(trial.supply.pile, sorted(hand.elements()), rng))
        return FutureSearch(trial, self.seat, self.options, self.apply, self.until, self.player, self.base,
                            self.fitted)

    def rollout_action(self, rng: Any) -> int:
        return 0


def seat_view(game: Playable, seat: int) -> dict[str, Any]:
    """What a side may know (seat 0 the Goblins, 1 the Zombie Player): the table with the Zombie Deck face
    down, and the side's own hand shown (the Goblins' cards, or the Zombie Player's)."""
    view = game.snapshot(reveal=False)
    shown = game.snapshot(reveal=True)
    if seat == 0:
        view["goblins"] = shown["goblins"]
    else:
        view["zombie_player_cards"] = shown.get("zombie_player_cards", [])
    return view
