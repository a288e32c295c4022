"""Globbo!: the rules engine. One side is played at the table with real counters on the printed
map, the other by the assistant (or both by bots in `simulate`); every move is an action."""

from __future__ import annotations

from collections import Counter
from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.engine import Game, action
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.moves import Move
from goblinkit.assistant.globbo import attacks, build, fission, globbo_move, kids_move, scorch as scorch_rules, setup as setup_rules
from goblinkit.assistant.globbo.orders import orders
from goblinkit.assistant.globbo.state import GLOBBO_KINDS, KID_KINDS, SIDE_OF_PHASE, Piece, Turn
from goblinkit.assistant.core.table import Table
from goblinkit.content.globbo.board import make_board
from goblinkit.content.globbo.torus import Hex, label
from goblinkit.content.loader import load_for_play
from goblinkit.assistant.globbo.setup_schema import SETUP

GAME = "globbo"
START = {"globbo": 19, "kids": 6}


class Globbo(Game):
    setup_schema = SETUP
    slug = GAME
    title = "Globbo!"
    shared = ("board", "torus", "stats", "extra_defs")  # content play never changes: a copy shares it
    iterations: int | None = None  # a simulation's bound on the hard bots' search (simulate.play_game)
    thinks: list[float]  # a simulation's think times, one per bot step (bots.py, for the ladder)

    def __init__(self, setup: dict[str, Any], chance: Chance):
        super().__init__(setup, chance)
        content = load_for_play(GAME, setup.get("content"))
        c = content.components
        self.stats = {p.id: p for p in c["pieces"].items}
        self.extra_defs = {e.id: e for e in c["extras"].items}
        unknown = [e for e in setup.get("extras", []) if e not in self.extra_defs]
        if unknown:
            raise RulesError(f"unknown Extra '{unknown[0]}' (Extras: {', '.join(self.extra_defs)})")
        self.extras = frozenset(setup.get("extras", []))
        board = make_board(c["map"].items[0])
        if not setup.get("walls"):
            from dataclasses import replace

            from goblinkit.content.globbo.torus import Torus

            board = replace(board, torus=Torus(board.torus.columns, board.torus.rows), walls=())
        self.board = board
        self.torus = board.torus
        self.pieces: dict[str, Piece] = {}
        self.tally: Counter[str] = Counter()  # counters put on the map (+kind) and taken off (-kind)
        self.gunk: set[Hex] = set()
        self.turn = Turn(scorches=3 if "scorch" in self.extras else 0)
        self.human = setup.get("play")
        self.decided: dict[str, Any] | None = None  # a hard bot's decision logged by one `ai` step, played by the next
        self.mix: int | None = None  # Genetic Engineering: Blips in every fission, said at the start  # the side played at the table: "globbo", "kids", or None (bots only)

    # -- lookups ------------------------------------------------------------------------------
    def hex(self, text: str) -> Hex:
        h = self.torus.parse(text)
        if h is None:
            raise RulesError(f"no hex '{text}' on the map (columns A-{label((self.torus.columns - 1, 0))[0]}, "
                             f"rows 1-{self.torus.rows})")
        return h

    def piece(self, ref: str, side: str | None = None) -> Piece:
        found = self.pieces.get(ref.strip().upper())
        if found is None:
            raise RulesError(f"no piece '{ref}' on the map (pieces are named by their counters: H1, Z3, S12, B2, P7, Y1)")
        if side and found.side != side:
            raise RulesError(f"{found.id} is not a piece of {'Globbo' if side == 'globbo' else 'the Kids'}")
        return found

    def living(self, side: str | None = None, kind: str | None = None) -> list[Piece]:
        return [p for p in self.pieces.values() if (side is None or p.side == side) and (kind is None or p.kind == kind)]

    def globbo_at(self, h: Hex) -> Piece | None:
        return next((p for p in self.pieces.values() if p.hex == h and p.side == "globbo"), None)

    def globbo_on(self, h: Hex) -> Piece:
        """The GLOBBO piece at `h`, where the caller knows there is one (a hex of his layout)."""
        piece = self.globbo_at(h)
        if piece is None:
            raise LookupError(f"no GLOBBO piece at {h}")
        return piece

    def kids_at(self, h: Hex) -> list[Piece]:
        return [p for p in self.pieces.values() if p.hex == h and p.side == "kids"]

    def occupied(self, h: Hex) -> bool:
        return any(p.hex == h for p in self.pieces.values())

    def layout(self) -> dict[Hex, tuple[str, str]]:
        return {p.hex: (p.id, p.kind) for p in self.living("globbo")}

    def new_piece(self, kind: str, h: Hex, **flags: Any) -> Piece:
        """The lowest-numbered counter of this kind not on the map (a spare beyond the box is named too)."""
        prefix = self.stats[kind].prefix
        number = 1
        while f"{prefix}{number}" in self.pieces:
            number += 1
        piece = Piece(f"{prefix}{number}", kind, h, **flags)
        self.pieces[piece.id] = piece
        self.tally[f"+{kind}"] += 1
        return piece

    def remove(self, piece: Piece) -> None:
        if self.pieces.pop(piece.id, None) is not None:
            self.tally[f"-{piece.kind}"] += 1
        self.turn.points.pop(piece.id, None)

    def spare_note(self, piece: Piece) -> str:
        number = int(piece.id[1:])
        return f" (the box holds {self.stats[piece.kind].count}: use a spare)" if number > self.stats[piece.kind].count else ""

    @property
    def side_to_act(self) -> str:
        return SIDE_OF_PHASE[self.turn.phase]

    # -- the sequence of play -----------------------------------------------------------------
    def start(self, table: Table) -> list[str]:
        return setup_rules.place_start(self, table)

    def apply(self, act: dict[str, Any], table: Table, normalized: bool = False) -> list[str]:
        side = act.get("side")
        if side and side != self.side_to_act and act.get("type") not in ("ai",):
            raise RulesError(f"it is {self._whose()}, not {side}'s")
        if self.human and act.get("type") != "ai":
            from goblinkit.assistant.globbo.bots import AssistantAnswers

            table = AssistantAnswers(self, table)  # type: ignore[assignment]
        lines = super().apply(act, table)
        lines.extend(self.check_end())
        return lines

    def _whose(self) -> str:
        return f"round {self.turn.round}, {self.turn.phase.replace('-', ' ')}"

    def expect(self, *phases: str) -> None:
        if self.turn.phase not in phases:
            raise RulesError(f"not now: it is {self._whose()} (this needs {' or '.join(p.replace('-', ' ') for p in phases)})")

    @action("move")
    def move(self, act: dict[str, Any], table: Table) -> list[str]:
        if self.turn.phase in ("globbo-build", "globbo-move") and act.get("side", "globbo") == "globbo":
            lines = build.finish_build(self, table) if self.turn.phase == "globbo-build" else []
            return lines + globbo_move.move(self, orders(act.get("moves"), "moves"), table)
        if self.turn.phase == "globbo-attack":
            raise RulesError("GLOBBO has moved this turn: attack HEX --with ..., or end his attacks")
        return kids_move.move(self, orders(act.get("moves"), "moves"), orders(act.get("gunk"), "gunk"),
                              orders(act.get("jumps"), "jumps"), table)

    @action("scorch")
    def scorch(self, act: dict[str, Any], table: Table) -> list[str]:
        lines = build.finish_build(self, table) if self.turn.phase == "globbo-build" else []
        return lines + scorch_rules.scorch(self, self.hex(act["hex"]), table)

    @action("attack")
    def attack(self, act: dict[str, Any], table: Table) -> list[str]:
        lines = kids_move.finish(self, table) if self.turn.phase == "kids-move" else []
        if self.turn.phase == "globbo-move":
            raise RulesError("Globbo moves before he attacks: report his move first (`move`, or `move --stay`)")
        return lines + attacks.attack(self, self.hex(act["target"]), [self.piece(p) for p in act["with"]], table)

    @action("end")
    def end(self, act: dict[str, Any], table: Table) -> list[str]:
        """End the current side's step: Globbo's attacks (Biters explode), the Kids' move or attacks
        (regeneration points), or Globbo's building."""
        phase = self.turn.phase
        if phase == "globbo-move":
            raise RulesError("Globbo must report his move first (`move --stay` if he stays put)")
        if phase == "globbo-attack":
            lines = fission.explode_all(self, table)
            if not self.living("globbo", "head") or not self.living("kids"):
                return lines  # the explosions ended the game: no Kids' move to announce
            return lines + kids_move.begin(self, table)
        if phase == "kids-move":
            return kids_move.finish(self, table) + build.regenerate(self)
        if phase == "kids-attack":
            return build.regenerate(self)
        return build.finish_build(self, table)

    @action("build")
    def build_parts(self, act: dict[str, Any], table: Table) -> list[str]:
        return build.buy(self, act.get("buy", []), table)

    @action("ai")
    def ai_turn(self, act: dict[str, Any], table: Table) -> list[str]:
        """The assistant's side plays until the other side must act, or until a hard bot has decided (the
        next `ai` plays it); its decisions are kept in the action (`plan`, `decided`) so a replay, or a
        re-run with `--answer`, repeats them even if the bots change and never searches again."""
        from goblinkit.assistant.globbo.bots import play_side

        return play_side(self, act, table)

    # -- the end ------------------------------------------------------------------------------
    def check_end(self) -> list[str]:
        if self.over:
            return []
        kids, heads = self.living("kids"), self.living("globbo", "head")
        if kids and heads:
            return []
        winner = "globbo" if not kids else "kids"
        pieces = len(self.living(winner))
        humiliating = pieces > START[winner]
        self.over = True
        self.turn.result = {"winner": winner, "round": self.turn.round, "pieces": pieces, "humiliating": humiliating}
        name = "GLOBBO" if winner == "globbo" else "THE KIDS"
        why = "every kid is destroyed" if winner == "globbo" else "GLOBBO's last HEAD is destroyed"
        lines = [f"GAME OVER in round {self.turn.round}: {name} WIN ({why})."]
        if humiliating:
            lines.append(f"HUMILIATING TOTAL VICTORY: {pieces} pieces, more than the {START[winner]} they began with. "
                         "Jump up and down and laugh like a donkey.")
        return lines

    # -- the guided turn ----------------------------------------------------------------------
    def next_automatic(self) -> dict[str, Any] | None:
        """The assistant's whole step (`ai`) while its side is to act."""
        if self.over or self.side_to_act == self.human:
            return None
        return AutomaticStep(type="ai", side=self.side_to_act)

    def moves(self) -> list[Move]:
        """The legal moves of the side played at the table (moves.py)."""
        from goblinkit.assistant.globbo.moves import moves

        return moves(self)

    def normalize(self, act: dict[str, Any]) -> None:
        """Piece ids and hexes as printed (B1, E5), whatever case was typed."""
        for key in ("target", "hex"):
            if isinstance(act.get(key), str):
                act[key] = act[key].strip().upper()
        if isinstance(act.get("with"), list):
            act["with"] = [str(p).strip().upper() for p in act["with"]]
        for key in ("moves", "gunk", "jumps"):  # [PIECE, HEX] lists in the order reported (orders.py)
            if key in act:
                act[key] = orders(act[key], key)
        if act.get("type") == "move" and act.pop("body", False):  # `move H1:E5 --body`: logged part by part
            act["moves"] = globbo_move.with_body(self, act.get("moves") or [])

    def prompt(self) -> list[str]:
        from goblinkit.assistant.globbo.render import prompt

        return prompt(self)

    def vocabulary(self) -> list[str]:
        return sorted(self.pieces) + [label(h) for h in self.torus.hexes]

    def snapshot(self, reveal: bool = False) -> dict[str, Any]:
        t = self.turn
        return {"round": t.round, "phase": t.phase, "to_act": self.side_to_act, "human": self.human,
                "extras": sorted(self.extras), "walls": bool(self.setup.get("walls")),
                "pieces": [p.snapshot() for p in sorted(self.pieces.values(), key=_order)],
                "points": dict(t.points), "scorches": t.scorches, "gunk": sorted(label(h) for h in self.gunk),
                "warp_holes": {str(n): label(h) for n, h in self.board.holes.items()}, "result": t.result}

    outlook_scale = 0.1  # a tenth of a game's win chance

    def outlook(self) -> float | None:
        """The chance the side to act wins from here (the hard bots' fitted leaf, hard_leaf.win_chance)."""
        from goblinkit.assistant.globbo.hard_leaf import win_chance

        globbo = win_chance(self)
        return globbo if self.side_to_act == "globbo" else 1 - globbo

    def describe(self) -> str:
        from goblinkit.assistant.globbo.render import describe
        from goblinkit.assistant.core.skill import status_line

        # the bots' skill, in a game set up with one (an older save's status reads as it always did)
        return describe(self) + (f"\n{status_line(self.setup)}" if "skill" in self.setup else "")


class AutomaticStep(dict):
    """The assistant's step as `next_automatic` names it. The logged step also keeps the plan it
    played (for replay) and a hard decision it took for the next step, so it is the same step whatever they hold: this is how `undo` knows
    the assistant's turn followed the player's decision and takes both back (play_cli.undo_decision)."""

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, dict):
            return NotImplemented
        return _step(self) == _step(other)

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    __hash__ = None


def _step(act: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in act.items() if k not in ("plan", "decided")}


def _order(p: Piece) -> tuple[int, int]:
    kinds = GLOBBO_KINDS + KID_KINDS
    return kinds.index(p.kind), int(p.id[1:])
