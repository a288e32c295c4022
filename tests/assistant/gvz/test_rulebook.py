"""Every worked example of the Goblins vs Zombies rulebook, reproduced exactly."""

from __future__ import annotations

from collections import Counter

import pytest

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.goblins_vs_zombies import targets
from tests.assistant.gvz.helpers import RecordingTable, at_zombie_phase, goblin, new_game, run, zombie


def names(game, found):  # noqa: ANN001
    return sorted(game.zname(z) for _, z in found)


def test_nearest_slingshot_example():
    """4.2.2: A (Ground) far; B, C (Ground) nearer; D (Invisible), E (Flying) nearest: Slingshot may
    shoot B or C, not A, D or E."""
    game = new_game()
    a = zombie(game, "AA", "graveyard", "crawler")
    b = zombie(game, "AA", "trees", "crawler")
    c = zombie(game, "AA", "trees", "crawler")
    zombie(game, "AA", "village", "ghost")
    zombie(game, "AA", "village", "bat")
    sling = goblin(game, "AA", "slingshot")
    effect = game.cat.goblins["slingshot"].effect
    assert {z.uid for _, z in targets.legal_targets(game, "AA", effect)} == {b.uid, c.uid}
    with pytest.raises(RulesError, match=f"z{a.uid} Crawler Zombie is not a legal target"):
        run(game, {"type": "act", "goblin": f"g{sling.uid}", "targets": [f"z{a.uid}"]})
    lines = run(game, {"type": "act", "goblin": f"g{sling.uid}", "targets": [f"z{c.uid}"]})
    assert lines == [f"g{sling.uid} Slingshot acts:",
                     f"  z{c.uid} Crawler Zombie takes 1 damage and is destroyed (to the Zombie Discard Pile)."]


def ambush_position():
    game = new_game()
    slinger = goblin(game, "AA", "slinger")
    bearer = goblin(game, "AA", "flag-bearer")
    idol = goblin(game, "AA", "shot-idol")
    shield = goblin(game, "AA", "shield", under=idol)
    return game, slinger, bearer, idol, shield


def test_attack_may_hit_any_goblin_ambush_only_the_costliest():
    """4.2.3: Slinger (0), Flag-bearer (0), Shot Idol (1) with Shield (1). A Knight's ATTACK may hit
    any of them; a Ninja's AMBUSH must hit Shot Idol or Shield, and Shot Idol takes the Shield with it."""
    game, slinger, bearer, idol, shield = ambush_position()
    knight = zombie(game, "AA", "village", "knight")
    at_zombie_phase(game)
    table = RecordingTable([f"g{slinger.uid}", f"g{bearer.uid}"])
    run(game, {"type": "zombies"}, table)
    assert table.asked[0][1] == [f"g{slinger.uid} Slinger", f"g{bearer.uid} Flag-bearer", f"g{idol.uid} Shot Idol",
                                 f"g{shield.uid} Shield"]
    assert game.fields["AA"].area_of(knight) == "village"  # attacked twice (Quick), never entered

    game, slinger, bearer, idol, shield = ambush_position()
    ninja = zombie(game, "AA", "village", "ninja")
    at_zombie_phase(game)
    table = RecordingTable([f"g{idol.uid}"])
    lines = run(game, {"type": "zombies"}, table)
    assert table.asked == [("z{} Ninja Zombie AMBUSHes: which of your costliest Goblins takes 1 damage?"
                            .format(ninja.uid), [f"g{idol.uid} Shot Idol", f"g{shield.uid} Shield"])]
    assert f"  g{idol.uid} Shot Idol, g{shield.uid} Shield are destroyed (the Shield goes with the Goblin above it)." \
        in lines
    assert [g.card for g in game.fields["AA"].goblins()] == ["slinger", "flag-bearer"]


def squad_and_wrestler():
    game = new_game()
    game.zombies.discards = ["crawler", "bat", "ghost", "crawler", "raven"]
    sling = goblin(game, "AA", "slingshot")
    squad = zombie(game, "AA", "trees", "zombie-squad")
    wrestler = zombie(game, "AA", "trees", "wrestler")
    at_zombie_phase(game)
    return game, sling, squad, wrestler


def test_squad_and_wrestler_case_a():
    """Squad first: 4 Basic Zombies on the Trees (no Action this turn), Squad FLEEs; the Wrestler
    MOVEs then EXPLODEs, destroying itself and the Slingshot."""
    game, sling, squad, wrestler = squad_and_wrestler()
    lines = run(game, {"type": "zombies"}, RecordingTable([f"z{squad.uid}"]))
    field = game.fields["AA"]
    assert [z.face for z in field.areas["trees"]] == ["basic"] * 4
    assert field.gate == [] and field.areas["village"] == [] and field.guardian
    assert game.zombies.discards == ["crawler", "zombie-squad", "wrestler"]
    assert f"z{wrestler.uid} Wrestler Zombie (Village) (action 2 of 2): EXPLODE" in lines


def test_squad_and_wrestler_case_b():
    """Destroy the Slingshot first, then the Wrestler MOVEs and ENTERs: the Guardian destroys it, then
    the Zombie Squad."""
    game, sling, squad, wrestler = squad_and_wrestler()
    run(game, {"type": "destroy", "goblin": f"g{sling.uid}"})
    lines = run(game, {"type": "zombies"}, RecordingTable([f"z{wrestler.uid}"]))
    field = game.fields["AA"]
    assert not field.guardian and list(field.zombies()) == []
    assert game.zombies.discards[-2:] == ["wrestler", "zombie-squad"]
    assert any("ENTERS AA's Village: the Guardian destroys it" in line for line in lines)
    assert not game.over


def test_warlock_short_backup():
    """3 players; a Warlock on AA's Trees; 2 cards in the Discard Pile: AA puts the Basic Zombies on
    BB's and CC's Graveyards, then the Warlock MOVEs to the Village."""
    game = new_game("survival", ("AA", "BB", "CC"))
    game.zombies.discards = ["crawler", "bat"]
    warlock = zombie(game, "AA", "trees", "warlock")
    at_zombie_phase(game)
    table = RecordingTable(["BB", "CC"])
    run(game, {"type": "zombies"}, table)
    assert table.asked[0] == ("BACKUP (1 on each Field): only 2 cards; which Field gets one?", ["AA", "BB", "CC"])
    assert [z.face for z in game.fields["BB"].areas["graveyard"]] == ["basic"]
    assert [z.face for z in game.fields["CC"].areas["graveyard"]] == ["basic"]
    assert list(game.fields["AA"].areas["graveyard"]) == [] and game.fields["AA"].areas["village"] == [warlock]


def test_sun_hand_limit_example():
    """8 cards in hand; Flag-bearer, Rockthrower and Slingshot in the Field: draw 2, then discard 1."""
    game = new_game()
    game.supply.hands["AA"] = Counter(card=8)
    for card in ("flag-bearer", "rockthrower", "slingshot"):
        goblin(game, "AA", card)
    game.phase = "sun"
    lines = run(game, {"type": "sun"})
    assert lines[:2] == ["THE SUN: AA draws 2 cards (1 + 1 Flag-bearer): 10 in hand.",
                         "  More than 9: discard 1 card (keep 9)."]
    assert game.supply.hand_sizes["AA"] == 9


def test_survival_example_1_flip_then_destroy():
    """AA's Shaman FLIPs the Knight; AA's Slingshot destroys it; the Basic Zombie goes to CC's Graveyard."""
    game = new_game("survival", ("AA", "BB", "CC"))
    knight = zombie(game, "AA", "trees", "knight")
    shaman = goblin(game, "AA", "shaman")
    sling = goblin(game, "AA", "slingshot")
    run(game, {"type": "act", "goblin": f"g{shaman.uid}", "targets": [f"z{knight.uid}"]})
    assert knight.face == "basic" and shaman.asleep
    run(game, {"type": "act", "goblin": f"g{sling.uid}", "targets": [f"z{knight.uid}"]})
    moved = game.fields["CC"].areas["graveyard"]
    assert [(z.card, z.face) for z in moved] == [("knight", "basic")]
    assert game.zombies.discards == []


def test_survival_example_2_wind_mage_reaches_every_field():
    """CC's Wind Mage destroys the Wizard in CC's Field (to BB's Graveyard) and AA's Sorcerer (to CC's
    Graveyard); the Sorcerer does not act in CC's ZOMBIE ACTION this turn."""
    game = new_game("survival", ("AA", "BB", "CC"))
    game.active = 2
    wizard = zombie(game, "CC", "trees", "wizard")
    zombie(game, "AA", "trees", "sorcerer")
    mage = goblin(game, "CC", "wind-mage")
    game.turn = 3
    run(game, {"type": "act", "goblin": f"g{mage.uid}"})
    assert [z.card for z in game.fields["BB"].areas["graveyard"]] == ["wizard"]
    sorcerer = game.fields["CC"].areas["graveyard"][0]
    assert sorcerer.card == "sorcerer" and wizard.uid not in [z.uid for _, z in game.fields["CC"].zombies()]
    lines = run(game, {"type": "zombies"})
    assert lines == ["ZOMBIE ACTION in CC's Field.", "  No Zombie can act this turn.", "Next: ZOMBIE ARRIVAL (1 card)."]


def test_ninja_ambush_flip_then_nothing_more():
    """FAQ: after AMBUSH + FLIP the Basic Zombie does nothing again this turn (not even its Quick Action)."""
    game = new_game()
    goblin(game, "AA", "slingshot")
    ninja = zombie(game, "AA", "village", "ninja")
    at_zombie_phase(game)
    lines = run(game, {"type": "zombies"})
    assert ninja.face == "basic" and game.fields["AA"].area_of(ninja) == "village"
    assert lines[-2] == f"  FLIP: it is now a Basic Zombie (z{ninja.uid}) and does nothing more this turn."
    assert not any("action 2 of 2" in line for line in lines)


def test_faq_potapult_to_own_graveyard():
    game = new_game()
    brute = zombie(game, "AA", "village", "brute")
    pult = goblin(game, "AA", "potapult")
    run(game, {"type": "act", "goblin": f"g{pult.uid}", "targets": [f"z{brute.uid}"], "field": "AA"})
    assert game.fields["AA"].areas["graveyard"] == [brute]


def test_faq_shaman_is_reusable():
    game = new_game()
    shaman = goblin(game, "AA", "shaman")
    a = zombie(game, "AA", "trees", "knight")
    b = zombie(game, "AA", "trees", "brute")
    run(game, {"type": "act", "goblin": f"g{shaman.uid}", "targets": [f"z{a.uid}"]})
    assert shaman.asleep
    game.turn += 1
    game.phase = "goblin-arrival"
    with pytest.raises(RulesError, match="is asleep: discard a Pepper"):
        run(game, {"type": "act", "goblin": f"g{shaman.uid}", "targets": [f"z{b.uid}"]})
    game.supply.hands["AA"] = Counter(card=1)
    run(game, {"type": "pepper"})
    run(game, {"type": "act", "goblin": f"g{shaman.uid}", "targets": [f"z{b.uid}"]})
    assert b.face == "basic" and shaman.asleep


def test_faq_twin_xbows_into_another_field():
    game = new_game("survival", ("AA", "BB"))
    zombie(game, "AA", "village", "bat")
    other = zombie(game, "BB", "graveyard", "crawler")
    xbows = goblin(game, "AA", "twin-xbows")
    lines = run(game, {"type": "act", "goblin": f"g{xbows.uid}"})
    assert f"  z{other.uid} Crawler Zombie takes 1 damage and is destroyed and comes back into play on AA's " \
           "Graveyard (Survival)." in lines
