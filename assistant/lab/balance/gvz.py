"""Goblins vs Zombies' balance lab: how often the Goblins win in each Mode and at the Boss's expert
level against Last Stand with one player; the first player's share of Survival's wins; each card's arms
(`card_arms`: Last Stand with the Goblin Deck or the Zombie Deck holding a copy fewer, a copy more, or a copy
swapped for the plainest card of its deck, on the same seeds: what the card causes); and per card, in
Last Stand's games, the win rate when a Goblin card was played (face up, at least once) or a Zombie card
came early (among the first EARLY cards drawn from the Zombie Deck) against the games it did not. A
Zombie card's "early" is dealt by the shuffle alone, so its change is the card's own effect; a Goblin
card's "played" is the bot's choice too (a long game plays more cards), so read it as a lead, not a cause."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.lab.balance import Arm, Facts, Study

STUDY = Study(reference="the Goblins win", length_unit="turns", first_label="the first player (Survival)",
              default_players=1, reference_side="goblins", item_kind="card", items_against="absent",
              items_caveat="a Goblin card played goes with winning, not a cause: a longer game plays more cards; "
                           "a Zombie card early is dealt by the shuffle alone")
CONTENT = True  # a setup's "content" (a pack's folder) is played: `balance --content/--against`
CARDS_BY_DEFAULT = False  # 133 card arms: `balance --cards` (or --only CARD) asks for them
VANILLA = {"goblin": "slingshot", "zombie": "crawler"}  # the plainest card of each deck: 1 damage; 1 HP, walks
EARLY = 6  # Zombie cards drawn in Last Stand's first three turns (two arrivals a turn)
ZOMBIE_DRAWS = ("Zombie Arrival", "REINFORCEMENT")


def arms(players: int, skills: dict[str, str]) -> list[Arm]:
    from goblinkit.assistant.goblins_vs_zombies.modes import MODES

    def arm(kind: str, name: str, mode: str, count: int, level: str = "normal") -> Arm:
        MODES[mode].check_players(count)
        return Arm(kind, name, {"mode": mode, "players": count, "level": level, "skills": dict(skills)},
                   f"{mode}-{level}" if level != "normal" else mode, against=mode if level != "normal" else "")

    one = 1  # Last Stand and Versus are one-player Modes; --players sets Survival's table
    return [arm("baseline", "Last Stand (B), 1 player", "last-stand", one),
            arm("mode", "Training (A)", "training", one), arm("mode", "The Boss (D)", "boss", one),
            arm("mode", "Goblins vs Zombies (E)", "versus", one),
            arm("variant", "Boss at expert level (D)", "boss", one, "expert"),
            arm("seats", "Survival (C), 2 players", "survival", max(2, min(players, 3)))]


def card_arms(players: int, skills: dict[str, str]) -> list[Arm]:
    """Per card of Last Stand's two decks: a copy fewer, a copy more, a copy swapped for the deck's plainest card."""
    from collections import Counter

    from goblinkit.assistant.goblins_vs_zombies.catalog import catalog
    from goblinkit.assistant.goblins_vs_zombies.modes import MODES
    from goblinkit.assistant.lab.balance.causes import CARD, arm_name, decks

    cat = catalog(None)
    base = arms(players, skills)[0].setup
    printed = dict(zip(("goblin", "zombie"), cat.boxes(MODES[base["mode"]].black_goblins)))
    found = []
    for side, cards in printed.items():
        vanilla = VANILLA[side]
        names = {**{c: d.name for c, d in cat.goblins.items()}, **{c: d.name for c, d in cat.zombies.items()},
                 **{c: d.name for c, d in cat.events.items()}}
        for card, how, deck in decks(dict(sorted(Counter(cards).items())), vanilla):
            found.append(Arm(CARD, arm_name(names.get(card, card), how, names[vanilla]), {**base, f"{side}_deck": deck},
                             f"{card}{how}{vanilla if how == '=' else ''}", group=card))
    return found


def play(setup: dict[str, Any], seed: int) -> Facts:
    from goblinkit.assistant.goblins_vs_zombies.simulate import play_game

    chosen = setup["skills"]
    bot = chosen.get("level", "easy")
    zombies = bot if chosen and setup["mode"] == "versus" else None
    played = play_game(setup["mode"], setup["players"], seed, setup["level"], bot=bot, zombies=zombies,
                       think=chosen.get("think", 1.0), content=setup.get("content"),
                       goblin_deck=setup.get("goblin_deck"), zombie_deck=setup.get("zombie_deck"))
    game, log = played.game, played.save.log
    result = game.result or {}
    names = list(game.setup["players"])
    if setup["mode"] == "survival":
        winner = result.get("winner")
        first = None if winner is None else float(winner == names[0])
        return Facts(None, game.turn, len(names), first)
    won = None if not result else float(result.get("outcome") == "win")
    return Facts(won, game.turn, len(names), items=tuple((name, won or 0.0) for name in card_items(log)))


def card_items(log: list[dict[str, Any]]) -> list[str]:
    """The per-card items of one game, read from its save's log: "Goblin X played" for every Goblin card
    played face up, "Zombie X early" for every Zombie card among the first EARLY drawn (each once, sorted)."""
    played: set[str] = set()
    early: list[str] = []
    for entry in log:
        act = entry["action"]
        if act["type"] == "play" and not act.get("face_down"):
            played.add(act["goblin"])
        early += [c["value"] for c in entry["chance"] if c.get("why") in ZOMBIE_DRAWS][:max(0, EARLY - len(early))]
    return sorted({f"Goblin {card} played" for card in played} | {f"Zombie {card} early" for card in early})
