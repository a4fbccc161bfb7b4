"""A4 Permit Refiner (rules engine): fixes what each rule error names, says what it cannot fix, then back to A3.

Each error check is matched by its rule id against the permit type's policy: a missing required control, PPE
item, sign-off or attachment is added with its canonical text; an environment rule gets every item it requires
(and a cross-reference to the job's permit of the type it names); validity is clamped to the rulebook maximum
and the work window; a looser gas limit is tightened. Weather limits, SIMOPS clashes, gas readings, a permit id
of the wrong type or a missing permit of another type cannot be fixed by editing this permit: the refiner says
so in the permit's notes, and the permit keeps failing (the gate returns it as Fail with its findings).
"""

from __future__ import annotations

import re
from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.base import ToolAgent
from agent_client.agents.policy import (
    LIST_FIELDS,
    add_item,
    apply_environment_rule,
    clamp_validity,
    environment_rule,
    policy_field,
    policy_gas_tests,
    policy_items,
    set_gas_limit,
    validity_window,
)
from agent_client.schemas import PASSING, Check, Permit, Validation
from common.permit_types import TYPE_BY_CODE

ITEM_WITH_RULE = re.compile(r"['\"‘“]([^'\"’”]{2,160})['\"’”]\s*\(([A-Z]{2,5}-([A-Z]+)(?:-[A-Z0-9]+)*)\)")
RULE_FIELDS = {"CTRL": "controls", "ATT": "attachmentsRequired", "PPE": "ppe", "SIGN": "signOffRoles"}
REQUIRED_LIMIT = re.compile(r"required ['\"‘“]([^'\"’”]+)['\"’”]")
PERMIT_CODE = re.compile(r"PERM-([A-Z]{2,4})-NNNN")
UNFIXABLE_NOTE = "Refiner cannot fix"
VALIDITY_RULES = ("GEN-VAL-POSITIVE", "GEN-VAL-DATES", "GEN-VAL-WINDOW")
CODES = TYPE_BY_CODE


def _rule_ids(policy: dict[str, Any], key: str) -> set[str]:
    return {r.get("id") for r in policy_field(policy, key) or [] if isinstance(r, dict)}


def _required(policy: dict[str, Any], rule_id: str) -> tuple[str, str, list[str]] | None:
    """(field, canonical text, aliases) of the required template item with this rule id."""
    for field in LIST_FIELDS:
        for text, rid, aliases in policy_items(policy, field):
            if rid == rule_id:
                return field, text, aliases
    return None


def unfixable_reason(check: Check, policy: dict[str, Any]) -> str | None:
    """Why editing this permit cannot clear the error, or None when the refiner can try."""
    rule_id = check.ruleId or ""
    if rule_id.startswith("SIMOPS-"):
        return "clashes with another live permit; the area authority must sequence or separate the work"
    if rule_id in _rule_ids(policy, "weatherRules"):
        return f"measured weather is over the limit ({check.details[:160]}); reschedule the work"
    if check.check.startswith("Gas reading"):
        return "a recorded gas reading is outside the limit; restore safe conditions and retest"
    if rule_id == "GEN-STRUCT-PERMIT-ID":
        return "the permit id carries another type's code; a new id must be allocated"
    return None


def fix_cross_reference(permit: Permit, check: Check, job: list[Permit]) -> str | None:
    """Link the job's permit of the type the rule names (both ways); None when fixed, else why not."""
    for code in PERMIT_CODE.findall(check.details):
        partner = next((p for p in job if p.permitId.startswith(f"PERM-{code}-")), None)
        if partner is None:
            return (
                f"needs a {CODES.get(code, code)} permit (PERM-{code}) for this job, which the hazards did not call "
                "for; a supervisor must decide whether to raise one"
            )
        if partner.permitId not in permit.crossReferences:
            permit.crossReferences.append(partner.permitId)
        if permit.permitId not in partner.crossReferences:
            partner.crossReferences.append(permit.permitId)
    return None


def fix(permit: Permit, check: Check, policy: dict[str, Any], work_order: dict[str, Any], job: list[Permit]) -> str:
    """Apply the fix one error check calls for; returns '' when handled, else the reason it cannot be fixed."""
    if reason := unfixable_reason(check, policy):
        return reason
    rule_id = check.ruleId or ""
    if required := _required(policy, rule_id):
        field, text, aliases = required
        add_item(permit, field, text, "refiner", rule_id, aliases)
        return ""
    if env := environment_rule(policy, rule_id):
        apply_environment_rule(permit, env)
        return fix_cross_reference(permit, check, job) or ""
    if rule_id == policy_field(policy, "validityRuleId") or rule_id in VALIDITY_RULES:
        permit.validityHours = clamp_validity(permit.validityHours or 1, policy, work_order)
        validity_window(permit, work_order)
        return ""
    if rule_id == "GEN-CTX-LOCATION":
        permit.site, permit.area = work_order.get("site"), work_order.get("area")
        return ""
    if rule_id in ("GEN-SOD-ROLES", "GEN-STRUCT-CONTROLS"):
        for field in LIST_FIELDS:
            setattr(permit, field, [i for i in getattr(permit, field) if i.strip()])
            for text, rid, aliases in policy_items(policy, field):
                add_item(permit, field, text, "refiner", rid or f"{permit.type} template", aliases)
        return ""
    if check.check.startswith("Gas limit") and (limit := REQUIRED_LIMIT.search(check.details)):
        set_gas_limit(permit, check.check.removeprefix("Gas limit").strip(), limit.group(1))
        return ""
    tagged = [(i, r, k) for i, r, k in ITEM_WITH_RULE.findall(check.details) if k in RULE_FIELDS]
    for item, quoted_rule, kind in tagged:
        add_item(permit, RULE_FIELDS[kind], item, "refiner", quoted_rule)
    return "" if tagged else f"no automatic fix for {rule_id or check.check}; a supervisor must resolve it"


def refine(
    permit: Permit,
    validation: Validation,
    policy: dict[str, Any],
    work_order: dict[str, Any],
    job: list[Permit] | None = None,
) -> Permit:
    """A fixed copy of `permit`; what could not be fixed is stated in its notes (once per rule)."""
    permit = permit.model_copy(deep=True)
    job = [p for p in job or [] if p.permitId != permit.permitId]
    if not permit.gasTests:
        permit.gasTests = policy_gas_tests(policy)
    for check in (c for c in validation.checks if c.result == "error"):
        reason = fix(permit, check, policy, work_order, job)
        if reason and f"{check.ruleId}:" not in (permit.notes or ""):
            note = f"{UNFIXABLE_NOTE} {check.ruleId}: {reason}."
            permit.notes = f"{permit.notes or ''} {note}".strip()[:4000]
    permit.validityHours = clamp_validity(permit.validityHours or 1, policy, work_order)
    validity_window(permit, work_order)
    return permit


class RulesRefiner(ToolAgent):
    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        state = ctx.session.state
        policies = dict(state.get("policies") or {})
        validations = {v["permitId"]: Validation.model_validate(v) for v in state["permit_validation_output"]}
        job = [Permit.model_validate(raw) for raw in state["permit_generator_output"]["permits"]]
        for index, permit in enumerate(job):
            validation = validations.get(permit.permitId)
            if validation is None or validation.validationStatus in PASSING:
                continue
            if permit.type not in policies:
                policies[permit.type] = await self.call_or_fail(ctx, "policy_load", {"permitType": permit.type})
            job[index] = refine(permit, validation, policies[permit.type], state["work_order"], job)
        self.recorder(ctx).models[self.name] = "rules"
        refined = [p.model_dump(mode="json", exclude_none=True) for p in job]
        return {"permit_generator_output": {"permits": refined}, "policies": policies}
