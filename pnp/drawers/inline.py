"""Running text with things set inline: a keyword in braces (`{MOVE}`, `{AMBUSH + MOVE}`) prints as a chip
(a small rounded pill with the words in bold capitals) and `:icon-name:` as the vendored icon, in the
line's flow. One place for every game: the card faces and the player sheets wrap and draw through here,
so no brace ever reaches the page and a designer can put an icon in any text.

A text is cut into words at spaces (a chip is one word however many spaces it holds); each word is one
or more segments ("{MOVE}." is a chip and a full stop, with no space between), measured exactly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import mm
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.paint import INK, colour, lighten
from goblinkit.pnp.fonts import width
from goblinkit.pnp.textfit import MIN_SIZE, TextFitError, units

CHIP_TEXT = 0.8  # a chip's words, in ems of the line's size
CHIP_PAD = 0.32  # each side of a chip's words, in ems
ICON = 1.15  # an inline icon's square, in ems
LEADING = 1.2  # a line's advance, in ems
CHIP_AIR = 0.16  # between two lines that both hold chips, in ems: two rows of pills never touch
PLUS_AIR = 0.14  # each side of a chain's "+", in ems: "PLAY 1 + DRAW 1", not two pills touching the plus
_SEGMENT = re.compile(r"\{[^{}]*\}|:[a-z0-9]+(?:-[a-z0-9]+)*:")
_WORD = re.compile(r"(?:\{[^{}]*\}|\S)+")


@dataclass(frozen=True)
class Run:
    """A stretch of one line drawn one way: `kind` is "text" (in the bold face if `bold`), "chip" or "icon"
    (`text` is then the chip's words or the icon's name)."""

    text: str
    bold: bool
    kind: str = "text"
    least: float = 0.0  # a chip's words never smaller than this (its deck's body.chip), whatever the line's size


def segments(word: str, bold: bool) -> list[Run]:
    """One word cut into its text, chips and icons (no spaces inside but a chip's own)."""
    from goblinkit.content.icons import available

    runs: list[Run] = []
    at = 0
    for match in _SEGMENT.finditer(word):
        piece = match.group()
        if piece.startswith(":") and piece[1:-1] not in available():
            raise TextFitError(f"unknown icon '{piece}' in the text (an icon is written :name: with a vendored "
                               f"game-icons.net name)")
        if match.start() > at:
            runs.append(Run(word[at:match.start()], bold))
        if piece.startswith("{"):  # "{AMBUSH + MOVE}": two chips and the plus between them
            for number, step in enumerate(piece[1:-1].split(" + ")):
                if number:
                    runs.append(Run("+", bold))
                runs.append(Run(" ".join(step.split()), bold, "chip"))
        else:
            runs.append(Run(piece[1:-1], bold, "icon"))
        at = match.end()
    if at < len(word):
        runs.append(Run(word[at:], bold))
    return runs


def words(text: str) -> list[str]:
    """The words of a text, a chip in braces kept whole."""
    return _WORD.findall(text)


def run_width(run: Run, faces: tuple[str, str], size: float) -> float:
    """How wide a run prints at `size`; `faces` is (text face, bold face)."""
    if run.kind == "chip":
        return width(run.text, faces[1], chip_size(size, run.least)) + 2 * CHIP_PAD * size
    if run.kind == "icon":
        return ICON * size
    return width(run.text, faces[run.bold], size) + (2 * PLUS_AIR * size if run.text == "+" else 0.0)


def chip_size(size: float, least: float = 0.0) -> float:
    """A chip's words: a little smaller than the line's, never under the print floor nor `least` (a deck whose
    chips carry its rules, GvZ's Zombie actions, asks for them at 8 pt however small its body text gets)."""
    return max(MIN_SIZE, size * CHIP_TEXT, least)


def line_advance(line: list[Run], below: list[Run], size: float) -> float:
    """From a line's baseline to the next one's: a line of chips over another line of chips takes a little
    more, so the pills of two wrapped rows of a chain stand 1 mm apart (at 8.5 pt) instead of touching; a
    pill beside plain words needs nothing more (their letters stand clear of it)."""
    both = all(any(run.kind == "chip" for run in one) for one in (line, below))
    return size * (LEADING + (CHIP_AIR if both else 0.0))


def join(line: list[Run], piece: list[Run], space: bool) -> None:
    """Add a word's runs to a line (after a space if `space`), merging text of one face into one run."""
    if space:
        _add(line, Run(" ", piece[0].bold))
    for run in piece:
        _add(line, run)


def _add(line: list[Run], run: Run) -> None:
    if run.kind == "text" and line and line[-1].kind == "text" and line[-1].bold == run.bold:
        line[-1] = Run(line[-1].text + run.text, run.bold)
    else:
        line.append(run)


def wrap_pieces(pieces: list[list[Run]], size: float, box_w: float, faces: tuple[str, str],
                lines: list[list[Run]] | None = None) -> list[list[Run]] | None:
    """Words (each a list of runs) wrapped greedily into lines no wider than `box_w` at `size`, appended to
    `lines`; None if one word is wider than the box."""
    lines = [] if lines is None else lines
    line: list[Run] = []
    used = 0.0
    queue = [(piece, False) for piece in pieces]  # (runs, glued: the rest of a chain, no space before it)
    while queue:
        piece, glued = queue.pop(0)
        gap = width(" ", faces[0], size) if line and not glued else 0.0
        need = sum(run_width(run, faces, size) for run in piece)
        split = _chain_split(piece, box_w - used - gap if used + gap + need > box_w else None, faces, size)
        if split:
            piece, rest = split
            queue.insert(0, (rest, True))
            need = sum(run_width(run, faces, size) for run in piece)
        if need > box_w:
            return None
        if used + gap + need > box_w:
            lines.append(line)
            line, used, gap = [], 0.0, 0.0
        join(line, piece, bool(gap))
        used += gap + need
    lines.append(line)
    return lines


def _chain_split(piece: list[Run], room: float | None, faces: tuple[str, str],
                 size: float) -> tuple[list[Run], list[Run]] | None:
    """A chain of chips ("{BACKUP (1 on each Field) + MOVE}") that does not fit the `room` left on its line
    (None: it fits) breaks after its last "+" that does, so the chain wraps between chips; a chain wider
    than the room breaks at its first "+" (its head then starts the next line). None if no "+" helps."""
    if room is None:
        return None
    pluses = [i for i, run in enumerate(piece) if run.kind == "text" and run.text == "+" and 0 < i < len(piece) - 1]
    fitting = [i for i in pluses if sum(run_width(run, faces, size) for run in piece[:i + 1]) <= room]
    cut = fitting[-1] if fitting else (pluses[0] if pluses else None)
    return None if cut is None else (piece[:cut + 1], piece[cut + 1:])


def wrap_text(text: str, size: float, box_w: float, faces: tuple[str, str]) -> list[list[Run]] | None:
    """One paragraph in the text face, chips and icons inline, wrapped to `box_w`; a number stays with its
    word ("(2 dice)!", "not 2.") as textfit.wrap keeps it, unless the pair is wider than the box."""
    pieces: list[list[Run]] = []
    for group in units(words(text)):
        joined = segments(" ".join(group), False)
        if len(group) > 1 and sum(run_width(run, faces, size) for run in joined) <= box_w:
            pieces.append(joined)
        else:
            pieces.extend(segments(w, False) for w in group)
    return wrap_pieces(pieces, size, box_w, faces)


def draw_line(c: Canvas, line: list[Run], x: float, y: float, size: float, faces: tuple[str, str],
              accent: str = INK, ink_saver: bool = False, ink: str = INK) -> float:
    """One line of runs from (x, baseline y); returns the x after it. A chip is a pill tinted from
    `accent` (outlined only in ink-saver mode) with its words in the bold face; an icon is in `ink`."""
    for run in line:
        w = run_width(run, faces, size)
        if run.kind == "chip":
            _chip(c, run.text, x, y, w, size, faces[1], accent, ink_saver, ink, chip_size(size, run.least))
        elif run.kind == "icon":
            draw_icon(c, run.text, x + size * (ICON - 1) / 2 + size * 0.05, y - size * 0.2, size, ink)
        else:
            c.setFillColor(colour(ink))
            c.setFont(faces[run.bold], size)
            c.drawString(x + (PLUS_AIR * size if run.text == "+" else 0.0), y, run.text)
        x += w
    return x


def _chip(c: Canvas, text: str, x: float, y: float, w: float, size: float, bold: str, accent: str,
          ink_saver: bool, ink: str, words: float) -> None:
    c.saveState()
    c.setFillColor(colour("#ffffff" if ink_saver else lighten(accent, 0.8)))
    c.setStrokeColor(colour(accent))
    c.setLineWidth(0.5)
    height = max(size * 1.02, words * 1.1)  # larger words (body.chip) than the line's: a pill that holds them
    bottom = y - size * 0.24 - (height - size * 1.02) / 2
    c.roundRect(x + mm(0.15), bottom, w - mm(0.3), height, height / 2, stroke=1, fill=1)
    c.setFillColor(colour(ink))
    c.setFont(bold, words)
    c.drawCentredString(x + w / 2, bottom + (height - words * 0.72) / 2, text)
    c.restoreState()
