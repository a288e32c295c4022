"""Bots against bots for balance: many seeded games, and what they say about seats, styles,
prestige against elimination, and game length.

Each game is a seeded Chance and every turn goes through the same `bot` action the CLI uses, so
any simulated game can be kept as a save and replayed exactly (`play_game(..., keep=True)`).
A game that keeps no save skips what nobody reads: the narration, the record of each draw, and the
checks that refuse an illegal play (they change nothing; the same game kept has them all, and the
tests play it both ways). `--jobs N` shares the games among N processes (assistant/lab/jobs.py); game n
is always played from seed + n, so the summary is the same for any N.
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.goblout.bot_styles import STYLES
from goblinkit.assistant.goblout.game import Goblout, seats
from goblinkit.assistant.goblout.pile import Pile
from goblinkit.assistant.goblout.state import Match
from goblinkit.assistant.goblout.twin import UnrecordedChance
from goblinkit.assistant.lab.jobs import check_games, check_jobs, in_game_order
from goblinkit.assistant.core.saves import Save
from goblinkit.assistant.core.skill import THINK, per_side, setup_fields
from goblinkit.assistant.core.table import ScriptedTable

BOT = {"type": "bot"}


@dataclass
class Played:
    game: Goblout
    save: Save | None = None
    lines: list[str] = field(default_factory=list)


def setup_for(players: int, variant: str | None, styles: list[str], talk: bool = False,
              skills: dict[str, str] | None = None, think: float = THINK, content: str | None = None) -> dict[str, Any]:
    """A bots-only setup; without `skills` it has none, and its bots play easy: today's bots, exactly
    as the golden games were played (a save from before skill levels). `content`: a pack's folder."""
    setup = {"players": seats(players, False), "styles": {f"bot{i}": s for i, s in enumerate(styles, 1)},
             "variant": variant, "first": "random", "talk": talk, **({"content": content} if content else {})}
    return {**setup, **setup_fields(skills, think)} if skills is not None else setup


def play_game(players: int, variant: str | None, seed: int, styles: list[str], keep: bool = False,
              skills: dict[str, str] | None = None, think: float = THINK, iterations: int | None = None,
              watch: Callable[[Match], None] | None = None, content: str | None = None,
              deck: list[str] | None = None, said: list[str] | None = None) -> Played:
    """One whole bots-only game. With keep, its save (setup, seed, log) and narration are kept too.
    `skills`: {bot id: level} (None: the easy bots of old saves); `iterations` bounds the hard bots'
    search instead of `think` seconds (the same decisions on any machine); `watch` is shown the table
    once dealt and after every turn (the balance lab's per-card count); `content`: a pack's folder;
    `deck`: the draw pile instead of the printed one (the balance lab's arms: a copy more or less);
    `said`: a list the table's narration is added to (the lab reads which cards were played)."""
    setup = setup_for(players, variant, styles, keep or said is not None, skills, think, content)
    chance = Chance(seed) if keep else UnrecordedChance(seed)
    game = Goblout(setup, chance)
    if deck is not None:
        game.m.pile = Pile(deck)
    if iterations is not None:
        game.skills = {pid: replace(s, iterations=iterations) for pid, s in game.skills.items()}
    searching = any(s.hard for s in game.skills.values())
    table = ScriptedTable()
    chance.begin()
    lines = game.start(table)
    if said is not None:
        said.extend(lines)
    if watch is not None:
        watch(game.m)
    if not keep:  # every turn is the `bot` action; nothing is logged, so no action needs its own record
        game.m.checked = False  # the same game kept (keep=True, the tests) has every play checked
        while not game.over:
            act = (game.next_automatic() or BOT) if searching else BOT
            told = game.apply(act, table, normalized=True)  # a bot's own action: nothing typed to resolve
            if said is not None:
                said.extend(told)
            if watch is not None:
                watch(game.m)
        return Played(game)
    save = Save(Goblout.slug, seed, setup, start={"chance": chance.finish(), "answers": []})
    while not game.over:
        act = (game.next_automatic() or BOT) if searching else dict(BOT)
        chance.begin()
        lines.extend(game.apply(act, table))
        save.log.append({"action": dict(act), "chance": chance.finish(), "answers": []})
        if watch is not None:
            watch(game.m)
    return Played(game, save, lines)


def styles_for(players: int, game: int, given: list[str] | None) -> list[str]:
    if given:
        if len(given) != players or any(s not in STYLES for s in given):
            raise RulesError(f"--styles: {players} of {', '.join(STYLES)}")
        return given
    return [STYLES[(seat + game) % len(STYLES)] for seat in range(players)]


Job = tuple[int, Any, int, list[str], "dict[str, str] | None", float]  # players, variant, seed, styles, skills, think


def play_one(job: Job) -> tuple[str, int, int | None, str | None, str | None]:
    """One seeded game's facts for the tally (small, to cross processes): how it was won, its length,
    the winner's seat (1 plays first), style and bot id."""
    players, variant, seed, styles, skills, think = job
    m = play_game(players, variant, seed, styles, skills=skills, think=think).game.m
    if not m.winner:
        return m.win_by or "none", m.turn, None, None, None
    return (m.win_by or "none", m.turn, (m.order.index(m.winner) - m.first) % players + 1,
            m.player(m.winner).style, m.winner)


def run(players: int, variant: str | None, games: int, seed: int, given: list[str] | None = None,
        jobs: int = 1, skill: str | None = None, think: float = THINK) -> dict[str, Any]:
    """`games` games, game n from seed + n, shared by `jobs` processes: the same summary for any jobs.
    `skill`: the bots' levels (one for all, one per seat, or bot2=hard; None: the easy bots of old)."""
    if not 2 <= players <= 5:
        raise RulesError(f"--players: 2 to 5, not {players}")
    check_games(games)
    check_jobs(jobs)
    skills = per_side(skill, seats(players, False)) if skill is not None else None
    Goblout(setup_for(players, variant, styles_for(players, 0, given), skills=skills, think=think),
            Chance(seed))  # a bad setup stops here
    bot_wins: Counter[str] = Counter()
    seat_wins: Counter[str] = Counter()
    style_wins: Counter[str] = Counter()
    style_seats: Counter[str] = Counter()
    win_by: Counter[str] = Counter()
    turns: list[int] = []
    for n, (how, length, seat, style, bot) in enumerate(in_game_order(
            play_one, lambda n: (players, variant, seed + n, styles_for(players, n, given), skills, think),
            games, jobs)):
        style_seats.update(styles_for(players, n, given))
        win_by[how] += 1
        turns.append(length)
        if seat is not None:
            seat_wins[f"seat {seat}"] += 1
            style_wins[style or ""] += 1
            bot_wins[bot or ""] += 1
    by_skill = {} if skills is None else {
        f"{pid} ({lvl})": round(bot_wins[pid] / games, 4) for pid, lvl in skills.items()}
    return {"players": players, "variant": variant or "standard", "games": games, "seed": seed,
            **({"skill_win_rate": by_skill} if by_skill else {}),
            "seat_win_rate": {f"seat {s}": round(seat_wins[f"seat {s}"] / games, 4) for s in range(1, players + 1)},
            "style_win_rate": {s: round(style_wins[s] / style_seats[s], 4) for s in STYLES if style_seats[s]},
            "win_by": dict(sorted(win_by.items())),
            "turns": {"mean": round(statistics.fmean(turns), 2), "median": statistics.median(turns),
                      "min": min(turns), "max": max(turns)}}


def report(s: dict[str, Any]) -> list[str]:
    games = s["games"]
    lines = [f"{games} games, {s['players']} bots, {s['variant']} (seeds {s['seed']}-{s['seed'] + games - 1}).",
             "Win rate by seat (seat 1 plays first, then clockwise):"]
    lines += [f"  {seat}: {rate:.1%}" for seat, rate in s["seat_win_rate"].items()]
    if s.get("skill_win_rate"):
        lines.append("Win rate by bot and skill: " + ", ".join(f"{k} {v:.1%}" for k, v in s["skill_win_rate"].items()))
    lines.append("Win rate by style (wins per seat played):")
    lines += [f"  {style}: {rate:.1%}" for style, rate in s["style_win_rate"].items()]
    lines.append("Wins: " + ", ".join(f"{how} {n} ({n / games:.1%})" for how, n in s["win_by"].items()))
    t = s["turns"]
    lines.append(f"Game length in turns: mean {t['mean']}, median {t['median']}, min {t['min']}, max {t['max']}.")
    return lines
