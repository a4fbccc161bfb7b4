"""The rulebook's text matching, named once for both sides of the seam.

The tool server's rules engine and the agent client's permit guards compare control, PPE and sign-off texts with the
rulebook's; they must agree on what counts as the same text, so both call this one function.
"""

from __future__ import annotations

import re
from functools import lru_cache

_DE_ENERGI = re.compile(r"\bde[\s-]+energi")
_NOT_WORD = re.compile(r"[^0-9a-z%]+")


@lru_cache(maxsize=8192)
def normalize(text: str) -> str:
    """Case, punctuation and spacing never decide a match; 'de-energized' must not read as 'energized'.

    Memoised (a pure function of the text): a permit check compares the same rule texts and permit items hundreds of
    times (it was most of rules_evaluate's CPU, BENCHMARKS.md issue 16 round 3), and building a permit compares each
    item with every item already on it."""
    lowered = _DE_ENERGI.sub("deenergi", text.lower())
    return " ".join(_NOT_WORD.sub(" ", lowered).split())
