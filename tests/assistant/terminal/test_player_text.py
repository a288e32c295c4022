"""What players read, over every game's transcripts and every message in the code: counts agree
with their nouns (`1 die`, `2 dice`, never `1 cards` or `card(s)`) and nothing reads `key=value`."""

from __future__ import annotations

import re
import tokenize
from pathlib import Path

import pytest

from goblinkit.assistant.core.names import plural

ROOT = Path(__file__).resolve().parents[3]
GOLDEN = sorted((ROOT / "tests" / "golden").glob("*.txt"))
COUNTED = ("dice|cards|Cards|blips|yeasts|Rations|points|markers|tokens|lives|Goblins|Zombies|Biters|kids|"
           "values|players|creatures|figures|Gob'z|Combo Cards|life points")
WRONG = [
    (re.compile(rf"(?<![\w.,/+-])1 (?:[A-Z][\w'-]* )*(?:{COUNTED})\b"), "1 with a plural"),
    (re.compile(r"(?<![\w.,/+-])(?:0|[2-9]|\d\d+) (?:[A-Z][\w'-]* )*die\b"), "a count above 1 with 'die'"),
    (re.compile(r"\w\(s\)"), "a '(s)' plural"),
    (re.compile(r"(?<![-\w])[a-z_]{2,}=(?!all\b)[\w\[{'\"-]"), "a key=value form"),
]
# Messages in modules other engineers are rewriting now (the dice setting): fixed with them.
PENDING = {"assistant/core/chance.py", "assistant/core/turn.py"}


def faults(text: str) -> list[str]:
    return [f"{why}: {line.strip()}" for line in text.splitlines() if not line.startswith("#")
            for pattern, why in WRONG if pattern.search(line)]


def test_the_checks_catch_what_they_are_for():
    assert faults("draws 1 (hand: 1 cards).\nwagon (3 die)\n0 Combo Card(s)\nUndid: act goblin=g8") == [
        "1 with a plural: draws 1 (hand: 1 cards).", "a count above 1 with 'die': wagon (3 die)",
        "a '(s)' plural: 0 Combo Card(s)", "a key=value form: Undid: act goblin=g8"]
    assert faults("Bot 1 has 5 prestige points.\nplay --attack bot2=all\nY1 hits S9\n1 die, 2 dice") == []


def test_the_plural_helper():
    assert [plural(1, "die"), plural(2, "die"), plural(0, "Combo Card"), plural(1, "Ration"), plural(2, "Gob'"),
            plural(3, "box"), plural(2, "pony"), plural(2, "day")] == [
        "1 die", "2 dice", "0 Combo Cards", "1 Ration", "2 Gob'z", "3 boxes", "2 ponies", "2 days"]


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_every_recorded_game_reads_right(path):
    assert faults(path.read_text(encoding="utf-8")) == []


def _strings(path: Path) -> list[tuple[int, str]]:
    """The string literals of a module, an f-string's {expressions} left out."""
    with path.open(encoding="utf-8") as source:
        return [(token.start[0], re.sub(r"\{[^{}]*\}", "", token.string))
                for token in tokenize.generate_tokens(source.readline) if token.type == tokenize.STRING]


def test_no_message_in_the_code_hedges_a_plural():
    found = [f"{path.relative_to(ROOT)}:{n}: {text}"
             for path in sorted((ROOT / "assistant").rglob("*.py")) if str(path.relative_to(ROOT)) not in PENDING
             for n, text in _strings(path) if re.search(r"[A-Za-z]\(s\)", text)]
    assert found == []
