"""policy.load: the template and rule block of one permit type, plus the rulebook as MCP resources.

The permit generator fills a permit from this answer alone, so it carries the canonical text of every
required item with its rule id and source, the context and weather rules that may add requirements, and
the template's good-practice extras marked as not required.
"""

from __future__ import annotations

from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceNotFoundError
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field

from common.limits import HAZARDS_MAX, ITEM_CHARS, LINKED_PERMITS_MAX, SHORT_CHARS, VERSION_CHARS
from mcp_server.batch import BATCH_MAX, BatchItem, batch_description, each
from mcp_server.deps import Deps
from mcp_server.permits.contracts import Permit
from mcp_server.permits.types import PermitType, UnknownPermitType, resolve_permit_type
from mcp_server.rules.context import Context, fires
from mcp_server.rules.rulebook import (
    EnvironmentRule,
    RequiredItem,
    Rulebook,
    TemplateSection,
    WeatherRule,
    normalize,
)
from mcp_server.workorders.context import WorkOrderContext


class PolicyItem(BaseModel):
    text: str = Field(description="canonical text to put on the permit")
    required: bool = Field(description="true when a rule requires it; false for good-practice extras")
    ruleId: str | None = None
    source: str | None = None
    aliases: list[str] = Field(default_factory=list, description="other phrasings the rules accept")


class GasTestSpec(BaseModel):
    gas: str
    limit: str
    ruleId: str
    source: str


class RuleRef(BaseModel):
    id: str
    kind: str = Field(description="control, ppe, signoff, validity, attachment, gas, environment or weather")
    summary: str
    source: str


class AppliedRule(BaseModel):
    id: str = Field(description="environment rule id")
    why: str = Field(description="what in the job made it apply")
    depthUnknown: bool = Field(
        default=False, description="applies only if the job is as deep as the rule's minDepthM; the depth is not stated"
    )


class PolicyBlock(BaseModel):
    permitType: str
    code: str
    policyVersion: str
    controls: list[PolicyItem]
    ppe: list[PolicyItem]
    signOffRoles: list[PolicyItem]
    validityHoursMax: int
    validityRuleId: str
    validitySource: str
    defaultValidityHours: int
    attachmentsRequired: list[PolicyItem]
    gasTestRequired: bool
    gasTests: list[GasTestSpec]
    environmentRules: list[EnvironmentRule] = Field(description="context rules: when they apply, what they add")
    weatherRules: list[WeatherRule]
    sections: list[TemplateSection]
    rules: list[RuleRef] = Field(description="every rule id of this permit type with its source")
    applicableEnvironmentRules: list[AppliedRule] = Field(
        default_factory=list,
        description="with workOrder context: the environment rules that apply to this job, as rules_evaluate decides",
    )


PermitTypeArg = Annotated[
    str, Field(min_length=1, max_length=SHORT_CHARS, description="permit type display name or code, e.g. 'Hot Work'")
]
HazardsArg = Annotated[
    list[Annotated[str, Field(max_length=ITEM_CHARS)]],
    Field(max_length=HAZARDS_MAX, description="with workOrder: hazard names the permit will link"),
]
LinkedTypesArg = Annotated[
    list[Annotated[str, Field(max_length=SHORT_CHARS)]],
    Field(
        max_length=LINKED_PERMITS_MAX, description="with workOrder: the other permit types (names or codes) of the job"
    ),
]


class PolicyRequest(BaseModel):
    """One permit type of policy_load_batch: policy_load's per-type arguments."""

    permitType: PermitTypeArg
    hazardsLinked: HazardsArg = []
    linkedPermitTypes: LinkedTypesArg = []


class PolicyBatch(BaseModel):
    items: list[BatchItem[PolicyBlock]]


def applicable_rules(
    block_rules: list[EnvironmentRule],
    permit_type: PermitType,
    work_order: WorkOrderContext,
    hazards: list[str],
    linked_codes: list[str],
) -> list[AppliedRule]:
    """The environment rules rules_evaluate will apply to a permit of this job, so the generator adds their items."""
    probe = Permit(
        permitId=f"PERM-{permit_type.code}-0000",
        type=permit_type.value,
        hazardsLinked=hazards,
        controls=[],
        signOffRoles=[],
        validityHours=1,
        crossReferences=[f"PERM-{code}-0000" for code in linked_codes],
    )
    ctx = Context(probe, work_order)
    out = []
    for env in block_rules:
        fired, why = fires(env.when, ctx)
        if fired:
            out.append(AppliedRule(id=env.id, why=why))
        elif env.when.minDepthM is not None and ctx.depth_m is None and env.when.depthUnknown == "warn":
            out.append(AppliedRule(id=env.id, why="depth not stated", depthUnknown=True))
    return out


def _items(required: list[RequiredItem], template_texts: list[str]) -> list[PolicyItem]:
    """Required items in rule order, then the template's extras that no rule already covers."""
    out = [PolicyItem(text=r.text, required=True, ruleId=r.id, source=r.source, aliases=r.aliases) for r in required]
    covered = {p for r in required for p in r.phrasings()}
    out += [PolicyItem(text=t, required=False) for t in template_texts if normalize(t) not in covered]
    return out


def build_policy(rulebook: Rulebook, permit_type: PermitType, version: str) -> PolicyBlock:
    rules = rulebook.version(version)
    block, tpl = rules.for_type(permit_type), rulebook.templates[permit_type]
    roles = [
        PolicyItem(text=s.role, required=True, ruleId=s.id, source=s.source, aliases=s.aliases)
        for s in block.required_signoffs
    ]
    covered = {normalize(s.role) for s in block.required_signoffs}
    roles += [PolicyItem(text=r, required=False) for r in tpl.signOffRoles if normalize(r) not in covered]
    refs = [RuleRef(id=c.id, kind="control", summary=c.text, source=c.source) for c in block.required_controls]
    refs += [RuleRef(id=p.id, kind="ppe", summary=p.text, source=p.source) for p in block.required_ppe]
    refs += [RuleRef(id=s.id, kind="signoff", summary=s.role, source=s.source) for s in block.required_signoffs]
    vmax = block.validity_hours_max
    refs.append(RuleRef(id=vmax.id, kind="validity", summary=f"at most {vmax.hours} h", source=vmax.source))
    refs += [RuleRef(id=a.id, kind="attachment", summary=a.text, source=a.source) for a in block.required_attachments]
    refs += [RuleRef(id=g.id, kind="gas", summary=f"{g.gas} {g.limit}", source=g.source) for g in block.gas_tests]
    refs += [
        RuleRef(id=e.id, kind="environment", summary=e.description, source=e.source) for e in block.environment_rules
    ]
    refs += [RuleRef(id=w.id, kind="weather", summary=w.description, source=w.source) for w in block.weather_rules]
    return PolicyBlock(
        permitType=permit_type.value,
        code=permit_type.code,
        policyVersion=rules.policyVersion,
        controls=_items(block.required_controls, [c.text for c in tpl.controls]),
        ppe=_items(block.required_ppe, [p.text for p in tpl.ppe]),
        signOffRoles=roles,
        validityHoursMax=vmax.hours,
        validityRuleId=vmax.id,
        validitySource=vmax.source,
        defaultValidityHours=min(tpl.defaultValidityHours, vmax.hours),
        attachmentsRequired=_items(block.required_attachments, tpl.attachments),
        gasTestRequired=bool(block.gas_tests),
        gasTests=[GasTestSpec(gas=g.gas, limit=g.limit, ruleId=g.id, source=g.source) for g in block.gas_tests],
        environmentRules=block.environment_rules,
        weatherRules=block.weather_rules,
        sections=tpl.sections,
        rules=refs,
    )


def register(server: MCPServer, deps: Deps) -> None:
    # Built blocks by permit type and ruleset version: the rulebook is loaded once and never changes in a process,
    # so neither does the block (the job-dependent applicableEnvironmentRules is added per call, on a copy).
    blocks: dict[tuple[PermitType, str], PolicyBlock] = {}

    def policy_block(ptype: PermitType, version: str) -> PolicyBlock:
        block = blocks.get((ptype, version))
        if block is None:  # an unknown version raises in build_policy and is not remembered
            block = blocks[(ptype, version)] = build_policy(deps.rulebook, ptype, version)
        return block

    @server.tool(
        name="policy_load",
        title="policy.load",
        description=(
            "Load the policy block and template of one permit type (display name or code, any case: 'Hot Work', "
            "'HW', 'Confined Space Entry', 'CSE', 'Excavation', 'Electrical/LOTO', 'Working at Height', 'Cold Work', "
            "'Lifting', 'Radiography', 'Vehicle Entry'). Returns controls, PPE, sign-off roles and attachments "
            "(required ones with rule id and source, plus good-practice extras), validity maximum and default, "
            "gas-test limits, context (environment) and weather rules, form sections and every rule id with its "
            "source. Give workOrder (site, area, title, description, jobPlan), hazardsLinked and linkedPermitTypes to "
            "also get applicableEnvironmentRules: the context rules rules_evaluate will apply to this job."
        ),
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def policy_load(
        permitType: PermitTypeArg,
        rulesetVersion: Annotated[str, Field(max_length=VERSION_CHARS, description="rulebook version")] = "v1.0",
        workOrder: Annotated[
            WorkOrderContext | None,
            Field(description="optional job context: returns applicableEnvironmentRules for this job"),
        ] = None,
        hazardsLinked: HazardsArg = [],  # noqa: B006 - pydantic copies defaults
        linkedPermitTypes: LinkedTypesArg = [],  # noqa: B006
    ) -> PolicyBlock:
        return load(PolicyRequest(permitType=permitType, hazardsLinked=hazardsLinked,
                                  linkedPermitTypes=linkedPermitTypes), rulesetVersion, workOrder)  # fmt: skip

    def load(request: PolicyRequest, version: str, work_order: WorkOrderContext | None) -> PolicyBlock:
        ptype = resolve_permit_type(request.permitType)
        block = policy_block(ptype, version)
        if work_order is not None:
            codes = [resolve_permit_type(t).code for t in request.linkedPermitTypes]
            applied = applicable_rules(block.environmentRules, ptype, work_order, request.hazardsLinked, codes)
            return block.model_copy(update={"applicableEnvironmentRules": applied})
        return block

    @server.tool(
        name="policy_load_batch",
        title="policy.load_batch",
        description=batch_description(
            "policy_load",
            "workOrder and rulesetVersion are given once for all of them (workOrder: each item also gets "
            "applicableEnvironmentRules for this job; an item's linkedPermitTypes are the job's other types).",
        ),
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def policy_load_batch(
        items: Annotated[
            list[PolicyRequest], Field(min_length=1, max_length=BATCH_MAX, description=f"1..{BATCH_MAX} permit types")
        ],
        rulesetVersion: Annotated[str, Field(max_length=VERSION_CHARS, description="rulebook version")] = "v1.0",
        workOrder: Annotated[
            WorkOrderContext | None,
            Field(description="optional job context: returns applicableEnvironmentRules for this job"),
        ] = None,
    ) -> PolicyBatch:
        kind = BatchItem[PolicyBlock]
        return PolicyBatch(items=each("policy_load_batch", kind, items, lambda r: load(r, rulesetVersion, workOrder)))

    @server.resource(
        "rulebook://compliance_rules",
        name="compliance_rules",
        title="PermitFlow compliance rules",
        description="The deterministic rulebook (compliance_rules.json): every rule with its id and source.",
        mime_type="application/json",
    )
    def compliance_rules() -> str:
        return deps.rulebook.raw_rules

    @server.resource(
        "rulebook://templates/{permitType}",
        name="permit_template",
        title="Permit template",
        description="The permit template of one type, by code (HW, CSE, EXC, LOTO, WAH, CW, LIFT, RAD, VEH) or name.",
        mime_type="application/json",
    )
    def permit_template(permitType: str) -> str:
        try:
            return deps.rulebook.template(permitType).model_dump_json(indent=2)
        except UnknownPermitType as exc:
            raise ResourceNotFoundError(str(exc)) from None
