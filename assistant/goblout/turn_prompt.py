"""What the human reads when their turn (or its next step) begins: life, prestige, die, hand, what to do next.

Apart from the engine (game.py) because it is words, not rules: the same line closes a command's story,
the guided turn's prompt and a lightning card played in the human's own turn.
"""

from __future__ import annotations

from goblinkit.assistant.goblout import combat, dice, lightning, steps, turn
from goblinkit.assistant.goblout.state import Match, Player


def your_turn(m: Match, p: Player) -> str:
    """The line that opens the human's turn (phase 1) or, once drawn, says what the die allows."""
    if m.phase == "discard":
        rolling = "then you roll the two group dice" if m.group_faces or (m.variant and m.variant.group_dice) \
            else "then roll your die, or keep it as it is"
        return (f"{p.poss} turn ({p.life} life, {m.prestige(p)} prestige).{hand_text(m, p)} "
                f"Next: discard any cards you like and draw ({rolling}).")
    if steps.attacked(m, p):  # deploying is over (phase 3 comes before the attack)
        more = "attack with more goblins, " if combat.attackers(m, p) else ""
        more += "play a lightning card, " if lightning.playable(m, p, "attacking") else ""
        more += "or " if more else ""
        return f"{p.poss} attack is declared.{hand_text(m, p)} Next: {more}end your turn (the defence phases follow)."
    blank = f" (No Die, until {m.player(p.no_die_by).of} next turn)" if p.no_die_by else ""
    return (f"{'The group dice show' if m.group_faces else p.poss + ' die shows'} "
            f"{dice.colours_text(dice.shown(m, p))}{blank}.{hand_text(m, p)} Next: deploy the goblins your die "
            f"allows, attack a rival with them, then end your turn.")


def hand_text(m: Match, p: Player) -> str:
    """The hand, in the prompt of a table of one human; at a table of several seats only that seat's phone
    shows it (every phone reads the prompt and the story)."""
    return "" if p.third else f" Hand: {turn.names(m, sorted(p.hand))}."
