"""One pass over a JSON text before it is parsed: how deep it nests, whether it was cut short.

The scan is linear in the size of the text whatever the text holds. A
regular expression for string literals looks linear but is not: on an
unclosed string of escaped quotes it restarts at every quote and the work
grows with the square of the size (a 60 KB file took half a minute, a 1 MB
one would take hours). Here a single regex finds only the characters that
matter (quotes, backslash pairs, brackets), each exactly once, and a small
state machine walks them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# A backslash and the character it escapes are one token, so an escaped quote
# never ends a string; every other token is one structural character.
_TOKENS = re.compile(r'\\.|["\[\]{}]', re.DOTALL)


@dataclass(frozen=True)
class Scan:
    """What the scan found about a JSON text."""

    deepest: int  # deepest bracket nesting outside string literals
    in_string: bool  # the text ends inside a string literal
    open_brackets: int  # brackets opened and never closed (negative: more closed than opened)

    @property
    def cut_short(self) -> bool:
        """The text ends inside a string or with brackets still open: probably truncated."""
        return self.in_string or self.open_brackets > 0


def scan(text: str) -> Scan:
    """Scan `text` once; O(len(text)) time and O(1) extra memory beyond the token iterator."""
    depth = deepest = 0
    in_string = False
    for token in _TOKENS.finditer(text):
        char = token.group()
        if in_string:
            if char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
        # A backslash pair outside a string is invalid JSON; the parser says so.
    return Scan(deepest, in_string, depth)
