"""IV. ZOMBIE ARRIVAL: cards from the Zombie Deck onto a Graveyard; Events; The Boss!!; and in
Mode E the Zombie Player's {DRAW 2} / {PLAY 1 + DRAW 1} / {PLAY 2}."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.goblins_vs_zombies import zombie_phase
from goblinkit.assistant.goblins_vs_zombies.effects import AREA_NAMES
from goblinkit.assistant.goblins_vs_zombies.state import Field, Zombie
from goblinkit.assistant.goblins_vs_zombies.zombie_player import arrival_choice
from goblinkit.assistant.core.table import Table
from goblinkit.content.goblins_vs_zombies.script import Step, spoken
from goblinkit.assistant.core.names import plural

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Playable, Rules

BOSS_BY_DIE = {1: "paladin", 2: "paladin", 3: "elf-hero", 4: "elf-hero", 5: "dwarf-hero", 6: "dwarf-hero"}


def run_phase(game: Playable, table: Table, act: dict[str, Any]) -> list[str]:
    """`act`: the `arrive` action, where Mode E's Zombie Player's choice is logged (zombie_player.py)."""
    field = game.fields[game.current]
    if game.mode.slug == "versus":
        return zombie_player_turn(game, field, table, arrival_choice(game, act))
    lines: list[str] = [f"ZOMBIE ARRIVAL in {field.owner}'s Field." if game.explain else "ZOMBIE ARRIVAL."]
    for _ in range(game.mode.arrivals):
        if game.over or game.phase == "sun":
            break
        arrive_one(game, field, table, lines)
    return lines


def arrive_one(game: Rules, field: Field, table: Table, lines: list[str]) -> None:
    card = game.draw_zombie_card("Zombie Arrival", lines)
    if card is None:
        lines.append("  The Zombie Deck and its Discard Pile are both empty: nothing arrives.")
        return
    if game.over:
        game.unplayed.append(card)
    else:
        place(game, field, card, table, lines, face_up=True)


def reinforce(game: Rules, field: Field, table: Table, lines: list[str]) -> None:
    if game.explain:
        lines.append(f"  REINFORCEMENT for {field.owner}:")
    card = game.draw_zombie_card("REINFORCEMENT", lines)
    if card is None:
        lines.append("  the Zombie Deck and its Discard Pile are both empty: nothing comes.")
    elif game.over:
        game.unplayed.append(card)
    else:
        place(game, field, card, table, lines, face_up=True)


def place(game: Rules, field: Field, card: str, table: Table, lines: list[str], face_up: bool) -> None:
    """A card from the Zombie Deck (or the Zombie Player's hand) goes onto `field`'s Graveyard."""
    if face_up and game.cat.is_event(card):
        event = game.cat.events[card]
        if game.explain:
            lines.append(f"  {event.name}" if event.name.startswith("Event:") else f"  Event: {event.name}")
        resolve_event(game, field, card, table, lines)
        return
    zombie = field.add(Zombie(game.next_zombie_uid(), card, "front" if face_up else "basic", arrived=game.turn),
                       "graveyard")
    if game.explain:
        lines.append(f"  {game.zname(zombie)} arrives on {field.owner}'s Graveyard.")
    comes = game.zdef(zombie).comes_into_play
    if comes is not None:
        zombie_phase.run_clause(game, field, zombie, comes, table, lines,
                               f"  {game.zname(zombie)} comes into play" if game.explain else "")


def resolve_event(game: Rules, field: Field, card: str, table: Table, lines: list[str]) -> None:
    event = game.cat.events[card]
    if event.do == "boss":
        boss_arrives(game, field, card, table, lines)
        return
    target = game.fields[game.right_of(field.owner)] if event.field == "right" else field
    if event.do == "reinforcement":
        reinforce(game, target, table, lines)
    elif event.do == "move-all":
        assert event.from_area and event.to_area  # a move-all card names both (content/goblins_vs_zombies/models.py)
        source = field
        moved = list(source.areas[event.from_area])
        for zombie in moved:
            source.remove_zombie(zombie)
            if target is not source:
                zombie.arrived = game.turn
            target.add(zombie, event.to_area)
        if game.explain:
            names = ", ".join(game.zname(z) for z in moved) or "no Zombie"
            lines.append(f"  {names} moves from {source.owner}'s {AREA_NAMES[event.from_area]} to "
                         f"{target.owner}'s {AREA_NAMES[event.to_area]}.")
    elif event.do == "backup":
        cards = game.zombies.take_top_discards(event.count)
        zombie_phase.arrive_basic(game, target, event.to_area or "graveyard", cards, lines, Step("BACKUP", event.count))
    elif event.do == "draw-goblins":
        lines.append("  Every player draws 1 card from the Goblin Deck.")
        for player in game.living():
            game.draw_goblin_cards(player, 1, f"{player} draws ({event.name})", lines)
    if game.over:  # the game ended while the Event was resolved: it stays with the last cards drawn
        game.unplayed.append(card)
    else:
        game.zombies.discard(card)
        if game.explain:
            lines.append(f"  {event.name} is destroyed (to the Zombie Discard Pile).")


def boss_arrives(game: Rules, field: Field, card: str, table: Table, lines: list[str]) -> None:
    """Mode D: the die face of the top Zombie card on the Discard Pile names the Boss (designed table)."""
    level = game.cat.events[card].level
    game.out_of_game.append(card)
    top = game.zombies.discards[-1] if game.zombies.discards else None
    zdef = game.cat.zombies.get(top) if top else None
    if zdef is not None and zdef.die:
        die, source = zdef.die, f"{zdef.name} on the Discard Pile shows"
    else:
        why = "the Discard Pile is empty" if top is None else "the top card is an Event"
        die = game.chance.roll(1, 6, f"which Boss ({why})")[0]
        source = f"{why}, so a die is rolled:"
    boss = BOSS_BY_DIE[die]
    game.boss = boss
    lines.append(f"  THE BOSS!! ({level} level): {source} {'⚀⚁⚂⚃⚄⚅'[die - 1]} → "
                 f"{game.cat.bosses[(boss, level)].name}.")
    if boss == "dwarf-hero":
        for other in [f for f in game.fields.values() if f.alive]:
            hero = other.add(Zombie(game.next_zombie_uid(), boss, level=level, arrived=game.turn), "graveyard")
            if other.guardian:
                other.guardian = False
                lines.append(f"  {other.owner}'s Guardian is flipped: no Guardians now.")
            lines.append(f"  {game.zname(hero)} enters {other.owner}'s Graveyard.")
    else:
        hero = field.add(Zombie(game.next_zombie_uid(), boss, level=level, arrived=game.turn), "graveyard")
        lines.append(f"  {game.zname(hero)} replaces the Event on {field.owner}'s Graveyard.")
    game.phase = "sun"
    lines.append("  Now it is THE SUN phase.")


def zombie_player_turn(game: Rules, field: Field, table: Table,
                       choice: tuple[str, list[tuple[str, bool]]]) -> list[str]:
    """Mode E: the Zombie Player plays up to X cards (face up, or face down as Basic Zombies) and draws."""
    option, plays = choice
    lines = [f"ZOMBIE ARRIVAL: the Zombie Player chooses {spoken(option)}."]
    for card, face_up in plays:
        game.zombie_hand.remove(card)
        if face_up:
            lines.append(f"  plays {game.cat.events[card].name if game.cat.is_event(card) else game.cat.zombies[card].name}"
                         " face up:")
        else:
            lines.append("  plays a card face down (a Basic Zombie):")
        place(game, field, card, table, lines, face_up)
        if game.over:
            return lines
    draws = {"{DRAW 2}": 2, "{PLAY 1 + DRAW 1}": 1, "{PLAY 2}": 0}[option]
    ended: list[str] = []
    for _ in range(draws):
        drawn = None if game.over else game.draw_zombie_card("the Zombie Player draws", ended)
        if drawn is not None:
            game.zombie_hand.append(drawn)
    if draws:
        lines.append(f"  draws {draws} (hand: {plural(len(game.zombie_hand), 'card')}).")
    return lines + ended
