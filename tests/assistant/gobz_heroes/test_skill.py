"""Gob'z'Heroes' skill levels: each easy blunder on a set position (normal's play beside it), the hard
Crew deciding from what it may know, skills saved and replayed exactly, every action legal."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobz_heroes import hard_crew
from goblinkit.assistant.gobz_heroes.bots import BotTable, next_action, plan
from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from goblinkit.assistant.lab.jobs import in_game_order
from goblinkit.assistant.gobz_heroes.simulate import play_game, setup_for
from goblinkit.assistant.core.saves import save_text
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.core.skill import Skill
from goblinkit.content.gobz_heroes.board import parse_square

AWAY = {"mog": None, "nagga": None, "grubnik": None, "gearhead": None, "zapgit": None, "skritch": None,
        "flapjack": None}


def table(places: dict[str, str | None], current: int = 1, rations: int = 5) -> GobzHeroes:
    """The duel board of seed 3 (Red: Mog, Nagga, Grubnik, Gearhead; Blue: Zapgit, Skritch, Flapjack), the
    Gob'z put on these squares (None: off the board), `current`'s turn."""
    game = GobzHeroes(setup_for(2), Chance(3))
    game.chance.begin()
    game.start(BotTable(game))
    game.chance.finish()
    for gob_id, square in {**AWAY, **places}.items():
        gob = game.gobz[gob_id]
        gob.pos = parse_square(square) if square else None
        if square is None:
            gob.owner = None
    game.current = current
    game.players[current].rations = rations
    return game


def whys(actions):
    return [a.get("why") for a in actions]


def test_easy_plans_a_shot_from_a_supply_crate_normal_does_not():
    game = table({"grubnik": "F14", "skritch": "H9", "zapgit": "J1", "flapjack": "J2"})
    _, easy = plan(game, 1, "skritch")
    assert whys(easy)[0] == "Skritch to F11, then shoots Grubnik: 0.63 VP expected"
    assert parse_square(easy[0]["to"]) in game.board.crates
    _, normal = plan(game, 1, "skritch", careful=True)
    assert whys(normal)[0] == "Skritch to F12, then shoots Grubnik: 1.02 VP expected"  # its Gob'jective too
    game.apply({**easy[0], "player": "Blue"}, BotTable(game))  # the easy plan, played: the Crate forbids the shot
    with pytest.raises(RulesError, match="drew Stuff from a Crate: no attack this turn"):
        game.apply({**easy[1], "player": "Blue"}, BotTable(game))


def test_easy_steps_next_to_a_strong_enemy_for_a_tenth_of_a_vp():
    game = table({"nagga": "C9", "zapgit": "J2", "skritch": "J1", "flapjack": "I2"})
    game.gobz["zapgit"].stuff = ["pot-lid", "spring-boots"]  # no room for a Crate's Stuff
    _, easy = plan(game, 1, "zapgit")
    assert whys(easy)[0] == "Zapgit the Sparky to D8, then attacks Big Nagga: 0.10 VP expected"
    _, normal = plan(game, 1, "zapgit", careful=True)
    assert len(normal) == 1 and normal[0]["type"] == "move"  # a step closer, no attack at Nagga's side
    assert not game.board.adjacent(parse_square(normal[0]["to"]), False, game.gobz["nagga"].pos, False)


def test_easy_sits_beside_the_enemy_one_tickle_from_laughing_out():
    game = table({"nagga": "F8", "skritch": "E8", "zapgit": "J1", "flapjack": "J2"})
    skritch = game.gobz["skritch"]
    skritch.tickles, skritch.stuff = 3, ["slingshot", "pot-lid"]  # 4 Tickles make Skritch laugh out loud
    _, easy = plan(game, 1, "skritch")
    assert whys(easy) == ["Skritch attacks Big Nagga from where it stands: 0.13 VP expected"]
    _, normal = plan(game, 1, "skritch", careful=True)
    assert whys(normal)[0] == "Skritch to A8, then shoots Big Nagga: 0.18 VP expected"  # out of reach; a 6 draws a card


def test_easy_never_fires_its_tommy_gun_before_the_rations_run_out():
    game = table({"nagga": "A13", "grubnik": "B14", "gearhead": "A12", "zapgit": "A8", "skritch": "J1",
                  "flapjack": "J2"}, current=0, rations=2)
    assert "tommy-gun" in game.gobz["gearhead"].stuff
    assert next_action(game)["why"] == "Grubnik to the Supply Crate at F11 (no better attack in reach)"
    fired = next_action(game, "normal")
    assert fired["why"] == "Gearhead Grot shoots Zapgit the Sparky from where it stands: 1.69 VP expected"  # 3 dice: 6s draw cards
    assert fired["weapon"] == "tommy-gun"


def _mid_game(seed: int = 2) -> GobzHeroes:
    """A game of easy Crews played until it is Red's turn with Blue holding a Combo Card; Red is then hard."""
    game = GobzHeroes({**setup_for(2), "skill": {"Red": "hard", "Blue": "normal"}}, Chance(seed))
    game.chance.begin()
    game.start(BotTable(game))
    for _ in range(400):
        if game.current == 0 and game.players[1].combos and game.active is None and len(
                hard_crew.candidates(game, 0)) > 2:
            return game
        game.apply(next_action(game), BotTable(game))
    raise AssertionError("no such position")


def test_hard_decides_from_what_its_crew_may_know():
    game = _mid_game()
    twin = game.copy()
    blue = twin.players[1]
    deck = sorted(twin.combo_deck.cards().elements())
    swapped = [c for c in deck if c not in blue.combos][:len(blue.combos)]
    assert swapped, "the deck should hold other cards"
    pool = Counter(deck) + Counter(blue.combos) - Counter(swapped)
    blue.combos, twin.combo_deck.packs = swapped, [pool]
    if blue.objective and not blue.objective_done and len(twin.objective_deck):
        other = sorted(twin.objective_deck.cards())[0]
        twin.objective_deck.packs = [twin.objective_deck.cards() - Counter([other]) + Counter([blue.objective])]
        blue.objective = other
    twin.chance.rng.seed(12345)  # the table's next dice are no business of the Crew's either
    assert twin.players[1].combos != game.players[1].combos
    assert twin.snapshot() == game.snapshot()  # what the table sees is the same
    skill = Skill("hard", iterations=12)
    one, two = hard_crew.choose(game, skill), hard_crew.choose(twin, skill)
    assert one[0] == two[0] and "[searched: " in one[0]["why"]


def test_hard_actions_are_logged_and_replay_exactly(tmp_path):
    played = play_game(2, 5, length="quick", skills={"Red": "hard", "Blue": "normal"}, iterations=3)
    assert played.game.over and played.game.thinks
    assert any("[searched:" in (e["action"].get("why") or "") for e in played.save.log)
    path = tmp_path / "gobz.json"
    path.write_text(save_text(played.save), encoding="utf-8")
    replayed, _ = Session.load(GobzHeroes, path).replay(cached=False)
    assert json.dumps(replayed.snapshot(reveal=True), sort_keys=True) == \
        json.dumps(played.game.snapshot(reveal=True), sort_keys=True)
    assert replayed.skills["Red"].level == "hard" and replayed.skills["Blue"].level == "normal"


def _legal_game(seed: int) -> tuple[int, bool, int]:
    """One seeded quick game, the normal Crew on alternate seats (every action goes through the referee's
    checks: one refused would raise RulesError, failing the test with its seed)."""
    skills = {"Red": "normal", "Blue": "easy"} if seed % 2 else {"Red": "easy", "Blue": "normal"}
    played = play_game(2, seed, length="quick", skills=skills)
    return seed, played.game.over, len(played.save.log)


def test_every_action_legal_in_a_thousand_seeded_games():
    """1,000 seeded games, normal against easy (the fast skills; hard's moves are searched among normal's
    candidates and checked by the same referee below), on two processes."""
    results = list(in_game_order(_legal_game, lambda n: n, 1000, 2))
    assert [seed for seed, _, _ in results] == list(range(1000))
    assert all(over for _, over, _ in results)  # every game reached its 6 VP within the action limit
    assert sum(actions for _, _, actions in results) > 1000 * 20


def test_skill_at_new_is_saved_shown_and_checked(app, runner, tmp_path):
    save = tmp_path / "gobz.json"
    gobz = lambda *args: runner.invoke(app, ["play", "gobz", *args, "--save", str(save)])  # noqa: E731
    made = gobz("new", "--crew", "skritch,nagga,zapgit,grubnik", "--seed", "3", "--skill", "hard", "--think", "0.05")
    assert made.exit_code == 0, made.output
    setup = json.loads(save.read_text())["setup"]
    assert setup["skill"] == "hard" and setup["think"] == 0.05
    assert "Bots: hard (thinking 0.05 s a turn)." in gobz("status").output
    named = gobz("new", "--players", "3", "--crew", "skritch,nagga,zapgit,grubnik", "--seed", "3", "--skill", "red=easy,blue=hard",
                 "--force")
    assert named.exit_code == 0, named.output
    assert json.loads(save.read_text())["setup"]["skill"] == {"Red": "easy", "Blue": "hard"}
    bad = gobz("new", "--skill", "genius", "--force")
    assert bad.exit_code == 1 and bad.output == "Error: --skill: expected easy, normal, hard or expert, got 'genius'\n"


def test_simulate_and_ladder_take_skills(app, runner):
    sim = runner.invoke(app, ["play", "gobz", "simulate", "--games", "2", "--length", "quick", "--skill",
                              "normal,easy", "--json"])
    assert sim.exit_code == 0, sim.output
    assert json.loads(sim.output)["skills"] == {"Red": "normal", "Blue": "easy"}
    out = runner.invoke(app, ["play", "gobz", "ladder", "--games", "2", "--match", "normal,easy"])
    assert out.exit_code == 0, out.output
    assert out.output.splitlines()[1].startswith("  normal vs easy ")


def test_hard_leaf_prices_the_race_and_the_reach():
    """The fitted leaf (hard_leaf.py): a VP more for us, or one less short of the target for the rival,
    moves the chance of a win the right way; a won game is certain; only what the table shows is read."""
    from goblinkit.assistant.gobz_heroes import hard_leaf

    game = _mid_game()
    seat, rival = 0, 1
    base = hard_leaf.win_chance(game, seat)
    assert 0.0 < base < 1.0
    game.players[seat].vp += 1
    ahead = hard_leaf.win_chance(game, seat)
    game.players[rival].vp += 2
    assert ahead > base > hard_leaf.win_chance(game, seat)
    twin = game.copy()
    twin.players[rival].combos = list(reversed(twin.players[rival].combos)) or twin.players[rival].combos
    twin.players[rival].objective = None  # the secret Gob'jective is never read (only whether it is shown)
    assert hard_leaf.features(twin, seat) == hard_leaf.features(game, seat)
    game.over, game.winner = True, seat
    assert hard_leaf.win_chance(game, seat) == 1.0
