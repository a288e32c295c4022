"""The guided turn: `goblin play GAME` (or `goblin play GAME turn`) at the table.

A loop, the same for every game: run the steps the assistant takes by itself
(`Game.next_automatic()`), each saved as a normal log entry; show the table and `Game.prompt()`;
read one line from the player and run it as one of the game's own commands (so every command of
the game's typer app works here, `undo`, `status` and `help` included); on a refused or mistyped
line, say why and ask again. Table questions are asked at the same prompt, with their context.
Each step is saved as it happens, so quitting at any moment loses nothing.
"""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Any

import typer

try:  # typer 0.2x carries its own click; older typers use the click package
    from typer import _click as click
except ImportError:  # pragma: no cover
    import click  # type: ignore[no-redef]

from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.core.errors import SaveError
from goblinkit.assistant.terminal.prompting import ACTIVE, QUIT_WORDS, Cancelled, Prompter, Words
from goblinkit.assistant.core.session import Session
from goblinkit.content.errors import GoblinError

AUTOMATIC_LIMIT = 200  # automatic steps in a row before the loop stops to let the player look
OVER = ("The game is over. Say log to hear it again, undo to take back the last step, new to start another "
        "(the finished game is kept as .bak), or quit to leave.")
HIDDEN_IN_LOOP = ("turn", "simulate")
WHOLE_NAME_ONLY = ("new", "undo", "replay")
GO_ON_WORDS = ("go", "go on", "on", "continue", "next", "ok")  # the assistant's step, paused by a cancelled question, runs
TABLE_COMMANDS = ("status", "moves", "hint", "log", "undo", "replay")  # every game's (play_cli.game_app), no move
LOOP_HELP = ["Type a command of the game (Tab completes names), or:",
             "  help [COMMAND]  the commands, or one command's options",
             "  status          the table again;  undo  takes back the last step",
             "  quit            leave (everything is saved; `goblin play GAME` picks it up again)"]


class GuidedTurn:
    """One guided session over a save: the game's class, its typer app, and the player's prompter."""

    def __init__(self, game_cls: type[Game], app: typer.Typer, save: Path | None, prompter: Prompter,
                 name: str | None = None):
        self.game_cls = game_cls
        self.command = typer.main.get_command(app)
        self.path = Session.path_for(game_cls, save)
        self.prompter = prompter
        self.echo = prompter.echo
        self.name = name or game_cls.slug
        self.paused = False  # an automatic step was cancelled: wait for the player's next command

    # -- the game -----------------------------------------------------------------------------
    def load(self) -> tuple[Session, Game] | None:
        try:
            session = Session.load(self.game_cls, self.path)
        except SaveError as exc:
            if not self.path.exists():
                return None
            raise exc
        return session, session.replay()[0]

    def commands(self) -> dict[str, click.Command]:
        group: Any = self.command
        return {name: cmd for name, cmd in group.commands.items() if name not in HIDDEN_IN_LOOP and not cmd.hidden}

    # -- the loop -----------------------------------------------------------------------------
    def run(self) -> None:
        token = ACTIVE.set(self.prompter)
        try:
            self._loop()
        except KeyboardInterrupt:  # Ctrl-C outside a prompt and a command (showing the table): leave, no traceback
            self.echo(f"\nSaved in {self.path}.")
        finally:
            ACTIVE.reset(token)

    def _loop(self) -> None:
        from goblinkit.assistant.terminal.guides import start_line

        show = "table"
        told = ""  # what was said about a missing or broken save: said once, not on every pass
        while True:
            loaded = self._step_automatic()
            if loaded is None:
                about = (f"No game saved at {self.path}. {start_line(self.game_cls.slug)}" if not self.path.exists() else
                         "That save cannot be played on: `new ... --force` starts over (it is kept as .bak).")
                if about != told:
                    self.echo(about)
                told, game = about, None
            else:
                told = ""
                game, ran = loaded
                if show == "table" or ran:
                    self.echo(game.describe())
                if show != "nothing" or ran:
                    for said in [OVER] if game.over else game.prompt():  # the loop's own words once, not the game's too
                        self.echo(said)
            show = "prompt"
            line = self.prompter.line(f"{self.name}> ", self._words(game))
            if line is None:
                self.echo("")
                return
            words = self._split(line)
            if not words:
                continue
            verb = words[0].lower()
            if verb in QUIT_WORDS:
                self.echo(f"Saved in {self.path}." if game is not None else "Nothing to save.")
                return
            if line.strip().lower() in GO_ON_WORDS:  # "the assistant plays this step: go on, and it does"
                self.paused = False
                show = "prompt" if game is not None and game.next_automatic() is None else "nothing"
                continue
            if verb in ("help", "?"):
                self._help(words[1:])
                show = "nothing"
                continue
            self.paused = False
            show = self._run_line(line, words, game)

    def _step_automatic(self) -> tuple[Game, bool] | None:
        """Take every automatic step now due (none while paused after a cancelled one); the game as
        it then is, and whether any step ran."""
        try:
            loaded = self.load()
        except GoblinError as exc:
            self.echo(f"Error: {exc}")
            return None
        if loaded is None:
            return None
        session, game = loaded
        ran = False
        for _ in range(AUTOMATIC_LIMIT):
            act = None if game.over or self.paused else game.next_automatic()
            if act is None:
                break
            after = self._automatic(session, game, act)
            if after is None:
                break
            game, ran = after, True
        return game, ran

    def _automatic(self, session: Session, game: Game, act: dict[str, Any]) -> Game | None:
        """One automatic step, saved; the game after it, or None when it was cancelled or refused."""
        from goblinkit.assistant.terminal.command_table import guided_tail, make_table

        self.prompter.begin_action()
        try:
            after, lines = session.do(act, make_table([], base=game.copy, act=act))
        except (Cancelled, KeyboardInterrupt):
            self.echo("Cancelled: nothing was saved. The assistant waits: say go on and it plays its step again "
                      "(or undo to go back).")
            self.paused = True
            return None
        except GoblinError as exc:
            self.echo(f"Error: {exc}")
            self.paused = True
            return None
        for text in guided_tail(after, self.prompter.unprinted(lines)):  # the loop prints the prompt next
            self.echo(text)
        return after

    def _split(self, line: str) -> list[str]:
        """The line's words: quoted as a shell would ('Ghost Lantern'), or, where an apostrophe is part of a
        name ("Shaman's Potion", "Gob'z"), split at the spaces: the phrase reader reads names whole."""
        try:
            return shlex.split(line)
        except ValueError:
            return line.split()

    def _words(self, game: Game | None) -> Words:
        verbs = sorted({m.verb for m in game.moves()}) if game is not None and not game.over else []
        return Words(list(dict.fromkeys([*verbs, *self.commands(), "help", "quit"])),
                     game.vocabulary() if game is not None else [])

    def _resolve_verb(self, verb: str) -> str | None:
        """A command by its name or an unambiguous start of it (three letters at least; the commands
        that undo or replace a game only by their whole name, so a stray answer cannot run them)."""
        commands = self.commands()
        found = [name for name in commands if name == verb] or [
            name for name in commands if len(verb) >= 3 and name.startswith(verb) and name not in WHOLE_NAME_ONLY]
        if len(found) == 1:
            return found[0]
        if found:
            self.echo(f"'{verb}' could be {', '.join(found)}: say which.")
        else:
            self.echo(f"'{verb}' is not a command here. Commands: {', '.join(commands)}, help, quit.")
        return None

    def _run_line(self, line: str, words: list[str], game: Game | None) -> str:
        """A line as a player says it ("attack L1 with B1", "deploy brute", "done"), read as one of the moves
        the game lists now (core/phrases.py) and run as that move's command; a line in a command's own
        syntax (`--options`, or PIECE:HEX orders: a Globbo! formation of one's own), or a command that is no move
        (status, undo, log), runs as typed."""
        from goblinkit.assistant.core.phrases import NotAMove, read

        if game is None and not self.path.exists() and self._needs_a_game(words[0].lower()):
            from goblinkit.assistant.terminal.guides import start_line

            self.echo(f"There is no game yet. {start_line(self.game_cls.slug)}")
            return "nothing"
        moves = [] if game is None or game.over or any(w.startswith("--") or ":" in w for w in words) else game.moves()
        if words[0].lower() in TABLE_COMMANDS and words[0].lower() not in {m.verb for m in moves}:
            moves = []  # `moves`, `log`, `status` by their whole name: the command, not a plural of a move's verb
        if not moves:
            return self._run_command(words)
        try:
            move = read(line, moves)
        except NotAMove as exc:
            if not exc.about_moves and self._is_command(words[0].lower()):
                return self._run_command(words)
            self.echo(str(exc))
            return "nothing"
        return self._run_command(shlex.split(move.command))

    def _needs_a_game(self, verb: str) -> bool:
        """Whether a typed verb is a command that reads the save (all but `new` and a game's own file tools)."""
        commands = self.commands()
        found = [name for name in commands if name == verb] or [
            name for name in commands if len(verb) >= 3 and name.startswith(verb) and name not in WHOLE_NAME_ONLY]
        return len(found) == 1 and found[0] != "new" and any(p.name == "save" for p in commands[found[0]].params)

    def _is_command(self, verb: str) -> bool:
        commands = self.commands()
        return verb in commands or verb in ("help", "?") or any(
            len(verb) >= 3 and name.startswith(verb) and name not in WHOLE_NAME_ONLY for name in commands)

    def _run_command(self, words: list[str]) -> str:
        """Run one of the game's commands; what to show before the next input: the "table" (a new
        game), the "prompt", or "nothing" (the command showed the table itself, or failed)."""
        verb = self._resolve_verb(words[0].lower())  # command words in any case (`ACT G6`)
        if verb is None:
            return "nothing"
        args = [verb, *words[1:]]
        cmd = self.commands()[verb]
        if any(p.name == "save" for p in cmd.params) and "--save" not in args:
            args += ["--save", str(self.path)]
        self.prompter.begin_action()
        try:
            self.command.main(args=args, prog_name=f"goblin play {self.name}", standalone_mode=False)
        except Cancelled as exc:
            self.echo(str(exc).capitalize() + ".")
            return "nothing"
        except KeyboardInterrupt:  # Ctrl-C while the command ran (a bot thinking): its step under way is not saved
            self.echo("Stopped: the step under way was not saved (undo takes back an earlier one).")
            return "nothing"
        except GoblinError as exc:
            self.echo(f"Error: {exc}")
            return "nothing"
        except (typer.Exit, typer.Abort):
            return "nothing"
        except click.ClickException as exc:
            self.echo(f"{exc.format_message()} (help {verb} shows how)")
            return "nothing"
        except Exception as exc:  # noqa: BLE001 -- a bug must not throw the player out of the game
            self.echo(f"Error: {type(exc).__name__}: {exc} (nothing was saved; please report it)")
            return "nothing"
        return {"new": "table", "undo": "nothing", "status": "nothing", "log": "nothing"}.get(verb, "prompt")

    def _help(self, words: list[str]) -> None:
        if words:
            verb = self._resolve_verb(words[0].lower())  # command words in any case (`ACT G6`)
            if verb is not None:
                parent = click.Context(self.command, info_name=f"goblin play {self.name}")
                with click.Context(self.commands()[verb], info_name=verb, parent=parent) as ctx:
                    text = ctx.get_help()  # typer's rich help prints itself and returns ""
                    if text:
                        self.echo(text)
            return
        from goblinkit.assistant.terminal.guides import guide_line

        for line in LOOP_HELP:
            self.echo(line)
        self.echo(f"  {guide_line(self.game_cls.slug)}")
        for name, cmd in self.commands().items():
            first = (cmd.help or "").strip().splitlines()[0] if cmd.help else ""
            self.echo(f"  {name:<14} {first if len(first) <= 72 else first[:69] + '...'}")
