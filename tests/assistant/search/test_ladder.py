"""The shared ladder (assistant/lab/ladder.py): Wilson intervals, seat balance, think-time figures, on a toy
game whose odds are known."""

from __future__ import annotations

import random

import pytest

from goblinkit.assistant.lab import ladder
from goblinkit.assistant.lab.ladder import Matchup, Outcome, percentile, seating, wilson


class Coin:
    """A toy game: the higher skill wins 3 games in 4; seat 0 wins every tie (a seat advantage)."""

    RANK = {"easy": 0, "normal": 1, "hard": 2}

    def matchups(self, players):
        return [Matchup(("normal", "easy"), 0.55), Matchup(("hard", "normal", "normal", "normal"), 0.30)]

    def play(self, skills, seed, think, iterations):
        rng = random.Random(seed)
        ranks = [self.RANK[s] for s in skills]
        top = max(ranks)
        best = [i for i, r in enumerate(ranks) if r == top]
        winner = best[0] if rng.random() < 0.75 else rng.choice([i for i in range(len(skills))])
        thinks = [think] * 3 if "hard" in skills else []
        return Outcome([1.0 if i == winner else 0.0 for i in range(len(skills))], thinks)


COIN = Coin()


def test_wilson_matches_the_textbook():
    low, high = wilson(80, 100)
    assert (round(low, 4), round(high, 4)) == (0.7112, 0.8666)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
    assert percentile([0.1, 0.2, 0.3, 0.4, 1.0] * 4, 95) == 1.0
    assert percentile([3.0, 1.0, 2.0], 50) == 2.0


def test_seating_rotates_the_measured_skill():
    assert [seating(("hard", "a", "b", "c"), r) for r in range(4)] == [
        ["hard", "a", "b", "c"], ["a", "hard", "b", "c"], ["a", "b", "hard", "c"], ["a", "b", "c", "hard"]]


def test_run_counts_wins_from_every_seat():
    summary = ladder.run(f"{__name__}:COIN", COIN.matchups(None), 40, seed=5, think=0.2)
    head, four = summary["rows"]
    direct = sum(COIN.play(seating(("normal", "easy"), n % 2), 5 + n // 2, 0.2, None).scores[n % 2] for n in range(40))
    assert head["wins"] == direct and head["rate"] == direct / 40
    assert (head["low"], head["high"]) == tuple(round(x, 4) for x in wilson(direct, 40))
    assert four["match"] == "hard among 3 normal" and four["think"]["decisions"] == 120
    assert four["think"]["median"] == 0.2
    text = "\n".join(ladder.report(summary))
    assert "normal vs easy" in text and "hard think: median 0.200 s" in text


def test_bad_skill_in_a_matchup_is_refused():
    from goblinkit.assistant.core.errors import RulesError

    with pytest.raises(RulesError, match="--skill"):
        ladder.run(f"{__name__}:COIN", [Matchup(("wizard", "easy"), 0.5)], 2, 1, 0.1)


def test_progress_after_every_game_with_the_rows_so_far():
    heard: list[str] = []
    summary = ladder.run(f"{__name__}:COIN", COIN.matchups(None), 4, seed=5, think=0.2, progress=heard.append)
    assert len(heard) == 8  # a line per game of both rows
    head = summary["rows"][0]
    assert heard[3] == f"normal vs easy {head['rate']:.1%} after 4/4 games"
    assert heard[4].startswith(f"normal vs easy {head['rate']:.1%}; hard among 3 normal ") and heard[4].endswith(
        " after 1/4 games")


class _Terminal:
    """stderr at a terminal (isatty), keeping what was written."""

    def __init__(self) -> None:
        self.text = ""

    def isatty(self) -> bool:
        return True

    def write(self, text: str) -> None:
        self.text += text

    def flush(self) -> None:
        pass


def test_the_command_shows_progress_at_a_terminal_only(monkeypatch):
    import io
    import sys

    said: list[str] = []
    piped = io.StringIO()
    monkeypatch.setattr(sys, "stderr", piped)
    ladder.command(f"{__name__}:COIN", None, 2, 5, 0.2, None, 1, False, "normal,easy", echo=said.append)
    assert piped.getvalue() == "" and said[0].startswith("Ladder: 2 games a matchup")  # piped: the report alone
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    ladder.command(f"{__name__}:COIN", None, 2, 5, 0.2, None, 1, False, "normal,easy", echo=said.append)
    assert terminal.text.startswith("\r\033[KLadder: normal vs easy ") and "after 2/2 games" in terminal.text
    assert terminal.text.endswith("\r\033[K")  # cleared before the report
