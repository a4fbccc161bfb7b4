"""The client's side of the Shield (seed 003): what reaches a prompt or leaves the client is screened first.

- `screen_record` runs `guardrails.screen` over every string of a work order, RAG hit or user message: flagged
  sentences become the guardrails MARKER, personal data `[REDACTED:KIND]`; each flagged field becomes a
  GuardrailFlag (rule explanations only, never the text) and each redaction a count by kind.
- `prompt_block` renders such a record for an LLM prompt: screened, then quoted as data under a label.
- `redact_output` strips personal data from what the client returns (RunResult, run record, error bodies).

The deterministic rules never see the screened copies: hazards and rule checks read the work order as fetched,
and nothing in its text can change a permit or a validation status.
"""

from __future__ import annotations

import json
import threading
from collections import Counter, OrderedDict
from typing import Any

from agent_client.schemas import GuardrailFlag
from guardrails import GuardrailsInput, quote_as_data, redact, redact_obj, screen
from guardrails.pii import FIELD_KINDS, field_key, marker
from guardrails.semantic import rules_only_active

MAX_SCREENED_CHARS = 20_000
"""Longer strings are cut before screening; no work-order field or snippet legitimately comes near it."""
STRUCTURAL = frozenset({"id", "workOrderId", "permitId", "latitude", "longitude", "timeWindow", "site", "area"})


SCREEN_CACHE_SIZE = 4096
"""Screened strings kept by text (and screening mode): a work order's text is screened where it enters, and the
same text met again (in a prompt, in tool arguments for the run record) costs a dictionary look-up."""
_SCREENED: OrderedDict[tuple[str, bool], Any] = OrderedDict()
_SCREENED_LOCK = threading.Lock()


def screen_text(text: str) -> Any:
    """`guardrails.screen` of one string, memoised by text: screening is a pure function of text and mode."""
    key = (text[:MAX_SCREENED_CHARS], rules_only_active())
    with _SCREENED_LOCK:
        found = _SCREENED.get(key)
        if found is not None:
            _SCREENED.move_to_end(key)
            return found
    out = screen(GuardrailsInput(content=key[0], check_type="input_validation"))
    with _SCREENED_LOCK:
        _SCREENED[key] = out
        while len(_SCREENED) > SCREEN_CACHE_SIZE:
            _SCREENED.popitem(last=False)
    return out


class Screened:
    """A screened copy of a record plus what screening found."""

    def __init__(self, data: Any, flags: list[GuardrailFlag], redactions: Counter[str]) -> None:
        self.data = data
        self.flags = flags
        self.redactions = redactions


def screen_record(value: Any, field: str) -> Screened:
    """Screen every string inside `value` (dict/list/str); `field` names the record in the flags."""
    flags: list[GuardrailFlag] = []
    redactions: Counter[str] = Counter()

    def walk(item: Any, path: str) -> Any:
        if isinstance(item, str):
            out = screen_text(item)
            redactions.update(r.kind for r in out.redactions)
            if not out.is_safe:
                flags.append(
                    GuardrailFlag(
                        field=path,
                        is_safe=False,
                        risk_category=out.risk_category or "injection",
                        reasoning=out.reasoning,
                    )
                )
            return out.sanitized_content
        if isinstance(item, dict):
            result: dict[Any, Any] = {}
            for key, sub in item.items():
                kind = FIELD_KINDS.get(field_key(str(key)))
                if kind is not None and isinstance(sub, str) and sub.strip():
                    result[key] = marker(kind)
                    redactions[kind] += 1
                elif key in STRUCTURAL:
                    result[key] = sub
                else:
                    result[key] = walk(sub, f"{path}/{key}")
            return result
        if isinstance(item, list | tuple):
            return [walk(sub, f"{path}/{i}") for i, sub in enumerate(item)]
        return item

    return Screened(walk(value, field), flags, redactions)


def prompt_block(label: str, value: Any, field: str) -> str:
    """A prompt section holding `value` screened and quoted as data, so no text in it reads as an instruction."""
    screened = screen_record(value, field).data
    return quote_as_data(json.dumps(screened, separators=(",", ":"), default=str, ensure_ascii=False), label=label)


def redact_output(value: Any) -> tuple[Any, Counter[str]]:
    """`value` with personal data redacted (by pattern and by field name); counts by kind, never the values."""
    if isinstance(value, str):
        result = redact(value)
        return result.text, Counter(r.kind for r in result.redactions)
    data, found = redact_obj(value)
    return data, Counter(r.kind for r in found)


def user_message_text(parts: list[Any]) -> str:
    return " ".join(getattr(p, "text", None) or "" for p in parts).strip()
