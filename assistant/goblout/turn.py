"""A turn's own phases: the start of the turn, 1. Discard and Draw, 3. Deployment, the end of the
turn; drawing cards; the victory checks that any phase may trigger."""

from __future__ import annotations

from collections import Counter

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.names import plural
from goblinkit.assistant.goblout.dice import colours_text, shown
from goblinkit.assistant.goblout.state import Match, Player


def names(m: Match, cards: list[str]) -> str:
    """'Warrior x2, Brute' in the order given."""
    counted = Counter(cards)
    return ", ".join(f"{m.cat.cards[c].name}{f' x{n}' if n > 1 else ''}" for c, n in counted.items()) or "nothing"


def draw(m: Match, p: Player, count: int, why: str) -> list[str]:
    """Draw `count` cards (fewer if the pile and the discards are both empty). The table sees how many;
    the human is told which."""
    got = m.pile.draw_many(m.chance, count, f"{p.id}: {why}")
    if len(got) < count:
        m.talk and m.say("The draw pile and the discard pile are both empty: no card to draw.")
    p.hand.extend(got)
    if got and m.talk:
        m.talk and m.say(f"{p.name} draw{'s' if p.third else ''} {len(got)} card{'s' if len(got) > 1 else ''}"
              + ("." if p.third else f": {names(m, got)}."))
    return got


def take_from_hand(m: Match, p: Player, cards: list[str]) -> None:
    """Check that p holds every card named (with repeats), then take them out of the hand."""
    if not cards:
        return
    if len(cards) == 1 and cards[0] in p.hand:  # the usual case: one card, held
        p.hand.remove(cards[0])
        return
    left = list(p.hand)
    for card in cards:
        if card not in left:
            held = p.hand.count(card)
            have = f"only {held}" if held else "no"
            raise RulesError(f"{p.name} {'holds' if p.third else 'hold'} {have} {m.cat.cards[card].name} "
                             f"(hand: {names(m, sorted(p.hand)) if not p.bot else len(p.hand)})")
        left.remove(card)
    p.hand = left


def begin_turn(m: Match) -> None:
    """Peace protects until the protected player's next turn; No Die lasts until its player's next turn;
    the Cauldron heals."""
    p = m.current
    p.peace = False
    m.no_die_lifted = tuple(q.id for q in m.players if q.no_die_by == p.id)
    for q in m.players:
        if q.no_die_by == p.id:
            q.no_die_by = None
    m.white_played = m.war_cry = False
    m.phase = "discard"
    if m.talk:
        style = f" ({p.style})" if p.bot else ""
        m.talk and m.say(f"== Turn {m.turn}: {p.name}{style}, {p.life} life, {m.prestige(p)} prestige, "
                         f"{plural(len(p.hand), 'card')} in hand.")
    if p.life < p.max_life and m.has_power(p, "cauldron"):
        p.life += 1
        m.talk and m.say(f"{p.poss} Cauldron: +1 life point ({p.life}).")


def discard_and_draw(m: Match, p: Player, discards: list[str]) -> None:
    """Phase 1: discard any cards, then draw until the hand holds 5 (no hand limit otherwise)."""
    if discards:
        take_from_hand(m, p, discards)
        for card in discards:
            m.pile.discard(card)
        m.talk and m.say(f"{p.name} discard{'s' if p.third else ''} {names(m, discards)}.")
    missing = m.hand_size(p) - len(p.hand)
    if missing > 0:
        draw(m, p, missing, "phase 1")


def deploy(m: Match, p: Player, cards: list[str], defence: bool = False) -> None:
    """Deployment (phase 3, or blockers in a defence phase): cards of the die's colours, one white a turn."""
    if not cards:
        return
    whites = sum(map(m.cat.whites.__contains__, cards))
    if m.checked:
        _check_deploy(m, p, cards, defence, whites)
    take_from_hand(m, p, cards)
    p.deployed.extend(cards)
    m.white_played = m.white_played or whites > 0
    m.talk and m.say(f"{p.name} deploy{'s' if p.third else ''} {names(m, cards)}.")
    if whites:
        check_prestige(m, p)


def deploy_problem(m: Match, p: Player, cards: list[str], defence: bool = False) -> str | None:
    """Why `p` may not deploy `cards` now, in the rule's words (None: they may): what a picker offers."""
    try:
        _check_deploy(m, p, cards, defence, len([c for c in cards if c in m.cat.whites]))
    except RulesError as exc:
        return str(exc)
    return None


def _check_deploy(m: Match, p: Player, cards: list[str], defence: bool, whites: int) -> None:
    cat = m.cat.cards
    colours = shown(m, p)
    for card in cards:
        c = cat[card]
        if c.lightning:
            raise RulesError(f"{c.name} is a lightning card: play it (zap), it is not deployed")
        if defence and not c.blocks:
            raise RulesError(f"only Cannon Fodder and Super-Goblins are deployed in a defence phase, not {c.name}")
        if not c.colours & colours:
            raise RulesError(f"{c.name} is {' or '.join(sorted(c.colours))}; {p.of} die shows {colours_text(colours)}")
    if whites + m.white_played > 1:
        raise RulesError("only one white card may be played a turn")


def check_prestige(m: Match, p: Player) -> None:
    points = m.prestige(p)
    if points >= m.cat.prestige_to_win and m.winner is None:
        win(m, p, "prestige", f"{p.name} {'has' if p.third else 'have'} {points} prestige points")


def check_last_standing(m: Match) -> None:
    alive = m.alive()
    if len(alive) == 1 and m.winner is None:
        win(m, alive[0], "elimination", f"{alive[0].name} {'is' if alive[0].third else 'are'} the last goblin standing")


def win(m: Match, p: Player, how: str, why: str) -> None:
    m.winner, m.win_by, m.phase = p.id, how, "over"
    m.talk and m.say(f"GAME OVER: {why}. {p.name} win{'s' if p.third else ''}!")


def end_turn(m: Match, next_player: str | None = None) -> None:
    """The next living player clockwise plays (or the one given: Sudden Death's survivor)."""
    if m.winner is not None:
        return
    if next_player is None or not m.player(next_player).alive:
        n = len(m.order)
        index = m.active
        for _ in range(n):
            index = (index + 1) % n
            if m.by_id[m.order[index]].alive:
                break
        m.active = index
    else:
        m.active = m.order.index(next_player)
    m.turn += 1
    begin_turn(m)
