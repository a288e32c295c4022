"""What a Profile Card's numbers mean in play, kept apart from its pydantic model so a frozen Profile
(see content/frozen.py) keeps them without importing pydantic."""

from __future__ import annotations

from collections.abc import Sequence

TROLL_RATIONS = 5  # "Any character with a Rations value greater than or equal to 5, is a Troll."


class ProfileRules:
    rations: int
    qualities: Sequence[str]  # read only here; a Profile narrows it to list[Quality]

    @property
    def troll(self) -> bool:
        return self.rations >= TROLL_RATIONS

    def has(self, quality: str) -> bool:
        """Heavy cancels Fly (rulebook, Qualities)."""
        if quality == "fly" and "heavy" in self.qualities:
            return False
        return quality in self.qualities
