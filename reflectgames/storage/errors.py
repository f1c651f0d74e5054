"""The one error type storage raises for a file it cannot use."""

from __future__ import annotations


class SaveError(ValueError):
    """A save or data file that cannot be used; the message is one readable sentence."""

    def __init__(self, message: str) -> None:
        # Callers show this in a status line or a terminal: keep it on one line.
        super().__init__(" ".join(str(message).split()))


def clip(text: object, limit: int = 40) -> str:
    """A short, printable version of a value taken from a file, for messages.

    Tampered files can hold anything (control characters, megabytes of text);
    messages quote only a trimmed, single-line excerpt.
    """
    raw = str(text)
    printable = "".join(ch if ch.isprintable() else "?" for ch in raw[: limit + 1])
    return printable if len(raw) <= limit else printable[:limit] + "..."
