"""Bot policies: three styles (aggressive, defensive, prestige) that play to win.

A bot sees what a player at the table sees: every card in front of everyone, life, prestige, how
many cards each hand holds, and its own hand; never another hand. The rules list the legal options;
these pick one. Every style races for whichever victory is nearer (a kill in reach is taken, a
rival at 4 prestige is hunted), and differs in what it values: aggressive buys attack and keeps
Super-Goblins attacking, defensive blocks everything and keeps its blockers home, prestige buys
white faces and deploys a white card each turn it can.

Skill levels (assistant/core/skill.py): `easy` is these policies exactly as they were, blunders left in on
purpose -- a white face is bought with a life only by the prestige style (or one point from a prestige
win), so a bot at full life hoards white cards its die never shows, and an aggressive bot attacks into
as many blockers as it has goblins. `normal` fixes both: a life is worth spending on a face while life is
high (above half), white cards are valued higher (NORMAL_WEIGHTS), every attacker is blocked and every
blocker deployed (trading Cannon Fodder for a Warrior is always good), and the attack is weighed one ply ahead (bot_lookahead.py: what gets through the
blockers in sight against what the blocks destroy). `mode` is a hard bot's plan for one turn
(hard_bot.py): "hold" keeps every goblin home this turn, "all@bot2" sends every attacker at bot2 and
"strike@bot2" every attacker but the blockers (whatever the one-ply weighing says); `face_plan` the die
it turns to this turn (a face, or never paying a life); `tactic` how it defends until its next turn (tactics.py).
"""

from __future__ import annotations

from dataclasses import InitVar, dataclass, field
from functools import partial
from itertools import filterfalse

from goblinkit.assistant.goblout import dice, tactics
from goblinkit.assistant.goblout.bot_styles import (KEEP_AT_MOST, NORMAL_WEIGHTS, NOTHING, PEACE, POWER_TASTE, WEIGHTS,
                                                    biggest_threat, discardable, stage_cards, threat)
from goblinkit.assistant.goblout.bot_lookahead import aimed_attack, weighed_attack
from goblinkit.assistant.goblout.catalog import Catalog
from goblinkit.assistant.goblout.choices import LightningPlay
from goblinkit.assistant.goblout.state import Attack, Match, Player


@dataclass
class Bot:
    """One bot's policy (a Choices, by its methods). A dataclass, with no base class, so that compiled
    with mypyc (assistant/native) it is still copied and pickled (explored answers, the state cache)."""

    style: str
    cat: InitVar[Catalog]
    skill: str = "easy"  # "easy" (the policies as they were) or "normal" (blunders fixed, one ply ahead)
    mode: str = "attack"  # a hard bot's plan for this turn: "attack" as the policy says, "hold", or aimed: "all@bot2"
    face_plan: int = 0  # a hard bot's die for this turn: 0 as the policy says, -1 never pay, 1-6 that face
    tactic: str = ""  # a hard bot's defence until its next turn: "" as the policy, one of tactics.TACTICS
    weights: dict[str, float] = field(init=False)
    # Each stage's lightning cards, the only ones `own_lightning` (or, in defence, `defence_lightning`)
    # chooses from: the rules need check no other (worked out once per catalog and style).
    stages: dict[str, frozenset[str]] = field(init=False)
    _discardable: frozenset[str] | None = field(init=False)  # worked out at the first discard

    def __post_init__(self, cat: Catalog) -> None:
        self.weights = WEIGHTS[self.style] if self.skill == "easy" else NORMAL_WEIGHTS[self.style]
        known = cat.kept("bot stages")
        if self.style not in known:
            known[self.style] = stage_cards(cat, self.style)
        self.stages = known[self.style]
        self._discardable = None

    def defence_cards(self, m: Match) -> frozenset[str]:
        return self.stages["defence"]

    def onlooker_cards(self, m: Match) -> frozenset[str]:
        """A bot plays lightning in its own turn and defence only (designed: the rulebook allows any time)."""
        return NOTHING

    def onlooker_lightning(self, m: Match, p: Player, attacks: list[Attack], playable: list[str]) -> LightningPlay | None:
        return None

    # -- reading the table ------------------------------------------------------------------
    def face_value(self, m: Match, p: Player, colours: frozenset[str]) -> float:
        cat, w = m.cat.cards, self.weights
        value, white = 0.0, 0.0
        for card in p.hand:
            c = cat[card]
            if c.colours & colours:
                if c.prestige:
                    white = w["prestige"] if not m.white_played else 0.0
                else:
                    value += w[c.family]
        return value + white

    def face_values(self, m: Match, p: Player) -> list[float]:
        """The worth of each die face (index 1-6) for this hand, in one pass over the hand."""
        cat, w, deploys = m.cat.cards, self.weights, m.cat.deploy_faces or {}
        values = [0.0] * 7
        white: list[bool] | None = None
        for card in p.hand:
            c = cat[card]
            if c.prestige:
                white = white or [False] * 7
                for f in deploys[card]:
                    white[f] = True
            elif not c.lightning:
                worth = w[c.family]
                for f in deploys[card]:
                    values[f] += worth
        if white is None or m.white_played:  # no bonus anywhere (adding 0.0 would change no value)
            return values
        # Every style races for prestige as it nears the win: each point held makes white worth more.
        bonus = w["prestige"] + 1.5 * m.prestige(p)
        for f in range(7):
            if white[f]:
                values[f] += bonus
        return values

    def current_value(self, m: Match, p: Player, values: list[float]) -> float:
        if p.no_die_by is not None or not p.face:
            return 0.0
        return self.face_value(m, p, dice.shown(m, p)) if m.group_faces else values[p.face]

    def best_face(self, m: Match, p: Player, values: list[float] | None = None) -> tuple[int, float]:
        values = values or self.face_values(m, p)
        value = max(values[1:])
        return values.index(value, 1), value  # the lowest face of the best value

    @staticmethod
    def blockers(m: Match, q: Player) -> int:
        return sum(map(m.cat.blocking.__getitem__, q.deployed))

    # -- own turn ---------------------------------------------------------------------------
    def discards(self, m: Match, p: Player) -> list[str]:
        cat = m.cat.cards
        cap = KEEP_AT_MOST[self.style]
        if self._discardable is None:  # the only cards this style ever discards (worked out once a game)
            self._discardable = discardable(m.cat, self.style)
        held = [*filter(self._discardable.__contains__, p.hand)]
        if not held:
            return []
        out: list[str] = []
        kept = {"cannon-fodder": 0, "warrior": 0}
        for card in sorted(held):
            fam = cat[card].family
            if fam in cap:
                kept[fam] += 1
                if kept[fam] > cap[fam]:
                    out.append(card)
            elif cat[card].effect == "war-cry" and self.style != "aggressive":
                out.append(card)
        return out

    def want_roll(self, m: Match, p: Player, values: list[float] | None = None) -> bool:
        """values: face_values(m, p), when the caller has them (a roll changes neither hand nor prestige)."""
        if self.face_plan > 0:  # a hard plan's face: a free roll first, unless it shows already
            return p.face != self.face_plan
        values = values or self.face_values(m, p)
        current = self.current_value(m, p, values)
        return current < sum(values) / 6 or current == 0

    def face_to_buy(self, m: Match, p: Player, values: list[float] | None = None) -> int | None:
        """The face worth a life this turn, or None. Never under No Die (issue 35): the die shows no colour
        whatever its face, so the life would buy nothing (the rules refuse it a player at the table)."""
        if m.group_faces or self.face_plan < 0 or p.no_die_by is not None:
            return None
        if self.face_plan > 0:
            return self.face_plan if p.face != self.face_plan and p.life > 1 else None
        if p.life <= 3:
            return None
        values = values or self.face_values(m, p)
        face, value = self.best_face(m, p, values)
        if face == p.face:
            return None
        gain = value - self.current_value(m, p, values)
        if gain >= 5:
            return face
        if gain < 3:
            return None
        # easy: only the prestige style pays for a white face (a bot at full life hoards its white cards)
        rich = self.skill != "easy" and p.life > p.max_life // 2
        if rich:
            return face  # normal: a life is cheap while life is high; a gain of 3 is worth it
        wants_white = self.style == "prestige" or m.prestige(p) >= m.cat.prestige_to_win - 1
        white_face = "white" in m.cat.faces[face] and not m.cat.whites.isdisjoint(p.hand)
        return face if wants_white and white_face else None

    def to_deploy(self, m: Match, p: Player) -> list[str]:
        can = dice.deployable(m, p)
        if not can:
            return []
        out = [*filter(can.__contains__, p.hand)]  # what the die lets deploy, in hand order
        out = tactics.lurk(self.tactic, m.cat, out)  # Cannon Fodder kept for the defence phase
        whites = m.cat.whites
        if whites.isdisjoint(out):
            return out
        white = [*filter(whites.__contains__, out)]  # white ones apart: one a turn, the most wanted
        out = [*filterfalse(whites.__contains__, out)]
        if not m.white_played:
            out.append(self._favourite_white(m, p, white))
        return out

    def _favourite_white(self, m: Match, p: Player, whites: list[str]) -> str:
        """The white card whose power p lacks and this style likes best (the first of equals)."""
        cat = m.cat.cards
        owned = {cat[c].power for c in p.deployed}
        taste = POWER_TASTE[self.style]
        return min(whites, key=lambda c: (cat[c].power in owned, taste.index(cat[c].power or taste[0])))

    def own_lightning(self, m: Match, p: Player, options: list[str], stage: str) -> LightningPlay | None:
        """stage: "early" (before deploying: die, cards, life), "attack" (before attacking), "after" (War Cry)."""
        if tactics.quiet(self.tactic):
            return None
        effects = m.cat.by_effects(options)
        if stage == "early":
            if "draw" in effects:
                return LightningPlay(effects["draw"])
            if "heal" in effects and p.life <= p.max_life - 3:
                return LightningPlay(effects["heal"])
            if "fix-die" in effects:
                values = self.face_values(m, p)
                face, value = self.best_face(m, p, values)
                if value - self.current_value(m, p, values) >= 4:
                    return LightningPlay(effects["fix-die"], face=face)
            return None
        if stage == "after":
            if "war-cry" not in effects:
                return None
            attacking = 0
            for a in m.attacks:
                if a.attacker == p.id:
                    attacking += len(a.goblins)
            return LightningPlay(effects["war-cry"]) if attacking >= 2 else None
        rivals = m.after(p.id)
        return self._attack_lightning(m, p, effects, rivals) if rivals else None

    def _attack_lightning(self, m: Match, p: Player, effects: dict[str | None, str],
                          rivals: list[Player]) -> LightningPlay | None:
        """own_lightning's "attack" stage: a card against a rival, or to deploy a goblin the die does not allow."""
        cat = m.cat.cards
        # Each rival's threat, worked out once and only when a card needs it.
        threats = [*map(partial(threat, m.cat), rivals)] if \
            ("corrupt" in effects or "sabotage" in effects or "bomb" in effects) else []
        # The biggest threat (the first of equals, in turn order).
        top = rivals[threats.index(max(threats))] if len(rivals) > 1 and threats else rivals[0]
        if "corrupt" in effects and m.prestige(top) >= m.cat.prestige_to_win - 2:
            white = next(filter(m.cat.whites.__contains__, top.deployed), None)
            if white:
                return LightningPlay(effects["corrupt"], top.id, [white])
        mine = sum(map(m.cat.damage.__getitem__, p.deployed))
        if "bomb" in effects and mine >= 2:
            # the most blockers, then the biggest threat; the first of equals in turn order
            keys = [(self.blockers(m, q), t) for q, t in zip(rivals, threats)]
            victim = rivals[keys.index(max(keys))]
            shields = [*filter(m.cat.blockers.__contains__, victim.deployed)][:cat[effects["bomb"]].amount]
            if shields:
                return LightningPlay(effects["bomb"], victim.id, shields)
        if "explode" in effects and self.style != "defensive":
            play = self._explode(m, p, effects["explode"], rivals)
            if play is not None:
                return play
        if "sabotage" in effects and top.life >= 2:
            return LightningPlay(effects["sabotage"], top.id)
        if "no-die" in effects:
            nxt = m.after(p.id)[0]
            if len(nxt.hand) >= 4 or m.prestige(nxt) >= m.cat.prestige_to_win - 2:
                return LightningPlay(effects["no-die"], nxt.id)
        if "reinforce" in effects:
            return self._reinforce(m, p, effects["reinforce"])
        return None

    def _explode(self, m: Match, p: Player, card: str, rivals: list[Player]) -> LightningPlay | None:
        """The Explosive Goblin: p's least damaging goblin at the rival with the least life (3 or more)."""
        cat = m.cat.cards
        fodder = min((c for c in p.deployed if cat[c].goblin), key=lambda c: (cat[c].damage, c), default=None)
        weak = min(rivals, key=lambda q: (q.life, q.id))
        if fodder and weak.life >= 3 and (cat[fodder].damage == 0 or self.style == "aggressive"):
            return LightningPlay(card, weak.id, [fodder])
        return None

    def _reinforce(self, m: Match, p: Player, card: str) -> LightningPlay | None:
        """Reinforcements: the goblin of p's hand this style values most, if the die does not let it deploy."""
        cat = m.cat.cards
        pick = max((c for c in p.hand if cat[c].goblin), key=lambda c: self.weights[cat[c].family], default=None)
        if pick and not cat[pick].colours & dice.shown(m, p):
            return LightningPlay(card, picks=[pick])
        return None

    def attack_plan(self, m: Match, p: Player) -> dict[str, list[str]]:
        if self.mode != "attack":  # a hard bot's plan: hold, or every attacker (all@) or every non-blocker at one rival
            return {} if self.mode == "hold" else aimed_attack(m, p, self.mode)
        if self.skill != "easy":
            keep_home = self.style != "aggressive" and p.life <= 5
            return weighed_attack(m, p, keep_home, self.style == "defensive")
        dmg, blocks = m.cat.damage, m.cat.blockers
        ready = [*filter(m.cat.attackers.__contains__, p.deployed)]
        if not ready:
            return {}
        open_targets = [*filterfalse(PEACE, m.after(p.id))]
        if not open_targets:
            return {}
        keep_home = self.style != "aggressive" and p.life <= 5
        goblins = [*filterfalse(blocks.__contains__, ready)] if keep_home else ready
        if not goblins:
            return {}
        damage = sum(map(dmg.__getitem__, goblins))
        blocking = m.cat.blocking
        kill = []
        for q in open_targets:
            if damage - 2 * sum(map(blocking.__getitem__, q.deployed)) >= q.life:
                kill.append(q)
        choices = kill or open_targets
        target = choices[0] if len(choices) == 1 else biggest_threat(m.cat, choices)
        if self.style == "defensive" and not kill and m.prestige(target) < m.cat.prestige_to_win - 1:
            goblins = [*filterfalse(blocks.__contains__, goblins)]  # every one of them deals damage
            if len(goblins) <= self.blockers(m, target):
                return {}
        # most damage first; reverse keeps equal cards in their order, as a key of -damage would
        return {target.id: sorted(goblins, key=dmg.__getitem__, reverse=True)} if goblins else {}

    # -- defence and answers ----------------------------------------------------------------
    def incoming(self, m: Match, atk: Attack) -> int:
        return sum(map(m.cat.damage.__getitem__, atk.goblins))

    def reroll(self, m: Match, p: Player, atk: Attack) -> bool:
        blocks = m.cat.blockers
        if blocks.isdisjoint(p.hand) or p.no_die_by is not None:
            return False
        # no blocker in hand that the die shown lets deploy
        return blocks.intersection(p.hand).isdisjoint(dice.deployable(m, p))

    def defence_lightning(self, m: Match, p: Player, atk: Attack, playable: list[str]) -> LightningPlay | None:
        cat = m.cat.cards
        effects = m.cat.by_effects(playable)
        blocks = m.cat.blockers
        in_hand = [*filter(blocks.__contains__, p.hand)]
        if in_hand:
            in_hand = [*filter(dice.deployable(m, p).__contains__, in_hand)]
        danger = self.incoming(m, atk) - self.blockers(m, p) - len(in_hand)
        lethal = danger >= p.life
        if tactics.spare(self.tactic, lethal):
            return None
        keen = tactics.firm(self.tactic, danger)
        a = m.by_id[atk.attacker]
        if "peace" in effects and (lethal or danger >= 4 or keen):
            return LightningPlay(effects["peace"])
        if "reflect" in effects and (lethal or danger >= 3 or keen):
            others = [q for q in m.after(p.id) if q.id != a.id and not q.peace]
            if others:
                return LightningPlay(effects["reflect"], biggest_threat(m.cat, others).id)
        if "fix-die" in effects and not blocks.isdisjoint(p.hand) and danger > 0:
            blue = next(f for f, cs in sorted(m.cat.faces.items()) if "blue" in cs and "red" in cs)
            if not {"blue", "red"} & dice.shown(m, p):
                return LightningPlay(effects["fix-die"], face=blue)
        if danger > 0 and (lethal or danger >= 2 or keen):
            big = max(atk.goblins, key=m.cat.damage.__getitem__)
            if "bomb" in effects:
                picks = sorted(atk.goblins, key=m.cat.damage.__getitem__, reverse=True)[:cat[effects["bomb"]].amount]
                return LightningPlay(effects["bomb"], a.id, picks)
            if "corrupt" in effects and (lethal or cat[big].damage >= 2 or keen):
                return LightningPlay(effects["corrupt"], a.id, [big])
            if "reinforce" in effects:
                pick = next(filter(blocks.__contains__, p.hand), None)
                if pick and not cat[pick].colours & dice.shown(m, p):
                    return LightningPlay(effects["reinforce"], picks=[pick])
        if "heal" in effects and danger >= p.life and p.life < p.max_life:
            return LightningPlay(effects["heal"])
        return None

    def deploy_blockers(self, m: Match, p: Player, atk: Attack, options: list[str]) -> list[str]:
        if self.style == "aggressive" and self.skill == "easy":
            wanted = len(atk.goblins) if self.incoming(m, atk) >= p.life - 4 else \
                sum(map((2).__le__, map(m.cat.damage.__getitem__, atk.goblins)))  # the Brutes
            return options[:max(0, wanted - self.blockers(m, p))]
        return options

    def blocks(self, m: Match, p: Player, atk: Attack, blockers: list[str]) -> dict[int, str]:
        cat, dmg = m.cat.cards, m.cat.damage
        damage = [*map(dmg.__getitem__, atk.goblins)]
        order = sorted(range(len(damage)), key=damage.__getitem__, reverse=True)  # equals keep their order
        pool = sorted(sorted(blockers), key=dmg.__getitem__)  # by (damage, id): Cannon Fodder before Super-Goblins
        total = sum(damage) + (1 if m.has_power(m.by_id[atk.attacker], "war-chief") else 0)
        danger = total >= p.life - (4 if self.style == "aggressive" else 2)
        spare = tactics.spare(self.tactic, danger)
        pairs: dict[int, str] = {}
        for i in order:
            if not pool:
                break
            if spare and damage[i] < 2 and dmg[pool[0]] > 0:  # a Super-Goblin kept for its own attack
                continue
            if self.style == "aggressive" and not danger and self.skill == "easy":  # normal blocks every one
                if cat[atk.goblins[i]].damage < 2:
                    continue
                if cat[pool[0]].damage > 0:
                    continue
            pairs[i] = pool.pop(0)
        return pairs

    def answer_peace(self, m: Match, p: Player, by: Player, play: LightningPlay) -> bool:
        cat = m.cat.cards
        effect = cat[play.card].effect
        if effect == "corrupt":
            return bool(play.picks) and cat[play.picks[0]].prestige > 0
        return effect == "bomb" and len(play.picks) >= 2

    def redirect(self, m: Match, p: Player, goblins: list[str], options: list[str]) -> str | None:
        return biggest_threat(m.cat, [*map(m.player, options)]).id if options else None

    def take_white(self, m: Match, p: Player, loser: Player, whites: list[str]) -> str:
        return self._favourite_white(m, p, whites)
