"""A3 Permit Validator (rules engine): every permit through rules_evaluate, the only source of validationStatus."""

from __future__ import annotations

from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.base import ToolAgent, all_of
from agent_client.schemas import Validation, normal_permit


async def evaluate(agent: ToolAgent, ctx: InvocationContext, permit: dict[str, Any]) -> Validation:
    """Run rules_evaluate on exactly this permit (failing the run if it cannot) and remember the answer."""
    state = ctx.session.state
    permit = normal_permit(permit)
    args: dict[str, Any] = {"permit": permit, "rulesetVersion": ruleset_version(state)}
    if state.get("work_order"):
        args["workOrder"] = state["work_order"]
    if state.get("weather"):
        args["weather"] = state["weather"]
    answer = await agent.call_or_fail(ctx, "rules_evaluate", args)
    validation = Validation.model_validate({**answer, "permitId": answer.get("permitId") or permit["permitId"]})
    agent.recorder(ctx).note_rule_result(permit, validation.model_dump(mode="json"))
    return validation


DEFAULT_RULESET = "v1.0"


def ruleset_version(state: Any) -> str:
    """The version the loaded policies carry (policy_load answers it), else the rulebook's current one."""
    for policy in (state.get("policies") or {}).values():
        version = policy.get("policyVersion") or (policy.get("rules") or {}).get("policyVersion")
        if version:
            return str(version)
    return DEFAULT_RULESET


class RulesValidator(ToolAgent):
    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        permits = ctx.session.state["permit_generator_output"]["permits"]
        validations = await all_of(*(evaluate(self, ctx, permit) for permit in permits))
        self.recorder(ctx).models[self.name] = "rules"
        return {"permit_validation_output": [v.model_dump(mode="json") for v in validations]}
