"""Complete digital games: both decks tracked card by card, the Goblin bot on the players' side.

Each game is a seeded Chance, and every decision goes through the same actions a player would
type, so any simulated game can be saved, replayed and checked like a real one.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.goblins_vs_zombies.bots import BotTable, next_goblin_action
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from goblinkit.assistant.goblins_vs_zombies.lookahead import NEXT_STEP
from goblinkit.assistant.core.saves import Save
from goblinkit.assistant.core.skill import THINK

TURN_LIMIT = 400
BOTS = ("fast", "strong")  # the old --bot names: fast is easy, strong is normal
BOT_SKILL = {"fast": "easy", "strong": "normal"}


@dataclass
class Played:
    game: GoblinsVsZombies
    save: Save
    lines: list[str] = field(default_factory=list)


def _apply(game: GoblinsVsZombies, save: Save, act: dict[str, Any], lines: list[str], table: BotTable) -> None:
    """One action, logged as a table command logs it: its chance outcomes and the answers given."""
    table.answers = []
    game.chance.begin()
    lines.extend(game.apply(act, table, normalized=True))  # the bots name by id (tests/gvz check it)
    save.log.append({"action": act, "chance": game.chance.finish(), "answers": table.answers})


def goblin_policy(bot: str, seed: int, think: float = THINK, iterations: int | None = None):  # noqa: ANN201
    """The Goblin bots' policy at a skill (or an old --bot name): easy, the fast bot's fixed preferences (its
    blunders: it plays every Goblin it can pay for, with no thought for the next Zombie Arrival); normal,
    rollouts of each arrival choice to the end of the next turn (StrongBot); hard, those choices searched
    by sequential halving over common futures two turns deep, the hidden cards redrawn (HardBot)."""
    from goblinkit.assistant.core.skill import Skill, level

    chosen = level(BOT_SKILL.get(bot, bot), "--skill")
    if chosen == "easy":
        return next_goblin_action
    from goblinkit.assistant.goblins_vs_zombies.strong_bot import HardBot, StrongBot

    if chosen == "normal":
        return StrongBot(seed)
    return HardBot(seed, Skill(chosen, think, iterations))


def play_game(mode: str, players: int, seed: int, boss_level: str = "normal", keep_lines: bool = False,
              bot: str = "fast", zombies: str | None = None, think: float = THINK,
              iterations: int | None = None, content: str | None = None, goblin_deck: list[str] | None = None,
              zombie_deck: list[str] | None = None, check: Callable[[GoblinsVsZombies], None] | None = None) -> Played:
    """One game; `bot`: the Goblin bots' skill (or fast/strong); `zombies`: Mode E's Zombie Player's skill
    (None: no skill in the setup, easy, as games were played before skill levels); `content`: a pack's folder;
    `goblin_deck`, `zombie_deck`: the decks instead of the printed ones (the balance lab's card arms); `check`:
    called with the game after every action (leaf_fit.py records the table there)."""
    names = ["AA", "BB", "CC"][:players]
    setup = {"mode": mode, "players": names, "tracked": True, "boss_level": boss_level,
             **({"skill": {"zombies": zombies}} if zombies else {}), **({"think": think} if think != THINK else {}),
             **({"content": content} if content else {})}
    game = GoblinsVsZombies(setup, Chance(seed))
    if goblin_deck is not None:
        from goblinkit.assistant.goblins_vs_zombies.piles import GoblinSupply

        game.supply = GoblinSupply(sorted(goblin_deck), game.players, game.tracked)
    if zombie_deck is not None:
        from goblinkit.assistant.core.deck import Deck

        game.zombies = Deck("Zombie Deck", sorted(zombie_deck))
    game.iterations = iterations
    game.thinks = []
    game.explain = keep_lines
    table = BotTable(game)
    game.chance.begin()
    lines = game.start(table)
    policy = goblin_policy(bot, seed, think, iterations)
    save = Save(GoblinsVsZombies.slug, seed, setup, start={"chance": game.chance.finish(), "answers": table.answers})
    out: list[str] = lines if keep_lines else []
    sink: list[str] = out if keep_lines else []
    while not game.over and game.turn <= TURN_LIMIT:
        act = policy(game) or {"type": NEXT_STEP[game.phase]}
        _apply(game, save, act, sink, table)
        if check is not None:
            check(game)
        if not keep_lines:
            sink.clear()
    game.thinks += getattr(policy, "thinks", [])
    return Played(game, save, out)


def conservation(game: GoblinsVsZombies) -> tuple[Counter[str], Counter[str]]:
    """Every Zombie-deck card and every Goblin card, wherever it is: nothing created or lost."""
    zombies = game.zombies.cards()
    zombies.update(game.zombies.discards)
    zombies.update(game.zombie_hand)
    zombies.update(game.out_of_game)
    zombies.update(game.unplayed)
    for f in game.fields.values():
        zombies.update(z.card for _, z in f.zombies())
    goblins = game.supply.cards()
    for f in game.fields.values():
        goblins.update(g.real or g.card for g in f.goblins())
    return zombies, goblins
