"""An agent API process that can be restarted, and the requests the idempotency tests send it."""

from __future__ import annotations

import contextlib
import subprocess
from collections.abc import Iterator

import httpx

from tests.support.mcp_harness import start_until_healthy, stop

WO = "WO-10025"  # one Cold Work permit


SERVE = ["-m", "agent_client.cli", "serve"]


def post(api: str, work_order: str, key: str, **headers: str) -> httpx.Response:
    return httpx.post(
        f"{api}/sequential/execute", json={"workOrderId": work_order}, headers={"Idempotency-Key": key} | headers,
        timeout=180,
    )  # fmt: skip


@contextlib.contextmanager
def api_process(env: dict[str, str]) -> Iterator[tuple[subprocess.Popen, str]]:
    """An agent API process and its base URL; stopped after, unless the test killed it first."""
    proc, api = start_until_healthy(SERVE, env, "API server")
    try:
        yield proc, api
    finally:
        stop(proc)
