"""GobbledyGook!: the rules engine. Players report what their creatures do; the assistant keeps
the blip bag, resolves every roll by the rulebook and plays the whole Humans turn.

The rule modules are imported by the handlers that use them, not here: a command that only needs
the class (`odds`, `brood ...`, a cached `status`) does not pay for the rules it does not run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.core.engine import Game, action
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobbledygook import guide
from goblinkit.assistant.gobbledygook.setup_schema import SETUP
from goblinkit.assistant.core.names import plural

if TYPE_CHECKING:
    from goblinkit.assistant.core.chance import Chance
    from goblinkit.assistant.core.moves import Move
    from goblinkit.assistant.gobbledygook.state import BlipSpot, Creature, Figure
    from goblinkit.assistant.core.table import Table

GAME = "gobbledygook"


class GobbledyGook(Game):
    setup_schema = SETUP
    slug = GAME
    title = "GobbledyGook!"
    shared = ("content", "scenario", "blip_defs", "upgrade_defs", "type_defs")

    def __init__(self, setup: dict[str, Any], chance: Chance):
        from goblinkit.assistant.core.deck import Deck
        from goblinkit.assistant.gobbledygook.setup import blip_count, blips_for, creatures_from, figures_for
        from goblinkit.content.loader import load_for_play

        super().__init__(setup, chance)
        self.content = load_for_play(GAME, setup.get("content"))
        c = self.content.components
        scenarios = {s.id: s for s in c["scenarios"].items}
        if setup["scenario"] not in scenarios:
            raise RulesError(f"unknown scenario '{setup['scenario']}' (scenarios: {', '.join(scenarios)})")
        self.scenario = scenarios[setup["scenario"]]
        self.blip_defs = {b.id: b for b in c["blips"].items}
        self.upgrade_defs = {u.id: u for u in c["upgrades"].items}
        self.type_defs = {t.id: t for t in c["creature-types"].items}
        self.broods: list[dict[str, Any]] = setup["broods"]
        self.creatures: dict[str, Creature] = {cr.id: cr for cr in creatures_from(self.broods, self.content)}
        kinds = self.scenario.blip_types or list(self.blip_defs)
        self.bag = Deck("blip bag", [b for b in kinds for _ in range(self.blip_defs[b].count)])
        players = len(self.broods)
        count = blip_count(self.scenario, players, setup, len(self.bag))
        if count > len(self.bag):
            raise RulesError(f"{self.scenario.name} needs {count} blips; the box holds {len(self.bag)}")
        self.blips: dict[str, BlipSpot] = {b.id: b for b in blips_for(self.scenario, count, players)}
        self.figures: dict[str, Figure] = {f.id: f for f in figures_for(self.scenario, players, setup)}
        self.brag: dict[str, int] = {b["name"]: 0 for b in self.broods}
        self.tin: dict[str, int] = {b["name"]: 0 for b in self.broods}
        self.round = 1
        self.counters: dict[str, int] = {}
        self.result: dict[str, Any] | None = None

    def start(self, table: Table) -> list[str]:
        s = self.scenario
        ids = list(self.blips)
        lines = [f"{s.name}: {s.setup}",
                 f"Lay out the numbered blip markers {ids[0]}-{ids[-1]} as the setup says; the assistant keeps "
                 f"the blip bag ({len(self.bag)} blips) and says what each is when it is revealed."
                 if ids else "No blips to lay out."]
        for kind in ("wagon", "clanker", "leaf-pile", "sign", "tree"):
            found = self.living(kind)
            if found:
                lines.append(f"{kind.replace('-', ' ').capitalize()}s: " + ", ".join(
                    f"{f.id} ({plural(f.dice, 'die')}" + (f", {f.extra['building']}" if "building" in f.extra else "")
                    + (f", over {f.extra['blip']}" if "blip" in f.extra else "") + ")" for f in found))
        if self.living("wagon") and self.living("wagon")[0].extra.get("aboard"):
            hunter = self.new_figure("hunter", 3, extra={"on_wagon": True})
            lines.append(f"Advanced: {hunter.id} rides on top of the Wagon.")
        shown = [c.name for c in self.creatures.values() if not c.hidden]
        lines.append("Creatures: " + ", ".join(f"{c.id} ({c.brood}{', Veteran' if c.veteran else ''})"
                                           for c in self.creatures.values())
                     + (f". All start hidden but {', '.join(shown)} (a Heavy may not hide)." if shown else
                        ". All start hidden."))
        return lines

    # -- lookups -------------------------------------------------------------------------------
    def new_figure(self, kind: str, dice: int, **extra: Any) -> Figure:
        from goblinkit.assistant.gobbledygook.state import Figure

        self.counters[kind] = self.counters.get(kind, 0) + 1
        figure = Figure(f"{kind}{self.counters[kind]}", kind, dice, **extra)
        self.figures[figure.id] = figure
        return figure

    def creature(self, ref: str) -> Creature:
        key = ref.lower()
        found = self.creatures.get(key) or next((c for c in self.creatures.values() if c.name.lower() == key), None)
        if found is None:
            raise RulesError(f"no creature '{ref}' (creatures: {', '.join(self.creatures)})")
        return found

    def figure(self, ref: str) -> Figure:
        found = self.figures.get(ref.lower())
        if found is None or found.gone:
            live = [f.id for f in self.figures.values() if not f.gone]
            raise RulesError(f"no '{ref}' on the table (figures: {', '.join(live) or 'none'})")
        return found

    def blip(self, ref: str) -> BlipSpot:
        found = self.blips.get(ref.upper())
        if found is None:
            raise RulesError(f"no blip '{ref}' (blips: {', '.join(self.blips)})")
        return found

    def brood_of(self, creature: Creature) -> dict[str, Any]:
        return next(b for b in self.broods if b["name"] == creature.brood)

    def add_brag(self, creature: Creature, amount: int, lines: list[str], why: str) -> None:
        if amount > 0:
            self.brag[creature.brood] += amount
            creature.brag += amount
            lines.append(f"  {creature.name} earns {amount} Brag ({why}); {creature.brood} has {self.brag[creature.brood]}.")

    def add_tin(self, creature: Creature, amount: int, lines: list[str], why: str) -> None:
        self.tin[creature.brood] += amount
        lines.append(f"  {creature.name} earns {amount} Tin ({why}); {creature.brood} has {self.tin[creature.brood]}.")

    def living(self, kind: str) -> list[Figure]:
        return [f for f in self.figures.values() if f.kind == kind and not f.gone]

    # -- handlers (the work is in actions.py and humans.py) ------------------------------------
    def apply(self, act: dict[str, Any], table: Table, normalized: bool = False) -> list[str]:
        lines = super().apply(act, table, normalized)
        if not self.over:
            lines.extend(self.check_end())
        return lines

    @action("reveal")
    def reveal(self, act: dict[str, Any], table: Table) -> list[str]:
        from goblinkit.assistant.gobbledygook import actions

        return actions.reveal(self, act, table)

    @action("attack")
    def attack(self, act: dict[str, Any], table: Table) -> list[str]:
        from goblinkit.assistant.gobbledygook import actions

        return actions.attack(self, act, table)

    @action("loot")
    def loot(self, act: dict[str, Any], table: Table) -> list[str]:
        from goblinkit.assistant.gobbledygook import actions

        return actions.loot(self, act, table)

    @action("prank")
    def prank(self, act: dict[str, Any], table: Table) -> list[str]:
        from goblinkit.assistant.gobbledygook import actions

        return actions.prank(self, act, table)

    @action("roll")
    def roll(self, act: dict[str, Any], table: Table) -> list[str]:
        from goblinkit.assistant.gobbledygook import actions

        return actions.special_roll(self, act, table)

    @action("status")
    def set_status(self, act: dict[str, Any], table: Table) -> list[str]:
        from goblinkit.assistant.gobbledygook import actions

        return actions.set_status(self, act)

    @action("place")
    def place(self, act: dict[str, Any], table: Table) -> list[str]:
        from goblinkit.assistant.gobbledygook.placing import place

        return place(self, act, table)

    @action("move")
    def move(self, act: dict[str, Any], table: Table) -> list[str]:
        from goblinkit.assistant.gobbledygook.moving import move

        return move(self, act)

    @action("item")
    def item(self, act: dict[str, Any], table: Table) -> list[str]:
        from goblinkit.assistant.gobbledygook.items import item

        return item(self, act)

    @action("bomb")
    def bomb(self, act: dict[str, Any], table: Table) -> list[str]:
        from goblinkit.assistant.gobbledygook.special import bomb

        return bomb(self, act, table)

    @action("scry")
    def scry(self, act: dict[str, Any], table: Table) -> list[str]:
        from goblinkit.assistant.gobbledygook.special import scry

        return scry(self, act)

    @action("enter")
    def enter(self, act: dict[str, Any], table: Table) -> list[str]:
        from goblinkit.assistant.gobbledygook.special import enter_building

        return enter_building(self, act, table)

    @action("humans")
    def humans_turn(self, act: dict[str, Any], table: Table) -> list[str]:
        from goblinkit.assistant.gobbledygook import humans

        lines = humans.humans_turn(self, table)
        self.round += 1
        return lines

    # -- the end --------------------------------------------------------------------------------
    def open_blips(self) -> list[BlipSpot]:
        return [b for b in self.blips.values() if not b.resolved]

    def check_end(self) -> list[str]:
        everyone_ko = all(c.ko for c in self.creatures.values())
        end = self.scenario.end
        done = not self.open_blips()
        if end == "wagon":
            done = done and all(f.gone for f in self.living("wagon")) and not self.living("wagon")
        elif end == "clankers":
            done = done and not self.living("clanker")
        elif end == "leaves":
            done = done and not self.living("leaf-pile")
        elif end == "signs":
            done = done and not self.living("sign")
        if not (done or everyone_ko):
            return []
        if everyone_ko and not done:
            return self.finish("Every Brood is KOed.")
        met = self.scenario.ends.split(", or every Brood is KOed")[0].rstrip(".")  # the condition met, not both
        return self.finish(f"{met}.")

    def finish(self, reason: str) -> list[str]:
        from goblinkit.assistant.gobbledygook.broods import charm_awards

        from goblinkit.assistant.gobbledygook.items import carried_tin

        self.over = True
        lines = [f"GAME OVER: {reason}"]
        carried_tin(self, lines)
        most = max(self.brag.values()) if self.brag else 0
        awards = {}
        for brood in self.broods:
            name = brood["name"]
            charm = charm_awards(self.brag[name], len(brood["creatures"]), self.brag[name] == most and most > 0)
            awards[name] = {"brag": self.brag[name], "tin": self.tin[name], "charm": len(charm)}
            lines.append(f"  {name}: {self.brag[name]} Brag, {self.tin[name]} Tin, +{len(charm)} Charm "
                         f"({', '.join(charm) or 'no Brag'}). Record it: goblin play gg brood award BROOD-FILE "
                         "(it reads this game's save).")
        self.result = {"reason": reason, "awards": awards}
        return lines

    # -- the guided turn (guide.py): `done` runs the Humans turn ----------------------------------
    def normalize(self, act: dict[str, Any]) -> None:
        guide.normalize(self, act)

    def moves(self) -> list[Move]:
        from goblinkit.assistant.gobbledygook.moves import moves

        return moves(self)

    def prompt(self) -> list[str]:
        return guide.prompt(self)

    def vocabulary(self) -> list[str]:
        return guide.vocabulary(self)

    def legend(self) -> list[str]:
        return guide.legend(self)

    # -- views ------------------------------------------------------------------------------------
    def snapshot(self, reveal: bool = False) -> dict[str, Any]:
        return {"scenario": self.scenario.id, "round": self.round,
                "creatures": [c.snapshot() for c in self.creatures.values()],
                "blips": [b.snapshot() for b in self.blips.values()],
                "figures": [f.snapshot() for f in self.figures.values() if not f.gone],
                "bag": len(self.bag), **({"bag_contents": dict(sorted(self.bag.cards().items()))} if reveal else {}),
                "brag": dict(self.brag), "tin": dict(self.tin), "result": self.result}

    def describe(self) -> str:
        from goblinkit.assistant.gobbledygook.render import describe

        return describe(self)
