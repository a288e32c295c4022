"""`goblin play gobz-heroes ...` (alias `gobz`): thin commands over the referee; no rules here.

A command runs the rival Crews' turns due before the player's action (`new` only sets up: a rival
who begins plays with the next command or in the guided turn) and those after it, each of their
actions logged like the player's."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

import typer

from goblinkit.assistant.core.chance import parse_dice
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from goblinkit.assistant.terminal.play_cli import (AnswerOption, DiceOption, JsonOption, SaveOption, TableDiceOption, _dice_prompt, emit, guided_tail,
                                          format_action, game_app, make_table, start,
                                          undo_decision)
from goblinkit.assistant.terminal.prompting import ACTIVE, current_prompter
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.terminal.options import (ClusterOption, IterationsOption, JobsOption, LabThinkOption, MatchOption,
                                         SkillOption, ThinkOption, games_option, lab_think_option, seed_option, small)

G = GobzHeroes
app = game_app(G, "Gob'z'Heroes: the assistant referees your Crew and plays the rival Crews on the board.")
ComboOption = typer.Option([], "--combo", help="A Combo Card played on this action (repeatable).")


def _do(act: dict, save: Optional[Path], as_json: bool, dice: Optional[str] = None,
        answer: Optional[list[str]] = None) -> None:
    """Apply the player's action, then every action the rival Crews take until it is the player's turn,
    saved in one write. Your answers in the rivals' turns (a Combo Card against a hit) are asked at a
    terminal; in a script the rivals stop at the question (what they did before it is kept) and
    `rivals --answer CARD|no` goes on."""
    from goblinkit.assistant.gobz_heroes.play import play, turn_for

    asking = dice is not None and dice.strip().lower() == "ask"
    prompter = current_prompter()
    if prompter is not None:
        prompter.begin_action()
    mine = make_table(list(answer or []) if act else [])
    yours = make_table([] if act else list(answer or []))
    turn = turn_for(mine, yours, [] if asking else parse_dice(dice), _dice_prompt if asking else None, prompter,
                    _heading)
    played = play(save, act, turn)
    game = played.game
    lines = prompter.take_pending() if prompter is not None else played.lines
    guided = ACTIVE.get() is not None  # the guided turn prints the prompt itself after every command
    rivals_played = len(played.entries) > (1 if act else 0)
    if played.skipped:
        lines.append(f"Your {act.get('type')} was not played: the rival Crews play first and wait for your answer.")
    if played.waiting is not None:
        lines.append(f"{played.waiting}: `goblin play gobz rivals --answer ...` goes on from here.")
    elif guided:
        if act and rivals_played and not game.over:
            lines += ["", game.describe()]  # the rivals moved: the board as it is now
    elif not game.over:
        prompt = game.prompt()
        lines += prompt if not act or act.get("type") == "end" else prompt[:1]  # the command list once a turn
    emit(lines, as_json, {"action": game.public(act), "lines": lines, "state": game.snapshot()})
    if played.skipped:
        raise typer.Exit(1)  # the command asked for was not played


def _heading(step: dict) -> list[str]:
    """A rival action is headed by who did it and why (a hard Crew's decision is told when it is played)."""
    if step.get("type") == "decide":
        return []
    shown = step.get("why") or format_action({k: v for k, v in step.items() if k != "player"}, G)
    return [f"{step.get('player')}: {shown}"]


def _player(save: Optional[Path]) -> str:
    game, _ = Session.load(G, save).replay()
    return game.players[game.human_seat()].name


@app.command("new")
def new(players: int = small(2, "--players", "2 to 4 players; you are seat --seat, the assistant the rest."),
        names: Optional[str] = typer.Option(None, "--names", help="Player names in clockwise order, e.g. You,Red."),
        seat: int = small(1, "--seat", "Your seat (1 = first name)."),
        humans: int = small(1, "--humans", "How many humans share this screen (hot seat): seat --seat and the "
                            "next ones; the assistant plays the rest. Each reads their own cards with `secret`."),
        crew: Optional[str] = typer.Option(None, "--crew", help="For scripts: the Gob'z you want, in order of "
                                           "preference (e.g. nagga,skritch,mog); without it you pick in turn."),
        length: str = typer.Option("standard", "--length", help="quick (6 VP), standard (9), long (12)."),
        board: Optional[str] = typer.Option(None, "--board", help="duel, duel-b (2 players), brawl, brawl-b (3-4)."),
        corner: str = typer.Option("sw", "--corner", help="Your corner if you choose first: nw, ne, se, sw."),
        scenario: str = typer.Option("standard", "--scenario", help="standard, or zombies (Zombie markers)."),
        content: Optional[str] = typer.Option(None, "--content", help="Your content pack."),
        seed: Optional[int] = seed_option(None), save: Optional[Path] = SaveOption,
        force: bool = typer.Option(False, "--force", help="Replace an existing save (kept as .bak)."),
        as_json: bool = JsonOption, answer: list[str] = AnswerOption, dice: str = TableDiceOption,
        skill: str = SkillOption, think: float = ThinkOption) -> None:
    """Set up: Gob'jectives, Shi-Fu-Mi, the draft (you pick in turn, or your --crew list), deployment;
    rivals play if first."""
    from goblinkit.assistant.gobz_heroes.new_game import setup_of

    setup = setup_of(players, names, seat, crew, length, board, corner, scenario,
                     str(Path(content).resolve()) if content else None, skill, think, humans)
    start(G, setup, seed, save, force, as_json, answer, dice=dice)  # a rival playing first plays after `new`, not in it
    game = _read(save)
    if not as_json and game.next_automatic() is None and not game.over:
        emit(guided_tail(game, game.prompt()), False, {})  # you begin: what you may do (the guided turn says it next)


def as_typed(act: dict[str, Any]) -> dict[str, Any]:
    """A logged action as the command typed for it (see typed.py)."""
    if act.get("type") in ("move", "substitute"):
        return {**act, "square": act.get("to"), ("combo_sub" if act["type"] == "move" else "combo"): act.get("sub_combo")}
    return act


@app.command("undo")
def undo_cmd(save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Take back your last action, with the rival turns that followed it (their dice go with them)."""
    undone, game = undo_decision(G, save)
    lines = [f"Undid: {a.get('player')}: {a['why']}" if a.get("why") else f"Undid: {format_action(a, G)}"
             for a in reversed(undone) if a.get("type") != "decide"]  # a decision goes with the action it chose
    emit(lines, as_json, {"undone": undone, "state": game.snapshot()})


@app.command("rivals")
def rivals_cmd(save: Optional[Path] = SaveOption, as_json: bool = JsonOption, answer: list[str] = AnswerOption) -> None:
    """Let the rival Crews play until it is your turn (after an undo, or to answer their question)."""
    _do({}, save, as_json, None, answer)


@app.command("move")
def move_cmd(gob: str, square: str, combo: list[str] = ComboOption,
             sub: Optional[str] = typer.Option(None, "--sub", help="Substitute on the Sewer/Hatch reached: a Bench Gob'."),
             combo_sub: Optional[str] = typer.Option(None, "--combo-sub", help="The Combo Card the Substitution costs."),
             save: Optional[Path] = SaveOption, answer: list[str] = AnswerOption, as_json: bool = JsonOption) -> None:
    """Feed a Gob' (if not yet) and move it to SQUARE (e.g. C7); it may attack after."""
    _do({"type": "move", "player": _player(save), "gob": gob, "to": square, "combos": combo, "sub": sub,
         "sub_combo": combo_sub}, save, as_json, None, answer)


@app.command("attack")
def attack_cmd(gob: str, target: list[str] = typer.Argument(..., help="The target (a Troll may name two)."),
               ranged: bool = typer.Option(False, "--ranged", help="A Ranged attack (a Stuff weapon or a skill)."),
               weapon: Optional[str] = typer.Option(None, "--weapon", help="Which weapon, if it has several."),
               combo: list[str] = ComboOption, low_first: bool = typer.Option(False, "--low-first",
                                                                               help="Resolve the lowest hit first."),
               save: Optional[Path] = SaveOption, dice: Optional[str] = DiceOption, answer: list[str] = AnswerOption,
               as_json: bool = JsonOption) -> None:
    """Attack (Close Combat, or --ranged); a Gob' not yet fed is fed and stays where it is."""
    _do({"type": "attack", "player": _player(save), "gob": gob, "targets": target, "ranged": ranged,
         "weapon": weapon, "combos": combo, "low_first": low_first}, save, as_json, dice, answer)


@app.command("shoot")
def shoot_cmd(gob: str, target: str, weapon: Optional[str] = typer.Option(None, "--weapon"),
              combo: list[str] = ComboOption, low_first: bool = typer.Option(False, "--low-first"),
              save: Optional[Path] = SaveOption, dice: Optional[str] = DiceOption, answer: list[str] = AnswerOption,
              as_json: bool = JsonOption) -> None:
    """A Ranged attack (the same as `attack --ranged`)."""
    _do({"type": "attack", "player": _player(save), "gob": gob, "targets": [target], "ranged": True,
         "weapon": weapon, "combos": combo, "low_first": low_first}, save, as_json, dice, answer)


@app.command("backup")
def backup_cmd(gob: str, at: Optional[str] = typer.Option(None, "--at", help="A free Sewer/Hatch square (asked "
                                                                             "if not given; the only one is taken)."),
               save: Optional[Path] = SaveOption, answer: list[str] = AnswerOption, as_json: bool = JsonOption) -> None:
    """Bring a Backup from the Bench (when only one able Gob' is left at the start of your turn)."""
    _do({"type": "backup", "player": _player(save), "gob": gob, "at": at}, save, as_json, answer=answer)


@app.command("substitute")
def substitute_cmd(gob: str, sub: str, combo: str = typer.Option(..., "--combo", help="The Combo Card sacrificed."),
                   save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Swap a Gob' on a Sewer/Hatch for a Bench Gob' of lower or equal Charisma."""
    _do({"type": "substitute", "player": _player(save), "gob": gob, "sub": sub, "sub_combo": combo}, save, as_json)


@app.command("combo")
def combo_cmd(card: str, gob: Optional[str] = typer.Argument(None), target: Optional[str] = typer.Option(None, "--target"),
              save: Optional[Path] = SaveOption, answer: list[str] = AnswerOption, as_json: bool = JsonOption) -> None:
    """Play a Combo Card on its own (Wet Blanket, Second Wind, Extra Rations, Thick Skull, ...)."""
    _do({"type": "combo", "player": _player(save), "card": card, "gob": gob, "target": target}, save, as_json,
        None, answer)


@app.command("dump")
def dump_cmd(save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Dumping: discard your 3 Combo Cards for 1 VP."""
    _do({"type": "dump", "player": _player(save)}, save, as_json)


@app.command("end")
def end_cmd(teleport: list[str] = typer.Option([], "--teleport", help="GOB:SQUARE, a Gob' on a Teleporter jumps."),
            save: Optional[Path] = SaveOption, answer: list[str] = AnswerOption, as_json: bool = JsonOption) -> None:
    """End your turn: Crew Rehab (Teleporters, Stunned Gob'z stand up); then the rival Crews play."""
    _do({"type": "end", "player": _player(save), "teleports": teleport}, save, as_json, None, answer)


def _read(save: Optional[Path]) -> GobzHeroes:
    game, _ = Session.load(G, save).replay()
    return game


@app.command("rations")
def rations_cmd(save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Rationing Points left, and which Gob'z can still be fed."""
    from goblinkit.assistant.gobz_heroes.views import rations_view

    lines, data = rations_view(_read(save))
    emit(lines, as_json, data)


@app.command("secret")
def secret_cmd(save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Your Gob'jective and Combo Cards (on a screen several humans share: those of the human whose turn it is)."""
    from goblinkit.assistant.gobz_heroes.views import secret_view

    lines, data = secret_view(_read(save))
    emit(lines, as_json, data)


@app.command("los")
def los_cmd(a: str = typer.Argument(..., help="A Gob' or a square."), b: str = typer.Argument(...),
            save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Line of sight and range from A to B (Gob'z or squares), by the Ranged Combat rules."""
    from goblinkit.assistant.gobz_heroes.views import los_view

    lines, data = los_view(_read(save), a, b)
    emit(lines, as_json, data)


@app.command("reach")
def reach_cmd(gob: str, save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Where a Gob' can move this turn, and whom it can attack from where it stands."""
    from goblinkit.assistant.gobz_heroes.views import reach_view

    lines, data = reach_view(_read(save), gob)
    emit(lines, as_json, data)


@app.command("odds")
def odds_cmd(gob: str, target: str, ranged: bool = typer.Option(False, "--ranged"),
             weapon: Optional[str] = typer.Option(None, "--weapon"), combo: list[str] = ComboOption,
             save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Chances of Tickle / Stun / KO / LOL for an attack as things stand, with every modifier."""
    from goblinkit.assistant.gobz_heroes.views import odds_view

    lines, data = odds_view(_read(save), gob, target, ranged, weapon, combo)
    emit(lines, as_json, data)


@app.command("simulate")
def simulate_cmd(players: int = small(2, "--players"), games: int = games_option(100),
                 seed: int = seed_option(), board: Optional[str] = typer.Option(None, "--board"),
                 length: str = typer.Option("standard", "--length"), as_json: bool = JsonOption,
                 skill: Optional[str] = typer.Option(None, "--skill", help="The Crews' skill: one level for all, one "
                                                     "per seat (hard,normal), or Red=hard (default: easy, the "
                                                     "policy of old saves)."),
                 think: float = LabThinkOption, jobs: int = JobsOption,
                 cluster: Optional[str] = ClusterOption) -> None:
    """Play AI Crews against each other: wins by seat, win rate per Gob', VP sources, game length."""
    from goblinkit.assistant.gobz_heroes.simulate import NAMES, play_one, summary_of
    from goblinkit.assistant.gobz_heroes.views import summary_lines
    from goblinkit.assistant.lab.jobs import check_games, in_game_order, workers
    from goblinkit.assistant.core.skill import per_side, think_seconds

    check_games(games)
    if not 2 <= players <= 4:
        raise RulesError(f"--players: 2 to 4, not {players}")
    skills = per_side(skill, NAMES[:players]) if skill is not None else None
    think_seconds(think)
    chosen = workers(jobs, cluster)
    result = summary_of(list(in_game_order(play_one, lambda n: (players, seed + n, board, length, skills, think),
                                           games, chosen)))
    if skills is not None:
        result["skills"] = skills
    emit(summary_lines(result) + ([f"Skills: {', '.join(f'{k} {v}' for k, v in skills.items())}."] if skills else []),
         as_json, result)


@app.command("ladder")
def ladder_cmd(games: int = games_option(40, "Games per matchup (seat-balanced)."),
               seed: int = seed_option(),
               think: float = lab_think_option(0.1),
               iterations: Optional[int] = IterationsOption,
               match: Optional[str] = MatchOption,
               jobs: int = JobsOption,
               cluster: Optional[str] = ClusterOption,
               as_json: bool = JsonOption) -> None:
    """Skill against skill, two Crews a game (quick games): each matchup's win rate with its 95 % interval,
    and the hard Crew's think time."""
    from goblinkit.assistant.lab import ladder
    from goblinkit.assistant.gobz_heroes.ladder_hook import REF

    from goblinkit.assistant.lab.jobs import workers

    ladder.command(REF, 2, games, seed, think, iterations, workers(jobs, cluster), as_json, match, echo=typer.echo)  # type: ignore[arg-type]
