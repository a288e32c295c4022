"""Gob'z'Heroes' moves beyond a Gob's move and attack (moves.py): Combo Cards played on their own, Dumping,
Substitution on a Sewer, the Backup owed at the start of a turn, and ending the turn (with Teleporter jumps).

While a Backup is owed it comes first: every move of a piece (a move, an attack, a Substitution) and the
end of the turn are listed blocked with that reason, and `apply` refuses them the same way (`backup_first`).
Combo Cards and Dumping stay open: "Combo Cards can be used at ANYTIME" (the rulebook)."""

from __future__ import annotations

from itertools import product
from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.moves import ACTOR, CARD, PLACE, TARGET, Move, Part
from goblinkit.assistant.gobz_heroes import combos, scoring, substitution, turns
from goblinkit.assistant.gobz_heroes.turns import BACKUP_FIRST
from goblinkit.assistant.gobz_heroes.move_parts import card_part, gob_part, problem_of
from goblinkit.content.gobz_heroes.board import square_name

OWED_TYPES = frozenset({"move", "attack", "substitute", "end"})
TELEPORT_WORDS = ("teleport", "end and teleport", "end turn and teleport", "end my turn and teleport",
                  "done and teleport", "jump")


def backup_first(game: Any, act: dict[str, Any]) -> None:
    """Refuse any turn action but the Backup while one is owed (the Backup comes first in the turn)."""
    if act.get("type") in OWED_TYPES and game.players[game.current].backup_pending:
        try:
            seat = game.seat_named(act.get("player"))
        except RulesError:
            return
        if seat == game.current:
            raise RulesError(BACKUP_FIRST)


def card_moves(game: Any, seat: int) -> list[Move]:
    """The Combo Cards in hand played on their own, Dumping, and Substitution (cards spent or sacrificed)."""
    subs = _substitutions(game, seat)
    if game.players[seat].backup_pending:
        subs = [Move(m.verb, m.label, m.action, m.command, m.parts, m.cost, m.aliases, BACKUP_FIRST, seat) for m in subs]
    return _combo_plays(game, seat) + subs + [_dump(game, seat)]


def _dump(game: Any, seat: int) -> Move:
    player = game.players[seat]
    why = problem_of(lambda: scoring.dump_problem(game, seat))
    return Move("dump", "Dump 3 Combo Cards for 1 VP", {"type": "dump", "player": player.name}, command="dump",
                aliases=("dumping", "cash in", "discard"), blocked=why or "", seat=seat, cost="3 Combo Cards")


def _combo_plays(game: Any, seat: int) -> list[Move]:
    """Each card played on its own on each Gob' it may be played on (combos.play's conditions)."""
    player = game.players[seat]
    on_board = sorted(g.id for g in game.gobz.values() if g.on_board)
    mine = [g for g in on_board if game.gobz[g].owner == seat]
    rivals = [g for g in on_board if game.gobz[g].owner != seat]

    def next_to(a: str, b: str) -> bool:
        return bool(game.board.adjacent(game.gobz[a].pos, game.profiles[a].has("tall"), game.gobz[b].pos,
                                        game.profiles[b].has("tall")))

    found: list[Move] = []
    for card in sorted(set(player.combos)):
        effect, name = game.combo_defs[card].effect, game.combo_defs[card].name
        if effect not in combos.ON_ITS_OWN:
            continue
        on: list[tuple[str | None, str | None]] = []
        if effect == "wet-blanket":
            on = [(g, None) for g in on_board if game.gobz[g].tickles]
        elif effect == "second-wind":
            on = [(g, None) for g in mine if game.gobz[g].stunned]
        elif effect == "extra-rations":
            on = [(None, None)]
        elif effect == "thick-skull":
            on = [(g, None) for g in mine]
        elif effect == "double-time":
            on = [(g, None) for g in mine if game.gobz[g].activated]
        elif effect == "itching-powder":
            on = [(t, None) for t in rivals if any(next_to(g, t) for g in turns.able(game, seat))]
        elif effect == "sticky-fingers":
            on = [(g, t) for g in mine for t in rivals if not game.profiles[g].troll and game.gobz[t].stuff
                  and len(game.gobz[g].stuff) < game.stuff_limit(g) and next_to(g, t)]
        for gob, target in on:
            found.append(_combo(game, seat, card, name, gob, target))
    return found


def _combo(game: Any, seat: int, card: str, name: str, gob: str | None, target: str | None) -> Move:
    parts = [card_part(game, card)]
    label = f"Play {name}"
    if gob is not None and target is not None:  # Sticky Fingers: the thief and whom it takes from
        parts += [gob_part(game, ACTOR, gob), gob_part(game, TARGET, target)]
        label += f": {game.profiles[gob].name} takes a Stuff Card from {game.profiles[target].name}"
    elif gob is not None:
        parts.append(gob_part(game, TARGET, gob))
        label += f" on {game.profiles[gob].name}"
    command = f"combo {card}" + (f" {gob}" if gob else "") + (f" --target {target}" if target else "")
    return Move("combo", label, {"type": "combo", "player": game.players[seat].name, "card": card, "gob": gob,
                                 "target": target}, command=command, parts=tuple(parts), cost=name,
                aliases=("play", "use", "play combo"), seat=seat)


def _substitutions(game: Any, seat: int) -> list[Move]:
    """A Gob' on a Sewer (before or during its activation) swapped for a Bench Gob', a Combo Card sacrificed."""
    player = game.players[seat]
    found = []
    for gob_id in turns.crew(game, seat):
        gob = game.gobz[gob_id]
        if gob.pos not in game.board.sewers or (gob.activated and not (game.active and game.active.gob == gob_id)):
            continue
        for sub, card in product(sorted(game.bench), sorted(set(player.combos))):
            if problem_of(lambda: substitution.check(game, seat, gob_id, sub, card)):
                continue
            card_name = game.combo_defs[card].name
            found.append(Move("substitute", f"Substitute {game.profiles[sub].name} for {game.profiles[gob_id].name} "
                                            f"(sacrificing {card_name})",
                              {"type": "substitute", "player": player.name, "gob": gob_id, "sub": sub, "sub_combo": card},
                              command=f"substitute {gob_id} {sub} --combo {card}",
                              parts=(gob_part(game, ACTOR, gob_id), gob_part(game, TARGET, sub), card_part(game, card)),
                              cost=card_name, aliases=("sub", "swap", "replace"), seat=seat))
    return found


def turn_end_moves(game: Any, seat: int) -> list[Move]:
    """The Backup when one is owed (a Bench Gob' on each free Sewer); else ending the turn, plain (the
    main move) or with Teleporter jumps."""
    player = game.players[seat]
    if player.backup_pending:
        sewers = [square_name(s) for s in turns.free_sewers(game)]
        found = [Move("backup", f"Bring {game.profiles[g].name} in as the Backup on {at}",
                      {"type": "backup", "player": player.name, "gob": g, "at": at}, command=f"backup {g} --at {at}",
                      parts=(gob_part(game, ACTOR, g), Part(PLACE, at, optional=len(sewers) == 1)),
                      aliases=("back up", "bring", "bring in", "call in", "deploy", "recover"), seat=seat)
                 for g in turns.backup_options(game, seat) for at in sewers]
        return found + [Move("end", "End the turn", {"type": "end", "player": player.name, "teleports": []},
                             command="end", blocked=BACKUP_FIRST, seat=seat, main=True)]
    found = [Move("end", "End the turn", {"type": "end", "player": player.name, "teleports": []}, command="end",
                  aliases=("done", "end turn", "end the turn", "pass", "wait", "crew waits", "crew wait"), seat=seat, main=True)]
    for jumps in teleport_sets(game, seat):
        said = ", ".join(f"{game.profiles[g].name} to {square_name(s)}" for g, s in jumps)
        items = [f"{g}:{square_name(s)}" for g, s in jumps]
        parts = tuple(p for g, s in jumps for p in (gob_part(game, ACTOR, g), Part(PLACE, square_name(s))))
        found.append(Move("end", f"End the turn, teleporting {said}",
                          {"type": "end", "player": player.name, "teleports": items},
                          command="end" + "".join(f" --teleport {i}" for i in items), parts=parts,
                          aliases=TELEPORT_WORDS, seat=seat))
    return found


def teleport_sets(game: Any, seat: int) -> list[list[tuple[str, Any]]]:
    """The jumps Crew Rehab may make (turns.teleport's rules): one able Gob' on a Teleporter to any other
    (swapping with a Gob' there), or several, each to a different free Teleporter (the order of turns.able)."""
    pads = list(game.board.teleporters)
    taken = {g.pos for g in game.gobz.values() if g.on_board}
    on_pads = [g for g in turns.able(game, seat) if game.gobz[g].pos in pads]
    singles = [[(g, p)] for g in on_pads for p in pads if p != game.gobz[g].pos]
    free = [p for p in pads if p not in taken]
    several = []
    for choice in product(*[[None, *free] for _ in on_pads]):
        chosen = [(g, p) for g, p in zip(on_pads, choice) if p is not None]
        if len(chosen) > 1 and len({p for _, p in chosen}) == len(chosen):
            several.append(chosen)
    return singles + several
