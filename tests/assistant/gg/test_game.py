"""GobbledyGook! at the table: blips, fights, loot and pranks, the Humans turn, the end."""

from __future__ import annotations

from pathlib import Path

import pytest

from goblinkit.assistant.core.deck import Deck
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobbledygook.game import GobbledyGook
from goblinkit.assistant.core.session import Session
from tests.assistant.gg.helpers import RIVALS, BROOD, new_game, play_scripted, run

SCENARIOS = ["night-watch", "highwaymen", "clankers", "leaves", "signs", "haunted-forest"]


def test_setup_lays_out_the_scenario():
    game = new_game("night-watch")
    assert list(game.blips) == [f"B{i}" for i in range(1, 7)] and len(game.bag) == 72
    clankers = new_game("clankers", clankers=[5])
    assert len(clankers.blips) == 24 and sorted(set(clankers.bag.cards())) == ["food", "hole", "trap"]
    assert [f.dice for f in clankers.living("clanker")] == [5]
    signs = new_game("signs")
    assert len(signs.blips) == 6 and [b.building for b in signs.blips.values()][:4] == ["building1"] * 2 + ["building2"] * 2


def test_a_trap_catches_and_reveals():
    game = new_game()
    lines = run(game, {"type": "reveal", "blip": "B1", "creature": "grub"}, cards=["trap"])
    grub = game.creature("grub")
    assert grub.trapped and not grub.hidden and game.blips["B1"].resolved
    with pytest.raises(RulesError, match="Grub is TRAPPED: it can only try to ESCAPE"):
        run(game, {"type": "attack", "creature": "grub", "target": "hound1"})
    lines = run(game, {"type": "roll", "roll": "escape", "creature": "grub"}, dice=[6])
    assert lines[0] == "Grub tries to ESCAPE: 6: success!" and not grub.trapped and game.brag["Muck Lurkers"] == 1


def test_an_ambush_hound_attacks_at_once_and_the_hidden_defender_may_reroll():
    game = new_game()
    lines = run(game, {"type": "reveal", "blip": "B1", "creature": "snagtooth"}, answers=["2"], cards=["ambush"],
                dice=[5, 4, 6, 2, 6])
    assert lines[1:] == ["  hound1 appears where B1 was and attacks Snagtooth at once:",
                         "  hound1 rolls 5 4 vs Snagtooth's 6 6 (Snagtooth rerolled a 2 into 6): defender wins with "
                         "overkill 2",
                         "  hound1 is Stunned by Snagtooth's defence."]
    assert not game.creature("snagtooth").hidden


def test_melee_overkill_hits_and_brag():
    game = new_game()
    hound = game.new_figure("hound", 2)
    lines = run(game, {"type": "attack", "creature": "bruiser", "target": hound.id}, dice=[6, 6, 1, 5, 2])
    # a Heavy may not hide, so it never attacks "from hiding"
    assert lines == ["Bruiser attacks hound1:", "  Bruiser rolls 6 6 1 vs hound1's 5 2: attacker wins with overkill 2", "  hound1 takes 2 hits (0 left).",
                     "  Bruiser earns 2 Brag (hits); Muck Lurkers has 2.", "  hound1 is KOed."]


def test_defender_overkill_stuns_the_attacker_and_minions_gang_up():
    game = new_game()
    hunter = game.new_figure("hunter", 3)
    game.creature("grub").hidden = False
    lines = run(game, {"type": "attack", "creature": "grub", "target": hunter.id}, dice=[2, 1, 5, 6, 1])
    assert lines[1] == "  Grub rolls 2 1 vs hunter1's 6 5 1: defender wins with overkill 2"
    assert "  Gang Up: Grub's next attack may reroll 1 die." in lines and game.creature("grub").stunned


def test_attacking_another_brood_only_stuns():
    game = new_game(broods=(BROOD, RIVALS))
    game.brag["Sparkles"] = 3
    lines = run(game, {"type": "attack", "creature": "bruiser", "target": "twinkle"}, answers=["keep"],
                dice=[6, 6, 6, 1, 1])
    assert "  Twinkle is Stunned." in lines and game.creature("twinkle").hits == 0
    assert "  Bruiser earns 1 Brag (stunned a Brood with more Brag); Muck Lurkers has 1." in lines


def test_ranged_needs_shooty_and_pays_for_range():
    game = new_game()
    hound = game.new_figure("hound", 2)
    with pytest.raises(RulesError, match="Grub has no Shooty upgrade"):
        run(game, {"type": "attack", "creature": "grub", "target": hound.id, "mode": "ranged"})
    lines = run(game, {"type": "attack", "creature": "snagtooth", "target": hound.id, "mode": "ranged", "sticks": 2,
                       "cover": True}, answers=["keep"], dice=[4, 3, 2, 1])
    assert lines[0] == "Snagtooth shoots at hound1 (2 sticks, -1 die) from hiding:"
    assert lines[1] == "  Snagtooth rolls 4 vs hound1's 3 2 1: attacker wins with overkill 1"


def test_loot_and_prank():
    game = new_game()
    wanderer = game.new_figure("wanderer", 1)
    lines = run(game, {"type": "prank", "creature": "snagtooth", "target": wanderer.id}, dice=[5, 2, 3])
    assert lines[-1] == "  A reveal marker goes on wanderer1: further Loot and Mayhem on it roll +1 die."
    with pytest.raises(RulesError, match="already has a reveal marker"):
        run(game, {"type": "prank", "creature": "grub", "target": wanderer.id})
    lines = run(game, {"type": "loot", "creature": "snagtooth", "target": wanderer.id}, dice=[6, 5, 1, 4])
    assert lines[1] == "  Snagtooth rolls 6 5 1 vs wanderer1's 4: attacker wins with overkill 2"
    assert game.tin["Muck Lurkers"] == 1 and wanderer.gone
    with pytest.raises(RulesError, match="a Heavy may not loot"):
        run(game, {"type": "loot", "creature": "bruiser", "target": game.new_figure("hunter", 3).id})


def test_failed_loot_reveals_and_the_target_strikes_back():
    game = new_game()
    hunter = game.new_figure("hunter", 3)
    lines = run(game, {"type": "loot", "creature": "grub", "target": hunter.id}, dice=[2, 3, 4, 5, 6, 1, 1, 2])
    assert lines[2] == "  Grub is revealed!" and lines[3] == "  hunter1 strikes back at once:"
    assert not game.creature("grub").hidden


def test_night_watch_places_a_hunter_on_doubles():
    game = new_game()
    lines = run(game, {"type": "humans"}, answers=["no", "Snagtooth", "no"], dice=[3])  # Bruiser (Heavy): revealed
    assert lines[1] == "NIGHT WATCHMEN (no Hunter or Hound on the board): Muck Lurkers 3. No doubles: Muck Lurkers " \
                       "(highest) places hound1 at their board edge."
    big = new_game(broods=({**BROOD, "creatures": BROOD["creatures"] + [{"name": "Fang", "type": "beast"}]},))
    lines = run(big, {"type": "humans"}, answers=["no", 0, "B1"], dice=[4, 4])
    assert "Doubles: Muck Lurkers places hunter1 at their board edge." in lines[1]


def test_hounds_melee_the_nearest_revealed_creature():
    game = new_game()
    game.new_figure("hound", 2)
    game.creature("grub").hidden = False
    game.creature("bruiser").hidden = False
    lines = run(game, {"type": "humans"}, answers=["Bruiser", "yes"], dice=[6, 2, 3, 3, 3, 1])
    assert lines[1:3] == ["hound1 moves to Bruiser (revealed, nearest) and attacks:",
                          "  hound1 rolls 6 2 vs Bruiser's 3 3 3 1: attacker wins with overkill 1"]
    assert game.creature("bruiser").hits == 1


def test_clankers_split_their_dice_between_equally_near_targets():
    game = new_game("clankers", clankers=[5])
    for name in ("grub", "bruiser"):
        game.creature(name).hidden = False
    lines = run(game, {"type": "humans"}, answers=["Grub", "yes", "Bruiser", "no"],
                dice=[3, 1, 1, 1, 6, 6, 6, 6, 6, 6, 1])
    assert lines[1] == "clanker1 clanks 1 stick toward 6 o'clock (a 3, doubled)."
    assert lines[2] == "  clanker1 fires 3 dice at Grub (dice split between equally near targets):"
    assert "  clanker1 fires 2 dice at Bruiser (dice split between equally near targets):" in lines


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_golden_humans_turn_transcript(scenario):
    import os

    _, _, lines = play_scripted(scenario, seed=7, clankers=None)
    text = f"# GobbledyGook! {scenario}, seed 7: reveal a blip each, then the Humans turn, 3 rounds\n" + "\n".join(lines) + "\n"
    path = Path(__file__).resolve().parents[2] / "golden" / f"gg-{scenario}-seed7.txt"
    if os.environ.get("GOLDEN_UPDATE") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path.name} is missing: run the tests with GOLDEN_UPDATE=1 to write it"
    assert text == path.read_text(encoding="utf-8")


PLACED = [["snagtooth", 10, 4], ["grub", 14, 4], ["bruiser", 12, 8], ["B1", 10, 14], ["B2", 30, 10], ["B3", 20, 24],
          ["B4", 6, 30], ["B5", 34, 30], ["B6", 24, 36]]


def test_golden_night_watch_with_positions():
    """The same game with every figure placed: the assistant measures, moves and places new figures."""
    import os

    _, _, lines = play_scripted("night-watch", seed=7, positions=PLACED)
    text = "# GobbledyGook! night-watch, seed 7, positions given: reveal a blip each, then the Humans turn, 3 rounds\n" \
        + "\n".join(lines) + "\n"
    path = Path(__file__).resolve().parents[2] / "golden" / "gg-night-watch-positions-seed7.txt"
    if os.environ.get("GOLDEN_UPDATE") == "1":
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("scenario", SCENARIOS)
@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("placed", [False, True])
def test_replay_equals_live_play(scenario, seed, placed):
    game, save, _ = play_scripted(scenario, seed, rounds=4, positions=PLACED if placed and scenario == "night-watch"
                                  else None)
    replayed, _ = Session(GobbledyGook, save, Path("unused.json")).replay()
    assert replayed.snapshot() == game.snapshot()


def test_the_game_ends_with_the_awards():
    game = new_game()
    for spot in game.blips.values():
        spot.revealed, spot.resolved = "food", True
    game.brag["Muck Lurkers"] = 4
    lines = run(game, {"type": "status", "creature": "grub", "what": "spotted"})
    assert game.over and lines[1] == "GAME OVER: No unresolved blips (other than Hunters and Hounds)."
    assert lines[2].startswith("  Muck Lurkers: 4 Brag, 0 Tin, +3 Charm (earned Brag, more Brag than creatures, "
                               "the most Brag). Record it: goblin play gg brood award BROOD-FILE (it reads this game's save).")


def test_positions_let_the_assistant_measure_and_move():
    game = new_game()
    hound = game.new_figure("hound", 2)
    run(game, {"type": "place", "id": hound.id, "x": 0, "y": 0})
    for name, x in (("snagtooth", 20), ("grub", 10), ("bruiser", 30)):
        run(game, {"type": "place", "id": name, "x": x, "y": 0})
        game.creature(name).hidden = False
    lines = run(game, {"type": "humans"})
    assert lines[1] == "hound1 moves 1 stick toward Grub (revealed, nearest, out of range; nobody is hidden): put it at (6, 0)."
    assert hound.pos == (6.0, 0.0)
    lines = run(game, {"type": "humans"}, dice=[6, 6, 1])
    assert lines[1] == "hound1 moves to Grub (revealed, nearest) and attacks: put it at (9, 0):"


def test_items_pots_for_tin_and_food():
    game = new_game()
    run(game, {"type": "reveal", "blip": "B1", "creature": "snagtooth"}, cards=["pots"])
    assert not game.blips["B1"].resolved
    run(game, {"type": "item", "creature": "snagtooth", "what": "pickup", "target": "B1"})
    assert game.blips["B1"].resolved and game.creature("snagtooth").carrying == "pots"
    lines = run(game, {"type": "item", "creature": "snagtooth", "what": "deliver"})
    assert lines[-1] == "  Snagtooth earns 1 Tin (pots); Muck Lurkers has 1."
    beast = new_game(broods=({**BROOD, "creatures": [{"name": "Fang", "type": "beast"}]},))
    run(beast, {"type": "reveal", "blip": "B1", "creature": "fang"}, cards=["pots"])
    with pytest.raises(RulesError, match="a Beast may not carry"):
        run(beast, {"type": "item", "creature": "fang", "what": "pickup", "target": "B1"})


def test_a_hidden_noisy_creature_may_reroll_any_die():
    noisy = {**BROOD, "creatures": BROOD["creatures"] + [{"name": "Honk", "type": "minion", "upgrades": ["noisy"]}]}
    game = new_game(broods=(noisy,))
    hound = game.new_figure("hound", 2)
    game.creature("grub").hidden = False
    lines = run(game, {"type": "attack", "creature": "grub", "target": hound.id}, answers=["Honk", "hound1 2"],
                dice=[5, 6, 2, 1, 6])
    assert lines[1] == ("  Grub rolls 6 5 vs hound1's 6 1 (Honk, Noisy, rerolls hound1's 2 into 6): attacker wins, "
                        "no overkill")
    assert lines[2] == "  Honk used Noisy and is revealed." and not game.creature("honk").hidden


def test_scry_then_reveal_shows_the_same_blip():
    scryer = {**BROOD, "creatures": [{"name": "Seer", "type": "leader", "upgrades": ["scry"]}]}
    game = new_game(broods=(scryer,))
    assert run(game, {"type": "scry", "creature": "seer", "blip": "B3"}, cards=["shrine"]) == \
        ["Seer scries B3: it is a SHRINE (it stays face down)."]
    assert not game.blips["B3"].revealed
    assert run(game, {"type": "reveal", "blip": "B3", "creature": "seer"})[0].startswith("Seer reveals B3: SHRINE!")


def test_an_empty_bag_refuses_a_reveal_or_a_scry_in_one_line():
    # the Wagon's drops and spilt leaf piles draw from the bag too: a blip on the map may outlast it
    # (it raised KeyError: None, found by the type checker)
    scryer = {**BROOD, "creatures": [{"name": "Seer", "type": "leader", "upgrades": ["scry"]}]}
    game = new_game(broods=(scryer,))
    game.bag = Deck("blip bag")
    with pytest.raises(RulesError, match="^the blip bag is empty: nothing is left to say what B3 hides$"):
        run(game, {"type": "scry", "creature": "seer", "blip": "B3"})
    with pytest.raises(RulesError, match="^the blip bag is empty: nothing is left to say what B1 hides$"):
        run(game, {"type": "reveal", "blip": "B1", "creature": "seer"})


def test_bomber_blast_and_sixes():
    bomber = {**BROOD, "creatures": [{"name": "Boom", "type": "leader", "upgrades": ["bomber"]},
                                     {"name": "Grub", "type": "minion"}]}
    game = new_game(broods=(bomber,))
    hound = game.new_figure("hound", 2)
    hunter = game.new_figure("hunter", 3)
    lines = run(game, {"type": "bomb", "creature": "boom", "target": hound.id}, answers=["keep", hunter.id, "nobody"],
                dice=[6, 3, 2, 1, 5, 4, 1])
    assert lines[1] == "  Boom rolls 6 3 vs hound1's 2 1: attacker wins with overkill 2"
    assert "  The blast (6) vs hunter1's 5 4 1: attacker wins with overkill 1" in lines
    assert "  1 six: Boom blows itself up too!" in lines and game.creature("boom").hits == 1


def test_entering_a_building_reveals_all_its_blips():
    game = new_game("signs")
    lines = run(game, {"type": "enter", "creature": "grub", "building": "building1"}, cards=["food", "pots"])
    assert lines[0] == "Grub enters building1: 2 blips revealed at once."
    assert [b.revealed for b in game.blips.values()][:2] == ["food", "pots"]


def test_food_for_an_extra_die():
    game = new_game()
    run(game, {"type": "reveal", "blip": "B1", "creature": "grub"}, cards=["food"])
    run(game, {"type": "item", "creature": "grub", "what": "pickup", "target": "B1"})
    hound = game.new_figure("hound", 2)
    game.creature("grub").hidden = False
    lines = run(game, {"type": "attack", "creature": "grub", "target": hound.id, "food": True}, dice=[6, 5, 4, 1, 1])
    assert lines[1:3] == ["  Grub eats the Food: +1 die on this roll.",
                          "  Grub rolls 6 5 4 vs hound1's 1 1: attacker wins with overkill 3"]  # 1 + Choppy + Food


def test_a_forest_hunter_blip_is_loot_once_the_tree_falls():
    game = new_game("haunted-forest", trees=2)
    tree = game.figure("tree1")
    run(game, {"type": "reveal", "blip": "B1", "creature": "bruiser"}, answers=["keep"], cards=["hunter"],
        dice=[1, 1, 6, 6, 6, 6])
    assert tree.awake and tree.extra["loot"] == "hunter"
    game.creature("bruiser").stunned = False
    run(game, {"type": "attack", "creature": "bruiser", "target": "tree1"}, dice=[6, 6, 6, 1, 1])
    assert tree.gone and not game.blips["B1"].resolved
    lines = run(game, {"type": "item", "creature": "grub", "what": "pickup", "target": "B1"})
    assert lines[-1] == "  Grub earns 1 Tin (a hunter's loot, freed from the tree); Muck Lurkers has 1."


def test_a_tied_loot_takes_nothing_and_stays_quiet():
    game = new_game()
    wanderer = game.new_figure("wanderer", 1)
    lines = run(game, {"type": "loot", "creature": "grub", "target": wanderer.id}, dice=[4, 4])
    assert lines[1:] == ["  Grub rolls 4 vs wanderer1's 4: tie", "  A tie: nothing is taken, and nobody notices."]
    assert game.creature("grub").hidden and not wanderer.gone


def test_a_defender_overkill_stuns_only_in_melee():
    game = new_game()
    hunter = game.new_figure("hunter", 3)
    game.creature("snagtooth").hidden = False
    lines = run(game, {"type": "attack", "creature": "snagtooth", "target": hunter.id, "mode": "ranged"},
                dice=[2, 1, 6, 5, 4])
    assert lines[1] == "  Snagtooth rolls 2 1 vs hunter1's 6 5 4: defender wins with overkill 3"
    assert not game.creature("snagtooth").stunned


def test_leaf_piles_wrecked_in_melee_or_they_spill_a_blip():
    game = new_game("leaves", leaf_piles=[3])
    with pytest.raises(RulesError, match="a leaf pile is wrecked with a MELEE attack or a PRANK"):
        run(game, {"type": "attack", "creature": "snagtooth", "target": "leaves1", "mode": "ranged"})
    game.creature("bruiser").hidden = False
    lines = run(game, {"type": "attack", "creature": "bruiser", "target": "leaves1"}, dice=[6, 6, 6, 5, 1, 1])
    assert "  Bruiser earns 3 Brag (one per die the leaf pile rolled); Muck Lurkers has 3." in lines
    other = new_game("leaves", leaf_piles=[5])
    other.creature("grub").hidden = False
    lines = run(other, {"type": "attack", "creature": "grub", "target": "leaves1"}, cards=["food"],
                dice=[1, 1, 6, 6, 6, 6, 6])
    assert "  The leaves rustle: a blip (B3) is drawn from the bag and revealed on the spot." in lines


def test_a_range_in_sticks_is_bounded():
    game = new_game()
    hound = game.new_figure("hound", 2)
    for sticks in (0, -2, 99):
        with pytest.raises(RulesError, match="--sticks: the range in sticks, from 1 to 20"):
            run(game, {"type": "attack", "creature": "snagtooth", "target": hound.id, "mode": "ranged", "sticks": sticks})
