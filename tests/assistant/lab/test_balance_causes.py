"""The balance lab measures causes: each card's arms (a copy fewer, a copy more, a copy swapped for a
vanilla card) on the baseline's seeds, a baseline that won nothing warned, Modes apart from variants,
and the A/B of two content packs (a planted imbalance found with its sign, a neutral change finds nothing)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from goblinkit.assistant.lab import balance
from goblinkit.assistant.lab.balance.causes import decks, extreme_baseline, paired_change
from goblinkit.assistant.lab.balance.html import page
from goblinkit.assistant.lab.balance.report import lines
from goblinkit.assistant.core.errors import RulesError

CARDS = Path(__file__).parents[3] / "content" / "goblout" / "cards.yaml"


def test_card_decks_take_one_copy_out_add_one_and_swap_one_for_the_vanilla_card():
    found = {(card, how): deck for card, how, deck in decks({"warrior": 2, "bomb": 1}, "warrior")}
    assert sorted(found) == [("bomb", "+1"), ("bomb", "-1"), ("bomb", "="), ("warrior", "+1"), ("warrior", "-1")]
    assert found["bomb", "-1"] == ["warrior", "warrior"] and found["bomb", "+1"] == ["bomb", "bomb", "warrior", "warrior"]
    assert found["bomb", "="] == ["warrior"] * 3 and found["warrior", "-1"] == ["bomb", "warrior"]


def test_a_change_in_length_is_paired_game_by_game():
    change, low, high = paired_change([5, 7, 9, 11], [4, 6, 8, 10])  # every game one turn longer
    assert (change, low, high) == (1.0, 1.0, 1.0)


def test_goblout_card_arms_play_the_changed_deck_on_the_baseline_seeds():
    from goblinkit.assistant.goblout.simulate import play_game, styles_for

    games, seed = 6, 7
    run = balance.run("goblout", games, seed, players=2, only=["sentinel"], cards=True)
    report = balance.analyse(run, "goblout", games, seed)
    assert [r["id"] for r in report["rows"]] == ["sentinel-1", "sentinel+1", "sentinel=warrior"]
    assert [r["name"] for r in report["rows"]] == ["Sentinel: a copy fewer", "Sentinel: a copy more",
                                                   "Sentinel: a copy -> Warrior"]
    deck = run.arms[2].setup["deck"]
    assert deck.count("sentinel") == 4 and len(deck) == 111
    lengths = [play_game(2, None, seed + k, styles_for(2, seed + k, None), deck=deck).game.m.turn for k in range(games)]
    base = [f.length for f in run.facts[0]]
    row = report["rows"][1]
    assert row["length_change"] == round(sum(a - b for a, b in zip(lengths, base)) / games, 2)
    assert row["card"] == "sentinel" and row["first_player"]["games"] == games
    assert "A card&#x27;s rows: the deck with a copy fewer" in page(report)


def test_survivorship_rows_say_on_the_chart_and_table_that_they_are_not_causes():
    report = balance.analyse(balance.run("goblout", 4, 1, players=2, only=["massacre"]), "goblout", 4, 1)
    assert "goes with winning, not a cause" in page(report)
    assert any("goes with winning, not a cause" in line for line in lines(report))


def test_a_baseline_that_won_none_of_its_games_is_warned():
    assert extreme_baseline(0, 30, "the Goblins win").startswith("the baseline won 0 of 30 games (the Goblins win)")
    assert extreme_baseline(12, 12, "x").startswith("the baseline won 12 of 12 games")
    assert extreme_baseline(3, 30, "x") == ""
    report = balance.analyse(balance.run("goblins-vs-zombies", 3, 1, only=["training"]), "goblins-vs-zombies", 3, 1)
    assert report["baseline"]["wins"] == 0
    assert "WARNING: the baseline won 0 of 3 games" in "\n".join(lines(report)) and "WARNING" in page(report)


def test_gvz_modes_are_not_variants():
    report = balance.analyse(balance.run("goblins-vs-zombies", 3, 1, only=["training", "boss-expert"]),
                             "goblins-vs-zombies", 3, 1)
    assert [r["id"] for r in report["rows"]] == ["boss-expert"]  # no "Training +86.7 HIGH"
    assert [m["name"] for m in report["modes"]] == ["Training (A)"] and "change" not in report["modes"][0]
    assert "first_player" not in report["rows"][0]  # a one-player game has no first player's edge
    assert "Modes (each its own game, not a change of the baseline: no change, no flag):" in lines(report)


def _pack(root: Path, name: str, old: str, new: str) -> Path:
    text = CARDS.read_text(encoding="utf-8")
    assert old in text
    (root / name / "goblout").mkdir(parents=True)
    (root / name / "goblout" / "cards.yaml").write_text(text.replace(old, new, 1), encoding="utf-8")
    return root / name


def test_ab_finds_a_planted_imbalance_with_its_sign_and_nothing_in_a_neutral_change(app, runner, tmp_path):
    strong = _pack(tmp_path, "strong", "die_colours: [red],\n            damage: 1,", "die_colours: [red],\n            damage: 2,")
    neutral = _pack(tmp_path, "neutral", "the player it hits loses", "the player it strikes loses")
    run = balance.run("goblout", 60, 1, players=2, content=str(strong))
    row = balance.analyse(run, "goblout", 60, 1)["rows"][0]  # Warriors deal 2: the games end sooner
    assert row["kind"] == "content" and row["length_flag"] == "SHORTER" and row["length_interval"][1] < 0
    out = runner.invoke(app, ["play", "goblout", "balance", "--games", "60", "--content", str(neutral), "--against",
                              str(strong), "--json"])
    assert out.exit_code == 0, out.output
    row = json.loads(out.output)["rows"][0]
    assert row["length_flag"] == "LONGER"  # against the strong pack, the printed rules play longer
    out = runner.invoke(app, ["play", "goblout", "balance", "--games", "30", "--content", str(neutral)])
    assert out.exit_code == 0
    found = next(line for line in out.output.splitlines() if line.lstrip().startswith("content"))
    assert "+0.0  [" in found and "+0.00 [+0.00, +0.00]" in found and "HIGH" not in found and "LOW" not in found


@pytest.mark.parametrize("args,error", [
    (["--content", "/nowhere/at/all"], "Error: --content: content pack '/nowhere/at/all' is not a folder"),
    (["--against", "."], "Error: --against: give --content too (the pack measured against it)"),
])
def test_ab_errors_are_one_line(app, runner, args, error):
    out = runner.invoke(app, ["play", "goblout", "balance", "--games", "2", *args])
    assert out.exit_code == 1 and out.stderr.startswith(error) and "Traceback" not in out.output


def test_a_game_whose_lab_cannot_play_a_pack_says_so():
    from types import SimpleNamespace

    from goblinkit.assistant.lab.balance.versions import versions

    with pytest.raises(RulesError, match="cannot play a content pack yet"):
        versions(SimpleNamespace(), 2, {}, ".", None)


def test_a_card_the_rules_never_let_be_played_at_two_players_is_flagged_dead():
    from goblinkit.assistant.lab.balance.goblout import dead_reason

    report = balance.analyse(balance.run("goblout", 30, 1, players=2, only=["massacre"]), "goblout", 30, 1)
    dead = [d for d in report["dead_cards"] if d["card"] == "Reflecting Shield"]
    assert dead and dead[0]["games_held"] > 0
    assert (f"DEAD CARD: Reflecting Shield was never played in 30 games at 2 players (held in {dead[0]['games_held']}): "
            "it must turn the attack on a player other than the attacker, and none is left with 2 players.") in lines(report)
    assert all(d["reason"] for d in report["dead_cards"])
    assert dead_reason("Reflecting Shield", 3) == "" and dead_reason("Peace", 2) == "" and dead_reason("Warrior", 2) == ""


def test_a_one_player_baseline_charts_no_first_player_row():
    report = balance.analyse(balance.run("goblins-vs-zombies", 3, 1, only=["survival", "boss-expert"]),
                             "goblins-vs-zombies", 3, 1)
    assert report["first_player"]["arm"] == "Survival (C), 2 players"  # told in the table, with its own game named
    assert "first player: " not in page(report)
    two = balance.analyse(balance.run("goblout", 3, 1, players=2, only=["massacre"]), "goblout", 3, 1)
    assert two["first_player"]["arm"] == "standard, 2 players" and "first player: seat 1 (plays first)" in page(two)


def test_gvz_card_arms_change_one_deck_and_play_it_on_the_baseline_seeds():
    from goblinkit.assistant.goblins_vs_zombies.simulate import play_game
    from goblinkit.assistant.lab.balance import all_arms, hook

    module = hook("goblins-vs-zombies")
    assert not [a for a in all_arms(module, 1, {}) if a.kind == "card"]  # asked for: 133 arms
    assert len([a for a in all_arms(module, 1, {}, cards=True) if a.kind == "card"]) == 133
    games = 4
    run = balance.run("goblins-vs-zombies", games, 1, only=["crawler", "rocket"])
    report = balance.analyse(run, "goblins-vs-zombies", games, 1)
    assert [r["id"] for r in report["rows"]] == ["rocket-1", "rocket+1", "rocket=slingshot", "crawler-1", "crawler+1"]
    assert report["rows"][2]["name"] == "Rocket: a copy -> Slingshot"  # the Goblin Deck's, then the Zombie Deck's
    fewer = run.arms[4].setup["zombie_deck"]
    assert fewer.count("crawler") == 3 and "goblin_deck" not in run.arms[4].setup
    lengths = [play_game("last-stand", 1, 1 + k, zombie_deck=fewer).game.turn for k in range(games)]
    assert [f.length for f in run.facts[4]] == lengths
    printed = play_game("last-stand", 1, 1).game.cat.boxes(False)[1]
    assert len(fewer) == len(printed) - 1 and sorted(fewer + ["crawler"]) == sorted(printed)
