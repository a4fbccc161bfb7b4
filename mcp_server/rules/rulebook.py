"""The rulebook: compliance_rules.json plus one YAML template per permit type, loaded into validated models.

The rulebook is data so safety people can read and change it without touching code; every rule carries an
`id` and the `source` it rests on, so a failed check can always say which rule failed and why it exists.
Loading validates everything up front (ids unique, templates carry every required item) so a broken
rulebook stops the server at first use instead of passing permits it should fail.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from common.failures import ErrorCode, PermitFlowError
from common.matching import normalize
from mcp_server.permits.types import PermitType, resolve_permit_type

Severity = Literal["error", "warn"]


class RulebookError(PermitFlowError, ValueError):
    """The rulebook on disk is missing or inconsistent; the message names the file and the problem."""

    code = ErrorCode.ERR_RULEBOOK


class UnknownRulesetVersion(PermitFlowError, LookupError):
    code = ErrorCode.ERR_TOOL_REJECTED

    def __init__(self, given: str, valid: list[str]) -> None:
        super().__init__(f"unknown rulesetVersion {given!r}; valid versions: {', '.join(valid)}")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class RequiredItem(_Strict):
    """A control, PPE item or attachment: present when the permit carries its text or one of its aliases."""

    id: str = Field(pattern=r"^[A-Z][A-Z0-9-]+$")
    text: str = Field(min_length=1)
    aliases: list[str] = Field(default_factory=list)
    source: str = Field(min_length=1)

    def phrasings(self) -> set[str]:
        return {normalize(self.text), *(normalize(a) for a in self.aliases)}

    def found_in(self, items: list[str]) -> bool:
        wanted = self.phrasings()
        return any(normalize(i) in wanted for i in items)


class SignOffRule(_Strict):
    id: str = Field(pattern=r"^[A-Z][A-Z0-9-]+$")
    role: str = Field(min_length=1)
    aliases: list[str] = Field(default_factory=list)
    source: str = Field(min_length=1)

    def found_in(self, roles: list[str]) -> bool:
        wanted = {normalize(self.role), *(normalize(a) for a in self.aliases)}
        return any(normalize(r) in wanted for r in roles)


class ValidityRule(_Strict):
    id: str
    hours: int = Field(ge=1, le=24 * 31)
    source: str


class GasLimit(_Strict):
    """An acceptable range for one gas; `max` is exclusive (below), `min` inclusive, as the limits are written."""

    id: str
    gas: str
    limit: str = Field(description="as printed on the permit, e.g. '19.5-23.5 %' or '< 10 ppm'")
    min: float | None = None
    max: float | None = None
    unit: str
    source: str


class Trigger(_Strict):
    """When a context rule applies: any listed area, keyword (in the job text), linked permit type or depth."""

    areas: list[str] = Field(default_factory=list)
    keywords: list[str] = Field(default_factory=list)
    crossRefCodes: list[str] = Field(default_factory=list)
    minDepthM: float | None = None
    depthUnknown: Literal["warn", "skip"] = Field(
        default="warn", description="with minDepthM: warn when the job states no depth and the items are missing"
    )


class EnvRequirements(_Strict):
    controls: list[RequiredItem] = Field(default_factory=list)
    attachments: list[RequiredItem] = Field(default_factory=list)
    gasLimits: list[GasLimit] = Field(default_factory=list)
    crossRefCodes: list[str] = Field(default_factory=list)


class EnvironmentRule(_Strict):
    id: str
    description: str
    when: Trigger
    requires: EnvRequirements
    severity: Severity = "error"
    source: str


class WeatherRule(_Strict):
    """A measured value against a limit: above `max` is `severity`, above `warn_above` a warning."""

    id: str
    description: str
    metric: Literal["wind", "precipitation", "lightning"]
    max: float | None = None
    warn_above: float | None = None
    match: list[str] = Field(default_factory=list, description="words in `conditions` that also trigger the rule")
    exposed_only: bool = False
    when: Trigger | None = None
    override: RequiredItem | None = Field(
        default=None, description="a control that, when on the permit, turns an error into a warning"
    )
    severity: Severity = "error"
    source: str


class PermitTypeRules(_Strict):
    code: str
    required_controls: list[RequiredItem] = Field(min_length=1)
    required_ppe: list[RequiredItem] = Field(default_factory=list)
    required_signoffs: list[SignOffRule] = Field(min_length=1)
    validity_hours_max: ValidityRule
    required_attachments: list[RequiredItem] = Field(default_factory=list)
    gas_tests: list[GasLimit] = Field(default_factory=list)
    environment_rules: list[EnvironmentRule] = Field(default_factory=list)
    weather_rules: list[WeatherRule] = Field(default_factory=list)


class SimopsRule(_Strict):
    """A clash between this permit's type and another live permit's type at the same site, area and time."""

    id: str = Field(pattern=r"^SIMOPS-[A-Z0-9-]+$")
    description: str
    permitTypes: list[str] = Field(min_length=1, description="types of the permit being checked")
    otherTypes: list[str] = Field(min_length=1, description="types of the live permit; '*' for any")
    areas: list[str] = Field(default_factory=list, description="only in these areas; empty for every area")
    severity: Severity = "error"
    linkedSeverity: Severity = Field(default="warn", description="when the two permits cross-reference each other")
    source: str

    def clashes(self, mine: str, theirs: str, area: str | None) -> bool:
        """Symmetric: hot work beside a live entry clashes as much as an entry beside live hot work."""
        if self.areas and normalize(area or "") not in {normalize(a) for a in self.areas}:
            return False

        def hit(types: list[str], name: str) -> bool:
            return "*" in types or name in types

        return (hit(self.permitTypes, mine) and hit(self.otherTypes, theirs)) or (
            hit(self.permitTypes, theirs) and hit(self.otherTypes, mine)
        )


class GeneralRule(_Strict):
    id: str
    description: str
    source: str


class ComplianceRules(_Strict):
    model_config = ConfigDict(extra="ignore", frozen=True)

    policyVersion: str
    effectiveDate: str
    hydrocarbon_areas: list[str]
    indoor_areas: list[str]
    general_rules: list[GeneralRule]
    permit_types: dict[str, PermitTypeRules]
    simops_rules: list[SimopsRule] = Field(default_factory=list)

    def general(self, rule_id: str) -> GeneralRule:
        return next(r for r in self.general_rules if r.id == rule_id)

    def for_type(self, permit_type: PermitType) -> PermitTypeRules:
        return self.permit_types[permit_type.value]


class TemplateItem(_Strict):
    text: str = Field(min_length=1)
    ruleId: str | None = None


class TemplateSection(_Strict):
    id: str
    title: str
    fields: list[str]


class TemplateGasTest(_Strict):
    gas: str
    limit: str


class PermitTemplate(_Strict):
    permitType: str
    code: str
    policyVersion: str
    defaultValidityHours: int = Field(ge=1)
    sections: list[TemplateSection]
    controls: list[TemplateItem]
    ppe: list[TemplateItem]
    signOffRoles: list[str]
    attachments: list[str]
    gasTestRequired: bool
    gasTests: list[TemplateGasTest] = Field(default_factory=list)


class Rulebook:
    """Every loaded ruleset version plus the templates; the raw JSON is kept to serve it verbatim."""

    def __init__(self, rules: ComplianceRules, templates: dict[PermitType, PermitTemplate], raw_rules: str) -> None:
        self.rules = rules
        self.templates = templates
        self.raw_rules = raw_rules
        self.versions = {rules.policyVersion: rules}

    @property
    def policy_version(self) -> str:
        return self.rules.policyVersion

    def version(self, name: str) -> ComplianceRules:
        try:
            return self.versions[name]
        except KeyError:
            raise UnknownRulesetVersion(name, sorted(self.versions)) from None

    def template(self, name_or_code: str) -> PermitTemplate:
        return self.templates[resolve_permit_type(name_or_code)]


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise RulebookError(f"cannot read {path}: {exc.strerror}") from None


def _all_rule_ids(rules: ComplianceRules) -> list[str]:
    ids = [g.id for g in rules.general_rules]
    for t in rules.permit_types.values():
        ids += [i.id for i in (*t.required_controls, *t.required_ppe, *t.required_attachments)]
        ids += [s.id for s in t.required_signoffs] + [t.validity_hours_max.id] + [g.id for g in t.gas_tests]
        for env in t.environment_rules:
            ids += [env.id, *(i.id for i in (*env.requires.controls, *env.requires.attachments))]
            ids += [g.id for g in env.requires.gasLimits]
        ids += [w.id for w in t.weather_rules]
    return ids + [r.id for r in rules.simops_rules]


def _check_consistency(rules: ComplianceRules, templates: dict[PermitType, PermitTemplate], where: Path) -> None:
    if set(rules.permit_types) != {t.value for t in PermitType}:
        raise RulebookError(f"{where}: permit_types must be exactly {[t.value for t in PermitType]}")
    ids = _all_rule_ids(rules)
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise RulebookError(f"{where}: duplicate rule ids {dupes}")
    names = {t.value for t in PermitType} | {"*"}
    for rule in rules.simops_rules:
        if unknown := sorted(set(rule.permitTypes + rule.otherTypes) - names):
            raise RulebookError(f"{where}: {rule.id} names unknown permit types {unknown}")
    for ptype in PermitType:
        block, tpl = rules.for_type(ptype), templates[ptype]
        if block.code != ptype.code or tpl.code != ptype.code or tpl.permitType != ptype.value:
            raise RulebookError(f"{where}: {ptype.value} must use code {ptype.code} in rules and template")
        if tpl.defaultValidityHours > block.validity_hours_max.hours:
            raise RulebookError(f"template {ptype.code}: defaultValidityHours exceeds {block.validity_hours_max.id}")
        texts = [c.text for c in tpl.controls]
        for label, required, have in (
            ("control", block.required_controls, texts),
            ("ppe", block.required_ppe, [p.text for p in tpl.ppe]),
            ("attachment", block.required_attachments, tpl.attachments),
        ):
            missing = [r.id for r in required if not r.found_in(have)]
            if missing:
                raise RulebookError(f"template {ptype.code}: missing required {label}s {missing}")
        missing_roles = [s.id for s in block.required_signoffs if not s.found_in(tpl.signOffRoles)]
        if missing_roles:
            raise RulebookError(f"template {ptype.code}: missing required sign-offs {missing_roles}")


def load_rulebook(directory: Path | str) -> Rulebook:
    """Load and cross-check compliance_rules.json and permit_templates/<CODE>.yaml under `directory`."""
    root = Path(directory)
    rules_path = root / "compliance_rules.json"
    raw = _read(rules_path)
    try:
        rules = ComplianceRules.model_validate(json.loads(raw))
    except (json.JSONDecodeError, ValidationError) as exc:
        raise RulebookError(f"{rules_path}: {exc}") from None
    templates: dict[PermitType, PermitTemplate] = {}
    for ptype in PermitType:
        path = root / "permit_templates" / f"{ptype.code}.yaml"
        try:
            templates[ptype] = PermitTemplate.model_validate(yaml.safe_load(_read(path)))
        except (yaml.YAMLError, ValidationError) as exc:
            raise RulebookError(f"{path}: {exc}") from None
    _check_consistency(rules, templates, rules_path)
    return Rulebook(rules, templates, raw)
