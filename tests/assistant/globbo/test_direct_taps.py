"""One tap a walk on the phone: for each hex a kid (or a HEAD) may go to, exactly one listed move is marked
`direct`, the move a tap on that hex alone makes: the piece with the shortest way there, the first listed on
a tie. Every other move stays listed, two taps away (the piece, then the hex)."""

from __future__ import annotations

from collections import Counter

from goblinkit.assistant.core.moves import PLACE
from tests.assistant.globbo.helpers import game_with


def _direct(game) -> dict[str, str]:  # noqa: ANN001
    """hex -> the piece a tap on it alone moves there."""
    found: dict[str, str] = {}
    for m in game.moves():
        if m.extra.get("direct"):
            place = m.part(PLACE)
            assert place is not None and place.id not in found, m.label
            found[place.id] = m.action["moves"][0][0]
    return found


def test_a_hex_tapped_alone_walks_the_nearest_kid_there():
    game = game_with("H1@L7", "B1@C5", "B2@F5", "Y1@A1", play="kids", phase="kids-move")
    direct = _direct(game)
    walks = {m.part(PLACE).id for m in game.moves() if m.verb == "move" and m.legal}  # type: ignore[union-attr]
    assert set(direct) == walks  # every hex a kid may walk to, once
    assert direct["D5"] == "B1" and direct["E5"] == "B2"  # 1 hex from B1 / from B2
    assert direct["D6"] == "B1"  # 2 hexes from each: B1, listed first
    assert Counter(direct.values())["B2"] > 0 and "Y1" not in direct.values()  # a YEAST never walks


def test_the_head_takes_the_body_along_on_one_tap():
    game = game_with("H1@L7", "Z1@M7", "S1@N7", "B1@C5", play="globbo", phase="globbo-move")
    direct = _direct(game)
    assert direct and set(direct.values()) == {"H1"}
    legal = {m.part(PLACE).id for m in game.moves() if m.verb == "move" and m.legal}  # type: ignore[union-attr]
    assert set(direct) == legal  # a blocked hex is never a one-tap move
