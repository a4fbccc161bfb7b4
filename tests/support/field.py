"""Shared steps of the field-records tests: permits from the rulebook's templates, the people they act as, calls.

The people are directory ids seeded by `tests.support.people_support.seed` (CAST); every field tool takes them
the way the lifecycle tools do. Test modules import these from here, never from each other.
"""

from __future__ import annotations

import io
import re
import secrets
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

from pypdf import PdfReader

from mcp_server.errors import parse_failure
from mcp_server.rules.field import load_field_rules
from mcp_server.rules.lifecycle import role_rules
from mcp_server.rules.rulebook import load_rulebook
from mcp_server.settings import PROJECT_ROOT
from tests.support.mcp_harness import error_text, structured
from tests.support.people_support import CAST

RULEBOOK = load_rulebook(PROJECT_ROOT / "rulebook")
FIELD = load_field_rules(PROJECT_ROOT / "rulebook")
# People-directory ids (tests.support.people_support.CAST holds their names, roles and competencies).
REQUESTER, SUPERVISOR, HSE, AUTHORIZED = "ines.requester", "sven.supervisor", "hal.safety", "ada.authorized"
ISOLATOR, VERIFIER, TESTER, AREA_AUTHORITY = "ivo.isolator", "vera.verifier", "gus.tester", "abe.area"
PASS = {"validationStatus": "Pass", "checks": [{"check": "Rulebook", "result": "ok", "details": "all rules pass"}]}
POINTS = [
    {"equipmentTag": "P-101A", "energyType": "electrical", "method": "MCC-3 breaker racked out", "lockTag": "L-0417"},
    {"equipmentTag": "XV-2201", "energyType": "process", "method": "valve closed, spade fitted", "lockTag": "L-0418"},
]


def template_permit(code: str, permit_id: str, **extra: Any) -> dict[str, Any]:
    t = RULEBOOK.template(code)
    return {
        "permitId": permit_id, "type": t.permitType, "controls": [c.text for c in t.controls],
        "ppe": [p.text for p in t.ppe], "signOffRoles": t.signOffRoles, "validityHours": 8,
        "attachmentsRequired": t.attachments, "site": "Plant-A", "area": "Maintenance Workshop", **extra,
    }  # fmt: skip


async def call(client, tool: str, **arguments: Any) -> dict[str, Any]:
    return structured(await client.call_tool(tool, arguments))


async def refused(client, tool: str, **arguments: Any) -> str:
    return error_text(await client.call_tool(tool, arguments))


def fresh_id(code: str) -> str:
    """An id no other test picks: the session's tool server is shared, and other tests hand-pick PERM-HW-0001 and
    the like, so counter ids (which start at 0001) could freeze their permits."""
    return f"PERM-{code}-9{secrets.randbelow(10**7):07d}"


async def draft(client, code: str, **extra: Any) -> str:
    """A fresh id saved as a draft with a passing validation, its requester recorded."""
    pid = fresh_id(code)
    body = template_permit(code, pid, **extra)
    structured(await client.call_tool("pdf_render", {"permit": body, "validation": {"permitId": pid, **PASS}}))
    await call(client, "permits_request", permitId=pid, requestedBy=REQUESTER)
    return pid


async def issued(client, code: str, **extra: Any) -> str:
    pid = await draft(client, code, **extra)
    roles = {"LOTO": [SUPERVISOR, HSE, AUTHORIZED], "HW": [SUPERVISOR, HSE], "CSE": None}[code]
    for rule, person in zip(role_rules(RULEBOOK, code), roles or [], strict=True):
        await call(client, "permits_signoff", permitId=pid, person=person, role=rule.role)
    await call(client, "permits_transition", permitId=pid, to="issued", person=HSE, role="HSE", reason="issue")
    return pid


async def transition(client, pid: str, to: str, person: str, role: str) -> dict[str, Any]:
    return await call(client, "permits_transition", permitId=pid, to=to, person=person, role=role, reason=f"to {to}")


async def transition_refused(client, pid: str, to: str, person: str, role: str) -> str:
    return await refused(client, "permits_transition", permitId=pid, to=to, person=person, role=role, reason="x" * 5)


def rule_of(text: str) -> str | None:
    failure = parse_failure(text)
    return (failure.details or {}).get("ruleId") if failure else None


def name_of(person_id: str) -> str:
    """The display name the directory holds for a test person (what the printed permit shows)."""
    return CAST[person_id][0]


def pdf_text(url: str) -> str:
    data = Path(unquote(urlparse(url).path)).read_bytes()
    return re.sub(r"\s+", " ", " ".join(p.extract_text() for p in PdfReader(io.BytesIO(data)).pages))
