"""The people directory decides who may sign, approve, suspend and close a permit — on SQLite and PostgreSQL.

Scenarios from issue 13, through a real MCP client: one person under three look-alike names cannot issue a permit,
a requester cannot suspend "as Supervisor", a "Lift Supervisor" cannot approve a Radiography permit, and a lapsed
competency, a role held only at another site or a deactivated person is refused naming the rule it breaks. Over
HTTP the acting person is the subject of a signed token, never a name in the request.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import TYPE_CHECKING, Any

import httpx
import pytest

from common.failures import ErrorCode
from common.identity import RUNS_WRITE_SCOPE, mint_token
from mcp_server.db import Database, DirectoryConflict, InvalidRecord
from mcp_server.errors import parse_failure
from mcp_server.people.authority import Competency, RoleGrant
from mcp_server.rules.rulebook import load_rulebook
from mcp_server.server import build_server
from mcp_server.settings import PROJECT_ROOT
from tests.support.mcp_harness import connect, error_text, http_server, http_transport, structured
from tests.support.people_support import IN_DATE, seed

if TYPE_CHECKING:
    from tests.support.db_fixtures import DbTarget

pytest_plugins = ["tests.support.db_fixtures"]

RULEBOOK = load_rulebook(PROJECT_ROOT / "rulebook")
SITE, AREA = "Plant-A", "Tank Farm"
PASS = {"validationStatus": "Pass", "checks": [{"check": "Rulebook", "result": "ok", "details": "all rules pass"}]}
SECRET = "directory-test-secret-0123456789abcdef"
SERVICE_TOKEN = "service-token-for-the-agent-api"
CAST = {
    "ana.petrova": ("Ana Petrova", ["Supervisor", "HSE"]),
    "rosa.requester": ("Rosa Requester", []),
    "sam.supervisor": ("Sam Supervisor", ["Supervisor"]),
    "hana.safety": ("Hana Safety", ["HSE"]),
    "lena.lift": ("Lena Lift", ["Lift Supervisor"]),
    "rita.rpo": ("Rita Radiation", ["Radiation Protection Officer"]),
    "arne.area": ("Arne Area", ["Area Authority"]),
}


def permit_of(code: str, permit_id: str) -> dict[str, Any]:
    t = RULEBOOK.template(code)
    return {
        "permitId": permit_id, "type": t.permitType, "controls": [c.text for c in t.controls],
        "ppe": [p.text for p in t.ppe], "signOffRoles": t.signOffRoles, "validityHours": 8,
        "attachmentsRequired": t.attachments, "site": SITE, "area": AREA,
    }  # fmt: skip


async def draft(client, code: str) -> str:
    pid = structured(await client.call_tool("ids_new_permit_id", {"permitType": code}))["permitId"]
    validation = {"permitId": pid, **PASS}
    structured(await client.call_tool("pdf_render", {"permit": permit_of(code, pid), "validation": validation}))
    return pid


async def call(client, tool: str, **arguments: Any) -> dict[str, Any]:
    return structured(await client.call_tool(tool, arguments))


async def refused(client, tool: str, **arguments: Any) -> tuple[str, str]:
    """The refusal's error code and message."""
    failure = parse_failure(error_text(await client.call_tool(tool, arguments)))
    assert failure is not None
    return failure.error_code, failure.message


def move(pid: str, to: str, role: str, person: str | None = None) -> dict[str, Any]:
    args = {"permitId": pid, "to": to, "role": role, "reason": f"to {to}"}
    return args | ({"person": person} if person else {})


def test_display_names_are_normalised_and_look_alikes_refused(database: Database):
    ana = database.add_person("ana.petrova", "  Ana\u00a0 Petrova ")
    assert ana.displayName == "Ana Petrova"
    look_alikes = {
        "ana.zw": "Ana Pe\u200btrova",  # zero-width space inside
        "ana.nospace": "Ana\u200bPetrova",  # zero-width space instead of the space
        "ana.fullwidth": "Ａｎａ Ｐｅｔｒｏｖａ",  # NFKC folds full-width letters
        "ana.case": "ANA PETROVA",
    }
    for person_id, name in look_alikes.items():
        with pytest.raises(DirectoryConflict, match=r"cannot be told apart from 'Ana Petrova' \(ana.petrova\)"):
            database.add_person(person_id, name)
    with pytest.raises(InvalidRecord, match="mixes scripts"):
        database.add_person("ana.cyrillic", "\u0410na Petrova")  # Cyrillic А
    database.add_person("ceca.latin", "Ceca")
    with pytest.raises(DirectoryConflict, match="cannot be told apart from 'Ceca'"):
        database.add_person("ceca.cyrillic", "\u0421\u0435\u0441\u0430")  # all-Cyrillic Сеса
    database.add_person("olga.cyrillic", "Ольга Иванова")  # one script, not a look-alike: fine
    with pytest.raises(DirectoryConflict, match="already in the people directory"):
        database.add_person("ana.petrova", "Someone Else")
    with pytest.raises(InvalidRecord, match="not a directory id"):
        database.add_person("Ana Petrova", "Another Name")
    database.add_person("g.user", "Google User", subject="google-sub-1")
    with pytest.raises(DirectoryConflict, match="subject 'google-sub-1' already belongs"):
        database.add_person("g.other", "Other User", subject="google-sub-1")
    assert database.person_by_subject("google-sub-1").id == "g.user"
    assert [p.id for p in database.people()] == ["ana.petrova", "ceca.latin", "g.user", "olga.cyrillic"]


async def test_one_person_under_three_look_alike_names_cannot_issue(db_target: DbTarget):
    server = build_server(db_target.settings())
    seed(server.deps.db, CAST)
    for person_id, name in [("ana.zw", "Ana Pe\u200btrova"), ("ana.cyr", "\u0410na Petrova")]:
        with pytest.raises(InvalidRecord):
            server.deps.db.add_person(person_id, name, roles=[RoleGrant(role="HSE")])
    async with connect(server) as client:
        pid = await draft(client, "HW")
        await call(client, "permits_request", permitId=pid, requestedBy="ana.petrova")
        for name, role in [("Ana Pe\u200btrova", "Supervisor"), ("\u0410na Petrova", "HSE")]:
            code, message = await refused(client, "permits_signoff", permitId=pid, person=name, role=role)
            assert code == ErrorCode.ERR_TOOL_REJECTED and "not in the people directory" in message
        code, message = await refused(client, "permits_signoff", permitId=pid, person="ana.petrova", role="HSE")
        assert "ana.petrova requested this permit and cannot sign it as HSE" in message
        code, message = await refused(client, "permits_transition", **move(pid, "issued", "HSE", "ana.petrova"))
        assert "cannot be issued: missing sign-off(s) Supervisor (HW-SIGN-SUPERVISOR), HSE (HW-SIGN-HSE)" in message
        got = await call(client, "permits_get", permitId=pid)
        assert got["status"] == "draft" and got["signoffs"] == [] and got["people"] == {"ana.petrova": "Ana Petrova"}
    server.deps.db.dispose()


async def test_a_requester_cannot_suspend_as_supervisor(db_target: DbTarget):
    server = build_server(db_target.settings())
    seed(server.deps.db, CAST)
    async with connect(server) as client:
        pid = await draft(client, "HW")
        await call(client, "permits_request", permitId=pid, requestedBy="rosa.requester")
        await call(client, "permits_signoff", permitId=pid, person="sam.supervisor", role="Supervisor")
        await call(client, "permits_signoff", permitId=pid, person="hana.safety", role="HSE Officer")
        await call(client, "permits_transition", **move(pid, "issued", "HSE", "hana.safety"))
        # Hot work starts only after a passing gas test (FIELD-GAS-HW); the tester is a directory person too.
        await call(client, "gas_record", permitId=pid, instrumentId="GX-2009 #1", bumpTestedOn=date.today().isoformat(),
                   substance="LEL", value=0, unit="% LEL", tester="hana.safety")  # fmt: skip
        active = await call(
            client, "permits_transition", **move(pid, "active", "Performing Authority", "rosa.requester")
        )
        assert active["status"] == "active"
        code, message = await refused(
            client, "permits_transition", **move(pid, "suspended", "Supervisor", "rosa.requester")
        )
        assert code == ErrorCode.ERR_TOOL_REJECTED
        assert f"permit {pid}: HW-SIGN-SUPERVISOR needs a Supervisor at {SITE}/{AREA}" in message
        assert "Rosa Requester (rosa.requester) does not hold that role there" in message
        suspended = await call(client, "permits_transition", **move(pid, "suspended", "Supervisor", "sam.supervisor"))
        assert suspended["status"] == "suspended"
        audit = (await call(client, "permits_audit", permitId=pid))["entries"]
        assert [(e["person"], e["role"]) for e in audit[-2:]] == [
            ("rosa.requester", "Requester"), ("sam.supervisor", "Supervisor")
        ]  # fmt: skip
        assert suspended["people"]["sam.supervisor"] == "Sam Supervisor"
    server.deps.db.dispose()


async def test_a_lift_supervisor_cannot_approve_a_radiography_permit(db_target: DbTarget):
    server = build_server(db_target.settings())
    seed(server.deps.db, CAST)
    async with connect(server) as client:
        pid = await draft(client, "RAD")
        await call(client, "permits_request", permitId=pid, requestedBy="rosa.requester")
        _, message = await refused(
            client, "permits_signoff", permitId=pid, person="lena.lift", role="Radiation Protection Officer"
        )
        assert f"permit {pid}: RAD-SIGN-RPO needs a Radiation Protection Officer at {SITE}/{AREA}" in message
        assert "Roles held: Lift Supervisor at */*" in message
        _, message = await refused(client, "permits_signoff", permitId=pid, person="lena.lift", role="Lift Supervisor")
        assert "role 'Lift Supervisor' is not a sign-off role of this permit type" in message
        await call(client, "permits_signoff", permitId=pid, person="rita.rpo", role="RPO")
        await call(client, "permits_signoff", permitId=pid, person="arne.area", role="Area Authority")
        _, message = await refused(client, "permits_transition", **move(pid, "issued", "Lift Supervisor", "lena.lift"))
        assert "only a sign-off role of this permit type may issue it" in message
        issued = await call(
            client, "permits_transition", **move(pid, "issued", "Radiation Protection Officer", "rita.rpo")
        )
        assert issued["status"] == "issued"
        assert [s["signedBy"] for s in issued["requiredSignoffs"]] == ["rita.rpo", "arne.area"]
    server.deps.db.dispose()


async def test_lapsed_competency_other_site_and_deactivated_people_are_refused(db_target: DbTarget):
    server = build_server(db_target.settings())
    db = server.deps.db
    seed(db, CAST)
    yesterday = date.today() - timedelta(days=1)
    db.add_person("lapsed.hse", "Lapsed Safety", roles=[RoleGrant(role="HSE")],
                  competencies=[Competency(name="HSE", expiresOn=yesterday)])  # fmt: skip
    db.add_person("plantb.hse", "Plant B Safety", roles=[RoleGrant(role="HSE", site="Plant-B")],
                  competencies=[Competency(name="HSE", expiresOn=IN_DATE)])  # fmt: skip
    db.add_person("untrained.hse", "Untrained Safety", roles=[RoleGrant(role="HSE", site=SITE, area=AREA)])
    async with connect(server) as client:
        pid = await draft(client, "HW")
        await call(client, "permits_request", permitId=pid, requestedBy="rosa.requester")
        _, message = await refused(client, "permits_signoff", permitId=pid, person="lapsed.hse", role="HSE")
        assert (
            f"HW-SIGN-HSE needs a current HSE competency; Lapsed Safety (lapsed.hse)'s lapsed on {yesterday}" in message
        )
        _, message = await refused(client, "permits_signoff", permitId=pid, person="plantb.hse", role="HSE")
        assert f"needs a HSE at {SITE}/{AREA}" in message and "(holds it only at Plant-B/*)" in message
        _, message = await refused(client, "permits_signoff", permitId=pid, person="untrained.hse", role="HSE")
        assert "needs a current HSE competency; Untrained Safety (untrained.hse) has none on record" in message
        db.set_competency("lapsed.hse", Competency(name="HSE", expiresOn=IN_DATE))
        await call(client, "permits_signoff", permitId=pid, person="lapsed.hse", role="HSE")
        db.set_active("sam.supervisor", False)
        _, message = await refused(client, "permits_signoff", permitId=pid, person="sam.supervisor", role="Supervisor")
        assert "Sam Supervisor (sam.supervisor) is deactivated" in message
        got = await call(client, "permits_get", permitId=pid)
        assert [s["person"] for s in got["signoffs"]] == ["lapsed.hse"]
    db.dispose()


@pytest.mark.slow
async def test_over_http_the_acting_person_is_the_token_subject(db_target: DbTarget):
    db = Database(db_target.url)
    db.migrate()
    seed(db, CAST)
    env = {**db_target.server_env, "PERMITFLOW_JWT_SECRET": SECRET, "PERMITFLOW_MCP_TOKEN": SERVICE_TOKEN}

    def token(sub: str, *scopes: str) -> str:
        return mint_token(SECRET, sub, scopes=list(scopes))

    with http_server(db_target.data_dir, **env) as url:
        assert httpx.post(url, json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"}).status_code == 401
        bad = httpx.post(url, json={}, headers={"Authorization": f"Bearer {token('rosa.requester')}x"})
        assert bad.status_code == 401
        async with connect(http_transport(url, SERVICE_TOKEN)) as service:
            pid = await draft(service, "HW")
            code, message = await refused(service, "permits_request", permitId=pid)
            assert code == ErrorCode.ERR_INVALID_INPUT and "requestedBy is required" in message
        async with connect(http_transport(url, token("rosa.requester"))) as rosa:
            assert (await call(rosa, "permits_request", permitId=pid))["requestedBy"] == "rosa.requester"
            code, message = await refused(
                rosa, "permits_signoff", permitId=pid, person="sam.supervisor", role="Supervisor"
            )
            assert (
                code == ErrorCode.ERR_UNAUTHORIZED and "does not match the signed-in person 'rosa.requester'" in message
            )
            code, _ = await refused(rosa, "runs_record", workOrderId="WO-10001", status="completed", engine="forged")
            assert code == ErrorCode.ERR_UNAUTHORIZED
        async with connect(http_transport(url, token("sam.supervisor"))) as sam:
            await call(sam, "permits_signoff", permitId=pid, role="Supervisor")
        async with connect(http_transport(url, token("hana.safety"))) as hana:
            await call(hana, "permits_signoff", permitId=pid, role="HSE")
            issued = await call(hana, "permits_transition", **move(pid, "issued", "HSE"))
        assert issued["status"] == "issued"
        assert [s["signedBy"] for s in issued["requiredSignoffs"]] == ["sam.supervisor", "hana.safety"]
        async with connect(http_transport(url, token("mallory"))) as mallory:
            code, message = await refused(mallory, "permits_transition", **move(pid, "cancelled", "HSE"))
            assert "'mallory' is not in the people directory" in message
        async with connect(http_transport(url, token("hana.safety"))) as hana:
            assert (await call(hana, "people_get"))["id"] == "hana.safety"
            code, _ = await refused(hana, "people_get", personId="sam.supervisor")
            assert code == ErrorCode.ERR_UNAUTHORIZED
        async with connect(http_transport(url, token("agent-api", RUNS_WRITE_SCOPE))) as agent_api:
            recorded = await call(agent_api, "runs_record", workOrderId="WO-10001", status="completed", engine="adk")
            assert recorded["created"] is True
    db.dispose()


async def test_people_get_resolves_ids_and_oidc_subjects(db_target: DbTarget):
    server = build_server(db_target.settings())
    seed(server.deps.db, CAST)
    server.deps.db.add_person("g.user", "Google User", subject="google-sub-9", roles=[RoleGrant(role="HSE", site=SITE)])
    async with connect(server) as client:
        hana = await call(client, "people_get", personId="hana.safety")
        assert hana["displayName"] == "Hana Safety" and hana["roles"] == [{"role": "HSE", "site": "*", "area": "*"}]
        assert hana["competencies"][0]["name"] == "HSE"
        assert (await call(client, "people_get", subject="google-sub-9"))["id"] == "g.user"
        code, message = await refused(client, "people_get", personId="Hana Safety")
        assert code == ErrorCode.ERR_TOOL_REJECTED and "named by directory id" in message
        code, _ = await refused(client, "people_get", subject="unknown-sub")
        assert code == ErrorCode.ERR_TOOL_REJECTED
        code, _ = await refused(client, "people_get", personId="hana.safety", subject="google-sub-9")
        assert code == ErrorCode.ERR_INVALID_INPUT
    server.deps.db.dispose()
