"""Run under `ulimit -v` by test_memory.py: validate every corpus file, replay every corpus save,
and run `content validate` and every table command of the shipped games, in one process.

Prints one JSON object: the peak resident memory (MB) and, per command, the exit code and any
exception other than a clean exit. A MemoryError under the limit shows up as such an exception.
"""

from __future__ import annotations

import json
import os
import resource
import sys
import tempfile
from pathlib import Path

from typer.testing import CliRunner

from goblinkit.assistant.core.games import GameEntry, register

register(GameEntry("toy", "Goblin Toss", "tests.fixtures.toy_game"))

from goblinkit.assistant.cli import build_app  # noqa: E402

HERE = Path(__file__).parent
TABLE = [  # every table command of the shipped games, as a player would type them (some refused by the rules)
    *[["play", "gvz", *command.split(), "--save", "{d}/gvz.json"] for command in (
        "new --mode last-stand --seed 3", "zombies", "arrive", "sun", "play slingshot --pay 2",
        "act g3 --target z1", "slow z2", "damage z2 1", "move z2 trees", "flip z2", "pepper", "give AA",
        "zombies --answer auto", "arrive", "sun", "destroy g3", "status", "log", "undo", "replay --json")],
    ["play", "gvz", "simulate", "--games", "3", "--seed", "2"],
    ["play", "gg", "brood", "new", "{d}/m.yaml", "--name", "Muck", "--breed", "goblins"],
    ["play", "gg", "brood", "buy", "{d}/m.yaml", "leader", "Snag"],
    ["play", "gg", "brood", "buy", "{d}/m.yaml", "minion", "Grub"],
    ["play", "gg", "brood", "upgrade", "{d}/m.yaml", "Snag", "shooty"],
    ["play", "gg", "brood", "show", "{d}/m.yaml"],
    *[["play", "gg", *command.split(), "--save", "{d}/gg.json"] for command in (
        "new --scenario night-watch --brood {d}/m.yaml --seed 3", "reveal B3 --by snag", "reveal B1 --by grub",
        "reveal B2 --by grub", "reveal B4 --by grub", "reveal B5 --by grub", "item grub pickup B2",
        "loot snag wanderer1", "prank grub wanderer2", "attack snag shrine1", "set grub hide",
        "humans-turn --answer no --answer no --answer no --answer no", "place snag 12 30", "bomb snag wanderer2",
        "scry snag B6", "enter snag inn", "roll escape snag", "status", "log", "undo", "replay")],
    ["play", "gg", "odds", "3", "2"],
    ["play", "gg", "brood", "award", "{d}/m.yaml", "--brag", "2", "--tin", "1"],
]


def peak_mb() -> float:
    """This process's own peak resident memory. Not ru_maxrss: Linux keeps that across exec, so a probe
    started from a big parent (the pytest process after hundreds of tests) would report the parent's
    size; VmHWM is the high-water mark of this program's own memory, fresh since exec."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    import typer.testing

    app, runner = build_app(), CliRunner()
    command = typer.testing._get_command(app)  # build the click tree once, not per command
    typer.testing._get_command = lambda _: command
    work = Path(tempfile.mkdtemp())
    os.environ["XDG_DATA_HOME"] = str(work / "xdg")
    report: dict[str, object] = {"limit": resource.getrlimit(resource.RLIMIT_AS)[0], "runs": []}

    def run(args: list[str], label: str) -> None:
        result = runner.invoke(app, [a.replace("{d}", str(work)) for a in args])
        crashed = result.exception is not None and not isinstance(result.exception, SystemExit)
        report["runs"].append({"label": label, "exit": result.exit_code,  # type: ignore[union-attr]
                               "exception": repr(result.exception) if crashed else None})

    run(["content", "validate"], "content validate")
    for case in sorted((HERE / "content").glob("*.yaml")):
        folder = work / f"pack-{case.stem}" / "demo2"
        folder.mkdir(parents=True)
        (folder / "game.yaml").write_text("id: demo2\nname: Demo Two\n")
        (folder / "cards.yaml").write_bytes(case.read_bytes())
        run(["content", "validate", "--content", str(folder.parent)], f"content {case.stem}")
    for case in sorted((HERE / "saves").glob("*.json")):
        run(["play", "toy", "status", "--save", str(case)], f"save {case.stem}")
    for args in TABLE:
        run(args, " ".join(args[:4]))
    report["peak_mb"] = peak_mb()
    json.dump(report, sys.stdout)


if __name__ == "__main__":
    main()
