"""Which of the taxonomy's regexes can match a work order at all, decided by substring tests before any regex runs.

The matcher searches some 750 compiled regexes (cues, exclusions, everyday senses) over every clause of a work
order, and almost none of them match: that search was the largest part of `hazards_identify`'s own CPU. Every regex
here needs some literal words in any text it matches (`welding`; `hot` and `work`; `weld` or `braz`), so
`required_literals` reads them off the parsed pattern once, and `Prefilter` skips a regex whose literals appear
nowhere in the order's text. The test is exact by construction: a literal is only ever taken from a part of the
pattern that every match must contain (a mandatory literal run, every branch of an alternation, a repeat of at least
one), and a pattern the walk cannot vouch for (case-insensitive parts, no literal at all) is always searched. The
matcher's answers do not change, only how many regexes it runs.

Which literals a work order holds is found in one pass (round 20): asking `lit in text` regex by regex cost about
1,700 Python-level tests per order, some 2 ms, a sixth of the taxonomy's CPU. `LiteralTable` compiles every literal
into one trie-shaped regex, searched at each position of the text in C (`findall` of a lookahead), which gives the
longest literal starting there; every literal is a prefix of the longest one starting where it starts, so the
literals a found one stands for (its prefixes) answer exactly which literals occur. The answer per regex is then a
subset test of its literal sets against the sets met.
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


def _trie_pattern(literals: Iterable[str]) -> str:
    """A regex matching, at a position, the longest of `literals` that starts there: the literals as a trie, each
    node an alternation of distinct characters (at most one can match, so nothing is tried twice), optional after a
    literal's end and greedy, so the match goes as deep as the text allows and stops at the last literal passed."""
    trie: dict = {}
    for lit in literals:
        node = trie
        for ch in lit:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict) -> str:
        alts = [re.escape(ch) + emit(sub) for ch, sub in sorted(node.items()) if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else f"(?:{'|'.join(alts)})"
        return f"(?:{body})?" if "" in node else body

    return emit(trie)


class LiteralTable:
    """The required literals of a fixed set of regexes (a taxonomy's), read once when it loads, by `id` of the
    regex (a compiled pattern hashes its whole program; the table keeps the patterns, so their ids stay theirs).

    For the one-pass test (`met`): each distinct literal set gets a number, each regex the numbers of its sets
    (`sets_of`), and each literal the numbers of the sets that any of its prefixes belongs to (`_met_by`)."""

    def __init__(self, regexes: Iterable[re.Pattern[str]]) -> None:
        self._regexes = {id(rx): rx for rx in regexes}
        self.needed = {key: required_literals(rx) for key, rx in self._regexes.items()}
        number: dict[frozenset[str], int] = {}
        self.sets_of = {
            key: frozenset(number.setdefault(one, len(number)) for one in needed)
            for key, needed in self.needed.items()
            if needed is not None
        }
        """Per regex with required literals, the numbers of its literal sets; a regex not here is always searched."""
        sets_with: dict[str, set[int]] = {}
        for one, n in number.items():
            for lit in one:
                sets_with.setdefault(lit, set()).add(n)
        self._met_by = {
            lit: frozenset().union(*(sets_with.get(lit[:k], ()) for k in range(1, len(lit) + 1))) for lit in sets_with
        }
        self._finder = re.compile(f"(?=({_trie_pattern(sets_with)}))") if sets_with else None

    def met(self, text: str) -> set[int]:
        """The numbers of the literal sets one of whose literals occurs in `text`."""
        if self._finder is None:
            return set()
        return set().union(*map(self._met_by.__getitem__, set(self._finder.findall(text))))


class Prefilter:
    """For one work order: whether a regex of a `LiteralTable` can match any of its texts (joined with a NUL, which
    no literal holds): every one of its literal sets is met in the text. A regex outside the table is always
    searched."""

    def __init__(self, table: LiteralTable, texts: Iterable[str]) -> None:
        self._sets_of = table.sets_of
        self._met = table.met("\x00".join(texts))

    def may_match(self, rx: re.Pattern[str]) -> bool:
        sets = self._sets_of.get(id(rx))
        return sets is None or sets <= self._met

    def keep(self, rxs: list[re.Pattern[str]]) -> list[re.Pattern[str]]:
        """The regexes of `rxs` that can match, in their order."""
        sets_of, met = self._sets_of, self._met
        return [rx for rx in rxs if (sets := sets_of.get(id(rx))) is None or sets <= met]
