"""The balance lab: its intervals against published figures, its report against a direct count of the
same seeded games, the measured grades' scale, and the command's table, --json, --html and errors."""

from __future__ import annotations

import json
import statistics

import pytest

from goblinkit.assistant.lab import balance
from goblinkit.assistant.lab.balance.html import page
from goblinkit.assistant.lab.balance.report import lines
from goblinkit.assistant.lab.balance.stats import difference, quantile, wilson
from goblinkit.assistant.core.errors import RulesError


def test_wilson_and_newcombe_match_the_published_examples():
    # Newcombe (1998), Statistics in Medicine 17:857-872, table II: 81/263 and 0/10; table of
    # differences, example (a): 56/70 - 48/80 is 0.2000, method 10 gives 0.0524 to 0.3339.
    assert [round(v, 4) for v in wilson(81, 263)] == [0.2553, 0.3662]
    assert [round(v, 4) for v in wilson(0, 10)] == [0.0, 0.2775]
    change, low, high = difference(56, 70, 48, 80)
    assert (round(change, 4), round(low, 4), round(high, 4)) == (0.2, 0.0524, 0.3339)
    assert quantile([4, 1, 3, 2], 0.5) == 2.5 and quantile([7], 0.9) == 7


def test_goblout_report_matches_a_direct_count_of_the_same_games():
    from goblinkit.assistant.goblout.simulate import play_game, styles_for

    games, seed = 12, 40
    report = balance.analyse(balance.run("goblout", games, seed, players=3, cards=False), "goblout", games, seed)
    counted = {}  # the variants' arithmetic (the card arms: test_balance_causes.py)
    styles: dict[str, list[float]] = {}
    lengths = []
    for variant in (None, "sudden-death", "group-die", "massacre"):
        wins = 0
        for k in range(games):
            m = play_game(3, variant, seed + k, styles_for(3, seed + k, None)).game.m
            wins += m.winner == m.order[m.first]
            if variant is None:
                lengths.append(m.turn)
                for pid in m.order:
                    styles.setdefault(m.player(pid).style, []).append(float(pid == m.winner))
        counted[variant] = wins
    assert report["baseline"]["wins"] == counted[None] and report["first_player"]["wins"] == counted[None]
    assert report["first_player"]["fair"] == round(1 / 3, 4)
    for row in report["rows"]:
        assert row["wins"] == counted[row["id"]]
        expected = difference(counted[row["id"]], games, counted[None], games)
        assert row["change"] == round(expected[0], 4)
        assert row["change_interval"] == [round(expected[1], 4), round(expected[2], 4)]
    assert {i["name"]: (i["games"], i["wins"]) for i in report["items"] if i["name"] in styles} == \
        {s: (len(v), sum(v)) for s, v in styles.items()}  # the card rows: tests/assistant/goblout/test_balance_cards.py
    assert report["length"]["mean"] == round(statistics.fmean(lengths), 2)
    assert sum(report["length"]["histogram"].values()) == games
    assert report["length"]["histogram"] == {str(n): lengths.count(n) for n in sorted(set(lengths))}


def test_flags_say_whether_the_interval_or_only_the_change_leaves_the_band():
    assert balance._flag(0.06, 0.1, 0.2, 0.05) == "HIGH"
    assert balance._flag(-0.2, -0.1, -0.06, 0.05) == "LOW"
    assert balance._flag(-0.1, 0.07, 0.2, 0.05) == "high?"
    assert balance._flag(-0.2, -0.07, 0.1, 0.05) == "low?"
    assert balance._flag(-0.1, 0.03, 0.2, 0.05) == ""


def test_measured_grades_share_the_printed_scale():
    rows = [{"name": "A", "favours": "globbo", "printed_grade": 1.0, "change": 0.05, "change_interval": [0.0, 0.1]},
            {"name": "B", "favours": "kids", "printed_grade": 2.0, "change": -0.10, "change_interval": [-0.2, 0.0]},
            {"name": "C", "favours": "globbo", "printed_grade": 4.0, "change": 0.40, "change_interval": [0.3, 0.5]}]
    scale = balance.grades(rows, "globbo")
    # gains 0.05, 0.10, 0.40 against grades 1, 2, 4: scale = (0.05 + 0.2 + 1.6) / 21
    assert scale == round(1.85 / 21, 4)
    assert [r["measured_grade"] for r in rows] == [round(0.05 * 21 / 1.85, 2), round(0.10 * 21 / 1.85, 2),
                                                   round(0.40 * 21 / 1.85, 2)]
    assert rows[1]["grade_interval"] == [0.0, round(0.2 * 21 / 1.85, 2)]  # a Kids' Extra: Globbo's loss is its gain


def test_the_same_report_with_two_processes():
    one = balance.analyse(balance.run("goblout", 8, 3, players=2, only=["massacre"]), "goblout", 8, 3)
    two = balance.analyse(balance.run("goblout", 8, 3, players=2, only=["massacre"], workers=2), "goblout", 8, 3)
    assert one == two and [r["id"] for r in one["rows"]] == ["massacre"]


def test_gvz_compares_the_expert_boss_with_the_normal_one():
    report = balance.analyse(balance.run("goblins-vs-zombies", 6, 1, only=["boss", "boss-expert", "survival"]),
                             "goblins-vs-zombies", 6, 1)
    expert = next(r for r in report["rows"] if r["id"] == "boss-expert")
    assert expert["against"] == "The Boss (D)"
    assert report["first_player"]["label"] == "the first player (Survival)" and report["first_player"]["games"] == 6


def test_the_command_prints_the_table_json_and_an_html_report(app, runner, tmp_path):
    args = ["play", "goblout", "balance", "--games", "6", "--seed", "2", "--only", "sudden-death"]
    data = json.loads(runner.invoke(app, [*args, "--json"]).output)
    assert data == balance.analyse(balance.run("goblout", 6, 2, only=["sudden-death"]), "goblout", 6, 2)
    html = tmp_path / "out" / "goblout.html"
    out = runner.invoke(app, [*args, "--html", str(html)])
    assert out.exit_code == 0 and out.output.splitlines()[:-1] == lines(data)
    assert out.output.splitlines()[-1] == f"Report with charts: {html}"
    text = html.read_text()
    assert text == page(data) and text.count("<svg") == 3 and "Sudden Death" in text


@pytest.mark.parametrize("args,error", [
    (["--band", "2"], "Error: --band: from 0 to 1 (got 2); a win-rate change (0.05 is 5 points)\n"),
    (["--band", "0"], "Error: --band: a win-rate change between 0 and 1 (0.05 is 5 points), got 0.0"),
    (["--only", "nope"], "Error: --only: no 'nope' here (choose among: group-die, massacre, sudden-death)"),
    (["--players", "7"], "Error: --players: 2 to 5 for Goblout, not 7"),
    (["--jobs", "2", "--cluster", "tcp://127.0.0.1:9"], "Error: --jobs and --cluster: pick one"),
])
def test_bad_options_are_named_with_exit_code_1(app, runner, args, error):
    out = runner.invoke(app, ["play", "goblout", "balance", "--games", "2", *args])
    assert out.exit_code == 1 and out.stderr.startswith(error)


def test_every_game_with_simulate_has_a_balance_lab_and_only_those(app, runner):
    for slug in ("globbo", "gvz", "goblout", "gobz"):
        assert "balance" in runner.invoke(app, ["play", slug, "--help"], terminal_width=200).output
    assert "balance" not in runner.invoke(app, ["play", "gg", "--help"], terminal_width=200).output
    with pytest.raises(RulesError, match="no balance lab for gobbledygook"):
        balance.hook("gobbledygook")
