"""Shared fixtures: a Globbo! save made by the CLI as a new player would (walls in, seed 4)."""

from __future__ import annotations

import pytest


@pytest.fixture
def save(app, runner, tmp_path):
    path = tmp_path / "globbo.json"
    result = runner.invoke(app, ["play", "globbo", "new", "--play", "globbo", "--head", "L7", "--biters",
                                 "C4,C10,E10,F2,K13,O3", "--walls", "--seed", "4", "--save", str(path)])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[1:] == [
        "Warp-holes: 1 D1, 2 J3, 3 G7, 4 G12, 5 P13. Walls: in play. Extras: none.",
        "GLOBBO: HEAD H1 L7; ZAPS Z1 M7, Z2 L6, Z3 K6, Z4 K7, Z5 K8, Z6 L8; SLAPS S1 N7, S2 M6, S3 M5, S4 L5, S5 K5, "
        "S6 J6, S7 J7, S8 J8, S9 K9, S10 L9, S11 M9, S12 M8.",
        "KIDS: BITERS B1 C4, B2 C10, B3 E10, B4 F2, B5 K13, B6 O3.",
        "Round 1: GLOBBO moves."]
    return path
