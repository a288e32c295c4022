"""Gob'z'Heroes: the referee. The player says which Gob' moves where and attacks whom; the engine
checks every rule on the board, rolls (or takes the player's dice), applies the result, and plays the
rival Crews' turns through the same actions (`next_automatic`)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.deck import Deck
from goblinkit.assistant.core.engine import Game, action
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.moves import Move
from goblinkit.assistant.gobz_heroes import combat, combos, crates, kept, movement, normal, ranged, scoring, setup as setup_rules, substitution, turns
from goblinkit.assistant.gobz_heroes.board_choice import board_for
from goblinkit.assistant.gobz_heroes.state import Activation, Gob, Player
from goblinkit.assistant.core.table import Table
from goblinkit.content.gobz_heroes.board import parse_square, square_name
from goblinkit.content.loader import GameContent, load_for_play
from goblinkit.assistant.gobz_heroes.setup_schema import SETUP
from goblinkit.assistant.core.skill import from_setup, status_line

GAME = "gobz-heroes"
LIMITS = {2: 12, 3: 10, 4: 10}


@lru_cache(maxsize=4)
def content_for(pack: str | None) -> GameContent:
    """Loaded and validated once per process (simulations and replays build many games)."""
    return load_for_play(GAME, pack)


class GobzHeroes(Game):
    setup_schema = SETUP
    slug = GAME
    title = "Gob'z'Heroes"
    hidden_hands = True  # rivals' Combo Cards and Gob'jectives: questions come without where they lead
    active: Activation | None  # the Gob' acting this turn (turns.activate), None before one is
    # The loaded content and the board never change in play: a copy (an explored answer, a hard Crew's
    # search) shares them.
    shared = ("content", "profiles", "stuff_defs", "combo_defs", "objective_defs", "vp_for", "layout", "board",
              "scenario")

    def __init__(self, setup: dict[str, Any], chance: Chance):
        super().__init__(setup, chance)
        self.content = content_for(setup.get("content"))
        c = self.content.components
        self.profiles = {g.id: g for g in c["gobz"].items}
        self.stuff_defs = {s.id: s for s in c["stuff"].items}
        self.combo_defs = {k.id: k for k in c["combos"].items}
        self.objective_defs = {o.id: o for o in c["objectives"].items}
        self.vp_for = {a.id: a.vp for a in c["scoring"].items}
        # Combo Cards after the roll (after_roll.py): games set up before it keep the old way -- attack
        # cards named before rolling, Foam Bounce spent with them -- so their saves replay as played.
        self.after_roll = bool(setup.get("after_roll"))
        # A Gob'jective's `crates` (Scavenger: both) counts for games set up since; older saves replay
        # with one Crate enough, as they were played.
        self.crate_count = bool(setup.get("crate_count"))
        names = setup["players"]
        if not 2 <= len(names) <= 4:
            raise RulesError("Gob'z'Heroes is for 2 to 4 players")
        self.layout, self.board, self.scenario, self.zombies = board_for(c, setup, len(names))
        humans = set(setup.get("humans", [0]))
        self.players = [Player(name, seat not in humans, seat) for seat, name in enumerate(names)]
        # Each rival Crew's skill (assistant/core/skill.py): a save from before skill levels plays easy, as played.
        self.skills = {p.name: from_setup(setup, p.name) for p in self.players if p.bot}
        self.thinks: list[float] = []  # CPU seconds of each hard decision searched here (the ladder reads them)
        self._planned: tuple[str, dict[str, Any]] | None = None  # a hard decision searched here, not yet logged
        self.decided: dict[str, Any] | None = None  # a hard Crew's logged decision, still to play (kept.py)
        self.limit = LIMITS[len(names)]
        self.min_crew = setup_rules.minimum_crew(len(names), len(self.profiles))
        self.target_vp = self.vp_for[setup.get("length", "standard")]
        self.gobz = {g: Gob(g) for g in self.profiles}
        self.bench = list(self.profiles)
        self.stuff_deck = Deck("Stuff Deck", [s.id for s in c["stuff"].items for _ in range(s.count)])
        self.combo_deck = Deck("Combo Deck", [k.id for k in c["combos"].items for _ in range(k.count)])
        self.objective_deck = Deck("Gob'jective Deck", list(self.objective_defs))
        self.current, self.turn, self.active, self.winner = 0, 1, None, None
        self.recruited: dict[str, int] = {}  # the draft: Gob' -> seat
        self.first = 0

    # -- lookups used by the rule modules --------------------------------------------------------------
    def gob_named(self, ref: str) -> str:
        key = ref.strip().lower()
        for gid, p in self.profiles.items():
            if key in (gid, p.name.lower()):
                return gid
        found = [gid for gid, p in self.profiles.items() if gid.startswith(key) or p.name.lower().startswith(key)]
        if len(found) == 1:
            return found[0]
        raise RulesError(f"no Gob' '{ref}' (Gob'z: {', '.join(self.profiles)})")

    def skill_ready(self, gob_id: str) -> bool:
        """A Stunned Gob's Special Skill cannot be used."""
        return not self.gobz[gob_id].stunned

    def stuff_limit(self, gob_id: str) -> int:
        if self.profiles[gob_id].troll:
            return 0
        return 3 if self.profiles[gob_id].skill.id == "pack-rat" else 2

    def obstacles(self) -> list[tuple[int, int]]:
        return list(self.zombies)

    def able(self, seat: int) -> list[str]:
        return turns.able(self, seat)

    def human_seat(self) -> int:
        """The human who acts: the current player at a hot seat's turn, else the (first) human."""
        if not self.players[self.current].bot:
            return self.current
        return next((p.seat for p in self.players if not p.bot), 0)

    @property
    def hot_seat(self) -> bool:
        """Several humans share this screen: each one's Combo Cards and Gob'jective stay off it (views.secret_view)."""
        return sum(not p.bot for p in self.players) > 1

    def seat_named(self, ref: str | None) -> int:
        if ref is None:
            return self.human_seat()
        for p in self.players:
            if p.name.lower() == ref.lower():
                return p.seat
        raise RulesError(f"no player '{ref}' (players: {', '.join(p.name for p in self.players)})")

    # -- setting up ------------------------------------------------------------------------------------
    def start(self, table: Table) -> list[str]:
        from goblinkit.assistant.gobz_heroes.bots import draft_pick

        lines = [f"Board {self.layout.name}: {self.board.width} x {self.board.height} squares. "
                 f"First to {self.target_vp} VP wins."]
        setup_rules.deal_objectives(self, lines)
        winner = setup_rules.shi_fu_mi(self, lines)
        wishes = {seat: [self.gob_named(g) for g in crew] for seat, crew in enumerate(self.setup.get("crews", []))
                  if crew is not None and not self.players[seat].bot}  # a player without a list is asked
        setup_rules.draft(self, winner, table, wishes, draft_pick, lines)
        setup_rules.redraw_unachievable(self, lines)
        order = [(winner + i) % len(self.players) for i in range(len(self.players))]
        corner = self.setup.get("corner") if not self.players[winner].bot else None
        setup_rules.deploy(self, order, corner or "sw", lines)
        lines += setup_rules.human_objectives(self)
        first = self.first = setup_rules.first_player(self, winner)
        lines.append(f"{self.players[first].name} begins (highest Charisma).")
        turns.begin_turn(self, first, table, lines)
        return lines

    # -- actions ----------------------------------------------------------------------------------------
    TURN_ACTIONS = frozenset({"backup", "move", "attack", "substitute", "end"})

    def apply(self, act: dict[str, Any], table: Table, normalized: bool = False) -> list[str]:
        """Turn actions name their player (the CLI's player, a rival Crew's name): it must be their turn."""
        if act.get("type") in self.TURN_ACTIONS and not self.over:
            seat = self.seat_named(act.get("player"))
            if seat != self.current:
                whose = self.players[self.current]
                hint = " (the assistant plays it: `goblin play gobz rivals`)" if whose.bot else ""
                raise RulesError(f"it is {whose.name}'s turn{hint}")
        from goblinkit.assistant.gobz_heroes.bots import BotTable
        from goblinkit.assistant.gobz_heroes.crew_table import CrewTable
        from goblinkit.assistant.gobz_heroes.moves_cards import backup_first

        if not self.over:
            backup_first(self, act)

        if not isinstance(table, (BotTable, CrewTable)):
            table = CrewTable(self, table)  # a rival's own questions never reach the player's table
        lines = super().apply(act, table, normalized)
        if act.get("type") != "decide":
            self.decided = None  # played (a step stopped at a question raises before this: still kept)
        return lines

    @action("decide")
    def decide(self, act: dict[str, Any], table: Table) -> list[str]:
        return kept.decide(self, act)

    @action("backup")
    def backup(self, act: dict[str, Any], table: Table) -> list[str]:
        seat = self.current
        player = self.players[seat]
        if not player.backup_pending:
            raise RulesError(f"{player.name} has no Backup due (only with one able Gob' left at the start of the turn)")
        gob_id = self.gob_named(act["gob"])
        if gob_id not in turns.backup_options(self, seat):
            why = ("Trolls cannot be brought in as a Backup" if self.profiles[gob_id].troll
                   else f"not on the Bench, or over the Recruitment Limit of {self.limit}")
            raise RulesError(f"{self.profiles[gob_id].name} cannot be the Backup: {why} "
                             f"(possible: {', '.join(turns.backup_options(self, seat))})")
        at = act.get("at") or table.choose(  # not given: asked (at a terminal), the answer logged
            f"Where does {self.profiles[gob_id].name} arrive (a free Sewer/Hatch)?",
            [square_name(s) for s in turns.free_sewers(self)], key="backup-sewer")
        square = self._square(at)
        if square not in turns.free_sewers(self):
            raise RulesError(f"{at} is not a free Sewer/Hatch "
                             f"({', '.join(square_name(s) for s in turns.free_sewers(self))})")
        lines: list[str] = []
        turns.arrive(self, seat, gob_id, square, lines, "Backup")
        player.backup_pending = False
        player.rations = turns.rationing_points(self, seat)
        lines.append(f"  Rationing Points: {player.rations}.")
        return lines

    @action("move")
    def move(self, act: dict[str, Any], table: Table) -> list[str]:
        gob_id = self.gob_named(act["gob"])
        seat = self.current
        to = self._square(act["to"])
        cards = combos.take_for(self, seat, act.get("combos") or [], combos.ON_MOVE, "a move")
        problem = turns.move_problem(self, gob_id)
        if problem:
            raise RulesError(problem)
        sub = act.get("sub")
        if sub and not act.get("sub_combo"):
            raise RulesError("a Substitution sacrifices a Combo Card: add --combo-sub CARD")
        turns.check_activation(self, gob_id)
        extra = combos.amount(self, cards, "sprint")
        hop = any(self.combo_defs[c].effect == "hop" for c in cards)
        gob = self.gobz[gob_id]
        start = gob.pos
        path = movement.check_move(self, gob_id, to, extra, hop, substitute=bool(sub))
        assert start is not None  # check_activation refused a Gob' that is not on the board
        if sub:
            substitution.check(self, seat, gob_id, self.gob_named(sub), act["sub_combo"])
        lines = turns.activate(self, gob_id)
        combos.discard(self, seat, cards, lines)
        gob.pos = to
        assert self.active is not None  # turns.activate made it
        self.active.moved = True
        if self.board.level(start) != self.board.level(to) or any(
                self.board.level(a) != self.board.level(b) for a, b in zip([start] + path, path)
                if self.board.level(a) is not None and self.board.level(b) is not None):
            gob.changed_level = True
        steps = f"{len(path)} square{'s' if len(path) > 1 else ''}"
        lines.append(f"{self.profiles[gob_id].name} moves {square_name(start)} -> {square_name(to)} "
                     f"({steps}{', changing level' if gob.changed_level else ''}).")
        if to in self.board.crates and not self.profiles[gob_id].troll:
            crates.open_crate(self, gob_id, table, lines)
        if sub:
            lines += substitution.swap(self, seat, gob_id, self.gob_named(sub), act["sub_combo"])
        return lines

    @action("attack")
    def attack(self, act: dict[str, Any], table: Table) -> list[str]:
        gob_id = self.gob_named(act["gob"])
        seat = self.current
        problem = turns.attack_problem(self, gob_id)
        if problem:
            raise RulesError(problem)
        targets = [self.gob_named(t) for t in act.get("targets") or []]
        cards = combos.take_for(self, seat, act.get("combos") or [], combos.ON_ATTACK, "an attack")
        turns.check_activation(self, gob_id)
        if act.get("ranged"):
            if len(targets) != 1:
                raise RulesError("a Ranged attack has one target")
            problem = ranged.shot_problem(self, gob_id, targets[0], ranged.pick_arm(self, gob_id, act.get("weapon")))
            if problem:
                raise RulesError(f"{self.profiles[gob_id].name} cannot shoot {self.profiles[targets[0]].name}: {problem}")
        else:
            combat.check_close(self, seat, gob_id, targets)
        lines = turns.activate(self, gob_id)
        modifier = -combos.amount(self, cards, "steady-aim")
        bonus = combos.amount(self, cards, "brute-force")
        low = bool(act.get("low_first"))
        if act.get("ranged"):
            arm = ranged.pick_arm(self, gob_id, act.get("weapon"))
            fight = combat.Attack(seat, gob_id, False, arm.weapon.strength + bonus, modifier + arm.to_hit, cards, low)
            assert self.active is not None  # turns.activate made it
            self.active.attacked = True
            combos.discard(self, seat, [c for c in cards if self.combo_defs[c].effect != "reroll" or not self.after_roll], lines)
            ranged.shoot(self, fight, targets[0], arm, table, lines)
        else:
            fight = combat.Attack(seat, gob_id, True, combat.strength_close(self, gob_id, bonus), modifier, cards, low)
            assert self.active is not None  # turns.activate made it
            self.active.attacked = True
            combos.discard(self, seat, [c for c in cards if self.combo_defs[c].effect != "reroll" or not self.after_roll], lines)
            combat.close_combat(self, fight, targets, table, lines)
        return lines

    @action("substitute")
    def substitute(self, act: dict[str, Any], table: Table) -> list[str]:
        seat = self.current
        gob_id, sub = self.gob_named(act["gob"]), self.gob_named(act["sub"])
        gob = self.gobz[gob_id]
        if gob.pos not in self.board.sewers:
            raise RulesError(f"{self.profiles[gob_id].name} is not on a Sewer/Hatch square")
        if gob.activated and not (self.active and self.active.gob == gob_id):
            raise RulesError(f"{self.profiles[gob_id].name} has finished its activation")
        substitution.check(self, seat, gob_id, sub, act["sub_combo"])
        return substitution.swap(self, seat, gob_id, sub, act["sub_combo"])

    @action("combo")
    def combo(self, act: dict[str, Any], table: Table) -> list[str]:
        seat = self.seat_named(act.get("player"))
        return combos.play(self, seat, act["card"], act.get("gob"), act.get("target"), table)

    @action("dump")
    def dump(self, act: dict[str, Any], table: Table) -> list[str]:
        lines: list[str] = []
        scoring.dump(self, self.seat_named(act.get("player")), lines)
        return lines

    @action("end")
    def end(self, act: dict[str, Any], table: Table) -> list[str]:
        seat = self.current
        if self.players[seat].backup_pending:
            raise RulesError(turns.BACKUP_FIRST)
        teleports = []
        for item in act.get("teleports") or []:
            name, _, square = item.partition(":")
            if not square:
                raise RulesError(f"--teleport: expected GOB:SQUARE such as skritch:E11, got '{item}'")
            teleports.append((self.gob_named(name), self._square(square)))
        lines: list[str] = []
        turns.crew_rehab(self, seat, teleports, lines)
        if self.over:
            return lines
        nxt = (seat + 1) % len(self.players)
        if nxt == self.first:
            self.turn += 1
        turns.begin_turn(self, nxt, table, lines)
        return lines

    # -- helpers ------------------------------------------------------------------------------------------
    def _square(self, text: str) -> tuple[int, int]:
        try:
            square = parse_square(text)
        except ValueError as exc:
            raise RulesError(str(exc)) from None
        if not self.board.on_board(square):
            raise RulesError(f"{text} is not on the board (A1 to {square_name((self.board.width - 1, self.board.height - 1))})")
        return square

    # -- the guided turn ------------------------------------------------------------------------------
    def normalize(self, act: dict[str, Any]) -> None:
        normal.normalize(self, act)

    def moves(self) -> list[Move]:
        from goblinkit.assistant.gobz_heroes.moves import listed_moves

        return listed_moves(self)

    def automatic(self, act: dict[str, Any]) -> bool:
        """A rival Crew's action, or the player's turn ended unasked (play.CrewTurn): taken back with the
        player's action before them."""
        return bool(act.get("unasked")) or act.get("player") in {p.name for p in self.players if p.bot}

    def next_automatic(self) -> dict[str, Any] | None:
        """A rival Crew's next action at its skill; a hard Crew's decision is searched once and logged first (kept.py)."""
        if self.over or not self.players[self.current].bot:
            return None
        from goblinkit.assistant.gobz_heroes.bots import next_action

        skill = self.skills.get(self.players[self.current].name)
        if skill is None or not skill.hard:
            return next_action(self, skill.level if skill is not None else "easy")
        return kept.next_hard(self, skill)

    def prompt(self) -> list[str]:
        from goblinkit.assistant.gobz_heroes.render import prompt

        return prompt(self)

    def vocabulary(self) -> list[str]:
        return sorted(set(self.profiles) | {square_name(s) for s in self.board.teleporters})

    def snapshot(self, reveal: bool = False) -> dict[str, Any]:
        return {"board": self.layout.id, "turn": self.turn, "current": self.players[self.current].name,
                "target_vp": self.target_vp, "limit": self.limit,
                "active": self.active.__dict__ if self.active else None,
                "players": [p.snapshot(reveal, self.over, self.hot_seat) for p in self.players],
                "gobz": [g.snapshot() for g in self.gobz.values() if g.on_board],
                "bench": sorted(self.bench), "zombies": [square_name(z) for z in self.zombies],
                "stuff_deck": len(self.stuff_deck), "combo_deck": len(self.combo_deck),
                "over": self.over, "winner": self.players[self.winner].name if self.winner is not None else None}

    outlook_scale = 1.5  # hard_crew.TEMPERATURE: VP that make a clear difference

    def outlook(self) -> float | None:
        from goblinkit.assistant.gobz_heroes.hard_crew import outlook

        return outlook(self, self.human_seat())

    def determinized(self, rng: Any) -> GobzHeroes:
        """Dealt again from the player's view (hard_crew.dealt_again); the rivals play normal in the copy."""
        from goblinkit.assistant.gobz_heroes.hard_crew import dealt_again

        twin = dealt_again(self, self.human_seat(), rng)
        twin.skills = {}
        return twin

    def describe(self) -> str:
        from goblinkit.assistant.gobz_heroes.render import describe

        return describe(self) + ("\n" + status_line(self.setup) if any(p.bot for p in self.players) else "")
