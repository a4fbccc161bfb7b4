"""A2 Permit Generator (rules engine): one permit per permit type the hazards call for, from policy_load templates."""

from __future__ import annotations

from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.base import RunFailure, ToolAgent
from agent_client.agents.policy import build_permit
from agent_client.schemas import HazardIdentificationOutput, PermitGeneratorOutput


def required_types(hazards: HazardIdentificationOutput) -> list[str]:
    """Permit types in hazard order; none when no hazard calls for a permit (visual inspections, desk work)."""
    return list(dict.fromkeys(t for h in hazards.hazards for t in h.permitTypes))


class RulesPermitGenerator(ToolAgent):
    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        state = ctx.session.state
        work_order = state["work_order"]
        hazards = HazardIdentificationOutput.model_validate(state["hazard_identification_output"])
        policies: dict[str, dict[str, Any]] = {}
        permits = []
        for permit_type in required_types(hazards):
            policy = await self.call_or_fail(ctx, "policy_load", {"permitType": permit_type})
            allocated = await self.call_or_fail(ctx, "ids_new_permit_id", {"permitType": permit_type})
            permit_id = allocated.get("permitId")
            if not permit_id:
                raise RunFailure("ERR_TOOL_REJECTED", "ids_new_permit_id returned no permitId", {"answer": allocated})
            self.recorder(ctx).allocated_permit_ids.add(permit_id)
            policies[permit_type] = policy
            permits.append(build_permit(permit_id, permit_type, policy, work_order, hazards.hazards))
        ids = [p.permitId for p in permits]
        for permit in permits:
            permit.crossReferences = [i for i in ids if i != permit.permitId]
        self.recorder(ctx).models[self.name] = "rules"
        output = PermitGeneratorOutput(permits=permits).model_dump(mode="json", exclude_none=True)
        return {"permit_generator_output": output, "policies": policies}
