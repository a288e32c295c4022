"""A card on the page drawn as its printed face: the same FaceSpec the print recipe draws (pnp/games/*,
built from the content by the recipe's own function), so the deck's colour, the title band, the badges,
the picture, the type line, the rules text with its keyword chips and the kind's label come from one
source. The page's face is a small version of the printed one: the title band in the deck's colour and the
game's display face (look.css, typefaces.py), the badges at its ends, the icon on a tint of the colour, the
text on the game's panel colour (style.yaml's palette, the body's CSS variables).

What only the table knows (HP left, tokens, what a Zombie does next) is the caller's: `live` goes between
the type line and the rules text.
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup, escape

from goblinkit.assistant.web.look import icon


def _hex(colour: Any) -> str:
    """A reportlab Color (or a hex string) as "#rrggbb"."""
    return colour if isinstance(colour, str) else "#" + colour.hexval()[2:].lower()


PANEL = "#f3efe4"  # the games' panels are pale creams (style.yaml's palette.panel): a label is readable on each


def inks(colour: str) -> dict[str, str]:
    """The card's colours as print picks them: the ink that reads on the band (dark or white), the
    picture's ground (the colour lightened, as face.py's art panel), the kind's label in the card's hue
    darkened until it reads on the panel (face.py's `readable`)."""
    from goblinkit.pnp.contrast import best_ink, readable
    from goblinkit.pnp.drawers.paint import lighten

    return {"hue": colour, "hue-ink": _hex(best_ink(colour)), "ground": _hex(lighten(colour, 0.8)),
            "label-ink": _hex(readable(colour, PANEL, 5.0))}


def rules_text(text: str) -> Markup:
    """Rules text as print sets it: `{MOVE}` a chip, `:icon-name:` the icon in the line (pnp/drawers/inline.py
    cuts the words the same way)."""
    from goblinkit.pnp.drawers.inline import segments, words

    out = []
    for word in words(text):
        parts = []
        for run in segments(word, False):
            if run.kind == "chip":
                parts.append(f'<span class="chip">{escape(run.text.upper())}</span>')
            elif run.kind == "icon":
                parts.append(str(icon(run.text, "currentColor", "1.15em")))
            else:
                parts.append(str(escape(run.text)))
        out.append("".join(parts))
    return Markup(" ".join(out))


def _badge(badge: Any, side: str) -> str:
    if badge is None:
        return ""
    ink = inks(badge.colour)["hue-ink"]
    label = f'<small>{escape(badge.label)}</small>' if badge.label else ""
    return (f'<span class="badge {side}" style="background: {escape(badge.colour)}; color: {ink}">'
            f'<b>{escape(badge.text)}</b>{label}</span>')


def card_face(spec: Any, title: Markup | str, live: Markup | str = "", classes: str = "",
              attrs: dict[str, str] | None = None) -> Markup:
    """The card as HTML: `spec` the print recipe's FaceSpec, `title` what the band reads (the page's id and
    the card's name), `live` the table's state of this copy, `classes` and `attrs` the page's hooks."""
    colours = inks(spec.colour)
    style = "; ".join(f"--{k}: {v}" for k, v in colours.items()) + (f"; --edge: {spec.border}" if spec.border else "")
    extra = "".join(f' {escape(k)}="{escape(v)}"' for k, v in (attrs or {}).items())
    parts = [f'<div class="card face {escape(classes)}"{extra} style="{escape(style)}">',
             f'<div class="name">{_badge(spec.badge_left, "left")}<span class="title">{escape(title)}</span>'
             f'{_badge(spec.badge_right, "right")}{icon(spec.title_icon, colours["hue-ink"], "1.4em")}</div>']
    if spec.icon:
        corner = f'<span class="corner">{icon(spec.corner, "#1d1a16", "1.3em")}</span>' if spec.corner else ""
        parts.append(f'<div class="pic">{icon(spec.icon, spec.colour, "3.2em")}{corner}</div>')
    if spec.traits:
        parts.append('<div class="types">' + "".join(
            f'<span>{icon(t.icon, colours["hue-ink"], "1.1em")}{escape(t.text)}</span>' for t in spec.traits) + "</div>")
    if live:
        parts.append(str(live))
    if spec.strip:
        parts.append(f'<div class="strip">{rules_text(spec.strip)}</div>')
    if spec.sections:
        parts.append('<div class="text">' + "".join(
            f'<p>{"<b>" + str(escape(s.head)) + "</b> " if s.head else ""}{rules_text(s.body)}</p>'
            for s in spec.sections) + "</div>")
    if spec.label:
        parts.append(f'<div class="label">{escape(spec.label)}</div>')
    parts.append("</div>")
    return Markup("\n".join(parts))
