"""The normal rival Crews' one ply of look-ahead: what standing on a square exposes a Gob' to in the
rivals' next turn. For each rival Gob' able to act (not Stunned), the expected VP of its best attack on
ours -- close combat if it can walk next to the square, a shot if the square is within its walk plus
its weapon's range (line of sight not checked: the cautious side) -- and the square's danger is the
largest of them. A Gob' one Tickle from laughing out loud is in danger from any Tickle, which the
odds count as a LOL worth a VP to the rival: so such a Gob' steps away (the easy Crews' blunder of
sitting next to the enemy on 2 Tickles), and a 0.10 VP attack is not worth a 0.5 VP knock-out."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.gobz_heroes import ranged
from goblinkit.assistant.gobz_heroes.bot_values import expected
from goblinkit.assistant.gobz_heroes.combat import strength_close
from goblinkit.content.gobz_heroes.board import Square

RISK = 0.8  # how much of the danger an option's value pays (the rival may not take the chance)


class Threats:
    """The rivals' attacks on one Gob' of ours, worked out once per plan: (where the rival stands, how far
    it reaches, the expected VP of that attack)."""

    def __init__(self, game: Any, seat: int, gob_id: str):
        self.reach: list[tuple[Square, int, float]] = []
        for rival in game.gobz.values():
            if not rival.on_board or rival.owner in (None, seat) or rival.stunned:
                continue
            profile = game.profiles[rival.id]
            walk = profile.movement
            close = expected(game, rival.owner, rival.id, gob_id, strength_close(game, rival.id),
                             2 if profile.troll else 1)
            self.reach.append((rival.pos, walk + 1, close))
            for arm in ranged.arms(game, rival.id):
                shot = expected(game, rival.owner, rival.id, gob_id, arm.weapon.strength, arm.weapon.repeat, arm.to_hit)
                self.reach.append((rival.pos, walk + ranged.weapon_range(game, rival.id, arm), shot))

    def danger(self, square: Square) -> float:
        """The expected VP the most dangerous rival Gob' scores on ours standing at `square`."""
        worst = 0.0
        for at, reach, vp in self.reach:
            if vp > worst and max(abs(at[0] - square[0]), abs(at[1] - square[1])) <= reach:
                worst = vp
        return worst
