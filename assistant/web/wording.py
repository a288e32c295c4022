"""The page's words: what the games print for the terminal, said the way a phone shows it.

A game's prompt lists its commands ("move GOB SQUARE | attack GOB TARGET [--ranged] | ..."), its end
screen says "`new` starts another", a step is headed by the command line that made it ("> play shield
--pay 1"), and a bot's step tells its engine's figures ("1.69 VP expected [searched: 4 worlds x 2
candidates]"). On the page the buttons and the lit targets are the commands, so: command syntax is cut
(the sentence, or the part of it from the command on), a step is headed by what happened in words, and
the engine's figures are kept apart for a "why?" the player opens.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# command syntax: backticks, an option, a list of commands, "goblin play ...", the terminal's "run any
# command"; and placeholders after a verb ("move GOB SQUARE", "award BROOD-FILE", "reveal BLIP")
_HARD = re.compile(r"`|(?<![\w-])--[a-z]|\s\|\s|\bgoblin play\b|\brun any command\b")
_PLACEHOLDER = re.compile(r"\b[a-z]+ (?:[A-Z][A-Z]+(?:[-:][A-Z]+)*)(?: [A-Z][A-Z]+(?:[-:][A-Z]+)*)*\b")
_PLACEHOLDER_WORDS = {"GOB", "SQUARE", "TARGET", "CARD", "BLIP", "CREATURE", "HEX", "PIECE", "FILE", "BROOD-FILE",
                      "AREA", "GOB:SQ", "SQ", "NAME", "ID", "ZOMBIE", "GOBLIN"}
_ASIDE = re.compile(r"\s*\([^()]*\)")
_YOU_MAY = re.compile(r"\s*You may:.*$")
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
# the engine's figures: a board evaluation, a search's size, expected VP, a crew's profile numbers
_INTERNAL = re.compile(r"\s*\[searched[^\]]*\]|\s*\(evaluation [^()]*\)|\s*\bevaluation [+-]?\d+(?:\.\d+)?"
                       r"|[:,]?\s*\(?[+-]?\d+(?:\.\d+)? VP expected\)?|\s*\bR\d+ C\d+ M\d+ PA\d+\b"
                       r"|:\s*the best of \d+ [\w-]+ moves|\s*\[no time left[^\]]*\]")
_WORDS_AROUND = re.compile(r"(\s*)\(([^()]*)\)")  # an aside, with the space before it
_UNDID = "Undid: "
_OPTION = re.compile(r"(?<![\w-])--([a-z][a-z-]*)(?:[= ](?!--)(\S+))?")


def syntax(text: str) -> bool:
    """Whether `text` holds command syntax a player would have to type."""
    return _first(text) is not None


def _placeholder(found: str) -> bool:
    """"move GOB SQUARE", "combo CARD GOB", "award BROOD-FILE": a verb, then words a player replaces."""
    return any(w.strip(",.;:[]") in _PLACEHOLDER_WORDS for w in found.split(" ")[1:])


@dataclass
class Said:
    """A line for the page, and the engine's figures taken out of it (for the "why?")."""

    text: str
    why: list[str] = field(default_factory=list)


def spoken(line: str) -> Said | None:
    """The line as the page says it (None when nothing of it is for a player to read): the command
    syntax cut, a leading "> " dropped, the engine's figures moved to `why`."""
    indent = line[:len(line) - len(line.lstrip())]
    text = line.strip()
    if text.startswith("> "):
        text = text[2:]
    if text.startswith(_UNDID):  # `undo` names the step it took back by its command line
        steps = [in_words(step) for step in text[len(_UNDID):].split("; ")]
        words = "; ".join(step.text[:1].lower() + step.text[1:] for step in steps)
        return Said(indent + _UNDID + words, [w for step in steps for w in step.why])
    text = _YOU_MAY.sub("", text)
    text = _ASIDE.sub(lambda m: "" if syntax(m.group(0)) else m.group(0), text)
    kept = [said for said in (_sentence(s) for s in _SENTENCE.split(text)) if said]
    text, why = _figures_out(" ".join(kept).strip())
    if not text and not why:
        return None
    return Said(indent + text, why)


def _sentence(text: str) -> str:
    """A sentence without its command syntax: whole, or up to the colon before the command ("Green: bring
    in your Backup: backup GOB" is "Green: bring in your Backup."), or nothing."""
    if not syntax(text):
        return text
    head = text[:_first(text).start()].rstrip()  # type: ignore[union-attr]
    if ":" in head:
        head = head[:head.rindex(":")].rstrip(" ,;")
        if len(head.split()) >= 3 and not syntax(head):
            return head + "."
    return ""


_NAMED = re.compile(r" [A-Z]\d")  # "at BLIP P6": a piece's kind and its id, a name, not a placeholder


def _first(text: str) -> re.Match[str] | None:
    hard = _HARD.search(text)
    soft = next((m for m in _PLACEHOLDER.finditer(text) if _placeholder(m.group(0))
                 and not _NAMED.match(text, m.end())), None)
    found = [m for m in (hard, soft) if m is not None]
    return min(found, key=lambda m: m.start()) if found else None


def spoken_lines(lines: list[str]) -> tuple[list[str], list[str]]:
    """Lines as the page says them, and the engine's figures taken out of them."""
    texts: list[str] = []
    why: list[str] = []
    for line in lines:
        said = spoken(line)
        if said is None:
            continue
        if said.text.strip():
            texts.append(said.text)
        why += said.why
    return texts, why


def in_words(command: str) -> Said:
    """A step's heading in words rather than its command line: "play shield --pay 1" is "Play shield,
    pay 1"; a bot's reasons keep their words, its figures go to `why`."""
    text = command.strip()
    if text.startswith("> "):
        text = text[2:]
    text = _OPTION.sub(lambda m: f", {m.group(1).replace('-', ' ')}" + (f" {m.group(2)}" if m.group(2) else ""), text)
    text = re.sub(r",(?=\S)", ", ", re.sub(r"\s+,", ",", text)).replace("`", "")  # "Z1,S3": "Z1, S3"
    text, why = _figures_out(text)
    return Said(text[:1].upper() + text[1:], why)


def _figures_out(text: str) -> tuple[str, list[str]]:
    """`text` without the engine's figures, and the figures. A figure inside an aside among other words
    ("(Bot 1: 0.48 VP expected)", "(1.69 VP expected, searched 4)") leaves those words in their brackets,
    "(Bot 1)", "(searched 4)"; an aside holding nothing else goes whole: no bracket is left unmatched."""
    why: list[str] = []

    def aside(found: re.Match[str]) -> str:
        inner = found.group(2)
        figures = list(_INTERNAL.finditer(inner))
        if not figures or _INTERNAL.fullmatch(found.group(0).strip()):
            return found.group(0)  # no figure, or the aside is one figure whole ("(evaluation +8.0: ...)")
        why.extend(m.group(0).strip(" :,()[]") for m in figures)
        rest = _INTERNAL.sub("", inner).strip(" :,;")
        return f"{found.group(1)}({rest})" if rest else ""

    text = _WORDS_AROUND.sub(aside, text)
    why += [m.group(0).strip(" :,()[]") for m in _INTERNAL.finditer(text)]
    return _INTERNAL.sub("", text).strip(), why


def plain_table(text: str) -> tuple[str, list[str]]:
    """The text table (`status`) for the page: lines of command syntax left out, the engine's figures
    blanked where they stood (the columns stay aligned) and given back for the "why?"."""
    lines, why = [], []
    for line in text.splitlines():
        if syntax(line):
            continue
        why += [m.group(0).strip(" :,()[]") for m in _INTERNAL.finditer(line)]
        lines.append(_INTERNAL.sub(lambda m: " " * len(m.group(0)), line).rstrip())
    return "\n".join(lines), why
