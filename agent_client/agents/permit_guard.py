"""Permit guard (LLM engine, after A2 and A4): every permit id must come from ids_new_permit_id in this run.

An id the model made up (or copied from elsewhere) is replaced by a freshly allocated one, and the permit notes
say so; cross-references follow the new ids.
"""

from __future__ import annotations

from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.base import RunFailure, ToolAgent
from agent_client.schemas import normal_permit


class PermitGuard(ToolAgent):
    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        recorder = self.recorder(ctx)
        permits = [normal_permit(p) for p in ctx.session.state["permit_generator_output"].get("permits", [])]
        renamed: dict[str, str] = {}
        for permit in permits:
            if permit["permitId"] in recorder.allocated_permit_ids:
                continue
            allocated = await self.call_or_fail(ctx, "ids_new_permit_id", {"permitType": permit["type"]})
            if not allocated.get("permitId"):
                raise RunFailure("ERR_TOOL_REJECTED", "ids_new_permit_id returned no permitId", {"answer": allocated})
            recorder.allocated_permit_ids.add(allocated["permitId"])
            renamed[permit["permitId"]] = allocated["permitId"]
            note = f"id {permit['permitId']} was not allocated in this run; replaced by {allocated['permitId']}"
            permit["notes"] = f"{permit.get('notes') or ''} [{note}]".strip()
            permit["permitId"] = allocated["permitId"]
        for permit in permits:
            permit["crossReferences"] = [renamed.get(x, x) for x in permit.get("crossReferences", [])]
        return {"permit_generator_output": {"permits": permits}}
