"""Many simulated games, counted: what each game's end says, added up in game order.

A game is played from its own seed (the first seed + its number), so a game's outcome never
depends on which process played it or in what order the games finished: `--jobs N` splits the
games over N processes and the tally, added up in game order, is the same for every N.

What is counted means something in each Mode: Last Stand's score and rank (and wins); the co-op
Modes' wins; Survival's winners by seat, who went out and on which turn (someone always wins
Survival, so a "win rate" would say nothing); Mode E's winner, Goblins or Zombies.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from goblinkit.assistant.goblins_vs_zombies.modes import rank
from goblinkit.assistant.goblins_vs_zombies.simulate import play_game
from goblinkit.assistant.core.skill import THINK

RANK_NAMES = ("SLINGER", "SLINGSHOT", "ICESHOT", "BIGSHOT")


def play_one(job: tuple[Any, ...]) -> dict[str, Any]:
    """Play one seeded game and keep only the facts the tally needs (small, to cross processes)."""
    mode, players, seed, boss_level, bot, *more = job
    zombies, think = more if more else (None, THINK)
    game = play_game(mode, players, seed, boss_level, bot=bot, zombies=zombies, think=think).game
    result = game.result or {"outcome": "unfinished"}
    return {"outcome": result["outcome"], "winner": result.get("winner"), "turns": game.turn,
            "score": result.get("score", len(game.zombies.discards)), "rank": result.get("rank"),
            "eliminated": list(game.eliminated)}


class Tally:
    def __init__(self, mode: str, players: int, seed: int, bot: str):
        self.mode, self.players, self.seed, self.bot = mode, players, seed, bot
        self.games = 0
        self.outcomes: Counter[str] = Counter()
        self.scores: Counter[int] = Counter()
        self.ranks: Counter[str] = Counter()
        self.winners: Counter[str] = Counter()
        self.out: Counter[str] = Counter()
        self.first_out_turns: list[int] = []
        self.turns = 0

    def add(self, facts: dict[str, Any]) -> None:
        self.games += 1
        self.outcomes[facts["outcome"]] += 1
        self.turns += facts["turns"]
        self.scores[facts["score"]] += 1
        if self.mode == "last-stand":
            self.ranks[facts["rank"] or rank(facts["score"])] += 1
        if facts["winner"]:
            self.winners[facts["winner"]] += 1
        for player, _ in facts["eliminated"]:
            self.out[player] += 1
        if facts["eliminated"]:
            self.first_out_turns.append(facts["eliminated"][0][1])

    def summary(self, seconds: float, requested: int) -> dict[str, Any]:
        games = self.games or 1
        wins = self.outcomes["win"]
        data: dict[str, Any] = {
            "mode": self.mode, "players": self.players, "bot": self.bot, "games": self.games, "seed": self.seed,
            "requested": requested, "stopped": self.games < requested, "outcomes": dict(sorted(self.outcomes.items())),
            "wins": wins, "win_rate": None if self.mode == "survival" else wins / games,
            "scores": dict(sorted(self.scores.items())), "mean_score": sum(s * n for s, n in self.scores.items()) / games,
            "ranks": {name: self.ranks[name] for name in RANK_NAMES} if self.ranks else {},
            "mean_turns": self.turns / games, "seconds": seconds,
            "games_per_second": self.games / seconds if seconds else 0.0}
        if self.mode == "survival":
            data["winners"] = dict(sorted(self.winners.items()))
            data["eliminated"] = dict(sorted(self.out.items()))
            data["mean_first_elimination_turn"] = (sum(self.first_out_turns) / len(self.first_out_turns)
                                                   if self.first_out_turns else None)
        if self.mode == "versus":
            data["winners"] = {"goblins": self.winners["goblins"], "zombies": self.winners["zombies"]}
        return data


def text_summary(summary: dict[str, Any]) -> list[str]:
    games, mode = summary["games"], summary["mode"]
    first, last = summary["seed"], summary["seed"] + games - 1
    lines = [f"{games} games of {mode} ({summary['players']} player{'s' if summary['players'] > 1 else ''}), "
             f"{summary['bot']} bot, seeds {first}-{last}"]
    if summary["stopped"]:
        lines.append(f"stopped after {games} of {summary['requested']} games")
    length = f"mean length {summary['mean_turns']:.1f} turns"
    if mode == "survival":
        share = ", ".join(f"{p} {n / games:.0%}" for p, n in summary["winners"].items())
        lines.append(f"winners: {share}; {length}")
        out = ", ".join(f"{p} {n}" for p, n in summary["eliminated"].items())
        turn = summary["mean_first_elimination_turn"]
        lines.append(f"eliminated: {out}" + (f"; first player out on turn {turn:.1f} on average" if turn else ""))
        return lines + [f"speed: {summary['games_per_second']:.0f} games/s"]
    if mode == "versus":
        won = summary["winners"]
        lines.append(f"Goblin Player wins {won['goblins'] / games:.1%}, Zombie Player {won['zombies'] / games:.1%}; "
                     f"{length}")
    else:
        lines.append(f"win rate: {summary['win_rate']:.1%} ({summary['wins']} wins); {length}")
    if mode == "last-stand":
        top = max(summary["scores"].values(), default=1)
        lines.append(f"score (cards on the Zombie Discard Pile), mean {summary['mean_score']:.1f}:")
        for score, count in summary["scores"].items():
            lines.append(f"  {score:>3} {'#' * max(1, round(30 * count / top))} {count}")
        lines.append("rank: " + ", ".join(f"{name} {count}" for name, count in summary["ranks"].items()))
    lines.append(f"speed: {summary['games_per_second']:.0f} games/s")
    return lines
