"""Skill sensitivity (`balance --sensitivity`): does each card's or variant's effect hold for easy, normal and
hard players? The same arms are played again with every bot at each skill, on the same seeds, and each arm's
change against its baseline is set side by side with a verdict:

- "holds": at every skill the whole 95 % interval lies on one side of zero, the same side;
- "same sign": the measured change has one sign at every skill, but some interval reaches zero;
- "none": no skill shows a change beyond the band, and every interval holds zero;
- "differs": the sign changes with the skill (an effect a good player turns around, or a weak one never finds).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from goblinkit.assistant.lab.balance import _rate, _rows, _wins, run
from goblinkit.assistant.lab.jobs import Workers

LEVELS = ("easy", "normal", "hard")


def verdict(cells: list[dict[str, Any]], band: float) -> str:
    lows = [c["interval"][0] for c in cells]
    highs = [c["interval"][1] for c in cells]
    changes = [c["change"] for c in cells]
    if all(low > 0 for low in lows) or all(high < 0 for high in highs):
        return "holds"
    if all(c > 0 for c in changes) or all(c < 0 for c in changes):
        return "same sign"
    if all(abs(c) <= band for c in changes) and all(low <= 0 <= high for low, high in zip(lows, highs)):
        return "none"
    return "differs"


def sensitivity(slug: str, games: int, seed: int, players: int | None, only: list[str], workers: Workers | int,
                think: float, band: float, cards: bool | None = None, content: str | None = None, against: str | None = None,
                progress: Callable[[], None] | None = None) -> dict[str, Any]:
    """Every arm at each of LEVELS (all bots at that skill, hard thinking `think` s), side by side."""
    per: dict[str, list[dict[str, Any]]] = {}
    baselines: dict[str, Any] = {}
    reference = ""
    for skill in LEVELS:
        played = run(slug, games, seed, players, only, workers, {"level": skill, "think": think}, progress, cards,
                     content, against)
        per[skill] = _rows(played, band)
        base = played.facts[0]
        baselines[skill] = _rate(_wins(base), len(base))
        reference = played.study.reference
    rows = []
    for n, first in enumerate(per[LEVELS[0]]):
        cells = [{"skill": skill, "change": per[skill][n]["change"], "interval": per[skill][n]["change_interval"],
                  "flag": per[skill][n]["flag"], "win_rate": per[skill][n]["win_rate"]} for skill in LEVELS]
        rows.append({"kind": first["kind"], "name": first["name"], "id": first["id"], "skills": cells,
                     "verdict": verdict(cells, band)})
    return {"levels": list(LEVELS), "games": games, "think": think, "measures": reference,
            "baselines": {k: {"win_rate": v["win_rate"], "interval": v["interval"]} for k, v in baselines.items()},
            "rows": rows}


def chart_rows(section: dict[str, Any]) -> list[tuple[str, float, float, float, str]]:
    """The forest's rows: each arm once per skill ("Massacre, hard")."""
    return [(f"{row['name']}, {c['skill']}", c["change"], *c["interval"], c["flag"])
            for row in section["rows"] for c in row["skills"]]
