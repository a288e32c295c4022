"""A saved game in play: rebuild the state by replaying the log, apply one action, save.

Nothing is written unless the action succeeded: a refused action (a rules error, a mistyped
die, a save that no longer replays) leaves the save byte for byte as it was. One writer at a
time: `do`, `undo` and `new` hold the save's OS lock from reading it to renaming the new file,
and read it again under the lock, so two commands on one save both land, one after the other.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from goblinkit.assistant.core import statecache
from goblinkit.assistant.core.chance import Chance, DicePrompt
from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.core.errors import RulesError, SaveError
from goblinkit.assistant.core.saves import Save, default_path, parse_save, read_save, save_text, write_save, write_text
from goblinkit.assistant.core.table import ScriptedTable, Table
from goblinkit.assistant.core.turn import Played, Turn, run_steps
from goblinkit.content.locking import file_lock

# What a rules engine raises when a hand-edited save feeds it data of the wrong shape (an action
# missing a key, a setup without players): the save is damaged, the engine is not broken.
GameT = TypeVar("GameT", bound=Game)  # a Session of Globbo replays a Globbo: the game's own type, checked

DAMAGE = (KeyError, TypeError, ValueError, IndexError, AttributeError, LookupError)


@dataclass
class Step:
    """One replayed log entry: its number, the action, and what the engine said."""

    number: int
    action: dict[str, Any]
    lines: list[str]


class Session(Generic[GameT]):
    def __init__(self, game_cls: type[GameT], save: Save, path: Path):
        self.game_cls = game_cls
        self.save = save
        self.path = path

    @staticmethod
    def path_for(game_cls: type[Game], path: Path | None) -> Path:
        return Path(path) if path else default_path(game_cls.slug)

    @classmethod
    def new(cls, game_cls: type[GameT], setup: dict[str, Any], seed: int, path: Path | None, table: Table,
            force: bool = False) -> tuple[Session[GameT], list[str]]:
        """Start a game and save it; an existing save is kept as FILE.bak, and only with --force. A new
        game is set up and stops there: the automatic steps due (a bot or the assistant's side playing
        first) never run here, so `new` asks no question of theirs; the guided turn or the next command
        runs them first (see turn.run_steps)."""
        target = cls.path_for(game_cls, path)
        with file_lock(target):
            if target.exists() and not force:
                raise SaveError(f"a saved game already exists at {target}; use --force to replace it "
                                f"(the old one is kept as {target.name}.bak) or --save another file")
            problem = game_cls.setup_schema.problem(setup) if game_cls.setup_schema is not None else None
            if problem is not None:
                raise RulesError(f"cannot set up this game: {problem}")
            chance = Chance(seed)
            game = game_cls(setup, chance)
            chance.begin()
            lines = game.start(table)
            save = Save(game=game_cls.slug, seed=seed, setup=setup,
                        start={"chance": chance.finish(), "answers": table.answers})
            if target.exists():
                target.with_name(target.name + ".bak").write_bytes(target.read_bytes())
            write_save(target, save)
        return cls(game_cls, save, target), lines

    @classmethod
    def load(cls, game_cls: type[GameT], path: Path | None) -> Session[GameT]:
        target = cls.path_for(game_cls, path)
        return cls(game_cls, read_checked(game_cls, target), target)

    def replay(self, cached: bool = True) -> tuple[GameT, list[Step]]:
        """The current state: the setup, then every logged action, with its logged chance and answers.
        The state of the log or of all but its last entry comes from the cache when it is kept there
        (see statecache): only what follows it is replayed. `cached=False` replays every entry and
        keeps nothing: the `replay` command's check that the log itself reproduces, a benchmark's floor."""
        keys = statecache.chain(self.game_cls.slug, self.save.seed, self.save.setup, self.save.start,
                                self.save.log) if cached else []
        found = statecache.recall(keys) if cached else None
        if found is not None:
            done, (game, steps) = found
        else:
            done, (game, steps) = 0, self._replay_setup()
        for number, entry in enumerate(self.save.log[done:], done + 1):
            act = entry.get("action")
            if not isinstance(act, dict):
                raise SaveError(f"save {self.path} is damaged: entry {number} has no action")
            lines = self._replay_one(game, game.chance, entry, lambda t, act=act: game.apply(act, t), number)
            steps.append(Step(number, act, lines))
        if cached and (found is None or done < len(self.save.log)):
            statecache.keep(keys[-1], (game, steps))
        return game, steps

    def _replay_setup(self) -> tuple[GameT, list[Step]]:
        chance = Chance(self.save.seed)
        try:
            game = self.game_cls(self.save.setup, chance)
        except RulesError as exc:  # a setup `new` would have refused: an unknown scenario, board or mode
            raise SaveError(f"save {self.path} is damaged: its setup cannot be used ({exc})") from None
        except DAMAGE as exc:
            raise SaveError(f"save {self.path} is damaged: its setup cannot be used "
                            f"({type(exc).__name__}: {exc})") from None
        return game, [Step(0, {"type": "new", **self.save.setup},
                           self._replay_one(game, chance, self.save.start, lambda t: game.start(t)))]

    def _replay_one(self, game: Game, chance: Chance, entry: dict[str, Any], run: Any, number: int = 0) -> list[str]:
        chance.begin(replay=entry.get("chance") or [])
        table = ScriptedTable(entry.get("answers") or [], replaying=True)
        try:
            lines = run(table)
            chance.finish()
        except (SaveError, RulesError) as exc:
            raise SaveError(f"save {self.path} does not replay at entry {number}: {exc}") from None
        except DAMAGE as exc:
            raise SaveError(f"save {self.path} is damaged at entry {number}: the rules cannot use it "
                            f"({type(exc).__name__}: {exc})") from None
        if table.unused():
            raise SaveError(f"save {self.path} does not replay at entry {number}: unused answers")
        return lines

    def do(self, act: dict[str, Any], table: Table, dice: Sequence[int] = (), cards: Sequence[str] = (),
           prompt: DicePrompt | None = None) -> tuple[Game, list[str]]:
        """Apply one player decision and save; on any error the save is untouched."""
        played = self.play(act, Turn(table, dice, cards, prompt))
        return played.game, played.lines

    def play(self, act: dict[str, Any] | None, turn: Turn) -> Played:
        """One player command: `act` (None: only the automatic steps due) and the steps `turn` adds after
        it, applied to the latest save under its lock, then checked and written in one write. The check:
        the new log, read back from the very bytes about to be written, replays to the state the command
        announced; a log that would not is refused, and nothing is written."""
        with file_lock(self.path):
            self.save = read_checked(self.game_cls, self.path)  # the latest, now that we hold the lock
            game, _ = self.replay()
            played = run_steps(game, act, turn)
            if not played.entries:
                return played
            new = Save(self.save.game, self.save.seed, self.save.setup, self.save.log + played.entries,
                       self.save.start)
            text = save_text(new)
            replayed = Session(self.game_cls, parse_save(text, self.path, self.game_cls.slug), self.path)  # setup as read
            after, _ = replayed.replay()
            if played.waiting is None and _state(after) != _state(played.game):
                raise SaveError(f"internal error: the log of this command would not replay to what it announced "
                                f"(nothing was saved); please report it with the save {self.path}")
            write_text(self.path, text)
            self.save = replayed.save
            played.game = after if played.waiting is not None else played.game
        return played

    def undo(self) -> list[dict[str, Any]]:
        """Drop the last player decision and the automatic steps that followed it (its rolls and answers
        go with them), in one write; returns the actions dropped, the last first. An entry is automatic
        when `game.automatic(action)` says so for the game before it. A save that does not replay is
        refused as it is: undo never rewrites what it cannot check."""
        with file_lock(self.path):
            self.save = read_checked(self.game_cls, self.path)
            if not self.save.log:
                raise RulesError("nothing to undo: no action since the game was set up")
            self.replay()  # the check: the whole log replays
            log = list(self.save.log)
            undone = [log.pop()["action"]]
            while log:
                before, _ = Session(self.game_cls, Save(self.save.game, self.save.seed, self.save.setup, log,
                                                         self.save.start), self.path).replay()
                if before.over or not before.automatic(undone[-1]):
                    break
                undone.append(log.pop()["action"])
            write_save(self.path, Save(self.save.game, self.save.seed, self.save.setup, log, self.save.start))
            self.save.log = log
        return undone


def read_checked(game_cls: type[Game], path: Path) -> Save:
    """A save read from `path`, its file and its setup checked (see savecheck.py and setup_schema.py)."""
    return _setup_checked(game_cls, read_save(path, game_cls.slug), path)


def _setup_checked(game_cls: type[Game], save: Save, path: Path) -> Save:
    schema = game_cls.setup_schema
    problem = schema.problem(save.setup) if schema is not None else None
    if problem is not None:
        raise SaveError(f"save {path} is damaged: {problem}")
    return save


def _state(game: Game) -> str:
    """The whole state, hidden parts too, as canonical JSON: what replay must reproduce exactly."""
    return json.dumps(game.snapshot(reveal=True), sort_keys=True, default=str)
