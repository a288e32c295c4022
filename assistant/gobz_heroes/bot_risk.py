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
from goblinkit.assistant.gobz_heroes.bot_memo import gob_state, remembered
from goblinkit.assistant.gobz_heroes.bot_values import disable_chance, expected
from goblinkit.assistant.gobz_heroes.combat import strength_close
from goblinkit.content.gobz_heroes.board import Square

RISK = 0.8  # how much of the danger an option's value pays (the rival may not take the chance)


class Threats:
    """The rivals' attacks on one Gob' of ours, worked out once per plan: (where the rival stands, how far
    it reaches, the expected VP of that attack)."""

    def __init__(self, game: Any, seat: int, gob_id: str):
        self.reach: list[tuple[Square, int, float]] = [
            entry for entries in _per_rival(game, seat, gob_id).values() for entry in entries]

    def danger(self, square: Square) -> float:
        """The expected VP the most dangerous rival Gob' scores on ours standing at `square`."""
        worst = 0.0
        for at, reach, vp in self.reach:
            if vp > worst and max(abs(at[0] - square[0]), abs(at[1] - square[1])) <= reach:
                worst = vp
        return worst


class CrewThreats:
    """The rivals' next turn against the whole Crew (normal skill): each able rival Gob' takes its best
    attack on any of ours, so a square's cost is what it adds to the sum of those best attacks (a Gob'
    walking into a rival already busy with a better target costs little), and hurting a rival saves the
    Crew what that rival would score (the tempo of striking first)."""

    def __init__(self, game: Any, seat: int):
        self.game, self.seat = game, seat
        self.mine = {g.id: g.pos for g in game.gobz.values() if g.owner == seat and g.on_board}
        self.rivals = [r.id for r in game.gobz.values() if r.on_board and r.owner not in (None, seat) and not r.stunned]
        self.by_gob = {gob_id: _per_rival(game, seat, gob_id) for gob_id in self.mine}
        self.now = self.total(self.mine)
        self.moved: dict[tuple[str, Square], tuple[dict[str, Square], float]] = {}  # `cost`'s work a square


    def best(self, rival: str, places: dict[str, Square]) -> float:
        worst = 0.0
        for gob_id, square in places.items():
            for at, reach, vp in self.by_gob[gob_id].get(rival, ()):
                if vp > worst and max(abs(at[0] - square[0]), abs(at[1] - square[1])) <= reach:
                    worst = vp
        return worst

    def total(self, places: dict[str, Square]) -> float:
        return sum(self.best(r, places) for r in self.rivals)

    def cost(self, gob_id: str, square: Square, act: dict[str, Any] | None = None) -> float:
        """What ending on `square` (and making `act`, an attack) costs the Crew in the rivals' next turn:
        what the square adds to their best attacks, less what the attack may take away (a rival Stunned
        or KO'd does not act)."""
        found = self.moved.get((gob_id, square))
        if found is None:  # a plan asks for the same square again (each attack from it, then the option's risk)
            places = {**self.mine, gob_id: square}
            found = self.moved[gob_id, square] = (places, self.total(places))
        places, total = found
        cost = total - self.now
        if act is not None and act["targets"][0] in self.rivals:
            cost -= disable_chance(self.game, act) * self.best(act["targets"][0], places)
        return cost


def _per_rival(game: Any, seat: int, gob_id: str) -> dict[str, list[tuple[Square, int, float]]]:
    """Each able rival Gob's attacks on ours (the threat map's row for `gob_id`), remembered (bot_memo.py)
    by the state of ours and of every rival Gob' on the board."""
    rivals = tuple(gob_state(game, r.id) for r in game.gobz.values() if r.on_board and r.owner not in (None, seat))
    key = (seat, gob_state(game, gob_id), rivals)
    return remembered(game, "threats", key, lambda: _worked_out(game, seat, gob_id))


def _worked_out(game: Any, seat: int, gob_id: str) -> dict[str, list[tuple[Square, int, float]]]:
    found: dict[str, list[tuple[Square, int, float]]] = {}
    for rival in game.gobz.values():
        if not rival.on_board or rival.owner in (None, seat) or rival.stunned:
            continue
        profile = game.profiles[rival.id]
        close = expected(game, rival.owner, rival.id, gob_id, strength_close(game, rival.id), 2 if profile.troll else 1,
                         0, True, True, False)  # the rival's 6s count (a Combo Card), never its secret Gob'jective
        reach = [(rival.pos, profile.movement + 1, close)]
        for arm in ranged.arms(game, rival.id):
            shot = expected(game, rival.owner, rival.id, gob_id, arm.weapon.strength, arm.weapon.repeat, arm.to_hit,
                            True, False, False)
            reach.append((rival.pos, profile.movement + ranged.weapon_range(game, rival.id, arm), shot))
        found[rival.id] = reach
    return found
