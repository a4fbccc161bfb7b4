"""PermitFlow's guardrails ("The Shield", seed 003): prompt-injection detection, PII redaction and the
GuardrailsInput/GuardrailsOutput contracts of a screen.

Pure Python with no imports from mcp_server/ or agent_client/, so both can depend on it.
"""

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from guardrails.injection import MARKER, detect, neutralise, quote_as_data, scan
    from guardrails.models import Finding, GuardrailsInput, GuardrailsOutput, Redaction
    from guardrails.pii import redact, redact_obj
    from guardrails.shield import failure_for, sanitize_record, screen

_HOMES = {
    "MARKER": "injection",
    "detect": "injection",
    "neutralise": "injection",
    "quote_as_data": "injection",
    "scan": "injection",
    "Finding": "models",
    "GuardrailsInput": "models",
    "GuardrailsOutput": "models",
    "Redaction": "models",
    "redact": "pii",
    "redact_obj": "pii",
    "failure_for": "shield",
    "sanitize_record": "shield",
    "screen": "shield",
}
"""Where each name lives: a submodule loads when one of its names is first used, so a process that needs only the
PII redaction (the tool server) does not compile the 69 injection rules and the confusables table at start-up."""


def __getattr__(name: str) -> Any:  # noqa: ANN401 - PEP 562: the package's names, loaded on first use
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'guardrails' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"guardrails.{home}"), name)
    globals()[name] = value
    return value


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
