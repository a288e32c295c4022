"""`goblin play goblins-vs-zombies ...` (alias `gvz`): thin commands; every rule is in the engine."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from goblinkit.assistant.core.errors import Unanswered
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from goblinkit.assistant.terminal.options import (ClusterOption, IterationsOption, JobsOption, LabThinkOption, ThinkOption,
                                         bounded_argument, games_option, lab_think_option, seed_option, small)
from goblinkit.assistant.core.skill import DEFAULT
from goblinkit.assistant.terminal.play_cli import (AnswerOption, CardOption, DiceOption, JsonOption, SaveOption, TableDiceOption, game_app,
                                perform, start)

G = GoblinsVsZombies
app = game_app(G, "Goblins vs Zombies: the assistant runs the Zombie phases (and the Zombie Player in Mode E). "
                  "With no command: the guided turn.")
PlayerOption = typer.Option(None, "--player", help="Whose (default: the active player).")


def _do(act: dict, save: Optional[Path], as_json: bool, dice: Optional[str] = None,
        card: Optional[list[str]] = None, answer: Optional[list[str]] = None) -> None:
    """Run the command; one without --answer (answer None) that meets a question names the way that can answer."""
    try:
        perform(G, act, save, as_json, dice, card, answer)
    except Unanswered as exc:
        if answer is not None:
            raise
        guided = "goblin play gvz" + (f" --save {save}" if save is not None else "")
        raise exc.answered_by(f"`{as_typed(act)['type']}` takes no --answer: play it in the guided turn, "
                              f"`{guided}`, which asks you") from None


def as_typed(act: dict) -> dict:
    """A logged action as the command typed for it (see typed.py): an `adjust` was `slow`, `flip` or
    `move`; a bot's payment lists the cards where a player types how many."""
    if act.get("type") == "adjust":
        kind = "slow" if act.get("slow") else "flip" if act.get("flip") else "move"
        return {"type": kind, "zombie": act.get("zombie"), "area": act.get("area"), "field": act.get("field")}
    if isinstance(act.get("pay"), list):
        return {**act, "pay": len(act["pay"])}
    return act


@app.command("new")
def new(mode: str = typer.Option("last-stand", "--mode", help="training, last-stand, survival, boss, versus (A-E)."),
        players: int = small(1, "--players", "How many Goblin players (1-3)."),
        names: Optional[str] = typer.Option(None, "--names", help="Player names in clockwise order, e.g. AA,BB,CC."),
        boss_level: str = typer.Option("normal", "--level", help="The Boss!! / Victor: normal or expert."),
        content: Optional[str] = typer.Option(None, "--content", help="Your content pack (your own cards)."),
        seed: Optional[int] = seed_option(None), save: Optional[Path] = SaveOption,
        force: bool = typer.Option(False, "--force", help="Replace an existing save (kept as .bak)."),
        as_json: bool = JsonOption, dice: str = TableDiceOption,
        skill: str = typer.Option(DEFAULT, "--skill", help="Mode E's Zombie Player: easy (known blunders), normal "
                                  "(each choice tried on a few futures) or hard (search)."),
        think: float = ThinkOption) -> None:
    """Set up a game: fields, Goblin hands (counted), the Zombie Deck the assistant keeps."""
    from goblinkit.assistant.goblins_vs_zombies.new_game import setup_of

    setup = setup_of(mode, players, names, boss_level, str(Path(content).resolve()) if content else None, skill, think)
    start(G, setup, seed, save, force, as_json, dice=dice)


@app.command("play")
def play_cmd(goblin: str = typer.Argument(..., help="The card played by id, name or its start, any case: slingshot, "
                                                   "'Ghost Lantern', ghost (flag-bearer: any card face down)."),
             pay: Optional[int] = small(None, "--pay", "Cards discarded to pay the cost (default: the cost)."),
             under: Optional[str] = typer.Option(None, "--under", help="For a Shield: the Goblin it goes under "
                                                 "(asked when not given and the Gate holds several)."),
             face_down: bool = typer.Option(False, "--face-down", help="Play the card as a Flag-bearer."),
             player: Optional[str] = PlayerOption, save: Optional[Path] = SaveOption,
             answer: list[str] = AnswerOption, as_json: bool = JsonOption) -> None:
    """GOBLIN ARRIVAL: place a Goblin on your Gate and pay its cost."""
    _do({"type": "play", "player": player, "goblin": goblin, "pay": pay, "under": under, "face_down": face_down},
        save, as_json, answer=answer)


@app.command("destroy")
def destroy_cmd(goblin: str, player: Optional[str] = PlayerOption, save: Optional[Path] = SaveOption,
                as_json: bool = JsonOption) -> None:
    """Destroy one of your Goblins (any time)."""
    _do({"type": "destroy", "player": player, "goblin": goblin}, save, as_json)


@app.command("pepper")
def pepper_cmd(player: Optional[str] = PlayerOption, save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Discard a Pepper from your hand: wake your sleeping Black Goblins."""
    _do({"type": "pepper", "player": player}, save, as_json)


@app.command("give")
def give_cmd(to: str = typer.Argument(..., help="The other player."),
             draw: bool = typer.Option(False, "--draw", help="Make TO draw a card instead of giving one."),
             card: Optional[str] = typer.Option(None, "--card", help="The card given, where the game knows the hands."),
             player: Optional[str] = PlayerOption, save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Discard 2 cards to give a card to TO (or, with --draw, make TO draw one)."""
    _do({"type": "give", "player": player, "to": to, "draw": draw, **({"card": card} if card else {})}, save, as_json)


@app.command("act")
def act_cmd(goblin: str = typer.Argument(..., help="The Goblin: g2, or its name or card (any case, a start is enough)."),
            target: list[str] = typer.Option([], "--target", help="A Zombie hit, e.g. z3; repeat for several (asked when it matters)."),
            area: Optional[str] = typer.Option(None, "--area", help="For an Area effect."),
            field: Optional[str] = typer.Option(None, "--field", help="For Potapult: whose Graveyard."),
            save: Optional[Path] = SaveOption, answer: list[str] = AnswerOption, as_json: bool = JsonOption) -> None:
    """GOBLIN ACTION: resolve a Goblin's ➤ Action by its card."""
    _do({"type": "act", "goblin": goblin, "targets": target, "area": area.lower() if area else None, "field": field},
        save, as_json, answer=answer)


@app.command("damage")
def damage_cmd(zombie: str, amount: int = bounded_argument(1, "amount", -1000, 1000), by: Optional[str] = typer.Option(None, "--by"),
               save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Report damage dealt to a Zombie (applied as stated)."""
    _do({"type": "damage", "zombie": zombie, "amount": amount, "by": by}, save, as_json)


@app.command("slow")
def slow_cmd(zombie: str, save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Put a Slow Token on a Zombie."""
    _do({"type": "adjust", "zombie": zombie, "slow": True}, save, as_json)


@app.command("flip")
def flip_cmd(zombie: str, save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Flip a Zombie to its Basic Zombie side."""
    _do({"type": "adjust", "zombie": zombie, "flip": True}, save, as_json)


@app.command("move")
def move_cmd(zombie: str, area: str, field: Optional[str] = typer.Option(None, "--field"),
             save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Move a Zombie to an Area (of another Field with --field)."""
    _do({"type": "adjust", "zombie": zombie, "area": area.lower(), "field": field}, save, as_json)


@app.command("zombies")
def zombies_cmd(save: Optional[Path] = SaveOption, answer: list[str] = AnswerOption, card: list[str] = CardOption,
                dice: Optional[str] = DiceOption, as_json: bool = JsonOption) -> None:
    """III. ZOMBIE ACTION: every Zombie in the active Field acts; you answer the rules' choices (only
    those that change the outcome). --dice: any die a Boss's arrival needs, in order."""
    _do({"type": "zombies"}, save, as_json, dice, card, answer)


@app.command("done")
def done_cmd(save: Optional[Path] = SaveOption, answer: list[str] = AnswerOption, card: list[str] = CardOption,
             dice: Optional[str] = DiceOption, as_json: bool = JsonOption) -> None:
    """Your Goblins are done: the Zombies' turn (ZOMBIE ACTION; the guided turn then runs ARRIVAL and THE SUN)."""
    _do({"type": "zombies"}, save, as_json, dice, card, answer)


@app.command("arrive")
def arrive_cmd(save: Optional[Path] = SaveOption, card: list[str] = CardOption, answer: list[str] = AnswerOption,
               dice: Optional[str] = DiceOption, as_json: bool = JsonOption) -> None:
    """IV. ZOMBIE ARRIVAL from the deck the assistant keeps (--card ID: the card you drew, in the order drawn;
    --dice: the die that picks the Boss when the Discard Pile shows none)."""
    _do({"type": "arrive"}, save, as_json, dice, card, answer)


@app.command("sun")
def sun_cmd(save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """V. THE SUN: how many cards to draw and discard; then the next player's turn."""
    _do({"type": "sun"}, save, as_json)


@app.command("simulate")
def simulate_cmd(mode: str = typer.Option("last-stand", "--mode"), players: int = small(1, "--players"),
                 games: int = games_option(100), seed: int = seed_option(),
                 boss_level: str = typer.Option("normal", "--level"),
                 skill: Optional[str] = typer.Option(None, "--skill", help="The Goblin bots' level (easy, normal, hard, expert), "
                                                     "or goblins=LEVEL,zombies=LEVEL (Mode E's Zombie Player too)."),
                 bot: Optional[str] = typer.Option(None, "--bot", help="The old name of the Goblin bots' level: fast "
                                                   "(easy) or strong (normal)."),
                 think: float = LabThinkOption,
                 jobs: int = JobsOption, cluster: Optional[str] = ClusterOption,
                 report: Optional[Path] = typer.Option(None, "--report", help="Write charts to this PDF."),
                 as_json: bool = JsonOption) -> None:
    """Play many seeded digital games with a Goblin bot and summarise them (Ctrl-C stops early)."""
    from goblinkit.assistant.core.errors import RulesError
    from goblinkit.assistant.goblins_vs_zombies.report import run_simulation
    from goblinkit.assistant.goblins_vs_zombies.simulate import BOT_SKILL
    from goblinkit.assistant.lab.jobs import workers
    from goblinkit.assistant.core.skill import per_side, think_seconds

    if bot is not None and bot not in BOT_SKILL:
        raise RulesError(f"--bot: expected fast or strong, got '{bot}'")
    if bot is not None and skill is not None:
        raise RulesError("--bot and --skill: --bot is the old name of --skill, give one")
    levels = per_side(skill or BOT_SKILL.get(bot or "fast"), ["goblins", "zombies"])
    zombies = levels["zombies"] if skill and "zombies" in skill.lower() else None
    goblins = levels["goblins"] if skill else (bot or "fast")  # an old --bot keeps its name in the summary
    run_simulation(mode, players, games, seed, boss_level, report, as_json, typer.echo, goblins,
                   workers(jobs, cluster), zombies, think_seconds(think))


@app.command("ladder")
def ladder_cmd(mode: str = typer.Option("last-stand", "--mode", help="last-stand (the Goblin bots' skill) or versus "
                                        "(Mode E's Zombie Player's skill, against the easy Goblin bot)."),
               games: int = games_option(200, "Games per skill."), seed: int = seed_option(),
               think: float = lab_think_option(0.05),
               iterations: Optional[int] = IterationsOption,
               match: Optional[str] = typer.Option(None, "--match", help="One level only, e.g. hard."),
               jobs: int = JobsOption, cluster: Optional[str] = ClusterOption, as_json: bool = JsonOption) -> None:
    """Each skill's win rate with its 95 % interval (each step should lie outside the other's), and the hard
    bot's think time."""
    from goblinkit.assistant.lab import ladder
    from goblinkit.assistant.core.errors import RulesError
    from goblinkit.assistant.goblins_vs_zombies.ladder_hook import REFS
    from goblinkit.assistant.lab.jobs import workers

    if mode not in REFS:
        raise RulesError(f"--mode: expected {' or '.join(REFS)}, got '{mode}'")
    ladder.command(REFS[mode], None, games, seed, think, iterations, workers(jobs, cluster), as_json, match, echo=typer.echo)  # type: ignore[arg-type]
