"""Build Goblins vs Zombies positions by hand, as the rulebook's examples describe them."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from goblinkit.assistant.goblins_vs_zombies.state import Goblin, Zombie
from goblinkit.assistant.core.table import ScriptedTable


class RecordingTable(ScriptedTable):
    """Scripted answers, remembering every question asked with its options."""

    def __init__(self, answers=()):  # noqa: ANN001
        super().__init__(answers)
        self.asked: list[tuple[str, list[str]]] = []

    def _choose(self, question: str, options: list[str]) -> str:
        self.asked.append((question, options))
        return super()._choose(question, options)


def new_game(mode: str = "last-stand", players: tuple[str, ...] = ("AA",), seed: int = 1,
             tracked: bool = False, **extra: Any) -> GoblinsVsZombies:
    game = GoblinsVsZombies({"mode": mode, "players": list(players), "tracked": tracked, **extra}, Chance(seed))
    game.chance.begin()
    game.start(ScriptedTable())
    game.chance.finish()
    for field in game.fields.values():  # an empty table: the example sets it
        for _, z in list(field.zombies()):
            field.remove_zombie(z)
    return game


def zombie(game: GoblinsVsZombies, owner: str, area: str, card: str, **kw: Any) -> Zombie:
    return game.fields[owner].add(Zombie(game.next_zombie_uid(), card, **kw), area)


def goblin(game: GoblinsVsZombies, owner: str, card: str, under: Goblin | None = None, **kw: Any) -> Goblin:
    g = Goblin(game.next_goblin_uid(), card, **kw)
    if under is not None:
        under.shields.append(g)
    else:
        game.fields[owner].gate.append(g)
    return g


def run(game: GoblinsVsZombies, act: dict[str, Any], table: ScriptedTable | None = None,
        dice=(), cards=()) -> list[str]:  # noqa: ANN001
    table = table or ScriptedTable()
    game.chance.begin(dice=dice, cards=cards)
    lines = game.apply(act, table)
    game.chance.finish()
    return lines


def at_zombie_phase(game: GoblinsVsZombies) -> None:
    game.phase = "goblin-action"
    game.turn = max(game.turn, 2)
