"""CHANGELOG.md is made from the history by tools/changelog.py: sessions split at a 90-minute gap, each
merged branch a line in its own words (or its size and first change), the issue numbers named."""

from __future__ import annotations

import importlib.util
from datetime import datetime, timedelta

from tests.docs.examples import ROOT

spec = importlib.util.spec_from_file_location("changelog", ROOT / "tools" / "changelog.py")
assert spec and spec.loader
changelog = importlib.util.module_from_spec(spec)
spec.loader.exec_module(changelog)


def test_sessions_split_at_a_gap_and_name_their_merges_and_issues():
    t0 = datetime(2026, 12, 7, 9, 0)
    commits = [(t0, "Merge branch 'look36' into integ", "10 commits, from: Chips, no braces", (34,)),
               (t0 + timedelta(minutes=30), "Merge branch 'peek' (searches seeded from the seat's view)", "4 commits, from: x", ()),
               (t0 + timedelta(minutes=40), "README: issue 24's figures", "", ()),
               (t0 + timedelta(hours=3), "Project skeleton", "", ())]
    first, second = changelog.sessions(commits)
    assert len(first) == 3 and len(second) == 1
    assert changelog.section(first) == [
        "## 2026-12-07, 09:00-09:40 UTC (3 commits)", "", "Issues 24, 34.", "",  # 34 cited in look36's commits; 36 is a session's number, no issue
        "- `look36`: 10 commits, from: Chips, no braces",
        "- `peek`: searches seeded from the seat's view",
        "- README: issue 24's figures", ""]


def test_only_cited_issues_count_not_branch_numbers_or_colours():
    subjects = {"Merge chores38: game.py files split": [], "Merge branch 'term39' into main": [],
                "No bot buys a die face under No Die (issue 35 item 4)": [35], "GobbledyGook!: issue #9 items 8-15": [9],
                "Lightning's bolt #946f10 on its pale yellow": [], "every case of issue 32 and 88 generated bad restyles": [32],
                "Issue 24's figures, as #22 asked": [24, 22]}
    assert {s: changelog.cited(s) for s in subjects} == subjects


def test_a_quoted_reference_is_an_example_not_a_citation():
    """The tool's own commit quotes its syntax ('issue #9', '#12'): those are no issues of a December session.
    An apostrophe inside or at the end of a word opens no quote, so a citation beside one still counts."""
    subjects = {"tools/changelog.py: only cited issues count ('issue 35', 'issue #9', '#12', in main's commits), "
                "not branch numbers (chores38) nor colours (#946f10); tests": [],
                'a "#7" or `issue 8` or \u2018issue 11\u2019 shown, issue 36 fixed': [36],
                "Gob'z'Heroes tiles (issue 36): the corners' brackets go": [36],
                "the bot's face_to_buy refuses both, issue 35 item 4; the Hounds' turn": [35],
                "Issue 24's figures, as #22 asked": [24, 22]}
    assert {s: changelog.cited(s) for s in subjects} == subjects


def test_the_changelog_is_the_one_the_history_makes_from_its_sections():
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert text.startswith("# Changelog\n")
    assert "## 2026-11-30, 02:53-04:19 UTC" in text  # the first session of the project
