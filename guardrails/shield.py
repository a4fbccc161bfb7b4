"""The Shield (seed 003): one call that screens a request or a response for injection and PII.

`screen` takes a GuardrailsInput and returns a GuardrailsOutput whose `sanitized_content` is safe to forward: flagged
sentences are replaced by a marker and PII by `[REDACTED:KIND]`. `sanitize_record` does the same for every string of
a work order / incident dict. `failure_for` turns a blocked result into seed 003's AgentFailure.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from pydantic import BaseModel, Field

from common.failures import AgentFailure, ErrorCode
from guardrails.injection import MARKER, cut_spans, scan
from guardrails.models import GuardrailsInput, GuardrailsOutput, Redaction
from guardrails.pii import FIELD_KINDS, field_key, find_pii, marker, redact_obj
from guardrails.rules import RULES, THRESHOLD

AGENT_ID = "guardrails"
_WHY = {rule.id: rule.why for rule in RULES}


def _compose(
    text: str, cuts: list[tuple[int, int]], pii: list[tuple[int, int, Any, str]]
) -> tuple[str, list[Redaction]]:
    """Apply injection cuts and PII redactions in one pass over the original text (offsets stay original)."""
    edits: list[tuple[int, int, str, Redaction | None]] = [(s, e, MARKER, None) for s, e in cuts]
    for start, end, kind, rule_id in pii:
        if any(s <= start < e or s < end <= e for s, e in cuts):
            continue
        record = Redaction(
            kind=kind, rule_id=rule_id, span=(start, end), original_length=end - start, replacement=marker(kind)
        )
        edits.append((start, end, marker(kind), record))
    edits.sort(key=lambda edit: edit[0])
    pieces: list[str] = []
    last = 0
    for start, end, replacement, _ in edits:
        pieces.append(text[last:start])
        pieces.append(replacement)
        last = end
    pieces.append(text[last:])
    return "".join(pieces), [record for *_, record in edits if record is not None]


def screen(request: GuardrailsInput) -> GuardrailsOutput:
    """Screen content. Input: safe unless it carries an injection (PII is redacted and passed on). Output: PII too
    makes it unsafe, because a response that leaked personal data must be regenerated, not just trimmed."""
    content = request.content
    result = scan(content)
    sanitized, redactions = _compose(content, cut_spans(content, result), find_pii(content))
    reasons: list[str] = []
    if result.flagged:
        why = sorted({_WHY[f.rule_id] for f in result.findings})
        reasons.append(f"injection score {result.score} >= {THRESHOLD}: " + "; ".join(why))
    elif result.findings:
        reasons.append(f"weak injection signals below threshold ({result.score}): " + ", ".join(result.rule_ids))
    if redactions:
        counts = Counter(r.kind for r in redactions)
        reasons.append("redacted " + ", ".join(f"{n} {kind}" for kind, n in sorted(counts.items())))
    if result.flagged:
        category = result.category
    elif redactions:
        category = "pii"
    else:
        category = "none"
    is_safe = not result.flagged and not (request.check_type == "output_safety" and redactions)
    return GuardrailsOutput(
        is_safe=is_safe,
        sanitized_content=sanitized,
        risk_category=category,  # type: ignore[arg-type]
        reasoning="; ".join(reasons) or "no injection pattern and no PII found",
        score=result.score,
        findings=result.findings,
        redactions=redactions,
    )


def failure_for(request: GuardrailsInput, output: GuardrailsOutput, agent_id: str = AGENT_ID) -> AgentFailure | None:
    """The AgentFailure the orchestrator should get for a blocked result, or None when the content may pass.

    Details carry rule ids and counts only, never the offending text or PII.
    """
    if output.is_safe:
        return None
    rule_ids = sorted({f.rule_id for f in output.findings})
    if output.risk_category in ("injection", "malicious_code"):
        return AgentFailure.of(
            agent_id,
            ErrorCode.ERR_GUARDRAIL_INJECTION,
            f"{request.check_type}: possible prompt injection ({output.risk_category}, score {output.score})",
            rules=rule_ids,
            risk_category=output.risk_category,
        )
    kinds = Counter(r.kind for r in output.redactions)
    return AgentFailure.of(
        agent_id,
        ErrorCode.ERR_GUARDRAIL_UNSAFE,
        f"{request.check_type}: response contains personal data ({', '.join(sorted(kinds))})",
        redactions=dict(kinds),
    )


class SanitizedRecord(BaseModel):
    """A record after screening: strings neutralised and redacted, plus where injections were found."""

    data: Any
    flagged_fields: list[str] = Field(default_factory=list, description="paths of string fields that were flagged")
    redactions: list[Redaction] = Field(default_factory=list)

    @property
    def is_safe(self) -> bool:
        return not self.flagged_fields


def sanitize_record(obj: Any) -> SanitizedRecord:
    """Screen every string of a dict/list record (work order, incident row, chat payload)."""
    flagged: list[str] = []

    def walk(value: Any, path: str) -> Any:
        if isinstance(value, str):
            result = scan(value)
            if not result.flagged:
                return value
            flagged.append(path or "/")
            text, _ = _compose(value, cut_spans(value, result), [])
            return text
        if isinstance(value, dict):
            return {k: v if FIELD_KINDS.get(field_key(str(k))) else walk(v, f"{path}/{k}") for k, v in value.items()}
        if isinstance(value, list | tuple):
            items = [walk(v, f"{path}/{i}") for i, v in enumerate(value)]
            return tuple(items) if isinstance(value, tuple) else items
        return value

    cleaned = walk(obj, "")
    data, redactions = redact_obj(cleaned)
    return SanitizedRecord(data=data, flagged_fields=flagged, redactions=redactions)
