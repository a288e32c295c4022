"""A whole game's copy (Game.copy: every explored answer and every search trial starts from one), against
the same Game.copy with the generator's state deep-copied int by int, in the same run (what Game.copy did
before Chance copied that state whole)."""

from __future__ import annotations

import time

COPIES = 300


def _games() -> list[tuple[str, object]]:
    from goblinkit.assistant.core.chance import Chance
    from goblinkit.assistant.core.table import ScriptedTable
    from goblinkit.assistant.globbo.game import Globbo
    from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies

    found = []
    for name, cls, setup in (("Goblins vs Zombies", GoblinsVsZombies, {"mode": "last-stand", "players": ["A"]}),
                             ("Globbo!", Globbo, {"play": "kids", "walls": True})):
        game = cls(setup, Chance(1))
        game.chance.begin()
        game.start(ScriptedTable())
        game.chance.finish()
        found.append((name, game))
    return found


def _per_copy(make: object) -> float:
    start = time.perf_counter()
    for _ in range(COPIES):
        make()  # type: ignore[operator]
    return (time.perf_counter() - start) / COPIES


def main() -> None:
    from goblinkit.assistant.core.chance import Chance

    for name, game in _games():
        fast = _per_copy(game.copy)  # type: ignore[attr-defined]
        own = Chance.__deepcopy__
        del Chance.__deepcopy__  # the baseline: deepcopy walks the generator's 625-int state one by one
        try:
            plain = _per_copy(game.copy)  # type: ignore[attr-defined]
        finally:
            Chance.__deepcopy__ = own  # type: ignore[method-assign]
        print(f"{name}: Game.copy {fast * 1000:6.2f} ms, state copied int by int {plain * 1000:6.2f} ms, "
              f"ratio {plain / fast:4.2f}x")
