"""The five Modes of Play: who plays, how the game is set up, and how it is won or lost."""

from __future__ import annotations

from dataclasses import dataclass

from goblinkit.assistant.core.errors import RulesError


@dataclass(frozen=True)
class Mode:
    slug: str
    letter: str
    title: str
    players: tuple[int, int]
    hand: int = 4
    arrivals: int = 1
    black_goblins: bool = True

    def check_players(self, count: int) -> None:
        low, high = self.players
        if not low <= count <= high:
            span = f"{low}" if low == high else f"{low} to {high}"
            raise RulesError(f"Mode {self.letter} ({self.title}) is for {span} player{'s' if high > 1 else ''}, "
                             f"not {count}")


MODES = {
    "training": Mode("training", "A", "Training", (1, 3), black_goblins=False),
    "last-stand": Mode("last-stand", "B", "Last Stand", (1, 1), hand=9, arrivals=2),
    "survival": Mode("survival", "C", "Survival", (2, 3)),
    "boss": Mode("boss", "D", "The Boss", (1, 3)),
    "versus": Mode("versus", "E", "Goblins vs Zombies", (1, 1)),
}
ALIASES = {"a": "training", "b": "last-stand", "c": "survival", "d": "boss", "e": "versus"}

RANKS = ((0, 8, "SLINGER"), (9, 16, "SLINGSHOT"), (17, 24, "ICESHOT"), (25, 10_000, "BIGSHOT"))


def mode_named(name: str) -> Mode:
    slug = ALIASES.get(name.lower(), name.lower())
    if slug not in MODES:
        raise RulesError(f"unknown mode '{name}' (modes: {', '.join(MODES)}; or A to E)")
    return MODES[slug]


def rank(score: int) -> str:
    """Mode B: the rank for a final score (cards on the Zombie Discard Pile)."""
    return next(name for low, high, name in RANKS if low <= score <= high)


def training_goal(players: int) -> int:
    """Mode A: Zombie Discard Pile cards needed at the end of a turn: 8 / 16 / 24."""
    return 8 * players


def boss_pack_sizes(players: int) -> list[int]:
    """Mode D: Pack I holds 8 / 16 / 24 cards, Pack II 4 more (then The Boss!! is shuffled in)."""
    return [8 * players, 4]
