"""The LLM change planner of POST /agent/run, driven by a scripted BaseLlm, over real HTTP (uvicorn in a thread
serving the same ReviewEndpoint the app mounts) and the real tool server: what the model proposes is applied
only as far as the rulebook allows.
"""

from __future__ import annotations

import contextlib
import json
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any, ClassVar

import httpx
import pytest
from google.adk.models.base_llm import BaseLlm
from google.adk.models.llm_request import LlmRequest
from google.adk.models.llm_response import LlmResponse
from google.genai import types
from starlette.applications import Starlette
from starlette.routing import Route

from agent_client.review.endpoint import ReviewEndpoint
from agent_client.review.models import ChangeRequest, ReviewResponse
from agent_client.settings import AgentSettings
from common.identity import mint_token
from tests.support.api import serve_in_thread
from tests.support.people_support import seed_data_dir

pytestmark = pytest.mark.slow
WO = "WO-10024"
SECRET = "review-llm-test-secret-0123456789abcdef"


class ScriptedPlanner(BaseLlm):
    """Reads the REVIEW JSON of its instruction and answers a ChangeRequest, as a planner model would."""

    seen: ClassVar[list[dict[str, Any]]] = []

    async def generate_content_async(self, llm_request: LlmRequest, stream: bool = False):
        text = str(llm_request.config.system_instruction)
        review = json.loads(text[text.index("REVIEW:\n") + len("REVIEW:\n") :])
        self.seen.append(review)
        hot_work = next(p for p in review["permits"] if p["type"] == "Hot Work")
        sprinklers = next(c for c in hot_work["controls"] if "sprinkler" in c.lower())
        answer = ChangeRequest(
            changes=[
                {
                    "op": "add_item",
                    "field": "controls",
                    "item": "Spotter beside the welder",
                    "permitTypes": ["Hot Work"],
                },
                {"op": "set_validity", "hours": 6, "permitTypes": ["Hot Work"], "text": "make it 6 hours"},
                {"op": "remove_item", "field": "controls", "item": sprinklers, "text": "drop the sprinklers"},
            ],
            note="read by the scripted planner",
        )
        yield LlmResponse(content=types.Content(role="model", parts=[types.Part(text=answer.model_dump_json())]))


def serve(app: Starlette) -> contextlib.AbstractContextManager[str]:
    return serve_in_thread(app, "review app")


@pytest.fixture(scope="module")
def planner_data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Its own data dir, so the drafts it reopens are its own (not those other modules left in the shared dir)."""
    return tmp_path_factory.mktemp("planner-var")


@pytest.fixture
def planner_api(planner_data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setenv("PERMITFLOW_DATA_DIR", str(planner_data_dir))  # the stdio tool server child reads it
    for name in ("PERMITFLOW_MCP_URL", "PERMITFLOW_ENGINE", "DATABASE_URL", "PERMITFLOW_DATABASE_URL"):
        monkeypatch.delenv(name, raising=False)
    seed_data_dir(planner_data_dir)  # the people who sign, in the tool server's directory
    settings = AgentSettings(engine="gemini", data_dir=tmp_path / "var", jwt_secret=SECRET)
    model = ScriptedPlanner(model="scripted-planner")
    endpoint = ReviewEndpoint(settings, engine="gemini", model=model, pipeline_engine="rules")

    @contextlib.asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        try:
            yield
        finally:
            await endpoint.close()

    app = Starlette(lifespan=lifespan, routes=[Route("/agent/run", endpoint.handle, methods=["POST"])])
    with serve(app) as base:
        yield base


def post(base: str, session_id: str, message: str, person: str = "rosa.requester") -> ReviewResponse:
    """One turn by `person` (a signed token); nothing in the body says who they are or what role they hold."""
    body = {
        "sessionId": session_id,
        "message": message,
        "context": {"workOrderId": WO},
        "state": {"step": None, "iteration": 0, "sessionActive": True},
    }
    headers = {"Authorization": f"Bearer {mint_token(SECRET, person)}"}
    response = httpx.post(f"{base}/agent/run", json=body, headers=headers, timeout=180)
    assert response.status_code == 200, response.text
    return ReviewResponse.model_validate(response.json())


def test_llm_planner_proposes_and_the_rulebook_disposes(planner_api: str):
    session = f"sess_llm_{uuid.uuid4().hex[:8]}"
    ScriptedPlanner.seen.clear()
    created = post(planner_api, session, "Prepare the permits")
    assert created.state.step == "plan_generated" and not ScriptedPlanner.seen, "creation needs no planner"
    permit_ids = [p["permitId"] for p in created.action.payload["permitPreview"]["permits"]]

    updated = post(planner_api, session, "We need a spotter beside the welder, 6 hours is enough, and skip sprinklers")
    review = ScriptedPlanner.seen[-1]
    assert review["message"].startswith("We need a spotter") and review["senderRole"] == "no sign-off role"
    assert [p["permitId"] for p in review["permits"]] == permit_ids, "the instruction carries the permit set as JSON"
    assert review["rulebookRequired"]["Hot Work"]["validityRuleId"] == "HW-VAL-MAX"

    assert updated.action.type == "save_preview" and updated.state.iteration == 2
    hot_work = next(p for p in updated.action.payload["permitPreview"]["permits"] if p["type"] == "Hot Work")
    assert "Spotter beside the welder" in hot_work["controls"] and hot_work["validityHours"] == 6
    assert any("sprinkler" in c.lower() for c in hot_work["controls"]), "a required control stays"
    assert "HW-CTRL-FIREPROTECTION" in updated.reply
    outcomes = {o["change"]["op"]: o for o in updated.action.payload["changes"]}
    assert outcomes["remove_item"]["applied"] is False and outcomes["remove_item"]["ruleIds"] == [
        "HW-CTRL-FIREPROTECTION"
    ]

    half = post(planner_api, session, "Looks good!", "hana.safety")
    assert half.action.type == "none" and "Supervisor" in half.reply, "HSE alone does not issue a Hot Work permit"
    approved = post(planner_api, session, "Looks good!", "sam.supervisor")
    assert approved.action.type == "finalize_permits" and approved.action.payload["permitIds"] == permit_ids
    assert {p["status"] for p in approved.action.payload["permits"]} == {"issued"}
    assert len(ScriptedPlanner.seen) == 1, "an approval never reaches the planner"
