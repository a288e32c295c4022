"""The guided turn's hooks: a rival Crew's turn is next_automatic, the prompt says the player's step,
and a rival's Combo hand and Gob'jective stay hidden unless revealed."""

from __future__ import annotations

import json

from tests.assistant.gobz_heroes.helpers import table_game, turn_of


def test_rival_turns_are_automatic_and_your_step_is_prompted():
    game = table_game(humans=[0])
    turn_of(game, 1)
    auto = game.next_automatic()
    assert auto is not None and auto["player"] == "Red" and auto["type"] in {"move", "attack", "combo", "dump", "end"}
    turn_of(game, 0)
    assert game.next_automatic() is None
    prompt = game.prompt()
    assert prompt[0].startswith("Green: ") and "Rationing Points" in prompt[0]
    assert prompt[-1] == "Your move: move a Gob', attack or shoot with one, or end the turn."
    assert {"nagga", "mog"} <= set(game.vocabulary())


def test_a_rivals_hand_and_goal_are_hidden_unless_revealed():
    game = table_game(humans=[0])
    game.players[1].combos = ["thick-skull", "wet-blanket"]
    game.players[0].combos = ["sprint"]
    hidden = game.snapshot()
    red, green = hidden["players"][1], hidden["players"][0]
    assert red["combos"] == 2 and red["objective"] is None and green["combos"] == ["sprint"]
    assert "thick-skull" not in json.dumps(hidden) and "wet-blanket" not in json.dumps(hidden)
    shown = game.snapshot(reveal=True)["players"][1]
    assert shown["combos"] == ["thick-skull", "wet-blanket"] and shown["objective"] == game.players[1].objective


def test_a_rivals_backup_is_chosen_by_its_policy_not_asked_at_your_table():
    """The guided turn hands `apply` the player's table (make_table, as guided.py does): when Green ends the
    turn and Red needs a Backup, Red's policy picks the Gob' and the Sewer, the answers are logged, and the
    logged answers replay to the same table."""
    from goblinkit.assistant.gobz_heroes import scoring
    from goblinkit.assistant.terminal.play_cli import make_table
    from goblinkit.assistant.core.table import ScriptedTable

    game = table_game([["nagga", "grubnik", "zapgit"], ["mog", "gearhead", "flapjack"]], humans=[0])
    for gob in ("gearhead", "flapjack"):
        scoring.knock_out(game, gob, [], None, "ko")
    turn_of(game, 0)
    before = game.copy()
    end = {"type": "end", "player": "Green"}
    yours = make_table([], base=game.copy, act=end)  # no answers: a question put to you would stop here
    game.chance.begin()
    lines = game.apply(end, yours)
    game.chance.finish()
    backup = next(line for line in lines if line.startswith("  Backup: "))
    assert yours.skipped == [] and len(yours.answers) == 2  # Red's two answers, kept for the save
    chosen, sewer = yours.answers
    assert chosen in {"gearhead", "flapjack", "skritch"} and game.gobz[chosen].owner == 1
    assert game.profiles[chosen].name in backup and game.current == 1
    before.chance.begin()
    before.apply(end, ScriptedTable(list(yours.answers), replaying=True))
    before.chance.finish()
    assert before.snapshot(reveal=True) == game.snapshot(reveal=True)


def test_your_own_questions_still_reach_you():
    """A question that belongs to you (your Backup is your command; your full hand on a 6) is not the policy's."""
    from goblinkit.assistant.gobz_heroes.crew_table import CrewTable, asked_of
    from goblinkit.assistant.core.table import ScriptedTable

    game = table_game(humans=[0])
    turn_of(game, 1)
    assert asked_of(game, "full-hand:0") == 0 and asked_of(game, "backup") == 1
    yours = ScriptedTable(["skip"])
    table = CrewTable(game, yours)
    assert table.choose("Green's full hand?", ["dump", "skip"], key="full-hand:0") == "skip"
    assert table.choose("Red's full hand?", ["dump", "skip"], key="full-hand:1") == "dump"
    assert yours.answers == ["skip", "dump"] and yours.unused() == 0


def test_rival_turns_through_the_guided_tables_ask_you_only_your_own_questions_and_replay_exactly():
    """Twelve turns as the guided loop plays them: every action applied with the player's own table, your
    turns ended at once. The only questions that reach you are yours (your full Combo hand, a card against
    a hit); replaying the logged answers on a copy gives the same table each time."""
    from goblinkit.assistant.gobz_heroes import turns
    from goblinkit.assistant.core.table import ScriptedTable
    from goblinkit.content.gobz_heroes.board import square_name

    class You(ScriptedTable):
        asked: list[str] = []

        def _choose(self, question, options):  # noqa: ANN001
            You.asked.append(self.key)
            return options[0]

    game = table_game(humans=[0], seed=4)
    rival_steps = 0
    while not game.over and game.turn <= 12:
        step = game.next_automatic()
        rival_steps += step is not None
        if step is None and game.players[0].backup_pending:  # your Backup is your own command
            step = {"type": "backup", "player": "Green", "gob": turns.backup_options(game, 0)[0],
                    "at": square_name(turns.free_sewers(game)[0])}
        step = step or {"type": "end", "player": "Green"}
        before = game.copy()
        yours = You()
        game.chance.begin()
        game.apply(step, yours)
        game.chance.finish()
        before.chance.begin()
        before.apply(step, ScriptedTable(list(yours.answers), replaying=True))
        before.chance.finish()
        assert before.fingerprint() == game.fingerprint(), step
    assert rival_steps > 12 and set(You.asked) <= {"full-hand:0", "answer-combo:0"}
