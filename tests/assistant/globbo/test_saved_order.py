"""The order of a move report survives the save (issue 22): the Kids' pieces move one after the
other and the dice fall in that order, so what the assistant announced live is what `status`,
`log` and `replay` tell from the saved file. A mapping from the saves made before (written with
sorted keys) is read in sorted-key order, the order those saves always replayed in."""

from __future__ import annotations

import json

import pytest

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.globbo.orders import orders
from goblinkit.assistant.core.saves import Save, read_save, write_save
from goblinkit.assistant.core.table import ScriptedTable

from tests.assistant.globbo.helpers import do, game_with, where

LIVE = ["BITER B4 walks 4 hexes: C5 -> C4 -> D3 -> D2 -> D1",
        "  BITER B4 is sucked down a warp-hole: rolled 6, lost to hyperspace",
        "BITER B3 walks 3 hexes: C4 -> D3 -> D2 -> D1",
        "  BITER B3 is sucked down a warp-hole and pops out of warp-hole 2 (J3)",
        "  B3 has 1 hex of movement left"]


def play(app, runner, save, *args):  # noqa: ANN001
    result = runner.invoke(app, ["play", "globbo", *args, "--save", str(save)])
    assert result.exit_code == 0, result.output
    return result.output.splitlines()


def _biters(app, runner, save) -> dict[str, str]:  # noqa: ANN001
    state = json.loads("\n".join(play(app, runner, save, "status", "--json")))
    return {p["id"]: p["hex"] for p in state["pieces"] if p["kind"] == "biter"}


def test_two_kids_down_a_warp_hole_replay_as_announced(app, runner, tmp_path):
    """The report of issue 22, command for command: live B4 rolls 6 and is lost, B3 pops out at J3;
    the save used to replay B3 first ("B3" sorts before "B4"), so B4 stood at J3 and B3 was gone."""
    save = tmp_path / "x.json"
    play(app, runner, save, "new", "--play", "kids", "--head", "L7", "--biters", "J12,D12,C4,C5,D4,B4", "--seed", "3")
    play(app, runner, save, "ai", "--answer", "4 blips 2 yeasts")
    live = play(app, runner, save, "move", "B4:D1", "B3:D1", "--dice", "6,2")
    assert live[:5] == LIVE
    assert _biters(app, runner, save) == {"B1": "J12", "B3": "J3", "B5": "D4", "B6": "B4"}
    log = play(app, runner, save, "log")
    assert log[-6:] == ["2. move B4:D1 B3:D1"] + [f"   {line}" for line in LIVE]
    replay = play(app, runner, save, "replay")
    assert replay[-7:] == ["-- 2. move B4:D1 B3:D1", *LIVE, "Replayed 2 actions from seed 3: the log reproduces."]
    logged = json.loads(save.read_text())["log"][-1]["action"]
    assert logged["moves"] == [["B4", "D1"], ["B3", "D1"]]  # a list: the order typed, whatever sort_keys does


def test_a_report_goes_through_the_saved_bytes_in_the_order_reported(tmp_path):
    """The engine's own round trip: P8 before P10 (which sorts first), a path, two warp-holes; the
    action and its rolls as write_save and read_save leave them give the same lines and map."""
    position = ("H1@B9", "Z1@C9", "B4@C5", "B3@C4", "P10@C8", "P8@C8")
    act = {"type": "move", "moves": [["P8", ["C9", "C10"]], ["P10", ["C9", "C10"]], ["B4", "D1"], ["B3", "D1"]]}
    live = game_with(*position, phase="kids-move")
    live.chance.begin(dice=[1, 6, 6, 2])
    lines = live.apply(act, ScriptedTable())
    path = tmp_path / "save.json"
    write_save(path, Save("globbo", 1, {}, [{"action": act, "chance": live.chance.finish(), "answers": []}]))
    assert lines == ["BLIP P8 floats 2 hexes up to GLOBBO, beside ZAP Z1: C8 -> C9 -> C10",
                     "  BLIP P8 floats over ZAP Z1 at C9: Z1 gets a free attack, strength 2, rolled 1: HIT",
                     "  BLIP P8 is destroyed",
                     "BLIP P10 floats 2 hexes up to GLOBBO, beside ZAP Z1: C8 -> C9 -> C10",
                     "  BLIP P10 floats over ZAP Z1 at C9: Z1 gets a free attack, strength 2, rolled 6: missed",
                     *(line.replace(" hexes: ", " hexes away from GLOBBO: ") for line in LIVE)]  # GLOBBO is near here
    entry = read_save(path, "globbo").log[0]
    again = game_with(*position, phase="kids-move")
    again.chance.begin(replay=entry["chance"])
    assert again.apply(entry["action"], ScriptedTable(replaying=True)) == lines
    again.chance.finish()
    assert where(again) == where(live) == {"H1": "B9", "Z1": "C9", "B3": "J3", "P10": "C10"}


def test_a_mapping_from_an_old_save_is_read_in_sorted_key_order():
    """Saves made before the lists hold {PIECE: HEX}; written with sorted keys they always replayed
    B3 before B4 and P10 before P8, so they still do, however the mapping was built."""
    assert orders({"B4": "D1", "P8": ["F9", "F8"], "P10": "F8", "B3": "D1"}, "moves") == [
        ["B3", "D1"], ["B4", "D1"], ["P10", "F8"], ["P8", ["F9", "F8"]]]
    game = game_with("H1@B9", "Z1@C9", "B4@C5", "B3@C4", phase="kids-move")
    lines = do(game, {"type": "move", "moves": {"B4": "D1", "B3": "D1"}}, dice=[6, 2])
    assert lines[:2] == ["BITER B3 walks 3 hexes away from GLOBBO: C4 -> D3 -> D2 -> D1", "  BITER B3 is sucked down a warp-hole: rolled 6, lost to hyperspace"]
    assert where(game)["B4"] == "J3" and "B3" not in game.pieces


def test_an_old_save_holding_mappings_still_loads_and_replays_as_it_did(app, runner, tmp_path):
    """The issue's save as the code before the lists wrote it: the Kids' report and the assistant's
    logged Globbo move as mappings (sorted keys). It replays, in sorted-key order as it always did:
    B3 takes the logged 6, B4 the 2 (the story that save has told since it was written)."""
    save = tmp_path / "old.json"
    play(app, runner, save, "new", "--play", "kids", "--head", "L7", "--biters", "J12,D12,C4,C5,D4,B4", "--seed", "3")
    play(app, runner, save, "ai", "--answer", "4 blips 2 yeasts")
    play(app, runner, save, "move", "B4:D1", "B3:D1", "--dice", "6,2")
    data = json.loads(save.read_text())
    globbo_move = data["log"][0]["action"]["plan"][0]["action"]
    globbo_move["moves"] = dict(globbo_move["moves"])
    data["log"][1]["action"]["moves"] = {"B3": "D1", "B4": "D1"}
    save.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    replay = play(app, runner, save, "replay")
    assert replay[-6:] == ["-- 2. move B3:D1 B4:D1",
                           "BITER B3 walks 3 hexes: C4 -> D3 -> D2 -> D1",
                           "  BITER B3 is sucked down a warp-hole: rolled 6, lost to hyperspace",
                           "BITER B4 walks 4 hexes: C5 -> C4 -> D3 -> D2 -> D1",
                           "  BITER B4 is sucked down a warp-hole and pops out of warp-hole 2 (J3)",
                           "Replayed 2 actions from seed 3: the log reproduces."]
    assert any(line.endswith("HEAD H1 L7 -> J9, the body along:") for line in replay)
    assert _biters(app, runner, save) == {"B1": "J12", "B4": "J3", "B5": "D4", "B6": "B4"}


@pytest.mark.parametrize("value,message", [
    (5, "moves: expected a list of [PIECE, HEX] orders, got int"),
    ([["B1"]], "moves: expected [PIECE, HEX] or [PIECE, [HEX, ...]] such as [\"B1\", \"E5\"], got ['B1']"),
    ([["B1", []]], "moves: expected [PIECE, HEX] or [PIECE, [HEX, ...]] such as [\"B1\", \"E5\"], got ['B1', []]"),
    ([["b1", "E5"], ["B1", "E6"]], "moves: B1 is named twice: name each piece once (a Kid's path as B1:E5,E6)"),
])
def test_bad_orders_are_refused_by_name(value, message):
    with pytest.raises(RulesError) as found:
        orders(value, "moves")
    assert str(found.value) == message


def test_a_piece_named_twice_at_the_command_line_is_refused(app, runner, tmp_path):
    save = tmp_path / "x.json"
    play(app, runner, save, "new", "--play", "globbo", "--head", "L7", "--biters", "C4,C10,E10,F2,K13,O3", "--seed", "4")
    before = save.read_bytes()
    result = runner.invoke(app, ["play", "globbo", "move", "Z1:N6", "Z1:N7", "--save", str(save)])
    assert result.exit_code == 1
    assert result.stderr == "Error: moves: Z1 is named twice: name each piece once (a Kid's path as B1:E5,E6)\n"
    assert save.read_bytes() == before
    result = runner.invoke(app, ["play", "globbo", "move", "H1:L8,L9", "--save", str(save)])
    assert result.exit_code == 1 and result.stderr == "Error: moves: H1 goes to one hex (H1:L9), not along a path\n"
