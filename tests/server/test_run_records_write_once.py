"""Issue 13's forged replay: a run record cannot be replaced or planted, so the API never replays a forged run.

Real processes on 127.0.0.1: an HTTP tool server that accepts the agent API's service token and people's JWTs, and
the agent API using that service token. A person's token cannot write run records at all; even the trusted
identity cannot replace a recorded run or give another run its idempotency key; and the API's retry answers the
run it made, with its permits.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_client.schemas import RunResult
from common.failures import ErrorCode
from common.identity import mint_token
from mcp_server.errors import parse_failure
from tests.support.api import agent_env
from tests.support.idempotency import WO, api_process, post
from tests.support.mcp_harness import connect, error_text, http_transport, structured
from tests.support.people_support import seed_data_dir
from tests.support.processes import tool_server

pytestmark = pytest.mark.slow
SECRET = "write-once-test-secret-0123456789abcdef"
SERVICE_TOKEN = "agent-api-service-token-xyz"
FORGED = {"workOrderId": WO, "status": "completed", "engine": "forged", "output": {"permits": [], "pdfLinks": []}}


async def refusal(client, arguments: dict) -> tuple[str, str]:
    failure = parse_failure(error_text(await client.call_tool("runs_record", arguments)))
    assert failure is not None
    return failure.error_code, failure.message


async def test_a_forged_run_record_is_refused_and_never_replayed(tmp_path: Path):
    data_dir = tmp_path / "var"
    seed_data_dir(data_dir)
    key, stored_key = "forged-replay-1", "api:forged-replay-1"
    with tool_server(data_dir, PERMITFLOW_MCP_TOKEN=SERVICE_TOKEN, PERMITFLOW_JWT_SECRET=SECRET) as tools:
        person = http_transport(tools.url, mint_token(SECRET, "ravi.requester"))
        async with connect(person) as client:  # planting a run under the key the API will use
            code, message = await refusal(client, FORGED | {"idempotencyKey": stored_key})
            assert code == ErrorCode.ERR_UNAUTHORIZED and "permitflow:runs.write" in message
            code, _ = await refusal(client, FORGED | {"runId": "run-planted"})
            assert code == ErrorCode.ERR_UNAUTHORIZED

        env = agent_env(data_dir, PERMITFLOW_MCP_URL=tools.url, PERMITFLOW_MCP_TOKEN=SERVICE_TOKEN)
        with api_process(env) as (_, api):
            first = post(api, WO, key)
            assert first.status_code == 200, first.text
            original = RunResult.model_validate(first.json())
            assert original.permits and not original.runMeta.replayed
            run_id = original.runMeta.runId

            async with connect(http_transport(tools.url, SERVICE_TOKEN)) as client:
                code, message = await refusal(client, FORGED | {"runId": run_id})
                assert code == ErrorCode.ERR_TOOL_REJECTED and "write-once" in message
                code, message = await refusal(client, FORGED | {"runId": "run-forged", "idempotencyKey": stored_key})
                assert code == ErrorCode.ERR_INVALID_INPUT and f"already belongs to run '{run_id}'" in message
                recorded = structured(await client.call_tool("runs_get", {"idempotencyKey": stored_key}))
                assert recorded["runId"] == run_id and recorded["engine"] != "forged"
                missing = await client.call_tool("runs_get", {"runId": "run-forged"})
                assert missing.is_error

            again = post(api, WO, key)
        assert again.status_code == 200, again.text
        assert again.headers.get("idempotent-replayed") == "true"
        replayed = RunResult.model_validate(again.json())
        assert replayed.runMeta.runId == run_id
        assert [p.permitId for p in replayed.permits] == [p.permitId for p in original.permits] != []
