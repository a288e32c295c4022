"""What a phone page offers, read the way a thumb finds it (the pieces that light up, each one's lit
targets, the bar's buttons), and what the game's listed moves say it should offer: the browser tests
compare the two."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from goblinkit.assistant.core.moves import ACTOR, PLACE, TARGET, Move
from goblinkit.assistant.web.views.gg import PLAN

BOOKKEEPING = PLAN.lower()  # GobbledyGook!'s plan: where a figure stands is tapped too, beside the moves


@dataclass
class Offered:
    pairs: set[tuple[str, str]]  # (piece, target or place), lower case: a tap on the piece, then one on the target
    pieces: set[str]  # the pieces that light up as tappable
    buttons: set[str]  # the bar's buttons a player can press, and the moves its lists offer (Undo, dice aside)
    greyed: set[str]  # the bar's buttons shown but disabled


def offered(page: Any) -> Offered:
    """Every tappable piece tapped in turn (by script, so a piece under another is reached too), its lit
    targets read, then let go; and the bar's buttons."""
    found = page.evaluate("""() => {
        const live = document.getElementById('live');
        const click = (n) => n.dispatchEvent(new MouseEvent('click', {bubbles: true}));
        const pairs = [], pieces = [];
        for (const piece of [...live.querySelectorAll('[data-word].can')]) {
            pieces.push(piece.dataset.word.toLowerCase());
            click(piece);
            for (const t of live.querySelectorAll('.target')) {
                pairs.push([piece.dataset.word.toLowerCase(), (t.dataset.place || t.dataset.word).toLowerCase()]);
            }
            const cancel = document.querySelector('#build button.cancel');
            if (cancel) click(cancel);
        }
        const acts = [...document.querySelectorAll('#bar section.actions button.act')];
        const text = (n) => n.innerText.split('\\n')[0].trim();
        const picked = [...document.querySelectorAll('#bar section.actions form.pick option')].map(o => o.textContent.trim());
        return {pairs, pieces, buttons: [...acts.filter(b => !b.disabled).map(text), ...picked],
                greyed: acts.filter(b => b.disabled).map(text)};
    }""")
    return Offered({tuple(p) for p in found["pairs"]}, set(found["pieces"]), set(found["buttons"]),
                   set(found["greyed"]))


def pair(move: Move) -> tuple[str, str] | None:
    """The move as two taps (its acting piece, then its target or place), or None."""
    actor, aim = move.part(ACTOR), move.part(TARGET) or move.part(PLACE)
    return (actor.id.lower(), aim.id.lower()) if actor and aim else None


def mismatches(moves: list[Move], seen: Offered, placed: set[str] = frozenset()) -> list[str]:  # type: ignore[assignment]
    """Why the page does not offer exactly the legal listed moves (empty when it does); `placed`: the pieces the
    table's bookkeeping lets a player place on the plan (GobbledyGook!), tappable for that, beside the moves."""
    legal = [m for m in moves if m.legal]
    legal_pairs = {pair(m) for m in legal} - {None}
    labels = {m.label.strip() for m in legal} | {_choice(m) for m in legal} - {""}
    placing = {p for p in seen.pairs if p[1] == BOOKKEEPING}  # a figure placed on the plan: the table's, no move
    pairs, pieces = seen.pairs - placing, seen.pieces - {p[0] for p in placing} - placed
    problems = [f"lit but not a legal listed move: {p}" for p in sorted(pairs - legal_pairs)]
    problems += [f"a button that is no legal listed move: {b!r}" for b in sorted(seen.buttons - labels)]
    problems += [f"a tappable piece that makes no legal move: {p}" for p in sorted(pieces - {p[0] for p in pairs})]
    for m in legal:
        if pair(m) not in seen.pairs and m.label.strip() not in seen.buttons and _choice(m) not in seen.buttons:
            problems.append(f"a legal listed move the page does not offer: {m.label!r}")
    return problems


def _choice(move: Move) -> str:
    """How a move a game groups into one list (listed.py: Goblout's faces) reads among its list's options."""
    return str(move.extra.get("choice", "")).strip() if "group" in move.extra else ""
