"""The decisions the rules leave to a player, as one interface: the human answers them through the
table (asking.py), a bot through its policy (bots.py). The rules list the legal options and call
these; they never know which kind of player answers.

A Protocol, not a base class: the bots (compiled with mypyc, see assistant/native) cannot inherit
from an interpreted class and still be copied, so a Bot has these methods without subclassing.
Asking subclasses it for the one default (`defence_cards`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from goblinkit.assistant.goblout.state import Attack, Match, Player


@dataclass
class LightningPlay:
    """A lightning card and what it is played on: a player, cards (goblins to bomb, the goblin that
    explodes, the card corrupted, the goblin reinforced), a die face (Fixer)."""

    card: str
    target: str | None = None
    picks: list[str] = field(default_factory=list)
    face: int | None = None


class Choices(Protocol):
    def defence_cards(self, m: Match) -> frozenset[str] | None:
        """The lightning cards `defence_lightning` may choose from (None: any playable one). A bot names
        the few it considers, so the rules check no other."""
        return None

    def onlooker_cards(self, m: Match) -> frozenset[str]:
        """The lightning cards p would play into an attack between other players, once it is declared
        (rulebook: lightning "at any time, especially during your opponents' turns"); none: never asked."""

    def onlooker_lightning(self, m: Match, p: Player, attacks: list[Attack], playable: list[str]) -> LightningPlay | None:
        """Other players' attack is declared: a lightning card to play into it now, or None."""

    def reroll(self, m: Match, p: Player, atk: Attack) -> bool:
        """Defence phase: re-roll the die (no paying to choose)?"""

    def defence_lightning(self, m: Match, p: Player, atk: Attack, playable: list[str]) -> LightningPlay | None:
        """Defence phase: a lightning card to play now, or None (asked again after each one)."""

    def deploy_blockers(self, m: Match, p: Player, atk: Attack, options: list[str]) -> list[str]:
        """Defence phase: which of these hand cards (Cannon Fodder, Super-Goblins) to deploy."""

    def blocks(self, m: Match, p: Player, atk: Attack, blockers: list[str]) -> dict[int, str]:
        """Defence phase: attacking goblin (its index in atk.goblins) -> the blocker (a card id) that blocks it."""

    def answer_peace(self, m: Match, p: Player, by: Player, play: LightningPlay) -> bool:
        """A lightning card is played on p, who holds Peace: play Peace on it?"""

    def redirect(self, m: Match, p: Player, goblins: list[str], options: list[str]) -> str | None:
        """p's attack was cancelled by Peace: another player to attack with these goblins, or None."""

    def take_white(self, m: Match, p: Player, loser: Player, whites: list[str]) -> str:
        """p eliminated `loser`: which of their white cards to take."""


Who = Callable[[str], Choices]
