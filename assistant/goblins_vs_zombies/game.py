"""Goblins vs Zombies: the rules engine. The assistant runs the Zombies; players report their Goblins.

State changes only through actions (see the handlers); the phases, modes and card effects live
in the sibling modules, all reading the cards from the game's YAML through the catalog. They see
this class only as protocol.Rules and never import it; the bots, the CLI and simulate sit above it.
"""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.engine import Game, action
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.moves import Move
from goblinkit.assistant.core.numerals import whole
from goblinkit.assistant.goblins_vs_zombies import arrival, goblin_phase, guide, zombie_phase
from goblinkit.assistant.goblins_vs_zombies.catalog import Catalog, catalog
from goblinkit.assistant.goblins_vs_zombies.moves import goblin_moves
from goblinkit.assistant.goblins_vs_zombies.modes import boss_pack_sizes, mode_named, rank
from goblinkit.assistant.core.deck import Deck
from goblinkit.assistant.goblins_vs_zombies.piles import GoblinSupply
from goblinkit.assistant.goblins_vs_zombies.render import describe_game
from goblinkit.assistant.goblins_vs_zombies.state import Field, Goblin, Zombie
from goblinkit.assistant.core.table import Table
from goblinkit.assistant.goblins_vs_zombies.setup_schema import SETUP
from goblinkit.assistant.goblins_vs_zombies.zombie_player import LOGGED

PHASES = ("goblin-arrival", "goblin-action", "zombie-action", "zombie-arrival", "sun")


class GoblinsVsZombies(Game):
    setup_schema = SETUP
    slug = "goblins-vs-zombies"
    title = "Goblins vs Zombies"
    shared = ("cat",)
    secret_fields = (LOGGED,)  # the Zombie Player's logged choice names the cards it played face down
    # set from outside on some games (read with getattr where a game may lack them):
    iterations: int | None = None  # a simulation's bound on the searching bots (simulate.play_game)
    thinks: list[float]  # a simulation's think times, for the ladder (simulate.play_game)
    searching: bool = False  # a search's private copy: its Zombie Player plays easy (lookahead)
    forced_zombie_choice: Any = None  # a search trying one Zombie Player choice on its copy (strong_bot)

    def __init__(self, setup: dict[str, Any], chance: Chance):
        super().__init__(setup, chance)
        self.mode = mode_named(setup["mode"])
        self.players: list[str] = list(setup["players"])
        self.mode.check_players(len(self.players))
        self.cat: Catalog = catalog(setup.get("content"))
        self.explain = True  # False in simulations: the busiest explanation lines are not formatted
        self.boss_level: str = setup.get("boss_level", "normal")
        self.tracked: bool = bool(setup.get("tracked", False))
        self.fields: dict[str, Field] = {p: Field(p) for p in self.players}
        self.turn = 1
        self.active = 0  # sets `current` too
        self.phase = PHASES[0]
        self.arrivals_done = 0
        self.result: dict[str, Any] | None = None
        self.boss: str | None = None
        self.zombie_hand: list[str] = []
        self.out_of_game: list[str] = []
        self.eliminated: list[tuple[str, int]] = []  # Mode C: who went out, on which turn
        self.unplayed: list[str] = []  # Zombie-deck cards drawn or resolving as the game ended
        self._zombie_uid = 0
        self._goblin_uid = 0
        goblin_cards, zombie_cards = self.cat.boxes(self.mode.black_goblins)
        self.supply = GoblinSupply(goblin_cards, self.players, self.tracked)
        self.zombies = Deck("Zombie Deck", zombie_cards)

    # -- identities --------------------------------------------------------------------------
    def next_zombie_uid(self) -> int:
        """Zombies are numbered z1, z2 ... and Goblins g1, g2 ..., each in their own series."""
        self._zombie_uid += 1
        return self._zombie_uid

    def next_goblin_uid(self) -> int:
        self._goblin_uid += 1
        return self._goblin_uid

    @property
    def active(self) -> int:
        """The index of the player whose turn it is; `current`, their name, is kept with it (a plain
        attribute: the rules read it at every step)."""
        return self._active

    @active.setter
    def active(self, index: int) -> None:
        self._active = index
        self.current = self.players[index]

    def living(self) -> list[str]:
        return [p for p in self.players if self.fields[p].alive]

    def right_of(self, player: str) -> str:
        """The player to the right (counter-clockwise in turn order); alone, that is you."""
        index = self.players.index(player)
        for step in range(1, len(self.players) + 1):
            other = self.players[(index - step) % len(self.players)]
            if self.fields[other].alive:
                return other
        return player

    def zdef(self, zombie: Zombie):  # noqa: ANN201
        """The card a Zombie is now (its face, or the Basic Zombie once flipped), looked up once per
        kind and remembered on the Zombie until it is flipped (Zombie.flip forgets it)."""
        known = zombie.known
        if known is not None:
            return known
        key = (zombie.card, zombie.face, zombie.level)
        known_defs = self.cat.zombie_defs
        found = known_defs.get(key)
        if found is None:
            found = known_defs[key] = self.cat.zombie(*key)
        zombie.known = found
        return found

    def zname(self, zombie: Zombie) -> str:
        return f"z{zombie.uid} {self.zdef(zombie).name}"

    def gname(self, goblin: Goblin) -> str:
        return f"g{goblin.uid} {self.cat.goblins[goblin.card].name}"

    def hp_left(self, zombie: Zombie) -> int:
        return self.zdef(zombie).hp - zombie.damage

    def find_zombie(self, ref: str, fields: list[str] | None = None) -> tuple[Field, Zombie]:
        """A Zombie in play by id (z3) or by an unambiguous part of its name."""
        matches = []
        uid = whole(ref[1:]) if ref[:1].lower() == "z" else None
        for name in fields or self.players:
            for _, zombie in self.fields[name].zombies():
                if zombie.uid == uid if uid is not None else ref.lower() in self.zname(zombie).lower():
                    matches.append((self.fields[name], zombie))
        if not matches:
            raise RulesError(f"no Zombie '{ref}' in play")
        if len(matches) > 1:
            raise RulesError(f"'{ref}' could be {', '.join(self.zname(z) for _, z in matches)}: use the id")
        return matches[0]

    def find_goblin(self, ref: str, player: str | None = None) -> tuple[Field, Goblin]:
        matches = []
        uid = whole(ref[1:]) if ref[:1].lower() == "g" else None
        for name in [player] if player else self.players:
            field = self.fields[name]
            for goblin in field.goblins():
                if goblin.uid == uid:
                    return field, goblin  # ids are unique: the first found is the one
                if uid is None and ref.lower() in self.gname(goblin).lower():
                    matches.append((field, goblin))
        if not matches:
            raise RulesError(f"no Goblin '{ref}' in {player + chr(39) + 's Field' if player else 'play'}")
        if len(matches) > 1:
            raise RulesError(f"'{ref}' could be {', '.join(self.gname(g) for _, g in matches)}: use the id")
        return matches[0]

    def player(self, name: str | None) -> str:
        if name is None:
            return self.current
        if name in self.players:  # as the engine spells it (bots, saves): no case folding
            return name
        for p in self.players:
            if p.lower() == name.lower():
                return p
        raise RulesError(f"no player '{name}' (players: {', '.join(self.players)})")

    # -- setup --------------------------------------------------------------------------------
    def start(self, table: Table) -> list[str]:
        lines = [f"Mode {self.mode.letter}: {self.mode.title}, players {', '.join(self.players)} "
                 f"(first: {self.players[0]})."]
        if self.mode.slug == "boss":
            event = "the-boss-expert" if self.boss_level == "expert" else "the-boss"
            self.zombies.arrange(boss_pack_sizes(len(self.players)), self.chance, event)
            lines.append(f"Zombie Deck stacked: Pack I {boss_pack_sizes(len(self.players))[0]} cards, Pack II 4 cards "
                         f"+ {self.cat.events[event].name} shuffled, Pack III the rest.")
        goblin_players = self.players
        for p in goblin_players:
            self.supply.draw(p, self.mode.hand, self.chance, f"{p}'s starting hand")
        lines.append(f"Shuffle the Goblin Deck{' without the 16 Black Goblins' if not self.mode.black_goblins else ''}"
                     f" and deal {self.mode.hand} cards to each player. Each takes a Guardian and a Turn Reminder.")
        if self.mode.slug == "versus":
            victor = self.fields[self.players[0]].add(Zombie(self.next_zombie_uid(), "victor", level=self.boss_level),
                                                      "graveyard")
            self.zombie_hand = [c for c in (self.draw_zombie_card("Zombie Player's hand", lines) for _ in range(3)) if c]
            lines.append(f"Victor, the Zombie King ({self.zname(victor)}) stands on the Graveyard; "
                         "the Zombie Player (the assistant) draws 3 cards.")
        lines.append(f"{self.current}: GOBLIN ARRIVAL.")
        return lines

    # -- the two decks ------------------------------------------------------------------------
    def draw_zombie_card(self, why: str, lines: list[str]) -> str | None:
        """One card from the Zombie Deck; where an empty Zombie Deck ends the game, it ends the moment
        the last card is drawn (Last Stand, Mode E), whatever drew it."""
        card = self.zombies.draw(self.chance, why)
        if card is not None and len(self.zombies) == 0 and not self.over:
            named = self.cat.events[card].name if self.cat.is_event(card) else self.cat.zombie(card).name
            empty = f"The Zombie Deck is empty after its last card, {named} ({why})"
            if self.mode.slug == "last-stand":
                score = len(self.zombies.discards)
                lines.append(self.finish("win", f"{empty}: you survived the Last Stand! (score {score})",
                                         score=score, rank=rank(score)))
            elif self.mode.slug == "versus":
                lines.append(self.finish("lose", f"{empty}: the Zombie Player wins.", winner="zombies"))
        return card

    def draw_goblin_cards(self, player: str, count: int, why: str, lines: list[str]) -> list[str]:
        """Cards from the Goblin Deck one at a time; in Mode E the game ends the moment it is empty
        (no reshuffle for the rest of a multi-card draw)."""
        if self.mode.slug != "versus":  # no draw ends the game: all at once
            return [] if self.over else self.supply.draw(player, count, self.chance, why)
        drawn: list[str] = []
        for _ in range(count):
            if self.over:
                break
            drawn.extend(self.supply.draw(player, 1, self.chance, why))
            if self.supply.deck_size() == 0 and not self.over:
                lines.append(self.finish("lose", "The Goblin Deck is empty: the Zombie Player wins.",
                                         winner="zombies"))
        return drawn

    def reinforce(self, field: Field, table: Table, lines: list[str]) -> None:
        """A Zombie's REINFORCEMENT (zombie_phase) brings a card as the ZOMBIE ARRIVAL does (arrival,
        which runs Zombies' clauses in turn): handed over here, so neither phase imports the other."""
        arrival.reinforce(self, field, table, lines)

    # -- outcomes -----------------------------------------------------------------------------
    def finish(self, outcome: str, reason: str, **extra: Any) -> str:
        self.result = {"outcome": outcome, "reason": reason, **extra}
        self.over = True
        return f"GAME OVER: {reason}"

    def eliminate(self, player: str, reason: str) -> list[str]:
        """Mode C: a player is out; with three, their Zombies go to the Discard Pile and play goes on."""
        field = self.fields[player]
        field.alive = False
        self.eliminated.append((player, self.turn))
        lines = [f"{player} is out: {reason}"]
        for _, zombie in list(field.zombies()):
            field.remove_zombie(zombie)
            self.zombies.discard(zombie.card)
        for goblin in list(field.gate):
            for removed in field.remove_goblin(goblin):
                self.supply.discard_card(removed.real or removed.card)
        self.supply.drop_hand(player)
        alive = self.living()
        if len(alive) == 1:
            lines.append(self.finish("win", f"{alive[0]} is the last player standing and wins.", winner=alive[0]))
        return lines

    # -- handlers -----------------------------------------------------------------------------
    @action("play")
    def play(self, act: dict[str, Any], table: Table) -> list[str]:
        return goblin_phase.play(self, act, table)

    @action("destroy")
    def destroy(self, act: dict[str, Any], table: Table) -> list[str]:
        return goblin_phase.destroy(self, act)

    @action("pepper")
    def pepper(self, act: dict[str, Any], table: Table) -> list[str]:
        return goblin_phase.pepper(self, act)

    @action("give")
    def give(self, act: dict[str, Any], table: Table) -> list[str]:
        return goblin_phase.give(self, act)

    @action("act")
    def act_goblin(self, act: dict[str, Any], table: Table) -> list[str]:
        return goblin_phase.act(self, act, table)

    @action("damage")
    def damage(self, act: dict[str, Any], table: Table) -> list[str]:
        return goblin_phase.report_damage(self, act)

    @action("adjust")
    def adjust(self, act: dict[str, Any], table: Table) -> list[str]:
        return goblin_phase.adjust(self, act)

    @action("zombies")
    def zombies_phase(self, act: dict[str, Any], table: Table) -> list[str]:
        if self.phase in ("zombie-arrival", "sun"):  # after the Zombie Action phase
            raise RulesError("the Zombies have already acted this turn; next is `arrive`")
        self.phase = "zombie-action"
        lines = zombie_phase.run_phase(self, table)
        if not self.over and self.phase == "sun":
            lines.append("Next: THE SUN (The Boss!! ended the Zombie phases).")
        elif not self.over and not self.fields[self.current].alive:
            self.next_turn()
            lines.append(f"Turn {self.turn}: {self.current}, GOBLIN ARRIVAL.")
        elif not self.over:
            self.phase = "zombie-arrival"
            if self.explain:  # once a turn: not formatted for a simulation
                many = "s" if self.mode.arrivals > 1 else ""
                lines.append(f"Next: ZOMBIE ARRIVAL ({self.mode.arrivals} card{many}).")
        return lines

    @action("arrive")
    def arrive(self, act: dict[str, Any], table: Table) -> list[str]:
        if self.phase != "zombie-arrival":
            raise RulesError("ZOMBIE ARRIVAL comes after the Zombie Action phase: the Zombies act first (zombies)"
                             if PHASES.index(self.phase) < PHASES.index("zombie-arrival") else
                             "the Zombies have already arrived this turn; THE SUN is next (sun)")
        lines = arrival.run_phase(self, table, act)
        if not self.over:
            self.phase = "sun"
            lines.append("Next: THE SUN.")
        return lines

    @action("sun")
    def sun(self, act: dict[str, Any], table: Table) -> list[str]:
        if self.phase != "sun":
            raise RulesError("THE SUN comes after ZOMBIE ARRIVAL: run `arrive` first")
        lines = goblin_phase.sun(self, table)
        if not self.over:
            self.next_turn()
            if self.explain:  # once a turn: not formatted for a simulation
                lines.append(f"Turn {self.turn}: {self.current}, GOBLIN ARRIVAL.")
        return lines

    def next_turn(self) -> None:
        self.turn += 1
        index = self._active
        for _ in range(len(self.players)):
            index = (index + 1) % len(self.players)
            if self.fields[self.players[index]].alive:
                break
        self.active = index
        self.phase = PHASES[0]
        self.arrivals_done = 0

    # -- the guided turn (guide.py) -------------------------------------------------------------
    def normalize(self, act: dict[str, Any]) -> None:
        guide.normalize(self, act)

    def next_automatic(self) -> dict[str, Any] | None:
        return guide.next_automatic(self)

    def automatic(self, act: dict[str, Any]) -> bool:
        """The step this state takes, an `arrive` logged with Mode E's Zombie Player's choice included."""
        return self.next_automatic() == {k: v for k, v in act.items() if k != LOGGED}

    def moves(self) -> list[Move]:
        return goblin_moves(self)

    def prompt(self) -> list[str]:
        return guide.prompt(self)

    def vocabulary(self) -> list[str]:
        return guide.vocabulary(self)

    def legend(self) -> list[str]:
        return guide.legend(self)

    def fingerprint(self) -> Any:
        return guide.fingerprint(self)

    # -- views --------------------------------------------------------------------------------
    def snapshot(self, reveal: bool = False) -> dict[str, Any]:
        deck = self.zombies.snapshot()
        goblins = self.supply.snapshot()
        if not reveal:  # face down at the table: what the Zombie Deck holds, the hands' cards
            deck = {"cards": len(self.zombies), **{k: v for k, v in deck.items() if k != "pile"}}
            goblins.pop("hand_cards", None)
        return {"mode": self.mode.slug, "turn": self.turn, "active": self.current, "phase": self.phase,
                "fields": {p: f.snapshot() for p, f in self.fields.items()}, "zombie_deck": deck,
                "goblins": goblins, "boss": self.boss, "zombie_player_hand": len(self.zombie_hand),
                **({"zombie_player_cards": sorted(self.zombie_hand)} if reveal else {}),
                "out_of_game": list(self.out_of_game), "result": self.result}

    outlook_scale = 60.0  # lookahead.SCALE: judge() points that make a clear difference

    def outlook(self) -> float | None:
        """The table for the Goblin whose turn it is (lookahead.judge): Guardians kept, Goblins ready, Zombies
        near, the mode's progress."""
        from goblinkit.assistant.goblins_vs_zombies.lookahead import judge

        return judge(self, self.current)

    def describe(self) -> str:
        from goblinkit.assistant.core.skill import status_line

        # Mode E's Zombie Player's skill, in a game set up with one (an older save reads as it always did)
        return describe_game(self) + (f"\n{status_line(self.setup)}" if "skill" in self.setup else "")

