"""The agent API as a real process: a uvicorn child on a free port, its environment, and reading its answers."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import uvicorn

from agent_client.schemas import AgentFailure
from tests.support.index_template import seed_index
from tests.support.mcp_harness import free_port, serve_until_healthy

ROOT = Path(__file__).resolve().parents[2]


def agent_env(data_dir: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PERMITFLOW_", "GOOGLE_"))}
    env.update({"PERMITFLOW_DATA_DIR": str(data_dir), "PERMITFLOW_ENGINE": "rules"}, **extra)
    seed_index(data_dir, env)
    return env


def api_server(data_dir: Path, **extra: str) -> contextlib.AbstractContextManager[str]:
    args = ["-m", "agent_client.cli", "serve"]
    return serve_until_healthy(args, agent_env(data_dir, **extra), "API server")


def failure_of(response: httpx.Response, status: int, code: str) -> AgentFailure:
    assert response.status_code == status, response.text
    failure = AgentFailure.model_validate(response.json())
    assert failure.error_code == code
    return failure


def run_cli(data_dir: Path, *args: str, **extra: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "agent_client.cli", "run", *args],
        env=agent_env(data_dir, **extra),
        cwd=str(ROOT),
        capture_output=True,
        text=True,
        timeout=300,
    )


@contextlib.contextmanager
def serve_in_thread(app: Any, what: str = "app") -> Iterator[str]:
    """An ASGI app on a real socket in this process (so in-process state such as a span exporter or a scripted
    model is shared with the test); its URL while the block runs."""
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 60
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError(f"{what} did not start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=60)
