"""A retried request never makes a second run or spends a second permit id, and no run record is lost.

Real processes on 127.0.0.1: an HTTP tool server and agent API processes that are killed (SIGKILL) and started
again on the same data directory.
- The API restarts between a request and its retry: the retry answers the recorded run (`replayed`), same runId,
  same permits; the key with another work order is refused.
- The API is killed mid-run after A2 allocated the permit ids: the retry with the same key runs again and gets
  the same ids (allocation keys), so the type counters moved by one, not two.
- A workflow that crashes (a model raising a non-transient error) is still recorded, as failed, with its calls.
- An LLM agent that ADK reruns after a transient model error gets the permit id its first attempt had.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from google.adk.models.base_llm import BaseLlm
from google.adk.models.llm_request import LlmRequest

from agent_client.pipeline import Pipeline, PipelineError
from agent_client.schemas import AgentFailure, RunResult
from agent_client.settings import AgentSettings
from agent_client.state import A1, A2, A3, A4
from mcp_server.server import build_server
from mcp_server.settings import Settings
from tests.support.api import agent_env
from tests.support.idempotency import WO, api_process, post
from tests.support.mcp_harness import connect, structured
from tests.support.processes import sse_events, tool_server
from tests.support.rag_support import rag_env
from tests.support.scripted import scripted_models

pytestmark = pytest.mark.slow


async def tool_answer(data_dir: Path, tool: str, args: dict[str, Any]) -> dict[str, Any]:
    async with connect(build_server(Settings(data_dir=data_dir, DATABASE_URL=""))) as client:
        return structured(await client.call_tool(tool, args))


async def test_a_retry_after_an_api_restart_answers_the_recorded_run(tmp_path: Path):
    data_dir = tmp_path / "var"
    with tool_server(data_dir) as tools:
        env = agent_env(data_dir, PERMITFLOW_MCP_URL=tools.url)
        with api_process(env) as (_, api):
            first = post(api, WO, "restart-retry-1")
        assert first.status_code == 200, first.text
        original = RunResult.model_validate(first.json())
        assert original.status == "completed" and not original.runMeta.replayed

        with api_process(env) as (_, api):  # nothing of the first process is left
            again = post(api, WO, "restart-retry-1")
            other = post(api, "WO-10001", "restart-retry-1")
    assert again.status_code == 200, again.text
    assert again.headers.get("idempotent-replayed") == "true"
    replayed = RunResult.model_validate(again.json())
    assert replayed.runMeta.replayed and replayed.runMeta.runId == original.runMeta.runId
    assert [p.permitId for p in replayed.permits] == [p.permitId for p in original.permits]
    assert replayed.model_dump(exclude={"runMeta"}) == original.model_dump(exclude={"runMeta"})

    assert other.status_code == 422, other.text
    failure = AgentFailure.model_validate(other.json())
    assert failure.error_code == "ERR_INVALID_INPUT" and WO in failure.message

    record = await tool_answer(data_dir, "runs_get", {"idempotencyKey": "api:restart-retry-1"})
    assert record["runId"] == original.runMeta.runId and record["status"] == "completed"


def killed_after_permit_ids(api: str, key: str, proc: Any) -> list[tuple[str, dict[str, Any]]]:
    """Stream a run and SIGKILL the API as soon as A2 (which allocates the permit ids) has finished."""
    events: list[tuple[str, dict[str, Any]]] = []
    headers = {"Accept": "text/event-stream", "Idempotency-Key": key}
    with (
        pytest.raises(httpx.HTTPError),
        httpx.stream(
            "POST", f"{api}/sequential/execute", json={"workOrderId": WO}, headers=headers, timeout=180
        ) as stream,
    ):
        for kind, data in sse_events(stream):
            events.append((kind, data))
            if kind == "step" and data.get("author") == "permit_generator":
                proc.kill()
                proc.wait(timeout=10)
    return events


async def test_a_retry_after_a_crash_mid_run_reuses_the_permit_ids(tmp_path: Path):
    data_dir = tmp_path / "var"
    with tool_server(data_dir) as tools:
        env = agent_env(data_dir, PERMITFLOW_MCP_URL=tools.url)
        with api_process(env) as (proc, api):
            events = killed_after_permit_ids(api, "crash-retry-1", proc)
        assert ("step", {"author": "permit_generator"}) in [(k, {"author": d.get("author")}) for k, d in events]
        assert "result" not in [kind for kind, _ in events]

        with api_process(env) as (_, api):
            retried = post(api, WO, "crash-retry-1")
    assert retried.status_code == 200, retried.text
    result = RunResult.model_validate(retried.json())
    assert result.status == "completed" and not result.runMeta.replayed
    assert [p.permitId for p in result.permits] == ["PERM-CW-0001"], "the retry must get the id the crashed run had"

    after = await tool_answer(data_dir, "ids_new_permit_id", {"permitType": "Cold Work"})
    assert after["permitId"] == "PERM-CW-0002", "one number for the crashed run and its retry together"
    record = await tool_answer(data_dir, "runs_get", {"idempotencyKey": "api:crash-retry-1"})
    assert record["runId"] == result.runMeta.runId


class FailingLlm(BaseLlm):
    """A model whose every call fails with an error that is not transient, so nothing retries it."""

    async def generate_content_async(self, llm_request: LlmRequest, stream: bool = False):
        raise ValueError("scripted model failure")
        yield  # an async generator, like every model


@pytest.fixture
def agent_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    data_dir = tmp_path / "var"
    monkeypatch.setenv("PERMITFLOW_DATA_DIR", str(data_dir))
    monkeypatch.delenv("PERMITFLOW_MCP_URL", raising=False)
    for name, value in rag_env().items():  # the small fixture corpora: a fresh data dir indexes them in seconds
        monkeypatch.setenv(name, value)
    yield data_dir


async def test_a_crashed_run_is_recorded_as_failed(agent_data_dir: Path):
    models = {name: FailingLlm(model="failing") for name in (A1, A2, A3, A4)}
    settings = AgentSettings(engine="gemini")
    async with Pipeline.open(settings, engine="gemini", models=models) as pipeline:
        with pytest.raises(PipelineError) as raised:
            await pipeline.run(WO)
    failure = raised.value.failure
    assert raised.value.status_code == 500 and failure.error_code == "ERR_INTERNAL"
    assert "Traceback" not in failure.model_dump_json() and "scripted model failure" not in failure.message
    run_id = failure.details.get("runId")
    assert run_id, failure

    record = await tool_answer(agent_data_dir, "runs_get", {"runId": run_id})
    assert record["status"] == "failed" and record["workOrderId"] == WO and record["engine"] == "gemini"
    assert "run crashed (ValueError)" in json.dumps(record["output"])
    tools = [call["tool"] for call in record["toolCalls"]]
    assert tools[0] == "workorders_get_workorder_by_id" and "rag_search_rag" in tools


class ServerError(RuntimeError):
    """Named like google-genai's 5xx error, which the LLM agents' RetryConfig reruns the agent for."""


class FailsOnce(BaseLlm):
    """A2 failing once with a transient error: ADK reruns the agent. Its permit ids were allocated before it, by the
    permit_drafts node (keyed by run, type and ordinal), so the rerun must find the same draft ids."""

    inner: Any
    failed: bool = False

    async def generate_content_async(self, llm_request: LlmRequest, stream: bool = False):
        if not self.failed:
            self.failed = True
            raise ServerError("503 scripted overload")
        async for response in self.inner.generate_content_async(llm_request, stream):
            yield response


async def test_an_agent_rerun_by_adk_gets_the_permit_id_it_had(agent_data_dir: Path):
    models: dict[str, Any] = scripted_models(complete=True)
    models[A2] = FailsOnce(model="scripted-generator", inner=models[A2])
    async with Pipeline.open(AgentSettings(engine="gemini"), engine="gemini", models=models) as pipeline:
        result = await pipeline.run(WO)
    assert models[A2].failed, "the scripted failure happened, so A2 ran twice"
    assert result.status == "completed" and [p.permitId for p in result.permits] == ["PERM-CW-0001"]
    allocations = [c for c in (await tool_answer(agent_data_dir, "runs_get", {"runId": result.runMeta.runId}))[
        "toolCalls"] if c["tool"] in ("ids_new_permit_id", "ids_new_permit_ids")]  # fmt: skip
    assert len(allocations) == 1, "the id was allocated once, before A2, and the rerun did not ask again"
    after = await tool_answer(agent_data_dir, "ids_new_permit_id", {"permitType": "Cold Work"})
    assert after["permitId"] == "PERM-CW-0002", "the rerun got the first attempt's id back, not a new one"
