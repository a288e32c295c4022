"""Combo Cards played in answer to a rival's hit: the dice are rolled, the hit is known, and before its
Degree of Injury is applied the Gob's owner may play a card "at any time" that changes it -- Thick Skull
(+Resistance), Second Wind (a Stunned Gob' stands up, so no Low Blow) or Wet Blanket (its Tickles go, so
this Tickle is no LOL). The question is asked only when a card in hand would change the outcome, with the
die, the numbers and what each answer leads to. A rival Crew answers by its policy (the best outcome for
its Gob'), which is deterministic, so a replay makes the same choice without a logged answer."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.gobz_heroes import combos, rules
from goblinkit.assistant.core.table import Table
from goblinkit.assistant.gobz_heroes.story import told

ANSWERS = ("thick-skull", "second-wind", "wet-blanket")
WORSE = {rules.TICKLE: 0, rules.LOW_BLOW: 0, rules.STUN: 1, "lol": 2, rules.KO: 3, rules.LOW_BLOW_KO: 3}
SAID = {rules.TICKLE: "a Tickle", rules.LOW_BLOW: "a Tickle (Low Blow)", rules.STUN: "Stunned", "lol": "LOL (laughs out loud)",
        rules.KO: "KO", rules.LOW_BLOW_KO: "KO (Low Blow)"}


def outcome(game: Any, attacker: str, target_id: str, die: int, strength: int, resistance: int, stunned: bool,
            tickles: int) -> str:
    """What the hit does, LOL included (a Tickle that reaches the limit)."""
    tp = game.profiles[target_id]
    found = rules.injury(die, strength, resistance, stunned, rules.ko_faces(game.profiles[attacker], tp))
    if found in (rules.TICKLE, rules.LOW_BLOW) and tickles + 1 >= rules.lol_limit(tp):
        return "lol"
    return found


def choices(game: Any, attacker: str, target_id: str, die: int, strength: int, resistance: int) -> tuple[str, dict[str, str]]:
    """(the outcome as it stands, {card: the better outcome it gives}) for the target's owner's hand."""
    gob = game.gobz[target_id]
    now = outcome(game, attacker, target_id, die, strength, resistance, gob.stunned, gob.tickles)
    better: dict[str, str] = {}
    for card in sorted(set(game.players[gob.owner].combos)):
        effect, amount = game.combo_defs[card].effect, game.combo_defs[card].amount
        if effect == "thick-skull":
            after = outcome(game, attacker, target_id, die, strength, resistance + amount, gob.stunned, gob.tickles)
        elif effect == "second-wind" and gob.stunned:
            after = outcome(game, attacker, target_id, die, strength, resistance, False, gob.tickles)
        elif effect == "wet-blanket" and gob.tickles:
            after = outcome(game, attacker, target_id, die, strength, resistance, gob.stunned, 0)
        else:
            continue
        if WORSE[after] < WORSE[now]:
            better[card] = after
    return now, better


def answer_hit(game: Any, attacker: str, attacker_seat: int, target_id: str, die: int, strength: int,
               resistance: int, table: Table | None, lines: list[str]) -> bool:
    """Offer the target's owner the cards that soften this hit; True when one was played."""
    gob = game.gobz[target_id]
    if gob.owner is None or gob.owner == attacker_seat:
        return False
    now, better = choices(game, attacker, target_id, die, strength, resistance)
    if not better:
        return False
    owner = game.players[gob.owner]
    best = min(better, key=lambda c: (WORSE[better[c]], c))
    if owner.bot or table is None:
        card = best
    else:
        name, tp = game.profiles[attacker].name, game.profiles[target_id].name
        options = [f"{c} ({game.combo_defs[c].name}: {SAID[after]})" for c, after in better.items()]
        options.append(f"no (keep your cards: {SAID[now]})")
        whose = f"{owner.name}, take the screen: " if game.hot_seat else ""  # its owner answers, not who plays
        question = (f"{whose}{name} hits your {tp} with a {die} (Strength {strength} vs Resistance {resistance}): "
                    f"{SAID[now]}. Play a Combo Card first?")
        with told(table, lines):  # the shot and its roll are shown before the question
            answer = table.choose(question, options, key=f"answer-combo:{gob.owner}")  # the owner answers
        card = answer.split()[0]
        if card == "no":
            return False
    lines.append(f"  {owner.name} answers the hit with a Combo Card ({SAID[now]} becomes {SAID[better[card]]}):")
    lines += combos.play(game, gob.owner, card, target_id, None, table)
    return True
