"""PII redaction for work orders, incident reports and chat text.

Only values that look like personal data in context are redacted: e-mail, phone numbers, labelled employee/badge
numbers, national ids, and person names where the record marks them (a `reported_by` field, "reported by Priya
Nair", "contact J. Marsh", "Mr. X"). Equipment tags, permit/work-order/incident ids, dates, ratings and line numbers
are left alone. Redaction records keep the kind, position and length of a value, never the value itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from pydantic import BaseModel, Field

from guardrails.models import PiiKind, Redaction


@dataclass(frozen=True)
class _Pattern:
    kind: PiiKind
    rule_id: str
    regex: re.Pattern[str]
    min_digits: int = 0
    max_digits: int = 99


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _p(kind: PiiKind, rule_id: str, pattern: str, min_digits: int = 0, max_digits: int = 99) -> _Pattern:
    return _Pattern(kind, rule_id, re.compile(pattern), min_digits, max_digits)


EXT = r"(?:\s*,?\s*(?i:ext|extn|extension|x)\.?\s*\d{2,6})?"
WORD = r"(?:[A-Z]'[A-Z][a-z]+|[A-Z][a-z]+(?:-[A-Z][a-z]+)?)"
PARTICLE = r"(?:van|der|de|den|von|da|di|du|le|la|ten|ter|bin|al|del)"
FULL_NAME = rf"{WORD}(?:(?:\s+{PARTICLE})*\s+{WORD}){{0,2}}"
INITIALS_NAME = rf"(?:[A-Z]\.\s?){{1,2}}(?:{PARTICLE}\s+)*{WORD}"
TITLE = r"\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sgt|Capt|Insp)\.?\s+"
AGENT_CUE = (
    r"(?i:\b(?:reported|raised|submitted|requested|prepared|checked|approved|signed|issued|witnessed|taken|found"
    r"|completed|authori[sz]ed|verified|logged|received|reviewed)\s+by|\bcontact(?:\s+person)?|\battn\.?"
    r"|\battention|\bask\s+for|\bspeak\s+to|\bcall)"
)
ROLE_CUE = (
    r"(?i:\b(?:supervisor|attendant|operator|fitter|electrician|scaffolder|foreman|inspector|witness|planner|engineer"
    r"|technician|rigger|welder|entrant|first\s+aider|banksman|contractor\s+rep|permit\s+holder|area\s+authority"
    r"|issuer|requester|holder|reporter|manager|lead|warden|coordinator|officer|superintendent|rpo))(?:\s+on\s+duty)?"
)
LABEL_TAIL = r"\s*(?::\s*|,\s*|\s)(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sgt|Capt)\.?\s+)?"

# Capitalised words that follow the cues above but name a place, team or thing, not a person.
NOT_A_NAME = _words(
    "operations maintenance control room shift site area plant terminal security safety fire emergency team crew "
    "the a an hse office permit desk department gate gatehouse supervisor operator contractor vendor night day "
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august "
    "september october november december bayport botlek kandla refinery chemicals storage tank farm unit jetty "
    "engineering planning production dcs radio channel substation workshop warehouse lab laboratory ops it check "
    "confirm ensure isolate open close stop start test verify record note use wear keep"
)

PATTERNS: tuple[_Pattern, ...] = (
    _p("EMAIL", "pii.email",
       r"(?<![\w.+%-])[A-Za-z0-9][A-Za-z0-9._%+-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b"),
    _p("PHONE", "pii.phone_labelled",
       r"(?i:\b(?:phone|tel(?:ephone)?|mobile|mob|cell|whatsapp|fax)\b)\.?\s*(?i:no\.?|number|#)?\s*[:=#]?\s*"
       r"(?P<v>\+?\(?\d[\d\s().-]{5,18}\d" + EXT + r")(?![\w-])", 7, 15),
    _p("PHONE", "pii.phone_intl", r"(?<![\w+])\+\d{1,3}(?:[\s.-]?\(?\d{1,5}\)?){1,5}" + EXT + r"(?![\w-])", 8, 15),
    _p("PHONE", "pii.phone_us", r"(?<![\w.-])(?:\(\d{3}\)\s?|\d{3}[-.\s])\d{3}[-.]\d{4}" + EXT + r"(?![\w-])", 10, 10),
    _p("PHONE", "pii.phone_in_mobile", r"(?<![\w.-])(?:\+91[\s-]?|0)?[6-9]\d{4}[\s-]\d{5}(?![\w-])", 10, 12),
    _p("PHONE", "pii.phone_landline", r"(?<![\w.-])0\d{1,4}[\s-]\d{3,4}[\s-]?\d{4}(?!\w|-|\.\d)", 9, 12),
    _p("PHONE", "pii.phone_ext", r"(?i:\b(?:ext|extn|extension)\b)\.?\s*\d{3,6}\b"),
    _p("EMPLOYEE_ID", "pii.employee_id",
       r"(?i:\b(?:employee|emp|staff|badge|personnel|worker|payroll)\b)\s*(?i:id|no|number|num|nr|#)?\.?\s*"
       r"(?:#|:|(?i:no)\.?)?\s*(?P<v>(?:[A-Z]{1,3}-?)?\d{3,8}(?:-[A-Z])?)\b"),
    _p("NATIONAL_ID", "pii.ssn", r"(?<![\w-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\w-])"),
    _p("NATIONAL_ID", "pii.ssn_labelled",
       r"(?i:\b(?:ssn|social\s+security(?:\s+(?:no|number))?))\.?\s*[:#]?\s*(?P<v>\d{9}|\d{3}[\s-]\d{2}[\s-]\d{4})\b"),
    _p("NATIONAL_ID", "pii.aadhaar", r"(?<![\w.-])[2-9]\d{3}[\s-]\d{4}[\s-]\d{4}(?!\w|-|\.\d)"),
    _p("NATIONAL_ID", "pii.uk_ni",
       r"\b(?!BG|GB|NK|KN|TN|NT|ZZ)(?:QQ|[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z])\s?\d{2}\s?\d{2}\s?\d{2}\s?[A-D]\b"),
    _p("NATIONAL_ID", "pii.bsn",
       r"(?i:\b(?:bsn|burgerservicenummer|sofi-?nummer)\b)\s*(?i:nr|no|number|nummer)?\.?\s*[:#]?\s*"
       r"(?P<v>\d{9}|\d{4}\.\d{2}\.\d{3}|\d{3}[ .]\d{3}[ .]\d{3})\b"),
    _p("PERSON", "pii.name_title", rf"{TITLE}(?P<v>{INITIALS_NAME}|{FULL_NAME})"),
    _p("PERSON", "pii.name_after_cue", rf"{AGENT_CUE}{LABEL_TAIL}(?P<v>{INITIALS_NAME}|{FULL_NAME})"),
    _p("PERSON", "pii.name_after_role",
       rf"{ROLE_CUE}{LABEL_TAIL}(?P<v>{INITIALS_NAME}|{WORD}(?:\s+{PARTICLE})*\s+{WORD})"),
)  # fmt: skip

_AADHAAR_HINT = re.compile(r"(?i)\b(?:aadhaa?r|aadhar|uidai|uid)\b")
_VERHOEFF_D = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 2, 3, 4, 0, 6, 7, 8, 9, 5), (2, 3, 4, 0, 1, 7, 8, 9, 5, 6),
    (3, 4, 0, 1, 2, 8, 9, 5, 6, 7), (4, 0, 1, 2, 3, 9, 5, 6, 7, 8), (5, 9, 8, 7, 6, 0, 4, 3, 2, 1),
    (6, 5, 9, 8, 7, 1, 0, 4, 3, 2), (7, 6, 5, 9, 8, 2, 1, 0, 4, 3), (8, 7, 6, 5, 9, 3, 2, 1, 0, 4),
    (9, 8, 7, 6, 5, 4, 3, 2, 1, 0),
)  # fmt: skip
_VERHOEFF_P = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 5, 7, 6, 2, 8, 3, 0, 9, 4), (5, 8, 0, 3, 7, 9, 6, 1, 4, 2),
    (8, 9, 1, 6, 0, 4, 3, 5, 2, 7), (9, 4, 5, 3, 1, 2, 6, 8, 7, 0), (4, 2, 8, 6, 5, 7, 3, 9, 0, 1),
    (2, 7, 9, 3, 8, 0, 6, 4, 1, 5), (7, 0, 4, 6, 9, 1, 3, 2, 5, 8),
)  # fmt: skip


def verhoeff_ok(digits: str) -> bool:
    """Aadhaar's check digit: lets an unlabelled 4-4-4 group be told apart from batch or order numbers."""
    check = 0
    for i, ch in enumerate(reversed(digits)):
        check = _VERHOEFF_D[check][_VERHOEFF_P[i % 8][int(ch)]]
    return check == 0


class PiiResult(BaseModel):
    text: str
    redactions: list[Redaction] = Field(default_factory=list)


def marker(kind: PiiKind) -> str:
    return f"[REDACTED:{kind}]"


def _accept(pattern: _Pattern, m: re.Match[str], value: str, text: str) -> bool:
    digits = sum(ch.isdigit() for ch in re.split(r"(?i)\s*,?\s*(?:ext|extn|extension|x)\.?\s*\d", value)[0])
    if pattern.min_digits and not pattern.min_digits <= digits <= pattern.max_digits:
        return False
    if pattern.rule_id == "pii.aadhaar":
        window = text[max(0, m.start() - 60) : m.end() + 60]
        return bool(_AADHAAR_HINT.search(window)) or verhoeff_ok(re.sub(r"\D", "", value))
    if pattern.kind == "PERSON":
        words = re.findall(r"[A-Za-z']+", value.lower())
        return not any(w.strip("'") in NOT_A_NAME for w in words)
    return True


PII_CACHE_SIZE = 8192
"""Texts whose PII spans are kept. Spans are a pure function of the text, and a run meets the same strings many
times: screened where they enter, then in every tool call's arguments and the result redacted for the run record
(about a sixth of the client's CPU per work order before this memo, BENCHMARKS.md issue 16)."""
PII_CACHED_CHARS = 4096
"""Longer texts are scanned every time, so the memo stays within a few tens of MB however long the texts it sees."""


def find_pii(text: str) -> list[tuple[int, int, PiiKind, str]]:
    """Non-overlapping (start, end, kind, rule_id) spans of PII in `text`, leftmost-longest first."""
    if len(text) > PII_CACHED_CHARS:
        return list(_pii_spans.__wrapped__(text))
    return list(_pii_spans(text))


@lru_cache(maxsize=PII_CACHE_SIZE)
def _pii_spans(text: str) -> tuple[tuple[int, int, PiiKind, str], ...]:
    hits: list[tuple[int, int, PiiKind, str]] = []
    for pattern in PATTERNS:
        for m in pattern.regex.finditer(text):
            group = "v" if "v" in pattern.regex.groupindex else 0
            start, end = m.span(group)
            value = text[start:end].rstrip(" .-(")
            if value.endswith(")") and value.count(")") > value.count("("):
                value = value[:-1].rstrip(" .-")
            end = start + len(value)
            if value and _accept(pattern, m, value, text):
                hits.append((start, end, pattern.kind, pattern.rule_id))
    hits.sort(key=lambda h: (h[0], -(h[1] - h[0])))
    chosen: list[tuple[int, int, PiiKind, str]] = []
    for hit in hits:
        if not chosen or hit[0] >= chosen[-1][1]:
            chosen.append(hit)
    return tuple(chosen)


def redact(text: str, path: str | None = None) -> PiiResult:
    """Replace each PII value with `[REDACTED:KIND]`; the records say where and how long, not what."""
    pieces: list[str] = []
    redactions: list[Redaction] = []
    last = 0
    for start, end, kind, rule_id in find_pii(text):
        pieces.append(text[last:start])
        pieces.append(marker(kind))
        redactions.append(
            Redaction(
                kind=kind,
                rule_id=rule_id,
                span=(start, end),
                original_length=end - start,
                replacement=marker(kind),
                path=path,
            )
        )
        last = end
    pieces.append(text[last:])
    return PiiResult(text="".join(pieces), redactions=redactions)


_NOT_LOWER = re.compile(r"[^a-z]")


@lru_cache(maxsize=4096)
def field_key(name: str) -> str:
    """Normalised field name: `reported_by`, `reportedBy` and `Reported-By` all become `reportedby` (memoised: a
    record walk meets the same few dozen keys thousands of times)."""
    return _NOT_LOWER.sub("", name.lower())


# Field names whose whole (string) value is personal data, whatever it looks like.
FIELD_KINDS: dict[str, PiiKind] = {
    **dict.fromkeys(
        _words(
            "reportedby reporter raisedby requestedby requester submittedby approvedby issuedby signedby "
            "witnessedby contact contactname contactperson supervisor supervisorname witness author ownername "
            "fullname personname employeename firstname lastname surname attendantname operatorname"
        ),
        "PERSON",
    ),
    **dict.fromkeys(
        _words("email emailaddress mail contactemail"),
        "EMAIL",
    ),
    **dict.fromkeys(
        _words("phone phonenumber telephone tel mobile mobilenumber cell contactphone"),
        "PHONE",
    ),
    **dict.fromkeys(
        _words("employeeid employeeno employeenumber empid badge badgeno badgeid badgenumber"),
        "EMPLOYEE_ID",
    ),
    **dict.fromkeys(
        _words("ssn aadhaar aadhar bsn nino nationalid nationalinsurancenumber"),
        "NATIONAL_ID",
    ),
}


def _plain(value: Any) -> bool:
    """A leaf `redact_obj` returns as it is: not a container, and not a string with PII in it."""
    if isinstance(value, str):
        return len(value) <= PII_CACHED_CHARS and not _pii_spans(value)
    return not isinstance(value, dict | list | tuple)


def redact_obj(obj: Any, path: str = "") -> tuple[Any, list[Redaction]]:
    """Redact every string inside dicts/lists/tuples; values of person/contact fields are redacted whole.

    Leaves without PII (most of a record) are copied without a call or a path of their own: the run record and the
    result are walked whole on every run."""
    if isinstance(obj, str):
        if len(obj) <= PII_CACHED_CHARS and not _pii_spans(obj):
            return obj, []  # most strings: no result to build (the spans are memoised, redact reuses them)
        result = redact(obj, path or None)
        return result.text, result.redactions
    if isinstance(obj, dict):
        out: dict[Any, Any] = {}
        found: list[Redaction] = []
        for key, value in obj.items():
            kind = FIELD_KINDS.get(field_key(str(key)))
            if kind is not None and isinstance(value, str) and value.strip():
                out[key] = marker(kind)
                found.append(
                    Redaction(
                        kind=kind,
                        rule_id="pii.field",
                        span=(0, len(value)),
                        original_length=len(value),
                        replacement=marker(kind),
                        path=f"{path}/{key}",
                    )
                )
                continue
            if _plain(value):
                out[key] = value
                continue
            out[key], sub = redact_obj(value, f"{path}/{key}")
            found.extend(sub)
        return out, found
    if isinstance(obj, list | tuple):
        items: list[Any] = []
        found = []
        for i, value in enumerate(obj):
            if _plain(value):
                items.append(value)
                continue
            new, sub = redact_obj(value, f"{path}/{i}")
            items.append(new)
            found.extend(sub)
        return (tuple(items) if isinstance(obj, tuple) else items), found
    return obj, []
