"""The turn: Backup (with its three special cases), Rationing, feeding and activating Gob'z (Home
Alone), and Crew Rehab (standing up, Teleporters, Zombie markers)."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobz_heroes import rules, scoring
from goblinkit.assistant.gobz_heroes.state import Activation
from goblinkit.assistant.core.table import Table
from goblinkit.content.gobz_heroes.board import Square, parse_square, square_name
from goblinkit.assistant.core.names import plural


BACKUP_FIRST = "bring in your Backup first (a Gob' from the Bench onto a free Sewer)"


def crew(game: Any, seat: int) -> list[str]:
    return [g.id for g in game.gobz.values() if g.owner == seat and g.on_board]


def able(game: Any, seat: int) -> list[str]:
    return [g for g in crew(game, seat) if not game.gobz[g].stunned]


def crew_rations(game: Any, seat: int) -> int:
    return sum(game.profiles[g].rations for g in crew(game, seat))


def rationing_points(game: Any, seat: int) -> int:
    """The highest Charisma among able Gob'z (a Stunned Gob's Charisma cannot be used)."""
    return max((game.profiles[g].charisma for g in able(game, seat)), default=0)


def backup_options(game: Any, seat: int) -> list[str]:
    """Bench Gob'z that may arrive as a Backup: not a Troll (our reading of the Quick Reference), and
    within the Recruitment Limit counting every Gob' still on the board, Stunned ones too."""
    room = game.limit - crew_rations(game, seat)
    return [g for g in sorted(game.bench) if not game.profiles[g].troll and game.profiles[g].rations <= room]


def free_sewers(game: Any) -> list[Square]:
    taken = {g.pos for g in game.gobz.values() if g.on_board} | set(game.obstacles())
    return sorted((s for s in game.board.sewers if s not in taken), key=lambda s: (s[1], s[0]))


def begin_turn(game: Any, seat: int, table: Table, lines: list[str]) -> None:
    """Start `seat`'s turn: a Backup if at most one able Gob' remains, then the Rationing Points."""
    player = game.players[seat]
    game.current, game.active = seat, None
    for gob_id in crew(game, seat):
        game.gobz[gob_id].thick_skull = 0
    lines.append(f"== Turn {game.turn}: {player.name} ==")
    if len(able(game, seat)) <= 1:
        everyone_stunned = bool(crew(game, seat)) and not able(game, seat)
        if everyone_stunned:
            lines.append(f"  Every Gob' of {player.name} is Stunned: a Combo Card as well as a Backup.")
            scoring.draw_combo(game, seat, table, lines, "all Stunned")
        if not backup_options(game, seat) or not free_sewers(game):
            lines.append(f"  Only {len(able(game, seat))} able Gob' and no Backup possible: 2 Combo Cards instead.")
            for _ in range(2):
                scoring.draw_combo(game, seat, table, lines, "no Backup")
        elif player.bot:
            choice = table.choose(f"{player.name}'s Backup", backup_options(game, seat), key="backup")
            square = table.choose("Backup arrives on which Sewer/Hatch?", [square_name(s) for s in free_sewers(game)],
                                  key="backup-sewer")
            arrive(game, seat, choice, parse_square(square), lines, "Backup")
        else:
            player.backup_pending = True
            gobz, sewers = backup_options(game, seat), [square_name(s) for s in free_sewers(game)]
            lines.append(f"  Backup! Only {len(able(game, seat))} able Gob' left: bring one from the Bench "
                         f"({', '.join(gobz)}) onto a free Sewer ({', '.join(sewers)})"
                         + (f": say backup {gobz[0]} at {sewers[0]}." if gobz and sewers else "."))
    player.rations = rationing_points(game, seat)
    lines.append(f"  Rationing Points: {player.rations}" + (f" (Charisma of {game.profiles[_leader(game, seat)].name})"
                                                            if player.rations else "") + ".")


def _leader(game: Any, seat: int) -> str:
    return max(able(game, seat), key=lambda g: game.profiles[g].charisma)


def take(deck: Any, card: str) -> bool:
    """Take a named card out of a deck's draw pile (an equipped Gob's Stuff); False if it is not there."""
    return deck.take(card)


def arrive(game: Any, seat: int, gob_id: str, square: Square, lines: list[str], how: str) -> None:
    """A Gob' from the Bench enters (Backup or Substitute) on a Sewer/Hatch square, with its equipment
    if it was never used and the Stuff Deck still holds it."""
    gob, profile = game.gobz[gob_id], game.profiles[gob_id]
    game.bench.remove(gob_id)
    gob.owner, gob.pos, gob.stunned, gob.tickles, gob.activated = seat, square, False, 0, False
    kit = ""
    if not gob.used and profile.stuff:
        got = [s for s in profile.stuff if take(game.stuff_deck, s)]
        gob.stuff += got
        missing = [s for s in profile.stuff if s not in got]
        kit = (f" with {', '.join(game.stuff_defs[s].name for s in got)}" if got else "") + \
              (f" (without {', '.join(game.stuff_defs[s].name for s in missing)}: already used)" if missing else "")
    elif gob.knocked_out and profile.stuff:
        kit = " without its equipment (it was KO'd)"
    gob.used = True
    lines.append(f"  {how}: {profile.name} arrives on {square_name(square)}{kit}.")


def check_activation(game: Any, gob_id: str) -> None:
    """Why the player whose turn it is cannot feed and activate this Gob' (a RulesError), if so."""
    seat = game.current
    player = game.players[seat]
    gob, profile = game.gobz[gob_id], game.profiles[gob_id]
    if game.active and game.active.gob == gob_id:
        return
    if player.backup_pending:
        raise RulesError(BACKUP_FIRST)
    if gob.owner != seat or not gob.on_board:
        raise RulesError(f"{profile.name} is not in {player.name}'s Crew on the board (it is {player.name}'s turn)")
    if gob.stunned:
        raise RulesError(f"{profile.name} is Stunned: it cannot be activated until Crew Rehab")
    if gob.activated:
        raise RulesError(f"{profile.name} has already been activated this turn (a Gob' is played once a turn)")
    if profile.rations > player.rations and len(crew(game, seat)) != 1:
        raise RulesError(f"{profile.name} needs {plural(profile.rations, 'Ration')} and {player.name} has "
                         f"{player.rations} Rationing Points left")


def move_problem(game: Any, gob_id: str) -> str | None:
    """Why the Gob' cannot move now (the active one has moved or attacked; else check_activation's reason)."""
    active = game.active
    if active and active.gob == gob_id and (active.moved or active.attacked):
        return (f"{game.profiles[gob_id].name} has already "
                + ("moved" if active.moved else "attacked: a Gob' that attacks first does not move after"))
    return _problem(game, gob_id)


def attack_problem(game: Any, gob_id: str) -> str | None:
    """Why the Gob' cannot attack now (one attack a turn, none after a Crate; else check_activation's reason)."""
    active, name = game.active, game.profiles[gob_id].name
    if active and active.gob == gob_id:
        if active.attacked:
            return f"{name} has already attacked (one attack a turn)"
        if active.collected:
            return f"{name} drew Stuff from a Crate: no attack this turn (too complicated!!)"
    return _problem(game, gob_id)


def _problem(game: Any, gob_id: str) -> str | None:
    try:
        check_activation(game, gob_id)
    except RulesError as exc:
        return str(exc)
    return None


def activate(game: Any, gob_id: str) -> list[str]:
    """Feed and activate a Gob' of the player whose turn it is (or keep the active one)."""
    check_activation(game, gob_id)
    if game.active and game.active.gob == gob_id:
        return []
    seat = game.current
    player = game.players[seat]
    gob, profile = game.gobz[gob_id], game.profiles[gob_id]
    alone = len(crew(game, seat)) == 1
    lines = []
    if alone and profile.rations > player.rations:
        player.rations = 0
        lines.append(f"{profile.name} is Home Alone: it acts although the Rations do not cover it.")
    else:
        player.rations -= profile.rations
        lines.append(f"{player.name} feeds {profile.name} ({plural(profile.rations, 'Ration')}; {player.rations} left).")
    gob.activated, gob.changed_level = True, False
    game.active = Activation(gob_id)
    if profile.skill.id == "rally":
        for other in crew(game, seat):
            o = game.gobz[other]
            if o.stunned and game.board.adjacent(gob.pos, False, o.pos, False):
                o.stunned = False
                lines.append(f"  Rally: {game.profiles[other].name} stands up.")
                break
    return lines


def crew_rehab(game: Any, seat: int, teleports: list[tuple[str, Square]], lines: list[str]) -> None:
    """End of the turn: Teleporters (able Gob'z only, swapping with any occupant), Stunned Gob'z stand
    up, Profile Cards turn upright; in the Zombie scenario, Zombie markers tickle Gob'z next to them."""
    player = game.players[seat]
    lines.append(f"Crew Rehab for {player.name}.")
    for gob_id, square in teleports:
        teleport(game, seat, gob_id, square, lines)
    for gob_id in crew(game, seat):
        gob = game.gobz[gob_id]
        if gob.stunned:
            gob.stunned = False
            lines.append(f"  {game.profiles[gob_id].name} stands up.")
        gob.activated = False
    if game.scenario.zombie_tickles:
        zombie_tickles(game, seat, game.scenario.zombie_tickles, lines)


def teleport(game: Any, seat: int, gob_id: str, square: Square, lines: list[str]) -> None:
    gob, name = game.gobz[gob_id], game.profiles[gob_id].name
    pads = game.board.teleporters
    if gob.owner != seat or not gob.on_board:
        raise RulesError(f"{name} is not in the Crew on the board")
    if gob.pos not in pads:
        raise RulesError(f"{name} is not on a Teleporter (Teleporters: {', '.join(square_name(p) for p in pads)})")
    if gob.stunned:
        raise RulesError(f"{name} is Stunned: a Stunned Gob' cannot transport itself (it can be swapped)")
    if square not in pads or square == gob.pos:
        raise RulesError(f"{square_name(square)} is not another Teleporter "
                         f"({', '.join(square_name(p) for p in pads if p != gob.pos)})")
    other = next((g for g in game.gobz.values() if g.on_board and g.pos == square), None)
    start = gob.pos
    gob.pos = square
    if other is not None:
        other.pos = start
        lines.append(f"  {name} teleports to {square_name(square)}, swapping with {game.profiles[other.id].name}.")
    else:
        lines.append(f"  {name} teleports from {square_name(start)} to {square_name(square)}.")
    scoring.event(game, seat, "teleport", lines)


def zombie_tickles(game: Any, seat: int, amount: int, lines: list[str]) -> None:
    for gob_id in crew(game, seat):
        gob = game.gobz[gob_id]
        near = [z for z in game.zombies if max(abs(z[0] - gob.pos[0]), abs(z[1] - gob.pos[1])) == 1
                and game.board.level(z) == game.board.level(gob.pos)]
        if near:
            gob.tickles += amount
            tp = game.profiles[gob_id]
            lines.append(f"  A Zombie marker at {square_name(near[0])} tickles {tp.name} "
                         f"({gob.tickles}/{rules.lol_limit(tp)}).")
            if gob.tickles >= rules.lol_limit(tp):
                scoring.knock_out(game, gob_id, lines, None, "lol")
