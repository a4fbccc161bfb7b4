"""The shipped rulebook, and permits filled from its own templates."""

from __future__ import annotations

from mcp_server.permits.contracts import Permit
from mcp_server.permits.types import PermitType
from mcp_server.rules.engine import WorkOrderContext, applicable_environment_rules
from mcp_server.rules.rulebook import Rulebook, load_rulebook
from mcp_server.settings import PROJECT_ROOT

RULEBOOK = load_rulebook(PROJECT_ROOT / "rulebook")


def fill_from_template(
    rulebook: Rulebook,
    ptype: PermitType,
    work_order: WorkOrderContext | None = None,
    hours: int | None = None,
    number: int = 1,
    type_label: str | None = None,
) -> Permit:
    """What a permit generator does: the template, plus whatever the applicable context rules add."""
    tpl, block = rulebook.templates[ptype], rulebook.rules.for_type(ptype)
    hours = hours or tpl.defaultValidityHours
    fields: dict = {
        "permitId": f"PERM-{ptype.code}-{number:04d}",
        "type": type_label or ptype.value,
        "controls": [c.text for c in tpl.controls],
        "ppe": [p.text for p in tpl.ppe],
        "signOffRoles": list(tpl.signOffRoles),
        "attachmentsRequired": list(tpl.attachments),
        "validityHours": hours,
        "crossReferences": [],
    }
    if work_order is not None:
        fields.update(site=work_order.site, area=work_order.area)
        if work_order.timeWindow is not None:
            fields.update(validFrom=work_order.timeWindow.start, validTo=work_order.timeWindow.end)
    for _ in range(3):  # a cross-reference can make another context rule apply
        permit = Permit(**fields)
        for env in applicable_environment_rules(block, permit, work_order):
            for item in env.requires.controls:
                if not item.found_in(fields["controls"]):
                    fields["controls"].append(item.text)
            for item in env.requires.attachments:
                if not item.found_in(fields["attachmentsRequired"]):
                    fields["attachmentsRequired"].append(item.text)
            for code in env.requires.crossRefCodes:
                if not any(r.startswith(f"PERM-{code}-") for r in fields["crossReferences"]):
                    fields["crossReferences"].append(f"PERM-{code}-9001")
    return Permit(**fields)
