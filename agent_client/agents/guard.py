"""Validation guard: whatever the engine, a permit's validationStatus and errors are the rulebook's.

An LLM validator's review is merged in as advice: its warnings and recommendations are kept, errors it names
that the rulebook does not are demoted to warnings; it gives no status, so nothing it says clears a rule error.
"""

from __future__ import annotations

from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.base import ToolAgent
from agent_client.agents.validator import evaluate
from agent_client.schemas import Advice, Validation, normal_permit


def merge(rule: Validation, review: Advice | Validation | None) -> Validation:
    if review is None:
        return rule
    warnings = list(rule.warnings)
    for note in review.warnings + [f"reviewer: {e}" for e in review.errors if e not in rule.errors]:
        if note not in warnings:
            warnings.append(note)
    recommendations = list(dict.fromkeys(rule.recommendations + review.recommendations))
    status = rule.validationStatus
    if status == "Pass" and warnings:
        status = "PassWithWarnings"
    return rule.model_copy(
        update={"warnings": warnings, "recommendations": recommendations, "validationStatus": status}
    )


class ValidationGuard(ToolAgent):
    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        state = ctx.session.state
        reviews = {
            v["permitId"]: Advice.model_validate(v)
            for v in (state.get("validator_review") or {}).get("validations", [])
        }
        merged = []
        for permit in state["permit_generator_output"]["permits"]:
            cached = self.recorder(ctx).rule_result_for(normal_permit(permit))
            rule = Validation.model_validate(cached) if cached else await evaluate(self, ctx, permit)
            merged.append(merge(rule, reviews.get(permit["permitId"])).model_dump(mode="json"))
        return {"permit_validation_output": merged}
