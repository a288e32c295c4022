"""Nothing spoiled: every `--json` output of both games, over whole sessions of their commands, holds
nothing the players may not know at the table (what a face-down deck or the blip bag holds, the
Zombie Player's or a tracked hand's cards, the dice and cards drawn) unless `--reveal` asks."""

from __future__ import annotations

import json
from typing import Any

import pytest

# What each secret is called in a snapshot or a log: hidden unless --reveal.
# "zombie_player": Mode E's logged choice of the Zombie Player, which names the cards it played face down.
SECRET_KEYS = {"pile", "hand_cards", "zombie_player_cards", "bag_contents", "chance", "zombie_player"}


def secrets_in(data: Any, path: str = "") -> list[str]:
    """Every place in a JSON document where a secret is shown."""
    found = []
    if isinstance(data, dict):
        for key, value in data.items():
            if key in SECRET_KEYS:
                found.append(f"{path}/{key}")
            found += secrets_in(value, f"{path}/{key}")
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += secrets_in(value, f"{path}/{index}")
    return found


class JsonSession:
    """Runs a game's commands with --json (on the game's own app: quicker to build than the whole
    `goblin` tree for each command), keeping every output for the check."""

    def __init__(self, app, runner, game: str, save) -> None:  # noqa: ANN001
        from goblinkit.assistant.core.games import GAMES

        self.runner, self.save = runner, save
        self.app = next(e for e in GAMES.values() if game in (e.slug, *e.aliases)).app()
        self.outputs: list[tuple[str, Any]] = []

    def __call__(self, *args: str, ok: bool = True) -> Any:
        result = self.runner.invoke(self.app, [*args, "--json", "--save", str(self.save)])
        if ok:
            assert result.exit_code == 0, f"{args}: {result.output}"
        if result.exit_code == 0:
            data = json.loads(result.output)
            self.outputs.append((" ".join(args), data))
            return data
        return None

    def check(self) -> None:
        commands = {command.split()[0] for command, _ in self.outputs}
        assert len(self.outputs) > 10 and {"new", "status", "log", "done", "undo", "replay"} <= commands, commands
        for command, data in self.outputs:
            assert secrets_in(data) == [], f"`{command} --json` spoils: {secrets_in(data)}"


@pytest.mark.parametrize("mode", ["last-stand", "boss", "versus"])
def test_goblins_vs_zombies_json_spoils_nothing(app, runner, tmp_path, mode):
    play = JsonSession(app, runner, "gvz", tmp_path / "gvz.json")
    # a seed whose Last Stand brings a Flying Zombie for the Archer; Mode E's Zombie Player at easy, the player
    # these turns were written against (normal ends the game before an arrival is played)
    play("new", "--mode", mode, "--seed", "7", "--skill", "easy")
    for turn in range(4):
        state = play("status")
        if state["result"]:
            break
        play("play", "flag-bearer", ok=False)
        play("play", "archer", ok=False)
        gate = play("status")["fields"]["AA"]
        zombies = [z["id"] for area in gate["areas"].values() for z in area]
        for goblin in gate["gate"]:
            play("act", goblin["id"], *(["--target", zombies[0]] if zombies else []), ok=False)
        play("done", "--answer", "auto", ok=False) or play("done", ok=False)
        for step in ("arrive", "sun"):
            play(step, "--answer", "1", ok=False) or play(step, ok=False)
        play("log")
    play("undo")
    play("replay")
    play.check()
    wanted = {"play", "arrive", "sun"} | ({"act"} if mode == "last-stand" else set())
    assert wanted <= {command.split()[0] for command, _ in play.outputs}
    revealed = play("status", "--reveal")
    assert "pile" in revealed["zombie_deck"]
    if mode == "versus":
        assert len(revealed["zombie_player_cards"]) == revealed["zombie_player_hand"]
    assert "chance" in play("log", "--reveal")["log"][0]
    if mode == "versus":  # the Zombie Player's logged choices, with --reveal only
        assert any("zombie_player" in entry["action"] for entry in play("log", "--reveal")["log"])


def test_a_zombie_played_face_down_shows_no_card(app, runner, tmp_path):
    """Mode E, seed 3: the Zombie Player's second arrival plays a card face down (z4, a Basic Zombie). Its
    card is the Zombie Player's secret: `status --json` names no card for it (it named the card before)."""
    play = JsonSession(app, runner, "gvz", tmp_path / "gvz.json")
    play("new", "--mode", "versus", "--seed", "3", "--skill", "easy")
    for step in ("zombies", "arrive", "sun", "zombies", "arrive"):
        play(step)
    zombies = [z for field in play("status")["fields"].values() for area in field["areas"].values() for z in area]
    face_down = [z for z in zombies if z["face"] == "basic"]
    assert [z["id"] for z in face_down] == ["z4"]
    assert face_down[0]["card"] == "basic"
    played = [entry["action"]["zombie_player"] for entry in play("log", "--reveal")["log"]
              if "zombie_player" in entry["action"]]
    secret = [card for choice in played for card, up in choice["plays"] if not up]
    assert len(secret) == 1 and secret[0] != "basic"  # the true card, which only --reveal shows


def test_gobbledygook_json_spoils_nothing(app, runner, tmp_path):
    brood = tmp_path / "muck.yaml"
    for args in (["brood", "new", str(brood), "--name", "Muck Lurkers", "--breed", "goblins"],
                 ["brood", "buy", str(brood), "leader", "Snagtooth"], ["brood", "buy", str(brood), "minion", "Grub"]):
        assert runner.invoke(app, ["play", "gg", *args]).exit_code == 0
    play = JsonSession(app, runner, "gg", tmp_path / "gg.json")
    play("new", "--scenario", "night-watch", "--brood", str(brood), "--seed", "3")
    blips = iter(["B1", "B2", "B3", "B4", "B5", "B6"])
    for _ in range(3):
        for creature in ("snagtooth", "grub"):
            play("reveal", next(blips), "--by", creature, ok=False)
        play("status")
        answers = ["--answer", "Snagtooth", "--answer", "no", "--answer", "no", "--answer", "no"]
        for count in range(len(answers), -1, -2):
            if play("done", *answers[:count], ok=False) is not None:
                break
        play("log")
    play("undo")
    play("replay")
    play.check()
    assert "reveal" in {command.split()[0] for command, _ in play.outputs}
    assert "bag_contents" in play("status", "--reveal")
