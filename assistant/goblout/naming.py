"""What a typed or saved Goblout action names, read as the ids the rules use: cards by name or id, a die face
by its words, a player by id, name or bot number. One place, so a typed command and its listed move log the
same action (the game's `normalize`) and the rules read the same ids."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.numerals import whole
from goblinkit.assistant.goblout.state import Match


def cards_named(m: Match, refs: list[str]) -> list[str]:
    found = []
    for ref in refs:
        try:
            found.append(m.cat.find(ref))
        except ValueError as exc:
            raise RulesError(str(exc)) from None
    return found


def face_named(m: Match, text: Any) -> int:
    try:
        return m.cat.face_named(str(text))
    except ValueError as exc:
        raise RulesError(str(exc)) from None


def player_id(m: Match, ref: str) -> str:
    key = str(ref).strip().lower().replace(" ", "")
    if key in m.by_id:
        return key
    if whole(key) is not None and f"bot{key}" in m.by_id:
        return f"bot{key}"
    raise RulesError(f"no player '{ref}' (players in the game: {', '.join(q.id for q in m.alive())})")


def normalized(m: Match, act: dict[str, Any]) -> None:
    """The step actions by id (cards sorted where their order means nothing), so a typed command logs
    the action its listed move names; `play`, `zap` and old saves are read as before."""
    kind = act.get("type")
    if kind == "draw" and act.get("discard"):
        act["discard"] = sorted(cards_named(m, list(act["discard"])))
    elif kind == "deploy":
        act["cards"] = sorted(cards_named(m, list(act.get("cards") or [])))
    elif kind == "attack":
        act["target"] = player_id(m, str(act.get("target")))
        named = list(act.get("goblins") or [])
        act["goblins"] = ["all"] if [str(g).lower() for g in named] == ["all"] else sorted(cards_named(m, named))
    elif kind == "face":
        act["face"] = face_named(m, act.get("face"))
    elif kind == "zap" and act.get("card"):
        act["card"] = cards_named(m, [act["card"]])[0]
        act["target"] = player_id(m, act["target"]) if act.get("target") else None
        act["picks"] = sorted(cards_named(m, list(act.get("picks") or [])))
        act["face"] = face_named(m, act["face"]) if act.get("face") else None
