"""Goblout phrasings (issue 33): natural phrases, in the rulebook's own words ("discard as many cards as
they wish", "sacrifice 1 life point to choose the face of the die", "deploy", "attack one or more
opponents", lightning cards "played at any time"), each read by core.phrases.read against the moves of a
seeded position to the intended move's action; and typed at the guided prompt, a phrase plays its move."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.phrases import NotAMove, read
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.goblout.game import Goblout
from goblinkit.assistant.goblout.state import HUMAN
from tests.assistant.goblout.helpers import arrange, new_game
from tests.assistant.goblout.seat_script import BotTable
from tests.assistant.goblout.typist import typed


def _discarding() -> Goblout:
    """Phase 1: Brute, Cannon Fodder, Warrior x2, War Cry in hand."""
    game = new_game(bots=3, seed=5)
    arrange(game.m, HUMAN, hand=["brute", "cannon-fodder", "warrior", "warrior", "war-cry"])
    return game


def _deploying(attacked: bool = False) -> Goblout:
    """Phases 2-4: the die on red+blue; Brute, Cannon Fodder x2, Warrior, Super-Goblin, War Cry, Fixer, Goblin
    Bomb, Peace, Corruption in hand; Warrior, Brute, Super-Goblin in front; Bot 1 has two Warriors and a
    Cannon Fodder in front."""
    game = new_game(bots=3, seed=5)
    game.apply({"type": "draw", "discard": [], "keep": True}, BotTable(game, None))
    arrange(game.m, HUMAN, hand=["brute", "cannon-fodder", "cannon-fodder", "warrior", "super-goblin", "war-cry",
                                 "fixer", "goblin-bomb", "peace", "corruption"],
            deployed=["warrior", "brute", "super-goblin"], face=5)
    arrange(game.m, "bot1", deployed=["warrior", "warrior", "cannon-fodder"])
    if attacked:
        game.apply({"type": "attack", "target": "bot2", "goblins": ["brute"]}, BotTable(game, None))
    return game


def _draw(*cards: str) -> dict:
    return {"type": "draw", "discard": sorted(cards), "keep": None}


def _attack(target: str, *goblins: str) -> dict:
    return {"type": "attack", "target": target, "goblins": list(goblins)}


def _zap(card: str, target: str | None = None, *picks: str, face: int | None = None) -> dict:
    return {"type": "zap", "card": card, "target": target, "picks": list(picks), "face": face}


DISCARDING = [
    ("draw", _draw()), ("Draw", _draw()), ("draw now", _draw()), ("roll", _draw()),
    ("discard brute", _draw("brute")), ("discard the brute", _draw("brute")), ("draw brute", _draw("brute")),
    ("discard cannon fodder", _draw("cannon-fodder")), ("discard my cannon fodder", _draw("cannon-fodder")),
    ("discard the war cry", _draw("war-cry")), ("discard War-Cry", _draw("war-cry")),
    ("discard warrior", _draw("warrior")), ("discard a warrior", _draw("warrior")),
    ("discard warrior and warrior", _draw("warrior", "warrior")),
    ("discard warriors", _draw("warrior")),
    ("discard brute and warrior", _draw("brute", "warrior")), ("discard warrior, brute", _draw("brute", "warrior")),
    ("discard the brute and the cannon fodder", _draw("brute", "cannon-fodder")),
    ("discard brute cannon fodder war cry", _draw("brute", "cannon-fodder", "war-cry")),
    ("discard fodder", _draw("cannon-fodder")), ("discard bru", _draw("brute")),
    ("DISCARD BRUTE", _draw("brute")), ("discard the brute please", _draw("brute")),
]

DEPLOYING = [
    # 3. Deployment: "placing it in front of you ... the colour of the card matches the face of their die"
    ("deploy cannon fodder", {"type": "deploy", "cards": ["cannon-fodder"]}),
    ("deploy the cannon fodder", {"type": "deploy", "cards": ["cannon-fodder"]}),
    ("deploy a cannon fodder", {"type": "deploy", "cards": ["cannon-fodder"]}),
    ("deploy fodder", {"type": "deploy", "cards": ["cannon-fodder"]}),
    ("play cannon fodder", {"type": "deploy", "cards": ["cannon-fodder"]}),
    ("place cannon fodder", {"type": "deploy", "cards": ["cannon-fodder"]}),
    ("put my cannon fodder", {"type": "deploy", "cards": ["cannon-fodder"]}),
    ("cannon fodder", {"type": "deploy", "cards": ["cannon-fodder"]}),
    ("deploy Cannon-Fodder", {"type": "deploy", "cards": ["cannon-fodder"]}),
    ("deploy warrior", {"type": "deploy", "cards": ["warrior"]}),
    ("play warrior", {"type": "deploy", "cards": ["warrior"]}),
    ("play the warrior", {"type": "deploy", "cards": ["warrior"]}),
    ("deploy a warrior", {"type": "deploy", "cards": ["warrior"]}),
    ("dep warrior", {"type": "deploy", "cards": ["warrior"]}),
    ("recruit a warrior", {"type": "deploy", "cards": ["warrior"]}),
    ("summon warrior", {"type": "deploy", "cards": ["warrior"]}),
    ("deploy super goblin", {"type": "deploy", "cards": ["super-goblin"]}),
    ("play super-goblin", {"type": "deploy", "cards": ["super-goblin"]}),
    ("deploy the Super-Goblin", {"type": "deploy", "cards": ["super-goblin"]}),
    ("bring in the super goblin", {"type": "deploy", "cards": ["super-goblin"]}),
    # 2. The die: "sacrifice 1 life point to choose the face of the die"
    ("sacrifice a life point for white", {"type": "face", "face": 4}),
    ("sacrifice 1 life point, white", {"type": "face", "face": 4}),
    ("sacrifice a life for red", {"type": "face", "face": 1}),
    ("sacrifice one life point for blue", {"type": "face", "face": 2}),
    ("pay a life for purple", {"type": "face", "face": 3}),
    ("spend 1 life for purple and white", {"type": "face", "face": 6}),
    ("choose the face of the die white", {"type": "face", "face": 4}),
    ("choose face 4", {"type": "face", "face": 4}),
    ("set the die to red", {"type": "face", "face": 1}),
    ("set my die to 3", {"type": "face", "face": 3}),
    ("turn the die to white", {"type": "face", "face": 4}),
    ("turn my die to purple+white", {"type": "face", "face": 6}),
    ("change the face to blue", {"type": "face", "face": 2}),
    ("face 6", {"type": "face", "face": 6}),
    ("face white", {"type": "face", "face": 4}),
    ("buy face 1", {"type": "face", "face": 1}),
    # 4. Attack: "use their Warrior, Brute and Super-Goblin cards to attack one or more opponents"
    ("attack bot 2 with all", _attack("bot2", "all")),
    ("attack bot2 with all", _attack("bot2", "all")),
    ("attack bot 2 with everything", _attack("bot2", "all")),
    ("attack bot 2 with all goblins", _attack("bot2", "all")),
    ("attack bot 1 with every goblin", _attack("bot1", "all")),
    ("attack player 3 with everyone", _attack("bot3", "all")),
    ("attack bot2 with brute and warrior", _attack("bot2", "brute", "warrior")),
    ("attack bot 2 with brute and warrior", _attack("bot2", "brute", "warrior")),
    ("attack bot 2 with the brute and the warrior", _attack("bot2", "brute", "warrior")),
    ("attack bot2 with warrior and brute", _attack("bot2", "brute", "warrior")),
    ("attack bot 1 with the brute", _attack("bot1", "brute")),
    ("attack bot 1 with brute", _attack("bot1", "brute")),
    ("attack bot 3 with the super goblin", _attack("bot3", "super-goblin")),
    ("attack bot 3 with super-goblin", _attack("bot3", "super-goblin")),
    ("attack bot3 with the super-goblin and the brute", _attack("bot3", "brute", "super-goblin")),
    ("attack bot 1 with warrior, brute and super goblin", _attack("bot1", "brute", "super-goblin", "warrior")),
    ("send the brute at bot 2", _attack("bot2", "brute")),
    ("send warrior against bot 3", _attack("bot3", "warrior")),
    ("hit bot 2 with the warrior", _attack("bot2", "warrior")),
    ("charge bot 1 with all", _attack("bot1", "all")),
    ("fight bot 3 with brute", _attack("bot3", "brute")),
    ("brute at bot 2", _attack("bot2", "brute")),
    ("att bot 2 with warrior", _attack("bot2", "warrior")),
    ("ATTACK BOT 2 WITH ALL", _attack("bot2", "all")),
    # lightning: "played at any time ... their resolution is immediate"
    ("play fixer on 6", _zap("fixer", face=6)),
    ("fixer 6", _zap("fixer", face=6)),
    ("play the fixer to white", _zap("fixer", face=4)),
    ("zap fixer 1", _zap("fixer", face=1)),
    ("play peace", _zap("peace")),
    ("peace", _zap("peace")),
    ("zap peace", _zap("peace")),
    ("cast peace", _zap("peace")),
    ("play goblin bomb on bot 1 warrior", _zap("goblin-bomb", "bot1", "warrior")),
    ("bomb bot 1 cannon fodder", _zap("goblin-bomb", "bot1", "cannon-fodder")),
    ("play goblin bomb on bot 1 warrior and warrior", _zap("goblin-bomb", "bot1", "warrior", "warrior")),
    ("goblin bomb bot1 warrior cannon fodder", _zap("goblin-bomb", "bot1", "cannon-fodder", "warrior")),
    ("play corruption on bot 1 cannon fodder", _zap("corruption", "bot1", "cannon-fodder")),
    ("corruption on bot 1 warrior", _zap("corruption", "bot1", "warrior")),
    ("zap corruption bot1 warrior", _zap("corruption", "bot1", "warrior")),
    # the end of the turn
    ("done", {"type": "end"}), ("end", {"type": "end"}), ("end turn", {"type": "end"}),
    ("end my turn", {"type": "end"}), ("pass", {"type": "end"}), ("finish", {"type": "end"}),
    ("next", {"type": "end"}), ("done now", {"type": "end"}), ("Done", {"type": "end"}),
    ("let the goblins wait", {"type": "end"}), ("the goblins wait", {"type": "end"}),
    # the goblin first, as a player tells it
    ("warrior attacks bot 2", _attack("bot2", "warrior")), ("the brute attacks bot 1", _attack("bot1", "brute")),
    ("my super goblin attacks bot 1", _attack("bot1", "super-goblin")), ("i deploy the warrior", {"type": "deploy", "cards": ["warrior"]}),
    # `play` alone, as typed before the steps: the one-shot play, whom to attack asked
    ("play", {"type": "play", "face": None, "deploy": [], "attack": None, "zap": []}),
]

ATTACKED = [
    ("play war cry", _zap("war-cry")), ("war cry", _zap("war-cry")), ("zap war-cry", _zap("war-cry")),
    ("use the war cry", _zap("war-cry")), ("lightning war cry", _zap("war-cry")),
    ("attack bot 2 with warrior", _attack("bot2", "warrior")),
    ("attack bot 2 with the rest", None),  # "the rest" names nothing: told, not guessed
    ("done", {"type": "end"}), ("end turn", {"type": "end"}), ("play", {"type": "end"}),
    ("let the goblins wait", {"type": "end"}), ("the warrior attacks bot 2", _attack("bot2", "warrior")),
]


@pytest.mark.parametrize("phrase, action", DISCARDING)
def test_phase_1_phrasings(phrase, action):
    assert read(phrase, _discarding().moves()).action == action


@pytest.mark.parametrize("phrase, action", DEPLOYING)
def test_phase_2_to_4_phrasings(phrase, action):
    assert read(phrase, _deploying().moves()).action == action


@pytest.mark.parametrize("phrase, action", ATTACKED)
def test_phrasings_once_attacking(phrase, action):
    moves = _deploying(attacked=True).moves()
    if action is None:
        with pytest.raises(NotAMove):
            read(phrase, moves)
    else:
        assert read(phrase, moves).action == action


def test_the_corpus_holds_a_hundred_phrasings():
    assert len(DISCARDING) + len(DEPLOYING) + len(ATTACKED) >= 100


@pytest.mark.parametrize("phrase, why", [
    ("deploy brute", "Deploy Brute: not now, Brute is purple; your die shows red+blue"),
    ("play war cry", "Play War Cry: not now, only once you have attacked"),
])
def test_a_blocked_move_is_told_why(phrase, why):
    with pytest.raises(NotAMove, match=why.replace("+", r"\+")):
        read(phrase, _deploying().moves())


def test_phrases_typed_at_the_guided_prompt_play_their_moves(app, runner, tmp_path):
    """Seed 1, you first: Brute, Cannon Fodder, Super-Goblin, Warrior x2 in hand, the die on purple."""
    save = tmp_path / "g.json"
    made = runner.invoke(app, ["play", "goblout", "new", "--bots", "2", "--seed", "1", "--first", "you",
                               "--save", str(save)])
    assert made.exit_code == 0, made.output
    text = typed(save, "draw", "no", "deploy brute", "attack bot 2 with all", "no")
    log = [entry["action"] for entry in Session.load(Goblout, save).save.log]
    mine = [act for act in log if act["type"] in ("draw", "deploy", "attack", "end")]
    assert mine[:4] == [{"type": "draw", "discard": [], "keep": None}, {"type": "deploy", "cards": ["brute"]},
                        {"type": "attack", "target": "bot2", "goblins": ["all"]},
                        {"type": "end", "unasked": True}], text
    assert "goblout> deploy brute\nYou deploy Brute.\n" in text
    # the attack declared, ending the turn is the one move left: it ends unasked (issue 34), the bots play on
    assert "goblout> attack bot 2 with all\nYou attack Bot 2 with Brute (2 damage).\n" \
           "-- Bot 2's defence phase against your Brute." in text
