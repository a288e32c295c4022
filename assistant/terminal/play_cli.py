"""The commands every game shares (status, log, undo, replay) and the plumbing of game commands.

A game's CLI module builds its typer app with `game_app(GameClass)`, adds `new` and its own
commands, and calls `perform(...)` with the action a command stands for. CLI code holds no rules.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Optional

import typer

from goblinkit.assistant.core import dice_setting
from goblinkit.assistant.core.chance import parse_dice, use_table
from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.terminal.command_table import first_steps, guided_tail, make_table  # noqa: F401 -- the games import them here
from goblinkit.assistant.terminal.lazy_commands import LazyCommands
from goblinkit.assistant.core.names import plural
from goblinkit.assistant.terminal.options import THINK_LOW, THINK_TABLE, bounded
from goblinkit.content.errors import GoblinError
from goblinkit.assistant.terminal.prompting import ACTIVE, current_prompter
from goblinkit.assistant.core.revealed import revealed
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.core.text import clean

SaveOption = typer.Option(None, "--save", help="Save file (default: one per game in the XDG data folder).")
JsonOption = typer.Option(False, "--json", help="Print JSON for scripts.")
DiceOption = typer.Option(None, "--dice", help="Physical dice you rolled, e.g. 6,3,1, used in the order the "
                          "rules roll them (see the command's help); 'ask' to be prompted at each roll.")
RevealOption = typer.Option(False, "--reveal", help="Also show what the players may not know (face-down cards, "
                            "deck contents, hidden blips): for debugging and designers.")
CardOption = typer.Option([], "--card", help="The physical card you drew (repeat for several draws).")
AnswerOption = typer.Option([], "--answer", help="Answer to a table question, in the order asked (repeatable).")
TableDiceOption = typer.Option("app", "--dice", help="Who rolls your dice: app (the assistant rolls them) or "
                               "table (you roll and type each when asked); `dice table|app` changes it later.")


HintThinkOption = bounded(1.0, "--think", THINK_LOW, THINK_TABLE, "Seconds of CPU the hint may search.")


def format_action(act: dict[str, Any], game_cls: Optional[type[Game]] = None) -> str:
    """An action as a player would type it (`play slingshot --pay 2`), for `log`, `undo` and `replay`;
    see typed.py. A nested record an action carries for its replay (a bot's whole plan) is not
    something anyone typed, so it is left out."""
    from goblinkit.assistant.core.typed import typed

    return typed(act, game_cls)


def emit(lines: list[str], as_json: bool, payload: dict[str, Any]) -> None:
    if as_json:
        typer.echo(json.dumps(payload, indent=2, sort_keys=True))
    else:
        for line in lines:
            typer.echo(clean(line))


def _dice_prompt(count: int, sides: int, why: str) -> list[int]:
    from goblinkit.assistant.terminal.thinking import pause

    pause()
    text = typer.prompt(f"Roll {count}d{sides} for {why or 'this roll'} and type the dice")
    return parse_dice(text)


def _table_roll(count: int, sides: int, why: str) -> list[int]:
    """A player's own roll at a `dice table` game: asked at the terminal or in the guided turn."""
    prompter = current_prompter()
    if prompter is None:
        from goblinkit.assistant.core.errors import DiceError

        raise DiceError(f"{why or 'this roll'} is yours to roll ({count} d{sides}; the game is set to `dice table`): "
                        "give the dice with --dice, or play at a terminal")
    return prompter.dice(count, sides, why)


def _table_show(values: list[int], sides: int, why: str) -> None:
    """The assistant's own dice at a `dice table` game, shown as it rolls them (a script reads the story)."""
    prompter = current_prompter()
    show = getattr(prompter, "show_roll", None)
    if show is not None:  # at a terminal: after the story before the roll
        show(values, sides, why)
    elif prompter is not None:  # a page's asker: its story is read back from the log
        from goblinkit.assistant.terminal.thinking import pause

        pause()
        prompter.echo(f"The assistant rolls {plural(len(values), 'die', 'dice')} for {why or 'its roll'}: "
                      f"{' '.join(map(str, values))}")


use_table(_table_roll, _table_show)


def set_dice(game_cls: type[Game], save: Optional[Path], mode: str) -> list[str]:
    """`new --dice table`: the setting logged as the save's first action (`app` is every game's start)."""
    if dice_setting.mode_named(mode) == "app":
        return []
    return Session.load(game_cls, save).do(dice_setting.setting(mode), make_table([]))[1]


def perform(game_cls: type[Game], act: dict[str, Any], save: Optional[Path], as_json: bool,
            dice: Optional[str] = None, cards: Optional[list[str]] = None,
            answers: Optional[list[str]] = None) -> None:
    """Run one action against the saved game and print what happened."""
    session = Session.load(game_cls, save)
    asking = dice is not None and dice.strip().lower() == "ask"
    prompter = current_prompter()
    if prompter is not None:
        prompter.begin_action()
    given = [] if asking else parse_dice(dice)
    base = lambda: Session.load(game_cls, save).replay()[0]  # noqa: E731 -- replayed only if a question comes
    table = make_table(list(answers or []), base, act, given, list(cards or []), asking)
    game, lines = session.do(act, table, dice=given, cards=list(cards or []),
                             prompt=(prompter.dice if prompter else _dice_prompt) if asking else None)
    shown = prompter.unprinted(lines) if prompter is not None else lines
    emit(guided_tail(game, shown), as_json, {"action": game.public(act), "lines": lines, "state": game.snapshot()})


def start(game_cls: type[Game], setup: dict[str, Any], seed: Optional[int], save: Optional[Path], force: bool,
          as_json: bool, answers: Optional[list[str]] = None, dice: str = "app", say_first: bool = True) -> None:
    """`new`: set up a game from its options and save it. A finished game is replaced without
    --force (it is kept as FILE.bak); an unfinished one only with --force. `say_first`: say where the
    assistant's first steps run, when its side plays first."""
    if seed is None:
        import secrets

        seed = secrets.randbelow(2**31)
    dice_setting.mode_named(dice)  # refused before anything is written
    opening = f"New game of {game_cls.title} (seed {seed})"
    header = f"{opening}, saved to {Session.path_for(game_cls, save)}"
    prompter = current_prompter()
    if prompter is not None:  # a setup question (a draft pick) comes after the opening and the story before it
        prompter.begin_action()
        prompter.tell([opening + "."])
    session, lines = Session.new(game_cls, setup, seed, save, make_table(list(answers or [])),
                                 force or finished(game_cls, save))
    lines += set_dice(game_cls, session.path, dice)
    game, _ = session.replay()
    if say_first and ACTIVE.get() is None:  # the guided turn runs the assistant's first steps right away: no need to say where
        lines = lines + first_steps(game, save)  # `new` sets up and stops: the assistant's first steps run later
    emit(new_story(prompter, header, guided_tail(game, lines), session.path), as_json,
         {"seed": seed, "save": str(session.path), "lines": lines, "state": game.snapshot()})


def new_story(prompter: Any, header: str, lines: list[str], path: Path) -> list[str]:
    """What `new` prints at its end: the header and the story, less what a setup question already showed.
    When a question showed the game's opening line (the game did not exist yet), where it is saved comes
    last, once it is."""
    if prompter is None:
        return [header] + lines
    pending = prompter.take_pending()
    if pending and header.startswith(pending[0].rstrip(".")):  # no question came: the header as ever
        return [header] + pending[1:] + prompter.unprinted(lines)
    return pending + prompter.unprinted(lines) + [f"Saved to {path}."]


def finished(game_cls: type[Game], save: Optional[Path]) -> bool:
    """Whether the save holds a game that is over (a damaged or foreign save is not replaced)."""
    if not Session.path_for(game_cls, save).exists():
        return False
    try:
        return Session.load(game_cls, save).replay()[0].over
    except GoblinError:
        return False


def undo_decision(game_cls: type[Game], save: Optional[Path]) -> tuple[list[dict[str, Any]], Game]:
    """Take back the last player decision and the automatic steps that followed it (a step is
    automatic when the game before it would take it by itself): what was undone, and the game."""
    session = Session.load(game_cls, save)
    undone = session.undo()
    game, _ = session.replay()
    return undone, game


def next_step(game: Game) -> list[str]:
    """The step the table is at, for `status` and `undo`."""
    if game.over:
        return ["The game is over: `new` starts the next one."]
    return game.prompt()


def _loop(game_cls: type[Game], app: typer.Typer, save: Optional[Path], name: str) -> None:
    """The guided turn, at a terminal with completion and a history kept between sessions; without
    one, reading plain lines (a script can pipe a whole turn in)."""
    import sys

    from goblinkit.assistant.terminal.guided import GuidedTurn
    from goblinkit.assistant.terminal.prompting import Prompter, plain_reader, terminal_reader
    from goblinkit.assistant.core.saves import data_home

    prompter = ACTIVE.get()
    if prompter is None and sys.stdin.isatty() and sys.stdout.isatty():
        history = data_home() / "goblinkit" / f"history-{game_cls.slug}"
        history.parent.mkdir(parents=True, exist_ok=True)
        prompter = Prompter(terminal_reader(str(history)))
    GuidedTurn(game_cls, app, save, prompter or Prompter(plain_reader), name).run()


def game_app(game_cls: type[Game], help_text: str) -> typer.Typer:
    """A game's typer app with the shared commands already on it. Run with no command (or with
    `turn`), it is the guided turn."""
    from goblinkit.assistant.terminal.guides import guide_line

    app = typer.Typer(cls=LazyCommands, help=help_text, invoke_without_command=True, no_args_is_help=False,
                      add_completion=False, epilog=guide_line(game_cls.slug))

    @app.callback()
    def guided(ctx: typer.Context, save: Optional[Path] = SaveOption) -> None:
        """With no command: the guided turn (the assistant runs its steps, you type your plays)."""
        if ctx.invoked_subcommand is None:
            _loop(game_cls, app, save, ctx.info_name or game_cls.slug)
        elif save is not None:  # `play GAME --save FILE CMD`: FILE is CMD's save too (CMD's own --save wins)
            ctx.default_map = {**(ctx.default_map or {}), ctx.invoked_subcommand: {"save": str(save)}}

    @app.command("turn")
    def turn(ctx: typer.Context, save: Optional[Path] = SaveOption) -> None:
        """The guided turn: the assistant runs its own steps and asks you for your plays, one line each."""
        _loop(game_cls, app, save, (ctx.parent.info_name if ctx.parent else None) or game_cls.slug)

    @app.command("status")
    def status(save: Optional[Path] = SaveOption, as_json: bool = JsonOption, reveal: bool = RevealOption) -> None:
        """Show the table, what its symbols mean, and the next step."""
        game, _ = Session.load(game_cls, save).replay()
        legend = game.legend()
        state = game.snapshot(reveal)
        hidden = revealed(game.snapshot(), state, game.label) if reveal else []
        emit([game.describe(), *(["Legend: " + "; ".join(legend)] if legend else []),
              *(["Hidden from the table (--reveal):", *(f"  {line}" for line in hidden)] if hidden else []),
              *next_step(game)], as_json, state)

    @app.command("moves")
    def moves(save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
        """List the moves you can make now, each as you may type it (and those not allowed now, with why)."""
        from goblinkit.assistant.core.moves import lines as move_lines

        game, _ = Session.load(game_cls, save).replay()
        found = [] if game.over else game.moves()
        emit(move_lines(found), as_json, {"moves": [m.to_json() for m in found if m.legal],
                                          "blocked": [m.to_json() for m in found if not m.legal]})

    @app.command("hint")
    def hint(save: Optional[Path] = SaveOption, as_json: bool = JsonOption,
             think: float = HintThinkOption) -> None:
        """Advise a move: a search over the moves you can make now (search/moves_search.py), within --think
        seconds of CPU, from what your side may know (what you cannot see is dealt again in each trial)."""
        from goblinkit.assistant.search.moves_search import suggest
        from goblinkit.assistant.search.protocol import Budget, derived_seed

        session = Session.load(game_cls, save)
        game, _ = session.replay()
        move, decision = suggest(game, Budget(seconds=think), derived_seed(session.save.seed, len(session.save.log)))
        tried = sum(1 for n in decision.visits.values() if n)
        short = tried < len(decision.visits)  # some moves never tried: say so, not a confident hint
        emit([f"Hint: {move.label}", f"({plural(decision.iterations, 'trial')} in {decision.seconds:.1f} s over "
              f"{tried} of {plural(len(decision.visits), 'move')}"
              + (f"; more time tries them all: --think {min(THINK_TABLE, think * 4):g})" if short else ")")], as_json,
             {"move": move.to_json(), "iterations": decision.iterations, "visits": decision.visits})

    @app.command("log")
    def log(save: Optional[Path] = SaveOption, as_json: bool = JsonOption, reveal: bool = RevealOption) -> None:
        """List every action taken so far, with what it did (--reveal: and every die and card drawn)."""
        session = Session.load(game_cls, save)
        _, steps = session.replay()
        entries = [session.save.start, *session.save.log]
        drawn = [[_outcome(o) for o in entry.get("chance") or []] if reveal else [] for entry in entries]
        lines = [f"{step.number}. {format_action(step.action, game_cls)}" + "".join(f"\n   {line}" for line in step.lines)
                 + "".join(f"\n   [{text}]" for text in drawn[step.number]) for step in steps]
        emit(lines, as_json, {"log": [{"number": s.number, "action": game_cls.public(s.action, reveal), "lines": s.lines,
                                       **({"chance": entries[s.number].get("chance") or []} if reveal else {})}
                                      for s in steps]})

    @app.command("undo")
    def undo(save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
        """Take back your last decision (its dice and answers go with it, and the steps the assistant
        took by itself after it), and show the table as it is again."""
        undone, game = undo_decision(game_cls, save)
        names = "; ".join(format_action(act, game_cls) for act in undone)
        emit([f"Undid: {names}", "The table is again:", game.describe(), *next_step(game)], as_json,
             {"undone": game_cls.public(undone[0]), "undone_all": [game_cls.public(act) for act in undone],
              "state": game.snapshot()})

    @app.command("replay")
    def replay(save: Optional[Path] = SaveOption, as_json: bool = JsonOption, reveal: bool = RevealOption) -> None:
        """Replay the whole save from its seed and log, checking it reproduces, and print the transcript."""
        session = Session.load(game_cls, save)
        game, steps = session.replay(cached=False)  # the check: every entry, not a kept state
        lines = [line for step in steps for line in [f"-- {step.number}. {format_action(step.action, game_cls)}"] + step.lines]
        lines.append(f"Replayed {plural(len(steps) - 1, 'action')} from seed {session.save.seed}: the log reproduces.")
        emit(lines, as_json, {"steps": len(steps) - 1, "state": game.snapshot(reveal)})

    @app.command("dice")
    def dice(mode: Optional[str] = typer.Argument(None, help="table: you roll your own dice and type them when "
                                                  "asked; app: the assistant rolls them. Without it: the setting."),
             save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
        """Who rolls your dice from now on: `dice table` (you, at the table) or `dice app` (the assistant)."""
        if mode is None:
            game, _ = Session.load(game_cls, save).replay()
            now = dice_setting.current(game.chance)
            emit([dice_setting.EXPLAINED[now]], as_json, {"dice": now})
            return
        perform(game_cls, dice_setting.setting(mode), save, as_json)

    from goblinkit.assistant.lab.balance.command import add_balance

    add_balance(app, game_cls.slug)  # the balance lab, for a game that has one
    return app


def _outcome(outcome: dict[str, Any]) -> str:
    value = outcome.get("values", outcome.get("value"))
    shown = " ".join(map(str, value)) if isinstance(value, list) else value
    return f"{outcome.get('why') or outcome.get('kind')}: {shown} ({outcome.get('source')})"
