"""`make bench`'s phone figure (benchmarks/bench_phone_taps.py): a line per game and one "taps a turn"
line to quote; without Chromium it says why and stops, never a traceback."""

from __future__ import annotations

import pytest

from benchmarks import bench_phone_taps as bench


def test_a_line_per_game_and_one_to_quote() -> None:
    assert bench.game_line("goblout", 61, 10, True) == "goblout                6.1 taps a turn  (61 taps, 10 turns, to the end)"
    assert bench.summary({"goblout": 6.1, "globbo": None, "gobz-heroes": 4.25}) == \
        "taps a turn: goblout 6.1, globbo -, gobz-heroes 4.2"


def test_without_chromium_it_is_skipped_saying_why(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from tests.assistant.web import browsing

    monkeypatch.setattr(browsing, "CHROMIUM", "/nowhere/chromium")
    bench.main()
    assert capsys.readouterr().out == "skipped: no Chromium at /nowhere/chromium (apt-get install chromium)\n"
