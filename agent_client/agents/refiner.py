"""A4 Permit Refiner (rules engine): fixes exactly what the rule errors name, then hands back to A3.

Adds the missing control / sign-off / attachment / PPE item a rule quotes, restores template items that went
missing, and clamps validity to the rulebook maximum and the work-order window. Passing permits are untouched.
"""

from __future__ import annotations

import re
from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.base import ToolAgent
from agent_client.agents.policy import LIST_FIELDS, clamp_validity, policy_gas_tests, policy_list, validity_window
from agent_client.schemas import PASSING, GasTest, Permit, Provenance, Validation

ITEM_WITH_RULE = re.compile(r"['\"‘“]([^'\"’”]{2,160})['\"’”]\s*\(([A-Z]{2,5}-([A-Z]+)(?:-[A-Z0-9]+)*)\)")
RULE_FIELDS = {"CTRL": "controls", "ATT": "attachmentsRequired", "PPE": "ppe", "SIGN": "signOffRoles"}
QUOTED = re.compile(r"['\"‘“]([^'\"’”]{2,160})['\"’”]")
FIELD_WORDS = (
    ("signOffRoles", ("sign-off", "signoff", "sign off", "signoffrole", "approver", "role")),
    ("attachmentsRequired", ("attachment", "certificate", "document")),
    ("ppe", ("ppe", "protective")),
    ("controls", ("control", "precaution", "measure")),
)


EXPLICIT_FIELD = re.compile(r"\b(?:from|to|in) (controls|ppe|signOffRoles|attachmentsRequired)\b")


def field_named(text: str) -> str | None:
    explicit = EXPLICIT_FIELD.search(text)
    if explicit:
        return explicit.group(1)
    lowered = text.lower()
    for field, words in FIELD_WORDS:
        if any(word in lowered for word in words):
            return field
    return None


GAS_LIMIT = re.compile(r"Gas limit (\S+)")
REQUIRED_LIMIT = re.compile(r"required ['\"‘“]([^'\"’”]+)['\"’”]")


def tighten_gas_limit(permit: Permit, text: str) -> None:
    """'Gas limit LEL … looser than required "0 % LEL"' → set (or add) that gas test's limit."""
    gas, limit = GAS_LIMIT.search(text), REQUIRED_LIMIT.search(text)
    if not (gas and limit):
        return
    for test in permit.gasTests:
        if test.gas.lower() == gas.group(1).lower():
            test.limit = limit.group(1)
            return
    permit.gasTests.append(GasTest(gas=gas.group(1), limit=limit.group(1)))


def add_item(permit: Permit, field: str, item: str, ref: str) -> bool:
    items: list[str] = getattr(permit, field)
    if any(existing.strip().lower() == item.strip().lower() for existing in items):
        return False
    items.append(item)
    permit.provenance.append(Provenance(item=item[:500], field=field, kind="refiner", ref=ref[:200]))
    return True


def refine(permit: Permit, validation: Validation, policy: dict[str, Any], work_order: dict[str, Any]) -> Permit:
    permit = permit.model_copy(deep=True)
    for field in LIST_FIELDS:
        for item in policy_list(policy, field):
            add_item(permit, field, item, f"template:{permit.type}")
    findings = [(c.ruleId or c.check, f"{c.check} {c.details}") for c in validation.checks if c.result == "error"]
    findings += [("rule", error) for error in validation.errors]
    for ref, text in findings:
        lowered = text.lower()
        if "gas" in lowered and not permit.gasTests:
            permit.gasTests = policy_gas_tests(policy)
        tighten_gas_limit(permit, text)
        tagged = ITEM_WITH_RULE.findall(text)
        for item, rule_id, kind in tagged:
            if kind in RULE_FIELDS:
                add_item(permit, RULE_FIELDS[kind], item, rule_id)
        field = field_named(text)
        if field and not tagged:
            for item in QUOTED.findall(text):
                add_item(permit, field, item, ref)
    permit.validityHours = clamp_validity(permit.validityHours, policy, work_order)
    validity_window(permit, work_order)
    return permit


class RulesRefiner(ToolAgent):
    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        state = ctx.session.state
        policies = dict(state.get("policies") or {})
        validations = {v["permitId"]: Validation.model_validate(v) for v in state["permit_validation_output"]}
        refined = []
        for raw in state["permit_generator_output"]["permits"]:
            permit = Permit.model_validate(raw)
            validation = validations.get(permit.permitId)
            if validation is None or validation.validationStatus in PASSING:
                refined.append(raw)
                continue
            if permit.type not in policies:
                policies[permit.type] = await self.call_or_fail(ctx, "policy_load", {"permitType": permit.type})
            fixed = refine(permit, validation, policies[permit.type], state["work_order"])
            refined.append(fixed.model_dump(mode="json", exclude_none=True))
        self.recorder(ctx).models[self.name] = "rules"
        return {"permit_generator_output": {"permits": refined}, "policies": policies}
