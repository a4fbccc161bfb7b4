"""Deterministic permit evaluation: a pure function of permit + rulebook (+ work-order and weather context).

No LLM, clock or network is consulted, so the same permit always gets the same verdict and every error or
warning names the rule id and the source that justify it. The MCP tool `rules_evaluate` is a thin wrapper.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from datetime import UTC, datetime
from typing import Literal

from pydantic import BaseModel, Field

from mcp_server.permits.contracts import Check, Permit
from mcp_server.permits.types import PermitType, resolve_permit_type
from mcp_server.rules.context import (
    PERMIT_CODE,
    Context,
    Report,
    WeatherContext,
    WorkOrderContext,
    check_environment,
    check_gas_tests,
    check_weather,
    fires,
)
from mcp_server.rules.figures import figure_variant, stated_figure
from mcp_server.rules.gas import check_rows
from mcp_server.rules.rulebook import (
    ComplianceRules,
    EnvironmentRule,
    PermitTypeRules,
    RequiredItem,
    Rulebook,
    normalize,
)
from mcp_server.rules.simops import SimopsContext, check_simops

__all__ = [
    "EvaluationResult",
    "SimopsContext",
    "WeatherContext",
    "WorkOrderContext",
    "applicable_environment_rules",
    "evaluate",
]


class EvaluationResult(BaseModel):
    permitId: str
    permitType: str
    code: str
    validationStatus: Literal["Pass", "PassWithWarnings", "Fail"]
    policyVersion: str
    errors: list[str] = Field(description="one line per failed rule, starting with the rule id")
    warnings: list[str] = Field(description="one line per warning, starting with the rule id")
    recommendations: list[str] = Field(description="what to change so the failed rules pass")
    checks: list[Check]


def _check_structure(report: Report, permit: Permit, ptype: PermitType, rules: ComplianceRules) -> None:
    g = rules.general
    rid = g("GEN-STRUCT-PERMIT-ID")
    match = PERMIT_CODE.match(permit.permitId)
    id_code = match.group(1) if match else None
    if id_code == ptype.code:
        report.add("Permit id matches type", "ok", f"{permit.permitId} is a {ptype.code} id", rid.id, rid.source)
    else:
        report.add(
            "Permit id matches type",
            "error",
            f"{permit.permitId} carries code {id_code!r}, but a {ptype.value} permit uses PERM-{ptype.code}-NNNN",
            rid.id,
            rid.source,
            f"allocate a PERM-{ptype.code}-NNNN id",
        )
    rid = g("GEN-STRUCT-CONTROLS")
    blanks = sum(1 for c in permit.controls if not c.strip())
    if not permit.controls or blanks:
        report.add(
            "Controls listed",
            "error",
            f"{len(permit.controls)} controls, {blanks} blank",
            rid.id,
            rid.source,
            "list every control as non-empty text",
        )
    else:
        report.add("Controls listed", "ok", f"{len(permit.controls)} controls", rid.id, rid.source)
    rid = g("GEN-STRUCT-DUPLICATES")
    dupes = sorted(
        {
            text
            for f in (permit.controls, permit.ppe, permit.signOffRoles)
            for text, n in Counter(normalize(x) for x in f).items()
            if text and n > 1
        }
    )
    if dupes:
        report.add(
            "No duplicate entries",
            "warn",
            f"repeated: {', '.join(dupes)[:400]}",
            rid.id,
            rid.source,
            "remove the repeated entries",
        )
    rid = g("GEN-SOD-ROLES")
    roles = {normalize(r) for r in permit.signOffRoles if r.strip()}
    blank_roles = len(permit.signOffRoles) - sum(1 for r in permit.signOffRoles if r.strip())
    if len(roles) < 2 or blank_roles:
        report.add(
            "Separate issue and acceptance",
            "error",
            f"{len(roles)} distinct sign-off role(s)"
            + (f", {blank_roles} blank" if blank_roles else "")
            + "; issue and acceptance need different roles",
            rid.id,
            rid.source,
            "name at least two different sign-off roles",
        )
    else:
        report.add("Separate issue and acceptance", "ok", f"{len(roles)} distinct sign-off roles", rid.id, rid.source)


def _require_control(report: Report, control: RequiredItem, controls: list[str], wo_text: str) -> None:
    """A required control, met by its text or by the same text with a stricter figure; a figure the work order
    states is compared with the rulebook's: looser is refused (warning), stricter must be used."""
    label = f"Required control: {control.text}"
    stated = stated_figure(wo_text, control.text) if wo_text else None
    rule_nums = [float(n) for n in re.findall(r"\d+(?:\.\d+)?", control.text)]
    if stated and rule_nums and stated[0] > rule_nums[0]:
        report.add(
            f"Work-order figure: {control.text}"[:200],
            "warn",
            f"the work order states {stated[1]!r}, looser than the rulebook's {rule_nums[0]:g}: refused, the "
            f"rulebook figure stands",
            control.id,
            control.source,
            f"keep {rule_nums[0]:g}; correct the work order",
        )
    if control.found_in(controls):
        if stated and rule_nums and stated[0] < rule_nums[0]:
            report.add(
                label,
                "error",
                f"the work order sets a stricter {stated[1]!r} but the permit carries the rulebook's {rule_nums[0]:g}",
                control.id,
                control.source,
                f"use the work order's figure {stated[0]:g}",
            )
        else:
            report.add(label, "ok", "present in controls", control.id, control.source)
        return
    variant = figure_variant(control.text, list(control.aliases), controls)
    if variant is not None and variant[1] < variant[2]:
        report.add(
            label,
            "ok",
            f"present with the stricter figure {variant[1]:g} (rulebook {variant[2]:g})",
            control.id,
            control.source,
        )
    elif variant is not None:
        report.add(
            label,
            "error",
            f"figure {variant[1]:g} is looser than the rulebook's {variant[2]:g}: refused",
            control.id,
            control.source,
            f"use {variant[2]:g} or a stricter figure",
        )
    else:
        report.require("Required control", control, controls, "controls")


def _utc(value: datetime) -> datetime:
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value


def _check_validity(
    report: Report, permit: Permit, block: PermitTypeRules, rules: ComplianceRules, work_order: WorkOrderContext | None
) -> None:
    vmax, hours = block.validity_hours_max, permit.validityHours
    rid = rules.general("GEN-VAL-POSITIVE")
    if hours < 1:
        report.add(
            "Validity at least 1 h",
            "error",
            f"validityHours is {hours}",
            rid.id,
            rid.source,
            "set validityHours to the planned duration",
        )
    if hours > vmax.hours:
        report.add(
            "Validity within maximum",
            "error",
            f"validityHours {hours} h exceeds the {vmax.hours} h maximum",
            vmax.id,
            vmax.source,
            f"set validityHours to {vmax.hours} h or less",
        )
    else:
        report.add("Validity within maximum", "ok", f"{hours} h <= {vmax.hours} h", vmax.id, vmax.source)
    rid = rules.general("GEN-VAL-DATES")
    start, end = permit.validFrom, permit.validTo
    if start and end:
        span = (_utc(end) - _utc(start)).total_seconds() / 3600
        if span <= 0:
            report.add(
                "Validity dates",
                "error",
                "validTo is not after validFrom",
                rid.id,
                rid.source,
                "set validTo after validFrom",
            )
        elif span > vmax.hours:
            report.add(
                "Validity dates within maximum",
                "error",
                f"validFrom..validTo spans {span:g} h, over the {vmax.hours} h maximum",
                vmax.id,
                vmax.source,
                f"shorten the permit to {vmax.hours} h",
            )
        elif abs(span - hours) > 0.5:
            report.add(
                "Validity dates",
                "error",
                f"validFrom..validTo spans {span:g} h but validityHours is {hours}",
                rid.id,
                rid.source,
                "make validityHours match validFrom..validTo",
            )
        else:
            report.add("Validity dates", "ok", f"validFrom..validTo spans {span:g} h", rid.id, rid.source)
    window = work_order.timeWindow if work_order else None
    if window is None:
        return
    rid = rules.general("GEN-VAL-WINDOW")
    w_start, w_end = _utc(window.start), _utc(window.end)
    w_hours = (w_end - w_start).total_seconds() / 3600
    problems = []
    if start and end:
        if _utc(start) < w_start:
            problems.append(f"permit starts {start.isoformat()} before the work window ({w_start.isoformat()})")
        if _utc(end) > w_end:
            problems.append(f"permit runs to {end.isoformat()}, past the work window end ({w_end.isoformat()})")
        if _utc(end) < w_end:
            problems.append(f"permit lapses at {end.isoformat()} before the work window ends; re-issue, do not extend")
    elif hours < w_hours:
        problems.append(f"{hours} h validity is shorter than the {w_hours:g} h work window; re-issue, do not extend")
    elif hours > math.ceil(w_hours):
        problems.append(f"{hours} h validity is longer than the {w_hours:g} h work window")
    if problems:
        report.add(
            "Validity fits work window",
            "warn",
            "; ".join(problems),
            rid.id,
            rid.source,
            "match the permit validity to the work order's time window",
        )
    else:
        report.add("Validity fits work window", "ok", f"fits the {w_hours:g} h work window", rid.id, rid.source)


def _check_location(report: Report, permit: Permit, rules: ComplianceRules, wo: WorkOrderContext | None) -> None:
    if wo is None:
        return
    rid = rules.general("GEN-CTX-LOCATION")
    for field, mine, theirs in (("site", permit.site, wo.site), ("area", permit.area, wo.area)):
        if mine and theirs and normalize(mine) != normalize(theirs):
            report.add(
                f"Permit {field} matches work order",
                "error",
                f"permit {field} {mine!r} but work order {field} {theirs!r}",
                rid.id,
                rid.source,
                f"set the permit {field} to {theirs!r}",
            )


def evaluate(
    permit: Permit,
    rulebook: Rulebook | ComplianceRules,
    work_order: WorkOrderContext | None = None,
    weather: WeatherContext | None = None,
    simops: SimopsContext | None = None,
) -> EvaluationResult:
    """Check one permit against the rules; raises UnknownPermitType for a type the rulebook does not know.

    `simops` carries the other live permits at the same site, area and time (the caller looks them up), so
    the verdict stays a pure function of its inputs.
    """
    rules = rulebook.rules if isinstance(rulebook, Rulebook) else rulebook
    ptype = resolve_permit_type(permit.type)
    block = rules.for_type(ptype)
    ctx = Context(permit, work_order)
    report = Report()
    _check_structure(report, permit, ptype, rules)
    wo = work_order
    wo_text = " ".join(filter(None, [wo.title, wo.description, wo.jobPlan])) if wo else ""
    for control in block.required_controls:
        _require_control(report, control, permit.controls, wo_text)
    for ppe in block.required_ppe:
        report.require("Required PPE", ppe, permit.ppe, "ppe")
    for signoff in block.required_signoffs:
        if signoff.found_in(permit.signOffRoles):
            report.add(
                f"Required sign-off: {signoff.role}", "ok", "present in signOffRoles", signoff.id, signoff.source
            )
        else:
            report.add(
                f"Required sign-off: {signoff.role}",
                "error",
                f"missing from signOffRoles: add '{signoff.role}'",
                signoff.id,
                signoff.source,
                f"add '{signoff.role}' to signOffRoles",
            )
    for attachment in block.required_attachments:
        report.require("Required attachment", attachment, permit.attachmentsRequired, "attachmentsRequired")
    _check_validity(report, permit, block, rules, work_order)
    _check_location(report, permit, rules, work_order)
    gas_limits = list(block.gas_tests)
    for env in block.environment_rules:
        gas_limits += check_environment(report, permit, env, ctx)
    check_gas_tests(report, permit.gasTests, gas_limits)
    check_rows(report, permit.gasTests, {g.gas.upper(): (g.min, g.max) for g in gas_limits})
    if weather is not None:
        if (weather.source or "").lower() == "default":
            rid = rules.general("GEN-WX-UNKNOWN")
            report.add(
                "Weather measured",
                "warn",
                "weather is a default, not a measurement: check wind and lightning on site before work",
                rid.id,
                rid.source,
                "check the weather on site",
            )
        for rule in block.weather_rules:
            check_weather(report, permit, rule, ctx, rules, weather)
    if simops is not None:
        check_simops(report, permit, ptype, rules, simops)
    return _result(permit, ptype, rules, report)


def _line(check: Check) -> str:
    return f"{check.ruleId}: {check.check} — {check.details} (source: {check.source})"


def _result(permit: Permit, ptype: PermitType, rules: ComplianceRules, report: Report) -> EvaluationResult:
    errors = [_line(c) for c in report.checks if c.result == "error"]
    warnings = [_line(c) for c in report.checks if c.result == "warn"]
    status = "Fail" if errors else "PassWithWarnings" if warnings else "Pass"
    return EvaluationResult(
        permitId=permit.permitId,
        permitType=ptype.value,
        code=ptype.code,
        validationStatus=status,
        policyVersion=rules.policyVersion,
        errors=errors,
        warnings=warnings,
        recommendations=report.recommendations,
        checks=report.checks,
    )


def applicable_environment_rules(
    block: PermitTypeRules, permit: Permit, work_order: WorkOrderContext | None
) -> list[EnvironmentRule]:
    """The context rules that apply to this job, so a generator can add what they require before evaluation."""
    ctx = Context(permit, work_order)
    return [env for env in block.environment_rules if fires(env.when, ctx)[0]]
