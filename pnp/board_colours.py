"""The colour roles of a game's board surfaces and their defaults: data only, so the style loader can
check a style.yaml's `board:` keys without importing the drawing (board_surfaces draws with them)."""

from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass(frozen=True)
class Surfaces:
    """The colour roles of a game's board surfaces."""

    earth: str = "#cbb283"
    earth_dark: str = "#a98d5d"
    earth_light: str = "#ddc9a0"
    plank: str = "#b88a56"
    plank_dark: str = "#7c5530"
    plank_light: str = "#cfa673"
    stone: str = "#6d665e"
    stone_dark: str = "#3e3933"
    stone_light: str = "#8d857b"
    floor: str = "#e9dcc0"
    floor_dark: str = "#d6c49f"
    floor_line: str = "#bfa77c"
    shadow: str = "#5e4a2c"


BOARD_ROLES = tuple(f.name for f in fields(Surfaces))  # the keys of style.yaml's `board:`
