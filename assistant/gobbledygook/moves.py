"""GobbledyGook!'s moves as data (core/moves.py): what the players' creatures may do now.

Every candidate (each creature with each blip, figure, rival or building it could act on) is checked by
the very function its handler calls first (allowed.py): the ones it accepts are listed as legal, the
ones it refuses are listed with that refusal as `blocked` when the player would see them as moves (a
stunned or KOed creature's reveal and attack, an item it does not carry); the others (looting a Hound,
attacking your own Brood) are not listed at all. `done` (the Humans turn) is the move that ends the
creatures' turn.

Free parameters are left out, as the command's defaults: a listed move carries no `--from` (a move
measured in inches is the player's to give; `move` and `place`, which are only positions, are not
listed: type them as commands), no `--sticks` (a shot is 1 stick unless positions measure it), no
`--cover`. `--food` is listed as its own move when the Brood has Food (it is a choice, not a number).
A question the rules have (a Hound's reach, a reroll) is asked when the move is made.
"""

from __future__ import annotations

import re
import shlex
from typing import TYPE_CHECKING, Any

from goblinkit.assistant.core.moves import ACTOR, CARD, PLACE, TARGET, Move, Part
from goblinkit.assistant.gobbledygook.allowed import LOOTED, PRANKED, refusal
from goblinkit.assistant.gobbledygook.conditions import food_carrier

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.protocol import GameState
    from goblinkit.assistant.gobbledygook.state import BlipSpot, Creature, Figure

ROLL_WORDS = {"escape": ("ESCAPE the trap", "a 6"), "rescue": ("RESCUE", "5 or 6"), "revive": ("REVIVE", "a 6"),
              "scrabble": ("SCRABBLE up", "any 1 slides back")}


def _creature(creature: Creature, role: str = ACTOR) -> Part:
    return Part(role, creature.id, (creature.name,))


def _figure(figure: Figure) -> Part:
    kind = figure.kind.replace("-", " ")
    number = re.sub(r"^\D*", "", figure.id)
    return Part(TARGET, figure.id, (kind, f"{kind} {number}".strip()))


def _blip(spot: BlipSpot) -> Part:
    return Part(TARGET, spot.id, (f"blip {spot.id}", f"blip {spot.id[1:]}"))


def _command(*words: str) -> str:
    return " ".join(shlex.quote(w) for w in words)


class Lister:
    """Collects the moves: each candidate checked by allowed.py, kept legal, blocked, or dropped."""

    def __init__(self, game: GameState):
        self.game = game
        self.found: list[Move] = []

    def add(self, act: dict[str, Any], verb: str, label: str, command: str, parts: tuple[Part, ...],
            aliases: tuple[str, ...] = (), cost: str = "", show_blocked: bool = True) -> None:
        why = refusal(self.game, act)
        if why and not show_blocked:
            return
        self.found.append(Move(verb, label, act, command, parts, cost, aliases, blocked=why))

    def fed(self, creature: Creature, act: dict[str, Any], verb: str, label: str, command: str,
            parts: tuple[Part, ...], aliases: tuple[str, ...] = (), show_blocked: bool = True) -> None:
        """The move, and with --food too when the Brood has Food to eat for +1 die."""
        self.add(act, verb, label, command, parts, aliases, show_blocked=show_blocked)
        if food_carrier(self.game, creature) is not None:
            self.add({**act, "food": True}, verb, f"{label}, eating Food (+1 die)", f"{command} --food",
                     (*parts, Part(CARD, "food", ("Food", "eat", "eating", "eating food", "eat food"))), aliases,
                     cost="1 Food",
                     show_blocked=False)


def moves(game: GameState) -> list[Move]:
    """The players' moves now (empty once the game is over): every creature's, then `done`."""
    if game.over:
        return []
    lister = Lister(game)
    for creature in game.creatures.values():
        _creature_moves(lister, creature)
    lister.found.append(Move("done", "Done: the creatures' turn ends, the Humans play", {"type": "humans"}, "done",
                             aliases=("humans", "humans turn", "end", "end turn", "wait", "goblins wait", "creatures wait"),
                             main=True))
    return lister.found


def _creature_moves(lister: Lister, creature: Creature) -> None:
    game = lister.game
    me = _creature(creature)
    active = not (creature.ko or creature.stunned or creature.trapped)
    for spot in game.blips.values():
        if spot.revealed:
            continue
        lister.add({"type": "reveal", "blip": spot.id, "creature": creature.id}, "reveal",
                   f"Reveal {spot.id} with {creature.name}", _command("reveal", spot.id, "--by", creature.id),
                   (_blip(spot), me), aliases=("flip",))
        if creature.count("scry") and not spot.known:
            lister.add({"type": "scry", "creature": creature.id, "blip": spot.id}, "scry",
                       f"Scry {spot.id} with {creature.name} (it stays face down)",
                       _command("scry", creature.id, spot.id), (me, _blip(spot)), aliases=("peek at", "look at", "examine"))
    _attacks(lister, creature, me)
    _quiet_moves(lister, creature, me)
    _rolls(lister, creature, me, active)
    _status(lister, creature, me)
    _items(lister, creature, me)
    for building in sorted({b.building for b in game.blips.values() if b.building and not b.revealed}):
        lister.add({"type": "enter", "creature": creature.id, "building": building}, "enter",
                   f"{creature.name} enters {building} (its blips are revealed)",
                   _command("enter", creature.id, building), (me, Part(PLACE, building, (building,))),
                   aliases=("go in", "go into", "walk into", "break into", "sneak into"))


def _targets(game: GameState, creature: Creature) -> list[tuple[str, Part, bool]]:
    """What a creature could attack: the standing Human figures and things, and other Broods' creatures
    (id, part, whether it is a figure)."""
    found = [(f.id, _figure(f), True) for f in game.figures.values() if not f.gone]
    found += [(c.id, _creature(c, TARGET), False) for c in game.creatures.values()
              if c.brood != creature.brood and not c.ko]
    return found


def _attacks(lister: Lister, creature: Creature, me: Part) -> None:
    game = lister.game
    shoots = bool(creature.count("shooty") or creature.count("bomber"))
    for target, part, is_figure in _targets(game, creature):
        act = {"type": "attack", "creature": creature.id, "target": target, "mode": "melee", "sticks": None,
               "cover": False, "food": False}
        lister.fed(creature, act, "attack", f"Attack {part.names[-1] if is_figure else part.names[0]} with "
                   f"{creature.name}", _command("attack", creature.id, target), (part, me),
                   aliases=("mayhem", "melee", "destroy", "wreck", "smash", "jump"))
        if shoots:
            lister.fed(creature, {**act, "mode": "ranged"}, "shoot",
                       f"Shoot at {part.names[-1] if is_figure else part.names[0]} with {creature.name} (1 stick)",
                       _command("attack", creature.id, target, "--ranged"), (part, me),
                       aliases=("ranged", "ranged attack", "attack ranged"), show_blocked=False)
        if creature.count("bomber") and is_figure:
            lister.fed(creature, {"type": "bomb", "creature": creature.id, "target": target, "sticks": None,
                                  "cover": False, "food": False}, "bomb",
                       f"Bomb {part.names[-1]} with {creature.name} (1 stick)", _command("bomb", creature.id, target),
                       (part, me), aliases=("throw a bomb at", "throw bomb at", "blast"), show_blocked=False)


def _quiet_moves(lister: Lister, creature: Creature, me: Part) -> None:
    """LOOT and PRANK, listed for the targets of their kinds (a revealed creature's blocked: it must hide)."""
    for figure in lister.game.figures.values():
        if figure.gone:
            continue
        part = _figure(figure)
        for verb, kinds, aliases in (("loot", LOOTED, ("steal", "steal from", "rob", "pickpocket", "free")),
                                     ("prank", PRANKED, ("trick", "tease", "play a prank on", "prank on"))):
            if figure.kind in kinds:
                lister.fed(creature, {"type": verb, "creature": creature.id, "target": figure.id, "food": False},
                           verb, f"{verb.capitalize()} {part.names[-1]} with {creature.name} (quiet)",
                           _command(verb, creature.id, figure.id), (part, me), aliases=aliases)


def _rolls(lister: Lister, creature: Creature, me: Part, active: bool) -> None:
    def roll(kind: str, target: Creature | None, aliases: tuple[str, ...], show_blocked: bool = True) -> None:
        words, needs = ROLL_WORDS[kind]
        parts = (me,) + ((_creature(target, TARGET),) if target is not None else ())
        label = (f"{words} {target.name} with {creature.name} ({needs})" if target is not None
                 else f"{creature.name}: {words} ({needs})")
        command = _command("roll", kind, creature.id, *(("--target", target.id) if target is not None else ()))
        lister.fed(creature, {"type": "roll", "roll": kind, "creature": creature.id,
                              "target": target.id if target is not None else None, "food": False},
                   "roll", label, command, parts, aliases, show_blocked=show_blocked)

    if creature.trapped:
        roll("escape", None, ("escape", "escape the trap", "break free", "get out"))
    roll("scrabble", None, ("scrabble", "climb", "scrabble up"), show_blocked=False)
    for other in lister.game.creatures.values():
        if other.trapped and other is not creature:
            roll("rescue", other, ("rescue", "help"))
        if other.hits:
            roll("revive", other, ("revive", "heal", "patch up"), show_blocked=active)


def _status(lister: Lister, creature: Creature, me: Part) -> None:
    if creature.ko:
        return
    for what, label, aliases, shown in (
            ("recover", f"{creature.name} recovers from the Stun", ("recover", "recover from", "shake off", "unstun", "wake", "wake up"),
             creature.stunned),
            ("hide", f"{creature.name} HIDEs", ("hide", "sneak"), not creature.hidden),
            ("spotted", f"{creature.name} was spotted (revealed)", ("spotted", "spot", "seen", "unhide"),
             creature.hidden)):
        if shown:
            lister.add({"type": "status", "creature": creature.id, "what": what}, "set", label,
                       _command("set", creature.id, what), (me,), aliases=aliases)


def _items(lister: Lister, creature: Creature, me: Part) -> None:
    game = lister.game
    if not creature.ko:
        for spot in game.blips.values():
            if spot.revealed in ("food", "pots", "hunter-loot") and not spot.resolved:
                thing = {"food": "the Food", "pots": "the Pots", "hunter-loot": "the hunter's loot"}[spot.revealed]
                lister.add({"type": "item", "creature": creature.id, "what": "pickup", "target": spot.id}, "item",
                           f"{creature.name} picks up {thing} at {spot.id}",
                           _command("item", creature.id, "pickup", spot.id),
                           (me, Part(TARGET, spot.id, (spot.revealed.replace("-", " "), f"blip {spot.id}"))),
                           aliases=("pick up", "pickup", "grab", "take"))
        for figure in game.living("furniture"):
            lister.add({"type": "item", "creature": creature.id, "what": "pickup", "target": figure.id}, "item",
                       f"{creature.name} picks up {figure.id}", _command("item", creature.id, "pickup", figure.id),
                       (me, _figure(figure)), aliases=("pick up", "pickup", "grab", "take"))
    if creature.carrying is not None:
        lister.add({"type": "item", "creature": creature.id, "what": "deliver", "target": None}, "item",
                   f"{creature.name} carries the {creature.carrying} off the board (1 Tin)",
                   _command("item", creature.id, "deliver"),
                   (me, Part(CARD, creature.carrying, (creature.carrying,), optional=True)),
                   aliases=("deliver", "carry off", "drop off", "drop", "carry"))
    if food_carrier(game, creature) is None:
        return
    for what, label, aliases, shown in (("eat-heal", "eats Food and recovers 1 hit", ("eat", "heal", "eat heal", "eat food", "eat to heal", "use food to heal"),
                                         creature.hits > 0),
                                        ("eat-hide", "eats Food and hides at once", ("eat and hide", "eat hide", "eat food and hide", "eat to hide", "use food to hide"),
                                         not creature.hidden)):
        if shown:
            lister.add({"type": "item", "creature": creature.id, "what": what, "target": None}, "item",
                       f"{creature.name} {label}", _command("item", creature.id, what), (me,), aliases=aliases,
                       cost="1 Food")
