"""Permit guard (LLM engine, after A2 and A4): applies what the model changed, then every permit id must come from
ids_new_permit_id in this run, once, and every permit type the hazards call for must have a permit.

A2 and A4 answer changes, not permits (`permit_changes`): items to add and a shorter validity for a permit named
by id. The guard applies them to the permits the model was shown (the template drafts, or the last round's
permits), so a model can add to a permit but never remove a template item or a permit. A change naming an id of
no permit is applied to the permit of its type (a miscopied id, said in the notes); a change with a type no
permit has is a new permit, built from what the model wrote, and the rulebook judges it like any other.

An id the model made up (or copied from elsewhere), or one it gave to two permits, is replaced by an id allocated
for that permit, and the permit notes say so; cross-references follow the new ids. Allocations are keyed by run,
work order, type and the permit's ordinal among its type, so a rerun of the guard gets the same ids again.
A permit type the model left out (or A4 dropped) is added from its policy_load template, as the rules engine
builds it, with a note saying so: the model may add permits, never leave a required one out.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.base import RunFailure, ToolAgent
from agent_client.agents.generator import allocate_permit_id, permits_from_templates, required_types
from agent_client.agents.refiner import CODES
from agent_client.schemas import HazardIdentificationOutput, normal_permit
from common.matching import normalize

MAX_ORDINAL_STEPS = 20
MISSING_NOTE = "added from the {type} template: the hazards call for it and the model produced none"
NEW_NOTE = "A permit the model added; not from a template."
ADDITIONS = {
    "addControls": "controls",
    "addPpe": "ppe",
    "addSignOffRoles": "signOffRoles",
    "addAttachments": "attachmentsRequired",
}


def _is_identifier(item: str) -> bool:
    """A bare identifier ("permit_generator_output"): a small model copying a state key or field name from its
    prompt, not a control, PPE item, role or attachment a person could act on."""
    text = item.strip()
    return bool(text) and "_" in text and not any(c.isspace() for c in text)


def _add(items: list[str], new: list[str], dropped: list[str] | None = None) -> list[str]:
    """`items` and each new item not already there (case, punctuation and spacing ignored); a bare identifier is
    not added but listed in `dropped`, so the permit's notes can say so."""
    seen = {normalize(i) for i in items}
    for item in new:
        if _is_identifier(item):
            if dropped is not None:
                dropped.append(item)
            continue
        key = normalize(item)
        if key and key not in seen:
            seen.add(key)
            items.append(item)
    return items


def new_permit(change: dict[str, Any], work_order: dict[str, Any]) -> dict[str, Any]:
    return {
        "permitId": change["permitId"],
        "type": change["type"],
        "controls": [],
        "signOffRoles": [],
        "validityHours": change["validityHours"],
        "workOrderId": work_order.get("id"),
        "site": work_order.get("site"),
        "area": work_order.get("area"),
        "notes": NEW_NOTE,
    }


def apply_changes(
    permits: list[dict[str, Any]], changes: list[dict[str, Any]], work_order: dict[str, Any]
) -> list[dict[str, Any]]:
    """`permits` with the model's additions applied (in place for the ones named; new permits appended)."""
    by_id = {p["permitId"]: p for p in permits}
    for change in changes:
        permit = by_id.get(change.get("permitId", ""))
        if permit is None:
            permit = next((p for p in permits if p["type"] == change["type"]), None)
            if permit is not None:
                note = f"the model named id {change.get('permitId')!r}; read as this {permit['type']} permit"
                permit["notes"] = f"{permit.get('notes') or ''} [{note}]".strip()
            else:
                permit = new_permit(change, work_order)
                permits.append(permit)
                by_id[permit["permitId"]] = permit
        dropped: list[str] = []
        for key, field in ADDITIONS.items():
            if change.get(key):
                permit[field] = _add(list(permit.get(field) or []), change[key], dropped)
        hours = change.get("validityHours")
        if isinstance(hours, int) and 1 <= hours < int(permit.get("validityHours") or hours + 1):
            permit["validityHours"] = hours
        note = str(change.get("note") or "").strip()
        if _is_identifier(note):
            dropped.append(note)
            note = ""
        if dropped:
            names = ", ".join(repr(d) for d in list(dict.fromkeys(dropped))[:5])
            left_out = f"model items not added (identifiers, not instructions): {names}"
            permit["notes"] = f"{permit.get('notes') or ''} [{left_out}]".strip()
        if note:
            permit["notes"] = f"{permit.get('notes') or ''} {note}".strip()
    return permits


class PermitGuard(ToolAgent):
    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        recorder = self.recorder(ctx)
        state = ctx.session.state
        permits = [normal_permit(p) for p in state["permit_generator_output"].get("permits", [])]
        changes = (state.get("permit_changes") or {}).get("permits") or []
        permits = [normal_permit(p) for p in apply_changes(permits, changes, state.get("work_order") or {})]
        renamed: dict[str, str] = {}
        ordinals: Counter[str] = Counter()
        used: set[str] = set()
        for permit in permits:
            ordinals[permit["type"]] += 1
            original = permit["permitId"]
            if original in recorder.allocated_permit_ids and original not in used:
                used.add(original)
                continue
            permit_id = await self.unused_id(ctx, permit["type"], ordinals[permit["type"]], used)
            used.add(permit_id)
            why = "was used twice" if original in recorder.allocated_permit_ids else "was not allocated in this run"
            note = f"id {original} {why}; replaced by {permit_id}"
            permit["notes"] = f"{permit.get('notes') or ''} [{note}]".strip()
            permit["permitId"] = permit_id
            renamed.setdefault(original, permit_id)
        for permit in permits:
            permit["crossReferences"] = [renamed.get(x, x) for x in permit.get("crossReferences", [])]
        permits += await self.missing_permits(ctx, permits)
        return {"permit_generator_output": {"permits": permits}, "permit_changes": None}

    async def missing_permits(self, ctx: InvocationContext, permits: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Template permits for the required types with no permit; the existing ones cross-reference them."""
        hazards = HazardIdentificationOutput.model_validate(ctx.session.state["hazard_identification_output"])
        required = required_types(hazards)
        present = {CODES.get(p["type"].strip().upper(), p["type"].strip()) for p in permits}
        missing = [t for t in required if t not in present]
        if not missing:
            return []
        added, _ = await permits_from_templates(
            self, ctx, missing, required, hazards.hazards, [p["permitId"] for p in permits]
        )
        for permit in permits:
            permit["crossReferences"] = list(
                dict.fromkeys([*permit.get("crossReferences", []), *(p.permitId for p in added)])
            )
        for permit in added:
            permit.notes = f"{permit.notes or ''} [{MISSING_NOTE.format(type=permit.type)}]".strip()
        return [normal_permit(p.model_dump(mode="json")) for p in added]

    async def unused_id(self, ctx: InvocationContext, permit_type: str, ordinal: int, used: set[str]) -> str:
        """The id keyed by the permit's ordinal, or the next ordinal's while that id is already in the set."""
        for attempt in range(ordinal, ordinal + MAX_ORDINAL_STEPS):
            permit_id = await allocate_permit_id(self, ctx, permit_type, attempt)
            if permit_id not in used:
                return permit_id
        raise RunFailure("ERR_TOOL_REJECTED", f"no unused {permit_type} permit id after {MAX_ORDINAL_STEPS} tries")
