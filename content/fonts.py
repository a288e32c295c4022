"""The fonts Goblin Kit ships (DejaVu, and one OFL display face per game with an OFL text face:
fontsource's Latin subsets converted once to TTF, each licence beside it) and which characters each can draw.

Validation must refuse a character the chosen font lacks, before anything is printed, and
content must not import reportlab, so this module reads the TrueType `cmap` table itself
(formats 4 and 12 cover every font we ship or accept).
"""

from __future__ import annotations

import struct
from functools import lru_cache
from pathlib import Path

FONT_DIR = Path(__file__).parent / "fonts"

BUILTIN_FONTS: dict[str, str] = {
    "dejavu-sans": "DejaVuSans.ttf",
    "dejavu-sans-bold": "DejaVuSans-Bold.ttf",
    "dejavu-sans-condensed": "DejaVuSansCondensed.ttf",
    "dejavu-sans-condensed-bold": "DejaVuSansCondensed-Bold.ttf",
    # The games' faces (SIL Open Font License 1.1; LICENSE-<Face>.txt in fonts/): display faces for
    # titles and numbers, Fira Sans Condensed for rules text. DejaVu stays the fallback for symbols.
    "lilita-one": "LilitaOne-Regular.ttf",  # Goblout: chunky, fun
    "pirata-one": "PirataOne-Regular.ttf",  # GobbledyGook!: gothic
    "creepster": "Creepster-Regular.ttf",  # Goblins vs Zombies: spooky (backs and headings)
    "fredoka": "Fredoka-SemiBold.ttf",  # Globbo!: playful, rounded
    "alfa-slab-one": "AlfaSlabOne-Regular.ttf",  # Gob'z'Heroes: a heroic slab
    "fira-sans-condensed": "FiraSansCondensed-Regular.ttf",
    "fira-sans-condensed-bold": "FiraSansCondensed-Bold.ttf",
}

ICON_FONT = "dejavu-sans"  # icons are Unicode symbols; DejaVu Sans has the widest set of them


def builtin_font_path(font_id: str) -> Path | None:
    name = BUILTIN_FONTS.get(font_id)
    return FONT_DIR / name if name else None


def font_path(ref: str) -> Path:
    """A resolved font reference (a built-in id or an absolute TTF path) as a file path."""
    return builtin_font_path(ref) or Path(ref)


MAX_FONT_BYTES = 30_000_000
TRUETYPE = (b"\x00\x01\x00\x00", b"true")
NEEDED_TABLES = (b"cmap", b"glyf", b"head", b"hhea", b"hmtx", b"loca", b"maxp")


def font_problem(path: Path) -> str | None:
    """Why a pack's font file cannot be used (None if it can): checked before anything draws with it,
    so a junk or truncated .ttf is a located content error, not a traceback from the PDF library."""
    try:
        size = path.stat().st_size
        if not path.is_file():
            return "not a regular file"
        if size > MAX_FONT_BYTES:
            return f"font file is {size:,} bytes; the limit is {MAX_FONT_BYTES:,}"
        _tables(path.read_bytes())
        covered_codepoints(path)
    except OSError as exc:
        return f"cannot read font file: {exc.strerror}"
    except ValueError as exc:
        return f"not a usable TrueType font: {exc}"
    return None


LICENCE_NAMES = ("{stem}.txt", "LICENSE-{stem}.txt", "LICENCE-{stem}.txt", "OFL.txt", "LICENSE.txt", "LICENCE.txt",
                 "LICENSE", "OFL-{stem}.txt")
LICENCE_WORDS = ("licen", "copyright", "permission")


def licence_problem(path: Path) -> str | None:
    """Why a pack's font has no licence we can ship beside it (None if it has): a font goes into every
    PDF, so its licence must travel with the pack, as the built-in faces' do (content/fonts/LICENSE-*.txt).
    A text file beside the .ttf named after it, or OFL.txt / LICENSE.txt, that reads like a licence."""
    names = [n.format(stem=path.stem) for n in LICENCE_NAMES]
    for name in names:
        candidate = path.parent / name
        if candidate.is_file() and not candidate.is_symlink():
            head = candidate.read_bytes()[:20_000].decode("utf-8", "replace").lower()
            if any(word in head for word in LICENCE_WORDS):
                return None
            return f"licence file {name} does not read as a licence (no 'licence', 'copyright' or 'permission')"
    return f"no licence file beside it (one of {', '.join(names[:2])}, OFL.txt, LICENSE.txt)"


def _tables(data: bytes) -> dict[bytes, tuple[int, int]]:
    """The table directory, each table checked to lie inside the file."""
    if len(data) < 12:
        raise ValueError("file too short")
    if data[:4] == b"OTTO":
        raise ValueError("an OpenType font with PostScript outlines (CFF); use a .ttf with TrueType outlines")
    if data[:4] not in TRUETYPE:
        raise ValueError("no TrueType header")
    count = struct.unpack_from(">H", data, 4)[0]
    if 12 + 16 * count > len(data):
        raise ValueError("truncated table directory")
    tables = {}
    for i in range(count):
        tag, _, offset, length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        if offset + length > len(data):
            raise ValueError(f"table '{tag.decode('latin-1')}' runs past the end of the file (truncated?)")
        tables[tag] = (offset, length)
    missing = [t.decode() for t in NEEDED_TABLES if t not in tables]
    if missing:
        raise ValueError(f"missing table{'s' if len(missing) > 1 else ''} {', '.join(missing)}")
    return tables


@lru_cache(maxsize=None)
def covered_codepoints(path: Path) -> frozenset[int]:
    """Every Unicode code point the font maps to a real glyph."""
    try:
        return _covered(path.read_bytes())
    except (struct.error, IndexError, OverflowError, MemoryError) as exc:
        raise ValueError(f"damaged cmap table ({exc})") from None


def _covered(data: bytes) -> frozenset[int]:
    if len(data) < 12:
        raise ValueError("not a TrueType font")
    num_tables = struct.unpack_from(">H", data, 4)[0]
    cmap_offset = None
    for i in range(num_tables):
        tag, _, offset, _ = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        if tag == b"cmap":
            cmap_offset = offset
    if cmap_offset is None:
        raise ValueError("font has no cmap table")
    _, count = struct.unpack_from(">HH", data, cmap_offset)
    best: tuple[int, int] | None = None
    for i in range(count):
        platform, encoding, sub = struct.unpack_from(">HHI", data, cmap_offset + 4 + 8 * i)
        fmt = struct.unpack_from(">H", data, cmap_offset + sub)[0]
        if (platform, encoding) in ((3, 10), (0, 4), (0, 6)) and fmt == 12:
            best = (12, cmap_offset + sub)
        elif (platform, encoding) in ((3, 1), (0, 3)) and fmt == 4 and best is None:
            best = (4, cmap_offset + sub)
    if best is None:
        raise ValueError("font has no Unicode cmap")
    return frozenset(_format12(data, best[1]) if best[0] == 12 else _format4(data, best[1]))


def _format4(data: bytes, at: int) -> set[int]:
    seg_x2 = struct.unpack_from(">H", data, at + 6)[0]
    segs = seg_x2 // 2
    ends = struct.unpack_from(f">{segs}H", data, at + 14)
    starts = struct.unpack_from(f">{segs}H", data, at + 16 + seg_x2)
    deltas = struct.unpack_from(f">{segs}h", data, at + 16 + 2 * seg_x2)
    range_at = at + 16 + 3 * seg_x2
    range_offsets = struct.unpack_from(f">{segs}H", data, range_at)
    points: set[int] = set()
    for i, (start, end) in enumerate(zip(starts, ends)):
        for code in range(start, end + 1):
            if code == 0xFFFF:
                continue
            if range_offsets[i] == 0:
                glyph = (code + deltas[i]) & 0xFFFF
            else:
                where = range_at + 2 * i + range_offsets[i] + 2 * (code - start)
                glyph = struct.unpack_from(">H", data, where)[0]
                glyph = (glyph + deltas[i]) & 0xFFFF if glyph else 0
            if glyph:
                points.add(code)
    return points


def _format12(data: bytes, at: int) -> set[int]:
    groups = struct.unpack_from(">I", data, at + 12)[0]
    if at + 16 + 12 * groups > len(data):
        raise ValueError("cmap format 12 runs past the end of the file")
    points: set[int] = set()
    for i in range(groups):
        start, end, glyph = struct.unpack_from(">III", data, at + 16 + 12 * i)
        if end > 0x10FFFF or end < start:
            raise ValueError("cmap format 12 maps code points outside Unicode")
        points.update(range(start, end + 1) if glyph else range(start + 1, end + 1))
    return points


def missing_characters(text: str, path: Path) -> list[str]:
    """Characters of `text` the font cannot draw (layout characters like newline are fine)."""
    have = covered_codepoints(path)
    return sorted({ch for ch in text if ch not in "\n\t" and ord(ch) not in have})
