"""GobbledyGook!: its component kinds for validation (registered when this module is imported, which
the validator does for every built-in game) and `check_game`, the checks between its components."""

from goblinkit.content.gobbledygook.models import BlipSet, BreedSet, CreatureSet, ReferenceSet, ScenarioSet, UpgradeSet
from goblinkit.content.models import register_kind

for _kind, _model in (("gg-breeds", BreedSet), ("gg-creatures", CreatureSet), ("gg-upgrades", UpgradeSet),
                      ("gg-blips", BlipSet), ("gg-scenarios", ScenarioSet), ("gg-reference", ReferenceSet)):
    register_kind(_kind, _model)


def check_game(game):  # noqa: ANN001, ANN201 - GameContent, list[ContentError]
    """Talents are Upgrades; scenario blip types and chart entries are blips."""
    from goblinkit.content.errors import ContentError

    c = game.components
    upgrades = {u.id for u in c["upgrades"].items} if "upgrades" in c else set()
    blips = {b.id for b in c["blips"].items} if "blips" in c else set()
    for breed in c["breeds"].items if "breeds" in c else []:
        if breed.talent not in upgrades:
            yield ContentError(game.where("breeds", breed.id), f"unknown upgrade '{breed.talent}'",
                               f"breed '{breed.id}'", "talent")
    rule = c["creature-types"].veteran if "creature-types" in c else None
    if rule is not None and f"{rule.brag} Brag" not in rule.text:
        yield ContentError(game.where("creature-types", None), f"the Veteran text must say '{rule.brag} Brag' "
                           f"(brag: {rule.brag})", "veteran", "text")
    sheets = c["reference"].items if "reference" in c else []
    printed = [line for sheet in sheets for section in sheet.sections for line in section.lines if "VETERAN" in line]
    if rule is not None and any(f"{rule.brag} Brag" not in line for line in printed):
        yield ContentError(game.where("reference", None), f"the VETERAN line must say '{rule.brag} Brag' (creatures: "
                           f"veteran: brag: {rule.brag})", "reference", "sections")
    for scenario in c["scenarios"].items if "scenarios" in c else []:
        if scenario.tree_dice and f"TREES roll {scenario.tree_dice} dice" not in scenario.special:
            yield ContentError(game.where("scenarios", scenario.id), f"the card must say 'TREES roll "
                               f"{scenario.tree_dice} dice' (tree_dice: {scenario.tree_dice})", f"scenario '{scenario.id}'",
                               "special")
        for blip in list(scenario.blip_types) + list(scenario.chart):
            if blip not in blips:
                yield ContentError(game.where("scenarios", scenario.id), f"unknown blip '{blip}'",
                                   f"scenario '{scenario.id}'", "blip_types/chart")
