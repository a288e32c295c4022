"""Writes the malformed-input corpus (run by hand, on purpose: `python -m tests.corpus.make_corpus`).

content/NAME.yaml: a pack's cards.yaml (beside a good game.yaml) that must be refused with a
located error. saves/NAME.json: a Goblin Toss save (the fixture game) that must be refused as
missing, damaged or foreign, never with a traceback. Each is a probe an attacker or a
careless hand-edit could produce.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

HERE = Path(__file__).parent
HEAD = "component: deck\nname: Deck\nkind: card\nitems:\n"
CARD = "  - id: slingshot\n    name: Slingshot\n    count: 4\n    origin: rulebook\n"


def card(**fields: str) -> str:
    text = CARD
    for key, value in fields.items():
        if f"    {key}:" in text:
            text = "".join(f"    {key}: {value}\n" if line.startswith(f"    {key}:") else line + "\n"
                           for line in text.splitlines())
        else:
            text += f"    {key}: {value}\n"
    return text


def laughs() -> str:
    lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i in range(1, 10):
        lines.append(f"a{i}: &a{i} [" + ",".join([f"*a{i - 1}"] * 9) + "]")
    return "\n".join(lines) + "\ncomponent: deck\nname: Deck\nkind: card\nitems: *a9\n"


CONTENT: dict[str, str | bytes] = {
    "recursive-alias": HEAD + card(text="&r [*r]"),
    "recursive-alias-map": "component: deck\nname: Deck\nkind: card\nitems: &i\n  - id: a\n    name: *i\n",
    "alias-bomb": laughs(),
    "deep-flow-nesting": HEAD + card(text="[" * 900 + "]" * 900),
    "deep-block-nesting": HEAD + card(text="") + "".join("      " + "  " * i + f"k{i}:\n" for i in range(60)),
    "undefined-alias": HEAD + card(text="*nowhere"),
    "count-billion": HEAD + card(count="1000000000"),
    "count-over-limit": HEAD + card(count="501"),
    "count-bool": HEAD + card(count="yes"),
    "count-float": HEAD + card(count="2.5"),
    "count-quoted": HEAD + card(count='"4"'),
    "count-zero": HEAD + card(count="0"),
    "count-negative": HEAD + card(count="-3"),
    "cost-thousands-of-digits": HEAD + card(cost="1" * 4400),
    "cost-nan": HEAD + card(cost=".nan"),
    "cost-inf": HEAD + card(cost=".inf"),
    "total-huge": "component: deck\nname: Deck\nkind: card\ntotal: 10000000000\nitems:\n" + CARD,
    "total-mismatch": "component: deck\nname: Deck\nkind: card\ntotal: 5\nitems:\n" + CARD,
    "name-escape-code": HEAD + card(name='"Sling\\e[2Jshot"'),
    "name-nul": HEAD + card(name='"Sling\\0shot"'),
    "text-too-long": HEAD + card(text="x" * 6000),
    "too-many-items": HEAD + "".join(f"  - {{id: c{i}, name: C, count: 1, origin: designed}}\n" for i in range(1001)),
    "card-five-metres": "component: deck\nname: Deck\nkind: card\nsize: {width: 5000mm, height: 88mm}\nitems:\n" + CARD,
    "card-bigger-than-paper": "component: deck\nname: Deck\nkind: card\nsize: {width: 400mm, height: 88mm}\nitems:\n" + CARD,
    "length-negative": "component: deck\nname: Deck\nkind: card\nsize: {width: -5mm, height: 88mm}\nitems:\n" + CARD,
    "length-bare-number": "component: deck\nname: Deck\nkind: card\nsize: {width: 63.5, height: 88mm}\nitems:\n" + CARD,
    "tile-grid-huge": "component: board\nname: Board\nkind: tile\ncolumns: 1000\nrows: 1000\nitems:\n" + CARD,
    "python-tag": HEAD + card(text='!!python/object/apply:os.system ["echo pwned"]'),
    "custom-tag": HEAD + card(text="!goblin sneaky"),
    "binary-tag": HEAD + card(text="!!binary aGVsbG8="),
    "merge-key": "base: &b {count: 1}\n" + HEAD + "  - <<: *b\n    id: a\n    name: A\n    origin: designed\n",
    "duplicate-key": HEAD + CARD + "    name: Again\n",
    "tab-indent": HEAD + "  - id: slingshot\n\tname: Slingshot\n",
    "not-utf8": (HEAD + CARD.replace("Slingshot", "Sling\xe9")).encode("latin-1"),
    "empty": "",
    "top-level-list": "- a\n- b\n",
    "top-level-scalar": "just text\n",
    "missing-component": "name: Deck\nkind: card\nitems:\n" + CARD,
    "unknown-kind": "component: deck\nname: Deck\nkind: spaceship\nitems:\n" + CARD,
    "items-number": "component: deck\nname: Deck\nkind: card\nitems: 5\n",
    "item-scalar": HEAD + "  - slingshot\n",
    "id-uppercase": HEAD + CARD.replace("id: slingshot", "id: SlingShot"),
    "unknown-family": HEAD + card(family="black"),
    "image-escape": HEAD + card(image="../../../../etc/passwd"),
    "image-absolute": HEAD + card(image="/etc/shadow"),
    "image-missing": HEAD + card(image="art/none.png"),
    "unknown-key": HEAD + card(damage="3"),
    "missing-name": HEAD + "  - id: slingshot\n    count: 4\n    origin: rulebook\n",
    "null-name": HEAD + card(name="null"),
    "date-name": HEAD + card(name="2024-01-01"),
    "unterminated-string": HEAD + card(text='"never closed'),
    "two-documents": HEAD + CARD + "---\nmore: stuff\n",
    "complex-key": HEAD + "  - ? [a, b]\n    : value\n",
    "bad-colour": "component: deck\nname: Deck\nkind: card\nfamilies: {red: {label: Red, colour: red}}\nitems:\n" + CARD,
    "glyph-missing": HEAD + card(name='"Sling\\U0010FFFDshot"'),
    "origin-wrong": HEAD + card(origin="internet"),
}


def base_save() -> dict:
    """A Goblin Toss save with two throws (one with the player's own dice) and a duel."""
    return {
        "format": "goblinkit-save", "version": 1, "game": "toy", "seed": 5, "setup": {"players": 2},
        "start": {"answers": [], "chance": [{"kind": "roll", "sides": 2, "source": "rng", "values": [2],
                                             "why": "who throws first"}]},
        "log": [
            {"action": {"type": "throw", "player": "goblin2"}, "answers": [],
             "chance": [{"kind": "roll", "sides": 6, "source": "player", "values": [6, 5], "why": "goblin2's throw"},
                        {"kind": "pick", "source": "player", "value": "rock", "why": "goblin2's pebble"}]},
            {"action": {"type": "duel", "player": "goblin1"}, "answers": [True], "chance": []},
        ],
    }


def mutate(change) -> str:  # noqa: ANN001
    data = copy.deepcopy(base_save())
    result = change(data)
    return json.dumps(data if result is None else result, indent=1)


def setitem(path: tuple, value):  # noqa: ANN001, ANN201
    def change(data):  # noqa: ANN001, ANN202
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


def delitem(path: tuple):  # noqa: ANN201
    def change(data):  # noqa: ANN001, ANN202
        target = data
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
    return change


def nested(depth: int) -> object:
    value: object = 1
    for _ in range(depth):
        value = {"k": value}
    return value


GOOD = json.dumps(base_save(), indent=1)
ROLL = ("log", 0, "chance", 0)
PICK = ("log", 0, "chance", 1)
SAVES: dict[str, str | bytes] = {
    "not-json": "{not json",
    "empty": "",
    "truncated": GOOD[: len(GOOD) // 2],
    "not-utf8": GOOD.replace("goblin2", "gobl\xefn2").encode("latin-1"),
    "top-array": "[1, 2, 3]",
    "top-number": "42",
    "top-null": "null",
    "deep-json": "[" * 100_000 + "]" * 100_000,
    "nan-constant": GOOD.replace('"players": 2', '"players": NaN'),
    "format-other": mutate(setitem(("format",), "other-save")),
    "format-missing": mutate(delitem(("format",))),
    "version-0": mutate(setitem(("version",), 0)),
    "version-negative": mutate(setitem(("version",), -5)),
    "version-true": mutate(setitem(("version",), True)),
    "version-text": mutate(setitem(("version",), "1")),
    "version-float": mutate(setitem(("version",), 1.0)),
    "version-newer": mutate(setitem(("version",), 2)),
    "game-other": mutate(setitem(("game",), "goblins-vs-zombies")),
    "seed-missing": mutate(delitem(("seed",))),
    "seed-text": mutate(setitem(("seed",), "five")),
    "seed-bool": mutate(setitem(("seed",), False)),
    "setup-missing": mutate(delitem(("setup",))),
    "setup-list": mutate(setitem(("setup",), [2])),
    "setup-without-players": mutate(setitem(("setup",), {})),
    "setup-players-text": mutate(setitem(("setup", "players"), "two")),
    "setup-deep": mutate(setitem(("setup", "extra"), nested(40))),
    "unknown-top-key": mutate(setitem(("cheat",), True)),
    "log-object": mutate(setitem(("log",), {"0": {}})),
    "log-entry-number": mutate(setitem(("log", 0), 7)),
    "log-entry-list": mutate(setitem(("log", 0), [])),
    "log-entry-unknown-key": mutate(setitem(("log", 0, "note"), "hi")),
    "action-missing": mutate(delitem(("log", 1, "action"))),
    "action-text": mutate(setitem(("log", 1, "action"), "throw")),
    "action-type-missing": mutate(delitem(("log", 1, "action", "type"))),
    "action-type-unknown": mutate(setitem(("log", 1, "action", "type"), "cheat")),
    "action-key-flipped": mutate(lambda d: d["log"][1].__setitem__("action", {"type": "duel", "plAyer": "goblin1"})),
    "answers-missing": mutate(delitem(("log", 1, "answers"))),
    "answers-not-list": mutate(setitem(("log", 1, "answers"), "yes")),
    "answers-object": mutate(setitem(("log", 1, "answers"), [{"a": 1}])),
    "answers-escape-code": mutate(setitem(("log", 1, "answers"), ["\x1b[2J"])),
    "answers-extra": mutate(setitem(("log", 1, "answers"), [True, "goblin2"])),
    "answers-empty": mutate(setitem(("log", 1, "answers"), [])),
    "chance-not-list": mutate(setitem(("log", 0, "chance"), {"kind": "roll"})),
    "chance-number": mutate(setitem(ROLL, 6)),
    "chance-kind-unknown": mutate(setitem(ROLL + ("kind",), "shuffle")),
    "chance-values-missing": mutate(delitem(ROLL + ("values",))),
    "chance-value-missing": mutate(delitem(PICK + ("value",))),
    "dice-letter": mutate(setitem(ROLL + ("values",), ["x", 5])),
    "dice-seven": mutate(setitem(ROLL + ("values",), [7, 5])),
    "dice-zero": mutate(setitem(ROLL + ("values",), [0, 5])),
    "dice-five-for-two": mutate(setitem(ROLL + ("values",), [6, 5, 4, 3, 2])),
    "dice-one-for-two": mutate(setitem(ROLL + ("values",), [6])),
    "dice-bool": mutate(setitem(ROLL + ("values",), [True, 5])),
    "dice-sides-one": mutate(setitem(ROLL + ("sides",), 1)),
    "dice-sides-wrong": mutate(lambda d: d["log"][0]["chance"][0].update(sides=20, values=[19, 5])),
    "source-unknown": mutate(setitem(ROLL + ("source",), "cheat")),
    "rng-outcome-edited": mutate(setitem(("start", "chance", 0, "values"), [1])),
    "pick-not-in-pile": mutate(setitem(PICK + ("value",), "diamond")),
    "pick-number": mutate(setitem(PICK + ("value",), 3)),
    "chance-extra-outcome": mutate(lambda d: d["log"][1]["chance"].append(
        {"kind": "roll", "sides": 6, "source": "player", "values": [3], "why": ""})),
    "chance-missing-outcome": mutate(lambda d: [d["log"][0]["chance"].pop(), None][1]),
    "start-not-object": mutate(setitem(("start",), [1])),
}


def main() -> None:
    for folder, cases, suffix in (("content", CONTENT, ".yaml"), ("saves", SAVES, ".json")):
        out = HERE / folder
        out.mkdir(exist_ok=True)
        for old in out.glob(f"*{suffix}"):
            old.unlink()
        for name, text in cases.items():
            (out / f"{name}{suffix}").write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    print(f"{len(CONTENT)} content files, {len(SAVES)} saves")


if __name__ == "__main__":
    main()
