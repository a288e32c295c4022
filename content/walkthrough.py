"""The walkthrough kind: one `walkthrough.yaml` per game, a first game that teaches the turn on a small fixed
scenario (issue 34). The words are data: a step's `says` is the line the page shows before that step, as its
story's first line; `done` is shown once the steps are over ("you know the turn"). `seed` and `choices` (the
new-game form's fields) set the same table up every time. Never printed: the web's "Learn to play" reads it.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from goblinkit.content.models import ComponentSet, Item, Text, register_kind


class WalkthroughStep(Item):
    """One step: `says` is what the player reads before it (the move to make, and why it matters)."""

    count: int = 1  # a step is not a printed component; the field is the Item's
    says: Text

    def texts(self) -> dict[str, tuple[str, str]]:
        return {}  # never printed: no font has to carry its glyphs


class Walkthrough(ComponentSet):
    kind: Literal["walkthrough"]
    seed: int = Field(ge=0, le=2 ** 31)
    choices: dict[str, str] = {}  # the new-game form's fields (their defaults for the others)
    done: Text  # after the last step: the player knows the turn
    items: list[WalkthroughStep] = Field(min_length=1, max_length=12)
    item_model = WalkthroughStep
    noun = "walkthrough step"


def walkthrough_of(components: dict[str, ComponentSet]) -> Walkthrough | None:
    """A game's walkthrough among its components, or None."""
    return next((c for c in components.values() if isinstance(c, Walkthrough)), None)


register_kind("walkthrough", Walkthrough)
