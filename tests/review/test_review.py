"""POST /agent/run over real HTTP (uvicorn child on a free port, real tool server, `rules` engine): seed 001's four
walkthrough cases mapped to permits, rulebook refusals, approval rules, errors, and sessions that outlive a process.
Every turn carries a person's signed token (JWT); who may sign is the people directory's answer, never the body's.
"""

from __future__ import annotations

import contextlib
import json
import re
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from agent_client.review.models import ReviewResponse
from agent_client.schemas import PASSING, AgentFailure
from common.identity import mint_token
from tests.support.db_fixtures import postgres_schema, postgres_url_for
from tests.support.mcp_harness import connect, serve_until_healthy, stdio_params, structured
from tests.support.people_support import seed_cast_data_dir
from tests.support.review import SECRET, review_env

ROOT = Path(__file__).resolve().parents[2]
HOT_WORK_WO = "WO-10024"  # hot work + cold work on the jetty, an 8 h work window
FAILING_WO = "WO-10021"  # the pipeline leaves CSE-ENV-HOTWORK-XREF failing (no hot work permit)
pytestmark = pytest.mark.slow
REVIEW_CAST: dict[str, tuple[str, list[str]]] = {
    "rosa.requester": ("Rosa Requester", []),
    "sam.supervisor": ("Sam Supervisor", ["Supervisor"]),
    "hana.safety": ("Hana Safety", ["HSE"]),
    "arne.area": ("Arne Area", ["Area Authority"]),
    "eddie.entry": ("Eddie Entry", ["Entry Supervisor"]),
    "otto.other": ("Otto Other", []),
}


def review_api(data_dir: Path, **extra: str) -> contextlib.AbstractContextManager[str]:
    seed_cast_data_dir(data_dir, REVIEW_CAST, **extra)
    args = ["-m", "agent_client.cli", "serve"]
    return serve_until_healthy(args, review_env(data_dir, **extra), "API server")


@pytest.fixture(scope="module")
def review_data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """This module's own data dir: the review reopens a work order's open drafts, so drafts other test modules left
    for the same work order (the session's shared dir) must not become part of these conversations."""
    return tmp_path_factory.mktemp("review-var")


@pytest.fixture(scope="module")
def api(review_data_dir: Path) -> Iterator[str]:
    with review_api(review_data_dir) as base:
        yield base


class Conversation:
    def __init__(self, base: str, work_order_id: str, session_id: str | None = None) -> None:
        self.base = base
        self.work_order_id = work_order_id
        self.session_id = session_id or f"sess_{uuid.uuid4().hex[:10]}"
        self.state: dict[str, Any] = {"step": None, "iteration": 0, "sessionActive": True}

    def raw(self, message: str, person: str = "rosa.requester", **context: Any) -> httpx.Response:
        body = {
            "sessionId": self.session_id,
            "message": message,
            "context": {"workOrderId": self.work_order_id, **context},
            "state": self.state,
        }
        headers = {"Authorization": f"Bearer {mint_token(SECRET, person)}"}
        return httpx.post(f"{self.base}/agent/run", json=body, headers=headers, timeout=180)

    def say(self, message: str, person: str = "rosa.requester", **context: Any) -> ReviewResponse:
        response = self.raw(message, person, **context)
        assert response.status_code == 200, response.text
        result = ReviewResponse.model_validate(response.json())
        self.state = {**result.state.model_dump(), "proposed_plan": self.state.get("proposed_plan")}
        if result.action.type == "save_preview":
            self.state["proposed_plan"] = result.action.payload["permitPreview"]
        return result


def permit_of(result: ReviewResponse, permit_type: str) -> dict[str, Any]:
    return next(p for p in result.action.payload["permitPreview"]["permits"] if p["type"] == permit_type)


def failure_of(response: httpx.Response, status: int, code: str) -> AgentFailure:
    assert response.status_code == status, response.text
    failure = AgentFailure.model_validate(response.json())
    assert failure.error_code == code
    return failure


async def policy(data_dir: Path, permit_type: str) -> dict[str, Any]:
    async with connect(stdio_params(data_dir)) as client:
        return structured(await client.call_tool("policy_load", {"permitType": permit_type}))


def test_seed_walkthrough_new_refine_approve_then_new_plan(api: str):
    chat = Conversation(api, HOT_WORK_WO)
    # Case 1: no plan, no consent → the pipeline creates the permit set.
    first = chat.say("Please prepare the permits for the handrail cut-out.")
    assert first.action.type == "save_preview"
    assert first.state.model_dump() == {"step": "plan_generated", "iteration": 1, "sessionActive": True}
    assert first.reply.startswith("Here's a permit set based on your message!")
    payload = first.action.payload
    permits = payload["permitPreview"]["permits"]
    assert {p["type"] for p in permits} >= {"Hot Work"} and payload["iteration"] == 1
    assert [v["permitId"] for v in payload["validations"]] == [p["permitId"] for p in permits]
    assert all(v["validationStatus"] in PASSING for v in payload["validations"])

    # Case 2: a refinement → iteration 2, plan_iteration.
    second = chat.say("Can you add a second fire watch?")
    assert second.action.type == "save_preview" and second.reply.startswith("I've updated the permits as requested.")
    assert second.state.model_dump() == {"step": "plan_iteration", "iteration": 2, "sessionActive": True}
    hot_work = permit_of(second, "Hot Work")
    assert "Second fire watch" in hot_work["controls"]
    assert {"item": "Second fire watch", "field": "controls", "kind": "user"}.items() <= next(
        p for p in hot_work["provenance"] if p["item"] == "Second fire watch"
    ).items()
    assert "Second fire watch" not in permit_of(second, "Working at Height")["controls"], (
        "only the permit it belongs to"
    )
    assert second.action.payload["iteration"] == 2

    # Case 3: approval records sign-offs; the set is issued once every required sign-off is there.
    half = chat.say("Looks good!", "sam.supervisor")
    assert half.action.type == "none" and half.state.step == "plan_iteration" and "needs HSE" in half.reply
    third = chat.say("Looks good!", "hana.safety")
    assert third.action.type == "finalize_permits"
    assert third.state.step == "finalized" and third.state.sessionActive is False and third.state.iteration == 2
    assert third.action.payload["permitIds"] == [
        p["permitId"] for p in second.action.payload["permitPreview"]["permits"]
    ]
    assert third.action.payload["approvedBy"] == {"personId": "hana.safety", "displayName": "Hana Safety"}
    assert {p["status"] for p in third.action.payload["permits"]} == {"issued"}
    assert all(i in third.reply for i in third.action.payload["permitIds"])

    # Case 4: after finalization a new message starts a new plan at iteration 1.
    chat.work_order_id = "WO-10025"
    fourth = chat.say("Now I want to start on the pressure gauge job.")
    assert fourth.action.type == "save_preview"
    assert fourth.state.model_dump() == {"step": "plan_generated", "iteration": 1, "sessionActive": True}
    assert fourth.reply.startswith("Here's a permit set based on your new message!")
    new_permits = fourth.action.payload["permitPreview"]["permits"]
    assert new_permits and all(p["workOrderId"] == "WO-10025" for p in new_permits)
    assert not set(p["permitId"] for p in new_permits) & set(third.action.payload["permitIds"])


async def test_rule_breaking_requests_are_refused_with_rule_id_and_source(api: str, review_data_dir: Path):
    hot_work_policy = await policy(review_data_dir, "Hot Work")
    chat = Conversation(api, HOT_WORK_WO)
    chat.say("Draft the permits")
    too_long = chat.say("Extend the hot work permit to 30 hours")
    assert too_long.action.type == "none"
    assert too_long.state.model_dump() == {"step": "plan_generated", "iteration": 1, "sessionActive": True}
    assert hot_work_policy["validityRuleId"] == "HW-VAL-MAX"
    assert "HW-VAL-MAX" in too_long.reply and hot_work_policy["validitySource"] in too_long.reply

    fire_watch = next(c for c in hot_work_policy["controls"] if c.get("ruleId") == "HW-CTRL-FIREWATCH")
    removal = chat.say("remove the fire watch")
    assert removal.action.type == "none"
    assert "HW-CTRL-FIREWATCH" in removal.reply and fire_watch["source"] in removal.reply

    beyond_window = chat.say("extend to 12 hours")  # the work window is 8 h: allowed, with the rulebook's warning
    assert beyond_window.action.type == "save_preview" and beyond_window.state.iteration == 2
    assert "GEN-VAL-WINDOW" in beyond_window.reply and "the rulebook warns" in beyond_window.reply
    assert {p["validityHours"] for p in beyond_window.action.payload["permitPreview"]["permits"]} == {12}

    allowed = chat.say("shorten the hot work permit to 6 hours and add PPE: face shield")
    assert allowed.action.type == "save_preview" and allowed.state.iteration == 3
    hot_work = permit_of(allowed, "Hot Work")
    assert hot_work["validityHours"] == 6 and "Face shield" in hot_work["ppe"]
    assert hot_work["validTo"].startswith("2026-") and hot_work["validFrom"] < hot_work["validTo"]
    assert permit_of(allowed, "Working at Height")["validityHours"] == 12, "scoped to the hot work permit"


def test_a_role_typed_in_the_body_approves_nothing(api: str):
    chat = Conversation(api, "WO-10025")
    chat.say("Plan the gauge replacement")
    for role in ("Requester", "Contractor", "Supervisor", "Area Authority"):
        refused = chat.say("Approve", role=role)  # the requester, whatever the body says
        assert refused.action.type == "none", role
        assert refused.state.model_dump() == {"step": "plan_generated", "iteration": 1, "sessionActive": True}
        assert "you requested it, so you cannot sign it" in refused.reply
    outsider = chat.raw("Approved, go ahead.", "otto.other", role="Supervisor")
    assert outsider.status_code == 403 and "belongs to rosa.requester" in outsider.text
    first = chat.say("Approved, go ahead.", "arne.area")
    assert "signed as Area Authority by arne.area" in first.reply
    approved = chat.say("Approved, go ahead.", "sam.supervisor")
    assert approved.action.type == "finalize_permits", approved.reply


def test_negated_approval_refines_instead_of_finalizing(api: str):
    chat = Conversation(api, "WO-10025")
    chat.say("Plan the gauge replacement")
    result = chat.say("Looks good but add PPE: face shield", "sam.supervisor")
    assert result.action.type == "save_preview"
    assert result.state.model_dump() == {"step": "plan_iteration", "iteration": 2, "sessionActive": True}
    assert "Not finalizing" in result.reply
    assert "Face shield" in permit_of(result, "Cold Work")["ppe"]
    not_yet = chat.say("Not yet approved, wait for the gas test", "arne.area")
    assert not_yet.action.type == "none" and not_yet.state.step == "plan_iteration"


def test_approval_is_refused_while_a_rule_error_remains_then_fixed(api: str):
    chat = Conversation(api, FAILING_WO)
    created = chat.say("Prepare the permits for the valve chamber job")
    failing = [v for v in created.action.payload["validations"] if v["validationStatus"] == "Fail"]
    assert failing and any("CSE-ENV-HOTWORK-XREF" in e for v in failing for e in v["errors"])
    refused = chat.say("Approve")
    assert refused.action.type == "none" and refused.state.step == "plan_generated"
    assert "cannot finalize while a rule error remains" in refused.reply and "CSE-ENV-HOTWORK-XREF" in refused.reply

    fixed = chat.say("add a hot work permit")
    assert fixed.action.type == "save_preview" and fixed.state.iteration == 2
    hot_work = permit_of(fixed, "Hot Work")
    assert re.fullmatch(r"PERM-HW-\d{4}", hot_work["permitId"])
    cse = permit_of(fixed, "Confined Space Entry")
    assert hot_work["permitId"] in cse["crossReferences"] and cse["permitId"] in hot_work["crossReferences"]
    assert all(v["validationStatus"] in PASSING for v in fixed.action.payload["validations"])

    approved = chat.say("Approve", "eddie.entry")
    assert "signed as Entry Supervisor by eddie.entry" in approved.reply, approved.reply
    assert hot_work["permitId"] in approved.action.payload["permitIds"]


TOKEN0 = mint_token(SECRET, "rosa.requester")


def test_errors_use_the_agent_failure_body(api: str):
    url = f"{api}/agent/run"
    malformed = httpx.post(
        url, content=b'{"userId": ', headers={"Content-Type": "application/json", "Authorization": "Bearer " + TOKEN0}
    )
    failure_of(malformed, 400, "ERR_INVALID_INPUT")
    headers = {"Authorization": f"Bearer {mint_token(SECRET, 'rosa.requester')}"}
    missing = httpx.post(url, json={"sessionId": "s1", "message": "hi", "context": {}}, headers=headers)
    failure = failure_of(missing, 422, "ERR_INVALID_INPUT")
    assert {e["field"] for e in failure.details["errors"]} == {"context.workOrderId"}
    unknown = Conversation(api, "WO-99999").raw("Plan this job")
    assert "WO-99999" in failure_of(unknown, 404, "ERR_WORKORDER_NOT_FOUND").message
    chat = Conversation(api, "WO-10025")
    chat.say("Plan it")
    chat.work_order_id = "WO-10024"
    mismatch = failure_of(chat.raw("and this one"), 422, "ERR_INVALID_INPUT")
    assert "WO-10025" in mismatch.message and "WO-10024" in mismatch.message


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def session_db(request: pytest.FixtureRequest) -> Iterator[dict[str, str]]:
    """Environment for the review processes: the default SQLite file, or DATABASE_URL on a fresh schema."""
    if request.param == "sqlite":
        yield {}
        return
    with postgres_schema() as schema:
        yield {"DATABASE_URL": postgres_url_for(schema)}


def test_session_resumes_in_a_second_process_and_stored_state_wins(tmp_path: Path, session_db: dict[str, str]):
    data_dir = tmp_path / "var"
    with review_api(data_dir, **session_db) as first_api:
        chat = Conversation(first_api, HOT_WORK_WO)
        chat.say("Prepare the permits")
        updated = chat.say("add a second fire watch")
    stored_ids = [p["permitId"] for p in updated.action.payload["permitPreview"]["permits"]]
    assert (data_dir / "review_sessions.db").is_file() == (not session_db)

    tampered = json.loads(json.dumps(chat.state))
    tampered["iteration"] = 7
    hot_work = next(p for p in tampered["proposed_plan"]["permits"] if p["type"] == "Hot Work")
    hot_work["controls"] = ["Nothing needed"]
    with review_api(data_dir, **session_db) as second_api:
        chat.base, chat.state = second_api, tampered
        resumed = chat.say("Looks good, no changes.", "hana.safety")
        assert resumed.action.type == "none" and "needs Supervisor" in resumed.reply, resumed.reply
        resumed = chat.say("Looks good, no changes.", "sam.supervisor")
    assert resumed.action.type == "finalize_permits", resumed.reply
    assert resumed.action.payload["permitIds"] == stored_ids
    hot_work = next(p for p in resumed.action.payload["permits"] if p["status"] == "issued")
    assert hot_work["requestedBy"] == "rosa.requester"
    assert resumed.state.iteration == 2, "the stored session's iteration, not the client's 7"


def test_an_unknown_session_never_adopts_the_client_plan(api: str):
    chat = Conversation(api, "WO-10025")
    created = chat.say("Plan it")
    ids = [p["permitId"] for p in created.action.payload["permitPreview"]["permits"]]
    plan = created.action.payload["permitPreview"]
    plan["permits"][0]["signOffRoles"] = ["Supervisor"]  # a required sign-off dropped by the client
    plan["validations"] = [{**v, "validationStatus": "Pass", "errors": []} for v in plan["validations"]]
    other = Conversation(api, "WO-10025")
    other.state = {"step": "plan_iteration", "iteration": 3, "sessionActive": True, "proposed_plan": plan}
    fresh = other.say("Approve")
    assert fresh.action.type == "save_preview" and fresh.state.iteration == 1, "the stored drafts, reopened"
    reopened = fresh.action.payload["permitPreview"]["permits"]
    assert [p["permitId"] for p in reopened] == ids and reopened[0]["signOffRoles"] != ["Supervisor"]
