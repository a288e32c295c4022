"""`goblin play gobbledygook ...` (alias `gg`): Broods, a game's reports, the Humans turn, odds."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from goblinkit.assistant.terminal.options import bounded_argument, seed_option, small
from goblinkit.assistant.gobbledygook.game import GobbledyGook
from goblinkit.assistant.terminal.play_cli import (AnswerOption, CardOption, DiceOption, JsonOption, SaveOption, TableDiceOption,
                                          game_app, perform, start)

G = GobbledyGook
app = game_app(G, "GobbledyGook!: the assistant plays the Humans and keeps the blip bag. With no command: the "
                  "guided turn.")
brood_app = typer.Typer(no_args_is_help=True, help="Keep a Brood file: new, buy, upgrade, award, show.")
app.add_typer(brood_app, name="brood")


FoodOption = typer.Option(False, "--food", help="Eat a Food your Brood carries: +1 die on this roll.")
FromOption = typer.Option(None, "--from", metavar="X,Y", help="Where the creature moves to for this, in inches: "
                                                              "the move and the reach are checked.")


def _moved(act: dict, where: Optional[str]) -> dict:
    """The act with its move, only when one was given (a save without positions stays as it was)."""
    return {**act, "from": where} if where is not None else act


def _do(act: dict, save: Optional[Path], as_json: bool, dice: Optional[str] = None,
        answer: Optional[list[str]] = None, card: Optional[list[str]] = None) -> None:
    perform(G, act, save, as_json, dice, card, answer)


def as_typed(act: dict) -> dict:
    """A logged action as the command typed for it (see typed.py)."""
    kind = act.get("type")
    if kind == "place":
        return {"type": "place", "spots": [word for spot in act.get("at") or [] for word in spot]}
    if kind == "attack":
        return {**act, "ranged": act.get("mode") == "ranged"}
    if kind == "status":
        return {**act, "type": "set"}
    if kind == "roll":
        return {**act, "kind": act.get("roll")}
    if kind == "humans":
        return {"type": "humans-turn"}
    return act


@app.command("new")
def new(scenario: str = typer.Option(..., "--scenario", help="night-watch, highwaymen, clankers, leaves, signs, "
                                                           "haunted-forest."),
        brood: list[Path] = typer.Option(..., "--brood", help="A Brood file per player."),
        advanced: bool = typer.Option(False, "--advanced", help="The scenario's advanced rule."),
        clankers: Optional[str] = typer.Option(None, "--clankers", help="Clanker sizes, e.g. 4,5."),
        leaf_piles: Optional[str] = typer.Option(None, "--leaf-piles", help="Leaf pile dice, e.g. 2,3,5."),
        trees: Optional[int] = small(None, "--trees", "Trees in the Haunted Forest."),
        road: Optional[int] = small(None, "--road", "Highwaymen: road length in sticks (default 6)."),
        content: Optional[str] = typer.Option(None, "--content", help="Your content pack."),
        seed: Optional[int] = seed_option(None), save: Optional[Path] = SaveOption,
        force: bool = typer.Option(False, "--force"), as_json: bool = JsonOption,
        dice: str = TableDiceOption) -> None:
    """Set the table up for a scenario with the players' Broods."""
    from goblinkit.assistant.gobbledygook.new_game import setup_of

    setup = setup_of(scenario, brood, advanced, clankers, leaf_piles, trees, road,
                     str(Path(content).resolve()) if content else None)
    start(G, setup, seed, save, force, as_json, dice=dice)


@app.command("reveal")
def reveal_cmd(blip: str, creature: str = typer.Option(..., "--by"), where: Optional[str] = FromOption,
               save: Optional[Path] = SaveOption,
               dice: Optional[str] = DiceOption, card: list[str] = CardOption, answer: list[str] = AnswerOption,
               as_json: bool = JsonOption) -> None:
    """A creature reveals a blip: the assistant draws it from its bag (--card TYPE: the blip you flipped).
    --dice, when the blip fights: your creature's dice, then the blip's, then any reroll."""
    _do(_moved({"type": "reveal", "blip": blip, "creature": creature}, where), save, as_json, dice, answer, card)


@app.command("attack")
def attack_cmd(creature: str, target: str, ranged: bool = typer.Option(False, "--ranged"),
               sticks: Optional[int] = small(None, "--sticks", "Range in sticks (ranged; default 1, measured with "
                                                               "--from)."),
               cover: bool = typer.Option(False, "--cover", help="The target is in cover (ranged)."),
               food: bool = FoodOption, where: Optional[str] = FromOption, save: Optional[Path] = SaveOption,
               dice: Optional[str] = DiceOption, answer: list[str] = AnswerOption, card: list[str] = CardOption, as_json: bool = JsonOption) -> None:
    """MAYHEM: melee (default) or --ranged attack on a figure or another Brood's creature.
    --dice: your creature's dice first, then the defender's, then any reroll (the attacker's first)."""
    _do(_moved({"type": "attack", "creature": creature, "target": target, "mode": "ranged" if ranged else "melee",
                "sticks": sticks, "cover": cover, "food": food}, where), save, as_json, dice, answer, card)


@app.command("loot")
def loot_cmd(creature: str, target: str, food: bool = FoodOption, where: Optional[str] = FromOption,
             save: Optional[Path] = SaveOption,
             dice: Optional[str] = DiceOption, answer: list[str] = AnswerOption, as_json: bool = JsonOption) -> None:
    """LOOT a Wanderer, Hunter, Clanker or Sign (quiet: you must be hidden).
    --dice: your creature's dice first, then the target's."""
    _do(_moved({"type": "loot", "creature": creature, "target": target, "food": food}, where), save, as_json, dice,
        answer)


@app.command("prank")
def prank_cmd(creature: str, target: str, food: bool = FoodOption, where: Optional[str] = FromOption,
              save: Optional[Path] = SaveOption,
              dice: Optional[str] = DiceOption, answer: list[str] = AnswerOption, card: list[str] = CardOption,
              as_json: bool = JsonOption) -> None:
    """PRANK a Wanderer, Hound, Hunter or Clanker within 1 stick (quiet), or a leaf pile.
    --dice: your creature's dice first, then the target's."""
    _do(_moved({"type": "prank", "creature": creature, "target": target, "food": food}, where), save, as_json, dice,
        answer, card)


@app.command("roll")
def roll_cmd(kind: str = typer.Argument(..., help="escape, rescue, revive or scrabble."), creature: str = typer.Argument(...),
             target: Optional[str] = typer.Option(None, "--target"), food: bool = FoodOption,
             where: Optional[str] = FromOption, save: Optional[Path] = SaveOption, dice: Optional[str] = DiceOption,
             as_json: bool = JsonOption) -> None:
    """ESCAPE (a 6), RESCUE (5-6), REVIVE (a 6) or SCRABBLE (any 1 slides back). --dice: the creature's dice."""
    _do(_moved({"type": "roll", "roll": kind, "creature": creature, "target": target, "food": food}, where), save,
        as_json, dice)


@app.command("set")
def set_cmd(creature: str, what: str = typer.Argument(..., help="hide, spotted or recover."),
            save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Tell the assistant what happened at the table: a creature HIDEs, is spotted, or recovers."""
    _do({"type": "status", "creature": creature, "what": what}, save, as_json)


@app.command("bomb")
def bomb_cmd(creature: str, target: str, sticks: Optional[int] = small(None, "--sticks", "Range in sticks "
                                                                                     "(default 1, measured with --from)."),
             cover: bool = typer.Option(False, "--cover"), food: bool = FoodOption, where: Optional[str] = FromOption,
             save: Optional[Path] = SaveOption, dice: Optional[str] = DiceOption,
             answer: list[str] = AnswerOption, as_json: bool = JsonOption) -> None:
    """Bomber: a 2 die ranged attack whose high die hits everyone adjacent (sixes hurt the Bomber).
    --dice: the Bomber's 2 dice, the target's, then each one caught in the blast in the order asked."""
    _do(_moved({"type": "bomb", "creature": creature, "target": target, "sticks": sticks, "cover": cover,
                "food": food}, where), save, as_json, dice, answer)


@app.command("scry")
def scry_cmd(creature: str, blip: str, where: Optional[str] = FromOption, save: Optional[Path] = SaveOption,
             card: list[str] = CardOption, as_json: bool = JsonOption) -> None:
    """Scry: learn what a blip within 1 stick is, without revealing it."""
    _do(_moved({"type": "scry", "creature": creature, "blip": blip}, where), save, as_json, card=card)


@app.command("enter")
def enter_cmd(creature: str, building: str, where: Optional[str] = FromOption, save: Optional[Path] = SaveOption,
              dice: Optional[str] = DiceOption,
              answer: list[str] = AnswerOption, card: list[str] = CardOption, as_json: bool = JsonOption) -> None:
    """Signs: a creature enters a building; all its blips are revealed at once."""
    _do(_moved({"type": "enter", "creature": creature, "building": building}, where), save, as_json, dice, answer,
        card)


@app.command("place")
def place_cmd(spots: list[str] = typer.Argument(..., metavar="WHAT X Y [WHAT X Y ...]",
                                                help="Creatures, figures or blips, each with its x and y in inches."),
              save: Optional[Path] = SaveOption, dice: Optional[str] = DiceOption, answer: list[str] = AnswerOption,
              card: list[str] = CardOption, as_json: bool = JsonOption) -> None:
    """Give positions in inches (several at once): the assistant then measures instead of asking, says where
    Humans move, and offers the reveal to a creature set down on a blip."""
    from goblinkit.assistant.core.errors import RulesError

    if len(spots) % 3:
        raise RulesError(f"place: give each figure as WHAT X Y (got {len(spots)} value{'s' if len(spots) != 1 else ''})")
    _do({"type": "place", "at": [spots[i:i + 3] for i in range(0, len(spots), 3)]}, save, as_json, dice, answer, card)


@app.command("move")
def move_cmd(creature: str, to: str = typer.Argument(..., metavar="X,Y", help="Its new position in inches."),
             save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """A creature moves and does nothing else (one or two MOVEs of 1 stick, 2 with Steed): the move is
    measured from where it was. Moving to act: --from on the action instead."""
    _do({"type": "move", "creature": creature, "from": to}, save, as_json)


@app.command("item")
def item_cmd(creature: str, what: str = typer.Argument(..., help="pickup, deliver, eat-heal or eat-hide (for +1 die: "
                                                                 "--food on the roll)."),
             target: Optional[str] = typer.Argument(None, help="For pickup: the blip or furniture."),
             where: Optional[str] = FromOption, save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Pick up Food, Pots or Furniture; carry it off a board edge (1 Tin); eat Food."""
    _do(_moved({"type": "item", "creature": creature, "what": what, "target": target}, where), save, as_json)


@app.command("humans-turn")
def humans_cmd(save: Optional[Path] = SaveOption, dice: Optional[str] = DiceOption, answer: list[str] = AnswerOption,
               card: list[str] = CardOption, as_json: bool = JsonOption) -> None:
    """Play every Human figure, in order, each step explained. --dice: in the order the Humans act
    (a Night Watch roll, a fight: the Human's dice then the creature's, a random direction: 2 dice)."""
    _do({"type": "humans"}, save, as_json, dice, answer, card)


@app.command("done")
def done_cmd(save: Optional[Path] = SaveOption, dice: Optional[str] = DiceOption, answer: list[str] = AnswerOption,
             card: list[str] = CardOption, as_json: bool = JsonOption) -> None:
    """Your creatures are done this round: the Humans turn (as humans-turn)."""
    _do({"type": "humans"}, save, as_json, dice, answer, card)


@app.command("odds")
def odds_cmd(attacker: int = bounded_argument(..., "attacker", -1000, 1000),
             defender: int = bounded_argument(..., "defender", -1000, 1000), reroll: bool = typer.Option(False, "--reroll", help="Hidden attacker or a Veteran: may reroll 1 die."),
             policy: str = typer.Option("wins", "--policy", help="With --reroll: 'wins' (win most often) or 'net' "
                                                                 "(most wins minus losses)."),
             cover: bool = typer.Option(False, "--cover", help="Defender in cover: +1 die."),
             as_json: bool = JsonOption) -> None:
    """Exact chances of ATTACKER dice against DEFENDER dice (up to 12 a side), and the overkill."""
    from goblinkit.assistant.gobbledygook.odds_table import odds_lines, odds_payload

    defence = defender + int(cover)
    if as_json:
        typer.echo(json.dumps(odds_payload(attacker, defence, reroll, policy), indent=2))
    else:
        for line in odds_lines(attacker, defence, reroll, cover, policy):
            typer.echo(line)


def _brood_out(lines: list[str], as_json: bool, brood) -> None:  # noqa: ANN001
    if as_json:
        typer.echo(json.dumps(brood.model_dump(), indent=2))
    else:
        for line in lines:
            typer.echo(line)


@brood_app.command("new")
def brood_new(file: Path, name: str = typer.Option(..., "--name"), breed: str = typer.Option(..., "--breed"),
              as_json: bool = JsonOption) -> None:
    """Start a Brood: 5 Charm, 3 Tin, no creatures yet."""
    from goblinkit.assistant.gobbledygook.broods import game_content, new_brood

    brood = new_brood(file, name, breed, game_content())
    _brood_out([f"{brood.name} ({brood.breed}) starts with {brood.charm} Charm and {brood.tin} Tin: {file}"], as_json, brood)


@brood_app.command("buy")
def brood_buy(file: Path, kind: str = typer.Argument(..., help="minion, beast, leader or heavy."), name: str = typer.Argument(...),
              as_json: bool = JsonOption) -> None:
    """Buy a creature for its dice in Charm."""
    from goblinkit.assistant.gobbledygook.broods import buy, game_content

    brood, line = buy(file, kind, name, game_content())
    _brood_out([line], as_json, brood)


@brood_app.command("upgrade")
def brood_upgrade(file: Path, creature: str, upgrade: str, as_json: bool = JsonOption) -> None:
    """Buy an upgrade for a creature: its dice in Tin."""
    from goblinkit.assistant.gobbledygook.broods import game_content, upgrade as do_upgrade

    brood, line = do_upgrade(file, creature, upgrade, game_content())
    _brood_out([line], as_json, brood)


@brood_app.command("award")
def brood_award(file: Path, brag: Optional[int] = small(None, "--brag", "By hand: Brag earned (without it, read "
                                                                        "from the game's save)."),
                tin: int = small(0, "--tin", "By hand: Tin earned."),
                most_brag: bool = typer.Option(False, "--most-brag", help="By hand: this Brood had the most Brag."),
                scenario: str = typer.Option("Game", "--scenario", help="By hand: the scenario played."),
                veteran: list[str] = typer.Option([], "--veteran", help="By hand: a creature the game made a Veteran (it "
                                                  "earned the rule's Brag itself, ended not KOed); repeatable."),
                save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Record a finished game in the Brood file: its Brag and Tin (read from the game's save), the
    end-of-game Charm awards and the new Veterans. Give --brag to record a game played without the assistant."""
    from goblinkit.assistant.core.errors import RulesError
    from goblinkit.assistant.gobbledygook.broods import award, award_from_game, game_content

    if brag is None:
        from goblinkit.assistant.core.session import Session

        if veteran:
            raise RulesError("--veteran records a game played by hand (with --brag); from a save the assistant "
                             "finds the Veterans itself")
        session = Session.load(G, save)
        game, _ = session.replay()
        brood, line = award_from_game(file, game, session.save.seed, session.path, game_content())
    else:
        brood, line = award(file, brag, tin, most_brag, scenario, game_content(), {name: "by hand" for name in veteran})
    _brood_out([line, f"{brood.name} now has {brood.charm} Charm, {brood.tin} Tin, {brood.brag} Brag."], as_json, brood)


@brood_app.command("show")
def brood_show(file: Path, as_json: bool = JsonOption) -> None:
    """Show a Brood."""
    from goblinkit.assistant.gobbledygook.broods import describe, game_content
    from goblinkit.content.gobbledygook.brood import load_brood

    content = game_content()
    brood = load_brood(file, content)
    _brood_out(describe(brood, content), as_json, brood)
