"""The Shield's contracts (seed 003): what a screen is asked, what it answers, and what it found.

Lives outside both packages so each can import it without importing the other.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

RiskCategory = Literal["injection", "pii", "hate_speech", "malicious_code", "none"]
FindingKind = Literal["injection", "pii", "malicious_code"]
PiiKind = Literal["EMAIL", "PHONE", "EMPLOYEE_ID", "NATIONAL_ID", "PERSON"]


class Finding(BaseModel):
    """One thing a detector matched; `span` indexes the original content so callers can show or cut it."""

    kind: FindingKind
    rule_id: str = Field(description="stable id of the rule that fired, e.g. 'inj.ignore_instructions'")
    span: tuple[int, int] = Field(description="[start, end) character offsets in the original content")
    weight: float = Field(default=1.0, description="score this rule contributed (injection only)")
    via: str = Field(default="plain", description="text variant the rule matched on: plain, leet, base64, url, ...")


class Redaction(BaseModel):
    """Record of one redacted value. Never holds the value itself, only where it was and how long it was."""

    kind: PiiKind
    rule_id: str
    span: tuple[int, int] = Field(description="[start, end) offsets of the value in the string it was found in")
    original_length: int
    replacement: str = Field(description="the marker written instead, e.g. '[REDACTED:EMAIL]'")
    path: str | None = Field(default=None, description="JSON-pointer-like path when redacted inside an object")


class GuardrailsInput(BaseModel):
    content: str
    check_type: Literal["input_validation", "output_safety"] = "input_validation"
    metadata: dict[str, Any] | None = None


class GuardrailsOutput(BaseModel):
    is_safe: bool = Field(description="false when the ORIGINAL content carried an injection attempt or leaked PII")
    sanitized_content: str = Field(description="content with flagged spans neutralised and PII redacted")
    risk_category: RiskCategory | None = "none"
    reasoning: str
    score: float = Field(default=0.0, description="summed injection rule weights; flagged at >= 1.0")
    findings: list[Finding] = Field(default_factory=list)
    redactions: list[Redaction] = Field(default_factory=list)
