"""Goblout's moves as data (core/moves.py): what the human may do now, each move with the action the
game logs for it, the command line that performs it, and every name a player may use.

Each candidate is checked by the very function the action refuses through (steps.py, lightning.check),
so a listed move is always accepted and a refused one never listed as legal. Free parameters left to
the rules' questions: `draw` lists every discard but not whether to keep the die (the table asks
"Roll your die?" once the new cards are seen, when keeping could matter). Lightning cards are listed
with every target and pick (a Goblin Bomb's up to its amount of goblins in front of one player).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import combinations
from typing import Protocol

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.moves import ACTOR, AMOUNT, CARD, TARGET, Move, Part
from goblinkit.assistant.goblout import combat, dice, lightning, steps
from goblinkit.assistant.goblout.choices import LightningPlay
from goblinkit.assistant.goblout.state import Match, Player
from goblinkit.assistant.goblout.turn import names



class Seat(Protocol):
    """The game as its moves need it (game.Goblout): the match, the human's seat, and the turn it deployed in."""

    m: Match
    over: bool
    deployed_in: int

    @property
    def human(self) -> Player | None: ...

ALL_DISCARDS_UP_TO, MOST_DISCARDED_BIG = 8, 3  # draw moves: every discard of a hand this big, else this many
MOST_AT_ONCE = 3  # attack moves name up to this many goblins (more: "all", or two declarations that add up)
# The rulebook's words for phase 2's choice: "sacrifice 1 life point to choose the face of the die".
FACE_VERBS = tuple(f"{verb} {what}".strip() for verb in ("sacrifice", "pay", "spend") for what in (
    "", "a life", "1 life", "one life", "a life point", "1 life point", "one life point")) + tuple(
    f"{verb} {what}".strip() for verb in ("turn", "set", "choose", "change", "buy") for what in (
        "", "die", "the die", "my die", "face", "the face", "die face", "the face of the die", "the face of my die"))
ALL_NAMES = ("all", "all goblins", "everyone", "everything", "all of them", "every goblin")
WAIT_WORDS = ("done", "wait", "goblins wait")  # ending the turn: "let the goblins wait"


def listed_moves(game: Seat) -> list[Move]:
    """The human's moves now; none while the assistant plays (a bot's turn) or once the game is over."""
    m, p = game.m, game.human
    if game.over or m.winner is not None or p is None or not p.alive or m.current is not p:
        return []  # a bot's turn (next_automatic; not asked here: a hard bot's would search)
    if m.phase == "discard":
        return [*_draws(m, p), *_zaps(m, p)]
    deployed = game.deployed_in == m.turn
    at_once = _at_once(m, p, deployed)
    return [*_faces(m, p, deployed), *_deploys(m, p), *_attacks(m, p), *_zaps(m, p), *at_once,
            _end(m, p, WAIT_WORDS if at_once else (*WAIT_WORDS, "play"))]


def only_the_end(game: Seat) -> bool:
    """Whether ending the turn is the one move left (the attack declared, nothing to deploy or play): the
    turn policy then ends it unasked (play.py), a tap saved."""
    allowed = [move for move in listed_moves(game) if move.legal]
    return len(allowed) == 1 and allowed[0].verb == "end"


def card_part(m: Match, role: str, card: str) -> Part:
    name = m.cat.cards[card].name
    return Part(role, card, (name, name.replace("-", " ")))


def player_part(m: Match, q: Player) -> Part:
    number = q.id[3:] if q.bot else ""
    return Part(TARGET, q.id, (q.name, *((f"bot {number}", f"player {number}", number) if number else ("me",))))


def face_names(m: Match, face: int) -> tuple[str, ...]:
    """A die face by its number and its colours: "6", "purple+white", "purple and white"."""
    colours = m.cat.faces[face]
    return (str(face), "+".join(colours), " and ".join(colours), " ".join(colours), dice.face_text(m, face))


def sub_multisets(cards: list[str], most: int | None = None) -> Iterator[tuple[str, ...]]:
    """Every distinct choice of cards among `cards` (repeats counted), sorted, the empty one first."""
    found = set()
    top = len(cards) if most is None else min(most, len(cards))
    for size in range(top + 1):
        for chosen in combinations(sorted(cards), size):
            if chosen not in found:
                found.add(chosen)
                yield chosen


def _draws(m: Match, p: Player) -> list[Move]:
    """Every discard, for a hand of up to ALL_DISCARDS_UP_TO cards; from a bigger hand (Scavenge, no hand
    limit) discards of up to MOST_DISCARDED_BIG cards, so the list and reading a phrase against it stay fast
    (a bigger discard is still accepted: typed as a command)."""
    found = []
    most = None if len(p.hand) <= ALL_DISCARDS_UP_TO else MOST_DISCARDED_BIG
    for chosen in sub_multisets(p.hand, most):
        discard = list(chosen)
        label = f"Discard {names(m, discard)}, then draw to {m.hand_size(p)}" if discard else \
            f"Draw to {m.hand_size(p)} (discard nothing)"
        found.append(Move("draw", label, {"type": "draw", "discard": discard, "keep": None},
                          command=" ".join(["draw", *discard]), parts=tuple(card_part(m, CARD, c) for c in discard),
                          aliases=("discard", "roll")))
    return found


FACE_GROUP = "Sacrifice 1 life point to turn your die to"  # the phone's one button for the faces (listed.py)


def _faces(m: Match, p: Player, deployed: bool) -> list[Move]:
    """A face to buy, each one move; the phone shows them as one button and a list of faces (`group`). None
    under No Die: the die shows no colour this turn whatever its face, so a face bought buys nothing."""
    if m.variant is not None and m.variant.group_dice or p.no_die_by:
        return []
    found = []
    for face, colours in sorted(m.cat.faces.items()):
        text = dice.face_text(m, face)
        why = steps.face_problem(m, p, face, deployed)
        if why is not None and why.startswith("your die shows"):
            continue  # turning the die to the face it shows: no move at all
        spelled = face_names(m, face)
        found.append(Move("face", f"{FACE_GROUP} {text}", {"type": "face", "face": face},
                          command=f"face {face}", parts=(Part(AMOUNT, str(face), spelled),), cost="1 life point",
                          aliases=FACE_VERBS, blocked=why or "", extra={"group": FACE_GROUP, "choice": text}))
    return found


def _deploys(m: Match, p: Player) -> list[Move]:
    found = []
    for card in sorted(set(p.hand) - m.cat.lightning):
        why = steps.deploy_problem(m, p, [card])
        found.append(Move("deploy", f"Deploy {m.cat.cards[card].name}", {"type": "deploy", "cards": [card]},
                          command=f"deploy {card}", parts=(card_part(m, CARD, card),),
                          aliases=("play", "recruit"), blocked=why or ""))
    return found


def _attacks(m: Match, p: Player) -> list[Move]:
    ready = combat.attackers(m, p)
    if not ready:
        return []
    found = []
    for q in m.after(p.id):
        target = player_part(m, q)
        if steps.attack_problem(m, p, q.id, ready) is not None:  # Peace, one target a turn: say why, once
            found.append(Move("attack", f"Attack {q.obj}", {"type": "attack", "target": q.id, "goblins": ["all"]},
                              command=f"attack {q.id} all", parts=(target,),
                              blocked=steps.attack_problem(m, p, q.id, ready) or ""))
            continue
        found.append(Move("attack", f"Attack {q.obj} with every ready goblin ({names(m, sorted(ready))})",
                          {"type": "attack", "target": q.id, "goblins": ["all"]}, command=f"attack {q.id} all",
                          parts=(target, Part(ACTOR, "all", ALL_NAMES)), aliases=("send",)))
        for chosen in sub_multisets(ready, MOST_AT_ONCE):
            if chosen and steps.attack_problem(m, p, q.id, list(chosen)) is None:
                goblins = list(chosen)
                found.append(Move("attack", f"Attack {q.obj} with {names(m, goblins)}",
                                  {"type": "attack", "target": q.id, "goblins": goblins},
                                  command=" ".join(["attack", q.id, *goblins]),
                                  parts=(target, *(card_part(m, ACTOR, g) for g in goblins)), aliases=("send",)))
    return found


def _zaps(m: Match, p: Player) -> list[Move]:
    when = steps.moment(m, p)
    found = []
    for card in sorted(m.cat.lightning.intersection(p.hand)):
        plays = [lp for lp in _plays(m, p, card) if _accepted(m, p, lp, when)]
        if not plays:
            why = "nothing to play it on" if lightning.playable(m, p, when, only=frozenset({card})) else \
                lightning._when(m.cat.cards[card].timing)  # noqa: SLF001 -- the rule's own words
            found.append(Move("zap", f"Play {m.cat.cards[card].name}", {"type": "zap", "card": card},
                              command=f"zap {card}", parts=(card_part(m, CARD, card),),
                              aliases=("play", "lightning"), blocked=why))
        found += [_zap_move(m, lp) for lp in plays]
    return found


def _plays(m: Match, p: Player, card: str) -> Iterator[LightningPlay]:
    """Every way to play this lightning card (whether each is allowed is lightning.check's to say)."""
    c = m.cat.cards[card]
    others = [q for q in m.alive() if q is not p]
    e = c.effect
    if e == "bomb":
        for q in others:
            goblins = [x for x in lightning.front(m, q) if m.cat.cards[x].goblin]
            for chosen in sub_multisets(goblins, c.amount):
                if chosen:
                    yield LightningPlay(card, q.id, list(chosen))
    elif e == "corrupt":
        for q in m.alive():
            for x in sorted(set(lightning.front(m, q))):
                yield LightningPlay(card, q.id, [x])
    elif e == "explode":
        for q in others:
            for x in sorted(set(p.deployed) & m.cat.goblins):
                yield LightningPlay(card, q.id, [x])
    elif e in lightning.AIMED:
        yield from (LightningPlay(card, q.id) for q in others)
    elif e == "reinforce":
        yield from (LightningPlay(card, None, [x]) for x in sorted(set(p.hand) & m.cat.goblins))
    elif e == "fix-die":
        yield from (LightningPlay(card, None, [], face) for face in sorted(m.cat.faces))
    else:
        yield LightningPlay(card)


def _accepted(m: Match, p: Player, lp: LightningPlay, when: str) -> bool:
    try:
        lightning.check(m, p, lp, when, None)
    except RulesError:
        return False
    return True


def _zap_move(m: Match, lp: LightningPlay) -> Move:
    c = m.cat.cards[lp.card]
    parts = [card_part(m, CARD, lp.card)]
    words = [lp.card]
    label = f"Play {c.name}"
    if lp.target is not None:
        q = m.player(lp.target)
        parts.append(player_part(m, q))
        words.append(lp.target)
        label += f" on {q.obj}"
    if lp.picks:
        role = ACTOR if c.effect == "explode" else CARD if c.effect == "reinforce" else TARGET
        parts += [card_part(m, role, x) for x in lp.picks]
        words += lp.picks
        label += f": {names(m, lp.picks)}"
    if lp.face is not None:
        parts.append(Part(AMOUNT, str(lp.face), face_names(m, lp.face)))
        label += f": the die to {dice.face_text(m, lp.face)}"
    action = {"type": "zap", "card": lp.card, "target": lp.target, "picks": list(lp.picks), "face": lp.face}
    command = " ".join(["zap", *words] + ([f"--face {lp.face}"] if lp.face is not None else []))
    return Move("zap", label, action, command=command, parts=tuple(parts), aliases=("play", "lightning"))


def _at_once(m: Match, p: Player, deployed: bool) -> list[Move]:
    """The one-shot `play` of a turn not begun step by step, with goblins ready: nothing more deployed, whom
    to attack asked (all the ready goblins at one player, or nobody), then the turn ends (`play` typed at
    the prompt, as before the steps; without goblins ready, `play` is `end`)."""
    if deployed or steps.attacked(m, p) or not combat.attackers(m, p) or not combat.targets(m, p):
        return []
    return [Move("play", "End your turn, asked whom to attack with every ready goblin",
                 {"type": "play", "face": None, "deploy": [], "attack": None, "zap": []}, command="play")]


def _end(m: Match, p: Player, aliases: tuple[str, ...]) -> Move:
    mine = [a for a in m.attacks if a.attacker == p.id]
    if mine:
        said = "; ".join(f"{m.player(a.target).obj} with {names(m, a.goblins)}" for a in mine)
        label = f"End your turn: attack {said}"
    else:
        label = "End your turn" + (" without attacking" if combat.attackers(m, p) else "")
    return Move("end", label, {"type": "end"}, command="end", aliases=aliases, main=True)
