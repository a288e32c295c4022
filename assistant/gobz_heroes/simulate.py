"""Whole games with the assistant's policy on every seat, for balance figures and invariants.

Each game is a seeded Chance and every decision is an action with its answers, exactly as at the
table, so any simulated game is a save that replays (and the tests check that it does)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.gobz_heroes.bots import BotTable, next_action
from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from goblinkit.assistant.core.saves import Save
from goblinkit.assistant.core.skill import THINK, setup_fields

ACTION_LIMIT = 3000
NAMES = ["Red", "Blue", "Green", "Gold"]


@dataclass
class Played:
    game: GobzHeroes
    save: Save
    lines: list[str] = field(default_factory=list)
    checks: list[str] = field(default_factory=list)  # invariant breaches seen during play


def setup_for(players: int, board: str | None = None, length: str = "standard", scenario: str = "",
              skills: dict[str, str] | None = None, think: float = THINK, random_draft: bool = True) -> dict[str, Any]:
    """Every seat played by the policy; the draft picks at random among the legal Gob'z, so the Crews vary
    (balance figures), or with `random_draft` False each Crew drafts by its own skill, as at the table (the ladder).
    Without `skills` the setup has none: every Crew plays easy, the policy the golden games were played with."""
    setup = {"players": NAMES[:players], "humans": [], "board": board or ("duel" if players == 2 else "brawl"),
             "length": length, "scenario": scenario, **({"draft": "random"} if random_draft else {}),
             "after_roll": True, "crate_count": True}
    return {**setup, **setup_fields(skills, think)} if skills is not None else setup


def play_game(players: int, seed: int, board: str | None = None, length: str = "standard", keep_lines: bool = False,
              check: Any = None, scenario: str = "", skills: dict[str, str] | None = None, think: float = THINK,
              iterations: int | None = None, random_draft: bool = True,
              show: Callable[[dict[str, Any]], str] | None = None, content: str | None = None) -> Played:
    """One whole game; `skills` {Crew name: level} (None: easy, as before skill levels); `iterations`
    bounds the hard Crews' search instead of `think` seconds (the same decisions on any machine);
    `random_draft` False: the Crews draft by their skill instead of at random (setup_for). With
    `keep_lines`, an action without its reason is written by `show` (the golden tests pass the CLI's typed
    form: the lab never imports the command line), else as its record. `content`: a pack's folder (the lab's A/B)."""
    setup = setup_for(players, board, length, scenario, skills, think, random_draft)
    if content:
        setup = {**setup, "content": content}
    game = GobzHeroes(setup, Chance(seed))
    if iterations is not None:
        game.skills = {name: replace(s, iterations=iterations) for name, s in game.skills.items()}
    table = BotTable(game)
    game.chance.begin()
    lines = game.start(table)
    save = Save(GobzHeroes.slug, seed, setup, start={"chance": game.chance.finish(), "answers": table.answers})
    played = Played(game, save, lines if keep_lines else [])
    for _ in range(ACTION_LIMIT):
        if game.over:
            break
        act = game.next_automatic() or next_action(game)
        name = game.players[game.current].name
        table = BotTable(game)
        game.chance.begin()
        out = game.apply(act, table)
        save.log.append({"action": act, "chance": game.chance.finish(), "answers": table.answers})
        if keep_lines and act.get("type") != "decide":  # a hard Crew's decision is told when it is played
            said = act.get("why") or (show or _record)({k: v for k, v in act.items() if k != "player"})
            played.lines += [f"> {name}: {said}"] + out
        if check:
            played.checks += check(game)
    return played


def _record(act: dict[str, Any]) -> str:
    return json.dumps(act, sort_keys=True)


def cards_everywhere(game: GobzHeroes) -> tuple[Counter[str], Counter[str]]:
    """Every Stuff and Combo card, wherever it is: nothing created or lost."""
    stuff = game.stuff_deck.cards() + Counter(game.stuff_deck.discards)
    for gob in game.gobz.values():
        stuff.update(gob.stuff)
    combos = game.combo_deck.cards() + Counter(game.combo_deck.discards)
    for player in game.players:
        combos.update(player.combos)
    return stuff, combos


def facts(played: Played) -> dict[str, Any]:
    """What the summary needs of one game (small and plain, to cross processes: `simulate --jobs/--cluster`)."""
    g = played.game
    sources: Counter[str] = Counter()
    for p in g.players:
        sources.update(p.sources)
    crews = [sorted(gid for gid, gob in g.gobz.items() if gob.used and _first_owner(played, gid) == seat)
             for seat in range(len(g.players))]
    return {"turn": g.turn, "sources": dict(sources), "crews": crews, "winner": g.winner,
            "winner_name": None if g.winner is None else g.players[g.winner].name}


def play_one(job: tuple[int, int, str | None, str, dict[str, str] | None, float]) -> dict[str, Any]:
    """One seeded game's facts (module-level: sent to the workers by name, see assistant/lab/jobs.py)."""
    players, seed, board, length, skills, think = job
    return facts(play_game(players, seed, board, length, skills=skills, think=think))


def summary(games: list[Played]) -> dict[str, Any]:
    return summary_of([facts(played) for played in games])


def summary_of(games: list[dict[str, Any]]) -> dict[str, Any]:
    wins: Counter[str] = Counter()
    picked: Counter[str] = Counter()
    won_with: Counter[str] = Counter()
    sources: Counter[str] = Counter()
    turns = []
    for one in games:
        turns.append(one["turn"])
        sources.update(one["sources"])
        for seat, crew in enumerate(one["crews"]):
            picked.update(crew)
            if one["winner"] == seat:
                won_with.update(crew)
        if one["winner"] is not None:
            wins[one["winner_name"]] += 1
    return {"games": len(games), "wins_by_seat": dict(wins), "mean_turns": sum(turns) / max(1, len(turns)),
            "win_rate_by_gob": {gid: round(won_with[gid] / picked[gid], 3) for gid in sorted(picked)},
            "vp_sources": dict(sources)}


def _first_owner(played: Played, gob_id: str) -> int | None:
    return played.game.recruited.get(gob_id)
