"""Rulings checked against the rulebook line by line (issue 9): how a game ends when a deck runs
out, what The Boss!! does in each phase it can turn up in, what `--card` names, Steel and slowing."""

from __future__ import annotations

from collections import Counter

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from goblinkit.assistant.core.table import ScriptedTable
from tests.assistant.gvz.helpers import at_zombie_phase, goblin, new_game, run, zombie


def test_last_stand_is_won_the_moment_a_reinforcement_empties_the_zombie_deck():
    """Rulebook 5.1 (line 101): 'You win the game immediately when the Zombie Deck is empty!', however
    it was emptied; the next arrival must not reshuffle the discards."""
    game = new_game("last-stand")
    game.zombies.packs = [Counter({"crawler": 1})]
    game.zombies.discards = ["ghost"] * 10
    wizard = zombie(game, "AA", "graveyard", "wizard", arrived=1)
    at_zombie_phase(game)
    lines = run(game, {"type": "zombies"})
    assert game.over and game.result["outcome"] == "win"
    assert game.result["score"] == 10 and game.zombies.reshuffles == 0
    assert lines[-1] == ("GAME OVER: The Zombie Deck is empty after its last card, Crawler Zombie (REINFORCEMENT): "
                         "you survived the Last Stand! (score 10)")
    assert game.fields["AA"].area_of(wizard) == "graveyard"  # the game ended before its + MOVE


def test_last_stand_pirate_crew_emptying_the_deck_wins_before_the_second_arrival():
    game = new_game("last-stand")
    game.zombies.packs = [Counter({"pirate": 1, "crawler": 1})]
    game.phase = "zombie-arrival"
    run(game, {"type": "arrive"}, cards=["pirate", "crawler"])
    assert game.result["outcome"] == "win" and game.zombies.reshuffles == 0


def test_versus_the_sun_stops_when_the_goblin_deck_runs_out_part_way():
    """Rulebook 5.4 (line 149): the Zombie Player wins when the Goblin Deck is empty; a two-card Sun
    draw with one card left must not reshuffle the Goblin Discard Pile for the second card."""
    game = new_game("versus", tracked=True)
    goblin(game, "AA", "flag-bearer")
    game.supply.pile.packs = [Counter({"slingshot": 1})]
    game.supply.pile.discards = ["bomb"] * 5
    game.phase = "sun"
    lines = run(game, {"type": "sun"})
    assert game.result == {"outcome": "lose", "reason": "The Goblin Deck is empty: the Zombie Player wins.",
                           "winner": "zombies"}
    assert game.supply.pile.reshuffles == 0 and game.supply.hands["AA"]["slingshot"] == 1
    assert lines[-1] == "GAME OVER: The Goblin Deck is empty: the Zombie Player wins."


def test_versus_zombie_player_draw_two_stops_when_the_zombie_deck_runs_out():
    game = new_game("versus")
    game.zombie_hand = []
    game.zombies.packs = [Counter({"crawler": 1})]
    game.zombies.discards = ["ghost"] * 4
    game.phase = "zombie-arrival"
    run(game, {"type": "arrive"})
    assert game.result["winner"] == "zombies" and game.zombies.reshuffles == 0
    assert game.zombie_hand == ["crawler"]


def test_the_boss_turning_up_in_zombie_action_ends_the_phase_now_it_is_the_sun():
    """Rulebook 5.3.1-5.3.3: 'Now it's THE SUN PHASE.' A REINFORCEMENT that draws The Boss!! ends the
    Zombie Action phase (no other Zombie acts, the reinforcing one does not go on) and skips ZOMBIE ARRIVAL."""
    game = new_game("boss", ("AA",))
    game.zombies.discards = ["crawler"]  # die face 1: the Paladin
    game.zombies.packs = [Counter({"the-boss": 1}), Counter({"crawler": 5})]
    wizard = zombie(game, "AA", "graveyard", "wizard", arrived=1)
    walker = zombie(game, "AA", "graveyard", "crawler", arrived=1)
    at_zombie_phase(game)
    lines = run(game, {"type": "zombies"}, ScriptedTable([f"z{wizard.uid}"]), cards=["the-boss"])
    assert game.boss == "paladin" and game.phase == "sun"
    assert game.fields["AA"].area_of(wizard) == "graveyard" and game.fields["AA"].area_of(walker) == "graveyard"
    assert lines[-1] == "Next: THE SUN (The Boss!! ended the Zombie phases)."
    assert not any("ZOMBIE ARRIVAL" in line for line in lines)
    assert "the-boss" in game.out_of_game and "the-boss" not in game.zombies.discards
    run(game, {"type": "sun"})
    assert game.phase == "goblin-arrival" and game.turn == 3


def test_the_boss_reads_only_the_top_card_an_event_on_top_means_a_rolled_die():
    game = new_game("boss", ("AA",))
    game.zombies.discards = ["ghost", "fog"]  # an Event on top: no die face to read
    game.zombies.packs = [Counter({"the-boss": 1})]
    game.phase = "zombie-arrival"
    lines = run(game, {"type": "arrive"}, cards=["the-boss"], dice=[3])
    assert game.boss == "elf-hero"
    assert "  THE BOSS!! (normal level): the top card is an Event, so a die is rolled: ⚂ → Elf Hero Zombie." in lines


def test_arrive_cards_name_zombie_cards_only_goblin_draws_are_counted():
    """`arrive --card sunny-day --card fog`: Sunny Day's Goblin draw is counted, not named, so the
    second --card is the second Zombie card."""
    game = new_game("last-stand")
    game.phase = "zombie-arrival"
    hand = game.supply.hand_sizes["AA"]
    lines = run(game, {"type": "arrive"}, cards=["sunny-day", "fog"])
    assert "  Event: Sunny Day" in lines and "  Event: Fog" in lines
    assert game.supply.hand_sizes["AA"] == hand + 1


def test_table_goblin_draws_use_no_chance_outcome():
    game = GoblinsVsZombies({"mode": "last-stand", "players": ["AA"], "tracked": False}, Chance(1))
    game.chance.begin()
    game.start(ScriptedTable())
    assert game.chance.finish() == [] and game.supply.hand_sizes["AA"] == 9


def test_a_slowing_shot_slows_a_steel_zombie_though_steel_stops_its_damage():
    """Rulebook 2.3 (lines 24-25): Iceshot and Icethrower slow a Quick Zombie such as the Knight. Steel
    (designed) takes 1 from the damage; the hit still lands, so the Slow Token goes on."""
    game = new_game()
    knight = zombie(game, "AA", "trees", "knight")
    ice = goblin(game, "AA", "iceshot")
    lines = run(game, {"type": "act", "goblin": f"g{ice.uid}"})
    assert knight.slow and knight.damage == 0
    assert lines[1:] == [f"  z{knight.uid} Knight Zombie gets a Slow Token.",
                         f"  z{knight.uid} Knight Zombie is Steel: Iceshot's 1 damage is stopped."]
    game2 = new_game()
    knight2 = zombie(game2, "AA", "trees", "knight")
    thrower = goblin(game2, "AA", "icethrower")
    run(game2, {"type": "act", "goblin": f"g{thrower.uid}", "area": "trees"})
    assert knight2.slow


def test_an_assassin_or_shaman_is_offered_only_targets_it_may_take():
    """Designed Assassin (destroys 2 HP or less) and Shaman (FLIP, not a Boss): the bot and the
    questions list only Zombies the card can take, so no choice on offer is then refused."""
    from goblinkit.assistant.goblins_vs_zombies import targets

    game = new_game("boss")
    knight = zombie(game, "AA", "village", "knight")
    crawler = zombie(game, "AA", "trees", "crawler")
    zombie(game, "AA", "village", "paladin")
    assassin = game.cat.goblins["assassin"].effect
    shaman = game.cat.goblins["shaman"].effect
    assert [z.uid for _, z in targets.legal_targets(game, "AA", assassin)] == [crawler.uid]
    assert [z.uid for _, z in targets.legal_targets(game, "AA", shaman)] == [crawler.uid, knight.uid]


def test_an_event_whose_reinforcement_ends_last_stand_is_not_lost():
    """What's that smell? draws the last Zombie card: the game is won at once, and both cards are kept
    (as the cards drawn when the game ended), so no card is created or lost."""
    game = new_game("last-stand")
    game.zombies.packs = [Counter({"whats-that-smell": 1, "crawler": 1})]
    game.phase = "zombie-arrival"
    run(game, {"type": "arrive"}, cards=["whats-that-smell", "crawler"])
    assert game.result["outcome"] == "win"
    assert sorted(game.unplayed) == ["crawler", "whats-that-smell"]


def test_the_elf_hero_is_not_slowed_no_goblin_can_damage_it():
    """Rulebook 2.3 slows a Quick Zombie 'dealt damage' by Iceshot or Icethrower; 5.3.2: no Goblin can
    damage the Elf Hero, so its Expert (Quick) side is never slowed. Steel is ours to design; this is not."""
    game = new_game("boss", boss_level="expert")
    elf = zombie(game, "AA", "trees", "elf-hero", level="expert")
    thrower = goblin(game, "AA", "icethrower")
    lines = run(game, {"type": "act", "goblin": f"g{thrower.uid}", "area": "trees"})
    assert not elf.slow and elf.damage == 0
    assert lines[1] == f"  z{elf.uid} Elf Hero Zombie: no Goblin can damage the Elf Hero Zombie."
