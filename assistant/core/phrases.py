"""Reading what a player types as one of the listed moves: the parser is the move list itself.

A player talks: "attack L1 with B1", "reveal b1 snagtooth", "play flag bearer", "move big nagga c11",
"deploy brute", "done". Each listed move (moves.py) knows its verb, its other verbs and every name of
the pieces, cards and places it involves, so a phrase is read by finding the move whose words it uses:
the verb (or a word for it) first, or left out; then every part the move needs, named by its id, its
printed name (of several words, any case, a plural, the start of its last word), in any order, with small
words between ("the", "my"); a part after "with" or "by" is the one acting, after "to", "on" or "at" the
place or the target. One move fits best: that is the move. Several fit equally: the player is told
which and asked to say which. None fits: the player is told why (the move is blocked now, or what can
be done instead). Because the reader only ever returns a listed move, a phrase cannot name a move the
rules would refuse, and hex, square and piece names never collide: each is only looked for in the part
of a move that holds it.
"""

from __future__ import annotations

import re
from functools import lru_cache
from collections.abc import Sequence
from dataclasses import dataclass

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.moves import ACTOR, AMOUNT, CARD, PLACE, TARGET, Move, Part

# Words a player may put anywhere that name nothing.
FILLER = frozenset("the a an my your his her its their this that and then please now i id want wanna will "
                   "lets let us me go card piece gob".split())
# A word before a part saying which role it has ("attack L1 with B1": B1 acts).
HINTS = {"with": (ACTOR, CARD), "by": (ACTOR,), "using": (ACTOR, CARD), "from": (ACTOR, CARD),
         "to": (PLACE, TARGET), "on": (TARGET, PLACE), "onto": (PLACE, TARGET), "at": (TARGET, PLACE),
         "into": (PLACE,), "in": (PLACE,), "against": (TARGET,), "toward": (PLACE, TARGET),
         "towards": (PLACE, TARGET), "for": (AMOUNT, TARGET), "pay": (AMOUNT,), "paying": (AMOUNT,)}
# Every game's verbs have the words a player uses for them too.
SYNONYMS = {
    "end": ("done", "end turn", "end my turn", "pass", "finish", "finished", "over", "stop", "next"),
    "done": ("end", "end turn", "end my turn", "pass", "finish", "finished", "over", "next"),
    "attack": ("hit", "fight", "strike", "bash", "whack", "charge"),
    "move": ("go", "walk", "run", "step", "moves"),
    "play": ("cast", "use", "put"),
    "shoot": ("fire", "throw", "zap"),
    "deploy": ("place", "put", "bring", "bring in", "summon"),
    "reveal": ("flip", "uncover", "show"),
    "buy": ("purchase", "get"),
    "draw": ("take",),
}
EXACT, PLURAL, PREFIX = 4, 3, 1  # how well a word names a part


def words(text: str) -> list[str]:
    """The words of a phrase or a name as compared: lower case, apostrophes dropped, hyphens and
    underscores and commas as spaces ("Flag-Bearer" -> ["flag", "bearer"], "Gob'z" -> ["gobz"])."""
    text = re.sub(r"['’`]", "", str(text).lower())
    return [w for w in re.split(r"[\s,;_\-]+|(?<=[a-z])\.(?=\s|$)", text) if w]


def _singular(word: str) -> str:
    for tail, into in (("ies", "y"), ("es", ""), ("s", "")):
        if word.endswith(tail) and len(word) > len(tail) + 2:
            return word[: -len(tail)] + into
    return word


@dataclass(frozen=True)
class Reading:
    move: Move
    score: int


class NotAMove(RulesError):
    """A phrase that names no listed move; `about_moves`: it began with a move's verb (so the reason is
    about the moves, not an unknown command)."""

    def __init__(self, message: str, about_moves: bool):
        super().__init__(message)
        self.about_moves = about_moves


def verbs_of(move: Move) -> list[list[str]]:
    """Every word sequence that starts `move`: its verb, its aliases and their synonyms, longest first."""
    found = [move.verb, *move.aliases]
    for verb in list(found):
        found += SYNONYMS.get(verb, ())
    unique = {tuple(words(v)) for v in found if v}
    return sorted((list(v) for v in unique), key=len, reverse=True)


def _verb_length(tokens: list[str], move: Move) -> int | None:
    """How many of the first tokens are the move's verb (0: the verb left out is fine too; None: another verb)."""
    for verb in verbs_of(move):
        if tokens[:len(verb)] == verb:
            return len(verb)
        if len(verb) == 1 and tokens and len(tokens[0]) >= 3 and verb[0].startswith(tokens[0]):
            return 1
    return None


def _name_match(tokens: list[str], at: int, name: list[str]) -> tuple[int, int] | None:
    """(how many tokens, how well) when tokens[at:] begin with `name`; the last word may be a plural or the
    start (three letters at least) of the name's last word."""
    n = len(name)
    got = tokens[at:at + n]
    if len(got) < n or got[:-1] != name[:-1]:
        return None
    last, want = got[-1], name[-1]
    if last == want:
        return n, EXACT
    if _singular(last) == _singular(want):
        return n, PLURAL
    if len(last) >= 3 and want.startswith(last):
        return n, PREFIX
    return None


@lru_cache(maxsize=4096)  # asked for every part at every word of every move tried: worked out once a part
def _names(part: Part) -> frozenset[tuple[tuple[str, ...], int]]:
    """Each name of a part as words, with how well it can name it: whole names fully, a single word of a
    name of several ("nagga" of "Big Nagga", "lantern" of "Ghost Lantern") as a start of a word does."""
    found = {(tuple(words(n)), EXACT) for n in part.spelled() if words(n)}
    found |= {((w,), PLURAL - 1) for name, _ in list(found) if len(name) > 1 for w in name
              if len(w) >= 3 and w not in FILLER}
    return frozenset(found)


def _cover(tokens: list[str], at: int, parts: tuple[Part, ...], hint: tuple[str, ...]) -> int | None:
    """The best score of reading tokens[at:] as names of `parts` (each at most once; every part not
    optional named) with small words between; None when some word names nothing."""
    if at == len(tokens):
        return 0 if all(p.optional for p in parts) else None
    word = tokens[at]
    best: int | None = None
    if word in FILLER:
        best = _cover(tokens, at + 1, parts, hint)
    if word in HINTS:
        found = _cover(tokens, at + 1, parts, HINTS[word])
        best = found if best is None or (found is not None and found > best) else best
    for i, part in enumerate(parts):
        for name, weight in _names(part):
            match = _name_match(tokens, at, list(name))
            if match is None:
                continue
            used, how = match
            rest = _cover(tokens, at + used, parts[:i] + parts[i + 1:], ())
            if rest is None:
                continue
            agree = 0 if not hint else (2 if part.role in hint else -3)
            in_order = 1 if i == 0 else 0  # without small words, the parts in the command's order: actor first
            score = min(how, weight) * used + agree + in_order + rest
            best = score if best is None or score > best else best
    return best


def _acted(tokens: list[str], move: Move) -> tuple[list[str], int] | None:
    """The actor named first, then the verb as a player says it of one ("snagtooth reveals b1", "grub
    recovers", "goblins wait"): the tokens read with the verb taken out and the front said to act
    ("reveal b1 by snagtooth"), and the verb's length; None when no verb of the move follows a first word."""
    for at in range(1, len(tokens)):
        for verb in verbs_of(move):
            first, rest = verb[0], verb[1:]
            said = tokens[at:at + len(verb)]
            if said[1:] == rest and said[:1] and said[0] in _forms(first):
                return tokens[at + len(verb):] + ["by", *tokens[:at]], len(verb)
    return None


def _forms(verb: str) -> tuple[str, ...]:
    """A verb as said of one actor: "reveal", "reveals"; "go", "goes"; "carry", "carries"."""
    return (verb, verb + "s", verb + "es") + ((verb[:-1] + "ies",) if verb.endswith("y") else ())


def _readings(tokens: list[str], moves: Sequence[Move]) -> tuple[list[Reading], bool]:
    """Every listed move the tokens can be read as, with its score; and whether they began with a verb."""
    readings: list[Reading] = []
    verb_named = any(_verb_length(tokens, m) for m in moves)  # else the verb is left out: "nagga c11"
    for move in moves:
        skip = _verb_length(tokens, move) if verb_named else 0
        if skip is None:
            continue
        score = _cover(tokens, skip, move.parts, ())
        if score is not None:
            readings.append(Reading(move, score + 2 * skip))
    if readings or verb_named:
        return readings, verb_named
    for move in moves:  # the actor first, then its verb: "grub recovers"
        acted = _acted(tokens, move)
        score = None if acted is None else _cover(acted[0], 0, move.parts, ())
        if acted is not None and score is not None:
            readings.append(Reading(move, score + 2 * acted[1]))
    return readings, False


def read(text: str, moves: Sequence[Move]) -> Move:
    """The listed move `text` names; NotAMove with a reason a player can act on when none or several do.
    Small words before the verb ("the kids stay put", "let the goblins wait") are skipped."""
    tokens = words(text)
    if not tokens:
        raise NotAMove("say what to do", False)
    readings, verb_named = _readings(tokens, moves)
    lead = next((i for i, w in enumerate(tokens) if w not in FILLER), 0)
    if not readings and lead:
        readings, verb_named = _readings(tokens[lead:], moves)
    if not readings:
        raise NotAMove(_why_not(text, tokens, moves, verb_named), verb_named)
    allowed = [r for r in readings if r.move.legal] or readings
    top = max(r.score for r in allowed)
    best = [r.move for r in allowed if r.score == top]
    if not best[0].legal:
        raise NotAMove(f"{best[0].label}: not now, {best[0].blocked}", True)
    if len({_key(m) for m in best}) > 1:
        shown = "; ".join(m.label for m in best[:6]) + ("; ..." if len(best) > 6 else "")
        raise NotAMove(f"'{text}' could be: {shown}. Say which.", True)
    return best[0]


def _key(move: Move) -> str:
    return repr(sorted(move.action.items()))


def _why_not(text: str, tokens: list[str], moves: Sequence[Move], verb_named: bool) -> str:
    same_verb = [m for m in moves if _verb_length(tokens, m)]
    if not same_verb:
        verbs = sorted({m.verb for m in moves if m.legal})
        return f"'{text}' is no move now (you can: {', '.join(verbs) or 'nothing: wait for the assistant'})"
    allowed = [m.label for m in same_verb if m.legal]
    if not allowed:
        reasons = sorted({m.blocked for m in same_verb})
        return f"'{tokens[0]}' is not possible now: {'; '.join(reasons[:3])}"
    shown = "; ".join(allowed[:5]) + ("; ..." if len(allowed) > 5 else "")
    return f"'{text}' is not one of the moves now. You can: {shown}"


def say(move: Move) -> str:
    """The move as a player would say it, built from its own words: its verb, then what it involves in
    order, the place after "to" ("move Big Nagga to C11", "attack Lanky Big Nagga", "play Ghost Lantern").
    `read(say(m), moves)` is `m` whenever the listed moves can be told apart by name at all (the tests check it)."""
    said = [move.verb]
    for part in move.parts:
        if part.optional:
            continue
        name = next((n for n in part.names if words(n)), part.id)
        said += (["to"] if part.role == PLACE else []) + [name]
    return " ".join(said)


def either(options: Sequence[str]) -> str:
    """Choices as a player hears them offered, in words: "move a Gob', attack, or end the turn" (the prompts
    of the guided turn say what can be done this way, never in command syntax)."""
    if len(options) <= 2:
        return " or ".join(options)
    return ", ".join(options[:-1]) + ", or " + options[-1]
