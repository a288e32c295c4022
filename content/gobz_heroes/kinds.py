"""Gob'z'Heroes: its component kinds for validation (registered when this module is imported, which
the validator does for every built-in game) and `check_game`, the checks between its components."""

from goblinkit.content.gobz_heroes.models import (AwardSet, ComboSet, LayoutSet, ObjectiveSet, ProfileSet, ReadingSet,
                                                  ReferenceSet, ScenarioSet, StuffSet, TileSet)
from goblinkit.content.models import register_kind

for _kind, _model in (("gobz-profiles", ProfileSet), ("gobz-stuff", StuffSet), ("gobz-combos", ComboSet),
                      ("gobz-objectives", ObjectiveSet), ("gobz-tiles", TileSet), ("gobz-boards", LayoutSet),
                      ("gobz-scoring", AwardSet), ("gobz-scenarios", ScenarioSet), ("gobz-readings", ReadingSet), ("gobz-reference", ReferenceSet)):
    register_kind(_kind, _model)



def check_game(game):  # noqa: ANN001, ANN201 - GameContent, Iterator[ContentError]
    from goblinkit.content.errors import ContentError
    from goblinkit.content.gobz_heroes.layout import board_problems

    c = game.components
    stuff = {s.id for s in c["stuff"].items} if "stuff" in c else set()
    for gob in c["gobz"].items if "gobz" in c else []:
        for name in gob.stuff:
            if name not in stuff:
                yield ContentError(game.where("gobz", gob.id), f"unknown Stuff '{name}'", f"Gob' '{gob.id}'", "stuff")
    if "boards" in c and "tiles" in c:
        for layout in c["boards"].items:
            for field, message in board_problems(layout, c["tiles"]):
                yield ContentError(game.where("boards", layout.id), message, f"board '{layout.id}'", field)
