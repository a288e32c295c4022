"""The hard Goblin bot's GOBLIN ACTION choices (issue 35): what the next Goblin to act may do, for its search.

Why: hard used to search only its arrivals; every Goblin Action was the fast bot's (act whenever something can be
hit, at the nearest and weakest). The Actions that change most are the ones a turn cannot take back: a Bomb or a
Rocket is destroyed by its own shot (fired at the first Zombie in sight it is gone when the crowd comes), a Shaman
sleeps after it, and a Goblin that hits one Zombie of several (a Rocket, an Assassin, a Ball and Chain) may finish
the wounded one or stop the strong one. So the next Goblin the fast bot would use is offered: its Action as the fast
bot takes it (first: the floor), aimed at each other legal target or Area, and, when acting costs the Goblin (it is
destroyed or falls asleep), held for a later turn. One Goblin with one way to act is not a choice: it acts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.goblins_vs_zombies import targets
from goblinkit.assistant.goblins_vs_zombies.bots import next_goblin_act

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Playable
    from goblinkit.assistant.goblins_vs_zombies.state import Zombie

HOLD = "hold"  # the option "this Goblin keeps its Action for a later turn"
MOST_TARGETS = 4  # aimed options besides the fast bot's own: the nearest ones first (a Rocket's reach is the Field)


def action_choices(game: Playable, player: str, held: frozenset[int] = frozenset()) -> list[dict[str, Any]]:
    """The next acting Goblin's options (the fast bot's act first), or [] when no Goblin would act."""
    act = next_goblin_act(game, player, held)
    if act is None:
        return []
    uid = int(act["goblin"][1:])
    goblin = next(g for g in game.fields[player].goblins() if g.uid == uid)
    effect = game.cat.goblins[goblin.card].effect
    assert effect is not None  # next_goblin_act only names a Goblin with an Action
    options: list[dict[str, Any]] = [act]
    if effect.target == "area":
        areas = targets.occupied_areas(game, player, effect)
        field = game.fields[player]
        usual_area = max(areas, key=lambda a: (len(field.areas[a]), -targets.DISTANCE[a]))  # BotTable's "area"
        options += [{**act, "area": area} for area in areas if area != usual_area]
    elif effect.target in ("one", "nearest") and effect.count == 1 and effect.do not in ("draw", "wake"):
        legal = targets.legal_targets(game, player, effect)
        usual = min(legal, key=lambda fz: (_distance(fz[1]), game.hp_left(fz[1]), fz[1].uid))  # BotTable's "target"
        others = sorted((fz for fz in legal if fz is not usual),
                        key=lambda fz: (_distance(fz[1]), -game.hp_left(fz[1]), fz[1].uid))
        options += [{**act, "targets": [f"z{z.uid}"]} for _, z in others[:MOST_TARGETS]]
    if effect.then in ("destroy", "sleep"):
        options.append({"type": HOLD, "goblin": act["goblin"]})
    return options if len(options) > 1 else [act]


def _distance(zombie: Zombie) -> int:
    return targets.DISTANCE.get(zombie.area or "", len(targets.DISTANCE))


def apply_choice(trial: Playable, choice: dict[str, Any]) -> None:
    """A future's step for one option: a held Goblin is marked as having acted this turn on the private copy
    (so the fast bot that plays the future on leaves it be); any other is the act itself."""
    from goblinkit.assistant.goblins_vs_zombies.bots import BotTable

    if choice["type"] == HOLD:
        uid = int(choice["goblin"][1:])
        for goblin in trial.fields[trial.current].goblins():
            if goblin.uid == uid:
                goblin.acted = trial.turn
        return
    trial.apply(choice, BotTable(trial))
