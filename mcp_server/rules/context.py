"""Context for the rules engine: work-order and weather inputs, job-text triggers, gas limits and weather limits.

Split from rules_engine so each file stays readable; everything here is pure and deterministic too.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict, Field

from common.limits import LABEL_CHARS, SHORT_CHARS
from mcp_server.permits.contracts import Check, GasTest, Permit
from mcp_server.rules.gas import limit_range, numbers
from mcp_server.rules.rulebook import (
    ComplianceRules,
    EnvironmentRule,
    GasLimit,
    RequiredItem,
    Trigger,
    WeatherRule,
    normalize,
)
from mcp_server.workorders.context import WorkOrderContext
from mcp_server.workorders.text import depth_m

LIGHTNING_WORDS = ("thunder", "thunderstorm", "thunderstorms", "lightning")
THUNDER_WARN_CHANCE = 30
PERMIT_CODE = re.compile(r"^PERM-([A-Z]{2,4})-[0-9]+$")
_GAS_NAMES = {
    "o2": "O2",
    "oxygen": "O2",
    "lel": "LEL",
    "lfl": "LEL",
    "flammable": "LEL",
    "flammables": "LEL",
    "flammable gas": "LEL",
    "combustible": "LEL",
    "combustibles": "LEL",
    "hc": "LEL",
    "h2s": "H2S",
    "hydrogen sulfide": "H2S",
    "hydrogen sulphide": "H2S",
    "co": "CO",
    "carbon monoxide": "CO",
}


class WeatherContext(BaseModel):
    """Measured conditions; a report from weather_get_weather_data fits. Wind in km/h, precipitation in %."""

    model_config = ConfigDict(extra="ignore")

    windKph: float | None = Field(default=None, ge=0, le=500)
    gustKph: float | None = Field(default=None, ge=0, le=500)
    precipChance: float | None = Field(default=None, ge=0, le=100)
    conditions: str | None = Field(default=None, max_length=LABEL_CHARS)
    lightningRisk: bool | None = None
    thunderstormChance: float | None = Field(default=None, ge=0, le=100)
    source: str | None = Field(default=None, max_length=SHORT_CHARS)


class Context:
    """Everything the context rules look at, computed once."""

    def __init__(self, permit: Permit, work_order: WorkOrderContext | None) -> None:
        wo = work_order or WorkOrderContext()
        self.area = wo.area or permit.area
        raw = " ".join(filter(None, [wo.title, wo.description, wo.jobPlan, permit.notes, *permit.hazardsLinked]))
        self.raw_text = raw
        self.text = f" {normalize(raw)} "
        self.xref_codes = {m.group(1) for r in permit.crossReferences if (m := PERMIT_CODE.match(r.strip()))}
        self.depth_m = depth_m(raw)

    def has_keyword(self, words: list[str]) -> str | None:
        return next((w for w in words if f" {normalize(w)} " in self.text), None)


def fires(trigger: Trigger, ctx: Context) -> tuple[bool, str]:
    """Whether a context rule applies, and why (for the check details)."""
    if ctx.area and normalize(ctx.area) in {normalize(a) for a in trigger.areas}:
        return True, f"area {ctx.area!r}"
    if word := ctx.has_keyword(trigger.keywords):
        return True, f"job mentions {word!r}"
    if linked := sorted(ctx.xref_codes & set(trigger.crossRefCodes)):
        return True, f"linked to a {'/'.join(linked)} permit"
    if trigger.minDepthM is not None and ctx.depth_m is not None and ctx.depth_m >= trigger.minDepthM:
        return True, f"depth {ctx.depth_m:g} m >= {trigger.minDepthM:g} m"
    return False, ""


class Report:
    def __init__(self) -> None:
        self.checks: list[Check] = []
        self.recommendations: list[str] = []

    def add(self, check: str, result: str, details: str, rule_id: str, source: str, fix: str | None = None) -> None:
        self.checks.append(
            Check(check=check[:200], result=result, details=details[:2000], ruleId=rule_id, source=source[:200])
        )
        if fix and result != "ok":
            self.recommendations.append(f"{rule_id}: {fix}")

    def require(
        self, label: str, item: RequiredItem, items: list[str], field: str, severity: str = "error", why: str = ""
    ) -> None:
        if item.found_in(items):
            self.add(f"{label}: {item.text}", "ok", f"present in {field}{why}", item.id, item.source)
        else:
            self.add(
                f"{label}: {item.text}",
                severity,
                f"missing from {field}{why}: add '{item.text}'",
                item.id,
                item.source,
                f"add '{item.text}' to {field}",
            )


def canon_gas(name: str) -> str:
    key = normalize(name).replace("%", "").strip()
    return _GAS_NAMES.get(key, key.upper())


def reading_violates(reading: float, limit: GasLimit) -> bool:
    if limit.min is not None and reading < limit.min:
        return True
    return limit.max is not None and (reading > limit.max or (reading == limit.max and limit.max > 0))


def check_gas_tests(report: Report, tests: list[GasTest], limits: list[GasLimit]) -> None:
    """A recorded limit may not be looser than policy; a recorded reading must be within it."""
    for test in tests:
        for limit in (g for g in limits if g.gas == canon_gas(test.gas)):
            low, high = limit_range(test.limit)
            looser = (limit.max is not None and (high is None or high > limit.max)) or (
                limit.min is not None and (low is None or low < limit.min)
            )
            name = f"Gas limit {limit.gas}"
            if looser:
                report.add(
                    name,
                    "error",
                    f"permit limit '{test.limit}' is looser than required '{limit.limit}'",
                    limit.id,
                    limit.source,
                    f"set the {limit.gas} limit to '{limit.limit}'",
                )
            else:
                report.add(name, "ok", f"permit limit '{test.limit}' within '{limit.limit}'", limit.id, limit.source)
            if test.reading is None:
                continue
            values = numbers(test.reading)
            if not values:
                report.add(
                    f"Gas reading {limit.gas}",
                    "warn",
                    f"reading '{test.reading}' is not a number",
                    "GEN-GAS-READING",
                    "OSHA 29 CFR 1910.146(d)(5); company practice",
                )
            elif reading_violates(values[0], limit):
                report.add(
                    f"Gas reading {limit.gas}",
                    "error",
                    f"reading {values[0]:g} {limit.unit} outside acceptable '{limit.limit}': do not start work",
                    limit.id,
                    limit.source,
                    f"restore safe {limit.gas} conditions and retest",
                )
            else:
                report.add(
                    f"Gas reading {limit.gas}",
                    "ok",
                    f"reading {values[0]:g} within '{limit.limit}'",
                    limit.id,
                    limit.source,
                )


def check_environment(report: Report, permit: Permit, env: EnvironmentRule, ctx: Context) -> list[GasLimit]:
    """Returns the gas limits the rule adds when it applies."""
    fired, why = fires(env.when, ctx)
    depth_unknown = (
        env.when.minDepthM is not None and ctx.depth_m is None and not fired and env.when.depthUnknown == "warn"
    )
    req = env.requires
    missing = [c for c in req.controls if not c.found_in(permit.controls)]
    missing += [a for a in req.attachments if not a.found_in(permit.attachmentsRequired)]
    missing_xref = [c for c in req.crossRefCodes if c not in ctx.xref_codes]
    if not fired and not depth_unknown:
        return []
    if depth_unknown:
        if missing:
            texts = "; ".join(f"'{m.text}' ({m.id})" for m in missing)
            report.add(
                env.description[:200],
                "warn",
                f"depth not stated in the work order; if {env.when.minDepthM:g} m or deeper add {texts}",
                env.id,
                env.source,
                f"state the depth or add {texts}",
            )
        return []
    if not missing and not missing_xref:
        report.add(env.description[:200], "ok", f"applies ({why}); requirements present", env.id, env.source)
        return list(req.gasLimits)
    parts = [f"'{m.text}' ({m.id})" for m in missing]
    parts += [f"a cross-reference to the PERM-{c}-NNNN permit" for c in missing_xref]
    report.add(
        env.description[:200],
        env.severity,
        f"applies ({why}); missing {'; '.join(parts)}",
        env.id,
        env.source,
        f"add {'; '.join(parts)}",
    )
    return list(req.gasLimits)


def check_weather(
    report: Report, permit: Permit, rule: WeatherRule, ctx: Context, rules: ComplianceRules, wx: WeatherContext
) -> None:
    if rule.when is not None and not fires(rule.when, ctx)[0]:
        return
    name = rule.description.split(":")[0][:200]
    if rule.exposed_only and ctx.area and normalize(ctx.area) in {normalize(a) for a in rules.indoor_areas}:
        report.add(name, "ok", f"indoor area {ctx.area!r}: not exposed", rule.id, rule.source)
        return
    conditions = f" {normalize(wx.conditions or '')} "
    hit_words = [w for w in rule.match if f" {normalize(w)} " in conditions]
    if rule.metric == "lightning":
        words = [w for w in LIGHTNING_WORDS if f" {w} " in conditions]
        if wx.lightningRisk or words:
            report.add(
                name,
                rule.severity,
                f"thunder/lightning reported ({wx.conditions or 'lightning risk'}): stop "
                "exposed work; resume 30 min after the last thunder",
                rule.id,
                rule.source,
                "reschedule until 30 min after the last thunder",
            )
        elif (wx.thunderstormChance or 0) >= THUNDER_WARN_CHANCE:
            report.add(
                name,
                "warn",
                f"thunderstorm chance {wx.thunderstormChance:g} %: watch for thunder",
                rule.id,
                rule.source,
            )
        else:
            report.add(
                name, "ok", f"no thunder or lightning ({wx.conditions or 'no conditions given'})", rule.id, rule.source
            )
        return
    if rule.metric == "wind":
        measured = [v for v in (wx.windKph, wx.gustKph) if v is not None]
        if not measured:
            return
        value, unit = max(measured), "km/h"
        label = f"wind {value:g} km/h (sustained {wx.windKph}, gust {wx.gustKph})"
    else:
        if wx.precipChance is None and not hit_words:
            return
        value, unit = wx.precipChance or 0.0, "%"
        label = f"precipitation chance {value:g} %" + (f", conditions {wx.conditions!r}" if hit_words else "")
    overridden = rule.override is not None and rule.override.found_in(permit.controls)
    if rule.max is not None and value > rule.max:
        result = "warn" if overridden else rule.severity
        note = f" (override present: {rule.override.id})" if overridden and rule.override else ""
        report.add(
            name,
            result,
            f"{label} exceeds the limit of {rule.max:g} {unit}{note}",
            rule.id,
            rule.source,
            f"stop or reschedule: {rule.description}",
        )
    elif (rule.warn_above is not None and value > rule.warn_above) or hit_words:
        limit = rule.warn_above if rule.warn_above is not None else rule.max
        level = f"above the warning level of {limit:g} {unit}" if limit is not None else "reported"
        report.add(name, "warn", f"{label} is {level}", rule.id, rule.source, rule.description)
    else:
        limit = rule.max if rule.max is not None else rule.warn_above
        report.add(name, "ok", f"{label} within the limit of {limit:g} {unit}", rule.id, rule.source)
