"""A lifting permit and the directory people who request and sign it, for render and lifecycle tests."""

from __future__ import annotations

from typing import Any

from mcp_server.rules.rulebook import load_rulebook
from mcp_server.settings import PROJECT_ROOT

RULEBOOK = load_rulebook(PROJECT_ROOT / "rulebook")


PID = "PERM-LIFT-0001"


REQUESTER, LIFT_SUPERVISOR, HSE = "ravi.requester", "lena.lift", "hugo.safety"


def lifting_permit() -> dict[str, Any]:
    t = RULEBOOK.template("LIFT")
    return {
        "permitId": PID, "type": t.permitType, "controls": [c.text for c in t.controls],
        "ppe": [p.text for p in t.ppe], "signOffRoles": t.signOffRoles, "validityHours": 8,
        "attachmentsRequired": t.attachments, "site": "Plant-A", "area": "Pipe Rack",
    }  # fmt: skip
