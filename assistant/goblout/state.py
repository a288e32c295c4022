"""What lies on a Goblout table: the players (life, hand, deployed cards, die), the pile, the attacks.

Plain data, at the bottom of the package: the rule modules change it, the Game dispatches actions
to them, the bots read it. A bot's hand is here too; only `snapshot(reveal=True)` shows it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.goblout.catalog import Catalog, VariantDef
from goblinkit.assistant.goblout.pile import Pile

HUMAN = "you"
SEATS = ("seat2", "seat3", "seat4", "seat5")  # more human seats, each on its own phone (web seats)


@dataclass
class Player:
    id: str  # "you" or "bot1".."bot4"
    style: str | None  # a bot's style; None for the human
    life: int
    max_life: int
    hand: list[str] = field(default_factory=list)
    deployed: list[str] = field(default_factory=list)
    face: int = 0  # the die face showing (0: not rolled yet)
    alive: bool = True
    peace: bool = False  # protected by Peace until their next turn
    no_die_by: str | None = None  # "No Die" played by this player: lasts until their next turn starts
    last_attacker: str | None = None
    # a human seat at a table of several ("Seat 2"): every phone reads the same story, so each seat is
    # spoken of by its name, in the third person, and its draws are not named (seats.py in the web)
    seat_name: str | None = None

    @property
    def name(self) -> str:
        return self.seat_name or ("You" if self.style is None else f"Bot {self.id[3:]}")

    @property
    def third(self) -> bool:
        """Spoken of in the third person ("Bot 2 draws", "Seat 2 draws"), not as "you"."""
        return self.style is not None or self.seat_name is not None

    @property
    def poss(self) -> str:
        """'Your' or 'Bot 2's'."""
        return f"{self.name}'s" if self.third else "Your"

    @property
    def of(self) -> str:
        """'your' or 'Bot 2's', inside a sentence."""
        return f"{self.name}'s" if self.third else "your"

    @property
    def obj(self) -> str:
        """'you' or 'Bot 2', as the object of a sentence."""
        return self.name if self.third else "you"

    @property
    def bot(self) -> bool:
        return self.style is not None


@dataclass
class Attack:
    """Goblins of `attacker` engaged against `target`, waiting for (or in) the target's defence phase."""

    attacker: str
    target: str
    goblins: list[str]


@dataclass
class Match:
    """The whole table. `lines` collects what the table sees, in order."""

    cat: Catalog
    chance: Chance
    variant: VariantDef | None
    players: list[Player]
    pile: Pile
    order: list[str]  # seats clockwise
    active: int = 0  # index in order
    first: int = 0  # who played first (index in order)
    turn: int = 1
    phase: str = "discard"  # discard -> deploy (the active player's), or over
    group_faces: list[int] = field(default_factory=list)  # Group Die: the two dice in the middle
    white_played: bool = False
    war_cry: bool = False
    attacks: list[Attack] = field(default_factory=list)  # pending defence phases, in order
    set_aside: list[str] = field(default_factory=list)
    winner: str | None = None
    win_by: str | None = None  # "prestige", "elimination" or "turn limit"
    lines: list[str] = field(default_factory=list)
    talk: bool = True  # False in simulations: nothing is narrated
    # False only in a bots-only simulation that keeps no save: the checks that refuse an illegal play
    # (which change nothing) are skipped; the bots' plays are the same and are checked whenever the
    # same game is played with a save kept, replayed, or run by the invariant tests.
    checked: bool = True
    by_id: dict[str, Player] = field(default_factory=dict)
    # Told each line as it is said (story.py: at a terminal, the story is shown as it happens, so it comes
    # before any question, die or dice roll of the assistant that follows it); None elsewhere.
    teller: Any = None
    # Whom this turn's start lifted No Die from: they deployed nothing last turn, whatever their die shows
    # (hard_bot.ruled_out reads a rival's hand from its die, and must not read theirs).
    no_die_lifted: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        self.by_id = {p.id: p for p in self.players}
        n = len(self.order)
        # Everyone else in clockwise order after each seat, computed once (alive or not).
        self._after = {pid: [self.by_id[self.order[(i + k) % n]] for k in range(1, n)]
                       for i, pid in enumerate(self.order)}
        self._living_after: dict[str, list[Player]] = {}  # `after`'s answers until someone is eliminated

    def say(self, line: str) -> None:
        """Rules write `m.talk and m.say(f"...")`: a simulation (talk off) never builds the sentence."""
        self.lines.append(line)
        if self.teller is not None:
            self.teller(self, line)

    @property
    def current(self) -> Player:
        return self.by_id[self.order[self.active]]

    def player(self, pid: str) -> Player:
        return self.by_id[pid]

    def alive(self) -> list[Player]:
        return [self.by_id[pid] for pid in self.order if self.by_id[pid].alive]

    def after(self, pid: str) -> list[Player]:
        """The other living players in turn order, starting after `pid` (clockwise). The same list is
        given until someone is eliminated (the bots ask it many times a turn): read it, never change it."""
        found = self._living_after.get(pid)
        if found is None:
            found = self._living_after[pid] = [p for p in self._after[pid] if p.alive]
        return found

    def out(self, p: Player) -> None:
        """p is eliminated: no longer alive, so no longer among `after`'s players."""
        p.alive = False
        self._living_after.clear()

    def prestige(self, p: Player) -> int:
        return 0 if self.cat.whites.isdisjoint(p.deployed) else self.cat.points(p.deployed)

    def has_power(self, p: Player, power: str) -> bool:
        """A white card's power; duplicates do not stack, so this is yes or no."""
        cards = self.cat.power_cards.get(power)
        return cards is not None and not cards.isdisjoint(p.deployed)

    def hand_size(self, p: Player) -> int:
        return self.cat.hand + (1 if self.has_power(p, "hoarder") else 0)

    def engaged(self, pid: str) -> list[str]:
        return [g for a in self.attacks if a.attacker == pid for g in a.goblins]

    def all_cards(self) -> dict[str, int]:
        """Every card wherever it is (pile, discards, hands, in front, engaged, set aside): 110 always."""
        found = self.pile.counts()
        for p in self.players:
            found.update(p.hand)
            found.update(p.deployed)
        for a in self.attacks:
            found.update(a.goblins)
        found.update(self.set_aside)
        return dict(found)
