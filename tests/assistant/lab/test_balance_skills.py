"""Skill sensitivity (`balance --sensitivity`): each arm played again with every bot easy, normal and hard, on
the same seeds, its change set side by side with whether the effect holds; the table and the chart say what
each row measures."""

from __future__ import annotations

from goblinkit.assistant.lab.balance.html import page
from goblinkit.assistant.lab.balance.report import lines
from goblinkit.assistant.lab.balance.skills import sensitivity, verdict


def _cells(*spans):
    return [{"change": (low + high) / 2, "interval": [low, high]} for low, high in spans]


def test_an_effect_holds_only_when_every_skill_puts_its_interval_on_one_side_of_zero():
    assert verdict(_cells((0.02, 0.2), (0.01, 0.3), (0.05, 0.1)), 0.05) == "holds"
    assert verdict(_cells((-0.3, -0.1), (-0.2, -0.01), (-0.4, -0.2)), 0.05) == "holds"
    assert verdict(_cells((-0.02, 0.2), (0.01, 0.3), (0.05, 0.1)), 0.05) == "same sign"
    assert verdict(_cells((-0.04, 0.02), (-0.03, 0.03), (-0.02, 0.04)), 0.05) == "none"
    assert verdict(_cells((0.1, 0.3), (-0.3, -0.1), (-0.1, 0.1)), 0.05) == "differs"


def test_the_same_arms_at_three_skills_side_by_side_in_the_report(app, runner, tmp_path):
    section = sensitivity("goblout", 3, 1, 2, ["massacre"], 1, 0.01, 0.05, cards=False)
    assert section["levels"] == ["easy", "normal", "hard"] and set(section["baselines"]) == {"easy", "normal", "hard"}
    [row] = section["rows"]
    assert row["name"] == "Massacre" and [c["skill"] for c in row["skills"]] == ["easy", "normal", "hard"]
    assert row["verdict"] in ("holds", "same sign", "none", "differs")
    html = tmp_path / "report.html"
    out = runner.invoke(app, ["play", "goblout", "balance", "--games", "3", "--only", "massacre", "--no-cards",
                              "--sensitivity", "--think", "0.01", "--html", str(html)])
    assert out.exit_code == 0, out.output
    shown = out.output.splitlines()
    head = next(i for i, line in enumerate(shown) if line.startswith("Skill sensitivity: each arm again"))
    assert shown[head + 2].split() == ["what", "changes", "easy", "normal", "hard", "effect"]
    assert shown[head + 3].lstrip().startswith("Massacre ")
    assert ("Skill sensitivity: each row, the change one arm causes in how often seat 1 (plays first) wins with every "
            "bot at the skill it names") in html.read_text(encoding="utf-8")
    assert "Massacre, hard" in html.read_text(encoding="utf-8")


def test_a_report_without_the_section_shows_none():
    report_lines = lines({"game": "x", "games_per_arm": 1, "seed": 1, "band": 0.05, "reference": "r",
                          "baseline": {"name": "b", "win_rate": 0.5, "interval": [0, 1], "unfinished": 0},
                          "first_player": None, "length": {"unit": "turns", "mean": 1, "median": 1, "p10": 1,
                                                           "p90": 1, "min": 1, "max": 1, "histogram": {"1": 1}},
                          "rows": [], "items": []})
    assert not any(line.startswith("Skill sensitivity") for line in report_lines)
    assert "Skill sensitivity" not in page({**{"game": "x", "games_per_arm": 1, "seed": 1, "band": 0.05,
                                               "reference": "r", "rows": [], "items": []},
                                            "baseline": {"name": "b", "win_rate": 0.5, "interval": [0, 1],
                                                         "unfinished": 0},
                                            "first_player": None,
                                            "length": {"unit": "turns", "mean": 1, "median": 1, "p10": 1, "p90": 1,
                                                       "min": 1, "max": 1, "histogram": {"1": 1}}})
