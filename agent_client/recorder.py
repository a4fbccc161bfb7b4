"""Per-run bookkeeping shared by every node of one invocation: tool calls, RAG contexts, degradations, models.

Nodes of a run execute in different asyncio tasks and parallel branches, so the record lives in a registry keyed
by session id rather than in session state (where concurrent list appends would overwrite each other).
"""

from __future__ import annotations

import json
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from agent_client.schemas import GuardrailFlag, RagContext, ToolCallRecord

SUMMARY_CHARS = 300
NOTE_CHARS = 500
ERROR_CHARS = 2000
MAX_CALLS = 2000
MAX_CONTEXTS = 200
MAX_NOTES = 50
"""What runs_record takes (its input schema says so): a record past these would be refused, and so lost."""


def summarize(result: Any) -> str:
    """A short, log-safe summary of a tool result: its top-level keys and list sizes, not its content."""
    if isinstance(result, dict):
        parts = []
        for key, value in list(result.items())[:12]:
            if isinstance(value, list):
                parts.append(f"{key}[{len(value)}]")
            elif isinstance(value, dict):
                parts.append(f"{key}{{…}}")
            else:
                parts.append(f"{key}={str(value)[:40]}")
        return ", ".join(parts)[:SUMMARY_CHARS]
    return str(result)[:SUMMARY_CHARS]


def canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=str)


@dataclass
class RunRecorder:
    session_id: str
    started: float = field(default_factory=time.monotonic)
    tool_calls: list[ToolCallRecord] = field(default_factory=list)
    rag_contexts: list[RagContext] = field(default_factory=list)
    degraded: list[str] = field(default_factory=list)
    models: dict[str, str] = field(default_factory=dict)
    returned_source_ids: set[str] = field(default_factory=set)
    allocated_permit_ids: set[str] = field(default_factory=set)
    rule_results: dict[str, dict[str, Any]] = field(default_factory=dict)
    policy_version: str | None = None
    rag_snapshot: str | None = None
    guardrail_flags: list[GuardrailFlag] = field(default_factory=list)
    redactions: Counter[str] = field(default_factory=Counter)
    model_seconds: float = 0.0
    """Wall time spent waiting for models in this run (the model time budget's account)."""
    model_started: dict[str, float] = field(default_factory=dict)

    def elapsed_ms(self) -> float:
        return round((time.monotonic() - self.started) * 1000, 1)

    def record_call(self, record: ToolCallRecord) -> None:
        if record.error and len(record.error) > ERROR_CHARS:
            record.error = record.error[: ERROR_CHARS - 1] + "…"
        self.tool_calls.append(record)

    def note_screening(self, flags: list[GuardrailFlag], redactions: Counter[str] | dict[str, int]) -> None:
        """Keep each flagged field once (a text screened again for another prompt is not a new finding)."""
        known = {flag.field for flag in self.guardrail_flags}
        self.guardrail_flags.extend(flag for flag in flags if flag.field not in known)
        self.redactions.update(redactions)

    def degrade(self, note: str) -> None:
        note = note if len(note) <= NOTE_CHARS else note[: NOTE_CHARS - 1] + "…"
        if note not in self.degraded and len(self.degraded) < MAX_NOTES:
            self.degraded.append(note)

    def note_rag(self, namespace: str, query: str, answer: dict[str, Any]) -> None:
        ids = [str(hit.get("id")) for hit in answer.get("results", []) if hit.get("id") is not None]
        self.returned_source_ids.update(ids)
        snapshot = answer.get("ragSnapshot")
        if snapshot:
            self.rag_snapshot = str(snapshot)
        self.rag_contexts.append(RagContext(namespace=namespace, query=query, sourceIds=ids, ragSnapshot=snapshot))

    def note_rule_result(self, permit: dict[str, Any], validation: dict[str, Any]) -> None:
        self.rule_results[canonical(permit)] = validation
        if validation.get("policyVersion"):
            self.policy_version = str(validation["policyVersion"])

    def rule_result_for(self, permit: dict[str, Any]) -> dict[str, Any] | None:
        return self.rule_results.get(canonical(permit))


_RECORDERS: dict[str, RunRecorder] = {}


def recorder_for(session_id: str) -> RunRecorder:
    """The run's recorder, created on first use (so `adk web` runs get one too)."""
    found = _RECORDERS.get(session_id)
    if found is None:
        found = _RECORDERS[session_id] = RunRecorder(session_id)
    return found


def release(session_id: str) -> RunRecorder | None:
    return _RECORDERS.pop(session_id, None)
