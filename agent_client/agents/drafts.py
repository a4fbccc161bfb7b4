"""Permit drafts (LLM engines, before A2): the workflow, not the model, fetches what A2 needs.

For every permit type the hazards call for, policy_load's template and an ids_new_permit_id id, built into a
template permit exactly as the rules engine builds it. A2 then answers in one turn, without tools, by adjusting
these drafts to the job; whatever it drops, the permit guard puts back from the same templates and ids.
"""

from __future__ import annotations

from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.base import ToolAgent
from agent_client.agents.generator import permits_from_templates, required_types
from agent_client.schemas import HazardIdentificationOutput, PermitGeneratorOutput


class PermitDrafts(ToolAgent):
    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        hazards = HazardIdentificationOutput.model_validate(ctx.session.state["hazard_identification_output"])
        types = required_types(hazards)
        permits, policies = await permits_from_templates(self, ctx, types, types, hazards.hazards)
        output = PermitGeneratorOutput(permits=permits).model_dump(mode="json", exclude_none=True)
        return {"permit_generator_output": output, "policies": policies}
