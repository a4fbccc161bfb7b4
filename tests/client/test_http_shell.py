"""The HTTP shell both endpoints share, over real HTTP: deeply nested JSON is a 400 AgentFailure (not a 500
RecursionError), the bearer scheme is case-insensitive, and both endpoints answer the same way (issue 14)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from agent_client.http import MAX_JSON_DEPTH, json_depth
from tests.support.api import api_server, failure_of

TOKEN = "shell-token-5ecret"
ENDPOINTS = ("/sequential/execute", "/agent/run")


@pytest.fixture(scope="module")
def api(shared_data_dir: Path) -> Iterator[str]:
    with api_server(shared_data_dir, PERMITFLOW_API_TOKEN=TOKEN) as base:
        yield base


def post(url: str, body: bytes, authorization: str | None = f"Bearer {TOKEN}") -> httpx.Response:
    headers = {"Content-Type": "application/json"}
    if authorization is not None:
        headers["Authorization"] = authorization
    return httpx.post(url, content=body, headers=headers, timeout=60)


@pytest.mark.parametrize("path", ENDPOINTS)
def test_deeply_nested_json_is_a_400_agent_failure(api: str, path: str):
    brackets = post(f"{api}{path}", b"[" * 5000)
    failure = failure_of(brackets, 400, "ERR_INVALID_INPUT")
    assert "nests deeper" in failure.message and "Traceback" not in brackets.text
    nested_field = post(f"{api}{path}", b'{"workOrderId": ' + b"[" * 2000 + b"]" * 2000 + b"}")
    failure_of(nested_field, 400, "ERR_INVALID_INPUT")
    still_parsed = post(f"{api}{path}", b'{"workOrderId": "' + b"[" * 2000 + b'"}')  # brackets in a string
    assert still_parsed.status_code == 422, still_parsed.text


@pytest.mark.parametrize("path", ENDPOINTS)
@pytest.mark.parametrize("scheme", ["Bearer", "bearer", "BEARER", "bEaReR"])
def test_bearer_scheme_is_case_insensitive(api: str, path: str, scheme: str):
    accepted = post(f"{api}{path}", b"{}", f"{scheme} {TOKEN}")
    failure_of(accepted, 422, "ERR_INVALID_INPUT")  # past the token check, stopped by the missing fields


@pytest.mark.parametrize("path", ENDPOINTS)
@pytest.mark.parametrize(
    "authorization", [None, f"Bearer {TOKEN}x", f"Basic {TOKEN}", TOKEN, "bearer", f"bearer{TOKEN}", f"bearer x{TOKEN}"]
)
def test_a_missing_or_wrong_token_is_refused(api: str, path: str, authorization: str | None):
    refused = post(f"{api}{path}", b"{}", authorization)
    failure_of(refused, 401, "ERR_UNAUTHORIZED")
    assert refused.headers["WWW-Authenticate"] == "Bearer"


@pytest.mark.parametrize("path", ENDPOINTS)
def test_both_endpoints_share_body_errors(api: str, path: str):
    failure_of(post(f"{api}{path}", b'{"workOrderId": '), 400, "ERR_INVALID_INPUT")
    failure_of(post(f"{api}{path}", b"\xff\xfe"), 400, "ERR_INVALID_INPUT")
    missing = failure_of(post(f"{api}{path}", b"{}"), 422, "ERR_INVALID_INPUT")
    assert missing.details and missing.details["errors"]
    failure_of(post(f"{api}{path}", b" " * 600_000), 413, "ERR_PAYLOAD_TOO_LARGE")


def test_json_depth_counts_brackets_outside_strings_only():
    assert json_depth(b"{}") == 1 and json_depth(b'{"a": [1, {"b": []}]}') == 4
    assert json_depth(b'{"a": "[[[[{{{{", "b": "\\"[["}') == 1
    assert json_depth(b"[" * (MAX_JSON_DEPTH + 1)) == MAX_JSON_DEPTH + 1
    assert json_depth(b"") == 0
