"""A die for Tabletop Simulator: a Custom_Dice object and its image, laid out as TTS's d6 template.

TTS textures a custom d6 (CustomDice Type 1) from one square image in a 3 x 3 grid of equal
cells, as its Dice Templates (Modding/Dice Templates in the game's folder, and the Knowledge Base's
Custom Dice page) lay it out: the top row is not on a face (the die's edges), the middle row holds
faces 2, 4 and 5 upright, the bottom row 1 and 6 turned upside down with 3 upright between them.
The faces are the die net's own faces (export_table), each rendered alone at the export's dpi;
the top row is the net's cream paper. RotationValues are TTS's for a d6, so a roll reports the
face's number.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from goblinkit.pnp.export_plan import Component, Piece
from goblinkit.pnp.export_render import Page, Raster, render_pages
from goblinkit.pnp.tts_model import TtsExport, guid, transform

DICE_TYPE_D6 = 1  # CustomDice.Type: 0 d4, 1 d6, 2 d8, 3 d10, 4 d12, 5 d20
# Where each face goes in the template: (column, row from the top), and whether it is turned 180 degrees.
TEMPLATE: dict[int, tuple[int, int, bool]] = {2: (0, 1, False), 4: (1, 1, False), 5: (2, 1, False),
                                              1: (0, 2, True), 3: (1, 2, False), 6: (2, 2, True)}
EDGE = (246, 241, 225)  # the top row: paint.CREAM, the paper between the net's faces
# TTS's own rotations for a d6: the face that shows on top at each.
ROTATIONS: dict[int, tuple[float, float, float]] = {1: (-90.0, 0.0, 0.0), 2: (0.0, 0.0, 0.0), 3: (0.0, 0.0, -90.0),
                                                    4: (0.0, 0.0, 90.0), 5: (0.0, 0.0, -180.0), 6: (90.0, 0.0, 0.0)}


def face_number(face: Piece) -> int:
    return int(face.stem.rsplit("-", 1)[-1])


def template_image(faces: dict[int, Any]):  # noqa: ANN201 - a PIL image
    """The six face images (by number, one size, square) pasted into TTS's d6 template."""
    from PIL import Image

    size = next(iter(faces.values())).width
    sheet = Image.new("RGB", (3 * size, 3 * size), EDGE)
    for number, (col, row, turned) in TEMPLATE.items():
        image = faces[number]
        sheet.paste(image.rotate(180) if turned else image, (col * size, row * size))
    return sheet


def _die_images(faces: list[Piece], raster: Raster) -> dict[int, Any]:
    pages = [Page(face, face.front) for face in faces]
    with tempfile.TemporaryDirectory(prefix="goblin-tts-") as tmp:
        images = render_pages(pages, raster, Path(tmp) / "die.pdf")
    return {face_number(face): image for face, image in zip(faces, images)}


def _die_object(die: str, name: str, title: str, url: str, game_id: str, component: str, number: int) -> dict:
    return {"GUID": guid(game_id, component, die, number), "Name": "Custom_Dice", "Nickname": name,
            "Description": title, "Transform": transform(),
            "CustomImage": {"ImageURL": url, "ImageSecondaryURL": "", "ImageScalar": 1.0, "WidthScale": 0.0,
                            "CustomDice": {"Type": DICE_TYPE_D6}},
            "RotationValues": [{"Value": str(face), "Rotation": dict(zip("xyz", ROTATIONS[face]))}
                               for face in sorted(ROTATIONS)]}


def add_dice(export: TtsExport, component: Component, folder: Path) -> dict:
    """Each distinct die's template image, and a Custom_Dice per die in the box (in a bag when several)."""
    dice: dict[str, list[Piece]] = {}
    for face in component.pieces:
        dice.setdefault(face.of, []).append(face)
    objects = []
    for die, faces in dice.items():
        if sorted(map(face_number, faces)) != sorted(TEMPLATE):
            raise ValueError(f"{component.game_id}/{component.component}: a d6 needs faces 1 to 6")
        path = folder / f"{die}.png"
        export.save(template_image(_die_images(faces, Raster(export.raster.dpi, 0.0))), path)
        name = faces[0].name.rsplit(",", 1)[0]
        objects += [_die_object(die, name, component.title, export.urls(path), component.game_id,
                                component.component, copy) for copy in range(faces[0].count)]
    if len(objects) == 1:
        return objects[0]
    return {"GUID": guid(component.game_id, component.component), "Name": "Bag", "Nickname": component.title,
            "Description": f"{len(objects)} dice", "Transform": transform(), "ContainedObjects": objects}
