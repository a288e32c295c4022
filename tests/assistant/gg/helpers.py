"""GobbledyGook! test tables and Broods."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.gobbledygook.game import GobbledyGook
from goblinkit.assistant.core.saves import Save
from goblinkit.assistant.core.table import ScriptedTable, Table

BROOD = {"name": "Muck Lurkers", "breed": "goblins", "charm": 0, "tin": 0, "brag": 0, "log": [],
         "creatures": [{"name": "Snagtooth", "type": "leader", "upgrades": ["shooty", "sneaky"]},
                       {"name": "Grub", "type": "minion", "upgrades": ["choppy"]},
                       {"name": "Bruiser", "type": "heavy", "upgrades": ["armored"]}]}
RIVALS = {"name": "Sparkles", "breed": "faeries", "charm": 0, "tin": 0, "brag": 0, "log": [],
          "creatures": [{"name": "Twinkle", "type": "leader", "upgrades": []}]}


class FixedTable(Table):
    """A deterministic table for golden games: the first option, 'yes' to reach, 2 sticks."""

    def _choose(self, question: str, options: list[str]) -> str:
        return options[0]

    def _yes_no(self, question: str) -> bool:
        return "reach" in question or "adjacent" in question and "end" not in question

    def _number(self, question: str, low: int, high: int) -> int:
        return max(low, min(2, high))


def new_game(scenario: str = "night-watch", broods=(BROOD,), seed: int = 1, **setup: Any) -> GobbledyGook:  # noqa: ANN001
    game = GobbledyGook({"scenario": scenario, "broods": [dict(b) for b in broods], **setup}, Chance(seed))
    game.chance.begin()
    game.start(ScriptedTable())
    game.chance.finish()
    return game


def run(game: GobbledyGook, act: dict[str, Any], answers=(), dice=(), cards=()) -> list[str]:  # noqa: ANN001
    game.chance.begin(dice=dice, cards=cards)
    lines = game.apply(act, ScriptedTable(answers))
    game.chance.finish()
    return lines


def play_scripted(scenario: str, seed: int, rounds: int = 3, positions: list[list[Any]] | None = None,
                  **setup: Any) -> tuple[GobbledyGook, Save, list[str]]:
    """Each round every standing creature reveals the next blip, then the Humans turn. With
    `positions` ([what, x, y] rows) they are placed first, and new figures stand at (2, 2)."""
    setup_data = {"scenario": scenario, "broods": [BROOD], **setup}
    game = GobbledyGook(setup_data, Chance(seed))
    table = FixedTable()
    game.chance.begin()
    lines = game.start(table)
    save = Save("gobbledygook", seed, setup_data, start={"chance": game.chance.finish(), "answers": table.answers})

    def step(act: dict[str, Any]) -> None:
        t = FixedTable()
        game.chance.begin()
        lines.extend(game.apply(act, t))
        save.log.append({"action": act, "chance": game.chance.finish(), "answers": t.answers})

    if positions:
        step({"type": "place", "at": positions})
    for _ in range(rounds):
        for creature in list(game.creatures.values()):
            if game.over or creature.ko or creature.trapped:
                continue
            if creature.stunned:
                step({"type": "status", "creature": creature.id, "what": "recover"})
                continue
            spot = next((b for b in game.blips.values() if not b.revealed), None)
            if spot is not None:
                step({"type": "reveal", "blip": spot.id, "creature": creature.id})
        if game.over:
            break
        step({"type": "humans"})
        if game.over:
            break
    return game, save, lines


def brood_by_cli(app, runner, brood, *steps: list[str], name: str = "Muck Lurkers") -> None:  # noqa: ANN001
    """A Brood made at the command line as a player makes it: `brood new` then each step (`["buy", "leader",
    "Snagtooth"]`, `["upgrade", "Snag", "shooty"]`), each of which must succeed."""
    for args in (["new", str(brood), "--name", name, "--breed", "goblins"], *([s[0], str(brood), *s[1:]] for s in steps)):
        result = runner.invoke(app, ["play", "gg", "brood", *args])
        assert result.exit_code == 0, result.output


def night_watch_by_cli(app, runner, tmp_path, *steps: list[str], name: str = "Muck Lurkers"):  # noqa: ANN001, ANN201
    """A Night Watch game (seed 3) for a Brood made by `brood_by_cli`: the save's path."""
    brood, save = tmp_path / "muck.yaml", tmp_path / "gg.json"
    brood_by_cli(app, runner, brood, *steps, name=name)
    result = runner.invoke(app, ["play", "gg", "new", "--scenario", "night-watch", "--brood", str(brood), "--seed", "3",
                                 "--save", str(save)])
    assert result.exit_code == 0, result.output
    return save


def copied_content(tmp_path):  # noqa: ANN001, ANN201
    """GobbledyGook!'s content copied into a content pack (data only) to be edited by a test: the pack's
    gobbledygook folder."""
    import shutil
    from pathlib import Path

    import goblinkit.content

    pack = tmp_path / "pack" / "gobbledygook"
    shutil.copytree(Path(goblinkit.content.__file__).parent / "gobbledygook", pack,
                    ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    return pack
