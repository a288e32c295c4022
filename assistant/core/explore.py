"""Ask only what can change the outcome: try every answer on a copy of the game and compare.

When the rules ask the table a question, the explorer replays the action on copies of the game
as it was before the action, once per possible answer (the answers given so far first, the later
questions answered one fixed way, then the other), and compares the states reached. If every
answer leads to the same state, the question changes nothing and is not asked. Otherwise the runs
say what happened before the question (the lines all runs share) and what each answer leads to
(the first line where its run differs), which is the context the player is shown. A lead is the true
outcome or nothing: an answer whose run did not finish on the copy shows no lead.

The copies roll the same dice as the real action would (the same RNG state, or the physical dice
given), so the shared lines are exactly what the real action has said so far.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.core.errors import GIVE_ANSWER
from goblinkit.assistant.core.table import Table

UNKNOWN = "(the dice are not rolled yet)"
MAX_OPTIONS = 12  # a question with more possible answers than this is asked, not explored
MAX_NUMBERS = 8  # the same for a number question (a range of answers)
MAX_STORY = 40  # a longer list of options is asked without even the story before it (too many runs)
LEAD_WIDTH = 90  # a number question with more possible answers than this is asked, not explored


class Unknowable(Exception):
    """A run reached dice the player has not rolled yet."""


def _unknowable(count: int, sides: int, why: str) -> list[int]:
    raise Unknowable(why)


@dataclass
class Outcome:
    """One answer tried: what the action said, the state it left, or the refusal it met."""

    lines: list[str] = field(default_factory=list)
    state: str = ""
    error: str = ""
    chance: int = 0  # dice rolled and cards drawn in the whole run
    asked: list[Question] = field(default_factory=list)


@dataclass
class Question:
    """A question as the exploring run met it (for listing every question a command will ask)."""

    text: str
    options: list[Any]
    kind: str = "choose"
    before: list[Any] = field(default_factory=list)  # the answers given before it
    chance: int = 0  # dice rolled and cards drawn before it was asked

    def shown(self) -> str:
        if self.kind == "number":
            return f"{self.text} [a number from {self.options[0]} to {self.options[-1]}]"
        return f"{self.text} [{' | '.join(map(str, self.options))}]"


class PolicyTable(Table):
    """The answers so far, then the given first answer, then every later question answered the
    same fixed way (`first` or last option), recording what was asked."""

    def __init__(self, answers: Sequence[Any], first: bool = True, reseed_at: int | None = None, seed: int = 0):
        super().__init__()
        self._given = list(answers)
        self._first = first
        self._reseed_at = reseed_at  # at this question, the copy's dice change (see `judge`)
        self._seed = seed
        self.asked: list[Question] = []
        self.chance: Any = None  # the copy's Chance: how much was drawn before each question

    def _take(self, question: Question) -> Any:
        question.before = list(self.answers)
        question.chance = len(self.chance.record) if self.chance is not None else 0
        if self._reseed_at == len(self.asked) and self.chance is not None:
            self.chance.rng.seed(f"other dice after question {self._reseed_at}, {self._seed}")
        self.asked.append(question)
        if self._given:
            return self._given.pop(0)
        return question.options[0 if self._first else -1]

    def _choose(self, question: str, options: list[str]) -> str:
        return self._take(Question(question, options))

    def _yes_no(self, question: str) -> bool:
        answer = self._take(Question(question, ["yes", "no"], "yes_no"))
        return answer is True or str(answer).lower() in ("y", "yes", "true")

    def _number(self, question: str, low: int, high: int) -> int:
        return int(self._take(Question(question, list(range(low, high + 1)), "number")))


class Explorer:
    """Runs one action on copies of the game before it. Two runs reach "the same state" when the
    game's fingerprint (its full snapshot, hidden parts included) and every die rolled and card
    drawn are equal, or when both end the game with the same result."""

    def __init__(self, base: Callable[[], Game], act: dict[str, Any], dice: Sequence[int] = (),
                 cards: Sequence[str] = (), physical: bool = False):
        self.physical = physical  # the player rolls the dice at each roll: no run can know them
        self._base_factory = base
        self._base: Game | None = None
        self.act = copy.deepcopy(act)  # as given: applying it may use up what it carries (a bot's saved plan)
        self.dice = list(dice)
        self.cards = list(cards)
        self.typed: list[int] = []  # a `dice table` player's own dice typed so far in this step (prompting.py)

    def rebase(self, base: Callable[[], Game]) -> None:
        """The action now runs after other steps (the automatic steps due before it): try it from there."""
        self._base_factory, self._base = base, None

    def base(self) -> Game:
        if self._base is None:
            self._base = self._base_factory()
        return self._base

    def run(self, answers: Sequence[Any], first: bool = True, reseed_at: int | None = None, seed: int = 0,
            dice: Sequence[int] | None = None, prompt: Any = None, table_ask: Any = None,
            twist: tuple[int, bool] | None = None) -> tuple[Outcome, PolicyTable]:
        """One run; `dice` and `prompt` (the physical dice so far, then a stand-in for the later rolls)
        replace the dice given to the action (see `before_roll`); `table_ask` answers a player's own rolls at a
        `dice table` game and `twist` stands in for one of the assistant's own rolls (see `before_own_roll`)."""
        table = PolicyTable(answers, first, reseed_at, seed)
        outcome = Outcome(asked=table.asked)
        try:
            game = self.base().copy()
            table.chance = game.chance
            game.chance.begin(dice=self.dice if dice is None else list(dice), cards=self.cards,
                              prompt=prompt or (_unknowable if self.physical else None),
                              table_ask=table_ask or self._typed_ask())  # a `dice table` player roll: as typed, or unknown
            game.chance.twist = twist
            outcome.lines = game.apply(copy.deepcopy(self.act), table)
            outcome.chance = len(game.chance.record)
            drawn = [{k: v for k, v in o.items() if k != "source"} for o in game.chance.record]
            if game.over:  # once the game is over only its result counts, not where the pieces were left
                outcome.state = json.dumps(["over", getattr(game, "result", None) or game.fingerprint()],
                                           sort_keys=True, default=str)
            else:
                outcome.state = json.dumps([game.fingerprint(), drawn], sort_keys=True, default=str)
        except Unknowable:
            outcome.error = UNKNOWN
        except Exception as exc:  # noqa: BLE001 -- an answer the rules refuse is an outcome, not a crash
            outcome.error = str(exc) or type(exc).__name__
        return outcome, table

    def _typed_ask(self) -> Callable[[int, int, str], list[int]]:
        """A `dice table` player's rolls in a run: the dice they typed so far in this step, in order (so the
        story up to a later question is known: the Night Watch roll, then "Can hound1 reach ...?"); a roll
        not typed yet cannot be known."""
        typed = list(self.typed)

        def ask(count: int, sides: int, why: str) -> list[int]:
            if len(typed) < count:
                raise Unknowable(why)
            taken, typed[:count] = typed[:count], []
            return taken

        return ask

    def outcomes(self, answers: Sequence[Any], options: Sequence[Any]) -> dict[Any, list[Outcome]]:
        """For each option: its runs with the later questions answered the first way and the last way."""
        return {option: [self.run([*answers, option], first)[0] for first in (True, False)] for option in options}

    def before_roll(self, answers: Sequence[Any], rolled: Sequence[int]) -> Context:
        """What the action has said before a physical roll the player is asked for: the lines its runs
        share whatever that die shows (lowest or highest on every roll from this one on), after the
        `rolled` dice already typed."""
        runs = [self.run(answers, dice=[*self.dice, *rolled], prompt=lambda n, s, w, v=v: [v if v else s] * n)[0]
                for v in (1, 0)]
        done = [o.lines for o in runs if not o.error]
        return Context(_common_prefix(done) if len(done) == 2 else [], {}, False)

    def before_own_roll(self, answers: Sequence[Any], rolled: Sequence[int], index: int) -> Context:
        """What the action has said before the assistant's `index`-th own roll at a `dice table` game (shown as
        it is rolled: "The assistant rolls 1 die for wanderer1 defending: 2"): the lines its runs share whether
        those dice show 1 or their highest face, the player's rolls typed so far (`rolled`) given again."""
        done = []
        for high in (False, True):
            given = list(rolled)

            def ask(count: int, sides: int, why: str, given: list[int] = given) -> list[int]:
                taken, given[:] = given[:count], given[count:]
                return taken + [1] * (count - len(taken))  # a later roll of the player's: after this one

            outcome = self.run(answers, table_ask=ask, twist=(index, high))[0]
            if not outcome.error:
                done.append(outcome.lines)
        return Context(_common_prefix(done) if len(done) == 2 else [], {}, False)

    def judge(self, answers: Sequence[Any], options: Sequence[Any]) -> Context | None:
        return judge(self, answers, options)

    def open_questions(self, answers: Sequence[Any]) -> list[Question]:
        """The questions still to be answered after `answers`, when each takes its first option,
        leaving out those whose answer changes nothing (they will not be asked)."""
        return [q for q, _ in self._open(answers)]

    def _open(self, answers: Sequence[Any]) -> list[tuple[Question, Context | None]]:
        asked = self.run(answers, True)[1].asked[len(answers):]
        judged = [(q, judge(self, q.before, q.options)) for q in asked]
        return [(q, ctx) for q, ctx in judged if not (ctx and ctx.same)]

    def missing_answers(self, answers: Sequence[Any]) -> str:
        """The refusal of a command that needs answers it was not given: every question at once."""
        judged = self._open(answers)
        open_ = [q for q, _ in judged]
        if self.base().hidden_hands and open_:  # the later ones could name a card not yet drawn or a bot's answer
            context = judged[0][1]
            story = "".join(f"\n  {line}" for line in (context.happened if context else []))
            if story:  # the question is asked at a moment still to come: what happens up to it
                return f"the table must answer, after this:{story}\n{open_[0].shown()} {GIVE_ANSWER}"
            open_ = open_[:1]
        if len(open_) <= 1:
            q = open_[0] if open_ else None
            shown = q.shown() if q else "a question"
            return f"the table must answer: {shown} {GIVE_ANSWER}"
        listed = "".join(f"\n  {n}. {q.shown()}" for n, q in enumerate(open_, 1))
        return (f"the table must answer {len(open_)} questions; give them in order, one --answer each (the later "
                f"ones as they come when each earlier one takes its first option):{listed}")


@dataclass
class Context:
    """What a player is shown before a question: what happened, and what each answer leads to."""

    happened: list[str]
    leads: dict[str, str]
    same: bool


def judge(explorer: Explorer, answers: Sequence[Any], options: Sequence[Any]) -> Context | None:
    """Explore a question; None when it cannot be explored (too many answers). A question with more answers
    than a player can read leads for (MAX_OPTIONS) is still asked with its story: what happened before it
    (a Zombie phase with a dozen Zombies waiting says who has acted before asking who acts next)."""
    numbers = all(isinstance(o, int) for o in options)
    if len(options) > (MAX_NUMBERS if numbers else MAX_OPTIONS):
        if numbers or len(options) > MAX_STORY:
            return None
        return Context(_story(explorer, answers, options), {}, False)  # asked: no answer is left out
    runs = explorer.outcomes(answers, options)
    firsts = [outs[0] for outs in runs.values()]
    errors = any(o.error for outs in runs.values() for o in outs)
    same = not errors and all(len({outs[way].state for outs in runs.values()}) == 1 for way in (0, 1))
    # What happened before the question: the lines every answer's run shares, and that runs whose
    # dice change at the question share too (so a die rolled after the question is not shown).
    # Fewer than two answers that run to the end cannot show where the runs part: nothing is shown.
    happened = _happened(explorer, answers, options, [o for o in firsts if not o.error])
    leads = {}
    for option, outs in runs.items():
        first = outs[0]
        if explorer.base().hidden_hands:
            leads[str(option)] = ""  # where it leads could show a bot's hidden card or the next draw
            continue
        here = first.asked[len(answers)] if len(first.asked) > len(answers) else None
        if first.error:  # a run the copy could not finish tells nothing true of where the answer leads
            leads[str(option)] = ""
        elif here is not None and first.chance > here.chance:
            leads[str(option)] = ""  # the dice are rolled after the answer: showing where it leads would tell them
        else:
            rest = [line.strip() for line in first.lines[len(happened):]]
            lead = " / ".join(rest[:2]) if rest else "nothing more happens"
            leads[str(option)] = lead if len(lead) <= LEAD_WIDTH else lead[:LEAD_WIDTH - 3] + "..."
    return Context(happened, leads, same)


def _story(explorer: Explorer, answers: Sequence[Any], options: Sequence[Any]) -> list[str]:
    """What happened before a question too long to show leads for: its answers run, only their story kept."""
    done = [outs[0] for outs in explorer.outcomes(answers, options).values() if not outs[0].error]
    return _happened(explorer, answers, options, done)


def _happened(explorer: Explorer, answers: Sequence[Any], options: Sequence[Any], done: list[Outcome]) -> list[str]:
    """The lines every finished run shares, and runs whose dice change at the question share too."""
    other_dice = [explorer.run([*answers, options[0]], True, len(answers), seed)[0] for seed in (1, 2)]
    return _common_prefix([o.lines for o in done + other_dice if not o.error]) if len(done) > 1 else []


def _common_prefix(runs: list[list[str]]) -> list[str]:
    if not runs:
        return []
    prefix = []
    for lines in zip(*runs):
        if any(line != lines[0] for line in lines):
            break
        prefix.append(lines[0])
    return prefix
