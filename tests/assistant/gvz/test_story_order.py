"""Story before question at the terminal (issue 33): in the guided turn, every line of the Zombie phase
that happened before a question is printed before it, even when a dozen Zombies wait to act and the
question (which Zombie acts next?) has too many answers to show where each leads."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.saves import Save, write_save
from goblinkit.assistant.goblins_vs_zombies.bots import BotTable
from goblinkit.assistant.goblins_vs_zombies.cli import app as gvz_app
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from tests.assistant.terminal.test_guided import Typist

# Two Zombies arrive each turn of a Last Stand; the table moves each back to the Graveyard before it walks on.
ARRIVALS = ["crawler", "ghost", "bat", "dwarf", "raven", "crawler", "ghost", "bat", "dwarf", "raven", "crawler",
            "brute", "crawler", "wrestler"]


def _crowded_save(path: Path) -> None:
    """A real-table Last Stand whose log brings 14 Zombies onto the Graveyard, none yet near the Gate."""
    setup = {"mode": "last-stand", "players": ["AA"], "boss_level": "normal", "tracked": False}
    game = GoblinsVsZombies(setup, Chance(21))
    table = BotTable(game)
    game.chance.begin()
    game.start(table)
    save = Save(GoblinsVsZombies.slug, 21, setup, start={"chance": game.chance.finish(), "answers": table.answers})

    def do(act: dict, cards: list[str] = ()) -> None:  # noqa: ANN001
        table.answers = []
        game.chance.begin(cards=list(cards))
        game.apply(dict(act), table)
        save.log.append({"action": act, "chance": game.chance.finish(), "answers": table.answers})

    arrivals = list(ARRIVALS)
    while arrivals:
        for _, zombie in list(game.fields["AA"].zombies()):
            if game.fields["AA"].area_of(zombie) != "graveyard":
                do({"type": "adjust", "zombie": f"z{zombie.uid}", "area": "graveyard", "field": None})
        do({"type": "zombies"})
        do({"type": "arrive"}, arrivals[:2])
        del arrivals[:2]
        do({"type": "sun"})
    assert len(game.fields["AA"].areas["graveyard"]) + len(game.fields["AA"].areas["trees"]) == 14
    write_save(path, save)


def _typed(save: Path, answers: list[str]) -> str:
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        Typist(GoblinsVsZombies, save, answers).run(gvz_app, "gvz")
    out = printed.getvalue()
    return out[out.index("gvz> done\n"):]


def _asked(done: str) -> list[int]:
    return [at for at in range(len(done)) if done.startswith("Which Zombie acts next?", at)]


def test_a_dozen_zombies_the_story_comes_before_each_which_acts_next(tmp_path):
    save = tmp_path / "crowded.json"
    _crowded_save(save)
    done = _typed(save, ["done", "2", "2", "in order", "quit"])
    asked = _asked(done)
    assert len(asked) == 3 and done[:asked[0]] == "gvz> done\nZOMBIE ACTION in AA's Field.\n"
    first = done.index("z13 Crawler Zombie (Graveyard): MOVE\n  MOVE: to the Trees.\n")
    second = done.index("z14 Wrestler Zombie (Graveyard) (action 1 of 2): MOVE\n  MOVE: to the Trees.\n"
                        "z14 Wrestler Zombie (Trees) (action 2 of 2): MOVE\n  MOVE: to the Village.\n")
    assert asked[0] < first < asked[1] < second < asked[2]  # each Zombie's story before the next question
    assert done.count("ZOMBIE ACTION in AA's Field.") == 1  # told once: not again at the end


def test_fourteen_zombies_act_in_order_on_one_answer_offered_first(tmp_path):
    """Issue 34: the order was asked after every Zombie (13 taps for 14 Zombies); `in order`, the first
    answer, runs the whole phase, farthest from the Gate first."""
    save = tmp_path / "crowded.json"
    _crowded_save(save)
    done = _typed(save, ["done", "1", "quit"])
    assert len(_asked(done)) == 1
    assert ("Which Zombie acts next? (in order: all the rest of this phase, farthest from the Gate first)\n"
            "  1. in order\n  2. z13 Crawler Zombie (Graveyard)\n") in done
    moved = [line.split(" (")[0] for line in done.splitlines() if line.endswith("): MOVE")]
    assert moved[:3] == ["z13 Crawler Zombie", "z14 Wrestler Zombie", "z14 Wrestler Zombie"]
    assert len(set(moved)) == 14 and moved[-1] == "z12 Brute Zombie"
