"""Setting up: Gob'jectives (redrawn when unachievable), Shi-Fu-Mi or the die roll, the draft of Crews
in turn order (unique Gob'z, one Troll, the Recruitment Limit, equipped Stuff), deployment zones for
2, 3 and 4 players, and who begins (highest Charisma, then the next highest...)."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.chance import whose
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobz_heroes.turns import take
from goblinkit.assistant.core.table import Table
from goblinkit.content.gobz_heroes.board import GROUND, Square, square_name
from goblinkit.assistant.core.names import plural

MAX_CREW = 6
CORNERS = ("nw", "ne", "se", "sw")  # clockwise


def minimum_crew(players: int, gobz: int) -> int:
    """3 Gob'z per Crew, fewer when the box cannot give every player 3 (our reading)."""
    return min(3, gobz // players)


def shi_fu_mi(game: Any, lines: list[str]) -> int:
    """2 players: Shi-Fu-Mi (a fair pick); 3-4 players: each rolls a die, highest wins, ties roll again."""
    names = [p.name for p in game.players]
    if len(names) == 2:
        winner = game.chance.pick(names, "Shi-Fu-Mi winner")
        lines.append(f"Shi-Fu-Mi: {winner} wins and chooses first.")
        return names.index(winner)
    contenders = list(range(len(names)))
    while len(contenders) > 1:
        dice = game.chance.roll(len(contenders), 6, "who selects first (one die each)",
                                whose(any(not game.players[s].bot for s in contenders)))
        lines.append("Who selects first: " + ", ".join(f"{names[s]} {d}" for s, d in zip(contenders, dice)) + ".")
        top = max(dice)
        contenders = [s for s, d in zip(contenders, dice) if d == top]
    lines.append(f"{names[contenders[0]]} selects first.")
    return contenders[0]


def can_recruit(game: Any, seat: int, gob_id: str) -> str | None:
    """Why `seat` may not recruit `gob_id`, or None."""
    profile = game.profiles[gob_id]
    mine = [g for g in game.gobz.values() if g.owner == seat]
    if game.gobz[gob_id].owner is not None:
        return f"{profile.name} is already in a Crew (each Gob' is unique)"
    if len(mine) >= MAX_CREW:
        return f"a Crew holds at most {MAX_CREW} Gob'z"
    if profile.troll and any(game.profiles[g.id].troll for g in mine):
        return "a Crew may contain at most 1 Troll"
    spent = sum(game.profiles[g.id].rations for g in mine)
    if spent + profile.rations > game.limit:
        return f"{profile.name}'s {plural(profile.rations, 'Ration')} would take the Crew to {spent + profile.rations} (limit {game.limit})"
    return None


def recruit(game: Any, seat: int, gob_id: str, lines: list[str]) -> None:
    problem = can_recruit(game, seat, gob_id)
    if problem:
        raise RulesError(problem)
    gob, profile = game.gobz[gob_id], game.profiles[gob_id]
    gob.owner, gob.used = seat, True
    game.recruited[gob_id] = seat
    game.bench.remove(gob_id)
    gob.stuff = [s for s in profile.stuff if take(game.stuff_deck, s)]
    kit = f" with {', '.join(game.stuff_defs[s].name for s in gob.stuff)}" if gob.stuff else ""
    lines.append(f"  {game.players[seat].name} recruits {profile.name}{kit}.")


def draft(game: Any, first: int, table: Table, wishes: dict[int, list[str]], choose: Any, lines: list[str]) -> None:
    """Recruit one Gob' at a time in turn order until every Crew is done. A human's picks are asked at
    the table in their turn, or come from the list they gave (`wishes`; taken Gob'z are skipped); a
    bot's from `choose(game, seat)`."""
    order = [(first + i) % len(game.players) for i in range(len(game.players))]
    done: set[int] = set()
    lines.append("Recruitment (limit %d Rations, %d to %d Gob'z, at most 1 Troll):" % (game.limit, game.min_crew, MAX_CREW))
    while len(done) < len(order):
        for seat in order:
            if seat in done:
                continue
            pick = None
            if game.players[seat].bot:
                pick = choose(game, seat)
            elif seat not in wishes:  # no --crew list: the player picks at the table, one Gob' a turn
                table.told(lines)  # the setup's story so far comes before the pick
                pick = ask_pick(game, seat, table)
            else:
                while wishes[seat] and pick is None:
                    wanted = wishes[seat].pop(0)
                    if can_recruit(game, seat, wanted) is None:
                        pick = wanted
                    else:
                        lines.append(f"  {game.players[seat].name} cannot have {game.profiles[wanted].name}: "
                                     f"{can_recruit(game, seat, wanted)}.")
            if pick is None:
                done.add(seat)
                continue
            recruit(game, seat, pick, lines)
    for seat, player in enumerate(game.players):
        size = sum(1 for g in game.gobz.values() if g.owner == seat)
        if size < game.min_crew:
            raise RulesError(f"{player.name}'s Crew has {size} Gob'z; a Crew needs at least {game.min_crew} "
                             "(give more Gob'z with --crew, in order of preference)")


def profile_summary(game: Any, gob_id: str) -> str:
    """The rest of a Profile Card (the options give Rations and Charisma) in one line, for choosing
    without the card in hand: "Mog the Massive: Movement 3, Physical 5, heavy, tall; Boulder Toss"."""
    p = game.profiles[gob_id]
    stuff = [game.stuff_defs[s].name for s in (p.stuff or [])]
    return (f"{p.name}: Movement {p.movement}, Physical {p.physical}"
            + "".join(f", {q}" for q in p.qualities) + f"; {p.skill.name}" + (f"; with {', '.join(stuff)}" if stuff else ""))


def ask_pick(game: Any, seat: int, table: Table) -> str | None:
    """The player's next pick, asked with what the others took and what is left; 'done' once the Crew
    is big enough (None: the Crew is complete)."""
    mine = [g for g, s in game.recruited.items() if s == seat]
    legal = [g for g in sorted(game.profiles) if game.gobz[g].owner is None and can_recruit(game, seat, g) is None]
    if not legal:
        return None
    spent = sum(game.profiles[g].rations for g in mine)
    taken = "; ".join(f"{game.players[s].name}: {', '.join(game.profiles[g].name for g, o in game.recruited.items() if o == s)}"
                      for s in range(len(game.players)) if s != seat and any(o == s for o in game.recruited.values()))
    # each option the Gob's name ("Big Nagga (Rations 3, Charisma 5)"; the id is typed, never read), the rest of
    # each Profile Card read out above them, so a pick is not made blind; a save logged before issue 34
    # answered with the id first ("nagga (Big Nagga, ...)"): its answer is read against the options it had
    figures = {g: f"Rations {game.profiles[g].rations}, Charisma {game.profiles[g].charisma}" for g in legal}
    said = {g: f"{game.profiles[g].name} ({figures[g]})" for g in legal}
    logged = {g: f"{g} ({game.profiles[g].name}, {figures[g]})" for g in legal}
    labels = logged if table.pending_answer() in logged.values() else said
    options = list(labels.values())
    if len(mine) >= game.min_crew:
        options.append(DONE)
    question = (f"{game.players[seat].name}, your pick ({len(mine)} Gob'z, {spent}/{game.limit} Rations"
                + (f"; taken: {taken}" if taken else "") + "). Still free:\n"
                + "\n".join(f"  {profile_summary(game, g)}" for g in legal))
    answer = table.choose(question, options, key="draft")
    return None if answer == DONE else next(g for g, label in labels.items() if label == answer)


DONE = "done (recruit no more)"


def zones(players: int, first_choice: str) -> list[str]:
    """Deployment zones in turn order from the first chooser: opposite corners (2), the long edge's
    middle and the two far corners (3), every corner clockwise (4)."""
    if players == 3:
        return ["edge", "nw", "ne"]
    start = CORNERS.index(first_choice)
    if players == 2:
        return [first_choice, CORNERS[(start + 2) % 4]]
    return [CORNERS[(start + i) % 4] for i in range(4)]


def zone_squares(game: Any, zone: str) -> list[Square]:
    """Ground squares of a zone, nearest its anchor first (no special squares)."""
    w, h = game.board.width, game.board.height
    anchor = {"nw": (0, 0), "ne": (w - 1, 0), "se": (w - 1, h - 1), "sw": (0, h - 1), "edge": (w // 2, h - 1)}[zone]
    special = set(game.board.sewers) | set(game.board.crates) | set(game.board.teleporters) | set(game.obstacles())
    squares = [(c, r) for r in range(h) for c in range(w)
               if game.board.level((c, r)) == GROUND and (c, r) not in special]
    return sorted(squares, key=lambda s: (max(abs(s[0] - anchor[0]), abs(s[1] - anchor[1])),
                                          abs(s[0] - anchor[0]) + abs(s[1] - anchor[1]), s[1], s[0]))


def deploy(game: Any, order: list[int], first_choice: str, lines: list[str]) -> None:
    for seat, zone in zip(order, zones(len(game.players), first_choice)):
        game.players[seat].zone = zone
        taken = {g.pos for g in game.gobz.values() if g.pos}
        free = [s for s in zone_squares(game, zone) if s not in taken]
        placed = []
        for gob in [g for g in game.gobz.values() if g.owner == seat]:
            gob.pos = free.pop(0)
            placed.append(f"{game.profiles[gob.id].name} {square_name(gob.pos)}")
        lines.append(f"  {game.players[seat].name} deploys at {zone.upper()}: {', '.join(placed)}.")


def first_player(game: Any, winner: int) -> int:
    """Highest Charisma begins; a tie compares the next highest, and so on; then the Shi-Fu-Mi winner."""
    def key(seat: int) -> list[int]:
        return sorted((game.profiles[g.id].charisma for g in game.gobz.values() if g.owner == seat), reverse=True)

    best = max(key(s) for s in range(len(game.players)))
    tied = [s for s in range(len(game.players)) if key(s) == best]
    return winner if winner in tied else tied[0]


def deal_objectives(game: Any, lines: list[str]) -> None:
    for player in game.players:
        player.objective = game.objective_deck.draw(game.chance, f"{player.name}'s Gob'jective")
    lines.append("Each player draws a secret Gob'jective.")


def redraw_unachievable(game: Any, lines: list[str]) -> None:
    """A Gob'jective that cannot be fulfilled (KO a Troll with no rival Troll) is discarded and redrawn."""
    for seat, player in enumerate(game.players):
        while player.objective and not achievable(game, seat, player.objective):
            game.objective_deck.discard(player.objective)
            lines.append(f"  {player.name}'s Gob'jective {game.objective_defs[player.objective].name} cannot be "
                         "fulfilled (no rival Troll): discarded, another drawn.")
            drawn = game.objective_deck.draw(game.chance, f"{player.name}'s new Gob'jective")
            player.objective = drawn


def achievable(game: Any, seat: int, objective: str) -> bool:
    card = game.objective_defs[objective]
    if card.troll:
        return any(game.profiles[g.id].troll for g in game.gobz.values() if g.owner not in (None, seat))
    return True


def human_objectives(game: Any) -> list[str]:
    """The humans' Gob'jectives at setup: yours, shown; on a screen several humans share (hot seat), none of
    them, each player reads their own with `secret` on their turn."""
    humans = [p for p in game.players if not p.bot]
    if len(humans) < 2:
        return [human_objective(game, p.seat) for p in humans]
    return [f"{', '.join(p.name for p in humans)}: you share this screen, so your Gob'jectives and Combo Cards "
            "stay off it; on your turn, with the screen to yourself, `secret` shows yours."]


def human_objective(game: Any, seat: int) -> str:
    player = game.players[seat]
    from goblinkit.content.gobz_heroes.text import objective_text

    card = game.objective_defs[player.objective]
    return f"{player.name}'s secret Gob'jective: {card.name} -- {objective_text(card)}"
