"""Players who sit at the guided turn and type, through prompt_toolkit's own input pipe.

Each `read` of the guided turn's prompter is answered by sending a line (and Enter) into a pipe
that a real prompt_toolkit PromptSession reads, so the prompt, its key handling and completion
setup are all exercised. The player decides each line from the prompt it sees and the saved game,
as a person would from the table. Used by the tests and by `make bench` (bench_guided.py).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import typer

from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.terminal.guided import GuidedTurn
from goblinkit.assistant.terminal.prompting import Prompter, terminal_reader
from goblinkit.assistant.core.session import Session

PLAYS = ("play", "act", "reveal", "attack", "loot", "prank")


class PipePlayer:
    """Types into a guided turn; counts what it typed: its own plays and everything else."""

    def __init__(self, game_cls: type[Game], save: Path, max_inputs: int = 2000):
        self.game_cls = game_cls
        self.save = save
        self.typed: list[str] = []
        self.max_inputs = max_inputs

    # -- the seat at the table ----------------------------------------------------------------
    def run(self, app: Any, name: str) -> None:
        from prompt_toolkit.input import create_pipe_input
        from prompt_toolkit.output import DummyOutput

        with create_pipe_input() as pipe:
            inner = terminal_reader(input=pipe, output=DummyOutput())

            def read(message: str, words: list[str]) -> str:
                if len(self.typed) >= self.max_inputs:
                    raise AssertionError("the player typed too much: the loop does not end")
                line = self.decide(message, words)
                self.typed.append(line)
                typer.echo(f"{message}{line}")  # the transcript shows what was typed, where it was typed
                pipe.send_text(line + "\r")
                return inner(message, words)

            GuidedTurn(self.game_cls, app, self.save, Prompter(read), name).run()

    def game(self) -> Game:
        return Session.load(self.game_cls, self.save).replay()[0]

    def counts(self) -> Counter[str]:
        """'plays' (the player's own moves) and 'other' (done, answers, quit)."""
        return Counter("plays" if line.split()[:1] and line.split()[0] in PLAYS else "other" for line in self.typed)

    # -- what to type -------------------------------------------------------------------------
    def decide(self, message: str, words: list[str]) -> str:
        if message.startswith("choose"):
            if "auto" in words:
                return "auto"  # the assistant's own order, when it offers one
            return "1" if message.startswith("choose 1-") or not words else words[0]  # an unnumbered menu: its first
        if message.rstrip().endswith("[y/n]"):
            return "n"
        if "] " in message and message.rstrip().endswith("]"):  # a number question: [low-high]
            return message.rsplit("[", 1)[1].split("-")[0]
        return self.command(self.game())

    def command(self, game: Game) -> str:
        raise NotImplementedError


class LastStandPlayer(PipePlayer):
    """Goblins vs Zombies, Mode B: plays one affordable Goblin a turn while the Gate has room,
    uses every Goblin that can act, then says done. Cards are named as a player would."""

    CARDS = ("Archer", "slingshot", "Rockthrower", "ICESHOT", "bigshot", "Twin X-bows", "wall")

    def __init__(self, game_cls: type[Game], save: Path, max_inputs: int = 2000):
        super().__init__(game_cls, save, max_inputs)
        self.played_turn = 0
        self.next_card = 0

    def command(self, game: Any) -> str:
        from goblinkit.assistant.goblins_vs_zombies.guide import ready_goblins

        if game.over:
            return "quit"
        hand = game.supply.hand_sizes[game.current]
        if game.phase == "goblin-arrival" and self.played_turn != game.turn and len(game.fields[game.current].gate) < 3:
            self.played_turn = game.turn
            for offset in range(len(self.CARDS)):
                card = self.CARDS[(self.next_card + offset) % len(self.CARDS)]
                slug = {"Twin X-bows": "twin-xbows"}.get(card, card.lower())
                if slug in game.cat.goblins and game.cat.goblins[slug].cost < hand:
                    self.next_card += offset + 1
                    return f"play {card}"
        ready = ready_goblins(game)
        if ready:
            return f"act g{ready[0].uid}"
        return "done"


class NightWatchPlayer(PipePlayer):
    """GobbledyGook!: each round every standing, unstunned creature reveals the next blip; then done.
    Stops after `rounds` Humans turns."""

    def __init__(self, game_cls: type[Game], save: Path, rounds: int = 3):
        super().__init__(game_cls, save)
        self.rounds = rounds
        self.acted: set[tuple[int, str]] = set()

    def command(self, game: Any) -> str:
        if game.over or game.round > self.rounds:
            return "quit"
        blips = [b.id for b in game.open_blips() if not b.revealed]
        for creature in game.creatures.values():
            if creature.ko or creature.stunned or (game.round, creature.id) in self.acted or not blips:
                continue
            self.acted.add((game.round, creature.id))
            return f"reveal {blips[0].lower()} --by {creature.name.upper()[:4]}"
        return "done"


class Ender(PipePlayer):
    """Ends every step it is asked for (`end`), answers each question with its first option, and quits
    after `inputs` commands: the assistant's side plays, and its questions come to the player."""

    def __init__(self, game_cls: type[Game], save: Path, inputs: int = 4, word: str = "end"):
        super().__init__(game_cls, save)
        self.left, self.word = inputs, word

    def command(self, game: Game) -> str:
        self.left -= 1
        return "quit" if game.over or self.left < 0 else self.word


class DrawPlayer(PipePlayer):
    """Goblout: draws, then attacks Bot 1 with everything; first options; quits after `turns` draws."""

    def __init__(self, game_cls: type[Game], save: Path, turns: int = 3):
        super().__init__(game_cls, save)
        self.turns = turns

    def command(self, game: Any) -> str:
        if game.over or self.typed.count("draw") >= self.turns and game.m.phase == "discard":
            return "quit"
        return "draw" if game.m.phase == "discard" else "play --attack bot1=all"


class ShortLastStand(LastStandPlayer):
    """Last Stand for `turns` turns only."""

    def __init__(self, game_cls: type[Game], save: Path, turns: int = 3):
        super().__init__(game_cls, save)
        self.turns = turns

    def command(self, game: Any) -> str:
        return "quit" if game.turn > self.turns else super().command(game)


class MovesPlayer(PipePlayer):
    """Any game: each line is one of the moves the game lists now (`Game.moves()`), said in its own words
    (`core.phrases.say`: "move Big Nagga to C11"), at most `plays` moves a turn before the move that ends it;
    questions take their first option. Stops at the game's end or after `turns` of the player's turns (a turn begins
    when `turn_of(game)` changes)."""

    def __init__(self, game_cls: type[Game], save: Path, turn_of: Any, turns: int = 5, plays: int = 2,
                 seed: int = 0, max_inputs: int = 2000):
        import random

        super().__init__(game_cls, save, max_inputs)
        self.turn_of, self.turns, self.plays = turn_of, turns, plays
        self.rng = random.Random(seed)
        self.this_turn: tuple[Any, int] = (None, 0)
        self.said: list[str] = []  # the phrases typed for moves
        self.played_turns = 0  # the player's turns begun

    def command(self, game: Game) -> str:
        from goblinkit.assistant.core.phrases import say

        turn = self.turn_of(game)
        if turn != self.this_turn[0]:
            self.played_turns += 1  # a turn of the player's begins (the counter of a game may count every seat's)
            self.this_turn = (turn, 0)
        if game.over or self.played_turns > self.turns:
            return "quit"
        moves = [m for m in game.moves() if m.legal]
        if not moves:
            return "done"
        count = self.this_turn[1]
        ending = [m for m in moves if m.main]
        others = [m for m in moves if not m.main]
        move = self.rng.choice(ending if ending and (count >= self.plays or not others) else others or moves)
        self.this_turn = (turn, count + 1)
        self.said.append(say(move))
        return self.said[-1]
