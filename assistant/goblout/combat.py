"""4. Attack and 5. Defence: goblins attack players (never goblins); each attacked player, in turn
order, has a defence phase (draw, re-roll, lightning, deploy blockers, block); blocked and blocking
goblins are destroyed, the others deal their damage and come back; at 0 life a player is out and
their last attacker takes one of their white cards.
"""

from __future__ import annotations

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.goblout import dice, lightning
from goblinkit.assistant.goblout.choices import Who
from goblinkit.assistant.goblout.state import Attack, Match, Player
from goblinkit.assistant.goblout.turn import check_last_standing, check_prestige, deploy, draw, names


def attackers(m: Match, p: Player) -> list[str]:
    """p's deployed goblins that can attack (Warriors, Brutes, Super-Goblins)."""
    return [c for c in p.deployed if m.cat.cards[c].damage > 0]


def targets(m: Match, p: Player) -> list[Player]:
    """Who p may attack: the other living players not protected by Peace."""
    return [q for q in m.after(p.id) if not q.peace]


def declare(m: Match, p: Player, plan: dict[str, list[str]]) -> None:
    """Engage goblins against players; refused whole if any part is illegal."""
    if not all(plan.values()):
        plan = {t: g for t, g in plan.items() if g}
    if not plan:
        return
    if m.checked:
        _check_plan(m, p, plan)
    for q in m.after(p.id):  # defence phases in turn order
        goblins = plan.get(q.id)
        if goblins:
            for card in goblins:
                p.deployed.remove(card)
            m.attacks.append(Attack(p.id, q.id, list(goblins)))
            m.talk and m.say(f"{p.name} attack{'s' if p.third else ''} {q.obj} with {names(m, goblins)} "
                  f"({hit_damage(m, p, goblins)[0]} damage).")


def _check_plan(m: Match, p: Player, plan: dict[str, list[str]]) -> None:
    """Refuse an attack plan with a target that cannot be attacked or a goblin p cannot send."""
    if m.variant is not None and m.variant.one_target and len(plan) > 1:
        raise RulesError(f"{m.variant.name}: you may attack only one player a turn")
    free = attackers(m, p)
    for target, goblins in plan.items():
        if target not in m.by_id or target == p.id or not m.by_id[target].alive:
            raise RulesError(f"cannot attack '{target}' (players: {', '.join(q.id for q in m.after(p.id))})")
        if m.by_id[target].peace:
            raise RulesError(f"{m.by_id[target].name} is protected by Peace until their next turn")
        for card in goblins:
            if card not in free:
                raise RulesError(f"{p.name} {'has' if p.third else 'have'} no more {m.cat.cards[card].name} to attack "
                                 f"with (attackers: {names(m, attackers(m, p))})")
            free.remove(card)


def queue(m: Match, attacker: str, target: str, goblins: list[str]) -> None:
    """A redirected or reflected attack: it joins a pending attack on the same player, or waits its turn."""
    for atk in m.attacks[1:]:
        if atk.attacker == attacker and atk.target == target:
            atk.goblins.extend(goblins)
            return
    m.attacks.append(Attack(attacker, target, list(goblins)))


def resolve(m: Match, who: Who) -> None:
    """Every pending defence phase, in order (a reflected or redirected attack adds one at the end)."""
    while m.attacks and m.winner is None:
        defence_phase(m, m.attacks[0], who)
        if m.attacks:
            m.attacks.pop(0)
    for atk in m.attacks:  # the game ended mid-way: engaged goblins go home
        if m.by_id[atk.attacker].alive:
            m.by_id[atk.attacker].deployed.extend(atk.goblins)
        else:
            m.pile.discards.extend(atk.goblins)
    m.attacks.clear()


def _home(m: Match, atk: Attack) -> None:
    m.by_id[atk.attacker].deployed.extend(atk.goblins)
    atk.goblins = []


def _redirect(m: Match, atk: Attack, who: Who) -> None:
    a = m.by_id[atk.attacker]
    options = [q.id for q in targets(m, a) if q.id != atk.target]
    choice = who(a.id).redirect(m, a, list(atk.goblins), options) if options and atk.goblins else None
    if choice is None:
        m.talk and m.say(f"{a.poss} {names(m, atk.goblins)} come{'s' if len(atk.goblins) == 1 else ''} back.")
        _home(m, atk)
        return
    if choice not in options:
        raise RulesError(f"cannot redirect the attack to '{choice}' (one of: {', '.join(options)})")
    m.talk and m.say(f"{a.name} redirect{'s' if a.third else ''} {names(m, atk.goblins)} to {m.by_id[choice].name}.")
    queue(m, a.id, choice, atk.goblins)
    atk.goblins = []


def defence_phase(m: Match, atk: Attack, who: Who) -> None:
    d, a = m.by_id[atk.target], m.by_id[atk.attacker]
    if not d.alive or not atk.goblins:
        _home(m, atk)
        return
    if d.peace:
        m.talk and m.say(f"{d.name} {'is' if d.third else 'are'} protected by Peace: the attack is cancelled.")
        _redirect(m, atk, who)
        return
    m.talk and m.say(f"-- {d.poss} defence phase against {a.of} {names(m, atk.goblins)}.")
    ch = who(d.id)
    draw(m, d, 2 if m.has_power(d, "lookout") else 1, "defence phase")
    if not m.group_faces and ch.reroll(m, d, atk):
        dice.roll(m, d, f"{d.id}: defence re-roll", again=True)
    while atk.goblins and m.winner is None:
        considered = ch.defence_cards(m)  # a bot's few cards (most often none in hand), or None: every one
        options = lightning.playable(m, d, "defence", atk, only=considered) \
            if considered is None or not considered.isdisjoint(d.hand) else []
        play = ch.defence_lightning(m, d, atk, options) if options else None
        if play is None:
            break
        outcome = lightning.play(m, d, play, who, "defence", atk)
        if outcome == lightning.CANCELLED:
            _redirect(m, atk, who)
            return
        if outcome == lightning.REFLECTED:
            new = m.by_id[play.target or ""]
            m.talk and m.say(f"The attack is reflected on {new.obj}, who gets a defence phase.")
            queue(m, a.id, new.id, atk.goblins)
            atk.goblins = []
            return
    if not atk.goblins or m.winner is not None:
        return
    if not (m.variant is not None and m.variant.no_deploy_in_defence) and not m.cat.blockers.isdisjoint(d.hand):
        options = [*filter(dice.deployable(m, d).__contains__, filter(m.cat.blockers.__contains__, d.hand))]
        if options:
            deploy(m, d, ch.deploy_blockers(m, d, atk, sorted(options)), defence=True)
    _blocks(m, atk, d, a, who)
    _damage(m, atk, d, a, who)


def _blocks(m: Match, atk: Attack, d: Player, a: Player, who: Who) -> None:
    cat = m.cat.cards
    blocking = m.cat.blockers
    blockers = [*filter(blocking.__contains__, d.deployed)]
    if not blockers:
        return
    pairs = who(d.id).blocks(m, d, atk, list(blockers))
    if m.checked:
        free = list(blockers)
        for index, blocker in pairs.items():
            if not 0 <= index < len(atk.goblins):
                raise RulesError(f"no attacking goblin number {index + 1}")
            if blocker not in free:
                raise RulesError(f"{d.name} {'has' if d.third else 'have'} no more {cat[blocker].name} to block with")
            free.remove(blocker)
    sentinel = m.has_power(d, "sentinel")
    blocked = []
    for n, (index, blocker) in enumerate(sorted(pairs.items())):
        blocked.append(index)
        survives = sentinel and n == 0
        if not survives:
            d.deployed.remove(blocker)
            m.pile.discard(blocker)
        m.talk and m.say(f"{d.poss} {cat[blocker].name} blocks {a.of} {cat[atk.goblins[index]].name}: "
              + ("the goblin is destroyed, the blocker stands (Sentinel)." if survives else "both are destroyed."))
    for index in sorted(blocked, reverse=True):
        m.pile.discard(atk.goblins.pop(index))


def hit_damage(m: Match, a: Player, hits: list[str]) -> tuple[int, list[str]]:
    """The damage `a`'s unblocked goblins deal, and what added to it (War Cry, War Chief)."""
    damage = sum(map(m.cat.damage.__getitem__, hits))
    extra = []
    if m.war_cry and m.current.id == a.id:
        damage += len(hits)
        extra.append("War Cry")
    if m.has_power(a, "war-chief"):
        damage += 1
        extra.append("War Chief")
    return damage, extra


def _damage(m: Match, atk: Attack, d: Player, a: Player, who: Who) -> None:
    hits = atk.goblins
    if not hits:
        return
    damage, extra = hit_damage(m, a, hits)
    d.life -= damage
    d.last_attacker = a.id
    m.talk and m.say(f"{names(m, hits)} hit{'s' if len(hits) == 1 else ''} {d.obj} for {damage}"
          f"{' (' + ', '.join(extra) + ')' if extra else ''}: {max(d.life, 0)} life left; "
          f"{'it returns' if len(hits) == 1 else 'they return'} to {a.obj}.")
    _home(m, atk)
    if d.life <= 0:
        eliminate(m, d, who)


def eliminate(m: Match, d: Player, who: Who) -> None:
    """At 0 life: out, every card discarded except one deployed white card, which the last attacker takes."""
    cat = m.cat.cards
    m.out(d)
    d.life = 0
    m.talk and m.say(f"{d.name} {'is' if d.third else 'are'} eliminated.")
    whites = sorted({c for c in d.deployed if cat[c].prestige})
    taker = m.by_id.get(d.last_attacker or "")
    if whites and taker is not None and taker.alive:
        chosen = who(taker.id).take_white(m, taker, d, whites)
        if chosen not in whites:
            raise RulesError(f"take one of: {', '.join(whites)}")
        d.deployed.remove(chosen)
        taker.deployed.append(chosen)
        m.talk and m.say(f"{taker.name} take{'s' if taker.third else ''} {d.of} {cat[chosen].name}.")
    for card in d.deployed + d.hand:
        m.pile.discard(card)
    d.deployed, d.hand = [], []
    for q in m.players:
        if q.no_die_by == d.id:
            q.no_die_by = None
    if taker is not None and whites:
        check_prestige(m, taker)
    check_last_standing(m)

