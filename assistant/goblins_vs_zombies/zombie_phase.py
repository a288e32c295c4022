"""III. ZOMBIE ACTION: every Zombie in the active Field acts by its Action List.

For each Action the Zombie's clause for its Area is read; the options ('/') are tried in order
and the first whose first step can be done is done, step by step ('+'). Quick Zombies act twice
(a Slow Token: once); Zombies that appeared this turn do not act; a FLIP ends the Zombie's turn.
The player chooses which Zombie acts next, which Goblin takes an ATTACK, and where a short
BACKUP goes: the rules give those choices to the player, so the table is asked.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import TYPE_CHECKING

from goblinkit.assistant.goblins_vs_zombies import effects
from goblinkit.assistant.goblins_vs_zombies.effects import AREA_NAMES
from goblinkit.assistant.goblins_vs_zombies.state import AREAS, Field, Goblin, Zombie
from goblinkit.assistant.core.table import Table
from goblinkit.content.goblins_vs_zombies.script import Clause, Script, Step
from goblinkit.assistant.core.names import plural

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Rules

PALADIN_LIMIT = 9
BOSS_RULES = ("paladin", "elf-hero")  # Bosses whose own rule runs before each of their Actions
_NEXT = {"graveyard": "trees", "trees": "village"}


def ready(game: Rules, field: Field) -> list[Zombie]:
    """The Zombies that act this phase: in this Field since an earlier turn, with an Action List."""
    areas, turn = field.areas, game.turn  # the Field's Areas read in place, as Field.zombies lists them
    return [z for area in AREAS for z in areas[area]  # the card as game.zdef remembers it: no call when known
            if z.arrived < turn and (z.known or game.zdef(z)).script is not None]


AUTO = "auto"  # the answer "in order": every Zombie left acts farthest from the Gate first
IN_ORDER = "in order"
ORDER_QUESTION = "Which Zombie acts next? (in order: all the rest of this phase, farthest from the Gate first)"


def ask_order(game: Rules, table: Table, waiting: list[Zombie]) -> Zombie | str:
    """Who acts next, the rulebook leaving the order to the player: `in order` comes first, so that one answer
    runs the whole phase (a question no order changes is not asked at all: see table.py). A save made
    when the answer was called `auto` still reads it."""
    word = AUTO if table.pending_answer() == AUTO else IN_ORDER
    options: list[Zombie | str] = [AUTO, *waiting]
    return table.choose_item(ORDER_QUESTION, options, lambda z: word if isinstance(z, str)
                             else f"{game.zname(z)} ({AREA_NAMES[z.area or '']})", "zombie-order")


def halted(game: Rules) -> bool:
    """The Zombie phases stop at once when the game ends or The Boss!! makes it THE SUN (rulebook 5.3)."""
    return game.over or game.phase == "sun"


def farthest_first(waiting: list[Zombie]) -> None:
    """Put `waiting` in the order the assistant uses when the player answers `auto`: the Zombie
    farthest from the Gate first (ties: the one that came first); Village attacks come after the
    others have moved. Only a Zombie's own MOVE (once it is no longer waiting) or leaving its Field
    (an Event's move-all leaves and re-enters) changes where one stands, so the list stays in
    order until a departure, when the phase sorts it again."""
    waiting.sort(key=_FARTHEST_FIRST)


# The Areas' names sort as they lie from the Graveyard to the Village, so the key needs no table
# lookup and no Python call per Zombie.
assert list(AREAS) == sorted(AREAS)
_FARTHEST_FIRST = attrgetter("area", "uid")


def run_phase(game: Rules, table: Table) -> list[str]:
    field = game.fields[game.current]
    owner = field.owner
    lines = [f"ZOMBIE ACTION in {owner}'s Field." if game.explain else "ZOMBIE ACTION."]
    acted = 0
    auto = False
    waiting = ready(game, field)  # no Zombie that appears during the phase acts in it
    departures = field.departures
    while not halted(game):
        if field.departures != departures:  # one that left the Field does not act
            waiting, departures = [z for z in waiting if z.owner == owner], field.departures
            if auto:
                farthest_first(waiting)
        if not waiting:
            break
        if len(waiting) == 1 or auto:  # nothing to ask; or in order since `in order` was answered
            chosen = waiting[0]
        else:
            answer = ask_order(game, table, waiting)
            auto = answer is AUTO
            if auto:
                farthest_first(waiting)
            chosen = answer if isinstance(answer, Zombie) else waiting[0]
        waiting.remove(chosen)
        acted += 1
        zdef = chosen.known or game.zdef(chosen)  # the card as game.zdef remembers it: no call when known
        actions = 2 if zdef.quick and not chosen.slow else 1
        for number in range(actions):
            if number and (halted(game) or field.area_of(chosen) is None):  # the first was just checked
                break
            note = f" (action {number + 1} of 2)" if actions == 2 and game.explain else ""
            if act_once(game, field, chosen, zdef.script, table, lines, note):
                break
    if acted == 0 and not game.over:
        lines.append("  No Zombie can act this turn.")
    return lines


def act_once(game: Rules, field: Field, zombie: Zombie, script: Script | None, table: Table, lines: list[str],
             note: str = "") -> bool:
    """One Action by its card's `script` (the same for both Actions of its turn: only a FLIP, which
    ends the turn, changes the card); returns True when the Zombie's turn is over."""
    area = field.area_of(zombie)
    if zombie.card in BOSS_RULES and boss_rule(game, field, zombie, lines, note):
        return True
    assert area is not None  # a Zombie acts in its own Field (run_phase checks it is still there)
    clause = script.by_area.get(area) if script is not None else None  # None: a Boss without a script
    who = f"{game.zname(zombie)} ({AREA_NAMES[area]}){note}" if game.explain else ""
    if clause is None:
        lines.append(f"{who}: no Action here, it WAITs.")
        return False
    return run_clause(game, field, zombie, clause, table, lines, who)


def boss_rule(game: Rules, field: Field, zombie: Zombie, lines: list[str], note: str) -> bool:
    """What the Paladin and the Elf Hero do each time they get an Action; True if that ends it."""
    name = game.zname(zombie)
    if zombie.card == "paladin":
        card = game.supply.top_card(game.chance)
        if card is not None:
            zombie.under += 1
        lines.append(f"{name}{note}: the top Goblin Deck card goes under it ({zombie.under} of {PALADIN_LIMIT}).")
        if zombie.under >= PALADIN_LIMIT:
            lines.append(game.finish("lose", "The Paladin Zombie has 9 cards under it: all players lose."))
            return True
        return False
    zombie.damage += 1
    left = game.zdef(zombie).hp - zombie.damage
    lines.append(f"{name}{note} deals 1 damage to itself ({left} HP left).")
    if left <= 0:
        effects.leave_field(game, field, zombie, lines, "is destroyed")
        return True
    return False


def run_clause(game: Rules, field: Field, zombie: Zombie, clause: Clause, table: Table,
               lines: list[str], who: str) -> bool:
    for tried, option in enumerate(clause.options):
        if not can(game, field, zombie, option.steps[0]):
            continue
        if game.explain:  # a simulation reads no explanations: the busiest are not even formatted
            lines.append(f"{who}: {option.said}" + (f" ({_cannot(clause, tried)})" if tried else ""))
        checked = True  # the first step was just found possible, and nothing has happened since
        for step in option.steps:
            if halted(game) or zombie.owner != field.owner and step.keyword != "BACKUP":
                break
            if not checked and not can(game, field, zombie, step):
                lines.append(f"  {step} cannot be done: skipped.")
                continue
            checked = False
            if do(game, field, zombie, step, table, lines):
                return True
        return False
    lines.append(f"{who}: {_cannot(clause, len(clause.options))}; it WAITs.")
    return False


def _cannot(clause: Clause, tried: int) -> str:
    """Why the card's earlier options were passed over, in words: "not possible: ATTACK WALL or ATTACK"
    (an option is skipped when its first step cannot be done; not "cannot ATTACK WALL", which reads as a
    command's placeholders)."""
    return "not possible: " + " or ".join(dict.fromkeys(str(option.steps[0]) for option in clause.options[:tried]))


def _walls(field: Field) -> list[Goblin]:
    return [g for g in field.goblins() if g.card == "wall"]


def can(game: Rules, field: Field, zombie: Zombie, step: Step) -> bool:
    k = step.keyword
    if k == "MOVE":
        return field.area_of(zombie) != "village"
    if k in ("ATTACK", "AMBUSH", "EXPLODE"):
        return bool(field.gate)  # a Shield is always under a Goblin on the Gate
    if k in ("ATTACK WALL", "DESTROY WALL"):
        return bool(_walls(field))
    if k == "AMBUSH ON EACH FIELD":
        return any(f.goblins() for f in game.fields.values() if f.alive)
    return k in ("BACKUP", "ENTER", "FLEE", "FLIP", "REINFORCEMENT", "WAIT")


def _pick(game: Rules, table: Table, question: Callable[..., str], goblins: list[Goblin]) -> Goblin:
    # called with no argument; `...` admits the `lambda other=other: ...` of a loop, which mypy cannot infer
    return table.choose_item(question, goblins, game.gname, "goblin-hit")


def costliest(game: Rules, field: Field) -> list[Goblin]:
    """The Goblins of the highest cost in the Field (an AMBUSH's choice), in one pass."""
    found: list[Goblin] = []
    top = -1
    for goblin in field.goblins():
        cost = game.cat.goblins[goblin.card].cost
        if cost > top:
            found, top = [goblin], cost
        elif cost == top:
            found.append(goblin)
    return found


def do(game: Rules, field: Field, zombie: Zombie, step: Step, table: Table, lines: list[str]) -> bool:
    """Carry out one step; True if the Zombie's turn ends here (FLIP)."""
    k = step.keyword
    if k == "MOVE":
        assert zombie.area is not None  # it is acting: it stands in an Area
        nxt = _NEXT[zombie.area]
        field.move(zombie, nxt)
        if game.explain:
            lines.append(f"  MOVE: to the {AREA_NAMES[nxt]}.")
        return False
    name = game.zname(zombie) if game.explain else ""  # a question asks it again, when asked
    if k == "ATTACK":
        goblin = _pick(game, table, lambda: f"{game.zname(zombie)} ATTACKs: which Goblin takes 1 damage?",
                       field.goblins())
        if game.explain:
            lines.append(f"  ATTACK on {game.gname(goblin)}.")
        effects.damage_goblin(game, field, goblin, lines)
    elif k in ("ATTACK WALL", "DESTROY WALL"):
        wall = _pick(game, table, lambda: f"{game.zname(zombie)} {k}: which Wall?", _walls(field))
        if k == "ATTACK WALL":
            lines.append(f"  ATTACK WALL on {game.gname(wall)}.")
            effects.damage_goblin(game, field, wall, lines)
        else:
            lines.append("  DESTROY WALL:")
            effects.destroy_goblin(game, field, wall, lines)
    elif k == "AMBUSH":
        goblin = _pick(game, table, lambda: f"{game.zname(zombie)} AMBUSHes: which of your costliest Goblins "
                                            "takes 1 damage?", costliest(game, field))
        if game.explain:
            lines.append(f"  AMBUSH on {game.gname(goblin)} (the costliest).")
        effects.damage_goblin(game, field, goblin, lines)
    elif k == "AMBUSH ON EACH FIELD":
        for other in [f for f in game.fields.values() if f.alive and f.goblins()]:
            goblin = _pick(game, table, lambda other=other: f"{game.zname(zombie)} AMBUSHes {other.owner}'s Field: "
                                                            "which costliest Goblin?", costliest(game, other))
            lines.append(f"  AMBUSH in {other.owner}'s Field on {game.gname(goblin)}.")
            effects.damage_goblin(game, other, goblin, lines)
    elif k == "BACKUP":
        _backup(game, field, zombie, step, table, lines)
    elif k == "ENTER":
        effects.enter(game, field, zombie, lines)
    elif k == "EXPLODE":
        lines.append(f"  EXPLODE: every Goblin in {field.owner}'s Field and {name} are destroyed.")
        for goblin in list(field.gate):
            effects.destroy_goblin(game, field, goblin, lines)
        effects.leave_field(game, field, zombie, lines, "is destroyed")
    elif k == "FLEE":
        effects.leave_field(game, field, zombie, lines, "FLEEs")
    elif k == "FLIP":
        zombie.flip()
        lines.append(f"  FLIP: it is now a Basic Zombie (z{zombie.uid}) and does nothing more this turn.")
        return True
    elif k == "REINFORCEMENT":
        game.reinforce(field, table, lines)  # arrival.reinforce, handed over by the game (protocol.py)
    elif k == "WAIT":
        lines.append("  WAIT: it does nothing.")
    return False


def _backup(game: Rules, field: Field, zombie: Zombie, step: Step, table: Table, lines: list[str]) -> None:
    area = field.area_of(zombie) or "graveyard"
    if not step.each_field:
        cards = game.zombies.take_top_discards(step.count or 0)
        arrive_basic(game, field, area, cards, lines, step)
        return
    # BACKUP (1 on each Field): own Field in this Area, other Fields on their Graveyard (rulebook example);
    # with too few cards in the Discard Pile, the active player chooses which Fields get one.
    targets = [f.owner for f in game.fields.values() if f.alive]
    available = min(len(game.zombies.discards), len(targets) * (step.count or 1))
    if available < len(targets):
        chosen: list[str] = []
        for _ in range(available):
            options = [t for t in targets if t not in chosen]
            chosen.append(table.choose(f"BACKUP (1 on each Field): only {plural(available, 'card')}; which Field gets one?",
                                       options, "backup-field"))
        targets = [t for t in targets if t in chosen]
    if not targets:
        lines.append(f"  {step}: the Zombie Discard Pile is empty, no Basic Zombie appears.")
    for owner in targets:
        cards = game.zombies.take_top_discards(step.count or 1)
        arrive_basic(game, game.fields[owner], area if owner == field.owner else "graveyard", cards, lines, step)


def arrive_basic(game: Rules, field: Field, area: str, cards: list[str], lines: list[str],
                  step: Step) -> None:
    new = [field.add(Zombie(game.next_zombie_uid(), card, "basic", arrived=game.turn), area) for card in cards]
    if not new:
        lines.append(f"  {step}: the Zombie Discard Pile is empty, no Basic Zombie appears.")
        return
    if not game.explain:
        return
    ids = ", ".join(f"z{z.uid}" for z in new)
    short = f" (only {len(new)} in the Discard Pile)" if step.count and len(new) < step.count and not step.each_field else ""
    many = len(new) > 1
    lines.append(f"  {step}: {len(new)} Basic Zombie{'s' if many else ''} ({ids}) appear{'' if many else 's'} on "
                 f"{field.owner}'s {AREA_NAMES[area]}{short}; {'they' if many else 'it'} will not act this turn.")
