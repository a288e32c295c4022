"""A corpus of natural phrasings for Goblins vs Zombies (issue 33), in the rulebook's own words ("place
Goblin Cards on your Village Gate", "discard a Pepper Card ... to wake up", "give 1 Goblin Card to another
Player", "make a Player of your choice draw 1 card", "nearest"...), each read by the phrase reader against the
moves a seeded position lists, to the move the player means; and the phrasings the issue quotes, typed at the
guided prompt, play the card."""

from __future__ import annotations

import contextlib
import io
from typing import Any

import pytest

from goblinkit.assistant.core.phrases import NotAMove, read
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.goblins_vs_zombies.cli import app as gvz_app
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from tests.assistant.gvz.positions import POSITIONS
from tests.assistant.terminal.test_guided import Typist

# position | what the player types | the move meant: verb:ids (see _action)
CORPUS = """
arrival   | play flag bearer                              | play:flag-bearer
arrival   | play ghost lantern                            | play:ghost-lantern
arrival   | play Flag-bearer                              | play:flag-bearer
arrival   | PLAY FLAG BEARER                              | play:flag-bearer
arrival   | play a flag-bearer on my village gate         | play:flag-bearer
arrival   | place a Flag-bearer on the Village Gate       | play:flag-bearer
arrival   | play a card face down                         | play:flag-bearer
arrival   | play any card face down                       | play:flag-bearer
arrival   | deploy a flag bearer                          | play:flag-bearer
arrival   | play Ghost Lantern on my gate                 | play:ghost-lantern
arrival   | place the ghost lantern on the gate           | play:ghost-lantern
arrival   | deploy ghost lantern                          | play:ghost-lantern
arrival   | play lantern                                  | play:ghost-lantern
arrival   | play slingshot                                | play:slingshot
arrival   | deploy slingshot                              | play:slingshot
arrival   | put a slingshot on my gate                    | play:slingshot
arrival   | play the archer                               | play:archer
arrival   | place an archer                               | play:archer
arrival   | play bomb                                     | play:bomb
arrival   | place the Bomb on the Village Gate            | play:bomb
arrival   | play twin xbows                               | play:twin-xbows
arrival   | play twin x-bows                              | play:twin-xbows
arrival   | play crossbows                                | play:twin-xbows
arrival   | play ball and chain                           | play:ball-and-chain
arrival   | play Ball & Chain                             | play:ball-and-chain
arrival   | play wind mage                                | play:wind-mage
arrival   | play the wind mage on my gate                 | play:wind-mage
arrival   | recruit a lookout                             | play:lookout
arrival   | hire a screamer                               | play:screamer
arrival   | play slinger                                  | play:slinger
arrival   | play shaman                                   | play:shaman
arrival   | play an assassin                              | play:assassin
arrival   | play rockthrower                              | play:rockthrower
arrival   | play the rock thrower                         | play:rockthrower
arrival   | play iceshot                                  | play:iceshot
arrival   | play icethrower                               | play:icethrower
arrival   | play the net thrower                          | play:net-thrower
arrival   | play potapult                                 | play:potapult
arrival   | play the rocket                               | play:rocket
arrival   | play bigshot                                  | play:bigshot
arrival   | play shot idol                                | play:shot-idol
arrival   | play a wall                                   | play:wall
arrival   | play a pepper on the gate                     | play:pepper
arrival   | play shield                                   | play:shield
arrival   | play shield under slingshot                   | play:shield:g1
arrival   | play shield under the shaman                  | play:shield:g2
arrival   | shield under shaman                           | play:shield:g2
arrival   | play a shield under my slingshot              | play:shield:g1
arrival   | play shield on the slingshot                  | play:shield:g1
arrival   | put the shield under g2                       | play:shield:g2
arrival   | discard a pepper                              | pepper
arrival   | discard a Pepper card                         | pepper
arrival   | pepper                                        | pepper
arrival   | wake up the shaman                            | pepper
arrival   | wake up my Black Goblins                      | pepper
arrival   | give a card to bb                             | give:BB
arrival   | give bb a card                                | give:BB
arrival   | give cc 1 card                                | give:CC
arrival   | give 1 Goblin Card to CC                      | give:CC
arrival   | trade a card to bb                            | give:BB
arrival   | make bb draw                                  | draw:BB
arrival   | make CC draw a card                           | draw:CC
arrival   | make cc draw 1 card from the goblin deck      | draw:CC
arrival   | bb draws a card                               | draw:BB
arrival   | let bb draw                                   | draw:BB
arrival   | draw a card                                   | draw:AA
arrival   | draw a card for me                            | draw:AA
arrival   | shoot the crawler with the slingshot          | act:g1:z1
arrival   | slingshot the crawler                         | act:g1:z1
arrival   | shoot knight zombie with slingshot            | act:g1:z2
arrival   | fire slingshot at z2                          | act:g1:z2
arrival   | slingshot z1                                  | act:g1:z1
arrival   | hit the crawler zombie                        | act:g1:z1
arrival   | shoot the knight                              | act:g1:z2
arrival   | shoot the crawler in the village              | act:g1:z1
arrival   | attack the knight zombie with my slingshot    | act:g1:z2
arrival   | act slingshot                                 | act:g1
arrival   | act g1                                        | act:g1
arrival   | activate the slingshot                        | act:g1
arrival   | activate slingshot                            | act:g1
arrival   | destroy slingshot                             | destroy:g1
arrival   | destroy my shaman                             | destroy:g2
arrival   | sacrifice the slingshot                       | destroy:g1
arrival   | remove g2                                     | destroy:g2
arrival   | done                                          | done
arrival   | end turn                                      | done
arrival   | end my turn                                   | done
arrival   | zombies                                       | done
arrival   | pass                                          | done
arrival   | finish                                        | done
arrival   | DONE                                          | done
full_gate | bomb the trees                                | act:g1:trees
full_gate | use the bomb on the village                   | act:g1:village
full_gate | bomb the graveyard                            | act:g1:graveyard
full_gate | drop the bomb on the trees                    | act:g1:trees
full_gate | use bomb                                      | act:g1
full_gate | act bomb                                      | act:g1
full_gate | shoot the wizard with the archer              | act:g2:z2
full_gate | archer the wizard zombie                      | act:g2:z2
full_gate | shoot the sniper                              | act:g3:z3
full_gate | use the archer                                | act:g2
full_gate | rocket the brute                              | act:g3:z1
full_gate | fire the rocket at the brute zombie           | act:g3:z1
full_gate | rocket z3                                     | act:g3:z3
full_gate | rocket the sniper in the trees                | act:g3:z3
full_gate | hit the banshee with the rocket               | act:g3:z4
full_gate | launch the rocket                             | act:g3
full_gate | play shield under bomb                        | play:shield:g1
full_gate | play shield under the rocket                  | play:shield:g3
full_gate | place a shield under the archer               | play:shield:g2
full_gate | play shield                                   | play:shield
full_gate | destroy archer                                | destroy:g2
full_gate | remove the bomb                               | destroy:g1
full_gate | destroy the rocket                            | destroy:g3
full_gate | draw a card                                   | draw:AA
full_gate | done                                          | done
full_gate | zombies' turn                                  | done
action    | throw the pirate with the potapult            | act:g3:z2
action    | potapult the ninja                            | act:g3:z1
action    | catapult the sorcerer zombie                  | act:g3:z3
action    | throw the sorcerer with potapult              | act:g3:z3
action    | use potapult                                  | act:g3
action    | act potapult                                  | act:g3
action    | net the ninja                                 | act:g2:z1
action    | net thrower the ninja zombie                  | act:g2:z1
action    | slow the ninja with the net thrower           | act:g2:z1
action    | throw a net at the ninja                      | act:g2:z1
action    | use the net thrower                           | act:g2
action    | destroy the shield                            | destroy:g4
action    | destroy the lookout                           | destroy:g1
action    | destroy potapult                              | destroy:g3
action    | done                                          | done
action    | end                                           | done
action    | end turn now                                  | done
action    | next                                          | done
action    | let the goblins wait                          | done
arrival   | the goblins wait                              | done
arrival   | make bb draw 1 card                           | draw:BB
"""
PHRASES = [tuple(cell.strip() for cell in line.split("|")) for line in CORPUS.strip().splitlines()]


def _action(position: str, meant: str) -> dict[str, Any]:
    """The action of the move meant, written short: play:CARD[:UNDER], act:GOBLIN[:ZOMBIE or AREA],
    give:PLAYER, draw:PLAYER, destroy:GOBLIN, pepper, done."""
    verb, *ids = meant.split(":")
    if verb == "done":
        return {"type": "zombies"}
    if verb == "pepper":
        return {"type": "pepper", "player": "AA"}
    if verb == "destroy":
        return {"type": "destroy", "player": "AA", "goblin": ids[0]}
    if verb in ("give", "draw"):
        return {"type": "give", "player": "AA", "to": ids[0], "draw": verb == "draw"}
    if verb == "play":
        cost = POSITIONS[position]().cat.goblins[ids[0]].cost
        return {"type": "play", "player": "AA", "goblin": ids[0], "pay": cost, **({"under": ids[1]} if ids[1:] else {})}
    found: dict[str, Any] = {"type": "act", "goblin": ids[0]}
    if ids[1:]:
        found.update({"targets": [ids[1]]} if ids[1].startswith("z") else {"area": ids[1]})
    return found


@pytest.fixture(scope="module")
def listed():  # noqa: ANN201
    return {name: make().moves() for name, make in POSITIONS.items()}


def test_the_corpus_is_large_and_covers_every_kind_of_move():
    assert len({(position, phrase) for position, phrase, _ in PHRASES}) == len(PHRASES) >= 100
    assert {meant.split(":")[0] for _, _, meant in PHRASES} == {"play", "act", "give", "draw", "destroy", "pepper",
                                                                "done"}


@pytest.mark.parametrize("position, phrase, meant", PHRASES)
def test_a_natural_phrase_reads_as_the_move_meant(listed, position, phrase, meant):
    assert read(phrase, listed[position]).action == _action(position, meant)


@pytest.mark.parametrize("position, phrase, told", [
    ("full_gate", "play slingshot",
     "Play Slingshot on your Gate (cost 2): not now, AA's Gate already holds 3 Goblins: destroy one first"),
    ("arrival", "act shaman", "Shaman acts: FLIP one Zombie: not now, g2 Shaman is asleep: discard a Pepper to wake it"),
    ("action", "act lookout", "Lookout acts: draw 1: not now, g1 Lookout has already acted this turn"),
    ("full_gate", "shoot the wizard", "'shoot the wizard' could be: Archer acts on Wizard Zombie in the Trees; "
                                      "Rocket acts on Wizard Zombie in the Trees. Say which."),
    ("action", "play bomb", "Play Bomb on your Gate (cost 6): not now, play: GOBLIN ARRIVAL is over for this turn "
                            "(Goblins are played before any Goblin acts)"),
])
def test_a_phrase_for_a_move_not_allowed_now_says_why(listed, position, phrase, told):
    with pytest.raises(NotAMove) as caught:
        read(phrase, listed[position])
    assert str(caught.value) == told


@pytest.fixture
def gvz_save(app, runner, tmp_path):  # noqa: ANN001, ANN201
    save = tmp_path / "gvz.json"
    assert runner.invoke(app, ["play", "gvz", "new", "--seed", "9", "--save", str(save)]).exit_code == 0
    return save


def test_names_of_several_words_typed_bare_play_the_card_at_the_guided_prompt(gvz_save):
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        Typist(GoblinsVsZombies, gvz_save, ["play flag bearer", "play ghost lantern", "quit"]).run(gvz_app, "gvz")
    out = printed.getvalue()
    assert "gvz> play flag bearer\nAA plays g1 Flag-bearer (free).\n" in out
    assert "gvz> play ghost lantern\nAA plays g2 Ghost Lantern and discards 2 cards.\n" in out
    log = [entry["action"] for entry in Session.load(GoblinsVsZombies, gvz_save).save.log]
    assert [(a["type"], a["goblin"], a["pay"]) for a in log] == [("play", "flag-bearer", 0), ("play", "ghost-lantern", 2)]


@pytest.fixture
def digital_save(tmp_path):  # noqa: ANN001, ANN201
    """A digital game (the hands known card by card): AA holds Lookout, Pepper, Shot Idol and Twin Xbows."""
    from goblinkit.assistant.core.table import ScriptedTable

    save = tmp_path / "digital.json"
    Session.new(GoblinsVsZombies, {"mode": "survival", "players": ["AA", "BB"], "tracked": True}, 5, save,
                ScriptedTable())
    return save


@pytest.mark.parametrize("phrase, card", [("give lookout to bb", "lookout"), ("give bb the pepper", "pepper"),
                                          ("trade my twin xbows to BB", "twin-xbows"),
                                          ("give the shot idol card to bb", "shot-idol")])
def test_a_digital_give_names_the_card_given_and_plays_it(digital_save, phrase, card):
    """The card named is the card given: read as that move, and its command (typed at the guided prompt) gives it."""
    game = Session.load(GoblinsVsZombies, digital_save).replay()[0]
    assert read(phrase, game.moves()).action["card"] == card
    with contextlib.redirect_stdout(io.StringIO()):
        Typist(GoblinsVsZombies, digital_save, [phrase, "quit"]).run(gvz_app, "gvz")
    given = Session.load(GoblinsVsZombies, digital_save).save.log[-1]["action"]
    assert (given["type"], given["to"], given["card"], given["draw"]) == ("give", "BB", card, False)
    assert card not in given["discard"] and len(given["discard"]) == 2
