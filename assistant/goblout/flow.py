"""A whole turn, in the rulebook's order: a bot's turn from its policy, and the end of any turn
(attack, defence phases, the next player). The human's turn uses the same steps through the
Game's actions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from goblinkit.assistant.goblout import combat, dice, lightning, turn
from goblinkit.assistant.goblout.bots import Bot
from goblinkit.assistant.goblout.choices import LightningPlay, Who
from goblinkit.assistant.goblout.state import Match, Player


def bot_turn(m: Match, p: Player, bot: Bot, who: Who) -> None:
    """p's whole turn (p is the current player), played by its bot. A stage's lightning step is skipped
    at once when p holds none of the cards the bot considers then (the usual case)."""
    stages = bot.stages
    turn.discard_and_draw(m, p, bot.discards(m, p))
    if m.variant is not None and m.variant.group_dice:
        dice.roll(m, p, f"{p.id}: phase 2")
    else:
        values = bot.face_values(m, p)  # the hand's worth per face: the roll below does not change it
        if bot.want_roll(m, p, values):
            dice.roll(m, p, f"{p.id}: phase 2")
        face = bot.face_to_buy(m, p, values)
        if face is not None:
            dice.buy_face(m, p, face)
    if not stages["early"].isdisjoint(p.hand):
        _lightning(m, p, bot, who, "early")
    turn.deploy(m, p, bot.to_deploy(m, p))
    if m.winner is not None:
        return
    if not stages["attack"].isdisjoint(p.hand):
        _lightning(m, p, bot, who, "attack")
    if m.winner is not None:
        return
    after = None if stages["after"].isdisjoint(p.hand) else partial(_lightning, m, p, bot, who, "after")
    finish_turn(m, p, bot.attack_plan(m, p), who, after)  # attacking changes no hand: `after` stays right


def _lightning(m: Match, p: Player, bot: Bot, who: Who, stage: str) -> None:
    moment = "attacking" if stage == "after" else "turn"
    considered = bot.stages[stage]  # own_lightning picks among these alone: the rest need no check
    while m.winner is None and not considered.isdisjoint(p.hand):
        options = lightning.playable(m, p, moment, only=considered)
        play = bot.own_lightning(m, p, options, stage) if options else None
        if play is None:
            return
        lightning.play(m, p, play, who, moment)


def _onlookers(m: Match, p: Player, who: Who) -> None:
    """Each other player, in turn order, may play lightning into an attack on someone else, once
    declared: asked only of a player holding such a card (the bots hold none they would play then)."""
    for q in m.after(p.id):
        ch = who(q.id)
        cards = ch.onlooker_cards(m)
        while m.winner is None and q.alive and not cards.isdisjoint(q.hand):
            others = [a for a in m.attacks if a.target != q.id and a.goblins]
            options = lightning.playable(m, q, "turn", only=cards) if others else []
            play = ch.onlooker_lightning(m, q, others, options) if options else None
            if play is None:
                break
            lightning.play(m, q, play, who, "turn")


def finish_turn(m: Match, p: Player, plan: dict[str, list[str]], who: Who,
                after_attack: Callable[[], None] | None = None, plays: Sequence[LightningPlay] = ()) -> None:
    """4. Attack, lightning once attacking, 5. the defence phases, then the next player (in Sudden Death
    the survivor of the attack)."""
    combat.declare(m, p, plan)
    for play in plays:
        lightning.play(m, p, play, who, "attacking")
    if after_attack is not None:
        after_attack()
    if m.attacks and m.winner is None:
        _onlookers(m, p, who)
    sudden_death = m.variant is not None and m.variant.survivor_plays_next
    attacked = {a.target for a in m.attacks} if sudden_death else set()
    combat.resolve(m, who)
    survivor = next(iter(attacked)) if len(attacked) == 1 else None
    turn.end_turn(m, survivor)
