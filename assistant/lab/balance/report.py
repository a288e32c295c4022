"""The balance lab's report as terminal lines: the baseline, the first player's edge, the length of a
game, then one row per arm and per item with its change, 95 % interval and flag."""

from __future__ import annotations

from typing import Any

HISTOGRAM_WIDTH = 30


def _pct(rate: float) -> str:
    return f"{100 * rate:.1f}%"


def _points(change: float) -> str:
    return f"{100 * change:+.1f}"


def _span(interval: list[float], points: bool = False) -> str:
    show = _points if points else _pct
    return f"[{show(interval[0])}, {show(interval[1])}]"


def _columns(rows: list[list[str]], right: set[int]) -> list[str]:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return ["  " + "  ".join(cell.rjust(w) if i in right else cell.ljust(w)
                             for i, (cell, w) in enumerate(zip(row, widths))).rstrip() for row in rows]


def _arms(rows: list[dict[str, Any]]) -> list[str]:
    graded = any("printed_grade" in r for r in rows)
    edges = any("first_player" in r for r in rows)
    head = ["kind", "what changes", "games", "win rate", "change", "95% interval", "flag", "length", "length change"]
    if edges:
        head += ["first player's edge"]
    if graded:
        head += ["printed", "measured grade"]
    table = [head]
    for r in rows:
        cells = [r["kind"], r["name"], str(r["games"]), _pct(r["win_rate"]), _points(r["change"]),
                 _span(r["change_interval"], True), r["flag"] or "-", f"{r['mean_length']:g}", _length(r)]
        if edges:
            edge = r.get("first_player")
            cells.append(f"{_points(edge['edge'])} {_span(edge['edge_interval'], True)}" if edge else "-")
        if graded:
            measured = r.get("measured_grade")
            cells += [f"{r['printed_grade']:g}" if "printed_grade" in r else "",
                      f"{measured:.1f} [{r['grade_interval'][0]:.1f}, {r['grade_interval'][1]:.1f}]"
                      if measured is not None else ("n/a" if "printed_grade" in r else "")]
        table.append(cells)
    return _columns(table, {2, 3, 4, 7, 8})


def _length(row: dict[str, Any]) -> str:
    low, high = row["length_interval"]
    flag = f" {row['length_flag']}" if row.get("length_flag") else ""
    return f"{row['length_change']:+.2f} [{low:+.2f}, {high:+.2f}]{flag}"


def _modes(modes: list[dict[str, Any]]) -> list[str]:
    table = [["mode", "games", "win rate", "95% interval", "length"]]
    table += [[m["name"], str(m["games"]), _pct(m["win_rate"]), _span(m["interval"]), f"{m['mean_length']:g}"]
              for m in modes]
    return _columns(table, {1, 2, 4})


def _items(items: list[dict[str, Any]]) -> list[str]:
    table = [[items[0]["kind"] or "item", "games", "win rate", "fair", "change", "95% interval", "flag"]]
    if items[0].get("against") == "absent":
        table[0][3] = "without"
    for i in items:
        low, high = i.get("change_interval") or [i["interval"][0] - i["fair"], i["interval"][1] - i["fair"]]
        table.append([i["name"], str(i["games"]), _pct(i["win_rate"]), _pct(i["fair"]), _points(i["change"]),
                      _span([low, high], True), i["flag"] or "-"])
    return _columns(table, {1, 2, 3, 4})


def _sensitivity(section: dict[str, Any]) -> list[str]:
    """The section as a small table: each arm's change at each skill, and whether its effect holds."""
    levels = section["levels"]
    out = ["", f"Skill sensitivity: each arm again with every bot at each skill ({', '.join(levels)}; hard thinks "
           f"{section['think']:g} s), {section['games']} games an arm, same seeds: the change in how often "
           f"{section['measures']}, points [95% interval]; 'holds': the same sign, interval and all, at every skill.",
           "  baseline: " + ", ".join(f"{k} {_pct(v['win_rate'])}" for k, v in section["baselines"].items())]
    table = [["what changes", *levels, "effect"]]
    for row in section["rows"]:
        table.append([row["name"], *(f"{_points(c['change'])} {_span(c['interval'], True)}" for c in row["skills"]),
                      row["verdict"]])
    return out + (_columns(table, set()) if section["rows"] else ["  (no arm besides the baseline)"])


def lines(report: dict[str, Any]) -> list[str]:
    games, seed, band = report["games_per_arm"], report["seed"], report["band"]
    base = report["baseline"]
    out = [f"Balance of {report['game']}: {games} games an arm (seeds {seed}-{seed + games - 1}), "
           f"flag beyond ±{100 * band:g} points.",
           f"Win rate counted: {report['reference']}."
           + (f" Bots: {report['skill']['level']} (hard thinks {report['skill']['think']:g} s a decision)."
              if "skill" in report else " Bots: the game's simulate bots."),
           f"Baseline ({base['name']}): {_pct(base['win_rate'])} {_span(base['interval'])}"
           + (f", {base['unfinished']} unfinished (half a win each)" if base["unfinished"] else "") + "."]
    if base.get("warning"):
        out.append(f"WARNING: {base['warning']}.")
    first = report["first_player"]
    if first:
        out.append(f"First player, {first['label']}: wins {_pct(first['win_rate'])} {_span(first['interval'])} "
                   f"of {first['games']} games against a fair {_pct(first['fair'])}: {_points(first['change'])} points"
                   + (f" ({first['flag']})" if first["flag"] else "") + ".")
    n = report["length"]
    out.append(f"Game length in {n['unit']}: mean {n['mean']:g}, median {n['median']:g}, 10%-90% {n['p10']:g}-{n['p90']:g}, "
               f"min {n['min']}, max {n['max']}.")
    top = max(n["histogram"].values())
    out += [f"  {length:>4} {'#' * max(1, round(HISTOGRAM_WIDTH * count / top))} {count}"
            for length, count in n["histogram"].items()]
    if report["rows"]:
        out += ["", f"Each change against the baseline (or the arm named in --json's 'against'), on the same seeds: "
                f"the change in how often {report['reference']}, in win-rate points; the change in length, "
                f"game by game; the first player's edge over a fair share in that arm:"] + _arms(report["rows"])
    if report.get("modes"):
        out += ["", "Modes (each its own game, not a change of the baseline: no change, no flag):"] + _modes(report["modes"])
    if "grade_scale" in report:
        out.append(f"One printed grade is worth {100 * report['grade_scale']:.1f} win-rate points here (the best fit "
                   f"over every Extra); a measured grade far from the printed one says the printed grade is off.")
    if report["items"]:
        out += ["", f"Each {report['items'][0]['kind']}'s wins in the baseline's games against "
                + ("the games without it" if report["items"][0].get("against") == "absent" else "its seat's fair share")
                + (f" ({report['items_caveat']}):" if report.get("items_caveat") else ":")]
        out += _items(report["items"])
    for dead in report.get("dead_cards", []):
        out.append(f"DEAD CARD: {dead['card']} was never played in {dead['games']} games at {dead['players']} players "
                   f"(held in {dead['games_held']}): {dead['reason']}.")
    if report.get("sensitivity"):
        out += _sensitivity(report["sensitivity"])
    out += ["", "Flags: HIGH/LOW, the whole 95% interval lies beyond the band; high?/low?, only the measured change does "
            "(lengths: LONGER/SHORTER, beyond the band as a share of the baseline's mean length)."]
    return out
