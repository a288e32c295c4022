"""Story before question at the terminal (issue 33): at a `dice table` game, where no explorer can tell
what happened, `draw` asked "Roll your die?" before "You draw 1 card", and a bot's turn asked "Re-roll
it?" before the bot's draw and deploy. Each line is now shown as it is said (story.py)."""

from __future__ import annotations

from tests.assistant.goblout.typist import typed


def _played(app, runner, tmp_path, lines: list[str]) -> str:
    save = tmp_path / "g.json"
    made = runner.invoke(app, ["play", "goblout", "new", "--bots", "2", "--seed", "1", "--first", "you",
                               "--dice", "table", "--save", str(save)])
    assert made.exit_code == 0, made.output
    return typed(save, *lines)


def test_draw_tells_what_you_drew_before_asking_to_roll(app, runner, tmp_path):
    out = _played(app, runner, tmp_path, ["draw warrior", "no"])
    assert ("goblout> draw warrior\nYou discard Warrior.\nYou draw 1 card: Saboteur.\n"
            "Roll your die? It shows 3 (purple); no keeps it. [y/n] no\nYou keep your die on 3 (purple).\n") in out
    assert out.count("You draw 1 card: Saboteur.") == 1


def test_a_bots_turn_tells_its_draw_and_attack_before_your_re_roll(app, runner, tmp_path):
    out = _played(app, runner, tmp_path, ["draw warrior", "no", "done", "no", "no"])
    turn = out[out.index("== Turn 3: Bot 2"):]
    assert turn.index("Bot 2 draws 2 cards.") < turn.index("Bot 2 deploys Brute x2.") \
        < turn.index("Bot 2 attacks you with Brute x2 (4 damage).\n-- Your defence phase") \
        < turn.index("You draw 1 card: Lookout.") < turn.index("Re-roll it? [y/n] no")
    assert out.count("Bot 2 deploys Brute x2.") == 1 and out.count("== Turn 3: Bot 2") == 1


def test_a_draw_that_draws_nothing_says_so_before_asking_to_roll(app, runner, tmp_path):
    """`draw` with a full hand and nothing discarded printed no line at all before "Roll your die?"."""
    out = _played(app, runner, tmp_path, ["draw", "no"])
    assert ("goblout> draw\nYou keep your 5 cards: a full hand draws none.\n"
            "Roll your die? It shows 3 (purple); no keeps it. [y/n] no\n") in out


def test_once_attacking_the_prompt_no_longer_offers_to_deploy(app, runner, tmp_path):
    """After `attack` the prompt still said "deploy the goblins your die allows, attack ..., then end"."""
    out = _played(app, runner, tmp_path, ["draw warrior", "no", "deploy brute", "attack bot1 brute"])
    assert ("goblout> attack bot1 brute\nYou attack Bot 1 with Brute (2 damage).\nYour attack is declared. "
            "Hand: Cannon Fodder, Saboteur, Super-Goblin, Warrior. Next: play a lightning card, or end your turn "
            "(the defence phases follow).\n") in out
