"""The hard searches' fitted leaf (leaf.py): a finished game is a sure win or loss for the Goblins, and the fit reads
a lost Guardian and Zombies nearer the Village as worse for them."""

from __future__ import annotations

from goblinkit.assistant.goblins_vs_zombies import leaf
from goblinkit.assistant.goblins_vs_zombies.lookahead import copy_game
from tests.assistant.gvz.test_two_states import _at


def test_a_finished_game_is_a_sure_win_or_loss():
    lost, won = _at("versus", 3, 4, "goblin-arrival"), _at("versus", 3, 4, "goblin-arrival")
    lost.finish("lose", "A Zombie entered the Village: the Zombie Player wins.", winner="zombies")
    won.finish("win", "Victor, the Zombie King is destroyed: the Goblin Player wins.", winner="goblins")
    assert (leaf.goblins_win_chance(lost), leaf.goblins_win_chance(won)) == (0.0, 1.0)


def test_the_fit_reads_a_lost_guardian_and_nearer_zombies_as_worse():
    game = _at("versus", 3, 4, "goblin-arrival")
    assert leaf.fitted(game) and not game.over
    field = game.fields[game.current]
    assert field.guardian and field.zombies()
    lost = copy_game(game, 1)
    lost.fields[game.current].guardian = False
    nearer = copy_game(game, 1)
    moved = nearer.fields[game.current]
    for area, zombie in moved.zombies():
        if area != "village":
            moved.move(zombie, "village")
    chance = leaf.goblins_win_chance(game)
    assert leaf.goblins_win_chance(lost) < chance
    assert leaf.goblins_win_chance(nearer) < chance
