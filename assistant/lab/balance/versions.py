"""`balance --content PACK [--against PACK]`: an A/B of two versions of a game, side by side in one
report: the baseline played from `--against` (the printed game when none), the other arm from
`--content`, on the same seeds, so the change is the packs' difference and nothing else."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from goblinkit.assistant.core.errors import RulesError


def _pack(option: str, given: str | None) -> str | None:
    if given is None:
        return None
    path = Path(given).expanduser()
    if not path.is_dir():
        raise RulesError(f"{option}: content pack '{given}' is not a folder")
    return str(path.resolve())


def versions(module: Any, players: int, skills: dict[str, Any], content: str | None, against: str | None) -> list[Any]:
    """The two arms: the baseline's setup from `against`, then from `content` (the printed game when None)."""
    from goblinkit.assistant.lab.balance.arms import Arm

    if not getattr(module, "CONTENT", False):
        raise RulesError("--content: this game's balance lab cannot play a content pack yet")
    if content is None:
        raise RulesError("--against: give --content too (the pack measured against it)")
    base = module.arms(players, skills)[0]
    theirs, ours = _pack("--against", against), _pack("--content", content)
    setup = {**base.setup, "cards": False}
    return [Arm("baseline", f"{base.name}, {against or 'printed game'}", {**setup, "content": theirs}),
            Arm("content", f"{base.name}, {content}", {**setup, "content": ours}, "content")]
