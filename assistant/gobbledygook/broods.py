"""Broods and campaigns: buying creatures and upgrades by the rulebook's costs and limits, and the
end-of-game Charm awards. The Brood file is the player's; every change is checked before it is
written (atomically), so a refused purchase leaves the file exactly as it was."""

from __future__ import annotations

from pathlib import Path

from goblinkit.assistant.core.errors import RulesError
from goblinkit.content.gobbledygook.brood import Brood, BroodCreature, load_brood, save_brood
from goblinkit.content.loader import GameContent, load_game
from goblinkit.assistant.core.names import plural, resolve

GAME = "gobbledygook"


def game_content(pack: str | None = None) -> GameContent:
    return load_game(GAME, pack)


def new_brood(path: Path, name: str, breed: str, game: GameContent) -> Brood:
    if path.exists():
        raise RulesError(f"{path} already exists; choose another file (a Brood is never overwritten)")
    breeds = {b.id: b for b in game.components["breeds"].items}
    breed = resolve(breed, {b.id: [b.name] for b in breeds.values()}, "breed", missing_ok=True)  # goblin: goblins
    if breed not in breeds:
        raise RulesError(f"unknown breed '{breed}' (breeds: {', '.join(breeds)})")
    start = game.components["creature-types"]
    brood = Brood(name=name, breed=breed, charm=start.start_charm, tin=start.start_tin)
    save_brood(path, brood)
    return brood


def buy(path: Path, kind: str, name: str, game: GameContent) -> tuple[Brood, str]:
    brood = load_brood(path, game)
    types = {t.id: t for t in game.components["creature-types"].items}
    kind = resolve(kind, {t.id: [t.name] for t in types.values()}, "creature type", missing_ok=True)
    if kind not in types:
        raise RulesError(f"unknown creature type '{kind}' (types: {', '.join(types)})")
    ctype = types[kind]
    if any(c.name.lower() == name.lower() for c in brood.creatures):
        raise RulesError(f"the Brood already has a creature named '{name}'")
    have = sum(1 for c in brood.creatures if c.type == kind)
    if ctype.limit is not None and have >= ctype.limit:
        raise RulesError(f"a Brood may have at most {ctype.limit} {ctype.name}{'s' if ctype.limit > 1 else ''}; "
                         f"{brood.name} has {have}")
    if brood.charm < ctype.dice:
        raise RulesError(f"a {ctype.name} costs {ctype.dice} Charm; {brood.name} has {brood.charm}")
    brood.charm -= ctype.dice
    brood.creatures.append(BroodCreature(name=name, type=kind))
    save_brood(path, brood)
    return brood, f"{name} the {ctype.name} joins {brood.name} for {ctype.dice} Charm ({brood.charm} left)."


def upgrade(path: Path, creature: str, upgrade_id: str, game: GameContent) -> tuple[Brood, str]:
    brood = load_brood(path, game)
    types = {t.id: t for t in game.components["creature-types"].items}
    upgrades = {u.id: u for u in game.components["upgrades"].items}
    talent = next(b.talent for b in game.components["breeds"].items if b.id == brood.breed)
    target = next((c for c in brood.creatures if c.name.lower() == creature.lower()), None)
    if target is None:
        raise RulesError(f"no creature '{creature}' in {brood.name} "
                         f"(creatures: {', '.join(c.name for c in brood.creatures) or 'none'})")
    if upgrade_id not in upgrades:
        raise RulesError(f"unknown upgrade '{upgrade_id}' (upgrades: {', '.join(upgrades)})")
    ctype, up = types[target.type], upgrades[upgrade_id]
    barred = sorted(set(up.needs) & set(ctype.may_not))
    if barred:
        raise RulesError(f"a {ctype.name} may not {' or '.join(barred)}: it cannot take {up.name}")
    if len(target.upgrades) >= ctype.upgrades:
        raise RulesError(f"a {ctype.name} may take {ctype.upgrades} upgrade{'s' if ctype.upgrades != 1 else ''}; "
                         f"{target.name} has {len(target.upgrades)} (the {talent.capitalize()} Talent is free and "
                         "does not count)")
    taken = sum(c.upgrades.count(upgrade_id) for c in brood.creatures)
    if taken >= up.limit:
        raise RulesError(f"{up.name} may be taken {up.limit} time{'s' if up.limit > 1 else ''} per Brood; "
                         f"{brood.name} has it {taken}")
    if brood.tin < ctype.dice:
        raise RulesError(f"an upgrade for a {ctype.name} costs {ctype.dice} Tin; {brood.name} has {brood.tin}")
    brood.tin -= ctype.dice
    target.upgrades.append(upgrade_id)
    save_brood(path, brood)
    return brood, f"{target.name} takes {up.name} for {ctype.dice} Tin ({brood.tin} left)."


def charm_awards(brag: int, creatures: int, most_brag: bool) -> list[str]:
    """The end-of-game Charm: any Brag, more Brag than creatures, the most Brag of all: 1 each."""
    awards = []
    if brag > 0:
        awards.append("earned Brag")
    if brag > creatures:
        awards.append("more Brag than creatures")
    if most_brag and brag > 0:
        awards.append("the most Brag")
    return awards


def award(path: Path, brag: int, tin: int, most_brag: bool, scenario: str, game: GameContent,
          veterans: dict[str, str] | None = None) -> tuple[Brood, str]:
    """Record a game: its Brag and Tin, the Charm awards, and the creatures it made Veterans
    (`veterans`: name -> why), in one write."""
    if brag < 0 or tin < 0:
        raise RulesError("Brag and Tin earned cannot be negative")
    brood = load_brood(path, game)
    made = []
    for name, why in (veterans or {}).items():
        creature = next((c for c in brood.creatures if c.name.lower() == name.lower()), None)
        if creature is None:
            raise RulesError(f"--veteran: no creature '{name}' in {brood.name} "
                             f"(creatures: {', '.join(c.name for c in brood.creatures) or 'none'})")
        if creature.veteran:
            raise RulesError(f"--veteran: {creature.name} is a Veteran already")
        creature.veteran = True
        made.append(f"Veteran: {creature.name}, {why}")
    awards = charm_awards(brag, len(brood.creatures), most_brag)
    brood.charm += len(awards)
    brood.tin += tin
    brood.brag += brag
    notes = "; ".join(([", ".join(awards)] if awards else []) + made)  # in the brackets the record sheet reads
    line = f"{scenario}: {brag} Brag, {tin} Tin; +{len(awards)} Charm" + (f" ({notes})" if notes else "")
    brood.log.append(line)
    save_brood(path, brood)
    return brood, line


def new_veterans(brood: Brood, game, content: GameContent) -> dict[str, str]:  # noqa: ANN001
    """The Brood's creatures the game made Veterans (creatures.yaml `veteran`, designed): each earned
    the rule's Brag itself in the game and ended it not KOed."""
    rule = content.components["creature-types"].veteran
    played = {c.name: c for c in game.creatures.values() if c.brood == brood.name}
    return {c.name: f"for {played[c.name].brag} Brag of its own and standing at the end" for c in brood.creatures
            if not c.veteran and c.name in played and played[c.name].brag >= rule.brag and not played[c.name].ko}


def award_from_game(path: Path, game, seed: int, save: Path, content: GameContent) -> tuple[Brood, str]:  # noqa: ANN001
    """Record a finished game from its save: the Brag and Tin the game counted for this Brood (by
    name), the Most Brag award, the scenario, the new Veterans; a game already in the Brood's log is
    refused."""
    brood = load_brood(path, content)
    if brood.name not in game.brag:
        raise RulesError(f"{brood.name} did not play in the game in {save} (Broods: {', '.join(game.brag)})")
    if not game.over:
        raise RulesError(f"the game in {save} is not over yet; finish it, or give --brag (and --tin) to record by hand")
    scenario = f"{game.scenario.name} (seed {seed})"
    if any(entry.startswith(f"{scenario}:") for entry in brood.log):
        raise RulesError(f"{brood.name} already recorded this game (seed {seed}) in {path}")
    brag = game.brag[brood.name]
    most = brag > 0 and brag == max(game.brag.values())
    return award(path, brag, game.tin[brood.name], most, scenario, content, new_veterans(brood, game, content))


def describe(brood: Brood, game: GameContent) -> list[str]:
    types = {t.id: t for t in game.components["creature-types"].items}
    upgrades = {u.id: u.name for u in game.components["upgrades"].items}
    breed = next(b for b in game.components["breeds"].items if b.id == brood.breed)
    lines = [f"{brood.name}: {breed.name} (Talent: {upgrades.get(breed.talent, breed.talent)}), "
             f"{brood.charm} Charm, {brood.tin} Tin, {brood.brag} Brag"]
    for creature in brood.creatures:
        ctype = types[creature.type]
        ups = ", ".join(upgrades[u] for u in creature.upgrades) or "no upgrades"
        lines.append(f"  {creature.name}: {ctype.name}{' (Veteran)' if creature.veteran else ''}, {plural(ctype.dice, 'die')}, {ups}")
    lines.extend(f"  log: {entry}" for entry in brood.log)
    return lines
