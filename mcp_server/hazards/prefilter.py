"""Which of the taxonomy's regexes can match a work order at all, decided by substring tests before any regex runs.

The matcher searches some 750 compiled regexes (cues, exclusions, everyday senses) over every clause of a work
order, and almost none of them match: that search was the largest part of `hazards_identify`'s own CPU. Every regex
here needs some literal words in any text it matches (`welding`; `hot` and `work`; `weld` or `braz`), so
`required_literals` reads them off the parsed pattern once, and `Prefilter` skips a regex whose literals appear
nowhere in the order's text. The test is exact by construction: a literal is only ever taken from a part of the
pattern that every match must contain (a mandatory literal run, every branch of an alternation, a repeat of at least
one), and a pattern the walk cannot vouch for (case-insensitive parts, no literal at all) is always searched. The
matcher's answers do not change, only how many regexes it runs.
"""

from __future__ import annotations

import re
import re._constants as sre
import re._parser as sre_parse
from collections.abc import Iterable

_ZERO_WIDTH = (sre.AT, sre.ASSERT, sre.ASSERT_NOT)
"""Items that consume no text: a literal run continues across them (`weld\\b` still contains `weld`)."""
_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT)


def _best(conjunction: list[frozenset[str]]) -> frozenset[str]:
    """One set of a conjunction (all are necessary): the one whose shortest literal is longest."""
    return max(conjunction, key=lambda s: (min(map(len, s)), -len(s)))


def _sequence(items: Iterable[tuple]) -> list[frozenset[str]]:
    """Sets of literals, each of which every match of this sequence meets (holds one of its literals); [] when none
    can be named."""
    needed: list[frozenset[str]] = []
    run: list[str] = []

    def close() -> None:
        if run:
            needed.append(frozenset({"".join(run)}))
            run.clear()

    for op, av in items:
        if op == sre.LITERAL:
            run.append(chr(av))
            continue
        if op in _ZERO_WIDTH:
            continue
        close()
        if op == sre.SUBPATTERN:
            _group, add_flags, _del_flags, sub = av
            if not add_flags & re.IGNORECASE:
                needed += _sequence(sub)
        elif op == sre.ATOMIC_GROUP:
            needed += _sequence(av)
        elif op == sre.BRANCH:
            branches = [_sequence(alt) for alt in av[1]]
            if all(branches):
                needed.append(frozenset().union(*(_best(b) for b in branches)))
        elif op in _REPEATS:
            low, _high, sub = av
            if low >= 1:
                needed += _sequence(sub)
    close()
    return needed


def required_literals(rx: re.Pattern[str]) -> tuple[frozenset[str], ...] | None:
    """Sets of literal strings such that any text `rx` finds a match in holds at least one literal of every set;
    None when nothing can be said (a case-insensitive pattern, bytes, or no mandatory literal), so the regex must
    always be searched."""
    if not isinstance(rx.pattern, str) or rx.flags & re.IGNORECASE:
        return None
    try:
        needed = _sequence(sre_parse.parse(rx.pattern, rx.flags))
    except (re.error, ValueError, TypeError):  # a construct this walk does not know: always search it
        return None
    return tuple(sorted(dict.fromkeys(needed), key=lambda s: -min(map(len, s)))) or None


class LiteralTable:
    """The required literals of a fixed set of regexes (a taxonomy's), read once when it loads, by `id` of the
    regex (a compiled pattern hashes its whole program; the table keeps the patterns, so their ids stay theirs)."""

    def __init__(self, regexes: Iterable[re.Pattern[str]]) -> None:
        self._regexes = {id(rx): rx for rx in regexes}
        self.needed = {key: required_literals(rx) for key, rx in self._regexes.items()}


class Prefilter:
    """For one work order: whether a regex of a `LiteralTable` can match any of its texts (joined with a NUL, which
    no literal holds), decided on first use and remembered. A regex outside the table is always searched."""

    def __init__(self, table: LiteralTable, texts: Iterable[str]) -> None:
        self._needed = table.needed
        self._text = "\x00".join(texts)
        self._seen: dict[int, bool] = {}

    def may_match(self, rx: re.Pattern[str]) -> bool:
        key = id(rx)
        seen = self._seen.get(key)
        if seen is None:
            seen = self._seen[key] = self._holds(self._needed.get(key))
        return seen

    def _holds(self, needed: tuple[frozenset[str], ...] | None) -> bool:
        if needed is None:
            return True
        text = self._text
        for one in needed:
            for lit in one:
                if lit in text:
                    break
            else:
                return False
        return True

    def keep(self, rxs: list[re.Pattern[str]]) -> list[re.Pattern[str]]:
        """The regexes of `rxs` that can match, in their order."""
        return [rx for rx in rxs if self.may_match(rx)]
