"""hazards.identify: hazards and the permit types they call for, from a work order id or the job's own words.

Deterministic and read-only: the taxonomy (rulebook/hazard_taxonomy.yaml) decides, every hazard quotes the
words that raised it, and negated phrases are listed so a supervisor can see what was ruled out and why.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Annotated, Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError
from mcp.types import ToolAnnotations
from pydantic import Field

from common.failures import Rejected
from common.limits import EQUIPMENT_MAX, ID_CHARS, NAME_CHARS, TEXT_CHARS, TITLE_CHARS
from mcp_server.deps import Deps
from mcp_server.hazards import semantic
from mcp_server.hazards.engine import HazardAssessment, assess
from mcp_server.hazards.taxonomy import TAXONOMY_FILE, HazardTaxonomy, TaxonomyError, load_taxonomy

ASSESSED_MAX = 256
"""Assessments kept per server, keyed by the job's words: the same work order is assessed again by every run of it
(retries, re-runs after an edit, the LLM engine's hazard agent), and an assessment is about a quarter of the tool
server's CPU for a work order (BENCHMARKS.md, issue 16, branch i16s)."""


class AssessmentCache:
    """`assess` answers by input, least recently used first out. `assess` is a pure function of the job's words, the
    taxonomy and the semantic matcher (no clock, no database, no network), so an answer is reused only while the
    same taxonomy and matcher objects are in use; the held answer is a dump, and each caller gets fresh models."""

    def __init__(self, size: int = ASSESSED_MAX) -> None:
        self.size = size
        self._held: OrderedDict[tuple, tuple[HazardTaxonomy, Any, dict[str, Any]]] = OrderedDict()
        self._lock = threading.Lock()

    def assess(
        self, texts: dict[str, str | None], area: str | None, equipment: list[str] | None, tax: HazardTaxonomy
    ) -> dict[str, Any]:
        matcher = semantic.current()  # built here on first use, as `assess` would build it
        tags = None if equipment is None else tuple(equipment)  # [] is a list too: a key holds only tuples
        key = (id(tax), id(matcher), tuple(sorted(texts.items())), area, tags)
        with self._lock:
            found = self._held.get(key)
            if found is not None and found[0] is tax and found[1] is matcher:  # ids are only reused once freed
                self._held.move_to_end(key)
                return found[2]
        answer = assess(texts, area, equipment, tax).model_dump()
        with self._lock:
            self._held[key] = (tax, matcher, answer)
            while len(self._held) > self.size:
                self._held.popitem(last=False)
        return answer


class HazardReport(HazardAssessment):
    workOrderId: str | None = Field(default=None, description="the work order assessed, when given by id")


def register(server: MCPServer, deps: Deps) -> None:
    assessed = AssessmentCache()

    def taxonomy() -> HazardTaxonomy:
        return load_taxonomy(deps.settings.rulebook_dir / TAXONOMY_FILE)

    @server.tool(
        name="hazards_identify",
        title="hazards.identify",
        description=(
            "Identify the hazards of a maintenance job and the permit types they call for, deterministically from "
            "the hazard taxonomy. Give either workOrderId (e.g. 'WO-10001') or the job's own words: title, "
            "description, jobPlan, area and equipment. Understands trade language, thresholds (fall height 1.2 m, "
            "hand-dig depth 0.3 m, extra-low voltage 50 V) and negations ('no hot work', 'no entry required'). "
            "A scope statement ('no hot work') acts on its own sentence: the same work described elsewhere keeps the "
            "permit and adds a SCOPE-CONFLICT finding; sentences addressed to a model or planner are disregarded. "
            "Returns hazards (confidence 0..1, rationale quoting the triggering words, the layer that found each: "
            "taxonomy or semantic, suggested controls, triggers, negations, thresholds), permitTypes [{type, code, "
            "reasons, confidence}], negated (every suppression with its phrase), findings (SCOPE-CONFLICT, "
            "SIMOPS-NEIGHBOUR, NEEDS-REVIEW), disregarded sentences, liveSources, gasTests (a row per substance "
            "named, with its limit and source) and the taxonomy version."
        ),
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def hazards_identify(
        workOrderId: Annotated[
            str | None, Field(max_length=ID_CHARS, description="work order id; omit to assess the text fields instead")
        ] = None,
        title: Annotated[str | None, Field(max_length=TITLE_CHARS, description="job title")] = None,
        description: Annotated[str | None, Field(max_length=TEXT_CHARS, description="job description")] = None,
        jobPlan: Annotated[str | None, Field(max_length=TEXT_CHARS, description="job steps")] = None,
        area: Annotated[str | None, Field(max_length=NAME_CHARS, description="plant area, e.g. 'Tank Farm'")] = None,
        equipment: Annotated[
            list[Annotated[str, Field(max_length=TITLE_CHARS)]] | None,
            Field(max_length=EQUIPMENT_MAX, description="equipment tags"),
        ] = None,
    ) -> HazardReport:
        texts = {"title": title, "description": description, "jobPlan": jobPlan}
        if workOrderId is not None:
            if any(v for v in (*texts.values(), area, equipment)):
                raise Rejected("give either workOrderId or the job text fields (title, description, ...), not both")
            wo = deps.workorders.get(workOrderId)
            texts = {"title": wo.title, "description": wo.description, "jobPlan": wo.jobPlan}
            area, equipment = wo.area, wo.equipment
        elif not any((v or "").strip() for v in texts.values()):
            raise Rejected("give workOrderId, or at least one of title, description or jobPlan to assess")
        return HazardReport(**assessed.assess(texts, area, equipment, taxonomy()), workOrderId=workOrderId)

    @server.resource(
        "rulebook://hazard_taxonomy",
        name="hazard_taxonomy",
        title="PermitFlow hazard taxonomy",
        description="Hazards with descriptors, trade language, cues, thresholds, permit types and controls (YAML).",
        mime_type="application/yaml",
    )
    def hazard_taxonomy() -> str:
        try:
            return load_taxonomy(deps.settings.rulebook_dir / TAXONOMY_FILE).raw
        except TaxonomyError as exc:
            raise ResourceError(str(exc)) from None
