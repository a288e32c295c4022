"""One resolver for everything a player names at the table: cards, figures, creatures, blips.

A player types what is in front of them: the id (`g3`, `B7`), the printed name (`Ghost Lantern`),
the slug (`ghost-lantern`) or the start of any of them (`ghost`), in any case. The rules engines
keep exact ids; the CLI and the guided turn resolve a typed name to the id here, once, so every
game forgives the same way and refuses the same way (naming what it could have been).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from goblinkit.assistant.core.errors import RulesError


IRREGULAR = {"die": "dice", "Gob'": "Gob'z", "life": "lives", "this": "these"}


def plural(count: int, word: str, many: str | None = None) -> str:
    """`1 die`, `2 dice`, `0 Combo Cards`, `1 Basic Zombie`, `3 Basic Zombies`: every count a player
    reads goes through here (a test reads every game's transcripts for `1 cards` and hedged plurals)."""
    return f"{count} {word if count == 1 else many or plural_of(word)}"


def plural_of(word: str) -> str:
    """The plural of a noun (of its last word): die -> dice, Gob' -> Gob'z, box -> boxes, pony -> ponies."""
    head, _, last = word.rpartition(" ")
    if last in IRREGULAR:
        many = IRREGULAR[last]
    elif last.endswith(("s", "x", "ch", "sh")):
        many = last + "es"
    elif last.endswith("y") and last[-2:-1] not in "aeiou":
        many = last[:-1] + "ies"
    else:
        many = last + "s"
    return f"{head} {many}" if head else many


def squash(text: str) -> str:
    """What is compared: case, spaces, hyphens, underscores and apostrophes do not count."""
    return "".join(ch for ch in str(text).lower() if ch.isalnum())


def resolve(ref: str, candidates: Mapping[str, Iterable[str]], what: str = "name", where: str = "",
            missing_ok: bool = False) -> str:
    """The id that `ref` names, among `candidates` (id -> other names of it).

    Tried in turn: the exact id as typed, then an id or a name (squashed), then a unique prefix of an
    id or name, then of any word of a name, then a unique part of one. Refused with every candidate listed when
    nothing fits (or, with `missing_ok`, returned as typed, for the rules to refuse in their words),
    and with the few that fit when several do.
    """
    key = squash(ref)
    names = {ident: [ident, *others] for ident, others in candidates.items()}
    if not key:
        raise RulesError(f"no {what} given (one of: {', '.join(names) or 'none'})")
    if ref in candidates:
        return ref  # an exact id wins, even where it also reads as another's name
    tests = (lambda n: squash(n) == key,
             lambda n: squash(n).startswith(key),
             lambda n: any(squash(word).startswith(key) for word in str(n).replace("-", " ").split()),
             lambda n: key in squash(n))
    for test in tests:
        found = [ident for ident, spelled in names.items() if any(test(n) for n in spelled)]
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            if test is tests[0]:
                continue  # an id equal to another's name: let the longer tests sort it out
            shown = ", ".join(_label(ident, names[ident]) for ident in found)
            raise RulesError(f"'{ref}' could be {shown}: say which")
    if missing_ok:
        return ref
    shown = ", ".join(_label(ident, spelled) for ident, spelled in names.items())
    raise RulesError(f"no {what} '{ref}'{' ' + where if where else ''}" + (f" (one of: {shown})" if shown else ""))


def _label(ident: str, spelled: list[str]) -> str:
    others = [n for n in spelled[1:] if squash(n) != squash(ident)]
    return f"{ident} ({others[0]})" if others else ident
