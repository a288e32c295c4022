"""A table command loads only its own game (and a cached answer loads no game at all). A game's
package itself is only its registry entry; its modules (rules, CLI) are what cost."""

from __future__ import annotations

import os
import subprocess
import sys

PROBE = """
import sys
sys.argv = ["goblin"] + sys.argv[1:]
from goblinkit.assistant.entry import main
try:
    main()
except SystemExit:
    pass
loaded = sorted(m for m in sys.modules if m.startswith(("goblinkit.assistant.gobbledygook.",
                "goblinkit.assistant.goblins_vs_zombies.", "pydantic", "yaml", "reportlab", "typer")))
print("LOADED", " ".join(sorted({m.split(".")[0] if not m.startswith("goblinkit") else m.split(".")[2]
                                  for m in loaded})))
"""


def _loaded(args: list[str], env: dict[str, str]) -> set[str]:
    out = subprocess.run([sys.executable, "-c", PROBE, *args], env=env, capture_output=True, text=True,
                         timeout=120).stdout
    return set(next(line for line in out.splitlines() if line.startswith("LOADED")).split()[1:])


def test_a_gvz_command_does_not_load_gobbledygook_and_a_cached_status_loads_nothing(tmp_path):
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    save = str(tmp_path / "g.json")
    assert "gobbledygook" not in _loaded(["play", "gvz", "new", "--seed", "1", "--save", save], env)
    _loaded(["play", "gvz", "status", "--save", save], env)  # records the answer
    assert _loaded(["play", "gvz", "status", "--save", save], env) == set()
