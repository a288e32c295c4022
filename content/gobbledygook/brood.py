"""A Brood file: the player's own record of their band across a campaign (YAML they keep).

Read with the same located errors as the game's content; checked against the game's Breeds,
creature types and Upgrades. The rules of buying (costs, limits) are the assistant's job.
"""

from __future__ import annotations

from pathlib import Path

import yaml
from pydantic import Field

from goblinkit.content.atomic import write_atomic
from goblinkit.content.errors import ContentError, ContentErrors, Location
from goblinkit.content.loader import GameContent, validate_file
from goblinkit.content.models import Slug, Strict, Text


class BroodCreature(Strict):
    name: Text
    type: Slug
    upgrades: list[Slug] = []
    veteran: bool = False  # made one by the campaign (creatures.yaml: veteran), never bought


class Brood(Strict):
    name: Text
    breed: Slug
    charm: int = Field(ge=0)
    tin: int = Field(ge=0)
    brag: int = Field(default=0, ge=0)
    creatures: list[BroodCreature] = []
    log: list[Text] = []


def load_brood(path: Path, game: GameContent) -> Brood:
    display = str(path)
    if not path.is_file():
        raise ContentErrors([ContentError(Location(display), "no such Brood file (make one with "
                                          "`goblin play gobbledygook brood new FILE`)")])
    brood = validate_file(path, display, Brood, f"brood '{path.stem}'")
    c = game.components
    known = {"breed": {b.id for b in c["breeds"].items}, "type": {t.id for t in c["creature-types"].items},
             "upgrade": {u.id for u in c["upgrades"].items}}
    errors = []
    if brood.breed not in known["breed"]:
        errors.append(f"breed: unknown breed '{brood.breed}' (breeds: {', '.join(sorted(known['breed']))})")
    for creature in brood.creatures:
        if creature.type not in known["type"]:
            errors.append(f"creature '{creature.name}': type: unknown type '{creature.type}'")
        for upgrade in creature.upgrades:
            if upgrade not in known["upgrade"]:
                errors.append(f"creature '{creature.name}': upgrades: unknown upgrade '{upgrade}'")
    if errors:
        raise ContentErrors([ContentError(Location(display), message) for message in errors])
    return brood


def save_brood(path: Path, brood: Brood) -> None:
    """Write atomically: a crash mid-write leaves the previous file whole."""
    write_atomic(path, yaml.safe_dump(brood.model_dump(), sort_keys=False, allow_unicode=True))
