"""`goblin pnp export GAME --for tts`: deck sheets, token and board images, and a Saved Object for
Tabletop Simulator.

Cards (the components `pnp build` imposes butted) become decks. A deck sheet is a grid of at most
10 x 7 cells; its last cell (bottom right) holds the image TTS shows for a hidden card (the
deck's back), so a sheet carries at most 69 distinct faces, and copies of one face share its
cell (DeckIDs may repeat a CardID). A bigger deck takes more sheets, each its own CustomDeck
entry. Every card has CardID = deck id x 100 + its cell index (row by row from the top left).
One back for the whole deck is a single back image; differing backs make a back sheet with the
same grid (UniqueBack). A card printed without a back shows its face on both sides, and its
deck's hidden card is a plain card in the deck's edge colour.

Tokens and boards (counters, blips, markers, teeth, tiles, the Globbo! map, sticks, sheets) are
images at their trim size: a one-sided token is a Custom_Token (a round one's image is transparent
outside its cut line: TTS cuts a token along its alpha), a two-sided token and every board a
Custom_Tile (ImageSecondaryURL is the back, or the face again; Type 2, round, for round ones).
What the table holds is export_table's: shared sheets split into their decks, token cards cut into
tokens, a die net rolled as a Custom_Dice (export_dice), pages about the paper left out.
Every copy in the box is an object, each component in a bag of its own, all in one bag per game.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from goblinkit.content.errors import GoblinError
from goblinkit.pnp.export_plan import Component, Piece
from goblinkit.pnp.export_render import Raster, fingerprint, render_pages, unique_drawings
from goblinkit.pnp.export_table import for_table
from goblinkit.pnp.tts_model import (CARD_INCHES, PAPER_WHITE, PER_SHEET, TILE_INCHES, Sheet, TtsExport, Urls,
                                     grid_for, guid, transform)

def _images(component: Component, raster: Raster) -> tuple[dict[int, object], dict[int, str]]:
    """Each distinct drawing rendered once (at trim size: TTS shows the whole image), by drawing id; the
    export PDF is only a step here (the folder is what a player uploads), so it is not kept."""
    pages = unique_drawings(component.pieces)
    with tempfile.TemporaryDirectory(prefix="goblin-tts-") as tmp:
        images = render_pages(pages, raster, Path(tmp) / "faces.pdf")
    return ({id(page.draw): image for page, image in zip(pages, images)},
            {id(page.draw): fingerprint(image) for page, image in zip(pages, images)})


def _paste_sheet(images: list, columns: int, rows: int, hidden):  # noqa: ANN001, ANN202 - PIL images
    from PIL import Image

    width, height = images[0].size
    sheet = Image.new("RGB", (columns * width, rows * height), (255, 255, 255))
    for index, image in enumerate(images):
        row, col = divmod(index, columns)
        sheet.paste(image, (col * width, row * height))
    sheet.paste(hidden, ((columns - 1) * width, (rows - 1) * height))
    return sheet


def _blank(face):  # noqa: ANN001, ANN202 - PIL images
    """The hidden card of a deck printed without backs: a plain card in its edge colour (nothing to read)."""
    from PIL import Image

    return Image.new("RGB", face.size, face.getpixel((0, 0)))


def _card(piece: Piece, sheet: Sheet, index: int, urls: Urls, number: int) -> dict:
    return {"GUID": guid(piece.game_id, piece.component, piece.stem, number), "Name": "Card",
            "Nickname": piece.name, "Description": piece.title, "Transform": transform(),
            "CardID": sheet.card_id(index), "CustomDeck": sheet.custom_deck(urls), "Hands": True}


def add_deck(export: TtsExport, component: Component, folder: Path) -> dict:
    """The component's sheets (faces, and backs or one back) and its Deck object (a Card if it holds one)."""
    drawn, keys = _images(component, Raster(export.raster.dpi, 0.0))
    pieces = component.pieces
    backs = {keys[id(p.back if p.back else p.front)] for p in pieces}
    one_back = len(backs) == 1 and all(p.back for p in pieces)
    chunks = [pieces[i:i + PER_SHEET] for i in range(0, len(pieces), PER_SHEET)]
    cards: list[dict] = []
    custom: dict = {}
    for number, chunk in enumerate(chunks, 1):
        columns, rows = grid_for(len(chunk))
        faces = [drawn[id(p.front)] for p in chunk]
        back_images = [drawn[id(p.back or p.front)] for p in chunk]
        hidden = back_images[0] if any(p.back for p in chunk) else _blank(faces[0])
        suffix = f"-{number}" if len(chunks) > 1 else ""
        face_path = folder / f"{component.component}-sheet{suffix}.png"
        export.save(_paste_sheet(faces, columns, rows, hidden), face_path)
        if one_back:
            back_path = folder / f"{component.component}-back.png"
            if number == 1:
                export.save(hidden, back_path)
        else:
            back_path = folder / f"{component.component}-backs{suffix}.png"
            export.save(_paste_sheet(back_images, columns, rows, hidden), back_path)
        sheet = Sheet(export.next_deck, chunk, columns, rows, face_path, back_path, not one_back)
        export.next_deck += 1
        export.sheets.append(sheet)
        custom.update(sheet.custom_deck(export.urls))
        for index, piece in enumerate(chunk):
            cards += [_card(piece, sheet, index, export.urls, copy) for copy in range(piece.count)]
    width_in = pieces[0].width_mm / 25.4
    scale = width_in / CARD_INCHES
    if len(cards) == 1:
        card = cards[0]
        card["Transform"] = transform(scale_x=scale, scale_z=scale, flip=True)
        return card
    return {"GUID": guid(component.game_id, component.component), "Name": "Deck", "Nickname": component.title,
            "Description": f"{len(cards)} cards", "Transform": transform(scale_x=scale, scale_z=scale, flip=True),
            "Hands": False, "SidewaysCard": False, "DeckIDs": [card["CardID"] for card in cards],
            "CustomDeck": custom, "ContainedObjects": cards}


def _piece_object(piece: Piece, front: str, back: str | None, number: int) -> dict:
    longer = max(piece.width_mm, piece.height_mm) / 25.4
    scale = longer / TILE_INCHES
    base = {"GUID": guid(piece.game_id, piece.component, piece.stem, number), "Nickname": piece.name,
            "Description": piece.title, "Transform": transform(scale_x=scale, scale_z=scale)}
    if back is None and (piece.kind == "token" or piece.shape == "circle"):  # TTS cuts a token along its alpha
        return {**base, "Name": "Custom_Token",
                "CustomImage": {"ImageURL": front, "ImageSecondaryURL": "", "ImageScalar": 1.0, "WidthScale": 0.0,
                                "CustomToken": {"Thickness": 0.2, "MergeDistancePixels": 15.0, "StandUp": False,
                                                "Stackable": True}}}
    return {**base, "Name": "Custom_Tile",
            "CustomImage": {"ImageURL": front, "ImageSecondaryURL": back or front, "ImageScalar": 1.0,
                            "WidthScale": 0.0,
                            "CustomTile": {"Type": 2 if piece.shape == "circle" else 0,
                                           "Thickness": 0.2 if piece.kind == "token" else 0.1,
                                           "Stackable": piece.kind == "token", "Stretch": True}}}


def _round(image):  # noqa: ANN001, ANN202 - PIL images
    """A round one-sided piece's image, transparent outside its cut line: a Custom_Token takes its outline
    from the alpha channel. Outside the circle goes; so does the paper white that reaches the circle's
    rim from outside (a dial drawn a little inside its box, the wheel and arrow of a VP pointer), as
    scissors would cut it. The masks are cuts, not drawing: the artwork is the drawer's."""
    from PIL import Image, ImageChops, ImageDraw

    mask = Image.new("L", image.size, 0)
    ImageDraw.Draw(mask).ellipse((0, 0, image.width - 1, image.height - 1), fill=255)
    rgb = image.convert("RGB")
    paper = ImageChops.darker(ImageChops.darker(*rgb.split()[:2]), rgb.split()[2]).point(
        lambda v: 255 if v >= PAPER_WHITE else 0)
    paper = ImageChops.lighter(paper, ImageChops.invert(mask))  # outside the circle counts as paper
    for corner in ((0, 0), (image.width - 1, 0), (0, image.height - 1), (image.width - 1, image.height - 1)):
        ImageDraw.floodfill(paper, corner, 128)  # the paper joined to the outside
    inside = paper.point(lambda v: 0 if v == 128 else 255)
    cut = rgb.convert("RGBA")
    cut.putalpha(ImageChops.darker(mask, inside))
    return cut


def add_pieces(export: TtsExport, component: Component, folder: Path) -> dict:
    """Tokens and boards: an image per distinct face and back, an object per copy, in a bag of their own."""
    drawn, keys = _images(component, Raster(export.raster.dpi, 0.0))
    saved: dict[str, Path] = {}

    def path_of(draw, stem: str, cut_out: bool = False) -> str:  # noqa: ANN001
        key = keys[id(draw)]
        if key not in saved:
            saved[key] = folder / f"{stem}.png"
            export.save(_round(drawn[id(draw)]) if cut_out else drawn[id(draw)], saved[key])
        return export.urls(saved[key])

    objects = []
    for piece in component.pieces:
        front = path_of(piece.front, piece.stem, piece.back is None and piece.shape == "circle")
        back = path_of(piece.back, f"{piece.stem}-back") if piece.back else None
        objects += [_piece_object(piece, front, back, copy) for copy in range(piece.count)]
    if len(objects) == 1:
        return objects[0]
    return {"GUID": guid(component.game_id, component.component), "Name": "Bag", "Nickname": component.title,
            "Description": f"{len(objects)} pieces", "Transform": transform(), "ContainedObjects": objects}


def saved_object(game_title: str, game_id: str, objects: list[dict]) -> dict:
    """A Saved Object file: a save game's outer fields left empty (as TTS writes one), and in ObjectStates
    the one bag that holds everything."""
    bag = {"GUID": guid(game_id), "Name": "Bag", "Nickname": f"{game_title} (Goblin Kit)",
           "Description": "Made by goblin pnp export --for tts", "Transform": transform(),
           "ContainedObjects": objects}
    return {"SaveName": "", "Date": "", "VersionNumber": "", "GameMode": "", "GameType": "", "GameComplexity": "",
            "Tags": [], "Gravity": 0.5, "PlayArea": 0.5, "Table": "", "Sky": "", "Note": "", "TabStates": {},
            "LuaScript": "", "LuaScriptState": "", "XmlUI": "", "ObjectStates": [bag]}


def _thumbnail(export: TtsExport, path: Path) -> None:
    """TTS shows `<name>.png` beside a saved object as its picture: the first deck back (or the first
    image written), at most 256 px; it is not one of the images the objects load."""
    from PIL import Image

    first = next((sheet.back for sheet in export.sheets if not sheet.unique_back), None) or \
        (export.written[0] if export.written else None)
    if first is None:
        return
    with Image.open(first) as image:
        thumb = image.convert("RGB")
    thumb.thumbnail((256, 256))
    thumb.save(path, format="PNG")


def export_tts(game_id: str, game_title: str, components: list[Component], raster: Raster, out: Path,
               url_base: str | None = None, tick=None) -> tuple[Path, TtsExport]:  # noqa: ANN001
    """Every component of one game for TTS under OUT/<game>/tts; returns the saved object's path."""
    from goblinkit.pnp.export_dice import add_dice

    root = out / game_id / "tts"
    export = TtsExport(root, Urls(root, url_base), raster)
    for component in for_table(components):
        folder = root / component.component
        add = {"card": add_deck, "die": add_dice}.get(component.kind, add_pieces)
        export.objects.append(add(export, component, folder))
        if tick:
            tick(f"{game_id}/{component.component}")
    path = root / f"{game_title}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    _thumbnail(export, path.with_suffix(".png"))
    path.write_text(json.dumps(saved_object(game_title, game_id, export.objects), indent=2, ensure_ascii=False) + "\n",
                    encoding="utf-8")
    return path, export


def check_url_base(url_base: str | None) -> None:
    if url_base is not None and not url_base.startswith(("http://", "https://")):
        raise GoblinError(f"--url-base: expected an http:// or https:// address, got '{url_base}'")
