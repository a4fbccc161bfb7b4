"""The last node: renders a PDF per permit, writes the run record through runs_record, assembles the result.

It also runs after a failure, so a failed run is recorded too. Without pdf_render or runs_record the run is
still returned, marked degraded with '<tool> unavailable: <reason>'.
"""

from __future__ import annotations

from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.base import ToolAgent, all_of
from agent_client.agents.validator import ruleset_version
from agent_client.recorder import RunRecorder
from agent_client.schemas import (
    HazardIdentificationOutput,
    PermitGeneratorOutput,
    RunMeta,
    RunResult,
    Validation,
)
from agent_client.shield import redact_output, screen_record


class Reporter(ToolAgent):
    runs_after_failure: bool = True
    escalates: bool = True
    engine: str = "rules"

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
            result.permits = PermitGeneratorOutput.model_validate(state["permit_generator_output"]).permits
            result.validations = [Validation.model_validate(v) for v in state.get("permit_validation_output") or []]
            result.pdfLinks = await self.render(ctx, state)
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
        record = await self.call_or_degrade(ctx, "runs_record", self.run_record(ctx, state, result))
        meta.runId = (record or {}).get("runId")
        result.degraded = list(recorder.degraded)
        if result.degraded and result.status == "completed":
            result.status = "degraded"
        meta.durationMs = recorder.elapsed_ms()
        return {"pdf_links": result.pdfLinks, "run_result": result.model_dump(mode="json")}

    async def render(self, ctx: InvocationContext, state: Any) -> list[str]:
        """One PDF per permit, rendered at once; the links stop at the first permit whose PDF failed."""
        validations = {v["permitId"]: v for v in state.get("permit_validation_output") or []}
        calls = [
            self.call_or_degrade(
                ctx,
                "pdf_render",
                {"permit": permit, "validation": validations.get(permit["permitId"]), "workOrder": state["work_order"]},
            )
            for permit in state["permit_generator_output"]["permits"]
        ]
        links = []
        for answer in await all_of(*calls):
            if answer is None:
                break
            links.append(answer["pdfUrl"])
        return links

    def run_record(self, ctx: InvocationContext, state: Any, result: RunResult) -> dict[str, Any]:
        recorder = self.recorder(ctx)
        output = result.model_dump(mode="json", exclude={"runMeta"})
        key = state.get("idempotency_key") if result.status != "failed" else None
        calls = [c.model_dump(mode="json", exclude={"agent"}) for c in recorder.tool_calls]
        return {
            "idempotencyKey": f"api:{key}" if key else f"{ctx.session.id}:{ctx.invocation_id}",
            "workOrderId": result.workOrderId,
            "status": result.status,
            "engine": self.engine,
            "input": {"workOrderId": result.workOrderId},
            "output": output,
            "runMeta": result.runMeta.model_dump(mode="json"),
            "toolCalls": redact_output(screen_record(calls, "toolCalls").data)[0],
            "ragContexts": [r.model_dump(mode="json") for r in recorder.rag_contexts],
            "route": list(state.get("loop_route") or []),
            "degraded": list(recorder.degraded),
        }


def redacted_result(result: RunResult, recorder: RunRecorder) -> RunResult:
    """The result without personal data, with the guardrails' flags and redaction counts in runMeta."""
    body, counts = redact_output(result.model_dump(mode="json", exclude={"runMeta"}))
    recorder.redactions.update(counts)
    meta = result.runMeta
    meta.guardrails = list(recorder.guardrail_flags)
    meta.redactions = dict(sorted(recorder.redactions.items()))
    return RunResult.model_validate({**body, "runMeta": meta.model_dump(mode="json")})
