"""GvZ's skill levels: Mode E's Zombie Player (easy keeps its blunder of throwing an Event away as a Basic
Zombie, normal keeps it) and the Goblin bots of `simulate`; the hard bots never read hidden cards (two
states differing only in them get the same decision); the skill is saved and shown; every level plays
legal whole games."""

from __future__ import annotations

from collections import Counter

import pytest

import goblinkit.assistant.goblins_vs_zombies.zombie_player as zombie_player
from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from goblinkit.assistant.goblins_vs_zombies.lookahead import copy_game, fast_policy, play_forward
from goblinkit.assistant.goblins_vs_zombies.simulate import play_game
from goblinkit.assistant.goblins_vs_zombies.strong_bot import HardBot
from goblinkit.assistant.goblins_vs_zombies.zombie_player import easy_choice
from goblinkit.assistant.goblins_vs_zombies.zombie_search import searched_choice
from goblinkit.assistant.core.skill import Skill
from goblinkit.assistant.core.table import ScriptedTable


def zombie_player_at(seed: int, turn: int, monkeypatch) -> GoblinsVsZombies:
    """Mode E from `seed`, easy bots, caught as the Zombie Player chooses at `turn`'s arrival."""
    caught = []
    real = zombie_player.zombie_player_choice

    def spy(game):
        if game.turn == turn and not caught:
            caught.append(copy_game(game, seed))
        return real(game)

    monkeypatch.setattr(zombie_player, "zombie_player_choice", spy)
    play_game("versus", 1, seed)
    return caught[0]


def test_easy_throws_an_event_away_and_normal_keeps_it(monkeypatch):
    game = zombie_player_at(1, 4, monkeypatch)
    assert game.zombie_hand == ["wait-what"] and game.cat.is_event("wait-what")
    assert easy_choice(game) == ("{PLAY 1 + DRAW 1}", [("wait-what", False)])  # a Basic Zombie: the Event wasted
    assert searched_choice(game, Skill("normal")) == ("{DRAW 2}", [])


def swapped_zombie_hand(game: GoblinsVsZombies) -> GoblinsVsZombies:
    """The same table with other cards in the Zombie Player's hand (as many), the deck holding the rest."""
    other = copy_game(game, 5)
    held = list(other.zombie_hand)
    packs = other.zombies.packs
    packs[0] = packs[0] + Counter(held)
    other.zombies.packs = packs
    fresh = [c for c in sorted(other.zombies.cards()) if c not in held][:len(held)]
    for card in fresh:
        other.zombies.take(card)
    other.zombie_hand = fresh
    assert len(fresh) == len(held) and fresh != held
    return other


def swapped_goblin_hand(game: GoblinsVsZombies, player: str) -> GoblinsVsZombies:
    other = copy_game(game, 5)
    hand = other.supply.hands[player]
    held = sorted(hand.elements())
    packs = other.supply.pile.packs
    packs[0] = packs[0] + Counter(held)
    other.supply.pile.packs = packs
    fresh = [c for c in sorted(other.supply.pile.cards()) if c not in held][:len(held)]
    for card in fresh:
        other.supply.pile.take(card)
    other.supply.hands[player] = Counter(fresh)
    assert len(fresh) == len(held) and sorted(fresh) != held
    return other


def test_the_hard_goblins_decide_alike_whatever_the_zombie_player_holds():
    real = GoblinsVsZombies({"mode": "versus", "players": ["AA"], "tracked": True}, Chance(3))
    real.start(ScriptedTable())
    play_forward(real, fast_policy, 4)
    while real.phase != "goblin-arrival":
        real.apply(fast_policy(real) or {"type": {"zombie-action": "zombies", "zombie-arrival": "arrive",
                                                  "sun": "sun"}[real.phase]}, ScriptedTable())
    one, two = copy_game(real, 5), swapped_zombie_hand(real)
    assert one.zombie_hand != two.zombie_hand
    skill = Skill("hard", iterations=40)
    assert HardBot(7, skill)(one) == HardBot(7, skill)(two)


def test_the_hard_zombie_player_decides_alike_whatever_the_goblins_hold(monkeypatch):
    game = zombie_player_at(5, 6, monkeypatch)  # AA holds a Potapult and an Iceshot; the Zombie Player two cards
    other = swapped_goblin_hand(game, "AA")
    skill = Skill("hard", iterations=40)
    assert searched_choice(game, skill) == searched_choice(other, skill)


@pytest.mark.parametrize("mode,bot,zombies", [("last-stand", "normal", None), ("last-stand", "hard", None),
                                              ("versus", "easy", "normal"), ("versus", "hard", "hard")])
def test_every_level_plays_legal_games_that_replay(mode, bot, zombies):
    """Every step goes through the rules (an illegal one raises); the save replays to the same table."""
    from goblinkit.assistant.core.session import Session

    for seed in (1, 2):
        played = play_game(mode, 1, seed, bot=bot, zombies=zombies, think=0.005)  # 8 futures a decision
        assert played.game.over
        game, _ = Session(GoblinsVsZombies, played.save, None).replay(cached=False)
        assert game.snapshot(reveal=True) == played.game.snapshot(reveal=True)


def test_the_zombie_players_skill_is_saved_and_shown(app, runner, tmp_path):
    save = tmp_path / "e.json"
    out = runner.invoke(app, ["play", "gvz", "new", "--mode", "versus", "--skill", "hard", "--think", "0.01",
                              "--seed", "2", "--save", str(save)])
    assert out.exit_code == 0, out.output
    status = runner.invoke(app, ["play", "gvz", "status", "--save", str(save)]).output
    assert "Bots: hard (thinking 0.01 s a turn)." in status
    plain = tmp_path / "b.json"
    runner.invoke(app, ["play", "gvz", "new", "--mode", "last-stand", "--seed", "2", "--save", str(plain)])
    assert "Bots:" not in runner.invoke(app, ["play", "gvz", "status", "--save", str(plain)]).output
    bad = runner.invoke(app, ["play", "gvz", "simulate", "--games", "2", "--bot", "fast", "--skill", "hard"])
    assert bad.exit_code == 1 and "--bot and --skill" in bad.stderr


# 1,000 seeded games in all, every Mode and every level, most at the fast levels so the test costs about
# 30 s of CPU: (mode, players, Goblin bots, Zombie Player, games, search futures a decision)
LEGAL_RUNS = [("last-stand", 1, "easy", None, 300, None), ("versus", 1, "easy", "easy", 300, None),
              ("training", 1, "easy", None, 100, None), ("boss", 1, "easy", None, 100, None),
              ("survival", 2, "easy", None, 100, None), ("last-stand", 1, "normal", None, 40, None),
              ("last-stand", 1, "hard", None, 20, 2), ("versus", 1, "easy", "normal", 20, None),
              ("versus", 1, "hard", "hard", 20, 2)]


def test_every_bot_move_is_legal_over_a_thousand_seeded_games():
    """Each action goes through the rules, which refuse an illegal one (a RulesError would fail the test):
    every game below ends, whole, within the turn limit."""
    assert sum(run[4] for run in LEGAL_RUNS) == 1000
    for mode, players, bot, zombies, games, iterations in LEGAL_RUNS:
        for seed in range(1000, 1000 + games):
            game = play_game(mode, players, seed, bot=bot, zombies=zombies, iterations=iterations).game
            assert game.over, (mode, bot, zombies, seed)
