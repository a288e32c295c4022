"""Errors the assistant raises; all are GoblinErrors, so the CLI prints them as `Error: ...`."""

from goblinkit.content.errors import GoblinError


class RulesError(GoblinError):
    """The action is not allowed by the rules, or names something that is not on the table."""


GIVE_ANSWER = "(give it with --answer)"  # how a refusal for a missing answer ends: the command's own --answer


class Unanswered(RulesError):
    """A question the table was not given an answer for (`--answer`): a turn may wait at it (turn.Turn.keeps)."""

    def answered_by(self, way: str) -> "Unanswered":
        """The same refusal, ending with `way` instead of GIVE_ANSWER: for a command that has no --answer
        (the question comes in a turn it runs first), the command that can answer it."""
        return Unanswered(str(self).replace(GIVE_ANSWER, f"({way})"))


class Cancelled(RulesError):
    """The player cancelled at a question (at a terminal, or a page that has no answer yet): the action is
    not taken and nothing is saved."""

    def __init__(self) -> None:
        super().__init__("cancelled: nothing was saved")


class SaveError(GoblinError):
    """A save file is missing, damaged, or from an incompatible version."""


class DiceError(GoblinError):
    """The physical dice a player typed do not fit the roll the rules ask for."""
