"""Goblout: the rules engine. The assistant is the deck and the referee: it deals every card (the
human's too, so it can check every play), plays the bots with their hidden hands, and asks the
human only their own decisions.

Actions: `draw` (phases 1 and 2 of the human's turn); then the turn step by step (steps.py, the listed
moves of moves.py): `face`, `deploy`, `attack`, `zap` (a lightning card), `end` (the defence phases);
or at once `play` (buy a face, deploy, attack, lightning once attacking; then the defence phases); `bot`
(one bot's whole turn: the automatic step whenever a bot is to play, `next_automatic`), `decide` (a hard
bot's plan for its turn, searched and logged before the turn that may ask the table).
"""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.engine import Game, action
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.moves import Move
from goblinkit.assistant.goblout import combat, dice, flow, hard_bot, lightning, steps, turn
from goblinkit.assistant.goblout.asking import Asking
from goblinkit.assistant.goblout.bot_styles import STYLES
from goblinkit.assistant.goblout.bots import Bot
from goblinkit.assistant.goblout.catalog import catalog
from goblinkit.assistant.goblout.choices import Choices, LightningPlay, Who
from goblinkit.assistant.goblout.naming import cards_named, face_named, normalized, player_id
from goblinkit.assistant.goblout.pile import Pile
from goblinkit.assistant.goblout.render import describe, snapshot
from goblinkit.assistant.goblout.setup import set_up
from goblinkit.assistant.goblout.story import telling
from goblinkit.assistant.goblout.turn_prompt import your_turn
from goblinkit.assistant.search import derived_seed
from goblinkit.assistant.search.turn_clock import turn_clock
from goblinkit.assistant.core.skill import Skill, from_setup, status_line
from goblinkit.assistant.goblout.state import HUMAN, SEATS, Match, Player
from goblinkit.assistant.core.table import Table
from goblinkit.assistant.goblout.setup_schema import SETUP

TURN_LIMIT = 400  # a simulation that runs this long is stopped and counted as a draw


def seats(bots: int, human: bool, humans: int = 1) -> list[str]:
    """The players in seat order: you (and `humans - 1` more human seats, each on its own phone), then the bots."""
    return ([HUMAN, *SEATS[:humans - 1]] if human else []) + [f"bot{i}" for i in range(1, bots + 1)]


def seat_name(pid: str) -> str:
    """A human seat's name at a table of several: Seat 1 (you), Seat 2..."""
    return "Seat 1" if pid == HUMAN else f"Seat {pid[4:]}"


class Goblout(Game):
    setup_schema = SETUP
    slug = "goblout"
    title = "Goblout"
    hidden_hands = True  # the bots' hands and the deck: questions come without where they lead
    # a hard bot's logged plan ("strike@you") is its own intent: out of --json until its turn shows it (--reveal)
    secret_fields = ("plan",)
    shared = ("cat",)  # the catalog (content) never changes in play: a copy to explore an answer shares it

    def __init__(self, setup: dict[str, Any], chance: Chance):
        super().__init__(setup, chance)
        cat = catalog(setup.get("content"))
        order = list(setup["players"])
        styles: dict[str, str] = dict(setup.get("styles") or {})
        if not cat.min_players <= len(order) <= cat.max_players:
            raise RulesError(f"Goblout is for {cat.min_players} to {cat.max_players} players, not {len(order)}")
        variant = cat.variants.get(setup["variant"]) if setup.get("variant") else None
        if setup.get("variant") and variant is None:
            raise RulesError(f"no variant '{setup['variant']}' (variants: {', '.join(cat.variants)})")
        life = (variant.life if variant and variant.life else
                cat.life_with_five if len(order) == 5 else cat.life)
        humans = [pid for pid in order if pid == HUMAN or pid in SEATS]
        if len(humans) > 1 and HUMAN not in humans:
            raise RulesError("a table of several human seats has you in it (players: you, seat2...)")
        players = [Player(pid, None if pid in humans else styles.get(pid, STYLES[0]), life, life,
                          seat_name=seat_name(pid) if len(humans) > 1 and pid in humans else None) for pid in order]
        for p in players:
            if p.style is not None and p.style not in STYLES:
                raise RulesError(f"no bot style '{p.style}' (styles: {', '.join(STYLES)})")
        self.cat = cat
        self.m = Match(cat, chance, variant, players, Pile(cat.deck), order)
        self.m.talk = bool(setup.get("talk", True))
        # Each bot's skill (assistant/core/skill.py; a save from before skill levels plays easy, as it was played).
        self.skills: dict[str, Skill] = {p.id: from_setup(setup, p.id) for p in players if p.style is not None}
        self.bots = {p.id: Bot(p.style, cat, "easy" if self.skills[p.id].easy else "normal")
                     for p in players if p.style is not None}
        self.thinks: list[float] = []  # CPU seconds of each hard decision searched here (the ladder reads them)
        self._decided: tuple[tuple[int, int, str], str] | None = None  # a logged `decide`: the plan of this turn
        self._bots_only: Who | None = self.bots.__getitem__ if HUMAN not in order else None
        self.deployed_in: int = 0  # the turn the human last deployed or attacked in (no face to buy after)

    # -- who decides ------------------------------------------------------------------------
    def who(self, table: Table) -> Who:
        """Who decides for a player: their bot, or the human asked through this table."""
        if self._bots_only is not None:  # a bots-only table asks nobody
            return self._bots_only
        return self._asking_who(table)

    def _asking_who(self, table: Table) -> Who:
        asking = Asking(table, self.m)

        def decide(pid: str) -> Choices:
            asking.seat = pid  # whose phone the next question goes to, at a table of several human seats
            return self.bots.get(pid) or asking

        return decide

    @property
    def human(self) -> Player | None:
        """The human who acts now: the current player when a human seat is to play, else you."""
        current = self.m.current if self.m.players else None
        if current is not None and current.style is None:
            return current
        return self.m.by_id.get(HUMAN)

    @staticmethod
    def table_seats(setup: dict[str, Any]) -> list[tuple[str, str]]:
        """The human seats (id, name) of a table of several, each on its own phone (web/seats.py); none at a
        table of one human, whose screen shows your hand as ever."""
        humans = [pid for pid in setup.get("players", []) if pid == HUMAN or pid in SEATS]
        return [(pid, seat_name(pid)) for pid in humans] if len(humans) > 1 else []

    def seat_to_act(self) -> str | None:
        """The human seat whose move it is now (None: a bot's turn, or the game is over)."""
        current = self.m.current
        return current.id if self.m.winner is None and current.style is None else None

    # -- setup --------------------------------------------------------------------------------
    def start(self, table: Table) -> list[str]:
        set_up(self.m, self.setup.get("first") or "random")
        return self._lines()

    def _lines(self) -> list[str]:
        lines, self.m.lines = self.m.lines, []
        if self.m.winner is not None:
            self.over = True
        elif self._bots_only is None and self.human is not None and self.m.current is self.human:
            lines.append(self._prompt_line())
        return lines

    def _prompt_line(self) -> str:
        assert self.human is not None
        return your_turn(self.m, self.human)

    def _bot_turn(self, table: Table, p: Player) -> None:
        """One bot's whole turn (p: the current player); a game that reaches TURN_LIMIT turns is stopped as a draw."""
        m = self.m
        flow.bot_turn(m, p, self.bots[p.id], self._bots_only or self.who(table))
        if m.winner is None and m.turn > TURN_LIMIT:
            m.winner, m.win_by, m.phase = "", "turn limit", "over"
            m.talk and m.say(f"The game is stopped after {TURN_LIMIT} turns: a draw.")

    # -- the human's actions ------------------------------------------------------------------
    def _human_turn(self, phase: str) -> Player:
        p = self.human
        if p is None:
            raise RulesError("there is no human player at this table (a bots-only game: use `bot`)")
        if not p.alive:
            raise RulesError("you are out of the game")
        if self.m.current is not p:
            raise RulesError(f"it is {self.m.current.name}'s turn: `bot` plays it (its questions to you come "
                             f"as --answer), or play on with the guided turn `goblin play goblout`")
        if phase and self.m.phase != phase:
            raise RulesError("you have drawn already: deploy, attack, or end your turn" if phase == "discard" else
                             "first phase 1: discard any cards you like and draw")
        return p

    @action("draw")
    def draw(self, act: dict[str, Any], table: Table) -> list[str]:
        """Phase 1 (discard, draw to 5) and phase 2 (roll unless keeping the die; Group Die always rolls)."""
        m = self.m
        p = self._human_turn("discard")
        held = len(p.hand)
        turn.discard_and_draw(m, p, cards_named(self.m, list(act.get("discard") or [])))
        if len(p.hand) == held and not act.get("discard"):  # the story before "Roll your die?": nothing was drawn
            m.talk and m.say(f"You keep your {held} cards: a full hand draws none.")
        keep = act.get("keep")
        if keep is None:  # at the table: decided once the cards are seen (rulebook: draw, then roll if you wish)
            keep = self._ask_keep(p, table)
        if (m.variant is not None and m.variant.group_dice) or not keep:
            dice.roll(m, p, "you: phase 2")
        else:
            m.talk and m.say(f"You keep your die on {dice.face_text(m, p.face)}.")
        m.phase = "deploy"
        return self._lines()

    @action("play")
    def play(self, act: dict[str, Any], table: Table) -> list[str]:
        """Phase 2's bought face, 3. deploy, 4. attack (+ lightning once attacking), 5. defences; bots play on."""
        m = self.m
        p = self._human_turn("deploy")
        if act.get("face"):
            dice.buy_face(m, p, face_named(self.m, act["face"]))
        turn.deploy(m, p, cards_named(self.m, list(act.get("deploy") or [])))
        if m.winner is None:
            wanted = act.get("attack")
            if wanted is None and "attack" in act:  # at the table, no --attack: whom, if anyone?
                wanted = self._ask_attack(p, table)
            named = [(player_id(self.m, t), t) for t in wanted or {}]
            twice = sorted({f"'{t}'" for pid, t in named if [q for q, _ in named].count(pid) > 1})
            if twice:  # a mapping's order is lost in the save: one player named twice would replay differently
                raise RulesError(f"--attack names one player twice ({' and '.join(twice)}): name each player once")
            plan = {player_id(self.m, t): (combat.attackers(m, p) if [str(x).lower() for x in g] == ["all"]
                                         else cards_named(self.m, g)) for t, g in (wanted or {}).items()}
            plays = [self._lightning(spec) for spec in act.get("zap") or []]
            flow.finish_turn(m, p, plan, self.who(table), plays=plays)
        return self._lines()

    def _ask_keep(self, p: Player, table: Table) -> bool:
        """Keep the die only when it lets you deploy a card you now hold; otherwise it is rolled unasked."""
        m = self.m
        if (m.variant is not None and m.variant.group_dice) or not p.face or dice.deployable(m, p).isdisjoint(p.hand):
            return False
        return not table.yes_no(f"Roll your die? It shows {dice.face_text(m, p.face)}; no keeps it.")

    def _ask_attack(self, p: Player, table: Table) -> dict[str, list[str]]:
        """A forgotten --attack should not end the turn in silence: all the ready goblins at one player."""
        ready, rivals = combat.attackers(self.m, p), combat.targets(self.m, p)
        if not ready or not rivals:
            return {}
        who = table.choose(f"Attack with {turn.names(self.m, sorted(ready))}? (all at one player; a split is "
                           "--attack PLAYER=GOBLINS)", ["nobody"] + [f"{q.id} ({q.life} life)" for q in rivals],
                           "attack")
        return {} if who == "nobody" else {who.split()[0]: ["all"]}

    @action("zap")
    def zap(self, act: dict[str, Any], table: Table) -> list[str]:
        """A lightning card in the human's own turn (once attacking, when they have attacked)."""
        p = self._human_turn("")
        lightning.play(self.m, p, self._lightning(act), self.who(table), steps.moment(self.m, p))
        if self.m.winner is None and self.m.current is p:
            self.m.talk and self.m.say(self._prompt_line())
        return self._lines_no_prompt()

    # The human's turn step by step (steps.py): what the listed moves are (moves.py).
    @action("face")
    def face(self, act: dict[str, Any], table: Table) -> list[str]:
        """Phase 2: sacrifice a life point to set the die, before deploying."""
        p = self._human_turn("deploy")
        face = face_named(self.m, act.get("face"))
        steps.refuse(steps.face_problem(self.m, p, face, self.deployed_in == self.m.turn))
        dice.buy_face(self.m, p, face)
        return self._lines_no_prompt()

    @action("deploy")
    def deploy(self, act: dict[str, Any], table: Table) -> list[str]:
        """Phase 3: deploy cards of the die's colours (one white a turn); more may follow, then attacks."""
        p = self._human_turn("deploy")
        cards = cards_named(self.m, list(act.get("cards") or []))
        steps.refuse(steps.deploy_problem(self.m, p, cards))
        self.deployed_in = self.m.turn
        turn.deploy(self.m, p, cards)
        return self._lines_no_prompt() if self.m.winner is None else self._lines()

    @action("attack")
    def attack(self, act: dict[str, Any], table: Table) -> list[str]:
        """Phase 4: goblins (or all the ready ones) declared against one player; resolved at `end`."""
        p = self._human_turn("deploy")
        target = player_id(self.m, str(act.get("target")))
        named = list(act.get("goblins") or [])
        goblins = combat.attackers(self.m, p) if [str(g).lower() for g in named] == ["all"] else cards_named(self.m, named)
        steps.refuse(steps.attack_problem(self.m, p, target, goblins))
        self.deployed_in = self.m.turn
        steps.declare(self.m, p, target, goblins)
        return self._lines_no_prompt()

    @action("end")
    def end(self, act: dict[str, Any], table: Table) -> list[str]:
        """The end of the human's turn: the attacks declared are resolved (defence phases), then the bots."""
        p = self._human_turn("deploy")
        flow.finish_turn(self.m, p, {}, self.who(table))
        return self._lines()

    def _lines_no_prompt(self) -> list[str]:
        lines, self.m.lines = self.m.lines, []
        self.over = self.m.winner is not None
        return lines

    @action("bot")
    def bot(self, act: dict[str, Any], table: Table) -> list[str]:
        """One bot's whole turn: what `next_automatic` asks for whenever a bot is to play (the guided
        turn and every command run them one by one, each its own log entry); the human is asked
        their blocks and answers in it. The last bot before the human ends with the human's step."""
        p = self.m.current
        if p.style is None:
            raise RulesError("it is your turn, not a bot's")
        if act.get("plan") is not None:  # a hard bot's plan for this turn, chosen by its search
            self.bots[p.id] = hard_bot.plan_bot(str(act["plan"]), self.cat, self.m.order)
        self._bot_turn(table, p)
        return self._lines()

    @action("decide")
    def decide(self, act: dict[str, Any], table: Table) -> list[str]:
        """A hard bot's plan for the turn it is about to play, logged on its own before that turn asks the
        table anything: chosen here by its search (the action then names it, so the log keeps it), or read
        from the log: a command re-run with `--answer`, or a replay, never searches again (the `bot` step
        after it names the same plan). The search runs as this step runs, so its thinking is shown and
        asking what is due next (`next_automatic`) costs nothing."""
        p = self.m.current
        if p.style is None or not self.skills[p.id].hard:
            raise RulesError("only a hard bot decides a plan, in its own turn")
        if act.get("plan") is None:
            skill = self.skills[p.id]
            decision = hard_bot.choose(self.m, self.bots, skill, derived_seed(self.chance.seed, self.m.turn, p.id),
                                       turn_clock(self))
            self.thinks.append(decision.seconds)
            act["plan"] = str(decision.action)
        plan = str(act.get("plan"))
        hard_bot.check_plan(plan, self.m.order)
        self._decided = (self._turn_key(), plan)
        return []

    # -- argument parsing ---------------------------------------------------------------------
    def normalize(self, act: dict[str, Any]) -> None:
        """The step actions by id (naming.py), so a typed command logs the action its listed move names."""
        normalized(self.m, act)

    def _lightning(self, spec: dict[str, Any]) -> LightningPlay:
        card = cards_named(self.m, [spec["card"]])[0]
        target = player_id(self.m, spec["target"]) if spec.get("target") else None
        face = face_named(self.m, spec["face"]) if spec.get("face") else None
        return LightningPlay(card, target, cards_named(self.m, list(spec.get("picks") or [])), face)

    # -- hooks and views ----------------------------------------------------------------------
    def moves(self) -> list[Move]:
        from goblinkit.assistant.goblout.moves import listed_moves

        return listed_moves(self)

    def apply(self, act: dict[str, Any], table: Table, normalized: bool = False) -> list[str]:
        with telling(self.m, table):  # at a terminal, the story as it happens: before any question (story.py)
            return super().apply(act, table, normalized)

    def next_automatic(self) -> dict[str, Any] | None:
        """A bot's turn. A hard bot's turn is two steps: `decide` (its search, run as that step runs, the plan
        logged before any question of the turn), then `bot` with that plan; so the guided turn, a command
        re-run with `--answer`, or a replay reads the plan and never searches again."""
        m = self.m
        if m.winner is not None or not m.current.bot:
            return None
        if not self.skills[m.current.id].hard:
            return {"type": "bot"}
        if self._decided is not None and self._decided[0] == self._turn_key():
            return {"type": "bot", "plan": self._decided[1]}
        return {"type": "decide"}

    def next_logged(self) -> dict[str, Any] | None:
        """The step a command saves next: `next_automatic` (kept for the CLI's Turn)."""
        return self.next_automatic()

    def _turn_key(self) -> tuple[int, int, str]:
        return (self.m.turn, self.m.active, self.m.phase)

    def automatic(self, act: dict[str, Any]) -> bool:
        """A bot's turn or a hard bot's decision (logged with its plan, which `next_automatic` does not name),
        or the end of the human's turn taken unasked once nothing else is left (play.py's turn policy): undo
        drops it with the move before it."""
        if act.get("type") == "end" and act.get("unasked"):
            return self.m.winner is None and self.m.current is self.human
        return act.get("type") in ("bot", "decide") and self.m.winner is None and self.m.current.bot

    def prompt(self) -> list[str]:
        if self.m.winner is not None:
            return [f"Game over: {self.m.player(self.m.winner).name if self.m.winner else 'nobody'} won "
                    f"({self.m.win_by})."]
        return [self._prompt_line()] if self.human is not None and self.m.current is self.human else []

    def label(self, word: str) -> str:
        card = self.m.cat.cards.get(word)
        return card.name if card is not None else word

    def vocabulary(self) -> list[str]:
        return sorted(self.m.cat.cards) + list(self.m.order)

    def snapshot(self, reveal: bool = False, seat: str | None = None) -> dict[str, Any]:
        """The public table, and the hand of `seat` (at a table of one human seat: yours, as ever)."""
        return snapshot(self.m, reveal, seat)

    outlook_scale = 0.05  # a twentieth of the worth at the table

    def outlook(self) -> float | None:
        return hard_bot.outlook(self.m, HUMAN) if self.human is not None else None

    def determinized(self, rng: Any) -> Game:
        """The bots' hands and the pile dealt again from what you cannot see (hard_bot.deal)."""
        twin = super().determinized(rng)
        assert isinstance(twin, Goblout)
        twin.m = hard_bot.dealt_for_search(twin.m, HUMAN, rng)
        return twin

    def describe(self) -> str:
        return describe(self.m) + "\n" + status_line(self.setup)
