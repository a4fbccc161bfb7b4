"""PermitFlow's guardrails ("The Shield", seed 003): prompt-injection detection, PII redaction and the
GuardrailsInput/GuardrailsOutput contracts of a screen.

Pure Python with no imports from mcp_server/ or agent_client/, so both can depend on it.
"""

from guardrails.injection import MARKER, detect, neutralise, quote_as_data, scan
from guardrails.models import (
    Finding,
    GuardrailsInput,
    GuardrailsOutput,
    Redaction,
)
from guardrails.pii import redact, redact_obj
from guardrails.shield import failure_for, sanitize_record, screen

__all__ = [
    "MARKER",
    "Finding",
    "GuardrailsInput",
    "GuardrailsOutput",
    "Redaction",
    "detect",
    "failure_for",
    "neutralise",
    "quote_as_data",
    "redact",
    "redact_obj",
    "sanitize_record",
    "scan",
    "screen",
]
