"""Hazard guard (LLM engine): drops every cited source id that rag_search_rag did not return in this run, and
puts back every permit-requiring hazard of the rulebook's taxonomy that the model left out.

A hazard left without evidence says 'insufficient evidence'; evidence entries are rebuilt from the real hits.
The taxonomy (`hazards_identify`) is the floor: a model, or text in a work order written to steer it, can add
hazards but never drop one that calls for a permit.
"""

from __future__ import annotations

from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.base import ToolAgent
from agent_client.agents.hazards import from_report, hazard_args, scope_of
from agent_client.schemas import INSUFFICIENT_EVIDENCE, Evidence, Hazard, HazardIdentificationOutput

RULEBOOK_NOTE = "Added from the rulebook's hazard taxonomy: the model did not name it."


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


def missed_hazards(output: HazardIdentificationOutput, taxonomy: list[Hazard]) -> list[Hazard]:
    """Taxonomy hazards calling for a permit type that none of the model's hazards calls for."""
    covered = {t for h in output.hazards for t in h.permitTypes}
    missed = []
    for hazard in taxonomy:
        if hazard.permitTypes and not set(hazard.permitTypes) <= covered:
            hazard.rationale = f"{RULEBOOK_NOTE} {hazard.rationale}; {INSUFFICIENT_EVIDENCE}".strip()
            missed.append(hazard)
            covered |= set(hazard.permitTypes)
    return missed


class HazardGuard(ToolAgent):
    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        state = ctx.session.state
        hits = {
            str(h.get("id")): h
            for h in (state.get("rag_incidents") or []) + (state.get("rag_historical_permits") or [])
        }
        output = HazardIdentificationOutput.model_validate(state["hazard_identification_output"])
        grounded = ground(output, self.recorder(ctx).returned_source_ids, hits)
        report = await self.call_or_fail(ctx, "hazards_identify", hazard_args(state["work_order"]))
        grounded.hazards.extend(missed_hazards(grounded, from_report(report)))
        for key, value in scope_of(report).items():  # the tool's suppressions and readings, never the model's
            setattr(grounded, key, value)
        return {"hazard_identification_output": grounded.model_dump(mode="json")}
