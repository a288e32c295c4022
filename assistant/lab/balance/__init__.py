"""The balance lab (`goblin play GAME balance`): what each card, Extra, Gob', scenario or variant does
to the win rate, measured over seeded bot games, with its 95 % interval.

How a game plugs in: a module `goblinkit.assistant.balance_<game>` (registered in HOOKS) holds
- `STUDY`, a Study: what the win rate is of (`reference`: "Globbo wins", "seat 1 wins"), the unit of
  a game's length, and what its per-seat items are (Gob'z, styles);
- `arms(players, skills)`: the conditions played (skills: {"level", "think"} for every bot, or {}: the
  game's simulate bots), the first being the baseline ("no Extras") and
  each other one the baseline with one thing changed (an Extra, a variant, a scenario);
- `play(setup, seed)`: one game of an arm's setup, its Facts (small: they cross processes);
and, where the game can: `card_arms(players, skills)`, each card's causal arms (causes.py: the deck with
a copy fewer, a copy more, a copy swapped for a vanilla card); `CONTENT = True` when a setup's
"content" (a pack's folder) is played (`--content/--against`, versions.py); `dead_reason(card, players)`,
why the rules never let a card be played at that count (a card held but never played is reported).
Every arm plays the same seeds (seed, seed + 1, ...), so a change is measured on the same deals and
dice wherever the rules let them fall alike. The games run through assistant/lab/jobs.py (`--jobs`,
`--cluster`), in game order: the report is the same for any of them.
"""

from __future__ import annotations

import importlib
import statistics
from collections import Counter, defaultdict
from collections.abc import Callable
from typing import Any

from goblinkit.assistant.lab.balance.arms import Arm as Arm, Facts as Facts, Run as Run, Study as Study  # the hooks' names
from goblinkit.assistant.lab.balance.causes import CARD, extreme_baseline, first_edge, paired_change
from goblinkit.assistant.lab.balance.stats import difference, quantile, wilson
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.lab.jobs import Workers, check_games, in_game_order

HOOKS = {"globbo": "goblinkit.assistant.lab.balance.globbo", "goblins-vs-zombies": "goblinkit.assistant.lab.balance.gvz",
         "goblout": "goblinkit.assistant.lab.balance.goblout", "gobz-heroes": "goblinkit.assistant.lab.balance.gobz"}
BAND = 0.05  # default: a change of more than 5 win-rate points is flagged


def hook(slug: str) -> Any:
    if slug not in HOOKS:
        raise RulesError(f"no balance lab for {slug} (games: {', '.join(HOOKS)})")
    return importlib.import_module(HOOKS[slug])


def play_job(job: tuple[str, dict[str, Any], int]) -> Facts:
    """One game (module-level: sent to the workers by name)."""
    module, setup, seed = job
    return importlib.import_module(module).play(setup, seed)


def chosen_arms(arms: list[Arm], only: list[str]) -> list[Arm]:
    """The baseline and the arms named by `--only` (an id, a name or a kind, any case)."""
    if not only:
        return arms
    wanted = {o.strip().lower() for o in only if o.strip()}

    def names(a: Arm) -> set[str]:
        return {a.ident.lower(), a.name.lower(), a.kind.lower(), a.group.lower()} - {""}

    picked = [a for a in arms[1:] if wanted & names(a)]
    unknown = sorted(wanted - {n for a in arms for n in names(a)})
    if unknown:
        cards = any(a.kind == CARD for a in arms)
        raise RulesError(f"--only: no '{unknown[0]}' here (choose among: "
                         f"{', '.join(sorted({a.ident or a.name for a in arms[1:] if a.kind != CARD}))})"
                         + ("; card arms: 'card', or a card's id" if cards else ""))
    return arms[:1] + picked


def all_arms(module: Any, players: int, skills: dict[str, Any], cards: bool | None = None, content: str | None = None,
             against: str | None = None) -> list[Arm]:
    """The hook's arms, its card arms after them (with `cards`, where the hook has some), or with
    `content` the A/B: the baseline from `against` (None: the printed game) beside it from `content`. `cards`
    None: the hook's `CARDS_BY_DEFAULT` (True unless it says otherwise: GvZ's 133 card arms are asked for)."""
    if content is not None or against is not None:
        from goblinkit.assistant.lab.balance.versions import versions

        return versions(module, players, skills, content, against)
    arms = module.arms(players, skills)
    if cards is None:
        cards = getattr(module, "CARDS_BY_DEFAULT", True)
    if cards and hasattr(module, "card_arms"):
        arms += module.card_arms(players, skills)
    return arms


def run(slug: str, games: int, seed: int, players: int | None = None, only: list[str] | None = None,
        workers: Workers | int = 1, skills: dict[str, Any] | None = None,
        progress: Callable[[], None] | None = None, cards: bool | None = None, content: str | None = None,
        against: str | None = None) -> Run:
    """Play `games` games of every arm, game k of each from seed + k."""
    check_games(games)
    module = hook(slug)
    if cards is None and only:  # `--only crawler` may name a card arm a hook plays only when asked
        cards = True
    arms = chosen_arms(all_arms(module, players or module.STUDY.default_players, skills or {}, cards, content, against),
                       list(only or []))
    result = Run(module.STUDY, arms)
    jobs = [(module.__name__, arm.setup) for arm in arms]
    for n, facts in enumerate(in_game_order(play_job, lambda n: (*jobs[n // games], seed + n % games),
                                            games * len(arms), workers)):
        result.facts.setdefault(n // games, []).append(facts)
        if progress:
            progress()
    return result


# -- the analysis -----------------------------------------------------------------------------------
def _wins(facts: list[Facts]) -> float:
    return sum(0.5 if f.won is None else f.won for f in facts)


def _flag(low: float, change: float, high: float, band: float) -> str:
    """HIGH/LOW: the whole interval lies beyond the band; high?/low?: only the measured change does."""
    if low > band:
        return "HIGH"
    if high < -band:
        return "LOW"
    if change > band:
        return "high?"
    if change < -band:
        return "low?"
    return ""


def _rate(wins: float, games: int) -> dict[str, Any]:
    low, high = wilson(wins, games)
    return {"games": games, "wins": wins, "win_rate": round(wins / games, 4) if games else 0.0,
            "interval": [round(low, 4), round(high, 4)]}


def _length(facts: list[Facts], unit: str) -> dict[str, Any]:
    lengths = [f.length for f in facts]
    return {"unit": unit, "mean": round(statistics.fmean(lengths), 2), "median": statistics.median(lengths),
            "p10": round(quantile(lengths, 0.1), 2), "p90": round(quantile(lengths, 0.9), 2), "min": min(lengths), "max": max(lengths),
            "histogram": {str(k): v for k, v in sorted(Counter(lengths).items())}}


def _first_player(run_: Run, band: float) -> dict[str, Any] | None:
    facts = [f for f in run_.facts.get(0, []) if f.first is not None]
    arm = run_.arms[0].name
    if not facts:  # a one-player baseline: the first player's edge is the seats arm's own (GvZ's Survival)
        seats = [(a.name, [f for f in run_.facts.get(i, []) if f.first is not None])
                 for i, a in enumerate(run_.arms) if a.kind == "seats"]
        arm, facts = seats[0] if seats else (arm, [])
    if not facts:
        return None
    wins = sum(f.first or 0.0 for f in facts)
    fair = statistics.fmean(1 / f.seats for f in facts)
    shown = _rate(wins, len(facts))
    low, high = shown["interval"]
    change = wins / len(facts) - fair
    return {"label": run_.study.first_label, "arm": arm, **shown, "fair": round(fair, 4), "change": round(change, 4),
            "flag": _flag(low - fair, change, high - fair, band)}


def _rows(run_: Run, band: float) -> list[dict[str, Any]]:
    """Each arm against the arm it changes (the baseline unless it names another that was played)."""
    index = {arm.ident: i for i, arm in enumerate(run_.arms) if arm.ident}
    rows = []
    for i, arm in enumerate(run_.arms[1:], 1):
        if arm.kind in ("seats", "mode"):
            continue
        against = index.get(arm.against, 0)
        base, facts = run_.facts[against], run_.facts[i]
        wins = _wins(facts)
        change, low, high = difference(wins, len(facts), _wins(base), len(base))
        row = {"kind": arm.kind, "name": arm.name, "id": arm.ident, "against": run_.arms[against].name,
               **_rate(wins, len(facts)),
               "change": round(change, 4), "change_interval": [round(low, 4), round(high, 4)],
               "flag": _flag(low, change, high, band), "mean_length": round(statistics.fmean(f.length for f in facts), 2),
               "measures": run_.study.reference, **_length_change(facts, base, band)}
        edge = first_edge(facts)
        if edge is not None:
            row["first_player"] = edge
        if arm.group:
            row["card"] = arm.group
        if arm.printed_grade is not None:
            row.update(favours=arm.favours, printed_grade=arm.printed_grade)
        rows.append(row)
    return rows


LENGTH_FLAGS = {"HIGH": "LONGER", "LOW": "SHORTER", "high?": "longer?", "low?": "shorter?", "": ""}


def _length_change(facts: list[Facts], base: list[Facts], band: float) -> dict[str, Any]:
    """The change in length game by game, flagged as the win rate is with the band taken as a share of
    the base's mean length (band 0.05: a change of more than 5 % of a game)."""
    change, low, high = paired_change([f.length for f in facts], [f.length for f in base])
    mean = statistics.fmean(f.length for f in base) or 1.0
    return {"length_change": round(change, 2) + 0.0, "length_interval": [round(low, 2) + 0.0, round(high, 2) + 0.0],
            "length_flag": LENGTH_FLAGS[_flag(low / mean, change / mean, high / mean, band)]}


def _dead_cards(run_: Run, slug: str) -> list[dict[str, Any]]:
    """The cards held in the baseline's games but played in none of them, with the rules' reason where
    the hook's engine can tell (`dead_reason(card, players)`: empty when the rules allow it)."""
    base = run_.facts[0]
    held, played = Counter(c for f in base for c in f.held), Counter(c for f in base for c in f.played)
    if not held:
        return []
    players = base[0].seats
    reason = getattr(hook(slug), "dead_reason", lambda card, players: "")
    return [{"card": card, "players": players, "games_held": count, "games": len(base),
             "reason": reason(card, players) or "the rules allow it: the bots never chose to play it"}
            for card, count in sorted(held.items()) if not played[card]]


def _modes(run_: Run) -> list[dict[str, Any]]:
    """Each Mode: its own game, not a change of the baseline, so its own win rate (no change, no flag)."""
    modes = []
    for i, arm in enumerate(run_.arms):
        if arm.kind == "mode":
            facts = run_.facts[i]
            modes.append({"name": arm.name, "id": arm.ident, **_rate(_wins(facts), len(facts)),
                          "mean_length": round(statistics.fmean(f.length for f in facts), 2)})
    return modes


def _items_against_absent(run_: Run, band: float) -> list[dict[str, Any]]:
    """Each item's win rate in the baseline's games it is in against the games it is not in ("fair" holds
    that rate), the change with its interval (an item in every game or in none has no row)."""
    base = run_.facts[0]
    items = []
    for name in sorted({n for f in base for n, _ in f.items}):
        present = [any(n == name for n, _ in f.items) for f in base]
        inside = [f for f, p in zip(base, present) if p]
        outside = [f for f, p in zip(base, present) if not p]
        if not outside:
            continue
        change, low, high = difference(_wins(inside), len(inside), _wins(outside), len(outside))
        items.append({"kind": run_.study.item_kind, "name": name, **_rate(_wins(inside), len(inside)),
                      "fair": round(_wins(outside) / len(outside), 4), "against": "absent", "change": round(change, 4),
                      "change_interval": [round(low, 4), round(high, 4)], "flag": _flag(low, change, high, band)})
    return items


def _items(run_: Run, band: float) -> list[dict[str, Any]]:
    """Each per-seat item's win rate in the baseline's games against its fair share (1 / seats)."""
    if run_.study.items_against == "absent":
        return _items_against_absent(run_, band)
    seen: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for f in run_.facts[0]:
        for name, won in f.items:
            seen[name].append((won, 1 / f.seats))
    items = []
    for name, results in sorted(seen.items()):
        wins = sum(w for w, _ in results)
        fair = statistics.fmean(s for _, s in results)
        shown = _rate(wins, len(results))
        low, high = shown["interval"]
        change = wins / len(results) - fair
        items.append({"kind": run_.study.item_kind, "name": name, **shown, "fair": round(fair, 4),
                      "change": round(change, 4), "flag": _flag(low - fair, change, high - fair, band)})
    return items


def grades(rows: list[dict[str, Any]], reference_side: str) -> float | None:
    """Measured grades, in place: each graded row's gain for the side it favours, divided by the win-rate
    points one printed grade is worth (the least-squares fit of gain = scale x printed grade over every
    graded row, so the printed and measured grades share one scale). Returns the scale."""
    graded = [r for r in rows if r.get("printed_grade")]
    if not graded:
        return None

    def gain(row: dict[str, Any], value: float) -> float:
        return value if row["favours"] == reference_side else -value

    scale = sum(gain(r, r["change"]) * r["printed_grade"] for r in graded) / sum(r["printed_grade"] ** 2 for r in graded)
    for r in graded:
        if scale <= 0:
            r["measured_grade"], r["grade_interval"] = None, None
            continue
        ends = sorted(gain(r, v) / scale for v in r["change_interval"])
        r["measured_grade"] = round(gain(r, r["change"]) / scale, 2) + 0.0  # never -0.0
        r["grade_interval"] = [round(ends[0], 2), round(ends[1], 2)]
    return round(scale, 4)


def analyse(run_: Run, slug: str, games: int, seed: int, band: float = BAND) -> dict[str, Any]:
    """The report (what --json prints, and what the table and the HTML show)."""
    if not 0 < band < 1:
        raise RulesError(f"--band: a win-rate change between 0 and 1 (0.05 is 5 points), got {band}")
    base = run_.facts[0]
    rows = _rows(run_, band)
    report: dict[str, Any] = {
        "game": slug, "games_per_arm": games, "seed": seed, "band": band, "reference": run_.study.reference,
        "baseline": {"name": run_.arms[0].name, **_rate(_wins(base), len(base)),
                     "unfinished": sum(f.won is None for f in base),
                     "warning": extreme_baseline(_wins(base), len(base), run_.study.reference)},
        "first_player": _first_player(run_, band), "length": _length(base, run_.study.length_unit),
        "rows": rows, "modes": _modes(run_), "items": _items(run_, band),
        "items_caveat": run_.study.items_caveat, "dead_cards": _dead_cards(run_, slug)}
    scale = grades(rows, run_.study.reference_side)
    if scale is not None:
        report["grade_scale"] = scale
    return report
