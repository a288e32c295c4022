"""`goblin pnp export` on the command line: its report, and bad options refused by name with exit 1."""

from __future__ import annotations

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
     "red-bordered, token-cards, turn-reminders, zombie-deck)"),
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
    assert result.output == (f"{out}/goblins-vs-zombies/images  (6 images for 8 pieces, manifest.json and manifest.csv)\n")
    result = runner.invoke(app, ["pnp", "export", "gvz", "--for", "tts", "--dpi", "30", "--component", "guardians",
                                 "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert result.output == (f"{out}/goblins-vs-zombies/tts/Goblins vs Zombies.json  (3 pieces, 2 images)\n"
                             "Copy the .json into Tabletop Simulator's Saves/Saved Objects folder (see the README).\n")
