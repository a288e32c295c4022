"""Goblins vs Zombies: its component kinds for validation (registered when this module is imported, which
the validator does for every built-in game) and `check_game`, the checks between its components."""

from goblinkit.content.goblins_vs_zombies.models import (BossSet, EventSet, GoblinDeck, TextCardSet, TokenCardSet,
                                               ZombieSet)
from goblinkit.content.models import register_kind

for _kind, _model in (("gvz-goblins", GoblinDeck), ("gvz-zombies", ZombieSet), ("gvz-events", EventSet),
                      ("gvz-bosses", BossSet), ("gvz-text-cards", TextCardSet), ("gvz-tokens", TokenCardSet)):
    register_kind(_kind, _model)
