"""A creature's move told with the action it moves for (`attack grub hound1 --from 12,30`): one
command, one log entry, no separate `place`. Without `--from` nothing is measured (a table playing
by eye never gives positions); with it:

- the move is measured from the creature's last known position: a MOVE is 1 stick (doubled with
  Steed), and of a creature's two actions the action itself may leave one or two for moving. A
  melee at the end of a move is free (the rulebook), unless the target was hidden before it; a
  blip is revealed by moving onto it and a building by walking in (no action); a shot, a Loot, a
  Prank, a Scry, a roll or a pick-up takes one action (designed: the move may not be longer than
  what is left);
- ending the move adjacent to an enemy (a Human or another Brood's creature) reveals the creature,
  as the rulebook says, so a Loot or a Prank, which are quiet, is refused from there;
- the action's reach is checked when the target's position is known: melee, Rescue, Revive, a
  pick-up, revealing a blip (designed: you move onto it) and a sign's Loot ("next to the sign")
  adjacent; Prank and Scry within 1 stick; Loot of a Human within 1 stick like Prank (designed: the
  rulebook gives no reach, and moving adjacent would reveal the thief); a shot's range is measured
  in sticks (the first one free).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobbledygook.measure import MAX_INCHES
from goblinkit.assistant.gobbledygook.positions import ADJACENT, STICK, Point, distance, where
from goblinkit.assistant.gobbledygook.state import Creature

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.protocol import GameState

ENEMY_KINDS = ("hound", "hunter", "wanderer", "clanker")  # the Humans a creature is revealed beside
NUMBER = r"\s*([0-9]+(?:\.[0-9]+)?)\s*"  # ASCII digits (\d takes '٣')


def parse_point(value: Any, option: str = "--from") -> Point | None:
    """`12,30` (or `12 30`, or a saved [12, 30]) in inches; None when the option was not given."""
    if value is None or value == "":
        return None
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
        point = (float(value[0]), float(value[1]))
    else:
        found = re.fullmatch(NUMBER + r"[, ]" + NUMBER, str(value))
        if found is None:
            raise RulesError(f"{option}: the new position as X,Y in inches from the table's corner (e.g. 12,30), "
                             f"got '{value}'")
        point = (float(found.group(1)), float(found.group(2)))
    if not all(0 <= v <= MAX_INCHES for v in point):  # also refuses nan and inf
        raise RulesError(f"{option}: X and Y are inches from 0 to {MAX_INCHES}, got '{value}'")
    return point


def inches(value: float) -> str:
    return f"{round(value, 1):g} inch{'' if round(value, 1) == 1 else 'es'}"


@dataclass
class Step:
    """A creature's move, checked before anything is rolled and made only once every check passed."""

    creature: Creature
    to: Point | None
    lines: list[str] = field(default_factory=list)

    def reach(self, name: str, there: Point | None, limit: float, what: str) -> None:
        """Refuse an action whose target is out of reach (only when both positions are known)."""
        if self.to is None or there is None:
            return
        gap = distance(self.to, there)
        if gap > limit + 1e-9:
            raise RulesError(f"{self.creature.name} at {where(self.to)} would be {inches(gap)} from {name} at "
                             f"{where(there)}: {what}")

    def sticks(self, name: str, there: Point | None, given: Any) -> int | None:
        """A shot's range measured in sticks (the first one free); a --sticks that disagrees is refused."""
        if self.to is None or there is None:
            return None
        gap = distance(self.to, there)
        measured = max(1, math.ceil(gap / STICK - 1e-9))
        if given is not None and given != measured:
            raise RulesError(f"--sticks {given}, but {name} at {where(there)} is {inches(gap)} from {where(self.to)}, "
                             f"{measured} stick{'s' if measured != 1 else ''}: leave --sticks out, the assistant "
                             "measures")
        return measured

    def reveals(self, game: GameState) -> str | None:
        """The enemy the move ends adjacent to, if the creature is hidden (moving there reveals it)."""
        if self.to is None or not self.creature.hidden:
            return None
        enemies = [(f.id, f.pos) for f in game.figures.values() if f.kind in ENEMY_KINDS and not f.gone]
        enemies += [(c.name, c.pos) for c in game.creatures.values() if c.brood != self.creature.brood and not c.ko]
        return next((name for name, pos in enemies if pos is not None and distance(pos, self.to) <= ADJACENT + 1e-9),
                    None)

    def quiet(self, game: GameState, verb: str) -> None:
        enemy = self.reveals(game)
        if enemy is not None and self.to is not None:  # an enemy only where the move ends somewhere
            raise RulesError(f"{self.creature.name} would end its move at {where(self.to)} adjacent to {enemy}, which "
                             f"reveals it: {verb.upper()} is quiet, you must be hidden (act from farther away)")

    def make(self, game: GameState) -> list[str]:
        """Put the creature at its new position; a hidden one ending adjacent to an enemy is revealed."""
        if self.to is None:
            return []
        enemy = self.reveals(game)
        self.creature.pos = self.to
        if enemy is not None:
            self.creature.hidden = False
            self.lines.append(f"  {self.creature.name} moves adjacent to {enemy}: revealed.")
        return self.lines


def step(creature: Creature, act: dict[str, Any], moves: int, rest: str) -> Step:
    """Check the move of `act['from']` (if given): at most `moves` MOVE actions of 1 stick (2 with
    Steed); `rest` says what the action itself takes of the creature's two."""
    to = parse_point(act.get("from"))
    if to is None:
        return Step(creature, None)
    if creature.trapped:
        raise RulesError(f"{creature.name} is TRAPPED: it cannot move until it ESCAPEs or is RESCUED")
    steed = bool(creature.count("steed"))
    reach = moves * STICK * (2 if steed else 1)
    if creature.pos is None:
        return Step(creature, to, [f"{creature.name} is at {where(to)}."])
    gone = distance(creature.pos, to)
    if gone > reach + 1e-9:
        raise RulesError(f"{creature.name} cannot move from {where(creature.pos)} to {where(to)}: that is "
                         f"{inches(gone)}, and it may move {inches(reach)} for this ({'two MOVEs' if moves == 2 else 'one MOVE'}"
                         f" of {'2 sticks, Steed' if steed else '1 stick'}; {rest})")
    if gone < 1e-9:
        return Step(creature, to)
    return Step(creature, to, [f"{creature.name} moves {inches(gone)} to {where(to)}."])




def move(game: GameState, act: dict[str, Any]) -> list[str]:
    """`move CREATURE X,Y`: a move with no other action, one or two MOVEs, measured and said."""
    from goblinkit.assistant.gobbledygook.checks import require_active

    creature = game.creature(act["creature"])
    require_active(creature, "move")
    if parse_point(act.get("from"), "move") is None:
        raise RulesError(f"move: give {creature.name}'s new position as X,Y in inches (e.g. move {creature.id} 12,30)")
    origin = creature.pos
    walk = step(creature, act, 2, "the move takes both its actions")
    assert walk.to is not None
    if origin is not None:
        gone = distance(origin, walk.to)
        count = "two MOVEs" if gone > STICK * (2 if creature.count("steed") else 1) + 1e-9 else "one MOVE"
        walk.lines = ([f"{creature.name} moves {inches(gone)} to {where(walk.to)} ({count})."] if gone >= 1e-9 else
                      [f"{creature.name} stays at {where(walk.to)}."])
    return walk.make(game)
