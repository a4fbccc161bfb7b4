"""The last node: renders a PDF per permit, writes the run record through runs_record, assembles the result.

It also runs after a failure, so a failed run is recorded too. Without pdf_render the run is still returned,
marked degraded with '<tool> unavailable: <reason>'. A run record is never dropped: while the tool server is away
(restarting, say) `runs_record` is retried for a few seconds, and if it is still away the record waits in the
run outbox (`agent_client/outbox.py`) under a runId chosen here, and is sent before the next run.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from google.adk.agents.invocation_context import InvocationContext
from pydantic import Field
from tenacity import AsyncRetrying, retry_if_exception, stop_after_delay, wait_exponential

from agent_client.agents.base import ToolAgent
from agent_client.agents.validator import ruleset_version
from agent_client.idempotency import stored_key
from agent_client.outbox import RunOutbox
from agent_client.recorder import MAX_CALLS, MAX_CONTEXTS, RunRecorder
from agent_client.schemas import (
    HazardIdentificationOutput,
    PermitGeneratorOutput,
    RunMeta,
    RunResult,
    Validation,
)
from agent_client.shield import redact_output
from agent_client.toolbox import NOT_OFFERED, TOOL_ERRORS, ToolRejected, ToolUnavailable

RECORD_RETRY_S = 8.0
"""How long a run waits for a restarting tool server to take its record before queueing it."""


def away(exc: BaseException) -> bool:
    """The tool server could not be reached (worth waiting for), as opposed to one that lacks the tool."""
    return isinstance(exc, ToolUnavailable) and exc.reason != NOT_OFFERED


class Reporter(ToolAgent):
    runs_after_failure: bool = True
    escalates: bool = True
    engine: str = "rules"
    outbox_dir: Path | None = Field(default=None, description="where unsent run records wait; None drops them")
    record_retry_s: float = Field(default=RECORD_RETRY_S, ge=0)

    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        state = ctx.session.state
        recorder = self.recorder(ctx)
        failure = state.get("run_failure")
        result = RunResult(
            workOrderId=state.get("work_order_id") or "",
            runMeta=RunMeta(engine=self.engine, route=list(state.get("loop_route") or [])),
        )
        if failure:
            result.status = "failed"
            result.error = f"{failure['agent']}: {failure['message']}"
        else:
            hazards = HazardIdentificationOutput.model_validate(state["hazard_identification_output"])
            result.hazards, result.evidence = hazards.hazards, hazards.evidence
            result.runMeta.suppressions = hazards.suppressions
            result.runMeta.scopeFindings = hazards.scopeFindings
            result.runMeta.disregarded = hazards.disregarded
            result.runMeta.readAs = hazards.readAs
            result.permits = PermitGeneratorOutput.model_validate(state["permit_generator_output"]).permits
            result.validations = [Validation.model_validate(v) for v in state.get("permit_validation_output") or []]
            result.pdfLinks = await self.render(ctx, state)
            work_order = state.get("work_order") or {}
            if work_order.get("needsReview"):  # no permits from no data is not "completed": a person must look
                result.status = "needs_review"
                result.reviewNotes = [f"work order needs review: {f}" for f in work_order.get("dataQuality") or []]
        meta = result.runMeta
        meta.refinementRounds = int(state.get("refinement_round") or 0)
        meta.policyVersion = recorder.policy_version or ruleset_version(state)
        meta.ragSnapshot = recorder.rag_snapshot
        meta.models = dict(recorder.models)
        meta.durationMs = recorder.elapsed_ms()
        result.degraded = list(recorder.degraded)
        if result.degraded and result.status == "completed":
            result.status = "degraded"
        result = redacted_result(result, recorder)
        meta = result.runMeta
        meta.runId = await self.record(ctx, self.run_record(ctx, state, result))
        result.degraded = list(recorder.degraded)
        if result.degraded and result.status == "completed":
            result.status = "degraded"
        meta.durationMs = recorder.elapsed_ms()
        return {"pdf_links": result.pdfLinks, "run_result": result.model_dump(mode="json")}

    async def record(self, ctx: InvocationContext, record: dict[str, Any]) -> str | None:
        """The recorded runId: through runs_record, retried while the tool server is away, else queued."""
        retrying = AsyncRetrying(
            stop=stop_after_delay(self.record_retry_s),
            wait=wait_exponential(multiplier=0.25, max=2.0),
            retry=retry_if_exception(away),
            reraise=True,
        )
        try:
            async for attempt in retrying:
                with attempt:
                    return (await self.call(ctx, "runs_record", record)).get("runId")
        except ToolRejected as exc:
            self.recorder(ctx).degrade(f"runs_record unavailable: {exc.message}")
            return None
        except ToolUnavailable as exc:
            if self.outbox_dir is None or not away(exc):
                self.recorder(ctx).degrade(f"runs_record unavailable: {exc.reason}")
                return None
            run_id = RunOutbox(self.outbox_dir).put(record)
            self.recorder(ctx).degrade(f"runs_record unavailable: {exc.reason}; the record is queued as {run_id}")
            return run_id

    async def render(self, ctx: InvocationContext, state: Any) -> list[str]:
        """One PDF per permit, all in one pdf_render_batch call (the work order sent once); the links stop at the
        first permit whose PDF failed; each failure marks the run degraded with '<tool> unavailable: <reason>'."""
        validations = {v["permitId"]: v for v in state.get("permit_validation_output") or []}
        items = [
            {"permit": permit, "validation": validations.get(permit["permitId"])}
            for permit in state["permit_generator_output"]["permits"]
        ]
        try:
            answers = await self.call_each(
                ctx, "pdf_render_batch", "pdf_render", items, {"workOrder": state["work_order"]}
            )
        except TOOL_ERRORS as exc:
            answers = [exc]
        links: list[str] = []
        failed = False
        for answer in answers:
            if isinstance(answer, TOOL_ERRORS):
                reason = answer.reason if isinstance(answer, ToolUnavailable) else answer.message
                self.recorder(ctx).degrade(f"{answer.tool} unavailable: {reason}")
                failed = True
            elif not failed:
                links.append(answer["pdfUrl"])
        return links

    def run_record(self, ctx: InvocationContext, state: Any, result: RunResult) -> dict[str, Any]:
        recorder = self.recorder(ctx)
        output = result.model_dump(mode="json", exclude={"runMeta"})
        key = state.get("idempotency_key") if result.status != "failed" else None
        calls = [c.model_dump(mode="json", exclude={"agent"}) for c in recorder.tool_calls[:MAX_CALLS]]
        return {
            "idempotencyKey": stored_key(key) if key else f"{ctx.session.id}:{ctx.invocation_id}",
            "workOrderId": result.workOrderId,
            "status": result.status,
            "engine": self.engine,
            "input": {"workOrderId": result.workOrderId},
            "output": output,
            "runMeta": result.runMeta.model_dump(mode="json"),
            "toolCalls": recorded_calls(calls),
            "ragContexts": [r.model_dump(mode="json") for r in recorder.rag_contexts[:MAX_CONTEXTS]],
            "route": list(state.get("loop_route") or []),
            "degraded": list(recorder.degraded),
        }


SAME_AS_MIN_CHARS = 512
"""An argument at least this long (as canonical JSON) that an earlier call of the run was already sent is kept once."""


def canonical_sha256(value: Any) -> str:  # noqa: ANN401 - any JSON value
    """The sha256 of a JSON value's canonical form (keys sorted, no spaces, UTF-8): what a `sameAs` reference in the
    run record names, so an auditor can check it against the argument it points to."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def recorded_calls(calls: list[dict[str, Any]]) -> Any:
    """Tool calls as the run record keeps them: personal data redacted (by pattern and by field name), and a large
    argument that an earlier call was already sent kept once.

    Text is screened once, where it enters a run: the work order and the user's message in the loader, retrieved
    snippets where an LLM engine receives them (`agent_client/agents/context.py`, `llm.py`); the flags are in
    runMeta. Tool arguments are built from that text by code and reach no prompt, so they are not scanned for
    injection again for the record (issue 16: that scan was the client's largest cost per work order); the record
    keeps what the tools were actually sent, minus personal data.

    Kept once: the reporter sends the whole work order with every `pdf_render`, and the permit it renders is the
    one `rules_evaluate` was last sent. A top-level argument of at least SAME_AS_MIN_CHARS whose value equals one an
    earlier call was sent becomes `{"sameAs": {"call": <index in toolCalls>, "argument": <name>}, "sha256": <hex>}`,
    the sha256 being `canonical_sha256` of the earlier argument as recorded (redacted). A batched tool's `items`
    (mcp_server/batch.py) are looked into as well: a field of an item is named by its path, `items.<i>.<field>`
    (the permits `pdf_render_batch` renders are the ones `rules_evaluate_batch` was sent). Nothing is lost: every value
    a tool was sent is in the record once, and each reference says where and can be checked (issue 16 round 4:
    the record was ≈ 80 kB per work order and its redaction ≈ 9 ms of client CPU)."""
    kept: list[dict[str, Any]] = []
    first: dict[str, tuple[int, str]] = {}
    refs: list[tuple[int, str, int, str]] = []
    for index, call in enumerate(calls):
        arguments = call.get("arguments")
        if not isinstance(arguments, dict):
            kept.append(call)
            continue
        same: list[str] = []
        for path, value in argument_parts(arguments):
            if not isinstance(value, dict | list) or any(path.startswith(f"{s}.") for s in same):
                continue
            text = json.dumps(value, separators=(",", ":"), ensure_ascii=False)  # equal values built alike
            if len(text) < SAME_AS_MIN_CHARS:
                continue
            if text in first:
                refs.append((index, path, *first[text]))
                same.append(path)  # filled in after redaction, so the reference itself is never rewritten
            else:
                first[text] = (index, path)
        kept.append({**call, "arguments": without(arguments, same)} if same else call)
    recorded = redact_output(kept)[0]
    digests: dict[tuple[int, str], str] = {}
    for index, path, at, argument in refs:
        if (at, argument) not in digests:
            digests[at, argument] = canonical_sha256(at_path(recorded[at]["arguments"], argument))
        reference = {"sameAs": {"call": at, "argument": argument}, "sha256": digests[at, argument]}
        put_path(recorded[index]["arguments"], path, reference)
    return recorded


def without(arguments: dict[str, Any], paths: list[str]) -> dict[str, Any]:
    """A copy of `arguments` with None at each path (what is copied is only what leads there; `arguments` is kept as
    the tools were sent it), so a value recorded by reference is not redacted again."""
    out = dict(arguments)
    copied: set[tuple[str, int]] = set()
    for path in paths:
        name, *rest = path.split(".")
        if not rest:
            out[name] = None
            continue
        i = int(rest[0])
        if (name, -1) not in copied:
            out[name] = list(out[name])
            copied.add((name, -1))
        if (name, i) not in copied:
            out[name][i] = dict(out[name][i])
            copied.add((name, i))
        out[name][i][rest[1]] = None
    return out


def argument_parts(arguments: dict[str, Any]) -> list[tuple[str, Any]]:
    """Each top-level argument by its name, and each field of an item of a list argument (a batched tool's `items`)
    by `<name>.<i>.<field>`, in order."""
    parts: list[tuple[str, Any]] = []
    for name, value in arguments.items():
        parts.append((name, value))
        if isinstance(value, list):
            for i, item in enumerate(value):
                if isinstance(item, dict):
                    parts += [(f"{name}.{i}.{field}", inner) for field, inner in item.items()]
    return parts


def at_path(arguments: dict[str, Any], path: str) -> Any:  # noqa: ANN401 - any JSON value
    name, *rest = path.split(".")
    value = arguments[name]
    if rest:
        value = value[int(rest[0])][rest[1]]
    return value


def put_path(arguments: dict[str, Any], path: str, value: Any) -> None:  # noqa: ANN401 - any JSON value
    name, *rest = path.split(".")
    if rest:
        arguments[name][int(rest[0])][rest[1]] = value
    else:
        arguments[name] = value


def redacted_result(result: RunResult, recorder: RunRecorder) -> RunResult:
    """The result without personal data, with the guardrails' flags and redaction counts in runMeta."""
    body, counts = redact_output(result.model_dump(mode="json", exclude={"runMeta"}))
    recorder.redactions.update(counts)
    meta = result.runMeta
    meta.guardrails = list(recorder.guardrail_flags)
    meta.redactions = dict(sorted(recorder.redactions.items()))
    return RunResult.model_validate({**body, "runMeta": meta.model_dump(mode="json")})
