"""Goblins vs Zombies print recipe: the six card files, 106 cards in all.

Goblin cards get the Flag-bearer back, the Zombie Deck (Zombies and Events) the Basic Zombie back,
Bosses show their Expert level on the back, Guardians and Turn Reminders their own backs, and the
two Token cards are laid out as cut-apart tokens.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from goblinkit.content.goblins_vs_zombies.models import (BasicZombie, BossCard, EventCard, GoblinCard, GoblinDeck,
                                               TextCard, ZombieCard)
from goblinkit.content.goblins_vs_zombies.script import parse_body, parse_script
from goblinkit.content.goblins_vs_zombies.text import TRAIT_NAMES, TYPE_NAMES, describe_effect
from goblinkit.content.loader import GameContent
from goblinkit.pnp.drawers.face import Badge, FaceSpec, Section, Trait
from goblinkit.pnp.games.gvz_tokens import token_card
from goblinkit.pnp.jobs import Job
from goblinkit.pnp.recipes import RECIPES, FaceJob, finish

GOBLIN = "#4d6b2a"
BLACK = "#222222"
ZOMBIE = "#5b4a6b"
EVENT = "#b8642a"
RED_FRAME = "#6e1414"
RED = "#e02020"
HP = "#a93226"
COST = "#2f4a14"


# The type line's icons (game-icons.net names): what a Goblin's Action may target, and the traits.
TYPE_ICONS = {"ground": "boot-prints", "flying": "feathered-wing", "invisible": "invisible"}
TRAIT_ICONS = {"quick": "sprint", "steel": "anvil", "leaf": "oak-leaf", "boss": "crown"}
DIE_ICONS = ("dice-six-faces-one", "dice-six-faces-two", "dice-six-faces-three", "dice-six-faces-four",
             "dice-six-faces-five", "dice-six-faces-six")


def _traits(kind: str, traits: Sequence[str]) -> tuple[Trait, ...]:
    return (Trait(TYPE_ICONS[kind], TYPE_NAMES[kind]),) + tuple(Trait(TRAIT_ICONS[t], TRAIT_NAMES[t]) for t in traits)


def _script_sections(script: str | None) -> list[Section]:
    if not script:
        return []
    return [Section(clause.body(), clause.head() + ":") for clause in parse_script(script).clauses]


def goblin_face(card: GoblinCard) -> FaceSpec:
    sections = [Section(describe_effect(card.effect))] if card.effect else []
    sections += [Section(text) for text in (card.rule, card.reminder) if text]
    notes = []
    if card.black:
        notes.append("Black Goblin: sleeps when played, wakes on a Pepper")
    return FaceSpec(title=card.name, colour=BLACK if card.black else GOBLIN, sections=tuple(sections),
                    icon=card.icon or "goblin-head", badge_left=Badge(str(card.cost), COST if not card.black else "#555555", "COST"),
                    badge_right=Badge(str(card.hp), HP, "HP") if card.hp > 1 else None, strip=" · ".join(notes),
                    label="Black Goblin" if card.black else "Goblin", panel="#e4e0d6" if card.black else "")


def flag_bearer_face(deck: GoblinDeck) -> FaceSpec:
    bearer = deck.flag_bearer
    return FaceSpec(title=bearer.name, colour=GOBLIN, sections=(Section(bearer.rule),), icon=bearer.icon or "goblin-head",
                    badge_left=Badge("0", COST, "COST"), label="Goblin")


def zombie_face(card: ZombieCard | BasicZombie) -> FaceSpec:
    traits = list(getattr(card, "traits", []))
    sections = _script_sections(card.script)
    comes = getattr(card, "comes_into_play", None)
    if comes:
        sections.append(Section(str(parse_body(comes)), "Comes into play:"))
    rule = getattr(card, "rule", "")  # a BasicZombie has none
    if rule and not comes:
        sections.append(Section(rule))
    die = getattr(card, "die", None)
    return FaceSpec(title=card.name, colour=ZOMBIE, sections=tuple(sections), icon=card.icon or "shambling-zombie",
                    badge_right=Badge(str(card.hp), HP, "HP"), traits=_traits(card.type, traits),
                    corner=DIE_ICONS[die - 1] if die else "", label="Zombie")


def event_face(card: EventCard, red: bool, strip: str) -> FaceSpec:
    """A plain Event's note ("EVENT: resolve it, then ...") heads its text; a red Boss Event's note
    ("Then remove this card from the game ...") is what happens after the effect, so it closes the text."""
    if red:
        return FaceSpec(title=card.name, colour=RED_FRAME, sections=(Section(card.text), Section(strip)),
                        icon=card.icon or "surprised", label="Event", border=RED, heavy_rule=False)
    return FaceSpec(title=card.name, colour=EVENT, sections=(Section(card.text),),
                    icon=card.icon or "surprised", strip=strip, label="Event")


def boss_face(card: BossCard, level: str) -> FaceSpec:
    stats = card.normal if level == "normal" else card.expert
    sections = _script_sections(stats.script) + [Section(card.rule)]
    label = "Boss" if level == "normal" else "Boss · Expert level"
    return FaceSpec(title=card.name, colour=RED_FRAME, sections=tuple(sections), icon=card.icon or "crowned-skull",
                    badge_right=Badge(str(stats.hp), HP, "HP"), traits=_traits(card.type, stats.traits),
                    label=label, border=RED, heavy_rule=False)  # ink-saver: the red ring marks them, not a heavy rule


# A text card's line and its bold head: a phase's number ("1 {GOBLIN ARRIVAL} place Goblins ..."), or a
# trait's name with its icon (":sprint: Quick: 2 Actions"). A keyword's entry starts with its chip, which
# says what it is ("{ATTACK} 1 damage ..."); a sentence ("When a Zombie ENTERS your Village: ...") has no head.
_NUMBERED = re.compile(r"([0-9]+) (.+)")
_NAMED = re.compile(r"((?::[a-z0-9-]+: )?[A-Z][a-z]+): (.+)")


def _entries(lines: list[str]) -> tuple[Section, ...]:
    """Each line of a text card as a paragraph, its head (a phase's number, a trait's name) in bold."""
    sections = []
    for line in lines:
        found = _NUMBERED.fullmatch(line) or _NAMED.fullmatch(line)
        head = found.group(1) + ("" if found.re is _NUMBERED else ":") if found else ""
        sections.append(Section(found.group(2), head) if found else Section(line))
    return tuple(sections)


def text_face(card: TextCard, back: bool, picture: bool = True) -> FaceSpec:
    """A text card, each line a paragraph (`_entries`). A face without a `picture` (the Turn Reminder's
    five phases, its Keywords back) moves the icon to the title band so the text has the room (the Keywords
    back drops its label too: eleven keywords need it); a Guardian's short rule, front and back, keeps a
    picture the size of its template's."""
    if back:  # a pictured card's back keeps the picture panel (a Guardian's broken shield), a glossary has none
        return FaceSpec(title=card.back_title, colour=card.colour, sections=_entries(card.back_lines),
                        icon=(card.back_icon or "") if picture else "", title_icon="" if picture else card.back_icon or "",
                        label=card.name if picture else "")  # a glossary's words take the label's room too
    if not picture:  # the words fill the card; the icon in the title band, not a thin picture band
        return FaceSpec(title=card.title, colour=card.colour, sections=_entries(card.lines),
                        title_icon=card.icon or "", label=card.name)
    return FaceSpec(title=card.title, colour=card.colour, sections=_entries(card.lines),
                    icon=card.icon or "", label=card.name)


def recipe(game: GameContent) -> list[Job]:
    c = game.components
    goblins, zombies, events = c["goblin-deck"], c["zombie-deck"], c["zombie-events"]
    boss_events, bosses = c["boss-events"], c["bosses"]
    # The rules' backs are faces a player plays (every Goblin's back a Flag-bearer, every Zombie Deck card's a
    # Basic Zombie), printed plain as a boxed game prints them (issue 36: a pale face under a "CARD BACK" band
    # read as a misprint); the deck's colour and frame tell the two decks apart.
    basic_back = zombie_face(zombies.basic)
    bearer_back = flag_bearer_face(goblins)
    goblin_deck = FaceJob(game, goblins)
    for card in goblins.items:
        goblin_deck.add(card, lambda card=card: goblin_face(card), lambda: bearer_back,
                        variant="gvz-black-goblin" if card.black else None)  # its note: the others keep the room
    zombie_deck = FaceJob(game, zombies, title="Zombie Deck (Zombies and Events)")
    for zombie in zombies.items:
        zombie_deck.add(zombie, lambda zombie=zombie: zombie_face(zombie), lambda: basic_back)
    for event in events.items:
        zombie_deck.add(event, lambda event=event: event_face(event, False, events.strip), lambda: basic_back, events,
                        variant="gvz-event")  # its note under the picture: the Zombies keep that room for their text
    red = FaceJob(game, bosses, component_id="red-bordered", title="Red-bordered cards (The Boss!! and Bosses)")
    # The Boss!! is shuffled into the Zombie Deck: its back is the Zombie Deck's back exactly as that deck lays
    # it out (its picture panel), not the Basic Zombie laid out again on the red cards' shorter picture.
    zombie_back = next((face.back for face in zombie_deck.faces), None) or basic_back
    for event in boss_events.items:
        red.add(event, lambda event=event: event_face(event, True, boss_events.strip), lambda: zombie_back, boss_events,
                variant="gvz-boss-event")  # a paragraph of rules: a shorter picture than the Bosses'
    for boss in bosses.items:
        red.add(boss, lambda boss=boss: boss_face(boss, "normal"), lambda boss=boss: boss_face(boss, "expert"))
    text_jobs = []
    for name, back_deck in (("guardians", None), ("turn-reminders", "keywords")):
        cards = FaceJob(game, c[name], back_deck=back_deck)  # the Keywords back: its own template and size
        for card in c[name].items:
            cards.add(card, lambda card=card, pictured=back_deck is None: text_face(card, False, pictured),
                      lambda card=card, pictured=back_deck is None: text_face(card, True, pictured))
        text_jobs.append(cards)
    return finish(goblin_deck, zombie_deck, red, *text_jobs) + [token_card(game, c["token-cards"])]


RECIPES["goblins-vs-zombies"] = recipe
