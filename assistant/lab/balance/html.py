"""The balance lab's report as one HTML file (`balance --html FILE`): its charts inline as SVG, then the
same table the terminal prints, so the file needs nothing else to open. `fragment` is the part
`goblin serve`'s charts page embeds."""

from __future__ import annotations

from html import escape
from typing import Any

from goblinkit.assistant.lab.balance.causes import CARD
from goblinkit.assistant.lab.balance.report import lines
from goblinkit.assistant.lab.balance.svg import forest, grades, histogram

STYLE = ("body{font-family:sans-serif;margin:1.5em;max-width:60em}svg{display:block;margin:1em 0;max-width:100%;"
         "height:auto}pre{font-size:12px;overflow-x:auto}")


def charts(report: dict[str, Any]) -> list[str]:
    band = report["band"]
    shown = []
    warning = f" WARNING: {report['baseline']['warning']}" if report["baseline"].get("warning") else ""
    rows = [(r["name"], r["change"], *r["change_interval"], r["flag"]) for r in report["rows"]]
    first = report["first_player"]
    if first and first.get("arm", report["baseline"]["name"]) == report["baseline"]["name"]:  # not another game's
        low, high = first["interval"]
        rows.insert(0, (f"first player: {first['label']}", first["change"], low - first["fair"], high - first["fair"],
                        first["flag"]))
    cards = " A card's rows: the deck with a copy fewer, a copy more, a copy swapped for a vanilla card: what " \
        "the card causes." if any(r["kind"] == CARD for r in report["rows"]) else ""
    if rows:
        shown.append(forest(f"Each row: the change it causes in how often {report['reference']} (the first-player row: "
                            f"that player's edge over a fair share), points, 95% intervals, same seeds; "
                            f"band ±{100 * band:g}.{cards}{warning}", rows, band))
    if any(r.get("measured_grade") is not None for r in report["rows"]):
        shown.append(grades("Grades: printed (square) and measured (dot, 95% interval)", report["rows"]))
    section = report.get("sensitivity")
    if section and section["rows"]:
        from goblinkit.assistant.lab.balance.skills import chart_rows

        shown.append(forest(f"Skill sensitivity: each row, the change one arm causes in how often {report['reference']} "
                            f"with every bot at the skill it names ({', '.join(section['levels'])}), points, 95% "
                            f"intervals, same seeds: an effect that holds keeps its side of zero at every skill",
                            chart_rows(section), band))
    length = report["length"]
    shown.append(histogram(f"Game length ({report['baseline']['name']})", length["histogram"], length["unit"]))
    items = report["items"]
    if items:
        against = "the games without it" if items[0].get("against") == "absent" else "its fair share"
        caveat = f" ({report['items_caveat']})" if report.get("items_caveat") else ""
        shown.append(forest(f"Each {items[0]['kind']}'s win rate against {against}, points{caveat}", [
            (i["name"], i["change"], *(i.get("change_interval") or (i["interval"][0] - i["fair"], i["interval"][1] - i["fair"])),
             i["flag"]) for i in items], band))
    return shown


def fragment(report: dict[str, Any]) -> str:
    return "\n".join(charts(report)) + f"\n<pre>{escape(chr(10).join(lines(report)))}</pre>"


def page(report: dict[str, Any]) -> str:
    title = f"Balance of {report['game']}"
    return (f"<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{escape(title)}</title>"
            f"<style>{STYLE}</style></head><body>\n<h1>{escape(title)}</h1>\n{fragment(report)}\n</body></html>\n")
