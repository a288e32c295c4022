"""The human's turn as steps, one action each, in the rulebook's order: after `draw` (phases 1 and 2),
`face` (sacrifice a life point to set the die, before anything is deployed), `deploy` (phase 3, a card
or several), `attack` (phase 4: goblins declared against one player; several declarations add up),
`zap` (a lightning card, any time), `end` (lightning once attacking is done: the defence phases, then
the next player). Each step has its `*_problem`: why it is refused now, in the rule's words, or None.
The Game's actions refuse through these, and the listed moves (moves.py) are filtered through the very
same functions, so a listed move is always accepted. The one-shot `play` action (old saves, scripts)
stays as it was.
"""

from __future__ import annotations

from collections import Counter

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.goblout import combat, dice, turn
from goblinkit.assistant.goblout.state import Attack, Match, Player


def attacked(m: Match, p: Player) -> bool:
    """p has declared an attack this turn (it waits for `end` to be resolved)."""
    return any(a.attacker == p.id for a in m.attacks)


def moment(m: Match, p: Player) -> str:
    """When a lightning card of p's own turn is played: "attacking" once p has attacked, else "turn"."""
    return "attacking" if attacked(m, p) else "turn"


def face_problem(m: Match, p: Player, face: int, deployed: bool) -> str | None:
    """Why p may not sacrifice a life point to set the die to `face` now (None: p may). `deployed`: p
    has deployed or attacked this turn (phase 2 comes before them)."""
    if m.variant is not None and m.variant.group_dice:
        return "Group Die: nobody may sacrifice a life point to change the dice"
    if face not in m.cat.faces:
        return f"a die has faces 1 to 6, not {face}"
    if deployed or attacked(m, p):
        return "the die is set in phase 2, before you deploy or attack"
    if p.life <= 1:
        return "you have 1 life point left: sacrificing it would eliminate you"
    if p.no_die_by:
        return (f"No Die: your die shows no colour until {m.player(p.no_die_by).of} next turn, "
                "whatever its face")
    if face == p.face:
        return f"your die shows {dice.face_text(m, face)} already"
    return None


def deploy_problem(m: Match, p: Player, cards: list[str]) -> str | None:
    """Why p may not deploy `cards` now (None: p may): held, of the die's colours, one white a turn,
    and before attacking."""
    if not cards:
        return "name the cards to deploy"
    if attacked(m, p):
        return "deploying is phase 3, before you attack"
    missing = Counter(cards) - Counter(p.hand)
    if missing:
        card = next(iter(missing))
        held = p.hand.count(card)
        return f"you hold {f'only {held}' if held else 'no'} {m.cat.cards[card].name}"
    return turn.deploy_problem(m, p, cards)


def attack_problem(m: Match, p: Player, target: str, goblins: list[str]) -> str | None:
    """Why p may not attack `target` with `goblins` now (None: p may): ready goblins, a player who can
    be attacked, one target a turn in Sudden Death's kind of variant."""
    if not goblins:  # `all` of none, or no name: say which
        return ("you have no goblin in front of you to attack with: deploy first" if not combat.attackers(m, p)
                else "name the goblins that attack (or all)")
    if m.variant is not None and m.variant.one_target and any(
            a.attacker == p.id and a.target != target for a in m.attacks):
        return f"{m.variant.name}: you may attack only one player a turn"
    try:
        combat._check_plan(m, p, {target: goblins})  # noqa: SLF001 -- the one check of a plan, shared
    except RulesError as exc:
        return str(exc)
    return None


def refuse(problem: str | None) -> None:
    if problem is not None:
        raise RulesError(problem)


def declare(m: Match, p: Player, target: str, goblins: list[str]) -> None:
    """Engage goblins against a player; a second declaration against the same player joins the first
    (one defence phase per attacked player)."""
    for card in goblins:
        p.deployed.remove(card)
    q = m.player(target)
    known = next((a for a in m.attacks if a.attacker == p.id and a.target == target), None)
    if known is None:
        order = [r.id for r in m.after(p.id)]  # defence phases in turn order
        at = next((i for i, a in enumerate(m.attacks) if order.index(a.target) > order.index(target)), len(m.attacks))
        m.attacks.insert(at, Attack(p.id, target, list(goblins)))
    else:
        known.goblins.extend(goblins)
    engaged = known.goblins if known is not None else goblins
    if m.talk:
        now = f"now {turn.names(m, engaged)}, " if known is not None else ""
        m.say(f"{p.name} attack{'s' if p.third else ''} {q.obj} with {turn.names(m, goblins)} "
              f"({now}{combat.hit_damage(m, p, engaged)[0]} damage).")
