"""The text `status --reveal` adds: what only the revealed snapshot holds, under readable paths."""

from __future__ import annotations

from goblinkit.assistant.core.revealed import revealed


def test_only_what_the_table_cannot_see_is_listed():
    seen = {"turn": 3, "players": [{"id": "you", "name": "You", "hand": ["warrior"]},
                                   {"id": "bot1", "name": "Bot 1", "hand": None, "hand_size": 2}]}
    full = {"turn": 3, "players": [{"id": "you", "name": "You", "hand": ["warrior"]},
                                   {"id": "bot1", "name": "Bot 1", "hand": ["brute", "peace"], "hand_size": 2}],
            "zombie_deck": {"size": 2, "pile": {"bat": 2, "ghost": 1}}, "bag_contents": {}}
    seen["zombie_deck"] = {"size": 2}
    assert revealed(seen, full) == ["Bot 1 > hand: brute, peace", "zombie deck > pile: bat 2, ghost 1",
                                    "bag contents: nothing"]
    del seen["zombie_deck"]  # hidden whole: said whole
    assert revealed(seen, full)[1] == "zombie deck: size 2, pile bat 2, ghost 1"
    assert revealed(full, full) == []
