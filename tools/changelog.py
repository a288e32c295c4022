"""Write CHANGELOG.md from the git history: one section per working session (first-parent commits
with no gap over 90 minutes), naming the issues its commits cite ("issue 35 item 4", "issue #9"), the
branches merged and the session's headline changes, short. A branch's number (`look36`, `chores38`) is a
session's, not an issue's, and a quoted reference ("counts 'issue #9', '#12'") is an example a subject
mentions, not an issue it cites. Run `python tools/changelog.py` after a merge:
the history is the truth, the file a summary of it."""

from __future__ import annotations

import re
import subprocess
import sys
from datetime import datetime
from pathlib import Path

GAP = 90 * 60  # seconds between two commits that start a new session
LINES = 12  # lines shown a session: every branch it merged, then its own commits as room allows
OWN = 3  # its own commits shown at least
WIDTH = 110


Commit = tuple[datetime, str, str, tuple[int, ...]]  # when, subject, the headline of what it merged ("" for a
# plain commit), and the issues the commits it merged cite


ISSUE = re.compile(r"\bissues? #?(\d+)\b|(?<![\w&])#(\d+)\b", re.IGNORECASE)  # "issue 35", "issue #9", "#12"; not #946f10
# A quoted span: its opening quote not inside a word (Gob'z'Heroes, the bot's, the Hounds' are no quotes), its
# closing one not followed by a word character.
QUOTED = re.compile(r"(?<!\w)(?:'[^']*'|\"[^\"]*\"|`[^`]*`|\u2018[^\u2019]*\u2019|\u201c[^\u201d]*\u201d)(?!\w)")


def cited(subject: str) -> list[int]:
    """The issue numbers a commit's subject cites, as the history writes them: "issue 35 (item 4)",
    "issue #9", "#12". A number in a branch name (`chores38`, `term39`) or a colour (#946f10) is none, nor is
    a quoted one: the changelog tool's own commit names 'issue #9' and '#12' as examples of the syntax, and
    they made a December session read "Issues 9, 12" (issue 9 was November's)."""
    return [int(a or b) for a, b in ISSUE.findall(QUOTED.sub(" ", subject))]


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, check=True).stdout


def history(repo: Path) -> list[Commit]:
    """Main's own commits, oldest first; a merge carries its branch's size and first change, and the issues
    its branch's commits cite."""
    commits: list[Commit] = []
    for line in git(repo, "log", "--first-parent", "--reverse", "--format=%H%x09%P%x09%aI%x09%s").splitlines():
        sha, parents, when, subject = line.split("\t", 3)
        merged, inner = "", []
        if len(parents.split()) > 1:
            inside = git(repo, "log", "--no-merges", "--reverse", "--format=%s", f"{sha}^1..{sha}^2").splitlines()
            if inside:
                merged = f"{len(inside)} commit{'s' if len(inside) != 1 else ''}, from: {inside[0]}"
            inner = [n for s in inside for n in cited(s)]
        commits.append((datetime.fromisoformat(when), subject, merged, tuple(inner)))
    return commits


def sessions(commits: list[Commit]) -> list[list[Commit]]:
    groups: list[list[Commit]] = []
    for commit in commits:
        if not groups or (commit[0] - groups[-1][-1][0]).total_seconds() > GAP:
            groups.append([])
        groups[-1].append(commit)
    return groups


def short(subject: str) -> str:
    subject = subject.strip()
    return subject if len(subject) <= WIDTH else subject[:WIDTH - 3].rsplit(" ", 1)[0] + "..."


def branch_of(subject: str) -> tuple[str, str] | None:
    """The branch a merge names, and what its subject says about it ("" when nothing)."""
    found = re.match(r"Merge (?:branch '([\w-]+)'|([\w-]+\d\d)\b)( into \w+)?", subject)
    return ((found.group(1) or found.group(2)), subject[found.end():].strip(" :()")) if found else None


def section(group: list[Commit]) -> list[str]:
    """A session: its issues, then one line per branch merged (its own words, or its first change), then
    the session's own commits, up to LINES lines in all."""
    start, end = group[0][0], group[-1][0]
    issues = sorted({n for _, s, _, inner in group for n in [*cited(s), *inner]})
    lines = [f"## {start:%Y-%m-%d}, {start:%H:%M}-{end:%H:%M} UTC ({len(group)} commits)", ""]
    if issues:
        lines += [("Issues " if len(issues) > 1 else "Issue ") + ", ".join(str(i) for i in issues) + ".", ""]
    seen: set[str] = set()
    entries: list[str] = []
    for _, subject, merged, _ in group:
        named = branch_of(subject)
        if named is None and subject.startswith("Merge"):
            entries.append(short(subject))  # "Merge the gg, globbo and tts branches; ..."
        elif named is not None and named[0] not in seen:
            seen.add(named[0])
            entries.append(short(f"`{named[0]}`: {named[1] or merged or subject}"))
    own = [short(s) for _, s, _, _ in group if not s.startswith("Merge")]
    shown = entries + own[:max(OWN, LINES - len(entries))]  # every merge; the session's own commits as room allows
    lines += [f"- {entry}" for entry in shown]
    if len(group) > len(shown):
        lines.append(f"- and {len(group) - len(shown)} more commits (`git log --first-parent`)")
    return lines + [""]


def changelog(repo: Path) -> str:
    out = ["# Changelog", "", "Built from the git history by `tools/changelog.py`: one section per working session,",
           "newest first; `git log` has every change.", ""]
    for group in reversed(sessions(history(repo))):
        out += section(group)
    return "\n".join(out).rstrip() + "\n"


if __name__ == "__main__":
    root = Path(__file__).resolve().parent.parent
    if any(arg.startswith("-") for arg in sys.argv[1:]):  # `--help` is no file name to write over
        print("usage: python tools/changelog.py [FILE]   (default: CHANGELOG.md)")
        sys.exit(0 if sys.argv[1:] in (["-h"], ["--help"]) else 1)
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else root / "CHANGELOG.md"
    target.write_text(changelog(root), encoding="utf-8")
