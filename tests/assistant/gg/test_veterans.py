"""Issue 22, Veterans: "Remember that Veterans get a reroll in all types of combat" (COMPARE THE
ROLLS) is all the rulebook says. Designed (creatures.yaml `veteran`): a creature that earns 3 Brag
itself in one game and ends it not KOed becomes a Veteran; a Veteran may reroll 1 die in every
fight (one reroll a roll: hidden or Gang Up it has one already). Each combat type on exact lines."""

from __future__ import annotations

from goblinkit.assistant.gobbledygook.broods import game_content, new_veterans
from goblinkit.assistant.core.table import ScriptedTable
from goblinkit.content.gobbledygook.brood import load_brood
from tests.assistant.gg.helpers import BROOD, RIVALS, copied_content, new_game, night_watch_by_cli, run

VETS = {**BROOD, "creatures": [{"name": "Snagtooth", "type": "leader", "upgrades": ["shooty"], "veteran": True},
                               {"name": "Grub", "type": "minion", "upgrades": ["bomber"], "veteran": True},
                               {"name": "Bruiser", "type": "heavy", "upgrades": []}]}
RIVAL_VET = {**RIVALS, "creatures": [{"name": "Twinkle", "type": "leader", "upgrades": [], "veteran": True}]}


def _revealed(game, *names):  # noqa: ANN001, ANN002
    for name in names:
        game.creature(name).hidden = False
    return game


def test_a_veteran_is_marked_in_status_and_at_the_start():
    game = new_game(broods=(VETS,))
    assert game.describe().splitlines()[2:5] == ["  snagtooth: Snagtooth (leader, Veteran, 2/2 hits) hidden",
                                                 "  grub: Grub (minion, Veteran, 1/1 hits) hidden",
                                                 "  bruiser: Bruiser (heavy, 3/3 hits) revealed"]
    assert game.start(ScriptedTable())[-1].startswith("Creatures: snagtooth (Muck Lurkers, Veteran), grub (Muck "
                                                      "Lurkers, Veteran), bruiser (Muck Lurkers).")
    assert game.prompt()[0].startswith("Round 1, the creatures' turn: Snagtooth (Veteran) (hidden), Grub (Veteran)")


def test_melee():
    game = _revealed(new_game(broods=(VETS,)), "snagtooth")
    game.new_figure("hound", 2)
    lines = run(game, {"type": "attack", "creature": "snagtooth", "target": "hound1"}, answers=["1"], dice=[3, 1, 4, 2, 6])
    assert lines[1] == ("  Snagtooth rolls 6 3 vs hound1's 4 2 (Snagtooth, Veteran, rerolled a 1 into 6): attacker wins "
                        "with overkill 1")


def test_ranged():
    game = _revealed(new_game(broods=(VETS,)), "snagtooth")
    game.new_figure("hound", 2)
    lines = run(game, {"type": "attack", "creature": "snagtooth", "target": "hound1", "mode": "ranged", "sticks": 2},
                answers=["2"], dice=[2, 4, 3, 5])
    assert lines == ["Snagtooth shoots at hound1 (2 sticks, -1 die):",
                     "  Snagtooth rolls 5 vs hound1's 4 3 (Snagtooth, Veteran, rerolled a 2 into 5): attacker wins with "
                     "overkill 1", "  hound1 takes 1 hit (1 left).", "  Snagtooth earns 1 Brag (hits); Muck Lurkers has 1."]


def test_defending_against_a_human_and_one_reroll_only_when_hidden():
    game = _revealed(new_game(broods=(VETS,)), "snagtooth")
    lines = run(game, {"type": "reveal", "blip": "B1", "creature": "snagtooth"}, answers=["2"], cards=["ambush"],
                dice=[5, 3, 4, 2, 6])
    assert lines[2:] == ["  hound1 rolls 5 3 vs Snagtooth's 6 4 (Snagtooth, Veteran, rerolled a 2 into 6): defender "
                         "wins with overkill 1", "  hound1 is Stunned by Snagtooth's defence."]
    hidden = new_game(broods=(VETS,))  # hidden, it has the rulebook's reroll: the same one die, not a second
    lines = run(hidden, {"type": "reveal", "blip": "B1", "creature": "snagtooth"}, answers=["2"], cards=["ambush"],
                dice=[5, 3, 4, 2, 6])
    assert lines[2] == "  hound1 rolls 5 3 vs Snagtooth's 6 4 (Snagtooth rerolled a 2 into 6): defender wins with overkill 1"


def test_defending_against_another_brood_and_no_reroll_for_a_creature_who_is_no_veteran():
    game = new_game(broods=(BROOD, RIVAL_VET))
    lines = run(game, {"type": "attack", "creature": "bruiser", "target": "twinkle"}, answers=["2"], dice=[5, 4, 1, 3, 2, 6])
    assert lines[1:3] == ["  Bruiser rolls 5 4 1 vs Twinkle's 6 3 (Twinkle, Veteran, rerolled a 2 into 6): defender wins "
                          "with overkill 1", "  Bruiser is Stunned."]


def test_loot_and_prank():
    game = new_game(broods=(VETS,))
    game.new_figure("wanderer", 1)
    lines = run(game, {"type": "loot", "creature": "snagtooth", "target": "wanderer1"}, answers=["1"], dice=[2, 1, 3, 5])
    assert lines[1:3] == ["  Snagtooth rolls 5 2 vs wanderer1's 3 (Snagtooth, Veteran, rerolled a 1 into 5): attacker wins "
                          "with overkill 1", "  Snagtooth earns 1 Tin (loot with overkill); Muck Lurkers has 1."]
    game.new_figure("hound", 2)
    lines = run(game, {"type": "prank", "creature": "snagtooth", "target": "hound1"}, answers=["1"], dice=[1, 1, 2, 2, 3])
    assert lines[1] == "  Snagtooth rolls 3 1 vs hound1's 2 2 (Snagtooth, Veteran, rerolled a 1 into 3): attacker wins with " \
                       "overkill 1"


def test_a_bomb_and_its_blast():
    game = _revealed(new_game(broods=(VETS,)), "grub", "snagtooth")
    game.new_figure("hound", 2)
    lines = run(game, {"type": "bomb", "creature": "grub", "target": "hound1"},
                answers=["1", "Snagtooth", "3", "nobody"], dice=[2, 1, 3, 3, 4, 4, 3, 6])
    assert lines == ["Grub throws a bomb at hound1:",
                     "  Grub rolls 4 2 vs hound1's 3 3 (Grub, Veteran, rerolled a 1 into 4): attacker wins with overkill 1",
                     "  hound1 takes 1 hit (1 left).", "  Grub earns 1 Brag (hits); Muck Lurkers has 1.",
                     "  The blast (4) vs Snagtooth's 6 4 (Snagtooth, Veteran, rerolled a 3 into 6): defender wins with "
                     "overkill 1"]


def test_freeing_a_wanderer_from_a_tree():
    game = new_game("haunted-forest", broods=(VETS,), trees=1)
    lines = run(game, {"type": "reveal", "blip": "B1", "creature": "snagtooth"}, answers=["1"], cards=["wanderer"],
                dice=[1, 1, 2, 2, 6])
    assert lines[2:4] == ["  Snagtooth rolls 6 1 vs tree1's 2 2 (Snagtooth, Veteran, rerolled a 1 into 6): attacker wins "
                          "with overkill 1", "  Snagtooth earns 1 Tin (the freed Wanderer's reward); Muck Lurkers has 1."]


def test_a_creature_becomes_a_veteran_by_3_brag_of_its_own_and_ending_the_game_standing(app, runner, tmp_path):
    from goblinkit.assistant.gobbledygook.game import GobbledyGook
    from goblinkit.assistant.core.session import Session

    save = night_watch_by_cli(app, runner, tmp_path, ["buy", "leader", "Snagtooth"], ["buy", "minion", "Grub"])
    brood = tmp_path / "muck.yaml"
    session = Session.load(GobbledyGook, save)
    session.do({"type": "reveal", "blip": "B1", "creature": "snagtooth"}, ScriptedTable(), cards=["trap"])
    session.do({"type": "roll", "roll": "escape", "creature": "snagtooth"}, ScriptedTable(), dice=[6, 1])  # 1 Brag
    session.do({"type": "reveal", "blip": "B2", "creature": "snagtooth"}, ScriptedTable(), cards=["ambush"],
               dice=[1, 1, 6, 6])  # revealed by the trap: no reroll; the Hound is stunned
    session.do({"type": "attack", "creature": "snagtooth", "target": "hound1"}, ScriptedTable(), dice=[6, 6, 1, 1])  # 2
    for blip in ("B3", "B4", "B5", "B6"):
        session.do({"type": "reveal", "blip": blip, "creature": "grub"}, ScriptedTable(), cards=["hole"])
    game, _ = session.replay()
    assert game.over and (game.creature("snagtooth").brag, game.creature("grub").brag) == (3, 0)
    result = runner.invoke(app, ["play", "gg", "brood", "award", str(brood), "--save", str(save)])
    assert result.output.splitlines()[0] == (
        "Night Watch (seed 3): 3 Brag, 0 Tin; +3 Charm (earned Brag, more Brag than creatures, the most Brag; "
        "Veteran: Snagtooth, for 3 Brag of its own and standing at the end)")
    assert [(c.name, c.veteran) for c in load_brood(brood, game_content()).creatures] == [("Snagtooth", True),
                                                                                         ("Grub", False)]
    shown = runner.invoke(app, ["play", "gg", "brood", "show", str(brood)]).output.splitlines()
    assert shown[1:3] == ["  Snagtooth: Leader (Veteran), 2 dice, no upgrades", "  Grub: Minion, 1 die, no upgrades"]
    again = tmp_path / "again.json"
    out = runner.invoke(app, ["play", "gg", "new", "--scenario", "night-watch", "--brood", str(brood), "--seed", "4",
                              "--save", str(again)]).output
    assert "Creatures: snagtooth (Muck Lurkers, Veteran), grub (Muck Lurkers)." in out
    status = runner.invoke(app, ["play", "gg", "status", "--save", str(again)]).output
    assert "  snagtooth: Snagtooth (leader, Veteran, 2/2 hits) hidden" in status.splitlines()


def test_ko_or_too_little_brag_makes_no_veteran_and_by_hand_names_them(app, runner, tmp_path):
    content = game_content()
    game = new_game()
    snag, grub = game.creature("snagtooth"), game.creature("grub")
    snag.brag, grub.brag, grub.hits = 2, 4, 1  # Grub earned enough, but ends the game KOed
    brood = _brood()
    assert new_veterans(brood, game, content) == {}
    snag.brag = 3
    assert new_veterans(brood, game, content) == {"Snagtooth": "for 3 Brag of its own and standing at the end"}
    path = tmp_path / "hand.yaml"
    for args in (["brood", "new", str(path), "--name", "Muck", "--breed", "goblins"], ["brood", "buy", str(path), "minion", "Grub"]):
        runner.invoke(app, ["play", "gg", *args])
    wrong = runner.invoke(app, ["play", "gg", "brood", "award", str(path), "--brag", "3", "--veteran", "Nobody"])
    assert (wrong.exit_code, wrong.stderr) == (1, "Error: --veteran: no creature 'Nobody' in Muck (creatures: Grub)\n")
    done = runner.invoke(app, ["play", "gg", "brood", "award", str(path), "--brag", "3", "--veteran", "grub"])
    assert done.output.splitlines()[0] == ("Game: 3 Brag, 0 Tin; +2 Charm (earned Brag, more Brag than creatures; "
                                           "Veteran: Grub, by hand)")
    from goblinkit.pnp.games.gg_sheets import log_cells  # the record sheet puts it in the notes column

    assert log_cells(done.output.splitlines()[0])[3:] == ["+2", "earned Brag, more Brag than creatures; Veteran: Grub, by hand"]


def _brood():  # noqa: ANN202
    from goblinkit.content.gobbledygook.brood import Brood, BroodCreature

    return Brood(name="Muck Lurkers", breed="goblins", charm=0, tin=0,
                 creatures=[BroodCreature(name="Snagtooth", type="leader"), BroodCreature(name="Grub", type="minion")])


def test_the_printed_reference_says_the_rule_s_brag(tmp_path):
    import pytest

    from goblinkit.content.errors import ContentErrors
    from goblinkit.content.loader import load_game

    rule = game_content().components["creature-types"].veteran
    assert rule.origin == "designed" and rule.brag == 3 and "3 Brag" in rule.text and rule.rationale
    pack = copied_content(tmp_path)
    path = pack / "reference.yaml"
    path.write_text(path.read_text().replace("VETERAN (designed): 3 Brag", "VETERAN (designed): 2 Brag"))
    with pytest.raises(ContentErrors, match="the VETERAN line must say '3 Brag'"):
        load_game("gobbledygook", str(tmp_path / "pack"))
