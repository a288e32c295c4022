"""Two humans sharing one screen (hot seat, `new --humans 2`): neither one's Combo Cards nor secret Gob'jective is
on the shared screen (the story of `new`, `status`, `--json`, the page's snapshot); each reads their own with
`secret` on their turn; the assistant's Crew never reads either human's."""

from __future__ import annotations

import json

import pytest

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.skill import Skill
from goblinkit.assistant.gobz_heroes import hard_crew
from goblinkit.assistant.gobz_heroes.bots import BotTable, next_action
from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from goblinkit.assistant.gobz_heroes.new_game import setup_of
from tests.assistant.gobz_heroes.test_two_states import hidden_swapped
from tests.assistant.search.two_states import HARD_ITERATIONS, assert_same_decision

DRAFT = ["nagga", "mog", "skritch", "gearhead", "grubnik", "flapjack", "done", "done"]
SHARED = ("Green, Red: you share this screen, so your Gob'jectives and Combo Cards stay off it; on your turn, with "
          "the screen to yourself, `secret` shows yours.")


def gobz(app, runner, save, *args):  # noqa: ANN001
    return runner.invoke(app, ["play", "gobz", *args, "--save", str(save)])


@pytest.fixture
def hot_seat(app, runner, tmp_path):  # noqa: ANN001
    save = tmp_path / "gobz.json"
    made = gobz(app, runner, save, "new", "--humans", "2", "--seed", "3", *[f"--answer={a}" for a in DRAFT])
    assert made.exit_code == 0, made.output
    assert SHARED in made.output.splitlines() and "secret Gob'jective:" not in made.output
    return save


def test_the_shared_screen_shows_no_hand_and_secret_shows_the_one_whose_turn_it_is(app, runner, hot_seat):
    status = gobz(app, runner, hot_seat, "status").output.splitlines()
    assert status[status.index("Bench: Zapgit the Sparky") - 8] == (
        "1. Green: 0 VP, 0 Combo Cards; Gob'jective secret (`secret` on your turn); 5 Rationing Points left")
    assert "2. Red: 0 VP, 0 Combo Cards; Gob'jective secret (`secret` on your turn)" in status
    assert not any(line.startswith("Bots:") for line in status)  # no assistant's Crew at this table
    players = json.loads(gobz(app, runner, hot_seat, "status", "--json").output)["players"]
    assert [(p["objective"], p["combos"]) for p in players] == [(None, 0), (None, 0)]
    assert gobz(app, runner, hot_seat, "secret").output == (
        "Green's secret Gob'jective: Kick Them Down -- KO a rival Gob' with a Low Blow.\nGreen's Combo Cards: none.\n")
    assert gobz(app, runner, hot_seat, "end").exit_code == 0
    assert gobz(app, runner, hot_seat, "secret").output == (
        "Red's secret Gob'jective: Sharpshooter -- KO a rival Gob' with a Ranged attack.\nRed's Combo Cards: none.\n")
    moved = gobz(app, runner, hot_seat, "move", "nagga", "a12")  # Red holds the screen: Red's Crew moves
    assert moved.stderr == "Error: Big Nagga is not in Red's Crew on the board (it is Red's turn)\n"


def test_one_human_still_sees_their_own_hand(app, runner, tmp_path):  # noqa: ANN001
    setup = setup_of(2, crew="nagga,skritch,grubnik")
    solo = GobzHeroes(setup, Chance(3))
    solo.chance.begin()
    story = solo.start(BotTable(solo))
    assert not solo.hot_seat and any(line.startswith("Green's secret Gob'jective: ") for line in story)
    solo.players[0].combos = ["sprint"]
    assert solo.snapshot()["players"][0]["combos"] == ["sprint"]
    assert "1. Green: 0 VP, Combos: Sprint; Gob'jective " in solo.describe()


def _two_humans_and_a_crew(seed: int = 4) -> GobzHeroes:
    """Green and Red (humans, played here by the normal policy) and the Blue Crew, until Blue is to act while
    both humans hold Combo Cards."""
    game = GobzHeroes(setup_of(3, humans=2, skill="normal"), Chance(seed))
    game.chance.begin()
    game.start(BotTable(game))
    game.chance.finish()
    humans = game.players[:2]
    for _ in range(300):
        if game.current == 2 and all(p.combos for p in humans) and len(hard_crew.candidates(game, 2)) > 1:
            return game
        for p in humans:
            p.bot = True
        act = next_action(game, "normal")
        game.chance.begin()
        game.apply({**act, "player": game.players[game.current].name}, BotTable(game))
        game.chance.finish()
        for p in humans:
            p.bot = False
    raise AssertionError("no such position")


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_crew_decides_alike_whatever_either_human_holds(level):
    game = _two_humans_and_a_crew()
    assert game.hot_seat
    twin = hidden_swapped(game, seats=2)
    assert [p.combos for p in twin.players[:2]] != [p.combos for p in game.players[:2]]

    def decide(g: GobzHeroes) -> dict:
        g.skills["Blue"] = Skill(level, iterations=HARD_ITERATIONS)
        step = g.next_automatic()
        return step["act"] if step["type"] == "decide" else step

    assert_same_decision(decide, game, twin, view=lambda g: hard_crew.seat_view(g, 2))
    shown = game.snapshot()["players"]  # what the page draws: no human's hand either
    assert [(p["combos"], p["objective"]) for p in shown[:2]] == [
        (len(p.combos), p.objective if p.objective_done else None) for p in game.players[:2]]
