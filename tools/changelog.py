"""Write CHANGELOG.md from the git history: one section per working session (first-parent commits
with no gap over 90 minutes), naming the branches merged (an issue's number is in its branch name,
`look36`) and the session's headline changes, short. Run `python tools/changelog.py` after a merge:
the history is the truth, the file a summary of it."""

from __future__ import annotations

import re
import subprocess
import sys
from datetime import datetime
from pathlib import Path

GAP = 90 * 60  # seconds between two commits that start a new session
LINES = 8  # headline changes shown a session
WIDTH = 110


def history(repo: Path) -> list[tuple[datetime, str]]:
    out = subprocess.run(["git", "-C", str(repo), "log", "--first-parent", "--reverse", "--format=%aI%x09%s"],
                         capture_output=True, text=True, check=True).stdout
    return [(datetime.fromisoformat(when), subject) for when, subject in
            (line.split("\t", 1) for line in out.splitlines() if "\t" in line)]


def sessions(commits: list[tuple[datetime, str]]) -> list[list[tuple[datetime, str]]]:
    groups: list[list[tuple[datetime, str]]] = []
    for commit in commits:
        if not groups or (commit[0] - groups[-1][-1][0]).total_seconds() > GAP:
            groups.append([])
        groups[-1].append(commit)
    return groups


def short(subject: str) -> str:
    subject = subject.strip()
    return subject if len(subject) <= WIDTH else subject[:WIDTH - 3].rsplit(" ", 1)[0] + "..."


def section(group: list[tuple[datetime, str]]) -> list[str]:
    start, end = group[0][0], group[-1][0]
    branches = list(dict.fromkeys(m.group(1) or m.group(2) for _, s in group
                                  for m in [re.match(r"Merge (?:branch '([\w-]+)'|([\w-]+\d\d)\b)", s)] if m))
    issues = sorted({int(n) for b in branches for n in re.findall(r"(\d{2})$", b)}
                    | {int(n) for _, s in group for n in re.findall(r"\bissue (\d+)", s)})
    merged = [s for _, s in group if s.startswith("Merge") and re.search(r"[:(]", s)]
    others = [s for _, s in group if not s.startswith("Merge")]
    chosen = (merged + others)[:LINES]
    head = f"## {start:%Y-%m-%d}, {start:%H:%M}-{end:%H:%M} UTC ({len(group)} commits)"
    lines = [head, ""]
    if issues:
        lines.append("Issues " + ", ".join(str(i) for i in issues) + ".")
    if branches:
        lines.append("Merged: " + ", ".join(f"`{b}`" for b in branches) + ".")
    if issues or branches:
        lines.append("")
    lines += [f"- {short(s)}" for s in chosen]
    if len(group) > len(chosen):
        lines.append(f"- and {len(group) - len(chosen)} more (`git log --first-parent`)")
    return lines + [""]


def changelog(repo: Path) -> str:
    out = ["# Changelog", "", "Built from the git history by `tools/changelog.py`: one section per working session,",
           "newest first; `git log` has every change.", ""]
    for group in reversed(sessions(history(repo))):
        out += section(group)
    return "\n".join(out).rstrip() + "\n"


if __name__ == "__main__":
    root = Path(__file__).resolve().parent.parent
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else root / "CHANGELOG.md"
    target.write_text(changelog(root), encoding="utf-8")
