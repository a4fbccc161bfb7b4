"""Hazard guard (LLM engine): drops every cited source id that rag_search_rag did not return in this run.

A hazard left without evidence says 'insufficient evidence'; evidence entries are rebuilt from the real hits.
"""

from __future__ import annotations

from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.base import ToolAgent
from agent_client.schemas import INSUFFICIENT_EVIDENCE, Evidence, HazardIdentificationOutput


def ground(
    output: HazardIdentificationOutput, returned: set[str], hits: dict[str, dict[str, Any]]
) -> HazardIdentificationOutput:
    output = output.model_copy(deep=True)
    for hazard in output.hazards:
        dropped = [s for s in hazard.sourceIds if s not in returned]
        hazard.sourceIds = [s for s in hazard.sourceIds if s in returned]
        if dropped:
            hazard.rationale = f"{hazard.rationale} [uncited ids removed: {', '.join(dropped)}]".strip()
        if not hazard.sourceIds and INSUFFICIENT_EVIDENCE not in hazard.rationale:
            hazard.rationale = f"{hazard.rationale}; {INSUFFICIENT_EVIDENCE}".lstrip("; ")
    cited = list(dict.fromkeys(s for h in output.hazards for s in h.sourceIds))
    kept = {e.sourceId: e for e in output.evidence if e.sourceId in returned}
    output.evidence = [
        kept.get(sid)
        or Evidence(
            sourceId=sid,
            snippet=str(hits.get(sid, {}).get("snippet", ""))[:500],
            namespace=hits.get(sid, {}).get("namespace"),
            title=hits.get(sid, {}).get("title"),
        )
        for sid in cited
    ]
    output.evidenceNote = None if output.evidence else INSUFFICIENT_EVIDENCE
    return output


class HazardGuard(ToolAgent):
    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        state = ctx.session.state
        hits = {
            str(h.get("id")): h
            for h in (state.get("rag_incidents") or []) + (state.get("rag_historical_permits") or [])
        }
        output = HazardIdentificationOutput.model_validate(state["hazard_identification_output"])
        grounded = ground(output, self.recorder(ctx).returned_source_ids, hits)
        return {"hazard_identification_output": grounded.model_dump(mode="json")}
