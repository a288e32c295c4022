"""The augury die: what a player's die shows, rolling it, and buying a face with a life point.

Group Die (variant): two dice in the middle, rolled by the active player at the start of the turn;
everyone plays the colours of both, no re-roll in defence, no buying. "No Die" blanks a die.

The human's die is physical: their rolls are dice rolls (`--dice 5` gives what they rolled). A bot's
die is rolled by the assistant as a chance pick among the six faces, so the dice a player types
are only ever their own, whatever the bots roll in between.
"""

from __future__ import annotations

from goblinkit.assistant.core.chance import PLAYER
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.goblout.catalog import COLOURS
from goblinkit.assistant.goblout.state import Match, Player

NOTHING: frozenset[str] = frozenset()


def shown(m: Match, p: Player) -> frozenset[str]:
    """The colours p may deploy now."""
    if p.no_die_by is not None:
        return NOTHING
    if m.group_faces:
        return _group_colours(m)
    return m.cat.shown[p.face] if p.face else NOTHING


def deployable(m: Match, p: Player) -> frozenset[str]:
    """The cards p may deploy now, by the colours shown: one look for the usual case, a die's own face."""
    if p.no_die_by is not None:
        return NOTHING
    if m.group_faces:
        return m.cat.deployable(_group_colours(m))
    return m.cat.deployable_on[p.face] if p.face else NOTHING


def _group_colours(m: Match) -> frozenset[str]:
    faces = m.cat.faces
    return frozenset(c for f in m.group_faces for c in faces[f])


def colours_text(colours: frozenset[str]) -> str:
    """'red+blue' in the die's own order, or 'no colour'."""
    return "+".join(c for c in COLOURS if c in colours) or "no colour"


def face_text(m: Match, face: int) -> str:
    return f"{face} ({m.cat.face_label(face)})"


FACES = ("1", "2", "3", "4", "5", "6")


def _throw(m: Match, p: Player, count: int, why: str) -> list[int]:
    if p.style is None:  # the human rolls their own die
        return m.chance.roll(count, 6, why, PLAYER)
    thrown = []
    for _ in range(count):
        thrown.append(int(m.chance.pick(FACES, why)))
    return thrown


def roll(m: Match, p: Player, why: str, again: bool = False) -> None:
    if m.variant is not None and m.variant.group_dice:
        m.group_faces = _throw(m, p, m.variant.group_dice, why)
        m.talk and m.say(f"{p.name} roll{'s' if p.third else ''} the group dice: {_faces_text(m, m.group_faces)}.")
        return
    p.face = _throw(m, p, 1, why)[0]
    m.talk and m.say(f"{p.name} {'re-' if again else ''}roll{'s' if p.third else ''} {face_text(m, p.face)}"
                     + (f", but under No Die it shows no colour until {m.player(p.no_die_by).of} next turn."
                        if p.no_die_by is not None else "."))


def _faces_text(m: Match, faces: list[int]) -> str:
    return " and ".join(face_text(m, f) for f in faces)


def buy_face(m: Match, p: Player, face: int) -> None:
    """Phase 2: sacrifice 1 life point to choose the face (never the last life point: that would be suicide)."""
    if m.variant is not None and m.variant.group_dice:
        raise RulesError("Group Die: nobody may sacrifice a life point to change the dice")
    if face not in m.cat.faces:
        raise RulesError(f"a die has faces 1 to 6, not {face}")
    if p.life <= 1:
        raise RulesError(f"{p.name} {'has' if p.third else 'have'} 1 life point left: sacrificing it would eliminate "
                         f"{'them' if p.third else 'you'}")
    p.life -= 1
    p.face = face
    m.talk and m.say(f"{p.name} sacrifice{'s' if p.third else ''} 1 life point ({p.life} left) and turn"
          f"{'s' if p.third else ''} the die to {face_text(m, face)}.")
