"""`goblin play goblout ...` at a real table, checked on its exact output; refusals change nothing."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from goblinkit.assistant.goblout.catalog import catalog


def dego(app, runner, save, *args):  # noqa: ANN001
    return runner.invoke(app, ["play", "goblout", *args, "--save", str(save)])


@pytest.fixture
def table(app, runner, tmp_path):
    save = tmp_path / "goblout.json"
    result = dego(app, runner, save, "new", "--bots", "2", "--seed", "11", "--first", "you", "--skill", "easy")  # the bots of old, whose plays these outputs show
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[1:] == [
        "Each player has 10 life points (goblin teeth), 5 cards and a die.",
        "You draw 5 cards: Reflecting Shield x2, Shaman's Potion, Warrior, Reinforcements.",
        "You roll 5 (red+blue).",
        "Bot 1 draws 5 cards.",
        "Bot 1 rolls 6 (purple+white).",
        "Bot 2 draws 5 cards.",
        "Bot 2 rolls 2 (blue).",
        "You made the best grimace and play first.",
        "== Turn 1: You, 10 life, 0 prestige, 5 cards in hand.",
        "Your turn (10 life, 0 prestige). Hand: Reflecting Shield x2, Reinforcements, Shaman's Potion, Warrior. "
        "Next: discard any cards you like and draw (then roll your die, or keep it as it is)."]
    return save


def test_a_turn_at_the_table(app, runner, table):
    assert dego(app, runner, table, "draw", "warrior").output == (
        "You discard Warrior.\nYou draw 1 card: Brute.\nYou roll 5 (red+blue).\n"
        "Your die shows red+blue. Hand: Brute, Reflecting Shield x2, Reinforcements, Shaman's Potion. "
        "Next: deploy the goblins your die allows, attack a rival with them, then end your turn.\n")
    before = table.read_bytes()
    refused = dego(app, runner, table, "play", "--deploy", "brute")
    assert (refused.exit_code, refused.output) == (1, "Error: Brute is purple; your die shows red+blue\n")
    assert table.read_bytes() == before
    assert dego(app, runner, table, "zap", "reinforcements", "brute").output == (
        "You play Reinforcements.\nYou deploy Brute whatever the die shows.\n"
        "Your die shows red+blue. Hand: Reflecting Shield x2, Shaman's Potion. "
        "Next: deploy the goblins your die allows, attack a rival with them, then end your turn.\n")
    after_zap = table.read_bytes()
    asked = dego(app, runner, table, "play", "--attack", "bot1=brute")
    told = asked.output.splitlines()  # the question comes in Bot 1's turn: what leads to it first
    assert asked.exit_code == 1 and told[:3] == ["Error: the table must answer, after this:",
                                                 "  You attack Bot 1 with Brute (2 damage).",
                                                 "  -- Bot 1's defence phase against your Brute."]
    assert "  Brute hits Bot 1 for 2: 8 life left; it returns to you." in told
    assert told[-1] == ("Bot 1 attacks you with Super-Goblin, Warrior x2 (3 damage). Play a lightning card now? "
                        "[no | reflecting-shield | shaman-potion] (give it with --answer)")
    assert told[-2].startswith("  You draw 1 card: ")  # your defence phase's draw, then the question
    assert table.read_bytes() == after_zap  # a question left unanswered writes nothing
    played = dego(app, runner, table, "play", "--attack", "bot1=brute", "--answer", "reflecting-shield")
    assert played.exit_code == 0, played.output
    lines = played.output.splitlines()
    assert lines[:5] == ["You attack Bot 1 with Brute (2 damage).", "-- Bot 1's defence phase against your Brute.",
                         "Bot 1 draws 1 card.", "Bot 1 re-rolls 6 (purple+white).",
                         "Brute hits Bot 1 for 2: 8 life left; it returns to you."]
    assert "You play Reflecting Shield on Bot 2." in lines
    assert "The attack is reflected on Bot 2, who gets a defence phase." in lines
    assert lines[-1].startswith("Your turn (10 life, 0 prestige). Hand: Reflecting Shield, Sentinel, Shaman's Potion.")


def test_status_hides_the_bots_hands(app, runner, table):
    state = json.loads(dego(app, runner, table, "status", "--json").output)
    hands = {p["id"]: p["hand"] for p in state["players"]}
    assert hands["bot1"] is None and hands["bot2"] is None and len(hands["you"]) == 5
    assert [p["hand_size"] for p in state["players"]] == [5, 5, 5]
    text = dego(app, runner, table, "status").output
    assert "your hand: Reflecting Shield x2" in text and "Bot 1 (aggressive): 10/10 life" in text


def test_undo_takes_back_the_draw(app, runner, table):
    dego(app, runner, table, "draw", "warrior")
    undone = dego(app, runner, table, "undo").output.splitlines()
    assert undone[:3] == ["Undid: draw warrior --roll", "The table is again:",
                          "Goblout, turn 1: You to play (phase 1: discard and draw)."]
    assert undone[-1].startswith("Your turn (10 life, 0 prestige). Hand: Reflecting Shield x2")
    assert dego(app, runner, table, "draw", "warrior").output.startswith("You discard Warrior.\nYou draw 1 card: Brute.")


@pytest.mark.parametrize("args,message", [
    (["play"], "Error: first phase 1: discard any cards you like and draw\n"),
    (["draw", "dragon"], "Error: no card 'dragon' in Goblout\n"),
    (["draw", "brute"], "Error: You hold no Brute (hand: Reflecting Shield x2, Reinforcements, Shaman's Potion, "
                        "Warrior)\n"),
    (["zap", "warrior"], "Error: Warrior is not a lightning card\n"),
    (["bot"], "Error: it is your turn, not a bot's\n"),
])
def test_refusals_name_the_problem_and_change_nothing(app, runner, table, args, message):
    before = table.read_bytes()
    result = dego(app, runner, table, *args)
    assert (result.exit_code, result.output) == (1, message)
    assert table.read_bytes() == before


def test_new_checks_its_options(app, runner, tmp_path):
    save = tmp_path / "g.json"
    assert dego(app, runner, save, "new", "--bots", "5").output == "Error: --bots: 1 to 4 bots play with you, not 5\n"
    assert dego(app, runner, save, "new", "--variant", "chaos").output.startswith("Error: no variant 'chaos'")
    assert dego(app, runner, save, "new", "--styles", "sneaky,defensive").output == \
        "Error: no bot style 'sneaky' (styles: aggressive, defensive, prestige)\n"


def test_bots_only_table_and_simulate(app, runner, tmp_path):
    save = tmp_path / "w.json"
    assert dego(app, runner, save, "new", "--watch", "--bots", "3", "--seed", "2").exit_code == 0
    assert dego(app, runner, save, "bot").output.startswith("Bot ")
    out = runner.invoke(app, ["play", "goblout", "simulate", "--players", "3", "--games", "30", "--seed", "5"]).output
    assert out.splitlines()[0] == "30 games, 3 bots, standard (seeds 5-34)."
    assert "Win rate by style (wins per seat played):" in out and "Game length in turns: mean" in out


def test_command_words_are_read_forgivingly():
    from goblinkit.assistant.core.errors import RulesError
    from goblinkit.assistant.goblout.cli import parse_attack, parse_zap, split

    assert split(["warrior,brute", "warrior*2", "2xbrute"]) == ["warrior", "brute", "warrior", "warrior", "brute",
                                                                  "brute"]
    assert parse_attack(["bot2=brute,warrior", "1=all"]) == {"bot2": ["brute", "warrior"], "1": ["all"]}
    assert parse_zap(["goblin-bomb", "bot1", "cannon-fodder*2"]) == {
        "card": "goblin-bomb", "target": "bot1", "picks": ["cannon-fodder", "cannon-fodder"], "face": None}
    assert parse_zap(["fixer"], "white") == {"card": "fixer", "target": None, "picks": [], "face": "white"}
    with pytest.raises(RulesError, match="write PLAYER=GOBLINS"):
        parse_attack(["brute"])


def test_when_you_are_eliminated_the_bots_finish_and_the_game_is_over():
    from goblinkit.assistant.core.errors import RulesError
    from goblinkit.assistant.core.table import ScriptedTable
    from tests.assistant.goblout.helpers import arrange, new_game

    game = new_game(bots=1)
    m = game.m
    arrange(m, "you", hand=[], deployed=[], life=1)
    arrange(m, "bot1", hand=[], deployed=["brute", "brute"])
    m.phase = "deploy"
    m.pile.discards += [c for c in m.pile.cards if c != "warrior"]  # only Warriors left to draw
    m.pile.cards = [c for c in m.pile.cards if c == "warrior"]
    lines = game.apply({"type": "play"}, ScriptedTable())
    assert game.next_automatic() == {"type": "bot"}  # the bot's turn is the assistant's own step
    while (step := game.next_automatic()) is not None:
        lines += game.apply(step, ScriptedTable())
    assert "You are eliminated." in lines and lines[-1] == "GAME OVER: Bot 1 is the last goblin standing. Bot 1 wins!"
    assert game.over and game.snapshot()["winner"] == "bot1" and game.prompt()[0].startswith("Game over: Bot 1 won")
    with pytest.raises(RulesError, match="the game is over"):
        game.apply({"type": "draw"}, ScriptedTable())


def test_when_a_bot_plays_first_new_asks_nothing_and_bot_takes_your_answers(app, runner, tmp_path):
    save = tmp_path / "goblout.json"
    new = dego(app, runner, save, "new", "--bots", "2", "--seed", "9")
    assert new.exit_code == 0 and save.exists()  # `new` sets up and stops: the bots' questions come later
    lines = new.output.splitlines()
    assert lines[0] == f"New game of Goblout (seed 9), saved to {save}"
    assert lines[-1] == (f"The assistant plays first: its turn runs in the guided turn (`goblin play goblout "
                         f"--save {save}`) or before your next command.")
    assert "must answer" not in new.output
    before = save.read_bytes()
    early = dego(app, runner, save, "draw")  # the bots' turns come first, and one asks you: nothing is saved
    assert early.exit_code == 1 and "Error: the table must answer, after this:" in early.output
    assert save.read_bytes() == before
    played = dego(app, runner, save, "bot", "--answer", "no", "--answer", "no")
    assert played.exit_code == 0, played.output
    assert played.output.splitlines()[-2:] == [
        "== Turn 2: You, 8 life, 0 prestige, 6 cards in hand.",
        "Your turn (8 life, 0 prestige). Hand: Cannon Fodder x2, Cauldron, Hoarder, Peace, Super-Goblin. "
        "Next: discard any cards you like and draw (then roll your die, or keep it as it is)."]
    assert dego(app, runner, save, "new", "--bots", "2", "--answer", "no", "--force").output.startswith(
        "Error: --answer: `new` asks nothing")


def test_a_play_without_attack_at_the_table_asks_whom_to_attack(app, runner, tmp_path):
    """A forgotten --attack ended the turn in silence; at the table the assistant now asks (a script
    without --attack still attacks nobody, as before)."""
    from goblinkit.assistant.goblout.game import Goblout
    from goblinkit.assistant.core.session import Session
    from goblinkit.assistant.core.table import ScriptedTable

    save = tmp_path / "goblout.json"
    assert dego(app, runner, save, "new", "--bots", "2", "--seed", "11").exit_code == 0
    assert dego(app, runner, save, "draw").exit_code == 0
    game, _ = Session.load(Goblout, save).replay()
    p = game.human
    assert game.m.current is p and game.m.phase == "deploy"
    p.deployed.append("warrior")
    asked = []

    class Table(ScriptedTable):
        def _choose(self, question, options):  # noqa: ANN001, ANN202
            asked.append((question, options))
            return options[1]

    game.chance.begin()
    lines = game.apply({"type": "play", "face": None, "deploy": [], "attack": None, "zap": []}, Table())
    assert asked[0][0] == "Attack with Warrior? (all at one player; a split is --attack PLAYER=GOBLINS)"
    assert asked[0][1] == ["nobody", "bot1 (10 life)", "bot2 (10 life)"]
    assert lines[0] == "You attack Bot 1 with Warrior (1 damage)."


def test_at_the_table_you_decide_to_roll_after_seeing_your_draw():
    """Rulebook: 1. Discard and Draw, 2. roll your die if you wish. At the table (keep not decided by the
    command) the question comes after the draw, and only when the die as it is lets you deploy a card."""
    from goblinkit.assistant.core.chance import Chance
    from goblinkit.assistant.goblout.game import Goblout
    from goblinkit.assistant.core.table import ScriptedTable

    setup = {"players": ["you", "bot1"], "styles": {"bot1": "aggressive"}, "variant": None, "first": "you",
             "talk": True}
    game = Goblout(setup, Chance(4))
    game.chance.begin()
    game.start(ScriptedTable())
    p = game.human
    p.face = next(f for f in range(1, 7) if "red" in game.m.cat.shown[f])
    p.hand.clear()
    p.hand.append("warrior")
    table = ScriptedTable(["no"])
    lines = game.apply({"type": "draw", "discard": [], "keep": None}, table)
    assert table.answers == [False] and lines.index(f"You keep your die on {p.face} (red).") > 0
    assert lines[0].startswith("You draw 4 cards: ")


def test_status_reveal_adds_the_bots_hands(app, runner, table):
    plain = dego(app, runner, table, "status").output
    revealed = dego(app, runner, table, "status", "--reveal").output
    hands = {p["id"]: p["hand"] for p in json.loads(dego(app, runner, table, "status", "--reveal", "--json").output)[
        "players"]}
    assert "Hidden from the table" not in plain
    assert revealed.startswith(plain.rsplit("\n", 2)[0]) and revealed.count("\n") == plain.count("\n") + 3
    cards = catalog().cards

    def said(hand: list[str]) -> str:  # card names, a repeat as "x2", in the hand's (sorted) order
        return ", ".join(f"{cards[c].name}{f' x{n}' if n > 1 else ''}" for c, n in Counter(hand).items())

    assert (f"Hidden from the table (--reveal):\n  Bot 1 > hand: {said(hands['bot1'])}\n"
            f"  Bot 2 > hand: {said(hands['bot2'])}\n") in revealed


def test_new_after_a_finished_game_replaces_it_without_force_keeping_a_bak(app, runner, tmp_path):
    save = tmp_path / "w.json"
    runner.invoke(app, ["play", "goblout", "new", "--watch", "--bots", "2", "--seed", "1", "--save", str(save)])
    for _ in range(20):
        if "GAME OVER" in runner.invoke(app, ["play", "goblout", "bot", "--save", str(save)]).output:
            break
    again = runner.invoke(app, ["play", "goblout", "new", "--seed", "4", "--save", str(save)])
    assert again.output.startswith(f"New game of Goblout (seed 4), saved to {save}\n")
    assert (tmp_path / "w.json.bak").exists()


def test_a_question_in_the_bots_turns_after_draw_names_a_command_that_can_answer_it(app, runner, tmp_path):
    """`draw` has no --answer: the refusal names `bot --answer` (issue 34), and that answer does go on."""
    save = tmp_path / "goblout.json"
    assert dego(app, runner, save, "new", "--seed", "1", "--first", "bot1").exit_code == 0
    refused = dego(app, runner, save, "draw")
    assert refused.exit_code == 1
    assert refused.output.splitlines()[-1] == (
        "Bot 2 attacks you with Brute x2 (4 damage). Your die shows purple, so you cannot deploy your Cannon Fodder, "
        "Super-Goblin. Re-roll it? [yes | no] (the bots play first: answer with "
        f"`goblin play goblout bot --save {save} --answer ...`, then draw; or play the guided turn, "
        f"`goblin play goblout --save {save}`)")  # the ways named find this very save
    answered = dego(app, runner, save, "bot", "--answer", "no")
    assert answered.exit_code == 0 and "Your turn (6 life" in answered.output
    assert dego(app, runner, save, "draw").exit_code == 0
