"""Goblout's skill levels: the easy bots' named blunders on set positions (and normal's fix), the hard
bot deciding from what its seat may know, skills saved and replayed exactly, every play legal."""

from __future__ import annotations

import json

import pytest

from goblinkit.assistant.goblout import flow, hard_bot
from goblinkit.assistant.goblout.bots import Bot
from goblinkit.assistant.goblout.game import Goblout
from goblinkit.assistant.goblout.simulate import play_game, styles_for
from goblinkit.assistant.core.saves import save_text
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.core.skill import Skill
from tests.assistant.goblout.helpers import arrange, new_game


def bots_table(seed: int = 17) -> Goblout:
    return new_game(2, first="bot1", seed=seed, human=False, styles=["aggressive", "aggressive"])


def test_easy_never_pays_a_life_for_a_white_face_normal_does():
    m = bots_table().m
    p = arrange(m, "bot1", hand=["cauldron", "cauldron", "lookout"], deployed=[], life=10, face=1)
    assert Bot("aggressive", m.cat, "easy").face_to_buy(m, p) is None  # only the prestige style would
    assert Bot("aggressive", m.cat, "normal").face_to_buy(m, p) == 4  # white, one life at 10 life
    low = arrange(m, "bot1", life=3)
    assert Bot("aggressive", m.cat, "normal").face_to_buy(m, low) is None  # never at 3 life or less


@pytest.mark.parametrize("skill,whites_held,deployed,life", [
    ("easy", ["cauldron", "cauldron", "lookout"], [], 10),  # the blunder: hoards its white cards at full life
    ("normal", ["cauldron", "lookout"], ["cauldron"], 9)])
def test_easy_hoards_white_cards_at_high_life(skill, whites_held, deployed, life):
    game = bots_table(seed=17)
    m = game.m
    p = arrange(m, "bot1", hand=["cauldron", "cauldron", "lookout"], deployed=[], life=10, face=1)
    bot = game.bots["bot1"] = Bot("aggressive", m.cat, skill)
    flow.bot_turn(m, p, bot, game.who(None))  # type: ignore[arg-type]
    assert sorted(c for c in p.hand if c in m.cat.whites) == whites_held
    assert sorted(p.deployed) == deployed and p.life == life


def test_easy_attacks_into_as_many_blockers_normal_does_not():
    m = bots_table().m
    p = arrange(m, "bot1", deployed=["warrior", "warrior", "warrior"], life=10)
    arrange(m, "bot2", deployed=["cannon-fodder", "cannon-fodder", "cannon-fodder"], life=10)
    assert Bot("aggressive", m.cat, "easy").attack_plan(m, p) == {"bot2": ["warrior", "warrior", "warrior"]}
    assert Bot("aggressive", m.cat, "normal").attack_plan(m, p) == {}
    arrange(m, "bot2", deployed=["cannon-fodder"])  # two of three get through: worth it
    assert Bot("aggressive", m.cat, "normal").attack_plan(m, p) == {"bot2": ["warrior", "warrior", "warrior"]}
    arrange(m, "bot2", deployed=["cannon-fodder", "cannon-fodder", "cannon-fodder"], life=1)
    arrange(m, "bot1", deployed=["brute", "warrior", "warrior", "warrior"])  # a kill through the blocks
    assert Bot("aggressive", m.cat, "normal").attack_plan(m, p) == {"bot2": ["brute", "warrior", "warrior", "warrior"]}


def _hidden_swapped(game: Goblout) -> Goblout:
    """The same table with bot2's hand and the draw pile dealt differently (nothing bot1 can see changes)."""
    twin = game.copy()
    m = twin.m
    q = m.player("bot2")
    for card in q.hand:
        m.pile.put_back(card)
    new = [c for c in reversed(m.pile.cards) if c not in q.hand][:len(q.hand)]
    q.hand = [c for c in new]
    for card in new:
        m.pile.take(card)
    return twin


def test_hard_decides_from_what_its_seat_may_know():
    game = bots_table(seed=5)
    game.skills["bot1"] = Skill("hard", iterations=10)
    twin = _hidden_swapped(game)
    assert twin.m.player("bot2").hand != game.m.player("bot2").hand
    assert twin.m.player("bot1").hand == game.m.player("bot1").hand
    assert sorted(twin.m.pile.cards + twin.m.player("bot2").hand) == sorted(game.m.pile.cards + game.m.player("bot2").hand)
    twin.chance.rng.seed(999)  # what the table's own dice would roll next is no business of the bot's either
    one = hard_bot.choose(game.m, game.bots, game.skills["bot1"], seed=3)
    two = hard_bot.choose(twin.m, twin.bots, twin.skills["bot1"], seed=3)
    assert (one.action, one.visits, one.values) == (two.action, two.visits, two.values)
    assert one.iterations == 10 and one.visits["aggressive/attack"] == 10  # the normal plan plays every deal
    assert one.visits.keys() == set(hard_bot.candidates(game.m, "aggressive"))


def test_hard_plan_is_logged_and_the_game_replays_exactly(tmp_path):
    skills = {"bot1": "hard", "bot2": "normal"}
    played = play_game(2, None, 4, styles_for(2, 4, None), keep=True, skills=skills, think=0.05, iterations=12)
    assert played.save is not None
    plans = [e["action"].get("plan") for e in played.save.log]
    assert any(plan is not None for plan in plans)
    assert all(hard_bot.check_plan(plan, ["bot1", "bot2"]) for plan in plans if plan is not None)
    assert played.save.setup["skill"] == skills and played.save.setup["think"] == 0.05
    path = tmp_path / "goblout.json"
    path.write_text(save_text(played.save), encoding="utf-8")
    replayed, _ = Session.load(Goblout, path).replay(cached=False)
    assert json.dumps(replayed.snapshot(reveal=True), sort_keys=True) == \
        json.dumps(played.game.snapshot(reveal=True), sort_keys=True)
    assert replayed.skills["bot1"].level == "hard" and replayed.skills["bot2"].level == "normal"


def test_a_hard_plan_by_hand_is_checked():
    game = bots_table()
    from goblinkit.assistant.core.errors import RulesError
    from goblinkit.assistant.core.table import ScriptedTable

    with pytest.raises(RulesError, match="no bot plan 'sneaky/attack'"):
        game.apply({"type": "bot", "plan": "sneaky/attack"}, ScriptedTable())


@pytest.mark.parametrize("skills", [{"bot1": "normal", "bot2": "easy"}, {"bot1": "easy", "bot2": "normal"},
                                    {"bot1": "normal", "bot2": "normal", "bot3": "normal", "bot4": "easy"}])
def test_every_play_legal_in_many_seeded_games(skills):
    """keep=True: every play goes through the rules' checks (a refused play would raise)."""
    for seed in range(60):
        played = play_game(len(skills), None, seed, styles_for(len(skills), seed, None), keep=True, skills=skills)
        assert played.game.over


def test_hard_plays_legal_games():
    for seed in range(3):
        played = play_game(2, None, seed, styles_for(2, seed, None), keep=True,
                           skills={"bot1": "hard", "bot2": "normal"}, iterations=6)
        assert played.game.over and played.game.thinks


def test_every_play_legal_in_a_thousand_games():
    for seed in range(1000):
        skills = {"bot1": "normal", "bot2": "easy"} if seed % 2 else {"bot1": "easy", "bot2": "normal"}
        assert play_game(2, None, seed, styles_for(2, seed, None), keep=True, skills=skills).game.over


def test_skill_at_new_is_saved_shown_and_checked(app, runner, tmp_path):
    save = tmp_path / "goblout.json"
    dego = lambda *args: runner.invoke(app, ["play", "goblout", *args, "--save", str(save)])  # noqa: E731
    made = dego("new", "--bots", "2", "--seed", "3", "--skill", "hard", "--think", "0.05")
    assert made.exit_code == 0, made.output
    setup = json.loads(save.read_text())["setup"]
    assert setup["skill"] == "hard" and setup["think"] == 0.05
    assert "Bots: hard (thinking 0.05 s a turn)." in dego("status").output
    mixed = dego("new", "--bots", "2", "--seed", "3", "--skill", "bot1=easy,bot2=hard", "--force")
    assert mixed.exit_code == 0, mixed.output
    assert json.loads(save.read_text())["setup"]["skill"] == {"bot1": "easy", "bot2": "hard"}
    bad = dego("new", "--bots", "2", "--skill", "wizard", "--force")
    assert bad.exit_code == 1 and bad.output == "Error: --skill: expected easy, normal, hard or expert, got 'wizard'\n"
    slow = dego("new", "--bots", "2", "--think", "0", "--force")
    assert slow.exit_code == 1 and slow.output == "Error: --think: from 0.001 to 30 (got 0)\n"


def test_a_damaged_skill_in_a_save_is_refused_by_name(app, runner, tmp_path):
    save = tmp_path / "goblout.json"
    assert runner.invoke(app, ["play", "goblout", "new", "--bots", "2", "--seed", "3", "--save", str(save)]).exit_code == 0
    data = json.loads(save.read_text())
    data["setup"]["skill"] = "godlike"
    save.write_text(json.dumps(data))
    out = runner.invoke(app, ["play", "goblout", "status", "--save", str(save)])
    assert out.exit_code == 1 and "setup.skill: expected easy, normal, hard or expert, got 'godlike'" in out.output


def test_ladder_command_prints_intervals(app, runner):
    out = runner.invoke(app, ["play", "goblout", "ladder", "--players", "2", "--games", "4", "--iterations", "4",
                              "--match", "hard,normal"])
    assert out.exit_code == 0, out.output
    lines = out.output.splitlines()
    assert lines[0] == "Ladder: 4 games a matchup, seat-balanced, seeds from 1, 4 iterations a decision."
    assert lines[1].startswith("  hard vs normal") and "95% [" in lines[1]
    assert "hard think: median" in lines[2]


@pytest.mark.parametrize("skill", ["easy", "normal"])
@pytest.mark.parametrize("style", ["aggressive", "defensive", "prestige"])
def test_no_bot_pays_a_life_for_a_face_under_no_die(skill, style):
    """Issue 35: under No Die the die shows no colour whatever its face: a bot must not buy one (the easy bot
    did, its blank die worth nothing to its hand)."""
    m = bots_table().m
    p = arrange(m, "bot1", hand=["cauldron", "cauldron", "lookout", "brute", "brute"], deployed=[], life=10, face=1)
    p.no_die_by = "bot2"
    assert Bot(style, m.cat, skill).face_to_buy(m, p) is None
    assert hard_bot.plan_bot(f"{style}/attack/face4", m.cat).face_to_buy(m, p) is None
    assert not any("/face" in plan or "/nopay" in plan for plan in hard_bot.candidates(m, style))  # nor searches one
