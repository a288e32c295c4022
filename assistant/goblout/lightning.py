"""Lightning cards (yellow): played any time, resolved at once, then discarded.

No lightning card may be played on one that is not resolved yet, except Peace: so the only answer
a lightning card gets is Peace from the player it targets (`answer_peace`), which voids it. Peace
played otherwise protects its player until their next turn; played in a defence phase it cancels
the attack, and the attacker may redirect it. Reflecting Shield turns an attack on another player,
who gets a defence phase. Saboteur and Explosive Goblin cannot finish a player off.
"""

from __future__ import annotations

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.goblout import dice
from goblinkit.assistant.goblout.choices import LightningPlay, Who
from goblinkit.assistant.goblout.state import Attack, Match, Player
from goblinkit.assistant.goblout.turn import draw, names, take_from_hand

# Effects aimed at another player's life, cards or die: the target may answer them with Peace.
AIMED = frozenset({"bomb", "explode", "sabotage", "no-die", "corrupt"})
CANCELLED, REFLECTED, DONE = "cancelled", "reflected", "done"


def playable(m: Match, p: Player, moment: str, atk: Attack | None = None,
             only: frozenset[str] | None = None) -> list[str]:
    """The lightning cards p could play now ("turn": their own turn, "attacking": once they have attacked,
    "defence": in their defence phase), one of each kind, sorted. `only`: look at these cards alone (the
    ones a bot would consider at this moment, or the one card being checked)."""
    held = (m.cat.lightning if only is None else only).intersection(p.hand)
    if not held:
        return []
    found = []
    for card in sorted(held):
        if _can_play(m, p, card, moment, atk):
            found.append(card)
    return found


def _can_play(m: Match, p: Player, card: str, moment: str, atk: Attack | None) -> bool:
    """Whether p, who holds this lightning card, may play it now."""
    cat = m.cat
    c = cat.cards[card]
    e = c.effect
    if c.timing == "attacked" and moment != "defence":
        return False
    if c.timing == "attacking" and moment != "attacking":
        return False
    if e == "reinforce":
        return not cat.goblins.isdisjoint(p.hand) and not (moment == "defence" and _no_defence_deploy(m))
    if e == "explode":
        return not cat.goblins.isdisjoint(p.deployed)
    if e == "fix-die":
        return not m.group_faces
    if e == "reflect":  # nobody to turn the attack on (two players: only the attacker is left)
        return atk is not None and _someone_to_reflect_on(m, p, atk)
    if e == "corrupt":  # a card in front of anyone (deployed, or engaged in an attack)
        return _any_card_in_front(m)
    if e == "bomb":  # a goblin in front of another player
        return _goblin_in_front_of_another(m, p)
    return True


# The questions below are apart from _can_play so that its every call does not pay for their closures.
def _someone_to_reflect_on(m: Match, p: Player, atk: Attack) -> bool:
    return any(q.id != atk.attacker and not q.peace for q in m.after(p.id))


def _any_card_in_front(m: Match) -> bool:
    return any(q.alive and q.deployed for q in m.players) or \
        any(a.goblins and m.by_id[a.attacker].alive for a in m.attacks)


def _goblin_in_front_of_another(m: Match, p: Player) -> bool:
    goblins = m.cat.goblins
    return any(q.alive and q is not p and not goblins.isdisjoint(q.deployed) for q in m.players) or \
        any(a.attacker != p.id and m.by_id[a.attacker].alive and not goblins.isdisjoint(a.goblins)
            for a in m.attacks)


def _no_defence_deploy(m: Match) -> bool:
    return m.variant is not None and m.variant.no_deploy_in_defence


def front(m: Match, q: Player) -> list[str]:
    """The cards in front of q: deployed, and goblins engaged in q's attacks."""
    return q.deployed + m.engaged(q.id)


def _remove_front(m: Match, q: Player, card: str, atk: Attack | None) -> None:
    """Take one card off q's front, preferring a goblin engaged in the attack being defended."""
    pools = ([atk.goblins] if atk is not None and atk.attacker == q.id else []) + [q.deployed] + \
            [a.goblins for a in m.attacks if a.attacker == q.id]
    for pool in pools:
        if card in pool:
            pool.remove(card)
            m.pile.discard(card)
            return
    raise RulesError(f"{q.name} {'has' if q.third else 'have'} no {m.cat.cards[card].name} in front of "
                     f"{'them' if q.third else 'you'}")


def _target(m: Match, p: Player, lp: LightningPlay, allow_self: bool = False) -> Player:
    if lp.target is None or lp.target not in m.by_id:
        raise RulesError(f"{m.cat.cards[lp.card].name} needs a player to aim at (one of: "
                         f"{', '.join(q.id for q in m.alive() if allow_self or q is not p)})")
    q = m.player(lp.target)
    if not q.alive:
        raise RulesError(f"{q.name} is out of the game")
    if q is p and not allow_self:
        raise RulesError(f"{m.cat.cards[lp.card].name} is played on another player")
    return q


def check(m: Match, p: Player, lp: LightningPlay, moment: str, atk: Attack | None) -> None:
    """Refuse an illegal play before anything changes."""
    cat = m.cat.cards
    if lp.card not in cat or not cat[lp.card].lightning:
        raise RulesError(f"{cat[lp.card].name if lp.card in cat else lp.card} is not a lightning card")
    if lp.card not in p.hand:
        raise RulesError(f"{p.name} {'holds' if p.third else 'hold'} no {cat[lp.card].name}")
    if not _can_play(m, p, lp.card, moment, atk):
        raise RulesError(f"{cat[lp.card].name} cannot be played now ({_when(cat[lp.card].timing)})")
    e, c = cat[lp.card].effect, cat[lp.card]
    if e in AIMED:
        q = _target(m, p, lp, allow_self=e == "corrupt")
        in_front = front(m, q)
        if e == "bomb" and (len(lp.picks) > c.amount or any(not cat[x].goblin for x in lp.picks)):
            raise RulesError(f"Goblin Bomb destroys up to {c.amount} goblins (not white cards)")
        if e == "corrupt" and len(lp.picks) != 1:
            raise RulesError("Corruption discards one card in front of a player: name it")
        for card, n in _count(lp.picks).items():
            if e != "explode" and in_front.count(card) < n:
                raise RulesError(f"{q.name} {'has' if q.third else 'have'} {in_front.count(card) or 'no'} "
                                 f"{cat[card].name} in front")
    if e == "explode" and (len(lp.picks) != 1 or lp.picks[0] not in p.deployed or not cat[lp.picks[0]].goblin):
        raise RulesError("Explosive Goblin: name one of your deployed goblins, which explodes")
    if e == "reinforce" and (len(lp.picks) != 1 or lp.picks[0] not in p.hand or not cat[lp.picks[0]].goblin):
        raise RulesError("Reinforcements: name one goblin card of your hand to deploy")
    if e == "fix-die" and lp.face not in m.cat.faces:
        raise RulesError("Fixer: name the face (1-6, or its colours such as white or red+blue)")
    if e == "reflect":
        q = _target(m, p, lp)
        if atk is None or q.id == atk.attacker or q.peace:
            raise RulesError(f"Reflecting Shield sends the attack to another player than its owner, "
                             f"who is not protected by Peace; not {q.name}")


def _when(timing: str) -> str:
    return {"attacked": "only when you are attacked", "attacking": "only once you have attacked"}.get(
        timing, "its conditions are not met")


def _count(cards: list[str]) -> dict[str, int]:
    found: dict[str, int] = {}
    for card in cards:
        found[card] = found.get(card, 0) + 1
    return found


def play(m: Match, p: Player, lp: LightningPlay, who: Who, moment: str, atk: Attack | None = None) -> str:
    """Play and resolve one lightning card; returns CANCELLED (Peace in a defence phase), REFLECTED or DONE."""
    if m.checked:
        check(m, p, lp, moment, atk)
    cat = m.cat.cards
    c = cat[lp.card]
    take_from_hand(m, p, [lp.card])
    target = m.player(lp.target) if lp.target else None
    aim = f" on {target.obj}" if target is not None and target is not p else ""
    m.talk and m.say(f"{p.name} play{'s' if p.third else ''} {c.name}{aim}.")
    outcome = DONE
    if c.effect in AIMED and target is not None and target is not p and _peace_answers(m, p, target, lp, who):
        pass
    else:
        outcome = _resolve(m, p, lp, target, atk)
    m.pile.discard(lp.card)
    return outcome


def _peace_answers(m: Match, p: Player, q: Player, lp: LightningPlay, who: Who) -> bool:
    """The aimed-at player is protected, or answers with Peace (the one lightning allowed on an unresolved one)."""
    peace = m.cat.by_effect("peace")
    if q.peace:
        m.talk and m.say(f"{q.name} {'is' if q.third else 'are'} protected by Peace: {m.cat.cards[lp.card].name} has no effect.")
        return True
    if peace in q.hand and who(q.id).answer_peace(m, q, p, lp):
        take_from_hand(m, q, [peace])
        m.pile.discard(peace)
        q.peace = True
        m.talk and m.say(f"{q.name} answer{'s' if q.third else ''} with Peace: {m.cat.cards[lp.card].name} has no effect, and "
              f"{q.obj} {'is' if q.third else 'are'} protected until {'their' if q.third else 'your'} next turn.")
        return True
    return False


def _resolve(m: Match, p: Player, lp: LightningPlay, q: Player | None, atk: Attack | None) -> str:
    cat = m.cat.cards
    c = cat[lp.card]
    e = c.effect
    if e == "bomb" and q is not None:
        for card in lp.picks:
            _remove_front(m, q, card, atk)
        m.talk and m.say(f"Boom: {names(m, lp.picks) if lp.picks else 'nothing'} destroyed.")
    elif e == "corrupt" and q is not None:
        _remove_front(m, q, lp.picks[0], atk)
        m.talk and m.say(f"{q.poss} {cat[lp.picks[0]].name} is corrupted and discarded.")
    elif e == "explode" and q is not None:
        p.deployed.remove(lp.picks[0])
        m.pile.discard(lp.picks[0])
        _hurt_not_finish(m, q, c.amount, f"{p.poss} {cat[lp.picks[0]].name} explodes")
    elif e == "sabotage" and q is not None:
        _hurt_not_finish(m, q, c.amount, "Sabotage")
        if q.hand:
            lost = m.chance.pick(sorted(q.hand), f"{q.id}: a card discarded at random (Saboteur)")
            q.hand.remove(lost)
            m.pile.discard(lost)
            m.talk and m.say(f"{q.name} discard{'s' if q.third else ''} {cat[lost].name} at random.")
    elif e == "no-die" and q is not None:
        q.no_die_by = p.id
        m.talk and m.say(f"{q.poss} die shows no colour until {p.of} next turn.")
    elif e == "heal":
        gain = min(c.amount, p.max_life - p.life)
        p.life += gain
        m.talk and m.say(f"{p.name} regain{'s' if p.third else ''} {gain} life point{'s' if gain != 1 else ''} ({p.life}).")
    elif e == "draw":
        draw(m, p, c.amount, c.name)
    elif e == "fix-die" and lp.face is not None:
        p.face = lp.face
        m.talk and m.say(f"{p.name} turn{'s' if p.third else ''} the die to {dice.face_text(m, lp.face)}.")
    elif e == "reinforce":
        take_from_hand(m, p, [lp.picks[0]])
        p.deployed.append(lp.picks[0])
        m.talk and m.say(f"{p.name} deploy{'s' if p.third else ''} {cat[lp.picks[0]].name} whatever the die shows.")
    elif e == "war-cry":
        m.war_cry = True
        m.talk and m.say(f"{p.poss} unblocked attackers deal 1 more damage this turn.")
    elif e == "peace":
        p.peace = True
        m.talk and m.say(f"{p.name} {'is' if p.third else 'are'} protected until {'their' if p.third else 'your'} next turn.")
        if atk is not None and atk.target == p.id:
            return CANCELLED
    elif e == "reflect" and q is not None and atk is not None:
        return REFLECTED
    return DONE


def _hurt_not_finish(m: Match, q: Player, amount: int, why: str) -> None:
    loss = max(0, min(amount, q.life - 1))
    q.life -= loss
    extra = " (it cannot finish them off)" if loss < amount else ""
    m.talk and m.say(f"{why}: {q.name} lose{'s' if q.third else ''} {loss} life point{'s' if loss != 1 else ''} ({q.life}){extra}.")

