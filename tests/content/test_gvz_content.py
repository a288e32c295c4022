"""Goblins vs Zombies content keeps every fact the rulebook gives, and validates its scripts."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import goblinkit.content
from goblinkit.content import load_game
from goblinkit.content.errors import ContentErrors
from goblinkit.content.goblins_vs_zombies.script import parse_script
from goblinkit.content.goblins_vs_zombies.text import describe_effect


@pytest.fixture(scope="module")
def gvz():
    return load_game("goblins-vs-zombies").components


def test_the_box_holds_106_cards(gvz):
    counts = {name: component.copies() for name, component in gvz.items() if component.kind not in ("glossary", "walkthrough")}
    assert counts == {"boss-events": 2, "bosses": 6, "goblin-deck": 54, "guardians": 3, "token-cards": 2,
                      "turn-reminders": 3, "zombie-deck": 31, "zombie-events": 5}
    assert sum(counts.values()) == 106


def test_goblin_facts(gvz):
    goblins = {g.id: g for g in gvz["goblin-deck"].items}
    assert len(goblins) + 1 == 24  # 23 faces + the Flag-bearer on every back
    assert (goblins["slingshot"].cost, goblins["slingshot"].count) == (2, 4)
    assert describe_effect(goblins["slingshot"].effect).startswith("➤ Deal 1 damage to a nearest Ground Zombie")
    assert goblins["bomb"].cost == 6 and goblins["shot-idol"].cost == 1 and goblins["slinger"].cost == 0
    assert [g.id for g in goblins.values() if g.hp > 1] == ["wall"] and goblins["wall"].hp == 3
    assert "3" not in goblins["wall"].rule  # its HP badge says 3; the text does not say it again
    black = {g.id: g.count for g in goblins.values() if g.black}
    assert set(black) == {"screamer", "slinger", "shaman", "assassin", "ball-and-chain"} and sum(black.values()) == 16
    assert goblins["shield"].shield and goblins["iceshot"].effect.slow and goblins["icethrower"].effect.slow
    assert goblins["twin-xbows"].effect.fields == "any" and goblins["wind-mage"].effect.fields == "all"
    assert goblins["potapult"].effect.do == "potapult"
    assert gvz["goblin-deck"].flag_bearer.name == "Flag-bearer"


def test_zombie_facts(gvz):
    zombies = {z.id: z for z in gvz["zombie-deck"].items}
    assert len(zombies) == 17 and sum(z.count for z in zombies.values()) == 31
    knight = zombies["knight"]
    assert set(knight.traits) == {"steel", "quick"}
    assert knight.script == "Graveyard/Trees: {MOVE}; Village: {ATTACK} / {ENTER}"
    assert zombies["zombie-squad"].script == "Graveyard: {MOVE}; Trees: {BACKUP (4) + FLEE}"
    assert zombies["wrestler"].script == "Graveyard/Trees: {MOVE}; Village: {EXPLODE} / {ENTER}"
    assert str(parse_script(zombies["warlock"].script).for_area("trees")) == \
        "Trees: {BACKUP (1 on each Field) + MOVE}"
    assert zombies["ninja"].comes_into_play and zombies["pirate"].comes_into_play
    assert "{AMBUSH + FLIP}" in zombies["ninja"].script
    assert {z.type for z in zombies.values()} == {"ground", "flying", "invisible"}
    assert all(1 <= z.die <= 6 for z in zombies.values())
    dwarf_hero = next(b for b in gvz["bosses"].items if b.id == "dwarf-hero")
    assert dwarf_hero.count == 3 and "DESTROY WALL" in dwarf_hero.normal.script
    assert {e.name for e in gvz["zombie-events"].items} >= {"What's that smell?", "Wait, what?"}
    assert {e.effect.level for e in gvz["boss-events"].items} == {"normal", "expert"}


def test_tokens_make_15_damage_and_3_slow(gvz):
    totals = {}
    for card in gvz["token-cards"].items:
        for token in card.tokens:
            totals[token.name] = totals.get(token.name, 0) + token.count
    assert totals == {"Damage": 15, "Slow": 3}


def test_a_malformed_script_is_a_located_error(tmp_path, monkeypatch):
    pack = tmp_path / "pack" / "goblins_vs_zombies"
    pack.mkdir(parents=True)
    monkeypatch.chdir(tmp_path)
    (pack / "zombies.yaml").write_text(
        "component: zombie-deck\nkind: gvz-zombies\nitems:\n"
        "  - {id: knight, name: Knight Zombie, count: 1, origin: rulebook, hp: 3, type: ground, die: 1,\n"
        "     script: \"Graveyard/Trees: {MOVE}; Village: {ATACK} / {ENTER}\"}\n")
    with pytest.raises(ContentErrors) as caught:
        load_game("goblins-vs-zombies", "pack")
    assert str(caught.value) == (
        "pack/goblins_vs_zombies/zombies.yaml:5:14: zombie 'knight': script: invalid action script at column 36: "
        "unknown keyword 'ATACK' (keywords: MOVE, ATTACK, ATTACK WALL, AMBUSH, AMBUSH on each Field, BACKUP, ENTER, "
        "EXPLODE, FLEE, FLIP, REINFORCEMENT, WAIT, DESTROY WALL, DRAW, PLAY)")


@pytest.mark.parametrize("count", ["²", "٣", "x", "0", " "])
def test_a_backup_count_that_is_not_a_plain_number_is_a_located_error(tmp_path, monkeypatch, count):
    """`BACKUP (²)` passed Python's isdigit() and reached the user as a raw `invalid literal for int()`."""
    pack = tmp_path / "pack" / "goblins_vs_zombies"
    pack.mkdir(parents=True)
    monkeypatch.chdir(tmp_path)
    (pack / "zombies.yaml").write_text(
        "component: zombie-deck\nkind: gvz-zombies\nitems:\n"
        "  - {id: knight, name: Knight Zombie, count: 1, origin: rulebook, hp: 3, type: ground, die: 1,\n"
        f"     script: \"Graveyard: {{MOVE}}; Trees: {{BACKUP ({count})}}\"}}\n", encoding="utf-8")
    with pytest.raises(ContentErrors) as caught:
        load_game("goblins-vs-zombies", "pack")
    assert str(caught.value) == (
        "pack/goblins_vs_zombies/zombies.yaml:5:14: zombie 'knight': script: invalid action script at column 28: "
        "BACKUP needs a count, as in BACKUP (4) or BACKUP (1 on each Field)")


def test_a_move_all_event_without_both_areas_is_a_located_error(tmp_path, monkeypatch):
    """It loaded, and the Event crashed the game when drawn (the type checker saw to_area may be None)."""
    pack = tmp_path / "pack" / "goblins_vs_zombies"
    pack.mkdir(parents=True)
    monkeypatch.chdir(tmp_path)
    source = (Path(goblinkit.content.__file__).parent / "goblins_vs_zombies" / "events.yaml").read_text(encoding="utf-8")
    (pack / "events.yaml").write_text(source.replace("from_area: graveyard, to_area: trees}", "from_area: graveyard}"),
                                      encoding="utf-8")
    with pytest.raises(ContentErrors) as caught:
        load_game("goblins-vs-zombies", "pack")
    assert str(caught.value) == ("pack/goblins_vs_zombies/events.yaml:36:13: event 'fog': effect: move-all needs both "
                                 "from_area and to_area")


def test_a_pack_changes_a_zombie_for_print_and_rules_alike(tmp_path):
    """One source: a designer's edit to the script changes the card and the engine together."""
    from goblinkit.assistant.goblins_vs_zombies.catalog import catalog

    pack = tmp_path / "goblins_vs_zombies"
    pack.mkdir()
    (pack / "zombies.yaml").write_text(
        "component: zombie-deck\nkind: gvz-zombies\nitems:\n"
        "  - {id: crawler, name: Crawler Zombie, count: 4, origin: designed, hp: 1, type: ground, die: 1,\n"
        "     script: \"Graveyard/Trees/Village: {WAIT}\"}\n")
    cat = catalog(str(tmp_path))
    assert str(cat.zombies["crawler"].script) == "Graveyard/Trees/Village: {WAIT}"
    shutil.rmtree(pack)


def test_every_keyword_on_a_card_is_explained_on_the_turn_reminder(gvz):
    """The Turn Reminder's keyword list covers every keyword printed in an Action List (Victor's DRAW
    and PLAY are explained on Victor himself)."""
    scripts = [z.script for z in gvz["zombie-deck"].items] + [gvz["zombie-deck"].basic.script]
    scripts += [level.script for b in gvz["bosses"].items for level in (b.normal, b.expert) if level.script]
    used = {step.keyword for text in scripts for clause in parse_script(text).clauses
            for option in clause.options for step in option.steps}
    reminder = " ".join(gvz["turn-reminders"].items[0].back_lines).upper()
    assert {"REINFORCEMENT", "WAIT", "ATTACK WALL", "DESTROY WALL"} <= used
    assert [k for k in sorted(used) if k not in reminder] == []


def test_the_boss_event_cards_say_what_becomes_of_them(gvz):
    """Rulebook 5.3: The Boss!! is removed from the game and it is THE SUN; an Event or an empty pile
    on top gives no die face, so the card says a die is rolled."""
    boss_events = gvz["boss-events"]
    assert boss_events.strip == "Then remove this card from the game. Now it is {THE SUN}."  # the phase as a chip
    assert gvz["zombie-events"].strip == "EVENT: resolve it, then put it on the Zombie Discard Pile"
    for card in boss_events.items:
        assert card.name.startswith("Event: The Boss!!")
        assert "(an Event or no card: roll a die)" in card.text
