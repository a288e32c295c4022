"""The human's seat played by an easy bot, step by step through the human's own actions (draw, face,
zap, deploy, attack, end), in the bot's turn order (flow.bot_turn): for tests that check the listed
moves against what a player does, and for seeded positions to read phrases against."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.table import Table
from goblinkit.assistant.goblout import combat, lightning
from goblinkit.assistant.goblout.bot_styles import STYLES
from goblinkit.assistant.goblout.bots import Bot
from goblinkit.assistant.goblout.game import Goblout, seats
from goblinkit.assistant.goblout.state import HUMAN

ATTACK_CHUNK = 3  # the bot's goblins against one player, declared this many at a time (the moves' most)


class Seats:
    """Who decides for whom: every seat by its bot, the human's by `bot` (defence, blocks, Peace)."""

    def __init__(self, bots: dict[str, Bot], bot: Bot):
        self.bots, self.bot = bots, bot

    def __call__(self, pid: str) -> Any:
        return self.bots.get(pid) or self.bot


class BotTable(Table):
    """A table that answers the human's questions as the bot would: "Roll your die?" by its want_roll,
    any other choice by the first option."""

    def __init__(self, game: Goblout, bot: Bot):
        super().__init__()
        self.game, self.bot = game, bot

    def _choose(self, question: str, options: list[str]) -> str:
        return options[0]

    def _yes_no(self, question: str) -> bool:
        m = self.game.m
        return self.bot.want_roll(m, m.by_id[HUMAN]) if question.startswith("Roll your die?") else False

    def _number(self, question: str, low: int, high: int) -> int:
        return low


VARIANTS = (None, None, None, "sudden-death", "group-die", "massacre")


def new_table(seed: int, bots: int | None = None) -> tuple[Goblout, Bot]:
    """A seeded game, the human and 1-4 easy bots (styles and variants rotated by seed), the human's seat a
    bot too."""
    count = bots or 1 + seed % 4
    styles = {f"bot{i}": STYLES[(seed + i) % len(STYLES)] for i in range(1, count + 1)}
    variant = VARIANTS[seed // 4 % len(VARIANTS)]
    game = Goblout({"players": seats(count, True), "styles": styles, "variant": variant, "first": "random",
                    "talk": False}, Chance(seed))
    bot = Bot(STYLES[seed % len(STYLES)], game.cat, "easy")
    game._bots_only = Seats(game.bots, bot)  # noqa: SLF001 -- the human's questions answered by a bot
    game.chance.begin()
    game.start(BotTable(game, bot))
    return game, bot


def human_turn(game: Goblout, bot: Bot) -> Iterator[dict[str, Any]]:
    """The human's actions of one turn as the bot would play its own (each applied before the next is
    asked for: the generator reads the table as it is)."""
    m = game.m
    p = m.by_id[HUMAN]
    yield {"type": "draw", "discard": sorted(bot.discards(m, p)), "keep": None}
    if m.current is not p or m.winner is not None:
        return
    face = bot.face_to_buy(m, p)
    if face is not None:  # never under No Die nor with group dice: the bot buys none there (bots.face_to_buy)
        yield {"type": "face", "face": face}
    yield from _lightning(game, bot, "early", "turn")
    for card in bot.to_deploy(m, p):
        yield {"type": "deploy", "cards": [card]}
    yield from _lightning(game, bot, "attack", "turn")
    for target, goblins in bot.attack_plan(m, p).items():
        if goblins and sorted(goblins) == sorted(combat.attackers(m, p)):
            yield {"type": "attack", "target": target, "goblins": ["all"]}
            continue
        for at in range(0, len(goblins), ATTACK_CHUNK):
            yield {"type": "attack", "target": target, "goblins": sorted(goblins[at:at + ATTACK_CHUNK])}
    yield from _lightning(game, bot, "after", "attacking")
    yield {"type": "end"}


def _lightning(game: Goblout, bot: Bot, stage: str, moment: str) -> Iterator[dict[str, Any]]:
    m = game.m
    p = m.by_id[HUMAN]
    for _ in range(10):
        if m.winner is not None or m.current is not p:
            return
        options = lightning.playable(m, p, moment, only=bot.stages[stage])
        play = bot.own_lightning(m, p, options, stage) if options else None
        if play is None:
            return
        yield {"type": "zap", "card": play.card, "target": play.target, "picks": sorted(play.picks), "face": play.face}
