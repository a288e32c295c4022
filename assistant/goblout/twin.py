"""A quick copy of a Goblout table for the hard bot's playouts: the same as `copy.deepcopy(m)` for what
a played-on game reads (players, pile, attacks, the turn's facts), sharing the catalog, with its own
Chance, no narration and no checks. A deep copy spent more time than the playout it was made for."""

from __future__ import annotations

from collections.abc import Sequence

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.goblout.pile import Pile
from goblinkit.assistant.goblout.state import Attack, Match, Player


class UnrecordedChance(Chance):
    """A simulation's Chance when no save is kept: the very same RNG outcomes as Chance's (so the game
    is the one `keep=True` saves and replays), without writing each pick into a record nobody reads."""

    def __init__(self, seed: int):
        super().__init__(seed)
        self._getrandbits = self.rng.getrandbits

    def pick(self, options: Sequence[str], why: str = "") -> str:
        count = len(options)
        if not count:
            raise ValueError("nothing to draw from")
        # What Chance.pick draws: options[rng._randbelow(count)], that method's steps written out here
        getrandbits = self._getrandbits
        bits = count.bit_length()
        drawn = getrandbits(bits)
        while drawn >= count:
            drawn = getrandbits(bits)
        return options[drawn]


def copy_player(p: Player) -> Player:
    return Player(p.id, p.style, p.life, p.max_life, list(p.hand), list(p.deployed), p.face, p.alive, p.peace,
                  p.no_die_by, p.last_attacker)


def copy_pile(pile: Pile) -> Pile:
    twin = Pile()
    twin.cards, twin.discards, twin.reshuffles = list(pile.cards), list(pile.discards), pile.reshuffles
    return twin


def twin(m: Match, chance: Chance) -> Match:
    """m played on with `chance`'s draws and rolls, narrating nothing and checking nothing."""
    return Match(m.cat, chance, m.variant, [copy_player(p) for p in m.players], copy_pile(m.pile), list(m.order),
                 m.active, m.first, m.turn, m.phase, list(m.group_faces), m.white_played, m.war_cry,
                 [Attack(a.attacker, a.target, list(a.goblins)) for a in m.attacks], list(m.set_aside),
                 m.winner, m.win_by, [], False, False, no_die_lifted=m.no_die_lifted)
