"""A2 Permit Generator (rules engine): one permit per permit type the hazards call for, from policy_load templates.

policy_load is asked with the job's context (work order, linked hazards, the job's other permit types), so it
also names the environment rules rules_evaluate will apply; the permits of one job cross-reference each other.
"""

from __future__ import annotations

from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.base import RunFailure, ToolAgent
from agent_client.agents.policy import build_permit
from agent_client.agents.taxonomy import linked_types
from agent_client.idempotency import run_allocation_key
from agent_client.schemas import Hazard, HazardIdentificationOutput, Permit, PermitGeneratorOutput

CONTEXT_FIELDS = ("id", "title", "site", "area", "description", "jobPlan", "timeWindow")


def required_types(hazards: HazardIdentificationOutput) -> list[str]:
    """Permit types in hazard order; none when no hazard calls for a permit (visual inspections, desk work)."""
    return list(dict.fromkeys(t for h in hazards.hazards for t in h.permitTypes))


def policy_args(permit_type: str, types: list[str], work_order: dict[str, Any], hazards: list[Hazard]) -> dict:
    """policy_load for one type of this job: what the rulebook requires of it here, not just in general."""
    return {
        "permitType": permit_type,
        "workOrder": {k: work_order[k] for k in CONTEXT_FIELDS if work_order.get(k) is not None},
        "hazardsLinked": [h.name for h in hazards if permit_type in linked_types(h.id, h.permitTypes)][:50],
        "linkedPermitTypes": [t for t in types if t != permit_type],
    }


def allocation_args(ctx: InvocationContext, permit_type: str, ordinal: int = 1) -> dict[str, str]:
    """ids_new_permit_id's arguments for the run's `ordinal`-th permit of a type: keyed by the run, so a rerun of
    this run gets the same id back."""
    key = run_allocation_key(ctx.session.state, ctx.session.id, permit_type, ordinal)
    return {"permitType": permit_type, "allocationKey": key}


def allocated_id(node: ToolAgent, ctx: InvocationContext, allocated: dict[str, Any]) -> str:
    """The permit id of an ids_new_permit_id answer, noted in the recorder as allocated in this run."""
    if not allocated.get("permitId"):
        raise RunFailure("ERR_TOOL_REJECTED", "ids_new_permit_id returned no permitId", {"answer": allocated})
    node.recorder(ctx).allocated_permit_ids.add(allocated["permitId"])
    return str(allocated["permitId"])


async def allocate_permit_id(node: ToolAgent, ctx: InvocationContext, permit_type: str, ordinal: int = 1) -> str:
    """The id of the run's `ordinal`-th permit of a type, from ids_new_permit_id under the run's allocation key
    (so a rerun gets the same id), noted in the recorder as allocated in this run."""
    allocated = await node.call_or_fail(ctx, "ids_new_permit_id", allocation_args(ctx, permit_type, ordinal))
    return allocated_id(node, ctx, allocated)


async def permits_from_templates(
    node: ToolAgent,
    ctx: InvocationContext,
    types: list[str],
    job_types: list[str],
    hazards: list[Hazard],
    other_ids: list[str] | None = None,
) -> tuple[list[Permit], dict[str, dict[str, Any]]]:
    """A permit per type from its policy_load template, and the policies; `other_ids` are the job's other permits.

    Every template first, then the ids: a missing policy fails the run before any permit id is spent. The ids are
    keyed by run, work order and type, so a rerun of this run gets the same ids back. Each is one batched call
    (policy_load_batch, ids_new_permit_ids) for all the types, the work order sent once."""
    state = ctx.session.state
    work_order = state["work_order"]
    requests = [policy_args(t, job_types, work_order, hazards) for t in types]
    shared = {"workOrder": requests[0].pop("workOrder")} if requests else {}
    for request in requests[1:]:
        request.pop("workOrder")
    loaded = await node.call_each_or_fail(ctx, "policy_load_batch", "policy_load", requests, shared)
    policies: dict[str, dict[str, Any]] = dict(zip(types, loaded, strict=True))
    wanted = [allocation_args(ctx, t) for t in types]
    allocated = await node.call_each_or_fail(ctx, "ids_new_permit_ids", "ids_new_permit_id", wanted, {})
    ids = [allocated_id(node, ctx, answer) for answer in allocated]
    job_ids = [*(other_ids or []), *ids]
    raw = state.get("hazard_identification_output")
    job = HazardIdentificationOutput.model_validate(raw) if raw else None
    permits = [
        build_permit(pid, t, policies[t], work_order, hazards, job_ids, job) for t, pid in zip(types, ids, strict=True)
    ]
    return permits, policies


class RulesPermitGenerator(ToolAgent):
    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        hazards = HazardIdentificationOutput.model_validate(ctx.session.state["hazard_identification_output"])
        types = required_types(hazards)
        permits, policies = await permits_from_templates(self, ctx, types, types, hazards.hazards)
        self.recorder(ctx).models[self.name] = "rules"
        output = PermitGeneratorOutput(permits=permits).model_dump(mode="json", exclude_none=True)
        return {"permit_generator_output": output, "policies": policies}
