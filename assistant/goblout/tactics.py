"""A hard bot's tactics until its next turn, and the guards that apply them to the normal policy.

Why a module of their own (issue 35): blocks, defence lightning, what to deploy and its own lightning were
the normal policy's alone, and a rival's attack is where a game is lost, so the hard bot's search (hard_bot.py)
tries each tactic as part of a plan. Each is one small exception to a method of bots.Bot; they live here, with
the one list of them, so the policy stays readable and the search's reading of a rival's hand
(hard_bot.ruled_out) takes what a tactic may hold back from the same place that holds it back.

"spare" blocks a 1-damage goblin with a Super-Goblin only in danger and plays defence lightning only against a
lethal attack (the card and the Super-Goblin kept for its own turn); "firm" plays its defence lightning
against any attack that would hurt; "lurk" keeps its Cannon Fodder in hand while the die shows blue, to
deploy them in its defence phase (a rival weighs the blockers in sight); "quiet" plays no lightning in its
own turn.
"""

from __future__ import annotations

from itertools import filterfalse

from goblinkit.assistant.goblout.bot_styles import NOTHING
from goblinkit.assistant.goblout.catalog import Catalog

TACTICS = ("spare", "firm", "lurk", "quiet")
LURKERS = "cannon-fodder"  # the family "lurk" keeps in hand


def held_back(cat: Catalog) -> frozenset[str]:
    """The cards a tactic may keep in hand though the die lets them deploy ("lurk": Cannon Fodder)."""
    return cat.families.get(LURKERS, NOTHING)


def lurk(tactic: str, cat: Catalog, out: list[str]) -> list[str]:
    """What to deploy in phase 3: `out` without the Cannon Fodder when lurking (kept for the defence phase)."""
    if tactic != "lurk":
        return out
    return [*filterfalse(held_back(cat).__contains__, out)]


def quiet(tactic: str) -> bool:
    """Whether to play no lightning in its own turn."""
    return tactic == "quiet"


def spare(tactic: str, danger: bool) -> bool:
    """Whether to keep its defence lightning (and its Super-Goblins from 1-damage goblins): sparing, no danger."""
    return tactic == "spare" and not danger


def firm(tactic: str, danger: int) -> bool:
    """Whether to play its defence lightning against this attack: firm, and it would hurt."""
    return tactic == "firm" and danger > 0
