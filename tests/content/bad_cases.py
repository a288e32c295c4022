"""Malformed content files and the exact message each must produce (shared by the tests)."""

GAME = "id: demo2\nname: Demo Two\n"
CARD = "  - id: slingshot\n    name: Slingshot\n    count: 4\n    origin: rulebook\n"
HEAD = "component: deck\nname: Deck\nkind: card\nitems:\n"
F = "pack/demo2/cards.yaml"

CASES = {
    "yaml-syntax": (HEAD + "  - id: [slingshot\n", f"{F}:6:1: invalid YAML: expected ',' or ']', but got '<stream end>'"),
    "wrong-type": (HEAD + CARD + "    cost: two\n",
                   f"{F}:9:11: card 'slingshot': cost: expected an integer >= 0, got 'two'"),
    "quoted-number": (HEAD + CARD.replace("count: 4", 'count: "4"'),
                      f"{F}:7:12: card 'slingshot': count: expected an integer from 1 to 500, got '4'"),
    "unknown-key": (HEAD + CARD + "    damage: 1\n",
                    f"{F}:9:5: card 'slingshot': damage: unknown key (expected one of: cost, count, family, "
                    "flavor, icon, id, image, layout, name, origin, text)"),
    "missing-field": (HEAD + CARD.replace("    count: 4\n", ""),
                      f"{F}:5:5: card 'slingshot': count: missing required field"),
    "duplicate-id": (HEAD + CARD + CARD,
                     f"{F}:9:9: card 'slingshot': id: duplicate id 'slingshot' (first defined at {F}:5:5)"),
    "dangling-family": (HEAD + CARD + "    family: black\n",
                        f"{F}:9:13: card 'slingshot': family: unknown family 'black' (families: none defined)"),
    "path-escape": (HEAD + CARD + "    image: ../../secret.png\n",
                    f"{F}:9:12: card 'slingshot': image: path '../../secret.png' is outside the content folder"),
    "absolute-path": (HEAD + CARD + "    image: /etc/passwd\n",
                      f"{F}:9:12: card 'slingshot': image: path '/etc/passwd' is outside the content folder"),
    "missing-file": (HEAD + CARD + "    image: art/missing.png\n",
                     f"{F}:9:12: card 'slingshot': image: file 'art/missing.png' not found"),
    "empty-file": ("", f"{F}:1:1: file is empty"),
    "comments-only": ("# nothing yet\n", f"{F}:1:1: file is empty"),
    "top-level-list": ("- id: x\n", f"{F}:1:1: expected a mapping of keys to values at the top of the file"),
    "unknown-kind": (HEAD.replace("kind: card", "kind: spell") + CARD,
                     f"{F}:3:7: component 'deck': kind: unknown kind 'spell' (kinds for any game: card, counter, "
                     "glossary, tile, walkthrough; each game adds its own, named after the game, such as gg-blips)"),
    "misspelt-kind": (HEAD.replace("kind: card", "kind: cards") + CARD,
                      f"{F}:3:7: component 'deck': kind: unknown kind 'cards' (did you mean card? kinds for any "
                      "game: card, counter, glossary, tile, walkthrough; each game adds its own, named after the game, such as gg-blips)"),
    "missing-kind": (HEAD.replace("kind: card\n", "") + CARD, f"{F}:1:1: component 'deck': kind: missing required field"),
    "duplicate-key": (HEAD + CARD + "    count: 5\n", f"{F}:9:5: duplicate key 'count'"),
    "total-mismatch": (HEAD.replace("items:", "total: 54\nitems:") + CARD,
                       f"{F}:4:8: component 'deck': total: the items add up to 4 copies, expected 54"),
    "length-without-unit": (HEAD.replace("items:", "size: {width: 63.5, height: 88mm}\nitems:") + CARD,
                            f"{F}:4:15: component 'deck': size.width: expected a length with a unit such as "
                            "'63.5mm' or '0.75in', got 63.5"),
    "glyph-missing": (HEAD + CARD + "    text: Deal 1 damage 中\n",
                      f"{F}:9:11: card 'slingshot': text: character '中' (U+4E2D) is not in font "
                      "'dejavu-sans-condensed'"),
    "bad-colour": (HEAD.replace("items:", "families:\n  black: {label: Black, colour: black}\nitems:") + CARD,
                   f"{F}:5:33: component 'deck': families.black.colour: expected a colour such as '#3b4a2f', "
                   "got 'black'"),
    "bad-origin": (HEAD + CARD.replace("origin: rulebook", "origin: invented"),
                   f"{F}:8:13: card 'slingshot': origin: expected one of 'rulebook', 'designed', got 'invented'"),
    "bad-slug": (HEAD + CARD.replace("id: slingshot", "id: Sling Shot"),
                 f"{F}:5:9: card 'Sling Shot': id: expected a lowercase id such as 'flag-bearer' (letters, digits, "
                 "'-' or '_'), got 'Sling Shot'"),
    "python-tag": (HEAD + CARD + "    text: !!python/object/apply:os.system [ls]\n",
                   f"{F}:9:11: invalid YAML: tag 'tag:yaml.org,2002:python/object/apply:os.system' is not "
                   "allowed (plain data only)"),
    "python-scalar-tag": (HEAD + CARD + "    text: !!python/name:os.system ''\n",
                          f"{F}:9:11: invalid YAML: could not determine a constructor for the tag "
                          "'tag:yaml.org,2002:python/name:os.system'"),
    "zero-count": (HEAD + CARD.replace("count: 4", "count: 0"),
                   f"{F}:7:12: card 'slingshot': count: expected an integer from 1 to 500, got 0"),
}
