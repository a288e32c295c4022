"""Playing Combo Cards: which effects ride on an attack or a move, and the ones played on their own."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobz_heroes import rules, scoring
from goblinkit.content.gobz_heroes.text import combo_text
from goblinkit.assistant.core.names import plural

ON_ATTACK = {"steady-aim", "brute-force", "reroll"}
ON_MOVE = {"sprint", "hop"}
ON_ITS_OWN = {"wet-blanket", "second-wind", "extra-rations", "thick-skull", "itching-powder", "double-time",
              "sticky-fingers"}
OWN_TURN = {"extra-rations", "double-time"}


def card_named(game: Any, seat: int, ref: str) -> str:
    """A card in `seat`'s hand by id or name (prefix, any case)."""
    hand = game.players[seat].combos
    key = ref.lower().replace(" ", "-")
    for card in hand:
        if card == key or game.combo_defs[card].name.lower() == ref.lower():
            return card
    found = sorted({c for c in hand if c.startswith(key)})
    if len(found) == 1:
        return found[0]
    held = ", ".join(game.combo_defs[c].name for c in hand) or "none"
    raise RulesError(f"{game.players[seat].name} holds no Combo Card '{ref}' (in hand: {held})")


def take_for(game: Any, seat: int, refs: list[str], allowed: set[str], what: str) -> list[str]:
    """Check and take the cards played on an attack or a move (discarded once played)."""
    cards = []
    hand = list(game.players[seat].combos)
    for ref in refs:
        card = card_named(game, seat, ref)
        if card not in hand:
            raise RulesError(f"{game.players[seat].name} does not hold another {game.combo_defs[card].name}")
        if game.combo_defs[card].effect not in allowed:
            raise RulesError(f"{game.combo_defs[card].name} is not played on {what}: {combo_text(game.combo_defs[card])}")
        hand.remove(card)
        cards.append(card)
    return cards


def discard(game: Any, seat: int, cards: list[str], lines: list[str]) -> None:
    for card in cards:
        game.players[seat].combos.remove(card)
        game.combo_deck.discard(card)
        lines.append(f"  {game.players[seat].name} plays {game.combo_defs[card].name}: {combo_text(game.combo_defs[card])}")


def amount(game: Any, cards: list[str], effect: str) -> int:
    return sum(game.combo_defs[c].amount for c in cards if game.combo_defs[c].effect == effect)


def play(game: Any, seat: int, ref: str, gob_ref: str | None, target_ref: str | None, table: Any) -> list[str]:
    """A Combo Card played on its own, at any time (Extra Rations and Double Time in your own turn; in
    answer to a rival's hit, see answers.py)."""
    card = card_named(game, seat, ref)
    effect = game.combo_defs[card].effect
    name = game.combo_defs[card].name
    if effect not in ON_ITS_OWN:
        raise RulesError(f"{name} is played with an attack or a move (--combo {card}): {combo_text(game.combo_defs[card])}")
    if effect in OWN_TURN and game.current != seat:
        raise RulesError(f"{name} is played in your own turn")
    lines: list[str] = []

    def gob(ref_: str | None, what: str, mine: bool | None) -> str:
        if ref_ is None:
            raise RulesError(f"{name} needs {what}: add it (e.g. `combo {card} nagga`)")
        found = game.gob_named(ref_)
        g = game.gobz[found]
        if not g.on_board:
            raise RulesError(f"{game.profiles[found].name} is not on the board")
        if mine is True and g.owner != seat:
            raise RulesError(f"{name} is played on one of your own Gob'z")
        if mine is False and g.owner == seat:
            raise RulesError(f"{name} is played on a rival Gob'")
        return found

    if effect == "wet-blanket":
        target = gob(gob_ref, "the chosen Gob'", None)
        if not game.gobz[target].tickles:
            raise RulesError(f"{game.profiles[target].name} has no Tickle marker to lose")
        discard(game, seat, [card], lines)
        lines.append(f"  {game.profiles[target].name} loses {plural(game.gobz[target].tickles, 'Tickle marker')}.")
        game.gobz[target].tickles = 0
    elif effect == "second-wind":
        target = gob(gob_ref, "a Stunned Gob' of yours", True)
        if not game.gobz[target].stunned:
            raise RulesError(f"{game.profiles[target].name} is not Stunned")
        discard(game, seat, [card], lines)
        game.gobz[target].stunned = False
        lines.append(f"  {game.profiles[target].name} stands up.")
    elif effect == "extra-rations":
        discard(game, seat, [card], lines)
        game.players[seat].rations += game.combo_defs[card].amount
        lines.append(f"  {game.players[seat].rations} Rationing Points left.")
    elif effect == "thick-skull":
        target = gob(gob_ref, "a Gob' of yours", True)
        discard(game, seat, [card], lines)
        game.gobz[target].thick_skull += game.combo_defs[card].amount
    elif effect == "double-time":
        target = gob(gob_ref, "a Gob' of yours activated this turn", True)
        if not game.gobz[target].activated:
            raise RulesError(f"{game.profiles[target].name} has not been activated this turn")
        if game.active and game.active.gob == target:
            game.active = None
        discard(game, seat, [card], lines)
        game.gobz[target].activated = False
    elif effect == "itching-powder":
        target = gob(target_ref or gob_ref, "a rival Gob' next to one of your able Gob'z", False)
        t = game.gobz[target]
        tall_t = game.profiles[target].has("tall")
        if not any(game.board.adjacent(game.gobz[g].pos, game.profiles[g].has("tall"), t.pos, tall_t)
                   for g in game.able(seat)):
            raise RulesError(f"{game.profiles[target].name} is not next to one of your able Gob'z")
        discard(game, seat, [card], lines)
        t.tickles += 1
        tp = game.profiles[target]
        lines.append(f"  {tp.name}: 1 Tickle ({t.tickles}/{rules.lol_limit(tp)}).")
        if t.tickles >= rules.lol_limit(tp):
            lines.append(f"  {tp.name} laughs out loud!")
            scoring.knock_out(game, target, lines, seat, "lol")
    elif effect == "sticky-fingers":
        thief = gob(gob_ref, "a Gob' of yours", True)
        victim = gob(target_ref, "a rival Gob' next to it (--target)", False)
        if game.profiles[thief].troll:
            raise RulesError("Trolls can never receive Stuff")
        if not game.board.adjacent(game.gobz[thief].pos, game.profiles[thief].has("tall"), game.gobz[victim].pos,
                                   game.profiles[victim].has("tall")):
            raise RulesError(f"{game.profiles[victim].name} is not next to {game.profiles[thief].name}")
        if not game.gobz[victim].stuff:
            raise RulesError(f"{game.profiles[victim].name} has no Stuff")
        if len(game.gobz[thief].stuff) >= game.stuff_limit(thief):
            raise RulesError(f"{game.profiles[thief].name} already has {len(game.gobz[thief].stuff)} Stuff Cards")
        options = sorted(game.gobz[victim].stuff)
        stolen = table.choose("Which Stuff Card does Sticky Fingers take?", options, key="steal")
        discard(game, seat, [card], lines)
        game.gobz[victim].stuff.remove(stolen)
        game.gobz[thief].stuff.append(stolen)
        lines.append(f"  {game.profiles[thief].name} takes {game.stuff_defs[stolen].name} from {game.profiles[victim].name}.")
        scoring.event(game, seat, "steal", lines)
    return lines
