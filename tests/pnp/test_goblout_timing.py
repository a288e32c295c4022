"""A Lightning card says its moment once (issue 36's panel: War Cry's subtitle "play it once you have
attacked" was followed by a body opening "Play it once you have attacked: ..."). The subtitle strip carries
the timing; no card's body may open with the subtitle's words."""

from __future__ import annotations

import re

from goblinkit.content import load_game
from goblinkit.content.goblout.models import GobloutDeck
from goblinkit.pnp.games.goblout import WHEN, card_spec

RUN = 3  # three words in a row from the subtitle at the body's head is saying it twice


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9'-]+", text.lower())


def repeats(strip: str, body: str) -> str | None:
    """The body's opening words that also run, in order, somewhere in the strip (None if fewer than RUN)."""
    head, sub = _words(body), " ".join(_words(strip))
    found = None
    for n in range(RUN, len(head) + 1):
        if f" {' '.join(head[:n])} " in f" {sub} ":
            found = " ".join(head[:n])
    return found


def test_the_check_catches_the_old_war_cry_and_reflecting_shield():
    assert repeats(WHEN["attacking"], "Play it once you have attacked: this turn ...") == "play it once you have attacked"
    assert repeats(WHEN["attacked"], "When you are attacked: the goblins attacking you ...") == "when you are attacked"
    assert repeats(WHEN["any"], "Destroy up to 2 goblins deployed in front of one player.") is None


def test_no_card_body_opens_with_its_subtitle():
    deck: GobloutDeck = load_game("goblout").components["cards"]
    specs = [card_spec(card, deck.families[card.family]) for card in deck.items]
    timed = [s for s in specs if s.strip]
    assert {s.title for s in timed} >= {"War Cry", "Reflecting Shield", "Peace"}  # every Lightning card is checked
    said_twice = {s.title: repeats(s.strip, s.sections[0].body) for s in timed}
    assert not {t: r for t, r in said_twice.items() if r}, said_twice
    war_cry = next(s for s in specs if s.title == "War Cry")
    assert (war_cry.strip, war_cry.sections[0].body) == (
        "play it once you have attacked", "This turn each of your unblocked attackers deals 1 more damage.")
