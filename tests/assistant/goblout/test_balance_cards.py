"""The balance lab's per-card rows for Goblout: the numbers match a direct count of the same seeded games."""

from __future__ import annotations

from collections import defaultdict

from goblinkit.assistant.lab import balance
from goblinkit.assistant.lab.balance.stats import wilson
from goblinkit.assistant.goblout.simulate import play_game, styles_for


def test_card_rows_match_a_direct_count_of_the_same_games():
    games, seed, players = 10, 7, 3
    report = balance.analyse(balance.run("goblout", games, seed, players=players, only=["sudden-death"]),
                             "goblout", games, seed)
    results: dict[str, list[float]] = defaultdict(list)
    for k in range(games):
        held: dict[str, set[str]] = defaultdict(set)
        deployed: dict[str, set[str]] = defaultdict(set)

        def look(m):
            for p in m.players:
                held[p.id] |= set(p.hand) | set(p.deployed)
                deployed[p.id] |= set(p.deployed)

        # keep=True: the checked, narrated path (the lab plays the quick one): the same game either way
        m = play_game(players, None, seed + k, styles_for(players, seed + k, None), keep=True, watch=look).game.m
        for pid in m.order:
            won = float(pid == m.winner)
            for card in held[pid]:
                results[f"{m.cat.cards[card].name} held"].append(won)
            for card in deployed[pid]:
                results[f"{m.cat.cards[card].name} deployed"].append(won)
    rows = {i["name"]: i for i in report["items"] if i["name"].endswith((" held", " deployed"))}
    assert set(rows) == set(results)
    for name, won in results.items():
        row = rows[name]
        low, high = wilson(sum(won), len(won))
        assert (row["games"], row["wins"]) == (len(won), sum(won)), name
        assert row["interval"] == [round(low, 4), round(high, 4)]
        assert row["fair"] == round(1 / players, 4)
        assert row["change"] == round(sum(won) / len(won) - 1 / players, 4)
        assert row["kind"] == "style or card"
    # a card in play in most games: every seat holds a Warrior at some point in nearly every game
    assert rows["Warrior held"]["games"] > games * players // 2
    assert rows["Cauldron deployed"]["games"] <= rows["Cauldron held"]["games"]
    assert all(not name.startswith(("Goblin Bomb deployed", "Peace deployed")) for name in rows)
    # the variant arm counts no cards (they are counted in the baseline's games alone)
    assert [r["name"] for r in report["rows"]] == ["Sudden Death"]


def test_card_rows_show_in_the_terminal_report():
    from goblinkit.assistant.lab.balance.report import lines

    report = balance.analyse(balance.run("goblout", 4, 1, players=2, only=["massacre"]), "goblout", 4, 1)
    text = "\n".join(lines(report))
    assert ("Each style or card's wins in the baseline's games against its seat's fair share (a card held or "
            "deployed goes with winning, not a cause: a player who lives longer holds and deploys more cards "
            "(the card arms measure causes)):") in text
    assert "  Warrior held " in text and "  Warrior deployed " in text
