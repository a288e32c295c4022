"""`goblin pnp export` on the command line: its report, and bad options refused by name with exit 1."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.mark.parametrize("args, message", [
    (["gvz"], "Error: --for: say what to export for: images (a print shop) or tts (Tabletop Simulator)"),
    (["gvz", "--for", "png"], "Error: --for: expected images or tts, got 'png'"),
    (["gvz", "--for", "images", "--dpi", "lots"], "Error: --dpi: expected a whole number of dots per inch, got 'lots'"),
    (["gvz", "--for", "images", "--dpi", "5"], "Error: --dpi: expected 30 to 1200, got 5"),
    (["gvz", "--for", "images", "--bleed", "3furlong"], "Error: --bleed: expected a length such as 0.125in or 3mm, got '3furlong'"),
    (["gvz", "--for", "images", "--bleed", "1in"], "Error: --bleed: expected 0 to 10 mm, got 25.4 mm"),
    (["gvz", "--for", "tts", "--url-base", "ftp://host/x"], "Error: --url-base: expected an http:// or https:// address, got 'ftp://host/x'"),
    (["gvz", "--for", "images", "--url-base", "https://host/x"], "Error: --url-base: only for --for tts (the images' manifest names files relative to it)"),
    (["gvz", "--for", "tts", "--guides"], "Error: --guides: only for --for images (TTS shows the trimmed faces)"),
    (["gvz", "--for", "images", "--component", "dragons"],
     "Error: --component: no component 'dragons' in goblins-vs-zombies (components: goblin-deck, guardians, "
     "red-bordered, token-cards, tuck-boxes, turn-reminders, zombie-deck)"),
    (["all", "--for", "images", "--dpi", "1200"],
     "Error: --dpi: globbo/map would be 17166 x 11101 px at 1200 dpi (at most 12000 a side); lower the dpi"),
    (["calibration", "--for", "images"], "Error: calibration: the duplex test sheet is for home printers; it has no export"),
    (["chess", "--for", "images"], "Error: unknown game 'chess'"),
])
def test_bad_options_are_named_and_nothing_is_written(app, runner, tmp_path, args, message):
    result = runner.invoke(app, ["pnp", "export", *args, "--out", str(tmp_path / "out")])
    assert result.exit_code == 1
    assert result.output.startswith(message)
    assert "Traceback" not in result.output
    assert not (tmp_path / "out").exists()


def test_export_reports_what_it_wrote(app, runner, tmp_path):
    out = tmp_path / "out"
    result = runner.invoke(app, ["pnp", "export", "gvz", "--for", "images", "--dpi", "30", "--component",
                                 "guardians-turn-reminders-token-cards", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert result.output == (f"{out}/goblins-vs-zombies/images  (7 images for 24 pieces, manifest.json and manifest.csv)\n")
    result = runner.invoke(app, ["pnp", "export", "gvz", "--for", "tts", "--dpi", "30", "--component", "guardians",
                                 "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert result.output == (f"{out}/goblins-vs-zombies/tts/Goblins vs Zombies.json  (3 pieces, 2 images)\n"
                             "Copy the .json into Tabletop Simulator's Saves/Saved Objects folder (see docs/designers/print-shops.md).\n")


def test_a_content_pack_exports_and_its_overflowing_text_is_refused_with_its_place(app, runner, tmp_path,
                                                                                  monkeypatch, demo_pack):
    import shutil

    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["pnp", "export", "demo", "--for", "tts", "--dpi", "30", "--content", str(demo_pack),
                                 "--out", "good"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("good/demo/tts/")
    pack = tmp_path / "pack"
    shutil.copytree(demo_pack, pack)
    cards = pack / "demo" / "cards.yaml"
    cards.write_text(cards.read_text().replace(
        'text: "Deal 3 damage to every Zombie in one Area of your Field."',
        'text: "' + " ".join(["Deal 3 damage to every Zombie in one Area of your Field."] * 30) + '"'))
    result = runner.invoke(app, ["pnp", "export", "demo", "--for", "images", "--content", "pack", "--out", "out"])
    assert result.exit_code == 1
    assert result.stderr == ("pack/demo/cards.yaml:30:5: card 'bomb': text does not fit its 52.3 x 34.3 mm box even "
                             "at 7.5 pt (its deck's body.min) (1709 characters); shorten it\nError: 1 problem in the content\n")
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("command", [["pnp", "build", "gvz"], ["pnp", "export", "gvz", "--for", "tts"],
                                     ["pnp", "calibrate"]])
def test_an_out_folder_that_cannot_be_made_is_refused_before_any_work(app, runner, tmp_path, command):
    """Refused with the reason and exit 1, not a traceback; and `goblin pnp build --out /proc/x` (a folder
    the system will not make) is the machine's own refusal, said in a line (the next test)."""
    a_file = tmp_path / "notes.txt"
    a_file.write_text("not a folder")
    result = runner.invoke(app, [*command, "--out", str(a_file)])
    assert result.exit_code == 1 and result.output == f"Error: --out: {a_file} is a file, not a folder\n"
    below = a_file / "out"
    result = runner.invoke(app, [*command, "--out", str(below)])
    assert result.exit_code == 1
    assert result.output == f"Error: --out: cannot make the folder {below} ({a_file} is a file)\n"


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs Linux's /proc, where no folder can be made")
def test_a_refusal_by_the_machine_is_said_in_a_line(app, runner):
    result = runner.invoke(app, ["pnp", "calibrate", "--out", "/proc/goblinkit-no-such-folder"])
    assert result.exit_code == 1
    assert result.output == "Error: cannot write or read /proc/goblinkit-no-such-folder: No such file or directory\n"
