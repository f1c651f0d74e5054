"""The one error type storage raises for a file it cannot use.

Like the rules' GameError, a SaveError carries two forms of one sentence: the
English message (`str(error)`, for the command line and the log) and a
message `key` with `params` in the `storage` message domain, so a screen can
say it in the player's language (`error.translated()`).
"""

from __future__ import annotations

from typing import Any

# Storage quotes file contents with the same clip as the rules quote move texts.
from reflectgames.core.validation import clip

__all__ = ["Params", "SaveError", "clip", "translate"]

# Parameter values are kept as plain text or numbers: they are formatted into
# messages, stored in the save index and compared in tests.
Params = dict[str, "str | int"]


class SaveError(ValueError):
    """A save or data file that cannot be used; the message is one readable sentence."""

    def __init__(
        self,
        message: str,
        key: str | None = None,
        *,
        cause: BaseException | None = None,
        **params: str | int,
    ) -> None:
        # Callers show this in a status line or a terminal: keep it on one line.
        super().__init__(" ".join(str(message).split()))
        self.key = key
        self.params: Params = dict(params)
        # A refusal by the rules (GameError) inside this error, translated with it when it has a key.
        self.cause_key: str | None = getattr(cause, "key", None)
        self.cause_params: dict[str, Any] = dict(getattr(cause, "params", None) or {})

    def translated(self) -> str:
        """The message in the player's language (English text when no translation exists)."""
        return translate(self.key, self.params, str(self), self.cause_key, self.cause_params)


def translate(
    key: str | None,
    params: Params,
    fallback: str,
    cause_key: str | None = None,
    cause_params: dict[str, Any] | None = None,
) -> str:
    """`key` formatted with `params` in the current language, or `fallback` when it has no text.

    A `detail` parameter (the rules' own explanation) is replaced by its
    translation when the rules gave it a key.
    """
    # Imported here: storage stays importable before the catalogs are needed.
    from reflectgames.i18n import has_key, t

    if key is None or not has_key(key):
        return fallback
    values: dict[str, Any] = dict(params)
    if cause_key is not None and has_key(cause_key) and "detail" in values:
        values["detail"] = t(cause_key, **(cause_params or {}))
    text = t(key, **values)
    more = values.get("more")
    if isinstance(more, int) and more > 0:
        text += " " + t("storage.more_problems", count=more)
    return " ".join(text.split())

