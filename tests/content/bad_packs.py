"""Bad content packs, each with the one located line both `goblin content validate` and `goblin pnp
build` must refuse it with (shared by test_bad_packs and the measurement in `restyle_mutations`).

A case writes a pack into a folder and names the game a build of it asks for. The restyle mutations
are generated: one bad value or unknown key at every place of a style.yaml's schema, so a new key in
the schema is covered without a new line here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

GAME = "id: demo2\nname: Demo Two\n"
CARDS = ("component: deck\nname: Deck\nkind: card\nitems:\n"
         "  - id: slingshot\n    name: Slingshot\n    count: 4\n    origin: rulebook\n")
STYLE = "pack/gobz_heroes/style.yaml"
LINKED_OUT = "file is a link to outside the content pack; not read"


@dataclass(frozen=True)
class BadPack:
    """A pack to write under `root/pack`, the game to build, and the first line both commands print."""

    write: Callable[[Path], None]
    game: str
    message: str


def _style(text: str) -> Callable[[Path], None]:
    def write(root: Path) -> None:
        folder = root / "pack" / "gobz_heroes"
        folder.mkdir(parents=True)
        (folder / "style.yaml").write_text(text, encoding="utf-8")
    return write


def _demo(cards: str = CARDS, game: str = GAME) -> Callable[[Path], None]:
    def write(root: Path) -> None:
        folder = root / "pack" / "demo2"
        folder.mkdir(parents=True)
        (folder / "game.yaml").write_text(game, encoding="utf-8")
        (folder / "cards.yaml").write_text(cards, encoding="utf-8")
    return write


def _linked_style(target: str | None, text: str = "") -> Callable[[Path], None]:
    """style.yaml a link to a file outside the pack (`target`, or a file written beside the pack)."""
    def write(root: Path) -> None:
        folder = root / "pack" / "gobz_heroes"
        folder.mkdir(parents=True)
        outside = Path(target) if target else root / "outside.yaml"
        if not target:
            outside.write_text(text, encoding="utf-8")
        (folder / "style.yaml").symlink_to(outside)
    return write


def _linked(name: str, field: str) -> Callable[[Path], None]:
    """A card's file (image) or the game's font a link inside the pack's folder to a file outside it."""
    def write(root: Path) -> None:
        outside = root / "outside.bin"
        outside.write_bytes(b"secret")
        if field == "image":
            _demo(CARDS + f"    image: {name}\n")(root)
        else:
            _demo(game=GAME + f"style:\n  title_font: {name}\n")(root)
        (root / "pack" / "demo2" / name).symlink_to(outside)
    return write


def _linked_cards(root: Path) -> None:
    _demo()(root)
    (root / "outside.yaml").write_text(CARDS.replace("Slingshot", "Outside"), encoding="utf-8")
    cards = root / "pack" / "demo2" / "cards.yaml"
    cards.unlink()
    cards.symlink_to(root / "outside.yaml")


def _hyphenated(root: Path) -> None:
    folder = root / "pack" / "gobz-heroes"
    folder.mkdir(parents=True)
    (folder / "style.yaml").write_text("palette: {frame: \"#000000\"}\n", encoding="utf-8")


def _stray_layouts(root: Path) -> None:
    _style("about: fine\n")(root)
    (root / "pack" / "layouts.yaml").write_text("templates: {}\n", encoding="utf-8")


CASES: dict[str, BadPack] = {
    "style-linked-to-etc-passwd": BadPack(_linked_style("/etc/passwd"), "gobz-heroes", f"{STYLE}:1:1: {LINKED_OUT}"),
    "style-linked-to-outside-file": BadPack(_linked_style(None, "outside_marker_key: 1\n"), "gobz-heroes",
                                            f"{STYLE}:1:1: {LINKED_OUT}"),
    "cards-linked-outside": BadPack(_linked_cards, "demo2", f"pack/demo2/cards.yaml:1:1: {LINKED_OUT}"),
    "image-linked-outside": BadPack(_linked("art.png", "image"), "demo2",
                                    "pack/demo2/cards.yaml:9:12: card 'slingshot': image: path 'art.png' is outside "
                                    "the content folder"),
    "font-linked-outside": BadPack(_linked("face.ttf", "font"), "demo2",
                                   "pack/demo2/game.yaml:4:15: game 'demo2': style.title_font: font 'face.ttf': path "
                                   "'face.ttf' is outside the content folder"),
    "style-unknown-top-key": BadPack(_style("hieght: 3mm\n"), "gobz-heroes",
                                     f"{STYLE}:1:1: style: unknown key 'hieght' (known: about, fonts, palette, "
                                     "surface, back, logo, box, board, chits, decks, templates)"),
    "style-unknown-template-key": BadPack(_style("templates:\n  card:\n    title: {hieght: 3mm}\n"), "gobz-heroes",
                                          f"{STYLE}:3:13: templates.card.title: unknown key 'hieght' (known: height, "
                                          "size, align)"),
    "fonts-a-list": BadPack(_style("fonts: {display: [a, b]}\n"), "gobz-heroes",
                            f"{STYLE}:1:18: fonts.display: unknown font ['a', 'b'] (built-in: dejavu-sans, "
                            "dejavu-sans-bold, dejavu-sans-condensed, dejavu-sans-condensed-bold, lilita-one, "
                            "pirata-one, creepster, fredoka, alfa-slab-one, fira-sans-condensed, "
                            "fira-sans-condensed-bold; or a .ttf beside the style, with its licence)"),
    "pattern-a-mapping": BadPack(_style("surface: {pattern: {a: 1}}\n"), "gobz-heroes",
                                 f"{STYLE}:1:20: surface.pattern: unknown pattern {{'a': 1}} (known: plain, "
                                 "parchment, stone, grass, wood, playroom, dots, scales, bricks, rays, vignette)"),
    "name-too-long": BadPack(_demo(CARDS.replace("Slingshot", "Sling" * 200)), "demo2",
                             "pack/demo2/cards.yaml:6:11: card 'slingshot': name: 'SlingSlingSlingSlingSlingSl...' "
                             "(1000 characters) is too long for its 54.0 mm line even at 7.5 pt"),
    "unknown-deck": BadPack(_style("decks:\n  nosuch: {template: card}\n"), "gobz-heroes",
                            f"{STYLE}:2:3: decks: unknown deck 'nosuch' (this game prints: combos, gobz, markers, "
                            "objectives, stuff)"),
    "extends-circle-unused": BadPack(_style("templates:\n  a: {extends: b}\n  b: {extends: a}\n"), "gobz-heroes",
                                     f"{STYLE}:2:16: templates.a.extends: templates extend one another in a circle "
                                     "(a -> b -> a)"),
    "extends-itself-unused": BadPack(_style("templates:\n  a: {extends: a}\n"), "gobz-heroes",
                                     f"{STYLE}:2:16: templates.a.extends: template 'a' extends itself"),
    "extends-unknown-unused": BadPack(_style("templates:\n  a: {extends: pokr}\n"), "gobz-heroes",
                                      f"{STYLE}:2:16: templates.a.extends: unknown template 'pokr' (known: a, "
                                      "big-picture, card, profile, stuff, text-card)"),
    "deck-template-unknown": BadPack(_style("decks:\n  gobz: {template: mien}\n"), "gobz-heroes",
                                     f"{STYLE}:2:20: decks.gobz.template: unknown template 'mien' (known: "
                                     "big-picture, card, profile, stuff, text-card)"),
    "text-template-bad-syntax": BadPack(_style("templates:\n  card:\n    text: {template: '{{ x'}\n"), "gobz-heroes",
                                        f"{STYLE}:3:22: templates.card.text.template: invalid jinja2 template: "
                                        "unexpected end of template, expected 'end of print statement'. (line 1 of "
                                        "the template)"),
    "title-align-middle": BadPack(_style("templates:\n  card:\n    title: {align: middle}\n"), "gobz-heroes",
                                  f"{STYLE}:3:20: templates.card.title.align: unknown alignment 'middle' (a place: "
                                  "top, bottom; an alignment: auto, left, centre; such as 'bottom left')"),
    "folder-spelt-like-the-id": BadPack(_hyphenated, "gobz-heroes",
                                        "pack/gobz-heroes:1:1: folder not read: game folders are spelt with "
                                        "underscores ('gobz_heroes')"),
    "layouts-yaml-in-the-pack": BadPack(_stray_layouts, "gobz-heroes",
                                        "pack/layouts.yaml:1:1: file not read: content files go in a game's folder "
                                        "(such as goblins_vs_zombies/)"),
    "logo-shape-unknown": BadPack(_style("logo: {shape: hexagon}\n"), "gobz-heroes",
                                  f"{STYLE}:1:15: logo.shape: unknown logo shape 'hexagon' (known: badge, banner, "
                                  "shield, tombstone, burst, splat)"),
    "logo-face-missing-ttf": BadPack(_style("logo: {face: logo.ttf}\n"), "gobz-heroes",
                                     f"{STYLE}:1:14: logo.face: font 'logo.ttf': file 'logo.ttf' not found"),
    "box-band-not-a-colour": BadPack(_style("box: {band: gold}\n"), "gobz-heroes",
                                     f"{STYLE}:1:13: box.band: expected a colour '#rrggbb'"),
    "decks-a-list": BadPack(_style("decks: [gobz]\n"), "gobz-heroes",
                            f"{STYLE}:1:8: decks: expected a mapping of keys to values"),
    "card-bigger-than-paper": BadPack(_demo(CARDS.replace("items:", "size: {width: 400mm, height: 88mm}\nitems:")),
                                      "demo2", "pack/demo2/cards.yaml:1:12: component 'deck': a 400.0 x 88.0 mm "
                                      "component does not fit on the paper with its bleed and crop marks; print it "
                                      "as a poster"),
    # game.yaml back_notes: a note names a component of the game, and is one short line of a footer
    "back-note-unknown-component": BadPack(_demo(game=GAME + "back_notes:\n  dek: Backs are playable\n"), "demo2",
                                           "pack/demo2/game.yaml:4:3: game 'demo2': back_notes.dek: unknown component "
                                           "'dek' (this game has: deck)"),
    "back-note-too-long": BadPack(_demo(game=GAME + "back_notes:\n  deck: " + "Backs " * 10 + "\n"), "demo2",
                                  "pack/demo2/game.yaml:4:9: game 'demo2': back_notes.deck: too long: 59 characters (at "
                                  "most 48: one short line such as 'Backs are playable: a Flag-bearer')"),
    "back-note-a-list": BadPack(_demo(game=GAME + "back_notes:\n  deck: [a, b]\n"), "demo2",
                                "pack/demo2/game.yaml:4:9: game 'demo2': back_notes.deck: expected non-empty text, got a list"),
}

# One bad value per leaf kind (what each kind of key must refuse) and where the schema allows it.
BAD_VALUES = {"text": "[a, b]", "colour": "red", "points": "4", "share": "1.5", "lines": "0", "count": "2.5",
              "length": "12",
              "font": "comic-sans", "icon": "no-such-icon", "pattern": "plaid", "align": "top bottom",
              "jinja": "'{{ x'", "badge-label": "sideways", "widows": "never",
              "logo-shape": "hexagon", "ids": "blips"}


def restyle_mutations() -> dict[str, str]:
    """A style.yaml per place of the schema: an unknown key in every mapping and a bad value at every
    leaf (under one deck and one template for the `*` entries). Each must be refused by both commands."""
    from goblinkit.pnp.style_load import SCHEMA

    found: dict[str, str] = {}

    def walk(schema: dict, path: tuple[str, ...]) -> None:
        found["unknown-key:" + ".".join(path or ("top",))] = _nest(path + ("hieght",), "3mm")
        for key, shape in schema.items():
            name = {"decks": "gobz", "templates": "card", "kinds": "profile"}.get(path[-1] if path else "", key)
            if key == "*" and not path:
                continue
            step = path + (name if key == "*" else key,)
            if isinstance(shape, dict):
                walk(shape, step)
            elif isinstance(shape, list):  # free elements: a list of mappings (one of an unknown kind)
                found["bad-elements:" + ".".join(step)] = _nest(step, "[{kind: blob, x: 5mm, y: 5mm}]")
            else:
                found[f"bad-{shape}:" + ".".join(step)] = _nest(step, BAD_VALUES[shape])

    walk(SCHEMA, ())
    return found


def _nest(path: tuple[str, ...], value: str) -> str:
    """`a: {b: {c: value}}` as block YAML."""
    lines = [f"{'  ' * depth}{key}:" for depth, key in enumerate(path[:-1])]
    lines.append(f"{'  ' * (len(path) - 1)}{path[-1]}: {value}")
    return "\n".join(lines) + "\n"
