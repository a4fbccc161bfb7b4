"""Applies `Change`s to a permit set with the rulebook as the judge, whichever planner produced them.

Each change is tried on a copy of each permit it targets and the copy is sent to `rules_evaluate`: when the change
brings an error the permit did not have (validity past HW-VAL-MAX, beyond the work window, a required control or
sign-off removed) it is refused for that permit, and the reply quotes the rule id and its source. An added permit
type gets its id from `ids_new_permit_id` and its template from `policy_load`; what the rulebook then requires of
the cross-referenced permits (e.g. 0 % LEL on hot work next to a confined space) is added by the A4 refiner.
"""

from __future__ import annotations

import re
from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.policy import LIST_FIELDS, build_permit, validity_window
from agent_client.agents.refiner import refine
from agent_client.agents.validator import evaluate
from agent_client.idempotency import allocation_key
from agent_client.review.models import Change, ChangeOutcome, PermitSet
from agent_client.review.nodes import ReviewNode, rule_errors
from agent_client.schemas import PASSING, Check, Permit, Provenance, Validation

QUALIFIERS = re.compile(r"\b(?:second|third|2nd|3rd|additional|extra|another|more|one more|backup|spare)\b")


def norm(text: str) -> str:
    """The rulebook's matching: case-insensitive, punctuation and spacing ignored."""
    return " ".join(re.sub(r"[^a-z0-9%]+", " ", text.lower()).split())


def policy_phrases(policy: dict[str, Any]) -> list[str]:
    phrases = []
    for field in LIST_FIELDS:
        for entry in policy.get(field) or []:
            if isinstance(entry, dict):
                phrases += [entry.get("text") or "", *(entry.get("aliases") or [])]
            else:
                phrases.append(str(entry))
    return [norm(p) for p in phrases if p]


def alias_targets(policy: dict[str, Any], field: str, query: str) -> set[str]:
    """Canonical texts of policy items one of whose aliases is the query ("FRC" → "Flame-resistant clothing")."""
    found = set()
    for entry in policy.get(field) or []:
        if isinstance(entry, dict) and any(norm(a) == query for a in entry.get("aliases") or []):
            found.add(norm(entry.get("text") or ""))
    return found


def warnings(validation: Validation) -> list[Check]:
    return [c for c in validation.checks if c.result == "warn"]


class Applier:
    """One request's application of changes; `policies` caches policy_load answers by permit type."""

    def __init__(self, node: ReviewNode, ctx: InvocationContext, permit_set: PermitSet, policies: dict[str, Any]):
        self.node, self.ctx = node, ctx
        self.permit_set = permit_set.model_copy(deep=True)
        self.policies = dict(policies)
        self.work_order: dict[str, Any] = ctx.session.state.get("work_order") or {}
        self.validations = {v.permitId: v for v in self.permit_set.validations}

    async def policy(self, permit_type: str) -> dict[str, Any]:
        if permit_type not in self.policies:
            self.policies[permit_type] = await self.node.call_or_fail(
                self.ctx, "policy_load", {"permitType": permit_type}
            )
        return self.policies[permit_type]

    async def verdict(self, permit: Permit) -> Validation:
        return await evaluate(self.node, self.ctx, permit)

    def errors_of(self, permit_id: str) -> set[str]:
        validation = self.validations.get(permit_id)
        return {rule_id for rule_id, _, _ in rule_errors(validation)} if validation else set()

    async def apply(self, changes: list[Change]) -> list[ChangeOutcome]:
        outcomes = []
        for change in changes:
            if change.op == "add_permit":
                outcomes.append(await self.add_permit(change))
            else:
                outcomes.append(await self.edit(change))
        self.permit_set.validations = [self.validations[p.permitId] for p in self.permit_set.permits]
        return outcomes

    async def targets(self, change: Change) -> list[Permit]:
        permits = self.permit_set.permits
        if change.permitTypes:
            return [p for p in permits if p.type in change.permitTypes]
        if change.op == "add_item" and change.item:
            core = norm(QUALIFIERS.sub(" ", change.item.lower()))
            related = [p for p in permits if core and any(core in x for x in policy_phrases(await self.policy(p.type)))]
            return related or list(permits)
        return list(permits)

    async def matching_items(self, permit: Permit, change: Change) -> dict[str, list[str]]:
        """Items of `permit` a remove_item change names: exact (or via an alias) first, else containing it."""
        query = norm(change.item or "")
        fields = [change.field] if change.field else list(LIST_FIELDS)
        policy = await self.policy(permit.type)
        exact: dict[str, list[str]] = {}
        loose: dict[str, list[str]] = {}
        for field in fields:
            wanted = {query} | alias_targets(policy, field, query)
            for item in getattr(permit, field):
                if norm(item) in wanted:
                    exact.setdefault(field, []).append(item)
                elif query and query in norm(item):
                    loose.setdefault(field, []).append(item)
        return exact or loose

    async def edit(self, change: Change) -> ChangeOutcome:
        targets = await self.targets(change)
        if not targets:
            wanted = ", ".join(change.permitTypes) or "any"
            return ChangeOutcome(change=change, applied=False, summary=f"there is no {wanted} permit in this set")
        applied, refusals, notes, warned = [], [], [], []
        for permit in targets:
            candidate = permit.model_copy(deep=True)
            note = await self.change_one(candidate, change)
            if note:
                notes.append(f"{permit.permitId}: {note}")
                continue
            validation = await self.verdict(candidate)
            new = [e for e in rule_errors(validation) if e[0] not in self.errors_of(permit.permitId)]
            if new:
                refusals.append((permit.permitId, new))
                continue
            before = self.warnings_of(permit.permitId)
            warned += [
                f"{permit.permitId} {c.ruleId}: {c.details}" for c in warnings(validation) if c.ruleId not in before
            ]
            self.replace(candidate, validation)
            applied.append(permit.permitId)
        outcome = self.outcome(change, applied, refusals, notes)
        if warned:
            outcome.summary += f" (the rulebook warns: {'; '.join(warned)})"
        return outcome

    def warnings_of(self, permit_id: str) -> set[str | None]:
        validation = self.validations.get(permit_id)
        return {c.ruleId for c in warnings(validation)} if validation else set()

    async def change_one(self, permit: Permit, change: Change) -> str | None:
        """Edits `permit` in place; returns why nothing changed, or None when it did."""
        ref = f"review: {change.text}"[:200] if change.text else "review"
        if change.op == "set_validity":
            if change.hours is None or change.hours == permit.validityHours:
                return f"validity already {permit.validityHours} h"
            permit.validityHours = change.hours
            if self.work_order.get("timeWindow"):
                validity_window(permit, self.work_order)
            return None
        if change.op == "add_item" and change.field and change.item:
            items: list[str] = getattr(permit, change.field)
            if any(norm(i) == norm(change.item) for i in items):
                return f"'{change.item}' is already on it"
            items.append(change.item)
            permit.provenance.append(Provenance(item=change.item, field=change.field, kind="user", ref=ref))
            return None
        if change.op == "remove_item":
            found = await self.matching_items(permit, change)
            if not found:
                return f"no item matching '{change.item}'"
            for field, items in found.items():
                setattr(permit, field, [i for i in getattr(permit, field) if i not in items])
                permit.provenance = [p for p in permit.provenance if not (p.field == field and p.item in items)]
            return None
        return "nothing to change"

    def replace(self, permit: Permit, validation: Validation) -> None:
        self.permit_set.permits = [permit if p.permitId == permit.permitId else p for p in self.permit_set.permits]
        self.validations[permit.permitId] = validation

    @staticmethod
    def outcome(change: Change, applied: list[str], refusals: list, notes: list[str]) -> ChangeOutcome:
        what = change.text or change.op
        if change.op in ("add_item", "remove_item") and change.item:  # one clause may carry several items
            what = f"{change.op.removesuffix('_item')} {change.item}"
        parts = []
        if applied:
            parts.append(f"'{what}' applied to {', '.join(applied)}")
        for permit_id, errors in refusals:
            first = {rule_id: (source, text) for rule_id, source, text in reversed(errors)}
            reasons = "; ".join(
                f"{rule_id} ({source}): {text}" if source else f"{rule_id}: {text}"
                for rule_id, (source, text) in reversed(first.items())
            )
            parts.append(f"'{what}' refused for {permit_id} — the rulebook forbids it: {reasons}")
        if not applied and not refusals:
            parts += [f"'{what}' not applied — {n}" for n in notes]
        rule_ids = list(dict.fromkeys(rule_id for _, errors in refusals for rule_id, _, _ in errors))
        summary = ". ".join(parts) or f"'{what}' changed nothing"
        return ChangeOutcome(change=change, applied=bool(applied), summary=summary, appliedTo=applied, ruleIds=rule_ids)

    async def add_permit(self, change: Change) -> ChangeOutcome:
        permit_type = change.permitType or ""
        if any(p.type == permit_type for p in self.permit_set.permits):
            return ChangeOutcome(change=change, applied=False, summary=f"the set already has a {permit_type} permit")
        policy = await self.policy(permit_type)
        # Keyed by the review session, so a retried turn gets the id it had, not a second one.
        key = allocation_key(f"review:{self.ctx.session.id}", str(self.work_order.get("id") or ""), permit_type)
        args = {"permitType": permit_type, "allocationKey": key}
        allocated = await self.node.call_or_fail(self.ctx, "ids_new_permit_id", args)
        permit = build_permit(allocated["permitId"], permit_type, policy, self.work_order, [])
        permit.notes = f"{permit.notes} Added at review: {change.text or 'requested'}".strip()
        others = [p.permitId for p in self.permit_set.permits]
        permit.crossReferences = others
        for other in self.permit_set.permits:
            if permit.permitId not in other.crossReferences:
                other.crossReferences.append(permit.permitId)
        self.permit_set.permits.append(permit)
        fixed = []
        for current in list(self.permit_set.permits):
            validation = await self.verdict(current)
            if validation.validationStatus not in PASSING:
                refined = refine(current, validation, await self.policy(current.type), self.work_order)
                if refined != current:
                    validation = await self.verdict(refined)
                    fixed.append(current.permitId)
                current = refined
            self.replace(current, validation)
        summary = f"added {permit_type} permit {permit.permitId} from the policy_load template, cross-referenced"
        if fixed:
            summary += f"; completed what the rulebook then requires on {', '.join(fixed)}"
        remaining = [f"{v.permitId} {rid}" for v in self.validations.values() for rid, _, _ in rule_errors(v)]
        if remaining:
            summary += f"; still failing: {', '.join(remaining)}"
        return ChangeOutcome(change=change, applied=True, summary=summary, appliedTo=[permit.permitId])
