"""Combo Cards played on your own attack after its dice are rolled. The rulebook: "Combo Cards can be
used at ANYTIME. Yes, really! Anytime!!! That means you can play a Combo Card even after dice have been
rolled!", and Foam Bounce's own text is "After one of your attack rolls: reroll one die that missed". At
a real table you roll, then decide; with the assistant rolling for you, `--combo` before the roll was the
only way, and a Brute Force or a Foam Bounce spent on a roll that did not need it was lost. So, once the
dice are known, a player holding Brute Force or Foam Bounce that would change this roll's outcome is
asked, with the dice and what each card does to them. (Steady Aim says "before rolling": only `--combo`.)

Asked only where it can be answered: at a terminal (the guided turn or a command run there), or in a
script that gave an `--answer` still unused at this point; a script without one keeps its cards, and
the log records whether an answer was taken, so a replay asks exactly when the live game did. The
rival Crews decide their attack cards before rolling (their policy, bots.with_combos)."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.chance import whose
from goblinkit.assistant.gobz_heroes import answers, combos, scoring
from goblinkit.assistant.gobz_heroes.resistance import resistance
from goblinkit.assistant.core.table import AskingTable, ScriptedTable, Table


def can_ask(table: Table | None) -> bool:
    real = getattr(table, "outer", table)  # the player's table inside crew_table.CrewTable
    return isinstance(real, AskingTable) or (isinstance(real, ScriptedTable) and real.unused() > 0)


def _target_of(targets: list[str], index: int) -> str:
    """The target a die is against: a Troll's two targets take one die each, in the order named."""
    return targets[index] if len(targets) > 1 else targets[0]


def _outcomes(game: Any, attack: Any, dice: list[int], needed: int, strength: int, targets: list[str]) -> list[str]:
    """What each die does as things stand: "miss", or the injury it deals ("Stunned", "KO", ...)."""
    out = []
    for i, die in enumerate(dice):
        if die < needed:
            out.append("miss")
            continue
        target = _target_of(targets, i)
        gob = game.gobz[target]
        found = answers.outcome(game, attack.gob, target, die, strength, resistance(game, target), gob.stunned, gob.tickles)
        out.append(answers.SAID[found])
    return out


def _said(dice: list[int], outcomes: list[str]) -> str:
    return ", ".join(f"{d} -> {o}" for d, o in zip(dice, outcomes))


def offer(game: Any, attack: Any, dice: list[int], needed: int, targets: list[str], table: Table | None,
          lines: list[str]) -> None:
    """Ask the attacking player whether to play attack cards on these dice; applies the ones played
    (to `dice` and `attack` in place)."""
    player = game.players[attack.seat]
    if not game.after_roll:  # a game set up before this reading: replayed as it was played
        return
    if player.bot:  # a rival Crew's policy: Foam Bounce on a miss
        bounce = next((c for c in player.combos if game.combo_defs[c].effect == "reroll"), None)
        if bounce is not None and any(d < needed for d in dice):
            _reroll(game, attack, dice, needed, bounce, table, lines)
        return
    if not targets or not can_ask(table):
        return
    profile = game.profiles[attack.gob]
    for _ in range(3):  # at most a hand of cards
        now = _outcomes(game, attack, dice, needed, attack.strength, targets)
        better: dict[str, str] = {}
        for card in sorted(set(player.combos)):
            effect, amount = game.combo_defs[card].effect, game.combo_defs[card].amount
            if effect == "brute-force":
                after = _outcomes(game, attack, dice, needed, attack.strength + amount, targets)
                if after != now:
                    better[card] = f"Strength {attack.strength + amount}, {_said(dice, after)}"
            elif effect == "reroll" and "miss" in now:
                worst = min(d for d in dice if d < needed)
                better[card] = f"reroll the {worst}"
        if not better:
            return
        options = [f"{c} ({game.combo_defs[c].name}, {text})" for c, text in better.items()]
        options.append(f"no (keep your cards: {_said(dice, now)})")
        question = (f"{profile.name} rolled {' '.join(map(str, dice))} (needs {needed}+, Strength {attack.strength}): "
                    f"{_said(dice, now)}. Play a Combo Card on this roll?")
        card = table.choose(question, options, key="after-roll").split()[0]  # type: ignore[union-attr]
        if card == "no":
            return
        if game.combo_defs[card].effect == "brute-force":
            combos.discard(game, attack.seat, [card], lines)
            attack.combos.append(card)
            attack.strength += game.combo_defs[card].amount
            lines.append(f"  Strength {attack.strength}.")
        else:
            _reroll(game, attack, dice, needed, card, table, lines)


def _reroll(game: Any, attack: Any, dice: list[int], needed: int, card: str, table: Any, lines: list[str]) -> None:
    """Foam Bounce: the worst miss is rolled again (its 6 draws a Combo Card, Lucky and Unlucky count)."""
    combos.discard(game, attack.seat, [card], lines)
    attack.combos.append(card)
    worst = min(range(len(dice)), key=lambda i: dice[i] if dice[i] < needed else 7)
    again = game.chance.roll(1, 6, "Foam Bounce reroll", whose(not game.players[attack.seat].bot))[0]
    lines.append(f"  Foam Bounce: the {dice[worst]} is rerolled: {again}.")
    dice[worst] = again
    scoring.dice_luck(game, attack.seat, attack.gob, [again], lines)
    scoring.sixes(game, attack.seat, [again], table, lines)
