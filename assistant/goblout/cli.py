"""`goblin play goblout ...` (aliases `degoblinade`, `dego`): thin commands; every rule is in the engine.

A human turn is `draw` (discard, draw to 5, roll), then steps (`face`, `deploy`, `attack`, `zap`) and
`end`, or the one-shot `play` (deploy, attack); the bots' turns follow by themselves (play.py), and the
player answers their own blocks and lightning cards.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

import typer

from goblinkit.assistant.core.errors import RulesError, Unanswered
from goblinkit.assistant.goblout.game import Goblout
from goblinkit.assistant.goblout.state import HUMAN
from goblinkit.assistant.core.numerals import excerpt, whole
from goblinkit.assistant.terminal.play_cli import (AnswerOption, DiceOption, JsonOption, SaveOption, TableDiceOption, emit,
                                          game_app, guided_tail, make_table, start)
from goblinkit.assistant.terminal.play_cli import _dice_prompt
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.terminal.options import (ClusterOption, IterationsOption, JobsOption, LabThinkOption, MatchOption,
                                         SkillOption, ThinkOption, games_option, lab_think_option, seed_option, small)
from goblinkit.assistant.core.turn import Played
from goblinkit.assistant.goblout.play import play_move

G = Goblout
app = game_app(G, "Goblout: the assistant is the deck and the referee, and plays the bots.")


def advance(act: dict[str, Any] | None, save: Optional[Path], dice: Optional[str] = None,
            answers: Optional[list[str]] = None) -> tuple[Played, list[str]]:
    """The action and the bots' turns after it (play.py), asked at this terminal when there is one."""
    from goblinkit.assistant.terminal.prompting import current_prompter

    return play_move(act, save, dice, answers, current_prompter(), make_table, _dice_prompt)


def perform(act: dict[str, Any] | None, save: Optional[Path], as_json: bool, dice: Optional[str] = None,
            answers: Optional[list[str]] = None) -> None:
    """Run the command; a question in a hard bot's turn, its decision logged, stops it there: what was done
    before the question is kept and `bot --answer ...` goes on (see play.BotsTurn)."""
    try:
        played, lines = advance(act, save, dice, answers)
    except Unanswered as exc:
        if answers is not None:
            raise
        where = f" --save {save}" if save is not None else ""  # the way named must find this game
        raise exc.answered_by(f"the bots play first: answer with `goblin play goblout bot{where} --answer ...`, "
                              f"then {(act or {}).get('type', 'go on')}; or play the guided turn, "
                              f"`goblin play goblout{where}`") from None
    game = played.game
    if played.skipped and act is not None:
        lines = lines + [f"Your {act.get('type')} was not played: the bots play first and wait for your answer."]
    emit(guided_tail(game, lines), as_json, {"action": game.public(act) if act is not None else None, "lines": lines, "state": game.snapshot()})
    if played.skipped:
        raise typer.Exit(1)  # the command asked for was not played


def as_typed(act: dict[str, Any]) -> dict[str, Any]:
    """A logged action as the command typed for it (see typed.py): cards as a list, a lightning card as its words."""

    def words(zap: dict[str, Any]) -> str:
        return " ".join(str(w) for w in [zap.get("card"), zap.get("target"), *(zap.get("picks") or [])] if w)

    kind = act.get("type")
    if kind == "play":
        return {**act, "deploy": [",".join(act["deploy"])] if act.get("deploy") else [],
                "zap": [words(z) for z in act.get("zap") or []]}
    if kind == "zap":
        return {"type": "zap", "words": words(act).split(), "face": act.get("face")}
    if kind == "new" and isinstance(act.get("styles"), dict):
        return {**act, "styles": ",".join(act["styles"].values()), "bots": len(act["styles"])}
    return act


def split(values: list[str]) -> list[str]:
    """'warrior,brute' and repeated options alike; 'warrior*2' or '2xwarrior' for copies."""
    found = []
    for value in values:
        for part in value.replace(";", ",").split(","):
            part = part.strip()
            if not part:
                continue
            count = 1
            if "*" in part:
                part, _, times = part.partition("*")
                count = whole(times) or 0
            elif part[:1] in "0123456789" and "x" in part:
                times, _, part = part.partition("x")
                count = whole(times) or 0
            if count < 1:
                raise RulesError(f"cannot read {excerpt(value)}: use names like warrior,brute or warrior*2")
            found += [part.strip()] * count
    return found


def parse_attack(values: list[str]) -> dict[str, list[str]]:
    plan: dict[str, list[str]] = {}
    for value in values:
        target, sep, goblins = value.partition("=")
        if not sep or not target.strip():
            raise RulesError(f"--attack '{value}': write PLAYER=GOBLINS, e.g. bot2=warrior,brute or bot1=all")
        plan.setdefault(target.strip(), []).extend(split([goblins]))
    return plan


def parse_zap(words: list[str], face: Optional[str] = None) -> dict[str, Any]:
    """'goblin-bomb bot2 cannon-fodder cannon-fodder': the card, maybe a player, then cards."""
    if not words:
        raise RulesError("name the lightning card to play")
    card, rest = words[0], words[1:]
    target = rest[0] if rest and (rest[0].lower().startswith("bot") or rest[0].lower() == "you"
                                  or whole(rest[0]) is not None) else None
    picks = split(rest[1:] if target else rest)
    return {"card": card, "target": target, "picks": picks, "face": face}


@app.command("new")
def new(bots: int = small(2, "--bots", "How many bots (1-4) play with you."),
        styles: Optional[str] = typer.Option(None, "--styles", help="Bot styles in seat order, e.g. "
                                             "aggressive,defensive,prestige (default: that cycle)."),
        variant: Optional[str] = typer.Option(None, "--variant", help="sudden-death, group-die or massacre."),
        first: str = typer.Option("random", "--first", help="Who made the best grimace: you, bot1, ... or random."),
        watch: bool = typer.Option(False, "--watch", help="Bots only (2-5): watch them play with `bot`."),
        seats: int = small(1, "--seats", "Human seats (2-5: each player on their own phone, `goblin serve --lan`)."),
        content: Optional[str] = typer.Option(None, "--content", help="Your content pack (your own cards)."),
        seed: Optional[int] = seed_option(None), save: Optional[Path] = SaveOption,
        force: bool = typer.Option(False, "--force", help="Replace an existing save (kept as .bak)."),
        answer: list[str] = AnswerOption, as_json: bool = JsonOption, dice: str = TableDiceOption,
        skill: str = SkillOption, think: float = ThinkOption) -> None:
    """Set up: shuffle (the assistant keeps the deck), 5 cards and a die each, life, the first player."""
    from goblinkit.assistant.goblout.new_game import setup_of

    setup = setup_of(bots, styles, variant, first, watch, str(Path(content).resolve()) if content else None, skill,
                     think, seats)
    if answer:
        raise RulesError("--answer: `new` asks nothing; the bots' first turns run with your next command "
                         "(`bot --answer ...`, or the guided turn `goblin play goblout`): give your answers there")
    start(G, setup, seed, save, force, as_json, dice=dice, say_first=not watch)  # the bots before you play after `new`


@app.command("draw")
def draw_cmd(discard: list[str] = typer.Argument(None, help="Cards to discard first, e.g. warrior cannon-fodder."),
             keep: Optional[bool] = typer.Option(None, "--keep/--roll", help="Keep your die as it is, or roll it "
                                                 "(at the table you are asked once you see your cards, when keeping "
                                                 "could matter; a script rolls)."),
             save: Optional[Path] = SaveOption, dice: Optional[str] = DiceOption,
             as_json: bool = JsonOption) -> None:
    """Phases 1 and 2: discard, draw to 5 (the assistant says what you draw), roll your die."""
    from goblinkit.assistant.terminal.prompting import current_prompter

    if keep is None and (dice or current_prompter() is None):
        keep = False  # a rolled die typed in, or a script: roll, as the rules' usual turn does
    perform({"type": "draw", "discard": split(discard or []), "keep": keep}, save, as_json, dice)


@app.command("play")
def play_cmd(deploy: list[str] = typer.Option([], "--deploy", help="Cards to deploy, e.g. warrior,brute."),
             attack: list[str] = typer.Option([], "--attack", help="PLAYER=GOBLINS, e.g. bot2=brute,warrior or bot1=all."),
             face: Optional[str] = typer.Option(None, "--face", help="Sacrifice 1 life point to set the die "
                                                "(1-6 or colours: white, red+blue)."),
             zap: list[str] = typer.Option([], "--zap", help="A lightning card once attacking, e.g. 'war-cry'."),
             save: Optional[Path] = SaveOption, answer: list[str] = AnswerOption, dice: Optional[str] = DiceOption,
             as_json: bool = JsonOption) -> None:
    """Phases 3 to 5: deploy, attack; the defence phases and the bots' turns follow. Without --attack,
    a player at the table (a terminal, the guided turn, a page) is asked whom to attack, if anyone."""
    from goblinkit.assistant.terminal.prompting import current_prompter

    asked = not attack and current_prompter() is not None
    act = {"type": "play", "face": face, "deploy": split(deploy), "attack": None if asked else parse_attack(attack),
           "zap": [parse_zap(z.split()) for z in zap]}
    perform(act, save, as_json, dice, answer)


@app.command("zap")
def zap_cmd(words: list[str] = typer.Argument(..., help="CARD [PLAYER] [CARDS...], e.g. goblin-bomb bot2 "
                                              "cannon-fodder cannon-fodder"),
            face: Optional[str] = typer.Option(None, "--face", help="Fixer: the face to show."),
            save: Optional[Path] = SaveOption, answer: list[str] = AnswerOption, dice: Optional[str] = DiceOption,
            as_json: bool = JsonOption) -> None:
    """Play a lightning card in your turn (answers to the bots come as questions in their turns)."""
    perform({"type": "zap", **parse_zap(words, face)}, save, as_json, dice, answer)


@app.command("deploy")
def deploy_cmd(cards: list[str] = typer.Argument(..., help="Cards to deploy, e.g. brute warrior."),
               save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Phase 3, a step: deploy cards of your die's colours (more may follow, then `attack`, then `end`)."""
    perform({"type": "deploy", "cards": split(cards)}, save, as_json)


@app.command("attack")
def attack_cmd(target: str = typer.Argument(..., help="The player: bot1, bot2..."),
               goblins: list[str] = typer.Argument(..., help="Your ready goblins, e.g. brute warrior, or all."),
               save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Phase 4, a step: declare an attack on one player (`end` resolves it; another `attack` adds to it)."""
    named = [g for g in split(goblins) if g.lower() not in ("with", "and")]
    perform({"type": "attack", "target": target, "goblins": named}, save, as_json)


@app.command("face")
def face_cmd(face: str = typer.Argument(..., help="1-6 or colours: white, red+blue."),
             save: Optional[Path] = SaveOption, as_json: bool = JsonOption) -> None:
    """Phase 2, a step: sacrifice 1 life point to turn your die to this face (before deploying)."""
    perform({"type": "face", "face": face}, save, as_json)


@app.command("end")
def end_cmd(save: Optional[Path] = SaveOption, answer: list[str] = AnswerOption, dice: Optional[str] = DiceOption,
            as_json: bool = JsonOption) -> None:
    """End your turn: your declared attacks are resolved, then the bots play."""
    perform({"type": "end"}, save, as_json, dice, answer)


@app.command("bot")
def bot_cmd(save: Optional[Path] = SaveOption, dice: Optional[str] = DiceOption, answer: list[str] = AnswerOption,
            as_json: bool = JsonOption) -> None:
    """Play the next bot's turn (a bots-only table made with `new --watch`); at your table, the bots'
    turns now due (they follow your commands by themselves: this is for when their questions to you were
    left unanswered: give your answers with --answer)."""
    watching = HUMAN not in Session.load(G, save).save.setup.get("players", [])
    perform({"type": "bot"} if watching else None, save, as_json, dice, answer)  # at your table: the turns due


@app.command("simulate")
def simulate_cmd(players: int = small(4, "--players", "Bots at the table (2-5)."),
                 variant: Optional[str] = typer.Option(None, "--variant"),
                 styles: Optional[str] = typer.Option(None, "--styles", help="Styles in seat order (default: "
                                                      "rotated through the seats game by game)."),
                 games: int = games_option(1000), seed: int = seed_option(),
                 jobs: int = JobsOption,
                 cluster: Optional[str] = ClusterOption,
                 as_json: bool = JsonOption,
                 skill: Optional[str] = typer.Option(None, "--skill", help="The bots' skill: one level for all, one "
                                                     "per seat (hard,normal), or bot2=hard (default: easy, the "
                                                     "bots of old saves)."),
                 think: float = LabThinkOption) -> None:
    """Many seeded bot games: win rate per seat and per style, prestige against elimination wins, length."""
    from goblinkit.assistant.goblout.simulate import report, run
    from goblinkit.assistant.core.skill import think_seconds

    chosen = [s.strip().lower() for s in styles.split(",")] if styles else None
    from goblinkit.assistant.lab.jobs import workers

    summary = run(players, variant, games, seed, chosen, workers(jobs, cluster), skill, think_seconds(think))  # type: ignore[arg-type]
    emit(report(summary), as_json, summary)


@app.command("ladder")
def ladder_cmd(players: Optional[int] = small(None, "--players", "2 (head to head) or 4 (one hard among three "
                                              "normal); default both."),
               games: int = games_option(100, "Games per matchup (seat-balanced)."),
               seed: int = seed_option(), think: float = lab_think_option(0.1),
               iterations: Optional[int] = IterationsOption,
               match: Optional[str] = MatchOption,
               jobs: int = JobsOption,
               cluster: Optional[str] = ClusterOption,
               as_json: bool = JsonOption) -> None:
    """Skill against skill: each matchup's win rate with its 95 % interval, and the hard bot's think time."""
    from goblinkit.assistant.lab import ladder
    from goblinkit.assistant.goblout.ladder_hook import REF

    if players not in (None, 2, 4):
        raise RulesError(f"--players: 2 or 4, not {players}")
    from goblinkit.assistant.lab.jobs import workers

    ladder.command(REF, players, games, seed, think, iterations, workers(jobs, cluster), as_json, match, echo=typer.echo)  # type: ignore[arg-type]
