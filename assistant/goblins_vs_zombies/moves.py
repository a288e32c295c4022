"""The moves of the Goblin player whose turn it is, as data (core/moves.py): what `Game.moves()` lists.

GOBLIN ARRIVAL: play a Goblin (each card, a Shield under each Goblin of the Gate, a card face down as a
Flag-bearer), the discard-2 trades, a Pepper; GOBLIN ACTION: each Goblin's Action; any time: destroy one of
your Goblins; `done` hands the turn to the Zombies. Each move is allowed or blocked by the same checks the
handlers refuse with (checks.py), so a listed move is accepted and a refused one is never listed as allowed.

Free parameters: at a real table the assistant counts the hands, so a play lists each Goblin card a
player may hold, paying its cost in cards no one names; in a tracked (digital) game it lists the cards
held, paying with the least valuable ones (as the bots do). An Action lists the Goblin alone (its
targets, Area or Potapult's Field are then asked as questions), and besides, for an Action that picks one
Zombie or one Area, a move for each Zombie or Area in reach, so "shoot z3 with slingshot" names one.
The table's corrections (`damage`, `slow`, `flip`, `move`) fix the record, are no moves of the game, and
stay commands.
"""

from __future__ import annotations

import shlex
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from goblinkit.assistant.core.moves import ACTOR, AMOUNT, CARD, PLACE, TARGET, Move, Part
from goblinkit.assistant.core.names import plural
from goblinkit.assistant.goblins_vs_zombies import checks, targets
from goblinkit.assistant.goblins_vs_zombies.catalog import FLAG_BEARER
from goblinkit.assistant.goblins_vs_zombies.effects import AREA_NAMES
from goblinkit.assistant.goblins_vs_zombies.state import AREAS
from goblinkit.assistant.goblins_vs_zombies.worth import cheapest_cards

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Rules
    from goblinkit.assistant.goblins_vs_zombies.state import Field, Goblin, Zombie

PLAY_WORDS = ("deploy", "recruit", "hire", "place", "put")
DONE_WORDS = ("end", "zombies", "end turn", "zombie turn", "zombies turn", "zombie phase", "finish", "pass", "no more",
              "nothing", "ready", "wait", "goblins wait")
# Words a player uses for a Goblin's Action, by what it does (the card's ➤ text).
ACT_WORDS = {"damage": ("shoot", "attack", "hit", "fire", "throw", "blast", "zap", "drop", "launch"), "slow": ("net", "slow", "throw"),
             "flip": ("flip",), "destroy": ("kill", "assassinate", "destroy"),
             "potapult": ("throw", "catapult", "launch", "fling", "potapult"), "move-back": ("scream", "push", "scare"),
             "draw": ("draw", "look out", "scout"), "wake": ("wake", "wake up")}
ONE_CARD = Part(AMOUNT, "1", ("one", "1 card", "one card", "a card", "a Goblin Card", "1 Goblin Card",
                                "one Goblin Card"), optional=True)
GATE = Part(PLACE, "gate", ("Gate", "Village Gate", "the Gate"), optional=True)
# Other names players give the cards (the printed names are the catalog's).
CARD_NAMES = {"twin-xbows": ("Twin X-bows", "Twin Crossbows", "crossbows", "xbows"), "ball-and-chain": ("Ball and Chain",),
              "flag-bearer": ("flag", "banner", "bearer"), "rockthrower": ("Rock Thrower",),
              "icethrower": ("Ice Thrower",), "iceshot": ("Ice Shot",), "bigshot": ("Big Shot",),
              "net-thrower": ("Net",), "wind-mage": ("Mage",)}
SLEEPERS = ("Black Goblins", "sleeping Goblins", "sleepers", "my Goblins")
DRAWN = ("1", "one", "1 card from the Goblin Deck", "a card from the Goblin Deck", "from the Goblin Deck")


def goblin_moves(game: Rules) -> list[Move]:
    """The listed moves, empty when the assistant is to play or the game is over."""
    if game.over or game.next_automatic() is not None:
        return []
    player = game.current
    found = _plays(game, player) + _trades(game, player) + _pepper(game, player) + _acts(game, player)
    found += _destroys(game, player)
    found.append(Move("done", "Done: the Zombies' turn (ZOMBIE ACTION)", {"type": "zombies"}, "done",
                      aliases=DONE_WORDS, main=True))
    return [_seated(m, game) for m in found]


def _seated(move: Move, game: Rules) -> Move:
    return replace(move, seat=game.players.index(game.current))


def _command(*words: Any) -> str:
    return shlex.join(str(w) for w in words)


def _cost(count: int) -> str:
    return f"discard {plural(count, 'card')}" if count else "free"


def _goblin_part(game: Rules, role: str, goblin: Goblin, lead: str = "", optional: bool = False) -> Part:
    """A Goblin of the Field by its id, its printed name and its card (a face-down card is a Flag-bearer
    to everyone); `lead` ("under") also names it with that word before each name."""
    gdef = game.cat.goblins[goblin.card]
    names = (f"g{goblin.uid}", gdef.name, goblin.card, *CARD_NAMES.get(goblin.card, ()))
    if lead:
        names += tuple(f"{lead}{the} {n}" for the in ("", " the", " my") for n in names)
    return Part(role, f"g{goblin.uid}", names, optional)


def _goblin_label(game: Rules, field: Field, goblin: Goblin) -> str:
    """The printed name, with the id only where two Goblins of the Field share it."""
    name = game.cat.goblins[goblin.card].name
    alike = sum(1 for g in field.goblins() if g.card == goblin.card)
    return name if alike == 1 else f"{name} (g{goblin.uid})"


def _plays(game: Rules, player: str) -> list[Move]:
    field = game.fields[player]
    hand = game.supply.hands[player]
    cards = sorted(hand) if game.tracked else [c for c in sorted(game.cat.goblin_counts)
                                               if game.mode.black_goblins or not game.cat.goblins[c].black]
    found: list[Move] = []
    for card in cards:
        gdef = game.cat.goblins[card]
        pay: Any = gdef.cost
        if game.tracked and sum(hand.values()) >= 1 + gdef.cost:
            pay = cheapest_cards(hand, gdef.cost, card)
        card_part = Part(CARD, card, (gdef.name, *CARD_NAMES.get(card, ())))
        if gdef.shield and field.gate:  # under a Goblin asked, or under each one named
            why = checks.play_refusal(game, player, card, False, None, pay)
            found.append(Move("play", f"Play {gdef.name} under a Goblin of your Gate (cost {gdef.cost})",
                              {"type": "play", "player": player, "goblin": card, "pay": pay},
                              _command("play", card, "--pay", gdef.cost), (card_part,), _cost(gdef.cost),
                              PLAY_WORDS, why or "", extra={"asks": "under"}))
            for top in field.gate:
                why = checks.play_refusal(game, player, card, False, top, pay)
                found.append(Move("play", f"Play {gdef.name} under {_goblin_label(game, field, top)} "
                                  f"(cost {gdef.cost})", {"type": "play", "player": player, "goblin": card,
                                                            "under": f"g{top.uid}", "pay": pay},
                                  _command("play", card, "--under", f"g{top.uid}", "--pay", gdef.cost),
                                  (card_part, _goblin_part(game, PLACE, top, "under")), _cost(gdef.cost),
                                  PLAY_WORDS, why or ""))
        else:
            why = checks.play_refusal(game, player, card, False, None, pay)
            found.append(Move("play", f"Play {gdef.name} on your Gate (cost {gdef.cost})",
                              {"type": "play", "player": player, "goblin": card, "pay": pay},
                              _command("play", card, "--pay", gdef.cost), (card_part, GATE), _cost(gdef.cost),
                              PLAY_WORDS, why or ""))
        if game.tracked:  # a card held may be played face down, as a Flag-bearer
            why = checks.play_refusal(game, player, card, True, None, [])
            names = tuple(f"{gdef.name} {how}" for how in ("face down", "as a Flag-bearer", "as Flag-bearer"))
            found.append(Move("play", f"Play {gdef.name} face down, as a Flag-bearer (cost 0)",
                              {"type": "play", "player": player, "goblin": card, "face_down": True, "pay": []},
                              _command("play", card, "--face-down", "--pay", 0), (Part(CARD, card, names), GATE),
                              "free", PLAY_WORDS, why or ""))
    if not game.tracked:  # any card, face down: the Flag-bearer on its back
        bearer = game.cat.goblins[FLAG_BEARER]
        why = checks.play_refusal(game, player, FLAG_BEARER, True, None, 0)
        found.append(Move("play", "Play Flag-bearer on your Gate (cost 0: any card face down)",
                          {"type": "play", "player": player, "goblin": FLAG_BEARER, "pay": 0},
                          _command("play", FLAG_BEARER, "--pay", 0),
                          (Part(CARD, FLAG_BEARER, (bearer.name, *CARD_NAMES[FLAG_BEARER], "face down", "any card face down")), GATE),
                          "free", PLAY_WORDS, why or ""))
    return found


def _trades(game: Rules, player: str) -> list[Move]:
    """Discard 2 cards: give 1 card to another player, or make any player draw 1 (rulebook 4.2.1)."""
    hand = game.supply.hands[player]
    found: list[Move] = []
    for other in game.living():
        names = ((f"{other} draw", f"{other} draws", f"for {other}") if other != player else
                 ("me", "myself", "I draw", "for me"))
        discard = cheapest_cards(hand, 2, "") if game.tracked else None
        act = {"type": "give", "player": player, "to": other, "draw": True, **({"discard": discard} if discard else {})}
        why = checks.give_refusal(game, player, other, True, discard or [None, None])
        found.append(Move("give", f"Discard 2 cards: {'you draw' if other == player else other + ' draws'} 1 card "
                          "from the Goblin Deck", act, _command("give", other, "--draw"),
                          (Part(TARGET, other, names, optional=other == player),
                           Part(AMOUNT, "1", DRAWN, optional=True)), "discard 2 cards",
                          ("trade", "make", "draw"), why or ""))
        if other == player:
            continue
        for card in sorted(hand) if game.tracked else [None]:
            given = {"card": card, "discard": cheapest_cards(hand, 2, card)} if card else {}
            why = checks.give_refusal(game, player, other, False, given.get("discard") or [None, None], card)
            parts: tuple[Part, ...] = (Part(TARGET, other, (other, f"to {other}")), ONE_CARD)
            if card:
                parts += (Part(CARD, card, (game.cat.goblins[card].name,)),)
            shown = game.cat.goblins[card].name if card else "1 card"
            found.append(Move("give", f"Discard 2 cards: give {shown} to {other}",
                              {"type": "give", "player": player, "to": other, "draw": False, **given},
                              _command("give", other, *(("--card", card) if card else ())), parts, "discard 2 cards",
                              ("trade", "pass on", "hand"),
                              why or ""))
    return found


def _pepper(game: Rules, player: str) -> list[Move]:
    sleepers = [g for g in game.fields[player].goblins() if g.asleep]
    woken = ", ".join(game.cat.goblins[g.card].name for g in sleepers) or "none is asleep"
    why = checks.pepper_refusal(game, player)
    if game.tracked and why:
        return []  # no Pepper held: nothing to show
    sleeping = tuple(replace(part, names=part.names + SLEEPERS) for part in  # "wake up the Shaman / my Black Goblins"
                     (_goblin_part(game, TARGET, g, optional=True) for g in sleepers))
    return [Move("pepper", f"Discard a Pepper: wake your Black Goblins ({woken})", {"type": "pepper", "player": player},
                 "pepper", sleeping, "a Pepper", ("discard pepper", "discard a pepper", "wake up", "wake"), why or "")]


def _acts(game: Rules, player: str) -> list[Move]:
    field = game.fields[player]
    found: list[Move] = []
    for goblin in field.goblins():
        effect = game.cat.goblins[goblin.card].effect
        gid = f"g{goblin.uid}"
        actor = _goblin_part(game, ACTOR, goblin)
        aimed = _goblin_part(game, ACTOR, goblin, optional=True)  # "shoot the crawler": the Goblin left out
        name = _goblin_label(game, field, goblin)
        words = ("use", "activate", *ACT_WORDS.get(effect.do, ())) if effect else ("use",)
        why = checks.act_refusal(game, goblin)
        found.append(Move("act", f"{name} acts" + (f": {_effect_text(effect)}" if effect else ""),
                          {"type": "act", "goblin": gid}, _command("act", gid), (actor,), aliases=words,
                          blocked=why or "", extra={"asks": _asks(effect)}))
        if why or effect is None:
            continue
        if effect.target == "area":
            for area in targets.occupied_areas(game, player, effect):
                found.append(Move("act", f"{name} acts on your {AREA_NAMES[area]}", {"type": "act", "goblin": gid,
                                  "area": area}, _command("act", gid, "--area", area),
                                  (aimed, Part(PLACE, area, (AREA_NAMES[area],))), aliases=words))
        elif effect.target in ("one", "nearest") and effect.count == 1 and effect.do not in ("draw", "wake"):
            for target_field, zombie in targets.legal_targets(game, player, effect):
                area = target_field.area_of(zombie) or ""
                found.append(Move("act", f"{name} acts on {_zombie_label(game, target_field, zombie)}",
                                  {"type": "act", "goblin": gid, "targets": [f"z{zombie.uid}"]},
                                  _command("act", gid, "--target", f"z{zombie.uid}"),
                                  (aimed, _zombie_part(game, zombie),
                                   Part(PLACE, area, (AREA_NAMES.get(area, area),), optional=True)),
                                  aliases=words, extra={"asks": "field" if effect.do == "potapult" else ""}))
    return found


def _effect_text(effect: Any) -> str:
    """The card's Action in a few words: "1 damage to the nearest Ground Zombie"."""
    if effect.do in ("draw", "wake"):
        return f"draw {effect.amount}" if effect.do == "draw" else "wake the Black Goblins"
    kinds = "" if len(effect.types) >= 3 else "/".join(t.capitalize() for t in effect.types) + " "
    many = {"every": "every", "area": "every", "nearest": "the nearest", "one": "one"}[effect.target]
    many = f"{effect.count}" if effect.count > 1 else many
    who = f"{many} {kinds}Zombie{'s' if effect.count > 1 else ''}" + (" of one Area" if effect.target == "area" else "")
    who += (f" in the {AREA_NAMES[effect.area]}" if effect.area else "") + {"all": " in every Field",
                                                                          "any": " in any Field"}.get(effect.fields, "")
    return {"damage": f"{effect.amount} damage to {who}", "slow": f"a Slow Token on {who}", "flip": f"FLIP {who}",
            "destroy": f"destroy {who}", "potapult": f"throw {who} onto a Graveyard",
            "move-back": f"{who} back to the Trees"}.get(effect.do, f"{effect.do} {who}")


def _asks(effect: Any) -> str:
    """What the rules ask when the move names no more than the Goblin (for a view's hint)."""
    if effect is None or effect.do in ("draw", "wake") or effect.target == "every":
        return ""
    return "area" if effect.target == "area" else "target"


def _zombie_part(game: Rules, zombie: Zombie) -> Part:
    zdef = game.zdef(zombie)
    return Part(TARGET, f"z{zombie.uid}", (f"z{zombie.uid}", zdef.name, zombie.card))


def _zombie_label(game: Rules, field: Field, zombie: Zombie) -> str:
    area = field.area_of(zombie) or ""
    name = game.zdef(zombie).name
    alike = sum(1 for a in AREAS for z in field.areas[a] if game.zdef(z).name == name)
    return f"{name}{'' if alike == 1 else f' (z{zombie.uid})'} in the {AREA_NAMES.get(area, area)}" + (
        f" of {field.owner}'s Field" if field.owner != game.current else "")


def _destroys(game: Rules, player: str) -> list[Move]:
    field = game.fields[player]
    return [Move("destroy", f"Destroy your {_goblin_label(game, field, g)}",
                 {"type": "destroy", "player": player, "goblin": f"g{g.uid}"}, _command("destroy", f"g{g.uid}"),
                 (_goblin_part(game, TARGET, g),), aliases=("remove", "scrap", "sacrifice"))
            for g in field.goblins()]
