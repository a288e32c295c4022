"""GobbledyGook! as players say it (issue 33): natural phrasings, in the rulebook's own words (reveal,
MAYHEM, LOOT, PRANK, ESCAPE, RESCUE, REVIVE, SCRABBLE, HIDE, PICK UP, CARRY, Scry, the Bomber, entering
a building), each read by the phrase reader (core/phrases.py) against the moves of a seeded position
to the move the player means; and the guided prompt playing one."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from goblinkit.assistant.core.phrases import read
from goblinkit.assistant.gobbledygook.game import GobbledyGook
from tests.assistant.gg.helpers import BROOD, RIVALS
from tests.assistant.gg.test_listed_moves import ODD_JOBS, new_game


def night_watch() -> GobbledyGook:
    """Muck Lurkers (Snagtooth, Grub stunned, Bruiser trapped) and Sparkles (Twinkle, 1 hit) among a Hound,
    a Hunter, a Wanderer, a Shrine and Furniture; B2 is Food, face up."""
    game = new_game(0, [BROOD, RIVALS])
    for kind, dice in (("hound", 2), ("hunter", 3), ("wanderer", 1), ("shrine", 2), ("furniture", 2)):
        game.new_figure(kind, dice, passive=kind in ("shrine", "furniture"))
    game.creatures["grub"].stunned = True
    game.creatures["bruiser"].trapped = True
    game.creatures["twinkle"].hits = 1
    game.blips["B2"].revealed = "food"
    return game


def fed() -> GobbledyGook:
    """The same Brood with Food (Snagtooth carries it, hurt and revealed), Grub revealed, Bruiser carrying
    the Pots."""
    game = new_game(0, [BROOD])
    game.new_figure("hound", 2)
    game.creatures["snagtooth"].carrying = "food"
    game.creatures["snagtooth"].hits = 1
    game.creatures["snagtooth"].hidden = False
    game.creatures["grub"].hidden = False
    game.creatures["bruiser"].carrying = "pots"
    return game


def odd_jobs() -> GobbledyGook:
    """Hex (Bomber, Scry, Voodoo), Nib (Clever) and Tusk (a Beast with Steed), Tusk hurt, a Hound near."""
    game = new_game(0, [ODD_JOBS])
    game.new_figure("hound", 2)
    game.creatures["tusk"].hits = 1
    return game


def scenario(name: str) -> Callable[[], GobbledyGook]:
    return lambda: new_game({"highwaymen": 1, "clankers": 2, "leaves": 3, "signs": 4, "haunted-forest": 5}[name],
                            [BROOD])


NW, FED, ODD = night_watch, fed, odd_jobs
HIGHWAY, CLANK, LEAVES, SIGNS = scenario("highwaymen"), scenario("clankers"), scenario("leaves"), scenario("signs")

CORPUS = [
    # revealing blips: "a creature reveals a blip by moving onto it"
    (NW, "reveal b1 snagtooth", "reveal B1 --by snagtooth"),
    (NW, "reveal B1 with Snagtooth", "reveal B1 --by snagtooth"),
    (NW, "Reveal blip 3 by snagtooth", "reveal B3 --by snagtooth"),
    (NW, "reveal b4, snagtooth", "reveal B4 --by snagtooth"),
    (NW, "flip b5 with snag", "reveal B5 --by snagtooth"),
    (NW, "uncover the blip b6 with snagtooth", "reveal B6 --by snagtooth"),
    (NW, "show b1 snagtooth", "reveal B1 --by snagtooth"),
    (NW, "reveal B3 with twinkle", "reveal B3 --by twinkle"),
    (NW, "REVEAL B4 TWINKLE", "reveal B4 --by twinkle"),
    (NW, "b1 snagtooth", "reveal B1 --by snagtooth"),
    (NW, "reveal the blip b3 with my snagtooth", "reveal B3 --by snagtooth"),
    # MAYHEM: melee
    (NW, "attack hound1 with snagtooth", "attack snagtooth hound1"),
    (NW, "attack the hound with snagtooth", "attack snagtooth hound1"),
    (NW, "attack hound 1 with Snagtooth", "attack snagtooth hound1"),
    (NW, "hit the hunter with snagtooth", "attack snagtooth hunter1"),
    (NW, "fight the wanderer with snagtooth", "attack snagtooth wanderer1"),
    (NW, "bash hound1 with snagtooth", "attack snagtooth hound1"),
    (NW, "whack the hunter with snagtooth", "attack snagtooth hunter1"),
    (NW, "charge the hound with snagtooth", "attack snagtooth hound1"),
    (NW, "mayhem on hunter1 with snagtooth", "attack snagtooth hunter1"),
    (NW, "melee the hound with snagtooth", "attack snagtooth hound1"),
    (NW, "destroy the shrine with snagtooth", "attack snagtooth shrine1"),
    (NW, "smash the furniture with snagtooth", "attack snagtooth furniture1"),
    (NW, "attack twinkle with snagtooth", "attack snagtooth twinkle"),
    (NW, "attack twinkle using snagtooth", "attack snagtooth twinkle"),
    (NW, "attack snagtooth with twinkle", "attack twinkle snagtooth"),
    (NW, "strike the hound with twinkle", "attack twinkle hound1"),
    (NW, "attack hound with twinkle", "attack twinkle hound1"),
    (NW, "jump the hunter with snagtooth", "attack snagtooth hunter1"),
    # MAYHEM: ranged (Snagtooth is Shooty)
    (NW, "shoot hound1 with snagtooth", "attack snagtooth hound1 --ranged"),
    (NW, "shoot at the hunter with snagtooth", "attack snagtooth hunter1 --ranged"),
    (NW, "fire at hound 1 with snagtooth", "attack snagtooth hound1 --ranged"),
    (NW, "ranged attack on the wanderer with snagtooth", "attack snagtooth wanderer1 --ranged"),
    (NW, "shoot twinkle with snagtooth", "attack snagtooth twinkle --ranged"),
    (NW, "shoot the shrine with snagtooth", "attack snagtooth shrine1 --ranged"),
    (NW, "zap the hound with snagtooth", "attack snagtooth hound1 --ranged"),
    # LOOT and PRANK: quiet
    (NW, "loot the hunter with snagtooth", "loot snagtooth hunter1"),
    (NW, "loot hunter1 snagtooth", "loot snagtooth hunter1"),
    (NW, "steal from the wanderer with snagtooth", "loot snagtooth wanderer1"),
    (NW, "rob the hunter with snagtooth", "loot snagtooth hunter1"),
    (NW, "pickpocket the wanderer with snagtooth", "loot snagtooth wanderer1"),
    (NW, "loot wanderer snagtooth", "loot snagtooth wanderer1"),
    (NW, "prank the hound with snagtooth", "prank snagtooth hound1"),
    (NW, "prank hunter 1 with snagtooth", "prank snagtooth hunter1"),
    (NW, "play a prank on the wanderer with snagtooth", "prank snagtooth wanderer1"),
    (NW, "trick the hound with snagtooth", "prank snagtooth hound1"),
    (NW, "tease the hunter with snagtooth", "prank snagtooth hunter1"),
    (NW, "loot the hunter with twinkle", "loot twinkle hunter1"),
    (NW, "prank the wanderer with twinkle", "prank twinkle wanderer1"),
    # ESCAPE, RESCUE, REVIVE, SCRABBLE
    (NW, "escape bruiser", "roll escape bruiser"),
    (NW, "get out bruiser", "roll escape bruiser"),
    (NW, "escape the trap with bruiser", "roll escape bruiser"),
    (NW, "break free bruiser", "roll escape bruiser"),
    (NW, "rescue bruiser with snagtooth", "roll rescue snagtooth --target bruiser"),
    (NW, "rescue the bruiser by snagtooth", "roll rescue snagtooth --target bruiser"),
    (NW, "help bruiser with snagtooth", "roll rescue snagtooth --target bruiser"),
    (NW, "rescue bruiser with twinkle", "roll rescue twinkle --target bruiser"),
    (NW, "revive twinkle with snagtooth", "roll revive snagtooth --target twinkle"),
    (NW, "heal twinkle with snagtooth", "roll revive snagtooth --target twinkle"),
    (NW, "patch up twinkle with snagtooth", "roll revive snagtooth --target twinkle"),
    (NW, "scrabble snagtooth", "roll scrabble snagtooth"),
    (NW, "scrabble up with snagtooth", "roll scrabble snagtooth"),
    (NW, "climb snagtooth", "roll scrabble snagtooth"),
    (NW, "climb twinkle", "roll scrabble twinkle"),
    # what the table tells: recover, hide, spotted
    (NW, "recover grub", "set grub recover"),
    (NW, "Recover Grub", "set grub recover"),
    (NW, "shake off grub", "set grub recover"),
    (NW, "wake up grub", "set grub recover"),
    (NW, "unstun grub", "set grub recover"),
    (NW, "spotted snagtooth", "set snagtooth spotted"),
    (NW, "spot snagtooth", "set snagtooth spotted"),
    (NW, "seen twinkle", "set twinkle spotted"),
    (FED, "hide grub", "set grub hide"),
    (FED, "hide my grub", "set grub hide"),
    (FED, "sneak grub", "set grub hide"),
    # PICK UP, CARRY, Food
    (NW, "pick up the food with snagtooth", "item snagtooth pickup B2"),
    (NW, "pick up b2 with snagtooth", "item snagtooth pickup B2"),
    (NW, "pickup food snagtooth", "item snagtooth pickup B2"),
    (NW, "grab the food with twinkle", "item twinkle pickup B2"),
    (NW, "take the food with snagtooth", "item snagtooth pickup B2"),
    (NW, "pick up the furniture with snagtooth", "item snagtooth pickup furniture1"),
    (FED, "deliver bruiser", "item bruiser deliver"),
    (FED, "carry off the pots with bruiser", "item bruiser deliver"),
    (FED, "drop off the pots with bruiser", "item bruiser deliver"),
    (FED, "eat food snagtooth", "item snagtooth eat-heal"),
    (FED, "eat to heal snagtooth", "item snagtooth eat-heal"),
    (FED, "use food to heal snagtooth", "item snagtooth eat-heal"),
    (FED, "eat food and hide snagtooth", "item snagtooth eat-hide"),
    (FED, "eat to hide with snagtooth", "item snagtooth eat-hide"),
    (FED, "attack the hound with grub eating food", "attack grub hound1 --food"),
    (FED, "shoot the hound with snagtooth using food", "attack snagtooth hound1 --ranged --food"),
    (FED, "loot nothing", None),
    # the Bomber, Scry (Odd Jobs)
    (ODD, "bomb the hound with hex", "bomb hex hound1"),
    (ODD, "throw a bomb at hound1 with hex", "bomb hex hound1"),
    (ODD, "blast the hound with hex", "bomb hex hound1"),
    (ODD, "scry b1 with hex", "scry hex B1"),
    (ODD, "examine blip 2 with hex", "scry hex B2"),
    (ODD, "peek at b3 with hex", "scry hex B3"),
    (ODD, "look at b4 with hex", "scry hex B4"),
    (ODD, "revive tusk with hex", "roll revive hex --target tusk"),
    (ODD, "revive tusk with nib", "roll revive nib --target tusk"),
    (ODD, "attack the hound with tusk", "attack tusk hound1"),
    (ODD, "prank the hound with nib", "prank nib hound1"),
    # scenarios: the Wagon, Clankers, leaf piles, signs and buildings
    (HIGHWAY, "attack the wagon with snagtooth", "attack snagtooth wagon"),
    (HIGHWAY, "shoot the wagon with snagtooth", "attack snagtooth wagon --ranged"),
    (CLANK, "loot clanker1 with snagtooth", "loot snagtooth clanker1"),
    (CLANK, "attack clanker 1 with bruiser", "attack bruiser clanker1"),
    (CLANK, "prank the clanker 1 with grub", "prank grub clanker1"),
    (LEAVES, "wreck leaf pile 2 with grub", "attack grub leaves2"),
    (LEAVES, "prank leaves3 with grub", "prank grub leaves3"),
    (LEAVES, "attack leaves1 with bruiser", "attack bruiser leaves1"),
    (SIGNS, "steal the sign 1 with snagtooth", "loot snagtooth sign1"),
    (SIGNS, "loot sign2 with grub", "loot grub sign2"),
    (SIGNS, "enter building1 with grub", "enter grub building1"),
    (SIGNS, "go into building2 with grub", "enter grub building2"),
    (SIGNS, "walk into building1 with bruiser", "enter bruiser building1"),
    # ending the turn
    (NW, "done", "done"),
    (NW, "Done", "done"),
    (NW, "end", "done"),
    (NW, "end turn", "done"),
    (NW, "end my turn", "done"),
    (NW, "pass", "done"),
    (NW, "finished", "done"),
    (NW, "humans turn", "done"),
    (NW, "next", "done"),
    (NW, "let the goblins wait", "done"),
    # the creature first, as a player tells it
    (NW, "snagtooth reveals b1", "reveal B1 --by snagtooth"),
    (NW, "Snagtooth reveals blip 3", "reveal B3 --by snagtooth"),
    (NW, "the snagtooth reveals b4", "reveal B4 --by snagtooth"),
    (NW, "twinkle attacks hound1", "attack twinkle hound1"),
    (NW, "snagtooth hits the hunter", "attack snagtooth hunter1"),
    (NW, "grub recovers", "set grub recover"),
    (NW, "let grub recover", "set grub recover"),
]


@pytest.mark.parametrize("position, phrase, command", CORPUS, ids=[c[1] for c in CORPUS])
def test_a_natural_phrase_reads_as_the_move_meant(position, phrase, command):
    moves = position().moves()
    if command is None:
        with pytest.raises(Exception):
            read(phrase, moves)
        return
    meant = next(m for m in moves if m.command == command)
    assert read(phrase, moves).action == meant.action


def test_the_corpus_is_large():
    assert len(CORPUS) >= 100


def test_the_guided_prompt_plays_what_a_player_says(app, runner, tmp_path, capsys):
    """`recover grub` (it was `set grub recover`, listed nowhere), `spot`, `hide` typed as a player says them."""
    from goblinkit.assistant.core.session import Session
    from goblinkit.assistant.gobbledygook.cli import app as gg_app
    from tests.assistant.terminal.test_guided import Typist

    files = []
    for brood in (BROOD, RIVALS):
        files += ["--brood", str(tmp_path / f"{brood['name']}.yaml")]
        (tmp_path / f"{brood['name']}.yaml").write_text(json.dumps(brood))
    save = tmp_path / "gg.json"
    new = runner.invoke(app, ["play", "gg", "new", "--scenario", "night-watch", *files, "--seed", "3",
                              "--save", str(save)])
    assert new.exit_code == 0, new.output
    Typist(GobbledyGook, save, ["spot snagtooth", "hide Snagtooth", "attack twinkle grub --dice 6,6,1 --answer keep",
                                "recover grub", "quit"]).run(gg_app, "gg")
    out = capsys.readouterr().out
    assert "gg> spot snagtooth\nSnagtooth is revealed.\n" in out
    assert "gg> hide Snagtooth\nSnagtooth hides (reveal markers off).\n" in out
    assert "  Grub is Stunned.\n" in out
    assert "gg> recover grub\nGrub shakes off the Stun.\n" in out
    log = [entry["action"] for entry in Session.load(GobbledyGook, save).save.log]
    assert [act["type"] for act in log] == ["status", "status", "attack", "status"]
    assert log[-1] == {"type": "status", "creature": "grub", "what": "recover"}
