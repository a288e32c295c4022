"""The skill ladder (issue 25), as `goblin play GAME ladder` measures it: each matchup's win rate with its
95 % Wilson interval, and the hard bots' think time per decision against their budget. Small budgets and
game counts (a few minutes on a loaded 2-core machine); the README's table used the counts it names.
A game adds its rows by adding an entry to LADDERS (its ladder hook's "module:NAME" and matchups)."""

from __future__ import annotations

from goblinkit.assistant.lab import ladder
from goblinkit.assistant.lab.ladder import Matchup

THINK = 0.05  # CPU seconds a hard decision

# (title, hook, matchups, games a matchup)
LADDERS = [
    ("Goblout, 2 players", "goblinkit.assistant.goblout.ladder_hook:HOOK",
     [Matchup(("normal", "easy"), 0.55)], 2000),
    ("Goblout, 2 players", "goblinkit.assistant.goblout.ladder_hook:HOOK",
     [Matchup(("hard", "normal"), 0.55)], 60),
    ("Goblout, 4 players", "goblinkit.assistant.goblout.ladder_hook:HOOK",
     [Matchup(("hard", "normal", "normal", "normal"), 0.30)], 60),
    ("Gob'z'Heroes, 2 Crews, quick games", "goblinkit.assistant.gobz_heroes.ladder_hook:HOOK",
     [Matchup(("normal", "easy"), 0.55), Matchup(("hard", "normal"), 0.55)], 20),
    ("Globbo!, walls in, the sides swapped every game", "goblinkit.assistant.globbo.ladder_hook:HOOK",
     [Matchup(("normal", "easy"), 0.55), Matchup(("hard", "normal"), 0.55)], 12),
    # GvZ: one skill alone against the game; each level's interval should lie above the one below it
    ("GvZ Last Stand: the Goblin bots", "goblinkit.assistant.goblins_vs_zombies.ladder_hook:LAST_STAND",
     [Matchup((level,), 0.0) for level in ("easy", "normal", "hard")], 300),
    ("GvZ Mode E: the Zombie Player against the easy Goblin bot", "goblinkit.assistant.goblins_vs_zombies.ladder_hook:VERSUS",
     [Matchup((level,), 0.0) for level in ("easy", "normal", "hard")], 300),
]


def main() -> None:
    for title, ref, matchups, games in LADDERS:
        print(title)
        summary = ladder.run(ref, matchups, games, seed=1, think=THINK)
        print("\n".join(ladder.report(summary)), flush=True)


if __name__ == "__main__":
    main()
