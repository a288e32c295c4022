"""The page's words (web/wording.py): the lines the games print for the terminal, as the phone shows
them: no command syntax (the issue's own examples), each step in words, the engine's figures apart."""

from __future__ import annotations

import pytest

from goblinkit.assistant.web.wording import Said, in_words, plain_table, spoken, spoken_lines


@pytest.mark.parametrize(("line", "shown"), [
    ("move GOB SQUARE | attack GOB TARGET [--ranged] | combo CARD GOB | dump | end [--teleport GOB:SQ]", None),
    ("  the assistant plays this step: run any command (or `ai`) and it will", "  the assistant plays this step."),
    ("Green: bring in your Backup: backup GOB [--at SQUARE]", "Green: bring in your Backup."),
    ("Turn 1, AA: next is ZOMBIES (`zombies`; the guided turn runs it by itself).", "Turn 1, AA: next is ZOMBIES."),
    ("Turn 1, AA: GOBLIN ARRIVAL (3 cards in hand, Gate 0/3). You may: play CARD; act g1 Slingshot; done.",
     "Turn 1, AA: GOBLIN ARRIVAL (3 cards in hand, Gate 0/3)."),
    ("You may: reveal BLIP --by CREATURE; attack CREATURE TARGET; loot; done (the Humans turn).", None),
    ("The game is over: `new` starts the next one.", "The game is over."),
    ("Record the result: goblin play gg brood award BROOD-FILE", "Record the result."),
    ("> zombies", "zombies"),
    ("Green: 5 Rationing Points. You hold 3 Combo Cards: `dump` scores 1 VP (4 of 12).",
     "Green: 5 Rationing Points. You hold 3 Combo Cards."),
    ("NIGHT WATCHMEN ... places hound1", "NIGHT WATCHMEN ... places hound1"),  # the story's capitals stay
    # a kind before its piece's id is a name (Globbo!'s story), not a placeholder to type
    ("HEAD H1 burps at BLIP P6 at M10: strength 5, rolled 1: HIT", "HEAD H1 burps at BLIP P6 at M10: strength 5, rolled 1: HIT"),
    ("BLIP P4 floats 2 hexes to join BLIP P1 and YEAST Y1: H5 -> H4 -> I3",
     "BLIP P4 floats 2 hexes to join BLIP P1 and YEAST Y1: H5 -> H4 -> I3"),
    ("Game over: THE KIDS won in round 12 (HUMILIATING TOTAL VICTORY).",
     "Game over: THE KIDS won in round 12 (HUMILIATING TOTAL VICTORY)."),
])
def test_command_syntax_is_cut_and_the_words_stay(line: str, shown: str | None) -> None:
    said = spoken(line)
    assert (said.text if said else None) == shown


def test_the_engines_figures_go_behind_the_why() -> None:
    assert spoken("> Red: Gearhead Grot to H7, then shoots Zapgit the Sparky: 1.69 VP expected "
                  "[searched: 4 worlds x 2 candidates]") == Said(
        "Red: Gearhead Grot to H7, then shoots Zapgit the Sparky", ["1.69 VP expected", "searched: 4 worlds x 2 candidates"])
    assert spoken("GLOBBO moves (evaluation +8.0: what it can hit, less what the kids threaten) "
                  "[searched 74 rounds of dice]") == Said(
        "GLOBBO moves", ["evaluation +8.0: what it can hit, less what the kids threaten", "searched 74 rounds of dice"])
    table, why = plain_table("Green  R5 C2 M3 PA5  Big Nagga\nmove GOB SQUARE | end")
    assert table == "Green  " + " " * len("R5 C2 M3 PA5") + "  Big Nagga" and why == ["R5 C2 M3 PA5"]  # aligned


def test_a_step_is_headed_by_what_happened_in_words() -> None:
    assert in_words("play shield --pay 1").text == "Play shield, pay 1"
    assert in_words("attack E5 --with Z1,S3").text == "Attack E5, with Z1, S3"
    assert spoken("Undid: sun; arrive; play slingshot --pay 2").text == "Undid: sun; arrive; play slingshot, pay 2"
    assert spoken_lines(["> arrive", "  z1 Crawler Zombie arrives."]) == (["arrive", "  z1 Crawler Zombie arrives."], [])


def test_a_long_bot_step_keeps_its_figures_whole_behind_the_why(monkeypatch: pytest.MonkeyPatch) -> None:
    """The heading is cut to a line after its figures are taken out, never through them."""
    from types import SimpleNamespace

    from goblinkit.assistant.web import render

    said = ("Red: Gearhead Grot climbs the ladder to H7, then shoots Zapgit the Sparky with the Spud Gun from "
            "the platform: 1.69 VP expected [searched: 4 worlds x 2 candidates]")
    monkeypatch.setattr(render, "format_action", lambda act, game_class: said)
    entry = render.entry(SimpleNamespace(number=3, action={}, lines=[]), SimpleNamespace(game_class=lambda: None))
    assert entry["why"] == ["1.69 VP expected", "searched: 4 worlds x 2 candidates"]
    assert "VP" not in entry["action"] and entry["action"].startswith("Red: Gearhead Grot climbs")


@pytest.mark.parametrize(("heading", "shown", "why"), [
    ("play slingshot --pay 2 --player AA", "Play slingshot, pay 2, player AA", []),  # undo's "Taken back: ..."
    ("Red: Grot to H7 (1.69 VP expected, searched 4)", "Red: Grot to H7 (searched 4)", ["1.69 VP expected"]),
    ("play --deploy warrior (Bot 1: 0.48 VP expected)", "Play, deploy warrior (Bot 1)", ["0.48 VP expected"]),
    ("end (best of 3: evaluation +2.5)", "End (best of 3)", ["evaluation +2.5"]),
    ("Bot 1 deploys (0.48 VP expected) a Warrior", "Bot 1 deploys a Warrior", ["0.48 VP expected"]),
])
def test_a_figure_taken_out_of_an_aside_leaves_no_stray_bracket(heading: str, shown: str, why: list[str]) -> None:
    """The engine's figures leave a heading whole: the aside's other words keep both brackets, an aside of
    figures only goes, and no ")" is left behind ("Red: Grot to H7, searched 4)" before)."""
    assert in_words(heading) == Said(shown, why)


def test_a_story_line_keeps_its_brackets_matched_too() -> None:
    assert spoken("Red: Grot to H7 (1.69 VP expected, searched 4)") == Said("Red: Grot to H7 (searched 4)",
                                                                             ["1.69 VP expected"])


def test_a_globbo_search_s_size_goes_behind_why() -> None:
    said = spoken("[GLOBBO, the assistant] H1 to L9: the best of 101 whole-body moves [no time left to search the dice]")
    assert said is not None and said.text == "[GLOBBO, the assistant] H1 to L9"
    assert said.why == ["the best of 101 whole-body moves", "no time left to search the dice"]

