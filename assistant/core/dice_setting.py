"""The table's dice setting: who rolls a player's own dice (`goblin play GAME dice table|app`).

`app` (the default, and every save made before the setting): the assistant rolls every die unless a
command gives `--dice`. `table`: each player rolls their own dice and types them when asked (naming
the dice and why); the assistant rolls only its own sides' dice, shown as it rolls them. The setting
is an action like any other, `{"type": "dice", "mode": "table"}`, logged in the save, so a replay
knows at every entry whose dice were asked, and `undo` takes it back like any decision.
"""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.errors import RulesError

MODES = ("app", "table")
EXPLAINED = {
    "app": "Dice: app. The assistant rolls every die (give your own with --dice 6,3 on a command).",
    "table": "Dice: table. You roll your own dice and type them when asked; the assistant rolls only its own.",
}


def mode_named(text: str | None) -> str:
    """`table` or `app`, in any case; anything else refused naming the choices."""
    mode = (text or "").strip().lower()
    if mode not in MODES:
        raise RulesError(f"dice: expected table or app, got '{text}'")
    return mode


def setting(mode: str) -> dict[str, Any]:
    """The action that sets the dice to `mode`."""
    return {"type": "dice", "mode": mode_named(mode)}


def current(chance: Chance) -> str:
    return "table" if chance.table else "app"


def apply(chance: Chance, act: dict[str, Any]) -> list[str]:
    """Apply a logged or typed setting: the Chance asks a player's rolls from now on, or stops."""
    mode = mode_named(act.get("mode") if isinstance(act.get("mode"), str) else repr(act.get("mode")))
    act["mode"] = mode
    chance.table = mode == "table"
    return [EXPLAINED[mode]]
