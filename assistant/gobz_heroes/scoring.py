"""Victory Points, Gob'jectives, Combo draws on every 6, Lucky and Unlucky, and what a KO does.

All VP go through `award`, which records where each came from (so simulations can check that VP
totals equal the scored events) and ends the game the moment a player reaches the target.
"""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.table import Table

HAND_LIMIT = 3


def award(game: Any, seat: int, key: str, lines: list[str], amount: int | None = None, why: str = "") -> None:
    player = game.players[seat]
    vp = game.vp_for[key] if amount is None else amount
    if vp == 0 or game.over:  # the first to the target has won: nothing after counts
        return
    before = player.vp
    player.vp = max(0, player.vp + vp)
    player.sources[key] += player.vp - before
    lines.append(f"  {player.name} {'scores' if vp > 0 else 'loses'} {abs(vp)} VP ({why or key}): {player.vp} VP.")
    if player.vp >= game.target_vp and not game.over:
        game.over = True
        game.winner = seat
        lines.append(f"GAME OVER: {player.name} reaches {game.target_vp} VP and wins!")


def event(game: Any, seat: int, kind: str, lines: list[str], troll: bool = False, count: int = 1) -> None:
    """Something a Gob'jective may ask for happened for `seat` (`count` times so far, where the card
    asks for several: Scavenger's two Crates): fulfil it (2 VP, shown to all)."""
    player = game.players[seat]
    if player.objective_done or player.objective is None or game.over:
        return
    card = game.objective_defs[player.objective]
    if card.event == kind and (troll or not card.troll) and count >= needed(game, card):
        player.objective_done = True
        lines.append(f"  {player.name} shows the Gob'jective {card.name}: fulfilled!")
        award(game, seat, "objective", lines, why=f"Gob'jective {card.name}")


def needed(game: Any, card: Any) -> int:
    """How many times a Gob'jective's event must happen (1 in games set up before `crates` counted)."""
    return card.crates if game.crate_count else 1


def dice_luck(game: Any, seat: int, gob_id: str, dice: list[int], lines: list[str]) -> None:
    """Lucky: +1 VP per 6 the Gob' rolls; Unlucky: -1 VP per 1."""
    profile = game.profiles[gob_id]
    if profile.has("lucky") and dice.count(6):
        award(game, seat, "lucky", lines, dice.count(6), f"{profile.name} is Lucky: {dice.count(6)} x 6")
    if profile.has("unlucky") and dice.count(1):
        award(game, seat, "unlucky", lines, -dice.count(1), f"{profile.name} is Unlucky: {dice.count(1)} x 1")


def sixes(game: Any, seat: int, dice: list[int], table: Table, lines: list[str]) -> None:
    """Every 6 a player rolls draws a Combo Card (a full hand: dump, discard one, or skip the draw)."""
    for _ in range(dice.count(6)):
        draw_combo(game, seat, table, lines, "a 6")


def draw_combo(game: Any, seat: int, table: Table, lines: list[str], why: str) -> None:
    if game.over:
        return
    player = game.players[seat]
    if len(player.combos) >= HAND_LIMIT:
        options = ["dump"] + [f"discard {c}" for c in sorted(set(player.combos))] + ["skip"]
        choice = table.choose(f"{player.name} holds 3 Combo Cards and draws a 4th ({why}): dump the 3 for 1 VP, "
                              "discard one, or skip the draw?", options, key=f"full-hand:{seat}")
        if choice == "skip":
            lines.append(f"  {player.name} skips the Combo draw (hand full).")
            return
        if choice == "dump":
            dump(game, seat, lines)
        else:
            card = choice.split(" ", 1)[1]
            player.combos.remove(card)
            game.combo_deck.discard(card)
            lines.append(f"  {player.name} discards {game.combo_defs[card].name} to make room.")
        if game.over:
            return
    card = game.combo_deck.draw(game.chance, f"{player.name} draws a Combo Card")
    if card is None:
        lines.append("  The Combo Deck is empty.")
        return
    player.combos.append(card)
    shown = "a Combo Card" if player.bot else game.combo_defs[card].name
    lines.append(f"  {player.name} draws {shown} ({why}); {len(player.combos)} in hand.")


def dump_problem(game: Any, seat: int) -> None:
    """Refused unless the player holds 3 Combo Cards (moves.py lists Dumping blocked with this reason)."""
    player = game.players[seat]
    if len(player.combos) < HAND_LIMIT:
        from goblinkit.assistant.core.errors import RulesError

        raise RulesError(f"Dumping needs 3 Combo Cards; {player.name} holds {len(player.combos)}")


def dump(game: Any, seat: int, lines: list[str]) -> None:
    dump_problem(game, seat)
    player = game.players[seat]
    names = ", ".join(game.combo_defs[c].name for c in player.combos)
    for card in player.combos:
        game.combo_deck.discard(card)
    player.combos.clear()
    lines.append(f"  {player.name} dumps 3 Combo Cards ({names}).")
    award(game, seat, "dumping", lines, why="Dumping")
    event(game, seat, "dump", lines)


HOW = {"ko": "in Close Combat", "ranged-ko": "by a Ranged attack", "lol": "by LOL", "low-blow": "by a Low Blow",
       "self": "by its own weapon"}  # how a KO is said (the codes are the log's)


def knock_out(game: Any, gob_id: str, lines: list[str], by_seat: int | None, how: str, thief: str | None = None,
              collateral: bool = False) -> None:
    """Off the board to the Bench. `how`: ko, lol, low-blow, ranged-ko, self. Close-combat KOs give the
    Stuff to `thief` (within its limit); any other KO discards it. VP to `by_seat` unless its own Crew."""
    gob = game.gobz[gob_id]
    profile = game.profiles[gob_id]
    owner = gob.owner
    stuff, gob.stuff = list(gob.stuff), []
    gob.owner, gob.pos, gob.stunned, gob.tickles, gob.knocked_out = None, None, False, 0, True
    gob.activated, gob.thick_skull = False, 0
    game.bench.append(gob_id)
    lines.append(f"  {profile.name} is KO'd {HOW[how]} and goes to the Bench.")
    if thief is not None and stuff:
        taker = game.gobz[thief]
        room = game.stuff_limit(thief) - len(taker.stuff)
        kept, lost = stuff[:max(0, room)], stuff[max(0, room):]
        taker.stuff += kept
        if kept:
            lines.append(f"  {game.profiles[thief].name} steals {', '.join(game.stuff_defs[s].name for s in kept)}.")
            event(game, taker.owner, "steal", lines)
        stuff = lost
    for card in stuff:
        game.stuff_deck.discard(card)
    if stuff:
        lines.append(f"  Discarded: {', '.join(game.stuff_defs[s].name for s in stuff)}.")
    if by_seat is None or collateral or by_seat == owner:
        lines.append("  No VP: " + ("collateral damage." if collateral else "no rival scored it."))
        return
    troll = profile.troll
    key = {"lol": "ko-lol", "low-blow": "ko-lol"}.get(how, "ko")
    key = key + "-troll" if troll else key
    award(game, by_seat, key, lines, why=f"{profile.name} KO'd {HOW[how]}")
    event(game, by_seat, "ko", lines, troll)
    kinds = {"lol": "lol", "low-blow": "low-blow-ko", "ranged-ko": "ranged-ko"}
    if how in kinds:
        event(game, by_seat, kinds[how], lines, troll)
