"""Goblout's balance lab: the first seat's edge in the standard game and in each variant, each bot
style's share of the wins against the fair share of its seat, each card's arms (`card_arms`: the deck
with a copy fewer, a copy more, a copy swapped for a Warrior, on the same seeds: what the card causes),
and each card's survivorship rows: how often the players who held it, and the players who deployed
it, won, against their seats' fair share.

The card rows cost no extra game: they are counted in the baseline's games, looking at the table once
dealt and after every turn. "held": the card was in the player's hand at one of those looks, or in
front of them (a lightning card drawn and played within one turn is not seen); "deployed": it lay in
front of the player (goblins and white cards; a lightning card is never deployed). They say what goes
with winning, not what causes it: a player who lives longer holds more cards.
"""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.lab.balance import Arm, Facts, Study

STUDY = Study(reference="seat 1 (plays first) wins", length_unit="turns", item_kind="style or card",
              first_label="seat 1 (plays first)",
              items_caveat="a card held or deployed goes with winning, not a cause: a player who lives longer "
                           "holds and deploys more cards (the card arms measure causes)")
VANILLA = "warrior"  # the plainest card: a swap for it takes a card's text away and keeps the deck's size
CONTENT = True  # a setup's "content" (a pack's folder) is played: `balance --content/--against`
VARIANTS = {"sudden-death": "Sudden Death", "group-die": "Group Die", "massacre": "Massacre"}
HELD, DEPLOYED = "held", "deployed"


def arms(players: int, skills: dict[str, str]) -> list[Arm]:
    from goblinkit.assistant.core.errors import RulesError

    if not 2 <= players <= 5:
        raise RulesError(f"--players: 2 to 5 for Goblout, not {players}")
    base = {"players": players, "variant": None, "skills": dict(skills)}
    return ([Arm("baseline", f"standard, {players} players", {**base, "cards": True})]
            + [Arm("variant", name, {**base, "variant": slug}, slug) for slug, name in VARIANTS.items()])


class CardWatch:
    """What each player held and deployed, seen once dealt and after every turn (simulate's `watch`)."""

    def __init__(self) -> None:
        self.held: dict[str, set[str]] = {}
        self.deployed: dict[str, set[str]] = {}

    def __call__(self, m: Any) -> None:
        for p in m.players:
            self.held.setdefault(p.id, set()).update(p.hand, p.deployed)
            self.deployed.setdefault(p.id, set()).update(p.deployed)

    def names(self, m: Any, seen: dict[str, set[str]]) -> tuple[str, ...]:
        """The names of the cards anyone was seen with, once each, sorted."""
        return tuple(sorted({m.cat.cards[c].name for cards in seen.values() for c in cards}))

    def items(self, m: Any) -> tuple[tuple[str, float], ...]:
        """(card name and how, 1 if that player won) for every card each player held or deployed."""
        names = m.cat.cards
        found = []
        for pid in m.order:
            won = float(pid == m.winner)
            found += [(f"{names[c].name} {HELD}", won) for c in sorted(self.held.get(pid, ()))]
            found += [(f"{names[c].name} {DEPLOYED}", won) for c in sorted(self.deployed.get(pid, ()))]
        return tuple(found)


def card_arms(players: int, skills: dict[str, str]) -> list[Arm]:
    """Per card of the printed deck: a copy fewer, a copy more, a copy swapped for a Warrior."""
    from goblinkit.assistant.goblout.catalog import catalog
    from goblinkit.assistant.lab.balance.causes import CARD, arm_name, decks

    cat = catalog(None)
    base = arms(players, skills)[0].setup
    vanilla = cat.cards[VANILLA].name
    return [Arm(CARD, arm_name(cat.cards[card].name, how, vanilla), {**base, "cards": False, "deck": deck},
                f"{card}{how}{VANILLA if how == '=' else ''}", group=card)
            for card, how, deck in decks(dict(cat.counts), VANILLA)]


def play(setup: dict[str, Any], seed: int) -> Facts:
    from goblinkit.assistant.goblout.game import seats
    from goblinkit.assistant.goblout.simulate import play_game, styles_for

    players = setup["players"]
    chosen = setup["skills"]
    skills = {pid: chosen["level"] for pid in seats(players, False)} if chosen else None
    watch = CardWatch() if setup.get("cards") else None
    said: list[str] | None = [] if watch else None
    m = play_game(players, setup["variant"], seed, styles_for(players, seed, None), skills=skills,
                  think=chosen.get("think", 1.0), watch=watch, content=setup.get("content"),
                  deck=setup.get("deck"), said=said).game.m
    first = m.order[m.first]
    won = None if not m.winner else float(m.winner == first)
    items = tuple((m.player(pid).style or "", float(pid == m.winner)) for pid in m.order)  # every seat a bot
    if watch is None:
        return Facts(won, m.turn, players, won, items)
    return Facts(won, m.turn, players, won, items + watch.items(m), held=watch.names(m, watch.held),
                 played=tuple(sorted(set(watch.names(m, watch.deployed)) | played_lightning(m, said or []))))


def played_lightning(m: Any, said: list[str]) -> set[str]:
    """The lightning cards the narration says someone played ("Bot 2 plays Peace.")."""
    names = [m.cat.cards[c].name for c in m.cat.lightning]
    return {name for line in said if " plays " in line for name in names
            if f" plays {name}." in line or f" plays {name} " in line}


def dead_reason(card: str, players: int) -> str:
    """Why the rules never let this card be played at this many players, asked of the engine: the card
    in the first seat's hand, a goblin in front of everyone, the second seat attacking the first; at
    each moment of a turn, is it playable? Empty when it is (the bots chose never to play it)."""
    from goblinkit.assistant.core.chance import Chance
    from goblinkit.assistant.goblout import lightning
    from goblinkit.assistant.goblout.game import Goblout
    from goblinkit.assistant.goblout.simulate import setup_for, styles_for
    from goblinkit.assistant.goblout.state import Attack

    game = Goblout(setup_for(players, None, styles_for(players, 0, None)), Chance(1))
    m = game.m
    cat = m.cat
    ids = [cid for cid, c in cat.cards.items() if c.name == card]
    if not ids or ids[0] not in cat.lightning:
        return ""
    holder, attacker = m.players[0], m.players[1]
    for p in m.players:
        p.deployed.append(VANILLA)
    holder.hand.append(ids[0])
    attack = Attack(attacker.id, holder.id, [VANILLA])
    for moment, atk in (("turn", None), ("attacking", attack), ("defence", attack)):
        if lightning.playable(m, holder, moment, atk, only=frozenset(ids)):
            return ""
    effect = cat.cards[ids[0]].effect or ""
    return EFFECT_RULES.get(effect, "the rules never let it be played") + f" with {players} players"


EFFECT_RULES = {"reflect": "it must turn the attack on a player other than the attacker, and none is left"}
