"""A saved game in play: rebuild the state by replaying the log, apply one action, save.

Nothing is written unless the action succeeded: a refused action (a rules error, a mistyped
die, a save that no longer replays) leaves the save byte for byte as it was. One writer at a
time: `do`, `undo` and `new` hold the save's OS lock from reading it to renaming the new file,
and read it again under the lock, so two commands on one save both land, one after the other.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from goblinkit.assistant import statecache
from goblinkit.assistant.chance import Chance, DicePrompt
from goblinkit.assistant.engine import Game
from goblinkit.assistant.errors import RulesError, SaveError
from goblinkit.assistant.saves import Save, default_path, read_save, write_save
from goblinkit.assistant.table import ScriptedTable, Table
from goblinkit.content.locking import file_lock

# What a rules engine raises when a hand-edited save feeds it data of the wrong shape (an action
# missing a key, a setup without players): the save is damaged, the engine is not broken.
DAMAGE = (KeyError, TypeError, ValueError, IndexError, AttributeError, LookupError)


@dataclass
class Step:
    """One replayed log entry: its number, the action, and what the engine said."""

    number: int
    action: dict[str, Any]
    lines: list[str]


class Session:
    def __init__(self, game_cls: type[Game], save: Save, path: Path):
        self.game_cls = game_cls
        self.save = save
        self.path = path

    @staticmethod
    def path_for(game_cls: type[Game], path: Path | None) -> Path:
        return Path(path) if path else default_path(game_cls.slug)

    @classmethod
    def new(cls, game_cls: type[Game], setup: dict[str, Any], seed: int, path: Path | None, table: Table,
            force: bool = False) -> tuple[Session, list[str]]:
        """Start a game and save it; an existing save is kept as FILE.bak, and only with --force."""
        target = cls.path_for(game_cls, path)
        with file_lock(target):
            if target.exists() and not force:
                raise SaveError(f"a saved game already exists at {target}; use --force to replace it "
                                f"(the old one is kept as {target.name}.bak) or --save another file")
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
    def load(cls, game_cls: type[Game], path: Path | None) -> Session:
        target = cls.path_for(game_cls, path)
        return cls(game_cls, read_save(target, game_cls.slug), target)

    def replay(self, cached: bool = True) -> tuple[Game, list[Step]]:
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

    def _replay_setup(self) -> tuple[Game, list[Step]]:
        chance = Chance(self.save.seed)
        try:
            game = self.game_cls(self.save.setup, chance)
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
        with file_lock(self.path):
            self.save = read_save(self.path, self.game_cls.slug)  # the latest, now that we hold the lock
            game, _ = self.replay()
            game.chance.begin(dice=dice, cards=cards, prompt=prompt)
            lines = game.apply(act, table)
            outcomes = game.chance.finish()
            if isinstance(table, ScriptedTable) and table.unused():
                raise RulesError(f"--answer: {table.unused()} answer(s) not used; this action asked fewer questions")
            log = self.save.log + [{"action": act, "chance": outcomes, "answers": table.answers}]
            write_save(self.path, Save(self.save.game, self.save.seed, self.save.setup, log, self.save.start))
            self.save.log = log
        return game, lines

    def undo(self) -> dict[str, Any]:
        """Drop the last player decision (its rolls and answers go with it). A save that does not
        replay is refused as it is: undo never rewrites what it cannot check."""
        with file_lock(self.path):
            self.save = read_save(self.path, self.game_cls.slug)
            if not self.save.log:
                raise RulesError("nothing to undo: no action since the game was set up")
            self.replay()
            log = self.save.log[:-1]
            write_save(self.path, Save(self.save.game, self.save.seed, self.save.setup, log, self.save.start))
            entry, self.save.log = self.save.log[-1], log
        return entry["action"]
