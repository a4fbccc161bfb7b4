"""A1 Hazard Identification (rules engine): the `hazards_identify` tool, the measured weather, and cited evidence.

The job's hazards come from the tool server's taxonomy (with confidence, rationale, suggested controls, triggers
and negations); the weather adds the hazards it causes. Each hazard then gets its own retrieval query (its name and
the words that raised it), one filter level at a time (site + area, then site only, then unfiltered) in both
corpora, all searches of a level in one `rag_search_batch` call, and cites only the ids those calls returned in this
run, and of those only a precedent about this hazard (its topic words) in this job's kind of work (its permit type
and activity, `evidence_fit.EvidenceFloor`); a hazard with none says "insufficient evidence: no relevant precedent
found", and nothing uncited reaches a control.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.base import ToolAgent
from agent_client.agents.evidence_fit import EvidenceFloor, job_stems
from agent_client.agents.evidence_fit import stems as _stems
from agent_client.agents.taxonomy import weather_hazards
from agent_client.schemas import (
    INSUFFICIENT_EVIDENCE,
    Evidence,
    Hazard,
    HazardIdentificationOutput,
    ReadAs,
    ScopeFinding,
    SubstanceRow,
    Suppression,
)

MAX_CITES = 3
PER_QUERY = 4
"""Hits asked per hazard and corpus: the evidence floor turns away more of them than the topic floor did, so four
candidates each (not two) let a hazard find a precedent about its own work (tune10: 71 -> 77 hazards citing, judged
relevance 0.839 -> 0.855; BENCHMARKS.md, issue 12 round 12)."""
NAMESPACES = ("incidents", "historical_permits")


def hazard_args(work_order: dict[str, Any]) -> dict[str, Any]:
    """The job's own words, so the tool assesses exactly the work order this run loaded."""
    return {
        "title": work_order.get("title") or None,
        "description": work_order.get("description") or None,
        "jobPlan": work_order.get("jobPlan") or None,
        "area": work_order.get("area") or None,
        "equipment": list(work_order.get("equipment") or []) or None,
    }


def scope_of(report: dict[str, Any]) -> dict[str, Any]:
    """What the tool says about the job's scope, carried to the run result: every suppression with its phrase,
    SCOPE-CONFLICT findings, disregarded instructions, live sources, the gas rows the substances call for, and every
    word the tool read differently from how it was written (`readAs`)."""
    return {
        "suppressions": [
            Suppression(phrase=n["phrase"], suppresses=n.get("suppresses") or [], reason=n.get("reason") or "")
            for n in report.get("negated") or []
        ],
        "scopeFindings": [ScopeFinding.model_validate(f) for f in report.get("findings") or []],
        "disregarded": [d.get("sentence", "") for d in report.get("disregarded") or []],
        "liveSources": list(report.get("liveSources") or []),
        "gasTests": [SubstanceRow.model_validate(r) for r in report.get("gasTests") or []],
        "readAs": [ReadAs.model_validate(r) for r in report.get("readAs") or []],
    }


def from_report(report: dict[str, Any]) -> list[Hazard]:
    """The tool's hazards; a hazard below the issue threshold keeps its rationale but calls for no permit."""
    hazards = []
    for found in report.get("hazards") or []:
        hazards.append(
            Hazard(
                id=found["id"],
                name=found["name"],
                confidence=found["confidence"],
                rationale=found.get("rationale") or "",
                suggestedControls=list(found.get("suggestedControls") or []),
                permitTypes=list(found.get("permitTypes") or []) if found.get("permitRequired") else [],
                triggers=list(found.get("triggers") or []),
                negations=list(found.get("negations") or []),
            )
        )
    return hazards


NO_PRECEDENT = "no relevant precedent found"


def topic_terms(hazard: Hazard, report_hazard: dict[str, Any] | None) -> list[set[str]]:
    """What a precedent must be about to be cited for this hazard: each term is a set of word stems that must all
    appear (its trade words from the taxonomy and the work order's own triggering words)."""
    words = [*(report_hazard or {}).get("topicWords", []), *hazard.triggers]
    return [t for t in (_stems(w) for w in words) if t]


_NEGATED = re.compile(
    r"\b(?:no|not|non|without|never|nor)\b[^.;:,()\n]*|[^.;:,()\n]*\bneeds?\s+(?:its|their|a)\s+own\s+permit\b",
    re.IGNORECASE,
)
"""A negated phrase of a precedent ("No ignition sources", "hot work needs its own permit") says what the job was
not about."""


def relevant(hit: dict[str, Any], terms: list[set[str]]) -> bool:
    """The relevance floor: a hit is cited only when its title or snippet concerns the hazard's activity; words
    inside a negated phrase do not count."""
    stems = _hit_stems(f"{hit.get('title') or ''}. {hit.get('snippet') or ''}")
    return any(term <= stems for term in terms)


@lru_cache(maxsize=4096)
def _hit_stems(text: str) -> frozenset[str]:
    """A precedent's stems outside its negated phrases, memoised by text: the same hit comes back for several
    hazards and work orders, and `_NEGATED` scans each snippet from every position."""
    return frozenset(_stems(_NEGATED.sub(" ", text)))


def evidence_query(hazard: Hazard, work_order: dict[str, Any]) -> str:
    """What a citation for this hazard must be about, nothing more: the hazard's name and the job's own words that
    raised it (its first two triggers). The title stands in only for a hazard without such words (one the job type
    implies). Appended to every hazard's query, the title was about half of the order's query tokens, embedded once
    per hazard, and pulled each hazard's search toward the same job-level precedents (BENCHMARKS.md, issue 16
    round 8, branch i16q: fewer tokens, more hazards citing evidence, more of it about the hazard)."""
    own = [t for t in hazard.triggers[:2] if t]
    words = [hazard.name, *(own or [work_order.get("title") or ""])]
    return " ".join(w for w in words if w)[:500]


def filter_chain(work_order: dict[str, Any]) -> list[dict[str, str] | None]:
    """Most specific first: the job's site and area, the site, then the whole corpus."""
    site, area = work_order.get("site"), work_order.get("area")
    chain: list[dict[str, str] | None] = []
    if site and area:
        chain.append({"site": site, "area": area})
    if site:
        chain.append({"site": site})
    return [*chain, None]


BATCH = 32  # rag_search_batch's limit per call


class RulesHazardAgent(ToolAgent):
    async def search_all(
        self, ctx: InvocationContext, wanted: list[tuple[str, str]], work_order: dict[str, Any]
    ) -> list[tuple[list[dict[str, Any]], str]]:
        """For each (query, namespace), the hits of the first filter level that returns any, and which level that
        was. Every search of a level goes in one rag_search_batch call (queries embedded together, once); only
        the searches that found nothing go on to the next, wider level."""
        found: list[tuple[list[dict[str, Any]], str]] = [([], "none")] * len(wanted)
        pending = list(range(len(wanted)))
        for filters in filter_chain(work_order):
            if not pending:
                break
            searches = []
            for index in pending:
                query, namespace = wanted[index]
                search: dict[str, Any] = {"query": query, "namespace": namespace, "top_k": PER_QUERY}
                if filters:
                    search["filters"] = filters
                searches.append(search)
            answers: list[dict[str, Any]] = []
            for start in range(0, len(searches), BATCH):
                batch = {"searches": searches[start : start + BATCH]}
                answer = await self.call_or_degrade(ctx, "rag_search_batch", batch)
                if answer is None:
                    return [(hits, scope) if hits else ([], "unavailable") for hits, scope in found]
                answers.extend(answer.get("responses") or [])
            still = []
            for index, search, answer in zip(pending, searches, answers, strict=True):
                self.recorder(ctx).note_rag(search["namespace"], search["query"], answer)
                hits = [{**h, "namespace": search["namespace"]} for h in answer.get("results") or [] if h.get("id")]
                if hits:
                    found[index] = (hits, "/".join(filters.values()) if filters else "all sites")
                else:
                    still.append(index)
            pending = still
        return found

    @staticmethod
    def cite(
        hazard: Hazard,
        found: list[tuple[list[dict[str, Any]], str]],
        terms: list[set[str]] | None = None,
        floor: EvidenceFloor | None = None,
    ) -> list[dict[str, Any]]:
        """Hits about this hazard (the topic floor) and this job's kind of work (`EvidenceFloor`) only; the rest are
        retrieved but never cited, so they never reach a control."""
        ranked = sorted((h for hs, _ in found for h in hs), key=lambda h: -float(h.get("score") or 0))
        fitting = [h for h in ranked if (terms is None or relevant(h, terms)) and (floor is None or floor.same_work(h))]
        hits = fitting[:MAX_CITES]
        hazard.sourceIds = [str(h["id"]) for h in hits]
        if hits:
            scopes = ", ".join(sorted({scope for hs, scope in found if hs}))
            hazard.rationale += f" Evidence: {', '.join(hazard.sourceIds)} (retrieved for this hazard, {scopes})."
        elif ranked:
            hazard.rationale += (
                f" Evidence: {INSUFFICIENT_EVIDENCE}: {NO_PRECEDENT} ({len(ranked)} retrieved, none about this "
                "hazard in this kind of work)."
            )
        else:
            hazard.rationale += f" Evidence: {INSUFFICIENT_EVIDENCE} (no incident or historical permit retrieved)."
        return hits

    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        state = ctx.session.state
        work_order = state["work_order"]
        report = await self.call_or_fail(ctx, "hazards_identify", hazard_args(work_order))
        hazards = from_report(report)
        types = {t for h in hazards for t in h.permitTypes}
        for wx in weather_hazards(state.get("weather"), types):
            hazards.append(
                Hazard(
                    id=wx.id,
                    name=wx.name,
                    confidence=wx.confidence,
                    rationale=f"Weather: {wx.rationale}.",
                    suggestedControls=wx.controls,
                    triggers=[wx.measured],
                )
            )
        by_id = {h.get("id"): h for h in report.get("hazards") or []}
        terms = {id(h): topic_terms(h, by_id.get(h.id)) for h in hazards}
        job_types = {t for h in hazards for t in h.permitTypes}
        job_words = job_stems(work_order)
        floors = {id(h): EvidenceFloor.for_hazard(h.id, h.permitTypes, job_types, job_words) for h in hazards}
        wanted = [(evidence_query(h, work_order), ns) for h in hazards for ns in NAMESPACES]
        found = await self.search_all(ctx, wanted, work_order)
        cited: dict[str, dict[str, Any]] = {}
        for index, hazard in enumerate(hazards):
            span = found[index * len(NAMESPACES) : (index + 1) * len(NAMESPACES)]
            hits = self.cite(hazard, span, terms[id(hazard)] or None, floors[id(hazard)])
            cited.update({str(h["id"]): h for h in hits})
        if not hazards:
            hazards.append(
                Hazard(
                    name="General maintenance hazards",
                    confidence=0.5,
                    rationale=f"No permit-requiring activity found in the work order; {INSUFFICIENT_EVIDENCE}.",
                    suggestedControls=["Toolbox talk held with the crew on hazards and controls"],
                )
            )
        evidence = [
            Evidence(
                sourceId=sid,
                snippet=str(h.get("snippet", ""))[:500],
                namespace=h.get("namespace"),
                title=h.get("title"),
                score=h.get("score"),
            )
            for sid, h in cited.items()
        ]
        output = HazardIdentificationOutput(
            hazards=hazards,
            evidence=evidence,
            evidenceNote=None if evidence else INSUFFICIENT_EVIDENCE,
            **scope_of(report),
        )
        self.recorder(ctx).models[self.name] = "rules"
        return {"hazard_identification_output": output.model_dump(mode="json")}
