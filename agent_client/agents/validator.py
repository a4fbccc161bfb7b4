"""A3 Permit Validator (rules engine): every permit through rules_evaluate, the only source of validationStatus."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.base import ToolAgent
from agent_client.nodes import Node
from agent_client.schemas import Permit, Validation, normal_permit


def context_args(state: Mapping[str, Any]) -> dict[str, Any]:
    """What rules_evaluate is told besides the permit: the ruleset version, the work order and the weather."""
    args: dict[str, Any] = {"rulesetVersion": ruleset_version(state)}
    if state.get("work_order"):
        args["workOrder"] = state["work_order"]
    if state.get("weather"):
        args["weather"] = state["weather"]
    return args


def verdict(node: Node, ctx: InvocationContext, permit: dict[str, Any], answer: dict[str, Any]) -> Validation:
    """A rules_evaluate answer as the permit's Validation, remembered by the run recorder."""
    validation = Validation.model_validate({**answer, "permitId": answer.get("permitId") or permit["permitId"]})
    node.recorder(ctx).note_rule_result(permit, validation.model_dump(mode="json"))
    return validation


async def evaluate(
    node: Node, ctx: InvocationContext, permit: Permit | dict[str, Any], state: Mapping[str, Any] | None = None
) -> Validation:
    """The rulebook's verdict on exactly this permit, in the work order's context and weather of `state` (default:
    the session's), remembered by the run recorder. A failed call fails the node (`call_or_fail`): the pipeline's
    run or the review's request, whichever the node belongs to."""
    state = ctx.session.state if state is None else state
    permit = normal_permit(permit.model_dump(mode="json") if isinstance(permit, Permit) else permit)
    answer = await node.call_or_fail(ctx, "rules_evaluate", {"permit": permit, **context_args(state)})
    return verdict(node, ctx, permit, answer)


async def evaluate_all(node: Node, ctx: InvocationContext, permits: list[Permit | dict[str, Any]]) -> list[Validation]:
    """`evaluate` for every permit of the job in one rules_evaluate_batch call (the context sent once); any failed
    permit fails the node, as a failed rules_evaluate does."""
    state = ctx.session.state
    normal = [normal_permit(p.model_dump(mode="json") if isinstance(p, Permit) else p) for p in permits]
    items = [{"permit": p} for p in normal]
    answers = await node.call_each_or_fail(ctx, "rules_evaluate_batch", "rules_evaluate", items, context_args(state))
    return [verdict(node, ctx, p, a) for p, a in zip(normal, answers, strict=True)]


DEFAULT_RULESET = "v1.0"


def ruleset_version(state: Mapping[str, Any]) -> str:
    """The version of the permit set under review, else the one the loaded policies carry (policy_load answers
    it), else the rulebook's current one."""
    version = (state.get("permit_set") or {}).get("policyVersion")
    if version:
        return str(version)
    for policy in (state.get("policies") or {}).values():
        version = policy.get("policyVersion") or (policy.get("rules") or {}).get("policyVersion")
        if version:
            return str(version)
    return DEFAULT_RULESET


class RulesValidator(ToolAgent):
    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        permits = ctx.session.state["permit_generator_output"]["permits"]
        validations = await evaluate_all(self, ctx, permits)
        self.recorder(ctx).models[self.name] = "rules"
        return {"permit_validation_output": [v.model_dump(mode="json") for v in validations]}
