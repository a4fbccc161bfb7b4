"""Turning a `policy_load` answer into a permit, and the clamps both A2 and A4 apply (rulebook max, work window)."""

from __future__ import annotations

import math
from datetime import datetime, timedelta
from typing import Any

from agent_client.schemas import GasTest, Hazard, Permit, Provenance

LIST_FIELDS = ("controls", "ppe", "signOffRoles", "attachmentsRequired")


def _text(item: Any) -> str:
    if isinstance(item, dict):
        for key in ("text", "name", "label", "control", "role", "item", "title", "id"):
            if item.get(key):
                return str(item[key])
    return str(item)


def policy_field(policy: dict[str, Any], name: str) -> Any:
    """A field of the policy answer, wherever the tool nests it (top level, `template` or `rules`)."""
    for block in (policy, policy.get("template") or {}, policy.get("rules") or {}):
        if isinstance(block, dict) and block.get(name) is not None:
            return block[name]
    return None


def policy_list(policy: dict[str, Any], name: str) -> list[str]:
    return list(dict.fromkeys(_text(i) for i in policy_field(policy, name) or []))


def policy_gas_tests(policy: dict[str, Any]) -> list[GasTest]:
    tests = []
    for raw in policy_field(policy, "gasTests") or []:
        if isinstance(raw, dict) and raw.get("gas"):
            tests.append(GasTest(gas=str(raw["gas"]), limit=str(raw.get("limit") or raw.get("range") or "")))
        elif isinstance(raw, str):
            tests.append(GasTest(gas=raw, limit=""))
    return tests


def window_hours(work_order: dict[str, Any]) -> int:
    start = datetime.fromisoformat(work_order["timeWindow"]["start"].replace("Z", "+00:00"))
    end = datetime.fromisoformat(work_order["timeWindow"]["end"].replace("Z", "+00:00"))
    return max(1, math.ceil((end - start).total_seconds() / 3600))


def clamp_validity(requested: int, policy: dict[str, Any], work_order: dict[str, Any]) -> int:
    """Never longer than the rulebook allows nor than the work-order window; at least one hour."""
    limits = [requested, window_hours(work_order)]
    if policy_field(policy, "validityHoursMax"):
        limits.append(int(policy_field(policy, "validityHoursMax")))
    return max(1, min(limits))


def validity_window(permit: Permit, work_order: dict[str, Any]) -> None:
    start = datetime.fromisoformat(work_order["timeWindow"]["start"].replace("Z", "+00:00"))
    permit.validFrom = iso(start)
    permit.validTo = iso(start + timedelta(hours=permit.validityHours))


def iso(moment: datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")


def build_permit(
    permit_id: str, permit_type: str, policy: dict[str, Any], work_order: dict[str, Any], hazards: list[Hazard]
) -> Permit:
    linked = [h for h in hazards if permit_type in h.permitTypes]
    fields = {name: policy_list(policy, name) for name in LIST_FIELDS}
    provenance = [
        Provenance(item=i, field=f, kind="template", ref=permit_type) for f, items in fields.items() for i in items
    ]
    version = policy_field(policy, "policyVersion") or "unknown"
    permit = Permit(
        permitId=permit_id,
        type=permit_type,
        hazardsLinked=[h.name for h in linked],
        validityHours=clamp_validity(window_hours(work_order), policy, work_order),
        workOrderId=work_order["id"],
        site=work_order["site"],
        area=work_order["area"],
        gasTests=policy_gas_tests(policy),
        provenance=provenance,
        notes=f"Generated from the {permit_type} template, policy {version}.",
        **fields,
    )
    validity_window(permit, work_order)
    return permit
