"""GvZ's balance lab per card: each card's row (a Goblin card played, a Zombie card among the first six
drawn) matches a direct count over the same seeded Last Stand games, and its change is the win rate with
the card minus the win rate without it."""

from __future__ import annotations

from goblinkit.assistant.lab import balance as lab
from goblinkit.assistant.lab.balance.gvz import EARLY
from goblinkit.assistant.goblins_vs_zombies.simulate import play_game

GAMES, SEED = 24, 1


def direct_count() -> dict[str, tuple[int, int]]:
    """card item -> (games it is in, of them won), counted from the games themselves."""
    counted: dict[str, list[int]] = {}
    for seed in range(SEED, SEED + GAMES):
        played = play_game("last-stand", 1, seed, bot="normal")
        won = int(played.game.result["outcome"] == "win")
        goblins = {e["action"]["goblin"] for e in played.save.log
                   if e["action"]["type"] == "play" and not e["action"].get("face_down")}
        zombies = [c["value"] for e in played.save.log for c in e["chance"]
                   if c["why"] in ("Zombie Arrival", "REINFORCEMENT")][:EARLY]
        for item in {f"Goblin {g} played" for g in goblins} | {f"Zombie {z} early" for z in zombies}:
            counted.setdefault(item, [0, 0])
            counted[item][0] += 1
            counted[item][1] += won
    return {k: (v[0], v[1]) for k, v in counted.items()}


def test_the_per_card_rows_match_a_direct_count():
    run = lab.run("goblins-vs-zombies", GAMES, SEED, only=["training"], skills={"level": "normal", "think": 0.01})
    report = lab.analyse(run, "goblins-vs-zombies", GAMES, SEED)
    counted = direct_count()
    total_wins = sum(int(f.won or 0) for f in run.facts[0])
    assert total_wins > 0  # normal wins some Last Stand games here, so the rates are not all zero
    rows = {r["name"]: r for r in report["items"]}
    assert rows and set(rows) == {k for k, (games, _) in counted.items() if games < GAMES}
    for name, row in rows.items():
        games, wins = counted[name]
        without_games, without_wins = GAMES - games, total_wins - wins
        assert (row["games"], row["wins"]) == (games, wins), name
        assert row["fair"] == round(without_wins / without_games, 4), name
        assert row["change"] == round(wins / games - without_wins / without_games, 4), name
        low, high = row["change_interval"]
        assert low <= row["change"] <= high, name
