"""The human player's decisions during other players' turns, asked through the table with their
context (the attackers, the die, what each answer does). Questions come only when the answer can
change something: no re-roll question without a blocker in hand, no lightning question without a
lightning card that can be played now.
"""

from __future__ import annotations

from collections.abc import Callable

from goblinkit.assistant.goblout import dice
from goblinkit.assistant.goblout.combat import hit_damage
from goblinkit.assistant.goblout.choices import Choices, LightningPlay
from goblinkit.assistant.goblout.lightning import AIMED, front
from goblinkit.assistant.goblout.state import Attack, Match, Player
from goblinkit.assistant.goblout.turn import names
from goblinkit.assistant.core.table import Table

NO = "no"
INTO_AN_ATTACK = frozenset({"bomb", "corrupt"})  # the lightning effects that act on engaged goblins
FROM_HAND = "(deploy from hand)"


def attack_text(m: Match, atk: Attack) -> str:
    a = m.player(atk.attacker)
    return f"{a.name} attacks you with {names(m, atk.goblins)} ({hit_damage(m, a, atk.goblins)[0]} damage)"


def _taken(m: Match, atk: Attack, pairs: dict[int, str]) -> int:
    """The damage the defender takes if these attackers (by index) are blocked."""
    return hit_damage(m, m.player(atk.attacker), [g for i, g in enumerate(atk.goblins) if i not in pairs])[0] \
        if len(pairs) < len(atk.goblins) else 0


def _fate(m: Match, p: Player) -> str:
    return "the goblin is destroyed; so is the blocker, except the first, which your Sentinel keeps" \
        if m.has_power(p, "sentinel") else "blocker and goblin are both destroyed"


def _pairs(blocks: list[tuple[int, str, bool]]) -> tuple[dict[int, str], list[str]]:
    """Attacker index -> blocker, and the blockers to deploy from the hand first."""
    return {i: card for i, card, _ in blocks}, [card for _, card, from_hand in blocks if from_hand]


def _plan_text(m: Match, atk: Attack, blocks: list[tuple[int, str, bool]]) -> str:
    cat = m.cat.cards
    said = [f"{cat[card].name}{' (from hand)' if from_hand else ''} on {cat[atk.goblins[i]].name}"
            for i, card, from_hand in blocks]
    return f"all I can: {', '.join(said)}; you take {_taken(m, atk, _pairs(blocks)[0])}"


class Asking(Choices):
    """Asks the human. A table that can `show(lines)` (the interactive terminal) first gets what has
    happened so far in this command, so each question comes after the events that led to it."""

    def __init__(self, table: Table, m: Match | None = None):
        self._table = table
        self.m = m
        self.seat: str | None = None  # the human seat asked (the game sets it as it turns to a player)
        self.plan: tuple[int, dict[int, str]] | None = None  # the blocks chosen with the blockers deployed

    @property
    def table(self) -> Table:
        """The table, told which seat its next question is for (a page of several seats sends it to that phone)."""
        self._table.asked_seat = self.seat  # type: ignore[attr-defined]
        return self._table

    def _catch_up(self) -> None:
        show = getattr(self.table, "show", None)
        if show is not None and self.m is not None and self.m.lines:
            show(list(self.m.lines))
            self.m.lines.clear()

    def onlooker_cards(self, m: Match) -> frozenset[str]:
        return m.cat.cards_with(INTO_AN_ATTACK)

    def onlooker_lightning(self, m: Match, p: Player, attacks: list[Attack], playable: list[str]) -> LightningPlay | None:
        self._catch_up()
        fights = "; ".join(f"{m.player(a.attacker).name} attacks {m.player(a.target).obj} ({m.player(a.target).life} "
                           f"life) with {names(m, a.goblins)} ({hit_damage(m, m.player(a.attacker), a.goblins)[0]} damage)"
                           for a in attacks)
        card = self.table.choose(f"{fights}. Play a lightning card into it now?", [NO] + playable, "lightning")
        return None if card == NO else self.details(m, p, card, None)

    def reroll(self, m: Match, p: Player, atk: Attack) -> bool:
        self._catch_up()
        cat = m.cat.cards
        colours = dice.shown(m, p)
        held = sorted({c for c in p.hand if cat[c].blocks})
        if not held or p.no_die_by is not None or any(cat[c].colours & colours for c in held):
            return False
        showing = dice.colours_text(colours)
        return self.table.yes_no(f"{attack_text(m, atk)}. Your die shows {showing}, so you cannot deploy your "
                                 f"{names(m, held)}. Re-roll it?")

    def defence_lightning(self, m: Match, p: Player, atk: Attack, playable: list[str]) -> LightningPlay | None:
        self._catch_up()
        card = self.table.choose(f"{attack_text(m, atk)}. Play a lightning card now?", [NO] + playable, "lightning")
        if card == NO:
            return None
        return self.details(m, p, card, atk)

    def details(self, m: Match, p: Player, card: str, atk: Attack | None) -> LightningPlay:
        """Ask what a lightning card is played on, as its effect needs."""
        cat = m.cat.cards
        c = cat[card]
        play = LightningPlay(card)
        if c.effect in AIMED or c.effect == "reflect":
            options = [q.id for q in m.alive() if q is not p or c.effect == "corrupt"]
            if c.effect == "reflect" and atk is not None:
                options = [o for o in options if o != atk.attacker and not m.player(o).peace]
            if c.effect in ("bomb", "corrupt"):  # only a player with something it can destroy in front
                options = [o for o in options if any(c.effect == "corrupt" or cat[x].goblin
                                                     for x in front(m, m.player(o)))]
            play.target = self.table.choose(f"{c.name}: on which player?", options, "lightning-target")
        q = m.player(play.target) if play.target else None
        if c.effect in ("bomb", "corrupt") and q is not None:
            pool = [x for x in front(m, q) if c.effect == "corrupt" or cat[x].goblin]
            for n in range(c.amount if c.effect == "bomb" else 1):
                if not pool:
                    break
                extra = [NO] if c.effect == "bomb" and n else []
                pick = self.table.choose(f"{c.name}: which card in front of {q.name}?", extra + sorted(set(pool)),
                                         "lightning-card")
                if pick == NO:
                    break
                play.picks.append(pick)
                pool.remove(pick)
        if c.effect == "explode":
            play.picks.append(self.table.choose("Explosive Goblin: which of your goblins explodes?",
                                                sorted({x for x in p.deployed if cat[x].goblin}), "lightning-card"))
        if c.effect == "reinforce":
            play.picks.append(self.table.choose("Reinforcements: deploy which goblin from your hand?",
                                                sorted({x for x in p.hand if cat[x].goblin}), "lightning-card"))
        if c.effect == "fix-die":
            face = self.table.choose("Fixer: turn your die to which face?",
                                     [m.cat.face_label(f) for f in sorted(m.cat.faces)], "face")
            play.face = m.cat.face_named(face)
        return play

    def deploy_blockers(self, m: Match, p: Player, atk: Attack, options: list[str]) -> list[str]:
        """One question per attacker, blockers in front and in hand together: a blocker from the hand
        is deployed to block (you deploy the blockers you use); the plan is kept for `blocks`."""
        self._catch_up()
        front = [c for c in p.deployed if m.cat.cards[c].blocks]
        plan, deploy = self._ask_blocks(m, p, atk, front, list(options))
        self.plan = (id(atk), plan)
        return deploy

    def blocks(self, m: Match, p: Player, atk: Attack, blockers: list[str]) -> dict[int, str]:
        self._catch_up()
        if self.plan is not None and self.plan[0] == id(atk):
            return self.plan[1]
        return self._ask_blocks(m, p, atk, list(blockers), [])[0]

    def _ask_blocks(self, m: Match, p: Player, atk: Attack, front: list[str],
                    hand: list[str]) -> tuple[dict[int, str], list[str]]:
        """Against several attackers, one question first: block all you can (the plan shown), none, or
        one attacker at a time. 'All' is what answering each attacker with its first blocker gives."""
        order = sorted(range(len(atk.goblins)), key=lambda i: -m.cat.cards[atk.goblins[i]].damage)  # equals keep order
        if len(order) > 1 and (front or hand):
            every = self._plan(order, list(front), list(hand), lambda n, i, options: options[0])
            sentinel = " (Sentinel: your first blocker stands)" if m.has_power(p, "sentinel") else ""
            choice = self.table.choose(f"{attack_text(m, atk)}; you have {p.life} life. Block?{sentinel}",
                                       [_plan_text(m, atk, every), f"none: you take {_taken(m, atk, {})}",
                                        "one by one"], "blocks")
            if choice.startswith("none"):
                return {}, []
            if choice.startswith("all"):
                return _pairs(every)
        return _pairs(self._plan(order, front, hand, lambda n, i, options: self._ask_one(m, p, atk, n, i, options)))

    @staticmethod
    def _plan(order: list[int], front: list[str], hand: list[str],
              pick: Callable[[int, int, list[str]], str]) -> list[tuple[int, str, bool]]:
        """(attacker index, blocker, from hand?) for the attackers in `order`, each blocker picked among
        those left: the ones in front first, then the hand's."""
        blocks = []
        for n, i in enumerate(order, 1):
            options = sorted(set(front)) + [f"{c} {FROM_HAND}" for c in sorted(set(hand))]
            if not options:
                break
            answer = pick(n, i, options)
            if answer == NO:
                continue
            card, from_hand = answer.split()[0], answer.endswith(FROM_HAND)
            (hand if from_hand else front).remove(card)
            blocks.append((i, card, from_hand))
        return blocks

    def _ask_one(self, m: Match, p: Player, atk: Attack, n: int, i: int, options: list[str]) -> str:
        g = m.cat.cards[atk.goblins[i]]
        count = len(atk.goblins)
        which = f"; attacker {n} of {count}" if count > 1 else ""  # the same words for each Warrior else
        return self.table.choose(f"Block {m.player(atk.attacker).of} {g.name} ({g.damage} damage{which}) with? "
                                 f"({_fate(m, p)}; you have {p.life} life)", [NO] + options, "block")

    def answer_peace(self, m: Match, p: Player, by: Player, play: LightningPlay) -> bool:
        self._catch_up()
        c = m.cat.cards[play.card]
        what = f" ({names(m, play.picks)})" if play.picks else ""
        return self.table.yes_no(f"Answer {by.of} {c.name}{what} with Peace (it has no effect, "  # the story said who played it
                                 "and you are protected until your next turn)?")

    def redirect(self, m: Match, p: Player, goblins: list[str], options: list[str]) -> str | None:
        self._catch_up()
        answer = self.table.choose(f"Your attack ({names(m, goblins)}) is cancelled by Peace. Redirect it to?",
                                   [NO] + options, "redirect")
        return None if answer == NO else answer

    def take_white(self, m: Match, p: Player, loser: Player, whites: list[str]) -> str:
        self._catch_up()
        return self.table.choose(f"You eliminated {loser.name}: take which of their white cards?", whites, "white")
