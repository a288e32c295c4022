"""Setup: the variant's set-aside cards (and Massacre's starting blockers), life, the first player
(the best goblin grimace: named, or a logged chance pick), five cards and a first roll each."""

from __future__ import annotations

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.goblout import dice, turn
from goblinkit.assistant.goblout.state import Match
from goblinkit.assistant.core.names import plural


def set_up(m: Match, first: str) -> None:
    v = m.variant
    if v is not None:
        for card in v.set_aside:
            while m.pile.take(card):
                m.set_aside.append(card)
        m.talk and m.say(f"{v.name}: set aside {turn.names(m, sorted(set(v.set_aside)))} "
                         f"({plural(len(m.set_aside), 'card')}). " + " ".join(v.rules))
        for card, n in v.start_deployed:
            for p in m.players:
                for _ in range(n):
                    m.set_aside.remove(card)
                    p.deployed.append(card)
            m.talk and m.say(f"Each player starts with {turn.names(m, [card] * n)} deployed.")
    life = m.players[0].life
    m.talk and m.say(f"Each player has {life} life point{'s' if life != 1 else ''} (goblin teeth), {m.cat.hand} "
                     f"cards and {'the two group dice in the middle' if v and v.group_dice else 'a die'}.")
    if first == "random":
        first = m.chance.pick(sorted(m.order), "the best goblin grimace: the first player")
    elif first not in m.order:
        raise RulesError(f"--first: no player '{first}' (players: {', '.join(m.order)})")
    m.active = m.first = m.order.index(first)
    for p in m.players:
        turn.draw(m, p, m.cat.hand, "starting hand")
        if not (v is not None and v.group_dice):
            dice.roll(m, p, f"{p.id}: the first roll")
    m.talk and m.say(f"{m.player(first).name} made the best grimace and play{'s' if m.player(first).third else ''} "
                     "first.")
    turn.begin_turn(m)
