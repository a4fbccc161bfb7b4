"""PII redaction of the pydantic models a tool renders or returns (permits, validations, work-order context).

Identifiers, types and timestamps are structural and kept as they are; every other string goes through
`guardrails.redact_obj`. Only counts by kind are reported, never the values.
"""

from __future__ import annotations

from collections import Counter
from typing import TypeVar

from pydantic import BaseModel

from guardrails.pii import redact_obj

M = TypeVar("M", bound=BaseModel)
KEEP = frozenset(
    {"permitId", "type", "workOrderId", "id", "site", "area", "validFrom", "validTo", "timeWindow", "policyVersion",
     "validationStatus", "ruleId", "testedAt", "validityHours"}
)  # fmt: skip


def redact_model(model: M | None, counts: Counter[str]) -> M | None:
    """A copy of `model` with personal data replaced by [REDACTED:KIND]; adds what it replaced to `counts`."""
    if model is None:
        return None
    data = model.model_dump(mode="json")
    kept = {k: data.pop(k) for k in list(data) if k in KEEP}
    cleaned, found = redact_obj(data)
    if not found:
        return model
    counts.update(r.kind for r in found)
    return type(model).model_validate({**cleaned, **kept})
