"""Set a Gob'z'Heroes table up the way a test needs it: crews drafted, Gob'z placed, dice given."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from goblinkit.assistant.core.table import ScriptedTable
from goblinkit.content.gobz_heroes.board import parse_square

NAMES = ["Green", "Red", "Blue", "Gold"]
# The rule tests were written against these Characteristics; the balance of the shipped Gob'z is tuned by
# simulation (content/gobz_heroes/gobz.yaml), so the rule tests pin the numbers their examples need.
PINNED = {"nagga": {"charisma": 6, "physical": 3}, "gearhead": {"physical": 3, "charisma": 4},
          "zapgit": {"charisma": 4, "qualities": ["clumsy"]}}
CREWS = [["nagga", "skritch", "grubnik", "zapgit"], ["mog", "gearhead", "flapjack"]]


def table_game(crews: list[list[str]] | None = None, players: int = 2, board: str | None = None, seed: int = 1,
               humans: list[int] | None = None, length: str = "standard", scenario: str = "") -> GobzHeroes:
    crews = crews if crews is not None else CREWS
    setup = {"players": NAMES[:players], "humans": humans if humans is not None else list(range(players)),
             "crews": crews, "board": board or ("duel" if players == 2 else "brawl"), "length": length,
             "corner": "sw", "scenario": scenario, "after_roll": True, "crate_count": True}
    game = GobzHeroes(setup, Chance(seed))
    for gob_id, numbers in PINNED.items():
        game.profiles[gob_id] = game.profiles[gob_id].model_copy(update=numbers)
    game.chance.begin()
    game.start(ScriptedTable())
    game.chance.finish()
    return game


def clear(game: GobzHeroes) -> None:
    """Every Gob' off the board (still in its Crew), to place them where a test wants."""
    for gob in game.gobz.values():
        gob.pos = None


def place(game: GobzHeroes, gob: str, square: str, stunned: bool = False, tickles: int = 0) -> None:
    g = game.gobz[gob]
    g.pos, g.stunned, g.tickles = parse_square(square), stunned, tickles


def turn_of(game: GobzHeroes, seat: int, rations: int = 20) -> None:
    game.current, game.active = seat, None
    game.players[seat].rations = rations
    game.players[seat].backup_pending = False
    for g in game.gobz.values():
        g.activated = False


def act(game: GobzHeroes, action: dict[str, Any], dice: list[int] | tuple[int, ...] = (),
        answers: list[Any] | tuple[Any, ...] = (), cards: list[str] | tuple[str, ...] = ()) -> list[str]:
    action = {"player": game.players[game.current].name, **action}
    game.chance.begin(dice=list(dice), cards=list(cards))
    lines = game.apply(action, ScriptedTable(list(answers)))
    game.chance.finish()
    return lines


def combo_board(hand: list[str]) -> GobzHeroes:
    """Seven Gob'z in place for Combo Card tests, seat 0 to play holding `hand`."""
    game = table_game()
    clear(game)
    for gob, square in (("nagga", "D8"), ("skritch", "A8"), ("grubnik", "J14"), ("zapgit", "H14"),
                        ("flapjack", "E8"), ("gearhead", "D7"), ("mog", "J1")):
        place(game, gob, square)
    turn_of(game, 0)
    game.players[0].combos = list(hand)
    game.players[0].objective = "scavenger"
    return game
