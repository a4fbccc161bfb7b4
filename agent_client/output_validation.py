"""Tool results checked against their output schemas by a Rust validator first: the same verdicts, less client CPU.

Why: the mcp SDK's `ClientSession` re-validates every tool result's `structuredContent` against the tool's output
schema with `jsonschema`, in pure Python, at a few microseconds per node. `policy_load`'s 12 kB answer has about
470 nodes, so its validation cost several times the whole round trip of an echo of the same size (issue 16:
policy_load 4.1x the echo over stdio). `jsonschema_rs` (a Rust validator, already pinned) gives the verdict on the
same value in about a hundredth of that time.

How: `install()` wraps `ClientSession._output_schema_validator`, the one place every MCP session of this process
gets its compiled validator from (ADK's McpToolset sessions, and `mcp.Client` in the board and the benchmarks).
The SDK still compiles, checks and caches its own `jsonschema` validator for the tool; the wrapper puts a
`jsonschema_rs` validator for the same schema and draft in front of it:
- a result the Rust validator accepts yields no errors (the fast path, every valid result);
- anything else (a result it rejects, a value or schema it cannot take) goes to the SDK's `jsonschema` validator,
  whose verdict stands and whose `best_match` error is the message the caller sees, word for word.
So the verdicts can differ only where `jsonschema_rs` accepts a value that `jsonschema` rejects;
tests/client/test_output_validation.py checks on real results of every tool family and hundreds of one-node
mutations each that the two accept and reject the same values. Formats are not asserted on either side (the SDK
passes no format checker), and the Rust validator fetches nothing (`offline`), as the SDK resolves `$ref`s only
within the schema.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Any

log = logging.getLogger(__name__)

_DRAFTS = {
    "https://json-schema.org/draft/2020-12/schema": "Draft202012Validator",
    "https://json-schema.org/draft/2019-09/schema": "Draft201909Validator",
    "http://json-schema.org/draft-07/schema#": "Draft7Validator",
    "http://json-schema.org/draft-06/schema#": "Draft6Validator",
    "http://json-schema.org/draft-04/schema#": "Draft4Validator",
}
"""The SDK's jsonschema validator class (by its metaschema id) → the jsonschema_rs class of the same draft."""


class FastFirstValidator:
    """The SDK's compiled `jsonschema` validator behind a `jsonschema_rs` one for the same schema and draft."""

    def __init__(self, slow: Any, fast: Any) -> None:  # noqa: ANN401 - jsonschema's and jsonschema_rs's validators
        self.slow = slow
        self.fast = fast
        self.schema = slow.schema

    def iter_errors(self, instance: Any) -> Iterator[Any]:  # noqa: ANN401 - any JSON value
        try:
            if self.fast.is_valid(instance):
                return iter(())
        except Exception:  # noqa: BLE001 - a value the Rust side cannot take: jsonschema decides, as before
            log.debug("jsonschema_rs could not judge a value; jsonschema decides", exc_info=True)
        return self.slow.iter_errors(instance)

    def is_valid(self, instance: Any) -> bool:  # noqa: ANN401
        return next(self.iter_errors(instance), None) is None


def fast_validator_for(slow: Any) -> Any:  # noqa: ANN401 - jsonschema's validator in, a validator out
    """`slow` (a compiled jsonschema validator) with a jsonschema_rs validator in front, or `slow` itself when
    jsonschema_rs does not take the schema or its draft."""
    import jsonschema_rs

    meta = getattr(slow, "META_SCHEMA", None) or {}
    name = _DRAFTS.get(str(meta.get("$id") or meta.get("id") or ""))
    if name is None:
        return slow
    try:
        fast = getattr(jsonschema_rs, name)(slow.schema, validate_formats=False, offline=True)
    except Exception:  # noqa: BLE001 - a schema the Rust side refuses is judged by jsonschema alone, as before
        log.debug("jsonschema_rs refused an output schema; jsonschema alone validates it", exc_info=True)
        return slow
    return FastFirstValidator(slow, fast)


def install() -> None:
    """Give every MCP client session of this process the fast-first output validator (idempotent)."""
    from mcp.client.session import ClientSession

    original = ClientSession._output_schema_validator
    if getattr(original, "_fast_first", False):
        return

    def _output_schema_validator(self: ClientSession, name: str, output_schema: dict[str, Any]) -> Any:  # noqa: ANN401
        cached = self._tool_output_validators.get(name)
        if cached is not None:
            return cached
        validator = fast_validator_for(original(self, name, output_schema))  # the SDK's checks and errors first
        self._tool_output_validators[name] = validator  # evicted with the SDK's own when the schema changes
        return validator

    _output_schema_validator._fast_first = True  # type: ignore[attr-defined]
    ClientSession._output_schema_validator = _output_schema_validator  # type: ignore[method-assign]
