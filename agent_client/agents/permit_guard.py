"""Permit guard (LLM engine, after A2 and A4): every permit id must come from ids_new_permit_id in this run, once,
and every permit type the hazards call for must have a permit.

An id the model made up (or copied from elsewhere), or one it gave to two permits, is replaced by an id allocated
for that permit, and the permit notes say so; cross-references follow the new ids. Allocations are keyed by run,
work order, type and the permit's ordinal among its type, so a rerun of the guard gets the same ids again.
A permit type the model left out (or A4 dropped) is added from its policy_load template, as the rules engine
builds it, with a note saying so: the model may add permits, never leave a required one out.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.base import RunFailure, ToolAgent
from agent_client.agents.generator import allocate_permit_id, permits_from_templates, required_types
from agent_client.agents.refiner import CODES
from agent_client.schemas import HazardIdentificationOutput, normal_permit

MAX_ORDINAL_STEPS = 20
MISSING_NOTE = "added from the {type} template: the hazards call for it and the model produced none"


class PermitGuard(ToolAgent):
    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        recorder = self.recorder(ctx)
        permits = [normal_permit(p) for p in ctx.session.state["permit_generator_output"].get("permits", [])]
        renamed: dict[str, str] = {}
        ordinals: Counter[str] = Counter()
        used: set[str] = set()
        for permit in permits:
            ordinals[permit["type"]] += 1
            original = permit["permitId"]
            if original in recorder.allocated_permit_ids and original not in used:
                used.add(original)
                continue
            permit_id = await self.unused_id(ctx, permit["type"], ordinals[permit["type"]], used)
            used.add(permit_id)
            why = "was used twice" if original in recorder.allocated_permit_ids else "was not allocated in this run"
            note = f"id {original} {why}; replaced by {permit_id}"
            permit["notes"] = f"{permit.get('notes') or ''} [{note}]".strip()
            permit["permitId"] = permit_id
            renamed.setdefault(original, permit_id)
        for permit in permits:
            permit["crossReferences"] = [renamed.get(x, x) for x in permit.get("crossReferences", [])]
        permits += await self.missing_permits(ctx, permits)
        return {"permit_generator_output": {"permits": permits}}

    async def missing_permits(self, ctx: InvocationContext, permits: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Template permits for the required types with no permit; the existing ones cross-reference them."""
        hazards = HazardIdentificationOutput.model_validate(ctx.session.state["hazard_identification_output"])
        required = required_types(hazards)
        present = {CODES.get(p["type"].strip().upper(), p["type"].strip()) for p in permits}
        missing = [t for t in required if t not in present]
        if not missing:
            return []
        added, _ = await permits_from_templates(
            self, ctx, missing, required, hazards.hazards, [p["permitId"] for p in permits]
        )
        for permit in permits:
            permit["crossReferences"] = list(
                dict.fromkeys([*permit.get("crossReferences", []), *(p.permitId for p in added)])
            )
        for permit in added:
            permit.notes = f"{permit.notes or ''} [{MISSING_NOTE.format(type=permit.type)}]".strip()
        return [normal_permit(p.model_dump(mode="json")) for p in added]

    async def unused_id(self, ctx: InvocationContext, permit_type: str, ordinal: int, used: set[str]) -> str:
        """The id keyed by the permit's ordinal, or the next ordinal's while that id is already in the set."""
        for attempt in range(ordinal, ordinal + MAX_ORDINAL_STEPS):
            permit_id = await allocate_permit_id(self, ctx, permit_type, attempt)
            if permit_id not in used:
                return permit_id
        raise RunFailure("ERR_TOOL_REJECTED", f"no unused {permit_type} permit id after {MAX_ORDINAL_STEPS} tries")
