"""permits_* tools through the real MCP client: stdio and HTTP, and in-process on SQLite and PostgreSQL."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote, urlparse

import pytest
import sqlalchemy as sa
from pypdf import PdfReader
from sqlalchemy.exc import DBAPIError

from mcp_server.rules.rulebook import load_rulebook
from mcp_server.server import build_server
from mcp_server.settings import PROJECT_ROOT
from tests.support.mcp_harness import connect, error_text, structured
from tests.support.people_support import seed, seed_data_dir

if TYPE_CHECKING:
    from tests.support.db_fixtures import DbTarget

pytest_plugins = ["tests.support.db_fixtures"]

RULEBOOK = load_rulebook(PROJECT_ROOT / "rulebook")
REQUESTER, LIFT_SUPERVISOR, HSE = "ravi.requester", "lena.lift", "hugo.safety"


@pytest.fixture
def people_seeded(shared_data_dir: Path) -> None:
    """The session servers' database holds the people these tests act as."""
    seed_data_dir(shared_data_dir)


PASS = {"validationStatus": "Pass", "checks": [{"check": "Rulebook", "result": "ok", "details": "all rules pass"}]}
FAIL = {"validationStatus": "Fail", "errors": ["LIFT-ATT-PLAN: lift plan missing"]}


def lifting_permit(permit_id: str) -> dict[str, Any]:
    """A Lifting permit from the rulebook's template (a type no other test picks ids for by hand)."""
    t = RULEBOOK.template("LIFT")
    return {
        "permitId": permit_id, "type": t.permitType, "controls": [c.text for c in t.controls],
        "ppe": [p.text for p in t.ppe], "signOffRoles": t.signOffRoles, "validityHours": 8,
        "attachmentsRequired": t.attachments, "site": "Plant-A", "area": "Pipe Rack",
    }  # fmt: skip


def pdf_text(url: str) -> str:
    data = Path(unquote(urlparse(url).path)).read_bytes()
    return re.sub(r"\s+", " ", " ".join(p.extract_text() for p in PdfReader(io.BytesIO(data)).pages))


async def new_draft(client, validation: dict[str, Any] = PASS) -> str:
    """A fresh counter id, rendered as a draft with its validation (which records both in the database)."""
    permit_id = structured(await client.call_tool("ids_new_permit_id", {"permitType": "Lifting"}))["permitId"]
    rendered = await client.call_tool(
        "pdf_render", {"permit": lifting_permit(permit_id), "validation": {"permitId": permit_id, **validation}}
    )
    structured(rendered)
    return permit_id


async def call(client, tool: str, **arguments: Any) -> dict[str, Any]:
    return structured(await client.call_tool(tool, arguments))


async def refused(client, tool: str, **arguments: Any) -> str:
    return error_text(await client.call_tool(tool, arguments))


async def move(client, pid: str, to: str, person: str, role: str) -> dict[str, Any]:
    return await call(client, "permits_transition", permitId=pid, to=to, person=person, role=role, reason=f"to {to}")


async def test_issue_cycle_over_each_transport(mcp_target, people_seeded):
    async with connect(mcp_target) as client:
        pid = await new_draft(client)
        got = await call(client, "permits_get", permitId=pid)
        assert got["status"] == "draft" and got["allowedTransitions"] == ["issued", "cancelled"]
        assert [r["role"] for r in got["requiredSignoffs"]] == ["Lift Supervisor", "HSE"]
        assert got["latestValidation"]["status"] == "Pass" and f"/permits/{pid}/" in got["pdfUrl"]

        assert "no requester on record" in await refused(
            client, "permits_signoff", permitId=pid, person=HSE, role="HSE"
        )
        await call(client, "permits_request", permitId=pid, requestedBy=REQUESTER)
        text = await refused(client, "permits_signoff", permitId=pid, person=HSE, role="Welder")
        assert "role 'Welder' is not a sign-off role" in text and "Lift Supervisor (LIFT-SIGN-LIFT-SUPERVISOR)" in text
        text = await refused(client, "permits_signoff", permitId=pid, person=REQUESTER, role="HSE")
        assert "requested this permit and cannot sign it" in text
        await call(client, "permits_signoff", permitId=pid, person=LIFT_SUPERVISOR, role="Appointed Person")
        text = await refused(client, "permits_signoff", permitId=pid, person=LIFT_SUPERVISOR, role="HSE Officer")
        assert "already signed as Lift Supervisor and cannot also sign as HSE" in text
        text = await refused(
            client, "permits_transition", permitId=pid, to="active", person=HSE, role="HSE", reason="start work"
        )
        assert f"permit {pid}: cannot go from draft to active; allowed from draft: issued, cancelled" in text
        await call(client, "permits_signoff", permitId=pid, person=HSE, role="HSE Officer")

        issued = await move(client, pid, "issued", HSE, "HSE")
        assert issued["status"] == "issued" and issued["validFrom"] and issued["validTo"]
        assert [s["signedBy"] for s in issued["requiredSignoffs"]] == [LIFT_SUPERVISOR, HSE]
        text = pdf_text(issued["pdfUrl"])
        expected = ["AUDIT TRAIL", "When (UTC)", "From → to", "Status: ISSUED"]
        expected.append("requested by Ravi Requester (ravi.requester)")
        expected += ["Name Lena Lift (lena.lift) Signature e-signed in PermitFlow", "Hugo Safety (hugo.safety)"]
        expected.append("draft → issued")
        expected.append("to issued")
        for expected_text in expected:
            assert expected_text in text, expected_text
        text = await refused(client, "pdf_render", permit=lifting_permit(pid), validation={"permitId": pid, **PASS})
        assert f"permit {pid} is issued; its form is frozen" in text

        await move(client, pid, "active", REQUESTER, "Performing Authority")
        await move(client, pid, "suspended", LIFT_SUPERVISOR, "Lift Supervisor")
        reactivated = await move(client, pid, "active", HSE, "HSE")
        assert reactivated["latestValidation"]["status"] == "Pass", "re-activation re-ran the rulebook"
        text = await refused(client, "permits_transition", permitId=pid, to="closed_complete", person=REQUESTER,
                             role="Performing Authority", reason="done")  # fmt: skip
        assert "has not handed it back [FIELD-HANDBACK-AA" in text
        await call(client, "permits_handback", permitId=pid, person=REQUESTER, note="load landed, area clear")
        await call(client, "permits_handback_accept", permitId=pid, person=LIFT_SUPERVISOR, role="Lift Supervisor",
                   note="inspected, area clear")  # fmt: skip
        closed = await move(client, pid, "closed_complete", REQUESTER, "Performing Authority")
        assert closed["allowedTransitions"] == [] and "closed_complete" in pdf_text(closed["pdfUrl"])

        audit = await call(client, "permits_audit", permitId=pid)
        steps = [(e["action"], e["person"], e["fromStatus"], e["toStatus"]) for e in audit["entries"]]
        assert steps == [
            ("request", REQUESTER, "draft", "draft"),
            ("signoff", LIFT_SUPERVISOR, "draft", "draft"),
            ("signoff", HSE, "draft", "draft"),
            ("transition", HSE, "draft", "issued"),
            ("transition", REQUESTER, "issued", "active"),
            ("transition", LIFT_SUPERVISOR, "active", "suspended"),
            ("transition", HSE, "suspended", "active"),
            ("handback", REQUESTER, "active", "active"),
            ("handback_accept", LIFT_SUPERVISOR, "active", "active"),
            ("transition", REQUESTER, "active", "closed_complete"),
        ]
        assert [e["seq"] for e in audit["entries"]] == list(range(1, 11))
        assert "PERM-LIFT-9999" in await refused(client, "permits_get", permitId="PERM-LIFT-9999")
        assert "PERM-LIFT-9999" in await refused(client, "permits_audit", permitId="PERM-LIFT-9999")


async def test_tool_listing_is_honest(inproc_server):
    async with connect(inproc_server) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
    for name in ("permits_get", "permits_audit"):
        assert tools[name].annotations.read_only_hint is True
    assert tools["permits_transition"].annotations.destructive_hint is True
    assert tools["permits_transition"].input_schema["properties"]["to"]["enum"] == [
        "issued", "active", "suspended", "closed_complete", "closed_incomplete", "cancelled"
    ]  # fmt: skip
    for name in ("permits_get", "permits_request", "permits_signoff", "permits_transition", "permits_extend",
                 "permits_reissue", "permits_audit"):  # fmt: skip
        assert tools[name].output_schema and len(tools[name].description) > 100


async def test_fail_validation_blocks_issue_and_audit_is_immutable_on_each_database(db_target: DbTarget):
    server = build_server(db_target.settings())
    seed(server.deps.db)
    async with connect(server) as client:
        pid = await new_draft(client, FAIL)
        await call(client, "permits_request", permitId=pid, requestedBy=REQUESTER)
        await call(client, "permits_signoff", permitId=pid, person=LIFT_SUPERVISOR, role="Lift Supervisor")
        await call(client, "permits_signoff", permitId=pid, person=HSE, role="HSE")
        text = await refused(
            client, "permits_transition", permitId=pid, to="issued", person=HSE, role="HSE", reason="x" * 5
        )
        assert f"permit {pid} cannot be issued: its latest validation is Fail" in text
        assert (await call(client, "permits_get", permitId=pid))["status"] == "draft"
        extend = {"permitId": pid, "hours": 2, "person": HSE, "role": "HSE", "reason": "more time"}
        assert "only issued, active, suspended permits can be extended" in await refused(
            client, "permits_extend", **extend
        )
        text = await refused(client, "permits_reissue", permitId=pid, person=HSE, role="HSE", reason="again")
        assert "is draft; only a lapsed live permit" in text
        await call(client, "permits_transition", permitId=pid, to="cancelled", person=REQUESTER, role="Requester",
                   reason="scope withdrawn")  # fmt: skip
        entries = (await call(client, "permits_audit", permitId=pid))["entries"]
        assert [e["toStatus"] for e in entries] == ["draft", "draft", "draft", "cancelled"]
    db = server.deps.db
    assert db.dialect == ("postgresql" if db_target.backend == "postgres" else "sqlite")
    with pytest.raises(DBAPIError, match="permit_audit is append-only"), db.engine.begin() as conn:
        conn.execute(sa.text("UPDATE permit_audit SET person = 'nobody' WHERE permit_id = :p"), {"p": pid})
    assert [e.person for e in db.audit_for(pid)] == [e["person"] for e in entries]
    db.dispose()
