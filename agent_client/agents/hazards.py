"""A1 Hazard Identification (rules engine): taxonomy hits on the work order, weather, and cited RAG evidence.

A hazard cites only source ids that rag_search_rag really returned in this run; with none it says so.
"""

from __future__ import annotations

import re
from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.base import ToolAgent
from agent_client.agents.taxonomy import FLAMMABLE_AREAS, match_rules, weather_hazards
from agent_client.schemas import INSUFFICIENT_EVIDENCE, Evidence, Hazard, HazardIdentificationOutput

MAX_CITES = 3


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]{4,}", text.lower())}


def _hit_types(hit: dict[str, Any]) -> set[str]:
    meta = hit.get("meta") or {}
    raw = meta.get("permit_type") or meta.get("permitType") or meta.get("type") or ""
    return {t.strip().lower() for t in str(raw).replace(";", ",").split(",") if t.strip()}


def evidence_for(
    trigger_words: list[str], permit_types: tuple[str, ...], hits: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """Hits about the same permit type, or whose activity, title or tags share a word stem with the trigger words."""
    stems = {w[:5] for w in _words(" ".join(trigger_words))}
    wanted = {t.lower() for t in permit_types}
    cited = []
    for hit in hits:
        meta = hit.get("meta") or {}
        blob = " ".join(
            [str(hit.get("title", "")), str(meta.get("activity", "")), " ".join(map(str, meta.get("tags") or []))]
        )
        if (_hit_types(hit) & wanted) or (stems & {w[:5] for w in _words(blob)}):
            cited.append(hit)
    return sorted(cited, key=lambda h: -float(h.get("score") or 0))[:MAX_CITES]


def identify(
    work_order: dict[str, Any], weather: dict[str, Any] | None, hits: list[dict[str, Any]]
) -> HazardIdentificationOutput:
    matched = match_rules(work_order)
    primary = {t for rule, _ in matched for t in rule.permit_types if t != "Cold Work"}
    hazards: list[Hazard] = []
    cited: dict[str, dict[str, Any]] = {}
    for rule, words in matched:
        evidence = evidence_for(words, rule.permit_types, hits)
        cited.update({str(h["id"]): h for h in evidence})
        types = list(rule.permit_types)
        controls = list(rule.controls)
        if "Hot Work" in types and work_order.get("area") in FLAMMABLE_AREAS:
            controls.append(f"Continuous gas monitoring in {work_order['area']}")
        basis = f"work order mentions {', '.join(sorted(set(words)))}"
        rationale = (
            f"{basis}; {len(evidence)} similar record(s) found" if evidence else f"{basis}; {INSUFFICIENT_EVIDENCE}"
        )
        hazards.append(
            Hazard(
                name=rule.name,
                confidence=round(min(0.95, 0.6 + 0.1 * len(words) + 0.1 * bool(evidence)), 2),
                rationale=rationale,
                suggestedControls=controls,
                sourceIds=[str(h["id"]) for h in evidence],
                permitTypes=types,
            )
        )
    for name, why, controls in weather_hazards(weather, primary):
        hazards.append(Hazard(name=name, confidence=0.7, rationale=f"weather: {why}", suggestedControls=controls))
    if not hazards:
        hazards.append(
            Hazard(
                name="General maintenance hazards",
                confidence=0.5,
                rationale=f"no permit-requiring activity found in the work order; {INSUFFICIENT_EVIDENCE}",
                suggestedControls=["Toolbox talk before work", "Standard site PPE"],
            )
        )
    evidence_list = [
        Evidence(
            sourceId=sid,
            snippet=str(h.get("snippet", ""))[:500],
            namespace=h.get("namespace"),
            title=h.get("title"),
            score=h.get("score"),
        )
        for sid, h in cited.items()
    ]
    return HazardIdentificationOutput(
        hazards=hazards, evidence=evidence_list, evidenceNote=None if evidence_list else INSUFFICIENT_EVIDENCE
    )


class RulesHazardAgent(ToolAgent):
    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        state = ctx.session.state
        hits = list(state.get("rag_incidents") or []) + list(state.get("rag_historical_permits") or [])
        output = identify(state["work_order"], state.get("weather"), hits)
        self.recorder(ctx).models[self.name] = "rules"
        return {"hazard_identification_output": output.model_dump(mode="json")}
