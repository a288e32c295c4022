"""The table for a player's eyes: the board in the terminal with both levels, the Crews, the prompt."""

from __future__ import annotations

from typing import Any

from goblinkit.content.gobz_heroes.board import PLATFORM, square_name
from goblinkit.assistant.core.names import plural
from goblinkit.assistant.core.phrases import either

TERRAIN = {".": " .", "#": "##", "L": " H", "l": "#H", "=": "==", "X": "XX"}
LEGEND = ("Squares: ^ platform level, ## platform, ' .' ground, H ladder (#H its top), == footbridge, XX wall, "
          "S sewer, C crate, T teleporter, Z zombie; Gob'z as letter + seat (lower case: Stunned).")


def codes(game: Any) -> dict[str, str]:
    """A letter per Gob': the first letter of its name not taken yet."""
    found: dict[str, str] = {}
    for gob_id, profile in game.profiles.items():
        letter = next((ch for ch in profile.name.upper() if ch.isalpha() and ch not in found.values()), "?")
        found[gob_id] = letter
    return found


def board_lines(game: Any) -> list[str]:
    board = game.board
    letters = codes(game)
    at = {g.pos: g for g in game.gobz.values() if g.on_board}
    tokens = {s: "S" for s in board.sewers} | {s: "C" for s in board.crates} | {s: "T" for s in board.teleporters}
    tokens |= {z: "Z" for z in game.zombies}
    lines = ["    " + "".join(f" {chr(65 + c)} " for c in range(board.width))]
    for r in range(board.height):
        row = []
        for c in range(board.width):
            square = (c, r)
            level = "^" if board.level(square) == PLATFORM or board.cell(square) == "=" else " "
            gob = at.get(square)
            if gob is not None:
                code = letters[gob.id] + str(gob.owner + 1)
                row.append(level + (code.lower() if gob.stunned else code))
            elif square in tokens:
                row.append(level + TERRAIN[board.cell(square)][0] + tokens[square])
            else:
                row.append(level + TERRAIN[board.cell(square)])
        lines.append(f"{r + 1:>3} " + "".join(row))
    return lines


def gob_line(game: Any, gob_id: str) -> str:
    gob, p = game.gobz[gob_id], game.profiles[gob_id]
    level = "platform" if game.board.level(gob.pos) == PLATFORM else "ground"
    state = ["STUNNED"] if gob.stunned else []
    if gob.tickles:
        state.append(f"{gob.tickles} Tickle{'s' if gob.tickles > 1 else ''}")
    if gob.activated:
        state.append("activated")
    stuff = ", ".join(game.stuff_defs[s].name for s in gob.stuff)
    return (f"  {codes(game)[gob_id]}{gob.owner + 1} {p.name:<16} {square_name(gob.pos):>3} {level:<8} "
            f"R{p.rations} C{p.charisma} M{p.movement} PA{p.physical}"
            + (f"  [{stuff}]" if stuff else "") + (f"  {', '.join(state)}" if state else ""))


def describe(game: Any) -> str:
    lines = [f"Gob'z'Heroes, turn {game.turn}: {game.players[game.current].name} to play. "
             f"First to {game.target_vp} VP." + (f" Scenario: {game.scenario.name}." if game.zombies else "")]
    lines += board_lines(game)
    lines.append(LEGEND)
    for p in game.players:
        secret = p.bot or game.hot_seat  # a rival's hand, or every hand on a screen several humans share
        hand = (plural(len(p.combos), "Combo Card") if secret
                else "Combos: " + (", ".join(game.combo_defs[c].name for c in p.combos) or "none"))
        goal = ""
        if p.objective and (not secret or p.objective_done or game.over):  # a secret one is shown at the end
            goal = f"; Gob'jective {game.objective_defs[p.objective].name}" + (" (done)" if p.objective_done else "")
        elif p.objective and not p.bot:
            goal = "; Gob'jective secret (`secret` on your turn)"
        lines.append(f"{p.seat + 1}. {p.name}{' (assistant)' if p.bot else ''}: {p.vp} VP, {hand}{goal}"
                     + (f"; {p.rations} Rationing Points left" if p.seat == game.current else ""))
        for gob_id in [g.id for g in game.gobz.values() if g.owner == p.seat and g.on_board]:
            lines.append(gob_line(game, gob_id))
    lines.append("Bench: " + (", ".join(game.profiles[g].name for g in sorted(game.bench)) or "empty"))
    if game.over:
        lines.append(f"GAME OVER: {game.players[game.winner].name} wins." if game.winner is not None else "GAME OVER")
    return "\n".join(lines)


def prompt(game: Any) -> list[str]:
    if game.over:
        return ["The game is over."]
    player = game.players[game.current]
    if player.bot:
        return [f"{player.name}'s Crew (the assistant) is playing."]
    if player.backup_pending:
        return [f"{player.name}: your move: bring in your Backup, a Gob' from the Bench onto a free Sewer."]
    ready, still = _who_can_act(game, player.seat)
    dump = (f" You hold 3 Combo Cards: dumping them scores 1 VP ({player.vp + 1} of {game.target_vp})."
            if len(player.combos) >= 3 else "")
    moves = [*(["move a Gob'", "attack or shoot with one"] if ready or still else []),
             *(["play a Combo Card"] if player.combos else []), *(["dump"] if len(player.combos) >= 3 else []),
             "end the turn"]
    return [f"{player.name}: {plural(player.rations, 'Rationing Point')}; can still feed: {', '.join(ready) or 'nobody'}."
            f"{still}{dump}",
            "Your move: " + either(moves) + "."]


def _who_can_act(game: Any, seat: int) -> tuple[list[str], str]:
    """The Gob'z the Rations still feed (a lone Gob' is Home Alone: it acts unfed), and what the active
    Gob' may still do: at 0 Rations the prompt said only "end the turn" while the active Gob' could attack."""
    from goblinkit.assistant.gobz_heroes import turns
    from goblinkit.assistant.gobz_heroes.moves import feeding  # (what activating costs: the rule lives there)

    active = game.active.gob if game.active else None
    ready = []
    for g in game.able(seat):
        if g != active and turns.move_problem(game, g) is None:
            alone = feeding(game, seat, g) == "Home Alone"
            ready.append(game.profiles[g].name + (" (Home Alone)" if alone else ""))
    if active is None or game.gobz[active].owner != seat:
        return ready, ""
    can = [verb for verb, problem in (("move", turns.move_problem), ("attack", turns.attack_problem))
           if problem(game, active) is None]
    return ready, (f" {game.profiles[active].name} may still {' or '.join(can)}." if can else "")
