"""What happens to cards in play, shared by every phase: damage, destruction, ENTER, and where a
Zombie goes when it leaves a Field (the Discard Pile; in Survival, the next Field to the right)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.goblins_vs_zombies.catalog import GoblinDef
from goblinkit.assistant.goblins_vs_zombies.modes import rank
from goblinkit.assistant.goblins_vs_zombies.state import Field, Goblin, Zombie

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Rules

AREA_NAMES = {"graveyard": "Graveyard", "trees": "Trees", "village": "Village"}
BOMBS = ("bomb", "rocket")


def destroy_goblin(game: Rules, field: Field, goblin: Goblin, lines: list[str]) -> None:
    removed = field.remove_goblin(goblin)
    for gone in removed:
        game.supply.discard_card(gone.real or gone.card)
    if not game.explain:
        return
    names = ", ".join(game.gname(g) for g in removed)
    lines.append(f"  {names} {'is' if len(removed) == 1 else 'are'} destroyed"
                 + (" (the Shield goes with the Goblin above it)" if len(removed) > 1 else "") + ".")


def damage_goblin(game: Rules, field: Field, goblin: Goblin, lines: list[str]) -> None:
    goblin.damage += 1
    hp = game.cat.goblins[goblin.card].hp
    if goblin.damage >= hp:
        destroy_goblin(game, field, goblin, lines)
    else:
        lines.append(f"  {game.gname(goblin)} takes 1 damage ({hp - goblin.damage} HP left).")


def leave_field(game: Rules, field: Field, zombie: Zombie, lines: list[str], verb: str) -> None:
    """The Zombie goes to the Discard Pile (tokens off); Bosses leave the game; Survival sends it on."""
    field.remove_zombie(zombie)
    if zombie.card in game.cat.boss_counts:
        game.out_of_game.append(zombie.card)
        lines.append(f"  {game.zname(zombie)} {verb}.")
        _boss_gone(game, zombie, lines)
        return
    if game.mode.slug == "survival" and len(game.living()) > 1:
        name = game.zname(zombie)  # named before its tokens come off
        target = game.right_of(field.owner)
        zombie.damage, zombie.slow, zombie.arrived = 0, False, game.turn  # tokens off; new in that Field
        game.fields[target].add(zombie, "graveyard")
        lines.append(f"  {name} {verb} and comes back into play on {target}'s Graveyard (Survival).")
        return
    game.zombies.discard(zombie.card)
    if game.explain:
        lines.append(f"  {game.zname(zombie)} {verb} (to the Zombie Discard Pile).")


def _boss_gone(game: Rules, zombie: Zombie, lines: list[str]) -> None:
    if zombie.card == "victor":
        lines.append(game.finish("win", "Victor, the Zombie King is destroyed: the Goblin Player wins.",
                                 winner="goblins"))
    elif zombie.card in ("paladin", "elf-hero"):
        lines.append(game.finish("win", f"{game.zdef(zombie).name} is destroyed: all players win.", winner="goblins"))
    elif zombie.card == "dwarf-hero":
        left = sum(1 for f in game.fields.values() for _, z in f.zombies() if z.card == "dwarf-hero")
        if left == 0:
            lines.append(game.finish("win", "The last Dwarf Hero Zombie is destroyed: all players win.",
                                     winner="goblins"))
        else:
            lines.append(f"  {left} Dwarf Hero Zombie{'s' if left > 1 else ''} still in play.")


def damage_zombie(game: Rules, field: Field, zombie: Zombie, amount: int, source: GoblinDef | None,
                  lines: list[str], slow: bool = False) -> int:
    """Deal a Goblin's damage, with the Bosses' immunities and Steel; returns the damage dealt."""
    zdef = game.zdef(zombie)  # named (game.zname) only where a line says so
    if source is not None and zombie.card == "elf-hero":
        lines.append(f"  {game.zname(zombie)}: no Goblin can damage the Elf Hero Zombie.")
        return 0
    if source is not None and source.id in BOMBS and zombie.card == "paladin":
        lines.append(f"  {game.zname(zombie)}: {source.name} cannot damage the Paladin Zombie.")
        return 0
    if source is not None and source.id in BOMBS and zombie.card == "victor":
        dropped = len(game.zombie_hand)
        for card in game.zombie_hand:
            game.zombies.discard(card)
        game.zombie_hand = []
        lines.append(f"  {game.zname(zombie)} takes no damage from {source.name}; the Zombie Player discards "
                     f"their hand ({dropped} card{'s' if dropped != 1 else ''}).")
        return 0
    if slow and zdef.quick and not zombie.slow:  # the hit lands: Steel takes damage away, not the Slow Token
        zombie.slow = True
        lines.append(f"  {game.zname(zombie)} gets a Slow Token.")
    steel = ""  # a Steel Zombie outside the Village takes 1 less: said where the number shrinks
    if source is not None and "steel" in zdef.traits and zombie.area != "village":  # close up, armour fails
        amount -= 1
        if amount <= 0:
            lines.append(f"  {game.zname(zombie)} is Steel: {source.name}'s 1 damage is stopped.")
            return 0
        steel = f" ({source.name}'s {amount + 1}, 1 less for Steel)"
    zombie.damage += amount
    left = zdef.hp - zombie.damage
    if left <= 0:
        verb = f"takes {amount} damage{steel} and is destroyed" if game.explain or steel else "is destroyed"
        leave_field(game, field, zombie, lines, verb)
    elif game.explain or steel:
        lines.append(f"  {game.zname(zombie)} takes {amount} damage{steel} ({left} HP left).")
    return amount


def enter(game: Rules, field: Field, zombie: Zombie, lines: list[str]) -> None:
    """ENTER: the Guardian destroys this Zombie and every other in the Field, then is spent; without
    one, the Zombie gets in: a loss (or, in Survival, that player is out; in Mode E, the Zombie Player wins)."""
    name = game.zname(zombie)
    if field.guardian:
        field.guardian = False
        lines.append(f"  {name} ENTERS {field.owner}'s Village: the Guardian destroys it and every other Zombie "
                     "in the Field except Bosses, then is flipped (gone).")
        others = [z for _, z in field.zombies() if z is not zombie and not game.zdef(z).boss]
        for other in [zombie] + others:
            if game.over:
                break
            leave_field(game, field, other, lines, "is destroyed")
        return
    lines.append(f"  {name} ENTERS {field.owner}'s Village and there is no Guardian!")
    if game.mode.slug == "survival":
        lines.extend(game.eliminate(field.owner, f"a Zombie entered {field.owner}'s Village."))
    elif game.mode.slug == "versus":
        lines.append(game.finish("lose", "A Zombie entered the Village: the Zombie Player wins.", winner="zombies"))
    else:
        score = len(game.zombies.discards)
        extra: dict[str, Any] = {"score": score}
        if game.mode.slug == "last-stand":
            extra["rank"] = rank(score)
            lines.append(game.finish("lose", f"A Zombie entered the Village. Final score {score}: "
                                             f"rank {extra['rank']}.", **extra))
        else:
            lines.append(game.finish("lose", "A Zombie entered the Village: all players lose.", **extra))
