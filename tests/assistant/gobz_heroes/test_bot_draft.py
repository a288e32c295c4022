"""The rival Crews' draft by skill: easy takes the most valuable Gob' it can feed, normal (and hard)
search the rest of the draft over the measured worths (bot_draft.py); simulate's random draft stays."""

from __future__ import annotations

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.gobz_heroes import bot_draft
from goblinkit.assistant.gobz_heroes.bots import BotTable
from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from goblinkit.assistant.gobz_heroes.simulate import setup_for


def drafted(skills, players=2, random_draft=False, seed=1):
    game = GobzHeroes(setup_for(players, skills=skills, random_draft=random_draft), Chance(seed))
    game.chance.begin()
    game.start(BotTable(game))
    return game, list(game.recruited.items())


def test_easy_takes_skritch_first_and_normal_answers_with_the_tommy_gun():
    # Red (easy) wins Shi-Fu-Mi on seed 1 and drafts by each Gob's worth on paper; Blue (normal) takes
    # Gearhead (the Tommy Gun: the best measured worth), then Nagga (Charisma 5: Blue begins)
    _, picks = drafted({"Red": "easy", "Blue": "normal"})
    assert picks == [("skritch", 0), ("gearhead", 1), ("zapgit", 0), ("nagga", 1), ("flapjack", 0), ("mog", 1),
                     ("grubnik", 0)]


def test_normal_first_to_pick_takes_gearhead_and_nagga():
    _, picks = drafted({"Red": "normal", "Blue": "easy"})
    assert picks == [("gearhead", 0), ("skritch", 1), ("nagga", 0), ("zapgit", 1), ("flapjack", 0), ("grubnik", 1),
                     ("mog", 0)]


def test_the_searched_pick_is_the_best_end_against_every_answer():
    """From the empty draft, brute force: each first pick's worst end for us over every legal answer."""
    game, _ = drafted({"Red": "normal", "Blue": "normal"})
    for gob in game.gobz.values():
        gob.owner = None
    game.recruited = {}
    owners = dict.fromkeys(sorted(game.profiles))

    def worst(owners, turn, seat):
        picks = [bot_draft.legal(game, owners, s) for s in (0, 1)]
        if not picks[0] and not picks[1]:
            return bot_draft._chance(game, owners, seat, 0)
        if not picks[turn]:
            return worst(owners, 1 - turn, seat)
        ends = [worst({**owners, g: turn}, 1 - turn, seat) for g in picks[turn]]
        return max(ends) if turn == seat else min(ends)

    best = max(bot_draft.legal(game, owners, 0), key=lambda g: (worst({**owners, g: 0}, 1, 0), g))
    assert bot_draft.best_pick(game, 0) == best == "gearhead"


def test_random_draft_and_three_crews_keep_the_old_picks():
    _, normal = drafted({"Red": "normal", "Blue": "normal"}, random_draft=True)
    _, easy = drafted({"Red": "easy", "Blue": "easy"}, random_draft=True)
    assert normal == easy  # simulate's balance figures: the draft at random, whatever the skill
    _, normal3 = drafted({"Red": "normal", "Blue": "normal", "Green": "normal"}, players=3)
    _, easy3 = drafted({"Red": "easy", "Blue": "easy", "Green": "easy"}, players=3)
    assert normal3 == easy3  # the worths were measured in duels: three Crews draft as easy does


def test_the_ladder_plays_the_rulebook_draft():
    from goblinkit.assistant.gobz_heroes.ladder_hook import HOOK
    from goblinkit.assistant.gobz_heroes.simulate import play_game

    assert "draft" not in setup_for(2, skills={"Red": "normal", "Blue": "easy"}, random_draft=False)
    played = play_game(2, 1, length="quick", skills={"Red": "normal", "Blue": "easy"}, random_draft=False)
    red = sorted(g for g, seat in played.game.recruited.items() if seat == 0)
    assert red == ["flapjack", "gearhead", "mog", "nagga"]
    assert [p.vp for p in played.game.players] == [6, 0]
    assert HOOK.play(("normal", "easy"), 1, 0.1, None).scores == [1.0, 0.0]
