"""The normal bots' attack, weighed one ply ahead: for each rival and each way to send the goblins (all
of them, or all but the blockers, kept home to block), what the attack leads to at once -- the rival
blocks the strongest goblins with the blockers in sight (blocked and blocking goblins are destroyed),
the rest deal their damage -- scored as the damage that gets through, less half the damage of the
goblins the blocks destroy, plus a little for the rival's blockers destroyed with them; a kill beats
everything, and a rival near a prestige win is worth half as much again. No attack unless the best
scores above ATTACK_AT: never three Warriors into three blockers (the easy bots' blunder)."""

from __future__ import annotations

from goblinkit.assistant.goblout.bot_styles import biggest_threat
from goblinkit.assistant.goblout.state import Match, Player

ATTACK_AT = 0.5  # the score an attack must beat (a cautious style asks twice as much)
KILL = 100.0


def attack_score(m: Match, p: Player, q: Player, goblins: list[str]) -> float:
    """What sending `goblins` (strongest first) at q is worth, one ply ahead, from what anyone sees."""
    dmg = m.cat.damage
    shields = sum(map(m.cat.blocking.__getitem__, q.deployed))
    blocked, free = goblins[:shields], goblins[shields:]
    through = sum(dmg[c] for c in free)
    if free and m.has_power(p, "war-chief"):
        through += 1
    score = through - 0.5 * sum(dmg[c] for c in blocked) + 0.25 * len(blocked)
    if through >= q.life:
        return KILL + score
    if m.prestige(q) >= m.cat.prestige_to_win - 2:
        score *= 1.5
    return score


def weighed_attack(m: Match, p: Player, keep_home: bool, cautious: bool) -> dict[str, list[str]]:
    """The best attack plan ({target: goblins}) by `attack_score`, or none when none is worth it."""
    dmg, blocks = m.cat.damage, m.cat.blockers
    ready = sorted((c for c in p.deployed if c in m.cat.attackers), key=dmg.__getitem__, reverse=True)
    if keep_home:
        ready = [c for c in ready if c not in blocks]
    rivals = [q for q in m.after(p.id) if not q.peace]
    if not ready or not rivals:
        return {}
    ways = [ready]
    strikers = [c for c in ready if c not in blocks]
    if strikers and len(strikers) < len(ready):
        ways.append(strikers)
    bar = ATTACK_AT * (2 if cautious else 1)
    best: tuple[float, Player | None, list[str]] = (bar, None, [])
    for q in rivals:
        for goblins in ways:
            score = attack_score(m, p, q, goblins)
            if score > best[0] or (score == best[0] and best[1] is not None and score > bar and
                                   biggest_threat(m.cat, [best[1], q]) is q):
                best = (score, q, goblins)
    return {best[1].id: list(best[2])} if best[1] is not None else {}


def aimed_attack(m: Match, p: Player, mode: str) -> dict[str, list[str]]:
    """A hard bot's aimed plan ("all@bot2": every attacker at bot2; "strike@bot2": every attacker but the
    blockers), strongest first; none when that rival is out of reach (eliminated, under Peace)."""
    how, _, target = mode.partition("@")
    q = m.by_id.get(target)
    if q is None or q is p or not q.alive or q.peace:
        return {}
    dmg, blocks = m.cat.damage, m.cat.blockers
    ready = sorted((c for c in p.deployed if c in m.cat.attackers), key=dmg.__getitem__, reverse=True)
    if how == "strike":
        ready = [c for c in ready if c not in blocks]
    return {q.id: ready} if ready else {}
