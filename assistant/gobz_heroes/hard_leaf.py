"""The hard Crew's leaf: the chance that the Crew whose turn just ended wins the game, read from the table as
the turn passes (a logistic model fitted to measured outcomes; origin: measured).

Why: the search used to score a playout by the Crew's VP lead less the rivals' threats, weights set by
hand. A fit of the winner over normal-vs-normal quick duels (the rulebook's draft) says what the table is
worth in wins: how far each Crew is from the target (about 0.36 log-odds a VP, for either Crew), the VP
our Gob'z can score on the rivals' next turn as well as theirs on ours (ours counts three quarters as much:
striking distance held is worth wins; the hand weights counted only theirs), each doubled once the Crew
that would score it is 2 VP or less from the target, Tickles, Combo Cards, Stunned rivals, Gob'z lost and
Stuff. The Crews as drafted (size, measured worth) are in the fit so that the rest is not confounded with
them. Everything it reads is public (the rivals' Combo Cards are counted, never read)."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.gobz_heroes import rules, turns
from goblinkit.assistant.gobz_heroes.bot_draft import DRAFT_WORTH
from goblinkit.assistant.gobz_heroes.bot_risk import CrewThreats
from goblinkit.assistant.search.logistic import chance

# Fitted (origin: measured) by leaf_fit.py over seeds 5001-6758 (1,758 duels, 29,432 turns): log-odds per unit of
# each of `features`; `ours` is the Crew whose turn just ended.
BIAS = -0.1066
WEIGHTS: dict[str, float] = {
    "need_ours": -0.3549,
    "close_ours": -0.0329,
    "last_ours": -0.0751,
    "combos_ours": 0.1499,
    "goal_ours": -0.1819,
    "drafted_ours": -0.104,
    "worth_ours": -0.0343,
    "lost_ours": 0.1998,
    "tickles_ours": -0.149,
    "stuff_ours": 0.0669,
    "need_theirs": 0.3773,
    "close_theirs": 0.003,
    "last_theirs": 0.0034,
    "combos_theirs": -0.1707,
    "goal_theirs": 0.1791,
    "drafted_theirs": 0.104,
    "worth_theirs": 0.0343,
    "lost_theirs": -0.1631,
    "tickles_theirs": 0.0834,
    "stuff_theirs": -0.0822,
    "stunned_theirs": -0.1467,
    "threat_on_ours": -0.4142,
    "threat_on_theirs": 0.3013,
    "threat_on_ours_near": -0.4151,
    "threat_on_theirs_near": 0.3208,
}


def features(game: Any, seat: int) -> dict[str, float]:
    """What the model reads for `seat` (whose turn just ended) and its rival (about to play)."""
    rival = next(p.seat for p in game.players if p.seat != seat)
    found: dict[str, float] = {}
    for tag, who in (("ours", seat), ("theirs", rival)):
        player = game.players[who]
        crew = turns.crew(game, who)
        need = max(0, game.target_vp - player.vp)
        found[f"need_{tag}"] = need
        found[f"close_{tag}"] = float(need <= 2)
        found[f"last_{tag}"] = float(need <= 1)
        found[f"combos_{tag}"] = len(player.combos)
        found[f"goal_{tag}"] = float(bool(player.objective_done))
        drafted = [g for g, owner in game.recruited.items() if owner == who]
        found[f"drafted_{tag}"] = len(drafted)  # the Crew as drafted: what it is worth (measured) and its size
        found[f"worth_{tag}"] = sum(DRAFT_WORTH.get(g, 0.0) for g in drafted)
        found[f"lost_{tag}"] = len(drafted) - len(crew)  # KO'd or laughed out, on the Bench
        found[f"tickles_{tag}"] = sum(game.gobz[g].tickles / max(1, rules.lol_limit(game.profiles[g]) - 1) for g in crew)
        found[f"stuff_{tag}"] = sum(len(game.gobz[g].stuff) for g in crew)
    found["stunned_theirs"] = sum(game.gobz[g].stunned for g in turns.crew(game, rival))
    found["threat_on_ours"] = CrewThreats(game, seat).now  # their Gob'z' best attacks on ours, next turn
    found["threat_on_theirs"] = CrewThreats(game, rival).now  # ours on theirs, if they stay
    found["threat_on_ours_near"] = found["threat_on_ours"] * found["close_theirs"]
    found["threat_on_theirs_near"] = found["threat_on_theirs"] * found["close_ours"]
    return found


def win_chance(game: Any, seat: int) -> float:
    """The chance `seat` wins, as the turn passes to its rival (two Crews)."""
    if game.over:
        return 1.0 if game.winner == seat else 0.0
    return chance(BIAS, WEIGHTS, features(game, seat))
