"""Gob'z'Heroes' balance lab: its report (first player per board, scenario and length; each Gob's share
of the wins) against a direct count of the very same seeded games."""

from __future__ import annotations

import statistics
from collections import defaultdict

from goblinkit.assistant.lab import balance
from goblinkit.assistant.lab.balance.stats import difference
from goblinkit.assistant.gobz_heroes.simulate import play_game

ARMS = {"baseline": ("duel", "standard", ""), "duel-b": ("duel-b", "standard", ""),
        "zombies": ("duel", "standard", "zombies"), "quick": ("duel", "quick", ""), "long": ("duel", "long", "")}


def test_report_matches_a_direct_count_of_the_same_games():
    games, seed = 3, 7
    report = balance.analyse(balance.run("gobz-heroes", games, seed, players=2), "gobz-heroes", games, seed)
    firsts: dict[str, float] = {}
    gobz: dict[str, list[float]] = defaultdict(list)
    lengths = []
    for arm, (board, length, scenario) in ARMS.items():
        firsts[arm] = 0.0
        for k in range(games):
            g = play_game(2, seed + k, board, length, scenario=scenario).game
            firsts[arm] += 0.5 if g.winner is None else float(g.winner == g.first)
            if arm == "baseline":
                lengths.append(g.turn)
                for gob_id, seat in sorted(g.recruited.items()):
                    if g.gobz[gob_id].used:
                        gobz[g.profiles[gob_id].name].append(float(g.winner == seat))
    assert report["baseline"]["wins"] == firsts["baseline"] and report["first_player"]["wins"] == firsts["baseline"]
    assert [row["id"] for row in report["rows"]] == ["duel-b", "zombies", "quick", "long"]  # a row per board,
    for row in report["rows"]:  # scenario and length
        assert row["wins"] == firsts[row["id"]]
        change, low, high = difference(firsts[row["id"]], games, firsts["baseline"], games)
        assert row["change"] == round(change, 4) and row["change_interval"] == [round(low, 4), round(high, 4)]
    assert {i["name"]: (i["games"], i["wins"]) for i in report["items"]} == \
        {name: (len(v), sum(v)) for name, v in gobz.items()}  # a row per Gob'
    assert all(i["kind"] == "Gob'" and i["fair"] == 0.5 for i in report["items"])
    assert report["length"]["mean"] == round(statistics.fmean(lengths), 2)
