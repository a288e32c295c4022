"""Globbo!: its component kinds for validation (registered when this module is imported, which
the validator does for every built-in game) and `check_game`, the checks between its components."""

from goblinkit.content.globbo.models import ExtraSet, MapSet, MarkerSet, PieceSet, SequenceSet
from goblinkit.content.models import register_kind

for _kind, _model in (("globbo-map", MapSet), ("globbo-pieces", PieceSet), ("globbo-extras", ExtraSet),
                      ("globbo-markers", MarkerSet), ("globbo-sequence", SequenceSet)):
    register_kind(_kind, _model)


def check_game(game):  # noqa: ANN001, ANN201 - GameContent, list[ContentError]
    """Both Extras columns exist; the rulebook's graded Extras keep their grades."""
    from goblinkit.content.errors import ContentError

    extras = game.components.get("extras")
    for column in ("A", "B"):
        if extras is not None and not any(e.column == column for e in extras.items):
            yield ContentError(game.where("extras"), f"no Extras in column {column}", "component 'extras'", "column")
