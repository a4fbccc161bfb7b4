"""The review conversation meets the permit of record (issue 13), over real HTTP with signed tokens.

A uvicorn child serves /agent/run (`rules` engine) over a stdio tool server on the same database; people are in the
directory (tests/people_support.py) and every request carries a JWT minted with the shared secret. Each scenario of
issue 13's "Why" gets a refusal or the correct stored result, read back with `permits_get` and the stored PDF.
"""

from __future__ import annotations

import contextlib
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import httpx
import pytest
from pypdf import PdfReader

from agent_client.review.models import ReviewResponse
from common.identity import mint_token
from tests.support.db_fixtures import postgres_schema, postgres_url_for
from tests.support.mcp_harness import connect, error_text, serve_until_healthy, stdio_params, structured
from tests.support.people_support import seed_cast_data_dir
from tests.support.review import review_env

pytestmark = pytest.mark.slow
SECRET = "review-record-test-secret-0123456789abcdef"
SERVICE_TOKEN = "service-token-of-the-review-tests"
HOT_WORK_WO = "WO-10024"
CAST: dict[str, tuple[str, list[str]]] = {
    "rosa.requester": ("Rosa Requester", []),
    "sam.supervisor": ("Sam Supervisor", ["Supervisor"]),
    "hana.safety": ("Hana Safety", ["HSE"]),
    "lena.lift": ("Lena Lift", ["Lift Supervisor"]),
    "rita.rpo": ("Rita Radiation", ["Radiation Protection Officer"]),
    "arne.area": ("Arne Area", ["Area Authority"]),
    "otto.other": ("Otto Other", []),
}


def token(person: str) -> str:
    return mint_token(SECRET, person)


@contextlib.contextmanager
def record_api(data_dir: Path, **extra: str) -> Iterator[str]:
    seed_cast_data_dir(data_dir, CAST, **extra)
    env = review_env(data_dir, PERMITFLOW_JWT_SECRET=SECRET, PERMITFLOW_API_TOKEN=SERVICE_TOKEN, **extra)
    with serve_until_healthy(["-m", "agent_client.cli", "serve"], env, "API server") as base:
        yield base


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)], scope="module")
def db_env(request: pytest.FixtureRequest) -> Iterator[dict[str, str]]:
    if request.param == "sqlite":
        yield {}
        return
    with postgres_schema() as schema:
        yield {"DATABASE_URL": postgres_url_for(schema)}


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory, db_env: dict[str, str]) -> Iterator[tuple[str, Path, dict]]:
    data_dir = tmp_path_factory.mktemp("record")
    with record_api(data_dir, **db_env) as base:
        yield base, data_dir, db_env


class Chat:
    def __init__(self, base: str, work_order_id: str, session_id: str | None = None) -> None:
        self.base, self.work_order_id = base, work_order_id
        self.session_id = session_id or f"sess_{uuid.uuid4().hex[:10]}"
        self.state: dict[str, Any] = {"step": None, "iteration": 0, "sessionActive": True}

    def raw(self, message: str, person: str | None, **body: Any) -> httpx.Response:
        payload = {
            "sessionId": self.session_id, "message": message, "state": self.state,
            "context": {"workOrderId": self.work_order_id, **body.pop("context", {})}, **body,
        }  # fmt: skip
        headers = {"Authorization": f"Bearer {token(person)}"} if person else {}
        return httpx.post(f"{self.base}/agent/run", json=payload, headers=headers, timeout=300)

    def say(self, message: str, person: str, **body: Any) -> ReviewResponse:
        response = self.raw(message, person, **body)
        assert response.status_code == 200, response.text
        result = ReviewResponse.model_validate(response.json())
        self.state = result.state.model_dump()
        return result


async def stored(data_dir: Path, db_env: dict[str, str], permit_id: str) -> dict[str, Any]:
    async with connect(stdio_params(data_dir, **db_env)) as client:
        return structured(await client.call_tool("permits_get", {"permitId": permit_id}))


def ids_of(result: ReviewResponse) -> dict[str, str]:
    return {p["type"]: p["permitId"] for p in result.action.payload["permitPreview"]["permits"]}


def pdf_text(view: dict[str, Any]) -> str:
    path = Path(urlparse(view["pdfUrl"]).path)
    return " ".join(" ".join(page.extract_text().split()) for page in PdfReader(path).pages)


async def refusal(data_dir: Path, db_env: dict[str, str], tool: str, **arguments: Any) -> str:
    async with connect(stdio_params(data_dir, **db_env)) as client:
        return error_text(await client.call_tool(tool, arguments))


def test_the_person_comes_from_a_signed_token_never_the_body(env):
    base, _, _ = env
    chat = Chat(base, "WO-10025")
    nobody = chat.raw("Plan it", None)
    assert nobody.status_code == 401 and nobody.json()["error_code"] == "ERR_UNAUTHORIZED", nobody.text
    service = httpx.post(
        f"{base}/agent/run", headers={"Authorization": f"Bearer {SERVICE_TOKEN}"}, timeout=60,
        json={"sessionId": chat.session_id, "message": "Approve", "context": {"workOrderId": "WO-10025"}},
    )  # fmt: skip
    assert service.status_code == 403 and "acts for a person" in service.json()["message"], service.text
    forged_token = mint_token("x" * 40, "sam.supervisor")  # signed with another secret
    body = {"sessionId": "s1", "message": "Approve", "context": {"workOrderId": "WO-10025"}}
    forged = httpx.post(f"{base}/agent/run", headers={"Authorization": f"Bearer {forged_token}"}, json=body)
    assert forged.status_code == 401, forged.text
    expired_token = mint_token(SECRET, "sam.supervisor", ttl_s=60, now=time.time() - 3600)
    expired = httpx.post(f"{base}/agent/run", headers={"Authorization": f"Bearer {expired_token}"}, json=body)
    assert expired.status_code == 401 and "expired" in expired.json()["message"], expired.text
    impostor = chat.raw("Approve", "rosa.requester", userId="sam.supervisor")
    assert impostor.status_code == 403 and "not the signed-in person" in impostor.json()["message"], impostor.text
    by_name = chat.raw("Plan it", "Sam Supervisor")  # a display name is not a directory id
    assert by_name.status_code == 403 and "not in the people directory" in by_name.json()["message"], by_name.text
    execute = httpx.post(f"{base}/sequential/execute", json={}, headers={"Authorization": f"Bearer {SERVICE_TOKEN}"})
    assert execute.status_code == 422, "the service token may still run the pipeline (past auth, body refused)"


async def test_one_permit_of_record_edits_signoffs_and_issue(env):
    base, data_dir, db_env = env
    chat = Chat(base, HOT_WORK_WO)
    created = chat.say("Please prepare the permits for the handrail cut-out.", "rosa.requester")
    ids = ids_of(created)
    hot_work = ids["Hot Work"]
    assert created.action.type == "save_preview"

    # A requester claiming "Supervisor" in the body signs nothing.
    claimed = chat.say("Approved", "rosa.requester", context={"role": "Supervisor"}, userId="rosa.requester")
    assert claimed.action.type == "none" and "you requested it" in claimed.reply
    assert (await stored(data_dir, db_env, hot_work))["signoffs"] == []

    # Edits are written to the stored draft, figures kept whole, with an audit row naming the person.
    edited = chat.say(
        "Add a second fire watch and continuous gas monitoring. Add dose rate kept below 2.5 uSv/h", "rosa.requester"
    )
    assert edited.action.type == "save_preview" and edited.state.iteration == 2
    view = await stored(data_dir, db_env, hot_work)
    controls = view["permit"]["controls"]
    assert {"Second fire watch", "Continuous gas monitoring", "Dose rate kept below 2.5 uSv/h"} <= set(controls)
    assert not any(c.startswith("Kept below") for c in controls)
    assert permit_of_preview(edited, "Hot Work")["controls"] == controls, "the preview is the stored permit"
    audit = await audit_of(data_dir, db_env, hot_work)
    assert any(e["action"] == "revise" and e["person"] == "rosa.requester" for e in audit)
    assert "Second fire watch" in pdf_text(view) and "2.5 uSv/h" in pdf_text(view)

    # A second person without a required role cannot take over the session.
    intruder = chat.raw("Add PPE: face shield", "otto.other")
    assert intruder.status_code == 403 and "belongs to rosa.requester" in intruder.json()["message"]
    rpo = chat.raw("Approved", "rita.rpo")  # a Radiation Protection Officer signs no Hot Work / WAH permit
    assert rpo.status_code == 403, rpo.text

    # One Supervisor does not issue a set that needs Supervisor and HSE: the reply names what is missing.
    half = chat.say("Approved", "sam.supervisor")
    assert half.action.type == "none" and half.state.step != "finalized"
    assert f"{hot_work} needs HSE (HW-SIGN-HSE)" in half.reply
    assert (await stored(data_dir, db_env, hot_work))["status"] == "draft"

    # Asking again for the same work order reopens the open draft set: no new ids.
    again = Chat(base, HOT_WORK_WO)
    reopened = again.say("Prepare the permits for WO-10024 again", "rosa.requester")
    assert ids_of(reopened) == ids

    done = chat.say("Looks good, no changes.", "hana.safety")
    assert done.action.type == "finalize_permits" and done.state.step == "finalized", done.reply
    issued = await stored(data_dir, db_env, hot_work)
    assert issued["status"] == "issued"
    assert {s["person"] for s in issued["signoffs"] if s["current"]} == {"sam.supervisor", "hana.safety"}
    assert issued["requestedBy"] == "rosa.requester"
    text = pdf_text(issued)
    for expected in ("Second fire watch", "Continuous gas monitoring", "2.5 uSv/h", "Sam Supervisor", "Hana Safety"):
        assert expected in text, expected


async def test_a_client_plan_is_never_approved(env):
    base, data_dir, db_env = env
    work_order = "WO-10025"
    plans = [
        {"workOrderId": work_order, "permits": [], "validations": []},
        {"workOrderId": work_order, "permits": [{"permitId": "PERM-CW-9999", "type": "Cold Work", "controls": ["x"],
         "ppe": [], "signOffRoles": ["Supervisor"], "validityHours": 8}], "validations": []},
    ]  # fmt: skip
    for plan in plans:
        chat = Chat(base, work_order)
        chat.state = {"step": "plan_iteration", "iteration": 3, "sessionActive": True, "proposed_plan": plan}
        result = chat.say("Approve", "sam.supervisor")
        assert result.action.type == "save_preview", "the set comes from the store or the pipeline, not the client"
        assert "PERM-CW-9999" not in ids_of(result).values() and ids_of(result)
        assert result.state.iteration == 1
    assert "PERM-CW-9999" in await refusal(data_dir, db_env, "permits_get", permitId="PERM-CW-9999")


async def test_a_lift_supervisor_cannot_approve_radiography(env):
    base, data_dir, db_env = env
    chat = Chat(base, "WO-10030")
    created = chat.say("Prepare the radiography permits", "rosa.requester")
    radiography = ids_of(created)["Radiography"]
    lift = chat.raw("Approved", "lena.lift")
    # Refused at the door (no role this set needs), or let in for a Lifting permit only: never a RAD sign-off.
    assert lift.status_code in (200, 403), lift.text
    view = await stored(data_dir, db_env, radiography)
    assert view["status"] == "draft" and all(s["person"] != "lena.lift" for s in view["signoffs"])


async def audit_of(data_dir: Path, db_env: dict[str, str], permit_id: str) -> list[dict[str, Any]]:
    async with connect(stdio_params(data_dir, **db_env)) as client:
        return structured(await client.call_tool("permits_audit", {"permitId": permit_id}))["entries"]


def permit_of_preview(result: ReviewResponse, permit_type: str) -> dict[str, Any]:
    return next(p for p in result.action.payload["permitPreview"]["permits"] if p["type"] == permit_type)
