"""GobbledyGook! in the guided turn: the players report what their creatures do, one line each;
`done` runs the whole Humans turn; the prompt says the round, who can still act and which blips
are left; names are completed and resolved (creatures by id or name, figures, blips, any case).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.core.names import plural, resolve

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.protocol import GameState

CREATURE_KEYS = ("creature",)
BLIP_KEYS = ("blip",)
ANY_KEYS = ("target", "id")


def prompt(game: GameState) -> list[str]:
    from goblinkit.assistant.gobbledygook.measure import in_use

    if game.over:
        return ["The game is over: new starts another."]
    standing = [c for c in game.creatures.values() if not c.ko]
    shown = ", ".join(c.name + "".join(f" ({word})" for word, on in (("Veteran", c.veteran), ("hidden", c.hidden),
                                                                      ("stunned", c.stunned),
                                                                      ("TRAPPED: roll escape", c.trapped)) if on)
                      for c in standing)
    blips = [b.id for b in game.open_blips() if not b.revealed]
    return [f"Round {game.round}, the creatures' turn: {shown}. "
            f"{plural(len(blips), 'blip')} to reveal{': ' + ' '.join(blips) if blips else ''}.",
            "Your move: reveal a blip with a creature, attack, loot or prank a Human, roll (to escape, rescue, "
            "revive...), or done (the Humans turn)."
            + (f" A creature that moves: say where it goes, in inches (move {standing[0].id} 12,30)."
               if in_use(game) and standing else "")]


def vocabulary(game: GameState) -> list[str]:
    return ([c.id for c in game.creatures.values()] + [c.name for c in game.creatures.values()]
            + [f.id for f in game.figures.values() if not f.gone] + list(game.blips))


def legend(game: GameState) -> list[str]:
    from goblinkit.assistant.gobbledygook.measure import in_use

    return ["B3=food: a revealed blip, * while it is still to be dealt with",
            "2/3 hits: dice left of the creature's", "(2/3 dice): a figure's dice left",
            *(["at (x, y): inches from the table's corner, x toward 3 o'clock, y toward 12 o'clock (a stick is 6)"]
              if in_use(game) else [])]


def normalize(game: GameState, act: dict[str, Any]) -> None:
    """Creatures by id or name, figures and blips by id, any case, a start being enough. A name
    that fits nothing is left as typed, for the rules to refuse in their own words."""
    creatures = {c.id: [c.name] for c in game.creatures.values()}
    blips: dict[str, list[str]] = {b: [] for b in game.blips}
    figures: dict[str, list[str]] = {f.id: [f.kind] for f in game.figures.values() if not f.gone}
    for keys, pool, what in ((CREATURE_KEYS, creatures, "creature"), (BLIP_KEYS, blips, "blip"),
                             (ANY_KEYS, {**creatures, **figures, **blips}, "figure")):
        for key in keys:
            if isinstance(act.get(key), str):
                act[key] = resolve(act[key], pool, what, missing_ok=True)
