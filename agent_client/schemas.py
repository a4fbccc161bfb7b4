"""Output schemas of A1–A4 (the seed's, plus evidence source ids and per-permit provenance) and the run result.

The permit and validation models mirror `mcp_server.permits.contracts` field for field; they are restated here because
the agent client reaches the tool server over MCP only and never imports it.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from common.failures import AgentFailure as AgentFailure  # the client's failure body is the shared contract
from common.failures import ErrorCode as ErrorCode

INSUFFICIENT_EVIDENCE = "insufficient evidence"


class Evidence(BaseModel):
    sourceId: str = Field(description="id of a document returned by rag_search_rag in this run")
    snippet: str = ""
    namespace: Literal["incidents", "historical_permits"] | None = None
    title: str | None = None
    score: float | None = None


class Hazard(BaseModel):
    id: str | None = Field(default=None, description="taxonomy hazard id (HZ-...) or weather hazard id (WX-...)")
    name: str
    confidence: float = Field(ge=0, le=1)
    rationale: str = ""
    suggestedControls: list[str] = Field(default_factory=list)
    sourceIds: list[str] = Field(default_factory=list, description="evidence ids backing this hazard")
    permitTypes: list[str] = Field(default_factory=list, description="permit types this hazard calls for")
    triggers: list[str] = Field(default_factory=list, description="work-order words or measurements that raised it")
    negations: list[str] = Field(default_factory=list, description="phrases that ruled some of its cues out")


class Suppression(BaseModel):
    """A phrase that switched off cues of some hazards (negation, scope statement, threshold, qualifier)."""

    phrase: str
    suppresses: list[str] = Field(default_factory=list, description="hazard ids")
    reason: str = ""


class ReadAs(BaseModel):
    """Words hazard identification read differently from how they were written (a misspelt trade word, shorthand, a
    crossed check-list item, a pronoun object, a spoken figure, an imperial unit): what the matcher read, and why."""

    written: str
    read: str
    reason: str = ""


class ScopeFinding(BaseModel):
    """Two passages that disagree about the job's scope; the permit stays until a person resolves it in review
    (SCOPE-CONFLICT). SCOPE-UPDATE: a later revision superseded earlier work, listed for the reviewer to confirm."""

    code: str = "SCOPE-CONFLICT"
    hazardId: str
    hazard: str = ""
    permitTypes: list[str] = Field(default_factory=list)
    statement: str
    work: list[str] = Field(default_factory=list)
    message: str


class SubstanceRow(BaseModel):
    """A gas-test row the work order's substances call for, with its limit and the rule it rests on."""

    gas: str
    limit: str
    ruleId: str = ""
    source: str = ""
    namedBy: str = ""


class HazardIdentificationOutput(BaseModel):
    hazards: list[Hazard]
    evidence: list[Evidence] = Field(default_factory=list)
    evidenceNote: str | None = Field(default=None, description=f"'{INSUFFICIENT_EVIDENCE}' when nothing was found")
    suppressions: list[Suppression] = Field(default_factory=list)
    scopeFindings: list[ScopeFinding] = Field(default_factory=list)
    disregarded: list[str] = Field(default_factory=list, description="sentences addressed to a model or planner")
    liveSources: list[str] = Field(default_factory=list, description="sources the work order says stay live")
    gasTests: list[SubstanceRow] = Field(default_factory=list)
    readAs: list[ReadAs] = Field(
        default_factory=list, description="words hazard identification read differently from how they were written"
    )


class Provenance(BaseModel):
    item: str
    field: Literal["controls", "ppe", "signOffRoles", "attachmentsRequired"]
    kind: Literal["template", "rule", "hazard", "evidence", "refiner", "user"]
    ref: str


class GasTest(BaseModel):
    gas: str
    limit: str
    reading: str | None = None
    testedAt: str | None = Field(default=None, description="ISO-8601")
    tester: str | None = None


class Permit(BaseModel):
    model_config = ConfigDict(extra="ignore")

    permitId: str
    type: str
    hazardsLinked: list[str] = Field(default_factory=list)
    controls: list[str]
    ppe: list[str] = Field(default_factory=list)
    signOffRoles: list[str]
    validityHours: int = Field(ge=0)
    attachmentsRequired: list[str] = Field(default_factory=list)
    workOrderId: str | None = None
    site: str | None = None
    area: str | None = None
    validFrom: str | None = Field(
        default=None,
        description="ISO-8601; strings because ADK's set_model_response "
        "json.dumps the validated model without a datetime encoder",
    )
    validTo: str | None = Field(default=None, description="ISO-8601")
    gasTests: list[GasTest] = Field(default_factory=list)
    crossReferences: list[str] = Field(default_factory=list)
    provenance: list[Provenance] = Field(default_factory=list)
    notes: str | None = None


def normal_permit(permit: dict[str, Any]) -> dict[str, Any]:
    """One JSON form per permit (ISO datetimes, no nulls), so equal permits compare and cache equal."""
    return Permit.model_validate(permit).model_dump(mode="json", exclude_none=True)


class PermitGeneratorOutput(BaseModel):
    permits: list[Permit]


class Check(BaseModel):
    check: str
    result: Literal["ok", "warn", "error"]
    details: str = ""
    ruleId: str | None = None
    source: str | None = None


Status = Literal["Pass", "PassWithWarnings", "Fail"]
PASSING: frozenset[str] = frozenset({"Pass", "PassWithWarnings"})


class Validation(BaseModel):
    permitId: str
    validationStatus: Status
    errors: list[str] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)
    recommendations: list[str] = Field(default_factory=list)
    checks: list[Check] = Field(default_factory=list)
    policyVersion: str | None = None


class Advice(BaseModel):
    """An LLM validator's remarks on one permit. It gives no status: the rulebook's is final."""

    permitId: str
    errors: list[str] = Field(default_factory=list, description="read as warnings: the rulebook names the errors")
    warnings: list[str] = Field(default_factory=list)
    recommendations: list[str] = Field(default_factory=list)


class ValidatorReview(BaseModel):
    """What an LLM validator returns: advice per permit, merged into the rulebook's validation."""

    validations: list[Advice]


class ToolCallRecord(BaseModel):
    tool: str
    agent: str | None = None
    arguments: dict[str, Any] = Field(default_factory=dict)
    resultSummary: str = ""
    durationMs: float = 0
    error: str | None = None


class RagContext(BaseModel):
    namespace: str
    query: str
    sourceIds: list[str]
    ragSnapshot: str | None = None


class RunMeta(BaseModel):
    policyVersion: str | None = None
    ragSnapshot: str | None = None
    engine: str
    models: dict[str, str] = Field(default_factory=dict, description="agent name → model that actually ran")
    runId: str | None = None
    durationMs: float = 0
    route: list[str] = Field(default_factory=list, description="gate decisions in order, e.g. ['refine', 'done']")
    refinementRounds: int = 0
    guardrails: list[GuardrailFlag] = Field(
        default_factory=list, description="work-order fields, snippets and messages the guardrails flagged"
    )
    redactions: dict[str, int] = Field(
        default_factory=dict, description="personal-data values redacted from this result and its prompts, by kind"
    )
    replayed: bool = Field(
        default=False, description="true when this is the recorded result of an earlier request with the same key"
    )
    suppressions: list[Suppression] = Field(
        default_factory=list, description="every suppression hazard identification made, with the phrase that caused it"
    )
    scopeFindings: list[ScopeFinding] = Field(
        default_factory=list, description="SCOPE-CONFLICT findings: the permits stay, a person resolves them in review"
    )
    disregarded: list[str] = Field(
        default_factory=list, description="sentences addressed to a model, planner or tool: never scope statements"
    )
    readAs: list[ReadAs] = Field(
        default_factory=list,
        description="words hazard identification read differently from how they were written (hazards_identify's "
        "readAs: misspellings, shorthand, check lists, pronoun objects, spoken figures, imperial units)",
    )


class RunResult(BaseModel):
    workOrderId: str
    status: Literal["completed", "degraded", "needs_review", "failed"] = Field(
        default="completed",
        description="needs_review: the work order gave too little to assess (see reviewNotes); a person must look",
    )
    hazards: list[Hazard] = Field(default_factory=list)
    evidence: list[Evidence] = Field(default_factory=list, description="RAG documents the hazards cite")
    permits: list[Permit] = Field(default_factory=list)
    validations: list[Validation] = Field(default_factory=list)
    pdfLinks: list[str] = Field(default_factory=list)
    runMeta: RunMeta
    degraded: list[str] = Field(default_factory=list, description="'<tool> unavailable: <reason>' notes")
    reviewNotes: list[str] = Field(
        default_factory=list, description="why the run needs human review (the work order's data-quality findings)"
    )
    error: str | None = None


class GuardrailFlag(BaseModel):
    """One screened text that the guardrails flagged (seed 003's GuardrailsOutput minus the content)."""

    field: str = Field(description="where the text came from, e.g. 'work_order/description', 'rag/INC-2023-0042'")
    is_safe: bool
    risk_category: str
    reasoning: str


RunMeta.model_rebuild()
