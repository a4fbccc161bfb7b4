"""The review conversation meets the permit of record (issue 13), over real HTTP with signed tokens.

A uvicorn child serves /agent/run (`rules` engine) over a stdio tool server on the same database; people are in the
directory (tests/people_support.py) and every request carries a JWT minted with the shared secret. Each scenario of
issue 13's "Why" gets a refusal or the correct stored result, read back with `permits_get` and the stored PDF.
"""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from agent_client.review.models import ReviewResponse
from common.identity import mint_token
from tests.db_fixtures import postgres_schema, postgres_url_for
from tests.mcp_harness import connect, serve_until_healthy, stdio_params, structured
from tests.people_support import seed_cast_data_dir
from tests.test_review import review_env

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


def test_smoke(env):
    base, data_dir, db_env = env
    chat = Chat(base, HOT_WORK_WO)
    first = chat.say("Please prepare the permits for the handrail cut-out.", "rosa.requester")
    print(first.reply)
    print(first.action.payload.get("permitPreview", {}).get("permits", [{}])[0].get("signOffRoles"))
    second = chat.say("Add a second fire watch and continuous gas monitoring", "rosa.requester")
    print(second.reply)
    third = chat.say("Approved", "sam.supervisor")
    print(third.reply, third.action)
    fourth = chat.say("Approved", "hana.safety")
    print(fourth.reply, fourth.action)
