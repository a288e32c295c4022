"""`status`: each Field drawn as a compact diagram a player can compare with the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from goblinkit.assistant.goblins_vs_zombies.effects import AREA_NAMES
from goblinkit.assistant.goblins_vs_zombies.state import AREAS, Goblin, Zombie
from goblinkit.content.goblins_vs_zombies.text import TRAIT_ICONS, TYPE_ICONS
from goblinkit.assistant.core.names import plural

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Rules


def zombie_text(game: Rules, zombie: Zombie) -> str:
    zdef = game.zdef(zombie)
    marks = TYPE_ICONS[zdef.type] + "".join(TRAIT_ICONS[t] for t in zdef.traits if t != "boss")
    tokens = f" {zdef.hp - zombie.damage}/{zdef.hp}HP" + (" slow" if zombie.slow else "")
    new = " (new)" if zombie.arrived >= game.turn else ""
    under = f" [{zombie.under} under]" if zombie.card == "paladin" else ""
    return f"{game.zname(zombie)} {marks}{tokens}{under}{new}"


def goblin_text(game: Rules, goblin: Goblin) -> str:
    hp = game.cat.goblins[goblin.card].hp
    extra = " asleep" if goblin.asleep else ""
    extra += f" {hp - goblin.damage}/{hp}HP" if hp > 1 else ""
    shields = "".join(f" +{game.gname(s)}" for s in goblin.shields)
    return f"{game.gname(goblin)}{extra}{shields}"


def describe_game(game: Rules) -> str:
    supply = game.supply
    top = game.zombies.discards[-1] if game.zombies.discards else None
    top_name = (game.cat.events[top].name if game.cat.is_event(top) else game.cat.zombie(top).name) if top else "empty"
    lines = [f"Goblins vs Zombies, Mode {game.mode.letter} ({game.mode.title}), turn {game.turn}: "
             f"{game.current}, {game.phase.upper().replace('-', ' ')}",
             f"Zombie Deck {len(game.zombies)} | Zombie Discard {len(game.zombies.discards)} (top: {top_name}) | "
             f"Goblin Deck {supply.deck_size()} | Goblin Discard {supply.discard_size}"]
    if game.mode.slug == "versus":
        lines.append(f"Zombie Player's hand: {plural(len(game.zombie_hand), 'card')}")
    for owner, field in game.fields.items():
        state = "out" if not field.alive else ("Guardian ready" if field.guardian else "no Guardian")
        lines.append(f"{owner}: {state}, hand {supply.hand_sizes[owner]}")
        for area in AREAS:
            zombies = ", ".join(zombie_text(game, z) for z in field.areas[area]) or "-"
            lines.append(f"  {AREA_NAMES[area]:<9} | {zombies}")
        gate = ", ".join(goblin_text(game, g) for g in field.gate) or "-"
        lines.append(f"  {'Gate':<9} | {gate}")
    if game.result:
        lines.append(f"Result: {game.result['reason']}")
    return "\n".join(lines)
