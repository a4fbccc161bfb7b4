"""Tool servers as real processes on 127.0.0.1 (start, kill, restart) and reading their SSE and failures."""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx

from agent_client.schemas import AgentFailure
from tests.support.mcp_harness import ROOT, STARTUP_S, free_port, server_env
from tests.support.rag_support import rag_env


class ToolServer:
    """`permitflow-mcp --transport http` on a fixed port, so it can be killed and started again at the same URL."""

    def __init__(self, data_dir: Path, **env: str) -> None:
        self.data_dir = data_dir
        self.env = rag_env() | env  # the small fixture corpora: a fresh data dir builds its RAG index in seconds
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/mcp"
        self.proc: subprocess.Popen | None = None

    def start(self) -> ToolServer:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "mcp_server.cli", "--transport", "http", "--port", str(self.port)],
            env=server_env(self.data_dir, **self.env),
            cwd=str(ROOT),
        )
        deadline = time.monotonic() + STARTUP_S
        while True:
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"http://127.0.0.1:{self.port}/healthz", timeout=1).status_code == 200:
                    return self
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"tool server did not start (exit {self.proc.poll()})")
            time.sleep(0.1)

    def kill(self) -> None:
        """SIGKILL: no shutdown hooks, like a crash or an OOM kill."""
        assert self.proc is not None
        self.proc.kill()
        self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()


@contextlib.contextmanager
def tool_server(data_dir: Path, **env: str) -> Iterator[ToolServer]:
    server = ToolServer(data_dir, **env).start()
    try:
        yield server
    finally:
        server.stop()


def unavailable(response: httpx.Response) -> AgentFailure:
    assert response.status_code == 503, response.text
    failure = AgentFailure.model_validate(response.json())
    assert failure.error_code == "ERR_TOOL_UNAVAILABLE" and failure.recoverable, failure
    assert "unavailable" in failure.message and "Traceback" not in response.text
    return failure


def sse_events(response: httpx.Response) -> Iterator[tuple[str, dict[str, Any]]]:
    name = ""
    for line in response.iter_lines():
        if line.startswith("event: "):
            name = line[len("event: ") :]
        elif line.startswith("data: "):
            yield name, json.loads(line[len("data: ") :])


def tool_failure_of(result: Any) -> AgentFailure:
    from mcp_server.errors import parse_failure

    text = " ".join(getattr(block, "text", "") for block in result.content)
    assert result.is_error, text
    assert "Traceback" not in text and 'File "/' not in text, text
    failure = parse_failure(text)
    assert failure is not None, f"not an AgentFailure: {text}"
    return failure
