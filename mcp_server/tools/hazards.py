"""hazards.identify: hazards and the permit types they call for, from a work order id or the job's own words.

Deterministic and read-only: the taxonomy (rulebook/hazard_taxonomy.yaml) decides, every hazard quotes the
words that raised it, and negated phrases are listed so a supervisor can see what was ruled out and why.
"""

from __future__ import annotations

from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError
from mcp.types import ToolAnnotations
from pydantic import Field

from common.failures import Rejected
from common.limits import EQUIPMENT_MAX, ID_CHARS, NAME_CHARS, TEXT_CHARS, TITLE_CHARS
from mcp_server.deps import Deps
from mcp_server.hazards.engine import HazardAssessment, assess
from mcp_server.hazards.taxonomy import TAXONOMY_FILE, HazardTaxonomy, TaxonomyError, load_taxonomy


class HazardReport(HazardAssessment):
    workOrderId: str | None = Field(default=None, description="the work order assessed, when given by id")


def register(server: MCPServer, deps: Deps) -> None:
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
        result = assess(texts, area, equipment, taxonomy())
        return HazardReport(**result.model_dump(), workOrderId=workOrderId)

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
