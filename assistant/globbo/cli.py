"""`goblin play globbo ...`: report your side's moves on the printed map; the assistant plays the
other side at once and says its moves as map coordinates. CLI only: every rule is below it."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Optional

import typer

from goblinkit.assistant.core.chance import parse_dice
from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.globbo.game import Globbo
from goblinkit.assistant.terminal.options import (ClusterOption, IterationsOption, JobsOption, LabThinkOption, MatchOption,
                                         SkillOption, ThinkOption, bounded_argument, games_option, lab_think_option,
                                         seed_option, small)
from goblinkit.assistant.terminal.play_cli import AnswerOption, CardOption, DiceOption, JsonOption, SaveOption, TableDiceOption, emit, game_app, make_table, perform, start
from goblinkit.assistant.terminal.prompting import ACTIVE, current_prompter
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.globbo.play import play

G = Globbo
app = game_app(G, "Globbo!: move real counters on the printed map; the assistant plays the other side.")


def _pairs(specs: list[str], what: str) -> list[list[Any]]:
    """"Z3:K12" (or Z3=K12) orders [PIECE, HEX], in the order typed (the dice fall in that order);
    a Kid's path may list its hexes: "B1:E5,E6" is [B1, [E5, E6]]."""
    out: list[list[Any]] = []
    for spec in specs:
        piece, sep, dest = spec.replace("=", ":").partition(":")
        hexes = [h for h in dest.split(",") if h]
        if not sep or not piece or not hexes:
            raise RulesError(f"{what}: expected PIECE:HEX such as Z3:K12, got '{spec}'")
        out.append([piece.upper(), hexes if len(hexes) > 1 else hexes[0]])
    return out


def run(act: dict[str, Any] | None, save: Optional[Path], as_json: bool, dice: Optional[str] = None,
        answers: Optional[list[str]] = None, cards: Optional[list[str]] = None) -> None:
    """The assistant's steps now due, the player's action (None: only the assistant's steps), then the
    assistant's side until the table must act, all saved in one write. In the guided turn the loop takes
    the assistant's steps itself (and shows the prompt once). At a terminal each step is told before the
    next question."""
    if ACTIVE.get() is not None and act is not None:
        perform(G, act, save, as_json, dice, list(cards or []), list(answers or []))
        return
    prompter = current_prompter()
    if prompter is not None:
        prompter.begin_action()
    session = Session.load(G, save)
    first = act if act is not None else _due(session)
    # No explorer here: trying every answer of Globbo's questions on copies costs seconds a question
    try:
        played = play(session, first, list(answers or []), make_table, parse_dice(dice), list(cards or []), prompter)
    except RulesError as exc:  # `ai` without the answers it needs: each question, and how to give them
        if act is not None or answers or "must answer" not in str(exc):
            raise
        emit(waiting_lines(exc, session.replay()[0]), as_json, {"waiting": str(exc)})
        raise typer.Exit(1) from None
    told = prompter.take_pending() if prompter is not None else played.lines
    lines = told + waiting_lines(played.waiting, played.game, act if played.skipped else None)
    emit(lines, as_json, {"actions": [e["action"] for e in played.entries], "lines": lines,
                          "state": played.game.snapshot()})
    if played.skipped:
        raise typer.Exit(1)  # the command asked for was not played


def _due(session: Session) -> dict[str, Any]:
    auto = session.replay()[0].next_automatic()
    if auto is None:
        raise RulesError("it is your move: the assistant has nothing to play")
    return auto


def waiting_lines(waiting: Exception | None, game: Game, skipped: dict[str, Any] | None = None) -> list[str]:
    """After the assistant's steps: the questions only the player can answer (the Kids' fission mix, which
    pieces to cut) that stopped them, each with its options, and the command that goes on; or the prompt.
    `skipped`: the player's action, not played because the assistant's steps before it wait."""
    if waiting is None:
        return [""] + game.prompt()
    if skipped is not None:
        return [f"Your {skipped.get('type')} was not played: the assistant's turn comes first and "
                f"needs your answer."] + waiting_lines(waiting, game)
    asked = re.findall(r"(?:must answer: |\n  \d+\. )(.+?) \[(.+?)\]", str(waiting))
    if not asked:
        return [f"The assistant needs your answer before it can play on: {waiting}"]
    lines = [f"The assistant needs your answer{'s' if len(asked) > 1 else ''} before it can play on"
             f"{' (in this order)' if len(asked) > 1 else ''}:"]
    picks = []
    for question, options in asked:
        choices = options.split(" | ")
        picks.append(choices[len(choices) // 2])
        lines += [f"  {question}", f"    choose one of: {', '.join(choices)}"]
    lines.append("Then run: goblin play globbo ai " + " ".join(f'--answer "{p}"' for p in picks) + " (your choices)")
    return lines


@app.command("new")
def new(play: str = typer.Option("globbo", "--play", help="The side you play at the table: globbo (he moves "
                                                          "first) or kids."),
        walls: bool = typer.Option(False, "--walls", help="Use the walls (decide before play)."),
        extras: str = typer.Option("", "--extras", help="Extras for both sides, e.g. tough-blips,faster."),
        head: Optional[str] = typer.Option(None, "--head", help="Your HEAD's starting hex (playing Globbo)."),
        biters: Optional[str] = typer.Option(None, "--biters", help="Your 6 Biters' hexes (playing the Kids)."),
        mix: Optional[int] = small(None, "--mix", "Genetic Engineering: Blips per fission."),
        content: Optional[str] = typer.Option(None, "--content", help="Your content pack."),
        seed: Optional[int] = seed_option(None), save: Optional[Path] = SaveOption,
        force: bool = typer.Option(False, "--force"), as_json: bool = JsonOption,
        dice: str = TableDiceOption, skill: str = SkillOption, think: float = ThinkOption) -> None:
    """Set up: Globbo first (HEAD 4+ from every warp-hole, ZAPS and SLAPS in rings), then 6 Biters."""
    from goblinkit.assistant.globbo.new_game import setup_of

    setup = setup_of(play, walls, extras, head, biters, mix, str(Path(content).resolve()) if content else None, skill,
                     think)
    start(G, setup, seed, save, force, as_json, dice=dice)  # playing the Kids, Globbo's first turn runs after `new`


def as_typed(act: dict[str, Any]) -> dict[str, Any]:
    """A logged action as the command typed for it (see typed.py): orders as PIECE:HEX, a build as KIND:HEX."""

    def typed(pairs: Any) -> list[str]:
        return [f"{p}:{','.join(h) if isinstance(h, list) else h}" for p, h in pairs or []]

    kind = act.get("type")
    if kind == "move":
        moves, jumps, gunk = typed(act.get("moves")), typed(act.get("jumps")), typed(act.get("gunk"))
        return {"type": "move", "moves": moves, "jump": jumps, "gunk": gunk, "body": act.get("body", False),
                "stay": not (moves or jumps or gunk)}
    if kind == "build":
        return {"type": "build", "parts": [f"{k}:{h}" for k, h in act.get("buy") or []]}
    if kind == "attack":
        return {"type": "attack", "target": act.get("target"), "with_": ",".join(act.get("with") or [])}
    if kind == "scorch":
        return {"type": "scorch", "hex_": act.get("hex")}
    return act


@app.command("move")
def move_cmd(moves: Optional[list[str]] = typer.Argument(None, help="PIECE:HEX for each piece that moves (B1:E5,E6 for a path)."),
             stay: bool = typer.Option(False, "--stay", help="Nothing moves."),
             body: bool = typer.Option(False, "--body", help="Globbo: the parts not named move along with their HEAD, "
                                                          "keeping their shape (move H1:E5 --body)."),
             jump: list[str] = typer.Option([], "--jump", help="JUMPING: B1:E5."),
             gunk: list[str] = typer.Option([], "--gunk", help="GUNK: B2:E6 (the Biter steps to E6, gunking its hex)."),
             save: Optional[Path] = SaveOption, dice: Optional[str] = DiceOption, answer: list[str] = AnswerOption,
             as_json: bool = JsonOption) -> None:
    """Report your side's movement (Globbo: all of it at once; Kids: as many reports as you like)."""
    if not moves and not stay and not jump and not gunk:
        raise RulesError("name the pieces that move (Z3:K12 ...; move H1:E5 --body takes the body along), or --stay")
    act = {"type": "move", "moves": _pairs(moves or [], "move"), "jumps": _pairs(jump, "--jump"),
           "gunk": _pairs(gunk, "--gunk")}
    run({**act, "body": True} if body else act, save, as_json, dice, answer)


@app.command("attack")
def attack_cmd(target: str = typer.Argument(..., help="The hex attacked."),
               with_: str = typer.Option(..., "--with", help="The attackers, e.g. Z1,S3 (their strengths add up)."),
               save: Optional[Path] = SaveOption, dice: Optional[str] = DiceOption, answer: list[str] = AnswerOption,
               card: list[str] = CardOption, as_json: bool = JsonOption) -> None:
    """Attack a hex: total the strengths, roll one die at or under (or give --dice)."""
    run({"type": "attack", "target": target, "with": [w.strip().upper() for w in with_.split(",") if w.strip()]},
        save, as_json, dice, answer, [c for group in card for c in group.split(",") if c])


@app.command("end")
def end_cmd(save: Optional[Path] = SaveOption, dice: Optional[str] = DiceOption, answer: list[str] = AnswerOption,
            card: list[str] = CardOption, as_json: bool = JsonOption) -> None:
    """End your step: Globbo's attacks (hit Biters fission: --card blip,yeast,... for what you turned up), the
    Kids' move or attacks, or Globbo's building."""
    run({"type": "end"}, save, as_json, dice, answer, [c for group in card for c in group.split(",") if c])


@app.command("build")
def build_cmd(parts: list[str] = typer.Argument(..., help="KIND:HEX, e.g. slap:E5 zap:F6 head:G7."),
              save: Optional[Path] = SaveOption, dice: Optional[str] = DiceOption, as_json: bool = JsonOption) -> None:
    """Spend regeneration points: SLAP 1, ZAP 2, HEAD 4."""
    buys = [[k, v] for k, v in ((p.split(":", 1) + [""])[:2] for p in parts)]
    if any(not v for _, v in buys):
        raise RulesError("build: expected KIND:HEX such as slap:E5")
    run({"type": "build", "buy": buys}, save, as_json, dice)


@app.command("scorch")
def scorch_cmd(hex_: str = typer.Argument(..., metavar="HEX"), save: Optional[Path] = SaveOption,
               dice: Optional[str] = DiceOption, answer: list[str] = AnswerOption, as_json: bool = JsonOption) -> None:
    """SCORCH: instead of moving and attacking, destroy every kid in one hex (3 a game)."""
    run({"type": "scorch", "hex": hex_}, save, as_json, dice, answer)


@app.command("ai")
def ai_cmd(save: Optional[Path] = SaveOption, answer: list[str] = AnswerOption, card: list[str] = CardOption,
           as_json: bool = JsonOption) -> None:
    """Let the assistant play its step now, with your answers to its questions and the fission
    counters you turned up (--card blip,yeast,... in throw order E NE NW W SW SE)."""
    run(None, save, as_json, answers=answer, cards=[c for group in card for c in group.split(",") if c])


@app.command("check")
def check_cmd(moves: list[str] = typer.Argument(..., help="PIECE:HEX for each piece that would move."),
              body: bool = typer.Option(False, "--body", help="The parts not named move along with their HEAD."),
              save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Would this Globbo move be legal? Nothing is saved."""
    from goblinkit.assistant.globbo.globbo_move import plan, with_body

    game, _ = Session.load(G, save).replay()
    try:
        wanted = _pairs(moves, "check")
        _, dead = plan(game, with_body(game, wanted) if body else wanted)
        ok, text = True, "Legal." + (f" These parts would die (not connected to a HEAD): {', '.join(dead)}" if dead else "")
    except RulesError as exc:
        ok, text = False, f"Illegal: {exc}"
    emit([text], as_json, {"legal": ok, "message": text})
    if not ok:
        raise typer.Exit(1)


@app.command("odds")
def odds_cmd(strength: Optional[int] = bounded_argument(None, "strength", -1000, 1000, "A total attack strength."),
             with_: Optional[str] = typer.Option(None, "--with", help="Attackers on the saved map, e.g. Z1,S3."),
             target: Optional[str] = typer.Option(None, "--target", help="The hex they would attack."),
             save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """The chance an attack hits: strength out of six (a Yeast attacked by Globbo: certain)."""
    from goblinkit.assistant.globbo.odds import odds_lines

    lines, payload = odds_lines(strength, with_, target, lambda: Session.load(G, save).replay()[0])
    if as_json:
        typer.echo(json.dumps(payload, indent=2, sort_keys=True))
    else:
        for line in lines:
            typer.echo(line)


@app.command("simulate")
def simulate_cmd(games: int = games_option(100), extras: str = typer.Option("", "--extras"),
                 walls: bool = typer.Option(False, "--walls"), seed: int = seed_option(),
                 skill: Optional[str] = typer.Option(None, "--skill", help="Both sides' level, or one each: "
                                                     "globbo=hard,kids=easy (default: today's bots, easy)."),
                 think: float = LabThinkOption, jobs: int = JobsOption, cluster: Optional[str] = ClusterOption,
                 as_json: bool = JsonOption) -> None:
    """Pit the two opponents against each other: win rate per side and game length for a set of Extras."""
    from goblinkit.assistant.globbo.simulate import run_simulation
    from goblinkit.assistant.lab.jobs import workers
    from goblinkit.assistant.core.skill import per_side, think_seconds

    skills = per_side(skill, ["globbo", "kids"]) if skill is not None else None
    run_simulation(games, [e for e in extras.split(",") if e], walls, seed, as_json, typer.echo,
                   workers(jobs, cluster), skills, think_seconds(think))


@app.command("ladder")
def ladder_cmd(games: int = games_option(20, "Games per matchup (the sides swapped every game)."),
               seed: int = seed_option(),
               think: float = lab_think_option(0.2),
               iterations: Optional[int] = IterationsOption,
               match: Optional[str] = MatchOption,
               jobs: int = JobsOption, cluster: Optional[str] = ClusterOption, as_json: bool = JsonOption) -> None:
    """Skill against skill, Globbo and the Kids swapped: each matchup's win rate with its 95 % interval,
    and the hard bot's think time."""
    from goblinkit.assistant.lab import ladder
    from goblinkit.assistant.globbo.ladder_hook import REF
    from goblinkit.assistant.lab.jobs import workers

    ladder.command(REF, None, games, seed, think, iterations, workers(jobs, cluster), as_json, match, echo=typer.echo)  # type: ignore[arg-type]
