"""The five Modes of Play and the Bosses, by their rules."""

from __future__ import annotations

from collections import Counter

import pytest

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from goblinkit.assistant.goblins_vs_zombies.modes import rank
from goblinkit.assistant.core.table import ScriptedTable
from tests.assistant.gvz.helpers import at_zombie_phase, goblin, new_game, run, zombie


@pytest.mark.parametrize("score,name", [(0, "SLINGER"), (8, "SLINGER"), (9, "SLINGSHOT"), (16, "SLINGSHOT"),
                                        (17, "ICESHOT"), (24, "ICESHOT"), (25, "BIGSHOT"), (36, "BIGSHOT")])
def test_last_stand_ranks(score, name):
    assert rank(score) == name


def test_setup_hands_and_decks():
    last = GoblinsVsZombies({"mode": "last-stand", "players": ["AA"], "tracked": True}, Chance(3))
    last.chance.begin()
    last.start(ScriptedTable())
    assert last.supply.hand_sizes == {"AA": 9} and sum(last.supply.hands["AA"].values()) == 9
    assert last.supply.deck_size() == 45 and len(last.zombies) == 36
    training = GoblinsVsZombies({"mode": "training", "players": ["AA", "BB"], "tracked": True}, Chance(3))
    training.chance.begin()
    training.start(ScriptedTable())
    assert training.supply.deck_size() == 38 - 8
    assert not any(training.cat.goblins[c].black for h in training.supply.hands.values() for c in h)
    with pytest.raises(RulesError, match=r"Mode B \(Last Stand\) is for 1 player, not 2"):
        GoblinsVsZombies({"mode": "last-stand", "players": ["AA", "BB"]}, Chance(1))


def test_training_won_at_the_end_of_a_turn_with_16_discards():
    game = new_game("training", ("AA", "BB"))
    game.zombies.discards = ["crawler"] * 15
    game.phase = "sun"
    run(game, {"type": "sun"})
    assert not game.over
    game.zombies.discard("bat")
    game.phase = "sun"
    lines = run(game, {"type": "sun"})
    assert game.result["outcome"] == "win" and lines[-1].startswith("GAME OVER: 16 cards on the Zombie Discard Pile")


def test_training_refuses_black_goblins():
    game = new_game("training", ("AA",))
    game.supply.hands["AA"] = Counter(card=5)
    with pytest.raises(RulesError, match="Black Goblins are not used in Mode A: Training"):
        run(game, {"type": "play", "goblin": "slinger"})


def test_last_stand_double_arrival_and_win_when_the_deck_is_empty():
    game = new_game("last-stand")
    game.phase = "zombie-arrival"
    lines = run(game, {"type": "arrive"}, cards=["crawler", "bat"])
    assert sum(1 for line in lines if "arrives on AA's Graveyard" in line) == 2
    game.zombies.packs = [Counter({"ghost": 1})]
    game.phase = "zombie-arrival"
    lines = run(game, {"type": "arrive"})
    assert game.result["outcome"] == "win" and "The Zombie Deck is empty" in lines[-1]


def test_last_stand_loss_scores_the_discard_pile():
    game = new_game("last-stand")
    game.fields["AA"].guardian = False
    game.zombies.discards = ["crawler"] * 12
    zombie(game, "AA", "village", "ghost")
    at_zombie_phase(game)
    run(game, {"type": "zombies"})
    assert game.result == {"outcome": "lose", "reason": "A Zombie entered the Village. Final score 12: rank SLINGSHOT.",
                           "score": 12, "rank": "SLINGSHOT"}


def test_survival_elimination_with_three_players():
    game = new_game("survival", ("AA", "BB", "CC"))
    game.fields["AA"].guardian = False
    zombie(game, "AA", "village", "ghost")
    zombie(game, "AA", "trees", "crawler")
    at_zombie_phase(game)
    lines = run(game, {"type": "zombies"}, ScriptedTable(["z1"]))
    assert not game.fields["AA"].alive and not game.over
    assert sorted(game.zombies.discards) == ["crawler", "ghost"]
    assert "AA is out: a Zombie entered AA's Village." in lines
    assert lines[-1] == f"Turn {game.turn}: BB, GOBLIN ARRIVAL."  # AA's turn ends with AA
    assert game.current == "BB" and game.phase == "goblin-arrival"


@pytest.mark.parametrize("seed", range(12))
def test_boss_event_lies_in_cards_17_to_21_with_two_players(seed):
    game = GoblinsVsZombies({"mode": "boss", "players": ["AA", "BB"]}, Chance(seed))
    game.chance.begin()
    game.start(ScriptedTable())
    position = next(i for i in range(1, 40) if game.zombies.draw(game.chance) == "the-boss")
    assert 17 <= position <= 21


def test_boss_is_read_from_the_top_discard_die():
    game = new_game("boss", ("AA",))
    game.zombies.discards = ["ghost"]  # die face 5: the Dwarf Heroes
    game.zombies.packs = [Counter({"the-boss": 1}), Counter({"crawler": 3})]
    game.phase = "zombie-arrival"
    lines = run(game, {"type": "arrive"}, cards=["the-boss"])
    assert [z.card for z in game.fields["AA"].areas["graveyard"]] == ["dwarf-hero"]
    assert not game.fields["AA"].guardian and game.phase == "sun"
    assert "  THE BOSS!! (normal level): Ghost Zombie on the Discard Pile shows ⚄ → Dwarf Hero Zombie." in lines


def test_paladin_takes_no_bomb_damage_and_gathers_cards():
    game = new_game("boss", ("AA",))
    paladin = zombie(game, "AA", "graveyard", "paladin")
    bomb = goblin(game, "AA", "bomb")
    lines = run(game, {"type": "act", "goblin": f"g{bomb.uid}", "area": "graveyard"})
    assert paladin.damage == 0 and "  z1 Paladin Zombie: Bomb cannot damage the Paladin Zombie." in lines
    at_zombie_phase(game)
    for turn in range(9):
        game.phase = "goblin-action"
        run(game, {"type": "zombies"})
        game.turn += 1
        if game.over:
            break
    assert paladin.under == 9 and game.result["outcome"] == "lose"


def test_elf_hero_hurts_itself_and_cannot_be_damaged():
    game = new_game("boss", ("AA",))
    elf = zombie(game, "AA", "trees", "elf-hero")
    sling = goblin(game, "AA", "slinger", asleep=False)
    run(game, {"type": "act", "goblin": f"g{sling.uid}", "targets": [f"z{elf.uid}"]})
    assert elf.damage == 0
    at_zombie_phase(game)
    lines = run(game, {"type": "zombies"})
    assert elf.damage == 1 and game.fields["AA"].gate == []
    assert lines[1] == "z1 Elf Hero Zombie deals 1 damage to itself (3 HP left)."


def test_steel_stops_one_damage_until_the_zombie_reaches_the_village():
    """Steel (designed): each Goblin Action deals 1 less damage to it in the Graveyard and the Trees;
    in the Village the Goblins strike close up and the armour does not help."""
    game = new_game()
    knight = zombie(game, "AA", "trees", "knight")
    sling = goblin(game, "AA", "slingshot")
    big = goblin(game, "AA", "bigshot")
    run(game, {"type": "act", "goblin": f"g{sling.uid}"})
    assert knight.damage == 0
    lines = run(game, {"type": "act", "goblin": f"g{big.uid}"})
    assert knight.damage == 1
    assert f"  z{knight.uid} Knight Zombie takes 1 damage (Bigshot's 2, 1 less for Steel) (2 HP left)." in lines
    game.fields["AA"].move(knight, "village")
    game.turn += 1
    run(game, {"type": "act", "goblin": f"g{sling.uid}"})
    assert knight.damage == 2


def test_versus_setup_and_bomb_on_victor():
    game = GoblinsVsZombies({"mode": "versus", "players": ["AA"]}, Chance(5))
    game.chance.begin()
    game.start(ScriptedTable())
    game.chance.finish()
    victor = game.fields["AA"].areas["graveyard"][0]
    assert victor.card == "victor" and len(game.zombie_hand) == 3 and len(game.zombies) == 33
    rocket = goblin(game, "AA", "rocket")
    lines = run(game, {"type": "act", "goblin": f"g{rocket.uid}", "targets": [f"z{victor.uid}"]})
    assert victor.damage == 0 and game.zombie_hand == []
    assert "the Zombie Player discards their hand (3 cards)." in lines[1]


def test_versus_zombie_player_plays_and_victor_never_acts():
    game = GoblinsVsZombies({"mode": "versus", "players": ["AA"]}, Chance(5))
    game.chance.begin()
    game.start(ScriptedTable())
    game.chance.finish()
    game.phase = "goblin-action"
    game.turn = 2
    assert run(game, {"type": "zombies"})[1] == "  No Zombie can act this turn."
    lines = run(game, {"type": "arrive"})
    assert lines[0] in {f"ZOMBIE ARRIVAL: the Zombie Player chooses {said}." for said in ("DRAW 2", "PLAY 1 then DRAW 1", "PLAY 2")}


def test_gate_holds_three_goblins_and_shields_do_not_count():
    game = new_game()
    game.supply.hands["AA"] = Counter(card=12)
    for _ in range(3):
        run(game, {"type": "play", "goblin": "flag-bearer"})
    with pytest.raises(RulesError, match="AA's Gate already holds 3 Goblins: destroy one first"):
        run(game, {"type": "play", "goblin": "slingshot", "pay": 2})
    run(game, {"type": "play", "goblin": "shield", "pay": 1, "under": "g1"})
    assert len(game.fields["AA"].goblins()) == 4


def test_black_goblins_sleep_when_played():
    game = new_game()
    game.supply.hands["AA"] = Counter(card=4)
    lines = run(game, {"type": "play", "goblin": "assassin", "pay": 3})
    assert lines[1] == "  g1 Assassin is a Black Goblin: it falls asleep (turn it upside down)."
    assert game.fields["AA"].gate[0].asleep


def test_new_arrivals_do_not_act_and_quick_acts_twice():
    game = new_game()
    at_zombie_phase(game)
    old = zombie(game, "AA", "graveyard", "wrestler", arrived=1)
    new = zombie(game, "AA", "graveyard", "crawler", arrived=game.turn)
    run(game, {"type": "zombies"})
    assert game.fields["AA"].area_of(old) == "village" and game.fields["AA"].area_of(new) == "graveyard"
    slowed = new_game()
    at_zombie_phase(slowed)
    bat = zombie(slowed, "AA", "graveyard", "wrestler", slow=True)
    run(slowed, {"type": "zombies"})
    assert slowed.fields["AA"].area_of(bat) == "trees"


def test_phases_run_in_order():
    game = new_game()
    with pytest.raises(RulesError, match=r"the Zombies act first \(zombies\)"):
        run(game, {"type": "arrive"})
    with pytest.raises(RulesError, match="run `arrive` first"):
        run(game, {"type": "sun"})
