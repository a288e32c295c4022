"""The two opponents. Each is a policy over the same actions a player reports: it searches the
candidate moves (Globbo: every HEAD destination within reach, moving the whole body with it or
re-forming round it; the Kids: every hex each kid can reach, kid by kid) and keeps the one the
board evaluation (score.py, evaluate.py) scores best; attacks gang up until the die cannot miss or the
pieces run out. `play_side` runs the assistant's side until the table must act, keeping every
decision and answer in the action's `plan` so a replay repeats them exactly."""

from __future__ import annotations

from collections import deque
from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.globbo.globbo_bot import globbo_attack, globbo_build, globbo_turn
from goblinkit.assistant.globbo.kids_bot import kids_attack, kids_turn
from goblinkit.assistant.core.skill import from_setup
from goblinkit.assistant.core.table import ScriptedTable, Table

KIDS_QUESTIONS = ("mix", "cut", "warp", "away")
DECIDED = "decided"  # an `ai` step's hard decision, logged before it is played (by the next `ai` step)


class BotTable(Table):
    """Answers the questions of the side the bot plays (by policy), passes the others to the real table."""

    def __init__(self, game: Any, side: str, real: Table, recorded: list[Any] | None):
        super().__init__()
        self.game, self.side, self.real = game, side, real
        self.recorded = deque(recorded) if recorded is not None else None
        self.made: list[Any] = []

    def choose(self, question: str, options: Any, key: str = "") -> str:
        owner = "kids" if key in KIDS_QUESTIONS else "globbo"
        if owner != self.side and owner == self.game.human:
            return self.real.choose(question, options, key)
        if len(options) == 1:
            return options[0]
        if self.recorded is not None:
            answer = self.recorded.popleft()
        else:
            answer = answer_for(self.game, key, list(options))
        self.made.append(answer)
        return answer

    def _choose(self, question: str, options: list[str]) -> str:  # pragma: no cover - choose() is overridden
        return options[0]

    def _yes_no(self, question: str) -> bool:  # pragma: no cover - the rules ask no yes/no questions
        return True

    def _number(self, question: str, low: int, high: int) -> int:  # pragma: no cover
        return low


class AssistantAnswers:
    """The table for the player's own action: a question that belongs to the assistant's side (the
    Kids' fission mix when the player is Globbo: "It's up to Kids Player to decide") is answered by
    its policy, never asked of the player; the answer is recorded with the action, so a replay (or
    `--answer`) reads it back. The player's own questions go to the real table."""

    def __init__(self, game: Any, real: Table):
        self.game, self.real = game, real

    def choose(self, question: str, options: Any, key: str = "") -> str:
        owner = "kids" if key in KIDS_QUESTIONS else "globbo"
        scripted = isinstance(self.real, ScriptedTable) and self.real.unused() > 0
        if owner == self.game.human or len(options) <= 1 or scripted:
            return self.real.choose(question, options, key)
        answer = answer_for(self.game, key, list(options))
        self.real.answers.append(answer)
        return answer

    def __getattr__(self, name: str) -> Any:  # answers, yes_no, number ...: the real table's
        return getattr(self.real, name)


def answer_for(game: Any, key: str, options: list[str]) -> str:
    """The Kids bot's answers: the fission's mix (kids_mix), the cut that kills most, the warp-hole nearest
    Globbo's HEAD, away from a warp-hole onto a hex without Globbo."""
    t = game.torus
    if key == "mix":
        return kids_mix(game, options)
    if key == "warp":
        heads = [h.hex for h in game.living("globbo", "head")]
        return min(options, key=lambda o: min((t.distance(game.hex(o.split()[1]), h) for h in heads), default=0))
    if key == "away":
        free = [o for o in options if not game.globbo_at(game.hex(o.split()[-1]))]
        return (free or options)[0]
    return options[0]


def kids_mix(game: Any, options: list[str]) -> str:
    """A fission's mix. easy (the old bot, kept): 4 Blips and 2 Yeasts (6 and 2 with Prolificity). normal and
    hard: one Yeast, the rest Blips. Measured (easy Globbo against the Kids' bot, walls in, seeds 1-80):
    Globbo won 22 games against 4 and 2, 6 against 5 and 1, 60 against 6 and 0 (no Yeast, no re-combining),
    70 against 3 and 3 (Yeasts are sure kills for Globbo, Blips his losses)."""
    if from_setup(game.setup, "kids").easy:
        want = "4 blips 2 yeasts" if "4 blips 2 yeasts" in options else "6 blips 2 yeasts"
        return want if want in options else options[len(options) // 3]
    one_yeast = [o for o in options if o.endswith(" 1 yeast")]
    return one_yeast[0] if one_yeast else options[0]


def play_side(game: Any, act: dict[str, Any], table: Table) -> list[str]:
    """The assistant's side until the table must act. A hard bot's decision is logged before its questions:
    live, the step ends as soon as the search has decided (`DECIDED` in the action, `game.decided` after it),
    and the next step plays the decision first, so a question it asks, answered by a re-run with `--answer`
    or replayed, never searches again. An old save's step (no `DECIDED`) replays its plan as before."""
    side = game.side_to_act
    plan = act.get("plan")
    replaying = plan is not None
    if plan is None:
        plan = act["plan"] = []
    pending, game.decided = getattr(game, "decided", None), None
    if replaying and pending is not None and (not plan or plan[0]["action"] != pending):
        raise RulesError("the saved turn of the assistant does not play the decision logged before it")
    lines: list[str] = []
    step = 0
    kids_moved = False
    while not game.over and game.side_to_act == side:
        if replaying:
            if step >= len(plan):
                if DECIDED in act:
                    game.decided = act[DECIDED]
                    break
                raise RulesError("the saved plan of the assistant's turn is shorter than the turn")
            sub, answers = plan[step]["action"], plan[step]["answers"]
        elif step == 0 and pending is not None:
            sub, answers = pending, None
        else:
            sub = decide_for(game, kids_moved)
            answers = None
            if searched(game, kids_moved):  # logged before it is played: its questions come in the next step
                game.decided = act[DECIDED] = sub
                break
        bot_table = BotTable(game, side, table, answers)
        if sub.get("why"):
            lines.append(f"[{'GLOBBO' if side == 'globbo' else 'KIDS'}, the assistant] {sub['why']}")
        lines += game.apply({k: v for k, v in sub.items() if k != "why"}, bot_table)
        if not replaying:
            plan.append({"action": sub, "answers": bot_table.made})
        kids_moved = kids_moved or sub["type"] == "move"
        step += 1
        if step > 200:
            raise RulesError("the assistant's turn does not end")
    return lines


def searched(game: Any, kids_moved: bool = False) -> bool:
    """Whether the side to act decides its next step by the hard bot's search (hard_bot.py)."""
    side = game.side_to_act
    skill = from_setup(game.setup, side, getattr(game, "iterations", None))
    moving = game.turn.phase == ("globbo-move" if side == "globbo" else "kids-move") and not (side == "kids" and kids_moved)
    attacking = game.turn.phase == "globbo-attack" or (side == "kids" and (kids_moved or game.turn.phase == "kids-attack"))
    hard_searches = moving or attacking  # hard searches each attack too, on either side
    return skill.hard and hard_searches and not _scorching(game)


def decide_for(game: Any, kids_moved: bool = False) -> dict[str, Any]:
    """The step of the side to act at its skill (assistant/core/skill.py; a save from before skill levels plays
    easy, the bots it was played with): hard searches its moves (hard_bot.py), and its think time is
    kept in `game.thinks` for the ladder."""
    if searched(game, kids_moved):
        from goblinkit.assistant.globbo.hard_bot import choose

        skill = from_setup(game.setup, game.side_to_act, getattr(game, "iterations", None))
        chosen, seconds = choose(game, skill, (decide, perform), kids_moved)
        game.thinks = [*getattr(game, "thinks", []), seconds]
        return chosen
    from goblinkit.assistant.globbo.remembered import decision

    return decision(game, decide, kids_moved, not from_setup(game.setup, game.side_to_act).easy)  # a page's re-runs


def perform(game: Any, act: dict[str, Any]) -> None:
    """A bot's step on a search's copy: every question answered by the bots."""
    table = BotTable(game, game.side_to_act, ScriptedTable(), None)
    game.chance.begin()
    game.apply({k: v for k, v in act.items() if k != "why"}, table)


def _scorching(game: Any) -> bool:
    from goblinkit.assistant.globbo.globbo_bot import _scorch_target

    return game.side_to_act == "globbo" and _scorch_target(game) is not None


def decide(game: Any, kids_moved: bool = False, careful: bool = False) -> dict[str, Any]:
    """The heuristic bots' step: easy (careful False) keeps their named blunders, normal fixes them."""
    phase = game.turn.phase
    if phase == "globbo-build":
        return globbo_build(game)
    if phase == "globbo-move":
        return globbo_turn(game, careful)
    if phase == "globbo-attack":
        return globbo_attack(game, careful) or {"type": "end"}
    if phase == "kids-move" and not kids_moved:
        return kids_turn(game)
    return kids_attack(game) or {"type": "end"}
