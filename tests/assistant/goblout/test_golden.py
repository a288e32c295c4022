"""Golden transcripts: seeded Goblout games written out line by line under tests/golden/.

Bots-only games for the standard game and each variant, and a table game where a scripted player
sits in the human seat (its questions written into the transcript). Compared on every run; set
GOLDEN_UPDATE=1 to write them anew on purpose (and read the diff before committing it).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.goblout.game import Goblout, seats
from goblinkit.assistant.goblout.simulate import play_game, styles_for
from goblinkit.assistant.core.table import Table

GOLDEN = Path(__file__).resolve().parents[2] / "golden"
GAMES = [(4, None, 7), (3, "sudden-death", 3), (4, "group-die", 5), (3, "massacre", 2), (5, None, 9)]


def compare(path: Path, text: str) -> None:
    if os.environ.get("GOLDEN_UPDATE") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path.name} is missing: run the tests with GOLDEN_UPDATE=1 to write it"
    assert text == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("players,variant,seed", GAMES)
def test_bot_game_transcript(players, variant, seed):
    played = play_game(players, variant, seed, styles_for(players, seed, None), keep=True)
    header = f"# Goblout, {players} bots, {variant or 'standard'}, seed {seed}\n"
    compare(GOLDEN / f"goblout-{players}p-{variant or 'standard'}-seed{seed}.txt",
            header + "\n".join(played.lines) + "\n")


class ScriptedPlayer(Table):
    """The human seat's answers, by a simple rule, each question written into the transcript."""

    def __init__(self, out: list[str]):
        super().__init__()
        self.out = out

    def _choose(self, question: str, options: list[str]) -> str:
        answer = {"lightning": options[-1], "redirect": options[-1]}.get(self.key, next(
            (o for o in options if o != "no"), options[0]))
        self.out.append(f"? {question} -> {answer}")
        return answer

    def _yes_no(self, question: str) -> bool:
        self.out.append(f"? {question} -> yes")
        return True

    def _number(self, question: str, low: int, high: int) -> int:
        self.out.append(f"? {question} -> {high}")
        return high


def test_table_game_transcript():
    game = Goblout({"players": seats(3, True), "styles": {"bot1": "aggressive", "bot2": "defensive",
                                                           "bot3": "prestige"}, "first": "random"}, Chance(21))
    out: list[str] = ["# Goblout at the table: you and 3 bots, seed 21; the human seat answers by a fixed rule"]
    game.chance.begin()
    out += game.start(ScriptedPlayer(out))
    m = game.m

    def bots() -> None:  # the bots' turns: the assistant's automatic steps (the transcript reads as one story)
        nonlocal out
        while not game.over and (step := game.next_automatic()) is not None:
            out += game.apply(step, ScriptedPlayer(out))

    bots()
    for _ in range(60):
        if game.over:
            break
        you = m.player("you")
        discard = [c for c in you.hand if m.cat.cards[c].family == "cannon-fodder"][1:]
        act = {"type": "draw", "discard": discard, "keep": False}
        out.append(f"> {act}")
        out += game.apply(act, ScriptedPlayer(out))
        from goblinkit.assistant.goblout import dice

        colours = dice.shown(m, you)
        deploy = [c for c in you.hand if m.cat.cards[c].colours & colours][:3]
        whites = [c for c in deploy if m.cat.cards[c].prestige]
        deploy = [c for c in deploy if not m.cat.cards[c].prestige] + whites[:1]
        target = next((q.id for q in m.after("you") if not q.peace), None)
        act = {"type": "play", "deploy": deploy, "attack": {target: ["all"]} if target else {}}
        if not any(m.cat.cards[c].damage for c in you.deployed + deploy):
            act["attack"] = {}
        out.append(f"> {act}")
        out += game.apply(act, ScriptedPlayer(out))
        bots()
    compare(GOLDEN / "goblout-table-3bots-seed21.txt", "\n".join(out) + "\n")
