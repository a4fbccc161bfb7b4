"""The `rules` engine's planner: a deterministic parser from a reviewer's message to `Change`s.

Understands, per clause: "add a second fire watch", "add PPE: face shield", "add Area Authority sign-off",
"attach the lift plan", "remove the fire watch", "extend to 12 hours", "shorten the hot work permit to 6 hours",
"add confined space entry" / "add a hot work permit". Clauses without such a verb ("this is inside the vessel")
are context and change nothing. Whether a change is allowed is not decided here but by the rulebook.
"""

from __future__ import annotations

import re

from agent_client.review.models import Change, ChangeRequest, ItemField

# The rulebook's nine permit types (policy_load is the authority; these are the words people use for them).
PERMIT_TYPE_WORDS: dict[str, str] = {
    "hot work": "Hot Work",
    "hot-work": "Hot Work",
    "confined space entry": "Confined Space Entry",
    "confined space": "Confined Space Entry",
    "confined-space entry": "Confined Space Entry",
    "cse": "Confined Space Entry",
    "excavation": "Excavation",
    "electrical/loto": "Electrical/LOTO",
    "electrical": "Electrical/LOTO",
    "loto": "Electrical/LOTO",
    "lockout": "Electrical/LOTO",
    "lock-out": "Electrical/LOTO",
    "working at height": "Working at Height",
    "work at height": "Working at Height",
    "cold work": "Cold Work",
    "lifting": "Lifting",
    "radiography": "Radiography",
    "vehicle entry": "Vehicle Entry",
}
_TYPE_ALTERNATION = "|".join(re.escape(w) for w in sorted(PERMIT_TYPE_WORDS, key=len, reverse=True))
VERBS = r"add|include|attach|remove|delete|drop|extend|shorten|reduce|increase|set|make|change|limit"
SENTENCES = re.compile(r"(?:(?<!\d)\.|\.(?!\d)|[;!?\n])+")
"""Sentence ends; a point between digits ("2.5 µSv/h") is a decimal point, not the end of a sentence."""
SEPARATORS = r"(?:,|\band\b|\bthen\b|\balso\b|\bbut\b|\bhowever\b|\bso\b)"
CLAUSES = re.compile(rf"{SEPARATORS}\s*(?=(?:please\s+|also\s+)?(?:{VERBS})\b)", re.IGNORECASE)
VERB = re.compile(rf"^\s*(?:please\s+|also\s+|can you\s+|could you\s+)?({VERBS})\b\s*", re.IGNORECASE)
HOURS = re.compile(r"\b(?:to|for|at)\s+(\d{1,3})\s*(?:h|hrs?|hours?)\b", re.IGNORECASE)
SCOPE = re.compile(
    rf"\b(?:to|on|in|for|from|of)\s+(?:the\s+)?({_TYPE_ALTERNATION})(?:\s+permits?)?\b|\b({_TYPE_ALTERNATION})\s+permits?\b",
    re.IGNORECASE,
)
PERMIT_ITEM = re.compile(rf"^(?:an?\s+|the\s+|new\s+)*({_TYPE_ALTERNATION})(?:\s+permit)?$", re.IGNORECASE)
FIELD_PREFIX = re.compile(
    r"^(ppe|controls?|sign-?offs?|sign-?off roles?|attachments?)\s*:\s*|\b(?:to|as|in)\s+(?:the\s+)?"
    r"(ppe|controls?|sign-?offs?|sign-?off roles?|attachments?)\b",
    re.IGNORECASE,
)
SIGNOFF_WORDS = re.compile(r"\b(?:as\s+(?:an?\s+)?)?(?:sign-?off(?:\s+roles?)?|signature|approver)\b", re.IGNORECASE)
ARTICLES = re.compile(r"^(?:an?|the|please)\s+", re.IGNORECASE)
ITEM_SPLIT = re.compile(r"\s*,(?!\d)\s*|\s+and\s+", re.IGNORECASE)
CONTINUATION = re.compile(
    r"^(?:kept|keep|held|maintained|measured|monitored|checked|recorded|logged|limited|below|above|under|over|"
    r"at|within|less|more|not|no|up|down|to|from|every|each|per|then|repeated|\d)\b",
    re.IGNORECASE,
)
"""Words that continue the previous item rather than start a new one: "dose rate measured and kept below 2.5 µSv/h"
is one control with its figure, not "Dose rate measured" and "Kept below 2"."""


def _field(word: str) -> ItemField:
    word = word.lower()
    if word == "ppe":
        return "ppe"
    if word.startswith("sign"):
        return "signOffRoles"
    if word.startswith("attach"):
        return "attachmentsRequired"
    return "controls"


def _clean(item: str) -> str:
    item = item.strip(" .:,'\"")
    while ARTICLES.match(item):
        item = ARTICLES.sub("", item, count=1)
    item = re.sub(r"\s+please$", "", item, flags=re.IGNORECASE).strip(" .:,")
    return item[:1].upper() + item[1:] if item else item


def _scope(clause: str) -> tuple[list[str], str]:
    """Permit types the clause names as its target, and the clause without those words."""
    types: list[str] = []
    for match in SCOPE.finditer(clause):
        word = (match.group(1) or match.group(2)).lower()
        types.append(PERMIT_TYPE_WORDS[word])
    return list(dict.fromkeys(types)), SCOPE.sub(" ", clause)


def _items(verb: str, rest: str, text: str) -> list[Change]:
    op = "remove_item" if verb in ("remove", "delete", "drop") else "add_item"
    field: ItemField | None = "attachmentsRequired" if verb == "attach" else None
    prefix = FIELD_PREFIX.search(rest)
    if prefix:
        field = _field(prefix.group(1) or prefix.group(2))
        rest = FIELD_PREFIX.sub(" ", rest, count=1)
    if SIGNOFF_WORDS.search(rest):
        field = "signOffRoles"
        rest = SIGNOFF_WORDS.sub(" ", rest)
    if op == "add_item" and field is None:
        field = "controls"
    types, rest = _scope(rest)
    changes = []
    for raw in _item_parts(rest):
        item = _clean(re.sub(r"\s+", " ", raw))
        if item:
            changes.append(Change(op=op, field=field, item=item, permitTypes=types, text=text))
    return changes


def _item_parts(rest: str) -> list[str]:
    """The items of a list ("a, b and c"); a part that continues the one before (CONTINUATION) is joined back to
    it with the words that separated them, so figures and their conditions stay whole."""
    parts: list[str] = []
    pos = 0
    for sep in ITEM_SPLIT.finditer(rest):
        parts.append(rest[pos : sep.start()])
        parts.append(sep.group(0))
        pos = sep.end()
    parts.append(rest[pos:])
    items: list[str] = []
    for i in range(0, len(parts), 2):
        text = parts[i]
        if items and CONTINUATION.match(text.strip()):
            items[-1] += parts[i - 1] + text
        else:
            items.append(text)
    return items


def parse_clause(clause: str) -> list[Change]:
    text = clause.strip(" ,")
    verb_match = VERB.match(text)
    if not verb_match:
        return []
    verb = verb_match.group(1).lower()
    rest = text[verb_match.end() :]
    hours = HOURS.search(rest)
    if hours and verb not in ("remove", "delete", "drop", "attach"):
        types, _ = _scope(rest[: hours.start()])
        return [Change(op="set_validity", hours=int(hours.group(1)), permitTypes=types, text=text)]
    if verb in ("add", "include"):
        permit = PERMIT_ITEM.match(_clean(rest).strip())
        if permit:
            return [Change(op="add_permit", permitType=PERMIT_TYPE_WORDS[permit.group(1).lower()], text=text)]
    if verb in ("add", "include", "attach", "remove", "delete", "drop"):
        return _items(verb, rest, text)
    return []


def parse_changes(message: str) -> ChangeRequest:
    changes: list[Change] = []
    for sentence in SENTENCES.split(message):
        for clause in CLAUSES.split(sentence):
            changes.extend(parse_clause(clause))
    note = (
        ""
        if changes
        else (
            "I found no change I can make in your message. Ask e.g. 'add a second fire watch', 'add PPE: face shield', "
            "'remove <item>', 'extend the hot work permit to 12 hours' or 'add a confined space entry permit'."
        )
    )
    return ChangeRequest(changes=changes, note=note)
