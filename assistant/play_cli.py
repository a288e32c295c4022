"""The commands every game shares (status, log, undo, replay) and the plumbing of game commands.

A game's CLI module builds its typer app with `game_app(GameClass)`, adds `new` and its own
commands, and calls `perform(...)` with the action a command stands for. CLI code holds no rules.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Optional

import typer

from goblinkit.assistant.chance import parse_dice
from goblinkit.assistant.engine import Game
from goblinkit.assistant.session import Session
from goblinkit.assistant.table import PromptTable, ScriptedTable, Table
from goblinkit.assistant.text import clean

SaveOption = typer.Option(None, "--save", help="Save file (default: one per game in the XDG data folder).")
JsonOption = typer.Option(False, "--json", help="Print JSON for scripts.")
DiceOption = typer.Option(None, "--dice", help="Physical dice you rolled, e.g. 6,3,1; 'ask' to be prompted.")
CardOption = typer.Option([], "--card", help="The physical card you drew (repeat for several draws).")
AnswerOption = typer.Option([], "--answer", help="Answer to a table question, in the order asked (repeatable).")


def format_action(act: dict[str, Any]) -> str:
    def show(value: Any) -> str:
        return ",".join(str(v) for v in value) if isinstance(value, list) else str(value)

    args = " ".join(f"{key}={show(value)}" for key, value in act.items()
                    if key != "type" and value not in (None, False, [], "", 0))
    return f"{act.get('type')}{' ' + args if args else ''}"


def emit(lines: list[str], as_json: bool, payload: dict[str, Any]) -> None:
    if as_json:
        typer.echo(json.dumps(payload, indent=2, sort_keys=True))
    else:
        for line in lines:
            typer.echo(clean(line))


def make_table(answers: list[str]) -> Table:
    """Scripted answers first; then, at a terminal, ask the player; elsewhere refuse to guess."""
    if sys.stdin.isatty():
        return PromptTable(lambda question: typer.prompt(question), answers)
    return ScriptedTable(answers)


def _dice_prompt(count: int, sides: int, why: str) -> list[int]:
    text = typer.prompt(f"Roll {count}d{sides} for {why or 'this roll'} and type the dice")
    return parse_dice(text)


def perform(game_cls: type[Game], act: dict[str, Any], save: Optional[Path], as_json: bool,
            dice: Optional[str] = None, cards: Optional[list[str]] = None,
            answers: Optional[list[str]] = None) -> None:
    """Run one action against the saved game and print what happened."""
    session = Session.load(game_cls, save)
    asking = dice is not None and dice.strip().lower() == "ask"
    game, lines = session.do(act, make_table(list(answers or [])), dice=[] if asking else parse_dice(dice),
                             cards=list(cards or []), prompt=_dice_prompt if asking else None)
    emit(lines, as_json, {"action": act, "lines": lines, "state": game.snapshot()})


def start(game_cls: type[Game], setup: dict[str, Any], seed: Optional[int], save: Optional[Path], force: bool,
          as_json: bool, answers: Optional[list[str]] = None) -> None:
    """`new`: set up a game from its options and save it."""
    if seed is None:
        import secrets

        seed = secrets.randbelow(2**31)
    session, lines = Session.new(game_cls, setup, seed, save, make_table(list(answers or [])), force)
    game, _ = session.replay()
    header = f"New game of {game_cls.title} (seed {seed}), saved to {session.path}"
    emit([header] + lines, as_json, {"seed": seed, "save": str(session.path), "lines": lines,
                                     "state": game.snapshot()})


def game_app(game_cls: type[Game], help_text: str) -> typer.Typer:
    """A game's typer app with the shared commands already on it."""
    app = typer.Typer(help=help_text, no_args_is_help=True, add_completion=False)

    @app.command("status")
    def status(save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
        """Show the state of the saved game."""
        game, _ = Session.load(game_cls, save).replay()
        emit([game.describe()], as_json, game.snapshot())

    @app.command("log")
    def log(save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
        """List every action taken so far, with what it did."""
        _, steps = Session.load(game_cls, save).replay()
        lines = [f"{step.number}. {format_action(step.action)}" + "".join(f"\n   {line}" for line in step.lines)
                 for step in steps]
        emit(lines, as_json, {"log": [{"number": s.number, "action": s.action, "lines": s.lines} for s in steps]})

    @app.command("undo")
    def undo(save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
        """Take back the last decision (its dice and answers go with it)."""
        session = Session.load(game_cls, save)
        act = session.undo()
        game, _ = session.replay()
        emit([f"Undid: {format_action(act)}"], as_json, {"undone": act, "state": game.snapshot()})

    @app.command("replay")
    def replay(save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
        """Replay the whole save from its seed and log, checking it reproduces, and print the transcript."""
        session = Session.load(game_cls, save)
        game, steps = session.replay()
        lines = [line for step in steps for line in [f"-- {step.number}. {format_action(step.action)}"] + step.lines]
        lines.append(f"Replayed {len(steps) - 1} actions from seed {session.save.seed}: the log reproduces.")
        emit(lines, as_json, {"steps": len(steps) - 1, "state": game.snapshot()})

    return app
