"""How strong the assistant's bots play: `--skill easy|normal|hard|expert` and `--think SECONDS`.

easy is each game's heuristics with their known blunders left in on purpose (a gentle game); normal
fixes those blunders and looks one ply ahead; hard searches (assistant/search) for up to `think` CPU
seconds a bot turn (its decisions share it: assistant/search/turn_clock.py); expert is the same search
with EXPERT times the budget (seconds, or iterations in measured runs), for players who want to lose.
A save set up before skill levels existed has none in its setup: it plays as
`LEGACY` (easy, which is exactly the bots it was played with), so old saves and golden games replay.

How a game plugs in:
- its setup schema takes `**SETUP_FIELDS` among its optional fields (`skill`: one level, or a level
  per seat as {seat id: level}; `think`: seconds), checked with the rest of the setup on every load;
- `new` takes `skill: str = SkillOption, think: float = ThinkOption` (options.py: the CLI's side, so no
  rules module imports typer; the table's think is capped at THINK_TABLE) and stores `setup_fields(level(skill),
  think_seconds(think))` in the setup; `status` prints `status_line(setup)`;
- its bots read `from_setup(setup, seat_id)`, a `Skill` (`.level`, `.budget()` for the search);
- `simulate` and `ladder` take a skill per side: `per_side(text, sides)` ("hard", "hard,easy" or
  "red=hard,blue=easy").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.search.protocol import Budget
from goblinkit.assistant.core.setup_schema import Check, Choice, Keyed, Text, listed, shown

LEVELS = ("easy", "normal", "hard", "expert")
SEARCHING = ("hard", "expert")  # the levels whose bots search within a think budget
EXPERT = 4  # expert's budget in hard's: the same search, four times the seconds (or iterations)
DEFAULT = "normal"
LEGACY = "easy"  # a setup without `skill`: saved before skill levels, played by today's (easy) bots
THINK = 1.0  # CPU seconds a hard bot's turn may take, by default
THINK_LOW, THINK_HIGH = 0.001, 600.0  # simulate, ladder and balance: nobody waits for their decisions
THINK_TABLE = 30.0  # at the table (`new`, a saved setup): a player waits for every decision, so at most this


@dataclass(frozen=True)
class Skill:
    """One bot's skill: its level, its think time, and (tests, measured runs) a fixed iteration count that
    replaces the time budget so the same seed decides the same on any machine."""

    level: str = DEFAULT
    think: float = THINK
    iterations: int | None = None

    @property
    def scale(self) -> int:
        """The budget in hard's: EXPERT for expert, else 1."""
        return EXPERT if self.level == "expert" else 1

    @property
    def seconds(self) -> float:
        """The CPU seconds a bot turn of this skill may think (expert: EXPERT times `think`)."""
        return self.think * self.scale

    def budget(self) -> Budget:
        """A whole bot turn's budget (a game's decisions share it: search/turn_clock.py)."""
        counted = None if self.iterations is None else self.iterations * self.scale
        return Budget(seconds=self.seconds, iterations=counted)

    @property
    def easy(self) -> bool:
        return self.level == "easy"

    @property
    def hard(self) -> bool:
        """The bot searches: hard, or expert (the same search with a bigger budget)."""
        return self.level in SEARCHING


def level(text: Any, option: str = "--skill") -> str:
    """A level as typed (any case), or a RulesError naming the option."""
    word = str(text).strip().lower()
    if word not in LEVELS:
        raise RulesError(f"{option}: expected {listed(LEVELS)}, got {shown(text)}")
    return word


def think_seconds(value: Any, option: str = "--think", high: float = THINK_HIGH) -> float:
    """A think time in [THINK_LOW, high] (THINK_TABLE at the table), or a RulesError naming the option."""
    problem = Seconds(high).problem(value)
    if problem is not None:
        raise RulesError(f"{option}: {problem}")
    return float(value)


def per_side(text: str | None, sides: Sequence[str], option: str = "--skill") -> dict[str, str]:
    """`simulate`'s skill for each side: one level for all ("hard"), one per side in order ("hard,easy"),
    or by name ("red=hard,blue=easy"; unnamed sides get the default)."""
    if text is None or not str(text).strip():
        return {side: DEFAULT for side in sides}
    parts = [p.strip() for p in str(text).split(",") if p.strip()]
    if all("=" not in p for p in parts):
        if len(parts) == 1:
            return {side: level(parts[0], option) for side in sides}
        if len(parts) != len(sides):
            raise RulesError(f"{option}: {len(parts)} levels for {len(sides)} sides ({', '.join(sides)}); "
                             f"give one level, one per side, or SIDE=LEVEL")
        return {side: level(p, option) for side, p in zip(sides, parts)}
    chosen = {side: DEFAULT for side in sides}
    lowered = {side.lower(): side for side in sides}
    for part in parts:
        name, eq, word = part.partition("=")
        side = lowered.get(name.strip().lower())
        if not eq or side is None:
            raise RulesError(f"{option}: '{part}' names no side (sides: {', '.join(sides)})")
        chosen[side] = level(word, option)
    return chosen


# -- the setup block ------------------------------------------------------------------------------
class Seconds(Check):
    """A think time: a number of seconds in [THINK_LOW, high]."""

    def __init__(self, high: float = THINK_HIGH):
        self.high = high

    def problem(self, value: Any) -> str | None:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not THINK_LOW <= value <= self.high:
            return f"expected seconds from {THINK_LOW:g} to {self.high:g}, got {shown(value)}"
        return None


class Levels(Check):
    """`setup.skill`: one level for every bot, or {seat id: level}."""

    def problem(self, value: Any) -> str | None:
        if isinstance(value, dict):
            return Keyed(Text(40, what="a seat"), Choice(LEVELS)).problem(value)
        return Choice(LEVELS).problem(value)


# a save's think is a table's: a damaged or hand-edited setup asking for minutes a decision is refused on load
SETUP_FIELDS: dict[str, Check] = {"skill": Levels(), "think": Seconds(THINK_TABLE)}


def setup_fields(skill: str | Mapping[str, str], think: float = THINK) -> dict[str, Any]:
    """What `new` stores in the setup (the think time only when it is not the default, to keep saves short)."""
    stored: dict[str, Any] = {"skill": skill if isinstance(skill, str) else dict(skill)}
    if think != THINK:
        stored["think"] = think
    return stored


def from_setup(setup: Mapping[str, Any], seat: str | None = None, iterations: int | None = None) -> Skill:
    """The skill of the bot in `seat` (a seat id; None: the table's one level)."""
    stored = setup.get("skill", LEGACY)
    if isinstance(stored, Mapping):
        chosen = stored.get(seat, LEGACY) if seat is not None else DEFAULT
    else:
        chosen = stored
    return Skill(str(chosen), float(setup.get("think", THINK)), iterations)


def thinks(setup: Mapping[str, Any]) -> float | None:
    """The seconds a bot turn may take when a bot of this table searches (the longest, expert's when one plays
    expert; None: no bot searches)."""
    stored = setup.get("skill")
    levels = stored.values() if isinstance(stored, Mapping) else [stored]
    scales = [Skill(str(lvl)).scale for lvl in levels if lvl in SEARCHING]
    return float(setup.get("think", THINK)) * max(scales) if scales else None


def status_line(setup: Mapping[str, Any]) -> str:
    """`status`'s line: the bots' skill and think time."""
    stored = setup.get("skill")
    if stored is None:
        return f"Bots: {LEGACY} (set up before skill levels)."
    think = thinks(setup)
    if isinstance(stored, Mapping):
        text = ", ".join(f"{seat} {lvl}" for seat, lvl in stored.items())
    else:
        text = str(stored)
    return f"Bots: {text}" + (f" (thinking {think:g} s a turn)." if think is not None else ".")
