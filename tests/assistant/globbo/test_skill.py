"""Globbo!'s skill levels on set positions: easy keeps its named blunder (a move that leaves pieces
unconnected to die), normal fixes it; the attack on a Biter beside two SLAPS, named a blunder too, is
measured to be worth it and both levels make it; hard searches the dice and decides the same for a seed;
the skill is saved, shown in status, and a hard game replays exactly."""

from __future__ import annotations

import re
from pathlib import Path

from goblinkit.assistant.globbo import bots
from goblinkit.assistant.globbo.fission_risk import fission_cost
from goblinkit.assistant.globbo.game import Globbo
from goblinkit.assistant.globbo.globbo_bot import attack_options, globbo_attack, globbo_turn
from goblinkit.assistant.globbo.hard_bot import choose
from goblinkit.assistant.globbo.kids_bot import attack_options as kids_attack_options, kids_attack
from goblinkit.assistant.globbo.simulate import play_game
from goblinkit.assistant.core.saves import read_save
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.search.turn_clock import TurnClock
from goblinkit.assistant.core.skill import Skill, setup_fields
from goblinkit.assistant.core.table import ScriptedTable
from tests.assistant.globbo.helpers import do, game_with

FIXTURE = Path(__file__).parents[2] / "fixtures" / "globbo" / "drops_pieces_round10.json"


def round_10_of_seed_1() -> Globbo:
    """Seed 1 with walls, bots on both sides, at Globbo's move in round 10 (his build done)."""
    game, _ = Session(Globbo, read_save(FIXTURE, Globbo.slug), FIXTURE).replay(cached=False)
    game.human = None
    do(game, bots.decide(game))  # the build
    assert game.turn.phase == "globbo-move" and game.turn.round == 10
    return game


def pieces_lost(game: Globbo, act: dict) -> int:
    trial = game.copy()
    before = len(trial.living("globbo"))
    trial.chance.begin()
    trial.apply({k: v for k, v in act.items() if k != "why"}, bots.BotTable(trial, "globbo", ScriptedTable(), None))
    return before - len(trial.living("globbo"))


def test_easy_ends_pieces_unconnected_and_normal_keeps_them():
    game = round_10_of_seed_1()
    assert pieces_lost(game, globbo_turn(game)) == 2  # the blunder kept: two pieces cut off across the walls die
    assert pieces_lost(game, globbo_turn(game, careful=True)) == 0


def test_a_biter_beside_two_slaps_is_worth_its_spray_at_every_level():
    """The issue named this attack a blunder; normal's cure (the spray feared three times over) was measured
    to lose far more (normal Globbo won 1 of 40 games against the Kids' bot, easy 8, at its expected cost 16):
    a Biter left beside the body bites a piece a round. Both levels take the trade of a kill for two SLAPS at
    two chances in three."""
    game = game_with("H1@H5", "Z1@G5", "S1@E5", "S2@C5", "Z2@F5", "B1@D5", phase="globbo-attack")
    assert fission_cost(game, game.hex("D5")) == 2 * 4 / 6 * 3  # each SLAP two chances in three
    assert globbo_attack(game)["target"] == "D5"
    assert globbo_attack(game, careful=True)["target"] == "D5"


def test_hard_decides_the_same_for_a_seed_and_plays_a_legal_move():
    game = round_10_of_seed_1()
    first, _ = choose(game, Skill("hard", iterations=6), (bots.decide, bots.perform))
    game.turn_clock = TurnClock()  # the first search spent the turn's budget: searched again, with it whole
    again, _ = choose(game, Skill("hard", iterations=6), (bots.decide, bots.perform))
    assert first == again and "[searched 6 rounds of dice]" in first["why"]
    assert choose(game, Skill("hard", iterations=6), (bots.decide, bots.perform))[0]["why"].endswith(
        "[no time left to search the dice]")  # the turn's budget is spent: normal's move
    assert pieces_lost(game, first) == 0  # it searches among normal's candidates: no piece thrown away
    do(game, {k: v for k, v in first.items() if k != "why"})


def test_hard_searches_globbos_attacks_among_normals_best_three():
    """Globbo's attacks are hard's decisions too: the search weighs normal's three best (attack_options) and picks
    one of them, the same for a seed; with one attack left there is nothing to search."""
    game = game_with("H1@H5", "Z1@G5", "S1@I5", "S2@I6", "B1@J6", "Y1@F5", "B2@H9", "P1@E5", phase="globbo-attack",
                     play=None)
    ranked = attack_options(game, careful=True)
    assert [a["target"] for a in ranked] == ["F5", "J6", "E5"]
    first, _ = choose(game, Skill("hard", iterations=6), (bots.decide, bots.perform))
    game.turn_clock = TurnClock()
    again, _ = choose(game, Skill("hard", iterations=6), (bots.decide, bots.perform))
    assert first == again and "[searched" in first["why"]
    assert {k: v for k, v in first.items() if k != "why"} in [{k: v for k, v in a.items() if k != "why"} for a in ranked]
    lone = game_with("H1@H5", "Z1@G5", "Y1@F5", "B2@C12", phase="globbo-attack", play=None)
    only, _ = choose(lone, Skill("hard", iterations=6), (bots.decide, bots.perform))
    assert only == attack_options(lone, careful=True)[0] and "searched" not in only["why"]


def test_every_level_plays_legal_whole_games():
    """Every step goes through the rules (an illegal one raises); a short game per pairing here,
    the 1,000-game sweep is test_legal_sweep.py."""
    for seed, skills in ((2, {"globbo": "normal", "kids": "easy"}), (3, {"globbo": "hard", "kids": "normal"}),
                         (4, {"globbo": "easy", "kids": "hard"})):
        played = play_game(seed, walls=True, rounds=6, skills=skills, iterations=3)
        assert played.actions > 0 and played.game.turn.round >= 6 or played.game.over
        hard = [s for s, lvl in skills.items() if lvl == "hard"]
        assert len(played.game.thinks) >= (1 if hard else 0)


def test_the_skill_is_saved_shown_and_a_hard_game_replays(app, runner, tmp_path):
    save = tmp_path / "globbo.json"
    out = runner.invoke(app, ["play", "globbo", "new", "--play", "kids", "--skill", "hard", "--think", "0.5",
                              "--seed", "5", "--biters", "B6,I9,L12,L13,L2,M1", "--save", str(save)])
    assert out.exit_code == 0, out.output
    searched = runner.invoke(app, ["play", "globbo", "ai", "--save", str(save)]).output  # the hard Globbo's turn
    told = searched  # his decisions are logged before their questions: told by the `ai` that stopped at one
    for _ in range(6):  # a Biter it hits asks the player (the Kids) for the mix, maybe where a counter goes: answered
        # as the prompt suggests
        asked = re.search(r'Then run: goblin play globbo ai (--answer .+?) \(your', searched)
        if asked is None:
            break
        answers = [arg for answer in re.findall(r'--answer "(.+?)"', asked.group(1)) for arg in ("--answer", answer)]
        searched = runner.invoke(app, ["play", "globbo", "ai", *answers, "--save", str(save)]).output
        told += searched
    assert re.search(r"searched \d+ rounds? of dice", told)
    setup = read_save(save, "globbo").setup
    assert (setup["skill"], setup["think"]) == ("hard", 0.5)
    assert "Bots: hard (thinking 0.5 s a turn)." in runner.invoke(app, ["play", "globbo", "status", "--save", str(save)]).output
    replay = runner.invoke(app, ["play", "globbo", "replay", "--save", str(save)])
    assert replay.exit_code == 0 and "the log reproduces" in replay.output
    bad = runner.invoke(app, ["play", "globbo", "new", "--skill", "wizard", "--save", str(tmp_path / "b.json")])
    assert bad.exit_code == 1 and "--skill: expected easy, normal, hard or expert, got 'wizard'" in bad.stderr


def test_the_kids_fission_mix_by_skill():
    """easy keeps the old bot's 4 Blips and 2 Yeasts; normal and hard throw one Yeast and the rest Blips
    (measured far stronger: easy Globbo won 6 of 80 games against it, 22 against 4 and 2)."""
    from goblinkit.assistant.globbo.fission import mix_options

    game = game_with("H1@H5", "Z1@G5", "B1@D5", phase="globbo-attack")
    for level, six, eight in (("easy", "4 blips 2 yeasts", "6 blips 2 yeasts"),
                              ("normal", "5 blips 1 yeast", "7 blips 1 yeast"),
                              ("hard", "5 blips 1 yeast", "7 blips 1 yeast")):
        game.setup["skill"] = {"globbo": "easy", "kids": level}
        assert bots.answer_for(game, "mix", mix_options(6)) == six
        assert bots.answer_for(game, "mix", mix_options(8)) == eight
    del game.setup["skill"]  # a save from before skill levels: the old bot's mix
    assert bots.answer_for(game, "mix", mix_options(6)) == "4 blips 2 yeasts"


def test_hard_kids_search_their_attacks_among_normals_best_three():
    """The Kids' attacks are hard's decisions too (issue 35: hard Kids searched only their move, and only when a
    Biter could reach the HEAD, so they played as normal): the search weighs normal's three best attacks
    (kids_bot.attack_options, whose first is normal's) and picks one, the same for a seed; a lone attack is not
    searched. A step stops at the searched attack, logged before it is played."""
    game = game_with("H1@H5", "Z1@G5", "Z2@I5", "S1@J5", "B1@F5", "B2@K5", "P1@J5", phase="kids-attack", play=None)
    ranked = kids_attack_options(game)
    assert [a["target"] for a in ranked] == ["J5", "G5"] and ranked[0] == kids_attack(game)
    game.setup.update(setup_fields({"globbo": "normal", "kids": "hard"}))
    assert bots.searched(game) and bots.searched(game, kids_moved=True)
    first, _ = choose(game, Skill("hard", iterations=6), (bots.decide, bots.perform))
    game.turn_clock = TurnClock()
    again, _ = choose(game, Skill("hard", iterations=6), (bots.decide, bots.perform))
    assert first == again and "[searched" in first["why"]
    assert {k: v for k, v in first.items() if k != "why"} in [{k: v for k, v in a.items() if k != "why"} for a in ranked]
    lone = game_with("H1@H5", "Z1@G5", "B1@F5", phase="kids-attack", play=None)
    only, _ = choose(lone, Skill("hard", iterations=6), (bots.decide, bots.perform))
    assert only == kids_attack(lone) and "searched" not in only["why"]
