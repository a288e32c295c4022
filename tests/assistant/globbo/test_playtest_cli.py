"""The commands a new player types, after this session's playtest: `move H1:L4 --body` (one word for
the body instead of a PIECE:HEX per part), the attack step naming what is in reach and by whom, `new`
without --play, and no "KIDS move." once the game is over."""

from __future__ import annotations

from goblinkit.assistant.globbo.game import Globbo
from goblinkit.assistant.core.session import Session
from tests.assistant.globbo.helpers import do, game_with


def play(app, runner, save, *args):  # noqa: ANN001
    return runner.invoke(app, ["play", "globbo", *args, "--save", str(save)])


def test_move_with_body_takes_every_part_along_in_its_shape(app, runner, save):
    result = play(app, runner, save, "move", "H1:L4", "--body")
    assert result.exit_code == 0, result.output
    assert result.output.splitlines() == [
        "GLOBBO oozes 3 hexes toward BITER B6: HEAD H1 L7 -> L4, the body along:",
        "  ZAPS Z1 M7 -> M4, Z2 L6 -> M3, Z3 K6 -> L3, Z4 K7 -> K4, Z5 K8 -> L5, Z6 L8 -> M5",
        "  SLAPS S1 N7 -> N4, S2 M6 -> N3, S3 M5 -> M2, S4 L5 -> L2, S5 K5 -> K2, S6 J6 -> K3",
        "        S7 J7 -> J4, S8 J8 -> K5, S9 K9 -> K6, S10 L9 -> L6, S11 M9 -> M6, S12 M8 -> N5", "",
        "Round 1: Globbo's attack (you play Globbo)",
        "  Your move: attack a kid in reach with the parts beside it, as often as you like, then end "
                          "(Biters explode)",
        "  BITER B6 at O3 is in reach of S1 and S2: strength 2 + 2 = 4 (4 in 6)"]
    logged = Session.load(Globbo, save).save.log[0]["action"]
    assert "body" not in logged and len(logged["moves"]) == 19  # the log holds every part's move


def test_a_named_part_keeps_its_own_destination_and_a_refusal_names_the_part(app, runner, save):
    result = play(app, runner, save, "check", "H1:L4", "S7:J5", "--body")  # S7 goes where it is told
    assert result.exit_code == 1 and result.output == "Illegal: rule a): RED SLAP S7 at J5 is not next to a BLUE ZAP\n"
    before = save.read_bytes()
    result = play(app, runner, save, "move", "H1:K5", "--body")
    assert result.exit_code == 1
    assert result.stderr == "Error: S5 to J3: J3 is warp-hole 2: GLOBBO can't (or won't!) enter warp-holes\n"
    assert save.read_bytes() == before
    result = play(app, runner, save, "move", "Z1:M4", "--body")
    assert result.stderr == "Error: --body moves a GLOBBO along with its HEAD: name the HEAD's move too (move H1:E5 --body)\n"


def test_in_reach_lists_each_target_with_its_gang_strongest_first():
    game = game_with("H1@C3", "Z1@E3", "S1@K7", "S2@J7", "B1@J8", "P1@E5", "Y1@K8", phase="globbo-attack")
    from goblinkit.assistant.globbo.render import prompt

    assert prompt(game)[2:] == ["  BITER B1 at J8 is in reach of S1 and S2: strength 2 + 2 = 4 (4 in 6)",
                                "  YEAST Y1 at K8 is in reach of S1: strength 2 (sure)",
                                "  BLIP P1 at E5 is in reach of Z1: strength 1 (1 in 6)"]
    do(game, {"type": "attack", "target": "J8", "with": ["S1", "S2"]}, dice=[6])
    assert prompt(game)[2:] == ["  BLIP P1 at E5 is in reach of Z1: strength 1 (1 in 6)"]  # S1 and S2 have attacked


def test_new_without_play_plays_globbo(app, runner, tmp_path):
    path = tmp_path / "g.json"
    result = runner.invoke(app, ["play", "globbo", "new", "--seed", "2", "--save", str(path)])
    assert result.exit_code == 0, result.output
    assert Session.load(Globbo, path).replay()[0].human == "globbo"


def test_no_kids_move_is_announced_when_a_fission_kills_the_last_head():
    """A thrown BLIP that lands on GLOBBO's HEAD destroys it ("both/all pieces in that hex"): the Kids win
    at once, and the next step is not announced."""
    game = game_with("H1@K9", "S1@K7", "S2@J7", "B1@J8", "Y9@A13", phase="globbo-attack")
    do(game, {"type": "attack", "target": "J8", "with": ["S1", "S2"]}, dice=[1])
    lines = do(game, {"type": "end"}, answers=["6 blips 0 yeasts"])
    assert "KIDS move." not in lines and game.over
    assert lines[-1] == "GAME OVER in round 1: THE KIDS WIN (GLOBBO's last HEAD is destroyed)."


def test_status_names_each_wall_by_the_hexes_either_side(app, runner, save):
    """It listed 24 edges ("B5|A6; B5|B6; C5|B6; ..."): now each of the four zig-zags once."""
    lines = play(app, runner, save, "status").output.splitlines()
    assert ("Walls (# on the map, the spiky lines), the hexes either side: B5 C5 D5 | A6 B6 C6 D6; K10 L10 M10 | "
            "K11 L11 M11 N11; O7 P7 A7 | N8 O8 P8 A8; F2 G2 H2 | F3 G3 H3 I3") in lines


def test_the_map_draws_each_wall_between_the_rows_it_separates(app, runner, save):
    """B5 C5 D5 | A6 B6 C6 D6: a # half way between each pair of neighbours across the wall, on a line
    under row 5 (B5's name starts at column 8 of its line, A6's at column 6 in the indented row 6);
    O7 P7 A7 | N8 O8 P8 A8 crosses the map's wrap, so it is drawn at both edges."""
    lines = play(app, runner, save, "status").output.splitlines()
    row5 = next(i for i, line in enumerate(lines) if line.split()[:1] == ["5"])
    assert lines[row5 + 1] == " " * 8 + "# # # # # #" and lines[row5 + 2].split()[0] == "6"
    row7 = next(i for i, line in enumerate(lines) if line.split()[:1] == ["7"])
    assert lines[row7 + 1].split() == ["#"] * 6 and lines[row7 + 1].startswith("    # #")
    assert sum(line.count("#") for line in lines if not line.startswith("Walls")) == 24  # the 4 walls' 24 edges


def test_a_scorch_that_destroys_the_last_kids_ends_the_game_without_announcing_their_move():
    game = game_with("H1@H7", "Z1@I7", "B1@L7", "P1@L7", phase="globbo-move", extras=("scorch",))
    lines = do(game, {"type": "scorch", "hex": "L7"})
    assert "KIDS move." not in lines and game.over
    assert lines[-1] == "GAME OVER in round 1: GLOBBO WIN (every kid is destroyed)."
