"""The human's questions in other players' turns: blocks against several attackers in one answer,
and lightning played into a bots' fight."""

from __future__ import annotations

from goblinkit.assistant.goblout import combat, flow, turn
from goblinkit.assistant.core.table import ScriptedTable
from tests.assistant.goblout.helpers import arrange, new_game, total


class Recording(ScriptedTable):
    """A scripted table that keeps each question with its options."""

    def __init__(self, answers: list[object]):
        super().__init__(answers)
        self.asked: list[tuple[str, list[str]]] = []

    def _choose(self, question: str, options: list[str]) -> str:
        self.asked.append((question, options))
        return super()._choose(question, options)


def _three_attackers(answer: str, *more: str) -> tuple[object, Recording]:
    game = new_game()
    m = game.m
    arrange(m, "bot1", deployed=["warrior", "brute", "warrior"])
    arrange(m, "you", hand=["cannon-fodder"], deployed=["cannon-fodder"], face=2, life=9)  # 2: blue
    turn.end_turn(m)
    combat.declare(m, m.player("bot1"), {"you": ["warrior", "brute", "warrior"]})
    m.chance.begin(cards=["warrior"])  # the defence phase's draw
    table = Recording([answer, *more])
    combat.resolve(m, game.who(table))
    return game, table


def test_several_attackers_are_blocked_in_one_answer():
    """All I can: the Brute first, by the Cannon Fodder in front, then a Warrior by the one in hand."""
    game, table = _three_attackers("all")
    question, options = table.asked[0]
    assert question == "Bot 1 attacks you with Warrior x2, Brute (4 damage); you have 9 life. Block?"
    assert options == ["all I can: Cannon Fodder on Brute, Cannon Fodder (from hand) on Warrior; you take 1",
                       "none: you take 4", "one by one"]
    you = game.m.player("you")
    assert len(table.asked) == 1 and you.life == 8 and you.deployed == [] and total(game.m) == 110
    assert game.m.player("bot1").deployed == ["warrior"]


def test_no_blocks_or_one_attacker_at_a_time():
    game, table = _three_attackers("none")
    assert len(table.asked) == 1 and game.m.player("you").life == 5
    assert game.m.player("you").deployed == ["cannon-fodder"]
    game, table = _three_attackers("one", "no", "cannon-fodder", "no")  # Brute, then the first Warrior
    assert [q for q, _ in table.asked[1:]] == [
        f"Block Bot 1's {name} ({damage} damage; attacker {n} of 3) with? (blocker and goblin are both destroyed; "
        "you have 9 life)" for n, name, damage in [(1, "Brute", 2), (2, "Warrior", 1), (3, "Warrior", 1)]]
    assert table.asked[2][1] == ["no", "cannon-fodder", "cannon-fodder (deploy from hand)"]
    assert game.m.player("you").life == 6 and game.m.player("you").hand.count("cannon-fodder") == 1


def _bot_attacks_bot(hand: list[str], *answers: str) -> tuple[object, Recording]:
    """Bot 1 (to play) sends a Brute and a Warrior at Bot 2; you hold `hand`."""
    game = new_game(first="bot1")
    m = game.m
    arrange(m, "you", hand=hand, deployed=[])
    arrange(m, "bot1", hand=[], deployed=["brute", "warrior"])
    arrange(m, "bot2", hand=[], deployed=[], life=10)
    m.chance.begin(cards=["warrior"])  # Bot 2's defence-phase draw
    table = Recording(list(answers))
    flow.finish_turn(m, m.player("bot1"), {"bot2": ["brute", "warrior"]}, game.who(table))
    return game, table


def test_you_may_bomb_an_attack_between_bots_once_it_is_declared():
    """Rulebook: lightning cards "at any time (especially during your opponents' turns)"."""
    game, table = _bot_attacks_bot(["goblin-bomb", "warrior"], "goblin-bomb", "brute", "no")
    assert table.asked[0] == ("Bot 1 attacks Bot 2 (10 life) with Brute, Warrior (3 damage). Play a lightning card "
                              "into it now?",
                              ["no", "goblin-bomb"])
    assert table.asked[1][0] == "Goblin Bomb: which card in front of Bot 1?"  # the only target with goblins
    m = game.m
    assert m.player("bot2").life == 9 and m.player("bot1").deployed == ["warrior"]  # the Warrior came back
    assert m.player("you").hand == ["warrior"] and "goblin-bomb" in m.pile.discards and total(m) == 110
    assert "You play Goblin Bomb on Bot 1." in m.lines and "Boom: Brute destroyed." in m.lines


def test_no_question_without_a_card_that_acts_on_an_attack():
    game, table = _bot_attacks_bot(["shaman-potion", "peace", "warrior"])
    assert table.asked == [] and game.m.player("bot2").life == 7
    game, table = _bot_attacks_bot(["goblin-bomb"], "no")  # declined: the attack goes on
    assert len(table.asked) == 1 and game.m.player("bot2").life == 7 and game.m.player("you").hand == ["goblin-bomb"]


def test_the_damage_announced_counts_war_chief_and_sentinel_is_said():
    """A War Chief's +1 is in the attack's damage as announced and asked; with a Sentinel the block
    questions say the first blocker stands."""
    game = new_game()
    m = game.m
    arrange(m, "bot1", deployed=["warrior", "brute", "war-chief"])
    arrange(m, "you", hand=[], deployed=["cannon-fodder", "cannon-fodder", "sentinel"], face=3, life=9)
    turn.end_turn(m)
    combat.declare(m, m.player("bot1"), {"you": ["brute", "warrior"]})
    assert m.lines[-1] == "Bot 1 attacks you with Brute, Warrior (4 damage)."
    m.chance.begin(cards=["warrior"])
    table = Recording(["one", "cannon-fodder", "no"])
    combat.resolve(m, game.who(table))
    assert table.asked[0] == ("Bot 1 attacks you with Brute, Warrior (4 damage); you have 9 life. Block? (Sentinel: "
                              "your first blocker stands)", ["all I can: Cannon Fodder on Brute, Cannon Fodder on "
                                                             "Warrior; you take 0", "none: you take 4", "one by one"])
    assert table.asked[1][0] == ("Block Bot 1's Brute (2 damage; attacker 1 of 2) with? (the goblin is destroyed; so is "
                                 "the blocker, except the first, which your Sentinel keeps; you have 9 life)")
    you = m.player("you")
    assert you.life == 7 and you.deployed.count("cannon-fodder") == 2  # the Warrior and War Chief hit; Sentinel kept it
